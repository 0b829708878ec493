import { randomBytes } from 'node:crypto';

const TAIL_BYTES = 10;
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

/** A 32-character id, time-ordered like JeecgBoot's snowflake strings (sortable, unguessable tail). */
export function newId(): string {
  const time = Date.now().toString(16).padStart(12, '0');
  return time + randomTail();
}
