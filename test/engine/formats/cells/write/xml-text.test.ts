import { describe, expect, it } from 'vitest';
import {
  decodeAttribute,
  escapeRegExp,
  rootPrefix,
  withoutRelationship,
  worksheetPrefix,
} from '../../../../../src/engine/formats/cells/write/xml-text';
import { parseRelationships } from '../../../../../src/engine/formats/package/opc';

describe('text helpers of the spreadsheet writers', () => {
  it('decodes predefined and numeric references once, and keeps a value with an unknown entity as written', () => {
    expect(decodeAttribute('R&amp;D &quot;1&quot; &lt;&gt; &apos;x&apos; &#38; &#x41;')).toBe(`R&D "1" <> 'x' & A`);
    expect(decodeAttribute('&amp;lt;')).toBe('&lt;');
    expect(decodeAttribute('a &nbsp; b')).toBe('a &nbsp; b');
  });

  it('finds the prefix of a root element and escapes text for a pattern', () => {
    expect(worksheetPrefix('<?xml version="1.0"?><x.y:worksheet xmlns:x.y="…">')).toBe('x.y:');
    expect(worksheetPrefix('<worksheet>')).toBe('');
    expect(rootPrefix('<s:comments xmlns:s="…">', 'comments')).toBe('s:');
    expect(new RegExp(`^${escapeRegExp('a.b*(c)')}$`).test('a.b*(c)')).toBe(true);
    expect(new RegExp(`^${escapeRegExp('a.b')}$`).test('axb')).toBe(false);
  });
});

describe('withoutRelationship', () => {
  const NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

  it('removes the one relationship by its decoded Id, whatever its prefix, quoting or form, and keeps the rest of the text', () => {
    const rels =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<pr:Relationships xmlns:pr="${NS}">` +
      `<pr:Relationship Id="rId1" Type="t/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<pr:Relationship Target="calcChain.xml" Type="t/calcChain" Id='rId1.5'></pr:Relationship>` +
      `<pr:Relationship Id="a&amp;b" Type="t/x" Target="x.xml"/>` +
      `<pr:Relationship Id="rId15" Type="t/y" Target="y.xml"/></pr:Relationships>`;
    const withoutCalc = withoutRelationship(rels, 'rId1.5');
    expect(withoutCalc).toBe(
      rels.replace(`<pr:Relationship Target="calcChain.xml" Type="t/calcChain" Id='rId1.5'></pr:Relationship>`, ''),
    );
    expect(withoutRelationship(withoutCalc, 'a&b')).not.toContain('x.xml');
    expect(withoutRelationship(withoutCalc, 'a&b')).toContain('rId15');
    // The reader of the package agrees: the ids left are the ones kept.
    expect([...parseRelationships(withoutRelationship(withoutCalc, 'a&b'), 'xl/workbook.xml').keys()]).toEqual([
      'rId1',
      'rId15',
    ]);
  });
});
