import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { compareFiles, readDocument } from '../../../../src/engine/index';
import type { ParagraphBlock, RunStyle, ShapeBlock, TableBlock } from '../../../../src/engine/model/document';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../helpers/libreoffice';
import { buildPptx } from './build';

/**
 * A PPTX table's text takes bold, italic, colour and font from its table style's parts (whole
 * table, header row, first column, bands…). LibreOffice writes those out on every run when it
 * saves the deck, so its re-save is the reference.
 */

const STYLE_ID = '{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}';
const part = (name: string, text: string, fill: string) =>
  `<a:${name}><a:tcTxStyle${text}</a:tcTxStyle><a:tcStyle><a:tcBdr/><a:fill><a:solidFill>${fill}</a:solidFill></a:fill></a:tcStyle></a:${name}>`;
const BLACK_MINOR = '<a:fontRef idx="minor"><a:prstClr val="black"/></a:fontRef>';
const TABLE_STYLES =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><a:tblStyleLst xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" def="${STYLE_ID}"><a:tblStyle styleId="${STYLE_ID}" styleName="Medium Style 2 - Accent 1">` +
  part(
    'wholeTbl',
    `>${BLACK_MINOR}<a:schemeClr val="dk1"/>`,
    '<a:schemeClr val="accent1"><a:tint val="20000"/></a:schemeClr>',
  ) +
  part('band1H', '>', '<a:schemeClr val="accent1"><a:tint val="40000"/></a:schemeClr>') +
  part('lastRow', ` b="on">${BLACK_MINOR}<a:schemeClr val="lt1"/>`, '<a:schemeClr val="accent1"/>') +
  part('firstCol', ` b="on">${BLACK_MINOR}<a:schemeClr val="lt1"/>`, '<a:schemeClr val="accent1"/>') +
  part('firstRow', ` b="on" i="on">${BLACK_MINOR}<a:schemeClr val="accent2"/>`, '<a:schemeClr val="accent1"/>') +
  `</a:tblStyle></a:tblStyleLst>`;

function deck(look: string): Uint8Array {
  const files = unzipSync(
    buildPptx([
      {
        shapes: [
          {
            id: 2,
            name: 'Table 1',
            table: [
              ['Region', 'Q1', 'Q2'],
              ['North', '10', '12'],
              ['South', '7', '9'],
              ['Total', '17', '21'],
            ],
            box: [36, 40, 600, 200],
          },
        ],
      },
    ]),
  );
  files['ppt/tableStyles.xml'] = strToU8(TABLE_STYLES);
  const edit = (name: string, from: string | RegExp, to: string) => {
    const before = strFromU8(files[name]);
    const after = before.replace(from, to);
    if (after === before) throw new Error(`${name}: nothing to replace`);
    files[name] = strToU8(after);
  };
  edit(
    'ppt/slides/slide1.xml',
    '<a:tblPr/>',
    `<a:tblPr ${look}><a:tableStyleId>${STYLE_ID}</a:tableStyleId></a:tblPr>`,
  );
  edit(
    '[Content_Types].xml',
    '</Types>',
    '<Override PartName="/ppt/tableStyles.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.tableStyles+xml"/></Types>',
  );
  edit(
    'ppt/_rels/presentation.xml.rels',
    '</Relationships>',
    '<Relationship Id="rIdTableStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/tableStyles" Target="tableStyles.xml"/></Relationships>',
  );
  // A saturated second accent tells the header row's colour from the body's.
  edit('ppt/theme/theme1.xml', /<a:accent2><a:srgbClr val="[0-9A-F]{6}"\/>/, '<a:accent2><a:srgbClr val="C0504D"/>');
  return zipSync(files);
}

const LOOK = 'firstRow="1" bandRow="1" firstCol="1"';

async function cellStyles(bytes: Uint8Array, fileName: string): Promise<Record<string, RunStyle>> {
  const model = await readDocument({ bytes, fileName });
  const table = (model.stories[0].blocks as ShapeBlock[])[0].blocks[0] as TableBlock;
  const styles: Record<string, RunStyle> = {};
  for (const row of table.rows) {
    for (const cell of row.cells) {
      const run = (cell.blocks[0] as ParagraphBlock).runs[0];
      styles[run.text] = run.style;
    }
  }
  return styles;
}

describe('PPTX table styles', () => {
  it("cells read with their table style's header, first-column and body formatting", async () => {
    const styles = await cellStyles(deck(LOOK), 'a.pptx');
    expect(styles.Q1).toMatchObject({ bold: true, italic: true, color: 'C0504D', font: 'Arial' });
    // The corner cell is in the header row and the first column: the column's colour wins, the row's italic stays.
    expect(styles.Region).toMatchObject({ bold: true, italic: true, color: 'FFFFFF' });
    expect(styles.North).toMatchObject({ bold: true, color: 'FFFFFF' });
    expect(styles.North.italic).toBeUndefined();
    expect(styles['10']).toMatchObject({ color: '1F2F3F', font: 'Arial' });
    expect(styles['10'].bold).toBeUndefined();
  });

  it('turning the header row off is a style change on its cells', async () => {
    const { changes } = await compareFiles(
      { bytes: deck(LOOK), fileName: 'a.pptx' },
      { bytes: deck('bandRow="1" firstCol="1"'), fileName: 'b.pptx' },
    );
    const styled = changes.filter((c) => c.kind === 'StyleChanged');
    expect(styled.map((c) => c.text).sort()).toEqual(['Q1', 'Q2', 'Region']);
  });

  it.skipIf(!SOFFICE)(
    "LibreOffice's re-save, which writes the style's formatting onto every run, is no style change",
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'docdelta-table-style-'));
      try {
        const source = join(dir, 'table.pptx');
        await writeFile(source, deck(LOOK));
        await sofficeConvert([source], 'pptx', join(dir, 'resaved'));
        const resaved = await readFile(join(dir, 'resaved', 'table.pptx'));
        const slide = strFromU8(unzipSync(resaved)['ppt/slides/slide1.xml']);
        expect(slide).toMatch(/<a:rPr[^>]*b="1"/);
        const { changes } = await compareFiles(
          { bytes: await readFile(source), fileName: 'a.pptx' },
          { bytes: resaved, fileName: 'b.pptx' },
        );
        expect(changes.filter((c) => c.kind === 'StyleChanged').map((c) => [c.text, c.styleChanges])).toEqual([]);
        expect(await cellStyles(resaved, 'b.pptx')).toEqual(await cellStyles(await readFile(source), 'a.pptx'));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});

if (!SOFFICE)
  console.warn('LibreOffice (soffice) is not installed: the table-style check against its re-save is skipped');
