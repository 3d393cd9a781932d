/**
 * The V8 flags a CLI run sets before anything else is compiled (./tiering.ts says why). Kept
 * apart, with no imports, because the built CLI's loader (scripts/cli-loader.cjs) must set the
 * same flags before it compiles the bundle from V8's code cache, which V8 accepts only under the
 * flags it was made with: the build inlines this very function there.
 */
export function tieringFlags(argv: readonly string[]): string | undefined {
  if (argv[2] === 'serve') return undefined;
  if (argv.slice(3).some((arg) => /\.pdf$/i.test(arg))) return undefined;
  return '--interrupt-budget=1081344';
}
