import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { compareToDocument, readDocument, type ResultDocument } from '../../../../src/engine/index';
import { slidesWriter } from '../../../../src/engine/formats/slides/write/index';
import { CorruptDocumentError } from '../../../../src/engine/errors';
import { SOFFICE } from '../../../helpers/libreoffice';

/**
 * Decks from the generators people use (PptxGenJS, python-pptx-style minimal packages; made by
 * scripts/fixtures/pptxgenjs-decks.ts) and the real-world decks: every pair gets a styled and a
 * clean result, flaws the inputs had come back as warnings, and LibreOffice opens the results.
 */

const DECKS = join(__dirname, '../../../fixtures/decks');
const REAL = join(__dirname, '../../../fixtures/real');
const file = (folder: string, name: string) => ({
  bytes: new Uint8Array(readFileSync(join(folder, name))),
  fileName: name,
});
if (!SOFFICE)
  console.warn('LibreOffice (soffice) is not installed: the LibreOffice check of real-world deck results is skipped');
const work = mkdtempSync(join(tmpdir(), 'docdelta-decks-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The deck with the first text run of its first slide with text reworded: a real deck paired with an edit of itself. */
function editedCopy(bytes: Uint8Array): Uint8Array {
  const files = unzipSync(bytes);
  const slides = Object.keys(files)
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((x, y) => Number(x.match(/\d+/)![0]) - Number(y.match(/\d+/)![0]));
  const part = slides.find((name) => /<a:t(?:\s[^>]*)?>[^<]+<\/a:t>/.test(strFromU8(files[name])));
  expect(part).toBeDefined();
  files[part!] = strToU8(
    strFromU8(files[part!]).replace(
      /(<a:t(?:\s[^>]*)?>)([^<]+)(<\/a:t>)/,
      (_, open: string, text: string, close: string) => `${open}${text} (revised)${close}`,
    ),
  );
  return zipSync(files);
}

async function bothResults(
  source: { bytes: Uint8Array; fileName: string },
  target: { bytes: Uint8Array; fileName: string },
): Promise<Record<'styled' | 'clean', ResultDocument>> {
  return {
    styled: await compareToDocument({ source, target, mode: 'styled', settings: { GenerateSummaryPage: true } }),
    clean: await compareToDocument({ source, target, mode: 'clean' }),
  };
}

const visibleSlides = async (bytes: Uint8Array) =>
  (await readDocument({ bytes, fileName: 'r.pptx' })).stories.filter((s) => s.kind === 'slide' && !s.hidden).length;
const results = new Map<string, Uint8Array>();

describe('PowerPoint results from real-world decks', () => {
  it('PptxGenJS decks get results; the warnings name the slide masters the inputs declared but never shipped', async () => {
    const source = file(DECKS, 'pptxgenjs-pair-a.pptx');
    const target = file(DECKS, 'pptxgenjs-pair-b.pptx');
    const { styled, clean } = await bothResults(source, target);
    expect(styled.changes.map((c) => c.Type)).toEqual(expect.arrayContaining(['Inserted', 'Deleted']));
    for (const result of [styled, clean]) {
      const inherited = result.warnings.filter((w) => w.code === 'inherited-flaw').map((w) => w.message);
      expect(inherited).toEqual(
        [2, 3, 4, 5].map(
          (n) =>
            `the target document already had this flaw and the result keeps it: the content types name the missing part 'ppt/slideMasters/slideMaster${n}.xml'`,
        ),
      );
    }
    // The same flaw made by the writer itself is still refused: without the inputs nothing is excused.
    await expect(slidesWriter.validate(styled.bytes)).rejects.toThrow(CorruptDocumentError);
    await expect(slidesWriter.validate(styled.bytes)).rejects.toThrow(
      "the content types name the missing part 'ppt/slideMasters/slideMaster2.xml'",
    );
    // A flaw neither input had (a slide pointing at nothing) is refused even with the inputs.
    const broken = unzipSync(styled.bytes);
    broken['ppt/_rels/presentation.xml.rels'] = strToU8(
      strFromU8(broken['ppt/_rels/presentation.xml.rels']).replace('slides/slide1.xml', 'slides/slide99.xml'),
    );
    await expect(
      slidesWriter.validate(zipSync(broken), { source: source.bytes, target: target.bytes }),
    ).rejects.toThrow(/slides\/slide99\.xml/);
    // Clean keeps the target: the removed slide stays out, the added one in.
    expect(await visibleSlides(clean.bytes)).toBe(await visibleSlides(target.bytes));
    results.set('pptxgenjs-styled', styled.bytes);
    results.set('pptxgenjs-clean', clean.bytes);
  });

  it('minimal python-pptx-style packages (one master, one layout, bare slides) get results without warnings', async () => {
    const { styled, clean } = await bothResults(
      file(DECKS, 'minimal-opc-pair-a.pptx'),
      file(DECKS, 'minimal-opc-pair-b.pptx'),
    );
    expect(styled.changes.map((c) => c.Type).sort()).toEqual(['Inserted', 'Modified']);
    expect(styled.warnings.filter((w) => w.code === 'inherited-flaw')).toEqual([]);
    expect(await visibleSlides(clean.bytes)).toBe(3);
    results.set('minimal-styled', styled.bytes);
    results.set('minimal-clean', clean.bytes);
  });

  it('every real-world deck gets styled and clean results, against its pair or an edited copy of itself', async () => {
    const pairs: [string, string][] = [
      ['poi-pptx-pair-table-a-no-theme.pptx', 'poi-pptx-pair-table-b-with-theme.pptx'],
      ['poi-pptx-cjk-japanese-table.pptx', ''],
      // Pictures and grouped shapes only, no text: paired with another deck altogether.
      ['poi-pptx-grouped-shapes.pptx', 'poi-pptx-cjk-japanese-table.pptx'],
      ['poi-pptx-realworld-talk-23-slides.pptx', ''],
      ['tika-pptx-various-10-slides.pptx', ''],
      ['poi-pptx-pair-macro-a-plain.pptx', ''],
    ];
    for (const [a, b] of pairs) {
      const source = file(REAL, a);
      const target = b ? file(REAL, b) : { bytes: editedCopy(source.bytes), fileName: a };
      const { styled, clean } = await bothResults(source, target);
      expect(styled.changes.length, a).toBeGreaterThan(0);
      expect(await visibleSlides(clean.bytes), a).toBe(await visibleSlides(target.bytes));
      results.set(`real-${a.replace('.pptx', '')}`, styled.bytes);
    }
  }, 120_000);

  it.skipIf(!SOFFICE)(
    'LibreOffice Impress opens the styled and clean results of the generated decks',
    () => {
      const names = ['pptxgenjs-styled', 'pptxgenjs-clean', 'minimal-styled', 'minimal-clean'];
      for (const name of names) writeFileSync(join(work, `${name}.pptx`), results.get(name)!);
      const profile = mkdtempSync(join(work, 'profile-'));
      // One LibreOffice start converts them all: conversions are slow.
      execFileSync(
        SOFFICE!,
        [
          '--headless',
          '--norestore',
          `-env:UserInstallation=file://${profile}`,
          '--convert-to',
          'pdf',
          '--outdir',
          work,
          ...names.map((n) => join(work, `${n}.pptx`)),
        ],
        {
          timeout: 180_000,
          stdio: 'pipe',
        },
      );
      for (const name of names) {
        const pdf = join(work, `${name}.pdf`);
        expect(existsSync(pdf), name).toBe(true);
        expect(
          readFileSync(pdf)
            .toString('latin1')
            .match(/\/Type\s*\/Page[^s]/g)?.length ?? 0,
          name,
        ).toBeGreaterThan(1);
      }
    },
    200_000,
  );
});
