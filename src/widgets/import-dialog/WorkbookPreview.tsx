import { Alert, Spin, Switch, Tabs } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { type PickerColumn, PickerTable, type PickerTableProps } from '../picker-table';
import type { ImportColumn, PreviewRow, SheetPreview } from './sheet-preview';
import { useWorkbookPreview } from './use-workbook-preview';
import './workbook-preview.css';

export interface WorkbookPreviewProps {
  file: File;
  columns?: readonly ImportColumn[];
  /** Rows shown per sheet. */
  limit: number;
}

/** The marks of workbook-preview.css (no inline <style>: the pages' CSP allows none). */
export const INVALID_ROW_CLASS = 'import-preview-row-invalid';
const INVALID_CELL_CLASS = 'import-preview-cell-invalid';
const CELL_CLASS = 'import-preview-cell';

function sheetColumns(sheet: SheetPreview, checked: boolean): PickerColumn<PreviewRow>[] {
  const rowNumber: PickerColumn<PreviewRow> = {
    title: '行号',
    dataIndex: 'rowNumber',
    width: 64,
    fixed: 'left',
    render: (_value, row) => {
      const invalid = Object.keys(row.errors).length > 0;
      return (
        <span style={invalid ? { color: 'rgb(var(--danger-6))', fontWeight: 600 } : undefined}>
          {invalid ? `✕ ${row.rowNumber}` : row.rowNumber}
        </span>
      );
    },
  };
  const cells = sheet.columns.map(
    (column): PickerColumn<PreviewRow> => ({
      key: String(column.index),
      title: (
        <span
          className={CELL_CLASS}
          title={sheet.mapped && !column.key ? `${column.title}：不是导入的列，不会导入` : column.title}
          style={sheet.mapped && !column.key ? { color: 'var(--color-text-4)' } : undefined}
        >
          {column.title}
        </span>
      ),
      render: (_value, row) => {
        const text = row.cells[column.index] ?? '';
        const error = row.errors[column.index];
        return (
          <span className={error ? `${CELL_CLASS} ${INVALID_CELL_CLASS}` : CELL_CLASS} title={error ?? text}>
            {error && !text ? '（空）' : text}
          </span>
        );
      },
    }),
  );
  const result: PickerColumn<PreviewRow> = {
    title: '校验结果',
    key: 'errors',
    width: 180,
    render: (_value, row) => (
      <span style={{ color: 'rgb(var(--danger-6))' }}>{Object.values(row.errors).join('；')}</span>
    ),
  };
  return checked ? [rowNumber, ...cells, result] : [rowNumber, ...cells];
}

interface SheetTableProps {
  sheet: SheetPreview;
  /** The first sheet is the one imported. */
  first: boolean;
  /** Target columns were given, so rows can be checked. */
  columnsGiven: boolean;
}

function SheetSummary({ sheet, first, columnsGiven }: SheetTableProps) {
  const checked = columnsGiven && sheet.mapped;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 8 }}>
      {!first && <Alert type="info" content="导入时只读取第一个工作表，此工作表的数据不会导入" />}
      {first && columnsGiven && !sheet.mapped && sheet.columns.length > 0 && (
        <Alert type="error" content="未找到表头，请使用导出的文件作为模板" />
      )}
      {checked && sheet.missingColumns.length > 0 && (
        <Alert type="error" content={`缺少必填列：${sheet.missingColumns.join('、')}`} />
      )}
      <span style={{ color: 'var(--color-text-2)', fontSize: 12 }}>
        {sheet.totalRows === 0 ? '此工作表没有数据行' : `共 ${sheet.totalRows} 行数据，显示前 ${sheet.rows.length} 行`}
        {checked && sheet.invalidCount > 0 && (
          <span style={{ color: 'rgb(var(--danger-6))' }}>{`，其中 ${sheet.invalidCount} 行不符合规则`}</span>
        )}
      </span>
    </div>
  );
}

function SheetTable(props: SheetTableProps) {
  const { sheet, columnsGiven } = props;
  const [onlyInvalid, setOnlyInvalid] = useState(false);
  const checked = columnsGiven && sheet.mapped;
  const columns = useMemo(() => sheetColumns(sheet, checked), [sheet, checked]);
  return (
    <div style={{ padding: 8 }}>
      <SheetSummary {...props} />
      {checked && sheet.invalidCount > 0 && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8, fontSize: 12 }}>
          <Switch size="small" checked={onlyInvalid} onChange={setOnlyInvalid} aria-label="只看有问题的行" />
          <span>只看有问题的行</span>
        </div>
      )}
      {sheet.columns.length > 0 && (
        <PickerTable<PreviewRow> {...tableProps(onlyInvalid ? sheet.invalidRows : sheet.rows, columns)} />
      )}
    </div>
  );
}

function tableProps(rows: PreviewRow[], columns: PickerColumn<PreviewRow>[]): PickerTableProps<PreviewRow> {
  return {
    rowKey: 'rowNumber',
    data: rows,
    columns,
    size: 'mini',
    // Sheet-wide columns scroll sideways under a sticky 行号; the rows scroll under a sticky header.
    scroll: { x: 'max-content', y: 240 },
    rowClassName: (row: PreviewRow) => (Object.keys(row.errors).length > 0 ? INVALID_ROW_CLASS : ''),
    noDataElement: <span style={{ color: 'var(--color-text-3)' }}>没有数据行</span>,
  };
}

/**
 * The preview of a chosen workbook: one tab per sheet with its first rows; rows that break the target
 * columns' rules are marked (red row, the failing cell underlined with its message, 校验结果 column).
 */
export function WorkbookPreview({ file, columns, limit }: WorkbookPreviewProps) {
  const preview = useWorkbookPreview(file, columns, limit);
  const columnsGiven = (columns?.length ?? 0) > 0;
  if (preview.status === 'idle') return null;
  if (preview.status === 'loading') {
    return (
      <div style={{ padding: 16, textAlign: 'center' }}>
        <Spin tip="正在读取文件…" />
      </div>
    );
  }
  if (preview.status === 'error') return <Alert type="error" title="无法预览此文件" content={preview.message} />;
  return (
    <section aria-label={`${file.name} 预览`}>
      <Tabs size="small" type="card-gutter" destroyOnHide>
        {preview.sheets.map((sheet, index) => (
          <Tabs.TabPane
            key={String(index)}
            title={
              <span>
                {sheet.name}
                {columnsGiven && sheet.invalidCount > 0 && (
                  <span style={{ color: 'rgb(var(--danger-6))' }}>{` (${sheet.invalidCount})`}</span>
                )}
              </span>
            }
          >
            <SheetTable sheet={sheet} first={index === 0} columnsGiven={columnsGiven} />
          </Tabs.TabPane>
        ))}
      </Tabs>
    </section>
  );
}
