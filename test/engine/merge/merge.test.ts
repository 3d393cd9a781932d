import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../../scripts/fixtures/docx-builder';
import { buildOds } from '../../../scripts/fixtures/ods-builder';
import { buildXlsx } from '../../../scripts/fixtures/xlsx-builder';
import { ZipArchive } from '../../../src/engine/archive/zip';
import { readDocument } from '../../../src/engine/index';
import { mergeDocuments, type MergeResult } from '../../../src/engine/merge/index';
import type { Block, DocumentModel } from '../../../src/engine/model/document';
import { applyRevisions, listRevisions } from '../../../src/engine/revisions';
import { buildOdt } from '../../helpers/odf';
import { buildPptx } from '../formats/slides/build';

const DATE = new Date('2026-01-31T12:00:00Z');

const PARAGRAPHS = [
  'Remote work policy',
  'Staff may work remotely up to three days a week with the agreement of their manager.',
  'Requests are made through the staff portal at least five working days in advance.',
  'Equipment issued by the company stays the property of the company at all times.',
  'Security rules apply at home exactly as they apply in the office.',
  'The policy is reviewed every year by the people team and the works council.',
];
const edit = (paragraphs: string[], index: number, from: string, to: string) =>
  paragraphs.map((p, i) => (i === index ? p.replace(from, to) : p));

function merge(extension: string, base: Uint8Array, ours: Uint8Array, theirs: Uint8Array): Promise<MergeResult> {
  return mergeDocuments({
    base: { bytes: base, fileName: `base.${extension}` },
    ours: { bytes: ours, fileName: `ours.${extension}` },
    theirs: { bytes: theirs, fileName: `theirs.${extension}` },
    date: DATE,
  });
}

function lines(document: DocumentModel, story = 'body'): string[] {
  const out: string[] = [];
  const walk = (blocks: Block[]) => {
    for (const block of blocks) {
      if (block.type === 'paragraph') out.push(block.runs.map((r) => r.text).join(''));
      else if (block.type === 'table')
        for (const row of block.rows)
          out.push(
            row.cells
              .map((c) =>
                c.blocks.map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : '')).join(''),
              )
              .join(' | '),
          );
    }
  };
  walk(document.stories.find((s) => s.key === story)?.blocks ?? []);
  return out;
}

/** Every paragraph's text, wherever it is (slides keep theirs in shapes). */
function paragraphTexts(document: DocumentModel): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as { type?: string; runs?: { text: string }[] };
    if (record.type === 'paragraph' && record.runs) out.push(record.runs.map((r) => r.text).join(''));
    for (const value of Object.values(node)) walk(value);
  };
  walk(document.stories);
  return out;
}

const read = (bytes: Uint8Array, extension: string) => readDocument({ bytes, fileName: `merged.${extension}` });

