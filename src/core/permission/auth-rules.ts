import { getConfig } from '../config';
import type { AllAuthEntry, AuthEntry } from './types';

/** Which entries a check reads: "show" = type other than "2" (show/hide), "disable" = type "2". */
export type AuthKind = 'show' | 'disable';

/** What the authorization list (`allAuth`) says about one code. */
export type RuleState = 'absent' | 'active' | 'inactive';

/**
 * Splits a comma list of action codes, dropping blanks.
 *
 * @example splitCodes('user:add, user:edit,') // ['user:add', 'user:edit']
 */
export function splitCodes(code: string | readonly string[] | null | undefined): string[] {
  const parts = Array.isArray(code) ? code : String(code ?? '').split(',');
  return parts.map((part) => String(part).trim()).filter((part) => part !== '');
}

function ofKind(entry: AuthEntry, kind: AuthKind): boolean {
  return kind === 'disable' ? String(entry.type) === '2' : String(entry.type) !== '2';
}

function names(entry: AuthEntry, code: string): boolean {
  return splitCodes(entry.action).includes(code);
}

/** true when the user's `auth` list grants `code` (entry actions may themselves be comma lists). */
export function isGranted(code: string, auth: readonly AuthEntry[], kind: AuthKind): boolean {
  return auth.some((entry) => ofKind(entry, kind) && names(entry, code));
}

/**
 * The authorization list's rule for `code`: the first matching entry decides, as in JeecgBoot.
 * A status other than "0" counts as active: an unknown value must not open a button.
 */
export function ruleState(code: string, allAuth: readonly AllAuthEntry[], kind: AuthKind): RuleState {
  const entry = allAuth.find((candidate) => ofKind(candidate, kind) && names(candidate, code));
  if (!entry) return 'absent';
  return String(entry.status) === '0' ? 'inactive' : 'active';
}

/** true when status "0" means "this button is denied to everyone" (config `authStatusZero: 'denies'`). */
export function inactiveDenies(): boolean {
  return getConfig().authStatusZero === 'denies';
}

function records(raw: unknown): Record<string, unknown>[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null);
}

function toAuthEntry(entry: Record<string, unknown>): AuthEntry {
  return {
    action: String(entry.action ?? ''),
    type: String(entry.type ?? ''),
    ...(entry.describe != null ? { describe: String(entry.describe) } : {}),
  };
}

/**
 * Normalises raw `auth` entries (numbers, nulls) to the string shapes the checks compare.
 *
 * @example normalizeAuthEntries([{ action: 'user:add', type: 1 }]) // [{ action: 'user:add', type: '1' }]
 */
export function normalizeAuthEntries(raw: unknown): AuthEntry[] {
  return records(raw).map(toAuthEntry);
}

/**
 * As `normalizeAuthEntries`, keeping `status`.
 *
 * @example normalizeAllAuthEntries([{ action: 'a', type: '1', status: 0 }])[0].status // '0'
 */
export function normalizeAllAuthEntries(raw: unknown): AllAuthEntry[] {
  return records(raw).map((entry) => ({ ...toAuthEntry(entry), status: String(entry.status ?? '') }));
}
