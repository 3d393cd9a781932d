import { StoragePathError } from './errors';

/**
 * Storage paths as clients send them: `\` and `/` both separate, a leading `/` is optional,
 * `.` segments vanish and `..` climbs, but never above the storage root. The result has no
 * leading or trailing separator; '' is the root.
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
    parts.push(segment);
  }
  return parts.join('/');
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
