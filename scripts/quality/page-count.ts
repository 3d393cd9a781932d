/**
 * Does `info`'s page count agree with the pages LibreOffice renders? For every Office and
 * OpenDocument file in the given folders (default test/fixtures/real), documentInfo's PageCount
 * against the page count of LibreOffice's PDF of the same file as previews render it: without
 * LibreOffice (the counts files store, sheets, slides, the built-in estimate) and with it (as a
 * server or CLI that has LibreOffice answers; Word and OpenDocument texts are then counted in
 * its rendering).
 *
 *   npx tsx scripts/quality/page-count.ts [folder…] [--verbose]
 *
 * Prints the disagreements and the agreement figure; files neither side can read are listed apart.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { documentInfo } from '../../src/engine/index';
import { detectFormat } from '../../src/engine/formats/registry';
import { pdfPageCount } from '../../src/engine/formats/pdf/pdfjs';
import { convertToPdf, findSoffice } from '../../src/engine/preview/office';
import { errorMessage } from '../../src/engine/errors';

const OFFICE_FAMILIES = new Set(['word', 'cells', 'slides', 'diagram']);

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const folders = args.filter((a) => !a.startsWith('--'));
if (folders.length === 0) folders.push('test/fixtures/real');

const soffice = findSoffice();
if (!soffice) {
  console.log('LibreOffice not found: nothing to measure');
  process.exit(0);
}

interface Row {
  file: string;
  info?: number;
  withOffice?: number;
  rendered?: number;
  problem?: string;
}

const rows: Row[] = [];
for (const folder of folders) {
  for (const name of readdirSync(folder).sort()) {
    const path = resolve(folder, name);
    if (!statSync(path).isFile()) continue;
    const bytes = new Uint8Array(readFileSync(path));
    let family: string;
    let key: string;
    try {
      ({ family, key } = detectFormat(bytes, name));
    } catch {
      continue;
    }
    if (!OFFICE_FAMILIES.has(family) || key === 'csv' || key === 'tsv') continue;
    const row: Row = { file: join(basename(folder), name) };
    rows.push(row);
    try {
      row.info = (await documentInfo({ bytes, fileName: name })).PageCount;
      row.withOffice = (await documentInfo({ bytes, fileName: name }, { office: { soffice } })).PageCount;
    } catch (error) {
      row.problem = `info: ${errorMessage(error)}`;
      continue;
    }
    try {
      const [pdf] = await convertToPdf([{ bytes, fileName: name }], { soffice, pagination: 'preview' });
      row.rendered = await pdfPageCount(pdf);
    } catch (error) {
      row.problem = `LibreOffice: ${errorMessage(error)}`;
    }
    if (verbose)
      console.log(
        `${row.file}: info ${row.info ?? '-'} (with LibreOffice ${row.withOffice ?? '-'}), rendered ${row.rendered ?? '-'}`,
      );
  }
}

const measured = rows.filter((r) => r.info !== undefined && r.rendered !== undefined);
const disagreeing = measured.filter((r) => r.info !== r.rendered);
const disagreeingWithOffice = measured.filter((r) => r.withOffice !== r.rendered);
for (const row of disagreeing)
  console.log(`DIFFERS ${row.file}: info ${row.info} (with LibreOffice ${row.withOffice}), rendered ${row.rendered}`);
for (const row of rows.filter((r) => r.problem)) console.log(`SKIPPED ${row.file}: ${row.problem}`);
console.log(
  `info's page count agrees with LibreOffice's rendering on ${measured.length - disagreeing.length} of ${measured.length} files ` +
    `without LibreOffice, ${measured.length - disagreeingWithOffice.length} of ${measured.length} with it ` +
    `(${rows.length - measured.length} unreadable by one side)`,
);
