/** An entry's bytes with the tag a conditional write compares against. */
export interface TaggedContent {
  content: Uint8Array;
  etag: string;
}

export type WriteCondition = { ifMatch: string } | { ifNoneMatch: '*' };

export interface DeleteOptions {
  /**
   * The key is never written again (it names a random id, as a queued job does). A store whose
   * deletes ignore conditions may then drop the key outright once its conditional delete has won,
   * so nothing of it is left for later listings to step over.
   */
  final?: boolean;
}

/**
 * Where replicas keep what they must all see (the translation job queue and its leases, consumption counts):
 * a key-value store that writes on a condition, so of two replicas writing at once exactly one wins.
 * `ifNoneMatch: '*'` creates only when the key is absent; `ifMatch` replaces only the version that was read.
 * Kept apart from the API's user-visible storage: its keys never show in a file listing.
 */
export interface ConditionalStore {
  readonly name: string;
  readTagged(key: string): Promise<TaggedContent | undefined>;
  /** The new etag, or undefined when the condition failed (another writer came first). */
  writeIf(key: string, content: Uint8Array, condition: WriteCondition): Promise<string | undefined>;
  /** False when the key's etag is no longer `etag`. */
  deleteIf(key: string, etag: string, options?: DeleteOptions): Promise<boolean>;
  listKeys(prefix: string): Promise<string[]>;
  /**
   * Removes a key that is written once and never again (it names a random id, as a queued job
   * does), whatever it holds, in one request where the store allows: with nothing to compare,
   * no read and no condition are needed. A missing key is fine. Stores without it get
   * readTagged + deleteIf(final).
   */
  deleteFinal?(key: string): Promise<void>;
  /** Readies the store when the server starts (a local one removes temp files a crash left). */
  prepare?(): Promise<void>;
}
