import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, open, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isDiskFull, StorageFullError, StorageNotFoundError, StoragePathError, StorageQuotaError } from './errors';
import { baseName, joinPath, parentPath } from './paths';
import { removeStaleTemps, tempName } from './stale-temp';
import type { Storage, StoredEntry, StoredVersion, WriteResult } from './types';

export interface LocalStorageOptions {
  name: string;
  /** Folder that holds this storage: `files/` (the tree clients see), `.meta/` (versions), `.tmp/`. */
  root: string;
  /** Bytes this storage may hold, versions included; DiscUsage reports it as TotalSize. */
  quotaBytes?: number;
  /** How long an untouched temp file stays before startup removes it (default an hour). */
  staleTempAfterMs?: number;
}

const DEFAULT_QUOTA = 10 * 1024 ** 3;

/**
 * The embedded storage: a folder tree on the local disk. Every write goes to `.tmp/` first and
 * is renamed into place, so a crash leaves either the old file or the new one, and a half-written
 * temp file that startup removes. The previous content of an overwritten file moves to
 * `.meta/<hash of its path>/<versionId>`; `.meta/<hash>/current` names the latest version.
 */
export class LocalStorage implements Storage {
  readonly name: string;
  private readonly filesRoot: string;
  private readonly metaRoot: string;
  private readonly tmpRoot: string;
  private readonly quota: number;
  private readonly staleTempAfterMs: number | undefined;
  private usedBytes: number | undefined;
  private readonly locks = new Map<string, Promise<unknown>>();
  private ready: Promise<void> | undefined;

  constructor(options: LocalStorageOptions) {
    this.name = options.name;
    this.filesRoot = join(options.root, 'files');
    this.metaRoot = join(options.root, '.meta');
    this.tmpRoot = join(options.root, '.tmp');
    this.quota = options.quotaBytes ?? DEFAULT_QUOTA;
    this.staleTempAfterMs = options.staleTempAfterMs;
  }

  /** Clears what a crash left in `.tmp/` when the server starts, not at the first request. */
  prepare(): Promise<void> {
    return this.init();
  }

  private init(): Promise<void> {
    this.ready ??= (async () => {
      // Temp files left by a crash are partial writes nobody will finish. Replicas may share the
      // folder: a recently touched temp file is another replica's write in progress.
      await removeStaleTemps(this.tmpRoot, this.staleTempAfterMs);
      await Promise.all([
        mkdir(this.filesRoot, { recursive: true }),
        mkdir(this.metaRoot, { recursive: true }),
        mkdir(this.tmpRoot, { recursive: true }),
      ]);
    })();
    return this.ready;
  }

  private filePath(path: string): string {
    return path ? join(this.filesRoot, ...path.split('/')) : this.filesRoot;
  }

  private metaDir(path: string): string {
    return join(this.metaRoot, createHash('sha256').update(path).digest('hex').slice(0, 40));
  }

  /** Serialises writers of one path so concurrent uploads each become a whole version. */
  private async withLock<T>(path: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(path) ?? Promise.resolve();
    const run = previous.then(work, work);
    const settled = run.catch(() => undefined);
    this.locks.set(path, settled);
    try {
      return await run;
    } finally {
      if (this.locks.get(path) === settled) this.locks.delete(path);
    }
  }

  async stat(path: string, versionId?: string): Promise<StoredEntry | undefined> {
    await this.init();
    const location = versionId ? await this.versionLocation(path, versionId) : this.filePath(path);
    if (!location) return undefined;
    try {
      const info = await stat(location);
      return {
        name: baseName(path),
        path,
        isFolder: info.isDirectory(),
        size: info.isDirectory() ? 0 : info.size,
        modified: info.mtime,
      };
    } catch {
      return undefined;
    }
  }

