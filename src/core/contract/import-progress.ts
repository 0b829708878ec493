/**
 * Progress of a large Excel import (docs/contract.md "Lists, query, import, export"): the dialog sends a random
 * `X-Import-Id` with importExcel and, while the upload is pending, polls
 * `GET /sys/common/importProgress?id=` for `{ stage, done, total }` (only the importing user of the same
 * tenant can read it; a stock JeecgBoot server has no such endpoint and the dialog then shows no bar).
 */
export const IMPORT_PROGRESS_PATH = '/sys/common/importProgress';

/**
 * parse: `done` of `total` files read; check and write: `done` of `total` rows; done and failed: the
 * import is over.
 */
export type ImportStage = 'parse' | 'check' | 'write' | 'done' | 'failed';

export interface ImportProgress {
  stage: ImportStage;
  done: number;
  total: number;
}
