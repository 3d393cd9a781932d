import type { FileReport } from '../report/types';
import { matchesAny } from './glob';
import type { FailOn } from './inputs';

/**
 * The merge gate: whether the check fails, and one annotation per file that made it fail. It
 * only judges; main.ts fails the step after the comment and the artifact are written.
 */

export interface GateFailure {
  /** The file the annotation is on. */
  file: string;
  message: string;
}

export interface GateVerdict {
  failed: boolean;
  failures: GateFailure[];
  /** One line for the comment and the log. */
  summary: string;
  /** When it failed: the step's first error annotation, the one GitHub shows whatever else it drops. */
  verdict?: string;
}

export function judge(
  files: readonly FileReport[],
  failOn: FailOn,
  protectedPaths: readonly string[],
  onError: 'fail' | 'warn' = 'fail',
): GateVerdict {
  const failures: GateFailure[] = [];
  // Fail closed: a document that could not be compared may hold any change at all.
  const uncompared = files.filter((f) => f.note);
  if (onError === 'fail')
    for (const file of uncompared)
      failures.push({
        file: file.newPath,
        message: `${file.newPath} could not be compared: ${file.note} (on-error: fail).`,
      });
  for (const file of files) {
    const paths = [...new Set([file.oldPath, file.newPath])];
    if (protectedPaths.length && paths.some((p) => matchesAny(p, protectedPaths))) {
      failures.push({
        file: file.newPath,
        message: `${file.newPath} is a protected document (protected-paths) and was ${file.status}${file.changes.length ? ` (${countText(file.changes.length)})` : ''}.`,
      });
    }
  }
  const total = files.reduce((n, f) => n + f.changes.length, 0);
  const changed = files.filter((f) => f.changes.length > 0 || f.status === 'added' || f.status === 'deleted');
  if (failOn.kind === 'any-change') {
    for (const file of changed)
      failures.push({
        file: file.newPath,
        message: `${file.newPath} was ${file.status} (${countText(file.changes.length)}); fail-on: any-change.`,
      });
  } else if (failOn.kind === 'changes-over' && total > failOn.limit) {
    for (const file of changed.filter((f) => f.changes.length)) {
      failures.push({
        file: file.newPath,
        message: `${file.newPath}: ${countText(file.changes.length)} of ${total} in all, over the limit of ${failOn.limit} (fail-on: changes-over:${failOn.limit}).`,
      });
    }
  }
  const failed = failures.length > 0;
  const rule = failOn.kind === 'changes-over' ? `changes-over:${failOn.limit}` : failOn.kind;
  const notCompared = `${uncompared.length} document${uncompared.length === 1 ? '' : 's'} could not be compared`;
  let summary: string;
  let verdict: string | undefined;
  if (!failed && uncompared.length)
    summary = `⚠️ Gate not failed, but ${notCompared} (on-error: warn; fail-on: ${rule}).`;
  else if (!failed)
    summary = `✅ Gate passed (fail-on: ${rule}${protectedPaths.length ? ', protected paths untouched' : ''}).`;
  else {
    const protectedCount = failures.filter((f) => f.message.includes('protected-paths')).length;
    const reasons = [
      onError === 'fail' && uncompared.length ? `${notCompared} (on-error: fail)` : '',
      protectedCount ? `${protectedCount} protected document${protectedCount === 1 ? '' : 's'} changed` : '',
      failOn.kind === 'any-change' && changed.length
        ? `${changed.length} document${changed.length === 1 ? '' : 's'} changed (fail-on: any-change)`
        : '',
      failOn.kind === 'changes-over' && total > failOn.limit
        ? `${total} changes, over the limit of ${failOn.limit}`
        : '',
    ].filter(Boolean);
    summary = `❌ Gate failed: ${reasons.join('; ')}.`;
    verdict = `docdelta gate failed: ${reasons.join('; ')}; see the annotations and the comment.`;
  }
  return { failed, failures, summary, verdict };
}

function countText(n: number): string {
  return `${n} change${n === 1 ? '' : 's'}`;
}
