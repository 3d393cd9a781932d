import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { request } from 'undici';

const ROOT = join(import.meta.dirname, '..', '..');

export interface ApiServerOptions {
  /** Run the built CLI (dist/cli/index.js, what `npm i -g` installs) instead of the sources. */
  dist?: boolean;
  /** false: the config turns the consumption meter off, to measure what it costs. */
  meter?: boolean;
}

/**
 * `docdelta serve` as a user starts it (shipped defaults; client from DOCDELTA_CLIENT_ID/SECRET),
 * in its own process, for the API benches. Loopback only. Its JSON log goes to a file beside the
 * storage folder, as a user's redirected stderr would.
 */
export async function startApiServer(storageDir: string, options: ApiServerOptions = {}) {
  const args = ['serve', '--port', '0', '--host', '127.0.0.1', '--storage', storageDir];
  if (options.meter === false) {
    const config = join(dirname(storageDir), 'no-meter.json');
    await writeFile(config, JSON.stringify({ consumption: { enabled: false } }));
    args.push('--config', config);
  }
  const entry = options.dist ? [join(ROOT, 'dist/cli/index.js')] : ['--import', 'tsx', join(ROOT, 'src/cli/index.ts')];
  const logFile = `${storageDir}.log`;
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, DOCDELTA_CLIENT_ID: 'bench', DOCDELTA_CLIENT_SECRET: 'bench-secret' },
    stdio: ['ignore', 'pipe', log],
  });
  closeSync(log);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}; its log: ${logFile}`)));
  });
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing a non-loopback server URL ${url}`);
  const response = await request(`${url}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&client_id=bench&client_secret=bench-secret',
  });
  const token = ((await response.body.json()) as { access_token: string }).access_token;
  return {
    url,
    token,
    logFile,
    /** Peak resident set size of the server process (Linux VmHWM), in MB. */
    peakRssMb: async () =>
      Number(/VmHWM:\s+(\d+) kB/.exec(await readFile(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    /** Stops it as a user does (SIGTERM: the meter flushes) and resolves with its exit code. */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