  async list(folder: string): Promise<StoredEntry[]> {
    await this.init();
    let names: string[];
    try {
      names = await readdir(this.filePath(folder));
    } catch {
      throw new StorageNotFoundError(folder);
    }
    const entries = await Promise.all(names.sort().map((name) => this.stat(joinPath(folder, name))));
    return entries.filter((e): e is StoredEntry => e !== undefined);
  }

  /** Where a version's bytes are: the current file when versionId names the latest. */
  private async versionLocation(path: string, versionId: string): Promise<string | undefined> {
    if (!/^[a-z0-9-]+$/i.test(versionId)) return undefined;
    const current = await this.currentVersionId(path);
    if (current === versionId) return this.filePath(path);
    const location = join(this.metaDir(path), versionId);
    try {
      await stat(location);
      return location;
    } catch {
      return undefined;
    }
  }

  private async currentVersionId(path: string): Promise<string | undefined> {
    try {
      return (await readFile(join(this.metaDir(path), 'current'), 'utf8')).trim();
    } catch {
      return undefined;
    }
  }

  async openRead(path: string, versionId?: string): Promise<{ size: number; body: Readable }> {
    const entry = await this.stat(path, versionId);
    if (!entry || entry.isFolder) throw new StorageNotFoundError(path);
    const location = versionId ? await this.versionLocation(path, versionId) : this.filePath(path);
    if (!location) throw new StorageNotFoundError(path);
    return { size: entry.size, body: createReadStream(location) };
  }

