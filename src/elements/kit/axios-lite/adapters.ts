import { AxiosError } from './errors';
import type { Adapter, AdapterConfig } from './types';
import { xhrAdapter } from './xhr-adapter';

/**
 * axios.getAdapter: the first usable entry of a list of adapters and names. Only `xhr` is built in;
 * `http` and `fetch` count as unsupported, as axios says of adapters an environment lacks.
 *
 * @example const send = getAdapter(instance.defaults.adapter);
 */
export function getAdapter(adapters: AdapterConfig | AdapterConfig[] | undefined): Adapter {
  for (const candidate of ([] as AdapterConfig[]).concat(adapters ?? [])) {
    if (typeof candidate === 'function') return candidate;
    if (candidate === null || candidate === false) continue;
    const name = String(candidate).toLowerCase();
    if (name === 'xhr' && typeof XMLHttpRequest !== 'undefined') return xhrAdapter;
    if (name !== 'xhr' && name !== 'http' && name !== 'fetch') throw new AxiosError(`Unknown adapter '${candidate}'`);
  }
  throw new AxiosError('There is no suitable adapter to dispatch the request', 'ERR_NOT_SUPPORT');
}
