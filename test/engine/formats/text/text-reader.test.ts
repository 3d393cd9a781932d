import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UnsupportedFormatError } from '../../../../src/engine/errors';
import { textReader } from '../../../../src/engine/formats/text/index';
import {
  blockText,
  type Block,
  type DocumentModel,
  type ParagraphBlock,
  type TableBlock,
} from '../../../../src/engine/model/document';

const encoder = new TextEncoder();

async function read(source: string | Uint8Array, format: string): Promise<DocumentModel> {
  return textReader.read(typeof source === 'string' ? encoder.encode(source) : source, format, {});
}

function blocks(model: DocumentModel): Block[] {
  return model.stories[0].blocks;
}

function lines(model: DocumentModel): string[] {
  return blocks(model).map(blockText);
}

function paragraph(model: DocumentModel, text: string): ParagraphBlock {
  const found = blocks(model).find((block) => block.type === 'paragraph' && blockText(block) === text);
  if (!found) throw new Error(`no paragraph '${text}' in ${JSON.stringify(lines(model))}`);
  return found as ParagraphBlock;
}

describe('textReader: plain text and source code', () => {
  it('gives one paragraph per line, keeping blank lines, with line locators', async () => {
    const model = await read('def f():\n\n    return 1\n', 'py');
    expect(model.format).toBe('py');
    expect(model.stories.map((story) => story.key)).toEqual(['body']);
    expect(lines(model)).toEqual(['def f():', '', '    return 1']);
    expect(blocks(model)[2].locator).toEqual({ part: 'text', path: '3:1' });
    expect((blocks(model)[1] as ParagraphBlock).runs).toEqual([]);
    expect(model.warnings).toEqual([]);
  });

  it('reads CRLF, CR and LF line endings as the same paragraphs', async () => {
    const lf = await read('one\ntwo\n\nthree', 'log');
    const crlf = await read('one\r\ntwo\r\n\r\nthree', 'log');
    const cr = await read('one\rtwo\r\rthree', 'log');
    expect(lines(crlf)).toEqual(['one', 'two', '', 'three']);
    expect(blocks(crlf)).toEqual(blocks(lf));
    expect(blocks(cr)).toEqual(blocks(lf));
  });

  it('reads CRLF, CR and LF line endings of prose as the same paragraphs', async () => {
    const lf = await read('one\ntwo\n\nthree', 'txt');
    const crlf = await read('one\r\ntwo\r\n\r\nthree', 'txt');
    const cr = await read('one\rtwo\r\rthree', 'txt');
    expect(lines(crlf)).toEqual(['one two', 'three']);
    expect(blocks(crlf)).toEqual(blocks(lf));
    expect(blocks(cr)).toEqual(blocks(lf));
  });

  it('reads XML, JSON and YAML line by line without reformatting', async () => {
    expect(lines(await read('<?xml version="1.0"?>\n<a>\n  <b x="1"/>\n</a>\n', 'xml'))).toEqual([
      '<?xml version="1.0"?>',
      '<a>',
      '  <b x="1"/>',
      '</a>',
    ]);
    expect(lines(await read('{\n  "a": [1, 2],\n  "b": {"c": true}\n}', 'json'))).toEqual([
      '{',
      '  "a": [1, 2],',
      '  "b": {"c": true}',
      '}',
    ]);
    expect(lines(await read('key: value\nlist:\n  - x\n', 'yaml'))).toEqual(['key: value', 'list:', '  - x']);
    expect(lines(await read('const a = 1;\n', 'code'))).toEqual(['const a = 1;']);
    expect(lines(await read('', 'txt'))).toEqual([]);
  });
});

