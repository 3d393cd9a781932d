import type { Worker } from 'node:worker_threads';
import { pdfExtraction } from './extraction-settings';
import type { PdfAbout } from './metadata';
import { unpackPages, type PackedPages } from './page-pack';
import { declaredPageCount } from './page-count';
import type { ExtractedPage } from './model';
import { readFastLaidOut, type FastDocument } from './page-text';
import { workerStarter } from '../shared/worker-starter';

export { configurePdfExtraction, type PdfExtractionSettings } from './extraction-settings';
import type { ReadBudget } from './extraction-settings';

/**
 * Worker threads that help read the text of large PDFs. A document's pages are cut into short
 * runs; the calling thread and the workers each take the next run until none is left, so a
 * worker still starting simply takes fewer. Each worker opens the same bytes with pdf.js itself.
 * When no worker can start, or one fails, the calling thread reads what is left: the pool is an
 * acceleration, never a requirement.
 *
 * Every thread that reads a document's pages pays for opening it (pdf.js's parse of its fonts
 * and resources, on each thread again), so the two documents of a comparison are read one per
 * thread where they can be: a worker keeps to the document it started on (its home), the
 * calling thread leaves a document that has a worker to one that has none, and a thread that
 * runs out of its own helps with the other only while enough of it is left to repay opening it.
 */

/** Parent → worker: read pages first..last of a document, opening it first if `open` is given. */
export interface ExtractRequest {
  id: number;
  document: number;
  open?: {
    bytes: Uint8Array;
    /** Only ever in this message, between threads of one process; never logged. */
    password?: string;
    standardFonts: string;
  };
  first: number;
  last: number;
}

/** Parent → worker: a document is done with. */
export interface CloseRequest {
  close: number;
}

/** Parent → worker: read all of a document through the fast text path (content-text.ts) and lay it out. */
export interface FastRequest {
  id: number;
  fast: Uint8Array;
}

/** Worker → parent: a run's pages, and what the document says of itself when this request opened it. */
export type ExtractResponse =
  | { id: number; packed: PackedPages; about?: PdfAbout; error?: undefined; unsupported?: undefined; read?: undefined }
  | { id: number; error: string; packed?: undefined; about?: undefined; unsupported?: undefined; read?: undefined }
  /** A fast request for a document the fast path does not read. */
  | { id: number; unsupported: true; packed?: undefined; about?: undefined; error?: undefined; read?: undefined }
  /** A fast request's document, laid out. */
  | {
      id: number;
      read: FastDocument;
      packed?: undefined;
      about?: undefined;
      error?: undefined;
      unsupported?: undefined;
    };

/** Helping workers at most, whatever the core count: each holds pdf.js and a copy of the document. */
const MAX_HELPERS = 3;
/** A worker done with its own document helps with another only when at least this many runs are left of it. */
const RUNS_WORTH_OPENING = 3;

const settings = pdfExtraction;

/** Reads pages first..last on the calling thread. */
export type ReadHere = (first: number, last: number) => Promise<ExtractedPage[]>;

/**
 * Every page's text in page order, read with the help of workers when the document has enough
 * pages (and a worker script exists), else by `readHere` alone. `about` is the document's own
 * account of itself from the first worker that opened it (none when no worker did).
 */
export async function extractShared(
  pageCount: number,
  source: NonNullable<ExtractRequest['open']>,
  readHere: ReadHere,
): Promise<{ pages: ExtractedPage[]; about?: PdfAbout }> {
  const workers = settings.threads > 1 && pageCount >= settings.minPages ? pool() : null;
  if (!workers) return { pages: await readHere(1, pageCount) };
  const job = new Job(source, pageCount, Math.max(1, settings.runPages));
  workers.add(job);
  try {
    for (;;) {
      const readsHere = (settings.callerReads && !workers.leavesToHelper(job)) || !workers.alive();
      const run = readsHere ? job.takeForHere() : job.retry.shift();
      if (run !== undefined) {
        const [first, last] = job.runs[run];
        job.results[run] = await readHere(first, last);
        continue;
      }
      if (job.finished()) break;
      if (!(await job.changed(settings.runTimeoutMs))) workers.reclaim(job);
    }
  } finally {
    workers.finish(job);
  }
  return { pages: job.results.flat(), about: job.about };
}

