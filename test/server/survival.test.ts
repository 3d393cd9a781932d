import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `docdelta serve` as shipped, in its own process, started once: each hostile request must get a
 * 4xx with a one-line message and leave the same process answering the next request.
 */

const CLIENT_ID = 'survival-client';
const CLIENT_SECRET = 'survival-secret';
let child: ChildProcess;
let dir: string;
let port: number;
let token: string;
let stderr = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docdelta-survival-'));
  child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli/index.ts', 'serve', '--port', '0', '--storage', join(dir, 'data')],
    {
      env: { ...process.env, DOCDELTA_CLIENT_ID: CLIENT_ID, DOCDELTA_CLIENT_SECRET: CLIENT_SECRET },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`docdelta serve exited with ${code} before listening: ${stderr}`)));
  });
  const answer = await send('POST', '/connect/token', {
    body: `grant_type=client_credentials&client_id=${CLIENT_ID}&client_secret=${CLIENT_SECRET}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  token = (JSON.parse(answer.text) as { access_token: string }).access_token;
}, 60_000);

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
});

/** HTTP with the path exactly as written (no URL parser decodes or resolves it). */
function send(
  method: string,
  path: string,
  options: { body?: string | Buffer; headers?: Record<string, string> } = {},
): Promise<{ status: number; text: string }> {
  const body = options.body ?? '';
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'content-length': Buffer.byteLength(body),
          ...options.headers,
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

function multipart(fileName: string): { body: Buffer; headers: Record<string, string> } {
  const boundary = 'survival-boundary';
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="${fileName}"\r\n` +
      `Content-Type: text/plain\r\n\r\nhostile upload\r\n--${boundary}--\r\n`,
  );
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function expectOneLine(text: string, reason: string): void {
  const { message } = (JSON.parse(text) as { error: { message: string } }).error;
  expect(message).toContain(reason);
  expect(message).not.toMatch(/[\r\n]/);
}

async function stillAnswers(): Promise<void> {
  expect(child.exitCode, `the server exited; its log: ${stderr}`).toBeNull();
  const listing = await send('GET', '/v2.0/comparison/storage/folder');
  expect(listing.status).toBe(200);
}

describe('one hostile request does not end docdelta serve', () => {
  const long = `${'n'.repeat(300)}.txt`;
  it.each([
    ['a climbing path', '/v2.0/comparison/storage/file/..%2F..%2Fx.txt', 'x.txt', 400, 'leaves the storage root'],
    ['a backslash climb', '/v2.0/comparison/storage/file/%5C..%5C..%5Cx.txt', 'x.txt', 400, 'leaves the storage root'],
    ['a NUL in the path', '/v2.0/comparison/storage/file/a%00b.txt', 'x.txt', 400, 'NUL character'],
    ['a name over 255 bytes', `/v2.0/comparison/storage/file/${long}`, long, 400, 'longer than 255 bytes'],
    ['an unknown storage', '/v2.0/comparison/storage/file/x.txt?storageName=Nope', 'x.txt', 400, "'Nope'"],
  ])('%s answers a one-line 4xx and the server answers after it', async (_what, path, fileName, status, reason) => {
    const { body, headers } = multipart(fileName);
    const answer = await send('PUT', path, { body, headers });
    expect(answer.status).toBe(status);
    expectOneLine(answer.text, reason);
    await stillAnswers();
  });

  it('a newline in a copy destination is quoted escaped, on one line', async () => {
    const answer = await send('PUT', '/v2.0/comparison/storage/file/copy/x.txt?destPath=..%2F..%2Fa%0Ab.txt');
    expect(answer.status).toBe(400);
    expectOneLine(answer.text, "'../../a\\nb.txt' leaves the storage root");
    await stillAnswers();
  });

  it('a newline in an uploaded file name is quoted escaped, on one line', async () => {
    const boundary = 'newline-boundary';
    const part = (field: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename*=utf-8''bad%0Aname.docx\r\n` +
      `Content-Type: application/octet-stream\r\n\r\nnot a Word document\r\n`;
    const answer = await send('PUT', '/v2.0/comparison/changes', {
      body: `${part('sourceFile')}${part('targetFiles')}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(answer.status).toBe(422);
    expectOneLine(answer.text, 'bad\\nname.docx');
    await stillAnswers();
  });

  it('leaves no upload behind and counts nothing as escaped', async () => {
    const health = await send('GET', '/health');
    expect(JSON.parse(health.text)).toEqual({
      status: 'ok',
      escaped: { uncaughtExceptions: 0, unhandledRejections: 0 },
    });
    const stored = await readdir(join(dir, 'data'), { recursive: true }).catch(() => []);
    expect(stored.filter((name) => /\.(txt|docx)$|\.uploads\/./.test(name))).toEqual([]);
    expect(stderr).not.toContain('uncaught');
  });
});
