import { deleteAction, postAction, putAction, unwrap } from '../../../core/http';
import type { Row } from '../../list-page';
import { type CategoryRow, toCategoryRows } from './category-rows';
import { getJson } from './system-api';

/** The root parent id of the category dictionary. */
export const ROOT_PID = '0';

export const ROOTS_URL = '/sys/category/rootList';
export const CHILDREN_URL = '/sys/category/childList';

/** A page of root categories, optionally those whose name contains `name`. */
export async function loadRoots(
  pageNo: number,
  pageSize: number,
  name: string,
  signal?: AbortSignal,
): Promise<{ rows: CategoryRow[]; total: number }> {
  const params: Record<string, unknown> = { pageNo, pageSize, column: 'code', order: 'asc' };
  if (name.trim()) params.name = `*${name.trim()}*`;
  const page = await getJson<{ records: Row[]; total: number }>(ROOTS_URL, params, signal);
  return { rows: toCategoryRows(page.records ?? []), total: page.total ?? 0 };
}

/** The children of one category, in code order. */
export async function loadChildren(pid: string, signal?: AbortSignal): Promise<CategoryRow[]> {
  return toCategoryRows((await getJson<Row[]>(CHILDREN_URL, { pid }, signal)) ?? []);
}

/** Adds (no id) or edits a category; resolves with the server's message. */
export async function saveCategory(values: { id?: string; pid?: string; name: string; code?: string }) {
  const envelope = values.id
    ? await putAction('/sys/category/edit', values)
    : await postAction('/sys/category/add', values);
  unwrap(envelope);
  return envelope.message ?? '';
}

/** Deletes a category and everything below it. */
export async function removeCategory(id: string) {
  const envelope = await deleteAction('/sys/category/delete', { id });
  unwrap(envelope);
  return envelope.message ?? '';
}
