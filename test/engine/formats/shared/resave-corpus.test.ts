import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE } from '../../../helpers/libreoffice';
import { figures, pythonWith, resaveCorpus } from './resave-corpus';

/**
 * Real documents re-saved without an edit by LibreOffice (and openpyxl and odfpy where installed)
 * give no change unless LibreOffice draws the re-save otherwise: changes on pages drawn the same are noise.
 */

const REAL = fileURLToPath(new URL('../../../fixtures/real/', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'docdelta-resave-corpus-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const FILES = [
  'odfdo-odt-pair-diff-a.odt',
  // A link without a character style, which LibreOffice names "Internet link" on re-save.
  'tika-odt-openoffice3-footnote-list.odt',
  'odfdo-ods-two-sheets.ods',
  'odfdo-odp-pair-logo-b-with.odp',
  // Logical constants LibreOffice writes as TRUE(), the built-in short date it writes out.
  'sheetjs-xlsx-iso-date-cells-inline-strings.xlsx',
  // A 1904 workbook with Excel's x15:workbookPr extension.
  'sheetjs-xlsx-pair-datesystem-b-1904.xlsx',
  // Rich-text cells in tinted theme colours: LibreOffice writes the first run's colour into the cell style.
  'poi-xlsx-pair-conformance-a-transitional.xlsx',
  // A deck of no slides, which LibreOffice re-saves with one empty slide.
  'python-pptx-pptx-minimal-no-slides.pptx',
];

describe.skipIf(!SOFFICE)('re-saves without an edit', () => {
  it(
    'are no change where LibreOffice draws the same pages',
    async () => {
      const outcomes = await resaveCorpus(
        FILES.map((name) => REAL + name),
        tmp,
      );
      console.log(figures(outcomes));
      const run = outcomes.filter((o) => !o.skipped);
      expect(run.filter((o) => o.tool === 'libreoffice')).toHaveLength(FILES.length);
      // odfpy rewrites every XML part of a package; it cannot read the footnote list's MathML object.
      if (pythonWith('odf.opendocument')) expect(run.filter((o) => o.tool === 'odfpy')).toHaveLength(3);
      const noise = run.filter((o) => o.changes.length && o.samePages !== false);
      expect(noise.map((o) => `${o.tool} ${o.file}: ${o.changes.join('\n')}`)).toEqual([]);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
