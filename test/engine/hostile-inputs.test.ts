import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CorruptDocumentError } from '../../src/engine/errors';
import { parseXml } from '../../src/engine/formats/shared/xml-dom';
import { assertXmlDepth, MAX_XML_DEPTH } from '../../src/engine/formats/shared/xml-depth';
import { readDocument } from '../../src/engine/index';

/**
 * Inputs made to hurt: every XML path refuses elements nested past the depth limit with the
 * usual one-line error, right away, instead of building 100,000 levels (the ODT reader took
 * over 15 s on one such content.xml).
 */
const FIXTURES = join(__dirname, '../fixtures/real');

/** `name` with `part` opening `levels` elements right after its root start tag. */
function nestedDeep(name: string, part: string, levels: number): Uint8Array {
  const entries = unzipSync(new Uint8Array(readFileSync(join(FIXTURES, name))));
  const xml = strFromU8(entries[part]);
  const rootStart = xml.indexOf('>', xml.search(/<[A-Za-z]/)) + 1;
  entries[part] = strToU8(xml.slice(0, rootStart) + '<deep>'.repeat(levels) + '</deep>'.repeat(levels) + xml.slice(rootStart));
  return zipSync(entries);
}

describe('deeply nested XML', () => {
  const cases: [string, string][] = [
    ['odfdo-odt-pair-diff-a.odt', 'content.xml'],
    ['odfdo-odt-pair-diff-a.odt', 'styles.xml'],
    ['poi-docx-nested-tables-headings-hyperlinks.docx', 'word/document.xml'],
    ['sheetjs-xlsx-pair-mergecells-a-excel.xlsx', 'xl/worksheets/sheet1.xml'],
    ['odfdo-ods-two-sheets.ods', 'content.xml'],
    ['poi-pptx-pair-table-a-no-theme.pptx', 'ppt/slides/slide1.xml'],
    ['odfdo-odp-pair-logo-a-without.odp', 'content.xml'],
    ['poi-vsdx-basic.vsdx', 'visio/pages/page1.xml'],
  ];
  for (const [name, part] of cases) {
    it(`${name}: ${part} with 100,000 nested elements is refused in one line`, async () => {
      const bytes = nestedDeep(name, part, 100_000);
      const error = await readDocument({ bytes, fileName: name }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(CorruptDocumentError);
      expect((error as Error).message).toBe(`part '${part}' nests elements more than ${MAX_XML_DEPTH} levels deep, which no real document does; it is damaged or crafted`);
    });
  }

  it('still reads a part nested a little below the limit', async () => {
    const bytes = nestedDeep('odfdo-odt-pair-diff-a.odt', 'content.xml', MAX_XML_DEPTH - 10);
    const model = await readDocument({ bytes, fileName: 'a.odt' });
    expect(model.stories.length).toBeGreaterThan(0);
  });
});

describe('assertXmlDepth (before xmldom parses a part)', () => {
  const nest = (levels: number, inner = '') => '<a>'.repeat(levels) + inner + '</a>'.repeat(levels);

  it('counts start tags, not self-closing tags, comments, CDATA, instructions or a `>` in a quoted value', () => {
    const tricky = `<x a="1>2" b='/>'/><!-- <a><a><a> --><![CDATA[<a><a>]]><?pi <a> ?>`;
    expect(() => assertXmlDepth(`<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e "<a>">]>${nest(MAX_XML_DEPTH, tricky.repeat(5))}`, 'p.xml')).not.toThrow();
    expect(() => assertXmlDepth(nest(MAX_XML_DEPTH + 1), 'p.xml')).toThrow(CorruptDocumentError);
  });

  it('guards every xmldom parse of the writers', () => {
    expect(() => parseXml(nest(100_000), 'word/styles.xml')).toThrow(`part 'word/styles.xml' nests elements more than ${MAX_XML_DEPTH} levels deep`);
    expect(parseXml(nest(50), 'x.xml').documentElement?.tagName).toBe('a');
  });
});
