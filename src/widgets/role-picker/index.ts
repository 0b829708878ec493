export { ROLE_SELECT_MODAL_TITLE, RolePicker, type RolePickerProps } from './RolePicker';
