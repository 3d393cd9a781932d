import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listChanges, readDocument } from '../../src/engine/index';
import type { FileReport } from '../../src/report/types';
import { buildDocx, makePng } from '../../scripts/fixtures/docx-builder';

export const SAMPLES = join(__dirname, '..', 'fixtures', 'samples');
export const REAL = join(__dirname, '..', 'fixtures', 'real');

/** The shipped policy pair as one report file (8 changes of every kind but Deleted). */
export async function policyReport(): Promise<FileReport> {
  const source = { bytes: new Uint8Array(readFileSync(join(SAMPLES, 'policy-v1.docx'))), fileName: 'policy-v1.docx' };
  const target = { bytes: new Uint8Array(readFileSync(join(SAMPLES, 'policy-v2.docx'))), fileName: 'policy-v2.docx' };
  const result = await listChanges({ source, targets: [target] });
  return {
    oldPath: 'docs/policy.docx',
    newPath: 'docs/policy.docx',
    status: 'modified',
    changes: result.changes,
    places: result.places,
  };
}

/** A document with every kind of content textconv renders: formatting, lists, tables, notes, comments, images. */
export function featuresDocx(): Uint8Array {
  return buildDocx({
    title: 'Features',
    header: ['Features header'],
    footer: ['Page footer'],
    body: [
      { heading: 1, runs: ['Features'] },
      { heading: 2, runs: ['Formatting'] },
      {
        runs: [
          'Plain, ',
          { text: 'bold', bold: true },
          ', ',
          { text: 'italic', italic: true },
          ', ',
          { text: 'struck', strike: true },
          ' and ',
          { text: 'all three', bold: true, italic: true, strike: true },
          '.',
        ],
      },
      {
        runs: [
          'A footnote here',
          { footnote: 'The footnote text.' },
          ' and a ',
          { comment: { author: 'Ann', text: 'A comment on this.', runs: ['commented phrase'] } },
          '.',
        ],
      },
      { runs: ['Line one', { break: 'line' }, 'line two.'] },
      { heading: 2, runs: ['Lists'] },
      { list: { kind: 'number', id: 'n' }, runs: ['First step'] },
      { list: { kind: 'number', id: 'n', level: 1 }, runs: ['Nested step'] },
      { list: { kind: 'bullet' }, runs: ['A bullet'] },
      { heading: 2, runs: ['Table and image'] },
      {
        type: 'table',
        rows: [
          ['Name', 'Value'],
          ['Alpha', { blocks: ['One', 'Two'] }],
          ['Beta', '<b> & "q"'],
        ],
      },
      { runs: [{ image: { png: makePng(4, 4), width: 16, height: 16, name: 'logo.png' } }] },
      'A long closing paragraph that goes on for a while so that wrapping at forty characters splits it over several lines.',
    ],
  });
}

export async function featuresModel() {
  return readDocument({ bytes: featuresDocx(), fileName: 'features.docx' });
}
