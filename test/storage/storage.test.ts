import { mkdtemp, mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LocalStorage, normalizeStoragePath, StoragePathError } from '../../src/storage/index';
import { LocalConditionalStore } from '../../src/storage/local-conditional';
import { removeStaleTemps } from '../../src/storage/stale-temp';
import { storageContract } from './contract';

describe('normalizeStoragePath', () => {
  it('accepts \\ separators and an optional leading /, and never leaves the root', () => {
    expect(normalizeStoragePath('/a\\b/./c.docx')).toBe('a/b/c.docx');
    expect(normalizeStoragePath('a/x/../b.docx')).toBe('a/b.docx');
    expect(normalizeStoragePath('')).toBe('');
    expect(() => normalizeStoragePath('../x')).toThrow(StoragePathError);
    expect(() => normalizeStoragePath('a\\..\\..\\x')).toThrow("the path 'a\\..\\..\\x' leaves the storage root");
    expect(() => normalizeStoragePath('a\0b')).toThrow(StoragePathError);
  });
});

storageContract('local', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'docdelta-local-'));
  return {
    storage: new LocalStorage({ name: 'First Storage', root: dir, quotaBytes: 4096 }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

describe('local storage crash safety', () => {
  it('removes temp files left by a crash and never shows a partial file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docdelta-crash-'));
    try {
      await mkdir(join(dir, '.tmp'), { recursive: true });
      await writeFile(join(dir, '.tmp', 'half-written'), 'partial');
      await ageBy(join(dir, '.tmp', 'half-written'), 2 * HOUR);
      const storage = new LocalStorage({ name: 'First Storage', root: dir });
      expect(await storage.list('')).toEqual([]);
      expect(await readdir(join(dir, '.tmp'))).toEqual([]);
      const failing = new Readable({
        read() {
          this.push(Buffer.from('some bytes'));
          this.destroy(new Error('connection lost'));
        },
      });
      await expect(storage.write('x.txt', failing)).rejects.toThrow('connection lost');
      expect(await storage.stat('x.txt')).toBeUndefined();
      expect(await readdir(join(dir, '.tmp'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const HOUR = 60 * 60 * 1000;

async function ageBy(path: string, ms: number): Promise<void> {
  const then = new Date(Date.now() - ms);
  await utimes(path, then, then);
}

// A replica in another PID namespace names its temp files after a pid that means nothing here
// (or belongs to another process): starting beside it must leave its writes in flight alone.
describe('temp files of replicas sharing a folder', () => {
  const foreign = ['999999-in-flight', '1-in-flight', 'a1b2c3d4e5f6-lr3k2-00ff'];

  it('a starting local storage keeps recently touched temp files whatever their name, removes untouched ones', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docdelta-shared-tmp-'));
    try {
      await mkdir(join(dir, '.tmp'), { recursive: true });
      for (const name of foreign) await writeFile(join(dir, '.tmp', name), 'part of an upload');
      await writeFile(join(dir, '.tmp', 'left-by-a-crash'), 'partial');
      await ageBy(join(dir, '.tmp', 'left-by-a-crash'), 2 * HOUR);
      await new LocalStorage({ name: 'First Storage', root: dir }).prepare();
      expect((await readdir(join(dir, '.tmp'))).sort()).toEqual([...foreign].sort());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the shared-state store does the same, and a small lease setting takes effect', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docdelta-shared-kv-'));
    try {
      await mkdir(join(dir, '.tmp'), { recursive: true });
      for (const name of foreign) await writeFile(join(dir, '.tmp', name), 'generation');
      await ageBy(join(dir, '.tmp', foreign[0]!), 10 * 60 * 1000);
      await new LocalConditionalStore(dir).prepare();
      expect((await readdir(join(dir, '.tmp'))).sort()).toEqual([...foreign].sort());
      await new LocalConditionalStore(dir, { staleTempAfterMs: 5 * 60 * 1000 }).prepare();
      expect((await readdir(join(dir, '.tmp'))).sort()).toEqual([foreign[1], foreign[2]].sort());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('an upload folder counts as touched when a part inside it was written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docdelta-uploads-'));
    try {
      await mkdir(join(dir, '777-upload'), { recursive: true });
      await writeFile(join(dir, '777-upload', 'part-1'), 'bytes');
      await ageBy(join(dir, '777-upload'), 3 * HOUR);
      await mkdir(join(dir, '778-abandoned'), { recursive: true });
      await writeFile(join(dir, '778-abandoned', 'part-1'), 'bytes');
      await ageBy(join(dir, '778-abandoned', 'part-1'), 3 * HOUR);
      await ageBy(join(dir, '778-abandoned'), 3 * HOUR);
      await removeStaleTemps(dir);
      expect(await readdir(dir)).toEqual(['777-upload']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('local storage overwrites', () => {
  it('replace the file in one rename: a reader polling between every I/O step never finds the path missing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docdelta-atomic-'));
    try {
      const storage = new LocalStorage({ name: 'First Storage', root: dir });
      await storage.write('doc.txt', Buffer.from('version 0'));
      const file = join(dir, 'files', 'doc.txt');
      let polls = 0;
      let missing = 0;
      let writing = true;
      // Runs once per turn of the event loop, so between each two file-system callbacks of the writes.
      const poll = () => {
        polls++;
        if (!existsSync(file)) missing++;
        if (writing) setImmediate(poll);
      };
      setImmediate(poll);
      for (let version = 1; version <= 30; version++) await storage.write('doc.txt', Buffer.from(`version ${version}`));
      writing = false;
      expect(polls).toBeGreaterThan(30);
      expect(missing).toBe(0);
      expect(Buffer.from(await storage.readBytes('doc.txt')).toString()).toBe('version 30');
      const versions = await storage.versions('doc.txt');
      expect(versions).toHaveLength(31);
      const oldest = versions.at(-1)!;
      expect(Buffer.from(await storage.readBytes('doc.txt', oldest.versionId)).toString()).toBe('version 0');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
