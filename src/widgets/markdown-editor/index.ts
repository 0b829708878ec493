export {
  IMAGE_ADDRESS_INVALID,
  IMAGE_NOT_CHOSEN,
  ImageInsertModal,
  type ImageInsertModalProps,
  MARKDOWN_UPLOAD_URL,
} from './ImageInsertModal';
export { MarkdownEditor, type MarkdownEditorProps } from './MarkdownEditor';
export {
  imageMarkdown,
  isImageAddress,
  MARKDOWN_DEFAULT_HEIGHT,
  MARKDOWN_MIN_HEIGHT,
  markdownHeight,
  renderMarkdown,
} from './markdown';