/**
 * The whole document through the fast text path (content-text.ts), laid out, or undefined when
 * that path does not read it (the caller then reads it with pdf.js, extractShared). The two
 * documents of a comparison are read at once: the first that asks hands its document to an idle
 * worker and waits, the next finds none idle and reads its own here in the meantime. The worker
 * lays its document out too, so that this thread is left only the reading and layout of its own
 * and the diff; what comes back is the paragraphs' text and a few typed arrays, not the words.
 * Whether a document is long enough for a worker is told by its page tree's root alone (reading
 * the tree here too would cost this thread what the worker saves it).
 */
export async function extractFast(bytes: Uint8Array, budget?: ReadBudget): Promise<FastDocument | undefined> {
  if (!settings.fastText) return undefined;
  const pageCount = settings.threads > 1 ? declaredPageCount(bytes) : undefined;
  const workers =
    pageCount !== undefined && pageCount >= settings.minFastPages && pageCount <= settings.maxFastPages ? pool() : null;
  const inWorker = workers?.readFast(bytes);
  if (!inWorker) return readFastLaidOut(bytes, budget);
  const answer = await inWorker;
  // A worker that failed (not one that said no): read here.
  return answer === 'failed' ? readFastLaidOut(bytes, budget) : answer;
}

class Job {
  /** The document's number in its pool (set by the pool: workers keep each open document by it). */
  id = 0;
  readonly runs: [number, number][] = [];
  readonly results: ExtractedPage[][] = [];
  /** Runs a worker failed on, for the calling thread. */
  readonly retry: number[] = [];
  next = 0;
  inWorkers = 0;
  /** Workers whose home this job is. */
  homeWorkers = 0;
  /** The document's account of itself, from the first worker that opened it. */
  about: PdfAbout | undefined;
  private wake: (() => void) | undefined;

  constructor(
    readonly source: NonNullable<ExtractRequest['open']>,
    pageCount: number,
    runPages: number,
  ) {
    for (let first = 1; first <= pageCount; first += runPages)
      this.runs.push([first, Math.min(pageCount, first + runPages - 1)]);
  }

  takeForHere(): number | undefined {
    return this.retry.shift() ?? this.takeForWorker();
  }

  takeForWorker(): number | undefined {
    return this.next < this.runs.length ? this.next++ : undefined;
  }

  runsLeft(): number {
    return this.runs.length - this.next;
  }

  /** Wakes the calling thread's loop to look again (another job's state changed). */
  poke(): void {
    this.wake?.();
    this.wake = undefined;
  }

  /** Every run read (not one still waiting for a worker, in one, or to be read again here). */
  finished(): boolean {
    return this.next >= this.runs.length && this.inWorkers === 0 && this.retry.length === 0;
  }

  /** Resolves true when a run settles, false when none did within `timeoutMs`. */
  changed(timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = undefined;
        resolve(false);
      }, timeoutMs);
      this.wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  }

  settle(run: number, pages: ExtractedPage[] | undefined): void {
    this.inWorkers--;
    if (pages) {
      this.results[run] = pages;
      settings.onWorkerPages?.(pages.length);
    } else this.retry.push(run);
    this.wake?.();
    this.wake = undefined;
  }
}

interface PooledWorker {
  worker: Worker;
  busy: boolean;
  /** The job of the run it is reading. */
  job?: Job;
  /** Jobs whose document this worker has open. */
  opened: Set<number>;
  /** The job it keeps to while that has runs left. */
  home?: Job;
}

/**
 * A worker's young generation kept small: its garbage is short-lived (pdf.js's parse of each
 * page), and the default, sized for a whole process, held ~15 MB more at the 340-page bench's
 * peak for no less CPU (scripts/bench/pdf.ts). Its old generation bounded too: pdf.js's page
 * objects outlive a few scavenges and then die, and with the default limit V8 let them pile up
 * to ~100 MB between full collections where ~35 MB was live; bounded, the bench pair's peak
 * RSS fell from ~390 to ~320 MB for no measurable CPU. A document that needs more than the
 * bound ends the worker (out of memory) and the calling thread reads what is left, as after any
 * worker failure.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 128 };

/** Idle workers end after this long, so a server that read one large PDF does not keep them. */
const IDLE_MILLISECONDS = 15_000;

class ExtractPool {
  private readonly workers: PooledWorker[] = [];
  private readonly jobs: Job[] = [];
  private nextId = 0;
  private documents = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  /** Set when a worker could not start: later jobs are read on their own thread. */
  private broken = false;

