import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    storages: [
      { type: 'local', name: 'First Storage' },
      { type: 'local', name: 'Archive', quotaBytes: 1000 },
    ],
  });
});

afterAll(async () => {
  await server.stop();
});

const bytes = (text: string) => ({ bytes: Buffer.from(text), fileName: 'f.txt' });

describe('files', () => {
  it('uploads, lists, downloads and deletes; parents are created; names are UTF-8', async () => {
    const client = server.client();
    const result = await client.uploadFile('a/b/Überblick 1.txt', bytes('hello'));
    expect(result).toEqual({ Uploaded: ['Überblick 1.txt'], Errors: [] });
    const list = await client.getFilesList('a/b');
    expect(list.Value?.map((f) => [f.Name, f.IsFolder, f.Size, f.Path])).toEqual([
      ['Überblick 1.txt', false, 5, '/a/b/Überblick 1.txt'],
    ]);
    expect((await client.getFilesList('/a')).Value?.map((f) => [f.Name, f.IsFolder])).toEqual([['b', true]]);
    const camel = (await server.raw('GET', '/v2.0/comparison/storage/folder/a%5Cb', { casing: 'camel' })).json() as {
      value: Record<string, unknown>[];
    };
    expect(Object.keys(camel.value[0]).sort()).toEqual(['isFolder', 'modifiedDate', 'name', 'path', 'size']);
    const exists = (
      await server.raw('GET', '/v2.0/comparison/storage/exist/a/b/%C3%9Cberblick%201.txt', { casing: 'camel' })
    ).json();
    expect(exists).toEqual({ exists: true, isFolder: false });
    expect(Buffer.from(await client.downloadFile('\\a\\b\\Überblick 1.txt')).toString()).toBe('hello');
    await client.deleteFile('a/b/Überblick 1.txt');
    expect(await client.objectExists('a/b/Überblick 1.txt')).toEqual({ Exists: false, IsFolder: false });
    expect(await client.objectExists('a/b')).toEqual({ Exists: true, IsFolder: true });
  });

  it('accepts a raw (non-multipart) upload body and answers in camelCase with x-groupdocs-client', async () => {
    const response = await server.raw('PUT', '/v2.0/comparison/storage/file/raw/x.txt', {
      body: Buffer.from('raw body'),
      headers: { 'content-type': 'application/octet-stream' },
      casing: 'camel',
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ uploaded: ['x.txt'], errors: [] });
  });

  it('keeps the old content as a version; versionId selects it everywhere', async () => {
    const client = server.client();
    await client.uploadFile('v/doc.txt', bytes('one'));
    await client.uploadFile('v/doc.txt', bytes('two'));
    await client.uploadFile('v/doc.txt', bytes('three!'));
    const versions = (await client.getFileVersions('v/doc.txt')).Value!;
    expect(versions.map((v) => [v.IsLatest, v.Size])).toEqual([
      [true, 6],
      [false, 3],
      [false, 3],
    ]);
    const oldest = versions[2].VersionId!;
    expect(Buffer.from(await client.downloadFile('v/doc.txt', { versionId: oldest })).toString()).toBe('one');
    expect(await client.objectExists('v/doc.txt', { versionId: oldest })).toEqual({ Exists: true, IsFolder: false });
    await client.copyFile('v/doc.txt', 'v/copy-of-one.txt', { versionId: oldest });
    expect(Buffer.from(await client.downloadFile('v/copy-of-one.txt')).toString()).toBe('one');
    await client.deleteFile('v/doc.txt', { versionId: oldest });
    expect((await client.getFileVersions('v/doc.txt')).Value!.length).toBe(2);
    await expect(client.downloadFile('v/doc.txt', { versionId: oldest })).rejects.toMatchObject({ status: 404 });
    const camel = (
      await server.raw('GET', '/v2.0/comparison/storage/version/v/doc.txt', { casing: 'camel' })
    ).json() as { value: { versionId: string; isLatest: boolean }[] };
    expect(camel.value[0]).toMatchObject({ isLatest: true });
  });

  it('concurrent uploads of one path each become a whole version', async () => {
    const client = server.client();
    const contents = Array.from({ length: 8 }, (_, i) => `content number ${i} `.repeat(200 + i));
    await Promise.all(contents.map((text) => client.uploadFile('race/same.txt', bytes(text))));
    const latest = Buffer.from(await client.downloadFile('race/same.txt')).toString();
    expect(contents).toContain(latest);
    const versions = (await client.getFileVersions('race/same.txt')).Value!;
    expect(versions.length).toBe(8);
    const seen = new Set<string>();
    for (const v of versions)
      seen.add(Buffer.from(await client.downloadFile('race/same.txt', { versionId: v.VersionId })).toString());
    expect(seen).toEqual(new Set(contents));
    // No temp files are left behind.
    expect(await readdir(join(server.dir, 'first-storage', '.tmp'))).toEqual([]);
  });

  it('copies and moves files, creating parents, across storages', async () => {
    const client = server.client();
    await client.uploadFile('cm/src.txt', bytes('payload'));
    await client.copyFile('cm/src.txt', 'cm/deep/er/copy.txt');
    await client.moveFile('cm/src.txt', 'moved.txt', { destStorageName: 'Archive' });
    expect(await client.objectExists('cm/src.txt')).toMatchObject({ Exists: false });
    expect(Buffer.from(await client.downloadFile('moved.txt', { storageName: 'Archive' })).toString()).toBe('payload');
    expect(Buffer.from(await client.downloadFile('cm/deep/er/copy.txt')).toString()).toBe('payload');
    const missingDest = await server.raw('PUT', '/v2.0/comparison/storage/file/copy/cm/deep/er/copy.txt');
    expect(missingDest.status).toBe(400);
  });
});

