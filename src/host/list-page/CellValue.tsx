import { Image, Link, Tag, Tooltip } from '@arco-design/web-react';
import {
  DATETIME_FORMAT,
  DEFAULT_ELLIPSIS_LENGTH,
  ellipsis,
  FILE_CELL_ELLIPSIS_LENGTH,
  fileUrl,
  formatDate,
  money,
  splitStoredPaths,
  storedFileName,
} from '../../core/format';
import { DictText } from '../../widgets/dict-select';
import type { ColumnDef, Row } from './types';

const EMPTY = '';

function plain(value: unknown): string {
  if (value === undefined || value === null) return EMPTY;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function ImageCell({ value }: { value: string }) {
  const first = splitStoredPaths(value)[0];
  if (!first) return null;
  return <Image src={fileUrl(first)} width={48} height={48} style={{ objectFit: 'cover' }} alt="" />;
}

function FileCell({ value }: { value: string }) {
  const first = splitStoredPaths(value)[0];
  if (!first) return null;
  const name = storedFileName(first);
  return (
    <Tooltip content={name}>
      <Link href={fileUrl(first)} target="_blank" rel="noreferrer">
        {ellipsis(name, FILE_CELL_ELLIPSIS_LENGTH)}
      </Link>
    </Tooltip>
  );
}

/**
 * A cell's content when the column has no `render`: the dictionary text (the row's `<field>_dictText`
 * when the server sent it), else the value in the column's format.
 *
 * @example <CellValue column={{ dataIndex: 'sex', title: '性别', dictCode: 'sex' }} row={row} />
 */
export function CellValue({ column, row }: { column: ColumnDef; row: Row }) {
  const value = row[column.dataIndex];
  if (column.dictCode) {
    const sent = row[`${column.dataIndex}_dictText`];
    if (sent !== undefined && sent !== null && sent !== '') return <>{plain(sent)}</>;
    if (value === undefined || value === null || value === '') return null;
    return <DictText dictCode={column.dictCode} value={plain(value)} />;
  }
  switch (column.format) {
    case 'date':
      return <>{value ? formatDate(plain(value)) : EMPTY}</>;
    case 'datetime':
      return <>{value ? formatDate(plain(value), DATETIME_FORMAT) : EMPTY}</>;
    case 'money':
      return <>{money(value as string | number | null)}</>;
    case 'image':
      return <ImageCell value={plain(value)} />;
    case 'file':
      return <FileCell value={plain(value)} />;
    case 'ellipsis': {
      const text = plain(value);
      const short = ellipsis(text, DEFAULT_ELLIPSIS_LENGTH);
      return short === text ? text : <Tooltip content={text}>{short}</Tooltip>;
    }
    case 'tag':
      return value === undefined || value === null || value === '' ? null : <Tag>{plain(value)}</Tag>;
    case 'yn':
      return <>{value === 'Y' || value === 1 || value === '1' || value === true ? '是' : value ? '否' : EMPTY}</>;
    default:
      return <>{plain(value)}</>;
  }
}
