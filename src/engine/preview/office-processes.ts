import { isMainThread } from 'node:worker_threads';

/**
 * Every LibreOffice process group this thread started (each soffice runs detached, as the leader
 * of its own group, so one signal ends oosplash, soffice.bin and whatever they started). Killed
 * when the process exits, and when it is stopped by SIGTERM, SIGINT or SIGHUP, which on their
 * own would end node without running any exit hook and leave soffice running with parent 1.
 * A worker thread reports its groups to whoever watches (the server's engine pool), which kills
 * them when it terminates the worker: a terminated worker runs no hook of its own.
 */
const groups = new Set<number>();
const watchers = new Set<(event: { pid: number; running: boolean }) => void>();
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

/** Hears of each group this thread starts and each that ends. */
export function watchOfficeProcesses(watcher: (event: { pid: number; running: boolean }) => void): void {
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

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', killAllOfficeGroups);
  // Signals reach the main thread only.
  if (!isMainThread) return;
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    const onSignal = () => {
      killAllOfficeGroups();
      // Someone else handles the signal (`docdelta serve` closes the server, then exits): leave
      // it to them. Alone, do what the signal would have done: end with its status.
      if (process.listenerCount(signal) > 1) return;
      process.off(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}
