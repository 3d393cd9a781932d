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
  const stack: ScannedTag[] = [];
  tokenizeXml(text, part, {
    open(name, attributes) {
      const tag: ScannedTag = { name, attributes: attributes.record() };
      handlers.open(tag);
      stack.push(tag);
    },
    text: handlers.text,
    close() {
      const tag = stack.pop()!;
      handlers.close?.(tag);
    },
  });
}

/** The attributes of the start tag being handed out; valid only during the `open` callback. */
export interface TagAttributes {
  /** How many attributes the tag has. */
  readonly count: number;
  /** The decoded value by qualified name, else by local name (`r:id` and `id` both answer `id`). */
  get(name: string): string | undefined;
  /** All attributes by qualified name. */
  record(): Record<string, string>;
}

export interface TokenHandlers {
  open(name: string, attributes: TagAttributes, selfClosing: boolean): void;
  text?(text: string): void;
  /** An element ends (self-closing ones included, right after their `open`). */
  close?(name: string): void;
}

/**
 * The tokenizer under scanXml, for the hot paths (worksheet parts of millions of cells): a
 * start tag's attributes are only located while it is checked, and an attribute value is cut
 * out and decoded when a handler asks for it, so a cell costs no attribute object and no
 * strings for the attributes nobody reads. Every check scanXml makes is made here.
 */
export function tokenizeXml(text: string, part: string, handlers: TokenHandlers): void {
  try {
    tokenize(text, part, handlers);
  } catch (error) {
    if (error instanceof CorruptDocumentError) throw error;
    throw new CorruptDocumentError(`part '${part}' is not well-formed XML (${(error as Error).message})`);
  }
}

/** Attribute positions of the current start tag: name start, name end, value start, value end. */
class AttributeView implements TagAttributes {
  positions = new Int32Array(64);
  count = 0;
  constructor(private readonly text: string) {}

  /** The tag's first attribute: no earlier one to clash with. */
  first(nameStart: number, nameEnd: number, valueStart: number, valueEnd: number): void {
    const positions = this.positions;
    positions[0] = nameStart;
    positions[1] = nameEnd;
    positions[2] = valueStart;
    positions[3] = valueEnd;
    this.count = 1;
  }

  add(nameStart: number, nameEnd: number, valueStart: number, valueEnd: number): void {
    if ((this.count + 1) * 4 > this.positions.length) {
      const grown = new Int32Array(this.positions.length * 2);
      grown.set(this.positions);
      this.positions = grown;
    }
    const { positions, text } = this;
    const length = nameEnd - nameStart;
    for (let k = 0; k < this.count; k++) {
      const s = positions[k * 4];
      if (positions[k * 4 + 1] - s === length && text.startsWith(text.slice(nameStart, nameEnd), s))
        throw new Error(`duplicate attribute ${text.slice(nameStart, nameEnd)}`);
    }
    const at = this.count * 4;
    positions[at] = nameStart;
    positions[at + 1] = nameEnd;
    positions[at + 2] = valueStart;
    positions[at + 3] = valueEnd;
    this.count++;
  }

  get(name: string): string | undefined {
    const { positions, text } = this;
    let byLocal = -1;
    for (let k = 0; k < this.count; k++) {
      const s = positions[k * 4];
      const e = positions[k * 4 + 1];
      if (e - s === name.length && text.startsWith(name, s)) return this.value(k);
      if (
        byLocal < 0 &&
        e - s > name.length &&
        text.charCodeAt(e - name.length - 1) === 58 /* : */ &&
        text.startsWith(name, e - name.length)
      )
        byLocal = k;
    }
    return byLocal < 0 ? undefined : this.value(byLocal);
  }

  record(): Record<string, string> {
    const out: Record<string, string> = {};
    for (let k = 0; k < this.count; k++)
      out[this.text.slice(this.positions[k * 4], this.positions[k * 4 + 1])] = this.value(k);
    return out;
  }

  private value(k: number): string {
    return decodeEntities(this.text.slice(this.positions[k * 4 + 2], this.positions[k * 4 + 3]));
  }
}

/*
 * A command reads a document once, so most of this loop runs before V8 has optimised it (the CLI
 * delays optimisation, see src/cli/tiering.ts): it is written for the interpreter as much as for
 * optimised code. Work per character is left to native string operations (indexOf, startsWith,
 * a sticky regular expression for a name's end); per tag, the common shapes (`<w:t>`, `<w:b/>`,
 * `name="value"`) take the shortest path; function calls per character are avoided. The general
 * paths below them make every check the first version made, with the same messages.
 */

/** An element name runs to white space, `>` or `/` (lastIndex after a test is its end). */
const NAME_END = /[^ >/\t\n\r]*/y;

