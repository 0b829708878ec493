import { findKey, isPlainObject } from './object-utils';

export type HeaderValue = string | string[] | number | boolean | null | undefined;
type HeaderInput = AxiosHeaders | Record<string, unknown> | null | undefined;

// C0 controls but the tab, and DEL: axios strips them from every value it stores.
const INVALID_VALUE_CHARS = /[^\t\x20-\x7e\x80-\uffff]+/g;
const OUTER_BLANKS = /^[\t ]+|[\t ]+$/g;

function normalizeValue(value: unknown): HeaderValue {
  if (value === false || value == null) return value as HeaderValue;
  if (Array.isArray(value)) return value.map((item) => normalizeValue(item) as string);
  return String(value).replace(INVALID_VALUE_CHARS, '').replace(OUTER_BLANKS, '');
}

/**
 * axios's header bag: names kept as first written, looked up ignoring case; `set` does not overwrite a
 * value that is `false` unless asked to. Headers live as own properties, as in axios.
 *
 * @example new AxiosHeaders({ 'X-Access-Token': 't' }).get('x-access-token') // 't'
 */
export class AxiosHeaders {
  [name: string]: unknown;

  constructor(headers?: HeaderInput) {
    if (headers) this.set(headers);
  }

  set(header: string | HeaderInput, valueOrRewrite?: unknown, rewrite?: boolean): this {
    const setOne = (value: unknown, name: string, rewriteOne: unknown) => {
      const trimmed = name.trim();
      if (!trimmed) return;
      const key = findKey(this, trimmed);
      if (!key || this[key] === undefined || rewriteOne === true || (rewriteOne === undefined && this[key] !== false)) {
        this[key || trimmed] = normalizeValue(value);
      }
    };
    if (header instanceof AxiosHeaders || isPlainObject(header)) {
      for (const [name, value] of Object.entries(header)) setOne(value, name, valueOrRewrite);
    } else if (header != null) {
      setOne(valueOrRewrite, String(header), rewrite);
    }
    return this;
  }

  get(header: string): HeaderValue {
    const key = findKey(this, header.trim());
    return key ? (this[key] as HeaderValue) : undefined;
  }

  has(header: string): boolean {
    const key = findKey(this, header.trim());
    return !!key && this[key] !== undefined;
  }

  delete(header: string | string[]): boolean {
    let deleted = false;
    for (const name of ([] as string[]).concat(header)) {
      const key = findKey(this, name.trim());
      if (key) {
        delete this[key];
        deleted = true;
      }
    }
    return deleted;
  }

  clear(): boolean {
    const keys = Object.keys(this);
    for (const key of keys) delete this[key];
    return keys.length > 0;
  }

  /** Trims names, folds names differing only in case into one (the later value wins), optionally Title-Cases. */
  normalize(format?: boolean): this {
    const seen: Record<string, string> = {};
    for (const [header, value] of Object.entries(this)) {
      const known = seen[header.toLowerCase()];
      if (known) {
        this[known] = normalizeValue(value);
        delete this[header];
        continue;
      }
      const name = format
        ? header
            .trim()
            .toLowerCase()
            .replace(/([a-z\d])(\w*)/g, (_word, first: string, rest: string) => first.toUpperCase() + rest)
        : header.trim();
      if (name !== header) delete this[header];
      this[name] = normalizeValue(value);
      seen[name.toLowerCase()] = name;
    }
    return this;
  }

  concat(...targets: HeaderInput[]): AxiosHeaders {
    return AxiosHeaders.concat(this, ...targets);
  }

  /** The headers that are sent: `null`, `undefined` and `false` values are left out. */
  toJSON(asStrings?: boolean): Record<string, string | string[]> {
    const json: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(this)) {
      if (value != null && value !== false) {
        json[name] = asStrings && Array.isArray(value) ? value.join(', ') : (value as string | string[]);
      }
    }
    return json;
  }

  toString(): string {
    return Object.entries(this.toJSON())
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n');
  }

  [Symbol.iterator](): IterableIterator<[string, string | string[]]> {
    return Object.entries(this.toJSON())[Symbol.iterator]();
  }

  get [Symbol.toStringTag](): string {
    return 'AxiosHeaders';
  }

  getContentType(): HeaderValue {
    return this.get('Content-Type');
  }

  setContentType(value: unknown, rewrite?: boolean): this {
    return this.set('Content-Type', value, rewrite);
  }

  hasContentType(): boolean {
    return this.has('Content-Type');
  }

  static from(thing: HeaderInput): AxiosHeaders {
    return thing instanceof AxiosHeaders ? thing : new AxiosHeaders(thing);
  }

  static concat(first: HeaderInput, ...targets: HeaderInput[]): AxiosHeaders {
    const headers = new AxiosHeaders(first);
    for (const target of targets) headers.set(target);
    return headers;
  }
}
