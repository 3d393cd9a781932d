import type { EngineChange } from '../diff/types';
import { CorruptDocumentError, errorMessage, InvalidOptionsError, UnsupportedFormatError } from '../errors';
import { diffModels } from '../diff-models';
import { readDocument, type DocumentWarning, type InputDocument } from '../read';
import { MERGE_AUTHORS, type MergeConflictHooks } from '../formats/hooks';
import { detectFormat, hooksFor, writerFor, type FormatDescription } from '../formats/registry';
import type { ResultMode, ResultWriter } from '../formats/writer';
import type { DocumentModel } from '../model/document';
import { resultDateFromInputs, resultOptionsFromSettings } from '../result-settings';
import { unlockOfficeDocument } from '../crypto/ooxml';
import { DEFAULT_DIFF_OPTIONS } from '../diff/types';
import { classifyDifferences, overlaps } from './classify';

/**
 * Three-way merge of documents: base, ours and theirs in, one merged document out, in ours'
 * format. It is the diff engine three times (base→ours, base→theirs, ours→theirs) and the result
 * writers' apply: the merged document is written from ours and theirs, keeping theirs where only
 * theirs changed the base and ours everywhere else. Where both changed one place differently, the
 * result holds both sides in the format's own review tools and the merge reports a conflict:
 * - Word and ODF text: ours as the text, theirs as tracked changes over it (deletions by "ours",
 *   insertions by "theirs"; accept all = theirs, reject all = ours), and a comment naming it;
 * - spreadsheets: ours' value in a filled cell with a note holding theirs';
 * - PowerPoint: both shapes, ours framed in red, theirs' copy beside it framed in green (text
 *   shapes; otherwise, and in Impress, the shape holds both texts, ours struck through).
 */

/** Whose work a difference between the branches is. */
type Owner = 'ours' | 'theirs' | 'conflict';

export interface MergeRequest {
  base: InputDocument;
  ours: InputDocument;
  theirs: InputDocument;
  /**
   * Date of the tracked changes and comments that mark conflicts (the engine reads no clock):
   * SOURCE_DATE_EPOCH from the doors, else theirs' modified date, else 1980-01-01.
   */
  date?: Date;
}

/** One difference between ours and theirs, and what the merge did with it. */
export interface MergeItem {
  /** `ours` kept ours, `theirs` took theirs, `both` = the same change on both sides (applied once). */
  side: 'ours' | 'theirs' | 'both';
  kind: string;
  /** Where, for people (`paragraph 12`, `table 1, row 3, column 2`, `Sales!B7`). */
  place: string;
  /** The text before (the base side for `both`, ours for conflicts) and after. */
  text: string;
  targetText: string;
}

export interface MergeConflict {
  kind: string;
  place: string;
  ours: string;
  theirs: string;
}

export interface MergeResult {
  bytes: Uint8Array;
  /** Extension of the result (ours' format), with the dot. */
  extension: string;
  merged: MergeItem[];
  conflicts: MergeConflict[];
  warnings: DocumentWarning[];
}

interface Side {
  bytes: Uint8Array;
  document: DocumentModel;
  fileName?: string;
}

