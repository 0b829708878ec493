import type { PopupRecord } from './popup-api';

/** Messages of the popup picker (docs/widgets-spec.md §5 "Popup picker"). */
export const POPUP_MESSAGES = {
  notConfigured: 'popup参数未正确配置!',
  countMismatch: 'popup参数未正确配置,原始值和目标值数量不一致!',
  pickOne: '请选择一条记录',
} as const;

/** A comma list as trimmed, non-blank parts. */
export function splitFields(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * What is wrong with a popup's configuration, or null: code, source and target fields are all
 * required, and there must be as many targets as sources.
 *
 * @example popupConfigProblem('tenant_user', 'username,realname', 'owner') // the count message
 */
export function popupConfigProblem(
  code: string | undefined,
  orgFields: string | undefined,
  destFields: string | undefined,
): string | null {
  const org = splitFields(orgFields);
  const dest = splitFields(destFields);
  if (!code?.trim() || org.length === 0 || dest.length === 0) return POPUP_MESSAGES.notConfigured;
  if (org.length !== dest.length) return POPUP_MESSAGES.countMismatch;
  return null;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * The values a choice sets: `destFields[i]` gets `orgFields[i]` of the chosen records, several
 * records comma-joined.
 *
 * @example mapPopupFields([{ username: 'a', realname: '甲' }], 'username,realname', 'owner,ownerName') // { owner: 'a', ownerName: '甲' }
 */
export function mapPopupFields(
  records: readonly PopupRecord[],
  orgFields: string | undefined,
  destFields: string | undefined,
): Record<string, string> {
  const org = splitFields(orgFields);
  const out: Record<string, string> = {};
  splitFields(destFields).forEach((dest, index) => {
    const source = org[index];
    if (source !== undefined) out[dest] = records.map((record) => text(record[source])).join(',');
  });
  return out;
}

/** The request parameters of a popup's `param`: each key as self_<key> (JeecgBoot's dynamic parameters). */
export function selfParams(param: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(param ?? {})) {
    if (value !== undefined && value !== null && value !== '') out[`self_${key}`] = String(value);
  }
  return out;
}
