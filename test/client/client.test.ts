import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClientError, DocdeltaClient, tokenExpiry } from '../../src/client/index';
import { startTestServer } from '../server/helpers';

/** A scripted fake service on loopback: each handler answers one request, in order. */
async function fakeService(handlers: ((req: IncomingMessage, res: ServerResponse, body: string) => void)[]) {
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const handler = handlers.shift();
      if (!handler) {
        res.statusCode = 500;
        res.end();
        return;
      }
      handler(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const jwt = (exp: number) => `x.${Buffer.from(JSON.stringify({ exp, sub: 'c' })).toString('base64url')}.y`;
const tokenHandler =
  (exp = Math.floor(Date.now() / 1000) + 3600) =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ access_token: jwt(exp), expires_in: 3600, token_type: 'Bearer' }));
  };
const json =
  (status: number, value: unknown, headers: Record<string, string> = {}) =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(value));
  };

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup) await c();
  cleanup = [];
});

describe('DocdeltaClient transport', () => {
  it('caches the token, retries 503 and 429 (honouring Retry-After) and parses camelCase', async () => {
    const fake = await fakeService([
      tokenHandler(),
      json(503, { error: { code: 'Busy', message: 'busy' } }),
      json(429, { error: { code: 'TooManyRequests', message: 'later' } }, { 'retry-after': '0' }),
      json(200, { formats: [{ extension: '.docx', fileFormat: 'Microsoft Word' }] }),
      json(200, { Formats: [] }),
    ]);
    cleanup.push(fake.close);
    const client = new DocdeltaClient({
      baseUrl: fake.url,
      clientId: 'c',
      clientSecret: 's',
      casing: 'camel',
      retryDelayMs: 1,
    });
    expect(await client.formats()).toEqual({ Formats: [{ Extension: '.docx', FileFormat: 'Microsoft Word' }] });
    expect(await client.formats()).toEqual({ Formats: [] });
    expect(fake.seen.filter((r) => r.url === '/connect/token')).toHaveLength(1);
    expect(fake.seen[1].headers['x-groupdocs-client']).toBe('docdelta-client');
    expect(String(fake.seen[1].headers.authorization)).toMatch(/^Bearer x\.[A-Za-z0-9_-]+\.y$/);
    expect(fake.seen.at(-1)?.url).toBe('/v2.0/comparison/formats');
  });

  it('asks for one token when calls start at once, and shares a refusal the same way', async () => {
    const refused = await fakeService([json(400, { error: 'invalid_client' })]);
    cleanup.push(refused.close);
    const client = new DocdeltaClient({ baseUrl: refused.url, clientId: 'c', clientSecret: 'wrong' });
    const calls = await Promise.allSettled([client.formats(), client.formats(), client.formats()]);
    expect(calls.map((c) => c.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(refused.seen.map((r) => r.url)).toEqual(['/connect/token']);
  });

  it('retries a dropped connection', async () => {
    const fake = await fakeService([tokenHandler(), (req) => req.socket.destroy(), json(200, { Exists: true })]);
    cleanup.push(fake.close);
    const client = new DocdeltaClient({ baseUrl: fake.url, clientId: 'c', clientSecret: 's', retryDelayMs: 1 });
    expect(await client.storageExists('First Storage')).toEqual({ Exists: true });
    expect(fake.seen.map((r) => r.url)).toEqual([
      '/connect/token',
      '/v2.0/comparison/storage/First%20Storage/exist',
      '/v2.0/comparison/storage/First%20Storage/exist',
    ]);
  });

  it('refreshes the token after a 401 and when it is about to expire', async () => {
    const fake = await fakeService([
      tokenHandler(Math.floor(Date.now() / 1000) + 10),
      // 10 s left is inside the 30 s margin: the next call fetches a new token first.
      tokenHandler(),
      json(401, { error: { code: 'Unauthorized', message: 'expired' } }),
      tokenHandler(),
      json(200, { UsedSize: 1, TotalSize: 2 }),
    ]);
    cleanup.push(fake.close);
    const client = new DocdeltaClient({ baseUrl: fake.url, clientId: 'c', clientSecret: 's' });
    await client.accessToken();
    expect(await client.getDiscUsage()).toEqual({ UsedSize: 1, TotalSize: 2 });
    expect(fake.seen.map((r) => r.url)).toEqual([
      '/connect/token',
      '/connect/token',
      '/v2.0/comparison/storage/disc',
      '/connect/token',
      '/v2.0/comparison/storage/disc',
    ]);
    expect(fake.seen[0].body).toBe('grant_type=client_credentials&client_id=c&client_secret=s');
  });

  it('turns error envelopes into ApiClientError with code and request id, and rejects invalid responses', async () => {
    const fake = await fakeService([
      tokenHandler(),
      json(404, {
        error: {
          code: 'NotFound',
          message: "Can't find file located at 'x'.",
          innerError: { requestId: 'r1', date: new Date().toISOString() },
        },
      }),
      json(200, { UsedSize: 'lots' }),
    ]);
    cleanup.push(fake.close);
    const client = new DocdeltaClient({ baseUrl: fake.url, clientId: 'c', clientSecret: 's' });
    const error = (await client.info({ FilePath: 'x' }).catch((e: unknown) => e)) as ApiClientError;
    expect(error).toBeInstanceOf(ApiClientError);
    expect([error.status, error.code, error.message, error.requestId]).toEqual([
      404,
      'NotFound',
      "Can't find file located at 'x'.",
      'r1',
    ]);
    await expect(client.getDiscUsage()).rejects.toThrow('UsedSize');
  });

  it('reads exp from a JWT', () => {
    expect(tokenExpiry(jwt(1234))).toBe(1_234_000);
    expect(tokenExpiry('garbage')).toBeUndefined();
  });
});

describe('streaming upload and download against the real server', () => {
  it('uploads from a file on disk and downloads to a file on disk', async () => {
    const server = await startTestServer();
    const dir = await mkdtemp(join(tmpdir(), 'docdelta-client-'));
    cleanup.push(async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    });
    const source = join(dir, 'big.bin');
    const content = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    await writeFile(source, content);
    const client = server.client();
    expect(await client.uploadFile('stream/big.bin', { filePath: source })).toEqual({
      Uploaded: ['big.bin'],
      Errors: [],
    });
    await client.downloadFileTo('stream/big.bin', join(dir, 'back.bin'));
    expect((await readFile(join(dir, 'back.bin'))).equals(content)).toBe(true);
  });
});
