import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { compareFiles, compareToDocument, readDocument } from '../../../../src/engine/index';
import type { ParagraphBlock, ShapeBlock } from '../../../../src/engine/model/document';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../helpers/libreoffice';
import { buildOdp } from './odp-build';

/**
 * An ODP re-saved without an edit is no change: fonts compared by the family their declaration
 * names (LibreOffice renumbers declarations, `Calibri` → `Calibri1`, on each save), text styles
 * resolved through every style a frame names and the document defaults (a re-save that adds a
 * paragraph style to a frame does not drop the frame's font), fields by their kind.
 */

const FIXTURES = fileURLToPath(new URL('../../../fixtures/real/', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'docdelta-odp-resave-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const summary = (changes: { kind: string; text: string; targetText: string; styleChanges?: unknown[] }[]) =>
  changes.map(
    (c) =>
      `${c.kind} ${JSON.stringify(c.text)} → ${JSON.stringify(c.targetText)} ${JSON.stringify(c.styleChanges ?? [])}`,
  );

async function changesOf(a: Uint8Array, b: Uint8Array) {
  return summary((await compareFiles({ bytes: a, fileName: 'a.odp' }, { bytes: b, fileName: 'b.odp' })).changes);
}

function editPart(bytes: Uint8Array, part: string, edit: (xml: string) => string): Uint8Array {
  const files = unzipSync(bytes);
  files[part] = strToU8(edit(strFromU8(files[part])));
  const out: Zippable = {};
  for (const [name, data] of Object.entries(files)) out[name] = name === 'mimetype' ? [data, { level: 0 }] : data;
  return zipSync(out);
}

const deck = buildOdp([{ shapes: [{ name: 'Body', box: [1, 1, 20, 4], text: 'Quarterly numbers\nSlide ' }] }]);

/** The deck with a font declared under `declaration` for the family `family`, used by P1. */
function withFont(declaration: string, family: string): Uint8Array {
  return editPart(deck, 'content.xml', (xml) =>
    xml
      .replace(
        '<office:automatic-styles>',
        `<office:font-face-decls><style:font-face style:name="${declaration}" svg:font-family="${family}" style:font-family-generic="swiss"/></office:font-face-decls><office:automatic-styles>`,
      )
      .replace(
        '<style:text-properties fo:font-size="20pt"/>',
        `<style:text-properties style:font-name="${declaration}" fo:font-size="20pt"/>`,
      ),
  );
}

const fontOf = async (bytes: Uint8Array) => {
  const model = await readDocument({ bytes, fileName: 'x.odp' });
  const shape = model.stories[0].blocks[0] as ShapeBlock;
  return (shape.blocks[0] as ParagraphBlock).runs[0].style.font;
};

describe('ODP re-saves', () => {
  it('a font is its declared family, whatever the declaration is called', async () => {
    const a = withFont('Calibri', 'Calibri');
    const b = withFont('Calibri1', 'Calibri');
    expect(await fontOf(b)).toBe('Calibri');
    expect(await fontOf(withFont('Liberation Sans1', "'Liberation Sans'"))).toBe('Liberation Sans');
    expect(await changesOf(a, b)).toEqual([]);
    // A real change of family is still one.
    expect(await changesOf(a, withFont('Calibri1', 'Arial'))).toEqual(
      ['Quarterly numbers', 'Slide'].map(
        (text) => `StyleChanged "${text}" → "${text}" [{"property":"font","oldValue":"Calibri","newValue":"Arial"}]`,
      ),
    );
  });

  it("a paragraph style added to a frame keeps the frame's own text properties and the document defaults", async () => {
    // The frame's graphic style carries the font; LibreOffice's re-save adds draw:text-style-name.
    const base = editPart(
      editPart(deck, 'styles.xml', (xml) =>
        xml.replace(
          '<office:styles>',
          '<office:styles><style:default-style style:family="graphic"><style:text-properties fo:font-family="Liberation Sans" fo:color="#dd0000"/></style:default-style>',
        ),
      ),
      'content.xml',
      (xml) => xml.replace(/ text:style-name="P1"/g, '').replace('draw:style-name="gr1"', 'draw:style-name="gr1"'),
    );
    const resaved = editPart(base, 'content.xml', (xml) =>
      xml.replace('draw:style-name="gr1"', 'draw:style-name="gr1" draw:text-style-name="P1"'),
    );
    const model = await readDocument({ bytes: resaved, fileName: 'b.odp' });
    const run = ((model.stories[0].blocks[0] as ShapeBlock).blocks[0] as ParagraphBlock).runs[0];
    expect(run.style).toMatchObject({ font: 'Liberation Sans', color: 'DD0000', size: 20 });
    // P1's own 20pt over the graphic style's 18pt is a real change of size, and the only one.
    expect(await changesOf(base, resaved)).toEqual(
      ['Quarterly numbers', 'Slide'].map(
        (text) => `StyleChanged "${text}" → "${text}" [{"property":"size","oldValue":"18","newValue":"20"}]`,
      ),
    );
  });

  it('a page-number field is compared by its kind, not by the text the last program cached', async () => {
    const field = (cached: string) =>
      editPart(deck, 'content.xml', (xml) =>
        xml.replace('Slide </text:p>', `Slide <text:page-number>${cached}</text:page-number></text:p>`),
      );
    const a = field('Foliennummer');
    const b = field('&lt;number&gt;');
    expect(await changesOf(a, b)).toEqual([]);
    const model = await readDocument({ bytes: a, fileName: 'a.odp' });
    const lines = ((model.stories[0].blocks[0] as ShapeBlock).blocks as ParagraphBlock[]).map((p) =>
      p.runs.map((r) => r.text).join(''),
    );
    expect(lines).toEqual(['Quarterly numbers', 'Slide ‹#›']);
    // The writer reads the paragraph the same way: an edit next to the field is marked in place.
    const edited = editPart(b, 'content.xml', (xml) => xml.replace('Quarterly numbers', 'Quarterly figures'));
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.odp' },
      target: { bytes: edited, fileName: 'b.odp' },
    });
    expect(result.places).toHaveLength(1);
    expect(strFromU8(unzipSync(result.bytes)['content.xml'])).toContain('<text:page-number>');
  });

  it.skipIf(!SOFFICE)(
    'a deck LibreOffice saves twice without an edit gives no change',
    async () => {
      const original = join(tmp, 'deck.odp');
      writeFileSync(original, readFileSync(join(FIXTURES, 'odfdo-odp-pair-logo-b-with.odp')));
      await sofficeConvert([original], 'odp', join(tmp, 'first'));
      await sofficeConvert([join(tmp, 'first', 'deck.odp')], 'odp', join(tmp, 'second'));
      const first = readFileSync(join(tmp, 'first', 'deck.odp'));
      const second = readFileSync(join(tmp, 'second', 'deck.odp'));
      expect(await changesOf(readFileSync(original), first)).toEqual([]);
      expect(await changesOf(first, second)).toEqual([]);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
