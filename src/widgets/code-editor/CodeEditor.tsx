import type { CSSProperties } from 'react';
import { useLoad } from '../shared/use-load';
import { type CodeLanguage, loadLanguage, toCodeLanguage } from './languages';
import { useCodeMirror } from './use-code-mirror';
import './code-editor.css';

/** Default height of the code editor in px. */
export const CODE_EDITOR_HEIGHT = 300;

export interface CodeEditorProps {
  value?: string;
  /** Called with the whole text after each user edit (never for a changed `value` prop). */
  onChange?: (value: string) => void;
  /**
   * Highlighting language (an id, or an alias such as 'js', 'yml', 'text/x-sql'); its parser is imported the
   * first time an editor uses it. An unknown name shows plain text.
   */
  language?: CodeLanguage | (string & {});
  /** Height in px (or any CSS length); the content scrolls inside. */
  height?: number | string;
  readOnly?: boolean;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A controlled code editor on CodeMirror 6 (tab size 2) in an Arco-styled frame.
 *
 * @example <CodeEditor language="sql" value={sql} onChange={setSql} />
 */
export function CodeEditor({
  value = '',
  onChange,
  language = 'javascript',
  height = CODE_EDITOR_HEIGHT,
  readOnly = false,
  disabled = false,
  placeholder,
  className,
  style,
}: CodeEditorProps) {
  const resolved = toCodeLanguage(language);
  // Without its parser (not loaded yet, or failed) the text is still editable, just not highlighted.
  const parser = useLoad(resolved ? [resolved] : null, () =>
    loadLanguage(resolved as CodeLanguage).then((support) => ({ language: resolved, support })),
  );
  const loaded = resolved && !parser.error ? parser.data : undefined;

  const { hostRef } = useCodeMirror({ value, onChange, extensions: loaded?.support, readOnly, disabled, placeholder });
  const classes = ['code-editor', disabled && 'code-editor--disabled', readOnly && 'code-editor--readonly', className];

  return (
    <div
      ref={hostRef}
      className={classes.filter(Boolean).join(' ')}
      style={{ height, ...style }}
      data-language={resolved ? (loaded?.language === resolved ? resolved : undefined) : 'plain'}
    />
  );
}
