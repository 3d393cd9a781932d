import type { ChangeSide, EngineChange } from './diff/types';
import { CorruptDocumentError, errorMessage, InvalidOptionsError, UnsupportedFormatError } from './errors';
import { diffModels } from './diff-models';
import { protectResult } from './protect-result';
import { readDocument, type DocumentWarning, type InputDocument } from './read';
import { detectFormat, writerFor } from './formats/registry';
import type { CombineReviewer, ResultMode } from './formats/writer';
import type { DocumentModel } from './model/document';
import { resultDateFromInputs, resultOptionsFromSettings, type ResultSettingsInput } from './result-settings';
import { diffOptionsFromSettings, type ComparisonSettingsInput } from './settings';
import { unlockOfficeDocument } from './crypto/ooxml';
import { toChangeInfos, type ChangeInfoRecord } from './changeinfo';
import { overlaps } from './merge/classify';

/**
 * Several targets, one result: each target is a reviewer's copy of the source, and the result is
 * the source with every reviewer's changes as that reviewer's revisions (Word's Combine). The
 * change list runs on across targets as `listChanges` numbers it, each change naming its
 * target's author and file; changes of two targets to the same words are listed as conflicts
 * and both are shown.
 */

export interface CombineRequest {
  source: InputDocument;
  targets: InputDocument[];
  settings?: ComparisonSettingsInput & ResultSettingsInput;
  /** `tracked` (default): every change a revision; `clean`: changes applied unless rejected. */
  mode?: Extract<ResultMode, 'tracked' | 'clean'>;
  /** Decisions by change Id (`Reject` leaves that change out, `Accept` applies it without a mark). */
  decisions?: { Id: number; ComparisonAction?: string }[];
  /** Ids that match no change are skipped and listed instead of failing. */
  skipUnknownIds?: boolean;
  /** The date revisions carry (SOURCE_DATE_EPOCH from the doors); else the newest target's modified date. */
  date?: Date;
}

export interface CombineConflict {
  /** Where, for people (`paragraph 3`). */
  place: string;
  /** Ids of the changes in conflict, one or more per target. */
  ids: number[];
  /** The source's words and what each target made of them. */
  text: string;
  versions: { author: string; target: string; text: string }[];
}

export interface CombinedDocument {
  bytes: Uint8Array;
  /** Every target's changes; Authors = [the target's author, its file name]. */
  changes: ChangeInfoRecord[];
  places: string[];
  /** For each change, the index of its target in the request. */
  targetOf: number[];
  conflicts: CombineConflict[];
  /** The author each target's revisions carry. */
  authors: string[];
  warnings: DocumentWarning[];
  extension: string;
  skippedIds?: number[];
}

/** Who a target's revisions are by: its last editor, else its creator, else its file name. */
export function reviewerName(document: DocumentModel, fileName: string | undefined, index: number): string {
  const named = document.metadata.lastModifiedBy?.trim() || document.metadata.author?.trim();
  return named || fileName || `target ${index + 1}`;
}

