import { Message } from '@arco-design/web-react';
import Quill from 'quill';
import { type CSSProperties, useEffect, useRef } from 'react';
import 'quill/dist/quill.snow.css';
import { sanitizeRichText } from './sanitize';
import { IMAGE_UPLOAD_FAILED, uploadEditorImage } from './upload-image';
import './rich-text-editor.css';
import type { DocumentEditorProps } from '../shared/document-editor-props';

/** Rich-text editor height in px (docs/widgets-spec.md §9). */
export const RICH_TEXT_HEIGHT = 300;

/** Image types the upload endpoint converts to WebP. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The toolbar JeecgBoot's editor offered, in Quill's terms. */
export const RICH_TEXT_TOOLBAR = [
  [{ header: [1, 2, 3, 4, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }, { align: [] }],
  ['blockquote', 'code-block', 'link', 'image'],
  ['clean'],
];

export interface RichTextEditorProps extends DocumentEditorProps {
  /** The document as HTML; sanitised before it is shown. */
  value?: string;
  /** Called with the sanitised HTML after each user edit ('' when the document is empty). */
  onChange?: (html: string) => void;
  /** Height of the editing area in px. */
  height?: number | string;
  /** Image upload endpoint; the default converts to WebP and answers with its URL. */
  uploadUrl?: string;
}

// What Quill holds when the user has cleared everything.
function outputOf(quill: Quill): string {
  return quill.getLength() <= 1 && !quill.root.querySelector('img') ? '' : sanitizeRichText(quill.root.innerHTML);
}

/**
 * A controlled rich-text editor on Quill 2: HTML in and out (always sanitised), the toolbar's image button
 * uploads the chosen file and inserts the returned URL at the cursor.
 *
 * @example <RichTextEditor value={html} onChange={setHtml} />
 */
export function RichTextEditor({
  value = '',
  onChange,
  height = RICH_TEXT_HEIGHT,
  uploadUrl,
  readOnly = false,
  disabled = false,
  placeholder,
  className,
  style,
}: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const quillRef = useRef<Quill | null>(null);
  /** The HTML last emitted or loaded, so our own echo through `value` does not reset the cursor. */
  const shownRef = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const uploadUrlRef = useRef(uploadUrl);
  uploadUrlRef.current = uploadUrl;
  const initialPlaceholder = useRef(placeholder);
  const insertImagesRef = useRef<(files: File[], at?: number) => Promise<void>>(async () => undefined);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const container = document.createElement('div');
    host.append(container);
    const quill = new Quill(container, {
      theme: 'snow',
      placeholder: initialPlaceholder.current,
      modules: {
        toolbar: {
          container: RICH_TEXT_TOOLBAR,
          handlers: { image: () => fileRef.current?.click() },
        },
        // Dropped or pasted image files go through the same upload instead of becoming data: URLs.
        uploader: {
          mimetypes: IMAGE_TYPES,
          handler: (range: { index: number }, files: File[]) => void insertImagesRef.current(files, range.index),
        },
      },
    });
    quill.on('text-change', (_delta, _old, source) => {
      if (source !== 'user') return;
      const html = outputOf(quill);
      shownRef.current = html;
      onChangeRef.current?.(html);
    });
    quillRef.current = quill;
    return () => {
      quillRef.current = null;
      shownRef.current = null;
      host.replaceChildren();
    };
  }, []);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || value === shownRef.current) return;
    shownRef.current = value;
    const clean = sanitizeRichText(value);
    quill.setContents(quill.clipboard.convert({ html: clean }), 'silent');
  }, [value]);

  useEffect(() => {
    quillRef.current?.enable(!readOnly && !disabled);
  }, [readOnly, disabled]);

  async function insertImages(files: File[], at?: number) {
    const quill = quillRef.current;
    if (!quill) return;
    let index = at ?? quill.getSelection(true).index;
    for (const file of files) {
      try {
        const url = await uploadEditorImage(file, uploadUrlRef.current);
        quill.insertEmbed(index, 'image', url, 'user');
        index += 1;
        quill.setSelection(index, 0, 'silent');
      } catch (error) {
        Message.error(error instanceof Error && error.message ? error.message : IMAGE_UPLOAD_FAILED);
      }
    }
  }
  insertImagesRef.current = insertImages;

  const classes = [
    'rich-text-editor',
    disabled && 'rich-text-editor--disabled',
    readOnly && 'rich-text-editor--readonly',
    className,
  ];
  const editorHeight = typeof height === 'number' ? `${height}px` : height;

  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      style={{ '--rich-text-height': editorHeight, ...style } as CSSProperties}
    >
      <div ref={hostRef} />
      <input
        ref={fileRef}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          input.value = '';
          if (file) void insertImages([file]);
        }}
      />
    </div>
  );
}
