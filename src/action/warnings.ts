/**
 * A document's warnings, told briefly: a deck with a flaw in its package repeats it in every
 * version and part, so the annotation and the comment count them and name the first.
 */

/** Lines that say what was left out on purpose, not what is wrong. */
export function isInformational(warning: string): boolean {
  return /not rendered \(\d+ pages at most\)/.test(warning);
}

export function oneOrCount(lines: readonly string[], noun: string): string {
  return lines.length === 1
    ? lines[0]
    : `${lines.length} ${noun}s, the first: ${lines[0]} (all in the log and the comment)`;
}

/** `12 warnings (10 inherited from the old version, not made by this change), the first: …`. */
export function summariseFindings(findings: readonly string[]): string {
  if (findings.length === 1) return findings[0];
  const inherited = inheritedCount(findings);
  return `${findings.length} warnings${inherited ? ` (${inherited} inherited from the old version, not made by this change)` : ''}, the first: ${findings[0]} — all in the log and the comment.`;
}

/**
 * Warnings of the new version that the old version had too: the engine says so of a flaw the
 * result keeps, or the old version's warnings hold the same text.
 */
export function inheritedCount(findings: readonly string[]): number {
  const text = (line: string) => line.replace(/^.*? \((old|new) version\): /, '');
  const old = new Set(findings.filter((w) => / \(old version\): /.test(w)).map(text));
  return findings.filter((w) => / \(new version\): /.test(w) && (old.has(text(w)) || /already had this flaw/.test(w)))
    .length;
}
