import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A real git repository with a base and a head commit, for discovery and end-to-end tests. */
export interface TestRepo {
  dir: string;
  base: string;
  head: string;
  git(...args: string[]): string;
}

export type Files = Record<string, Uint8Array | string | null>;

export function makeRepo(baseFiles: Files, headFiles: Files): TestRepo {
  const dir = mkdtempSync(join(tmpdir(), 'docdelta-action-repo-'));
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args],
      { cwd: dir, encoding: 'utf8' },
    ).trim();
  git('init', '-q', '-b', 'main');
  const apply = (files: Files) => {
    for (const [path, content] of Object.entries(files)) {
      const full = join(dir, path);
      if (content === null) rmSync(full, { force: true });
      else {
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(full, content);
      }
    }
    git('add', '-A');
    git('commit', '-q', '--allow-empty', '-m', 'commit');
    return git('rev-parse', 'HEAD');
  };
  const base = apply(baseFiles);
  const head = apply(headFiles);
  return { dir, base, head, git };
}
