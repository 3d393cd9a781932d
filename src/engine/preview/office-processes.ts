import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * Every LibreOffice process group this thread started (each soffice runs detached, as the leader
 * of its own group, so one signal ends oosplash, soffice.bin and whatever they started). Killed
 * when the process exits, and when it is stopped by SIGTERM, SIGINT or SIGHUP, which on their
 * own would end node without running any exit hook and leave soffice running with parent 1.
 * A worker thread reports its groups and conversion folders to whoever watches (the server's
 * engine pool), which ends them when it terminates the worker: a terminated worker runs no hook
 * of its own.
 */
const groups = new Set<number>();
/** Conversion folders in use (the document written out for soffice, what it writes back). */
const folders = new Set<string>();
/** A LibreOffice group (by its leader's pid) or a conversion folder, started or ended. */
export type OfficeEvent = { pid: number; running: boolean } | { folder: string; running: boolean };
const watchers = new Set<(event: OfficeEvent) => void>();
let hooksInstalled = false;

export function trackOfficeGroup(pid: number | undefined): void {
  if (!pid || process.platform === 'win32') return;
  installHooks();
  groups.add(pid);
  for (const watcher of watchers) watcher({ pid, running: true });
}

export function untrackOfficeGroup(pid: number | undefined): void {
  if (!pid || !groups.delete(pid)) return;
  for (const watcher of watchers) watcher({ pid, running: false });
}

/** Hears of each group and conversion folder this thread starts and each that ends. */
export function watchOfficeProcesses(watcher: (event: OfficeEvent) => void): void {
  watchers.add(watcher);
}

/** SIGKILL to a whole group; nothing when it is already gone. */
export function killOfficeGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Kills every group this thread started. */
export function killAllOfficeGroups(): void {
  for (const pid of groups) killOfficeGroup(pid);
  groups.clear();
}

/**
 * Runs `work` in a fresh folder under the temp folder, removed when it ends, fails, or the
 * process is stopped by a signal or exits meanwhile (a killed `docdelta preview` leaves no
 * half-written conversion behind). The name is tracked before the folder exists, so a signal
 * arriving while it is being made still finds it.
 */
export async function inConversionFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = join(tmpdir(), `docdelta-convert-${randomBytes(6).toString('hex')}`);
  installHooks();
  folders.add(folder);
  for (const watcher of watchers) watcher({ folder, running: true });
  try {
    await mkdir(folder, { mode: 0o700 });
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
    folders.delete(folder);
    for (const watcher of watchers) watcher({ folder, running: false });
  }
}

/** Ends every LibreOffice group first, so none writes into a folder being removed. */
function endEverything(): void {
  killAllOfficeGroups();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders.clear();
}

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', endEverything);
  // Signals reach the main thread only.
  if (!isMainThread) return;
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    const onSignal = () => {
      endEverything();
      // Someone else handles the signal (`docdelta serve` closes the server, then exits): leave
      // it to them. Alone, do what the signal would have done: end with its status.
      if (process.listenerCount(signal) > 1) return;
      process.off(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}
