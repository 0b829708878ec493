import { Input } from '@arco-design/web-react';
import { IconSearch } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { getNotifier } from '../../core/http';
import { PopupPickerModal } from './PopupPickerModal';
import type { PopupRecord, PopupReportService } from './popup-api';
import { mapPopupFields, popupConfigProblem, splitFields } from './popup-config';

export interface PopupFieldProps {
  /** Report code. */
  code: string;
  /** Fields of the chosen record, comma-separated, copied into `destFields` in the same order. */
  orgFields: string;
  destFields: string;
  /** The target field this input shows (default: the first of `destFields`). */
  field?: string;
  /** The shown text (the `field` value of the form). Controlled when given. */
  value?: string;
  /** After a choice (or a clear): every target field's new value, and the chosen records. */
  onChange?: (mapped: Record<string, string>, records: PopupRecord[]) => void;
  multi?: boolean;
  groupId?: string;
  param?: Record<string, unknown>;
  service?: PopupReportService;
  placeholder?: string;
  disabled?: boolean;
  /** Accessible name of the input. */
  label?: string;
}

/**
 * An input showing the chosen text that opens the report popup (JeecgBoot's JPopup). A wrong
 * configuration shows popup参数未正确配置! (or the count message) instead of opening.
 *
 * @example <PopupField code="tenant_user" orgFields="username,realname" destFields="owner,ownerName" field="ownerName" value={form.ownerName} onChange={(mapped) => form.setFieldsValue(mapped)} />
 */
export function PopupField({
  code,
  orgFields,
  destFields,
  field,
  value,
  onChange,
  multi = false,
  groupId,
  param,
  service,
  placeholder = '请选择',
  disabled = false,
  label,
}: PopupFieldProps) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState('');
  const problem = popupConfigProblem(code, orgFields, destFields);
  const shown = field ?? splitFields(destFields)[0] ?? '';
  const textValue = value !== undefined ? value : inner;

  const apply = (records: PopupRecord[]) => {
    const mapped = mapPopupFields(records, orgFields, destFields);
    if (value === undefined) setInner(mapped[shown] ?? '');
    onChange?.(mapped, records);
  };
  const openPicker = () => {
    if (disabled) return;
    if (problem) getNotifier().error(problem);
    else setOpen(true);
  };

  return (
    <>
      <Input
        readOnly
        aria-label={label}
        value={textValue}
        title={textValue}
        placeholder={placeholder}
        disabled={disabled}
        status={problem ? 'error' : undefined}
        suffix={<IconSearch />}
        allowClear={!disabled && !!textValue}
        onClear={() => apply([])}
        onClick={openPicker}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            openPicker();
          }
        }}
      />
      {problem && (
        <div role="alert" className="popup-picker__problem" style={{ color: 'rgb(var(--danger-6))' }}>
          {problem}
        </div>
      )}
      {!problem && (
        <PopupPickerModal
          visible={open}
          code={code}
          multi={multi}
          groupId={groupId}
          param={param}
          service={service}
          onCancel={() => setOpen(false)}
          onOk={(records) => {
            setOpen(false);
            apply(records);
          }}
        />
      )}
    </>
  );
}
