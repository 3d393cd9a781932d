import { rmSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import {
  ArchiveLimitError,
  CorruptDocumentError,
  type EngineError,
  InvalidOptionsError,
  killOfficeGroup,
  type OfficeEvent,
  PasswordRequiredError,
  UnsupportedFormatError,
  WrongPasswordError,
  workerStarter,
} from '../engine/index';
import { ENGINE_OPS, type EngineOpName, type EngineOps } from './engine-ops';

type Result<K extends EngineOpName> = Awaited<ReturnType<EngineOps[K]>>;

/** Runs engine operations; `signal` aborts one (a worker is terminated, inline work is abandoned). */
export interface EngineRunner {
  readonly mode: 'worker' | 'inline';
  run<K extends EngineOpName>(op: K, args: Parameters<EngineOps[K]>, signal?: AbortSignal): Promise<Result<K>>;
  close(): Promise<void>;
}

/** In this thread: simplest, but CPU-bound work blocks the event loop and cannot be stopped. */
export function inlineEngine(): EngineRunner {
  return {
    mode: 'inline',
    run: (op, args) => (ENGINE_OPS[op] as (...a: unknown[]) => Promise<never>)(...args),
    close: async () => {},
  };
}

const ERROR_CLASSES: Record<string, new (message: string) => EngineError> = {
  UnsupportedFormatError,
  CorruptDocumentError,
  ArchiveLimitError,
  PasswordRequiredError,
  WrongPasswordError,
  InvalidOptionsError,
};

interface PooledWorker {
  worker: Worker;
  busy: boolean;
  /** LibreOffice process groups the worker started and that still run. */
  office: Set<number>;
  /** Conversion folders the worker made and has not removed yet. */
  folders: Set<string>;
}

/**
 * Engine work in worker threads, so a huge document neither blocks the server's event loop
 * nor outlives its time limit: an aborted job's worker is terminated and replaced. Workers
 * start on first use; the WorkQueue in front bounds how many jobs run at once.
 */
/**
 * A document that expands into more than this (a small upload of hugely repetitive XML) kills
 * its worker, which the pool replaces, instead of the whole server.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 1536 };

export class EnginePool implements EngineRunner {
  readonly mode = 'worker' as const;
  private readonly workers: PooledWorker[] = [];
  private nextId = 0;
  private closed = false;

  private constructor(private readonly start: () => Worker) {}

  /** A pool when the worker script is present next to this module (source or build), else undefined. */
  static create(): EnginePool | undefined {
    // The built CLI carries the worker as its own bundle in dist/cli/engine-worker/.
    const start = workerStarter(
      import.meta.url,
      { bundle: 'engine-worker', source: 'engine-worker.ts', nested: false },
      WORKER_LIMITS,
    );
    return start ? new EnginePool(start) : undefined;
  }

  private acquire(): PooledWorker {
    const idle = this.workers.find((w) => !w.busy);
    if (idle) {
      idle.busy = true;
      return idle;
    }
    const pooled = this.spawn(true);
    this.workers.push(pooled);
    return pooled;
  }

  private spawn(busy: boolean): PooledWorker {
    const pooled: PooledWorker = { worker: this.start(), busy, office: new Set(), folders: new Set() };
    pooled.worker.unref();
    pooled.worker.on('message', (message: { office?: OfficeEvent }) => {
      const event = message.office;
      if (!event) return;
      if ('folder' in event) {
        if (event.running) {
          pooled.folders.add(event.folder);
          allFolders.add(event.folder);
        } else {
          pooled.folders.delete(event.folder);
          allFolders.delete(event.folder);
        }
      } else if (event.running) {
        pooled.office.add(event.pid);
        allOfficeGroups.add(event.pid);
      } else {
        pooled.office.delete(event.pid);
        allOfficeGroups.delete(event.pid);
      }
    });
    installExitHook();
    return pooled;
  }

  /**
   * Terminates a worker (a job aborted at its deadline, or one that failed the worker) with the
   * LibreOffice it started: a terminated worker's soffice would otherwise run on, busy with the
   * abandoned document, after the request and even the server are gone.
   */
  private stopWorker(pooled: PooledWorker): Promise<number> {
    for (const pid of pooled.office) {
      killOfficeGroup(pid);
      allOfficeGroups.delete(pid);
    }
    pooled.office.clear();
    // Its conversion folders go before the request is answered, and once more when the worker
    // has stopped, in case it was making one as it was told to stop.
    const folders = [...pooled.folders];
    pooled.folders.clear();
    const removeFolders = () => {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    };
    removeFolders();
    return pooled.worker.terminate().then((code) => {
      removeFolders();
      for (const folder of folders) allFolders.delete(folder);
      return code;
    });
  }

  /** Terminates a worker and starts an idle replacement at once, so the next job finds it warm. */
  private discard(pooled: PooledWorker): void {
    const at = this.workers.indexOf(pooled);
    if (at >= 0) this.workers.splice(at, 1);
    void this.stopWorker(pooled);
    if (this.closed) return;
    const spare = this.spawn(false);
    spare.worker.once('error', () => this.workers.splice(this.workers.indexOf(spare) >>> 0, 1));
    this.workers.push(spare);
  }

  run<K extends EngineOpName>(op: K, args: Parameters<EngineOps[K]>, signal?: AbortSignal): Promise<Result<K>> {
    const pooled = this.acquire();
    const id = ++this.nextId;
    return new Promise<Result<K>>((resolve, reject) => {
      const cleanup = () => {
        pooled.worker.off('message', onMessage);
        pooled.worker.off('error', onError);
        pooled.worker.off('exit', onExit);
        signal?.removeEventListener('abort', onAbort);
      };
      const onMessage = (message: {
        id: number;
        result?: unknown;
        error?: { name: string; message: string; fileName?: string; stack?: string };
      }) => {
        if (message.id !== id) return;
        cleanup();
        pooled.busy = false;
        if (message.error) reject(reviveError(message.error));
        else resolve(message.result as Result<K>);
      };
      const onError = (error: Error) => {
        cleanup();
        this.discard(pooled);
        reject(error);
      };
      const onExit = (code: number) => onError(new Error(`the engine worker stopped (exit code ${code})`));
      const onAbort = () => {
        cleanup();
        this.discard(pooled);
        reject(signal?.reason ?? new Error('aborted'));
      };
      pooled.worker.on('message', onMessage);
      pooled.worker.on('error', onError);
      pooled.worker.on('exit', onExit);
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      pooled.worker.postMessage({ id, op, args });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.splice(0).map((w) => this.stopWorker(w)));
  }
}

/** Groups of every pool's workers, killed if the server's process exits without closing its pools. */
const allOfficeGroups = new Set<number>();
/** Conversion folders of every pool's workers, removed then too. */
const allFolders = new Set<string>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pid of allOfficeGroups) killOfficeGroup(pid);
    for (const folder of allFolders) rmSync(folder, { recursive: true, force: true });
  });
}

/** Engine errors keep their class across the thread boundary, so the server maps them by class. */
function reviveError(data: { name: string; message: string; fileName?: string; stack?: string }): Error {
  const Class = ERROR_CLASSES[data.name];
  const error: Error & { fileName?: string } = Class ? new Class(data.message) : new Error(data.message);
  if (data.fileName) error.fileName = data.fileName;
  if (!Class && data.stack) error.stack = data.stack;
  return error;
}
