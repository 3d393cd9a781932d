import { Document, FootnoteReferenceRun, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { docxReader } from '../../../../../src/engine/formats/word/docx';
import type { EngineChange } from '../../../../../src/engine/diff/types';
import { DEFAULT_DIFF_OPTIONS } from '../../../../../src/engine/diff/types';
import { notePairs } from '../../../../helpers/word-note-pairs';

/**
 * A footnote or endnote added or removed is one change, at its reference mark, named after the
 * note and saying what the note says; the marks of kept notes that renumber (and their ids,
 * which Word renumbers in document order) report nothing.
 */

async function diff(source: Uint8Array, target: Uint8Array): Promise<EngineChange[]> {
  const a = await docxReader.read(source, 'docx', {});
  const b = await docxReader.read(target, 'docx', {});
  return docxReader.diff!(a, b, DEFAULT_DIFF_OPTIONS);
}

/** Paragraphs of [text, note text] pieces; notes numbered 1, 2, … in document order. */
async function withNotes(paragraphs: [string, string?][][]): Promise<Uint8Array> {
  const footnotes: Record<number, { children: Paragraph[] }> = {};
  let id = 0;
  const children = paragraphs.map(
    (pieces) =>
      new Paragraph({
        children: pieces.flatMap(([text, note]) => {
          if (note === undefined) return [new TextRun(text)];
          footnotes[++id] = { children: [new Paragraph(note)] };
          return [new TextRun(text), new FootnoteReferenceRun(id)];
        }),
      }),
  );
  return new Uint8Array(await Packer.toBuffer(new Document({ footnotes, sections: [{ children }] })));
}

describe('notes added and removed', () => {
  it('each note added or removed is one change at its mark, named after it, with its text', async () => {
    for (const pair of (await notePairs()).filter((p) => p.kind !== 'comment')) {
      const changes = await diff(pair.source, pair.target);
      expect(changes, pair.name).toHaveLength(pair.edits);
      const added = pair.name.endsWith('added');
      for (const change of changes) {
        expect(change.kind, pair.name).toBe(added ? 'Inserted' : 'Deleted');
        expect(change.place, pair.name).toMatch(new RegExp(`^${pair.kind} \\d+$`));
        const side = added ? change.target! : change.source!;
        expect(side.story, pair.name).toBe('body');
        // The mark alone: its number is one or a few characters.
        expect(side.end! - side.start!, pair.name).toBeGreaterThan(0);
        expect(side.end! - side.start!, pair.name).toBeLessThan(4);
        expect(change.note, pair.name).toMatch(new RegExp(`^${pair.kind}:`));
      }
      const texts = changes.map((c) => (added ? c.targetText : c.text));
      if (pair.edits === 2) expect(texts, pair.name).toEqual(['First note.', 'Second note.']);
      else expect(texts, pair.name).toEqual(['Note on the introduction.']);
    }
  });

  it('a kept note whose mark and id renumber reports only the edit of its text', async () => {
    const source = await withNotes([
      [['Intro']],
      [
        ['Alpha', 'First note.'],
        [' and beta', 'Second note on beta.'],
      ],
    ]);
    const target = await withNotes([
      [['Intro', 'A new note.']],
      [
        ['Alpha', 'First note.'],
        [' and beta', 'Second note on beta, revised.'],
      ],
    ]);
    const changes = await diff(source, target);
    expect(changes.map((c) => [c.kind, c.place, c.text, c.targetText])).toEqual([
      ['Inserted', 'footnote 1', '', 'A new note.'],
      ['Inserted', 'footnote 3, paragraph 1', '', ', revised'],
    ]);
    // The edited note pairs with the source note it was (id 2), not with the target's id 2.
    expect(changes[1].source?.story).toBe('footnote:2');
    expect(changes[1].target?.story).toBe('footnote:3');
  });

  it('words changed beside a kept mark keep the mark number in their text', async () => {
    const source = await withNotes([[['Intro']], [['The price is fixed', 'First note.'], [' for a year']]]);
    const target = await withNotes([
      [['Intro', 'A new note.']],
      [['The price is agreed', 'First note.'], [' for a year']],
    ]);
    const changes = await diff(source, target);
    expect(changes.map((c) => [c.kind, c.place, c.text, c.targetText])).toEqual([
      ['Inserted', 'footnote 1', '', 'A new note.'],
      ['Modified', 'paragraph 2', 'fixed', 'agreed'],
    ]);
  });
});
