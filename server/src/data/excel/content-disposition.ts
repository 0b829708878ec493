/**
 * An attachment header carrying a UTF-8 file name (RFC 6266 / RFC 5987 `filename*`), with an ASCII
 * fallback for old clients.
 *
 * @example attachment('职务.xlsx') // `attachment; filename="export.xlsx"; filename*=UTF-8''%E8%81%8C%E5%8A%A1.xlsx`
 */
export function attachment(fileName: string): string {
  const name = fileName.replace(/[\r\n"\\/]/g, '_');
  const ascii = /^[\x20-\x7e]+$/.test(name) ? name : `export${/\.[A-Za-z0-9]+$/.exec(name)?.[0] ?? ''}`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
