import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error a plain .mjs build script without types
import { ACTION_EXTERNALS, finishActionBundle } from '../../scripts/action-dist.mjs';

/**
 * The built Action: dist/action when it is newer than every source file, otherwise a fresh ncc
 * build in the temp folder (cached by the sources' modification times).
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function newestSource(): { mtime: number; key: string } {
  const hash = createHash('sha256');
  let mtime = 0;
  for (const entry of readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const path = join(entry.parentPath, entry.name);
    const time = statSync(path).mtimeMs;
    mtime = Math.max(mtime, time);
    hash.update(`${path}:${time}\n`);
  }
  return { mtime, key: hash.digest('hex').slice(0, 16) };
}

export function builtAction(): string {
  const sources = newestSource();
  const dist = join(root, 'dist', 'action', 'index.js');
  if (existsSync(dist) && statSync(dist).mtimeMs > sources.mtime) return dist;
  const out = join(tmpdir(), `docdelta-action-build-${sources.key}`);
  if (existsSync(join(out, 'index.js'))) return join(out, 'index.js');
  const building = `${out}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
      'build',
      'src/action/index.ts',
      '-o',
      building,
      '--transpile-only',
      '--minify',
      '--quiet',
      '--target',
      'es2022',
      ...ACTION_EXTERNALS.flatMap((name: string) => ['-e', name]),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (existsSync(join(building, 'index.mjs'))) renameSync(join(building, 'index.mjs'), join(building, 'index.js'));
  finishActionBundle(building, root);
  rmSync(out, { recursive: true, force: true });
  renameSync(building, out);
  return join(out, 'index.js');
}
