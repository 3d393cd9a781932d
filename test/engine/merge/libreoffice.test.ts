import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../../../scripts/fixtures/docx-builder';
import { buildOds } from '../../../scripts/fixtures/ods-builder';
import { buildXlsx } from '../../../scripts/fixtures/xlsx-builder';
import { mergeDocuments } from '../../../src/engine/merge/index';
import { buildOdt } from '../../helpers/odf';
import { SOFFICE } from '../../helpers/libreoffice';
import { buildPptx } from '../formats/slides/build';
import { buildOdp } from '../formats/slides/odp-build';

/**
 * Merged documents with conflicts are the ones that carry extra markup (tracked changes by two
 * authors, comments, annotations, notes, struck text): LibreOffice must open every family's.
 * One soffice run converts them all to PDF.
 */

if (!SOFFICE)
  console.warn('LibreOffice (soffice) is not installed: the LibreOffice check of merged documents is skipped');
const work = mkdtempSync(join(tmpdir(), 'docdelta-merge-lo-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ODT_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`;
const TEXT = [
  'Payment terms',
  'Invoices are paid within thirty days of receipt.',
  'Disputes go to the courts of Lisbon.',
];
const texts = (days: string, city: string) => [
  TEXT[0],
  TEXT[1].replace('thirty', days),
  TEXT[2].replace('Lisbon', city),
];
const rows = (price: number, qty: number) => [
  ['Item', 'Price', 'Qty'],
  ['Desk', price, 1],
  ['Lamp', 35, qty],
];
const slides = (body: string, next: string) => [
  {
    shapes: [
      { id: 2, name: 'Title', text: 'Review', box: [40, 40, 600, 60] as [number, number, number, number] },
      { id: 3, name: 'Body', text: body, box: [40, 120, 600, 300] as [number, number, number, number] },
    ],
  },
  { shapes: [{ id: 2, name: 'Body', text: next, box: [40, 120, 600, 300] as [number, number, number, number] }] },
];
const odpSlides = (body: string, next: string) => [
  { shapes: [{ name: 'Body', text: body, box: [2, 4, 20, 8] as [number, number, number, number] }] },
  { shapes: [{ name: 'Body', text: next, box: [2, 4, 20, 8] as [number, number, number, number] }] },
];

// Each: base, ours, theirs, with one conflict and one clean edit.
const CASES: Record<string, [Uint8Array, Uint8Array, Uint8Array]> = {
  docx: [
    buildDocx({ body: TEXT }),
    buildDocx({ body: texts('sixty', 'Lisbon') }),
    buildDocx({ body: texts('ninety', 'Porto') }),
  ],
  odt: [TEXT, texts('sixty', 'Lisbon'), texts('ninety', 'Porto')].map((t) =>
    buildOdt({ body: t.map((p) => `<text:p>${p}</text:p>`).join(''), manifestXml: ODT_MANIFEST }),
  ) as [Uint8Array, Uint8Array, Uint8Array],
  xlsx: [rows(200, 2), rows(250, 2), rows(300, 3)].map((r) => buildXlsx({ sheets: [{ name: 'Budget', rows: r }] })) as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
  ],
  ods: [rows(200, 2), rows(250, 2), rows(300, 3)].map((r) => buildOds({ sheets: [{ name: 'Budget', rows: r }] })) as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
  ],
  pptx: [
    buildPptx(slides('Sales rose by ten percent', 'Hire two')),
    buildPptx(slides('Sales rose by twelve percent', 'Hire two')),
    buildPptx(slides('Sales rose by eleven percent', 'Hire three')),
  ],
  odp: [
    buildOdp(odpSlides('Sales rose by ten percent', 'Hire two')),
    buildOdp(odpSlides('Sales rose by twelve percent', 'Hire two')),
    buildOdp(odpSlides('Sales rose by eleven percent', 'Hire three')),
  ],
};

describe('LibreOffice opens merged documents with conflicts', () => {
  it.skipIf(!SOFFICE)('converts a conflicted merge of every family to PDF', async () => {
    const files: string[] = [];
    for (const [extension, [base, ours, theirs]] of Object.entries(CASES)) {
      const result = await mergeDocuments({
        base: { bytes: base, fileName: `base.${extension}` },
        ours: { bytes: ours, fileName: `ours.${extension}` },
        theirs: { bytes: theirs, fileName: `theirs.${extension}` },
        date: new Date('2026-01-31T12:00:00Z'),
      });
      expect(result.conflicts, extension).toHaveLength(1);
      expect(
        result.merged.filter((m) => m.side === 'theirs'),
        extension,
      ).toHaveLength(1);
      const file = join(work, `merged-${extension}.${extension}`);
      writeFileSync(file, result.bytes);
      files.push(file);
    }
    execFileSync(
      SOFFICE!,
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=file://${join(work, 'profile')}`,
        '--convert-to',
        'pdf',
        '--outdir',
        work,
        ...files,
      ],
      { timeout: 180_000, stdio: 'pipe' },
    );
    for (const extension of Object.keys(CASES)) {
      const pdf = join(work, `merged-${extension}.pdf`);
      expect(existsSync(pdf), pdf).toBe(true);
      expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