describe('Word documents', () => {
  const docx = (
    paragraphs: string[],
    table = [
      ['Item', 'Price'],
      ['Desk', '200'],
      ['Lamp', '35'],
    ],
  ) => buildDocx({ body: [...paragraphs, { type: 'table', rows: table }] });
  const base = docx(PARAGRAPHS);

  it('applies both sides’ edits to different content, words in one paragraph and cells included', async () => {
    const ours = docx(edit(edit(PARAGRAPHS, 1, 'three days', 'two days'), 4, 'exactly ', ''), [
      ['Item', 'Price'],
      ['Desk', '250'],
      ['Lamp', '35'],
    ]);
    const theirs = docx(
      edit(
        [...PARAGRAPHS.slice(0, 3), ...PARAGRAPHS.slice(4), 'Managers confirm each request in writing.'],
        1,
        'their manager',
        'their line manager',
      ),
      [
        ['Item', 'Price'],
        ['Desk', '200'],
        ['Lamp', '40'],
      ],
    );
    const result = await merge('docx', base, ours, theirs);
    expect(result.conflicts).toEqual([]);
    expect(lines(await read(result.bytes, 'docx'))).toEqual([
      'Remote work policy',
      'Staff may work remotely up to two days a week with the agreement of their line manager.',
      'Requests are made through the staff portal at least five working days in advance.',
      'Security rules apply at home as they apply in the office.',
      'The policy is reviewed every year by the people team and the works council.',
      'Managers confirm each request in writing.',
      'Item | Price',
      'Desk | 250',
      'Lamp | 40',
    ]);
    expect(result.merged.filter((m) => m.side === 'ours').length).toBe(3);
    expect(
      result.merged
        .filter((m) => m.side === 'theirs')
        .map((m) => m.kind)
        .sort(),
    ).toEqual(['Deleted', 'Inserted', 'Inserted', 'Modified']);
  });

  it('applies the same edit made on both sides once and says so', async () => {
    const both = edit(PARAGRAPHS, 2, 'five working days', 'one week');
    const result = await merge('docx', base, docx(both), docx(edit(both, 5, 'every year', 'every two years')));
    expect(result.conflicts).toEqual([]);
    expect(lines(await read(result.bytes, 'docx')).slice(0, 6)).toEqual(edit(both, 5, 'every year', 'every two years'));
    expect(result.merged).toContainEqual(
      expect.objectContaining({ side: 'both', kind: 'Modified', text: 'five working days', targetText: 'one week' }),
    );
  });

  it('keeps a conflict both ways: deletions by ours, insertions by theirs, a comment; accept = theirs, reject = ours', async () => {
    const ours = edit(edit(PARAGRAPHS, 2, 'five working days', 'ten working days'), 5, 'every year', 'every month');
    const theirs = edit(PARAGRAPHS, 2, 'five working days', 'one week');
    const result = await merge('docx', base, docx(ours), docx(theirs));
    expect(result.conflicts).toEqual([
      { kind: 'Modified', place: 'paragraph 3', ours: 'ten working days', theirs: 'one week' },
    ]);
    const revisions = await listRevisions({ bytes: result.bytes, fileName: 'merged.docx' });
    expect(new Set(revisions.map((r) => `${r.Type} ${r.Author}`))).toEqual(
      new Set(['Deletion ours', 'Insertion theirs']),
    );
    const comments = new ZipArchive(result.bytes).text('word/comments.xml') ?? '';
    expect(comments.match(/<w:comment /g)).toHaveLength(1);
    expect(new ZipArchive(result.bytes).text('[Content_Types].xml')).toContain(
      'PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"',
    );
    const accepted = await applyRevisions({ bytes: result.bytes, fileName: 'merged.docx' }, { acceptAll: true });
    const rejected = await applyRevisions({ bytes: result.bytes, fileName: 'merged.docx' }, { rejectAll: true });
    // The clean edit (paragraph 6, ours) is in both resolutions.
    expect(lines(await read(accepted.bytes, 'docx')).slice(0, 6)).toEqual(edit(theirs, 5, 'every year', 'every month'));
    expect(lines(await read(rejected.bytes, 'docx')).slice(0, 6)).toEqual(ours);
  });

  it('moves a paragraph one side moved and takes the other side’s edit of it, either way round', async () => {
    const moved = [PARAGRAPHS[0], PARAGRAPHS[2], PARAGRAPHS[3], PARAGRAPHS[4], PARAGRAPHS[1], PARAGRAPHS[5]];
    const edited = edit(PARAGRAPHS, 1, 'three days', 'two days');
    const want = [PARAGRAPHS[0], PARAGRAPHS[2], PARAGRAPHS[3], PARAGRAPHS[4], edited[1], PARAGRAPHS[5]];
    for (const [ours, theirs] of [
      [moved, edited],
      [edited, moved],
    ]) {
      const result = await merge('docx', base, docx(ours), docx(theirs));
      expect(result.conflicts).toEqual([]);
      expect(lines(await read(result.bytes, 'docx')).slice(0, 6)).toEqual(want);
    }
  });

  it('a deletion on one side of a paragraph the other side edited is a conflict, nothing lost', async () => {
    const ours = edit(PARAGRAPHS, 3, 'at all times', 'always');
    const theirs = PARAGRAPHS.filter((_, i) => i !== 3);
    const result = await merge('docx', base, docx(ours), docx(theirs));
    expect(result.conflicts).toHaveLength(1);
    const rejected = await applyRevisions({ bytes: result.bytes, fileName: 'merged.docx' }, { rejectAll: true });
    expect(lines(await read(rejected.bytes, 'docx'))).toContain(ours[3]);
  });
});

