import { createHash } from 'node:crypto';
import { link, mkdir, readdir, readFile, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConditionalStore, TaggedContent, WriteCondition } from './conditional';
import { removeStaleTemps, tempName } from './stale-temp';

/** Generations older than this (and not the newest two) are removed; see the class comment. */
const DEFAULT_RETIRE_AFTER_MS = 30_000;
/** A deleted key's folder is removed once its tombstone is this old. */
const DEFAULT_FORGET_DELETED_AFTER_MS = 60 * 60_000;

const VALUE = 1;
const TOMBSTONE = 0;

/**
 * A ConditionalStore in a local folder that several processes (replicas on one host, or on hosts
 * sharing a POSIX file system with atomic `link`) may use at once.
 *
 * Node has no file locks, and a lock file left by a killed replica would need guessing whether
 * its holder is alive. Instead every write of a key creates the next generation file of that key,
 * `<key>.kv/<n>`, with `link()`, which fails with EEXIST when the name exists: of two writers that
 * read generation n, exactly one creates n+1. The etag is `<n>.<content hash>`; readers take the
 * highest generation. A delete is a write of an empty tombstone generation.
 *
 * Old generations are removed once they are 30 s old: a writer that read generation n and then
 * stalled longer than that could recreate a removed n+1 and be told it won, which is why the
 * limit is far above the milliseconds a read-modify-write takes.
 */
export class LocalConditionalStore implements ConditionalStore {
  readonly name: string;
  private readonly tmpRoot: string;
  private readonly retireAfterMs: number;
  private readonly forgetDeletedAfterMs: number;
  private readonly staleTempAfterMs: number | undefined;

  constructor(
    readonly root: string,
    options: { name?: string; retireAfterMs?: number; forgetDeletedAfterMs?: number; staleTempAfterMs?: number } = {},
  ) {
    this.name = options.name ?? `local folder ${root}`;
    this.tmpRoot = join(root, '.tmp');
    this.retireAfterMs = options.retireAfterMs ?? DEFAULT_RETIRE_AFTER_MS;
    this.forgetDeletedAfterMs = options.forgetDeletedAfterMs ?? DEFAULT_FORGET_DELETED_AFTER_MS;
    this.staleTempAfterMs = options.staleTempAfterMs;
  }

  /**
   * Removes temp files a crash left between writing and linking, when the server starts. Replicas
   * may share the folder: a recently touched temp file is another writer's write in progress.
   */
  async prepare(): Promise<void> {
    await removeStaleTemps(this.tmpRoot, this.staleTempAfterMs);
  }

  private keyDir(key: string): string {
    const segments = key.split('/');
    if (!key || segments.some((s) => !s)) throw new Error(`'${key}' is not a key (empty segment)`);
    // Encoded segments hold no '.', so the '.kv' suffix and '.tmp' never collide with a key.
    return join(this.root, ...segments.slice(0, -1).map(encodeSegment), `${encodeSegment(segments.at(-1)!)}.kv`);
  }

