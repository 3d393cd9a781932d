import { changeSides, toChangeInfos, type ChangeInfoRecord, type SideBox } from './changeinfo';
import { diffModels } from './diff-models';
import { emptyDocument, openAndRead, openInput, type InputDocument } from './read';
import { diffOptionsFromSettings, type ComparisonSettingsInput } from './settings';
import type { OfficeRunOptions } from './preview/office';
import type { RenderedPdfs } from './layout/rendered';
import { changeContexts, type ChangeContext } from './layout/context';

/** Two versions of one file, either of which may be missing (the file was added or deleted). */
export interface VersionsComparison {
  changes: ChangeInfoRecord[];
  /** Where each change is, for people (`table 1, row 3`), parallel to `changes`. */
  places: string[];
  /** Reader warnings, one line each, naming the file. */
  warnings: string[];
  /** The text around each change in its sentence, parallel to `changes` (null for whole blocks), for reports. */
  contexts: (ChangeContext | null)[];
  /** With `office`: LibreOffice's renderings of both versions, on which the boxes were found. */
  rendered?: RenderedPdfs;
  /** With `sides`: each change's box on each version's pages (see changeSides), parallel to `changes`. */
  sides?: { source?: SideBox; target?: SideBox }[];
}

/**
 * Compares two versions of a file as the git driver and the Action see them: a missing side is
 * an empty document of the other side's format, so an added file shows as wholly inserted and a
 * deleted one as wholly deleted. `precise` gives boxes from the built-in layout (for previews);
 * `office` finds the boxes of Word and OpenDocument text changes in LibreOffice's rendering.
 */
export async function compareVersions(
  before: (InputDocument & { fileName: string }) | undefined,
  after: (InputDocument & { fileName: string }) | undefined,
  options: { settings?: ComparisonSettingsInput; precise?: boolean; office?: OfficeRunOptions; sides?: boolean } = {},
): Promise<VersionsComparison> {
  if (!before && !after) throw new TypeError('compareVersions needs at least one version');
  // Only the versions' bytes and formats are wanted after reading: the parts their readers inflated are freed.
  const openRead = async (input: InputDocument) => {
    const read = await openAndRead(input);
    read.opened?.archive?.forgetParts();
    return read;
  };
  const [sourceRead, targetRead] = await Promise.all([before && openRead(before), after && openRead(after)]);
  const [source, target] = [sourceRead?.model, targetRead?.model];
  const present = (source ?? target)!;
  const a = source ?? emptyDocument(present.format);
  const b = target ?? emptyDocument(present.format);
  let engineChanges = await diffModels(a, b, options.settings ? diffOptionsFromSettings(options.settings) : undefined);
  let rendered: RenderedPdfs | undefined;
  if (options.office && before && after && engineChanges.length) {
    const { anchorInLibreOffice, flowsOntoPages } = await import('./layout/rendered');
    if (flowsOntoPages(after, targetRead?.opened?.archive))
      ({ changes: engineChanges, pdfs: rendered } = await anchorInLibreOffice(
        engineChanges,
        { source: a, target: b },
        // An empty version is read without being opened; LibreOffice is given it opened now.
        {
          source: sourceRead?.opened ?? (await openInput(before)),
          target: targetRead?.opened ?? (await openInput(after)),
        },
        options.office,
      ));
  }
  const warnings = [
    ...(source?.warnings ?? []).map((w) => `${before!.fileName}: ${w.message}`),
    ...(target?.warnings ?? []).map((w) => `${after!.fileName}: ${w.message}`),
  ];
  return {
    changes: toChangeInfos(engineChanges, a, b, 0, [], options.precise ?? false),
    places: engineChanges.map((c) => c.place),
    warnings,
    rendered,
    contexts: changeContexts(engineChanges, a, b).map((c) => c ?? null),
    ...(options.sides ? { sides: changeSides(engineChanges, a, b, options.precise ?? false) } : {}),
  };
}
