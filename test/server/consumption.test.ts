import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { resolveServerConfig, ServerConfigFile } from '../../src/server/config';
import { startServer, type RunningServer } from '../../src/server/index';
import type { LogRecord } from '../../src/server/log';
import type { ConditionalStore, WriteCondition } from '../../src/storage/conditional';
import { LocalConditionalStore } from '../../src/storage/local-conditional';
import { CLIENT_ID, CLIENT_SECRET } from './helpers';

// Real servers on loopback, real small Word documents (test/fixtures/samples), one shared state folder.

const samples = join(import.meta.dirname, '..', 'fixtures', 'samples');
let root: string;
let docxBytes: number;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docdelta-consumption-'));
  docxBytes =
    (await readFile(join(samples, 'policy-v1.docx'))).length + (await readFile(join(samples, 'policy-v2.docx'))).length;
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A server on the shared storage and state folders; `state` replaces the shared state store. */
async function serve(name: string, options: { flushMilliseconds: number; state?: ConditionalStore }) {
  const config = resolveServerConfig(
    ServerConfigFile.parse({
      clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }],
      storages: [{ type: 'local', name: 'First Storage', path: join(root, name, 'storage') }],
      sharedState: { type: 'local', path: join(root, name, 'state') },
      consumption: { flushMilliseconds: options.flushMilliseconds },
    }),
    join(root, name, `own-${Math.random()}`),
    {},
  );
  const logs: LogRecord[] = [];
  const server = await startServer({
    config: options.state ? { ...config, sharedState: options.state } : config,
    port: 0,
    logger: (record) => logs.push(record),
  });
  const response = await request(`${server.url}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=client_credentials&client_id=${CLIENT_ID}&client_secret=${CLIENT_SECRET}`,
  });
  const token = ((await response.body.json()) as { access_token: string }).access_token;
  const send = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: string | Buffer) => {
    const answer = await request(`${server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': typeof body === 'string' ? 'application/json' : 'application/octet-stream',
      },
      body,
    });
    return { status: answer.statusCode, text: await answer.body.text() };
  };
  return { server, logs, send };
}

async function uploadSamples(send: Awaited<ReturnType<typeof serve>>['send']) {
  for (const name of ['policy-v1.docx', 'policy-v2.docx'])
    expect(
      (await send('PUT', `/v2.0/comparison/storage/file/load/${name}`, await readFile(join(samples, name)))).status,
    ).toBe(200);
}

const changes = JSON.stringify({
  SourceFile: { FilePath: 'load/policy-v1.docx' },
  TargetFiles: [{ FilePath: 'load/policy-v2.docx' }],
});
const quantity = (n: number) => Math.round(((n * docxBytes) / (1024 * 1024)) * 1e6) / 1e6;

describe('consumption under load', () => {
  it('answers 50 concurrent comparisons on two servers sharing one state without a 500, and the totals are exact', async () => {
    // Flushing every few milliseconds, the two servers' writes to the one record collide during the run.
    const servers = [await serve('pair', { flushMilliseconds: 5 }), await serve('pair', { flushMilliseconds: 5 })];
    const running: RunningServer[] = servers.map((s) => s.server);
    try {
      await uploadSamples(servers[0].send);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => servers[i % 2].send('POST', '/v2.0/comparison/changes', changes)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
      // Each server reads the stored totals plus its own unflushed part; after both flush, each reads all 50.
      await Promise.all(servers.map((s) => s.server.app.service.consumption.flush()));
      for (const s of servers)
        expect(JSON.parse((await s.send('GET', '/v2.0/comparison/consumption')).text)).toEqual({
          Credit: 50,
          Quantity: quantity(50),
        });
      // A graceful shutdown flushes what is left: 3 more on the first server, read by a new one.
      for (let i = 0; i < 3; i++)
        expect((await servers[0].send('POST', '/v2.0/comparison/changes', changes)).status).toBe(200);
      await Promise.all(running.splice(0).map((s) => s.close()));
      const after = await serve('pair', { flushMilliseconds: 3_600_000 });
      running.push(after.server);
      expect(JSON.parse((await after.send('GET', '/v2.0/comparison/consumption')).text)).toEqual({
        Credit: 53,
        Quantity: quantity(53),
      });
    } finally {
      await Promise.all(running.map((s) => s.close()));
    }
  });

  it('answers comparisons while the shared state refuses every write (a full disk), and counts them once it takes writes again', async () => {
    const inner = new LocalConditionalStore(join(root, 'full', 'state'));
    let full = true;
    const state: ConditionalStore = {
      name: 'full disk',
      readTagged: (key) => inner.readTagged(key),
      writeIf: (key: string, content: Uint8Array, condition: WriteCondition) =>
        full
          ? Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, open'), { code: 'ENOSPC' }))
          : inner.writeIf(key, content, condition),
      deleteIf: (key, etag) => inner.deleteIf(key, etag),
      listKeys: (prefix) => inner.listKeys(prefix),
    };
    const { server, logs, send } = await serve('full', { flushMilliseconds: 1, state });
    try {
      full = false;
      await uploadSamples(send);
      full = true;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => send('POST', '/v2.0/comparison/changes', changes)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      await server.app.service.consumption.flush();
      expect(JSON.parse((await send('GET', '/v2.0/comparison/consumption')).text)).toEqual({
        Credit: 6,
        Quantity: quantity(6),
      });
      expect(logs.filter((l) => l.msg === 'consumption not written yet')).toHaveLength(1);
      expect(logs.filter((l) => l.status === 500)).toEqual([]);
      full = false;
      await server.app.service.consumption.flush();
      expect(logs.some((l) => l.msg === 'consumption written again')).toBe(true);
    } finally {
      await server.close();
    }
    const after = await serve('full', { flushMilliseconds: 3_600_000 });
    try {
      expect(JSON.parse((await after.send('GET', '/v2.0/comparison/consumption')).text)).toEqual({
        Credit: 6,
        Quantity: quantity(6),
      });
    } finally {
      await after.server.close();
    }
  });
});
