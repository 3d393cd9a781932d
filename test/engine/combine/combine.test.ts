import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { combineToDocument, readDocument, UnsupportedFormatError } from '../../../src/engine/index';
import { documentToText } from '../../../src/report/textconv';
import { reviewDocx, SOURCE_PARAGRAPHS, threeReviewerCase } from '../../helpers/reviewers';
import { acceptAuthorInLibreOffice, HAS_UNO, withoutTrailingEmpty } from '../../helpers/lo-accept';
import { LIBREOFFICE_TEST_TIMEOUT_MS } from '../../helpers/libreoffice';
import { buildXlsx } from '../../../scripts/fixtures/xlsx-builder';
import { buildOds } from '../../../scripts/fixtures/ods-builder';

/** Author of every w:ins and w:del in the main part, in document order, with its text. */
function revisions(bytes: Uint8Array): { kind: string; author: string; text: string }[] {
  const xml = strFromU8(unzipSync(bytes)['word/document.xml']);
  const out: { kind: string; author: string; text: string }[] = [];
  for (const m of xml.matchAll(/<w:(ins|del) [^>]*?w:author="([^"]*)"[^>]*?(?:\/>|>([\s\S]*?)<\/w:\1>)/g)) {
    const text = [...(m[3] ?? '').matchAll(/<w:(?:t|delText)[^>]*>([^<]*)</g)].map((t) => t[1]).join('');
    out.push({ kind: m[1], author: m[2], text });
  }
  return out;
}

async function paragraphsOf(bytes: Uint8Array): Promise<string[]> {
  const text = documentToText(await readDocument({ bytes, fileName: 'result.docx' }));
  return text.split('\n').filter((line) => line.trim() !== '');
}

if (!HAS_UNO)
  console.warn('LibreOffice with python3-uno is not installed: accepting one reviewer in LibreOffice is skipped');

