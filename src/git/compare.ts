import { toChangeInfos, type ChangeInfoRecord } from '../engine/changeinfo';
import { diffModels, readDocument } from '../engine/index';
import type { DocumentModel } from '../engine/model/document';

/** The comparison the git driver runs: either side may be missing (an added or deleted file). */

export interface DocumentBytes {
  bytes: Uint8Array;
  /** The path the user knows (for format detection by extension and for messages). */
  fileName: string;
}

export interface SidesComparison {
  changes: ChangeInfoRecord[];
  places: string[];
  /** Reader warnings, one line each, naming the file. */
  warnings: string[];
}

/**
 * Compares two versions; a missing side (an added or deleted file) is an empty document of the
 * other side's format, so the whole document shows as inserted or deleted.
 */
export async function compareSides(before: DocumentBytes | undefined, after: DocumentBytes | undefined): Promise<SidesComparison> {
  const [source, target] = await Promise.all([before && readDocument(before), after && readDocument(after)]);
  const present = (source ?? target)!;
  const a = source ?? emptyDocument(present.format);
  const b = target ?? emptyDocument(present.format);
  const engineChanges = await diffModels(a, b);
  const warnings = [
    ...(source?.warnings ?? []).map((w) => `${before!.fileName}: ${w.message}`),
    ...(target?.warnings ?? []).map((w) => `${after!.fileName}: ${w.message}`),
  ];
  return { changes: toChangeInfos(engineChanges, a, b), places: engineChanges.map((c) => c.place), warnings };
}

function emptyDocument(format: string): DocumentModel {
  return { format, stories: [{ kind: 'body', key: 'body', label: 'body', blocks: [] }], metadata: {}, warnings: [] };
}
