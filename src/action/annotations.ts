import * as core from '@actions/core';

/**
 * The step's annotations, kept inside what GitHub shows. GitHub shows at most 10 error, 10
 * warning and 10 notice annotations per step and 50 per job; the rest are dropped without a word
 * (https://github.com/actions/toolkit/blob/main/docs/problem-matchers.md#limitations). So each
 * kind gets 9 annotations, and the 10th, written at the end, counts what was left out and says
 * where it is: every line is in the log as plain text either way.
 */

export const ANNOTATIONS_PER_KIND = 10;

export type AnnotationKind = 'error' | 'warning' | 'notice';

export interface AnnotationOptions {
  file?: string;
  title?: string;
}

export interface Annotations {
  error(message: string, options?: AnnotationOptions): void;
  warning(message: string, options?: AnnotationOptions): void;
  notice(message: string, options?: AnnotationOptions): void;
  /** Writes the count of what did not fit, one annotation per kind that overflowed. */
  flush(): void;
}

export function stepAnnotations(limit = ANNOTATIONS_PER_KIND): Annotations {
  const written: Record<AnnotationKind, number> = { error: 0, warning: 0, notice: 0 };
  const left: Record<AnnotationKind, number> = { error: 0, warning: 0, notice: 0 };
  const emit =
    (kind: AnnotationKind) =>
    (message: string, options: AnnotationOptions = {}) => {
      if (written[kind] < limit - 1) {
        written[kind]++;
        core[kind](message, options);
      } else {
        // Still in the log, where the last annotation sends the reader.
        left[kind]++;
        core.info(`${kind}: ${options.file ? `${options.file}: ` : ''}${message}`);
      }
    };
  return {
    error: emit('error'),
    warning: emit('warning'),
    notice: emit('notice'),
    flush() {
      for (const kind of ['error', 'warning', 'notice'] as const) {
        if (!left[kind]) continue;
        // One left over fits as itself would be nicer, but its text was already logged above.
        core[kind](
          `${left[kind]} more ${kind}${left[kind] === 1 ? '' : 's'} (GitHub shows ${limit} annotations of a kind per step): see the log and the comment.`,
        );
        written[kind]++;
        left[kind] = 0;
      }
    },
  };
}
