/**
 * The V8 flags a CLI run sets before anything else is compiled (./tiering.ts says why). Kept
 * apart, with no imports, because the built CLI's loader (scripts/cli-loader.cjs) must set the
 * same flags before it compiles the bundle from V8's code cache, which V8 accepts only under the
 * flags it was made with: the build inlines this very function there.
 *
 * `startsAsPdf` tells whether an argument names a file whose first bytes are a PDF's (as the
 * engine's format detection reads them), so a PDF named otherwise (a download without its
 * extension) is compared with V8's budget too.
 */
/**
 * Set on `process` by the built CLI's loader once it has set the flags, so the bundled
 * ./tiering.ts does not read the arguments' first bytes a second time.
 */
export const TIERING_SET = Symbol.for('docdelta.tiering-set');

export function tieringFlags(
  argv: readonly string[],
  startsAsPdf: (arg: string) => boolean = () => false,
): string | undefined {
  if (argv[2] === 'serve') return undefined;
  if (argv.slice(3).some((arg) => /\.pdf$/i.test(arg) || (!arg.startsWith('-') && startsAsPdf(arg)))) return undefined;
  return '--interrupt-budget=1081344';
}

/**
 * Whether `path` is a regular file with `%PDF-` in its first 1024 bytes, read with the given
 * `node:fs` functions (passed in: this module has no imports, see above). Anything that is not
 * a regular file (a pipe would lose what is read here) or cannot be read is not a PDF here.
 */
export function pdfSniffer(fs: {
  statSync: (path: string, options: { throwIfNoEntry: false }) => { isFile(): boolean } | undefined;
  openSync: (path: string, flags: string) => number;
  readSync: (fd: number, buffer: Uint8Array, offset: number, length: number, position: number) => number;
  closeSync: (fd: number) => void;
}): (path: string) => boolean {
  return (path) => {
    try {
      if (!fs.statSync(path, { throwIfNoEntry: false })?.isFile()) return false;
      const fd = fs.openSync(path, 'r');
      try {
        const head = new Uint8Array(1024);
        const length = fs.readSync(fd, head, 0, head.length, 0);
        return String.fromCharCode(...head.subarray(0, length)).includes('%PDF-');
      } finally {
        fs.closeSync(fd);
      }
    } catch {
      return false;
    }
  };
}
