export { DepartPicker, type DepartPickerProps } from './DepartPicker';
export {
  DEPART_SELECT_MODAL_TITLE,
  DEPART_SELECT_MODAL_WIDTH,
  DepartSelectModal,
  type DepartSelectModalProps,
} from './DepartSelectModal';
