import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyChanges, compareFiles, compareToDocument, readDocument } from '../../../../src/engine/index';
import { slidesWriter } from '../../../../src/engine/formats/slides/write/index';
import type { ShapeBlock } from '../../../../src/engine/model/document';
import { blockText } from '../../../../src/engine/model/document';
import { openPdf } from '../../../../src/engine/formats/pdf/pdfjs';
import { buildPptx, withoutShapes, type TestSlide } from './build';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../helpers/libreoffice';

const FIXTURES = join(__dirname, '../../../fixtures/real');
const fixture = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(FIXTURES, name))), fileName: name });
if (!SOFFICE) console.warn('LibreOffice (soffice) is not installed: the LibreOffice check of PPTX results is skipped');
const work = mkdtempSync(join(tmpdir(), 'docdelta-slides-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const slide = (id: number, text: string, box: [number, number, number, number] = [36, 120, 648, 300]): TestSlide => ({
  shapes: [{ id, name: 'Body', text, box }],
});
const a = buildPptx([
  slide(2, 'Welcome to the quarterly review'),
  slide(2, 'This slide is removed in the new version'),
  slide(2, 'Revenue grew in every region'),
]);
const b = buildPptx([
  slide(2, 'Welcome to the quarterly review'),
  slide(2, 'Revenue grew strongly in every region', [60, 140, 648, 300]),
  slide(2, 'A brand new closing slide appears'),
]);
const pair = { source: { bytes: a, fileName: 'a.pptx' }, target: { bytes: b, fileName: 'b.pptx' } };
const texts = async (bytes: Uint8Array) =>
  (await readDocument({ bytes, fileName: 'r.pptx' })).stories
    .filter((s) => s.kind === 'slide')
    .map((s) => s.blocks.map(blockText).join(' | '));