describe('textReader: encodings', () => {
  it('reads UTF-8 with and without a BOM the same', async () => {
    const plain = await read('héllo wörld', 'txt');
    const withBom = await read(new Uint8Array([0xef, 0xbb, 0xbf, ...encoder.encode('héllo wörld')]), 'txt');
    expect(lines(withBom)).toEqual(['héllo wörld']);
    expect(blocks(withBom)).toEqual(blocks(plain));
  });

  it('reads UTF-16 LE and BE with a BOM', async () => {
    const text = 'Grüße, 世界\r\nline 2';
    const le = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
    const beBody = Buffer.from(text, 'utf16le');
    for (let i = 0; i < beBody.length; i += 2) [beBody[i], beBody[i + 1]] = [beBody[i + 1], beBody[i]];
    const be = new Uint8Array([0xfe, 0xff, ...beBody]);
    expect(lines(await read(le, 'log'))).toEqual(['Grüße, 世界', 'line 2']);
    expect(lines(await read(be, 'log'))).toEqual(['Grüße, 世界', 'line 2']);
  });

  it('falls back to windows-1252 for invalid UTF-8, with a warning', async () => {
    // "café – €5" in windows-1252: é = E9, – = 96, € = 80.
    const bytes = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x80, 0x35]);
    const model = await read(bytes, 'txt');
    expect(lines(model)).toEqual(['café – €5']);
    expect(model.warnings.map((warning) => warning.code)).toEqual(['encoding-fallback']);
  });

  it('rejects binary content (NUL bytes) with UnsupportedFormatError', async () => {
    const bytes = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0x00, 0x41]);
    await expect(read(bytes, 'txt')).rejects.toBeInstanceOf(UnsupportedFormatError);
  });

  // Its speed is a benchmark's business (scripts/bench), not a timed test's.
  it('reads a 5 MB file', async () => {
    const line = 'The quick brown fox jumps over the lazy dog 0123456789.\n';
    const big = line.repeat(Math.ceil((5 * 1024 * 1024) / line.length));
    const model = await read(big, 'txt');
    expect(blocks(model).length).toBe(Math.ceil((5 * 1024 * 1024) / line.length));
  });
});

describe('textReader: Markdown', () => {
  const source = [
    '# Title',
    '',
    'First line of a paragraph',
    'continues here with *italic*, **bold**, ~~gone~~, `code()` and [a link](https://example.org "t").',
    '',
    'Setext Heading',
    '--------------',
    '',
    '- apple',
    '- banana',
    '  - cherry',
    '',
    '1. one',
    '2) two',
    '',
    '```ts',
    'const a = 1;',
    '',
    '  return a;',
    '```',
    '',
    '| Name | Qty |',
    '|:-----|----:|',
    '| pear | **3** |',
    '| fig \\| date | 4 |',
    '',
    '> quoted text',
    '',
    '***both*** and snake_case_name ![Logo](img/logo.png)',
  ].join('\n');

  it('reads headings, joined paragraphs, lists, code lines, tables and inline styles', async () => {
    const model = await read(source, 'md');
    const title = paragraph(model, 'Title');
    expect(title.headingLevel).toBe(1);
    expect(paragraph(model, 'Setext Heading').headingLevel).toBe(2);

    const joined = paragraph(
      model,
      'First line of a paragraph continues here with italic, bold, gone, code() and a link.',
    );
    const styleOf = (text: string) => joined.runs.find((run) => run.text === text);
    expect(styleOf('italic')?.style).toEqual({ italic: true });
    expect(styleOf('bold')?.style).toEqual({ bold: true });
    expect(styleOf('gone')?.style).toEqual({ strike: true });
    expect(styleOf('code()')?.style).toEqual({ font: 'monospace' });
    expect(styleOf('a link')?.link).toBe('https://example.org');
    expect(joined.locator).toEqual({ part: 'text', path: '3:1' });

    expect(paragraph(model, 'apple').list).toEqual({ label: '-', level: 0 });
    expect(paragraph(model, 'banana').list).toEqual({ label: '-', level: 0 });
    expect(paragraph(model, 'cherry').list).toEqual({ label: '-', level: 1 });
    expect(paragraph(model, 'one').list).toEqual({ label: '1.', level: 0 });
    expect(paragraph(model, 'two').list).toEqual({ label: '2)', level: 0 });

    const code = blocks(model).filter((block) => block.type === 'paragraph' && block.styleName === 'Code');
    expect(code.map(blockText)).toEqual(['const a = 1;', '', '  return a;']);
    expect((code[0] as ParagraphBlock).runs[0].style).toEqual({ font: 'monospace' });

    const table = blocks(model).find((block): block is TableBlock => block.type === 'table')!;
    expect(blockText(table)).toBe('Name | Qty\npear | 3\nfig | date | 4');
    expect((table.rows[1].cells[1].blocks[0] as ParagraphBlock).runs[0].style).toEqual({ bold: true });

    expect(paragraph(model, 'quoted text').styleName).toBe('Quote');

    const last = blocks(model)[blocks(model).length - 1] as ParagraphBlock;
    expect(last.runs[0]).toMatchObject({ text: 'both', style: { bold: true, italic: true } });
    expect(blockText(last)).toContain('snake_case_name');
    const image = last.runs.find((run) => run.object);
    expect(image?.object).toEqual({
      kind: 'image',
      hash: createHash('sha1').update('img/logo.png').digest('hex'),
      name: 'Logo',
    });
  });

  it('reads the same with CRLF line endings', async () => {
    const lf = await read(source, 'md');
    const crlf = await read(source.replace(/\n/g, '\r\n'), 'markdown');
    expect(blocks(crlf)).toEqual(blocks(lf));
  });
});

