import { toChangeInfos, type ChangeInfoRecord } from './changeinfo';
import { diffModels, readDocument, type InputDocument } from './index';
import type { DocumentModel } from './model/document';
import { diffOptionsFromSettings } from './settings';

/** Two versions of one file, either of which may be missing (the file was added or deleted). */
export interface VersionsComparison {
  changes: ChangeInfoRecord[];
  /** Where each change is, for people (`table 1, row 3`), parallel to `changes`. */
  places: string[];
  /** Reader warnings, one line each, naming the file. */
  warnings: string[];
}

/**
 * Compares two versions of a file as the git driver and the Action see them: a missing side is
 * an empty document of the other side's format, so an added file shows as wholly inserted and a
 * deleted one as wholly deleted. `precise` gives boxes from the built-in layout (for previews).
 */
export async function compareVersions(
  before: (InputDocument & { fileName: string }) | undefined,
  after: (InputDocument & { fileName: string }) | undefined,
  options: { settings?: Record<string, unknown>; precise?: boolean } = {},
): Promise<VersionsComparison> {
  if (!before && !after) throw new TypeError('compareVersions needs at least one version');
  const [source, target] = await Promise.all([before && readDocument(before), after && readDocument(after)]);
  const present = (source ?? target)!;
  const a = source ?? emptyDocument(present.format);
  const b = target ?? emptyDocument(present.format);
  const engineChanges = await diffModels(a, b, options.settings ? diffOptionsFromSettings(options.settings) : undefined);
  const warnings = [
    ...(source?.warnings ?? []).map((w) => `${before!.fileName}: ${w.message}`),
    ...(target?.warnings ?? []).map((w) => `${after!.fileName}: ${w.message}`),
  ];
  return { changes: toChangeInfos(engineChanges, a, b, 0, [], options.precise ?? false), places: engineChanges.map((c) => c.place), warnings };
}

function emptyDocument(format: string): DocumentModel {
  return { format, stories: [{ kind: 'body', key: 'body', label: 'body', blocks: [] }], metadata: {}, warnings: [] };
}