export async function combineToDocument(request: CombineRequest): Promise<CombinedDocument> {
  if (request.targets.length < 1) throw new InvalidOptionsError('a combined result needs at least one target');
  for (const side of [request.source, ...request.targets])
    if (!side.bytes.length)
      throw new InvalidOptionsError(
        `${side.fileName ?? 'a document'} is empty (0 bytes): a result document needs content`,
      );
  const unlocked = await Promise.all(
    [request.source, ...request.targets].map((input) => unlockOfficeDocument(input.bytes, input.password)),
  );
  const format = detectFormat(unlocked[0], request.source.fileName);
  const writer = await writerFor(format);
  if (!writer?.combine)
    throw new UnsupportedFormatError(
      `${request.source.fileName ?? 'the source'}: one result for several targets is available for Word documents (docx, docm, dotx, dotm), Excel workbooks (xlsx, xlsm, xltx, xltm), PowerPoint decks (pptx, pptm, potx, potm) and PDF, not yet for ${format.key}`,
    );
  request.targets.forEach((target, k) => {
    const other = detectFormat(unlocked[k + 1], target.fileName);
    if (!writer.formats.includes(other.key))
      throw new InvalidOptionsError(
        `${target.fileName ?? `target ${k + 1}`} is ${other.key}: a combined result needs targets of the source's format (${format.key})`,
      );
  });
  const [source, ...targets] = await Promise.all([request.source, ...request.targets].map((i) => readDocument(i)));
  const diffOptions = diffOptionsFromSettings(request.settings);
  // Each target is the diff's source and the original its target: the writer then edits the
  // original's package, and a change's original side says where it lands there.
  const reverse = await Promise.all(targets.map((target) => diffModels(target, source, diffOptions)));
  const authors = targets.map((t, k) => reviewerName(t, request.targets[k].fileName, k));

  const changes: ChangeInfoRecord[] = [];
  const places: string[] = [];
  const targetOf: number[] = [];
  const firstIds: number[] = [];
  reverse.forEach((list, k) => {
    firstIds.push(changes.length);
    const names = [...new Set([authors[k], request.targets[k].fileName ?? `target ${k + 1}`])];
    changes.push(...toChangeInfos(list.map(forward), source, targets[k], changes.length, names));
    places.push(...list.map((c) => c.place));
    targetOf.push(...list.map(() => k));
  });

  const decided = new Map<number, 'accept' | 'reject'>();
  for (const decision of request.decisions ?? []) {
    const action = String(decision.ComparisonAction ?? 'None').toLowerCase();
    if (action === 'reject' || action === 'accept') decided.set(decision.Id, action);
  }
  const ids = (request.decisions ?? []).map((d) => d.Id);
  const unknown = [...new Set(ids.filter((id) => !Number.isInteger(id) || id < 0 || id >= changes.length))];
  if (unknown.length && !request.skipUnknownIds)
    throw new InvalidOptionsError(
      `unknown change Id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (the comparison has ${changes.length} change${changes.length === 1 ? '' : 's'}, Ids 0–${Math.max(0, changes.length - 1)})`,
    );

  const mode = request.mode ?? 'tracked';
  const repeated = repeatedChanges(reverse);
  const reviewers: CombineReviewer[] = reverse.map((list, k) => {
    const kept: EngineChange[] = [];
    const applied = new Set<number>();
    list.forEach((change, local) => {
      const decision = decided.get(firstIds[k] + local);
      // A change an earlier target made too is written once, by that target.
      if (decision === 'reject' || repeated.has(`${k} ${local}`)) return;
      if (mode === 'clean' || decision === 'accept') applied.add(kept.length);
      kept.push(change);
    });
    return {
      bytes: unlocked[k + 1],
      document: targets[k],
      fileName: request.targets[k].fileName,
      author: authors[k],
      changes: kept,
      applied,
    };
  });

  const newest = targets
    .map((t) => t.metadata.modified)
    .filter((m): m is string => !!m)
    .sort()
    .pop();
  const options = resultOptionsFromSettings(request.settings, {
    mode,
    author: authors[0],
    date: request.date,
  });
  if (!request.date) options.date = resultDateFromInputs(newest);
  const output = await writer.combine({
    format: format.key,
    original: {
      bytes: unlocked[0],
      document: source,
      fileName: request.source.fileName,
      password: request.source.password,
    },
    reviewers,
    options,
  });
  let inherited;
  try {
    inherited = (await writer.validate(output.bytes, { source: unlocked[0], password: request.source.password })) ?? [];
    await readDocument({
      bytes: output.bytes,
      fileName: `result.${format.key}`,
      ...(format.key === 'pdf' ? { password: request.source.password } : {}),
    });
  } catch (error) {
    const failure = new CorruptDocumentError(
      `the written result failed validation, nothing was saved (${errorMessage(error)})`,
    );
    failure.writerBug = true;
    throw failure;
  }
  const warnings: DocumentWarning[] = [
    ...source.warnings.map((w) => ({ ...w, fileName: request.source.fileName })),
    ...targets.flatMap((t, k) => t.warnings.map((w) => ({ ...w, fileName: request.targets[k].fileName }))),
    ...output.warnings,
    ...inherited,
  ];
  const bytes = await protectResult(
    output.bytes,
    format,
    { source: request.source, target: request.targets[0], settings: request.settings },
    warnings,
  );
  return {
    bytes,
    changes,
    places,
    targetOf,
    conflicts: findConflicts(reverse, firstIds, authors, request.targets),
    authors,
    warnings,
    extension: `.${format.key}`,
    ...(unknown.length ? { skippedIds: unknown } : {}),
  };
}

