export { DepartTree, type DepartTreeNode, type DepartTreeProps, useLazyDepartTree, warnOf } from './DepartTree';
export {
  type ListQuery,
  MULTI_SELECT_MODAL_WIDTH,
  MultiSelectModal,
  type MultiSelectModalProps,
} from './MultiSelectModal';
export {
  asPickerUser,
  defaultPickerServices,
  type PickerDepart,
  type PickerRole,
  type PickerServices,
  type PickerUser,
  type RolePageQuery,
  type UserPageQuery,
  type UserValueField,
} from './picker-services';
export {
  joinValue,
  maxChoiceMessage,
  splitValue,
  toggleChoice,
  useModalChoice,
  useResolvedItems,
  useValue,
} from './selection';
export { PickerServicesProvider, usePickerServices } from './services-context';
export { UserPicker, type UserPickerHandle, type UserPickerProps } from './UserPicker';
export {
  PAGE_SIZE_OPTIONS,
  USER_SELECT_MODAL_TITLE,
  USER_SELECT_MODAL_WIDTH,
  UserSelectModal,
  type UserSelectModalProps,
} from './UserSelectModal';
