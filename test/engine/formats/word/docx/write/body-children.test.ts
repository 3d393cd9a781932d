import { describe, expect, it } from 'vitest';
import { CorruptDocumentError } from '../../../../../../src/engine/errors';
import { scanBodyChildren, wrapperContent } from '../../../../../../src/engine/formats/word/docx/write/body-children';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

describe('the one body-children scanner of the Word writer and the revision operations', () => {
  it('finds each w:body child and the declarations in scope, past comments, CDATA and processing instructions holding < and >', () => {
    const text =
      `<?xml version="1.0"?><?pi a > b?><w:document xmlns:w="${W}" xmlns:r="urn:r"><!-- <w:p> -->` +
      `<w:body xmlns:x="urn:x"><w:p a="1>2"><w:r><w:t><![CDATA[</w:p>]]></w:t></w:r></w:p><w:tbl/><w:sectPr/></w:body></w:document>`;
    const scanned = scanBodyChildren('word/document.xml', text);
    expect(scanned.units.map((u) => text.slice(u.start, u.end))).toEqual([
      '<w:p a="1>2"><w:r><w:t><![CDATA[</w:p>]]></w:t></w:r></w:p>',
      '<w:tbl/>',
      '<w:sectPr/>',
    ]);
    expect(scanned.declarations).toBe(` xmlns:w="${W}" xmlns:r="urn:r" xmlns:x="urn:x"`);
    expect(scanned.bodyIndex).toBe(0);
    expect(text.slice(scanned.bodyContentEnd)).toBe('</w:body></w:document>');
  });

  it('refuses a part without w:body or with an unterminated tag in one line, never loops', () => {
    for (const [text, message] of [
      [`<w:document xmlns:w="${W}"/>`, "part 'd' has no w:body"],
      [`<w:document xmlns:w="${W}"><w:body><?pi never closed <w:p/></w:body></w:document>`, 'unterminated'],
      [`<w:document xmlns:w="${W}"><w:body><w:p a="1`, 'unterminated'],
    ]) {
      expect(() => scanBodyChildren('d', text)).toThrow(CorruptDocumentError);
      expect(() => scanBodyChildren('d', text)).toThrow(message);
    }
  });

  it('takes the content out of a serialised wrapper', () => {
    expect(wrapperContent('<wrap xmlns:w="urn:w"><w:p/></wrap>', 'wrap')).toBe('<w:p/>');
    expect(wrapperContent('<wrap xmlns:w="urn:w"/>', 'wrap')).toBe('');
  });
});
