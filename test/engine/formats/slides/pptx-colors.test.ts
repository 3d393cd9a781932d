import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { compareFiles, readDocument } from '../../../../src/engine/index';
import type { DocumentModel, ParagraphBlock, ShapeBlock } from '../../../../src/engine/model/document';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../helpers/libreoffice';
import { buildPptx } from './build';

/**
 * DrawingML colour transforms (lumMod, lumOff, tint, shade, satMod…) change the colour a run is
 * drawn in. LibreOffice resolves them when it exports a deck to ODP, so its export is the
 * reference for every colour read here.
 */

const TRANSFORMS = [
  '<a:lumMod val="75000"/>',
  '<a:lumMod val="50000"/>',
  '<a:lumMod val="60000"/><a:lumOff val="40000"/>',
  '<a:lumMod val="40000"/><a:lumOff val="60000"/>',
  '<a:lumMod val="20000"/><a:lumOff val="80000"/>',
  '<a:tint val="40000"/>',
  '<a:tint val="66000"/><a:satMod val="160000"/>',
  '<a:shade val="50000"/>',
  '<a:shade val="76000"/><a:satMod val="110000"/>',
  '<a:satMod val="200000"/>',
  '<a:hueOff val="3600000"/>',
  '<a:alpha val="50000"/><a:lumMod val="90000"/>',
];

/** Deterministic spread of theme colours: saturated, dark, light, grey. */
const BASES = ['C0504D', '1F497D', '9BBB59', 'F79646', '4BACC6', '7F7F7F', 'EEECE1', '262626'];

function deck(transformOf: (index: number) => string, base: string): Uint8Array {
  const shapes = TRANSFORMS.map((_, i) => ({
    id: 2 + i,
    name: `S${i}`,
    text: `T${i}`,
    box: [36, 10 + 40 * i, 400, 36] as [number, number, number, number],
  }));
  const files = unzipSync(buildPptx([{ shapes }]));
  let slide = strFromU8(files['ppt/slides/slide1.xml']);
  TRANSFORMS.forEach((_, i) => {
    slide = slide.replace(
      `<a:rPr lang="en-US"/><a:t>T${i}</a:t>`,
      `<a:rPr lang="en-US"><a:solidFill><a:schemeClr val="accent2">${transformOf(i)}</a:schemeClr></a:solidFill></a:rPr><a:t>T${i}</a:t>`,
    );
  });
  files['ppt/slides/slide1.xml'] = strToU8(slide);
  const theme = strFromU8(files['ppt/theme/theme1.xml']);
  files['ppt/theme/theme1.xml'] = strToU8(
    theme.replace(/<a:accent2><a:srgbClr val="[0-9A-F]{6}"\/>/, `<a:accent2><a:srgbClr val="${base}"/>`),
  );
  return zipSync(files);
}

function colours(model: DocumentModel): Record<string, string | undefined> {
  const found: Record<string, string | undefined> = {};
  for (const shape of model.stories[0].blocks as ShapeBlock[]) {
    for (const paragraph of shape.blocks as ParagraphBlock[]) {
      for (const run of paragraph.runs) if (/^T\d+$/.test(run.text)) found[run.text] = run.style.color?.toUpperCase();
    }
  }
  return found;
}

describe('PPTX colour transforms', () => {
  it('a changed luminance of the same theme colour is a style change', async () => {
    const before = deck(() => '<a:lumMod val="75000"/>', 'C0504D');
    const after = deck((i) => (i === 3 ? '<a:lumMod val="50000"/>' : '<a:lumMod val="75000"/>'), 'C0504D');
    const { changes } = await compareFiles({ bytes: before, fileName: 'a.pptx' }, { bytes: after, fileName: 'b.pptx' });
    expect(changes.map((c) => [c.kind, c.text, c.styleChanges?.map((s) => s.property)])).toEqual([
      ['StyleChanged', 'T3', ['color']],
    ]);
    const [change] = changes[0].styleChanges!;
    expect(change.oldValue).not.toBe(change.newValue);
  });

  it('a run whose transformed theme colour is written out as RGB is unchanged', async () => {
    const themed = deck((i) => TRANSFORMS[i], 'C0504D');
    const drawn = colours(await readDocument({ bytes: themed, fileName: 'a.pptx' }));
    const files = unzipSync(themed);
    let slide = strFromU8(files['ppt/slides/slide1.xml']);
    TRANSFORMS.forEach((t, i) => {
      slide = slide.replace(
        `<a:schemeClr val="accent2">${t}</a:schemeClr></a:solidFill></a:rPr><a:t>T${i}</a:t>`,
        `<a:srgbClr val="${drawn[`T${i}`]}"/></a:solidFill></a:rPr><a:t>T${i}</a:t>`,
      );
    });
    expect(slide).not.toContain('schemeClr val="accent2"');
    files['ppt/slides/slide1.xml'] = strToU8(slide);
    const { changes } = await compareFiles(
      { bytes: themed, fileName: 'a.pptx' },
      { bytes: zipSync(files), fileName: 'b.pptx' },
    );
    expect(changes).toEqual([]);
  });

  it.skipIf(!SOFFICE)(
    'every transformed colour equals the one LibreOffice draws',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'docdelta-colours-'));
      try {
        const names: string[] = [];
        for (const [b, base] of BASES.entries()) {
          const name = join(dir, `deck${b}.pptx`);
          await writeFile(
            name,
            deck((i) => TRANSFORMS[i], base),
          );
          names.push(name);
        }
        await sofficeConvert(names, 'odp', dir);
        let compared = 0;
        for (const [b] of BASES.entries()) {
          const pptx = await readFile(join(dir, `deck${b}.pptx`));
          const odp = await readFile(join(dir, `deck${b}.odp`));
          const ours = colours(await readDocument({ bytes: pptx, fileName: 'deck.pptx' }));
          const libreoffice = colours(await readDocument({ bytes: odp, fileName: 'deck.odp' }));
          expect(Object.keys(libreoffice)).toHaveLength(TRANSFORMS.length);
          expect(ours, `theme colour ${BASES[b]}`).toEqual(libreoffice);
          compared += Object.keys(ours).length;
        }
        expect(compared).toBe(BASES.length * TRANSFORMS.length);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});

if (!SOFFICE) console.warn('LibreOffice (soffice) is not installed: the colour check against its export is skipped');
