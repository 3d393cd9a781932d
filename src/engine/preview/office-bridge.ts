import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { trackOfficeGroup, untrackOfficeGroup } from './office-processes';
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BRIDGE_SCRIPT } from './office-bridge-script';

/**
 * A warm LibreOffice: one soffice per slot of the pool, kept running between conversions and
 * driven through a small Python UNO process (office-bridge-script.ts) over stdin/stdout, one
 * JSON line each way. Starting soffice is most of a conversion's cost; a warm one loads a
 * 30-page document in a fifth of a second and exports just the pages asked for.
 */

export interface BridgeRequest {
  input: string;
  output: string;
  /** Export filter as soffice's `--convert-to` takes it (`name` or `name:{json}` or `name:options`); PDF by document type when absent. */
  filter?: string;
  /** Writer documents and decks (slides) only: the 1-based pages to export. */
  pages?: number[];
  /** Writer documents only: find the pages with text in these `RRGGBB` colours and export just them. */
  colours?: readonly string[];
  /** With `colours`: export at most this many changed pages, first ones first. */
  maxPages?: number;
}

export interface BridgeReply {
  /** Pages of the whole document (Writer documents; slides of a deck). */
  pageCount?: number;
  /** Pages holding a change colour (Writer documents asked for `colours`), also those past maxPages. */
  changedPages?: number[];
  /** The document's pages the output holds, in order; absent: all of them. */
  pages?: number[];
}

/**
 * Why a request failed: the file (`load`, `failed`: no retry helps), LibreOffice on this file
 * (`crashed`, `timeout`), a soffice that had died before the request came (`gone`), or one that
 * would not start (`start`).
 */
export class BridgeError extends Error {
  constructor(
    message: string,
    readonly kind: 'load' | 'failed' | 'crashed' | 'timeout' | 'start' | 'gone',
  ) {
    super(message);
    this.name = 'BridgeError';
  }
}

const pythonBySoffice = new Map<string, string | undefined>();

/**
 * A Python that imports LibreOffice's `uno` module: the one LibreOffice ships beside soffice
 * (Windows, macOS and the official Linux builds), else the system's (Debian's python3-uno).
 * Undefined when there is none: conversions then start soffice each time.
 */
export function findUnoPython(soffice: string): string | undefined {
  if (pythonBySoffice.has(soffice)) return pythonBySoffice.get(soffice);
  let program = dirname(soffice);
  try {
    program = dirname(realpathSync(soffice));
  } catch {
    // A path that does not resolve keeps its own folder.
  }
  const candidates = [
    join(program, 'python'),
    join(program, 'python.exe'),
    '/usr/lib/libreoffice/program/python',
    '/usr/bin/python3',
    '/usr/local/bin/python3',
  ].filter((path) => existsSync(path));
  const found = candidates.find(
    (python) => spawnSync(python, ['-c', 'import uno'], { stdio: 'ignore', timeout: 20_000 }).status === 0,
  );
  pythonBySoffice.set(soffice, found);
  return found;
}

/** Bridges alive in this process, ended when it exits. */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function endAllOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // The bridge also ends soffice when its input closes, which covers a killed docdelta; this
  // makes an ordinary exit leave nothing behind without waiting for that.
  process.on('exit', () => {
    for (const child of running) killGroup(child);
  });
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid && process.platform !== 'win32') process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
  } catch {
    // Already gone.
  }
}

let pipeCounter = 0;

/** One warm soffice on one profile, serving one request at a time. */
export class OfficeBridge {
  private child: ChildProcess | undefined;
  private buffer = '';
  private waiting: ((line: string | undefined) => void) | undefined;
  private nextId = 1;
  private exited = false;

  private constructor(
    readonly soffice: string,
    readonly python: string,
  ) {}

  /** Starts soffice on `profile` and waits until it takes requests (within `timeoutMs`). */
  static async start(soffice: string, python: string, profile: string, timeoutMs: number): Promise<OfficeBridge> {
    const bridge = new OfficeBridge(soffice, python);
    await bridge.launch(profile, timeoutMs);
    return bridge;
  }

  get alive(): boolean {
    return !this.exited;
  }

