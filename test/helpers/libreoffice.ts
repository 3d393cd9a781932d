import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findSoffice } from '../../src/engine/preview/office';

/**
 * LibreOffice for tests that check a result the way LibreOffice reads it. Every conversion of the
 * suite runs on one warm profile (creating a profile costs seconds; a cold one per test made each
 * start slow and several at once overloaded the machine) and one at a time across all test
 * processes, as the preview renderer does, behind a lock that a dead holder does not keep.
 * Timeouts are sized for a loaded CI machine: the time limit guards against a hang, not speed.
 */

export const SOFFICE = findSoffice();

/** One soffice run may take this long on a loaded machine before it counts as hung. */
const CONVERSION_TIMEOUT_MS = 300_000;
/** For a test that converts: its own runs plus waiting its turn behind the other test files'. */
export const LIBREOFFICE_TEST_TIMEOUT_MS = 900_000;

/** The suite's one profile, kept in the temp folder between runs so it stays warm. */
export const TEST_PROFILE = join(tmpdir(), `docdelta-test-soffice-profile-${userId()}`);
const LOCK = `${TEST_PROFILE}.lock`;

let chain: Promise<unknown> = Promise.resolve();

/** Runs `work` while this process holds LibreOffice: one at a time here and across processes. */
export function withLibreOffice<T>(work: () => Promise<T>): Promise<T> {
  const turn = chain.then(() => withLock(work));
  chain = turn.catch(() => undefined);
  return turn;
}

/**
 * `soffice --convert-to <to> --outdir <outDir> <files>` on the suite's profile, in its turn.
 * Rejects with soffice's exit code and the first line of its messages when it fails.
 */
export function sofficeConvert(files: readonly string[], to: string, outDir: string): Promise<void> {
  if (!SOFFICE) throw new Error('LibreOffice (soffice) is not installed');
  const args = [
    '--headless',
    '--norestore',
    '--nologo',
    '--nodefault',
    '--nolockcheck',
    `-env:UserInstallation=${pathToFileURL(TEST_PROFILE).href}`,
    '--convert-to',
    to,
    '--outdir',
    outDir,
    ...files,
  ];
  return withLibreOffice(() => run(SOFFICE, args));
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a hung soffice.bin and its children end together.
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let messages = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (messages.length < 4000) messages += chunk.toString();
    });
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      reject(new Error(`soffice did not finish within ${CONVERSION_TIMEOUT_MS / 1000} s`));
    }, CONVERSION_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`soffice failed (exit ${code}): ${messages.trim().split('\n')[0] ?? ''}`));
    });
  });
}

/** A lock directory holding its owner's pid: a holder that died (a killed test worker) is detected and replaced. */
async function withLock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(LOCK);
      await writeFile(join(LOCK, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(join(LOCK, 'pid'), 'utf8').catch(() => ''));
      // A lock without a pid for long is one whose owner died between making it and writing the pid.
      const orphan =
        !holder && Date.now() - ((await stat(LOCK).catch(() => undefined))?.mtimeMs ?? Date.now()) > 30_000;
      if ((holder && !isAlive(holder)) || orphan) await rm(LOCK, { recursive: true, force: true });
      // No waiting deadline: the test's own timeout bounds the wait.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function userId(): string {
  try {
    return String(userInfo().uid);
  } catch {
    return 'user';
  }
}
