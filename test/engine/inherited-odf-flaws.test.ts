import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mutate } from '../../scripts/fuzz/mutate';
import { planSeed } from '../../scripts/fuzz/run';
import { ZipArchive } from '../../src/engine/archive/zip';
import { checkXml } from '../../src/engine/formats/package/xml-check';
import { compareToDocument } from '../../src/engine/index';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../helpers/libreoffice';

/**
 * OpenDocument targets with parts that do not parse, which the writers copy unread: the fuzz
 * seeds that found them (956 ODP and 997 ODT: entities in META-INF/manifest.xml; 1256 ODS:
 * entities in meta.xml; all re-zipped by fflate, which compresses the mimetype). LibreOffice
 * refuses such a package ("source file could not be loaded"); the result leaves the optional
 * part out or writes the manifest anew, says so, and opens in LibreOffice, the office suite that
 * reads OpenDocument.
 */
const dir = mkdtempSync(join(tmpdir(), 'docdelta-inherited-odf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SEEDS = [956, 997, 1256];

async function resultOf(seed: number) {
  const { fixture, original, mutation, rng } = planSeed(seed);
  const damaged = mutate(original, fixture, mutation, rng).bytes;
  const extension = fixture.slice(fixture.lastIndexOf('.'));
  // A result is written on its target's package, so the damaged file is the target.
  const result = await compareToDocument({
    source: { bytes: original, fileName: `source${extension}` },
    target: { bytes: damaged, fileName: `target${extension}` },
  });
  return { damaged, extension, result };
}

describe('results of OpenDocument targets with unreadable parts', () => {
  it('leave out an optional part that does not parse and rewrite a manifest that does not, with a warning each', async () => {
    for (const seed of SEEDS) {
      const { damaged, result } = await resultOf(seed);
      const before = new ZipArchive(damaged);
      const after = new ZipArchive(result.bytes);
      const codes = result.warnings.map((warning) => warning.code);
      const parses = (zip: ZipArchive, part: string) => {
        try {
          checkXml(zip.text(part) ?? '', part);
          return true;
        } catch {
          return false;
        }
      };
      expect(parses(after, 'META-INF/manifest.xml'), `seed ${seed}`).toBe(true);
      if (!parses(before, 'META-INF/manifest.xml')) expect(codes, `seed ${seed}`).toContain('manifest-rewritten');
      for (const part of ['meta.xml', 'settings.xml'])
        if (before.has(part) && !parses(before, part)) {
          expect(after.has(part), `seed ${seed} ${part}`).toBe(false);
          expect(codes, `seed ${seed}`).toContain('unreadable-part-left-out');
        }
      // Every other part is kept, mimetype first.
      expect(after.names()[0]).toBe('mimetype');
      expect(after.names().length).toBeGreaterThanOrEqual(before.names().length - 1);
    }
  });

  it.runIf(SOFFICE)(
    'open in LibreOffice, which refuses their targets',
    async () => {
      const results: string[] = [];
      for (const seed of SEEDS) {
        const { damaged, extension, result } = await resultOf(seed);
        writeFileSync(join(dir, `target-${seed}${extension}`), damaged);
        writeFileSync(join(dir, `result-${seed}${extension}`), result.bytes);
        results.push(`result-${seed}${extension}`);
      }
      const out = join(dir, 'pdf');
      await sofficeConvert(
        results.map((name) => join(dir, name)),
        'pdf',
        out,
      );
      const opened = results.filter((name) => {
        const pdf = join(out, `${name.slice(0, name.lastIndexOf('.'))}.pdf`);
        return existsSync(pdf) && statSync(pdf).size > 0;
      });
      expect(opened).toEqual(results);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
