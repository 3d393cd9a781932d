import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ArchiveLimitError, CorruptDocumentError } from '../../../../../src/engine/errors';
import { docxReader } from '../../../../../src/engine/formats/word/docx';
import { blockText } from '../../../../../src/engine/model/document';
import type { ReadOptions } from '../../../../../src/engine/formats/reader';
import type {
  Block,
  DocumentModel,
  ParagraphBlock,
  TableBlock,
  TextRun,
} from '../../../../../src/engine/model/document';
import { buildDocx, docxEntries, documentXml, paragraph, wordPart } from '../../../../helpers/ooxml';
import type { DocxParts } from '../../../../helpers/ooxml';

async function read(input: DocxParts | Uint8Array, options: ReadOptions = {}): Promise<DocumentModel> {
  return docxReader.read(input instanceof Uint8Array ? input : buildDocx(input), 'docx', options);
}

function body(model: DocumentModel): Block[] {
  return model.stories[0].blocks;
}

function texts(model: DocumentModel): string[] {
  return body(model).map(blockText);
}

function firstParagraph(model: DocumentModel): ParagraphBlock {
  const block = body(model)[0];
  if (block?.type !== 'paragraph') throw new Error('first block is not a paragraph');
  return block;
}

function runsOf(model: DocumentModel): TextRun[] {
  return body(model).flatMap((b) => (b.type === 'paragraph' ? b.runs : []));
}

const PNG_A = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const PNG_B = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 4, 5, 6]);

function inlinePicture(relId: string, name: string): string {
  return (
    `<w:r><w:drawing><wp:inline><wp:docPr id="1" name="${name}"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">` +
    `<pic:pic><pic:blipFill><a:blip r:embed="${relId}"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`
  );
}

function nestedTable(depth: number): string {
  const inner = depth === 1 ? paragraph('deepest cell') : nestedTable(depth - 1) + '<w:p/>';
  return `<w:tbl><w:tr><w:tc>${paragraph(`level ${depth}`)}${inner}</w:tc><w:tc>${paragraph('side')}</w:tc></w:tr></w:tbl>`;
}

