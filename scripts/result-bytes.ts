/**
 * Writes one result per writer, mode and operation (compare, apply, merge, revisions, ODF
 * encryption) into a folder, or compares a fresh set against such a folder byte for byte: run it
 * once on the old code and once on the new when a change must leave every written result as it
 * was (the package-layer refactorings of #19).
 *
 *   npx tsx scripts/result-bytes.ts write DIR      # results of this tree into DIR
 *   npx tsx scripts/result-bytes.ts compare DIR    # this tree's results against DIR's; exit 1 on a difference
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZipArchive } from '../src/engine/archive/zip';
import { decryptOdfPackage, encryptOdfPackage } from '../src/engine/crypto/odf';
import { applyChanges, applyRevisions, compareToDocument } from '../src/engine/index';
import { mergeDocuments } from '../src/engine/merge/index';
import { buildOdt } from '../test/helpers/odf';
import { buildPptx } from '../test/engine/formats/slides/build';
import { DETERMINISM_CASES } from '../test/engine/results/determinism-cases';
import { buildDocx } from './fixtures/docx-builder';
import { buildOds } from './fixtures/ods-builder';
import { buildXlsx } from './fixtures/xlsx-builder';

const fixtures = fileURLToPath(new URL('../test/fixtures/', import.meta.url));
const DATE = new Date('2026-01-31T12:00:00Z');
const input = (path: string) => ({
  bytes: new Uint8Array(readFileSync(join(fixtures, path))),
  fileName: path.split('/').pop(),
});

type Results = Map<string, Uint8Array>;

/** Pairs beyond the determinism cases that reach the package edits those skip: calcChain and sheets dropped or put back, Strict OOXML. */
const EXTRA_CASES = [
  ['real/sheetjs-xlsx-pair-datesystem-a-1900.xlsx', 'real/sheetjs-xlsx-pair-datesystem-b-1904.xlsx'],
  ['real/poi-xlsx-pair-conformance-a-transitional.xlsx', 'real/poi-xlsx-pair-conformance-b-strict.xlsx'],
  ['real/sheetjs-xlsx-pair-mergecells-a-excel.xlsx', 'real/sheetjs-xlsx-pair-lonumbers-b-excel2010.xlsx'],
  ['real/sheetjs-xlsx-pair-lonumbers-b-excel2010.xlsx', 'real/sheetjs-xlsx-pair-datesystem-a-1900.xlsx'],
  ['real/odfdo-ods-two-sheets.ods', 'real/odfdo-ods-two-sheets.ods'],
].map(([source, target]) => ({
  name: `${source.split('/').pop()} to ${target.split('/').pop()}`,
  source,
  target,
}));

async function compareResults(out: Results) {
  for (const c of [...DETERMINISM_CASES, ...EXTRA_CASES]) {
    const request = { source: input(c.source), target: input(c.target), date: DATE };
    for (const mode of ['styled', 'tracked'] as const) {
      try {
        out.set(`${c.name} ${mode}`, (await compareToDocument({ ...request, mode })).bytes);
      } catch (error) {
        out.set(`${c.name} ${mode} (error)`, new TextEncoder().encode(String(error)));
      }
    }
    for (const action of ['Reject', 'Accept'] as const) {
      try {
        const decisions = [{ Id: 0, ComparisonAction: action }];
        out.set(`${c.name} clean ${action}`, (await applyChanges({ ...request, mode: 'clean', decisions })).bytes);
      } catch (error) {
        out.set(`${c.name} clean ${action} (error)`, new TextEncoder().encode(String(error)));
      }
    }
  }
}

const PARAGRAPHS = [
  'Remote work policy',
  'Staff may work remotely up to three days a week with the agreement of their manager.',
  'Requests are made through the staff portal at least five working days in advance.',
  'Equipment issued by the company stays the property of the company at all times.',
  'Security rules apply at home exactly as they apply in the office.',
];
const edit = (paragraphs: string[], index: number, from: string, to: string) =>
  paragraphs.map((p, i) => (i === index ? p.replace(from, to) : p));
