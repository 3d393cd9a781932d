import { parseArgs, type ParseArgsConfig } from 'node:util';
import { errorMessage } from '../engine/errors';
import { UsageError } from './io';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * A command's flags and positionals; node's own messages for bad flags (several lines, with
 * hints) become one usage-error line.
 */
export function parseCommandArgs<const O extends Options>(args: string[], options: O) {
  try {
    return parseArgs({ args, allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new UsageError(errorMessage(error).replace(/\s*\n\s*/g, ' '));
  }
}
