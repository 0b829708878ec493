import { DetailList } from '../../widgets/detail-list';
import { FullscreenModal } from '../../widgets/modal';
import { CellValue } from './CellValue';
import type { ColumnDef, Row } from './types';

export interface DetailPanelProps {
  title: string;
  columns: readonly ColumnDef[];
  row: Row | null;
  onClose: () => void;
}

/**
 * The 详情 view of a row: a DetailList of the declared columns (or the page's detail fields), each
 * value shown as its cell shows it.
 *
 * @example <DetailPanel title="用户" columns={config.columns} row={row} onClose={close} />
 */
export function DetailPanel({ title, columns, row, onClose }: DetailPanelProps) {
  return (
    <FullscreenModal title={`${title}详情`} visible={Boolean(row)} onCancel={onClose} footer={null} unmountOnExit>
      {row && (
        <DetailList
          columns={2}
          items={columns.map((column, index) => ({
            label: column.title,
            value: column.render ? (
              column.render(row[column.dataIndex], row, index)
            ) : (
              <CellValue column={column} row={row} />
            ),
          }))}
        />
      )}
    </FullscreenModal>
  );
}
