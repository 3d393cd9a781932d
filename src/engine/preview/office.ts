import { spawn } from 'node:child_process';
import { inConversionFolder, killOfficeGroup, trackOfficeGroup, untrackOfficeGroup } from './office-processes';
import { readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CorruptDocumentError, UnsupportedFormatError } from '../errors';
import { BridgeError, findUnoPython, OfficeBridge, type BridgeReply, type BridgeRequest } from './office-bridge';

/**
 * Office and ODF documents to PDF (or to another Office format) through LibreOffice.
 * A user profile cannot serve two soffice processes at once, and creating one costs seconds, so
 * conversions run on a small pool of profiles under the temp folder: one per concurrent
 * conversion, created on first use and kept. A slot is held by a lock directory beside its
 * profile, so two docdelta processes (the Action's concurrent documents, a server's workers, the
 * CLI beside a test run) use different profiles instead of queueing behind one.
 */

export const DEFAULT_OFFICE_TIMEOUT_MS = 60_000;

/**
 * Profiles in the pool: conversions running at once on this machine (per user). Each soffice
 * takes one core and ~150 MB while it works; two keeps a 2-core runner busy without thrashing.
 */
export const DEFAULT_OFFICE_POOL_SIZE = 2;

export { findSoffice, SOFFICE_HINT } from './soffice';

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
  /**
   * Keep one soffice running per slot between conversions (default: when a Python with
   * LibreOffice's `uno` module is found); false starts soffice for every conversion.
   */
  warm?: boolean;
  /** A warm soffice left idle this long is stopped and its slot freed for other processes (default DEFAULT_OFFICE_IDLE_MS). */
  idleMs?: number;
  /**
   * Ends the conversion when it aborts (a request's deadline, its client gone): the soffice
   * process group doing it is killed and the call rejects with the signal's reason.
   */
  signal?: AbortSignal;
}

/**
 * A warm soffice idle this long is stopped. Long enough to stay warm between the documents of
 * one Action run or a burst of requests; short enough that another docdelta process waiting
 * for the slot (a CLI beside a server) is not kept waiting long.
 */
export const DEFAULT_OFFICE_IDLE_MS = 15_000;

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
 * Converts several files to one target; returns one file per input, in order. Runs on a free
 * slot of the pool, waiting for one when all are busy: on its warm soffice when a Python with
 * LibreOffice's `uno` module is there, else in one soffice run started for the purpose.
 */
export async function convertWithOffice(
  files: readonly OfficeFile[],
  options: OfficeRunOptions & { target: OfficeTarget },
): Promise<Uint8Array[]> {
  const python = warmPython(options);
  // The bridge writes PDF by document type, or any format by its filter's name.
  if (python && (options.target.filter || options.target.extension === 'pdf')) {
    const outputs: Uint8Array[] = [];
    for (const file of files) outputs.push((await onWarmOffice(file, options.target, {}, options, python)).bytes);
    return outputs;
  }
  return withProfile(options, (profile) => convertNow(files, profile, options));
}

/** A PDF of part of a document, and which of its pages it holds. */
export interface OfficePdf {
  pdf: Uint8Array;
  /** The document's pages the PDF holds, in order; undefined: all of them. */
  pages?: number[];
  /** Pages of the whole document, when LibreOffice said (Writer documents and decks on a warm soffice). */
  pageCount?: number;
  /** Pages showing a change colour, when asked and LibreOffice could tell (Writer documents on a warm soffice). */
  changedPages?: number[];
}

/**
 * One document to PDF under `preview` pagination, only the pages needed when a warm soffice can
 * be asked for them (Writer documents, and decks for listed pages): the pages listed, or the pages holding text in one of
 * `colours` (the changed pages of a redline, at most `maxPages` of them). Otherwise the whole
 * document, as convertToPdf gives it.
 */
