/**
 * The annotations a step's log asks for, by kind. GitHub shows at most 10 error, 10 warning and
 * 10 notice annotations per step (and 50 per job) and drops the rest without a word:
 * https://github.com/actions/toolkit/blob/main/docs/problem-matchers.md#limitations
 */

export const GITHUB_ANNOTATIONS_PER_STEP = 10;

export type AnnotationCounts = Record<'error' | 'warning' | 'notice', number>;

export function annotationLines(log: string, kind: keyof AnnotationCounts): string[] {
  return log.split('\n').filter((line) => line.startsWith(`::${kind}::`) || line.startsWith(`::${kind} `));
}

export function annotationCounts(log: string): AnnotationCounts {
  return {
    error: annotationLines(log, 'error').length,
    warning: annotationLines(log, 'warning').length,
    notice: annotationLines(log, 'notice').length,
  };
}
