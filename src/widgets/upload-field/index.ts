export { FilePopup, type FilePopupProps, NO_FILE_MESSAGE } from './FilePopup';
export { UploadField, type UploadFieldProps } from './UploadField';
export {
  DEFAULT_UPLOAD_BIZ,
  DEFAULT_UPLOAD_URL,
  endedSession,
  UPLOAD_FAILED_MESSAGE,
  type UploadFileOptions,
  type UploadFunction,
  uploadFile,
} from './upload-request';
export { displayName, freeSlots, isImageFile, joinPaths, splitPaths } from './upload-value';
export {
  NOT_IMAGE_MESSAGE,
  type PendingUpload,
  tooManyFilesMessage,
  type UploadFieldController,
  type UploadFieldOptions,
  uploadFailedMessage,
  useUploadField,
} from './use-upload-field';