export async function convertPagesToPdf(
  file: OfficeFile,
  options: OfficeRunOptions & { pages?: number[]; colours?: readonly string[]; maxPages?: number },
): Promise<OfficePdf> {
  const python = warmPython(options);
  if (!python) return { pdf: (await convertToPdf([file], { ...options, pagination: 'preview' }))[0] };
  const { bytes, reply } = await onWarmOffice(
    file,
    { extension: 'pdf', filter: previewPdfFilter(file.fileName) },
    {
      pages: options.pages?.length ? options.pages : undefined,
      colours: options.colours,
      maxPages: options.maxPages,
    },
    options,
    python,
  );
  return { pdf: bytes, pages: reply.pages, pageCount: reply.pageCount, changedPages: reply.changedPages };
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

/**
 * Takes a free slot of the pool (waiting for one while all are busy) and runs `work` on its
 * profile. `take` may keep the slot for itself (a warm soffice): then the lock stays when
 * `work` ends and `take` releases it later.
 */
async function withProfile<T>(options: OfficeRunOptions, work: (profile: string) => Promise<T>): Promise<T> {
  return acquire(options, async (profile) => {
    try {
      return await work(profile);
    } finally {
      await release(profile);
    }
  });
}

/**
 * Waits for a slot: one of this process's warm slots that is idle (`reuse` says which), or a
 * profile no process holds, whose lock is taken for `fresh`.
 */
async function acquire<T>(
  options: OfficeRunOptions,
  fresh: (profile: string) => Promise<T>,
  reuse?: (profile: string) => (() => Promise<T>) | undefined,
): Promise<T> {
  const profiles = officeProfiles(options);
  const timeLimit = options.timeoutMs ?? DEFAULT_OFFICE_TIMEOUT_MS;
  const lockAge = timeLimit * 2;
  // Live holders end within their time limit: waiting past a few of them means something is stuck.
  const deadline = Date.now() + lockAge + timeLimit;
  // A profile root that does not exist yet would look like a pool whose every lock is taken.
  if (options.profileRoot) await mkdir(options.profileRoot, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    options.signal?.throwIfAborted();
    for (const profile of profiles) {
      const warm = reuse?.(profile);
      if (warm) return warm();
    }
    for (const profile of profiles) {
      if (heldHere.has(profile)) continue;
      const lock = `${profile}.lock`;
      try {
        await mkdir(lock);
      } catch {
        if (await abandoned(lock, lockAge)) await rm(lock, { recursive: true, force: true });
        // Asks the holder to let its warm soffice go if it is only idling.
        else await writeFile(wantedFile(profile), String(process.pid)).catch(() => undefined);
        continue;
      }
      heldHere.add(profile);
      try {
        await nameHolder(profile);
      } catch (error) {
        await release(profile);
        throw error;
      }
      return fresh(profile);
    }
    if (Date.now() > deadline)
      throw new UnsupportedFormatError('LibreOffice is busy (every profile of its pool stayed locked); try again');
    await new Promise((resolve) => setTimeout(resolve, Math.min(50 + attempt * 10, 200)));
  }
}

async function release(profile: string): Promise<void> {
  heldHere.delete(profile);
  await rm(wantedFile(profile), { force: true });
  await rm(`${profile}.lock`, { recursive: true, force: true });
}

// ---- warm slots ----

/** A slot this process holds with a soffice kept running on its profile. */
interface WarmSlot {
  profile: string;
  soffice: string;
  bridge?: OfficeBridge;
  busy: boolean;
  idleTimer?: NodeJS.Timeout;
  /** Looks for another process asking for this slot while it idles. */
  wantedTimer?: NodeJS.Timeout;
}

/** A file another process writes beside a held profile when it is waiting for a slot. */
const wantedFile = (profile: string) => `${profile}.wanted`;

/** How often an idle warm slot looks whether another process is waiting for it. */
const WANTED_POLL_MS = 250;

const warmSlots = new Map<string, WarmSlot>();

function warmPython(options: OfficeRunOptions): string | undefined {
  if (options.warm === false || bridgeRefused.has(options.soffice)) return undefined;
  return findUnoPython(options.soffice);
}

/** soffice executables the bridge could not start: they are started once per conversion instead. */
const bridgeRefused = new Set<string>();

/** Runs one conversion on a warm slot: restarts a crashed or hung soffice and tries once more. */
async function onWarmOffice(
  file: OfficeFile,
  target: OfficeTarget,
  request: Omit<BridgeRequest, 'input' | 'output' | 'filter'>,
  options: OfficeRunOptions,
  python: string,
): Promise<{ bytes: Uint8Array; reply: BridgeReply }> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_OFFICE_TIMEOUT_MS;
  const run = async (slot: WarmSlot) => {
    clearTimeout(slot.idleTimer);
    clearInterval(slot.wantedTimer);
    return inConversionFolder(async (work) => {
      const extension = /\.[A-Za-z0-9]{1,6}$/.exec(file.fileName)?.[0]?.toLowerCase() ?? '';
      const input = join(work, `in${extension}`);
      const output = join(work, 'out');
      await writeFile(input, file.bytes);
      for (let attempt = 1; ; attempt++) {
        try {
          // A cold start (a new profile, a loaded machine) is not the document's fault: it gets the default limit at least.
          const startLimit = Math.max(timeoutMs, DEFAULT_OFFICE_TIMEOUT_MS);
          if (!slot.bridge?.alive) {
            slot.bridge = await OfficeBridge.start(slot.soffice, python, slot.profile, startLimit);
            await nameHolder(slot.profile, slot.bridge.pid);
          }
          const bridge = slot.bridge;
          const reply = await untilAborted(
            bridge.convert({ ...request, filter: target.filter, input, output }, timeoutMs),
            options.signal,
            () => bridge.kill(),
          );
          const bytes = await readFile(output).catch(() => undefined);
          if (!bytes) throw new CorruptDocumentError(`LibreOffice could not convert ${file.fileName}`);
          return { bytes: new Uint8Array(bytes), reply };
        } catch (error) {
          // An aborted conversion is over: no retry on a fresh soffice.
          if (options.signal?.aborted || !(error instanceof BridgeError)) throw error;
          if (error.kind === 'load' || error.kind === 'failed')
            throw new CorruptDocumentError(`LibreOffice could not convert ${file.fileName} (${error.message})`);
          slot.bridge?.kill();
          slot.bridge = undefined;
          await nameHolder(slot.profile);
          // A soffice that died while idle: a fresh one takes the request (once).
          if (error.kind === 'gone' && attempt === 1) continue;
          // This Python's uno does not drive this soffice: convert the old way from now on.
          if (error.kind === 'start') bridgeRefused.add(slot.soffice);
          // Crashed or hung on this file (LibreOffice crashes loading some documents over UNO that
          // it converts from the command line): one more try, in a soffice started for it alone.
          // The slot's soffice starts again with the next request.
          const [bytes] = await convertNow([file], slot.profile, { ...options, target });
          return { bytes, reply: {} };
        }
      }
    });
  };
  const settle = async (slot: WarmSlot) => {
    slot.busy = false;
    // A slot whose soffice is gone is freed before the conversion's caller hears back.
    if (!slot.bridge?.alive) return retire(slot);
    slot.idleTimer = setTimeout(() => void retire(slot), options.idleMs ?? DEFAULT_OFFICE_IDLE_MS);
    slot.idleTimer.unref();
    // Another docdelta waiting for a slot (a CLI beside a server, another test file) gets this one now.
    const idleSince = Date.now();
    slot.wantedTimer = setInterval(() => {
      stat(wantedFile(slot.profile)).then(
        (wanted) => {
          if (wanted.mtimeMs >= idleSince - WANTED_POLL_MS) void retire(slot);
        },
        () => undefined,
      );
    }, WANTED_POLL_MS);
    slot.wantedTimer.unref();
  };
  return acquire(
    options,
    async (profile) => {
      const slot: WarmSlot = { profile, soffice: options.soffice, busy: true };
      warmSlots.set(profile, slot);
      freeLocksOnExit();
      try {
        return await run(slot);
      } finally {
        await settle(slot);
      }
    },
    (profile) => {
      const slot = warmSlots.get(profile);
      if (!slot || slot.busy || slot.soffice !== options.soffice) return undefined;
      slot.busy = true;
      return async () => {
        try {
          return await run(slot);
        } finally {
          await settle(slot);
        }
      };
    },
  );
}

