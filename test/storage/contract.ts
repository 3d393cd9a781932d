import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageNotFoundError, StoragePathError, StorageQuotaError, type Storage } from '../../src/storage/index';

/**
 * The contract every Storage keeps, run against the local disk (test/storage/storage.test.ts)
 * and a real S3 server, Ceph's RADOS Gateway (test/s3/storage.s3.test.ts). `make` gives a
 * storage with a 4096-byte quota.
 */
export function storageContract(name: string, make: () => Promise<{ storage: Storage; cleanup: () => Promise<void> }>) {
  describe(`${name} storage contract`, () => {
    let storage: Storage;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, cleanup } = await make());
    });
    afterAll(async () => cleanup());

    it('writes, reads, stats and lists, creating parents', async () => {
      await storage.write('d/e/one.txt', Buffer.from('hello'));
      await storage.write('d/two.txt', Readable.from([Buffer.from('wor'), Buffer.from('ld')]));
      expect(Buffer.from(await storage.readBytes('d/e/one.txt')).toString()).toBe('hello');
      expect(await storage.stat('d/two.txt')).toMatchObject({ isFolder: false, size: 5, name: 'two.txt' });
      expect(await storage.stat('d/e')).toMatchObject({ isFolder: true });
      expect((await storage.list('d')).map((e) => [e.name, e.isFolder])).toEqual([
        ['e', true],
        ['two.txt', false],
      ]);
      await expect(storage.list('nope')).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.readBytes('d/missing.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
      const { size, body } = await storage.openRead('d/e/one.txt');
      expect(size).toBe(5);
      expect(Buffer.concat(await body.toArray()).toString()).toBe('hello');
    });

    it('keeps an empty folder and the folder of a deleted file', async () => {
      await storage.createFolder('empty/inner');
      expect((await storage.list('empty')).map((e) => [e.name, e.isFolder])).toEqual([['inner', true]]);
      await storage.write('kept/only.txt', Buffer.from('x'));
      await storage.deleteFile('kept/only.txt');
      expect(await storage.list('kept')).toEqual([]);
      expect(await storage.stat('kept')).toMatchObject({ isFolder: true });
    });

    it('keeps versions and reads, deletes them by id', async () => {
      await storage.write('v.txt', Buffer.from('1'));
      await storage.write('v.txt', Buffer.from('22'));
      const versions = await storage.versions('v.txt');
      expect(versions.map((v) => [v.isLatest, v.size])).toEqual([
        [true, 2],
        [false, 1],
      ]);
      expect(Buffer.from(await storage.readBytes('v.txt', versions[1].versionId)).toString()).toBe('1');
      expect(await storage.stat('v.txt', versions[1].versionId)).toMatchObject({ size: 1 });
      await expect(storage.readBytes('v.txt', 'no-such-version')).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.deleteFile('v.txt', 'no-such-version')).rejects.toBeInstanceOf(StorageNotFoundError);
      await storage.deleteFile('v.txt', versions[1].versionId);
      expect((await storage.versions('v.txt')).length).toBe(1);
      await storage.deleteFile('v.txt');
      expect(await storage.stat('v.txt')).toBeUndefined();
      await expect(storage.versions('v.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.deleteFile('v.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it('deletes folders: missing is fine, non-empty needs recursive', async () => {
      await storage.write('gone/a/b.txt', Buffer.from('x'));
      await expect(storage.deleteFolder('gone', false)).rejects.toBeInstanceOf(StoragePathError);
      await storage.deleteFolder('gone', true);
      expect(await storage.stat('gone')).toBeUndefined();
      await storage.deleteFolder('never', false);
      await storage.createFolder('bare');
      await storage.deleteFolder('bare', false);
      expect(await storage.stat('bare')).toBeUndefined();
    });

    it('reports usage and refuses writes past the quota', async () => {
      const usage = await storage.usage();
      expect(usage.total).toBe(4096);
      await expect(storage.write('huge.bin', new Uint8Array(5000))).rejects.toBeInstanceOf(StorageQuotaError);
      await expect(
        storage.write('huge-stream.bin', Readable.from([Buffer.alloc(3000), Buffer.alloc(3000)])),
      ).rejects.toBeInstanceOf(StorageQuotaError);
      expect(await storage.stat('huge.bin')).toBeUndefined();
      expect(await storage.stat('huge-stream.bin')).toBeUndefined();
      expect((await storage.usage()).used).toBe(usage.used);
    });

    it('never shows a partial file when the source fails', async () => {
      const failing = new Readable({
        read() {
          this.push(Buffer.from('some bytes'));
          this.destroy(new Error('connection lost'));
        },
      });
      await expect(storage.write('broken.txt', failing)).rejects.toThrow('connection lost');
      expect(await storage.stat('broken.txt')).toBeUndefined();
    });
  });
}
