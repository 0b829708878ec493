import { randomBytes } from 'node:crypto';

/** Random bytes after the time and the sequence: 7 bytes, 56 bits, unguessable. */
const TAIL_BYTES = 7;
// randomBytes costs a call into the system per use; ids are drawn in bulk (seeding, imports), so the
// random bytes come from a pool refilled a few kilobytes at a time.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

function randomTail(): string {
  if (offset + TAIL_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const tail = pool.toString('hex', offset, offset + TAIL_BYTES);
  offset += TAIL_BYTES;
  return tail;
}

let lastTime = 0;
let sequence = 0;

/**
 * A 32-character id, time-ordered like JeecgBoot's snowflake strings: 12 hex digits of milliseconds, a
 * 6-digit sequence within the millisecond (so ids drawn in one millisecond still sort in the order they were
 * drawn: rows inserted together keep their order on every engine), then an unguessable random tail.
 */
export function newId(): string {
  const now = Date.now();
  if (now > lastTime) {
    lastTime = now;
    sequence = 0;
  } else {
    sequence += 1;
    // Past 16.7 million ids in one millisecond (or a clock stepped back), borrow from the next one.
    if (sequence > 0xffffff) {
      lastTime += 1;
      sequence = 0;
    }
  }
  return lastTime.toString(16).padStart(12, '0') + sequence.toString(16).padStart(6, '0') + randomTail();
}
