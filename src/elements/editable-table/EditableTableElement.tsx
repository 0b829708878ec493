import { useEffect, useMemo, useRef } from 'react';
import { withRequestOwner } from '../../core/http';
import {
  CellServicesProvider,
  defaultCellServices,
  type EditableColumn,
  EditableTable,
  type EditableTableHandle,
  type RowData,
} from '../../widgets/editable-table';
import { type AdapterProps, useProp } from '../kit/define-widget';
import { useKitConfigVersion } from '../kit/WidgetShell';

const NO_COLUMNS: EditableColumn[] = [];

/** `<editable-table>` over the host's EditableTable. */
export function EditableTableElement({ host, attrs }: AdapterProps) {
  const columns = useProp<EditableColumn[]>(host, 'columns');
  const rows = useProp<RowData[]>(host, 'rows');
  const table = useRef<EditableTableHandle>(null);
  const current = () => table.current?.getValues().rows ?? rows ?? [];
  const config = useKitConfigVersion();
  // The cells' requests are this element's; a new session (configure) drops the names they looked up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page configuration means new caches
  const services = useMemo(() => defaultCellServices((call) => withRequestOwner(host.element, call)), [host, config]);

  useEffect(() => {
    host.registerApi({
      'get:rows': () => current(),
      getRows: () => current(),
      getValues: () => table.current?.getValues() ?? { rows: current(), deleteIds: [] },
      addRow: (row?: RowData) => table.current?.addRows(row ? [row] : undefined) ?? [],
      removeRows: (keys: string | string[]) => table.current?.removeRows(keys),
      validate: () => table.current?.validateTable() ?? Promise.resolve({ rows: current(), deleteIds: [] }),
      // A form reset: back to the rows the page set last.
      'form:reset': () => table.current?.setRows((host.store.get('rows') as RowData[] | undefined) ?? []),
      // A cell its rules refuse blocks a native submit (rules with async handlers: validate()).
      'form:problem': () => {
        const problem = table.current?.firstRuleProblem();
        return problem ? `第${problem.rowIndex + 1}行「${problem.title}」：${problem.message}` : null;
      },
    });
  });

  // A submit the validity stopped: the refused cells show their messages too.
  useEffect(() => {
    const markCells = () => void table.current?.validateTable().catch(() => undefined);
    host.element.addEventListener('invalid', markCells);
    return () => host.element.removeEventListener('invalid', markCells);
  }, [host]);

  return (
    <CellServicesProvider {...services}>
      <EditableTable
        ref={table}
        columns={Array.isArray(columns) ? columns : NO_COLUMNS}
        dataSource={rows}
        rowKey={(attrs.rowKey as string) || undefined}
        disabled={Boolean(attrs.disabled)}
        alwaysEdit={Boolean(attrs.alwaysEdit)}
        toolbar={Boolean(attrs.toolbar)}
        maxHeight={(attrs.maxHeight as number) || undefined}
        rowHeight={(attrs.rowHeight as number) || undefined}
        getPopupContainer={host.popupContainer}
        onValueChange={({ row, column, value, rowKey }) =>
          host.emit('wk-change', { rows: current(), row, rowKey, column: column.key, value })
        }
        onAdded={(added) => host.emit('wk-row-add', { rows: added })}
        onDeleted={(keys) => host.emit('wk-row-delete', { keys })}
        onSelectionChange={(keys) => host.emit('wk-selection-change', { keys })}
      />
    </CellServicesProvider>
  );
}
