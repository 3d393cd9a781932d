import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { CorruptDocumentError, UnsupportedFormatError } from '../../../../../src/engine/errors';
import { odtReader } from '../../../../../src/engine/formats/word/odt/index';
import {
  blockText,
  type Block,
  type DocumentModel,
  type ParagraphBlock,
  type TableBlock,
} from '../../../../../src/engine/model/document';
import { buildOdt, stylesXml, type OdtParts } from '../../../../helpers/odf';

async function read(parts: OdtParts): Promise<DocumentModel> {
  return odtReader.read(buildOdt(parts), 'odt', {});
}

function bodyBlocks(model: DocumentModel): Block[] {
  return model.stories.find((story) => story.key === 'body')!.blocks;
}

function firstParagraph(model: DocumentModel): ParagraphBlock {
  return bodyBlocks(model).find((block): block is ParagraphBlock => block.type === 'paragraph')!;
}

describe('odtReader on generated packages', () => {
  it('reads an empty document as an empty body without warnings', async () => {
    const model = await read({ body: '' });
    expect(model.stories).toEqual([{ kind: 'body', key: 'body', label: 'body', blocks: [] }]);
    expect(model.warnings).toEqual([]);
    expect(model.format).toBe('odt');
    const template = await odtReader.read(
      buildOdt({ mimetype: 'application/vnd.oasis.opendocument.text-template' }),
      'ott',
      {},
    );
    expect(template.format).toBe('ott');
  });

  it('resolves automatic and common text styles along parent chains', async () => {
    const styles = stylesXml(
      '<style:style style:name="Base" style:family="text"><style:text-properties fo:font-weight="bold" fo:font-size="14pt" style:font-name="Liberation Serif"/></style:style>' +
        '<style:style style:name="Emph" style:family="text" style:parent-style-name="Base"><style:text-properties fo:font-style="italic"/></style:style>' +
        '<style:style style:name="Body_20_Text" style:display-name="Body Text" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/></style:style>',
    );
    const automatic =
      '<style:style style:name="T1" style:family="text" style:parent-style-name="Emph"><style:text-properties style:text-underline-style="solid" fo:color="#ff0000" fo:background-color="#ffff00"/></style:style>' +
      '<style:style style:name="T2" style:family="text"><style:text-properties style:text-line-through-style="solid" style:text-position="super 58%"/></style:style>' +
      '<style:style style:name="T3" style:family="text"><style:text-properties style:text-position="-33% 58%" fo:font-weight="normal"/></style:style>' +
      '<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Body_20_Text"/>';
    const model = await read({
      stylesXml: styles,
      automaticStyles: automatic,
      body: '<text:p text:style-name="P1">plain <text:span text:style-name="T1">styled</text:span> <text:span text:style-name="T2">up</text:span><text:span text:style-name="T3">down</text:span></text:p>',
    });
    const paragraph = firstParagraph(model);
    expect(paragraph.styleName).toBe('Body Text');
    expect(paragraph.alignment).toBe('center');
    const byText = Object.fromEntries(paragraph.runs.map((run) => [run.text, run.style]));
    expect(byText['plain ']).toEqual({});
    expect(byText.styled).toEqual({
      bold: true,
      italic: true,
      size: 14,
      font: 'Liberation Serif',
      underline: 'single',
      color: 'FF0000',
      highlight: 'FFFF00',
    });
    expect(byText.up).toEqual({ strike: true, vertAlign: 'superscript' });
    expect(byText.down).toEqual({ vertAlign: 'subscript' });
  });

  it('renders spaces, tabs and line breaks, collapses XML whitespace and ignores soft page breaks', async () => {
    const model = await read({
      body: '<text:p>  a\n   b<text:s text:c="3"/>c<text:tab/>d<text:line-break/>e<text:soft-page-break/>f</text:p>',
    });
    expect(blockText(firstParagraph(model))).toBe('a b   c\td\nef');
    expect(model.warnings).toEqual([]);
  });

  it('renders list labels: numbers in several formats with prefix, suffix and start value, bullets, nesting', async () => {
    const automatic =
      '<text:list-style style:name="L1">' +
      '<text:list-level-style-number text:level="1" style:num-format="1" style:num-suffix="."/>' +
      '<text:list-level-style-number text:level="2" style:num-format="a" style:num-suffix=")"/>' +
      '<text:list-level-style-number text:level="3" style:num-format="I" style:num-prefix="(" style:num-suffix=")" text:start-value="3"/>' +
      '</text:list-style>' +
      '<text:list-style style:name="L2"><text:list-level-style-bullet text:level="1" text:bullet-char="•"/>' +
      '<text:list-level-style-number text:level="2" style:num-format="i" style:num-suffix="." text:display-levels="1"/></text:list-style>' +
      '<text:list-style style:name="L3"><text:list-level-style-number text:level="1" style:num-format="A" style:num-suffix="." text:start-value="4"/></text:list-style>';
    const body =
      '<text:list text:style-name="L1">' +
      '<text:list-item><text:p>one</text:p>' +
      '<text:list><text:list-item><text:p>one-a</text:p></text:list-item><text:list-item><text:p>one-b</text:p>' +
      '<text:list><text:list-item><text:p>deep</text:p></text:list-item><text:list-item><text:p>deeper</text:p></text:list-item></text:list>' +
      '</text:list-item></text:list></text:list-item>' +
      '<text:list-item><text:p>two</text:p><text:p>two, second paragraph</text:p></text:list-item>' +
      '<text:list-item text:start-value="10"><text:p>ten</text:p></text:list-item>' +
      '</text:list>' +
      '<text:list text:style-name="L2"><text:list-item><text:p>bullet</text:p><text:list><text:list-item><text:p>roman</text:p></text:list-item><text:list-item><text:p>roman 2</text:p></text:list-item></text:list></text:list-item></text:list>' +
      '<text:list text:style-name="L3"><text:list-item><text:p>D</text:p></text:list-item><text:list-item><text:p>E</text:p></text:list-item></text:list>';
    const model = await read({ automaticStyles: automatic, body });
    const rows = bodyBlocks(model).map((block) => {
      const paragraph = block as ParagraphBlock;
      return [paragraph.list?.label ?? null, paragraph.list?.level ?? null, blockText(paragraph)];
    });
    expect(rows).toEqual([
      ['1.', 0, 'one'],
      ['a)', 1, 'one-a'],
      ['b)', 1, 'one-b'],
      ['(III)', 2, 'deep'],
      ['(IV)', 2, 'deeper'],
      ['2.', 0, 'two'],
      [null, null, 'two, second paragraph'],
      ['10.', 0, 'ten'],
      ['•', 0, 'bullet'],
      ['i.', 1, 'roman'],
      ['ii.', 1, 'roman 2'],
      ['D.', 0, 'D'],
      ['E.', 0, 'E'],
    ]);
  });

  it('reads tables with header rows, column spans, covered cells and nested tables', async () => {
    const body =
      '<table:table table:name="T1"><table:table-column table:number-columns-repeated="3"/>' +
      '<table:table-header-rows><table:table-row><table:table-cell><text:p>H1</text:p></table:table-cell><table:table-cell><text:p>H2</text:p></table:table-cell><table:table-cell><text:p>H3</text:p></table:table-cell></table:table-row></table:table-header-rows>' +
      '<table:table-row><table:table-cell table:number-columns-spanned="2"><text:p>wide</text:p></table:table-cell><table:covered-table-cell/><table:table-cell table:number-rows-spanned="2"><text:p>tall</text:p></table:table-cell></table:table-row>' +
      '<table:table-row><table:table-cell><text:p>x</text:p></table:table-cell><table:table-cell>' +
      '<table:table><table:table-row><table:table-cell><text:p>inner 1</text:p></table:table-cell><table:table-cell><text:p>inner 2</text:p></table:table-cell></table:table-row></table:table>' +
      '</table:table-cell><table:covered-table-cell/></table:table-row>' +
      '</table:table>';
    const model = await read({ body });
    const table = bodyBlocks(model)[0] as TableBlock;
    expect(table.type).toBe('table');
    expect(table.rows).toHaveLength(3);
    expect(table.rows[0].cells.map((cell) => blockText(cell.blocks[0]))).toEqual(['H1', 'H2', 'H3']);
    expect(table.rows[1].cells.map((cell) => [cell.colSpan, cell.vMerge])).toEqual([
      [2, undefined],
      [undefined, 'restart'],
    ]);
    expect(table.rows[2].cells.map((cell) => cell.vMerge)).toEqual([undefined, undefined, 'continue']);
    const inner = table.rows[2].cells[1].blocks[0] as TableBlock;
    expect(inner.type).toBe('table');
    expect(blockText(inner)).toBe('inner 1 | inner 2');
  });

  it('keeps right-to-left and CJK text as written', async () => {
    const model = await read({
      body: '<text:p>مرحبا بالعالم</text:p><text:p>日本語のテキスト、中文</text:p><text:h text:outline-level="2">שלום</text:h>',
    });
    const blocks = bodyBlocks(model) as ParagraphBlock[];
    expect(blocks.map(blockText)).toEqual(['مرحبا بالعالم', '日本語のテキスト、中文', 'שלום']);
    expect(blocks[2].headingLevel).toBe(2);
  });

  it('hashes images by the bytes of their Pictures/ part and reads text boxes as stories', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    const model = await read({
      files: { 'Pictures/logo.png': png },
      body:
        '<text:p>before <draw:frame draw:name="Image1" text:anchor-type="as-char"><draw:image xlink:href="Pictures/logo.png"/></draw:frame> after</text:p>' +
        '<text:p><draw:frame draw:name="Frame1"><draw:text-box><text:p>boxed text</text:p></draw:text-box></draw:frame></text:p>',
    });
    const image = firstParagraph(model).runs.find((run) => run.object);
    expect(image?.object).toEqual({
      kind: 'image',
      hash: createHash('sha1').update(png).digest('hex'),
      name: 'logo.png',
    });
    const textbox = model.stories.find((story) => story.kind === 'textbox');
    expect(textbox?.key).toBe('textbox:1');
    expect(textbox!.blocks.map(blockText)).toEqual(['boxed text']);
  });

  it('reads footnotes, endnotes, comments, links and headers/footers', async () => {
    const styles = stylesXml(
      '',
      '<style:master-page style:name="Standard" style:page-layout-name="pm1"><style:header><text:p>Page header</text:p></style:header><style:footer><text:p>Page footer</text:p></style:footer></style:master-page>',
      '<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm"/></style:page-layout>',
    );
    const model = await read({
      stylesXml: styles,
      body:
        '<text:p>See<text:note text:id="ftn7" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p>Foot text</text:p></text:note-body></text:note> and<text:note text:id="edn1" text:note-class="endnote"><text:note-citation>i</text:note-citation><text:note-body><text:p>End text</text:p></text:note-body></text:note> <text:a xlink:href="https://example.org/">the site</text:a>.' +
        '<office:annotation><dc:creator>Ann</dc:creator><dc:date>2024-01-01T00:00:00</dc:date><text:p>Check this</text:p></office:annotation></text:p>',
    });
    const paragraph = firstParagraph(model);
    expect(blockText(paragraph)).toBe('See and the site.');
    expect(paragraph.runs.find((run) => run.text === 'the site')?.link).toBe('https://example.org/');
    const keyed = Object.fromEntries(model.stories.map((story) => [story.key, story]));
    expect(keyed['footnote:1'].blocks.map(blockText)).toEqual(['Foot text']);
    expect(keyed['endnote:1'].kind).toBe('endnote');
    expect(keyed['endnote:1'].blocks.map(blockText)).toEqual(['End text']);
    expect(keyed['comment:1']).toMatchObject({ kind: 'comment', author: 'Ann', label: 'comment 1 by Ann' });
    expect(keyed['header:default:Standard'].blocks.map(blockText)).toEqual(['Page header']);
    expect(keyed['footer:default:Standard'].blocks.map(blockText)).toEqual(['Page footer']);
    expect(keyed['header:default:Standard'].blocks[0].locator?.part).toBe('styles.xml');
    expect(model.pageSize?.width).toBeCloseTo(595.28, 1);
    expect(model.pageSize?.height).toBeCloseTo(841.89, 1);
  });

  it('reads metadata from meta.xml', async () => {
    const model = await read({
      metaXml:
        '<office:document-meta xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"><office:meta>' +
        '<dc:title>Report</dc:title><meta:initial-creator>Ann</meta:initial-creator><dc:creator>Bob</dc:creator>' +
        '<meta:creation-date>2024-01-01T10:00:00</meta:creation-date><dc:date>2024-02-01T10:00:00</dc:date>' +
        '<meta:document-statistic meta:page-count="7"/></office:meta></office:document-meta>',
    });
    expect(model.metadata).toEqual({
      title: 'Report',
      author: 'Ann',
      lastModifiedBy: 'Bob',
      created: '2024-01-01T10:00:00',
      modified: '2024-02-01T10:00:00',
    });
    expect(model.pageCount).toBe(7);
  });

  it('gives locators as element-child indexes from the root element', async () => {
    const model = await read({ body: '<text:p>first</text:p><text:p>second <text:span>span</text:span></text:p>' });
    const second = bodyBlocks(model)[1] as ParagraphBlock;
    // document-content → [automatic-styles, body] → body[0] = office:text → second text:p.
    expect(second.locator).toEqual({ part: 'content.xml', path: '1/0/1' });
    expect(second.runs[0].locator).toEqual({ part: 'content.xml', path: '1/0/1' });
  });

  it('warns about unknown elements and keeps their text', async () => {
    const model = await read({
      body: '<text:p>a <text:mystery>kept</text:mystery> b <text:mystery>again</text:mystery></text:p><text:unknown-block><text:p>inside</text:p></text:unknown-block>',
    });
    expect(bodyBlocks(model).map(blockText)).toEqual(['a kept b again', 'inside']);
    const codes = model.warnings.map((warning) => [warning.code, warning.message]);
    expect(codes).toEqual([
      ['unknown-element', 'content.xml: element <text:mystery> is not understood; its text was kept (2 times)'],
      ['unknown-element', 'content.xml: element <text:unknown-block> is not understood; its text was kept'],
    ]);
    expect(model.warnings[0].locator?.part).toBe('content.xml');
  });

  it('treats malformed XML as a CorruptDocumentError naming the part', async () => {
    const broken = read({ contentXml: '<office:document-content><office:body><text:p>unclosed</office:body>' });
    await expect(broken).rejects.toBeInstanceOf(CorruptDocumentError);
    await expect(broken).rejects.toThrow(/content\.xml/);
    const brokenStyles = read({ body: '<text:p>x</text:p>', stylesXml: '<office:document-styles' });
    await expect(brokenStyles).rejects.toThrow(/styles\.xml/);
  });

  it('rejects packages that are not ODF text documents', async () => {
    await expect(odtReader.read(strToU8('plain text, not a zip'), 'odt', {})).rejects.toBeInstanceOf(
      CorruptDocumentError,
    );
    await expect(read({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet' })).rejects.toBeInstanceOf(
      UnsupportedFormatError,
    );
    const noContent = zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text') });
    await expect(odtReader.read(noContent, 'odt', {})).rejects.toThrow(/content\.xml/);
  });
});
