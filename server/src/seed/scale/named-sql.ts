/**
 * A statement written with named placeholders (`:tenant`, `:shopIds`) as the positional text and values
 * the database takes. A name may appear many times; each gets one parameter. `::` casts are left alone.
 *
 * @example named('SELECT :a::int + :a::int', { a: 1 }) // { text: 'SELECT $1::int + $1::int', params: [1] }
 */
export function named(sql: string, values: Readonly<Record<string, unknown>>): { text: string; params: unknown[] } {
  const order: string[] = [];
  const text = sql.replace(/(?<!:):([a-zA-Z]\w*)/g, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`no value for :${name}`);
    let index = order.indexOf(name);
    if (index < 0) index = order.push(name) - 1;
    return `$${index + 1}`;
  });
  return { text, params: order.map((name) => values[name]) };
}
