import type { CliIo } from './io';

/** A progress bar on stderr when it is a terminal; nothing otherwise (CI logs stay clean). */
export function progressReporter(
  io: CliIo,
  label: string,
): { update: (stage: string, fraction: number) => void; done: () => void } {
  if (!io.stderr.isTTY || io.env.CI) return { update: () => {}, done: () => {} };
  const width = 24;
  let shown = false;
  return {
    update(stage, fraction) {
      const filled = Math.round(Math.min(1, Math.max(0, fraction)) * width);
      io.stderr.write(`\r${label} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${stage.padEnd(10)}`);
      shown = true;
    },
    done() {
      if (shown) io.stderr.write(`\r${' '.repeat(label.length + width + 16)}\r`);
    },
  };
}
