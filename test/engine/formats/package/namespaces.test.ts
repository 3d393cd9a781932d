import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../../../src/engine/formats/package/namespaces';
import { parseOdfPart } from '../../../../src/engine/formats/package/xml-tree';

describe('the namespace table readers and writers share', () => {
  it('reads ODF number styles by their namespace (datastyle), whatever prefix a producer binds it to', () => {
    const root = parseOdfPart(
      `<office:document-styles xmlns:office="${NAMESPACES.office[0]}" xmlns:ds="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"><ds:number-style ds:name="N1"><ds:number ds:decimal-places="2"/></ds:number-style></office:document-styles>`,
      'styles.xml',
    );
    const style = root.children[0];
    expect(style.name).toBe('number:number-style');
    expect(style.attr('number:name')).toBe('N1');
    expect(style.children[0].name).toBe('number:number');
  });

  it('gives every URI one canonical prefix', () => {
    const owners = new Map<string, string>();
    for (const [prefix, uris] of Object.entries(NAMESPACES))
      for (const uri of uris) {
        expect(owners.get(uri), uri).toBeUndefined();
        owners.set(uri, prefix);
      }
  });
});
