export { type DetailItem, DetailList, type DetailListProps, MAX_DETAIL_COLUMNS } from './DetailList';
