/** Storage failures the server maps to HTTP statuses by name. */
export class StorageError extends Error {
  override name = 'StorageError';
}

/** The file or folder does not exist; `path` is what the caller asked for. */
export class StorageNotFoundError extends StorageError {
  override name = 'StorageNotFoundError';
  constructor(readonly path: string) {
    super(`Can't find file located at '${path}'.`);
  }
}

/** The path is unusable: it leaves the root, names a folder where a file is needed, or the reverse. */
export class StoragePathError extends StorageError {
  override name = 'StoragePathError';
}

/** Writing would exceed the storage's quota or the size limit of one file. */
export class StorageQuotaError extends StorageError {
  override name = 'StorageQuotaError';
}

/**
 * The disk under the storage has no room left (ENOSPC, EDQUOT). Nothing of the write is kept:
 * the old content, if any, is still in place. Answered 507 Insufficient Storage.
 */
export class StorageFullError extends StorageError {
  override name = 'StorageFullError';
}

/** Whether an error is the file system saying it has no room (or quota) for the write. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** No storage is configured with this name. */
export class UnknownStorageError extends StorageError {
  override name = 'UnknownStorageError';
  constructor(readonly storageName: string) {
    super(`Storage '${storageName}' is not configured.`);
  }
}
