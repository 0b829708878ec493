import { type ApiEnvelope, deleteAction, getAction, isSuccess, postAction, putAction, wasShown } from '../../core/http';
import { failureText } from '../app/failure-text';
import type { ListFeedback } from './list-feedback';
import { ListMessages } from './messages';
import type { ActionRequest, ListPageContext, Row, RowAction } from './types';

function send(request: ActionRequest, data: Record<string, unknown>): Promise<ApiEnvelope> {
  switch (request.method) {
    case 'get':
      return getAction(request.url, data);
    case 'delete':
      return deleteAction(request.url, data);
    case 'put':
      return putAction(request.url, data);
    default:
      return postAction(request.url, data);
  }
}

/**
 * Runs a row action: its declared request (success message, then a reload) or its code. A refusal
 * shows the server's message as a warning, unless the request layer already showed it (`wasShown`).
 *
 * @example await runRowAction(freeze, row, context, 'id', arcoListFeedback);
 */
export async function runRowAction(
  action: RowAction,
  row: Row,
  context: ListPageContext,
  rowKey: string,
  feedback: ListFeedback,
  afterWrite?: () => void,
): Promise<void> {
  if (action.onClick) {
    await action.onClick(row, context);
    return;
  }
  if (!action.request) return;
  let envelope: ApiEnvelope;
  try {
    envelope = await send(action.request, action.request.data?.(row) ?? { id: row[rowKey] });
  } catch (error) {
    const text = failureText(error, ListMessages.operationFailed);
    if (text) feedback.warning(text);
    return;
  }
  if (!isSuccess(envelope)) {
    if (!wasShown(envelope)) feedback.warning(envelope.message || ListMessages.operationFailed);
    return;
  }
  feedback.success(envelope.message || ListMessages.operationDone);
  afterWrite?.();
  await context.reload();
}
