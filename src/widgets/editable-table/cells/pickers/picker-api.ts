// The picker API of the cells is the one of ../../../picker-core: these are the names the table's
// services (../services.tsx) and the cells' barrel (../index.ts) import it by.
export { departTree as loadDepartTree } from '../../../picker-core/depart-api';
export { departTreeTitles as departTitles } from '../../../picker-core/parse';
export type {
  ListQuery as UserQuery,
  PickerDepartNode as PickerDepart,
  PickerUser,
} from '../../../picker-core/types';
export { searchUsers, userLabels } from '../../../picker-core/user-api';
