import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsumptionMeter } from '../../src/service/consumption';
import { LocalConditionalStore } from '../../src/storage/local-conditional';
import { CLIENT_ID, startTestServer, type TestServer } from './helpers';

/** Findings of a black-box probe of the server, each with the request that found it. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.client().uploadFile('etc/passwd', { bytes: Buffer.from('inside the storage'), fileName: 'passwd' });
  await server.client().uploadFile('a/x.txt', { bytes: Buffer.from('a file'), fileName: 'x.txt' });
  await server.client().uploadFile('x.txt', { bytes: Buffer.from('the root file'), fileName: 'x.txt' });
});

afterAll(async () => {
  await server.stop();
});

/** A request with the path exactly as written: no URL parser resolves its dot segments first. */
async function rawRequest(method: string, path: string, body = ''): Promise<{ status: number; text: string }> {
  const token = await server.token();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/octet-stream',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('paths that try to leave the storage', () => {
  it.each([
    '/v2.0/comparison/storage/file/copy/a/%2e%2e/%2e%2e/x.txt?destPath=copied.txt',
    '/v2.0/comparison/storage/file/copy/a/../../x.txt?destPath=copied.txt',
    '/v2.0/comparison/storage/file/move/%2e%2e/%2e%2e/x.txt?destPath=copied.txt',
    '/v2.0/comparison/storage/folder/copy/a/%2E%2E/%2e%2e/a?destPath=copied',
    '/v2.0/comparison/storage/folder/move/a/.%2e/%2e./x?destPath=copied',
  ])('%s is a 400, not an upload or copy of a path the URL parser resolved', async (path) => {
    const response = await rawRequest('PUT', path, 'overwritten?');
    expect(response.status).toBe(400);
    expect(response.text).toContain("'.' or '..' segments");
    expect(Buffer.from(await server.client().downloadFile('x.txt')).toString()).toBe('the root file');
    expect((await server.client().objectExists('copied.txt')).Exists).toBe(false);
  });

  it.each([
    ['file/copy', '%2Fetc%2Fpasswd'],
    ['file/move', '%2Fetc%2Fpasswd'],
    ['file/copy', 'C:%5CWindows%5Cwin.ini'],
    ['file/copy', '%5C%5Cserver%5Cshare%5Cx'],
    ['folder/copy', '%2Fetc'],
    ['folder/move', '%2Fetc'],
  ])('an absolute source of %s (%s) is a 400, not read as a storage path', async (operation, source) => {
    const response = await rawRequest('PUT', `/v2.0/comparison/storage/${operation}/${source}?destPath=stolen`);
    expect(response.status).toBe(400);
    expect(response.text).toContain('is an absolute path; storage paths are relative to the storage root');
    expect((await server.client().objectExists('stolen')).Exists).toBe(false);
    expect((await server.client().objectExists('etc/passwd')).Exists).toBe(true);
  });

  it('a 5,000-character name is a 400 naming the limit, in a URL and in a body', async () => {
    const long = 'n'.repeat(5000);
    const upload = await rawRequest('PUT', `/v2.0/comparison/storage/file/${long}`, 'x');
    expect(upload.status).toBe(400);
    expect(upload.text).toContain('is longer than 255 bytes');
    expect(upload.text.length).toBeLessThan(1000);
    const info = await server.raw('POST', '/v2.0/comparison/info', {
      body: JSON.stringify({ FilePath: `docs/${long}.docx` }),
    });
    expect(info.status).toBe(400);
    const deep = await server.raw(
      'PUT',
      `/v2.0/comparison/storage/folder/${Array.from({ length: 60 }, () => 'd'.repeat(30)).join('/')}`,
    );
    expect(deep.status).toBe(400);
    expect(deep.text).toContain('is longer than 1024 bytes');
    expect(server.logs.filter((r) => r.level === 'error')).toEqual([]);
  });
});

describe('bodies', () => {
  it('JSON nested past 64 levels is a 400 before JSON.parse builds it', async () => {
    const deep = await server.raw('POST', '/v2.0/comparison/comparisons', { body: '['.repeat(100_000) });
    expect(deep.status).toBe(400);
    expect(deep.text).toContain('nests deeper than 64 levels');
    const fine = await server.raw('POST', '/v2.0/comparison/info', {
      body: JSON.stringify({
        FilePath: 'x.txt',
        Password: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
      }),
    });
    expect(fine.status).toBe(200);
  });
});

