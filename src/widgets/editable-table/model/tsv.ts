/**
 * Reads tab-separated text as Excel and WPS put it on the clipboard: cells split by tabs, rows by
 * CRLF or LF, a cell starting with `"` is quoted (it may hold tabs and line breaks; `""` is one quote),
 * and the line break Excel adds after the last row is not an extra row. Rows may differ in length.
 *
 * @example parseTsv('a\t"b\tc"\r\n"x ""y"""\r\n') // [['a', 'b\tc'], ['x "y"']]
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  if (n === 0) return rows;
  for (;;) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) {
          cell += text.slice(i);
          i = n;
          break;
        }
        cell += text.slice(i, quote);
        i = quote + 1;
        if (text[i] === '"') {
          cell += '"';
          i++;
        } else break;
      }
    }
    // Unquoted text, or what follows a closing quote (Excel keeps it literally).
    let end = i;
    while (end < n && text[end] !== '\t' && text[end] !== '\n' && text[end] !== '\r') end++;
    cell += text.slice(i, end);
    i = end;
    row.push(cell);
    if (i >= n) {
      rows.push(row);
      break;
    }
    if (text[i] === '\t') {
      i++;
      continue;
    }
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    rows.push(row);
    row = [];
    if (i >= n) break;
  }
  return rows;
}

const NEEDS_QUOTES = /[\t\r\n"]/;

/**
 * Writes cells as tab-separated text Excel and WPS paste as a block: cells holding a tab, line break or
 * quote are quoted with quotes doubled; rows end with CRLF except the last.
 *
 * @example formatTsv([['a', 'b\tc'], ['x "y"']]) // 'a\t"b\tc"\r\n"x ""y"""'
 */
export function formatTsv(matrix: readonly (readonly string[])[]): string {
  return matrix
    .map((row) => row.map((cell) => (NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join('\t'))
    .join('\r\n');
}
