export {
  DEPART_SELECT_MODAL_TITLE,
  DEPART_SELECT_MODAL_WIDTH,
  DepartSelectModal,
  type DepartSelectModalProps,
} from '../picker-core';
export { DepartPicker, type DepartPickerProps } from './DepartPicker';