  constructor(private readonly start: () => Worker) {}

  alive(): boolean {
    return this.workers.length > 0;
  }

  /**
   * Whether the calling thread should leave `job` to its worker for now: another job has runs
   * left and no worker, so the calling thread reads that one (each thread then opens one document).
   */
  leavesToHelper(job: Job): boolean {
    return (
      job.homeWorkers > 0 && this.jobs.some((other) => other !== job && other.homeWorkers === 0 && other.runsLeft() > 0)
    );
  }

  add(job: Job): void {
    job.id = ++this.documents;
    this.jobs.push(job);
    clearTimeout(this.idleTimer);
    // No more helpers than runs left to share with the calling thread. Not one per core when
    // the calling thread leaves the reading to them: it still lays out what they send, and a
    // second helper on two cores cost more CPU (7.9 against 6.4 s) and memory (485 against
    // 405 MB) on the 340-page bench pair than it saved in wall time (scripts/bench/pdf.ts).
    const runsLeft = this.jobs.reduce((sum, queued) => sum + queued.runs.length - queued.next, 0);
    const wanted = Math.min(settings.threads - 1, MAX_HELPERS, runsLeft - 1);
    while (!this.broken && this.workers.length < wanted) this.spawn();
    for (const pooled of this.workers) if (!pooled.busy) this.feed(pooled);
  }

  finish(job: Job): void {
    this.jobs.splice(this.jobs.indexOf(job) >>> 0, 1);
    for (const pooled of this.workers) {
      if (pooled.opened.delete(job.id)) pooled.worker.postMessage({ close: job.id } satisfies CloseRequest);
      if (pooled.home === job) this.setHome(pooled, undefined);
    }
    // A calling thread that left its job to a worker may now read it.
    for (const other of this.jobs) other.poke();
    this.idleLater();
  }

