import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../../../../src/engine/diff/compare';
import { textWriter } from '../../../../../src/engine/formats/text/write/index';
import type { ResultMode } from '../../../../../src/engine/formats/writer';
import { applyChanges, compareToDocument, readDocument } from '../../../../../src/engine/index';
import { blockText, type Block, type DocumentModel } from '../../../../../src/engine/model/document';
import { resultOptionsFromSettings, type ResultSettingsInput } from '../../../../../src/engine/result-settings';

const utf8 = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function paragraphs(model: DocumentModel): string[] {
  const out: string[] = [];
  const visit = (blocks: Block[]) => {
    for (const block of blocks) {
      if (block.type === 'table') for (const row of block.rows) for (const cell of row.cells) visit(cell.blocks);
      else if (blockText(block).trim()) out.push(blockText(block).trim());
    }
  };
  for (const story of model.stories) visit(story.blocks);
  return out;
}

async function write(
  format: string,
  source: string | Uint8Array,
  target: string | Uint8Array,
  mode: ResultMode,
  extra: { rejectAll?: boolean; settings?: ResultSettingsInput } = {},
) {
  const fileName = `doc.${format}`;
  const a = typeof source === 'string' ? utf8(source) : source;
  const b = typeof target === 'string' ? utf8(target) : target;
  const [sa, sb] = [await readDocument({ bytes: a, fileName }), await readDocument({ bytes: b, fileName })];
  const changes = diffDocuments(sa, sb);
  const rejected = extra.rejectAll ? new Set(changes.map((_, i) => i)) : new Set<number>();
  const options = resultOptionsFromSettings(extra.settings, { mode, rejected });
  const output = await textWriter.write({
    format,
    source: { bytes: a, document: sa },
    target: { bytes: b, document: sb },
    changes,
    options,
  });
  await textWriter.validate(output.bytes);
  return {
    ...output,
    text: decode(output.bytes),
    source: sa,
    target: sb,
    changes,
    result: await readDocument({ bytes: output.bytes, fileName }),
  };
}

const TXT_A = 'alpha line\nthe quick brown fox\nthis line goes away\nlast line\n';
const TXT_B = 'alpha line\nthe slow brown fox jumps\nlast line\nan added line\n';

describe('textWriter on plain text', () => {
  it('styled: default separators, deleted lines at their anchor', async () => {
    const out = await write('txt', TXT_A, TXT_B, 'styled');
    expect(out.text).toBe(
      'alpha line\nthe [-quick-][+slow+] brown fox [+jumps+]\n[-this line goes away-]\nlast line\n[+an added line+]\n',
    );
  });

  it('styled: ItemsStyle separators replace the defaults', async () => {
    const out = await write('txt', TXT_A, TXT_B, 'styled', {
      settings: {
        InsertedItemsStyle: { BeginSeparatorString: '<ins>', EndSeparatorString: '</ins>' },
        DeletedItemsStyle: { BeginSeparatorString: '{del:', EndSeparatorString: '}' },
        ChangedItemsStyle: { BeginSeparatorString: '{chg:', EndSeparatorString: '}' },
      },
    });
    expect(out.text).toContain('the {del:quick}{chg:slow} brown fox <ins>jumps</ins>');
    expect(out.text).toContain('{del:this line goes away}\n');
  });

  it('clean: none rejected is the target, all rejected is the source', async () => {
    expect((await write('txt', TXT_A, TXT_B, 'clean')).text).toBe(TXT_B);
    expect((await write('txt', TXT_A, TXT_B, 'clean', { rejectAll: true })).text).toBe(TXT_A);
  });

  it('keeps CRLF line endings and the UTF-8 BOM; tracked mode warns and writes the redline', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf]);
    const withBom = (text: string) => new Uint8Array([...bom, ...utf8(text.replace(/\n/g, '\r\n'))]);
    const out = await write('txt', withBom(TXT_A), withBom(TXT_B), 'tracked');
    expect([...out.bytes.subarray(0, 3)]).toEqual([...bom]);
    expect(out.text).toBe(
      'alpha line\r\nthe [-quick-][+slow+] brown fox [+jumps+]\r\n[-this line goes away-]\r\nlast line\r\n[+an added line+]\r\n',
    );
    expect(out.warnings.map((w) => w.code)).toContain('no-revisions');
    const reverted = await write('txt', withBom(TXT_A), withBom(TXT_B), 'clean', { rejectAll: true });
    expect(reverted.bytes).toEqual(withBom(TXT_A));
  });

  it('source code and JSON are marked line by line; the summary lists the changes', async () => {
    const out = await write('json', '{\n  "a": 1,\n  "b": 2\n}\n', '{\n  "a": 1,\n  "b": 3,\n  "c": 4\n}\n', 'styled', {
      settings: { GenerateSummaryPage: true },
    });
    expect(out.text).toContain('"b": [-2-][+3,+]');
    expect(out.text).toContain('[+"c": 4+]');
    expect(out.text).toMatch(/---- Summary of changes ----\n\d+ changes \(Inserted: \d+/);
  });
});

const MD_A =
  '# Title\n\nSome **bold** text in a paragraph.\n\n- first item\n- second item\n\nA paragraph that will be deleted.\n\n| Name | Qty |\n| --- | --- |\n| Desk | 30 |\n| Chair | 12 |\n\nThe end.\n';
const MD_B =
  '# Title\n\nSome **bold** text in a longer paragraph.\n\n- first item\n- second item\n- third item\n\n| Name | Qty |\n| --- | --- |\n| Desk | 35 |\n\nThe end.\n';