describe('textReader: HTML', () => {
  const html = `<!DOCTYPE html>
<html><head><title>Sample  page</title><meta name="author" content="Ann">
<style>p { color: red }</style><script>document.write("no")</script></head>
<body>
  <h2>Intro &amp; overview</h2>
  <p>Hello,
     <b>bold</b> <i>italic</i> <u>under</u> <del>old</del> x<sup>2</sup> H<sub>2</sub>O <code>f()</code>
     <span style="font-weight:bold; color:#ff0000">red bold</span> <font color="blue">blue</font>
     <a href="https://example.org/">a link</a> <img src="pics/cat.png" alt="Cat">&nbsp;&lt;end&gt;</p>
  <ol start="2"><li>second<ul><li>nested</li></ul></li><li>third</li></ol>
  <ol type="a"><li>alpha</li><li>beta</li></ol>
  <blockquote>Quoted</blockquote>
  <pre>
line one
  line two
</pre>
  <div>div text<p>inner paragraph</p>after</div>
  <table>
    <tr><th colspan="2">Head</th><th rowspan="2">Tall</th></tr>
    <tr><td>a</td><td><table><tr><td>nested</td></tr></table></td></tr>
  </table>
</body></html>`;

  it('reads blocks, lists, pre lines, tables and metadata as a browser shows them', async () => {
    const model = await read(html, 'html');
    expect(model.metadata).toEqual({ title: 'Sample page', author: 'Ann' });
    const all = lines(model);
    expect(all.join('\n')).not.toContain('document.write');
    expect(all.join('\n')).not.toContain('color: red');

    expect(paragraph(model, 'Intro & overview').headingLevel).toBe(2);
    const body = paragraph(
      model,
      'Hello, bold italic under old x2 H2O f() red bold blue a link [image: Cat]\u00a0<end>',
    );
    const run = (text: string) => body.runs.find((r) => r.text === text);
    expect(run('bold')?.style).toEqual({ bold: true });
    expect(run('italic')?.style).toEqual({ italic: true });
    expect(run('under')?.style).toEqual({ underline: 'single' });
    expect(run('old')?.style).toEqual({ strike: true });
    expect(run('2')?.style).toEqual({ vertAlign: 'superscript' });
    expect(body.runs.find((r) => r.text === '2' && r.style.vertAlign === 'subscript')).toBeDefined();
    expect(run('f()')?.style).toEqual({ font: 'monospace' });
    expect(run('red bold')?.style).toEqual({ bold: true, color: 'FF0000' });
    expect(run('blue')?.style).toEqual({ color: '0000FF' });
    expect(run('a link')?.link).toBe('https://example.org/');
    expect(body.runs.find((r) => r.object)?.object).toEqual({
      kind: 'image',
      hash: createHash('sha1').update('pics/cat.png').digest('hex'),
      name: 'Cat',
    });
    expect(body.locator).toEqual({ part: 'text', path: '6:3' });

    expect(paragraph(model, 'second').list).toEqual({ label: '2.', level: 0 });
    expect(paragraph(model, 'nested').list).toEqual({ label: '◦', level: 1 });
    expect(paragraph(model, 'third').list).toEqual({ label: '3.', level: 0 });
    expect(paragraph(model, 'alpha').list).toEqual({ label: 'a.', level: 0 });
    expect(paragraph(model, 'beta').list).toEqual({ label: 'b.', level: 0 });
    expect(paragraph(model, 'Quoted').styleName).toBe('Quote');

    expect(paragraph(model, 'line one').styleName).toBe('Preformatted');
    expect(paragraph(model, '  line two').runs[0].style).toEqual({ font: 'monospace' });

    const order = all.filter((text) => ['div text', 'inner paragraph', 'after'].includes(text));
    expect(order).toEqual(['div text', 'inner paragraph', 'after']);

    const table = blocks(model).find((block): block is TableBlock => block.type === 'table')!;
    expect(table.rows[0].cells.map((cell) => [cell.colSpan, cell.vMerge])).toEqual([
      [2, undefined],
      [undefined, 'restart'],
    ]);
    expect(table.rows[1].cells.map((cell) => cell.vMerge)).toEqual([undefined, undefined, 'continue']);
    const nested = table.rows[1].cells[1].blocks[0] as TableBlock;
    expect(nested.type).toBe('table');
    expect(blockText(nested)).toBe('nested');
  });

  it('collapses whitespace the way a browser does', async () => {
    const model = await read('<p>  a \n\t b   <b> c </b>  d  </p><p>   </p>', 'htm');
    expect(lines(model)).toEqual(['a b c d']);
  });
});
