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

/** No storage is configured with this name. */
export class UnknownStorageError extends StorageError {
  override name = 'UnknownStorageError';
  constructor(readonly storageName: string) {
    super(`Storage '${storageName}' is not configured.`);
  }
}
