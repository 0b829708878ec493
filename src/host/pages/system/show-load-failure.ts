import { showFailure } from '../../app/show-failure';

/**
 * `request`, whose failure is shown (`showFailure`: the server's message, unless the request layer
 * showed it) before it rejects — not when the query called it off (`signal` aborted). For the query
 * functions of the system pages, whose loads always said why they failed.
 *
 * @example useRemote([TREE_URL], (signal) => showLoadFailure(getJson(TREE_URL, undefined, signal), signal))
 */
export function showLoadFailure<T>(request: Promise<T>, signal: AbortSignal): Promise<T> {
  return request.catch((error: unknown) => {
    if (!signal.aborted) showFailure(error);
    throw error;
  });
}
