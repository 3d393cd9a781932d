#!/usr/bin/env node
// Node 24, the runtime action.yml names (`using: node24`), for the Action's end-to-end test: the
// npm `node` package brings the platform's binary (its preinstall picks node-<os>-<arch>), installed
// once into node_modules/.cache/docdelta-node24. Prints the binary's path; exits 1 with the reason
// on one line when it cannot be installed (no registry), so the caller can fall back to its own Node.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAJOR = 24;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(root, 'node_modules', '.cache', `docdelta-node${MAJOR}`);
const binary = (prefix) =>
  join(prefix, 'node_modules', 'node', 'bin', process.platform === 'win32' ? 'node.exe' : 'node');

function version(path) {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

if (!version(binary(cache))?.startsWith(`v${MAJOR}.`)) {
  const staging = `${cache}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    execFileSync(
      npm,
      [
        'install',
        '--prefix',
        staging,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `node@${MAJOR}`,
      ],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        shell: process.platform === 'win32',
        timeout: 180_000,
      },
    );
    if (!version(binary(staging))?.startsWith(`v${MAJOR}.`))
      throw new Error(`the installed package has no working Node ${MAJOR} binary`);
    rmSync(cache, { recursive: true, force: true });
    renameSync(staging, cache);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    const reason = String(error.stderr || error.message)
      .trim()
      .split('\n')
      .filter(Boolean)
      .pop();
    console.error(`cannot install node@${MAJOR} from npm: ${reason}`);
    process.exit(1);
  }
}
if (!existsSync(binary(cache))) process.exit(1);
console.log(binary(cache));
