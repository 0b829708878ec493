import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES, isCodeLanguage, toCodeLanguage } from './languages';

describe('code editor languages', () => {
  it('are the 12 of the spec', () => {
    expect(CODE_LANGUAGES.map((l) => l.value)).toEqual([
      'javascript',
      'typescript',
      'json',
      'html',
      'css',
      'sql',
      'java',
      'python',
      'xml',
      'markdown',
      'yaml',
      'shell',
    ]);
    expect(isCodeLanguage('python')).toBe(true);
    expect(isCodeLanguage('toString')).toBe(false);
  });

  it('resolve aliases, extensions and MIME types; unknown names are plain text', () => {
    expect(toCodeLanguage('SQL')).toBe('sql');
    expect(toCodeLanguage('text/x-sql')).toBe('sql');
    expect(toCodeLanguage('yml')).toBe('yaml');
    expect(toCodeLanguage('bash')).toBe('shell');
    expect(toCodeLanguage('application/json')).toBe('json');
    expect(toCodeLanguage('cobol')).toBeUndefined();
    expect(toCodeLanguage(undefined)).toBeUndefined();
  });
});
