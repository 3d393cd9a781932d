import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../scripts/fixtures/docx-builder';
import { buildXlsx } from '../../scripts/fixtures/xlsx-builder';
import { enginePreviewRenderer } from '../../src/action/previews';
import { planLibreOffice } from '../../src/action/libreoffice';
import { compareToDocument } from '../../src/engine/index';
import { findSoffice } from '../../src/engine/preview/office';

const soffice = findSoffice();
if (!soffice) console.warn('LibreOffice not found: the redline preview test of the Action is skipped');

async function comparedPair() {
  const texts = Array.from(
    { length: 12 },
    (_, i) => `Clause ${i}: the supplier delivers the goods within thirty days of the order.`,
  );
  const changed = texts.map((t, i) => (i === 5 ? t.replace('thirty', 'sixty') : t));
  const before = { bytes: buildDocx({ body: texts.map((t) => ({ runs: [t] })) }), fileName: 'a/contract.docx' };
  const after = { bytes: buildDocx({ body: changed.map((t) => ({ runs: [t] })) }), fileName: 'b/contract.docx' };
  const result = await compareToDocument({ source: before, target: after, mode: 'styled' });
  return {
    before,
    after,
    changes: result.changes,
    result: { bytes: result.bytes, fileName: 'b/contract.docdelta-styled.docx' },
  };
}

describe('enginePreviewRenderer', () => {
  it.skipIf(!soffice)(
    'a sheet inserted whole, which the redline shows in no change colour, gets its page side by side',
    async () => {
      const budget = {
        name: 'Budget',
        rows: [
          ['Item', 'Amount'],
          ['Rent', 1200],
        ] as (string | number)[][],
      };
      const before = { bytes: buildXlsx({ sheets: [budget] }), fileName: 'a/book.xlsx' };
      const after = {
        bytes: buildXlsx({
          sheets: [
            budget,
            {
              name: 'Travel',
              rows: [
                ['Trip', 'Cost'],
                ['Oslo', 800],
              ],
            },
          ],
        }),
        fileName: 'b/book.xlsx',
      };
      const result = await compareToDocument({ source: before, target: after, mode: 'styled' });
      expect(result.changes.map((c) => c.Type)).toEqual(['Inserted']);
      const rendered = await enginePreviewRenderer({ soffice }).render({
        before,
        after,
        changes: result.changes,
        result: { bytes: result.bytes, fileName: 'b/book.docdelta-styled.xlsx' },
      });
      expect(rendered.images.map((i) => i.name)).toEqual([`page-${result.changes[0].PageInfo.PageNumber}.png`]);
      expect(rendered.warnings).toEqual([]);
      expect((await sharp(rendered.images[0].bytes).metadata()).format).toBe('png');
    },
    120_000,
  );

  it.skipIf(!soffice)(
    'shows an Office document as its redline: the change cut from the page, the whole page a click away',
    async () => {
      const { images, warnings } = await enginePreviewRenderer({ soffice }).render(await comparedPair());
      expect(warnings).toEqual([]);
      expect(images.map((i) => [i.name, i.fullPage])).toEqual([
        ['page-1-changes-1.png', 'page-1.png'],
        ['page-1.png', undefined],
      ]);
      const crop = await sharp(images[0].bytes).metadata();
      const page = await sharp(images[1].bytes).metadata();
      expect(crop.width).toBe(800);
      expect(images[0].width).toBe(800);
      expect(crop.height).toBeLessThan(page.height! / 2);
    },
  );

  it('draws old and new pages side by side with the built-in layout when asked to', async () => {
    const { images } = await enginePreviewRenderer({ office: 'builtin' }).render(await comparedPair());
    expect(images.map((i) => i.name)).toEqual(['page-1.png']);
    expect(images[0].caption).toBe('page 1: old (left), new (right)');
    expect(images[0].fullPage).toBeUndefined();
  });
});

describe('planLibreOffice', () => {
  it('uses an installed soffice, installs with apt (through sudo unless root) on Linux, and says why not elsewhere', () => {
    expect(planLibreOffice({ soffice: '/usr/bin/soffice', platform: 'linux', aptGet: true, root: false })).toEqual({
      kind: 'present',
      soffice: '/usr/bin/soffice',
    });
    const plan = planLibreOffice({ platform: 'linux', aptGet: true, root: false });
    expect(plan.kind).toBe('install');
    const commands = plan.kind === 'install' ? plan.commands : [];
    expect(commands[0]).toEqual(['sudo', '-n', 'apt-get', 'update', '-qq']);
    expect(commands[1]).toEqual(
      expect.arrayContaining([
        'sudo',
        'apt-get',
        'install',
        '--no-install-recommends',
        'libreoffice-writer-nogui',
        'fonts-crosextra-carlito',
      ]),
    );
    const asRoot = planLibreOffice({ platform: 'linux', aptGet: true, root: true });
    expect(asRoot.kind === 'install' && asRoot.commands[0][0]).toBe('apt-get');
    expect(planLibreOffice({ platform: 'win32', aptGet: false, root: false })).toMatchObject({
      kind: 'unavailable',
      reason: expect.stringContaining('Linux runners only'),
    });
    expect(planLibreOffice({ platform: 'linux', aptGet: false, root: false })).toMatchObject({
      kind: 'unavailable',
      reason: expect.stringContaining('apt-get is not available'),
    });
  });
});
