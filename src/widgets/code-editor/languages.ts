import type { LanguageSupport, StreamLanguage } from '@codemirror/language';

/** The languages the code editor highlights (docs/widgets-spec.md §9: 12 languages). */
export const CODE_LANGUAGES = [
  { value: 'javascript', label: 'JavaScript' },
  { value: 'typescript', label: 'TypeScript' },
  { value: 'json', label: 'JSON' },
  { value: 'html', label: 'HTML' },
  { value: 'css', label: 'CSS' },
  { value: 'sql', label: 'SQL' },
  { value: 'java', label: 'Java' },
  { value: 'python', label: 'Python' },
  { value: 'xml', label: 'XML' },
  { value: 'markdown', label: 'Markdown' },
  { value: 'yaml', label: 'YAML' },
  { value: 'shell', label: 'Shell' },
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number]['value'];

type LoadedLanguage = LanguageSupport | StreamLanguage<unknown>;

// Each entry is a dynamic import, so a language's parser is fetched only when an editor first asks for it.
const LOADERS: Record<CodeLanguage, () => Promise<LoadedLanguage>> = {
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true })),
  typescript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ typescript: true, jsx: true })),
  json: () => import('@codemirror/lang-json').then((m) => m.json()),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  sql: () => import('@codemirror/lang-sql').then((m) => m.sql()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  xml: () => import('@codemirror/lang-xml').then((m) => m.xml()),
  markdown: () => import('@codemirror/lang-markdown').then((m) => m.markdown()),
  yaml: () => import('@codemirror/lang-yaml').then((m) => m.yaml()),
  shell: () =>
    Promise.all([import('@codemirror/language'), import('@codemirror/legacy-modes/mode/shell')]).then(
      ([language, mode]) => language.StreamLanguage.define(mode.shell),
    ),
};

const cache = new Map<CodeLanguage, Promise<LoadedLanguage>>();
const loaded = new Set<CodeLanguage>();

/** Whether `value` is one of the 12 supported language ids. */
export function isCodeLanguage(value: unknown): value is CodeLanguage {
  return typeof value === 'string' && Object.hasOwn(LOADERS, value);
}

/**
 * The CodeMirror support for a language, imported on first use and shared afterwards.
 *
 * @example const support = await loadLanguage('python');
 */
export function loadLanguage(language: CodeLanguage): Promise<LoadedLanguage> {
  let pending = cache.get(language);
  if (!pending) {
    pending = LOADERS[language]().then((support) => {
      loaded.add(language);
      return support;
    });
    // A failed import (network) may be retried by the next editor that asks.
    pending.catch(() => cache.delete(language));
    cache.set(language, pending);
  }
  return pending;
}

/** The languages whose support has been imported so far (in load order). */
export function loadedLanguages(): CodeLanguage[] {
  return [...loaded];
}

const ALIASES: Record<string, CodeLanguage> = {
  js: 'javascript',
  jsx: 'javascript',
  'text/javascript': 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  'text/typescript': 'typescript',
  'application/json': 'json',
  htm: 'html',
  'text/html': 'html',
  'text/css': 'css',
  'text/x-sql': 'sql',
  'text/x-mysql': 'sql',
  'text/x-java': 'java',
  py: 'python',
  'text/x-python': 'python',
  'application/xml': 'xml',
  'text/xml': 'xml',
  md: 'markdown',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  yml: 'yaml',
  'text/x-yaml': 'yaml',
  sh: 'shell',
  bash: 'shell',
  'text/x-sh': 'shell',
};

/**
 * The language id for a name, file extension or MIME type as older configs spell it; unknown names give
 * undefined (plain text).
 *
 * @example toCodeLanguage('text/x-sql') // 'sql'
 */
export function toCodeLanguage(name: string | null | undefined): CodeLanguage | undefined {
  const key = (name ?? '').trim().toLowerCase();
  if (isCodeLanguage(key)) return key;
  return ALIASES[key];
}
