import type { CSSProperties } from 'react';

/** What the Markdown and rich-text editors both take besides their document, height and upload endpoint. */
export interface DocumentEditorProps {
  readOnly?: boolean;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
  style?: CSSProperties;
}
