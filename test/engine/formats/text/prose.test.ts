import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareFiles, compareToDocument } from '../../../../src/engine/index';
import { textReader } from '../../../../src/engine/formats/text/index';
import { blockText, type ParagraphBlock } from '../../../../src/engine/model/document';

const LICENSE = readFileSync(new URL('../../../fixtures/prose/apache-2.0-LICENSE.txt', import.meta.url), 'utf8');
const encoder = new TextEncoder();

/** Re-wraps every paragraph of wrapped prose (hanging indent kept) at `width` columns, as `fmt` would. */
function rewrap(text: string, width: number): string {
  return text
    .split('\n\n')
    .map((paragraph) => {
      const lines = paragraph.split('\n');
      if (lines.length < 2 || lines.every((line) => line.trim().length < 40)) return paragraph;
      const first = /^\s*/.exec(lines[0])![0];
      const rest = /^\s*/.exec(lines[1])![0];
      const out: string[] = [];
      let line = first;
      for (const word of lines.join(' ').split(/\s+/).filter(Boolean)) {
        if (line.trim() && line.length + 1 + word.length > width) {
          out.push(line);
          line = rest + word;
        } else {
          line += (line.trim() ? ' ' : '') + word;
        }
      }
      out.push(line);
      return out.join('\n');
    })
    .join('\n\n');
}

async function compare(a: string, b: string, fileName = 'LICENSE.txt') {
  return (await compareFiles({ bytes: encoder.encode(a), fileName }, { bytes: encoder.encode(b), fileName })).changes;
}

describe('plain text prose: paragraphs, not lines', () => {
  it('re-wrapping the Apache-2.0 licence at another width changes nothing', async () => {
    const rewrapped = rewrap(LICENSE, 60);
    expect(rewrapped.split('\n').length).toBeGreaterThan(LICENSE.split('\n').length + 20);
    expect(await compare(LICENSE, rewrapped)).toEqual([]);
  });

  it('one word deleted from a wrapped paragraph (and the paragraph re-wrapped) is one change with its lines', async () => {
    const edited = rewrap(LICENSE.replace('risks associated with Your exercise', 'risks with Your exercise'), 72);
    const changes = await compare(LICENSE, edited);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'Deleted', text: 'associated' });
    expect(changes[0].place).toMatch(/^paragraph 26 \(lines \d+–\d+\)$/);
    // The place names the lines of the target where the paragraph now is.
    const lines = edited.split('\n');
    const [, first, last] = /lines (\d+)–(\d+)/.exec(changes[0].place)!.map(Number);
    expect(lines[first - 1]).toMatch(/^ {3}7\. Disclaimer of Warranty/);
    expect(lines[last - 1].trim()).toMatch(/License\.$/);
  });

  it('the result marks the deleted word inside the re-wrapped paragraph and keeps every other line as written', async () => {
    const edited = rewrap(LICENSE.replace('risks associated with Your exercise', 'risks with Your exercise'), 72);
    const result = await compareToDocument({
      source: { bytes: encoder.encode(LICENSE), fileName: 'LICENSE.txt' },
      target: { bytes: encoder.encode(edited), fileName: 'LICENSE.txt' },
    });
    const written = new TextDecoder().decode(result.bytes).split('\n');
    const targetLines = edited.split('\n');
    expect(written).toHaveLength(targetLines.length);
    const marked = written.flatMap((line, index) => (line === targetLines[index] ? [] : [line]));
    expect(marked).toHaveLength(1);
    expect(marked[0]).toMatch(/risks \[-associated-\] ?with Your exercise/);
  });

  it('a short paragraph inserted, one deleted and a word replaced are three changes', async () => {
    const inserted = '      This paragraph was added by the\n      licensee for this test.\n\n';
    const edited = LICENSE.replace('   8. Limitation of Liability.', `${inserted}   8. Limitation of Liability.`)
      .replace(/ {6}"Object" form shall mean[\s\S]*?types\.\n\n/, '')
      .replace('the power, direct or indirect,', 'the power, immediate or indirect,');
    const changes = await compare(LICENSE, edited);
    expect(changes.map((change) => change.kind).sort()).toEqual(['Deleted', 'Inserted', 'Modified']);
  });

  it('keeps lines where they are the layout: the title block, columns, logs and source code', async () => {
    const read = async (text: string, format: string, fileName?: string) =>
      (await textReader.read(encoder.encode(text), format, { fileName })).stories[0].blocks.map(blockText);
    expect((await read(LICENSE, 'txt')).slice(0, 4)).toEqual([
      '                                 Apache License',
      '                           Version 2.0, January 2004',
      '                        http://www.apache.org/licenses/',
      'TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION',
    ]);
    expect(await read('Name      Size\nalpha.txt  12 KB\n', 'txt')).toEqual(['Name      Size', 'alpha.txt  12 KB']);
    const log = '2026-11-26 10:00:01 starting the service on port 8080 with 4 workers\n2026-11-26 10:00:02 ready\n';
    expect(await read(log, 'txt', 'service.log')).toHaveLength(2);
    expect(await read('function f() {\n  return 1;\n}\n', 'js')).toHaveLength(3);
  });

  it('reads headings, list items, quotes and fenced code as their own blocks', async () => {
    const text = [
      'Release notes',
      '=============',
      '',
      'This release makes comparisons of plain text read paragraphs the way',
      'a person reads them, and keeps code as it is:',
      '- the first item of a list that wraps onto',
      '  a second line',
      '- a second item',
      '',
      '> A quoted reply that was wrapped by the mail client of the person',
      '> who wrote it.',
      '',
      '```',
      'npm run   quality',
      '```',
    ].join('\n');
    const blocks = (await textReader.read(encoder.encode(text), 'txt', {})).stories[0].blocks as ParagraphBlock[];
    expect(blocks.map(blockText)).toEqual([
      'Release notes',
      'This release makes comparisons of plain text read paragraphs the way a person reads them, and keeps code as it is:',
      '- the first item of a list that wraps onto a second line',
      '- a second item',
      'A quoted reply that was wrapped by the mail client of the person who wrote it.',
      '```',
      'npm run   quality',
      '```',
    ]);
    expect(blocks[0].headingLevel).toBe(1);
    expect(blocks[4].styleName).toBe('Quote');
    expect(blocks[6].styleName).toBe('Code');
    expect(blocks[2].locator).toEqual({ part: 'text', path: '6:1', lastLine: 7 });
  });
});
