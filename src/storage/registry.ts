import { UnknownStorageError } from './errors';
import type { Storage } from './types';

/** The API's default storage name; a request without storageName uses it. */
export const DEFAULT_STORAGE_NAME = 'First Storage';

/** Storages by name, looked up case-sensitively as the vendor's API does. */
export class StorageRegistry {
  private readonly byName = new Map<string, Storage>();

  constructor(storages: Storage[]) {
    for (const storage of storages) this.byName.set(storage.name, storage);
  }

  all(): Storage[] {
    return [...this.byName.values()];
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  get(name: string | undefined): Storage {
    const key = name && name.length ? name : DEFAULT_STORAGE_NAME;
    const storage = this.byName.get(key);
    if (!storage) throw new UnknownStorageError(key);
    return storage;
  }
}
