import { Parser } from 'htmlparser2';
import type {
  Block,
  DocumentMetadata,
  Locator,
  ParagraphBlock,
  RunStyle,
  TableBlock,
  TableCell,
  TableRow,
} from '../../model/document';
import { formatListNumber } from './numbering';
import { sha1 } from '../package/digest';
import { horizontalRule, RunList } from './text-runs';
import { CSS_NAMED_COLORS } from './css-colors';

/**
 * HTML as a browser shows it: block elements become paragraphs (headings, list items with
 * their rendered labels, preformatted lines, tables with spans), inline elements and inline CSS
 * become run styles, and whitespace collapses. Scripts, styles and the head are not content.
 */

interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
  start: number;
}

interface HtmlText {
  text: string;
  start: number;
}

type HtmlNode = HtmlElement | HtmlText;

const IGNORED = new Set([
  'script',
  'style',
  'head',
  'template',
  'noscript',
  'title',
  'meta',
  'link',
  'object',
  'embed',
  'iframe',
  'svg',
  'math',
  'canvas',
  'video',
  'audio',
  'select',
  'datalist',
  'base',
]);

const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'figure',
  'figcaption',
  'address',
  'blockquote',
  'dl',
  'dt',
  'dd',
  'form',
  'fieldset',
  'legend',
  'details',
  'summary',
  'center',
  'body',
  'html',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'caption',
  'hgroup',
  'search',
  'menu',
]);

export interface HtmlReadResult {
  blocks: Block[];
  metadata: DocumentMetadata;
}

export function readHtml(text: string): HtmlReadResult {
  const root = buildTree(text);
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const locate = (index: number): Locator => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= index) low = mid;
      else high = mid - 1;
    }
    return { part: 'text', path: `${low + 1}:${index - lineStarts[low] + 1}` };
  };
  const walker = new HtmlWalker(locate);
  walker.walkChildren(root, {}, undefined);
  return { blocks: walker.finish(), metadata: readMetadata(root) };
}

