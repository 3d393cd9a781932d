import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareFiles } from '../../../../../src/engine/index';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../../helpers/libreoffice';
import { layoutPairs } from '../../../../helpers/word-layout-pairs';

/**
 * The generated Word layout pairs saved as ODT by LibreOffice: paragraph layout (tab stops and
 * a heading's outline level included), list level and format, link targets, a section break
 * inserted or removed and a section's page setup (orientation, margins, columns, different first
 * page) are one StyleChanged naming the property, as in Word.
 */

if (!SOFFICE) console.warn('LibreOffice is missing: the ODT layout pairs are not made');

const work = mkdtempSync(join(tmpdir(), 'docdelta-odt-layout-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NAMES = [
  'indent-left-1',
  'tabs-1',
  'outline-level-1',
  'list-level-1',
  'link-url-1',
  'link-anchor-1',
  'section-insert-1',
  'section-remove-1',
  'section-orientation-1',
  'section-margins-1',
  'section-columns-1',
  'section-title-page-1',
];

describe.skipIf(!SOFFICE)('Word layout pairs saved as ODT', () => {
  it(
    'each is one StyleChanged naming its property',
    async () => {
      const pairs = (await layoutPairs()).filter((pair) => NAMES.includes(pair.name));
      const files: string[] = [];
      for (const pair of pairs)
        for (const [side, bytes] of [
          ['source', pair.source],
          ['target', pair.target],
        ] as const) {
          writeFileSync(join(work, `${pair.name}-${side}.docx`), bytes);
          files.push(join(work, `${pair.name}-${side}.docx`));
        }
      await sofficeConvert(files, 'odt', work);
      for (const pair of pairs) {
        const odt = (side: string) => ({
          bytes: readFileSync(join(work, `${pair.name}-${side}.odt`)),
          fileName: `${side}.odt`,
        });
        const { changes } = await compareFiles(odt('source'), odt('target'));
        expect(changes.length, `${pair.name}: ${JSON.stringify(changes)}`).toBe(1);
        expect(changes[0].kind).toBe('StyleChanged');
        expect(
          changes[0].styleChanges?.map((c) => c.property),
          pair.name,
        ).toContain(pair.expect.property);
      }
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
