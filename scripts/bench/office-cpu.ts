/**
 * CPU seconds spent by this process and the LibreOffice it drives, so benchmarks on a shared,
 * loaded machine report work done rather than only wall time. Linux only (reads /proc): this
 * process, its reaped children (soffice runs started per conversion, warm slots that ended), and
 * the live warm slots (the bridge and its soffice, found by the pipe name carrying this pid).
 * Undefined elsewhere.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function statTimes(pid: string): { own: number; children: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at state (field 3).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { own: (utime + stime) / TICKS_PER_SECOND, children: (cutime + cstime) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

export function officeCpuSeconds(): number | undefined {
  const self = statTimes('self');
  if (!self) return undefined;
  let total = self.own + self.children;
  const mark = `docdelta-${process.pid}-`;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let command = '';
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!command.includes(mark)) continue;
    // A live warm slot's processes: their reaped children (oosplash's soffice.bin) are in `children`.
    const times = statTimes(pid);
    if (times) total += times.own + times.children;
  }
  return total;
}

/** Runs `work`, giving its wall and CPU seconds. */
export async function measured<T>(work: () => Promise<T>): Promise<{ value: T; wall: number; cpu?: number }> {
  const cpuBefore = officeCpuSeconds();
  const started = performance.now();
  const value = await work();
  const wall = (performance.now() - started) / 1000;
  const cpuAfter = officeCpuSeconds();
  return { value, wall, cpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore };
}
