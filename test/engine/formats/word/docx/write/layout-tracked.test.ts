import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyRevisions } from '../../../../../../src/engine/formats/word/docx/write/revisions';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, withLibreOffice } from '../../../../../helpers/libreoffice';
import { layoutPairs } from '../../../../../helpers/word-layout-pairs';
import { writeResult } from './helpers';

/**
 * Tracked results of pairs that differ in layout, lists, links and page setup, read back by
 * LibreOffice (not by docdelta's reader): every result opens; accepting all gives what LibreOffice
 * reads of the target and rejecting all what it reads of the source. Rejection is done twice: by
 * LibreOffice where it implements it (paragraph attribute and content revisions), and by the
 * revision engine the API uses for all, section setup (w:sectPrChange, which LibreOffice does not
 * import) included.
 */

const hasUno =
  SOFFICE !== undefined && spawnSync('/usr/bin/python3', ['-c', 'import uno'], { stdio: 'ignore' }).status === 0;
if (!hasUno) console.warn('LibreOffice with python3-uno is missing: tracked layout results are not read back');

const work = mkdtempSync(join(tmpdir(), 'docdelta-layout-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Layout {
  paragraphs: Record<string, unknown>[];
  textSections: number;
  redlines: number;
}

/**
 * What LibreOffice's own reject-all does not restore: a paragraph's page break before stays,
 * section setup changes (w:sectPrChange) are not imported as revisions at all, and a continuous
 * section break whose paragraph mark was inserted or deleted leaves its text section as it was
 * (LibreOffice opens a continuous section as one).
 */
const libreOfficeRestores = (name: string) => !name.startsWith('page-break-before') && !name.startsWith('section-');

describe.skipIf(!hasUno)('tracked layout results read back by LibreOffice', () => {
  it(
    'accept-all gives the target and reject-all the source',
    async () => {
      const pairs = (await layoutPairs()).filter((pair) => pair.name.endsWith('-1'));
      const jobs: string[] = [];
      for (const pair of pairs) {
        const result = await writeResult(pair.source, pair.target, 'tracked');
        const file = (suffix: string) => join(work, `${pair.name}-${suffix}.docx`);
        writeFileSync(file('source'), pair.source);
        writeFileSync(file('target'), pair.target);
        writeFileSync(file('tracked'), result.bytes);
        writeFileSync(
          file('rejected'),
          applyRevisions(result.bytes, () => 'reject'),
        );
        jobs.push(file('source'), 'none', file('target'), 'none', file('tracked'), 'accept');
        jobs.push(file('tracked'), 'reject', file('rejected'), 'none', file('tracked'), 'none');
      }
      const out = join(work, 'layout.json');
      const script = join(__dirname, '..', '..', '..', '..', '..', 'helpers', 'lo-paragraph-layout.py');
      const run = await withLibreOffice(async () =>
        spawnSync('/usr/bin/python3', [script, join(work, 'profile'), out, ...jobs], {
          timeout: 600_000,
          encoding: 'utf8',
        }),
      );
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const layouts = JSON.parse(readFileSync(out, 'utf8')) as Layout[];
      const seen = (layout: Layout) => ({ paragraphs: layout.paragraphs, textSections: layout.textSections });
      pairs.forEach((pair, k) => {
        const [source, target, accepted, rejected, rejectedByEngine, tracked] = layouts.slice(6 * k, 6 * k + 6);
        // LibreOffice lists no revision for a section's setup change (it does not import them).
        if (!pair.name.startsWith('section-')) expect(tracked.redlines, pair.name).toBeGreaterThan(0);
        expect(seen(accepted), `${pair.name} accepted`).toEqual(seen(target));
        expect(seen(rejectedByEngine), `${pair.name} rejected`).toEqual(seen(source));
        if (libreOfficeRestores(pair.name))
          expect(seen(rejected), `${pair.name} rejected by LibreOffice`).toEqual(seen(source));
      });
      // The set tells source from target wherever LibreOffice shows the property.
      const differing = pairs.filter(
        (_, k) => JSON.stringify(seen(layouts[6 * k])) !== JSON.stringify(seen(layouts[6 * k + 1])),
      );
      expect(differing.length).toBeGreaterThanOrEqual(pairs.length - 1);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
