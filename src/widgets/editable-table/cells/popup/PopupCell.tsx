import { IconSearch } from '@arco-design/web-react/icon';
import { Suspense, useMemo, useState } from 'react';
import { lazyPart, useOpenedOnce } from '../../../lazy-part';
import { type CellComponentProps, placeholderOf, valueText } from '../cell-props';
import { PickerField } from '../pickers/PickerField';
import { useCellServices } from '../services';
import { CellText } from '../TextCells';
import { mapPopupRecords, popupConfigError, popupOwnValue } from './popup-mapping';
import { popupServiceOf } from './popup-service';
import type { PopupReportSource } from './popup-source';

/** The report modal is fetched when first opened (or when the field is hovered or focused). */
const PopupPickerModal = lazyPart(() => import('../../../popup-picker/PopupPickerModal'), 'PopupPickerModal');

function isSource(value: unknown): value is PopupReportSource {
  const source = value as PopupReportSource | undefined;
  return typeof source?.columns === 'function' && typeof source.data === 'function';
}

/**
 * `popup`: picks rows of the online report `popupCode` and copies `orgFields[i]` of the choice into
 * `destFields[i]` of the row (`onChangeRow`); several records (`column.props.multi`) give comma-joined
 * values. Value: this column's own mapped value (or the records' `field`). The report data comes from
 * `column.props.popupSource` or the `popupReport` cell service; without one, or with a wrong field
 * mapping, the editor shows popup参数未正确配置!.
 *
 * @example <PopupCell column={{ key: 'custName', title: '客户', type: 'popup', popupCode: 'cust', orgFields: 'code,name', destFields: 'custCode,custName' }} ... />
 */
export function PopupCell({
  column,
  value,
  editing,
  disabled,
  autoFocus,
  onChange,
  onChangeRow,
  onCommit,
  onCancel,
  getPopupContainer,
}: CellComponentProps) {
  const services = useCellServices();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const text = valueText(value);
  const source = isSource(column.props?.popupSource) ? column.props.popupSource : services.popupReport;
  const service = useMemo(() => (source ? popupServiceOf(source, column.param) : null), [source, column.param]);
  if (!editing || disabled) return <CellText text={text} title={text} />;
  const problem = popupConfigError(column, !!source);
  if (problem || !service) {
    return (
      <span className="et-cell-config-error" role="alert" style={{ color: 'rgb(var(--danger-6, 245, 63, 63))' }}>
        {problem}
      </span>
    );
  }
  return (
    <>
      <PickerField
        text={text}
        placeholder={placeholderOf(column, '选择')}
        icon={<IconSearch />}
        openLabel="选择数据"
        onIntent={PopupPickerModal.preload}
        editing={editing}
        autoFocus={autoFocus}
        onOpen={() => setOpen(true)}
        onClear={() => {
          // No records: every target becomes ''.
          const cleared = mapPopupRecords([], column.orgFields, column.destFields);
          onChange('');
          const { [column.key]: _own, ...others } = cleared;
          if (onChangeRow && Object.keys(others).length) onChangeRow(others);
        }}
        onCommit={onCommit}
        onCancel={onCancel}
      />
      <Suspense fallback={null}>
        {opened ? (
          <PopupPickerModal
            visible={open}
            code={column.popupCode ?? ''}
            multi={column.props?.multi === true}
            param={column.param}
            service={service}
            getPopupContainer={getPopupContainer}
            onCancel={() => setOpen(false)}
            onOk={(records) => {
              setOpen(false);
              const mapped = mapPopupRecords(records, column.orgFields, column.destFields);
              onChange(popupOwnValue(column, records, mapped));
              const { [column.key]: _own, ...others } = mapped;
              if (onChangeRow && Object.keys(others).length) onChangeRow(others);
              onCommit();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
