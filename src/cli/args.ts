import { parseArgs, type ParseArgsConfig } from 'node:util';
import { errorMessage } from '../engine/index';
import { UsageError } from './io';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * A command's flags and positionals; node's own messages for bad flags (several lines, with
 * hints) become one usage-error line. An unknown option names the nearest valid one.
 */
export function parseCommandArgs<const O extends Options>(args: string[], options: O) {
  try {
    return parseArgs({ args, allowPositionals: true, strict: true, options });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const unknown =
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /^Unknown option '([^']+)'/.exec(errorMessage(error))?.[1] : undefined;
    if (unknown) {
      const nearest = nearestOption(unknown, options);
      throw new UsageError(`unknown option '${unknown}'${nearest ? ` (did you mean '${nearest}'?)` : ''}`, {
        helpHint: true,
      });
    }
    throw new UsageError(errorMessage(error).replace(/\s*\n\s*/g, ' '), {
      helpHint: code?.startsWith('ERR_PARSE_ARGS') ?? false,
    });
  }
}

/** The valid flag closest to what was typed, when it is close enough to be a typo (`--jsn` → `--json`). */
export function nearestOption(typed: string, options: Options): string | undefined {
  const name = typed.replace(/^-+/, '').replace(/=.*$/, '');
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const [long, option] of Object.entries(options)) {
    for (const candidate of [long, option.short].filter((c): c is string => !!c)) {
      const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
      if (distance < bestDistance) {
        bestDistance = distance;
        best = candidate.length === 1 ? `-${candidate}` : `--${candidate}`;
      }
    }
  }
  // A third of the name may be wrong: `--jsn` finds `--json`, `--xyz` finds nothing.
  return bestDistance <= Math.max(1, Math.floor(name.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}
