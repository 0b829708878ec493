import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The documents the code cites live in docs/ (issue 21): every citation of a spec, the contract, the cron
 * semantics or a note names its file there (`docs/widgets-spec.md §9`, `docs/contract.md "Login"`), the file
 * exists, and a cited section number or quoted heading is really in it.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_ROOTS = ['src', 'server', 'scripts', 'tests', 'demo'];
const EXTENSIONS = new Set('.ts .tsx .mts .cts .js .jsx .mjs .cjs .json .sql .md .html .css'.split(' '));
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage', '.git']);
/** Root files that are not source: owned elsewhere or generated. */
const SKIPPED_ROOT_FILES = new Set(['README.md', 'SECURITY.md', 'package-lock.json']);
/** This file holds bad citations on purpose (the checker's own tests). */
const SELF = 'scripts/docs-citations.test.ts';

/** A document of docs/: its text, and the text of each numbered section (`## 9. …`, `### 4.2 …`). */
interface CitedDoc {
  text: string;
  sections: Map<string, string>;
}

/** Reads the numbered headings of a markdown document: `## 9. Business constants`, `### 2.3 Measured…`. */
function parseDoc(text: string): CitedDoc {
  const lines = text.split('\n');
  const headings = lines.flatMap((line, index) => {
    const match = /^(#{1,6})\s+(\d+(?:\.\d+)*)\.?\s/.exec(line);
    return match ? [{ index, level: match[1]?.length ?? 0, number: match[2] ?? '' }] : [];
  });
  const sections = new Map<string, string>();
  for (const heading of headings) {
    let end = lines.length;
    for (let i = heading.index + 1; i < lines.length; i++) {
      const level = /^(#{1,6})\s/.exec(lines[i] ?? '')?.[1]?.length;
      if (level !== undefined && level <= heading.level) {
        end = i;
        break;
      }
    }
    sections.set(heading.number, lines.slice(heading.index, end).join('\n'));
  }
  return { text, sections };
}

/** Letters and digits only, lower case: a quoted `"Logout failure: error with message"` matches a table row. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Old ways of citing a document, and what to write instead. */
const OLD_FORMS: [RegExp, string][] = [
  [/\bwidgets?\s+spec\b/gi, 'cite docs/widgets-spec.md'],
  [/\bbusiness\s+spec\b/gi, 'cite docs/business-spec.md'],
  [
    /(?<!(?:widgets?|business)\s+)(?<![\w/.-])spec\s+§/gi,
    'name the document: docs/business-spec.md or docs/widgets-spec.md',
  ],
  [/\b(?:business|widgets|notes)\s+§/gi, 'name the document in docs/'],
  [
    // The outside folder's documents, not the admin's own src/host/shared/ code.
    /(?:\.\.\/)+shared\/(?=spec\/|notes\/|[\w-]+\.md)|\/work\/shared\b|\bshared\/(?:spec|notes)\//g,
    'the documents live in docs/, not outside the repository',
  ],
];

/** A path to one of the project's documents; it must be `docs/<name>.md` or `docs/notes/<name>.md`. */
const DOC_PATH =
  /(?<![\w./-])[\w./-]*?\b(?:(?:business|widgets)-spec|contract|cron-semantics|architecture|style|notes\/[\w-]+)\.md\b/gi;
const GOOD_DOC_PATH = /^docs\/(?:notes\/)?[\w-]+\.md$/;

/** A citation of a file in docs/, or a section number. */
const TOKEN = /(?<![\w.:/-])docs\/((?:[\w-]+\/)*[\w-]+\.md)\b|§(\d+(?:\.\d+)*)/g;
const QUOTED = /^:?\s*"([^"\n]+)"/;

/**
 * The offending citations of one file's text, as `file:line: message`. `docs` maps a path under docs/ (e.g.
 * `widgets-spec.md`) to the document; a citation of a path it lacks is a missing file.
 *
 * @example checkCitations('// business spec §4', 'a.ts', docs) // ['a.ts:1: "business spec" …']
 */
function checkCitations(text: string, file: string, docs: ReadonlyMap<string, CitedDoc>): string[] {
  const offenders: string[] = [];
  let previousLineDoc: string | undefined;
  text.split('\n').forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    const before = offenders.length;
    for (const [pattern, advice] of OLD_FORMS) {
      for (const match of line.matchAll(pattern)) offenders.push(`${at}: "${match[0]}": ${advice}`);
    }
    for (const match of line.matchAll(DOC_PATH)) {
      if (!GOOD_DOC_PATH.test(match[0])) offenders.push(`${at}: "${match[0]}": cite the copy in docs/`);
    }
    // Section numbers and quoted headings belong to the last docs/ file named before them on the line (or at
    // the end of the line before, for a citation wrapped over two comment lines).
    let current = previousLineDoc;
    let lastOnLine: string | undefined;
    for (const match of line.matchAll(TOKEN)) {
      const after = line.slice((match.index ?? 0) + match[0].length);
      const quoted = QUOTED.exec(after)?.[1];
      const path = match[1];
      if (path !== undefined) {
        current = path;
        lastOnLine = path;
        const doc = docs.get(path);
        if (!doc) offenders.push(`${at}: docs/${path} does not exist`);
        else if (quoted && !normalise(doc.text).includes(normalise(quoted))) {
          offenders.push(`${at}: docs/${path} has no "${quoted}"`);
        }
        continue;
      }
      const section = match[2] ?? '';
      if (current === undefined) {
        // Said once per line: an old form above already names the fix.
        const reported = offenders.length > before;
        if (!reported && !/\bRFC\s*\d+/i.test(line)) {
          offenders.push(`${at}: §${section} names no document: cite docs/<file>.md §${section}`);
        }
        continue;
      }
      const doc = docs.get(current);
      if (!doc) continue;
      const body = doc.sections.get(section);
      if (body === undefined) offenders.push(`${at}: docs/${current} has no section ${section}`);
      else if (quoted && !normalise(body).includes(normalise(quoted))) {
        offenders.push(`${at}: docs/${current} §${section} has no "${quoted}"`);
      }
    }
    previousLineDoc = lastOnLine;
  });
  return offenders;
}