  /** The newest generation of a key, or undefined when it has none. */
  private async newest(dir: string): Promise<{ generation: number; kind: number; content: Uint8Array } | undefined> {
    for (;;) {
      const generations = await this.generations(dir);
      const generation = generations.at(-1);
      if (generation === undefined) return undefined;
      try {
        const bytes = await readFile(join(dir, String(generation)));
        return { generation, kind: bytes[0], content: new Uint8Array(bytes.subarray(1)) };
      } catch (error) {
        // Retired between the listing and the read: a newer generation exists; list again.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }

  private async generations(dir: string): Promise<number[]> {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return names
      .filter((n) => /^\d+$/.test(n))
      .map(Number)
      .sort((a, b) => a - b);
  }

  async readTagged(key: string): Promise<TaggedContent | undefined> {
    const newest = await this.newest(this.keyDir(key));
    if (!newest || newest.kind !== VALUE) return undefined;
    return { content: newest.content, etag: etagOf(newest.generation, newest.content) };
  }

  async writeIf(key: string, content: Uint8Array, condition: WriteCondition): Promise<string | undefined> {
    const dir = this.keyDir(key);
    const newest = await this.newest(dir);
    if ('ifNoneMatch' in condition) {
      if (newest && newest.kind === VALUE) return undefined;
    } else if (!newest || newest.kind !== VALUE || etagOf(newest.generation, newest.content) !== condition.ifMatch) {
      return undefined;
    }
    const generation = (newest?.generation ?? 0) + 1;
    if (!(await this.create(dir, generation, VALUE, content))) return undefined;
    return etagOf(generation, content);
  }

  async deleteIf(key: string, etag: string): Promise<boolean> {
    const dir = this.keyDir(key);
    const newest = await this.newest(dir);
    if (!newest || newest.kind !== VALUE || etagOf(newest.generation, newest.content) !== etag) return false;
    return this.create(dir, newest.generation + 1, TOMBSTONE, new Uint8Array());
  }

  /** Creates generation `generation` unless another writer did; false when one did. */
  private async create(dir: string, generation: number, kind: number, content: Uint8Array): Promise<boolean> {
    await mkdir(this.tmpRoot, { recursive: true });
    const temp = join(this.tmpRoot, tempName());
    try {
      // Inside the try: a write that fails half-way (ENOSPC) leaves a temp file that must go too.
      await writeFile(temp, Buffer.concat([Buffer.from([kind]), content]));
      for (let attempt = 0; ; attempt++) {
        try {
          await link(temp, join(dir, String(generation)));
          break;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'EEXIST') return false;
          if (code !== 'ENOENT') throw error;
          // No folder: a new key's first generation makes it. A later generation finds it gone when a
          // key deleted long ago was forgotten after this writer read its tombstone: the state changed.
          if (generation !== 1) return false;
          if (attempt >= 3) throw error;
          await mkdir(dir, { recursive: true });
        }
      }
    } finally {
      await rm(temp, { force: true });
    }
    await this.retire(dir, generation);
    return true;
  }

  /** Removes generations older than the previous one once they are old enough (see the class comment). */
  private async retire(dir: string, newest: number): Promise<void> {
    const now = Date.now();
    for (const generation of await this.generations(dir)) {
      if (generation >= newest - 1) break;
      const path = join(dir, String(generation));
      const info = await stat(path).catch(() => undefined);
      if (info && now - info.mtimeMs > this.retireAfterMs) await unlink(path).catch(() => undefined);
    }
  }

  async listKeys(prefix: string): Promise<string[]> {
    // Start at the deepest folder the prefix names whole.
    const folders = prefix.split('/').slice(0, -1);
    const keys: string[] = [];
    const walk = async (segments: string[]): Promise<void> => {
      let entries;
      try {
        entries = await readdir(join(this.root, ...segments.map(encodeSegment)), { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isDirectory() || entry.name === '.tmp') continue;
        if (entry.name.endsWith('.kv')) {
          const key = [...segments, decodeURIComponent(entry.name.slice(0, -3))].join('/');
          if (key.startsWith(prefix) && (await this.live(key))) keys.push(key);
        } else await walk([...segments, decodeURIComponent(entry.name)]);
      }
    };
    await walk(folders);
    return keys.sort();
  }

  /** Whether a key holds a value; forgets a key deleted long ago. */
  private async live(key: string): Promise<boolean> {
    const dir = this.keyDir(key);
    const generations = await this.generations(dir);
    const newest = generations.at(-1);
    if (newest === undefined) return false;
    const info = await stat(join(dir, String(newest))).catch(() => undefined);
    if (!info) return true;
    // One byte is a tombstone or an empty value; anything longer is a value.
    if (info.size !== 1) return true;
    const bytes = await readFile(join(dir, String(newest))).catch(() => undefined);
    if (bytes?.[0] === VALUE) return true;
    if (bytes && Date.now() - info.mtimeMs > this.forgetDeletedAfterMs) {
      for (const generation of generations) await unlink(join(dir, String(generation))).catch(() => undefined);
      await rmdir(dir).catch(() => undefined);
    }
    return false;
  }
}

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/\./g, '%2E');
}

function etagOf(generation: number, content: Uint8Array): string {
  return `${generation}.${createHash('sha256').update(content).digest('hex').slice(0, 32)}`;
}