/** A change from a target to the source, seen from the source to the target (as `changes` lists it). */
function forward(change: EngineChange): EngineChange {
  const kind = change.kind === 'Inserted' ? 'Deleted' : change.kind === 'Deleted' ? 'Inserted' : change.kind;
  return {
    ...change,
    kind,
    text: change.targetText,
    targetText: change.text,
    source: change.target,
    target: change.source,
    anchor: undefined,
    styleChanges: change.styleChanges?.map((s) => ({ ...s, oldValue: s.newValue, newValue: s.oldValue })),
  };
}

/** Where a change from a target lands in the source: its source-side place, or where the target's content goes. */
function originalSide(change: EngineChange): ChangeSide | undefined {
  return change.target ?? change.anchor;
}

/**
 * Changes of different targets that touch the same words (or one block holding the other's
 * change), grouped: each group is one conflict, both versions shown in the result.
 */
function findConflicts(
  reverse: readonly (readonly EngineChange[])[],
  firstIds: readonly number[],
  authors: readonly string[],
  targets: readonly InputDocument[],
): CombineConflict[] {
  const all = reverse.flatMap((list, k) => list.map((change, local) => ({ change, k, id: firstIds[k] + local })));
  const group = new Map<number, number>();
  const find = (x: number): number => {
    while (group.has(x) && group.get(x) !== x) x = group.get(x)!;
    return x;
  };
  for (let a = 0; a < all.length; a++) {
    for (let b = a + 1; b < all.length; b++) {
      if (all[a].k === all[b].k) continue;
      const x = originalSide(all[a].change);
      const y = originalSide(all[b].change);
      if (!x || !y || !overlaps(x, y)) continue;
      if (sameChange(all[a].change, all[b].change)) continue;
      const ra = find(a);
      const rb = find(b);
      group.set(ra, ra);
      group.set(rb, ra);
    }
  }
  const groups = new Map<number, number[]>();
  for (const member of group.keys()) {
    const root = find(member);
    groups.set(root, [...(groups.get(root) ?? []), member]);
  }
  return [...groups.values()]
    .map((members) => members.sort((p, q) => p - q).map((m) => all[m]))
    .map((members) => ({
      place: members[0].change.place,
      ids: members.map((m) => m.id),
      text: members.find((m) => m.change.targetText)?.change.targetText ?? '',
      versions: members.map((m) => ({
        author: authors[m.k],
        target: targets[m.k].fileName ?? `target ${m.k + 1}`,
        text: m.change.text,
      })),
    }))
    .sort((p, q) => p.ids[0] - q.ids[0]);
}

/** `target local` keys of changes an earlier target made exactly so. */
function repeatedChanges(reverse: readonly (readonly EngineChange[])[]): Set<string> {
  const out = new Set<string>();
  reverse.forEach((list, k) =>
    list.forEach((change, local) => {
      if (reverse.slice(0, k).some((earlier) => earlier.some((e) => sameChange(e, change)))) out.add(`${k} ${local}`);
    }),
  );
  return out;
}

/** Two targets made the very same change: no conflict. */
function sameChange(a: EngineChange, b: EngineChange): boolean {
  const x = originalSide(a);
  const y = originalSide(b);
  return (
    a.kind === b.kind &&
    a.text === b.text &&
    a.targetText === b.targetText &&
    x?.start === y?.start &&
    x?.end === y?.end &&
    x?.blockPath.join() === y?.blockPath.join()
  );
}
