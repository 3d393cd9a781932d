import type { Readable } from 'node:stream';
import type { FilesList, FilesUploadResult, FileVersions, ObjectExist } from '../model/storage';
import {
  StorageNotFoundError,
  StoragePathError,
  baseName,
  joinPath,
  normalizeStoragePath,
  relativeStoragePath,
  type Storage,
  type StorageRegistry,
  type StoredEntry,
} from '../storage/index';

/**
 * The File, Folder and Storage operations of the API over named storages. Paths arrive as the
 * client wrote them; errors quote them that way too.
 */
export class StorageOperations {
  constructor(private readonly storages: StorageRegistry) {}

  storage(name: string | undefined): Storage {
    return this.storages.get(name);
  }

  storageExists(name: string): { Exists: boolean } {
    return { Exists: this.storages.has(name) };
  }

  async download(
    path: string,
    storageName?: string,
    versionId?: string,
  ): Promise<{ size: number; body: Readable; name: string }> {
    const storage = this.storage(storageName);
    const normalized = normalizeStoragePath(path);
    try {
      const file = await storage.openRead(normalized, versionId);
      return { ...file, name: baseName(normalized) };
    } catch (error) {
      throw asNotFound(error, path);
    }
  }

  async upload(path: string, content: Uint8Array | Readable, storageName?: string): Promise<FilesUploadResult> {
    const normalized = normalizeStoragePath(path);
    await this.storage(storageName).write(normalized, content);
    return { Uploaded: [baseName(normalized)], Errors: [] };
  }

  async deleteFile(path: string, storageName?: string, versionId?: string): Promise<void> {
    try {
      await this.storage(storageName).deleteFile(normalizeStoragePath(path), versionId);
    } catch (error) {
      throw asNotFound(error, path);
    }
  }

  async copyFile(src: string, dest: string, opts: TransferOptions = {}): Promise<void> {
    const from = this.storage(opts.srcStorageName);
    const to = this.storage(opts.destStorageName);
    const source = relativeStoragePath(src, 'srcPath');
    const target = normalizeStoragePath(dest);
    if (!target) throw new StoragePathError('destPath is required');
    let file;
    try {
      file = await from.openRead(source, opts.versionId);
    } catch (error) {
      throw asNotFound(error, src);
    }
    await to.write(target, file.body);
  }

  async moveFile(src: string, dest: string, opts: TransferOptions = {}): Promise<void> {
    relativeStoragePath(src, 'srcPath');
    if (sameLocation(src, dest, opts)) return;
    await this.copyFile(src, dest, opts);
    await this.deleteFile(src, opts.srcStorageName, opts.versionId);
  }

  async listFolder(path: string, storageName?: string): Promise<FilesList> {
    let entries: StoredEntry[];
    try {
      entries = await this.storage(storageName).list(normalizeStoragePath(path));
    } catch (error) {
      throw asNotFound(error, path);
    }
    return { Value: entries.map(toStorageFile) };
  }

  async createFolder(path: string, storageName?: string): Promise<void> {
    await this.storage(storageName).createFolder(normalizeStoragePath(path));
  }

  async deleteFolder(path: string, storageName?: string, recursive = false): Promise<void> {
    await this.storage(storageName).deleteFolder(normalizeStoragePath(path), recursive);
  }

  async copyFolder(src: string, dest: string, opts: TransferOptions = {}): Promise<void> {
    const from = this.storage(opts.srcStorageName);
    const to = this.storage(opts.destStorageName);
    const source = relativeStoragePath(src, 'srcPath');
    const target = normalizeStoragePath(dest);
    const entry = await from.stat(source);
    if (!entry?.isFolder) throw new StorageNotFoundError(src);
    if (from === to && (target === source || target.startsWith(`${source}/`))) {
      throw new StoragePathError(`cannot copy the folder '${src}' into itself`);
    }
    await to.createFolder(target);
    for (const child of await from.list(source)) {
      const childTarget = joinPath(target, child.name);
      if (child.isFolder) await this.copyFolder(child.path, childTarget, opts);
      else await to.write(childTarget, (await from.openRead(child.path)).body);
    }
  }

  async moveFolder(src: string, dest: string, opts: TransferOptions = {}): Promise<void> {
    relativeStoragePath(src, 'srcPath');
    if (sameLocation(src, dest, opts)) return;
    await this.copyFolder(src, dest, opts);
    await this.storage(opts.srcStorageName).deleteFolder(normalizeStoragePath(src), true);
  }

  async objectExists(path: string, storageName?: string, versionId?: string): Promise<ObjectExist> {
    const entry = await this.storage(storageName).stat(normalizeStoragePath(path), versionId);
    return { Exists: entry !== undefined, IsFolder: entry?.isFolder ?? false };
  }

  async discUsage(storageName?: string): Promise<{ UsedSize: number; TotalSize: number }> {
    const usage = await this.storage(storageName).usage();
    return { UsedSize: usage.used, TotalSize: usage.total };
  }

  async fileVersions(path: string, storageName?: string): Promise<FileVersions> {
    try {
      const versions = await this.storage(storageName).versions(normalizeStoragePath(path));
      return { Value: versions.map((v) => ({ ...toStorageFile(v), VersionId: v.versionId, IsLatest: v.isLatest })) };
    } catch (error) {
      throw asNotFound(error, path);
    }
  }
}

export interface TransferOptions {
  srcStorageName?: string;
  destStorageName?: string;
  versionId?: string;
}

function sameLocation(src: string, dest: string, opts: TransferOptions): boolean {
  return (
    (opts.srcStorageName ?? '') === (opts.destStorageName ?? opts.srcStorageName ?? '') &&
    normalizeStoragePath(src) === normalizeStoragePath(dest) &&
    !opts.versionId
  );
}

function toStorageFile(entry: StoredEntry) {
  return {
    Name: entry.name,
    IsFolder: entry.isFolder,
    ModifiedDate: entry.modified.toISOString(),
    Size: entry.size,
    Path: `/${entry.path}${entry.isFolder ? '/' : ''}`,
  };
}

/** Not-found errors quote the path as the client wrote it. */
export function asNotFound(error: unknown, path: string): unknown {
  return error instanceof StorageNotFoundError ? new StorageNotFoundError(path) : error;
}