describe('OpenDocument text', () => {
  const manifestXml = `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`;
  const odt = (paragraphs: string[]) =>
    buildOdt({ body: paragraphs.map((p) => `<text:p>${p}</text:p>`).join(''), manifestXml });
  const base = odt(PARAGRAPHS);

  it('merges edits of different paragraphs', async () => {
    const result = await merge(
      'odt',
      base,
      odt(edit(PARAGRAPHS, 1, 'three', 'two')),
      odt(edit(PARAGRAPHS, 4, 'exactly ', '')),
    );
    expect(result.conflicts).toEqual([]);
    expect(lines(await read(result.bytes, 'odt'))).toEqual(
      edit(edit(PARAGRAPHS, 1, 'three', 'two'), 4, 'exactly ', ''),
    );
  });

  it('marks a conflict as tracked changes by ours and theirs with an annotation', async () => {
    const ours = edit(PARAGRAPHS, 2, 'five working days', 'ten working days');
    const theirs = edit(PARAGRAPHS, 2, 'five working days', 'one week');
    const result = await merge('odt', base, odt(ours), odt(theirs));
    expect(result.conflicts).toHaveLength(1);
    const revisions = await listRevisions({ bytes: result.bytes, fileName: 'merged.odt' });
    expect(new Set(revisions.map((r) => `${r.Type} ${r.Author}`))).toEqual(
      new Set(['Deletion ours', 'Insertion theirs']),
    );
    const content = new ZipArchive(result.bytes).text('content.xml') ?? '';
    expect(content.match(/<office:annotation>/g)).toHaveLength(1);
    expect(content).toContain('<dc:creator>docdelta merge</dc:creator>');
    const accepted = await applyRevisions({ bytes: result.bytes, fileName: 'merged.odt' }, { acceptAll: true });
    const rejected = await applyRevisions({ bytes: result.bytes, fileName: 'merged.odt' }, { rejectAll: true });
    expect(lines(await read(accepted.bytes, 'odt')).join('\n')).toContain(theirs[2]);
    expect(lines(await read(rejected.bytes, 'odt')).join('\n')).toContain(ours[2]);
  });
});

