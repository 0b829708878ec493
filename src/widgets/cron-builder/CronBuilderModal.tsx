import { Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { createBuilderModel, expressionFromModel, expressionProblem } from '../../core/cron';
import { CronBuilder } from './CronBuilder';
import { CANCEL_TEXT, OK_TEXT, TITLE } from './labels';

/** Width of the dialog (docs/widgets-spec.md §2). */
export const CRON_MODAL_WIDTH = 608;

export interface CronBuilderModalProps {
  visible: boolean;
  /** The expression the dialog opens with ('' or none: the default `0 * * * * ?`). */
  value?: string;
  /** OK: the built expression (only enabled while it is valid). The dialog does not close itself. */
  onOk(expression: string): void;
  /** 关闭 or the close icon: nothing changes. */
  onCancel(): void;
  hideSecond?: boolean;
  timeZone?: string;
  title?: string;
  /** Where the dialog renders (a positioned element; inside a shadow root, its portal host). */
  getPopupContainer?: () => Element;
}

/**
 * The `cron表达式` dialog: width 608, the builder with its preview, OK and 关闭. Each opening restores the tabs from
 * `value`; OK hands back the expression, 关闭 discards the edits.
 *
 * @example
 * <CronBuilderModal visible={open} value={cron} onOk={(e) => { setCron(e); setOpen(false); }} onCancel={() => setOpen(false)} />
 */
export function CronBuilderModal(props: CronBuilderModalProps) {
  const { visible, value } = props;
  const initial = value?.trim() ? value : expressionFromModel(createBuilderModel());
  const [draft, setDraft] = useState(initial);
  const [openCount, setOpenCount] = useState(0);
  const [wasVisible, setWasVisible] = useState(false);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) {
      setDraft(initial);
      setOpenCount((n) => n + 1);
    }
  }
  const invalid = expressionProblem(draft) !== null;
  return (
    <Modal
      title={props.title ?? TITLE}
      visible={visible}
      style={{ width: CRON_MODAL_WIDTH, maxWidth: 'calc(100vw - 32px)' }}
      okText={OK_TEXT}
      cancelText={CANCEL_TEXT}
      okButtonProps={{ disabled: invalid }}
      onOk={() => props.onOk(draft)}
      onCancel={props.onCancel}
      getPopupContainer={props.getPopupContainer}
      unmountOnExit
      maskClosable={false}
    >
      <CronBuilder
        key={openCount}
        defaultValue={initial}
        onChange={setDraft}
        hideSecond={props.hideSecond}
        timeZone={props.timeZone}
      />
    </Modal>
  );
}
