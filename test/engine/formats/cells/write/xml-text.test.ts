import { describe, expect, it } from 'vitest';
import {
  decodeAttribute,
  escapeRegExp,
  rootPrefix,
  worksheetPrefix,
} from '../../../../../src/engine/formats/cells/write/xml-text';

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
