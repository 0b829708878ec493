/**
 * Stored file paths as JeecgBoot's uploads keep them: comma-joined in one value
 * ('temp/20260102/9f…_a.pdf,temp/…_b.png'), each name carrying the server's uniqueness mark.
 * Shared by the upload field and the editable table's upload cells.
 */

/**
 * The paths of a comma-joined value, blanks dropped.
 *
 * @example splitStoredPaths('a.png, b.pdf') // ['a.png', 'b.pdf']
 */
export function splitStoredPaths(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path !== '');
}

// Uniqueness marks the servers add: ours `{16 hex}_name`, JeecgBoot `name_{13 digits}.ext`.
const OUR_PREFIX = /^[0-9a-f]{16}_/i;
const JEECG_SUFFIX = /_\d{13}(?=\.[^.]*$|$)/;

/**
 * The file name a user recognises from a stored path or URL (folders, query and uniqueness mark removed).
 *
 * @example storedFileName('temp/20260102/9f86d081884c7d65_合同.pdf') // '合同.pdf'
 */
export function storedFileName(path: string): string {
  const base = path.split('?')[0]?.split(/[\\/]/).pop() || path;
  let name = base;
  try {
    name = decodeURIComponent(base);
  } catch {
    name = base;
  }
  return name.replace(OUR_PREFIX, '').replace(JEECG_SUFFIX, '') || base;
}