/** Stops a warm slot's soffice and frees the slot for other processes. */
async function retire(slot: WarmSlot): Promise<void> {
  if (warmSlots.get(slot.profile) !== slot || slot.busy) return;
  warmSlots.delete(slot.profile);
  clearTimeout(slot.idleTimer);
  clearInterval(slot.wantedTimer);
  await slot.bridge?.stop();
  await release(slot.profile);
}

let exitHookInstalled = false;

/** An exiting process frees its warm slots' locks (its bridges end their soffice themselves). */
function freeLocksOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const slot of warmSlots.values()) rmSync(`${slot.profile}.lock`, { recursive: true, force: true });
  });
}

/**
 * Stops every warm soffice of this process now (a server closing, a benchmark between rounds);
 * busy ones when their conversion ends. Without it they stop when idle or when the process exits.
 */
export async function stopWarmOffice(): Promise<void> {
  await Promise.all([...warmSlots.values()].filter((slot) => !slot.busy).map(retire));
}

/** The file in a lock directory naming the process that holds it (and the bridge of a warm slot). */
const HOLDER_FILE = 'pid';

function nameHolder(profile: string, bridgePid?: number): Promise<void> {
  return writeFile(
    join(`${profile}.lock`, HOLDER_FILE),
    bridgePid ? `${process.pid} ${bridgePid}` : String(process.pid),
  );
}

