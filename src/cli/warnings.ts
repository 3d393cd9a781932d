import type { CliIo } from './io';

/** Reader warnings on stderr, once each (the same file compared twice warns once). */
export function printWarnings(io: CliIo, warnings: readonly { fileName?: string; message: string }[]): void {
  const seen = new Set<string>();
  for (const warning of warnings) {
    const line = `docdelta: warning: ${warning.fileName ? `${warning.fileName}: ` : ''}${warning.message}`;
    if (seen.has(line)) continue;
    seen.add(line);
    io.stderr.write(`${line}\n`);
  }
}
