export type {
  SavedQuery,
  SuperQueryCondition,
  SuperQueryField,
  SuperQueryMatchType,
  SuperQueryParams,
  SuperQueryRule,
} from '../../core/query';
export { decodeSuperQuery, encodeSuperQuery, superQuerySaveKey } from '../../core/query';
export { SuperQuery, type SuperQueryHandle, type SuperQueryProps } from './SuperQuery';
export { SUPER_QUERY_MODAL_WIDTH, SuperQueryModal, type SuperQueryModalProps } from './SuperQueryModal';
export {
  type SuperQueryServices,
  SuperQueryServicesProvider,
  useSuperQueryServices,
} from './SuperQueryServices';
export * from './super-query-api';
export {
  type SuperQueryController,
  type SuperQueryControllerOptions,
  type SuperQuerySearch,
  useSuperQueryController,
} from './use-super-query-controller';
