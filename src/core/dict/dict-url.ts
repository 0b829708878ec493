/**
 * A dictionary code made safe for a path segment. The commas of `table,text,code[,condition]` stay
 * literal: JeecgBoot signs a comma-bearing last segment as `x-path-variable` (it decodes it first),
 * and commas are legal in a path; everything else (`=`, `/`, `#`, spaces, Chinese) is encoded.
 *
 * @example encodeDictCode("sys_user,realname,username,status='1'") // "sys_user,realname,username,status%3D'1'"
 */
export function encodeDictCode(code: string): string {
  return code.split(',').map(encodeURIComponent).join(',');
}

/**
 * `${base}/${encoded code}`.
 *
 * @example dictUrl('/sys/dict/getDictItems', 'sex') // '/sys/dict/getDictItems/sex'
 */
export function dictUrl(base: string, code: string): string {
  return `${base}/${encodeDictCode(code)}`;
}
