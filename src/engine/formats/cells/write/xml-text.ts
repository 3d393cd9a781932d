import { decodeEntities } from '../../package/scan';

/**
 * Small helpers for the spreadsheet writers, which edit parts as text with regular expressions:
 * escaping a piece of text for a pattern, finding the prefix a part binds its root element with,
 * and decoding an attribute value the pattern captured.
 */

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The prefix (`x:` or '') of the part's root element `root` (`worksheet`, `workbook`, `comments`). */
export function rootPrefix(xml: string, root: string): string {
  return new RegExp(`<([\\w.-]+:)?${root}[\\s>]`).exec(xml)?.[1] ?? '';
}

export function worksheetPrefix(xml: string): string {
  return rootPrefix(xml, 'worksheet');
}

/** Whether the text starts a worksheet part (and not a chartsheet or dialogsheet). */
export function isWorksheet(xml: string): boolean {
  return /<([\w.-]+:)?worksheet[\s>]/.test(xml);
}

/** The prefix a part binds the relationships namespace to (Transitional or Strict); undefined when it binds none. */
export function relationshipsPrefix(xml: string): string | undefined {
  return /xmlns:(\w+)="http:\/\/(schemas\.openxmlformats\.org\/officeDocument\/2006|purl\.oclc\.org\/ooxml\/officeDocument)\/relationships"/.exec(
    xml,
  )?.[1];
}

/**
 * The declaration a new element needs for the relationships prefix: none when the part's root
 * element declares it, else the declaration itself. openpyxl declares `xmlns:r` on each
 * `<sheet>` element instead of on `<workbook>`, so an element added beside them must bring its own.
 */
export function relationshipsDeclaration(xml: string): string {
  const found =
    /xmlns:(\w+)="(http:\/\/(?:schemas\.openxmlformats\.org\/officeDocument\/2006|purl\.oclc\.org\/ooxml\/officeDocument)\/relationships)"/.exec(
      xml,
    );
  if (!found) return '';
  const root = /<(?![?!])[^>]*>/.exec(xml)?.[0] ?? '';
  return root.includes(`xmlns:${found[1]}="`) ? '' : ` xmlns:${found[1]}="${found[2]}"`;
}

/**
 * An attribute value as a regular expression captured it, with its predefined and numeric
 * character references decoded (one decoder for reader and writers: ../scan). A reference to an
 * entity only a DTD could define leaves the value as written instead of failing the whole result.
 */
export function decodeAttribute(value: string): string {
  try {
    return decodeEntities(value);
  } catch {
    return value;
  }
}

/**
 * A relationships part without the relationship `id`: its element is found whatever prefix it is
 * written with, however its Id is quoted or its characters escaped, so a dropped part never
 * leaves a relationship pointing at nothing. The rest of the text is kept as it was.
 */
export function withoutRelationship(relsXml: string, id: string): string {
  return relsXml.replace(
    /<(?:[\w.-]+:)?Relationship\b[^>]*?(?:\/>|>\s*<\/(?:[\w.-]+:)?Relationship\s*>)/g,
    (element) => {
      const value = /\sId\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(element);
      return value && decodeEntities(value[1] ?? value[2]) === id ? '' : element;
    },
  );
}
