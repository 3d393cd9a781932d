import { unzipSync, zipSync, strFromU8, strToU8 } from 'fflate';
import { diffDocuments } from '../../../../../../src/engine/diff/compare';
import type { DiffOptions, EngineChange } from '../../../../../../src/engine/diff/types';
import { DEFAULT_DIFF_OPTIONS } from '../../../../../../src/engine/diff/types';
import { docxReader, readDocx } from '../../../../../../src/engine/formats/word/docx';
import { applyRevisions } from '../../../../../../src/engine/formats/word/docx/write/revisions';
import { docxWriter } from '../../../../../../src/engine/formats/word/docx/write';
import type { ResultMode, ResultOptions } from '../../../../../../src/engine/formats/writer';
import type { Block, DocumentModel, RunStyle } from '../../../../../../src/engine/model/document';
import { resultOptionsFromSettings } from '../../../../../../src/engine/result-settings';

export const AUTHOR = 'docdelta-test';

export function read(bytes: Uint8Array): DocumentModel {
  return readDocx(bytes, 'docx');
}

export interface WriteResult {
  bytes: Uint8Array;
  changes: EngineChange[];
  source: DocumentModel;
  target: DocumentModel;
  warnings: { code: string; message: string }[];
}

export async function writeResult(
  sourceBytes: Uint8Array,
  targetBytes: Uint8Array,
  mode: ResultMode,
  extra: Partial<ResultOptions> = {},
  diff: Partial<DiffOptions> = {},
): Promise<WriteResult> {
  const source = await docxReader.read(sourceBytes, 'docx', {});
  const target = await docxReader.read(targetBytes, 'docx', {});
  const changes = (docxReader.diff ?? diffDocuments)(source, target, { ...DEFAULT_DIFF_OPTIONS, ...diff });
  const options: ResultOptions = {
    ...resultOptionsFromSettings({}, { mode, author: AUTHOR, date: new Date('2026-01-31T12:00:00Z') }),
    ...extra,
  };
  const output = await docxWriter.write({
    format: 'docx',
    source: { bytes: sourceBytes, document: source },
    target: { bytes: targetBytes, document: target },
    changes,
    options,
  });
  await docxWriter.validate(output.bytes);
  return { bytes: output.bytes, changes, source, target, warnings: output.warnings };
}

/** Non-empty paragraph texts of every story, tables read cell by cell. */
export function storyTexts(model: DocumentModel, skipSummary = false, withTextboxes = false): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const story of model.stories) {
    const texts: string[] = [];
    const walk = (blocks: readonly Block[]) => {
      for (const block of blocks) {
        if (block.type === 'paragraph') {
          const text = block.runs.map((r) => r.text).join('');
          if (text.trim()) texts.push(text);
        } else if (block.type === 'table')
          for (const row of block.rows) for (const cell of row.cells) walk(cell.blocks);
        else if (block.type === 'object') texts.push(`[${block.object.kind}]`);
        else walk(block.blocks);
      }
    };
    walk(story.blocks);
    if (skipSummary && story.key === 'body') {
      const at = texts.lastIndexOf('Summary of changes');
      if (at >= 0) texts.splice(at - 1 >= 0 && texts[at - 1] === '[page break]' ? at - 1 : at);
    }
    // Text boxes repeat inside their anchor's story; empty stories (a blank footer) say nothing.
    if ((story.kind === 'textbox' && !withTextboxes) || !texts.length) continue;
    out[story.key] = texts;
  }
  return out;
}

/** All text of a story joined, for containment checks. */
export function bodyText(model: DocumentModel): string {
  return (storyTexts(model).body ?? []).join('\n');
}

/** Text with run styles, merged where neighbouring runs look alike (per paragraph). */
export function styledRuns(model: DocumentModel): string[] {
  const out: string[] = [];
  const key = (s: RunStyle) =>
    `${s.bold ? 'B' : ''}${s.italic ? 'I' : ''}${s.underline && s.underline !== 'none' ? 'U' : ''}${s.strike ? 'S' : ''}${s.color && s.color !== 'auto' && s.color !== '000000' ? s.color : ''}`;
  const walk = (blocks: readonly Block[]) => {
    for (const block of blocks) {
      if (block.type === 'paragraph') {
        const pieces: [string, string][] = [];
        for (const run of block.runs) {
          const k = key(run.style);
          const last = pieces[pieces.length - 1];
          if (last && last[0] === k) last[1] += run.text;
          else pieces.push([k, run.text]);
        }
        const text = pieces.map(([k, t]) => (k && t.trim() ? `<${k}>${t}</>` : t)).join('');
        if (text.trim()) out.push(text);
      } else if (block.type === 'table') for (const row of block.rows) for (const cell of row.cells) walk(cell.blocks);
    }
  };
  for (const story of model.stories) if (story.kind !== 'textbox') walk(story.blocks);
  return out;
}

export function acceptAll(bytes: Uint8Array, onlyAuthor?: string): Uint8Array {
  return applyRevisions(bytes, (r) => (onlyAuthor && r.author !== onlyAuthor ? 'accept' : 'accept'));
}

/** Rejects this writer's revisions; revisions the document already had are accepted (as the reader shows them). */
export function rejectOurs(bytes: Uint8Array): Uint8Array {
  return applyRevisions(bytes, (r) => (r.author === AUTHOR ? 'reject' : 'accept'));
}

export function rejectAll(bytes: Uint8Array): Uint8Array {
  return applyRevisions(bytes, () => 'reject');
}

/** Edits a package's parts as text. */
export function editParts(bytes: Uint8Array, edit: Record<string, (text: string) => string>): Uint8Array {
  const entries = unzipSync(bytes);
  for (const [name, fn] of Object.entries(edit)) {
    const before = strFromU8(entries[name]);
    const after = fn(before);
    if (after === before) throw new Error(`edit of ${name} changed nothing`);
    entries[name] = strToU8(after);
  }
  return zipSync(entries);
}

export function partText(bytes: Uint8Array, name: string): string {
  return strFromU8(unzipSync(bytes)[name]);
}
