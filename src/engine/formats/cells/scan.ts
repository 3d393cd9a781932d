import { CorruptDocumentError } from '../../errors';
import { MAX_XML_DEPTH, xmlTooDeep } from '../shared/xml-depth';

/**
 * A streaming XML tokenizer for spreadsheet parts: start tags (attributes decoded), text,
 * CDATA and end tags are handed to callbacks as they are met; nothing is kept but the stack of
 * open element names, which is how unbalanced or truncated parts are caught. It exists because
 * sheet parts are large and regular: saxes reads them at ~10 MB/s on the benchmark machine,
 * this at several times that, which is the difference between meeting the 1 s target for a
 * 150,000-cell pair and not. Comments, processing instructions and the doctype are skipped;
 * entity references other than the five predefined and numeric ones are an error.
 */

export interface ScannedTag {
  name: string;
  attributes: Record<string, string>;
}

export interface ScanHandlers {
  open(tag: ScannedTag): void;
  text?(text: string): void;
  close?(tag: ScannedTag): void;
}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;&\s]*);/g, (whole, body: string) => {
    switch (body) {
      case 'amp':
        return '&';
      case 'lt':
        return '<';
      case 'gt':
        return '>';
      case 'quot':
        return '"';
      case 'apos':
        return "'";
    }
    if (body.startsWith('#x')) return safeCodePoint(parseInt(body.slice(2), 16), whole);
    if (body.startsWith('#')) return safeCodePoint(parseInt(body.slice(1), 10), whole);
    throw new Error(`unknown entity &${body};`);
  });
}

function safeCodePoint(code: number, whole: string): string {
  if (!Number.isFinite(code) || code < 0 || code > 0x10ffff) throw new Error(`bad character reference ${whole}`);
  return String.fromCodePoint(code);
}

export function scanXml(text: string, part: string, handlers: ScanHandlers): void {
  try {
    scan(text, part, handlers);
  } catch (error) {
    if (error instanceof CorruptDocumentError) throw error;
    throw new CorruptDocumentError(`part '${part}' is not well-formed XML (${(error as Error).message})`);
  }
}

function scan(text: string, part: string, handlers: ScanHandlers): void {
  const stack: ScannedTag[] = [];
  const onText = handlers.text;
  let seenRoot = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const lt = text.indexOf('<', i);
    const end = lt < 0 ? n : lt;
    if (end > i) {
      if (stack.length && onText) onText(decodeEntities(text.slice(i, end)));
      else if (!stack.length && text.slice(i, end).trim() !== '') throw new Error('text outside the root element');
    }
    if (lt < 0) break;
    const next = text.charCodeAt(lt + 1);
    if (next === 47 /* / */) {
      const gt = text.indexOf('>', lt + 2);
      if (gt < 0) throw new Error('unterminated end tag');
      const name = text.slice(lt + 2, gt).trim();
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`end tag </${name}> does not match <${open?.name ?? ''}>`);
      handlers.close?.(open);
      i = gt + 1;
      continue;
    }
    if (next === 33 /* ! */) {
      if (text.startsWith('<!--', lt)) {
        const close = text.indexOf('-->', lt + 4);
        if (close < 0) throw new Error('unterminated comment');
        i = close + 3;
      } else if (text.startsWith('<![CDATA[', lt)) {
        const close = text.indexOf(']]>', lt + 9);
        if (close < 0) throw new Error('unterminated CDATA section');
        if (stack.length && onText) onText(text.slice(lt + 9, close));
        i = close + 3;
      } else {
        const close = text.indexOf('>', lt);
        if (close < 0) throw new Error('unterminated declaration');
        i = close + 1;
      }
      continue;
    }
    if (next === 63 /* ? */) {
      const close = text.indexOf('?>', lt + 2);
      if (close < 0) throw new Error('unterminated processing instruction');
      i = close + 2;
      continue;
    }
    // Start tag: name, then attributes up to an unquoted `>`.
    let k = lt + 1;
    while (k < n) {
      const c = text.charCodeAt(k);
      if (c === 32 || c === 62 || c === 47 || c === 9 || c === 10 || c === 13) break;
      k++;
    }
    const name = text.slice(lt + 1, k);
    if (!name) throw new Error('empty element name');
    const attributes: Record<string, string> = {};
    let selfClosing = false;
    for (;;) {
      while (k < n) {
        const c = text.charCodeAt(k);
        if (c !== 32 && c !== 9 && c !== 10 && c !== 13) break;
        k++;
      }
      if (k >= n) throw new Error(`unterminated start tag <${name}>`);
      const c = text.charCodeAt(k);
      if (c === 62) {
        k++;
        break;
      }
      if (c === 47) {
        if (text.charCodeAt(k + 1) !== 62) throw new Error(`bad start tag <${name}>`);
        selfClosing = true;
        k += 2;
        break;
      }
      const eq = text.indexOf('=', k);
      if (eq < 0) throw new Error(`attribute without value in <${name}>`);
      const attrName = text.slice(k, eq).trim();
      let q = eq + 1;
      while (
        q < n &&
        (text.charCodeAt(q) === 32 ||
          text.charCodeAt(q) === 9 ||
          text.charCodeAt(q) === 10 ||
          text.charCodeAt(q) === 13)
      )
        q++;
      const quote = text[q];
      if (quote !== '"' && quote !== "'") throw new Error(`unquoted attribute ${attrName} in <${name}>`);
      const close = text.indexOf(quote, q + 1);
      if (close < 0) throw new Error(`unterminated attribute ${attrName} in <${name}>`);
      if (attrName in attributes) throw new Error(`duplicate attribute ${attrName} in <${name}>`);
      attributes[attrName] = decodeEntities(text.slice(q + 1, close));
      k = close + 1;
    }
    if (!stack.length && seenRoot) throw new Error('more than one root element');
    seenRoot = true;
    const tag: ScannedTag = { name, attributes };
    handlers.open(tag);
    if (selfClosing) handlers.close?.(tag);
    else if (stack.length >= MAX_XML_DEPTH) throw xmlTooDeep(part);
    else stack.push(tag);
    i = k;
  }
  if (stack.length) throw new Error(`the part ends inside <${stack[stack.length - 1].name}> (truncated?)`);
  if (!seenRoot) throw new Error('no root element');
}