const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`;
const odtOf = (paragraphs: string[]) =>
  buildOdt({ body: paragraphs.map((p) => `<text:p>${p}</text:p>`).join(''), manifestXml: MANIFEST });
const ROWS: (string | number)[][] = [
  ['Item', 'Price', 'Qty'],
  ['Desk', 200, 1],
  ['Lamp', 35, 2],
];
const setCell = (value: number) => ROWS.map((row, i) => (i === 1 ? [row[0], value, row[2]] : [...row]));
const deck = (body: string) =>
  buildPptx([
    {
      shapes: [
        { id: 2, name: 'Title', text: 'Quarterly review', box: [40, 40, 600, 60], placeholder: 'title' },
        { id: 3, name: 'Body', text: body, box: [40, 120, 600, 300] },
      ],
    },
  ]);

async function mergeResults(out: Results) {
  const families: [string, (variant: number) => Uint8Array][] = [
    [
      'docx',
      (v) =>
        buildDocx({
          body: v === 0 ? PARAGRAPHS : edit(PARAGRAPHS, 2, 'five working days', v === 1 ? 'ten days' : 'one week'),
        }),
    ],
    ['odt', (v) => odtOf(v === 0 ? PARAGRAPHS : edit(PARAGRAPHS, 2, 'five', v === 1 ? 'ten' : 'seven'))],
    ['xlsx', (v) => buildXlsx({ sheets: [{ name: 'Budget', rows: v === 0 ? ROWS : setCell(200 + v * 50) }] })],
    ['ods', (v) => buildOds({ sheets: [{ name: 'Budget', rows: v === 0 ? ROWS : setCell(200 + v * 50) }] })],
    ['pptx', (v) => deck(['Sales rose by ten percent', 'Sales rose by twelve', 'Sales rose by eleven'][v])],
  ];
  for (const [extension, build] of families) {
    const result = await mergeDocuments({
      base: { bytes: build(0), fileName: `base.${extension}` },
      ours: { bytes: build(1), fileName: `ours.${extension}` },
      theirs: { bytes: build(2), fileName: `theirs.${extension}` },
      date: DATE,
    });
    out.set(`merge ${extension} conflict`, result.bytes);
    if (extension === 'docx' || extension === 'odt')
      for (const all of ['acceptAll', 'rejectAll'] as const)
        out.set(
          `revisions ${extension} ${all}`,
          (await applyRevisions({ bytes: result.bytes, fileName: `m.${extension}` }, { [all]: true })).bytes,
        );
  }
  const odp = input('real/odfdo-odp-pair-logo-a-without.odp');
  const odpB = input('real/odfdo-odp-pair-logo-b-with.odp');
  out.set(
    'merge odp',
    (
      await mergeDocuments({ base: odp, ours: odpB, theirs: odp, date: DATE }).catch((e) => ({
        bytes: new TextEncoder().encode(String(e)),
      }))
    ).bytes,
  );
}

/** ODF encryption draws a random salt and IVs: its manifest is kept with them masked, and the decrypted package whole. */
function encryptionResults(out: Results) {
  for (const name of ['real/odfdo-odt-pair-diff-a.odt', 'real/odfdo-ods-two-sheets.ods']) {
    const encrypted = encryptOdfPackage(input(name).bytes, 'secret', { iterations: 10 });
    const manifest = new ZipArchive(encrypted).text('META-INF/manifest.xml') ?? '';
    out.set(
      `encrypt ${name} manifest`,
      new TextEncoder().encode(manifest.replace(/(checksum|initialisation-vector|salt)="[^"]*"/g, '$1="…"')),
    );
    out.set(`decrypt ${name}`, decryptOdfPackage(encrypted, 'secret'));
  }
}

const fileName = (key: string) => key.replace(/[^A-Za-z0-9.-]+/g, '_');

async function main() {
  const [command, dir] = process.argv.slice(2);
  if (!dir || (command !== 'write' && command !== 'compare')) {
    console.error('usage: tsx scripts/result-bytes.ts write|compare DIR');
    process.exit(2);
  }
  const results: Results = new Map();
  await compareResults(results);
  await mergeResults(results);
  encryptionResults(results);
  if (command === 'write') {
    mkdirSync(dir, { recursive: true });
    for (const [key, bytes] of results) writeFileSync(join(dir, fileName(key)), bytes);
    console.log(`${results.size} results written to ${dir}`);
    return;
  }
  const stored = new Set(readdirSync(dir));
  let differing = 0;
  for (const [key, bytes] of results) {
    const name = fileName(key);
    stored.delete(name);
    let old: Uint8Array | undefined;
    try {
      old = readFileSync(join(dir, name));
    } catch {
      old = undefined;
    }
    if (!old || Buffer.compare(Buffer.from(old), Buffer.from(bytes)) !== 0) {
      differing++;
      console.log(`differs: ${key}${old ? '' : ' (not in the stored set)'}`);
    }
  }
  for (const name of stored) {
    differing++;
    console.log(`missing now: ${name}`);
  }
  console.log(`${results.size} results compared, ${differing} differ`);
  process.exit(differing ? 1 : 0);
}

await main();
