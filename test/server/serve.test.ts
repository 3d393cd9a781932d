import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { runCli } from '../../src/cli/main';

function captureIo(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { stdout: { write: (s: string) => out.push(s) }, stderr: { write: (s: string) => err.push(s) }, env },
    out,
    err,
  };
}

describe('docdelta serve', () => {
  it('serves the API with a client from the environment and a second from --config, and stops on SIGTERM', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docdelta-serve-'));
    try {
      await writeFile(
        join(dir, 'docdelta.json'),
        JSON.stringify({
          clients: [{ clientId: 'file-client', clientSecret: 'file-secret' }],
          tokenLifetimeSeconds: 600,
        }),
      );
      const { io, out, err } = captureIo({
        DOCDELTA_CLIENT_ID: 'env-client',
        DOCDELTA_CLIENT_SECRET: 'env-secret',
        DOCDELTA_SOFFICE: join(dir, 'no-soffice'),
      });
      const exit = runCli(
        ['serve', '--port', '0', '--storage', join(dir, 'data'), '--config', join(dir, 'docdelta.json')],
        io,
      );
      // Waits as long as start-up takes (the test's own timeout bounds it), not a fixed count of polls.
      while (!out.join('').includes('listening')) await new Promise((r) => setTimeout(r, 50));
      const url = /listening on (\S+)/.exec(out.join(''))![1];
      for (const [id, secret] of [
        ['env-client', 'env-secret'],
        ['file-client', 'file-secret'],
      ]) {
        const response = await request(`${url}/connect/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `grant_type=client_credentials&client_id=${id}&client_secret=${secret}`,
        });
        const body = (await response.body.json()) as { expires_in: number };
        expect(response.statusCode).toBe(200);
        expect(body.expires_in).toBe(600);
      }
      process.emit('SIGTERM');
      expect(await exit).toBe(0);
      const logs = err
        .join('')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logs[0]).toMatchObject({ level: 'info', msg: 'listening', clients: 2 });
      // Without LibreOffice the operator learns at start-up what will not work and how to get it.
      expect(logs[1]).toMatchObject({ level: 'warn' });
      expect(logs[1].msg).toMatch(
        /^LibreOffice was not found: .+ answer 501; install LibreOffice \(Debian\/Ubuntu: apt-get install/,
      );
      expect(err.join('')).not.toContain('secret');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start without clients', async () => {
    const { io, err } = captureIo({});
    expect(await runCli(['serve', '--port', '0', '--storage', join(tmpdir(), 'docdelta-serve-none')], io)).toBe(2);
    expect(err.join('')).toContain('no clients are configured');
  });
});
