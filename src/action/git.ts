import { execFile, spawn } from 'node:child_process';

/** The few git commands the Action runs, with output captured as bytes and no shell. */

export class GitError extends Error {
  override name = 'GitError';
}

export interface GitResult {
  stdout: Buffer;
  stderr: string;
  code: number;
}

export function runGit(args: readonly string[], options: { cwd: string; maxBytes?: number }): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    // Quoting and pagers would change the bytes we parse; -z output is never quoted.
    const child = execFile(
      'git',
      ['-c', 'core.quotePath=false', '-c', 'diff.external=', ...args],
      {
        cwd: options.cwd,
        encoding: 'buffer',
        maxBuffer: options.maxBytes ?? 256 * 1024 * 1024,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat' },
      },
      (error, stdout, stderr) => {
        const text = stderr.toString();
        if (error && (error as NodeJS.ErrnoException).code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
          reject(new GitError(`git ${args[0]}: output over ${options.maxBytes} bytes`));
          return;
        }
        if (error && typeof (error as NodeJS.ErrnoException).code === 'string') {
          reject(new GitError(`git could not be started (${error.message})`));
          return;
        }
        resolve({ stdout, stderr: text, code: error ? Number((error as { code?: number }).code ?? 1) : 0 });
      },
    );
    child.stdin?.end();
  });
}

export async function git(args: readonly string[], cwd: string): Promise<string> {
  const result = await runGit(args, { cwd });
  if (result.code !== 0)
    throw new GitError(
      `git ${args.join(' ')} failed: ${result.stderr.trim().split('\n')[0] || `exit code ${result.code}`}`,
    );
  return result.stdout.toString('utf8');
}

export async function isGitWorkTree(cwd: string): Promise<boolean> {
  try {
    return (await runGit(['rev-parse', '--is-inside-work-tree'], { cwd })).code === 0;
  } catch {
    return false;
  }
}

export async function hasCommit(sha: string, cwd: string): Promise<boolean> {
  return (await runGit(['cat-file', '-e', `${sha}^{commit}`], { cwd })).code === 0;
}

/** Makes a commit present, fetching only it (depth 1) when a shallow checkout lacks it. */
export async function ensureCommit(sha: string, cwd: string): Promise<boolean> {
  if (await hasCommit(sha, cwd)) return true;
  await runGit(['fetch', '--no-tags', '--no-recurse-submodules', '--depth=1', 'origin', sha], { cwd });
  return hasCommit(sha, cwd);
}

/**
 * Reads many blobs through one `git cat-file --batch`, so 300 changed documents cost one
 * process, not 600. Blobs over maxBytes are skipped (their size is returned instead).
 */
export async function readBlobs(
  specs: readonly string[],
  cwd: string,
  maxBytes: number,
): Promise<Map<string, { bytes: Uint8Array } | { size: number } | { missing: true }>> {
  const results = new Map<string, { bytes: Uint8Array } | { size: number } | { missing: true }>();
  const wanted = [...new Set(specs)].filter((spec) => !spec.includes('\n'));
  if (!wanted.length) return results;
  const child = spawn('git', ['cat-file', '--batch'], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  let buffer: Buffer = Buffer.alloc(0);
  let index = 0;
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error) => reject(new GitError(`git could not be started (${error.message})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      for (;;) {
        const newline = buffer.indexOf(0x0a);
        if (newline < 0) return;
        const header = buffer.subarray(0, newline).toString('utf8');
        if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
          results.set(wanted[index++], { missing: true });
          buffer = buffer.subarray(newline + 1);
          continue;
        }
        const size = Number(header.split(' ')[2]);
        if (buffer.length < newline + 1 + size + 1) return;
        const content = buffer.subarray(newline + 1, newline + 1 + size);
        results.set(wanted[index++], size > maxBytes ? { size } : { bytes: new Uint8Array(Buffer.from(content)) });
        buffer = buffer.subarray(newline + 1 + size + 1);
      }
    });
    child.on('close', () => resolve());
  });
  child.stdin.on('error', () => undefined);
  child.stdin.end(wanted.map((spec) => `${spec}\n`).join(''));
  await done;
  return results;
}
