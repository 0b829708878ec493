import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { getAction } from '../../../core/http';

/** What the table view fetches itself (cells have their own `CellServicesProvider`). */
export interface TableServices {
  /** GET of a tree table's children; resolves with the response body (a JeecgBoot envelope or an array). */
  fetchChildren(url: string, params: Record<string, unknown>): Promise<unknown>;
}

const defaults: TableServices = {
  fetchChildren: (url, params) => getAction<unknown>(url, params),
};

const TableServicesContext = createContext<TableServices>(defaults);

/**
 * Replaces the table's services below it (tests, partner pages, other back ends).
 *
 * @example <TableServicesProvider fetchChildren={async () => [{ id: 'c1' }]}><EditableTable … /></TableServicesProvider>
 */
export function TableServicesProvider({ children, fetchChildren }: Partial<TableServices> & { children: ReactNode }) {
  const parent = useContext(TableServicesContext);
  const value = useMemo<TableServices>(
    () => ({ fetchChildren: fetchChildren ?? parent.fetchChildren }),
    [fetchChildren, parent],
  );
  return <TableServicesContext.Provider value={value}>{children}</TableServicesContext.Provider>;
}

export function useTableServices(): TableServices {
  return useContext(TableServicesContext);
}