  async readBytes(path: string, versionId?: string): Promise<Uint8Array> {
    const { body } = await this.openRead(path, versionId);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  private async used(): Promise<number> {
    if (this.usedBytes === undefined)
      this.usedBytes = (await folderSize(this.filesRoot)) + (await folderSize(this.metaRoot));
    return this.usedBytes;
  }

  async usage(): Promise<{ used: number; total: number }> {
    await this.init();
    return { used: await this.used(), total: this.quota };
  }

  async write(path: string, content: Uint8Array | Readable): Promise<WriteResult> {
    await this.init();
    if (!path) throw new StoragePathError('a file needs a name; the storage root is a folder');
    const temp = join(this.tmpRoot, tempName());
    const available = this.quota - (await this.used());
    const options = { name: this.name, quota: this.quota };
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > available)
          callback(new StorageQuotaError(`the storage '${options.name}' is full (quota ${options.quota} bytes)`));
        else callback(null, chunk);
      },
    });
    try {
      const source =
        content instanceof Uint8Array
          ? Readable.from([Buffer.from(content.buffer, content.byteOffset, content.byteLength)])
          : content;
      await pipeline(source, counter, createWriteStream(temp));
      const handle = await open(temp, 'r+');
      await handle.sync();
      await handle.close();
      return await this.withLock(path, async () => {
        const destination = this.filePath(path);
        await this.ensureFolder(parentPath(path));
        const existing = await this.stat(path);
        if (existing?.isFolder) throw new StoragePathError(`'${path}' is a folder`);
        const metaDir = this.metaDir(path);
        await mkdir(metaDir, { recursive: true });
        if (existing) {
          // The old content is kept as a version by a second name, and the new file replaces it in
          // one rename: at every moment the path holds the old file or the new one, never nothing.
          const oldId = (await this.currentVersionId(path)) ?? newVersionId();
          await keepAs(destination, join(metaDir, oldId));
        }
        await rename(temp, destination);
        const versionId = newVersionId();
        await writeFile(join(metaDir, 'current'), versionId);
        this.usedBytes = (await this.used()) + size;
        return { versionId, size };
      });
    } catch (error) {
      if (isDiskFull(error))
        throw new StorageFullError(
          `the disk of storage '${this.name}' is full; '${baseName(path)}' was not written (the previous content, if any, is unchanged)`,
        );
      throw error;
    } finally {
      await rm(temp, { force: true });
    }
  }

  /** Creates a folder and its parents; a file in the way is a path error. */
  private async ensureFolder(folder: string): Promise<void> {
    if (!folder) return;
    try {
      await mkdir(this.filePath(folder), { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') {
        throw new StoragePathError(`a file is in the way of the folder '${folder}'`);
      }
      throw error;
    }
  }

  async deleteFile(path: string, versionId?: string): Promise<void> {
    await this.init();
    await this.withLock(path, async () => {
      const entry = await this.stat(path);
      if (!entry || entry.isFolder) throw new StorageNotFoundError(path);
      const current = await this.currentVersionId(path);
      if (versionId && versionId !== current) {
        const location = await this.versionLocation(path, versionId);
        if (!location) throw new StorageNotFoundError(path);
        const size = (await stat(location)).size;
        await rm(location);
        this.usedBytes = (await this.used()) - size;
        return;
      }
      // Deleting the file (or its latest version) deletes it with its history, as the vendor's storage does.
      this.usedBytes = (await this.used()) - entry.size - (await folderSize(this.metaDir(path)));
      await rm(this.filePath(path));
      await rm(this.metaDir(path), { recursive: true, force: true });
    });
  }

  async createFolder(path: string): Promise<void> {
    await this.init();
    await this.ensureFolder(path);
  }

  async deleteFolder(path: string, recursive: boolean): Promise<void> {
    await this.init();
    if (!path) throw new StoragePathError('the storage root cannot be deleted');
    const entry = await this.stat(path);
    if (!entry) return;
    if (!entry.isFolder) throw new StoragePathError(`'${path}' is a file, not a folder`);
    if (!recursive) {
      try {
        await rmdir(this.filePath(path));
      } catch {
        throw new StoragePathError(`the folder '${path}' is not empty; delete it with recursive=true`);
      }
      return;
    }
    for (const file of await this.walkFiles(path)) await this.deleteFile(file);
    await rm(this.filePath(path), { recursive: true, force: true });
  }

  private async walkFiles(folder: string): Promise<string[]> {
    const out: string[] = [];
    for (const entry of await this.list(folder)) {
      if (entry.isFolder) out.push(...(await this.walkFiles(entry.path)));
      else out.push(entry.path);
    }
    return out;
  }

  async versions(path: string): Promise<StoredVersion[]> {
    await this.init();
    const latest = await this.stat(path);
    if (!latest || latest.isFolder) throw new StorageNotFoundError(path);
    const current = (await this.currentVersionId(path)) ?? 'latest';
    const out: StoredVersion[] = [{ ...latest, versionId: current, isLatest: true }];
    let names: string[] = [];
    try {
      names = await readdir(this.metaDir(path));
    } catch {
      names = [];
    }
    for (const name of names) {
      if (name === 'current' || name === current) continue;
      const info = await stat(join(this.metaDir(path), name));
      out.push({
        name: baseName(path),
        path,
        isFolder: false,
        size: info.size,
        modified: info.mtime,
        versionId: name,
        isLatest: false,
      });
    }
    return out.sort((a, b) => Number(b.isLatest) - Number(a.isLatest) || b.versionId.localeCompare(a.versionId));
  }
}

/** A second name for a file: a hard link (no bytes copied), or a copy where links are not allowed. */
async function keepAs(file: string, as: string): Promise<void> {
  try {
    await link(file, as);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    if (code !== 'EPERM' && code !== 'EXDEV' && code !== 'ENOTSUP' && code !== 'EMLINK') throw error;
    await copyFile(file, as);
  }
}

let versionCounter = 0;
/** Sortable by creation time, unique within a process and across processes. */
function newVersionId(): string {
  versionCounter = (versionCounter + 1) % 1296;
  return `${Date.now().toString(36).padStart(9, '0')}${versionCounter.toString(36).padStart(2, '0')}-${randomBytes(4).toString('hex')}`;
}

async function folderSize(folder: string): Promise<number> {
  let total = 0;
  let names;
  try {
    names = await readdir(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of names) {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) total += await folderSize(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}
