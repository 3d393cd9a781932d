import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { ArchiveLimitError } from '../../errors';

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
  /**
   * Nor are documents with more: a worker's heap is bounded (extract-pool.ts), and a document that
   * does not fit in it would be read twice (a 2000-page bench document did not; 1000 pages did).
   */
  maxFastPages: number;
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
  /**
   * Longest a document's reading may take (its text, form and page pictures), in milliseconds: past
   * it the read ends with a one-line error naming the budget instead of running on (pdf.js on a
   * pathological file, a machine far too busy). 0: no budget.
   */
  readBudgetMs: number;
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
// The fast path's worker (it reads its document and lays it out; the calling thread then keeps the
// other document and the diff) is off by default (minFastPages: Infinity), kept for machines with more
// cores, where it is yet to be measured, and for the tests that hold it to the same results. On the
// 340-page pair (`changes` of the CLI, 2 cores, load average ~5–10, medians of 5–6 alternated runs) it
// shortened the busiest thread (1.42 against 1.83 CPU s) but cost ~0.9 CPU s more in all (3.42 against
// 2.49), most of it each thread warming up the same code, and it took longer in wall time on the loaded
// machine; with V8's default optimisation budget (src/cli/tiering.ts) the calling thread alone took
// 1.11 CPU s for the pair and 2.10 in all, against 0.96 and 3.22 with the worker, so on two cores the
// worker cannot pay. Longer documents were not measured. When turned on, at most 1000 pages: the
// worker's heap is bounded (extract-pool.ts), and a 1500-page bench document did not fit in it (it was
// then read again here); 1000 pages did.
export const pdfExtraction: PdfExtractionSettings = {
  fastText: true,
  minFastPages: Infinity,
  maxFastPages: 1000,
  minPages: 200,
  threads: availableParallelism(),
  runPages: 12,
  callerReads: false,
  runTimeoutMs: 60_000,
  // Three minutes: the heaviest read of the PDF corpus benchmark (scripts/bench/pdf-corpus.ts), the
  // 137-page standard joined again page by page by pdfunite, took well under a minute at load 20.
  readBudgetMs: 180_000,
};

/** Changes when large PDFs are split across threads (tests force the split with a low `minPages`). */
export function configurePdfExtraction(change: Partial<PdfExtractionSettings>): PdfExtractionSettings {
  const given = Object.fromEntries(
    Object.entries(change).filter(([key, value]) => value !== undefined || key === 'starter'),
  );
  Object.assign(pdfExtraction, given);
  return { ...pdfExtraction };
}

/**
 * One document's reading budget (PdfExtractionSettings.readBudgetMs), checked between pages by the
 * readers that run on this thread (a synchronous read gives no timer a chance to fire) and raced
 * against what is awaited from elsewhere.
 */
export class ReadBudget {
  private readonly end: number;

  constructor(readonly ms = pdfExtraction.readBudgetMs) {
    this.end = ms > 0 ? performance.now() + ms : Infinity;
  }

  get error(): ArchiveLimitError {
    const told = this.ms >= 1000 ? `${this.ms / 1000} s` : `${this.ms} ms`;
    return new ArchiveLimitError(`the PDF could not be read within its reading budget of ${told}`);
  }

  /** Throws the budget's error once it is spent. */
  check(): void {
    if (performance.now() > this.end) throw this.error;
  }

  /** Rejects with the budget's error when it is spent first; the timer ends with `promise`. */
  async race<T>(promise: Promise<T>): Promise<T> {
    if (this.end === Infinity) return promise;
    // Given up on, the read may still fail later (its document destroyed by the caller).
    promise.catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const spent = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(this.error), Math.max(0, this.end - performance.now()));
    });
    try {
      return await Promise.race([promise, spent]);
    } finally {
      clearTimeout(timer);
    }
  }
}