/**
 * A lock is abandoned when the process it names is gone (a killed worker, a crash): it is taken
 * over at once. A live holder keeps its lock however long it converts (a slow machine, a huge
 * document; its own time limit ends the conversion). Only a lock naming no process (its holder
 * died between making it and writing its pid, or an older docdelta made it) is judged by age.
 */
async function abandoned(lock: string, lockAge: number): Promise<boolean> {
  const [holder, bridge] = (await readFile(join(lock, HOLDER_FILE), 'utf8').catch(() => ''))
    .trim()
    .split(/\s+/)
    .map(Number);
  // A warm slot names its bridge too: a slot whose bridge ended while its holder lives on (an
  // engine worker thread terminated while its soffice idled) is free again.
  if (Number.isInteger(holder) && holder > 0)
    return !isAlive(holder) || (Number.isInteger(bridge) && bridge > 0 && !isAlive(bridge));
  const info = await stat(lock).catch(() => undefined);
  return info !== undefined && Date.now() - info.mtimeMs > lockAge;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A bridge killed with the engine worker that started it stays a zombie of this process
    // (nobody is left to reap it): it answers signals but holds nothing, so its slot is free.
    if (process.platform === 'linux') {
      const state = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '')[0];
      if (state === 'Z' || state === 'X') return false;
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
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
  return inConversionFolder(async (work) => {
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
    await runSoffice(options.soffice, args, options.timeoutMs ?? DEFAULT_OFFICE_TIMEOUT_MS, options.signal);
    const outputs: Uint8Array[] = [];
    for (const [index, file] of files.entries()) {
      const path = join(outDir, `in${index}.${extension}`);
      const bytes = await readFile(path).catch(() => undefined);
      if (!bytes)
        throw new CorruptDocumentError(`LibreOffice could not convert ${file.fileName} to ${extension.toUpperCase()}`);
      outputs.push(new Uint8Array(bytes));
    }
    return outputs;
  });
}

/**
 * `work`, unless `signal` aborts first: then `stop` ends what does it (its soffice group) and the
 * promise rejects with the signal's reason at once, without waiting for the process to go.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined, stop: () => void): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      stop();
      reject(signal.reason);
    };
    // The work is always heard to its end, so its failure after an abort is no unhandled rejection.
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}

function runSoffice(soffice: string, args: string[], timeoutMs: number, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  let child: ReturnType<typeof spawn> | undefined;
  const stop = () => {
    try {
      if (child?.pid && process.platform !== 'win32') process.kill(-child.pid, 'SIGKILL');
      else child?.kill('SIGKILL');
    } catch {
      // Already gone.
    }
  };
  return untilAborted(
    startSoffice(soffice, args, timeoutMs, (started) => (child = started)),
    signal,
    stop,
  );
}

function startSoffice(
  soffice: string,
  args: string[],
  timeoutMs: number,
  started: (child: ReturnType<typeof spawn>) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a hang is ended with soffice.bin and all its children.
    const child = spawn(soffice, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: process.platform !== 'win32' });
    started(child);
    trackOfficeGroup(child.pid);
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
      // Anything soffice left in its group (oosplash's children) ends with it.
      if (child.pid && process.platform !== 'win32') killOfficeGroup(child.pid);
      untrackOfficeGroup(child.pid);
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