describe('several targets, one Word result', () => {
  it("shows each reviewer's changes as that reviewer's tracked changes, and the conflict both ways", async () => {
    const { source, targets } = await threeReviewerCase();
    const result = await combineToDocument({ source, targets });
    expect(result.extension).toBe('.docx');
    expect(result.authors).toEqual(['Alice Archer', 'Bob Baker', 'Carol Cole']);

    const marks = revisions(result.bytes);
    expect(new Set(marks.map((m) => m.author))).toEqual(new Set(['Alice Archer', 'Bob Baker', 'Carol Cole']));
    expect(marks).toContainEqual({ kind: 'ins', author: 'Alice Archer', text: 'narrow' });
    expect(marks).toContainEqual({ kind: 'ins', author: 'Bob Baker', text: 'clear' });
    expect(marks).toContainEqual({ kind: 'del', author: 'Alice Archer', text: 'large' });
    expect(marks).toContainEqual({ kind: 'ins', author: 'Carol Cole', text: 'Tuesday' });
    expect(marks).toContainEqual({ kind: 'del', author: 'Carol Cole', text: 'Monday' });
    expect(marks).toContainEqual({ kind: 'ins', author: 'Carol Cole', text: 'The next meeting is planned for June.' });

    // The change list: every target's changes, Ids running on, each naming its author and file.
    expect(result.changes.map((c) => [c.Id, c.Type, c.Text, c.TargetText, c.Authors])).toEqual([
      [0, 'Modified', 'large', 'narrow', ['Alice Archer', 'alice.docx']],
      [1, 'Modified', 'large', 'clear', ['Bob Baker', 'bob.docx']],
      [2, 'Modified', 'Monday', 'Tuesday', ['Carol Cole', 'carol.docx']],
      [3, 'Modified', 'spring', 'autumn', ['Carol Cole', 'carol.docx']],
      [4, 'Inserted', '', 'The next meeting is planned for June.', ['Carol Cole', 'carol.docx']],
    ]);
    expect(result.targetOf).toEqual([0, 1, 2, 2, 2]);
    expect(result.conflicts).toEqual([
      {
        place: 'paragraph 2',
        ids: [0, 1],
        text: 'large',
        versions: [
          { author: 'Alice Archer', target: 'alice.docx', text: 'narrow' },
          { author: 'Bob Baker', target: 'bob.docx', text: 'clear' },
        ],
      },
    ]);
    // Accept all: every reviewer's work, both sides of the conflict shown.
    expect(await paragraphsOf(result.bytes)).toEqual([
      'The committee met on Tuesday to review the annual budget.',
      'The proposal was approved by a narrowclear majority of members.',
      'Funding for the new library will start next autumn.',
      SOURCE_PARAGRAPHS[3],
      'The next meeting is planned for June.',
    ]);
  });

  it.skipIf(!HAS_UNO)(
    "accepting one reviewer's changes in LibreOffice and rejecting the others' gives that reviewer's text",
    async () => {
      const { source, targets } = await threeReviewerCase();
      const result = await combineToDocument({ source, targets });
      const [listed, alice, bob, carol, none] = await acceptAuthorInLibreOffice(result.bytes, [
        '-',
        'Alice Archer',
        'Bob Baker',
        'Carol Cole',
        'nobody',
      ]);
      expect(new Set(listed.changes.map(([author]) => author))).toEqual(
        new Set(['Alice Archer', 'Bob Baker', 'Carol Cole']),
      );
      for (const view of [alice, bob, carol, none]) expect(view.left).toBe(0);
      expect(withoutTrailingEmpty(alice.paragraphs)).toEqual(targets[0].paragraphs);
      expect(withoutTrailingEmpty(carol.paragraphs)).toEqual(targets[2].paragraphs);
      expect(withoutTrailingEmpty(none.paragraphs)).toEqual(SOURCE_PARAGRAPHS);
      // The conflict's original words are deleted once, by the first reviewer who changed them:
      // Bob alone keeps them beside his own, and everything else of his copy is exact.
      expect(withoutTrailingEmpty(bob.paragraphs)).toEqual([
        SOURCE_PARAGRAPHS[0],
        'The proposal was approved by a largeclear majority of members.',
        SOURCE_PARAGRAPHS[2],
        SOURCE_PARAGRAPHS[3],
      ]);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );

  it('updates: per-target change Ids rejected are left out, the rest applied', async () => {
    const { source, targets } = await threeReviewerCase();
    // Reject Alice's word (Id 0) and Carol's new paragraph (Id 4).
    const result = await combineToDocument({
      source,
      targets,
      mode: 'clean',
      decisions: [
        { Id: 0, ComparisonAction: 'Reject' },
        { Id: 4, ComparisonAction: 'Reject' },
      ],
    });
    expect(revisions(result.bytes)).toEqual([]);
    expect(await paragraphsOf(result.bytes)).toEqual([
      'The committee met on Tuesday to review the annual budget.',
      'The proposal was approved by a clear majority of members.',
      'Funding for the new library will start next autumn.',
      SOURCE_PARAGRAPHS[3],
    ]);
    await expect(
      combineToDocument({ source, targets, decisions: [{ Id: 9, ComparisonAction: 'Reject' }] }),
    ).rejects.toThrow(/unknown change Id 9 \(the comparison has 5 changes/);
  });

  it('tracked with decisions: rejected changes leave no mark, the others stay tracked', async () => {
    const { source, targets } = await threeReviewerCase();
    const result = await combineToDocument({ source, targets, decisions: [{ Id: 1, ComparisonAction: 'Reject' }] });
    const marks = revisions(result.bytes);
    expect(marks.some((m) => m.author === 'Bob Baker')).toBe(false);
    expect(marks).toContainEqual({ kind: 'ins', author: 'Alice Archer', text: 'narrow' });
  });

  it('names a reviewer by its file when the copy has no author', async () => {
    const source = await reviewDocx(SOURCE_PARAGRAPHS, 'Olivia Owner');
    const copy = await reviewDocx(
      [SOURCE_PARAGRAPHS[0].replace('Monday', 'Friday'), ...SOURCE_PARAGRAPHS.slice(1)],
      '',
    );
    const result = await combineToDocument({
      source: { bytes: source, fileName: 'source.docx' },
      targets: [{ bytes: copy, fileName: 'reviews/dan.docx' }],
    });
    expect(result.authors).toEqual(['reviews/dan.docx']);
    expect(revisions(result.bytes).map((m) => m.author)).toEqual(['reviews/dan.docx', 'reviews/dan.docx']);
  });

  it('a family without a combined result says so, naming the format', async () => {
    const sheet = buildOds({ sheets: [{ name: 'S', rows: [['a', 1]] }] });
    const other = buildOds({ sheets: [{ name: 'S', rows: [['a', 2]] }] });
    const attempt = combineToDocument({
      source: { bytes: sheet, fileName: 'book.ods' },
      targets: [
        { bytes: other, fileName: 'b.ods' },
        { bytes: other, fileName: 'c.ods' },
      ],
    });
    await expect(attempt).rejects.toBeInstanceOf(UnsupportedFormatError);
    await expect(attempt).rejects.toThrow(/one result for several targets is available for .*not yet for ods/);
  });

  it('an Excel workbook: every target’s changed cells marked on the source, noted with the target, a conflict both ways', async () => {
    const rows = (b2: string | number, c3: string | number) => [
      ['item', 'price', 'owner'],
      ['paper', b2, 'Ada'],
      ['ink', 12, c3],
      ['pens', 3, 'Grace'],
    ];
    const source = buildXlsx({ sheets: [{ name: 'Budget', rows: rows(5, 'Alan') }] });
    const alice = buildXlsx({ sheets: [{ name: 'Budget', rows: rows(6, 'Alan') }] });
    const bob = buildXlsx({ sheets: [{ name: 'Budget', rows: rows(7, 'Edsger') }] });
    const result = await combineToDocument({
      source: { bytes: source, fileName: 'budget.xlsx' },
      targets: [
        { bytes: alice, fileName: 'alice.xlsx' },
        { bytes: bob, fileName: 'bob.xlsx' },
      ],
    });
    expect(result.extension).toBe('.xlsx');
    expect(result.changes.map((c) => [c.Type, c.TargetText, c.Authors?.[0]])).toEqual([
      ['Modified', 'Budget!B2: 6', 'alice.xlsx'],
      ['Modified', 'Budget!B2: 7', 'bob.xlsx'],
      ['Modified', 'Budget!C3: Edsger', 'bob.xlsx'],
    ]);
    expect(result.conflicts.map((c) => c.ids)).toEqual([[0, 1]]);
    const files = unzipSync(result.bytes);
    const comments = Object.keys(files).filter((name) => /^xl\/comments\d*\.xml$/.test(name));
    expect(comments).toHaveLength(1);
    const xml = strFromU8(files[comments[0]]);
    const noteOf = (ref: string) => {
      const match = new RegExp(`<comment ref="${ref}"[^>]*>([\\s\\S]*?)</comment>`).exec(xml);
      return match ? [...match[1].matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => m[1]).join('') : undefined;
    };
    expect(noteOf('B2')).toBe('docdelta: Conflict:\nalice.xlsx: 6\nbob.xlsx: 7');
    expect(noteOf('C3')).toBe('docdelta: bob.xlsx: Edsger');
    expect(noteOf('B3')).toBeUndefined();
    // The values are the source's: spreadsheets have no revisions, the notes are the review.
    const text = documentToText(await readDocument({ bytes: result.bytes, fileName: 'result.xlsx' }));
    expect(text).toContain('Alan');
    expect(text).not.toContain('Edsger');
  });
});
