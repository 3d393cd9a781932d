import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyConfig } from '../../scripts/scale/haproxy';

// The shipped HAProxy configurations as HAProxy itself reads them (Debian's haproxy package).
const HAPROXY = '/usr/sbin/haproxy';
const hasHaproxy = spawnSync(HAPROXY, ['-v'], { stdio: 'ignore' }).status === 0;
if (!hasHaproxy) console.warn(`${HAPROXY} is not installed (apt-get install haproxy): the HAProxy checks are skipped`);

const root = resolve(__dirname, '../..');
let dir: string;
beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), 'docdelta-haproxy-'))));
afterAll(async () => rm(dir, { recursive: true, force: true }));

function check(file: string) {
  return spawnSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' });
}

/** A loopback port nobody listens on: a replica that has died. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * Runs HAProxy with `config(proxyPort, servers)` in front of one live server and one dead port,
 * and answers the statuses of 8 requests (round robin: every other one is first sent to the dead one).
 */
async function statusesWithOneDead(config: (port: number, servers: string[]) => string): Promise<number[]> {
  const live: Server = createHttpServer((_req, res) => res.end('live'));
  await new Promise<void>((done) => live.listen(0, '127.0.0.1', done));
  const servers = [`127.0.0.1:${(live.address() as AddressInfo).port}`, `127.0.0.1:${await deadPort()}`];
  const proxyPort = await deadPort();
  const file = join(dir, `run-${proxyPort}.cfg`);
  await writeFile(file, config(proxyPort, servers));
  const parsed = check(file);
  expect(parsed.status, parsed.stderr).toBe(0);
  const proxy = spawn(HAPROXY, ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise((done) => proxy.once('exit', done));
  try {
    // Until HAProxy listens (the test's own timeout bounds the wait).
    while (
      !(await request(`http://127.0.0.1:${proxyPort}/`).then(
        (r) => r.body.text(),
        () => undefined,
      ))
    )
      await new Promise((done) => setTimeout(done, 50));
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await request(`http://127.0.0.1:${proxyPort}/`);
      statuses.push(response.statusCode);
      await response.body.text();
    }
    return statuses;
  } finally {
    proxy.kill('SIGTERM');
    await exited;
    await new Promise((done) => live.close(done));
  }
}

describe.skipIf(!hasHaproxy)('HAProxy configuration', () => {
  it('deploy/haproxy/haproxy.cfg parses as shipped', () => {
    const result = check(join(root, 'deploy/haproxy/haproxy.cfg'));
    expect(result.status, result.stderr + result.stdout).toBe(0);
    expect(result.stdout).toContain('Configuration file is valid');
  });

  it('deploy/haproxy/haproxy.cfg answers every request while a replica is dead and not yet checked out', async () => {
    const shipped = await readFile(join(root, 'deploy/haproxy/haproxy.cfg'), 'utf8');
    const statuses = await statusesWithOneDead((port, servers) =>
      shipped
        .replace(/^\s*server .*\n/gm, '')
        .replace('bind :8080', `bind 127.0.0.1:${port}`)
        // Checks once a minute: the dead replica stays in the rotation for the whole test.
        .replace('check inter 1s', 'check inter 60s')
        .concat(servers.map((host, i) => `  server r${i + 1} ${host}\n`).join('')),
    );
    expect(statuses).toEqual(Array(8).fill(200));
  });

  it("the scale test's configuration answers every request while a replica is dead and not yet checked out", async () => {
    const statuses = await statusesWithOneDead((port, servers) =>
      haproxyConfig({ port, servers, checkInterval: '60s' }),
    );
    expect(statuses).toEqual(Array(8).fill(200));
  });
});
