import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LocalStorage,
  normalizeStoragePath,
  StorageNotFoundError,
  StoragePathError,
  StorageQuotaError,
  type Storage,
} from '../../src/storage/index';
import { S3Storage } from '../../src/storage/s3';
import { signV4 } from '../../src/storage/sigv4';
import { startS3Stub } from './s3-stub';

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

describe('SigV4', () => {
  // AWS's documented example (IAM ListUsers, "Create a signed AWS API request").
  it('matches the AWS documentation example signature', () => {
    const result = signV4(
      {
        method: 'GET',
        path: '/',
        query: [
          ['Action', 'ListUsers'],
          ['Version', '2010-05-08'],
        ],
        headers: {
          'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
          host: 'iam.amazonaws.com',
          'x-amz-date': '20150830T123600Z',
        },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      {
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 'iam',
      },
      '20150830T123600Z',
    );
    expect(result.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
  });
});

/** The contract every Storage keeps, run against the local disk and the S3 stub. */
function storageContract(name: string, make: () => Promise<{ storage: Storage; cleanup: () => Promise<void> }>) {
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
      await storage.deleteFile('v.txt', versions[1].versionId);
      expect((await storage.versions('v.txt')).length).toBe(1);
      await storage.deleteFile('v.txt');
      expect(await storage.stat('v.txt')).toBeUndefined();
    });

    it('deletes folders: missing is fine, non-empty needs recursive', async () => {
      await storage.write('gone/a/b.txt', Buffer.from('x'));
      await expect(storage.deleteFolder('gone', false)).rejects.toBeInstanceOf(StoragePathError);
      await storage.deleteFolder('gone', true);
      expect(await storage.stat('gone')).toBeUndefined();
      await storage.deleteFolder('never', false);
    });

    it('reports usage and refuses writes past the quota', async () => {
      const usage = await storage.usage();
      expect(usage.total).toBe(4096);
      await expect(storage.write('huge.bin', new Uint8Array(5000))).rejects.toBeInstanceOf(StorageQuotaError);
      expect(await storage.stat('huge.bin')).toBeUndefined();
      expect((await storage.usage()).used).toBe(usage.used);
    });
  });
}

storageContract('local', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'docdelta-local-'));
  return {
    storage: new LocalStorage({ name: 'First Storage', root: dir, quotaBytes: 4096 }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

storageContract('S3 (protocol stub on loopback)', async () => {
  const credentials = {
    accessKeyId: 'AKIDTEST',
    secretAccessKey: 'test-secret-key',
    region: 'eu-west-1',
    bucket: 'docs',
  };
  const stub = await startS3Stub(credentials);
  return {
    storage: new S3Storage({ name: 'S3', endpoint: stub.endpoint, ...credentials, quotaBytes: 4096 }),
    cleanup: stub.close,
  };
});

describe('S3 storage', () => {
  it('fails with the S3 error code when the signature is wrong', async () => {
    const stub = await startS3Stub({ accessKeyId: 'A', secretAccessKey: 'right', region: 'us-east-1', bucket: 'b' });
    try {
      const storage = new S3Storage({
        name: 'S3',
        endpoint: stub.endpoint,
        accessKeyId: 'A',
        secretAccessKey: 'wrong',
        region: 'us-east-1',
        bucket: 'b',
      });
      await expect(storage.list('')).rejects.toThrow("the S3 storage 'S3' answered 403 SignatureDoesNotMatch");
    } finally {
      await stub.close();
    }
  });
});

describe('local storage crash safety', () => {
  it('removes temp files left by a crash and never shows a partial file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docdelta-crash-'));
    try {
      await mkdir(join(dir, '.tmp'), { recursive: true });
      await writeFile(join(dir, '.tmp', 'half-written'), 'partial');
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

describe('server over an S3 storage', () => {
  it('serves upload, versions, copy to local and download through the API', async () => {
    const { startTestServer } = await import('../server/helpers');
    const credentials = {
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'test-secret-key',
      region: 'eu-west-1',
      bucket: 'docs',
    };
    const stub = await startS3Stub(credentials);
    const server = await startTestServer({
      storages: [{ type: 's3', name: 'Cloud', endpoint: stub.endpoint, ...credentials }],
    });
    try {
      const client = server.client();
      await client.uploadFile('x/a.txt', { bytes: Buffer.from('first'), fileName: 'a.txt' }, { storageName: 'Cloud' });
      await client.uploadFile('x/a.txt', { bytes: Buffer.from('second'), fileName: 'a.txt' }, { storageName: 'Cloud' });
      const versions = (await client.getFileVersions('x/a.txt', { storageName: 'Cloud' })).Value!;
      expect(versions.map((v) => [v.IsLatest, v.Size])).toEqual([
        [true, 6],
        [false, 5],
      ]);
      await client.copyFile('x/a.txt', 'local/a.txt', { srcStorageName: 'Cloud', versionId: versions[1].VersionId });
      expect(Buffer.from(await client.downloadFile('local/a.txt')).toString()).toBe('first');
      expect((await client.getFilesList('x', { storageName: 'Cloud' })).Value?.map((f) => f.Name)).toEqual(['a.txt']);
      expect(stub.requests.some((r) => r.startsWith('PUT /docs/x/a.txt'))).toBe(true);
    } finally {
      await server.stop();
      await stub.close();
    }
  });
});
