import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { ServerConfigFile, resolveServerConfig } from '../../src/server/config';
import { startServer, type RunningServer } from '../../src/server/index';
import { plainDocx } from '../helpers/hostile-documents';

/**
 * A real full disk: the server's --storage is a 4 MiB tmpfs. Mounting needs root (CAP_SYS_ADMIN);
 * without it the suite says so and skips.
 */

const mountPoint = mkdtempSync(join(tmpdir(), 'docdelta-full-disk-'));
const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint]).status === 0;
if (!mounted) console.warn('disk-full tests skipped: mounting a tmpfs needs root (mount -t tmpfs failed)');

let server: RunningServer;
let token: string;
const deadPid = spawnSync('true').pid;

beforeAll(async () => {
  if (!mounted) return;
  // Leftovers of a crashed writer, which start-up (not the first request) must clear.
  mkdirSync(join(mountPoint, 'first-storage', '.tmp'), { recursive: true });
  mkdirSync(join(mountPoint, 'shared-state', '.tmp'), { recursive: true });
  mkdirSync(join(mountPoint, '.uploads', `${deadPid}-abandoned`), { recursive: true });
  writeFileSync(join(mountPoint, 'first-storage', '.tmp', `${deadPid}-half-written`), 'partial');
  writeFileSync(join(mountPoint, 'shared-state', '.tmp', `${deadPid}-half-written`), '');
  // Untouched for two hours: start-up takes them for a crash's, not for another replica's write in flight.
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  for (const leftover of [
    join(mountPoint, 'first-storage', '.tmp', `${deadPid}-half-written`),
    join(mountPoint, 'shared-state', '.tmp', `${deadPid}-half-written`),
    join(mountPoint, '.uploads', `${deadPid}-abandoned`),
  ])
    utimesSync(leftover, twoHoursAgo, twoHoursAgo);
  const file = ServerConfigFile.parse({ clients: [{ clientId: 'disk', clientSecret: 'disk-secret' }] });
  server = await startServer({ config: resolveServerConfig(file, mountPoint, {}), port: 0, logger: () => undefined });
  const answer = await request(`${server.url}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&client_id=disk&client_secret=disk-secret',
  });
  token = ((await answer.body.json()) as { access_token: string }).access_token;
});

afterAll(async () => {
  await server?.close();
  if (mounted) spawnSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: Buffer | string) {
  const answer = await request(`${server.url}${path}`, {
    method: method as 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': typeof body === 'string' ? 'application/json' : 'application/octet-stream',
    },
    body,
  });
  const text = await answer.body.text();
  return { status: answer.statusCode, text };
}

const upload = (path: string, bytes: Buffer) => call('PUT', `/v2.0/comparison/storage/file/${path}`, bytes);

async function download(path: string): Promise<Buffer> {
  const answer = await request(`${server.url}/v2.0/comparison/storage/file/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return Buffer.from(await answer.body.arrayBuffer());
}

/** Every empty file under the mount (a 0-byte temp file is what a failed write used to leave). */
function emptyFiles(dir = mountPoint): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...emptyFiles(full));
    else if (statSync(full).size === 0) out.push(full.slice(mountPoint.length));
  }
  return out;
}

function tempFiles(): string[] {
  return ['first-storage/.tmp', 'shared-state/.tmp', '.uploads'].flatMap((folder) => {
    try {
      return readdirSync(join(mountPoint, folder)).map((name) => `${folder}/${name}`);
    } catch {
      return [];
    }
  });
}

function expect507(answer: { status: number; text: string }, what: string) {
  expect(answer.status).toBe(507);
  const { code, message } = (JSON.parse(answer.text) as { error: { code: string; message: string } }).error;
  expect(code).toBe('InsufficientStorage');
  expect(message).toContain(what);
  expect(message).not.toMatch(/[\r\n]/);
}

/** Fills what is left of the disk with a file outside the storage; returns the function that frees it. */
async function fillDisk(): Promise<() => void> {
  const filler = join(mountPoint, 'filler');
  await writeFile(filler, Buffer.alloc(8 * 1024 * 1024, 1)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOSPC') throw error;
  });
  return () => rmSync(filler, { force: true });
}

describe.skipIf(!mounted)('a full disk (tmpfs of 4 MiB; needs root to mount)', () => {
  it('temp files of dead writers were cleared at start, before any request', () => {
    expect(tempFiles()).toEqual([]);
  });

  it('an upload larger than the disk answers 507, keeps no part of it and no empty file', async () => {
    expect((await upload('kept.txt', Buffer.from('the first content'))).status).toBe(200);
    expect507(await upload('big.bin', Buffer.alloc(6 * 1024 * 1024, 7)), "'big.bin' was not written");
    expect((await call('GET', '/v2.0/comparison/storage/exist/big.bin')).text).toContain('"Exists":false');
    expect(tempFiles()).toEqual([]);
    expect(emptyFiles()).toEqual([]);
  });

  it('an overwrite that does not fit answers 507 and leaves the old file in place', async () => {
    expect507(await upload('kept.txt', Buffer.alloc(6 * 1024 * 1024, 8)), "'kept.txt' was not written");
    expect((await download('kept.txt')).toString()).toBe('the first content');
    expect(emptyFiles()).toEqual([]);
  });

  it('a copy onto a full disk answers 507', async () => {
    expect((await upload('source.bin', Buffer.alloc(512 * 1024, 9))).status).toBe(200);
    const free = await fillDisk();
    try {
      expect507(await call('PUT', '/v2.0/comparison/storage/file/copy/source.bin?destPath=copy.bin'), 'is full');
      expect((await call('GET', '/v2.0/comparison/storage/exist/copy.bin')).text).toContain('"Exists":false');
      expect(tempFiles()).toEqual([]);
    } finally {
      free();
    }
  });

  it('a comparison whose result does not fit answers 507, and the server works once there is room', async () => {
    expect((await upload('a.docx', Buffer.from(plainDocx('One text.')))).status).toBe(200);
    expect((await upload('b.docx', Buffer.from(plainDocx('Another text.')))).status).toBe(200);
    const body = JSON.stringify({
      SourceFile: { FilePath: 'a.docx' },
      TargetFiles: [{ FilePath: 'b.docx' }],
      OutputPath: 'result.docx',
    });
    const free = await fillDisk();
    try {
      expect507(await call('POST', '/v2.0/comparison/comparisons', body), 'full');
      expect(tempFiles()).toEqual([]);
      expect(emptyFiles().filter((name) => name !== '/filler')).toEqual([]);
    } finally {
      free();
    }
    expect((await call('POST', '/v2.0/comparison/comparisons', body)).status).toBe(200);
    expect((await download('kept.txt')).toString()).toBe('the first content');
  });
});
