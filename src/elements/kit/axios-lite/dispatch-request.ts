import { getAdapter } from './adapters';
import { defaults } from './defaults';
import { CanceledError, isCancel } from './errors';
import { AxiosHeaders } from './headers';
import type { InternalConfig, Response, Transformer } from './types';

function throwIfCanceled(config: InternalConfig): void {
  if (config.signal?.aborted) throw new CanceledError(null, config);
}

function transform(
  config: InternalConfig,
  transformers: Transformer | Transformer[] | undefined,
  data: unknown,
  headers: AxiosHeaders,
  status?: number,
): unknown {
  let result = data;
  for (const fn of ([] as Transformer[]).concat(transformers ?? [])) {
    result = fn.call(config, result, headers.normalize(), status);
  }
  headers.normalize();
  return result;
}

function transformResponse(config: InternalConfig, response: Response): Response {
  response.data = transform(
    config,
    config.transformResponse,
    response.data,
    AxiosHeaders.from(response.headers),
    response.status,
  );
  response.headers = AxiosHeaders.from(response.headers);
  return response;
}

/**
 * axios's dispatchRequest: request transforms (they may edit the headers), the form content type for
 * bodies without one, the adapter, then the response transforms, for failed responses too.
 */
export function dispatchRequest(config: InternalConfig): Promise<Response> {
  throwIfCanceled(config);
  config.headers = AxiosHeaders.from(config.headers);
  config.data = transform(config, config.transformRequest, config.data, config.headers);
  if (['post', 'put', 'patch'].includes(config.method)) {
    config.headers.setContentType('application/x-www-form-urlencoded', false);
  }
  return getAdapter(config.adapter || defaults.adapter)(config).then(
    (response) => {
      throwIfCanceled(config);
      return transformResponse(config, response);
    },
    (reason: { response?: Response }) => {
      if (!isCancel(reason)) {
        throwIfCanceled(config);
        if (reason?.response) transformResponse(config, reason.response);
      }
      throw reason;
    },
  );
}
