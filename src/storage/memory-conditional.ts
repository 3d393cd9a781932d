import type { ConditionalStore, TaggedContent, WriteCondition } from './conditional';

/** A ConditionalStore in this process's memory: for a service built without shared state (tests, embedding). */
export class MemoryConditionalStore implements ConditionalStore {
  readonly name = 'memory';
  private readonly entries = new Map<string, TaggedContent>();
  private generation = 0;

  async readTagged(key: string): Promise<TaggedContent | undefined> {
    const entry = this.entries.get(key);
    return entry && { content: entry.content.slice(), etag: entry.etag };
  }

  async writeIf(key: string, content: Uint8Array, condition: WriteCondition): Promise<string | undefined> {
    const current = this.entries.get(key);
    if ('ifNoneMatch' in condition ? current : current?.etag !== condition.ifMatch) return undefined;
    const etag = String(++this.generation);
    this.entries.set(key, { content: content.slice(), etag });
    return etag;
  }

  async deleteIf(key: string, etag: string): Promise<boolean> {
    if (this.entries.get(key)?.etag !== etag) return false;
    return this.entries.delete(key);
  }

  async deleteFinal(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async listKeys(prefix: string): Promise<string[]> {
    return [...this.entries.keys()].filter((key) => key.startsWith(prefix)).sort();
  }
}
