import { getConfig } from '../config';

/** Path under the static domain that serves uploaded files. */
export const STATIC_FILE_PATH = '/sys/common/static';

// Only a real scheme counts as absolute: JeecgBoot's `startsWith('http')` also sent a relative path such
// as `http-docs/a.pdf` to the browser as is.
const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * The URL of an uploaded file: an http(s) URL is used as is, a stored path is joined to
 * `${staticDomain}/sys/common/static/` without doubled slashes. Empty input gives ''.
 *
 * @example fileUrl('temp/a.png', 'https://files.example.com') // 'https://files.example.com/sys/common/static/temp/a.png'
 */
export function fileUrl(path: string | null | undefined, staticDomain: string = getConfig().staticDomain): string {
  const value = (path ?? '').trim();
  if (value === '') return '';
  if (ABSOLUTE_URL.test(value)) return value;
  return `${staticDomain.replace(/\/+$/, '')}${STATIC_FILE_PATH}/${value.replace(/^\/+/, '')}`;
}

/**
 * URLs of a comma-separated list of stored paths (how multi-file fields are stored); blanks are skipped.
 *
 * @example fileUrls('a.png,b.png', '/api') // ['/api/sys/common/static/a.png', '/api/sys/common/static/b.png']
 */
export function fileUrls(paths: string | null | undefined, staticDomain: string = getConfig().staticDomain): string[] {
  return (paths ?? '')
    .split(',')
    .map((path) => fileUrl(path, staticDomain))
    .filter((url) => url !== '');
}
