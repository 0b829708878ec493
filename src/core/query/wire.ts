import {
  SUPER_QUERY_RULES,
  type SuperQueryCondition,
  type SuperQueryMatchType,
  type SuperQueryParams,
  type SuperQueryRule,
  type SuperQueryValue,
} from './types';

/**
 * The super query's wire encoding, shared by the client and the reference server's tests.
 *
 * `superQueryParams` is `encodeURIComponent(JSON.stringify(conditions))`: one encoding that leaves
 * only `A-Z a-z 0-9 - _ . ! ~ * ' ( ) %`. The request layer percent-encodes the query string once
 * more and the server's query parser decodes it once, so the server sees the encoded JSON, which is
 * not JSON, and decodes it a second time (server/src/data/list-query.ts `parseSuperQuery`). A
 * transport that skips the outer encoding still works: the server then sees the JSON itself.
 * JeecgBoot used `encodeURI`, which leaves `+ & # ,` bare, so a `+` in a value came back as a space.
 */

/** The one refusal of an unreadable super query (the reference server says the same). */
export const SUPER_QUERY_FORMAT_MESSAGE = '高级查询参数格式不正确';

export class SuperQueryFormatError extends Error {
  constructor() {
    super(SUPER_QUERY_FORMAT_MESSAGE);
    this.name = 'SuperQueryFormatError';
  }
}

const RULES: ReadonlySet<string> = new Set(SUPER_QUERY_RULES);

/** Only the keys a server reads, in a fixed order; `type` and `dbType` when present. */
function toWire({ field, rule, val, type, dbType }: SuperQueryCondition): SuperQueryCondition {
  const wire: SuperQueryCondition = { field, rule, val };
  if (type) wire.type = type;
  if (dbType) wire.dbType = dbType;
  return wire;
}

/**
 * The list parameters of a super query. `conditions` are sent as given (incomplete rows are the
 * model's business, see `completeConditions`); a match type other than `or` is `and`.
 *
 * @example
 * encodeSuperQuery([{ field: 'realname', rule: 'like', val: 'a+b' }], 'and')
 * // { superQueryParams: '%5B%7B%22field%22%3A%22realname%22%2C%22rule%22%3A%22like%22%2C%22val%22%3A%22a%2Bb%22%7D%5D',
 * //   superQueryMatchType: 'and' }
 */
export function encodeSuperQuery(
  conditions: readonly SuperQueryCondition[],
  matchType: SuperQueryMatchType = 'and',
): SuperQueryParams {
  return {
    superQueryParams: encodeURIComponent(JSON.stringify(conditions.map(toWire))),
    superQueryMatchType: matchType === 'or' ? 'or' : 'and',
  };
}

function isValue(value: unknown): value is SuperQueryValue {
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string' || typeof item === 'number');
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function readCondition(raw: unknown): SuperQueryCondition {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new SuperQueryFormatError();
  const { field, rule, val, type, dbType } = raw as Record<string, unknown>;
  if (typeof field !== 'string' || field === '') throw new SuperQueryFormatError();
  if (typeof rule !== 'string' || !RULES.has(rule)) throw new SuperQueryFormatError();
  if (!isValue(val)) throw new SuperQueryFormatError();
  const condition: SuperQueryCondition = { field, rule: rule as SuperQueryRule, val };
  if (typeof type === 'string' && type) condition.type = type;
  if (typeof dbType === 'string' && dbType) condition.dbType = dbType;
  return condition;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads super query parameters back, as the server does: raw JSON, or JSON URL-encoded once.
 * Throws `SuperQueryFormatError` (高级查询参数格式不正确) for anything that is not a list of
 * conditions of the ten rules.
 *
 * @example decodeSuperQuery(encodeSuperQuery(conditions, 'or')) // { conditions, matchType: 'or' }
 */
export function decodeSuperQuery(params: { superQueryParams: string; superQueryMatchType?: string | null }): {
  conditions: SuperQueryCondition[];
  matchType: SuperQueryMatchType;
} {
  const raw = params.superQueryParams;
  let parsed = parseJson(raw);
  if (parsed === undefined) {
    try {
      parsed = parseJson(decodeURIComponent(raw));
    } catch {
      parsed = undefined;
    }
  }
  if (!Array.isArray(parsed)) throw new SuperQueryFormatError();
  const matchType = String(params.superQueryMatchType ?? 'and').toLowerCase() === 'or' ? 'or' : 'and';
  return { conditions: parsed.map(readCondition), matchType };
}