function tokenize(text: string, part: string, handlers: TokenHandlers): void {
  const names: string[] = [];
  const onText = handlers.text;
  const onClose = handlers.close;
  const attributes = new AttributeView(text);
  // Where the next `&` is, found once and reused: entity references are checked in text that
  // nobody reads too, without searching the same stretch again for every text node.
  let nextAmpersand = -1;
  const hasEntity = (from: number, to: number) => {
    if (nextAmpersand < from && nextAmpersand !== Infinity) {
      const found = text.indexOf('&', from);
      nextAmpersand = found < 0 ? Infinity : found;
    }
    return nextAmpersand < to;
  };
  // The two element names met last: a start tag's name is compared with them in place, so the
  // millions of `<c>` and `<v>` of a large sheet, which alternate, cost no string each. Any other
  // name is cut out of the text: comparing it with every name met so far (a Word body uses a few
  // dozen, rarely twice in a row) cost more than the string (tree of a ~330-page body: ~47 -> ~35
  // ms CPU, fresh processes; a 300,000-cell sheet alike).
  let recent = '';
  let previous = '';
  let seenRoot = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const lt = text.indexOf('<', i);
    const end = lt < 0 ? n : lt;
    if (end > i) {
      if (names.length) {
        if (onText) onText(decodeEntities(text.slice(i, end)));
        else if (hasEntity(i, end)) decodeEntities(text.slice(i, end));
      } else if (text.slice(i, end).trim() !== '') throw new Error('text outside the root element');
    }
    if (lt < 0) break;
    const next = text.charCodeAt(lt + 1);
    if (next === 47 /* / */) {
      const gt = text.indexOf('>', lt + 2);
      if (gt < 0) throw new Error('unterminated end tag');
      const open = names.pop();
      let nameEnd = gt;
      let c = text.charCodeAt(nameEnd - 1);
      while (nameEnd > lt + 2 && (c === 32 || c === 9 || c === 10 || c === 13)) c = text.charCodeAt(--nameEnd - 1);
      if (open === undefined || nameEnd - (lt + 2) !== open.length || !text.startsWith(open, lt + 2))
        throw new Error(`end tag </${text.slice(lt + 2, gt).trim()}> does not match <${open ?? ''}>`);
      if (onClose) onClose(open);
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
        if (names.length && onText) onText(text.slice(lt + 9, close));
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
    NAME_END.lastIndex = lt + 1;
    NAME_END.test(text);
    let k = NAME_END.lastIndex;
    const length = k - lt - 1;
    if (length === 0) throw new Error('empty element name');
    let name: string;
    if (recent.length === length && text.startsWith(recent, lt + 1)) name = recent;
    else if (previous.length === length && text.startsWith(previous, lt + 1)) {
      name = previous;
      previous = recent;
      recent = name;
    } else {
      name = text.slice(lt + 1, k);
      previous = recent;
      recent = name;
    }
    attributes.count = 0;
    let selfClosing = false;
    for (;;) {
      let c = text.charCodeAt(k);
      while (c === 32 || c === 9 || c === 10 || c === 13) c = text.charCodeAt(++k);
      if (k >= n) throw new Error(`unterminated start tag <${name}>`);
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
      let nameEnd = eq;
      c = text.charCodeAt(nameEnd - 1);
      while (nameEnd > k && (c === 32 || c === 9 || c === 10 || c === 13)) c = text.charCodeAt(--nameEnd - 1);
      let q = eq + 1;
      let quote = text.charCodeAt(q);
      while (q < n && (quote === 32 || quote === 9 || quote === 10 || quote === 13)) quote = text.charCodeAt(++q);
      if (quote !== 34 && quote !== 39) throw new Error(`unquoted attribute ${text.slice(k, nameEnd)} in <${name}>`);
      const close = text.indexOf(quote === 34 ? '"' : "'", q + 1);
      if (close < 0) throw new Error(`unterminated attribute ${text.slice(k, nameEnd)} in <${name}>`);
      if (attributes.count === 0) attributes.first(k, nameEnd, q + 1, close);
      else {
        try {
          attributes.add(k, nameEnd, q + 1, close);
        } catch (error) {
          throw new Error(`${(error as Error).message} in <${name}>`);
        }
      }
      if (nextAmpersand < close && hasEntity(q + 1, close)) decodeEntities(text.slice(q + 1, close));
      k = close + 1;
    }
    if (!names.length && seenRoot) throw new Error('more than one root element');
    seenRoot = true;
    handlers.open(name, attributes, selfClosing);
    if (selfClosing) {
      if (onClose) onClose(name);
    } else if (names.length >= MAX_XML_DEPTH) throw xmlTooDeep(part);
    else names.push(name);
    i = k;
  }
  if (names.length) throw new Error(`the part ends inside <${names[names.length - 1]}> (truncated?)`);
  if (!seenRoot) throw new Error('no root element');
}