function buildTree(text: string): HtmlElement {
  const root: HtmlElement = { tag: '#root', attrs: {}, children: [], start: 0 };
  const stack: HtmlElement[] = [root];
  const parser: Parser = new Parser(
    {
      onopentag(name, attribs) {
        const element: HtmlElement = { tag: name, attrs: attribs, children: [], start: parser.startIndex };
        stack[stack.length - 1].children.push(element);
        stack.push(element);
      },
      onclosetag(name) {
        for (let i = stack.length - 1; i > 0; i--) {
          if (stack[i].tag === name) {
            stack.length = i;
            break;
          }
        }
      },
      ontext(data) {
        const parent = stack[stack.length - 1];
        const last = parent.children[parent.children.length - 1];
        if (last && 'text' in last) last.text += data;
        else parent.children.push({ text: data, start: parser.startIndex });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(text);
  parser.end();
  return root;
}

function readMetadata(root: HtmlElement): DocumentMetadata {
  const metadata: DocumentMetadata = {};
  const visit = (element: HtmlElement) => {
    if (element.tag === 'title' && !metadata.title) {
      const title = element.children
        .map((child) => ('text' in child ? child.text : ''))
        .join('')
        .trim();
      if (title) metadata.title = title.replace(/\s+/g, ' ');
    } else if (element.tag === 'meta' && element.attrs.name?.toLowerCase() === 'author' && element.attrs.content) {
      metadata.author = element.attrs.content;
    }
    if (element.tag === 'body') return;
    for (const child of element.children) if (!('text' in child)) visit(child);
  };
  visit(root);
  return metadata;
}

interface ParagraphProps {
  /** Source offset of the block element, for the locator of its first paragraph. */
  start?: number;
  headingLevel?: number;
  styleName?: string;
  list?: { label: string; level: number };
}

interface ListContext {
  ordered: boolean;
  next: number;
  format: string;
  level: number;
}

class HtmlWalker {
  private readonly out: Block[] = [];
  private runs: RunList | undefined;
  private paragraph: ParagraphBlock | undefined;
  private lastWasSpace = true;
  private props: ParagraphProps = {};
  private readonly lists: ListContext[] = [];
  private preDepth = 0;

  constructor(private readonly locate: (index: number) => Locator) {}

  finish(): Block[] {
    this.flush();
    return this.out;
  }

  walkChildren(element: HtmlElement, style: RunStyle, link: string | undefined): void {
    for (const child of element.children) this.walk(child, style, link);
  }

  private walk(node: HtmlNode, style: RunStyle, link: string | undefined): void {
    if ('text' in node) {
      this.addText(node.text, node.start, style, link);
      return;
    }
    const tag = node.tag;
    if (IGNORED.has(tag)) return;
    const own = elementStyle(node, style);
    switch (tag) {
      case 'br':
        this.ensureParagraph(node.start).text('\n', own, link);
        this.lastWasSpace = true;
        return;
      case 'img': {
        const src = node.attrs.src ?? '';
        const name = node.attrs.alt || src || undefined;
        const object = { kind: 'image' as const, hash: sha1(src), ...(name ? { name } : {}) };
        this.ensureParagraph(node.start).object(object, own, link);
        this.lastWasSpace = false;
        return;
      }
      case 'hr':
        this.flush();
        this.out.push({ type: 'object', object: horizontalRule(), locator: this.locate(node.start) });
        return;
      case 'a':
        this.walkChildren(node, own, node.attrs.href || link);
        return;
      case 'pre':
        this.pre(node, own, link);
        return;
      case 'table':
        this.flush();
        this.table(node, own);
        return;
      case 'ul':
      case 'ol':
        this.list(node, own, link);
        return;
      case 'li':
        this.listItem(node, own, link);
        return;
    }
    if (BLOCKS.has(tag)) {
      this.flush();
      const saved = this.props;
      this.props = { ...this.props, start: node.start };
      const heading = /^h([1-6])$/.exec(tag);
      if (heading) this.props = { ...this.props, headingLevel: Number(heading[1]) };
      else if (tag === 'blockquote') this.props = { ...this.props, styleName: 'Quote' };
      this.walkChildren(node, own, link);
      this.flush();
      this.props = saved;
      return;
    }
    // Inline element (known or not): its text flows into the current paragraph.
    this.walkChildren(node, own, link);
  }

  private addText(raw: string, start: number, style: RunStyle, link: string | undefined): void {
    if (this.preDepth > 0) {
      this.ensureParagraph(start).text(raw, style, link);
      return;
    }
    let text = raw.replace(/[ \t\n\r\f]+/g, ' ');
    if (!this.runs && text.trim() === '') return;
    if (this.lastWasSpace && text.startsWith(' ')) text = text.slice(1);
    if (!text) return;
    this.ensureParagraph(start).text(text, style, link);
    this.lastWasSpace = text.endsWith(' ');
  }

  private ensureParagraph(start: number): RunList {
    if (this.runs) return this.runs;
    const locator = this.locate(this.props.start ?? start);
    if (this.props.start !== undefined) this.props = { ...this.props, start: undefined };
    this.runs = new RunList(locator);
    this.paragraph = { type: 'paragraph', runs: [], locator };
    if (this.props.headingLevel) this.paragraph.headingLevel = this.props.headingLevel;
    if (this.props.styleName) this.paragraph.styleName = this.props.styleName;
    if (this.props.list) {
      this.paragraph.list = this.props.list;
      // Only the first paragraph of a list item carries its label.
      this.props = { ...this.props, list: undefined };
    }
    this.lastWasSpace = true;
    return this.runs;
  }

  private flush(): void {
    if (!this.runs || !this.paragraph) return;
    const runs = this.runs.runs;
    // A browser drops the space before a block ends.
    while (runs.length > 0) {
      const last = runs[runs.length - 1];
      if (last.object) break;
      last.text = last.text.replace(/ +$/, '');
      if (last.text) break;
      runs.pop();
    }
    if (runs.length > 0) {
      this.paragraph.runs = runs;
      this.out.push(this.paragraph);
    }
    this.runs = undefined;
    this.paragraph = undefined;
    this.lastWasSpace = true;
  }

  private pre(node: HtmlElement, style: RunStyle, link: string | undefined): void {
    this.flush();
    this.preDepth++;
    const saved = this.props;
    const collector = new RunList();
    const savedRuns = this.runs;
    this.runs = collector;
    this.paragraph = { type: 'paragraph', runs: [], locator: this.locate(node.start) };
    this.walkChildren(node, { ...style, font: style.font ?? 'monospace' }, link);
    this.runs = savedRuns;
    this.paragraph = undefined;
    this.preDepth--;
    this.props = saved;
    // One paragraph per line, as for code; a newline right after <pre> is not content.
    const startLine = Number(this.locate(node.start).path.split(':')[0]);
    let lineIndex = 0;
    let current: ParagraphBlock | undefined;
    let currentRuns: RunList | undefined;
    const newLine = () => {
      const locator = { part: 'text', path: `${startLine + lineIndex}:1` };
      currentRuns = new RunList(locator);
      current = { type: 'paragraph', runs: [], styleName: 'Preformatted', locator };
      lineIndex++;
    };
    const endLine = () => {
      if (current && currentRuns) {
        current.runs = currentRuns.runs;
        this.out.push(current);
      }
    };
    const runs = collector.runs;
    if (runs.length > 0 && !runs[0].object && runs[0].text.startsWith('\n')) runs[0].text = runs[0].text.slice(1);
    const last = runs[runs.length - 1];
    if (last && !last.object && last.text.endsWith('\n')) last.text = last.text.slice(0, -1);
    newLine();
    for (const run of runs) {
      if (run.object) {
        currentRuns!.object(run.object, run.style, run.link);
        continue;
      }
      const pieces = run.text.split('\n');
      pieces.forEach((piece, index) => {
        if (index > 0) {
          endLine();
          newLine();
        }
        currentRuns!.text(piece, run.style, run.link);
      });
    }
    endLine();
  }

  private list(node: HtmlElement, style: RunStyle, link: string | undefined): void {
    this.flush();
    const ordered = node.tag === 'ol';
    const start = Number.parseInt(node.attrs.start ?? '', 10);
    this.lists.push({
      ordered,
      next: Number.isFinite(start) ? start : 1,
      format: ordered ? (node.attrs.type ?? '1') : '',
      level: this.lists.length,
    });
    this.walkChildren(node, style, link);
    this.flush();
    this.lists.pop();
  }

  private listItem(node: HtmlElement, style: RunStyle, link: string | undefined): void {
    this.flush();
    const context = this.lists[this.lists.length - 1];
    let label = '•';
    let level = 0;
    if (context) {
      level = context.level;
      if (context.ordered) {
        const value = Number.parseInt(node.attrs.value ?? '', 10);
        if (Number.isFinite(value)) context.next = value;
        label = `${formatListNumber(context.next, context.format)}.`;
        context.next++;
      } else {
        label = ['•', '◦', '▪'][Math.min(level, 2)];
      }
    }
    const saved = this.props;
    this.props = { ...this.props, start: node.start, list: { label, level } };
    this.walkChildren(node, style, link);
    this.flush();
    this.props = saved;
  }

  private table(node: HtmlElement, style: RunStyle): void {
    const table: TableBlock = { type: 'table', rows: [], locator: this.locate(node.start) };
    const rows: HtmlElement[] = [];
    const collectRows = (element: HtmlElement) => {
      for (const child of element.children) {
        if ('text' in child) continue;
        if (child.tag === 'tr') rows.push(child);
        else if (child.tag === 'thead' || child.tag === 'tbody' || child.tag === 'tfoot') collectRows(child);
        else if (child.tag === 'caption') {
          const caption = new HtmlWalker(this.locate);
          caption.props = { styleName: 'Caption' };
          caption.walkChildren(child, style, undefined);
          this.out.push(...caption.finish());
        }
      }
    };
    collectRows(node);
    // Grid columns still covered by a cell above that spans rows.
    const pending = new Map<number, { remaining: number; colSpan: number }>();
    const placeContinuations = (row: TableRow, column: number): number => {
      let at = column;
      for (let span = pending.get(at); span; span = pending.get(at)) {
        const cell: TableCell = { blocks: [], vMerge: 'continue' };
        if (span.colSpan > 1) cell.colSpan = span.colSpan;
        row.cells.push(cell);
        if (--span.remaining === 0) pending.delete(at);
        at += span.colSpan;
      }
      return at;
    };
    for (const rowElement of rows) {
      const row: TableRow = { cells: [], locator: this.locate(rowElement.start) };
      let column = 0;
      for (const cellElement of rowElement.children) {
        if ('text' in cellElement || (cellElement.tag !== 'td' && cellElement.tag !== 'th')) continue;
        column = placeContinuations(row, column);
        const walker = new HtmlWalker(this.locate);
        walker.walkChildren(cellElement, elementStyle(cellElement, style), undefined);
        const cell: TableCell = { blocks: walker.finish(), locator: this.locate(cellElement.start) };
        const colSpan = Math.max(1, Number.parseInt(cellElement.attrs.colspan ?? '1', 10) || 1);
        const rowSpan = Math.max(1, Number.parseInt(cellElement.attrs.rowspan ?? '1', 10) || 1);
        if (colSpan > 1) cell.colSpan = colSpan;
        if (rowSpan > 1) {
          cell.vMerge = 'restart';
          pending.set(column, { remaining: rowSpan - 1, colSpan });
        }
        row.cells.push(cell);
        column += colSpan;
      }
      // Spans reaching past the last cell of this row.
      const maxPending = Math.max(-1, ...pending.keys());
      while (column <= maxPending) {
        const next = placeContinuations(row, column);
        column = next === column ? column + 1 : next;
      }
      table.rows.push(row);
    }
    this.out.push(table);
  }
}

/** The run style of an element: its tag's meaning, then its inline CSS. */
function elementStyle(element: HtmlElement, base: RunStyle): RunStyle {
  const style: RunStyle = { ...base };
  switch (element.tag) {
    case 'b':
    case 'strong':
      style.bold = true;
      break;
    case 'i':
    case 'em':
    case 'cite':
    case 'var':
    case 'dfn':
      style.italic = true;
      break;
    case 'u':
    case 'ins':
      style.underline = 'single';
      break;
    case 's':
    case 'strike':
    case 'del':
      style.strike = true;
      break;
    case 'sup':
      style.vertAlign = 'superscript';
      break;
    case 'sub':
      style.vertAlign = 'subscript';
      break;
    case 'code':
    case 'kbd':
    case 'samp':
    case 'tt':
      style.font = 'monospace';
      break;
    case 'mark':
      style.highlight = 'yellow';
      break;
    case 'font': {
      const color = element.attrs.color ? parseColor(element.attrs.color) : undefined;
      if (color) style.color = color;
      if (element.attrs.face) style.font = firstFamily(element.attrs.face);
      break;
    }
  }
  if (element.attrs.style) applyCss(style, element.attrs.style);
  return style;
}

function applyCss(style: RunStyle, css: string): void {
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim()
      .toLowerCase();
    switch (property) {
      case 'font-weight':
        style.bold = value === 'bold' || value === 'bolder' || (/^\d+$/.test(value) && Number(value) >= 600);
        if (!style.bold) delete style.bold;
        break;
      case 'font-style':
        if (value === 'italic' || value === 'oblique') style.italic = true;
        else delete style.italic;
        break;
      case 'text-decoration':
      case 'text-decoration-line':
        if (value.includes('underline')) style.underline = 'single';
        if (value.includes('line-through')) style.strike = true;
        if (value === 'none') {
          delete style.underline;
          delete style.strike;
        }
        break;
      case 'color': {
        const color = parseColor(value);
        if (color) style.color = color;
        break;
      }
      case 'background-color':
      case 'background': {
        const color = parseColor(value);
        if (color) style.highlight = color;
        break;
      }
      case 'font-family':
        style.font = firstFamily(declaration.slice(colon + 1));
        break;
      case 'font-size': {
        const size = /^([\d.]+)(pt|px)$/.exec(value);
        if (size) style.size = Math.round((size[2] === 'px' ? Number(size[1]) * 0.75 : Number(size[1])) * 100) / 100;
        break;
      }
      case 'vertical-align':
        if (value === 'super') style.vertAlign = 'superscript';
        else if (value === 'sub') style.vertAlign = 'subscript';
        else if (value === 'baseline') delete style.vertAlign;
        break;
    }
  }
}

function firstFamily(value: string): string {
  return value
    .split(',')[0]
    .trim()
    .replace(/^['"]|['"]$/g, '');
}

function parseColor(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{6})$/.exec(v);
  if (hex) return hex[1].toUpperCase();
  const short = /^#([0-9a-f]{3})$/.exec(v);
  if (short) return short[1].replace(/./g, (c) => c + c).toUpperCase();
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/.exec(v);
  if (rgb) {
    return rgb
      .slice(1, 4)
      .map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase();
  }
  return CSS_NAMED_COLORS[v];
}
