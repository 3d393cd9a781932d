import { Agent } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StorageNotFoundError } from '../../src/storage/index';
import { S3Storage } from '../../src/storage/s3';
import { storageContract } from '../storage/contract';
import { cephSettings, freshBucket } from './ceph';

storageContract('S3 (Ceph RGW)', async () => {
  const { bucket, cleanup } = await freshBucket();
  return {
    storage: new S3Storage({ name: 'S3', ...cephSettings(), bucket, prefix: 'tenant', quotaBytes: 4096 }),
    cleanup,
  };
});

describe('S3 storage on Ceph RGW', () => {
  let bucket: string;
  let cleanup: () => Promise<void>;
  let raw: Awaited<ReturnType<typeof freshBucket>>['client'];
  beforeAll(async () => {
    ({ bucket, cleanup, client: raw } = await freshBucket());
  });
  afterAll(async () => cleanup());

  it('writes a file into new folders with one PUT and no folder marker, and keeps the folder once it is empty', async () => {
    const storage = new S3Storage({ name: 'S3', ...cephSettings(), bucket, prefix: 'implied' });
    const sent: string[] = [];
    (storage['client'] as typeof raw).middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { method?: string; path?: string };
        sent.push(`${request.method} ${decodeURIComponent(request.path ?? '')}`);
        return next(args);
      },
      { step: 'deserialize', name: 'countRequests' },
    );
    await storage.write('a/b/c/file.txt', Buffer.from('x'));
    expect(sent).toEqual([`PUT /${bucket}/implied/a/b/c/file.txt`]);
    // The folders are implied by the file's key.
    expect(await storage.stat('a/b')).toMatchObject({ isFolder: true });
    expect((await storage.list('a/b')).map((e) => [e.name, e.isFolder])).toEqual([['c', true]]);
    const objects = await raw.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'implied/' }));
    expect((objects.Contents ?? []).map((o) => o.Key)).toEqual(['implied/a/b/c/file.txt']);
    // Its last file gone, the folder stays (a marker now holds it), as on a disk.
    await storage.deleteFile('a/b/c/file.txt');
    expect(await storage.stat('a/b/c')).toMatchObject({ isFolder: true });
    expect(await storage.list('a/b/c')).toEqual([]);
    // A second write into an existing folder is again one PUT.
    sent.length = 0;
    await storage.write('a/b/c/again.txt', Buffer.from('y'));
    expect(sent).toEqual([`PUT /${bucket}/implied/a/b/c/again.txt`]);
  });

  it('uploads a stream larger than one part in parts and reads it back whole', async () => {
    const storage = new S3Storage({ name: 'S3', ...cephSettings(), bucket, partSizeBytes: 5 * 1024 * 1024 });
    const part = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const source = new Readable({
      read() {
        if (sent === 12) return this.push(null);
        part.fill(sent++);
        this.push(Buffer.from(part));
      },
    });
    const written = await storage.write('big/parts.bin', source);
    expect(written.size).toBe(12 * 1024 * 1024);
    expect(written.versionId).not.toBe('null');
    const back = Buffer.from(await storage.readBytes('big/parts.bin'));
    expect(back.length).toBe(12 * 1024 * 1024);
    expect([back[0], back[5 * 1024 * 1024], back[12 * 1024 * 1024 - 1]]).toEqual([0, 5, 11]);
    expect((await storage.versions('big/parts.bin'))[0]).toMatchObject({ isLatest: true, size: 12 * 1024 * 1024 });
  });

  it('aborts a multipart upload whose source fails, leaving no file and no parts', async () => {
    const storage = new S3Storage({ name: 'S3', ...cephSettings(), bucket, partSizeBytes: 5 * 1024 * 1024 });
    let chunks = 0;
    const failing = new Readable({
      read() {
        if (++chunks > 7) return this.destroy(new Error('connection lost'));
        this.push(Buffer.alloc(1024 * 1024, 1));
      },
    });
    await expect(storage.write('big/failed.bin', failing)).rejects.toThrow('connection lost');
    expect(await storage.stat('big/failed.bin')).toBeUndefined();
    expect((await raw.send(new ListMultipartUploadsCommand({ Bucket: bucket }))).Uploads ?? []).toEqual([]);
  });

  it('treats a file whose latest version is a delete marker (another tool deleted it) as gone', async () => {
    const storage = new S3Storage({ name: 'S3', ...cephSettings(), bucket });
    await storage.write('marked.txt', Buffer.from('one'));
    await raw.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'marked.txt' }));
    expect(await storage.stat('marked.txt')).toBeUndefined();
    await expect(storage.versions('marked.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
    expect((await storage.list('')).map((e) => e.name)).not.toContain('marked.txt');
    // Written again, its history is the two real versions, without the marker.
    await storage.write('marked.txt', Buffer.from('three'));
    expect((await storage.versions('marked.txt')).map((v) => [v.isLatest, v.size])).toEqual([
      [true, 5],
      [false, 3],
    ]);
    await storage.deleteFile('marked.txt');
    expect(await storage.stat('marked.txt')).toBeUndefined();
  });

  it('names the storage and the S3 error code when the secret is wrong, never the secret', async () => {
    const storage = new S3Storage({ name: 'S3', ...cephSettings(), bucket, secretAccessKey: 'wrong-secret-value' });
    const error = await storage.list('').catch((e: unknown) => e as Error);
    expect((error as Error).message).toBe("the S3 storage 'S3' answered 403 SignatureDoesNotMatch");
    expect(JSON.stringify(error)).not.toContain('wrong-secret-value');
  });

  it('says so in one line when the server cannot be reached', async () => {
    const storage = new S3Storage({
      name: 'S3',
      ...cephSettings(),
      endpoint: 'http://127.0.0.1:9',
      bucket,
      maxAttempts: 1,
    });
    await expect(storage.list('')).rejects.toThrow("the S3 storage 'S3' could not be reached: ECONNREFUSED");
  });

  it('takes credentials from the AWS environment and from a shared profile when none are configured', async () => {
    const { accessKeyId, secretAccessKey, endpoint, region } = cephSettings();
    await raw.send(new PutObjectCommand({ Bucket: bucket, Key: 'chain.txt', Body: 'chain' }));
    vi.stubEnv('AWS_ACCESS_KEY_ID', accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', secretAccessKey);
    try {
      const fromEnv = new S3Storage({ name: 'S3', endpoint, region, bucket });
      expect(Buffer.from(await fromEnv.readBytes('chain.txt')).toString()).toBe('chain');
    } finally {
      vi.unstubAllEnvs();
    }
    const dir = await mkdtemp(join(tmpdir(), 'docdelta-aws-'));
    try {
      const file = join(dir, 'credentials');
      await writeFile(
        file,
        `[docdelta-test]\naws_access_key_id = ${accessKeyId}\naws_secret_access_key = ${secretAccessKey}\n`,
      );
      vi.stubEnv('AWS_SHARED_CREDENTIALS_FILE', file);
      vi.stubEnv('AWS_CONFIG_FILE', join(dir, 'config'));
      const fromProfile = new S3Storage({ name: 'S3', endpoint, region, bucket, profile: 'docdelta-test' });
      expect(Buffer.from(await fromProfile.readBytes('chain.txt')).toString()).toBe('chain');
    } finally {
      vi.unstubAllEnvs();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('speaks virtual-host addressing (bucket.host) as well as path-style', async () => {
    const { endpoint, ...rest } = cephSettings();
    const port = new URL(endpoint).port;
    // scripts/s3-server.sh gives RGW the DNS name `localhost`; this resolves `<bucket>.localhost` to loopback.
    const hosts: string[] = [];
    const agent = new Agent({
      lookup: ((hostname: string, options: { all?: boolean }, callback: (e: null, ...rest: unknown[]) => void) => {
        hosts.push(hostname);
        if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
        else callback(null, '127.0.0.1', 4);
      }) as never,
    });
    const storage = new S3Storage({
      name: 'S3',
      ...rest,
      endpoint: `http://localhost:${port}`,
      pathStyle: false,
      bucket,
      requestHandler: { httpAgent: agent },
    });
    await storage.write('vhost/a.txt', Buffer.from('virtual'));
    expect(Buffer.from(await storage.readBytes('vhost/a.txt')).toString()).toBe('virtual');
    expect(hosts).toContain(`${bucket}.localhost`);
    agent.destroy();
  });
});

describe('server over an S3 storage on Ceph RGW', () => {
  it('serves upload, versions, copy to local and download through the API', async () => {
    const { startTestServer } = await import('../server/helpers');
    const { bucket, cleanup, client: raw } = await freshBucket();
    const server = await startTestServer({
      storages: [{ type: 's3', name: 'Cloud', ...cephSettings(), bucket }],
      // One server: its own folder for the shared state, said outright (files on S3 have no default).
      sharedState: { type: 'local' },
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
      const stored = await raw.send(new HeadObjectCommand({ Bucket: bucket, Key: 'x/a.txt' }));
      expect(stored.ContentLength).toBe(6);
    } finally {
      await server.stop();
      await cleanup();
    }
  });
});