export async function mergeDocuments(request: MergeRequest): Promise<MergeResult> {
  const [base, ours, theirs] = await Promise.all([
    readSide(request.base),
    readSide(request.ours),
    readSide(request.theirs),
  ]);
  const format = detectFormat(ours.bytes, request.ours.fileName);
  for (const [side, name] of [
    [base, request.base.fileName],
    [theirs, request.theirs.fileName],
  ] as const) {
    const other = detectFormat(side.bytes, name);
    if (other.family !== format.family || (other.key === 'odt') !== (format.key === 'odt')) {
      throw new InvalidOptionsError(`a merge needs three documents of one format; got ${format.key} and ${other.key}`);
    }
  }
  const writer = await writerFor(format);
  if (!writer) throw new UnsupportedFormatError(`merging ${format.key} documents is not available yet`);
  const { mergeConflicts } = await hooksFor(format);

  const options = DEFAULT_DIFF_OPTIONS;
  const [oursChanges, theirsChanges] = await Promise.all([
    diffModels(base.document, ours.document, options),
    diffModels(base.document, theirs.document, options),
  ]);
  // The result is written from ours (the target of the difference): theirs' work is what gets
  // reverted to theirs. Ours is the branch being merged into, so its package is the one kept.
  // A writer reverts a moved block whole, so a move theirs made to a block ours edited is only
  // kept the other way round: written from theirs, with ours' work reverted to ours.
  let plan = await orient(theirs, ours, theirsChanges, oursChanges, 'theirs');
  if (revertsEditedMove(plan)) plan = await orient(ours, theirs, oursChanges, theirsChanges, 'ours');
  const { decisions } = plan;
  const date = request.date ?? new Date(resultDateFromInputs(theirs.document.metadata.modified));
  const report = describe(plan);
  const warnings = [base, ours, theirs].flatMap((s) =>
    s.document.warnings.map((w) => ({ ...w, fileName: s.fileName })),
  );
  const extension = `.${format.key}`;
  const reverted = (...wanted: Owner[]) => new Set(decisions.flatMap((d, i) => (wanted.includes(d) ? [i] : [])));
  const fromSource: Owner = plan.sourceIs;

  if (!decisions.includes('theirs') && !decisions.includes('conflict'))
    return { bytes: ours.bytes, extension, ...report, warnings };
  if (!decisions.includes('ours') && !decisions.includes('conflict'))
    return { bytes: theirs.bytes, extension, ...report, warnings };

  const finished = async (bytes: Uint8Array) =>
    mergeConflicts?.finish ? mergeConflicts.finish(bytes, ours.bytes, format.key) : bytes;
  const write = (rejected: ReadonlySet<number>) =>
    writeDocument(writer, format, plan.source, plan.target, plan.between, rejected, date);
  // Conflicts resolved one way or the other: reverted to the source side's content, or kept as the target's.
  const oursWins = await write(reverted(fromSource, ...(plan.sourceIs === 'ours' ? (['conflict'] as const) : [])));
  if (!report.conflicts.length) return { bytes: await finished(oursWins.bytes), extension, ...report, warnings };

  // Both resolutions of every conflict, then the difference between them marked in the document.
  const theirsWin = await write(reverted(fromSource, ...(plan.sourceIs === 'theirs' ? (['conflict'] as const) : [])));
  const bytes = await finished(
    await markConflicts(writer, format, mergeConflicts, oursWins, theirsWin, report.conflicts, date),
  );
  return { bytes, extension, ...report, warnings };
}

/** The difference between the two sides, from one to the other, and whose work each part is. */
interface Plan {
  source: Side;
  target: Side;
  sourceIs: 'ours' | 'theirs';
  between: EngineChange[];
  decisions: Owner[];
  /** Base→ours changes (for what both sides did alike). */
  oursChanges: readonly EngineChange[];
}

async function orient(
  source: Side,
  target: Side,
  sourceChanges: readonly EngineChange[],
  targetChanges: readonly EngineChange[],
  sourceIs: 'ours' | 'theirs',
): Promise<Plan> {
  const between = await diffModels(source.document, target.document, DEFAULT_DIFF_OPTIONS);
  const targetIs = sourceIs === 'ours' ? 'theirs' : 'ours';
  const decisions = classifyDifferences(sourceChanges, targetChanges, between).map((d): Owner =>
    d === 'source' ? sourceIs : d === 'target' ? targetIs : 'conflict',
  );
  return {
    source,
    target,
    sourceIs,
    between,
    decisions,
    oursChanges: sourceIs === 'ours' ? sourceChanges : targetChanges,
  };
}

/** A move to revert (the source side's work) on a block whose text the target side changed. */
function revertsEditedMove(plan: Plan): boolean {
  return plan.between.some((move, i) => {
    if (
      plan.decisions[i] !== plan.sourceIs ||
      !move.target ||
      (move.kind !== 'Moved' && move.kind !== 'MovedAndResized')
    )
      return false;
    return plan.between.some(
      (edit, k) => k !== i && plan.decisions[k] !== plan.sourceIs && edit.target && overlaps(edit.target, move.target!),
    );
  });
}

async function readSide(input: InputDocument): Promise<Side> {
  const document = await readDocument(input);
  return { bytes: await unlockOfficeDocument(input.bytes, input.password), document, fileName: input.fileName };
}

