import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRevisions } from '../../src/engine/formats/word/docx/write/index';
import { readDocument } from '../../src/engine/index';
import { documentToText } from '../../src/report/textconv';
import { SOURCE_PARAGRAPHS, threeReviewerCase } from '../helpers/reviewers';
import { acceptAuthorInLibreOffice, HAS_UNO, withoutTrailingEmpty } from '../helpers/lo-accept';
import { LIBREOFFICE_TEST_TIMEOUT_MS } from '../helpers/libreoffice';
import { startTestServer, type TestServer } from './helpers';

// The three-reviewer Word case through the API: several TargetFiles, one result document.

let server: TestServer;
let reviewers: string[][] = [];
const TARGETS = ['review/alice.docx', 'review/bob.docx', 'review/carol.docx'];

beforeAll(async () => {
  server = await startTestServer();
  const made = await threeReviewerCase();
  reviewers = made.targets.map((t) => t.paragraphs);
  const files: [string, Uint8Array][] = [
    ['review/source.docx', made.source.bytes],
    ...made.targets.map((t, k) => [TARGETS[k], t.bytes] as [string, Uint8Array]),
  ];
  for (const [path, bytes] of files) {
    const answer = await server.raw('PUT', `/v2.0/comparison/storage/file/${path}`, {
      body: Buffer.from(bytes),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(answer.status).toBe(200);
  }
});
afterAll(async () => {
  await server.stop();
});

const body = (extra: Record<string, unknown>) =>
  JSON.stringify({
    SourceFile: { FilePath: 'review/source.docx' },
    TargetFiles: TARGETS.map((FilePath) => ({ FilePath })),
    ...extra,
  });

async function download(path: string): Promise<Uint8Array> {
  const answer = await server.raw('GET', `/v2.0/comparison/storage/file/${path}`);
  expect(answer.status).toBe(200);
  const response = await fetch(`${server.url}/v2.0/comparison/storage/file/${path}`, {
    headers: { authorization: `Bearer ${await server.token()}` },
  });
  return new Uint8Array(await response.arrayBuffer());
}

const textOf = async (bytes: Uint8Array) =>
  documentToText(await readDocument({ bytes, fileName: 'r.docx' }))
    .split('\n')
    .filter((line) => line.trim() !== '');

describe('POST /comparison/comparisons with several TargetFiles', () => {
  it(
    "saves one DOCX with every reviewer's tracked changes by its author, and names the conflict",
    async () => {
      const answer = await server.raw('POST', '/v2.0/comparison/comparisons', {
        body: body({ OutputPath: 'results/combined.docx' }),
      });
      expect(answer.status).toBe(200);
      expect((answer.json() as { rel: string }).rel).toBe('results/combined.docx');
      expect(String(answer.headers.warning)).toContain(
        'conflict at paragraph 2 (changes 0, 1): Alice Archer \\"narrow\\" / Bob Baker \\"clear\\"',
      );
      const bytes = await download('results/combined.docx');
      expect(new Set(listRevisions(bytes).map((r) => r.author))).toEqual(
        new Set(['Alice Archer', 'Bob Baker', 'Carol Cole']),
      );
      if (HAS_UNO) {
        const [alice, carol] = await acceptAuthorInLibreOffice(bytes, ['Alice Archer', 'Carol Cole']);
        expect(withoutTrailingEmpty(alice.paragraphs)).toEqual(reviewers[0]);
        expect(withoutTrailingEmpty(carol.paragraphs)).toEqual(reviewers[2]);
      }
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );

  it('changes name their target, and PUT /comparison/updates takes those per-target Ids', async () => {
    const listed = await server.raw('POST', '/v2.0/comparison/changes', { body: body({}) });
    expect(listed.status).toBe(200);
    const changes = listed.json() as { Id: number; Authors: string[] }[];
    expect(changes.map((c) => [c.Id, c.Authors.at(-1)])).toEqual([
      [0, 'alice.docx'],
      [1, 'bob.docx'],
      [2, 'carol.docx'],
      [3, 'carol.docx'],
      [4, 'carol.docx'],
    ]);
    const answer = await server.raw('PUT', '/v2.0/comparison/updates', {
      body: body({
        OutputPath: 'results/updated.docx',
        Changes: [
          { Id: 0, ComparisonAction: 'Reject' },
          { Id: 4, ComparisonAction: 'Reject' },
          { Id: 42, ComparisonAction: 'Reject' },
        ],
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-skipped-change-ids']).toBe('42');
    const bytes = await download('results/updated.docx');
    expect(listRevisions(bytes)).toEqual([]);
    expect(await textOf(bytes)).toEqual([
      'The committee met on Tuesday to review the annual budget.',
      'The proposal was approved by a clear majority of members.',
      'Funding for the new library will start next autumn.',
      SOURCE_PARAGRAPHS[3],
    ]);
  });
});

describe('several TargetFiles of an Excel workbook', () => {
  it('save one workbook noting each target on its changed cells; updates, which would apply them, are refused in one line', async () => {
    const { buildXlsx } = await import('../../scripts/fixtures/xlsx-builder');
    const { strFromU8, unzipSync } = await import('fflate');
    const book = (price: number) => buildXlsx({ sheets: [{ name: 'Budget', rows: [['paper', price]] }] });
    const paths: [string, number][] = [
      ['books/budget.xlsx', 5],
      ['books/alice.xlsx', 6],
      ['books/bob.xlsx', 7],
    ];
    for (const [path, price] of paths) {
      const upload = await server.raw('PUT', `/v2.0/comparison/storage/file/${path}`, {
        body: Buffer.from(book(price)),
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(upload.status).toBe(200);
    }
    const request = (extra: Record<string, unknown>) =>
      JSON.stringify({
        SourceFile: { FilePath: paths[0][0] },
        TargetFiles: paths.slice(1).map(([FilePath]) => ({ FilePath })),
        ...extra,
      });
    const answer = await server.raw('POST', '/v2.0/comparison/comparisons', {
      body: request({ OutputPath: 'results/budget.xlsx' }),
    });
    expect(answer.status).toBe(200);
    const files = unzipSync(await download('results/budget.xlsx'));
    const comments = Object.keys(files).find((name) => /^xl\/comments\d*\.xml$/.test(name));
    const xml = strFromU8(files[comments!]);
    expect(xml).toContain('Conflict:');
    expect(xml).toContain('alice.xlsx: 6');
    expect(xml).toContain('bob.xlsx: 7');
    const update = await server.raw('PUT', '/v2.0/comparison/updates', {
      body: request({ OutputPath: 'results/budget-updated.xlsx', Changes: [{ Id: 0, ComparisonAction: 'Reject' }] }),
    });
    expect(update.status).toBe(400);
    expect(JSON.stringify(update.json())).toContain('cannot apply them');
  });
});

describe('several TargetFiles of a PowerPoint deck', () => {
  it("save one deck with each target's changes marked and named in slide comments, the conflict both ways; updates are refused in one line", async () => {
    const { threeReviewerDeck } = await import('../helpers/reviewers');
    const { readDocument: read } = await import('../../src/engine/index');
    const { blockText } = await import('../../src/engine/model/document');
    const { source, targets } = await threeReviewerDeck();
    const paths = ['decks/source.pptx', ...targets.map((t) => `decks/${t.fileName}`)];
    for (const [k, bytes] of [source.bytes, ...targets.map((t) => t.bytes)].entries()) {
      const upload = await server.raw('PUT', `/v2.0/comparison/storage/file/${paths[k]}`, {
        body: Buffer.from(bytes),
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(upload.status).toBe(200);
    }
    const request = (extra: Record<string, unknown>) =>
      JSON.stringify({
        SourceFile: { FilePath: paths[0] },
        TargetFiles: paths.slice(1).map((FilePath) => ({ FilePath })),
        ...extra,
      });
    const answer = await server.raw('POST', '/v2.0/comparison/comparisons', {
      body: request({ OutputPath: 'results/deck.pptx' }),
    });
    expect(answer.status).toBe(200);
    expect(String(answer.headers.warning)).toContain(
      'conflict at slide 1, shape 2 \\"Text 1\\", paragraph 1 (changes 0, 1): Alice Archer \\"narrow\\" / Bob Baker \\"clear\\"',
    );
    const model = await read({ bytes: await download('results/deck.pptx'), fileName: 'deck.pptx' });
    const comments = model.stories.filter((s) => s.kind === 'comment').map((s) => [s.author, blockText(s.blocks[0])]);
    expect(comments).toEqual([
      ['Alice Archer', 'Conflict: "large" → Alice Archer (alice.pptx) "narrow" / Bob Baker (bob.pptx) "clear"'],
      ['Bob Baker', 'Conflict: "large" → Alice Archer (alice.pptx) "narrow" / Bob Baker (bob.pptx) "clear"'],
      ['Carol Cole', 'Carol Cole (carol.pptx): "spring" → "autumn"'],
      ['Carol Cole', 'Carol Cole (carol.pptx): inserted this slide (slide 3 of the copy)'],
    ]);
    const listed = await server.raw('POST', '/v2.0/comparison/changes', { body: request({}) });
    expect((listed.json() as { Authors: string[] }[]).map((c) => c.Authors.at(-1))).toEqual([
      'alice.pptx',
      'bob.pptx',
      'carol.pptx',
      'carol.pptx',
    ]);
    const update = await server.raw('PUT', '/v2.0/comparison/updates', {
      body: request({ OutputPath: 'results/deck-updated.pptx', Changes: [{ Id: 0, ComparisonAction: 'Reject' }] }),
    });
    expect(update.status).toBe(400);
    expect(JSON.stringify(update.json())).toContain('cannot apply them');
  });

  it('save one PDF: the source with an annotation by each target for each change; updates are refused in one line', async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const { openPdf } = await import('../../src/engine/formats/pdf/pdfjs');
    const letter = async (price: string, author: string) => {
      const pdf = await PDFDocument.create();
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      const page = pdf.addPage([612, 792]);
      page.drawText('The first line stays as it is.', { x: 72, y: 700, size: 12, font });
      page.drawText(`The blue bicycle costs ${price} euros in the shop.`, { x: 72, y: 670, size: 12, font });
      pdf.setAuthor(author);
      return pdf.save();
    };
    const files: [string, Uint8Array][] = [
      ['letters/source.pdf', await letter('ten', 'Owner')],
      ['letters/bob.pdf', await letter('twelve', 'Bob Baker')],
      ['letters/carol.pdf', await letter('nine', 'Carol Cole')],
    ];
    for (const [path, bytes] of files) {
      const upload = await server.raw('PUT', `/v2.0/comparison/storage/file/${path}`, {
        body: Buffer.from(bytes),
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(upload.status).toBe(200);
    }
    const request = (extra: Record<string, unknown>) =>
      JSON.stringify({
        SourceFile: { FilePath: files[0][0] },
        TargetFiles: files.slice(1).map(([FilePath]) => ({ FilePath })),
        ...extra,
      });
    const answer = await server.raw('POST', '/v2.0/comparison/comparisons', {
      body: request({ OutputPath: 'results/letter.pdf' }),
    });
    expect(answer.status).toBe(200);
    expect(String(answer.headers.warning)).toContain('Bob Baker \\"twelve\\" / Carol Cole \\"nine\\"');
    const bytes = await download('results/letter.pdf');
    expect(Buffer.from(bytes.subarray(0, files[0][1].length)).equals(Buffer.from(files[0][1]))).toBe(true);
    const document = await openPdf(bytes);
    const annotations = (await (await document.getPage(1)).getAnnotations()) as {
      subtype: string;
      titleObj?: { str: string };
      contentsObj?: { str: string };
    }[];
    await document.destroy();
    expect(annotations.filter((a) => a.subtype !== 'Popup').map((a) => [a.titleObj?.str, a.contentsObj?.str])).toEqual([
      ['Bob Baker', 'Conflict: "ten" → Bob Baker (bob.pdf) "twelve" / Carol Cole (carol.pdf) "nine"'],
      ['Carol Cole', 'Conflict: "ten" → Bob Baker (bob.pdf) "twelve" / Carol Cole (carol.pdf) "nine"'],
    ]);
    const update = await server.raw('PUT', '/v2.0/comparison/updates', {
      body: request({ OutputPath: 'results/letter-updated.pdf', Changes: [{ Id: 0, ComparisonAction: 'Reject' }] }),
    });
    expect(update.status).toBe(400);
    expect(JSON.stringify(update.json())).toContain('cannot apply them');
  });
});
