import { spawn } from 'node:child_process';

/**
 * Git LFS pointer files: a repository that keeps documents in LFS stores small text pointers in
 * git, and `git diff` hands the driver those pointers, not the documents.
 * Spec: https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md
 */

const POINTER_VERSION = 'version https://git-lfs.github.com/spec/v1';
/** The spec caps pointer files at 1024 bytes; anything longer is not a pointer. */
const MAX_POINTER_BYTES = 1024;

export interface LfsPointer {
  /** `sha256:<hex>`. */
  oid: string;
  /** Size of the real content in bytes. */
  size: number;
  /** The pointer file's text, for `git lfs smudge`'s stdin. */
  text: string;
}

export function parseLfsPointer(bytes: Uint8Array): LfsPointer | undefined {
  if (bytes.length > MAX_POINTER_BYTES || bytes.length < POINTER_VERSION.length) return undefined;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (!text.startsWith(`${POINTER_VERSION}\n`)) return undefined;
  const oid = /^oid (sha256:[0-9a-f]{64})$/m.exec(text)?.[1];
  const size = /^size (\d+)$/m.exec(text)?.[1];
  if (!oid || !size) return undefined;
  return { oid, size: Number(size), text };
}

/** `toolMissing`: git or git-lfs is not there, so no pointer can be read (as against one object that failed). */
export type SmudgeResult = { bytes: Uint8Array } | { unavailable: string; toolMissing?: boolean };

/**
 * The real content behind a pointer, from `git lfs smudge` (the LFS cache or its server). Runs
 * only when a pointer is met, so repositories without LFS pay nothing for it.
 */
export function smudgeLfs(
  pointer: LfsPointer,
  path: string,
  options: { cwd?: string; env?: NodeJS.ProcessEnv; maxBytes: number },
): Promise<SmudgeResult> {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn('git', ['lfs', 'smudge', '--', path], {
        cwd: options.cwd,
        env: options.env,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
    } catch (error) {
      resolve({ unavailable: `git could not be started (${(error as Error).message})`, toolMissing: true });
      return;
    }
    const chunks: Buffer[] = [];
    let length = 0;
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length <= options.maxBytes) chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      resolve({ unavailable: `git could not be started (${error.message})`, toolMissing: true }),
    );
    child.on('close', (code) => {
      if (code !== 0) {
        if (/is not a git command/.test(stderr))
          resolve({
            unavailable: 'git lfs is not installed (install git-lfs: https://git-lfs.com)',
            toolMissing: true,
          });
        else resolve({ unavailable: `git lfs smudge failed: ${firstLine(stderr) || `exit code ${code}`}` });
      } else if (length > options.maxBytes)
        resolve({ unavailable: `the content is ${length} bytes, over the ${options.maxBytes}-byte limit` });
      else resolve({ bytes: new Uint8Array(Buffer.concat(chunks)) });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(pointer.text);
  });
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0] ?? '';
}