describe('client authentication', () => {
  it('an empty or missing client secret is invalid_client, as any failed client authentication', async () => {
    for (const body of [
      `grant_type=client_credentials&client_id=${CLIENT_ID}&client_secret=`,
      `grant_type=client_credentials&client_id=${CLIENT_ID}`,
      'grant_type=client_credentials',
    ]) {
      const response = await server.raw('POST', '/connect/token', {
        auth: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_client' });
    }
    const noGrant = await server.raw('POST', '/connect/token', {
      auth: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `client_id=${CLIENT_ID}&client_secret=`,
    });
    expect(noGrant.json()).toEqual({ error: 'invalid_request' });
  });
});

describe('the consumption meter', () => {
  it('loses no count when meters of two replicas add to one client at once, and imports an old file once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docdelta-meter-'));
    const file = join(dir, 'consumption.json');
    writeFileSync(file, JSON.stringify({ a: { credit: 5, bytes: 50 } }));
    const replicas = [0, 1].map(() => new ConsumptionMeter(new LocalConditionalStore(join(dir, 'shared-state'))));
    await Promise.all([...replicas.map((meter) => meter.importFile(file))]);
    for (let i = 0; i < 40; i++) replicas[i % 2].record(i % 4 === 0 ? 'b' : 'a', 1024 * 1024);
    // Counts reach the shared record when each replica flushes; their flushes collide and retry.
    await Promise.all(replicas.map((meter) => meter.flush()));
    expect(await replicas[0].of('a')).toEqual({ Credit: 5 + 30, Quantity: 30.000048 });
    expect(await replicas[1].of('b')).toEqual({ Credit: 10, Quantity: 10 });
    expect(readdirSync(dir).sort()).toEqual(['consumption.json.imported', 'shared-state']);
  });
});

/** Files under the server's folder that this process still holds open. */
function openFilesUnder(folder: string): string[] {
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(folder) ? [target] : [];
    } catch {
      return [];
    }
  });
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** Sends the head and part of a body, then drops the connection; resolves once the server has logged the request. */
async function dropMidUpload(path: string, headers: Record<string, string>, partial: Buffer): Promise<void> {
  const token = await server.token();
  const logged = server.logs.length;
  const socket = connect(server.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const head = [
    `PUT ${path} HTTP/1.1`,
    'host: 127.0.0.1',
    `authorization: Bearer ${token}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n');
  socket.write(head);
  await new Promise<void>((resolve) => socket.write(partial, () => resolve()));
  // The server has the upload under way once its temp file exists; then the client goes.
  for (let i = 0; i < 400 && !filesUnder(server.dir).some((f) => f.includes('.tmp') || f.includes('.uploads')); i++)
    await new Promise((r) => setTimeout(r, 25));
  socket.destroy();
  for (
    let i = 0;
    i < 400 && !server.logs.slice(logged).some((r) => r.msg === 'request' && r.path === path.split('?')[0]);
    i++
  )
    await new Promise((r) => setTimeout(r, 25));
}

describe('a client that drops the connection mid-upload', () => {
  const big = (size: number) => Buffer.alloc(size, 0x61);

  it.each([
    [
      'a storage upload',
      '/v2.0/comparison/storage/file/dropped/raw.bin',
      { 'content-type': 'application/octet-stream', 'content-length': String(8 * 1024 * 1024) },
      big(512 * 1024),
    ],
    [
      'a multipart storage upload',
      '/v2.0/comparison/storage/file/dropped/form.bin',
      { 'content-type': 'multipart/form-data; boundary=XyZ', 'content-length': String(8 * 1024 * 1024) },
      Buffer.concat([
        Buffer.from(
          '--XyZ\r\ncontent-disposition: form-data; name="File"; filename="form.bin"\r\ncontent-type: application/octet-stream\r\n\r\n',
        ),
        big(512 * 1024),
      ]),
    ],
    [
      'PUT /comparison/changes',
      '/v2.0/comparison/changes',
      { 'content-type': 'multipart/form-data; boundary=XyZ', 'content-length': String(8 * 1024 * 1024) },
      Buffer.concat([
        Buffer.from('--XyZ\r\ncontent-disposition: form-data; name="sourceFile"; filename="a.txt"\r\n\r\n'),
        big(512 * 1024),
      ]),
    ],
  ])('%s leaves no temp file, no open file and no 5xx in the log', async (_name, path, headers, partial) => {
    const before = server.logs.length;
    await dropMidUpload(path, headers, partial);
    const records = server.logs.slice(before);
    const record = records.find((r) => r.msg === 'request');
    expect(record).toMatchObject({ status: 499, level: 'info' });
    expect(records.filter((r) => r.level === 'error')).toEqual([]);
    expect(filesUnder(server.dir).filter((f) => f.includes('/.tmp/') || f.includes('/.uploads/'))).toEqual([]);
    expect(openFilesUnder(server.dir)).toEqual([]);
    expect((await server.client().objectExists(path.replace('/v2.0/comparison/storage/file/', ''))).Exists).toBe(false);
  });
});
