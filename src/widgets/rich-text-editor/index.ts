export {
  RICH_TEXT_HEIGHT,
  RICH_TEXT_TOOLBAR,
  RichTextEditor,
  type RichTextEditorProps,
} from './RichTextEditor';
export { sanitizeRichText } from './sanitize';
export { IMAGE_UPLOAD_FAILED, RICH_TEXT_UPLOAD_URL, uploadEditorImage } from './upload-image';
