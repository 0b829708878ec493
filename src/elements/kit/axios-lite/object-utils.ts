/** axios's `isPlainObject`: `{}`-like objects, neither tagged nor iterable. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return (
    (proto === null || proto === Object.prototype) && !(Symbol.toStringTag in value) && !(Symbol.iterator in value)
  );
}

/** The own key of `target` equal to `name` ignoring case (header names). */
export function findKey(target: object, name: string): string | undefined {
  const lower = name.toLowerCase();
  return Object.keys(target).find((key) => key.toLowerCase() === lower);
}

export const isFormData = (value: unknown): value is FormData =>
  typeof FormData !== 'undefined' && value instanceof FormData;
