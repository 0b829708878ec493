import { createContext, type ReactNode, useContext } from 'react';
import { loadDictItemLabels } from '../../../core/dict';
import type { Page } from '../../../core/http';
import { useOverrides } from '../../shared/use-overrides';
import { createLabelBatcher, type LabelBatcher } from './label-batch';
import {
  departTitles,
  loadDepartTree,
  type PickerDepart,
  type PickerUser,
  searchUsers,
  type UserQuery,
  userLabels,
} from './pickers/picker-api';
import type { PopupReportSource } from './popup/popup-source';
import { defaultUpload, type UploadFunction } from './upload/upload-request';

/** Everything the cells fetch, replaceable per table (tests, partner pages, other back ends). */
export interface CellServices {
  upload: UploadFunction;
  searchUsers: (query: UserQuery) => Promise<Page<PickerUser>>;
  loadDepartTree: () => Promise<PickerDepart[]>;
  /** Labels of sel_search_async values (source: the dictionary code). */
  dictLabels: LabelBatcher;
  /** username -> realname (source: 'user'). */
  userLabels: LabelBatcher;
  /** department id -> title (source: 'depart'). */
  departLabels: LabelBatcher;
  /** Report data of popup cells; none by default (the cell then shows popup参数未正确配置!). */
  popupReport?: PopupReportSource;
}

/** Runs a service call; the element kit passes one naming the element that asks (`withRequestOwner`). */
export type ServiceRunner = <T>(call: () => T) => T;

/**
 * The services the cells use by default: the core request layer on the JeecgBoot calls, each call made
 * through `run`. Every set keeps its own answers (labels, the department tree loaded once).
 */
export function defaultCellServices(run: ServiceRunner = (call) => call()): CellServices {
  let departTree: Promise<PickerDepart[]> | undefined;
  // Cleared when a load fails, so the next cell asks again.
  const sharedDepartTree = (): Promise<PickerDepart[]> => {
    if (!departTree) {
      departTree = run(loadDepartTree);
      departTree.catch(() => {
        departTree = undefined;
      });
    }
    return departTree;
  };
  return {
    upload: (request) => run(() => defaultUpload(request)),
    searchUsers: (query) => run(() => searchUsers(query)),
    loadDepartTree: sharedDepartTree,
    dictLabels: createLabelBatcher(async (dict, keys) => {
      const texts = await run(() => loadDictItemLabels(dict, keys));
      return Object.fromEntries(keys.map((key, index) => [key, texts[index] ?? key]));
    }),
    userLabels: createLabelBatcher((_source, keys) => run(() => userLabels(keys))),
    departLabels: createLabelBatcher(async () => departTitles(await sharedDepartTree())),
  };
}

const defaults = defaultCellServices();
const CellServicesContext = createContext<CellServices>(defaults);
// `popupReport` has no default: without one a popup cell says its parameters are not configured.
const SERVICE_NAMES = [...Object.keys(defaults), 'popupReport'] as (keyof CellServices)[];

/**
 * Replaces some services for every cell below (the rest come from the enclosing provider).
 *
 * @example <CellServicesProvider popupReport={cgreportPopupSource}><EditableTable … /></CellServicesProvider>
 */
export function CellServicesProvider({ children, ...overrides }: Partial<CellServices> & { children: ReactNode }) {
  const value = useOverrides(useContext(CellServicesContext), overrides, SERVICE_NAMES);
  return <CellServicesContext.Provider value={value}>{children}</CellServicesContext.Provider>;
}

/** The services in force for a cell. */
export function useCellServices(): CellServices {
  return useContext(CellServicesContext);
}
