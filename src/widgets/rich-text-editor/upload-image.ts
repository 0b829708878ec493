import { fileUrl } from '../../core/format';
import { type RequestOptions, uploadAction } from '../../core/http';

/** Where the rich-text editor sends pasted-in images; the server answers with the WebP's URL. */
export const RICH_TEXT_UPLOAD_URL = '/business/shop/doUpLoadwebp';

/** Shown when the upload answers without a URL and the server gave no message. */
export const IMAGE_UPLOAD_FAILED = '图片上传失败';

// doUpLoadwebp answers with a URL ('/jeecg-boot/sys/common/static/...' or absolute); a bare stored path
// (other back ends) goes through the file-URL rule.
function imageUrl(result: string): string {
  return result.startsWith('/') ? result : fileUrl(result);
}

/**
 * Uploads one image and resolves with the URL to put in the document.
 *
 * @example const url = await uploadEditorImage(file); // '/jeecg-boot/sys/common/static/temp/a_1.webp'
 */
export async function uploadEditorImage(
  file: File,
  url: string = RICH_TEXT_UPLOAD_URL,
  options?: RequestOptions,
): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const envelope = await uploadAction<string>(url, form, undefined, options);
  const result = typeof envelope.result === 'string' ? envelope.result : envelope.message;
  if (envelope.success === false || !result) throw new Error(envelope.message || IMAGE_UPLOAD_FAILED);
  return imageUrl(result);
}
