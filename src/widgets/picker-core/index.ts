export { ChoiceTable, type ChoiceTableProps } from './ChoiceTable';
export { ChosenList, type ChosenListProps } from './ChosenList';
export {
  DEPART_SELECT_MODAL_TITLE,
  DEPART_SELECT_MODAL_WIDTH,
  DepartSelectModal,
  type DepartSelectModalProps,
} from './DepartSelectModal';
export { DepartTree, type DepartTreeProps } from './DepartTree';
export { departChildren, departTitles, departTree, searchDeparts } from './depart-api';
export { LazyDepartChoiceTree, type LazyDepartChoiceTreeProps } from './LazyDepartChoiceTree';
export { MULTI_SELECT_MODAL_WIDTH, MultiSelectModal, type MultiSelectModalProps } from './MultiSelectModal';
export { PickerFrame, type PickerFrameProps } from './PickerFrame';
export { asDepart, asDepartNode, asPickerUser, asRole, departTreeTitles, rowsOf } from './parse';
export { rolesByIds, searchRoles } from './role-api';
export {
  choiceActions,
  joinValue,
  maxChoiceMessage,
  splitValue,
  toggleChoice,
  useModalChoice,
  useResolvedItems,
  useValue,
} from './selection';
export { defaultPickerServices, type PickerServices } from './services';
export { PickerServicesProvider, usePickerServices } from './services-context';
export type * from './types';
export {
  COMPACT_USER_SELECT_MODAL_WIDTH,
  USER_SELECT_MODAL_TITLE,
  USER_SELECT_MODAL_WIDTH,
  UserSelectModal,
  type UserSelectModalProps,
} from './UserSelectModal';
export { type DepartTreeNode, departNode, useLazyDepartTree } from './use-lazy-depart-tree';
export { type ListChoiceOptions, useListChoice } from './use-list-choice';
export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, usePagedSearch } from './use-paged-search';
export { usePickerModal } from './use-picker-modal';
export { departTreeKeys, filterDepartTree, useWholeDepartTree } from './use-whole-depart-tree';
export { searchUsers, userLabels, usersByValues } from './user-api';
export { WholeDepartChoiceTree, type WholeDepartChoiceTreeProps } from './WholeDepartChoiceTree';
export { warnOf } from './warn';