  /** The bridge's process id (its soffice ends with it). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  private async launch(profile: string, timeoutMs: number): Promise<void> {
    endAllOnExit();
    const pipe = `docdelta-${process.pid}-${++pipeCounter}-${Date.now().toString(36)}`;
    const child = spawn(
      this.python,
      ['-c', BRIDGE_SCRIPT, this.soffice, pathToFileURL(profile).href, pipe, String(Math.ceil(timeoutMs / 1000))],
      // Its own process group, so a hang is ended with soffice.bin and all its children.
      { stdio: ['pipe', 'pipe', 'pipe'], detached: process.platform !== 'win32' },
    );
    this.child = child;
    running.add(child);
    trackOfficeGroup(child.pid);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      this.buffer += chunk;
      let newline: number;
      while ((newline = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, newline);
        this.buffer = this.buffer.slice(newline + 1);
        this.waiting?.(line);
      }
    });
    child.on('exit', () => {
      this.exited = true;
      running.delete(child);
      // Whatever the bridge left in its group (a soffice it could not stop) goes with it.
      killGroup(child);
      untrackOfficeGroup(child.pid);
      this.waiting?.(undefined);
    });
    child.on('error', () => {
      this.exited = true;
      this.waiting?.(undefined);
    });
    // A warm slot must not keep docdelta running: only a request in flight (its timer) does.
    child.unref();
    for (const stream of [child.stdin, child.stdout, child.stderr])
      (stream as unknown as { unref?: () => void } | null)?.unref?.();
    const ready = await this.nextLine(timeoutMs + 5000);
    if (ready === undefined || ready === 'timeout') {
      this.kill();
      const why = ready === 'timeout' ? 'did not start in time' : `exited (${stderr.trim().split('\n').pop() ?? ''})`;
      throw new BridgeError(`LibreOffice ${why}`, ready === 'timeout' ? 'timeout' : 'start');
    }
    const message = JSON.parse(ready) as { ready: boolean; error?: string };
    if (!message.ready) {
      this.kill();
      throw new BridgeError(`LibreOffice could not be started (${message.error ?? 'no reason given'})`, 'start');
    }
  }

  /** One line from the bridge, `undefined` when it exited, `'timeout'` past the limit. */
  private nextLine(timeoutMs: number): Promise<string | undefined> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish('timeout'), timeoutMs);
      const finish = (line: string | undefined) => {
        clearTimeout(timer);
        this.waiting = undefined;
        resolve(line);
      };
      if (this.exited) finish(undefined);
      else this.waiting = finish;
    });
  }

  /** Converts one file; a hang past `timeoutMs` ends this soffice and fails with kind `timeout`. */
  async convert(request: BridgeRequest, timeoutMs: number): Promise<BridgeReply> {
    if (this.exited || !this.child?.stdin) throw new BridgeError('LibreOffice is not running', 'crashed');
    const id = this.nextId++;
    const answer = this.nextLine(timeoutMs);
    this.child.stdin.write(`${JSON.stringify({ ...request, id })}\n`);
    const line = await answer;
    if (line === 'timeout') {
      this.kill();
      throw new BridgeError(
        `LibreOffice did not finish within ${Math.round(timeoutMs / 1000)} s and was stopped`,
        'timeout',
      );
    }
    if (line === undefined) throw new BridgeError('LibreOffice stopped while converting (it crashed)', 'crashed');
    const message = JSON.parse(line) as BridgeReply & {
      id: number;
      ok: boolean;
      kind?: BridgeError['kind'];
      error?: string;
    };
    if (!message.ok) {
      if (message.kind === 'crashed' || message.kind === 'gone') this.kill();
      throw new BridgeError(message.error ?? 'LibreOffice failed', message.kind ?? 'failed');
    }
    return { pageCount: message.pageCount, changedPages: message.changedPages, pages: message.pages };
  }

  /** Ends soffice the gentle way (the bridge closes it when its input ends); kills it if that takes too long. */
  async stop(graceMs = 10_000): Promise<void> {
    const child = this.child;
    if (!child || this.exited) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.stdin?.end();
    const timer = setTimeout(() => this.kill(), graceMs);
    await exited;
    clearTimeout(timer);
  }

  /** Ends the bridge and its soffice at once. */
  kill(): void {
    if (this.child && !this.exited) killGroup(this.child);
  }
}
