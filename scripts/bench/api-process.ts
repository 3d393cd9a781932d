import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { request } from 'undici';

/** The API server (shipped defaults) in its own process, for the API benches. Loopback only. */
export async function startApiServer(storageDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'api-server.ts'), storageDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim().split('\n')[0]));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
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
    /** Peak resident set size of the server process (Linux VmHWM), in MB. */
    peakRssMb: async () =>
      Number(/VmHWM:\s+(\d+) kB/.exec(await readFile(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
