import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CorruptDocumentError, UnsupportedFormatError } from '../errors';

/**
 * Office and ODF documents to PDF (or to another Office format) through LibreOffice. One user
 * profile is reused: creating a profile costs seconds on the first start, so it is made once
 * under the temp folder and kept.
 * A profile cannot serve two soffice processes at once, so calls are serialised — within this
 * process by a promise chain, across processes by a lock directory.
 */

const CANDIDATES = [
  '/usr/bin/soffice',
  '/usr/local/bin/soffice',
  '/usr/lib/libreoffice/program/soffice',
  '/opt/libreoffice/program/soffice',
  '/snap/bin/libreoffice',
  '/Applications/LibreOffice.app/Contents/MacOS/soffice',
  'C:\\Program Files\\LibreOffice\\program\\soffice.exe',
];

export const DEFAULT_OFFICE_TIMEOUT_MS = 60_000;

/** The soffice executable: the given path when it exists, else the first usual place that does. */
export function findSoffice(explicit?: string): string | undefined {
  if (explicit) return existsSync(explicit) ? explicit : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

export interface OfficeFile {
  bytes: Uint8Array;
  /** Name with the extension LibreOffice uses to pick its import filter. */
  fileName: string;
}

let chain: Promise<unknown> = Promise.resolve();

/** What soffice writes: the output extension and, when given, the export filter (e.g. `MS Word 2007 XML`). */
export interface OfficeTarget {
  extension: string;
  filter?: string;
}

interface OfficeRunOptions {
  soffice: string;
  timeoutMs?: number;
}

/** Converts several files in one soffice run; returns one PDF per file, in order. */
export async function convertToPdf(files: readonly OfficeFile[], options: OfficeRunOptions): Promise<Uint8Array[]> {
  return convertWithOffice(files, { ...options, target: { extension: 'pdf' } });
}

/** Converts several files in one soffice run to one target; returns one file per input, in order. */
export async function convertWithOffice(files: readonly OfficeFile[], options: OfficeRunOptions & { target: OfficeTarget }): Promise<Uint8Array[]> {
  const run = chain.then(() => withProfileLock(() => convertNow(files, options)));
  chain = run.catch(() => undefined);
  return run;
}

function profileDir(): string {
  let user = 'user';
  try {
    user = String(userInfo().uid >= 0 ? userInfo().uid : userInfo().username);
  } catch {
    // No user entry (some containers): one shared name is still safe behind the lock.
  }
  return join(tmpdir(), `docdelta-soffice-profile-${user}`);
}

async function withProfileLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = `${profileDir()}.lock`;
  const deadline = Date.now() + DEFAULT_OFFICE_TIMEOUT_MS * 2;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const info = await stat(lock).catch(() => undefined);
      // A lock older than two timeouts belongs to a process that died holding it.
      if (info && Date.now() - info.mtimeMs > DEFAULT_OFFICE_TIMEOUT_MS * 2) await rmdir(lock).catch(() => undefined);
      if (Date.now() > deadline) throw new UnsupportedFormatError('LibreOffice is busy (its profile stayed locked); try again');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(lock).catch(() => undefined);
  }
}

async function convertNow(files: readonly OfficeFile[], options: OfficeRunOptions & { target: OfficeTarget }): Promise<Uint8Array[]> {
  const { extension, filter } = options.target;
  const work = await mkdtemp(join(tmpdir(), 'docdelta-convert-'));
  try {
    const inputs: string[] = [];
    for (const [index, file] of files.entries()) {
      const extension = /\.[A-Za-z0-9]{1,6}$/.exec(file.fileName)?.[0] ?? '';
      const path = join(work, `in${index}${extension.toLowerCase()}`);
      await writeFile(path, file.bytes);
      inputs.push(path);
    }
    const outDir = join(work, 'out');
    await mkdir(outDir);
    const args = [
      '--headless',
      '--norestore',
      '--nologo',
      '--nodefault',
      '--nolockcheck',
      `-env:UserInstallation=${pathToFileURL(profileDir()).href}`,
      '--convert-to',
      filter ? `${extension}:${filter}` : extension,
      '--outdir',
      outDir,
      ...inputs,
    ];
    await runSoffice(options.soffice, args, options.timeoutMs ?? DEFAULT_OFFICE_TIMEOUT_MS);
    const outputs: Uint8Array[] = [];
    for (const [index, file] of files.entries()) {
      const path = join(outDir, `in${index}.${extension}`);
      const bytes = await readFile(path).catch(() => undefined);
      if (!bytes) throw new CorruptDocumentError(`LibreOffice could not convert ${file.fileName} to ${extension.toUpperCase()}`);
      outputs.push(new Uint8Array(bytes));
    }
    return outputs;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function runSoffice(soffice: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a hang is ended with soffice.bin and all its children.
    const child = spawn(soffice, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: process.platform !== 'win32' });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      try {
        if (child.pid && process.platform !== 'win32') process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        // Already gone.
      }
      reject(new UnsupportedFormatError(`LibreOffice did not finish within ${Math.round(timeoutMs / 1000)} s and was stopped`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new UnsupportedFormatError(`LibreOffice could not be started (${error.message})`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new CorruptDocumentError(`LibreOffice failed (exit ${code}${stderr.trim() ? `: ${stderr.trim().split('\n')[0]}` : ''})`));
    });
  });
}
