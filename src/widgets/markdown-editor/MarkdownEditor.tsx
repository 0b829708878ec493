import { Button } from '@arco-design/web-react';
import { IconImage } from '@arco-design/web-react/icon';
import { markdown } from '@codemirror/lang-markdown';
import { useDeferredValue, useMemo, useState } from 'react';
import { useCodeMirror } from '../code-editor/use-code-mirror';
import type { DocumentEditorProps } from '../shared/document-editor-props';
import { ImageInsertModal } from './ImageInsertModal';
import { imageMarkdown, markdownHeight, renderMarkdown } from './markdown';
import '../code-editor/code-editor.css';
import './markdown-editor.css';

const MARKDOWN_LANGUAGE = markdown();

export interface MarkdownEditorProps extends DocumentEditorProps {
  value?: string;
  /** Called with the Markdown source after each user edit (inserting an image counts). */
  onChange?: (value: string) => void;
  /** Height in px: at least 200, 300 when not given. */
  height?: number;
  /** Endpoint for locally chosen images (the stored path goes through the file-URL rule). */
  uploadUrl?: string;
  /** Shows the rendered, sanitised preview beside the source. */
  preview?: boolean;
}

/**
 * A controlled Markdown editor on CodeMirror 6 with a live, sanitised preview and image insertion
 * (one uploaded file or a network address, with an optional remark as alt text).
 *
 * @example <MarkdownEditor value={md} onChange={setMd} height={400} />
 */
export function MarkdownEditor({
  value = '',
  onChange,
  height,
  uploadUrl,
  preview = true,
  readOnly = false,
  disabled = false,
  placeholder,
  className,
  style,
}: MarkdownEditorProps) {
  const [imageOpen, setImageOpen] = useState(false);
  const { hostRef, viewRef } = useCodeMirror({
    value,
    onChange,
    extensions: MARKDOWN_LANGUAGE,
    readOnly,
    disabled,
    placeholder,
  });
  const shown = useDeferredValue(value);
  const html = useMemo(() => renderMarkdown(shown), [shown]);
  const editable = !readOnly && !disabled;

  function insertImage(url: string, remark: string) {
    setImageOpen(false);
    const view = viewRef.current;
    if (!view) return;
    const text = imageMarkdown(url, remark);
    const { from, to } = view.state.selection.main;
    view.dispatch({
      changes: { from, to, insert: text },
      selection: { anchor: from + text.length },
      userEvent: 'input',
    });
    view.focus();
  }

  const classes = ['markdown-editor', disabled && 'markdown-editor--disabled', className];
  return (
    <div className={classes.filter(Boolean).join(' ')} style={{ height: markdownHeight(height), ...style }}>
      <div className="markdown-editor__toolbar">
        <Button size="mini" type="text" icon={<IconImage />} disabled={!editable} onClick={() => setImageOpen(true)}>
          图片
        </Button>
      </div>
      <div className="markdown-editor__body">
        <div
          ref={hostRef}
          className={['code-editor', 'markdown-editor__source', disabled && 'code-editor--disabled']
            .filter(Boolean)
            .join(' ')}
        />
        {preview && (
          <div
            className="markdown-editor__preview"
            // Sanitised by renderMarkdown (DOMPurify) after Markdown rendering.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </div>
      <ImageInsertModal
        visible={imageOpen}
        uploadUrl={uploadUrl}
        onInsert={insertImage}
        onCancel={() => setImageOpen(false)}
      />
    </div>
  );
}
