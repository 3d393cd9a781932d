import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../../../../../../scripts/fixtures/docx-builder';
import { readDocument } from '../../../../../../src/engine/index';
import { writeResult } from './helpers';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../../../helpers/libreoffice';

const hasSoffice = SOFFICE !== undefined;
if (!hasSoffice)
  console.warn('LibreOffice (soffice) is not installed: the LibreOffice checks of DOCX results are skipped');

const work = mkdtempSync(join(tmpdir(), 'docdelta-lo-'));
afterAll(() => {
  if (!process.env.KEEP_LO) rmSync(work, { recursive: true, force: true });
});

const a = buildDocx({
  body: [
    'Contract for services',
    'The supplier delivers the reports every month.',
    'This clause is removed in the new version of the text.',
    {
      type: 'table',
      rows: [
        ['Item', 'Price'],
        ['Desk', '200'],
      ],
    },
  ],
  header: ['Draft'],
});
const b = buildDocx({
  body: [
    'Contract for services',
    'The supplier delivers the monthly reports every week.',
    'A clause added by the second version of the text.',
    {
      type: 'table',
      rows: [
        ['Item', 'Price'],
        ['Desk', '250'],
        ['Lamp', '35'],
      ],
    },
  ],
  header: ['Final'],
});

describe('LibreOffice opens DOCX results', () => {
  it.skipIf(!hasSoffice)(
    'converts styled, tracked and clean results to PDF and keeps tracked changes',
    async () => {
      const files: string[] = [];
      for (const mode of ['styled', 'tracked', 'clean'] as const) {
        const result = await writeResult(
          a,
          b,
          mode,
          mode === 'clean' ? { rejected: new Set([0]) } : { summaryPage: mode === 'styled' },
        );
        const file = join(work, `${mode}.docx`);
        writeFileSync(file, result.bytes);
        files.push(file);
      }
      // A deleted table column put back (cells and grid column) must open too.
      const withColumn = buildDocx({
        body: [
          'Prices',
          {
            type: 'table',
            rows: [
              ['Item', 'Colour', 'Price'],
              ['Desk', 'Oak', '200'],
            ],
          },
        ],
      });
      const withoutColumn = buildDocx({
        body: [
          'Prices',
          {
            type: 'table',
            rows: [
              ['Item', 'Price'],
              ['Desk', '200'],
            ],
          },
        ],
      });
      const column = await writeResult(withColumn, withoutColumn, 'styled');
      expect(column.changes.map((c) => c.unit)).toEqual(['column']);
      writeFileSync(join(work, 'column.docx'), column.bytes);
      files.push(join(work, 'column.docx'));
      await sofficeConvert(files, 'pdf', work);
      for (const mode of ['styled', 'tracked', 'clean', 'column']) {
        const pdf = join(work, `${mode}.pdf`);
        expect(existsSync(pdf), `${mode}.pdf`).toBe(true);
        expect(statSync(pdf).size).toBeGreaterThan(1000);
        expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
      }
      const columnPdf = await readDocument({ bytes: readFileSync(join(work, 'column.pdf')), fileName: 'column.pdf' });
      // The restored column's header and cell are on the page (word order in a PDF is the layout's business).
      const words = new Set(JSON.stringify(columnPdf.stories).match(/[A-Za-z0-9]+/g));
      for (const word of ['Item', 'Colour', 'Price', 'Desk', 'Oak', '200']) expect(words, word).toContain(word);
      // Flat ODF shows what LibreOffice understood: tracked changes stay changes, with both texts.
      await sofficeConvert([join(work, 'tracked.docx')], 'fodt', work);
      const whole = readFileSync(join(work, 'tracked.fodt'), 'utf8');
      const fodt = whole.slice(whole.indexOf('<office:text'));
      expect(fodt).toContain('<text:tracked-changes');
      // Both texts stay in the body between change marks; the regions say which is which.
      const regions = fodt.slice(fodt.indexOf('<text:tracked-changes'), fodt.indexOf('</text:tracked-changes>'));
      expect(whole).toContain('<text:p text:style-name="Header"><text:change-start');
      expect(regions).toContain('<text:deletion>');
      expect(regions).toContain('<text:insertion>');
      const deleted = /<text:changed-region[^>]*text:id="([^"]+)"[^>]*>\s*<text:deletion>/.exec(regions)?.[1];
      expect(deleted).toBeDefined();
      expect(fodt).toMatch(new RegExp(`<text:change-start text:change-id="${deleted}"/>[^<]*</?`));
      expect(fodt).toContain('is removed in');
      expect(fodt).toContain('month');
      expect((regions.match(/<text:changed-region/g) ?? []).length).toBeGreaterThanOrEqual(6);
      expect(fodt).toContain('added by');
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
