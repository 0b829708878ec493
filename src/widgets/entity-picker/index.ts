export { EntityPicker, type EntityPickerProps } from './EntityPicker';
export { EntityPickerModal, type EntityPickerModalProps } from './EntityPickerModal';
export {
  ENTITY_PAGE_SIZE,
  ENTITY_PAGE_SIZES,
  ENTITY_PICKER_WIDTH,
  type EntityLoader,
  type EntityPage,
  type EntityQuery,
  useEntityList,
} from './use-entity-list';