  /** With nothing left to do, the workers end after a while. */
  private idleLater(): void {
    if (this.jobs.length === 0 && this.workers.every((w) => !w.busy)) {
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => this.close(), IDLE_MILLISECONDS);
      this.idleTimer.unref();
    }
  }

  /**
   * A whole document through the fast path in an idle worker (starting one if there is room),
   * or undefined when none is free. Resolves 'failed' when the worker failed.
   */
  readFast(bytes: Uint8Array): Promise<FastDocument | undefined | 'failed'> | undefined {
    clearTimeout(this.idleTimer);
    if (
      !this.broken &&
      this.workers.length < Math.min(settings.threads - 1, MAX_HELPERS) &&
      this.workers.every((w) => w.busy)
    )
      this.spawn();
    const pooled = this.workers.find((w) => !w.busy);
    if (!pooled) return undefined;
    const id = ++this.nextId;
    pooled.busy = true;
    pooled.worker.ref();
    const { worker } = pooled;
    return new Promise((resolve) => {
      // A worker stuck on a document is ended and the calling thread reads it, as with a run.
      const timer = setTimeout(() => void worker.terminate(), settings.runTimeoutMs);
      const done = (answer: FastDocument | undefined | 'failed') => {
        clearTimeout(timer);
        if (typeof answer === 'object') settings.onWorkerPages?.(answer.laidOut.pages.length);
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onFailure);
        pooled.busy = false;
        worker.unref();
        if (answer === 'failed') this.discard(pooled);
        else this.feed(pooled);
        this.idleLater();
        resolve(answer);
      };
      const onMessage = (response: ExtractResponse) => {
        if (response.id !== id) return;
        if (response.read) done(response.read);
        else done(response.unsupported ? undefined : 'failed');
      };
      const onFailure = () => done('failed');
      worker.on('message', onMessage);
      worker.on('error', onFailure);
      worker.on('exit', onFailure);
      worker.postMessage({ id, fast: bytes } satisfies FastRequest);
    });
  }

  /** Ends the workers reading runs of `job`: their runs go back to the calling thread. */
  reclaim(job: Job): void {
    for (const pooled of [...this.workers]) if (pooled.busy && pooled.job === job) void pooled.worker.terminate();
  }

  closeAll(): void {
    clearTimeout(this.idleTimer);
    this.close();
  }

  private spawn(): void {
    let worker: Worker;
    try {
      worker = this.start();
    } catch {
      this.broken = true;
      return;
    }
    worker.unref();
    const pooled: PooledWorker = { worker, busy: false, opened: new Set() };
    // A failure while busy is handled by that run (see feed); an idle one only leaves the pool.
    worker.on('error', () => {});
    worker.once('exit', () => this.remove(pooled));
    this.workers.push(pooled);
  }

  private remove(pooled: PooledWorker): void {
    const at = this.workers.indexOf(pooled);
    if (at >= 0) this.workers.splice(at, 1);
    this.setHome(pooled, undefined);
  }

  private setHome(pooled: PooledWorker, job: Job | undefined): void {
    if (pooled.home === job) return;
    if (pooled.home) pooled.home.homeWorkers--;
    pooled.home = job;
    if (job) job.homeWorkers++;
    for (const other of this.jobs) other.poke();
  }

  /**
   * The job a worker reads next: for a new worker, or one sharing its home with another, the job
   * with the most runs left among those without a worker; else its home while that has runs
   * left; else the one with the most runs left. A job not open in the worker yet is taken only
   * when enough of it is left to repay opening it.
   */
  private jobFor(pooled: PooledWorker): Job | undefined {
    const mostLeft = (jobs: Job[]) =>
      jobs.reduce<Job | undefined>((best, job) => (job.runsLeft() > (best?.runsLeft() ?? 0) ? job : best), undefined);
    const worthOpening = (job: Job) => pooled.opened.has(job.id) || job.runsLeft() >= RUNS_WORTH_OPENING;
    const homeless = mostLeft(this.jobs.filter((job) => job.homeWorkers === 0));
    if (homeless && !pooled.home) return homeless;
    // Two workers started on the first document of a pair before the second came: one moves to it.
    const { home } = pooled;
    if (homeless && home && home.homeWorkers > 1 && worthOpening(homeless)) return homeless;
    if (home && home.runsLeft() > 0) return home;
    const other = mostLeft(this.jobs);
    return other && worthOpening(other) ? other : undefined;
  }

  /** Hands an idle worker the next run of a job (see jobFor), or leaves it idle. */
  private feed(pooled: PooledWorker): void {
    const job = this.jobFor(pooled);
    const run = job?.takeForWorker();
    if (!job || run === undefined) return;
    this.setHome(pooled, job);
    const taken = job;
    const id = ++this.nextId;
    pooled.busy = true;
    pooled.job = taken;
    // Referenced while busy (a caller awaits it), unreferenced while idle (the process may end).
    pooled.worker.ref();
    taken.inWorkers++;
    const { worker } = pooled;
    const done = (pages: ExtractedPage[] | undefined) => {
      worker.off('message', onMessage);
      worker.off('error', onFailure);
      worker.off('exit', onFailure);
      pooled.busy = false;
      pooled.job = undefined;
      worker.unref();
      taken.settle(run, pages);
    };
    const onMessage = (response: ExtractResponse) => {
      if (response.id !== id) return;
      if (response.about) taken.about ??= response.about;
      done(response.packed && unpackPages(response.packed));
      // pdf.js failed in the worker: the calling thread reads this run (and fails the same way, if it must).
      if (!response.packed) return this.discard(pooled);
      this.feed(pooled);
    };
    const onFailure = () => {
      done(undefined);
      this.discard(pooled);
    };
    worker.on('message', onMessage);
    worker.on('error', onFailure);
    worker.on('exit', onFailure);
    const [first, last] = taken.runs[run];
    const open = pooled.opened.has(taken.id) ? undefined : taken.source;
    pooled.opened.add(taken.id);
    worker.postMessage({ id, document: taken.id, open, first, last } satisfies ExtractRequest);
  }

  private discard(pooled: PooledWorker): void {
    this.remove(pooled);
    void pooled.worker.terminate();
  }

  private close(): void {
    for (const pooled of [...this.workers]) this.discard(pooled);
  }
}

let shared: ExtractPool | null | undefined;
let sharedStarter: (() => Worker) | undefined;

/** The shared pool, or null when there is no worker script beside this module. */
function pool(): ExtractPool | null {
  if (shared !== undefined && sharedStarter !== settings.starter) {
    // Another source of workers was configured: the pool of the old one ends.
    shared?.closeAll();
    shared = undefined;
  }
  if (shared === undefined) {
    sharedStarter = settings.starter;
    const start =
      settings.starter ??
      workerStarter(import.meta.url, { bundle: 'pdf-extract-worker', source: 'extract-worker.ts' }, WORKER_LIMITS);
    shared = start ? new ExtractPool(start) : null;
  }
  return shared;
}
