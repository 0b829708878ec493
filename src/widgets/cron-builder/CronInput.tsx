import { Button, Input } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import { type CSSProperties, Suspense, useState } from 'react';
import { expressionProblem, PREVIEW_DEBOUNCE_MS } from '../../core/cron';
import { lazyPart, useOpenedOnce } from '../lazy-part';
import { TITLE } from './labels';
import { useDebouncedValue } from './use-cron-builder';

/** The dialog (the builder, its preview, the schedule engine) is fetched when first wanted. */
const CronBuilderModal = lazyPart(() => import('./CronBuilderModal'), 'CronBuilderModal');

export interface CronInputProps {
  /** The Quartz expression (controlled). */
  value?: string;
  defaultValue?: string;
  /** Typing, clearing ('') and the dialog's OK. */
  onChange?: (expression: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** The dialog without the 秒 tab. */
  hideSecond?: boolean;
  /** Zone of the dialog's preview (the job's zone). */
  timeZone?: string;
  /** Where the dialog and its selects render. */
  getPopupContainer?: () => Element;
  className?: string;
  style?: CSSProperties;
}

/**
 * A clearable text input for a cron expression with a 选择 button that opens the `cron表达式` dialog. The input
 * turns red when what was typed is not a valid Quartz expression (checked after a 500 ms pause).
 *
 * @example
 * <Form.Item field="cronExpression" label="cron表达式" rules={[{ validator: cronRule }]}><CronInput timeZone="Asia/Shanghai" /></Form.Item>
 */
export function CronInput(props: CronInputProps) {
  const controlled = props.value !== undefined;
  const [inner, setInner] = useState(props.defaultValue ?? '');
  const value = controlled ? (props.value ?? '') : inner;
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const settled = useDebouncedValue(value, PREVIEW_DEBOUNCE_MS);
  const invalid = settled === value && value.trim() !== '' && expressionProblem(value) !== null;

  const change = (next: string) => {
    if (!controlled) setInner(next);
    props.onChange?.(next);
  };

  return (
    <>
      <Input
        className={props.className}
        style={props.style}
        value={value}
        allowClear
        disabled={props.disabled}
        placeholder={props.placeholder ?? '请输入cron表达式'}
        aria-label={TITLE}
        status={invalid ? 'error' : undefined}
        onChange={change}
        addAfter={
          <Button
            type="text"
            size="mini"
            icon={<IconSettings />}
            disabled={props.disabled}
            onClick={() => setOpen(true)}
            onPointerEnter={CronBuilderModal.preload}
            onFocus={CronBuilderModal.preload}
            style={{ margin: '0 -8px', height: 30 }}
          >
            选择
          </Button>
        }
      />
      <Suspense fallback={null}>
        {opened ? (
          <CronBuilderModal
            visible={open}
            value={value}
            hideSecond={props.hideSecond}
            timeZone={props.timeZone}
            getPopupContainer={props.getPopupContainer}
            onOk={(expression) => {
              change(expression);
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
