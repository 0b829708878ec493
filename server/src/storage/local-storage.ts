import { createReadStream, type Dirent } from 'node:fs';
import { mkdir, readdir, realpath, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { checkedKey, UploadExistsError, type UploadStorage, uploadKeyOf } from './upload-storage';

/** Where local uploads live: `DATA_DIR/upload`. */
export function localUploadRoot(dataDir: string): string {
  return join(dataDir, 'upload');
}

function inside(root: string, path: string): boolean {
  return path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/**
 * The file a key names, strictly under `root`, with its size, or null: besides the key checks, a
 * symlink leading outside the root (planted by anyone with disk access) is refused.
 *
 * @example await resolveUpload('/data/upload', 'temp/20260102/ab_x.png') // { path: '/data/upload/temp/…', size: 68 }
 */
export async function resolveUpload(root: string, relative: unknown): Promise<{ path: string; size: number } | null> {
  const key = uploadKeyOf(relative);
  if (key === null) return null;
  const base = resolve(root);
  const candidate = resolve(base, ...key.split('/'));
  if (!inside(base, candidate)) return null;
  try {
    const [realBase, realFile] = await Promise.all([realpath(base), realpath(candidate)]);
    if (!inside(realBase, realFile)) return null;
    const info = await stat(realFile);
    return info.isFile() ? { path: realFile, size: info.size } : null;
  } catch {
    return null;
  }
}

/**
 * Uploads as files under `root` (today's and the default behaviour). Folders are created on the
 * first write only, so a start that stores nothing leaves no `upload` folder behind.
 *
 * @example const uploads = createLocalStorage(localUploadRoot(config.dataDir))
 */
export function createLocalStorage(root: string): UploadStorage {
  return {
    kind: 'local',
    async put(key, content) {
      const file = join(root, ...checkedKey(key).split('/'));
      await mkdir(dirname(file), { recursive: true });
      try {
        await writeFile(file, content, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new UploadExistsError(key);
        throw error;
      }
    },
    async open(key) {
      const file = await resolveUpload(root, key);
      return file ? { size: file.size, body: createReadStream(file.path) } : null;
    },
    async exists(key) {
      return (await resolveUpload(root, key)) !== null;
    },
    async remove(key) {
      const file = await resolveUpload(root, key);
      if (file) await unlink(file.path).catch(() => undefined);
    },
    async *list(folder) {
      const dir = join(root, ...checkedKey(folder).split('/'));
      const entries = await readdir(dir, { withFileTypes: true }).catch((): Dirent[] => []);
      for (const entry of entries) {
        const key = `${folder}/${entry.name}`;
        // Symlinks and names no key can hold (planted by hand) are not the store's objects.
        if (entry.isFile() && uploadKeyOf(key) !== null) yield key;
      }
    },
    async close() {},
  };
}
