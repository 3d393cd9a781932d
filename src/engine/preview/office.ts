import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CorruptDocumentError, UnsupportedFormatError } from '../errors';

/**
 * Office and ODF documents to PDF (or to another Office format) through LibreOffice.
 * A user profile cannot serve two soffice processes at once, and creating one costs seconds, so
 * conversions run on a small pool of profiles under the temp folder: one per concurrent
 * conversion, created on first use and kept. A slot is held by a lock directory beside its
 * profile, so two docdelta processes (the Action's concurrent documents, a server's workers, the
 * CLI beside a test run) use different profiles instead of queueing behind one.
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

/**
 * Profiles in the pool: conversions running at once on this machine (per user). Each soffice
 * takes one core and ~150 MB while it works; two keeps a 2-core runner busy without thrashing.
 */
export const DEFAULT_OFFICE_POOL_SIZE = 2;

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

/** What soffice writes: the output extension and, when given, the export filter (e.g. `MS Word 2007 XML`). */
export interface OfficeTarget {
  extension: string;
  filter?: string;
}

export interface OfficeRunOptions {
  soffice: string;
  timeoutMs?: number;
  /** Profiles in the pool (default DEFAULT_OFFICE_POOL_SIZE); 1 serialises every conversion. */
  poolSize?: number;
  /** Folder holding the pool's profiles (default: the temp folder). Tests may share one warm pool. */
  profileRoot?: string;
}

/**
 * How a document is cut into PDF pages. `print`: as LibreOffice prints it (a sheet over as many
 * paper pages as it fills, hidden slides left out). `preview`: one page per page of the document
 * as the engine counts them, so page N of the PDF is page N of `info` and of ChangeInfo: each
 * sheet on one page of its own size, hidden slides included.
 */
export type OfficePagination = 'print' | 'preview';

const CALC = /\.(xlsx|xlsm|xltx|xltm|xls|ods|ots|fods)$/i;
const IMPRESS = /\.(pptx|pptm|potx|potm|ppsx|ppsm|ppt|odp|otp|fodp)$/i;

/** The PDF export filter (with its JSON options, LibreOffice 7.4+) for a file under `preview` pagination. */
function previewPdfFilter(fileName: string): string | undefined {
  if (CALC.test(fileName)) return 'calc_pdf_Export:{"SinglePageSheets":{"type":"boolean","value":"true"}}';
  if (IMPRESS.test(fileName)) return 'impress_pdf_Export:{"ExportHiddenSlides":{"type":"boolean","value":"true"}}';
  return undefined;
}

/**
 * Converts several files to PDF, in one soffice run per export filter they need; returns one PDF
 * per file, in order.
 */
export async function convertToPdf(
  files: readonly OfficeFile[],
  options: OfficeRunOptions & { pagination?: OfficePagination },
): Promise<Uint8Array[]> {
  const { pagination = 'print', ...runOptions } = options;
  const groups = new Map<string | undefined, number[]>();
  files.forEach((file, index) => {
    const filter = pagination === 'preview' ? previewPdfFilter(file.fileName) : undefined;
    groups.set(filter, [...(groups.get(filter) ?? []), index]);
  });
  const outputs: Uint8Array[] = new Array(files.length);
  for (const [filter, indexes] of groups) {
    const converted = await convertWithOffice(
      indexes.map((i) => files[i]),
      { ...runOptions, target: { extension: 'pdf', filter } },
    );
    indexes.forEach((fileIndex, k) => (outputs[fileIndex] = converted[k]));
  }
  return outputs;
}

/**
 * Converts several files in one soffice run to one target; returns one file per input, in order.
 * Runs on a free profile of the pool, waiting for one when all are busy.
 */
export async function convertWithOffice(
  files: readonly OfficeFile[],
  options: OfficeRunOptions & { target: OfficeTarget },
): Promise<Uint8Array[]> {
  return withProfile(options, (profile) => convertNow(files, profile, options));
}

