import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyRevisions } from '../../../src/engine/revisions';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../helpers/libreoffice';

if (!SOFFICE)
  console.warn(
    'LibreOffice (soffice) is not installed: the LibreOffice check of accepted and rejected revisions is skipped',
  );

const REAL = join(__dirname, '../../fixtures/real');
const work = mkdtempSync(join(tmpdir(), 'docdelta-lo-revisions-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('LibreOffice opens documents with revisions applied', () => {
  it.skipIf(!SOFFICE)(
    'converts accept-all and reject-all results to PDF in one batch',
    async () => {
      const files: string[] = [];
      for (const name of [
        'tika-docx-kitchen-sink-2006ml.docx',
        'poi-docx-realworld-tracked-changes-municipal-code.docx',
        'odfdo-odt-tracked-changes.odt',
      ]) {
        const bytes = new Uint8Array(readFileSync(join(REAL, name)));
        for (const [label, options] of [
          ['accepted', { acceptAll: true }],
          ['rejected', { rejectAll: true }],
        ] as const) {
          const result = await applyRevisions({ bytes, fileName: name }, options);
          const file = join(work, `${label}-${name}`);
          writeFileSync(file, result.bytes);
          files.push(file);
        }
      }
      await sofficeConvert(files, 'pdf', work);
      for (const file of files) {
        const pdf = file.replace(/\.(docx|odt)$/, '.pdf');
        expect(existsSync(pdf), pdf).toBe(true);
        expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
      }
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
