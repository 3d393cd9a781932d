import { CorruptDocumentError } from '../../../../errors';

/**
 * Where each child of w:body starts and ends in a main document part's text, in one linear pass,
 * and the namespace declarations in scope there (the root's and w:body's): what the writer and the
 * revision operations need to parse only the body children they touch, each as a small fragment,
 * and splice them back into the untouched text. A whole-part DOM of a ~6 MB document costs seconds
 * and most of a gigabyte in xmldom.
 *
 * Written by hand because the splice needs source offsets: the package layer's scanner
 * (package/scan.ts) hands out names, attributes and text but not where a tag starts and ends.
 * Well-formedness is not checked here: each fragment is parsed by xmldom before it is used, and
 * every written result by the validator.
 */
export interface BodyChildren {
  /** Start and end offsets of each w:body child, end exclusive. */
  units: { start: number; end: number }[];
  /** ` xmlns…="…"` declarations of the root and w:body, to repeat on a fragment's wrapper. */
  declarations: string;
  /** Element-child index of w:body under the root. */
  bodyIndex: number;
  /** Offset of w:body's end tag (-1 for an empty `<w:body/>`). */
  bodyContentEnd: number;
}

export function scanBodyChildren(part: string, text: string): BodyChildren {
  const units: { start: number; end: number }[] = [];
  let declarations = '';
  let bodyIndex = -1;
  let bodyContentEnd = -1;
  let depth = 0;
  let rootChildren = 0;
  let inBody = false;
  let unitStart = -1;
  const unterminated = () => new CorruptDocumentError(`part '${part}' is not well-formed XML (unterminated tag)`);
  let pos = text.indexOf('<');
  while (pos >= 0 && pos < text.length) {
    const next = text.charCodeAt(pos + 1);
    if (next === 63 /* ? */ || next === 33 /* ! */) {
      const [opener, closer] =
        next === 63
          ? ['<?', '?>']
          : text.startsWith('<!--', pos)
            ? ['<!--', '-->']
            : text.startsWith('<![CDATA[', pos)
              ? ['<![CDATA[', ']]>']
              : ['<!', '>'];
      const close = text.indexOf(closer, pos + opener.length);
      if (close < 0) throw unterminated();
      pos = text.indexOf('<', close + closer.length);
      continue;
    }
    // The end of the tag, stepping over quoted attribute values (they may hold '>').
    let end = pos + 1;
    for (;;) {
      const c = text.charCodeAt(end);
      if (c === 62 /* > */) break;
      if (c === 34 || c === 39) end = text.indexOf(c === 34 ? '"' : "'", end + 1);
      if (end < 0 || Number.isNaN(c)) throw unterminated();
      end++;
    }
    if (next === 47 /* / */) {
      depth--;
      if (depth === 2 && inBody && unitStart >= 0) {
        units.push({ start: unitStart, end: end + 1 });
        unitStart = -1;
      } else if (depth === 1 && inBody) {
        inBody = false;
        bodyContentEnd = pos;
      }
    } else {
      const selfClosing = text.charCodeAt(end - 1) === 47;
      if (depth === 0) declarations += namespaceDeclarations(text.slice(pos, end));
      else if (depth === 1) {
        const name = tagName(text, pos);
        if (bodyIndex < 0 && (name === 'body' || name.endsWith(':body'))) {
          bodyIndex = rootChildren;
          inBody = !selfClosing;
          declarations += namespaceDeclarations(text.slice(pos, end));
        }
        rootChildren++;
      } else if (depth === 2 && inBody) {
        if (selfClosing) units.push({ start: pos, end: end + 1 });
        else unitStart = pos;
      }
      if (!selfClosing) depth++;
    }
    pos = text.indexOf('<', end + 1);
  }
  if (bodyIndex < 0) throw new CorruptDocumentError(`part '${part}' has no w:body`);
  return { units, declarations, bodyIndex, bodyContentEnd };
}

/** The serialised content of a fragment's wrapper element, without the wrapper. */
export function wrapperContent(serialized: string, wrapper: string): string {
  const open = serialized.indexOf('>');
  if (serialized.charCodeAt(open - 1) === 47) return '';
  return serialized.slice(open + 1, serialized.lastIndexOf(`</${wrapper}>`));
}

function tagName(text: string, pos: number): string {
  let end = pos + 1;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 47 || c === 62) break;
    end++;
  }
  return text.slice(pos + 1, end);
}

function namespaceDeclarations(tag: string): string {
  let out = '';
  const pattern = /\sxmlns(?::[\w.-]+)?\s*=\s*(?:"[^"]*"|'[^']*')/g;
  for (let m = pattern.exec(tag); m; m = pattern.exec(tag)) out += m[0];
  return out;
}
