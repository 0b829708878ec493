import { createContext, type ReactNode, useContext } from 'react';
import { type DictItem, type DictTreeNode, getDictItems, loadTreeData, type TreeDataParams } from '../../core/dict';
import type { SuperQueryField } from '../../core/query';
import { useOverrides } from '../shared/use-overrides';
import {
  loadCategoryLevel,
  loadQueryDepartTree,
  type QueryDepart,
  type QueryUser,
  searchQueryUsers,
} from './super-query-api';

/** Everything the value editors fetch, replaceable per page (tests, partner pages, other back ends). */
export interface SuperQueryServices {
  /** Items of a dictionary code (`sex`, or `table,text,code`). */
  dictItems(dictCode: string): Promise<DictItem[]>;
  /** One level of a table tree (`sel_tree`). */
  treeLevel(params: TreeDataParams): Promise<DictTreeNode[]>;
  /** One level of the category tree (`cat_tree`). */
  categoryLevel(query: { pid?: string; pcode?: string; condition?: string }): Promise<DictTreeNode[]>;
  /** Users whose account contains the keyword (`sel_user`). */
  searchUsers(keyword: string): Promise<QueryUser[]>;
  /** The department tree (`sel_depart`). */
  departTree(): Promise<QueryDepart[]>;
  /**
   * Opens the host's report picker for a `popup` field and resolves with the chosen value (null:
   * cancelled). Without it, a popup field is typed by hand.
   */
  pickPopup?(field: SuperQueryField, current: string): Promise<string | null>;
}

let departTree: Promise<QueryDepart[]> | undefined;

/** The department tree, loaded once per page (forgotten when the load fails). */
function sharedDepartTree(): Promise<QueryDepart[]> {
  if (!departTree) {
    departTree = loadQueryDepartTree();
    departTree.catch(() => {
      departTree = undefined;
    });
  }
  return departTree;
}

const defaults: SuperQueryServices = {
  dictItems: getDictItems,
  treeLevel: loadTreeData,
  categoryLevel: loadCategoryLevel,
  searchUsers: searchQueryUsers,
  departTree: sharedDepartTree,
};

const SuperQueryServicesContext = createContext<SuperQueryServices>(defaults);
// `pickPopup` has no default: the host provides it, or a popup field is typed by hand.
const SERVICE_NAMES = [...Object.keys(defaults), 'pickPopup'] as (keyof SuperQueryServices)[];

/**
 * Replaces some services for every super query below (the rest come from the enclosing provider,
 * by default the core request layer on the JeecgBoot calls).
 *
 * @example <SuperQueryServicesProvider pickPopup={openReportPicker}><SuperQuery … /></SuperQueryServicesProvider>
 */
export function SuperQueryServicesProvider({
  children,
  ...overrides
}: Partial<SuperQueryServices> & { children: ReactNode }) {
  const value = useOverrides(useContext(SuperQueryServicesContext), overrides, SERVICE_NAMES);
  return <SuperQueryServicesContext.Provider value={value}>{children}</SuperQueryServicesContext.Provider>;
}

/** The services in force for the editors below. */
export function useSuperQueryServices(): SuperQueryServices {
  return useContext(SuperQueryServicesContext);
}
