import { describe, expect, it } from 'vitest';
import { CorruptDocumentError } from '../../../../src/engine/errors';
import {
  attr,
  attrNs,
  child,
  createElement,
  descendant,
  descendantElements,
  elementAt,
  elementPath,
  indexPaths,
  is,
  parseXml,
  PartNames,
  qname,
  serializeXml,
} from '../../../../src/engine/formats/package/xml-dom';

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

describe('one namespace vocabulary for every family', () => {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const W_STRICT = 'http://purl.oclc.org/ooxml/wordprocessingml/main';
  const TEXT = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';

  it('matches elements and attributes by canonical prefix, whatever prefix or OOXML flavour the file uses', () => {
    for (const uri of [W, W_STRICT]) {
      const doc = parseXml(`<x:document xmlns:x="${uri}"><x:body><x:p x:rsid="1"/></x:body></x:document>`, 'p');
      const p = descendant(doc, 'w', 'p')!;
      expect(is(p, 'w', 'p')).toBe(true);
      expect(is(p, 'p', 'p')).toBe(false);
      expect(qname(p)).toBe('w:p');
      expect(attr(p, 'w:rsid')).toBe('1');
      expect(attrNs(p, 'w', 'rsid')).toBe('1');
      expect(child(descendant(doc, 'w', 'body'), 'w', 'p')).toBe(p);
    }
  });

  it('creates elements in the prefix a part binds, and declares the canonical one where it binds none', () => {
    const bound = parseXml(
      `<o:document-content xmlns:o="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:t="${TEXT}"/>`,
      'content.xml',
    );
    bound.documentElement!.appendChild(createElement(bound, 'text:p', { 'text:style-name': 'P1' }, ['a & b']));
    expect(serializeXml(bound)).toBe(
      `<o:document-content xmlns:o="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:t="${TEXT}"><t:p t:style-name="P1">a &amp; b</t:p></o:document-content>`,
    );
    const unbound = parseXml('<root/>', 'content.xml');
    unbound.documentElement!.appendChild(createElement(unbound, 'text:p'));
    expect(serializeXml(unbound)).toBe(`<root xmlns:text="${TEXT}"><text:p/></root>`);
  });

  it('writes new OOXML elements as the part writes its own: Strict stays Strict, a default namespace stays unprefixed', () => {
    const strict = parseXml(`<w:document xmlns:w="${W_STRICT}"><w:body/></w:document>`, 'd');
    const names = PartNames.of(strict.documentElement!, 'w');
    const run = names.create(strict, 'r', { rsidR: '00A1' });
    descendant(strict, 'w', 'body')!.appendChild(run);
    expect(serializeXml(strict)).toBe(
      `<w:document xmlns:w="${W_STRICT}"><w:body><w:r w:rsidR="00A1"/></w:body></w:document>`,
    );
    const plain = parseXml(`<document xmlns="${W}"/>`, 'd');
    const defaults = PartNames.of(plain.documentElement!, 'w');
    plain.documentElement!.appendChild(defaults.create(plain, 'body'));
    expect(serializeXml(plain)).toBe(`<document xmlns="${W}"><body/></document>`);
    // Another namespace's element: the prefix bound for 'a' in scope there.
    const slide = parseXml(
      '<p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:d="http://schemas.openxmlformats.org/drawingml/2006/main"/>',
      's',
    );
    expect(PartNames.of(slide.documentElement!, 'a').q('ln')).toBe('d:ln');
  });

  it('walks locator paths both ways', () => {
    const doc = parseXml('<a><b/><c><d/><e/></c></a>', 'x');
    const e = elementAt(doc, '1/1')!;
    expect(e.localName).toBe('e');
    expect(elementPath(e)).toBe('1/1');
    expect(indexPaths(doc).get('1/1')).toBe(e);
    expect(elementAt(doc, '5')).toBeUndefined();
    expect(descendantElements(doc.documentElement!).map((n) => n.localName)).toEqual(['b', 'c', 'd', 'e']);
  });
});
