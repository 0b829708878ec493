import { getAction, unwrap } from '../http';
import { failureMessage, reportDictFailure } from './dict-errors';
import { dictUrl } from './dict-url';
import { normalizeDictItems } from './normalize';
import type { DictItem } from './types';

export interface DictSearchOptions {
  /** Dictionary to search: a code or `table,text,code[,condition]`. */
  dict: string;
  pageSize?: number;
  /** Quiet time after the last keystroke before the request goes (docs/widgets-spec.md §7: 300 ms). */
  debounceMs?: number;
  onResult: (items: DictItem[], keyword: string) => void;
  /** Gets the server's message; without it the message is shown as a warning. */
  onError?: (message: string, error: unknown) => void;
}

export interface DictSearch {
  /** Schedules a search; any earlier search still pending or in flight is superseded. */
  search(keyword: string): void;
  /** Drops the pending search and ignores any answer still on its way. */
  cancel(): void;
}

/**
 * Debounced remote search on `GET /sys/dict/loadDict/{dict}?keyword&pageSize`. Answers arrive in
 * any order over a network; only the answer to the newest search reaches `onResult` / `onError`.
 *
 * @example const s = createDictSearch({ dict: 'sys_user,realname,username', onResult: setOptions }); s.search('张');
 */
export function createDictSearch({
  dict,
  pageSize,
  debounceMs = 300,
  onResult,
  onError,
}: DictSearchOptions): DictSearch {
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const stop = () => {
    latest++;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const run = async (ticket: number, keyword: string, signal: AbortSignal) => {
    try {
      const params = pageSize === undefined ? { keyword } : { keyword, pageSize };
      const envelope = await getAction<unknown>(dictUrl('/sys/dict/loadDict', dict), params, { silent: true, signal });
      const items = normalizeDictItems(unwrap(envelope));
      if (ticket === latest) onResult(items, keyword);
    } catch (error) {
      if (ticket !== latest) return;
      if (onError) onError(failureMessage(error), error);
      else reportDictFailure(error);
    }
  };

  return {
    search(keyword) {
      stop();
      const ticket = latest;
      timer = setTimeout(() => {
        timer = undefined;
        controller = new AbortController();
        void run(ticket, keyword, controller.signal);
      }, debounceMs);
    },
    cancel: stop,
  };
}