/** Every document under docs/, keyed by its path there (`notes/web-components.md`). */
function readDocs(): Map<string, CitedDoc> {
  const docs = new Map<string, CitedDoc>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.md'))
        docs.set(relative(join(ROOT, 'docs'), path).split(sep).join('/'), parseDoc(readFileSync(path, 'utf8')));
    }
  };
  if (existsSync(join(ROOT, 'docs'))) walk(join(ROOT, 'docs'));
  return docs;
}

/**
 * The source files: src, server, scripts, tests, demo and the root config files, without build output, run-time
 * data or generated files.
 */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string, insideSrc: boolean): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        // `data` folders hold what the server writes at run time; server/src/data is code.
        if (SKIPPED_DIRS.has(name) || (name === 'data' && !insideSrc)) continue;
        walk(path, insideSrc || name === 'src');
      } else if (EXTENSIONS.has(extname(name)) && !name.endsWith('.generated.ts')) {
        files.push(relative(ROOT, path).split(sep).join('/'));
      }
    }
  };
  for (const root of SOURCE_ROOTS) if (existsSync(join(ROOT, root))) walk(join(ROOT, root), root === 'src');
  for (const name of readdirSync(ROOT)) {
    const path = join(ROOT, name);
    if (statSync(path).isFile() && EXTENSIONS.has(extname(name)) && !SKIPPED_ROOT_FILES.has(name)) files.push(name);
  }
  return files.filter((file) => file !== SELF).sort();
}

describe('citations of the documents in docs/', () => {
  const docs = readDocs();

  it('name a file in docs/ that exists, with sections and headings it has', () => {
    const offenders = sourceFiles().flatMap((file) =>
      checkCitations(readFileSync(join(ROOT, file), 'utf8'), file, docs),
    );
    expect(offenders, offenders.join('\n')).toEqual([]);
  });

  it('reads the section numbers of the specs and notes', () => {
    expect([...(docs.get('widgets-spec.md')?.sections.keys() ?? [])]).toEqual('123456789'.split(''));
    expect(docs.get('notes/web-components.md')?.sections.has('3.1')).toBe(true);
    expect(docs.get('business-spec.md')?.sections.has('4.2')).toBe(false);
  });
});

describe('checkCitations', () => {
  const docs = new Map<string, CitedDoc>([
    [
      'spec.md',
      parseDoc('# Spec\n## 1. Intro\ntext\n### 1.2 Detail\n| Logout failure | error with message |\n## 2. Other\n'),
    ],
    ['contract.md', parseDoc('# Contract\n## Login\n## Headers\n')],
  ]);
  const check = (text: string) => checkCitations(text, 'a.ts', docs);

  it('accepts citations through docs/ of sections, sub-sections and headings that exist', () => {
    expect(check('// docs/spec.md §1, §2 and §1.2 "Logout failure: error with message"')).toEqual([]);
    expect(check('/** docs/contract.md "Login" */')).toEqual([]);
    expect(check(' * the spec (docs/spec.md §1,\n * §2)')).toEqual([]);
  });

  it('flags the old forms', () => {
    expect(check('// widgets spec §9')).toEqual(['a.ts:1: "widgets spec": cite docs/widgets-spec.md']);
    expect(check('\n// (business spec §4.2)')).toEqual(['a.ts:2: "business spec": cite docs/business-spec.md']);
    expect(check('// Spec §2: the logout confirmation')).toEqual([
      'a.ts:1: "Spec §": name the document: docs/business-spec.md or docs/widgets-spec.md',
    ]);
    expect(check('// the shape of §3')).toEqual(['a.ts:1: §3 names no document: cite docs/<file>.md §3']);
    expect(check('// see contract.md "Login"')).toEqual(['a.ts:1: "contract.md": cite the copy in docs/']);
    expect(check('// from cron-semantics.md')).toEqual(['a.ts:1: "cron-semantics.md": cite the copy in docs/']);
    expect(check('// notes/web-components.md §3.1')).toEqual([
      'a.ts:1: "notes/web-components.md": cite the copy in docs/',
    ]);
    expect(check("import { x } from '../shared/data/use-remote';")).toEqual([]);
    expect(check('// ../shared/spec/widgets-spec.md')).toEqual([
      'a.ts:1: "../shared/": the documents live in docs/, not outside the repository',
      'a.ts:1: "../shared/spec/widgets-spec.md": cite the copy in docs/',
    ]);
    expect(check('// (ARCHITECTURE.md)')).toEqual(['a.ts:1: "ARCHITECTURE.md": cite the copy in docs/']);
  });

  it('flags a made-up file, section or heading', () => {
    expect(check('// docs/made-up.md §1')).toEqual(['a.ts:1: docs/made-up.md does not exist']);
    expect(check('// docs/spec.md §4.2')).toEqual(['a.ts:1: docs/spec.md has no section 4.2']);
    expect(check('// docs/spec.md §2 "Logout failure"')).toEqual(['a.ts:1: docs/spec.md §2 has no "Logout failure"']);
    expect(check('// docs/contract.md §1')).toEqual(['a.ts:1: docs/contract.md has no section 1']);
    expect(check('// docs/contract.md "Logout"')).toEqual(['a.ts:1: docs/contract.md has no "Logout"']);
  });
});
