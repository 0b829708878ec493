import {
  type ApiEnvelope,
  ApiError,
  deleteAction,
  downloadBlob,
  getAction,
  isSuccess,
  markShown,
  postAction,
  putAction,
  wasShown,
} from '../../core/http';
import { toPageOfRows } from './list-params';
import { ListMessages } from './messages';
import type { ListPageConfig, PageOfRows, Row } from './types';

/** The calls of one list page, made from its declared `url` (react-admin's dataProvider, per page). */
export interface ListDataProvider {
  list(params: Record<string, unknown>): Promise<PageOfRows>;
  get(id: string): Promise<Row>;
  create(body: Row): Promise<ApiEnvelope>;
  update(body: Row): Promise<ApiEnvelope>;
  remove(id: string): Promise<ApiEnvelope>;
  removeMany(ids: readonly string[]): Promise<ApiEnvelope>;
  exportFile(params: Record<string, unknown>): Promise<Blob>;
}

/**
 * A failed list or write: the server's message, its envelope code, and whether the request layer
 * already showed it (`wasShown` of the failure it stands for; it is itself `wasShown` then).
 */
export class ListCallError extends Error {
  constructor(
    message: string,
    readonly code?: number | string,
    readonly shown = false,
  ) {
    super(message);
    this.name = 'ListCallError';
    if (shown) markShown(this);
  }
}

function required(url: string | undefined, message: string): string {
  if (!url) throw new ListCallError(message);
  return url;
}

/** The envelope of a successful call, else a ListCallError with the server's message. */
function ensure<T>(envelope: ApiEnvelope<T>): ApiEnvelope<T> {
  if (isSuccess(envelope)) return envelope;
  throw new ListCallError(envelope?.message || ListMessages.operationFailed, envelope?.code, wasShown(envelope));
}

async function guarded<T>(call: () => Promise<ApiEnvelope<T>>): Promise<ApiEnvelope<T>> {
  try {
    return ensure(await call());
  } catch (error) {
    if (error instanceof ListCallError) throw error;
    const code = error instanceof ApiError ? error.code : undefined;
    throw new ListCallError(
      error instanceof Error ? error.message : ListMessages.operationFailed,
      code,
      wasShown(error),
    );
  }
}

/**
 * The data provider of a list page declaration.
 *
 * @example const page = await listDataProvider(config).list({ pageNo: 1, pageSize: 10 });
 */
export function listDataProvider(
  config: Pick<ListPageConfig, 'url' | 'listMethod' | 'addMethod' | 'editMethod' | 'toPage'>,
): ListDataProvider {
  const { url } = config;
  const write = (method: 'post' | 'put', target: string, body: Row) =>
    guarded(() => (method === 'put' ? putAction(target, body) : postAction(target, body)));
  return {
    async list(params) {
      const target = required(url.list, ListMessages.noListUrl);
      const envelope = await guarded(() =>
        config.listMethod === 'post' ? postAction(target, params) : getAction(target, params),
      );
      return (config.toPage ?? toPageOfRows)(envelope.result);
    },
    async get(id) {
      const target = required(url.queryById, ListMessages.operationFailed);
      return (await guarded(() => getAction<Row>(target, { id }))).result;
    },
    create: (body) => write(config.addMethod ?? 'post', required(url.add, ListMessages.operationFailed), body),
    update: (body) => write(config.editMethod ?? 'put', required(url.edit, ListMessages.operationFailed), body),
    remove: (id) => guarded(() => deleteAction(required(url.delete, ListMessages.noDeleteUrl), { id })),
    removeMany: (ids) =>
      guarded(() => deleteAction(required(url.deleteBatch, ListMessages.noDeleteBatchUrl), { ids: ids.join(',') })),
    async exportFile(params) {
      const target = required(url.exportXls, ListMessages.noExportUrl);
      try {
        return await downloadBlob(target, params);
      } catch (error) {
        const message = error instanceof Error ? error.message : ListMessages.downloadFailed;
        throw new ListCallError(message, undefined, wasShown(error));
      }
    },
  };
}
