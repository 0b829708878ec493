import type { ListPageContext, Row } from '../../list-page';
import { submit } from '../data/desk-api';
import { AuditPrompt } from './AuditPrompt';

/** The list row under review and the list it came from (reloaded after a decision). */
export interface RowUnderAudit {
  row: Row;
  context: ListPageContext;
}

export interface RowAuditPromptProps {
  target: RowUnderAudit;
  title: string;
  maxLength?: number;
  /** Where the decision goes: the URL and the body for 通过 / 驳回 with the note. */
  request: (approve: boolean, note: string) => { url: string; body: object };
  onClose: () => void;
}

/**
 * A list row's audit (通过 / 驳回 with a reason): posts the decision, says so, reloads the list.
 *
 * @example <RowAuditPrompt target={target} title="入驻审核" request={(ok, note) => ({ url, body: { id, status: ok ? 1 : 2, auditRemark: note } })} onClose={close} />
 */
export function RowAuditPrompt({ target, title, maxLength, request, onClose }: RowAuditPromptProps) {
  const decide = async (approve: boolean, note: string) => {
    const { url, body } = request(approve, note);
    const done = await submit(url, body);
    if (done) await target.context.reload();
    return done;
  };
  return <AuditPrompt title={title} maxLength={maxLength} onDecide={decide} onClose={onClose} />;
}
