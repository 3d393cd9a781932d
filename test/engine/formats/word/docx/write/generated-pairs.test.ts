import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../../../../../scripts/fixtures/docx-builder';
import type { DocSpec } from '../../../../../../scripts/fixtures/docx-builder';
import type { DocumentModel } from '../../../../../../src/engine/model/document';
import { acceptAll, read, rejectAll, rejectOurs, storyTexts, styledRuns, writeResult } from './helpers';

const INTRO = 'This agreement sets out the terms under which the services are provided to the customer.';
const SCOPE = 'The supplier delivers the reports every month and answers questions within two working days.';
const PRICE = 'Fees are invoiced quarterly and are payable within thirty days of the invoice date.';
const TERM = 'Either party may end the agreement with three months written notice to the other party.';
const LAW = 'This agreement is governed by the laws of England and Wales in every respect.';

function doc(body: DocSpec['body'], extra: Partial<DocSpec> = {}): Uint8Array {
  return buildDocx({ body, ...extra });
}

const table = (rows: string[][]) => ({ type: 'table' as const, rows });

/** Edit classes: each a source and a target that differ by that kind of edit. */
const PAIRS: Record<string, [Uint8Array, Uint8Array]> = {
  'word insert': [doc([INTRO, SCOPE, PRICE]), doc([INTRO, SCOPE.replace('every month', 'every single month'), PRICE])],
  'word delete': [doc([INTRO, SCOPE, PRICE]), doc([INTRO, SCOPE.replace(' within two working days', ''), PRICE])],
  'word replace': [
    doc([INTRO, SCOPE, PRICE]),
    doc([INTRO.replace('customer', 'client'), SCOPE, PRICE.replace('thirty', 'sixty')]),
  ],
  'paragraph insert': [doc([INTRO, SCOPE, PRICE]), doc([INTRO, SCOPE, TERM, PRICE])],
  'paragraph insert at end': [doc([INTRO, SCOPE]), doc([INTRO, SCOPE, TERM])],
  'paragraph delete': [doc([INTRO, SCOPE, PRICE, TERM]), doc([INTRO, PRICE, TERM])],
  'paragraph delete at end': [doc([INTRO, SCOPE, PRICE]), doc([INTRO, SCOPE])],
  'paragraph move': [doc([INTRO, SCOPE, PRICE, TERM, LAW]), doc([INTRO, PRICE, TERM, SCOPE, LAW])],
  'bold toggle': [
    doc([INTRO, { runs: ['Payment is ', { text: 'due', bold: false }, ' on receipt.'] }]),
    doc([INTRO, { runs: ['Payment is ', { text: 'due', bold: true }, ' on receipt.'] }]),
  ],
  'italic and colour': [
    doc([{ runs: [{ text: 'Important notice for all staff members', italic: true }] }, SCOPE]),
    doc([{ runs: [{ text: 'Important notice for all staff members', color: 'FF00AA' }] }, SCOPE]),
  ],
  'table cell edit': [
    doc([
      INTRO,
      table([
        ['Item', 'Price'],
        ['Desk', '200'],
        ['Chair', '80'],
      ]),
      PRICE,
    ]),
    doc([
      INTRO,
      table([
        ['Item', 'Price'],
        ['Desk', '250'],
        ['Chair', '80'],
      ]),
      PRICE,
    ]),
  ],
  'row insert': [
    doc([
      INTRO,
      table([
        ['Item', 'Price'],
        ['Desk', '200'],
        ['Chair', '80'],
      ]),
      PRICE,
    ]),
    doc([
      INTRO,
      table([
        ['Item', 'Price'],
        ['Desk', '200'],
        ['Lamp', '35'],
        ['Chair', '80'],
      ]),
      PRICE,
    ]),
  ],
  'row delete': [
    doc([
      INTRO,
      table([
        ['Item', 'Price'],
        ['Desk', '200'],
        ['Lamp', '35'],
        ['Chair', '80'],
      ]),
      PRICE,
    ]),
    doc([
      INTRO,
      table([
        ['Item', 'Price'],
        ['Desk', '200'],
        ['Chair', '80'],
      ]),
      PRICE,
    ]),
  ],
  'table insert': [
    doc([INTRO, PRICE]),
    doc([
      INTRO,
      table([
        ['Item', 'Price'],
        ['Desk', '200'],
      ]),
      PRICE,
    ]),
  ],
  'table delete': [
    doc([
      INTRO,
      table([
        ['Item', 'Price'],
        ['Desk', '200'],
      ]),
      PRICE,
    ]),
    doc([INTRO, PRICE]),
  ],
  'header and footer': [
    doc([INTRO, SCOPE], { header: ['Draft version for review'], footer: ['Company confidential'] }),
    doc([INTRO, SCOPE], { header: ['Final version for signature'], footer: ['Company confidential and private'] }),
  ],
  mixed: [
    doc(
      [
        'Title of the document',
        INTRO,
        SCOPE,
        PRICE,
        TERM,
        LAW,
        table([
          ['A', 'B'],
          ['1', '2'],
        ]),
      ],
      { header: ['Header text'] },
    ),
    doc(
      [
        'Title of the document',
        INTRO.replace('services', 'consulting services'),
        PRICE,
        SCOPE.replace('reports', 'monthly reports'),
        'A completely new clause about confidentiality of all information.',
        LAW,
        table([
          ['A', 'B'],
          ['1', '3'],
          ['5', '6'],
        ]),
      ],
      { header: ['Header text changed'] },
    ),
  ],
};

