import { configure } from './kit-config';
import type { AttrSpec } from './spec';

/**
 * An attribute's text as the widget's prop: booleans by presence (`"false"` also reads false), numbers
 * parsed, JSON parsed (a warning and `undefined` when broken), absent attributes `undefined`.
 *
 * @example parseAttr({ type: 'boolean', description: '' }, '') // true
 */
export function parseAttr(spec: AttrSpec, raw: string | null): unknown {
  if (spec.type === 'boolean') return raw !== null && raw.trim().toLowerCase() !== 'false';
  if (raw === null) return undefined;
  if (spec.type === 'number') {
    const n = Number.parseFloat(raw);
    return Number.isFinite(n) ? n : undefined;
  }
  if (spec.type === 'json') {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      console.warn(`[wk] 属性值不是合法的 JSON：${raw.slice(0, 80)}`);
      return undefined;
    }
  }
  return raw;
}

/** Attributes that configure the page's API (one configuration per page, same as configure()). */
export const CONFIG_ATTRS: Record<string, (value: string | null) => void> = {
  'api-base': (value) => configure({ apiBase: value ?? undefined }),
  token: (value) => configure({ token: value ?? undefined }),
  'tenant-id': (value) => configure({ tenantId: value ?? undefined }),
};
