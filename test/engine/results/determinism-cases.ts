import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyChanges, compareToDocument } from '../../../src/engine/index';

/**
 * One result per writer, from the stored sample and real documents: what the determinism test
 * writes twice in its own process and once more in a child process (run this file with tsx: it
 * prints each result's SHA-256 as JSON).
 */
const fixtures = fileURLToPath(new URL('../../fixtures/', import.meta.url));

export interface DeterminismCase {
  name: string;
  source: string;
  target: string;
  mode: 'styled' | 'tracked' | 'clean';
}

export const DETERMINISM_CASES: DeterminismCase[] = [
  { name: 'DOCX styled', source: 'samples/policy-v1.docx', target: 'samples/policy-v2.docx', mode: 'styled' },
  { name: 'DOCX tracked', source: 'samples/policy-v1.docx', target: 'samples/policy-v2.docx', mode: 'tracked' },
  { name: 'DOCX clean', source: 'samples/policy-v1.docx', target: 'samples/policy-v2.docx', mode: 'clean' },
  {
    name: 'ODT tracked',
    source: 'real/odfdo-odt-pair-diff-a.odt',
    target: 'real/odfdo-odt-pair-diff-b.odt',
    mode: 'tracked',
  },
  {
    name: 'ODT styled',
    source: 'real/odfdo-odt-pair-diff-a.odt',
    target: 'real/odfdo-odt-pair-diff-b.odt',
    mode: 'styled',
  },
  {
    name: 'XLSX',
    source: 'real/sheetjs-xlsx-pair-lonumbers-a-libreoffice.xlsx',
    target: 'real/sheetjs-xlsx-pair-lonumbers-b-excel2010.xlsx',
    mode: 'styled',
  },
  {
    name: 'ODS',
    source: 'real/odfdo-ods-two-sheets.ods',
    target: 'real/sheetjs-ods-pair-mergecells-b-ods.ods',
    mode: 'styled',
  },
  {
    name: 'CSV',
    source: 'real/sheetjs-csv-bom-quoted-crlf-and-lf.csv',
    target: 'real/sheetjs-csv-cr-only-line-endings.csv',
    mode: 'styled',
  },
  { name: 'PPTX', source: 'decks/pptxgenjs-pair-a.pptx', target: 'decks/pptxgenjs-pair-b.pptx', mode: 'styled' },
  {
    name: 'ODP',
    source: 'real/odfdo-odp-pair-logo-a-without.odp',
    target: 'real/odfdo-odp-pair-logo-b-with.odp',
    mode: 'styled',
  },
  { name: 'VSDX', source: 'real/poi-vsdx-basic.vsdx', target: 'real/poi-vsdx-text-extraction.vsdx', mode: 'styled' },
  { name: 'PDF', source: 'pdf-producers/pypdf-a.pdf', target: 'pdf-producers/pypdf-b.pdf', mode: 'styled' },
  {
    name: 'JPEG',
    source: 'real/tika-img-pair-jpegmeta-a-original.jpg',
    target: 'real/tika-img-pair-jpegmeta-b-xnview-resaved.jpg',
    mode: 'styled',
  },
  { name: 'Markdown', source: 'samples/notes-v1.md', target: 'samples/notes-v2.md', mode: 'styled' },
  {
    name: 'EML',
    source: 'real/tika-eml-png-attachment.eml',
    target: 'real/tika-eml-multipart-alternative-attachments.eml',
    mode: 'styled',
  },
];

const input = (path: string) => ({
  bytes: new Uint8Array(readFileSync(join(fixtures, path))),
  fileName: path.split('/').pop(),
});

/** The result bytes of one case; clean mode rejects the first change, so the clean writer has work. */
export async function writeCase(c: DeterminismCase, date?: Date): Promise<Uint8Array> {
  const request = { source: input(c.source), target: input(c.target), date };
  if (c.mode === 'clean')
    return (await applyChanges({ ...request, mode: 'clean', decisions: [{ Id: 0, ComparisonAction: 'Reject' }] }))
      .bytes;
  return (await compareToDocument({ ...request, mode: c.mode })).bytes;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function main() {
  const hashes: Record<string, string> = {};
  for (const c of DETERMINISM_CASES) hashes[c.name] = sha256(await writeCase(c));
  process.stdout.write(JSON.stringify(hashes));
}

if (process.argv[1]?.endsWith('determinism-cases.ts')) await main();