/** The styled result without the runs it put back as deleted (red and struck through). */
function withoutDeleted(model: DocumentModel): DocumentModel {
  const strip = (blocks: DocumentModel['stories'][number]['blocks']): DocumentModel['stories'][number]['blocks'] =>
    blocks.map((block) => {
      if (block.type === 'paragraph')
        return { ...block, runs: block.runs.filter((r) => !(r.style.strike && r.style.color === 'FF0000')) };
      if (block.type === 'table')
        return {
          ...block,
          rows: block.rows.map((row) => ({
            ...row,
            cells: row.cells.map((cell) => ({ ...cell, blocks: strip(cell.blocks) })),
          })),
        };
      return block;
    });
  return { ...model, stories: model.stories.map((s) => ({ ...s, blocks: strip(s.blocks) })) };
}

describe('docx result writer on generated pairs', () => {
  for (const [name, [a, b]] of Object.entries(PAIRS)) {
    it(`${name}: tracked result accepts to the target and rejects to the source`, async () => {
      const result = await writeResult(a, b, 'tracked');
      expect(result.changes.length).toBeGreaterThan(0);
      expect(result.warnings).toEqual([]);
      const source = read(a);
      const target = read(b);
      const accepted = read(acceptAll(result.bytes));
      expect(storyTexts(accepted)).toEqual(storyTexts(target));
      expect(styledRuns(accepted)).toEqual(styledRuns(target));
      const rejected = read(rejectAll(result.bytes));
      expect(storyTexts(rejected)).toEqual(storyTexts(source));
      expect(styledRuns(rejected)).toEqual(styledRuns(source));
      // The reader shows a tracked result as accepted.
      expect(storyTexts(read(result.bytes))).toEqual(storyTexts(target));
    });

    it(`${name}: styled result is the target plus the deleted content, marked`, async () => {
      const result = await writeResult(a, b, 'styled');
      const model = read(result.bytes);
      expect(storyTexts(withoutDeleted(model))).toEqual(storyTexts(read(b)));
      const all = JSON.stringify(storyTexts(model));
      for (const change of result.changes) {
        if (change.kind === 'Deleted' || change.kind === 'Modified' || change.kind === 'Moved') {
          for (const line of change.text.split(/\n| \| /)) expect(all).toContain(JSON.stringify(line).slice(1, -1));
        }
      }
      const marked = model.stories
        .flatMap((s) => s.blocks)
        .flatMap((bk) =>
          bk.type === 'paragraph'
            ? bk.runs
            : bk.type === 'table'
              ? bk.rows.flatMap((r) =>
                  r.cells.flatMap((c) => c.blocks.flatMap((x) => (x.type === 'paragraph' ? x.runs : []))),
                )
              : [],
        );
      const colours = new Set(marked.map((r) => r.style.color));
      const kinds = new Set(result.changes.map((c) => c.kind));
      if (kinds.has('Inserted')) expect(colours).toContain('0000FF');
      if (kinds.has('Deleted') || kinds.has('Moved')) expect(colours).toContain('FF0000');
      if (kinds.has('Modified') || kinds.has('StyleChanged')) expect(colours).toContain('008000');
    });

    it(`${name}: clean result with every change rejected is the source, with none the target`, async () => {
      const probe = await writeResult(a, b, 'clean');
      expect(storyTexts(read(probe.bytes))).toEqual(storyTexts(read(b)));
      const all = new Set(probe.changes.map((_, k) => k));
      const reverted = await writeResult(a, b, 'clean', { rejected: all });
      expect(storyTexts(read(reverted.bytes))).toEqual(storyTexts(read(a)));
      expect(styledRuns(read(reverted.bytes))).toEqual(styledRuns(read(a)));
      // Tracked with everything rejected has no revisions left to show and is the source too.
      const trackedRejected = await writeResult(a, b, 'tracked', { rejected: all });
      expect(storyTexts(read(trackedRejected.bytes))).toEqual(storyTexts(read(a)));
    });
  }

  it('clean result with one change rejected mixes source and target', async () => {
    const [a, b] = PAIRS['word replace'];
    const probe = await writeResult(a, b, 'clean');
    const customer = probe.changes.findIndex((c) => c.text === 'customer');
    expect(customer).toBeGreaterThanOrEqual(0);
    const result = await writeResult(a, b, 'clean', { rejected: new Set([customer]) });
    expect(storyTexts(read(result.bytes)).body).toEqual([INTRO, SCOPE, PRICE.replace('thirty', 'sixty')]);
  });

  it('tracked result with one change rejected keeps the others as revisions', async () => {
    const [a, b] = PAIRS['word replace'];
    const probe = await writeResult(a, b, 'clean');
    const thirty = probe.changes.findIndex((c) => c.text === 'thirty');
    const result = await writeResult(a, b, 'tracked', { rejected: new Set([thirty]) });
    expect(storyTexts(read(acceptAll(result.bytes))).body).toEqual([INTRO.replace('customer', 'client'), SCOPE, PRICE]);
    expect(storyTexts(read(rejectOurs(result.bytes))).body).toEqual([INTRO, SCOPE, PRICE]);
  });
});
