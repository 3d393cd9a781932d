import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';

/**
 * How large workbooks are read on two threads. Kept apart from the pool itself so that setting
 * it (the engine's entry point re-exports it) loads neither worker threads nor the readers.
 */
export interface CellsReadingSettings {
  /** Threads reading at once, the calling one included; 1 reads on the calling thread alone. */
  threads: number;
  /**
   * Workbooks smaller than this (bytes of the file) are read on the calling thread: a worker
   * costs some tens of milliseconds to start and its copy of the reader's code to warm up.
   */
  minWorkerBytes: number;
  /** A worker that has not answered after this long is ended and the calling thread reads the workbook. */
  timeoutMs: number;
  /** Where workers come from; undefined: the worker script beside this module. */
  starter?: () => Worker;
  /** Told when a worker read a workbook (tests count them; the engine keeps no counter). */
  onWorkerRead?: () => void;
}

// 2 MB: the 15k × 10 bench pair (1.0–1.1 MB each) is read in ~0.15 s per workbook, about what
// starting a worker and warming its code costs; the 100k × 20 pair (13.6–14.5 MB, ~1.1 s per
// workbook) is where the second core pays (scripts/bench/cells.ts).
export const cellsReading: CellsReadingSettings = {
  threads: availableParallelism(),
  minWorkerBytes: 2_000_000,
  timeoutMs: 120_000,
};

/** Changes how large workbooks are read (tests force the worker with a small `minWorkerBytes`). */
export function configureCellsReading(change: Partial<CellsReadingSettings>): CellsReadingSettings {
  const given = Object.fromEntries(
    Object.entries(change).filter(([key, value]) => value !== undefined || key === 'starter' || key === 'onWorkerRead'),
  );
  Object.assign(cellsReading, given);
  return { ...cellsReading };
}
