import type { ServerConfig } from '../config';
import { createLocalStorage, localUploadRoot } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { UploadStorage } from './upload-storage';

export { createLocalStorage, localUploadRoot, resolveUpload } from './local-storage';
export { createS3Storage, s3ClientFor } from './s3-storage';
export {
  IMPORT_ERRORS_FOLDER,
  isPrivateKey,
  type StoredObject,
  UploadExistsError,
  type UploadStorage,
  uploadKeyOf,
} from './upload-storage';

/**
 * The upload store `UPLOAD_STORAGE` names: the folder `DATA_DIR/upload` (default) or the S3 bucket.
 *
 * @example const uploads = createUploadStorage(config)
 */
export function createUploadStorage(config: Pick<ServerConfig, 'dataDir' | 'uploadStorage'>): UploadStorage {
  return config.uploadStorage.kind === 's3'
    ? createS3Storage(config.uploadStorage)
    : createLocalStorage(localUploadRoot(config.dataDir));
}

/**
 * Runs `use` with an upload store of its own, closed afterwards (for work before the app exists).
 *
 * @example await withUploadStorage(config, (uploads) => writeDemoImages(db, uploads))
 */
export async function withUploadStorage<T>(
  config: Pick<ServerConfig, 'dataDir' | 'uploadStorage'>,
  use: (uploads: UploadStorage) => Promise<T>,
): Promise<T> {
  const uploads = createUploadStorage(config);
  try {
    return await use(uploads);
  } finally {
    await uploads.close();
  }
}