/** The pool's profile folders, slot by slot (for warming them up, or cleaning them away). */
export function officeProfiles(options: Pick<OfficeRunOptions, 'poolSize' | 'profileRoot'> = {}): string[] {
  return Array.from({ length: poolSizeOf(options) }, (_, slot) => profileDir(options.profileRoot, slot));
}

function poolSizeOf(options: Pick<OfficeRunOptions, 'poolSize'>): number {
  const size = options.poolSize ?? DEFAULT_OFFICE_POOL_SIZE;
  return Number.isInteger(size) && size >= 1 ? Math.min(size, 16) : DEFAULT_OFFICE_POOL_SIZE;
}

function profileDir(root: string | undefined, slot: number): string {
  let user = 'user';
  try {
    user = String(userInfo().uid >= 0 ? userInfo().uid : userInfo().username);
  } catch {
    // No user entry (some containers): one shared name is still safe behind the locks.
  }
  // Slot 0 keeps the name of the single profile used before the pool, so its warm copy is reused.
  return join(root ?? tmpdir(), `docdelta-soffice-profile-${user}${slot ? `-${slot}` : ''}`);
}

/** Slots this process holds now, so its own conversions try the free ones first. */
const heldHere = new Set<string>();

async function withProfile<T>(options: OfficeRunOptions, work: (profile: string) => Promise<T>): Promise<T> {
  const profiles = officeProfiles(options);
  const timeLimit = options.timeoutMs ?? DEFAULT_OFFICE_TIMEOUT_MS;
  const lockAge = timeLimit * 2;
  // Live holders end within their time limit: waiting past a few of them means something is stuck.
  const deadline = Date.now() + lockAge + timeLimit;
  for (let attempt = 0; ; attempt++) {
    for (const profile of profiles) {
      if (heldHere.has(profile)) continue;
      const lock = `${profile}.lock`;
      try {
        await mkdir(lock);
      } catch {
        if (await abandoned(lock, lockAge)) await rm(lock, { recursive: true, force: true });
        continue;
      }
      heldHere.add(profile);
      try {
        await writeFile(join(lock, HOLDER_FILE), String(process.pid));
        return await work(profile);
      } finally {
        heldHere.delete(profile);
        await rm(lock, { recursive: true, force: true });
      }
    }
    if (Date.now() > deadline)
      throw new UnsupportedFormatError('LibreOffice is busy (every profile of its pool stayed locked); try again');
    await new Promise((resolve) => setTimeout(resolve, Math.min(50 + attempt * 10, 200)));
  }
}

/** The file in a lock directory naming the process that holds it. */
const HOLDER_FILE = 'pid';

/**
 * A lock is abandoned when the process it names is gone (a killed worker, a crash): it is taken
 * over at once. A live holder keeps its lock however long it converts (a slow machine, a huge
 * document; its own time limit ends the conversion). Only a lock naming no process (its holder
 * died between making it and writing its pid, or an older docdelta made it) is judged by age.
 */
async function abandoned(lock: string, lockAge: number): Promise<boolean> {
  const holder = Number(await readFile(join(lock, HOLDER_FILE), 'utf8').catch(() => ''));
  if (Number.isInteger(holder) && holder > 0) return !isAlive(holder);
  const info = await stat(lock).catch(() => undefined);
  return info !== undefined && Date.now() - info.mtimeMs > lockAge;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function convertNow(
  files: readonly OfficeFile[],
  profile: string,
  options: OfficeRunOptions & { target: OfficeTarget },
): Promise<Uint8Array[]> {
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
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
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
      if (!bytes)
        throw new CorruptDocumentError(`LibreOffice could not convert ${file.fileName} to ${extension.toUpperCase()}`);
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
      reject(
        new UnsupportedFormatError(
          `LibreOffice did not finish within ${Math.round(timeoutMs / 1000)} s and was stopped`,
        ),
      );
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new UnsupportedFormatError(`LibreOffice could not be started (${error.message})`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new CorruptDocumentError(
            `LibreOffice failed (exit ${code}${stderr.trim() ? `: ${stderr.trim().split('\n')[0]}` : ''})`,
          ),
        );
    });
  });
}
