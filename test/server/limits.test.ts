import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { resolveServerConfig, ServerConfigFile } from '../../src/server/config';
import { startServer } from '../../src/server/index';
import type { LogRecord } from '../../src/server/log';
import { WorkQueue } from '../../src/service/work-queue';
import { LocalStorage, StorageRegistry } from '../../src/storage/index';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ limits: { concurrency: 1, maxQueued: 0 } });
  await server.client().uploadFile('a.txt', { bytes: Buffer.from('one\n'), fileName: 'a.txt' });
  await server.client().uploadFile('b.txt', { bytes: Buffer.from('two\n'), fileName: 'b.txt' });
});

afterAll(async () => {
  await server.stop();
});

const changesBody = JSON.stringify({ SourceFile: { FilePath: 'a.txt' }, TargetFiles: [{ FilePath: 'b.txt' }] });

describe('work queue over HTTP', () => {
  it('answers 429 with Retry-After when the queue is full, and the client retries through it', async () => {
    let release!: () => void;
    const hold = server.app.service.queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const refused = await server.raw('POST', '/v2.0/comparison/changes', { body: changesBody });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');
    expect((refused.json() as { error: { code: string } }).error.code).toBe('TooManyRequests');
    setTimeout(() => release(), 300);
    const changes = await server
      .client()
      .changes({ SourceFile: { FilePath: 'a.txt' }, TargetFiles: [{ FilePath: 'b.txt' }] });
    await hold;
    expect(changes.map((c) => c.Type)).toEqual(['Modified']);
  });

  it('answers 503 when work passes the time limit, stopping the worker and freeing its slot', async () => {
    // The limit is generous (a loaded machine starts workers slowly); the test passes it on
    // demand with the queue's own expiry instead of racing a short limit against the clock.
    const slow = await startTestServer({
      limits: { timeoutSeconds: 120, concurrency: 1, maxQueued: 0, maxUploadBytes: 64 * 1024 * 1024 },
    });
    const queue = slow.app.service.queue;
    try {
      expect(slow.app.service.engine.mode).toBe('worker');
      await slow.client().uploadFile('a.txt', { bytes: Buffer.from('one\n'), fileName: 'a.txt' });
      await slow.client().uploadFile('b.txt', { bytes: Buffer.from('two\n'), fileName: 'b.txt' });
      // Many seconds of diffing in one thread (two unrelated 90,000-paragraph texts).
      const lines = (word: string) =>
        Array.from(
          { length: 90000 },
          (_, i) => `${word} ${i} ${i % 7 === 0 ? 'x' : 'y'} paragraph text that is long enough`,
        ).join('\n\n');
      await slow.client().uploadFile('big-a.txt', { bytes: Buffer.from(lines('alpha')), fileName: 'big-a.txt' });
      await slow.client().uploadFile('big-b.txt', { bytes: Buffer.from(lines('beta')), fileName: 'big-b.txt' });
      let settled = false;
      const pending = slow.raw('POST', '/v2.0/comparison/changes', {
        body: JSON.stringify({ SourceFile: { FilePath: 'big-a.txt' }, TargetFiles: [{ FilePath: 'big-b.txt' }] }),
      });
      void pending.finally(() => (settled = true));
      while (queue.stats.running === 0) await new Promise((r) => setTimeout(r, 10));
      // Meanwhile the server's own thread stays free for other requests.
      expect((await slow.raw('GET', '/v2.0/comparison/formats')).status).toBe(200);
      expect(settled).toBe(false);
      queue.expireRunningForTest();
      const response = await pending;
      expect(response.status).toBe(503);
      expect(response.json()).toMatchObject({
        error: { code: 'Timeout', message: "The operation took longer than the server's limit of 120 s." },
      });
      // The slot stays taken until the terminated worker has really stopped (the 503 may be sent
      // first); then it is freed and a small comparison runs on a fresh worker (429 otherwise).
      while (queue.stats.running > 0) await new Promise((r) => setTimeout(r, 10));
      const ok = await slow.raw('POST', '/v2.0/comparison/changes', { body: changesBody });
      expect(ok.status).toBe(200);
      expect(queue.stats).toEqual({ running: 0, queued: 0 });
    } finally {
      await slow.stop();
    }
  }, 120_000);
});