describe('spreadsheets', () => {
  const ROWS: (string | number)[][] = [
    ['Item', 'Price', 'Qty'],
    ['Desk', 200, 1],
    ['Lamp', 35, 2],
    ['Chair', 80, 4],
    ['Shelf', 120, 1],
  ];
  const set = (r: number, c: number, value: string | number) =>
    ROWS.map((row, i) => (i === r ? row.map((v, k) => (k === c ? value : v)) : [...row]));
  const books = {
    xlsx: (rows: (string | number)[][]) => buildXlsx({ sheets: [{ name: 'Budget', rows }] }),
    ods: (rows: (string | number)[][]) => buildOds({ sheets: [{ name: 'Budget', rows }] }),
    csv: (rows: (string | number)[][]) => new TextEncoder().encode(rows.map((r) => r.join(',')).join('\n') + '\n'),
  };

  for (const [extension, book] of Object.entries(books)) {
    it(`${extension}: merges different cells, keeps ours with theirs in a note where both changed one`, async () => {
      const clean = await merge(extension, book(ROWS), book(set(1, 1, 250)), book(set(4, 2, 3)));
      expect(clean.conflicts).toEqual([]);
      expect(lines(await read(clean.bytes, extension), (await read(clean.bytes, extension)).stories[0].key)).toEqual([
        'Item | Price | Qty',
        'Desk | 250 | 1',
        'Lamp | 35 | 2',
        'Chair | 80 | 4',
        'Shelf | 120 | 3',
      ]);

      const conflict = await merge(extension, book(ROWS), book(set(1, 1, 250)), book(set(1, 1, 300)));
      expect(conflict.conflicts).toEqual([
        { kind: 'Modified', place: expect.stringMatching(/!B2$/), ours: '250', theirs: '300' },
      ]);
      const merged = await read(conflict.bytes, extension);
      const text = lines(merged, merged.stories[0].key);
      if (extension === 'csv') {
        expect(text[1]).toBe('Desk | 250 [theirs: 300] | 1');
        expect(new TextDecoder().decode(conflict.bytes)).not.toContain('\r\n');
      } else {
        expect(text[1]).toBe('Desk | 250 | 1');
        const archive = new ZipArchive(conflict.bytes);
        const notes =
          extension === 'xlsx' ? (archive.text('xl/comments1.xml') ?? '') : (archive.text('content.xml') ?? '');
        expect(notes).toContain('Merge conflict: ours is in the cell, theirs has: 300');
      }
    });
  }
});

describe('presentations', () => {
  const deck = (body1: string, body3: string) =>
    buildPptx([
      {
        shapes: [
          { id: 2, name: 'Title', text: 'Quarterly review', box: [40, 40, 600, 60], placeholder: 'title' },
          { id: 3, name: 'Body', text: body1, box: [40, 120, 600, 300] },
        ],
      },
      {
        shapes: [
          { id: 2, name: 'Title', text: 'Next steps', box: [40, 40, 600, 60] },
          { id: 3, name: 'Body', text: body3, box: [40, 120, 600, 300] },
        ],
      },
    ]);
  const base = deck('Sales rose by ten percent', 'Hire two engineers');

  it('merges edits of different shapes and keeps both shapes, framed, where both changed one', async () => {
    const clean = await merge(
      'pptx',
      base,
      deck('Sales rose by twelve percent', 'Hire two engineers'),
      deck('Sales rose by ten percent', 'Hire three engineers'),
    );
    expect(clean.conflicts).toEqual([]);
    const texts = paragraphTexts(await read(clean.bytes, 'pptx'));
    expect(texts).toContain('Sales rose by twelve percent');
    expect(texts).toContain('Hire three engineers');

    const conflict = await merge(
      'pptx',
      base,
      deck('Sales rose by twelve percent', 'Hire two engineers'),
      deck('Sales rose by eleven percent', 'Hire two engineers'),
    );
    expect(conflict.conflicts).toHaveLength(1);
    // Both shapes: ours framed in red, theirs' copy beside it framed in green.
    const slide = new ZipArchive(conflict.bytes).text('ppt/slides/slide1.xml') ?? '';
    expect(slide).toMatch(
      /name="ours: Body"[^]*?<a:srgbClr val="C00000"\/>[^]*?Sales rose by twelve percent[^]*?name="theirs: Body"[^]*?<a:srgbClr val="00A050"\/>[^]*?eleven/,
    );
    expect(paragraphTexts(await read(conflict.bytes, 'pptx')).filter((t) => t.startsWith('Sales'))).toEqual([
      'Sales rose by twelve percent',
      'Sales rose by eleven percent',
    ]);
  });
});

describe('inputs', () => {
  it('refuses three documents of different formats in one line naming the formats', async () => {
    const docx = buildDocx({ body: ['x'] });
    const xlsx = buildXlsx({ sheets: [{ name: 'S', rows: [['x']] }] });
    await expect(
      merge('docx', docx, docx, xlsx).catch((e: Error) => Promise.reject(new Error(e.message))),
    ).rejects.toThrow(/a merge needs three documents of one format; got docx and xlsx/);
  });
});
