import { fileUrl } from '../format/file-url';
import { getNotifier } from './notifier';

/** What the user reads when a download has no file behind it (docs/business-spec.md §8, docs/widgets-spec.md §8). */
export const UNKNOWN_FILE_MESSAGE = '未知的文件';

/**
 * Starts the browser's download of an uploaded file, as JeecgBoot's `downloadFile` does: a stored path is
 * joined to the static domain (see `fileUrl`), an empty one warns 未知的文件 and starts nothing.
 * Returns whether a download started.
 *
 * @example downloadFile(row.filePath, row.fileName)
 */
export function downloadFile(path: string | null | undefined, fileName = ''): boolean {
  const url = fileUrl(path);
  if (url === '') {
    getNotifier().warn(UNKNOWN_FILE_MESSAGE);
    return false;
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.target = '_blank';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}