describe('textWriter on Markdown', () => {
  it('styled: marks inside the Markdown source, keeps its markup, puts deleted blocks back', async () => {
    const out = await write('md', MD_A, MD_B, 'styled');
    expect(out.text).toContain('Some **bold** text in a [+longer+] paragraph.');
    expect(out.text).toContain('- [+third item+]');
    expect(out.text).toContain('[-A paragraph that will be deleted.-]\n\n');
    expect(out.text).toContain('| Desk | [-30-][+35+] |');
    expect(out.text).toContain('[-Chair-]');
    const text = paragraphs(out.result).join('\n');
    expect(text).toContain('A paragraph that will be deleted.');
  });

  it('clean: none rejected is the target, all rejected reads as the source', async () => {
    expect((await write('md', MD_A, MD_B, 'clean')).text).toBe(MD_B);
    const reverted = await write('md', MD_A, MD_B, 'clean', { rejectAll: true });
    expect(paragraphs(reverted.result)).toEqual(paragraphs(reverted.source));
  });
});

const HTML_A =
  '<!DOCTYPE html>\n<html><head><title>Policy</title></head>\n<body>\n<h1>Policy</h1>\n<p>Staff may work <b>remotely</b> from January.</p>\n<p>This paragraph is removed.</p>\n<ul><li>One</li><li>Two</li></ul>\n<table><tr><td>Desk</td><td>30</td></tr><tr><td>Chair</td><td>12</td></tr></table>\n<p>Fish &amp; chips.</p>\n</body></html>\n';
const HTML_B =
  '<!DOCTYPE html>\n<html><head><title>Policy</title></head>\n<body>\n<h1>Policy</h1>\n<p>Staff and contractors may work <b>remotely</b> from March.</p>\n<ul><li>One</li><li>Two</li><li>Three</li></ul>\n<table><tr><td>Desk</td><td>35</td></tr></table>\n<p>Fish &amp; chips.</p>\n</body></html>\n';

function balanced(html: string): boolean {
  let depth = 0;
  let ok = true;
  const parser = new Parser({
    onopentag(name) {
      if (name === 'ins' || name === 'del') depth++;
    },
    onclosetag(name, implied) {
      if (name === 'ins' || name === 'del') {
        depth--;
        if (implied) ok = false;
      }
    },
  });
  parser.write(html);
  parser.end();
  return ok && depth === 0;
}

describe('textWriter on HTML', () => {
  it('styled: <ins>/<del> with inline styles, the rest of the page as it was', async () => {
    const out = await write('html', HTML_A, HTML_B, 'styled', { settings: { GenerateSummaryPage: true } });
    expect(out.text).toContain('<ins style="color:#0000FF;text-decoration:underline">and contractors</ins>');
    expect(out.text).toContain(
      '<del style="color:#FF0000;text-decoration:line-through">January</del><ins style="color:#008000;text-decoration:none">March</ins>',
    );
    expect(out.text).toContain(
      '<p><del style="color:#FF0000;text-decoration:line-through">This paragraph is removed.</del></p>',
    );
    expect(out.text).toContain('<li><ins style="color:#0000FF;text-decoration:underline">Three</ins></li>');
    expect(out.text).toContain('<tr><td><del style="color:#FF0000;text-decoration:line-through">Chair</del></td>');
    expect(out.text).toContain('<title>Policy</title>');
    expect(out.text).toContain('Fish &amp; chips.');
    expect(out.text).toMatch(/<section class="docdelta-summary"[\s\S]*<\/section>\n<\/body>/);
    expect(balanced(out.text)).toBe(true);
    const text = paragraphs(out.result).join('\n');
    expect(text).toContain('This paragraph is removed.');
    expect(text).toContain('Chair');
  });

  it('separators go inside the elements; clean modes give target and source', async () => {
    const out = await write('html', HTML_A, HTML_B, 'styled', {
      settings: { DeletedItemsStyle: { BeginSeparatorString: '[', EndSeparatorString: ']', FontColor: 'red' } },
    });
    expect(out.text).toContain('<del style="color:#FF0000;text-decoration:none">[January]</del>');
    expect((await write('html', HTML_A, HTML_B, 'clean')).text).toBe(HTML_B);
    const reverted = await write('html', HTML_A, HTML_B, 'clean', { rejectAll: true });
    expect(paragraphs(reverted.result)).toEqual(paragraphs(reverted.source));
  });

  it('validate refuses unbalanced ins/del and text that is not text', async () => {
    await expect(textWriter.validate(utf8('<html><body><p><ins>a</p></body></html>'))).rejects.toThrow(/ins/);
    await expect(textWriter.validate(new Uint8Array([0x61, 0, 0x62]))).rejects.toThrow(/text/);
    await expect(textWriter.validate(utf8(HTML_B))).resolves.toBeUndefined();
  });
});

describe('textWriter through the engine entry points', () => {
  it('compareToDocument and applyChanges', async () => {
    const result = await compareToDocument({
      source: { bytes: utf8(TXT_A), fileName: 'a.txt' },
      target: { bytes: utf8(TXT_B), fileName: 'b.txt' },
    });
    expect(result.extension).toBe('.txt');
    expect(decode(result.bytes)).toContain('[-this line goes away-]');
    const applied = await applyChanges({
      source: { bytes: utf8(TXT_A), fileName: 'a.txt' },
      target: { bytes: utf8(TXT_B), fileName: 'b.txt' },
      decisions: result.changes.map((c) => ({ Id: c.Id, ComparisonAction: 'Reject' })),
    });
    expect(decode(applied.bytes)).toBe(TXT_A);
  });
});