async function markConflicts(
  writer: ResultWriter,
  format: FormatDescription,
  hooks: MergeConflictHooks | undefined,
  oursWins: Side,
  theirsWin: Side,
  conflicts: MergeConflict[],
  date: Date,
): Promise<Uint8Array> {
  const changes = await diffModels(oursWins.document, theirsWin.document, DEFAULT_DIFF_OPTIONS);
  const marked = await hooks?.mark({
    format: format.key,
    oursWins,
    theirsWin,
    changes,
    note: conflictNote(conflicts),
    date,
    write: async (mode, source, target, written, author) =>
      (
        await writer.write({
          format: format.key,
          source,
          target,
          changes: written,
          options: resultOptions(mode, date, author),
        })
      ).bytes,
    diff: (source, target) => diffModels(source.document, target.document, DEFAULT_DIFF_OPTIONS),
  });
  if (marked) return (await validated(writer, format, marked.bytes, marked.source, marked.target)).bytes;
  const options = resultOptions('styled', date, MERGE_AUTHORS.theirs);
  options.frames = true;
  const styled = await writer.write({ format: format.key, source: oursWins, target: theirsWin, changes, options });
  return (await validated(writer, format, styled.bytes, oursWins.bytes, theirsWin.bytes)).bytes;
}

function conflictNote(conflicts: MergeConflict[]): string {
  return `Merge conflict: ours and theirs both changed this (${conflicts.length} conflict${conflicts.length === 1 ? '' : 's'} in the document). The deleted text is ours, the inserted text theirs: accept the changes to take theirs, reject them to keep ours, then delete this comment.`;
}

function resultOptions(
  mode: ResultMode,
  date: Date,
  author: string = MERGE_AUTHORS.note,
  rejected: ReadonlySet<number> = new Set(),
) {
  return resultOptionsFromSettings(undefined, { mode, rejected, author, date });
}

async function writeDocument(
  writer: ResultWriter,
  format: FormatDescription,
  source: Side,
  target: Side,
  changes: readonly EngineChange[],
  rejected: ReadonlySet<number>,
  date: Date,
): Promise<Side> {
  const output = await writer.write({
    format: format.key,
    source,
    target,
    changes,
    options: resultOptions('clean', date, MERGE_AUTHORS.note, rejected),
  });
  return validated(writer, format, output.bytes, source.bytes, target.bytes);
}

/** A written document is checked by its writer and read back before anyone sees it; the reading serves the next step. */
async function validated(
  writer: ResultWriter,
  format: FormatDescription,
  bytes: Uint8Array,
  source: Uint8Array,
  target: Uint8Array,
): Promise<Side> {
  const fileName = `merged.${format.key}`;
  try {
    await writer.validate(bytes, { source, target });
    return { bytes, document: await readDocument({ bytes, fileName }), fileName };
  } catch (error) {
    throw new CorruptDocumentError(`the merged document failed validation, nothing was saved (${errorMessage(error)})`);
  }
}

/** What was merged from which side and what conflicts, in words a report can show. */
function describe(plan: Plan): { merged: MergeItem[]; conflicts: MergeConflict[] } {
  const merged: MergeItem[] = [];
  const conflicts: MergeConflict[] = [];
  // Seen from ours: theirs→ours differences read as they are for ours' work and backwards for theirs'.
  const fromOurs = plan.sourceIs === 'ours';
  plan.between.forEach((change, i) => {
    const forward = { kind: change.kind, text: change.text, targetText: change.targetText };
    const backward = { kind: reversed(change.kind), text: change.targetText, targetText: change.text };
    const asOurs = fromOurs ? backward : forward;
    const asTheirs = fromOurs ? forward : backward;
    const { place } = change;
    if (plan.decisions[i] === 'conflict')
      conflicts.push({ kind: asTheirs.kind, place, ours: asTheirs.text, theirs: asTheirs.targetText });
    else if (plan.decisions[i] === 'ours') merged.push({ side: 'ours', place, ...asOurs });
    else merged.push({ side: 'theirs', place, ...asTheirs });
  });
  // Ours' changes that left no difference with theirs were made on both sides.
  const oursSide = (d: EngineChange) => (fromOurs ? d.source : d.target);
  for (const change of plan.oursChanges) {
    const target = change.target;
    const explained = target
      ? plan.between.some((d) => oursSide(d) && overlaps(oursSide(d)!, target))
      : plan.between.some((d) => !oursSide(d) && (fromOurs ? d.targetText : d.text) === change.text);
    if (!explained)
      merged.push({
        side: 'both',
        kind: change.kind,
        place: change.place,
        text: change.text,
        targetText: change.targetText,
      });
  }
  return { merged, conflicts };
}

function reversed(kind: string): string {
  return kind === 'Inserted' ? 'Deleted' : kind === 'Deleted' ? 'Inserted' : kind;
}
