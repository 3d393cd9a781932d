import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = resolve(__dirname, '..', '..');
export const SAMPLES = join(ROOT, 'test', 'fixtures', 'samples');
export const REAL = join(ROOT, 'test', 'fixtures', 'real');

/**
 * The CLI as git will run it: this node, tsx's loader (by absolute URL, so it resolves from any
 * working directory) and the TypeScript entry. Tests the source in the tree, not a possibly
 * stale dist/; `docdelta install` writes the same command line into git config (selfCommand).
 */
export const CLI_COMMAND = [
  process.execPath,
  '--import',
  pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
  join(ROOT, 'src', 'cli', 'index.ts'),
];

/** An environment with nothing from the user's git setup: no global or system config, no pager. */
export function isolatedEnv(home: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: join(home, '.gitconfig'),
    GIT_PAGER: 'cat',
    PAGER: 'cat',
    LANG: 'C.UTF-8',
    GIT_AUTHOR_DATE: '2024-01-01T00:00:00Z',
    GIT_COMMITTER_DATE: '2024-01-01T00:00:00Z',
    ...extra,
  };
}

export interface TempRepo {
  dir: string;
  env: NodeJS.ProcessEnv;
  git(...args: string[]): string;
  /** Runs git and returns code, stdout and stderr without throwing. */
  gitRun(args: string[], env?: NodeJS.ProcessEnv): { code: number | null; stdout: string; stderr: string };
  docdelta(...args: string[]): { code: number | null; stdout: string; stderr: string };
  write(path: string, content: Uint8Array | string): void;
  commit(message: string): void;
}

export function tempRepo(extraEnv: Record<string, string> = {}): TempRepo {
  const base = mkdtempSync(join(tmpdir(), 'docdelta-git-'));
  const dir = join(base, 'repo');
  const home = join(base, 'home');
  mkdirSync(dir);
  mkdirSync(home);
  const env = isolatedEnv(home, extraEnv);
  const gitRun = (args: string[], runEnv: NodeJS.ProcessEnv = env) => {
    const result = spawnSync('git', args, { cwd: dir, env: runEnv, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Test');
  git('config', 'user.email', 'test@example.invalid');
  return {
    dir,
    env,
    git,
    gitRun,
    docdelta: (...args: string[]) => {
      const result = spawnSync(CLI_COMMAND[0], [...CLI_COMMAND.slice(1), ...args], { cwd: dir, env, encoding: 'utf8' });
      return { code: result.status, stdout: result.stdout, stderr: result.stderr };
    },
    write: (path, content) => {
      mkdirSync(resolve(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), content);
    },
    commit: (message) => {
      git('add', '-A');
      git('commit', '-q', '-m', message);
    },
  };
}

/** A Git LFS pointer file for some content, as `git lfs` would commit it. */
export function lfsPointer(content: Uint8Array): { pointer: string; oid: string } {
  const oid = createHash('sha256').update(content).digest('hex');
  return { pointer: `version https://git-lfs.github.com/spec/v1\noid sha256:${oid}\nsize ${content.length}\n`, oid };
}

/**
 * A stand-in `git-lfs` on PATH whose `smudge` prints the object stored under the pointer's oid
 * in `store`, the way the real one reads its cache. Returns the directory to put first on PATH.
 */
export function fakeGitLfs(store: string): string {
  const bin = mkdtempSync(join(tmpdir(), 'docdelta-fake-lfs-'));
  const script = join(bin, 'git-lfs');
  writeFileSync(
    script,
    `#!/bin/sh\n[ "$1" = smudge ] || exit 1\noid=$(sed -n 's/^oid sha256://p')\nexec cat "${store}/$oid"\n`,
  );
  chmodSync(script, 0o755);
  return bin;
}