describe('folders and storages', () => {
  it('creates, copies, moves and deletes folders; deleting a missing folder succeeds', async () => {
    const client = server.client();
    await client.createFolder('f1/empty');
    await client.uploadFile('f1/sub/x.txt', bytes('x'));
    await client.copyFolder('f1', 'f2');
    expect((await client.getFilesList('f2')).Value?.map((f) => f.Name)).toEqual(['empty', 'sub']);
    await client.moveFolder('f2', 'f3');
    expect(await client.objectExists('f2')).toMatchObject({ Exists: false });
    expect(Buffer.from(await client.downloadFile('f3/sub/x.txt')).toString()).toBe('x');
    const notEmpty = await server.raw('DELETE', '/v2.0/comparison/storage/folder/f3');
    expect(notEmpty.status).toBe(400);
    await client.deleteFolder('f3', { recursive: true });
    expect(await client.objectExists('f3')).toMatchObject({ Exists: false });
    await client.deleteFolder('never/was/here');
    expect((await server.raw('DELETE', '/v2.0/comparison/storage/folder/never-here?recursive=true')).status).toBe(200);
    await expect(client.getFilesList('never-here')).rejects.toMatchObject({
      status: 404,
      message: "Can't find file located at 'never-here'.",
    });
  });

  it('reports storage existence and disc usage against the quota', async () => {
    const client = server.client();
    expect(await client.storageExists('First Storage')).toEqual({ Exists: true });
    expect(await client.storageExists('Nope')).toEqual({ Exists: false });
    const before = await client.getDiscUsage({ storageName: 'Archive' });
    expect(before.TotalSize).toBe(1000);
    await client.uploadFile('q/small.txt', bytes('12345'), { storageName: 'Archive' });
    expect((await client.getDiscUsage({ storageName: 'Archive' })).UsedSize).toBe(before.UsedSize + 5);
    await expect(
      client.uploadFile('q/big.txt', { bytes: new Uint8Array(2000), fileName: 'big' }, { storageName: 'Archive' }),
    ).rejects.toMatchObject({ status: 413 });
    expect(await client.objectExists('q/big.txt', { storageName: 'Archive' })).toMatchObject({ Exists: false });
    const camel = (
      await server.raw('GET', '/v2.0/comparison/storage/disc?storagename=Archive', { casing: 'camel' })
    ).json();
    expect(camel).toMatchObject({ totalSize: 1000 });
  });

  it('never leaves the storage root', async () => {
    const attempts = [
      '/v2.0/comparison/storage/file/..%2F..%2Fetc%2Fpasswd',
      '/v2.0/comparison/storage/file/a/..%2F..%2F..%2Fsecret.txt',
      '/v2.0/comparison/storage/file/..%5C..%5Cwin.ini',
      '/v2.0/comparison/storage/folder/..%2F..',
    ];
    for (const path of attempts) {
      const response = await server.raw('GET', path);
      expect(response.status, path).toBe(400);
      expect(response.text).toContain('leaves the storage root');
    }
    const info = await server.raw('POST', '/v2.0/comparison/info', {
      body: JSON.stringify({ FilePath: '../../../../etc/hostname' }),
    });
    expect(info.status).toBe(400);
    const upload = await server.raw('PUT', '/v2.0/comparison/storage/file/..%2Fescape.txt', {
      body: Buffer.from('x'),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(upload.status).toBe(400);
    // `..` inside the root stays inside it.
    await server.client().uploadFile('in/side.txt', bytes('ok'));
    expect(Buffer.from(await server.client().downloadFile('in/other/../side.txt')).toString()).toBe('ok');
  });

  it('rejects a malformed multipart body with 400', async () => {
    const response = await server.raw('PUT', '/v2.0/comparison/storage/file/m/x.txt', {
      body: Buffer.from('--nope\r\ngarbage'),
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    });
    expect(response.status).toBe(400);
    const noBoundary = await server.raw('PUT', '/v2.0/comparison/changes', {
      body: Buffer.from('x'),
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
  });
});
