import { describe, expect, it } from 'vitest';
import { CorruptDocumentError } from '../../../../src/engine/errors';
import { parseXml, serializeXml } from '../../../../src/engine/formats/package/xml-dom';

describe('shared XML parsing for writers', () => {
  it('round-trips a part and names a malformed one in one line', () => {
    const text = '<a xmlns:w="urn:w"><w:b x="1">t</w:b></a>';
    expect(serializeXml(parseXml(text, 'word/document.xml'))).toBe(text);
    const error = (() => {
      try {
        parseXml('<a><b></a>', 'word/document.xml');
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(CorruptDocumentError);
    expect(error?.message).toMatch(/^part 'word\/document.xml' is not well-formed XML \(/);
    expect(error?.message).not.toContain('\n');
  });
});
