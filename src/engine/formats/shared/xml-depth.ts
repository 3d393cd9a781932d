import { CorruptDocumentError } from '../../errors';

/**
 * How deep elements may nest in one XML part. Real documents stay far below it (nested tables,
 * grouped shapes and text boxes reach a few dozen levels); a part that opens 100,000 elements
 * is damage or an attack, and every layer above the parser (locator paths, recursive walks)
 * pays for depth, some of it quadratically. libxml2, which LibreOffice reads with, stops at 256
 * by default too.
 */
export const MAX_XML_DEPTH = 256;

/** A part past the depth limit; `part` lets the engine tell whether an input already held it. */
export class XmlTooDeepError extends CorruptDocumentError {
  constructor(readonly part: string) {
    super(
      `part '${part}' nests elements more than ${MAX_XML_DEPTH} levels deep, which no real document does; it is damaged or crafted`,
    );
  }
}

/** The one-line error for a part past the depth limit. */
export function xmlTooDeep(part: string): XmlTooDeepError {
  return new XmlTooDeepError(part);
}

/**
 * Refuses a part whose elements nest past MAX_XML_DEPTH, before a parser without a depth limit of
 * its own (xmldom) builds it. One linear pass over the text that knows comments, CDATA sections,
 * processing instructions, declarations and quoted attribute values; anything it does not
 * understand is left for the parser to report.
 */
export function assertXmlDepth(text: string, part: string): void {
  let depth = 0;
  let i = text.indexOf('<');
  const n = text.length;
  while (i >= 0 && i < n) {
    const next = text.charCodeAt(i + 1);
    if (next === 47 /* / */) {
      depth--;
      i = text.indexOf('<', i + 2);
      continue;
    }
    if (next === 33 /* ! */) {
      const close = text.startsWith('<!--', i)
        ? text.indexOf('-->', i + 4)
        : text.startsWith('<![CDATA[', i)
          ? text.indexOf(']]>', i + 9)
          : declarationEnd(text, i);
      if (close < 0) return;
      i = text.indexOf('<', close + 1);
      continue;
    }
    if (next === 63 /* ? */) {
      const close = text.indexOf('?>', i + 2);
      if (close < 0) return;
      i = text.indexOf('<', close + 2);
      continue;
    }
    // A start tag: up to its unquoted `>`; `/>` closes it at once.
    let k = i + 1;
    let quote = 0;
    for (; k < n; k++) {
      const c = text.charCodeAt(k);
      if (quote) {
        if (c === quote) quote = 0;
      } else if (c === 34 || c === 39) quote = c;
      else if (c === 62) break;
    }
    if (k >= n) return;
    if (text.charCodeAt(k - 1) !== 47 && ++depth > MAX_XML_DEPTH) throw xmlTooDeep(part);
    i = text.indexOf('<', k + 1);
  }
}

/** End of `<!DOCTYPE …>`, whose internal subset in brackets may hold `>`. */
function declarationEnd(text: string, start: number): number {
  const bracket = text.indexOf('[', start);
  const close = text.indexOf('>', start);
  if (bracket < 0 || close < bracket) return close;
  const subsetEnd = text.indexOf(']', bracket);
  return subsetEnd < 0 ? -1 : text.indexOf('>', subsetEnd);
}