describe('WorkQueue', () => {
  it('runs at most `concurrency` jobs and refuses past maxQueued', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxQueued: 1, timeoutMs: 5000 });
    let running = 0;
    let peak = 0;
    const job = () =>
      queue.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 50));
        running--;
        return 'ok';
      });
    const results = await Promise.allSettled([job(), job(), job(), job()]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect(peak).toBe(2);
    expect(queue.stats).toEqual({ running: 0, queued: 0 });
  });

  it('rejects a job past its time limit with 503 but keeps its slot until the work stops', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 0, timeoutMs: 20 });
    let finish!: () => void;
    const slow = queue.run(() => new Promise<void>((resolve) => (finish = resolve)));
    await expect(slow).rejects.toMatchObject({ status: 503, code: 'Timeout' });
    expect(queue.stats.running).toBe(1);
    await expect(queue.run(async () => 1)).rejects.toMatchObject({ status: 429 });
    finish();
    await new Promise((r) => setTimeout(r, 0));
    expect(queue.stats.running).toBe(0);
    expect(await queue.run(async () => 2)).toBe(2);
  });
});

describe('internal errors', () => {
  it('answers 500 with a request id and no internals, and logs the detail', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docdelta-500-'));
    const broken = new LocalStorage({ name: 'First Storage', root: dir });
    broken.readBytes = async () => {
      throw new Error('disk controller exploded at /var/secret/path');
    };
    // Documents are loaded with one read that also gives their size.
    broken.openRead = async () => {
      throw new Error('disk controller exploded at /var/secret/path');
    };
    const config = resolveServerConfig(
      ServerConfigFile.parse({ clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }] }),
      dir,
      {},
    );
    config.storages = new StorageRegistry([broken]);
    const logs: LogRecord[] = [];
    const running = await startServer({ config, port: 0, logger: (r) => logs.push(r) });
    try {
      const tokenResponse = await request(`${running.url}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `grant_type=client_credentials&client_id=${CLIENT_ID}&client_secret=${CLIENT_SECRET}`,
      });
      const { access_token } = (await tokenResponse.body.json()) as { access_token: string };
      const response = await request(`${running.url}/v2.0/comparison/info`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${access_token}`,
          'content-type': 'application/json',
          'x-request-id': 'req-42',
        },
        body: '{"FilePath":"x.txt"}',
      });
      expect(response.statusCode).toBe(500);
      const text = await response.body.text();
      expect(text).not.toContain('exploded');
      expect(text).not.toContain('/var/secret');
      const body = JSON.parse(text) as { error: { code: string; message: string; innerError: { requestId: string } } };
      expect(body.error).toMatchObject({ code: 'InternalError', innerError: { requestId: 'req-42' } });
      expect(body.error.message).toContain('req-42');
      expect(logs.find((l) => l.msg === 'internal error')).toMatchObject({ requestId: 'req-42' });
      expect(String(logs.find((l) => l.msg === 'internal error')?.error)).toContain('exploded');
    } finally {
      await running.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('consumption', () => {
  it('survives a restart of the server on the same storage folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docdelta-consumption-'));
    const config = () =>
      resolveServerConfig(
        ServerConfigFile.parse({ clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }] }),
        dir,
        {},
      );
    try {
      const first = await startServer({ config: config(), port: 0, logger: () => {} });
      const service = first.app.service;
      await service.storage.upload('a.txt', Buffer.from('hello'));
      await service.info({ FilePath: 'a.txt' }, { baseUrl: first.url, clientId: CLIENT_ID });
      await first.close();
      const second = await startServer({ config: config(), port: 0, logger: () => {} });
      expect(await second.app.service.consumptionOf({ baseUrl: second.url, clientId: CLIENT_ID })).toEqual({
        Credit: 1,
        Quantity: 0.000005,
      });
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
