// `npm run bench`: runs every tests/bench/*.bench.ts in turn (each prints its own ratios against a
// peer measured in the same run). `npm run bench -- cron` runs only files whose name contains "cron".
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'tests', 'bench');
const filter = process.argv[2] ?? '';
const benchArgs = process.argv.slice(3);
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts') && name.includes(filter))
  .sort();
if (files.length === 0) {
  console.error(`no benchmark matches "${filter}" in tests/bench`);
  process.exit(1);
}
let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(dir, file), ...benchArgs], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
