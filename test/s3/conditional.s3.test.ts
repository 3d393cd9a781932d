import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3ConditionalStore } from '../../src/storage/s3-conditional';
import { cephSettings, freshBucket } from './ceph';

const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString() : undefined);

describe('S3 conditional store on Ceph RGW', () => {
  let bucket: string;
  let raw: S3Client;
  let cleanup: () => Promise<void>;
  // Two stores with their own clients stand for two replicas.
  let first: S3ConditionalStore;
  let second: S3ConditionalStore;
  beforeAll(async () => {
    ({ bucket, client: raw, cleanup } = await freshBucket({ versioned: false }));
    first = new S3ConditionalStore({ ...cephSettings(), bucket, prefix: 'state' });
    second = new S3ConditionalStore({ ...cephSettings(), bucket, prefix: 'state' });
  });
  afterAll(async () => cleanup());

  it('creates only when absent and replaces only the version that was read', async () => {
    const created = await first.writeIf('jobs/a', Buffer.from('v1'), { ifNoneMatch: '*' });
    expect(created).toMatch(/^[0-9a-f]+$/);
    expect(await second.writeIf('jobs/a', Buffer.from('other'), { ifNoneMatch: '*' })).toBeUndefined();
    const read = await second.readTagged('jobs/a');
    expect(read && { text: text(read.content), etag: read.etag }).toEqual({ text: 'v1', etag: created });
    const replaced = await second.writeIf('jobs/a', Buffer.from('v2'), { ifMatch: created! });
    expect(replaced).toBeDefined();
    expect(await first.writeIf('jobs/a', Buffer.from('stale'), { ifMatch: created! })).toBeUndefined();
    expect(text((await first.readTagged('jobs/a'))?.content)).toBe('v2');
    expect(await first.readTagged('jobs/missing')).toBeUndefined();
  });

  it('of two writers racing on one key, exactly one wins, every round', async () => {
    for (let round = 0; round < 8; round++) {
      const key = `race/${round}`;
      const creates = await Promise.all([
        first.writeIf(key, Buffer.from('first'), { ifNoneMatch: '*' }),
        second.writeIf(key, Buffer.from('second'), { ifNoneMatch: '*' }),
      ]);
      expect(creates.filter(Boolean)).toHaveLength(1);
      const { etag } = (await first.readTagged(key))!;
      const replaces = await Promise.all([
        first.writeIf(key, Buffer.from('first again'), { ifMatch: etag }),
        second.writeIf(key, Buffer.from('second again'), { ifMatch: etag }),
      ]);
      expect(replaces.filter(Boolean)).toHaveLength(1);
      const winner = replaces[0] ? 'first again' : 'second again';
      expect(text((await second.readTagged(key))?.content)).toBe(winner);
    }
  });

  it('counts without lost updates when two writers increment one counter', async () => {
    const increment = async (store: S3ConditionalStore) => {
      for (;;) {
        const read = await store.readTagged('counts/total');
        const next = Buffer.from(String(Number(text(read?.content) ?? '0') + 1));
        const written = read
          ? await store.writeIf('counts/total', next, { ifMatch: read.etag })
          : await store.writeIf('counts/total', next, { ifNoneMatch: '*' });
        if (written) return;
      }
    };
    const run = async (store: S3ConditionalStore) => {
      for (let i = 0; i < 10; i++) await increment(store);
    };
    await Promise.all([run(first), run(second)]);
    expect(text((await first.readTagged('counts/total'))?.content)).toBe('20');
  });

  it('deletes only the version that was read; a deleted key reads as absent and can be created again', async () => {
    const etag = (await first.writeIf('leases/x', Buffer.from('held'), { ifNoneMatch: '*' }))!;
    await first.writeIf('leases/y', Buffer.from('other'), { ifNoneMatch: '*' });
    expect(await second.deleteIf('leases/x', 'not-the-etag')).toBe(false);
    expect(text((await second.readTagged('leases/x'))?.content)).toBe('held');
    const deletes = await Promise.all([first.deleteIf('leases/x', etag), second.deleteIf('leases/x', etag)]);
    expect(deletes.filter(Boolean)).toHaveLength(1);
    expect(await first.readTagged('leases/x')).toBeUndefined();
    expect(await first.listKeys('leases/')).toEqual(['leases/y']);
    expect(await first.deleteIf('leases/x', etag)).toBe(false);
    const creates = await Promise.all([
      first.writeIf('leases/x', Buffer.from('again 1'), { ifNoneMatch: '*' }),
      second.writeIf('leases/x', Buffer.from('again 2'), { ifNoneMatch: '*' }),
    ]);
    expect(creates.filter(Boolean)).toHaveLength(1);
    expect(await second.listKeys('leases/')).toEqual(['leases/x', 'leases/y']);
  });

  it('lists keys under a prefix, its own prefix stripped, and keeps empty entries', async () => {
    await first.writeIf('list/b', Buffer.from('b'), { ifNoneMatch: '*' });
    await first.writeIf('list/a', new Uint8Array(), { ifNoneMatch: '*' });
    await first.writeIf('listing-not/c', Buffer.from('c'), { ifNoneMatch: '*' });
    expect(await second.listKeys('list/')).toEqual(['list/a', 'list/b']);
    expect((await second.readTagged('list/a'))?.content).toEqual(new Uint8Array());
  });

  it('leaves no object behind for a final delete, and lists past tombstones by size alone', async () => {
    const etags = await Promise.all(
      ['once/1', 'once/2', 'once/3'].map((key) => first.writeIf(key, Buffer.from(key), { ifNoneMatch: '*' })),
    );
    expect(await second.deleteIf('once/1', etags[0]!, { final: true })).toBe(true);
    expect(await second.deleteIf('once/2', etags[1]!)).toBe(true);
    expect(await first.readTagged('once/1')).toBeUndefined();
    expect(await first.listKeys('once/')).toEqual(['once/3']);
    const stored = await raw.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'state/once/' }));
    // Where the server honours conditions on DELETE nothing is left either way; RGW 16 keeps the non-final tombstone.
    expect((stored.Contents ?? []).map((o) => o.Key)).not.toContain('state/once/1');
    expect((stored.Contents ?? []).map((o) => o.Key)).toContain('state/once/3');
  });
});

describe('S3 conditional store on a versioned RGW bucket', () => {
  it('refuses to work where the server ignores conditions (RGW 16 in versioned buckets), else keeps them', async () => {
    const { bucket, client, cleanup } = await freshBucket({ versioned: true });
    try {
      // What the server does, asked directly: does If-None-Match: * stop a second PUT here?
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'raw', Body: 'one' }));
      const ignored = await client
        .send(new PutObjectCommand({ Bucket: bucket, Key: 'raw', Body: 'two', IfNoneMatch: '*' }))
        .then(() => true)
        .catch(() => false);
      const store = new S3ConditionalStore({ ...cephSettings(), bucket, prefix: 'state', name: 'shared state' });
      const create = () => store.writeIf('k', Buffer.from('x'), { ifNoneMatch: '*' });
      if (ignored) {
        await expect(create()).rejects.toThrow(
          "the S3 server behind 'shared state' ignores If-None-Match: * on bucket",
        );
      } else {
        expect(await create()).toBeDefined();
        expect(await create()).toBeUndefined();
      }
    } finally {
      await cleanup();
    }
  });
});
