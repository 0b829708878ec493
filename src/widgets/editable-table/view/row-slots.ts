/**
 * Row recycling for the virtualised body: each drawn row holds a slot (a React key) for as long as it
 * stays drawn; a row scrolled in takes over the slot of one scrolled out. React then updates the
 * existing row in place (new values, same DOM) instead of destroying one row and building another,
 * which is most of a scroll frame's cost. Rows that stay keep their slot whatever happens to their
 * index (an insert above an edited row never moves or rebuilds it).
 *
 * @example
 * assignSlots(new Map([['a', 0], ['b', 1]]), ['b', 'c']) // Map { b => 1, c => 0 }
 */
export function assignSlots(previous: ReadonlyMap<string, number>, keys: readonly string[]): Map<string, number> {
  const next = new Map<string, number>();
  const taken = new Set<number>();
  for (const key of keys) {
    const slot = previous.get(key);
    if (slot === undefined || next.has(key)) continue;
    next.set(key, slot);
    taken.add(slot);
  }
  let free = 0;
  for (const key of keys) {
    if (next.has(key)) continue;
    while (taken.has(free)) free++;
    next.set(key, free);
    taken.add(free);
  }
  return next;
}

/**
 * The keys in slot order (the order their elements keep in the DOM, so recycling never moves an
 * element): `result[slot]` is the key in that slot, holes are skipped.
 *
 * @example keysBySlot(new Map([['b', 1], ['c', 0]])) // ['c', 'b']
 */
export function keysBySlot(slots: ReadonlyMap<string, number>): string[] {
  const ordered: string[] = [];
  for (const [key, slot] of slots) ordered[slot] = key;
  return ordered.filter((key) => key !== undefined);
}
