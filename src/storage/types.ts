import type { Readable } from 'node:stream';

export interface StoredEntry {
  name: string;
  path: string;
  isFolder: boolean;
  size: number;
  modified: Date;
}

export interface StoredVersion extends StoredEntry {
  versionId: string;
  isLatest: boolean;
}

export interface WriteResult {
  versionId: string;
  size: number;
}

/**
 * What the API's storage operations need from a storage. Paths are normalised (see
 * normalizeStoragePath) before they reach an implementation. Writing over an existing file
 * keeps the old content as a version; `versionId` reads or deletes that version.
 */
export interface Storage {
  readonly name: string;
  stat(path: string, versionId?: string): Promise<StoredEntry | undefined>;
  /** One folder level; throws StorageNotFoundError for a missing folder (the root always exists). */
  list(folder: string): Promise<StoredEntry[]>;
  openRead(path: string, versionId?: string): Promise<{ size: number; body: Readable }>;
  readBytes(path: string, versionId?: string): Promise<Uint8Array>;
  /** Writes atomically: readers see the old content or the whole new one, never a part. */
  write(path: string, content: Uint8Array | Readable): Promise<WriteResult>;
  deleteFile(path: string, versionId?: string): Promise<void>;
  createFolder(path: string): Promise<void>;
  /** Succeeds when the folder does not exist; a non-empty folder needs `recursive`. */
  deleteFolder(path: string, recursive: boolean): Promise<void>;
  versions(path: string): Promise<StoredVersion[]>;
  usage(): Promise<{ used: number; total: number }>;
  /** Readies the storage when the server starts (a local one removes temp files a crash left). */
  prepare?(): Promise<void>;
}
