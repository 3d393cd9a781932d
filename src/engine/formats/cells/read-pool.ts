import type { Worker } from 'node:worker_threads';
import type { ArchiveLimits, ZipArchive } from '../../archive/zip';
import { workerStarter } from '../shared/worker-starter';
import { cellsReading } from './read-settings';
import { unpackWorkbook, type PackedWorkbook } from './workbook-pack';
import { readXlsxPackage, readXlsxPackageInflating, type XlsxPackage } from './xlsx';

export { configureCellsReading, type CellsReadingSettings } from './read-settings';

/**
 * A worker thread that reads one large workbook while the calling thread reads the other: the
 * two workbooks of a comparison are read at once. The first that asks hands its bytes to a
 * worker started for it and waits; the next finds the worker busy and reads its own here in
 * the meantime. What comes back is each sheet's cell arrays, transferred, and the workbook's
 * shared strings with an index per cell (./workbook-pack). The worker ends after each workbook.
 * When it cannot start, fails, or takes too long, the calling thread reads the workbook itself,
 * so a damaged file fails exactly as on one thread: the worker is an acceleration, never a
 * requirement.
 *
 * On two cores this shortens the calling thread's path (the 100k × 20 bench pair: ~1.9–2.5
 * against ~2.9–3.6 CPU s) but costs CPU in all (~0.5–1 s: a second heap, the reader warmed up
 * twice, the workbook packed and unpacked): it pays when a core is free, not on a machine that
 * is busy already (scripts/bench/cells.ts).
 */

/** Parent → worker: read this workbook. */
export interface ReadRequest {
  id: number;
  bytes: Uint8Array;
  limits?: ArchiveLimits;
}

/** Worker → parent: the workbook packed, or why not (the parent then reads it itself). */
export type ReadResponse = { id: number; packed: PackedWorkbook } | { id: number; error: string };

const settings = cellsReading;

/**
 * The worker's young generation as large as the calling thread's default: the reader's garbage
 * (texts of cells, short-lived) dies young, and a small one promoted much of it. No bound on the
 * old generation beyond V8's own: a workbook large enough to need it is read here after the
 * worker ends, as after any failure.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 32 };

/** The workbook read by the helping worker when one is free (else here): the same package either way. */
export async function readXlsxShared(
  bytes: Uint8Array,
  limits?: ArchiveLimits,
  archive?: ZipArchive,
): Promise<XlsxPackage> {
  // A small workbook's parts are inflated whole: streaming them through zlib's threads saves
  // little memory there and cost the 15k bench pair time.
  if (bytes.length < settings.minWorkerBytes) return readXlsxPackage(bytes, limits, archive);
  const packed = await (settings.threads > 1 ? helper()?.read(bytes, limits) : undefined);
  // The worker opens its own copy of the package: an archive does not cross threads.
  return packed ? unpackWorkbook(packed) : readXlsxPackageInflating(bytes, limits, { archive });
}

class ReadHelper {
  private worker: Worker | undefined;
  private busy = false;
  private nextId = 0;
  /** Set when a worker could not start: later workbooks are read on their own thread. */
  private broken = false;

  constructor(readonly start: () => Worker) {}

  /** The packed workbook (undefined: the worker failed), or undefined when the worker is busy or cannot start. */
  read(bytes: Uint8Array, limits: ArchiveLimits | undefined): Promise<PackedWorkbook | undefined> | undefined {
    if (this.busy || this.broken) return undefined;
    const worker = this.worker ?? this.spawn();
    if (!worker) return undefined;
    this.busy = true;
    const id = ++this.nextId;
    return new Promise((resolve) => {
      const timer = setTimeout(() => void worker.terminate(), settings.timeoutMs);
      const done = (packed: PackedWorkbook | undefined) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onFailure);
        this.busy = false;
        if (packed) settings.onWorkerRead?.();
        // Ended after each workbook: its heap still holds the workbook's garbage (the inflated
        // parts, the shared strings), which would otherwise add to the comparison's peak.
        this.discard();
        resolve(packed);
      };
      const onMessage = (response: ReadResponse) => {
        if (response.id === id) done('packed' in response ? response.packed : undefined);
      };
      const onFailure = () => done(undefined);
      worker.on('message', onMessage);
      worker.on('error', onFailure);
      worker.on('exit', onFailure);
      // Copied, not transferred: the caller keeps its bytes (a writer reads them again).
      worker.postMessage({ id, bytes, limits } satisfies ReadRequest);
    });
  }

  close(): void {
    this.discard();
  }

  private spawn(): Worker | undefined {
    let worker: Worker;
    try {
      worker = this.start();
    } catch {
      this.broken = true;
      return undefined;
    }
    // A failure is handled by the read under way (see read).
    worker.on('error', () => {});
    worker.once('exit', () => {
      if (this.worker === worker) this.worker = undefined;
    });
    this.worker = worker;
    return worker;
  }

  private discard(): void {
    const { worker } = this;
    this.worker = undefined;
    if (worker) void worker.terminate();
  }
}

let shared: ReadHelper | null | undefined;
let sharedStarter: (() => Worker) | undefined;

/** The shared helper, or null when there is no worker script beside this module. */
function helper(): ReadHelper | null {
  if (shared !== undefined && sharedStarter !== settings.starter) {
    // Another source of workers was configured: the old one's worker ends.
    shared?.close();
    shared = undefined;
  }
  if (shared === undefined) {
    sharedStarter = settings.starter;
    const start =
      settings.starter ??
      workerStarter(import.meta.url, { bundle: 'cells-read-worker', source: 'read-worker.ts' }, WORKER_LIMITS);
    shared = start ? new ReadHelper(start) : null;
  }
  return shared;
}
