import { StoragePathError } from './errors';

/** Longest name of one file or folder, in UTF-8 bytes (what Linux, macOS and Windows allow). */
export const MAX_NAME_BYTES = 255;
/** Longest whole path, in UTF-8 bytes (an S3 key's limit; well inside every file system's). */
export const MAX_PATH_BYTES = 1024;

/**
 * Storage paths as clients send them: `\` and `/` both separate, a leading `/` is optional,
 * `.` segments vanish and `..` climbs, but never above the storage root. The result has no
 * leading or trailing separator; '' is the root. Names longer than any file system takes are
 * a client's error here, not the disk's later.
 */
export function normalizeStoragePath(raw: string | undefined): string {
  const text = (raw ?? '').replace(/\\/g, '/');
  if (text.includes('\0')) throw new StoragePathError(`the path '${raw}' contains a NUL character`);
  const parts: string[] = [];
  for (const segment of text.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (!parts.length) throw new StoragePathError(`the path '${raw}' leaves the storage root`);
      parts.pop();
      continue;
    }
    if (Buffer.byteLength(segment) > MAX_NAME_BYTES)
      throw new StoragePathError(`a name in the path '${shorten(raw)}' is longer than ${MAX_NAME_BYTES} bytes`);
    parts.push(segment);
  }
  const path = parts.join('/');
  if (Buffer.byteLength(path) > MAX_PATH_BYTES)
    throw new StoragePathError(`the path '${shorten(raw)}' is longer than ${MAX_PATH_BYTES} bytes`);
  return path;
}

/**
 * A path that must be relative to the storage root: the source of a copy or move, where an
 * absolute path (`/etc/passwd`, `C:\…`, `\\server\share`) is a mistake or a probe, refused
 * rather than quietly read as a storage path.
 */
export function relativeStoragePath(raw: string, what: string): string {
  if (/^[\\/]/.test(raw) || /^[a-zA-Z]:/.test(raw)) {
    throw new StoragePathError(
      `${what} '${shorten(raw)}' is an absolute path; storage paths are relative to the storage root`,
    );
  }
  return normalizeStoragePath(raw);
}

/** Long paths quoted in messages are cut: a 5,000-character name helps no one in an error. */
function shorten(raw: string | undefined): string {
  const text = raw ?? '';
  return text.length > 80 ? `${text.slice(0, 60)}…(${text.length} characters)` : text;
}

/** `a/b/c.docx` -> `a/b`; `c.docx` -> ''. */
export function parentPath(path: string): string {
  const at = path.lastIndexOf('/');
  return at < 0 ? '' : path.slice(0, at);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function joinPath(folder: string, name: string): string {
  return folder ? `${folder}/${name}` : name;
}
