// Server processes of the benches: started from a script under tests/bench/support, which prints one JSON
// line when it listens; their CPU time and memory read from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(import.meta.dirname, '..', '..', '..');

/**
 * Starts `tests/bench/support/<script>` with `env` added and waits for its first JSON line.
 *
 * @example const { child, ready } = await startBenchServer<{ port: number }>('api-server.ts', { DATA_DIR })
 */
export async function startBenchServer<T>(
  script: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; ready: T }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'tests/bench/support', script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return { child, ready: JSON.parse(first) as T };
}

/** Stops a bench server with SIGTERM and waits for it to exit. */
export async function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** utime + stime of a process (its threads included), in milliseconds; 0 once it is gone. */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
