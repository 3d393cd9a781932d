import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';

/**
 * How large PDFs are split across threads. Kept apart from the pool itself so that setting it
 * (the engine's entry point re-exports it) loads neither worker threads nor the PDF layout.
 */
export interface PdfExtractionSettings {
  /** Documents with fewer pages are read on the calling thread alone: a worker costs a few tenths of a second to start. */
  minPages: number;
  /** Read documents made of plain fonts with the fast text path (content-text.ts); false: pdf.js reads every document. */
  fastText: boolean;
  /** Documents with fewer pages are read by the fast path on the calling thread, not handed to a worker. */
  minFastPages: number;
  /** Threads reading at once, the calling one included; 1 reads on the calling thread alone. */
  threads: number;
  /** Pages in one run handed out at a time. */
  runPages: number;
  /** False: the calling thread leaves the runs to the workers, reading only what they fail on. */
  callerReads: boolean;
  /**
   * A run a worker has not answered after this long is taken back: the calling thread reads it
   * and the worker is ended (a worker stuck in pdf.js must not hold the comparison forever).
   */
  runTimeoutMs: number;
  /** Where workers come from; undefined: the worker script beside this module. */
  starter?: () => Worker;
  /** Told how many pages a worker read (tests and benchmarks count them; the engine keeps no counter). */
  onWorkerPages?: (pages: number) => void;
}

// 200 pages: below it the helping worker (0.3–0.5 CPU seconds to start, load pdf.js and open
// the document; ~100 MB of its own) shortens the busiest thread by too little for its memory:
// `compare` of the 137-page standard (scripts/bench/run.ts) peaked at 426 MB and 14.8 CPU s with
// it, 321 MB and 13.5 CPU s without (at 120 pages it had one; load average 17).
// The calling thread leaves the pages to the worker and lays out what it sends: pdf.js there
// inflates with its own code (extract-worker.ts), here through Node's DecompressionStream, which
// belongs to the host and costs more; on the 340-page pair (2 cores) this took less CPU, a less
// busy busiest thread and less memory than both threads reading (6.5 against 7.8 CPU s, 385
// against 410 MB, at load average 20).
// 1000 pages for the fast path's worker: on the 340-page pair (`scripts/bench/pdf.ts --threads N`, load average
// ~9, twice each) the calling thread reading both documents took 5.2–6.1 s wall, 2.3–3.1 CPU s and 187–203 MB;
// one document in a worker 6.9–9.0 s, 3.6–4.3 CPU s and 258–289 MB; both in workers 6.2–6.8 s, 3.5–3.6 CPU s
// and 363–379 MB. Reading a document the fast way costs the calling thread ~0.3 s, less than a worker costs to
// start and warm up (~0.8 CPU s for the same document), and the reading order and the diff after it stay on the
// calling thread. Longer documents were not measured: there a worker may repay itself on a quiet machine.
export const pdfExtraction: PdfExtractionSettings = {
  fastText: true,
  minFastPages: 1000,
  minPages: 200,
  threads: availableParallelism(),
  runPages: 12,
  callerReads: false,
  runTimeoutMs: 60_000,
};

/** Changes when large PDFs are split across threads (tests force the split with a low `minPages`). */
export function configurePdfExtraction(change: Partial<PdfExtractionSettings>): PdfExtractionSettings {
  const given = Object.fromEntries(
    Object.entries(change).filter(([key, value]) => value !== undefined || key === 'starter'),
  );
  Object.assign(pdfExtraction, given);
  return { ...pdfExtraction };
}
