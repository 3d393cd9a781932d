import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Zip from '../../../src/engine/archive/zip';
import {
  compareToDocument,
  documentInfo,
  findSoffice,
  listChanges,
  type InputDocument,
} from '../../../src/engine/index';

/**
 * Each input's package is opened once per operation: detection, encryption check, reader, writer
 * and validation all read the one archive, and a result's validation and re-read read one. Every ZipArchive the engine constructs is counted by
 * the SHA-1 of the bytes it was opened from, so a copy of an input counts as that input.
 */
const opens = vi.hoisted(() => new Map<string, number>());

vi.mock('../../../src/engine/archive/zip', async (importOriginal) => {
  const original = await importOriginal<typeof Zip>();
  const { createHash: hash } = await import('node:crypto');
  class CountedZipArchive extends original.ZipArchive {
    constructor(...args: ConstructorParameters<typeof Zip.ZipArchive>) {
      const key = hash('sha1').update(args[0]).digest('hex');
      opens.set(key, (opens.get(key) ?? 0) + 1);
      super(...args);
    }
  }
  return { ...original, ZipArchive: CountedZipArchive };
});

const fixtures = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const input = (path: string): InputDocument => ({
  bytes: new Uint8Array(readFileSync(fixtures + path)),
  fileName: path.split('/').pop(),
});
const opensOf = (bytes: Uint8Array) => opens.get(createHash('sha1').update(bytes).digest('hex')) ?? 0;

const PAIRS: [string, string, string][] = [
  ['DOCX', 'samples/policy-v1.docx', 'samples/policy-v2.docx'],
  ['XLSX', 'groupdocs-sdk/source_files/cell/source.xlsx', 'groupdocs-sdk/target_files/cell/target.xlsx'],
  // PptxGenJS does not write [Content_Types].xml first, which took the mimetype check inside the archive.
  ['PPTX', 'decks/pptxgenjs-pair-a.pptx', 'decks/pptxgenjs-pair-b.pptx'],
  ['ODT', 'odf-charts/text-chart.odt', 'odf-charts/text-chart-value.odt'],
  ['ODS', 'odf-charts/spreadsheet-chart.ods', 'odf-charts/spreadsheet-chart-value.ods'],
  ['ODP', 'odf-charts/presentation-chart.odp', 'odf-charts/presentation-chart-value.odp'],
];

describe('each input archive opened once', () => {
  beforeEach(() => opens.clear());

  it.each(PAIRS)('%s: changes and info', async (_format, a, b) => {
    const [source, target] = [input(a), input(b)];
    const { changes } = await listChanges({ source, targets: [target] });
    expect(changes.length).toBeGreaterThan(0);
    expect({ source: opensOf(source.bytes), target: opensOf(target.bytes) }).toEqual({ source: 1, target: 1 });
    opens.clear();
    expect((await documentInfo(target)).PageCount).toBeGreaterThan(0);
    expect(opensOf(target.bytes)).toBe(1);
  });

  // The run without the optional programs has no LibreOffice to anchor with; the full run has it.
  it.skipIf(!findSoffice())(
    'DOCX: changes on the pages of LibreOffice, which is given the inputs as they were read',
    async () => {
      const soffice = findSoffice();
      const [source, target] = [input(PAIRS[0][1]), input(PAIRS[0][2])];
      const { pageSources } = await listChanges({
        source,
        targets: [target],
        office: { soffice: soffice! },
        officePages: true,
      });
      expect(pageSources.length).toBeGreaterThan(0);
      expect({ source: opensOf(source.bytes), target: opensOf(target.bytes) }).toEqual({ source: 1, target: 1 });
    },
  );

  it.each(PAIRS)('%s: styled and tracked results', async (_format, a, b) => {
    const [source, target] = [input(a), input(b)];
    for (const mode of ['styled', 'tracked'] as const) {
      opens.clear();
      const result = await compareToDocument({ source, target, mode });
      expect(result.changes.length).toBeGreaterThan(0);
      // The result is opened once too: by its writer's own check or for validation, then re-read from that archive.
      const counted = { source: opensOf(source.bytes), target: opensOf(target.bytes), result: opensOf(result.bytes) };
      expect({ mode, ...counted }).toEqual({ mode, source: 1, target: 1, result: 1 });
    }
  });
});
