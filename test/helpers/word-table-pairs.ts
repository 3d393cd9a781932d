import { Document, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';

/**
 * Word tables that lose a column and a row, built with the `docx` library: a 4×4 table of short
 * cells (one or two words drawn from a small vocabulary, so rows share few words once a column
 * is gone) becomes 3×3 without its second column and its third row.
 */

export interface TablePair {
  name: string;
  source: Uint8Array;
  target: Uint8Array;
  /** The changes a comparison must report, as kind and place. */
  expect: [string, string][];
}

const WORDS = 'and my dog ran the little cat sat over green hill today say she went home with her old friend'.split(
  ' ',
);

type Grid = (string | { text: string; span: number })[][];

function table(rows: Grid): Table {
  return new Table({
    rows: rows.map(
      (row) =>
        new TableRow({
          children: row.map((cell) =>
            typeof cell === 'string'
              ? new TableCell({ children: [new Paragraph(cell)] })
              : new TableCell({ columnSpan: cell.span, children: [new Paragraph(cell.text)] }),
          ),
        }),
    ),
  });
}

async function pack(rows: Grid): Promise<Uint8Array> {
  const document = new Document({
    sections: [{ children: [new Paragraph('The figures follow.'), table(rows), new Paragraph('End of the figures.')] }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** Deterministic cells: seed `n` gives the same table every run. */
function grid(n: number): string[][] {
  let seed = 7 + n * 7919;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const word = () => WORDS[Math.floor(next() * WORDS.length)];
  return Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => (next() < 0.5 ? `${word()} ${word()}` : word())),
  );
}

const without = (rows: string[][], row: number, column: number) =>
  rows.filter((_, r) => r !== row).map((cells) => cells.filter((_, c) => c !== column));

export async function tablePairs(count = 10): Promise<TablePair[]> {
  const pairs: TablePair[] = [];
  const expect: [string, string][] = [
    ['Deleted', 'table 1, column 2'],
    ['Deleted', 'table 1, row 3'],
  ];
  for (let n = 0; n < count; n++) {
    const rows = grid(n);
    pairs.push({
      name: `column-and-row-${n}`,
      source: await pack(rows),
      target: await pack(without(rows, 2, 1)),
      expect,
    });
  }
  // A title row merged across the table: the merged row keeps its one cell, the rest as above.
  const rows = grid(count);
  const merged = (body: string[][]): Grid => [[{ text: 'Quarterly figures', span: body[0].length }], ...body];
  pairs.push({
    name: 'merged-title-row',
    source: await pack(merged(rows)),
    target: await pack(merged(without(rows, 2, 1))),
    expect: [
      ['Deleted', 'table 1, column 2'],
      ['Deleted', 'table 1, row 4'],
    ],
  });
  return pairs;
}
