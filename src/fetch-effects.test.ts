// No component or hook loads server data in an effect of its own: the admin's reads go through the query
// cache (src/host/shared/data: useRemote, useOne, the list controller), the widgets' through their one
// `useLoad` hook (src/widgets/shared). A hand-written effect re-invents cancellation, stale answers and
// invalidation each time, and gets one of them wrong.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('.', import.meta.url).pathname;

/** The files allowed to hold the pattern, each for a reason. */
const ALLOWED: Record<string, string> = {
  'widgets/shared/use-load.ts': 'the widgets’ one load hook (the element kit cannot afford react-query)',
  'host/app/RequireAuth.tsx':
    'the per-navigation guard: one permission check per navigation, acted on once while current, never cached',
  'host/shared/charts/EChart.tsx': 'loads the chart code (a lazy chunk), not server data, and binds it to the DOM',
};

/** What marks an effect as a request with its own bookkeeping. */
const REQUEST_IN_EFFECT = [
  /\blet (live|alive|cancelled|canceled|active|stale|mounted|current|disposed)\s*=\s*(true|false)/,
  /\.then\(\s*(\([^)]*\)|\w+)\s*=>\s*(\w+\s*&&\s*)?set[A-Z]/,
  /\.then\(\s*set[A-Z]\w*\s*\)/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/test-kit\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The bodies of the `useEffect(…)` / `useLayoutEffect(…)` calls of a file, by bracket matching. */
function effectBodies(text: string): string[] {
  const bodies: string[] = [];
  const start = /\buse(Layout)?Effect\(/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    let depth = 1;
    let at = match.index + match[0].length;
    while (at < text.length && depth > 0) {
      const char = text[at];
      if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
      at += 1;
    }
    bodies.push(text.slice(match.index, at));
  }
  return bodies;
}

describe('fetch effects', () => {
  it('the detector finds the hand-written pattern and passes an effect that only subscribes', () => {
    const handWritten = `useEffect(() => { let live = true; load().then((rows) => live && setRows(rows)); return () => { live = false; }; }, []);`;
    const subscription = 'useEffect(() => bus.subscribe((event) => setCount(event.count)), [bus]);';
    expect(effectBodies(handWritten).some((body) => REQUEST_IN_EFFECT.some((rule) => rule.test(body)))).toBe(true);
    expect(effectBodies(subscription).some((body) => REQUEST_IN_EFFECT.some((rule) => rule.test(body)))).toBe(false);
  });

  it('no source file under src/host or src/widgets writes its own', () => {
    const offenders = [...sourceFiles(join(SRC, 'host')), ...sourceFiles(join(SRC, 'widgets'))]
      .map((path) => relative(SRC, path))
      .filter((path) => !(path in ALLOWED))
      .filter((path) =>
        effectBodies(readFileSync(join(SRC, path), 'utf8')).some((body) =>
          REQUEST_IN_EFFECT.some((rule) => rule.test(body)),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
