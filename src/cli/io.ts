/** The streams and environment a command writes to, so tests can run commands in process. */
export interface CliIo {
  /** `columns`: the terminal's width, when stdout is one. */
  stdout: { write(chunk: string): unknown; isTTY?: boolean; columns?: number };
  stderr: { write(chunk: string): unknown; isTTY?: boolean };
  env: Record<string, string | undefined>;
}

/** Exit codes: git and CI read them. */
export const EXIT_OK = 0;
export const EXIT_DIFFERENCES = 1;
export const EXIT_USAGE = 2;

/** An error the user caused (bad flag, missing file): printed as one line, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
  /** Ends the line with where to read the command's options (a bad flag, not a bad file). */
  readonly helpHint: boolean;
  constructor(message: string, options: { helpHint?: boolean } = {}) {
    super(message);
    this.helpHint = options.helpHint ?? false;
  }
}

/** Colour only on a terminal, never with NO_COLOR or --no-color. */
export function useColor(io: CliIo, flag: boolean | undefined): boolean {
  if (flag === false) return false;
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  if (flag === true) return true;
  return Boolean(io.stdout.isTTY);
}

/** SOURCE_DATE_EPOCH from the command's environment, a bad value as a usage error. */
export async function resultDate(io: CliIo): Promise<Date | undefined> {
  const { sourceDateEpoch } = await import('../backend/source-date');
  try {
    return sourceDateEpoch(io.env);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
