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
  type RequestOptions,
  wasShown,
} from '../../../core/http';
import { DataMessages } from './data-messages';
import { type PageOfRows, type Row, toPageOfRows } from './page-of-rows';
import { type ResourceSpec, resourceUrls } from './resource';

/**
 * The calls of one resource (react-admin's `dataProvider`, refine's `DataProvider`), made from its
 * `resource` name and the JeecgBoot paths that differ. Reads take an optional abort signal (react-query's).
 */
export interface DataProvider<R = Row> {
  list(params: Record<string, unknown>, signal?: AbortSignal): Promise<PageOfRows<R>>;
  one(id: string, signal?: AbortSignal): Promise<R>;
  create(body: Partial<R> | Row): Promise<ApiEnvelope>;
  update(body: Partial<R> | Row): Promise<ApiEnvelope>;
  remove(id: string): Promise<ApiEnvelope>;
  removeMany(ids: readonly string[]): Promise<ApiEnvelope>;
  exportFile(params: Record<string, unknown>): Promise<Blob>;
}

/** How a resource is called: where (`ResourceSpec`), with which methods, and how its list answer reads. */
export interface DataProviderSpec<R = Row> extends ResourceSpec {
  /** Method of the edit call (default 'put', JeecgBoot's). */
  editMethod?: 'put' | 'post';
  /** Method of the add call (default 'post'). */
  addMethod?: 'post' | 'put';
  /** Method of the list call (default 'get'); some business lists are POST with a JSON body. */
  listMethod?: 'get' | 'post';
  /** For answers that are not `{records,total}` / `{list,total}` pages. */
  toPage?: (result: unknown) => PageOfRows<R>;
}

/**
 * A failed call: the server's message, its envelope code, and whether the request layer already showed
 * it (`wasShown` of the failure it stands for; it is itself `wasShown` then).
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
  throw new ListCallError(envelope?.message || DataMessages.operationFailed, envelope?.code, wasShown(envelope));
}

async function guarded<T>(call: () => Promise<ApiEnvelope<T>>): Promise<ApiEnvelope<T>> {
  try {
    return ensure(await call());
  } catch (error) {
    if (error instanceof ListCallError) throw error;
    const code = error instanceof ApiError ? error.code : undefined;
    throw new ListCallError(
      error instanceof Error ? error.message : DataMessages.operationFailed,
      code,
      wasShown(error),
    );
  }
}

/**
 * The data provider of a resource.
 *
 * @example const page = await dataProvider({ resource: '/sys/position' }).list({ pageNo: 1, pageSize: 10 });
 */
export function dataProvider<R = Row>(spec: DataProviderSpec<R>): DataProvider<R> {
  const url = resourceUrls(spec);
  const write = (method: 'post' | 'put', target: string, body: unknown) =>
    guarded(() => (method === 'put' ? putAction(target, body) : postAction(target, body)));
  const reading = (signal?: AbortSignal): RequestOptions | undefined => (signal ? { signal } : undefined);
  return {
    async list(params, signal) {
      const target = required(url.list, DataMessages.noListUrl);
      const envelope = await guarded(() =>
        spec.listMethod === 'post'
          ? postAction(target, params, reading(signal))
          : getAction(target, params, reading(signal)),
      );
      return (spec.toPage ?? toPageOfRows<R>)(envelope.result);
    },
    async one(id, signal) {
      const target = required(url.queryById, DataMessages.operationFailed);
      return (await guarded(() => getAction<R>(target, { id }, reading(signal)))).result;
    },
    create: (body) => write(spec.addMethod ?? 'post', required(url.add, DataMessages.operationFailed), body),
    update: (body) => write(spec.editMethod ?? 'put', required(url.edit, DataMessages.operationFailed), body),
    remove: (id) => guarded(() => deleteAction(required(url.delete, DataMessages.noDeleteUrl), { id })),
    removeMany: (ids) =>
      guarded(() => deleteAction(required(url.deleteBatch, DataMessages.noDeleteBatchUrl), { ids: ids.join(',') })),
    async exportFile(params) {
      const target = required(url.exportXls, DataMessages.noExportUrl);
      try {
        return await downloadBlob(target, params);
      } catch (error) {
        const message = error instanceof Error ? error.message : DataMessages.downloadFailed;
        throw new ListCallError(message, undefined, wasShown(error));
      }
    },
  };
}