describe('presentation result writer', () => {
  it('marks changes, re-inserts the deleted slide and adds a summary slide', async () => {
    const result = await compareToDocument({ ...pair, settings: { GenerateSummaryPage: true } });
    expect(result.changes.map((c) => c.Type)).toEqual(['Deleted', 'Moved', 'Inserted', 'Inserted']);
    await slidesWriter.validate(result.bytes);
    const slides = await texts(result.bytes);
    expect(slides[0]).toBe('Welcome to the quarterly review');
    expect(slides[1]).toContain('This slide is removed in the new version');
    expect(slides[1]).toContain('Deleted slide (was slide 2)');
    expect(slides[2]).toBe('Revenue grew strongly in every region');
    expect(slides[3]).toContain('Inserted slide');
    expect(slides[4]).toContain('Summary of changes: 4');
    const xml = new TextDecoder().decode((await import('fflate')).unzipSync(result.bytes)['ppt/slides/slide2.xml']);
    // The moved shape is outlined in the ChangedItemsStyle colour.
    expect(xml).toMatch(/<a:ln w="38100"><a:solidFill><a:srgbClr val="[0-9A-F]{6}"\/>/);
  });

  it('reverts rejected changes in clean mode: restores a deleted slide, removes an inserted one', async () => {
    const listed = await compareToDocument(pair);
    const deletedId = listed.changes.findIndex((c) => c.Type === 'Deleted');
    const insertedSlide = listed.changes.findIndex((c, i) => c.Type === 'Inserted' && listed.places[i] === 'slide 3');
    const result = await applyChanges({
      ...pair,
      decisions: [
        { Id: deletedId, ComparisonAction: 'Reject' },
        { Id: insertedSlide, ComparisonAction: 'Reject' },
      ],
    });
    expect(await texts(result.bytes)).toEqual([
      'Welcome to the quarterly review',
      'This slide is removed in the new version',
      'Revenue grew strongly in every region',
    ]);
  });

  /** Rejects every change and compares the result with the source: nothing may be left. */
  const rejectAll = async (
    source: { bytes: Uint8Array; fileName: string },
    target: { bytes: Uint8Array; fileName: string },
  ) => {
    const changes = (await compareFiles(source, target)).changes;
    const result = await applyChanges({
      source,
      target,
      decisions: changes.map((_, Id) => ({ Id, ComparisonAction: 'Reject' as const })),
    });
    await slidesWriter.validate(result.bytes);
    const left = (await compareFiles(source, { bytes: result.bytes, fileName: 'r.pptx' })).changes;
    return {
      changes,
      left: left.map((c) => `${c.kind} ${c.unit}: ${c.text} → ${c.targetText}`),
      slides: await texts(result.bytes),
    };
  };

  it('rejecting two changes in one paragraph gives the source paragraph back', async () => {
    const source = {
      bytes: buildPptx([
        slide(2, 'Annotated with source, ranges, description, citation\nFormal definitions of accuracy measures'),
      ]),
      fileName: 'a.pptx',
    };
    const target = {
      bytes: buildPptx([slide(2, 'Annotated with origin, ranges, notes, citation\nFormal notions of error measures')]),
      fileName: 'b.pptx',
    };
    const { changes, left, slides } = await rejectAll(source, target);
    expect(changes.map((c) => c.text)).toEqual(['source', 'description', 'definitions', 'accuracy']);
    expect(slides).toEqual([
      'Annotated with source, ranges, description, citation\nFormal definitions of accuracy measures',
    ]);
    expect(left).toEqual([]);
  });

  it('rejecting every change of the real table pair gives the source back, both directions (text, spaces, run formatting, table style)', async () => {
    const tableA = fixture('poi-pptx-pair-table-a-no-theme.pptx');
    const tableB = fixture('poi-pptx-pair-table-b-with-theme.pptx');
    const forward = await rejectAll(tableA, tableB);
    expect(forward.changes.map((c) => c.kind)).toContain('StyleChanged');
    expect(forward.left).toEqual([]);
    const backward = await rejectAll(tableB, tableA);
    expect(backward.changes.map((c) => `${c.kind} ${c.unit}`)).toEqual([
      'Modified text',
      'Deleted text',
      'StyleChanged table',
    ]);
    expect(backward.left).toEqual([]);
  });

  it('reverts rejected text changes of the real table pair', async () => {
    const input = {
      source: fixture('poi-pptx-pair-table-a-no-theme.pptx'),
      target: fixture('poi-pptx-pair-table-b-with-theme.pptx'),
    };
    const result = await applyChanges({ ...input, decisions: [{ Id: 0, ComparisonAction: 'Reject' }] });
    const model = await readDocument({ bytes: result.bytes, fileName: 'r.pptx' });
    expect(blockText((model.stories[0].blocks[0] as ShapeBlock).blocks[0])).toBe('abc\ndef hij klm nop');
    const styled = await compareToDocument(input);
    const slideXml = new TextDecoder().decode(
      (await import('fflate')).unzipSync(styled.bytes)['ppt/slides/slide1.xml'],
    );
    // Changed text in the ChangedItemsStyle colour, inserted text in the InsertedItemsStyle colour.
    expect(slideXml).toMatch(
      /<a:srgbClr val="[0-9A-F]{6}"\/><\/a:solidFill><a:latin typeface="Arial"[^>]*\/><a:cs[^>]*\/><\/a:rPr><a:t>Abc<\/a:t>/,
    );
  });

  it.skipIf(!SOFFICE)(
    'LibreOffice Impress converts styled and clean results to PDF, with re-inserted shapes on their pages',
    async () => {
      const styled = await compareToDocument({ ...pair, settings: { GenerateSummaryPage: true } });
      const real = await compareToDocument({
        source: fixture('tika-pptx-various-10-slides.pptx'),
        target: fixture('poi-pptx-pair-macro-a-plain.pptx'),
      });
      const clean = await applyChanges({ ...pair, decisions: [{ Id: 0, ComparisonAction: 'Reject' }] });
      // A shape deleted from the middle slide of three: styled, and clean with the deletion rejected.
      const middle = (extra: TestSlide['shapes']): TestSlide => ({
        shapes: [{ id: 2, name: 'Body', text: 'The middle slide', box: [36, 40, 648, 60] }, ...extra],
      });
      const shapesPair = {
        source: {
          bytes: buildPptx([
            slide(2, 'First page text'),
            middle([{ id: 3, name: 'Aside', text: 'Removed from the middle slide', box: [36, 200, 500, 80] }]),
            slide(2, 'Last page text'),
          ]),
          fileName: 'a.pptx',
        },
        target: {
          bytes: buildPptx([slide(2, 'First page text'), middle([]), slide(2, 'Last page text')]),
          fileName: 'b.pptx',
        },
      };
      const shapes = await compareToDocument(shapesPair);
      const shapesClean = await applyChanges({ ...shapesPair, decisions: [{ Id: 0, ComparisonAction: 'Reject' }] });
      // The real talk with a text box taken off slide 6 (its text is on slide 23 too, which keeps it).
      const talk = fixture('poi-pptx-realworld-talk-23-slides.pptx');
      const realShapes = await compareToDocument({
        source: talk,
        target: { bytes: withoutShapes(talk.bytes, 'ppt/slides/slide6.xml', ['TextBox 1']), fileName: 't.pptx' },
      });
      const files = [
        ['styled', styled.bytes],
        ['real', real.bytes],
        ['clean', clean.bytes],
        ['shapes', shapes.bytes],
        ['shapesClean', shapesClean.bytes],
        ['realShapes', realShapes.bytes],
      ] as const;
      for (const [name, bytes] of files) writeFileSync(join(work, `${name}.pptx`), bytes);
      await sofficeConvert(
        files.map(([n]) => join(work, `${n}.pptx`)),
        'pdf',
        work,
      );
      const slideCounts = new Map<string, number>();
      // PDF export leaves hidden slides out (the tika deck hides one).
      for (const [name, bytes] of files)
        slideCounts.set(
          name,
          (await readDocument({ bytes, fileName: 'r.pptx' })).stories.filter((s) => s.kind === 'slide' && !s.hidden)
            .length,
        );
      expect(slideCounts.get('styled')).toBe(5);
      for (const [name] of files) {
        const pdf = join(work, `${name}.pdf`);
        expect(existsSync(pdf), name).toBe(true);
        expect(statSync(pdf).size).toBeGreaterThan(1000);
        const text = readFileSync(pdf).toString('latin1');
        expect(text.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0, `${name} pages`).toBe(slideCounts.get(name));
      }
      const pages = async (name: string) => {
        const pdf = await openPdf(new Uint8Array(readFileSync(join(work, `${name}.pdf`))));
        const list: string[] = [];
        for (let n = 1; n <= pdf.numPages; n++)
          list.push(
            ((await (await pdf.getPage(n)).getTextContent()).items as { str?: string }[])
              .map((i) => i.str ?? '')
              .join(' ')
              .replace(/\s+/g, ' '),
          );
        await pdf.destroy();
        return list;
      };
      for (const name of ['shapes', 'shapesClean']) {
        const text = await pages(name);
        expect(
          text.map((page) => page.includes('Removed from the middle slide')),
          name,
        ).toEqual([false, true, false]);
        expect(text[1], name).toContain('The middle slide');
      }
      const talkPages = await pages('realShapes');
      expect(talkPages).toHaveLength(23);
      expect(talkPages.flatMap((page, k) => (page.includes('community infrastructure') ? [k + 1] : []))).toEqual([
        6, 23,
      ]);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