describe('docx reader on generated documents', () => {
  it('reads an empty document as one empty body story', async () => {
    const model = await read({ body: '' });
    expect(model.stories).toEqual([{ kind: 'body', key: 'body', label: 'body', blocks: [] }]);
    expect(model.warnings).toEqual([]);
    expect(model.revisionCount).toBe(0);
  });

  it('reads a paragraph of 1 MB of text', async () => {
    const text = 'abcdefghij'.repeat(100_000);
    const model = await read({ body: paragraph(text) });
    expect(texts(model)).toEqual([text]);
  });

  it('reads runs: tabs, breaks, symbols, hyphens and a page-break object', async () => {
    const model = await read({
      body:
        '<w:p><w:r><w:t>a</w:t><w:tab/><w:t>b</w:t><w:br/><w:t>c</w:t><w:cr/><w:noBreakHyphen/><w:sym w:font="Symbol" w:char="03A9"/></w:r>' +
        '<w:r><w:br w:type="page"/></w:r><w:bookmarkStart w:id="0" w:name="x"/><w:proofErr w:type="spellStart"/><w:r><w:t>d</w:t></w:r><w:bookmarkEnd w:id="0"/></w:p>',
    });
    const runs = firstParagraph(model).runs;
    expect(runs.map((r) => r.text)).toEqual(['a\tb\nc\n\u2011Ω', '[page break]', 'd']);
    expect(runs[1].object).toMatchObject({ kind: 'break', name: 'page break' });
    expect(runs[0].locator).toEqual({ part: 'word/document.xml', path: '0/0/0' });
    expect(runs[2].locator).toEqual({ part: 'word/document.xml', path: '0/0/4' });
    expect(model.warnings).toEqual([]);
  });

  it('resolves run style through docDefaults, styles with basedOn, toggles and direct formatting', async () => {
    const styles = wordPart(
      'w:styles',
      '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:asciiTheme="minorHAnsi"/><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>' +
        '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
        '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/><w:jc w:val="center"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/><w:color w:val="2f5496"/></w:rPr></w:style>' +
        '<w:style w:type="paragraph" w:styleId="MyHeading"><w:name w:val="My Heading"/><w:basedOn w:val="Heading1"/></w:style>' +
        '<w:style w:type="paragraph" w:styleId="Heading3"><w:name w:val="heading 3"/><w:basedOn w:val="Normal"/></w:style>' +
        '<w:style w:type="character" w:styleId="Strong"><w:name w:val="Strong"/><w:rPr><w:b/></w:rPr></w:style>' +
        '<w:style w:type="character" w:styleId="Emph"><w:name w:val="Emph"/><w:basedOn w:val="Strong"/><w:rPr><w:i/><w:u w:val="double"/></w:rPr></w:style>',
    );
    const theme =
      '<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:themeElements><a:fontScheme name="x">' +
      '<a:majorFont><a:latin typeface="Calibri Light"/></a:majorFont><a:minorFont><a:latin typeface="Calibri"/></a:minorFont></a:fontScheme></a:themeElements></a:theme>';
    const model = await read({
      body:
        '<w:p><w:pPr><w:pStyle w:val="MyHeading"/></w:pPr>' +
        '<w:r><w:t>heading</w:t></w:r>' +
        '<w:r><w:rPr><w:rStyle w:val="Strong"/></w:rPr><w:t>toggled off</w:t></w:r>' +
        '<w:r><w:rPr><w:b w:val="0"/><w:sz w:val="20"/><w:vertAlign w:val="superscript"/></w:rPr><w:t>direct</w:t></w:r></w:p>' +
        '<w:p><w:r><w:rPr><w:rStyle w:val="Emph"/><w:rFonts w:ascii="Arial"/><w:dstrike/><w:highlight w:val="yellow"/></w:rPr><w:t>chain</w:t></w:r>' +
        '<w:r><w:rPr><w:shd w:val="clear" w:fill="ff0000"/><w:color w:val="auto"/><w:vertAlign w:val="subscript"/></w:rPr><w:t>shaded</w:t></w:r></w:p>' +
        '<w:p><w:pPr><w:pStyle w:val="Heading3"/><w:jc w:val="end"/></w:pPr><w:r><w:t>three</w:t></w:r></w:p>',
      parts: { 'word/styles.xml': styles, 'word/theme/theme1.xml': theme },
      relationships: [{ id: 'rIdTheme', type: 'theme', target: 'theme/theme1.xml' }],
    });
    const [heading, plain, third] = body(model) as ParagraphBlock[];
    expect(heading).toMatchObject({ styleName: 'My Heading', headingLevel: 1, alignment: 'center' });
    expect(heading.runs.map((r) => r.style)).toEqual([
      { bold: true, font: 'Calibri', size: 16, color: '2F5496' },
      // Bold in the paragraph style and in the character style cancel out (toggle property).
      { font: 'Calibri', size: 16, color: '2F5496' },
      { font: 'Calibri', size: 10, color: '2F5496', vertAlign: 'superscript' },
    ]);
    expect(plain.styleName).toBe('Normal');
    expect(plain.headingLevel).toBeUndefined();
    expect(plain.runs.map((r) => r.style)).toEqual([
      { bold: true, italic: true, underline: 'double', strike: true, font: 'Arial', size: 11, highlight: 'yellow' },
      { font: 'Calibri', size: 11, highlight: 'FF0000', vertAlign: 'subscript' },
    ]);
    expect(third).toMatchObject({ styleName: 'Heading 3', headingLevel: 3, alignment: 'right' });
  });

  it('renders numbering formats, multi-level text, bullets and startOverride restarts', async () => {
    const level = (ilvl: number, format: string, text: string, start = 1) =>
      `<w:lvl w:ilvl="${ilvl}"><w:start w:val="${start}"/><w:numFmt w:val="${format}"/><w:lvlText w:val="${text}"/></w:lvl>`;
    const numbering = wordPart(
      'w:numbering',
      `<w:abstractNum w:abstractNumId="0">${level(0, 'decimal', '%1.')}${level(1, 'lowerLetter', '%2)')}${level(2, 'decimal', '%1.%2.%3')}</w:abstractNum>` +
        `<w:abstractNum w:abstractNumId="1">${level(0, 'upperRoman', '%1.', 3)}${level(1, 'upperLetter', '(%2)')}${level(2, 'lowerRoman', '%3')}</w:abstractNum>` +
        `<w:abstractNum w:abstractNumId="2">${level(0, 'bullet', '\uf0b7')}</w:abstractNum>` +
        '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>' +
        '<w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>' +
        '<w:num w:numId="3"><w:abstractNumId w:val="2"/></w:num>' +
        '<w:num w:numId="4"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>',
    );
    const item = (numId: number, ilvl: number, text: string) =>
      `<w:p><w:pPr><w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="${numId}"/></w:numPr></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const model = await read({
      body:
        item(1, 0, 'one') +
        item(1, 1, 'one a') +
        item(1, 1, 'one b') +
        item(1, 2, 'deep') +
        item(1, 0, 'two') +
        item(1, 1, 'two a') +
        item(2, 0, 'roman') +
        item(2, 1, 'letter') +
        item(2, 2, 'small roman') +
        item(2, 2, 'small roman 2') +
        item(3, 0, 'bullet') +
        item(4, 0, 'restarted') +
        item(4, 0, 'restarted 2') +
        item(1, 0, 'instance 1 continues'),
      parts: { 'word/numbering.xml': numbering },
    });
    const labels = (body(model) as ParagraphBlock[]).map((p) => `${p.list?.label}@${p.list?.level} ${blockText(p)}`);
    expect(labels).toEqual([
      '1.@0 one',
      'a)@1 one a',
      'b)@1 one b',
      '1.b.1@2 deep',
      '2.@0 two',
      'a)@1 two a',
      'III.@0 roman',
      '(A)@1 letter',
      'i@2 small roman',
      'ii@2 small roman 2',
      '•@0 bullet',
      '1.@0 restarted',
      '2.@0 restarted 2',
      '3.@0 instance 1 continues',
    ]);
  });

  it('keeps field results, never field codes, and takes links from HYPERLINK fields', async () => {
    const model = await read({
      body:
        '<w:p><w:r><w:t xml:space="preserve">Page </w:t></w:r>' +
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r>' +
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>7</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>' +
        '<w:fldSimple w:instr=" NUMPAGES "><w:r><w:t>/9</w:t></w:r></w:fldSimple>' +
        // A nested field inside the code of an outer field shows nothing; the outer result shows.
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>IF </w:instrText></w:r>' +
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>PAGE</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>hidden</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>' +
        '<w:r><w:instrText> = 1 "x" "y"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t> y</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>' +
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK "https://example.com/a" </w:instrText></w:r>' +
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t xml:space="preserve"> link</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>' +
        '<w:hyperlink r:id="rIdLink"><w:r><w:t xml:space="preserve"> rel</w:t></w:r></w:hyperlink>' +
        '<w:hyperlink w:anchor="top"><w:r><w:t xml:space="preserve"> anchor</w:t></w:r></w:hyperlink></w:p>',
      relationships: [{ id: 'rIdLink', type: 'hyperlink', target: 'https://example.org/x?y=1', external: true }],
    });
    const runs = firstParagraph(model).runs;
    expect(runs.map((r) => r.text).join('')).toBe('Page 7/9 y link rel anchor');
    expect(runs.find((r) => r.text === ' link')?.link).toBe('https://example.com/a');
    expect(runs.find((r) => r.text === ' rel')?.link).toBe('https://example.org/x?y=1');
    expect(runs.find((r) => r.text === ' anchor')?.link).toBe('#top');
    expect(runs.find((r) => r.text === 'Page ')?.link).toBeUndefined();
  });

  it('shows tracked changes as accepted and merges paragraphs whose mark was deleted', async () => {
    const model = await read({
      body:
        '<w:p><w:r><w:t xml:space="preserve">Keep </w:t></w:r><w:del w:id="1" w:author="Ann"><w:r><w:delText>gone </w:delText></w:r></w:del>' +
        '<w:ins w:id="2" w:author="Bob"><w:r><w:t>added</w:t></w:r></w:ins></w:p>' +
        '<w:p><w:pPr><w:rPr><w:del w:id="3" w:author="Ann"/></w:rPr></w:pPr><w:r><w:t xml:space="preserve">joined </w:t></w:r></w:p>' +
        '<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:t>with next</w:t></w:r><w:moveFrom w:id="4" w:author="Cy"><w:r><w:t>old place</w:t></w:r></w:moveFrom></w:p>' +
        '<w:p><w:moveTo w:id="5" w:author="Cy"><w:r><w:t>new place</w:t></w:r></w:moveTo></w:p>' +
        '<w:p><w:pPr><w:rPr><w:del w:id="6" w:author="Ann"/></w:rPr></w:pPr><w:del w:id="7" w:author="Ann"><w:r><w:delText>all deleted</w:delText></w:r></w:del></w:p>' +
        '<w:tbl><w:tr><w:trPr><w:del w:id="8" w:author="Ann"/></w:trPr><w:tc><w:p><w:r><w:t>deleted row</w:t></w:r></w:p></w:tc></w:tr>' +
        '<w:tr><w:tc><w:p><w:r><w:rPr><w:b/><w:rPrChange w:id="9" w:author="Ann"><w:rPr/></w:rPrChange></w:rPr><w:t>kept row</w:t></w:r></w:p></w:tc></w:tr></w:tbl>',
    });
    expect(texts(model)).toEqual(['Keep added', 'joined with next', 'new place', 'kept row']);
    const [first, merged, moved] = body(model) as ParagraphBlock[];
    expect(first.runs[1]).toMatchObject({ text: 'added', author: 'Bob' });
    expect(merged.alignment).toBe('center');
    expect(merged.locator?.path).toBe('0/1');
    expect(moved.runs[0].author).toBe('Cy');
    expect(model.revisionCount).toBe(9);
  });

  it('reads only-tables documents: colSpan, vMerge and tables nested five deep', async () => {
    const model = await read({
      body:
        '<w:tbl><w:tblPr><w:tblStyle w:val="Grid"/></w:tblPr><w:tblGrid><w:gridCol/><w:gridCol/></w:tblGrid>' +
        '<w:tr><w:tc><w:tcPr><w:gridSpan w:val="2"/></w:tcPr>' +
        paragraph('wide') +
        '</w:tc></w:tr>' +
        '<w:tr><w:tc><w:tcPr><w:vMerge w:val="restart"/></w:tcPr>' +
        paragraph('tall') +
        '</w:tc><w:tc>' +
        paragraph('b') +
        '</w:tc></w:tr>' +
        '<w:tr><w:tc><w:tcPr><w:vMerge/></w:tcPr><w:p/></w:tc><w:tc>' +
        paragraph('d') +
        '</w:tc></w:tr></w:tbl>' +
        nestedTable(5),
    });
    const [table, nested] = body(model) as TableBlock[];
    expect(table.rows[0].cells[0]).toMatchObject({ colSpan: 2 });
    expect(table.rows[1].cells[0].vMerge).toBe('restart');
    expect(table.rows[2].cells[0].vMerge).toBe('continue');
    expect(table.rows[2].cells[1].locator).toEqual({ part: 'word/document.xml', path: '0/0/4/1' });
    let current: Block | undefined = nested;
    let depth = 0;
    while (current?.type === 'table') {
      depth++;
      current = current.rows[0].cells[0].blocks.find((b) => b.type === 'table') ?? current.rows[0].cells[0].blocks[0];
    }
    expect(depth).toBe(5);
    expect(blockText(nested)).toContain('deepest cell');
  });

  it('reads images: hash of the media bytes, same bytes same hash, VML image data too', async () => {
    const model = await read({
      body:
        `<w:p>${inlinePicture('rIdA', 'Picture 1')}${inlinePicture('rIdB', 'Picture 2')}${inlinePicture('rIdA2', 'Picture 3')}</w:p>` +
        '<w:p><w:r><w:pict><v:shape id="s"><v:imagedata r:id="rIdB" o:title="legacy"/></v:shape></w:pict></w:r></w:p>',
      parts: { 'word/media/a.png': PNG_A, 'word/media/b.png': PNG_B, 'word/media/a-copy.png': PNG_A },
      relationships: [
        { id: 'rIdA', type: 'image', target: 'media/a.png' },
        { id: 'rIdB', type: 'image', target: 'media/b.png' },
        { id: 'rIdA2', type: 'image', target: 'media/a-copy.png' },
      ],
    });
    const images = runsOf(model).map((r) => r.object);
    expect(images.map((o) => o?.kind)).toEqual(['image', 'image', 'image', 'image']);
    expect(images.map((o) => o?.name)).toEqual(['a.png', 'b.png', 'a-copy.png', 'b.png']);
    expect(images[0]?.hash).toBe(images[2]?.hash);
    expect(images[0]?.hash).not.toBe(images[1]?.hash);
    expect(images[1]?.hash).toBe(images[3]?.hash);
    expect(images[0]?.hash).toMatch(/^[0-9a-f]{40}$/);
  });

  it('reads right-to-left and CJK text unchanged', async () => {
    const arabic = 'مرحبا بالعالم';
    const chinese = '你好，世界。日本語のテキスト';
    const model = await read({
      body: `<w:p><w:pPr><w:bidi/></w:pPr><w:r><w:rPr><w:rtl/></w:rPr><w:t>${arabic}</w:t></w:r></w:p>${paragraph(chinese)}`,
    });
    expect(texts(model)).toEqual([arabic, chinese]);
  });

  it('reads one text box from mc:AlternateContent (the Choice, not the VML Fallback)', async () => {
    const box =
      '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><wp:docPr id="2" name="Text Box 2"/><a:graphic>' +
      '<a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:txbx><w:txbxContent>' +
      paragraph('inside the box') +
      '</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>' +
      '<mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent>' +
      paragraph('inside the box') +
      '</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>';
    const model = await read({ body: `<w:p><w:r><w:t>before</w:t></w:r>${box}</w:p>${paragraph('after')}` });
    const boxes = model.stories.filter((s) => s.kind === 'textbox');
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toMatchObject({ key: 'textbox:1', label: 'text box 1' });
    expect(boxes[0].blocks.map(blockText)).toEqual(['inside the box']);
    expect(boxes[0].blocks[0].locator?.path).toBe('0/0/1/0/0/0/0/1/0/0/0/0/0');
    expect(texts(model)).toEqual(['before', 'after']);
  });

  it('reads equations, content controls, smart tags and custom XML as their content', async () => {
    const model = await read({
      body:
        '<w:sdt><w:sdtPr><w:alias w:val="x"/></w:sdtPr><w:sdtContent>' +
        paragraph('block control') +
        '</w:sdtContent></w:sdt>' +
        '<w:p><w:sdt><w:sdtContent><w:r><w:t>inline control</w:t></w:r></w:sdtContent></w:sdt>' +
        '<w:smartTag w:uri="u" w:element="place"><w:r><w:t xml:space="preserve"> Paris</w:t></w:r></w:smartTag>' +
        '<w:customXml w:element="c"><w:r><w:t xml:space="preserve"> custom</w:t></w:r></w:customXml></w:p>' +
        '<w:p><m:oMathPara><m:oMath><m:r><m:t>x</m:t></m:r><m:r><m:t>=</m:t></m:r><m:f><m:num><m:r><m:t>1</m:t></m:r></m:num><m:den><m:r><m:t>2</m:t></m:r></m:den></m:f></m:oMath></m:oMathPara></w:p>' +
        '<w:p><m:oMath><m:r><m:t>x=12</m:t></m:r></m:oMath></w:p>',
    });
    expect(texts(model)).toEqual(['block control', 'inline control Paris custom', 'x=12', 'x=12']);
    const [first, second] = runsOf(model).filter((r) => r.object?.kind === 'equation');
    expect(first.object?.name).toBe('x=12');
    // Same linear text, different structure (fraction vs plain): different hashes.
    expect(first.object?.hash).not.toBe(second.object?.hash);
  });

  it('reads sections, headers and footers per section, notes and comments', async () => {
    const header = (text: string) => wordPart('w:hdr', paragraph(text));
    const model = await read({
      body:
        paragraph('section one') +
        '<w:p><w:pPr><w:sectPr><w:headerReference w:type="default" r:id="rIdH1"/><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:pPr></w:p>' +
        '<w:p><w:r><w:t>note</w:t></w:r><w:r><w:footnoteReference w:id="1"/></w:r><w:r><w:endnoteReference w:id="1"/></w:r></w:p>' +
        '<w:sectPr><w:headerReference w:type="default" r:id="rIdH2"/><w:footerReference w:type="first" r:id="rIdF2"/><w:pgSz w:w="12240" w:h="15840"/></w:sectPr>',
      parts: {
        'word/header1.xml': header('first header'),
        'word/header2.xml': header('second header'),
        'word/footer1.xml': wordPart('w:ftr', paragraph('first page footer')),
        'word/footnotes.xml': wordPart(
          'w:footnotes',
          '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
            '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>' +
            '<w:footnote w:id="1"><w:p><w:r><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> the note</w:t></w:r></w:p></w:footnote>',
        ),
        'word/endnotes.xml': wordPart(
          'w:endnotes',
          '<w:endnote w:id="1"><w:p><w:r><w:t>end</w:t></w:r></w:p></w:endnote>',
        ),
        'word/comments.xml': wordPart(
          'w:comments',
          '<w:comment w:id="5" w:author="Ann"><w:p><w:r><w:annotationRef/></w:r><w:r><w:t>a remark</w:t></w:r></w:p></w:comment>',
        ),
      },
      relationships: [
        { id: 'rIdH1', type: 'header', target: 'header1.xml' },
        { id: 'rIdH2', type: 'header', target: 'header2.xml' },
        { id: 'rIdF2', type: 'footer', target: 'footer1.xml' },
      ],
    });
    expect(model.stories.map((s) => s.key)).toEqual([
      'body',
      'header:default:1',
      'header:default:2',
      'footer:first:2',
      'footnote:1',
      'endnote:1',
      'comment:5',
    ]);
    expect(model.stories[2].label).toBe('header (section 2, default)');
    expect(model.stories[2].blocks.map(blockText)).toEqual(['second header']);
    expect(model.stories[4].blocks.map(blockText)).toEqual([' the note']);
    expect(model.stories[6]).toMatchObject({ author: 'Ann', label: 'comment 5 by Ann' });
    expect(model.stories[1].blocks[0].locator).toEqual({ part: 'word/header1.xml', path: '0' });
    expect(model.pageSize).toEqual({ width: 595.3, height: 841.9 });
    expect(texts(model)).toContain('note1i');
  });

  it('reads Strict OOXML namespaces and other prefixes like Transitional ones', async () => {
    const strict =
      '<?xml version="1.0" encoding="UTF-8"?><x:document xmlns:x="http://purl.oclc.org/ooxml/wordprocessingml/main" xmlns:rel="http://purl.oclc.org/ooxml/officeDocument/relationships">' +
      '<x:body><x:p><x:pPr><x:jc x:val="center"/></x:pPr><x:r><x:rPr><x:b x:val="true"/><x:sz x:val="14pt"/></x:rPr><x:t>strict text</x:t></x:r>' +
      '<x:hyperlink rel:id="rIdL"><x:r><x:t> link</x:t></x:r></x:hyperlink></x:p>' +
      '<x:sectPr><x:pgSz x:w="8.5in" x:h="11in"/></x:sectPr></x:body></x:document>';
    const model = await read({
      body: '',
      documentXml: strict,
      relationships: [{ id: 'rIdL', type: 'hyperlink', target: 'https://example.com/', external: true }],
    });
    const p = firstParagraph(model);
    expect(p.alignment).toBe('center');
    expect(p.runs[0]).toMatchObject({ text: 'strict text', style: { bold: true, size: 14 } });
    expect(p.runs[1].link).toBe('https://example.com/');
    expect(model.pageSize).toEqual({ width: 612, height: 792 });
  });

  it('reads core and app properties', async () => {
    const model = await read({
      body: paragraph('x'),
      parts: {
        'docProps/core.xml':
          '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/">' +
          '<dc:title>T</dc:title><dc:creator>Ann</dc:creator><cp:lastModifiedBy>Bob</cp:lastModifiedBy><dcterms:created>2024-01-01T00:00:00Z</dcterms:created><dcterms:modified>2024-02-01T00:00:00Z</dcterms:modified></cp:coreProperties>',
        'docProps/app.xml':
          '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Pages>12</Pages><Company>ACME</Company></Properties>',
      },
    });
    expect(model.metadata).toEqual({
      title: 'T',
      author: 'Ann',
      lastModifiedBy: 'Bob',
      created: '2024-01-01T00:00:00Z',
      modified: '2024-02-01T00:00:00Z',
      company: 'ACME',
    });
    expect(model.pageCount).toBe(12);
  });

  it('reports unknown content as warnings with a locator, keeping its text', async () => {
    const model = await read({
      body:
        '<w:p><w:futureWrapper><w:r><w:t>kept</w:t></w:r></w:futureWrapper><w:r><w:futureRunThing/><w:t> text</w:t></w:r></w:p>' +
        '<w:futureBlock/><w:futureBlock/><w:altChunk r:id="x"/>',
    });
    expect(texts(model)).toEqual(['kept text']);
    expect(model.warnings).toEqual([
      {
        code: 'unsupported-element',
        message: 'unsupported element w:futureWrapper read as plain content',
        locator: { part: 'word/document.xml', path: '0/0/0' },
      },
      {
        code: 'unsupported-element',
        message: 'unsupported run content w:futureRunThing skipped',
        locator: { part: 'word/document.xml', path: '0/0/1/0' },
      },
      {
        code: 'unsupported-element',
        message: 'unsupported element w:futureBlock skipped (2 times)',
        locator: { part: 'word/document.xml', path: '0/1' },
      },
      {
        code: 'unsupported-element',
        message: 'imported content (w:altChunk) is not read',
        locator: { part: 'word/document.xml', path: '0/3' },
      },
    ]);
  });

  describe('broken and hostile packages', () => {
    it('rejects bytes that are not a zip', async () => {
      await expect(read(strToU8('just some text, not a package'))).rejects.toThrow(
        new CorruptDocumentError('the file is not a ZIP package'),
      );
    });

    it('rejects a package without word/document.xml', async () => {
      const bytes = zipSync({ 'docProps/core.xml': strToU8('<x/>') });
      await expect(read(bytes)).rejects.toThrow(CorruptDocumentError);
      await expect(read(bytes)).rejects.toThrow(/word\/document\.xml/);
    });

    it('rejects malformed XML naming the part', async () => {
      const bytes = buildDocx({ body: '', documentXml: documentXml('<w:p><w:r><w:t>unclosed</w:r></w:p>') });
      await expect(read(bytes)).rejects.toThrow(CorruptDocumentError);
      await expect(read(bytes)).rejects.toThrow(/^part 'word\/document\.xml' is not well-formed XML/);
      const badStyles = buildDocx({ body: paragraph('x'), parts: { 'word/styles.xml': '<w:styles' } });
      await expect(read(badStyles)).rejects.toThrow(/part 'word\/styles\.xml'/);
    });

    it('rejects entry names that climb out of the package', async () => {
      const entries = docxEntries({ body: paragraph('x') });
      entries['../../evil.txt'] = strToU8('boo');
      await expect(read(zipSync(entries))).rejects.toThrow(ArchiveLimitError);
    });

    it('rejects a package with a duplicate entry name', async () => {
      const entries = docxEntries({ body: paragraph('x') });
      entries['word/document.xmX'] = strToU8(documentXml(paragraph('y')));
      const bytes = zipSync(entries);
      // Rename the extra entry in both its local header and the central directory.
      const from = strToU8('word/document.xmX');
      for (let i = 0; i + from.length <= bytes.length; i++) {
        if (from.every((b, k) => bytes[i + k] === b)) bytes[i + from.length - 1] = 0x6c; // 'l'
      }
      await expect(read(bytes)).rejects.toThrow(/two entries named 'word\/document\.xml'/);
    });

    it('stops a zip bomb before it fills memory', async () => {
      // 24 MB of padding after the root element deflates over 1000:1.
      const bomb = buildDocx({ body: '', documentXml: documentXml(paragraph('x')) + ' '.repeat(24 * 1024 * 1024) });
      expect(bomb.length).toBeLessThan(100_000);
      await expect(read(bomb)).rejects.toThrow(ArchiveLimitError);
      const small = buildDocx({ body: paragraph('y'.repeat(200_000)) });
      await expect(
        read(small, {
          archiveLimits: { maxEntries: 100, maxEntryBytes: 64 * 1024, maxTotalBytes: 1 << 20, maxRatio: 1000 },
        }),
      ).rejects.toThrow(/expands beyond 65536 bytes/);
    });
  });
});
