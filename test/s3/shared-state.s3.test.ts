import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cephSettings, freshBucket } from './ceph';

// Replicas whose files are on RGW but whose config names no sharedState would each keep the
// translation queue and the counts in their own folder; they must refuse to start instead.

const ROOT = resolve(__dirname, '../..');
let root: string;
let cleanup: () => Promise<void>;
let config: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docdelta-shared-state-s3-'));
  const files = await freshBucket();
  cleanup = files.cleanup;
  config = join(root, 'docdelta.json');
  await writeFile(
    config,
    JSON.stringify({
      clients: [{ clientId: 'a', clientSecret: 'secret-a' }],
      storages: [{ type: 's3', name: 'First Storage', ...cephSettings(), bucket: files.bucket }],
    }),
  );
});

afterAll(async () => {
  await cleanup();
  await rm(root, { recursive: true, force: true });
});

function serve(dir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'src/cli/index.ts'), 'serve', '--port', '0', '--storage', dir, '--config', config],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A replica that starts after all is stopped, so the test fails on its exit code, not by hanging.
  child.stdout.on('data', () => stdout.includes('listening') && child.kill('SIGTERM'));
  return new Promise((done) => child.once('close', (code) => done({ code, stdout, stderr })));
}

describe('replicas with files on Ceph RGW and no sharedState', () => {
  it('both refuse to start with one line saying what to set, and leave no state in their folders', async () => {
    const dirs = [join(root, 'replica-1'), join(root, 'replica-2')];
    const runs = await Promise.all(dirs.map(serve));
    for (const run of runs) {
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `docdelta: sharedState is not set, but the storage 'First Storage' is on S3: set "sharedState" to ` +
          `{"type": "s3", "bucket": "<an unversioned bucket>", …} for replicas, or {"type": "local"} for one server\n`,
      );
    }
    for (const dir of dirs) expect(await readdir(dir).catch(() => [])).toEqual([]);
  });
});
