import { CorruptDocumentError } from '../../../errors';
import type { ItemStyle } from '../../writer';
import { decodeEntities } from '../../package/scan';
import { escapeXml } from '../../package/xml-escape';

/**
 * Edits the cell formats of a styles.xml part. Marked copies: for a cell format (cellXfs index)
 * and a change kind, a new `xf` with the same number format, border and alignment, a solid fill
 * and a font carrying the ItemsStyle colour and emphasis; each (format, kind) pair is added once.
 * Imported formats (`importer`): a cell format of another workbook's styles part, found here by
 * content or copied in with its number format, font, fill and border, because applications
 * renumber cell formats on save and the same index rarely means the same format in two files.
 */
export class StylesEditor {
  private readonly xml: string;
  private readonly prefix: string;
  /** The part's entries followed by the ones added; `base` counts the part's own. */
  private readonly xfs: string[];
  private readonly fonts: string[];
  private readonly fills: string[];
  private readonly borders: string[];
  private readonly numFmts: Map<number, string>;
  private readonly base: { xfs: number; fonts: number; fills: number; borders: number; numFmts: number };
  private readonly added = new Map<string, number>();
  private readonly xfByContent = new Map<string, number>();
  private readonly cellStyleXfByName: Map<string, number>;

  constructor(xml: string) {
    this.xml = xml;
    const parsed = new StyleSheet(xml);
    this.prefix = parsed.prefix;
    if (!section(xml, this.prefix, 'cellXfs')) throw new CorruptDocumentError('styles.xml has no cellXfs');
    this.xfs = parsed.xfs;
    this.fonts = parsed.fonts;
    this.fills = parsed.fills;
    this.borders = parsed.borders;
    this.numFmts = parsed.numFmts;
    this.cellStyleXfByName = parsed.cellStyleXfByName;
    this.base = {
      xfs: this.xfs.length,
      fonts: this.fonts.length,
      fills: this.fills.length,
      borders: this.borders.length,
      numFmts: this.numFmts.size,
    };
    this.xfs.forEach((xf, k) => {
      const key = parsed.xfContent(xf);
      if (!this.xfByContent.has(key)) this.xfByContent.set(key, k);
    });
  }

  /** How many cell formats the part had before editing. */
  get baseCount(): number {
    return this.base.xfs;
  }

  /** The cellXfs index of `base` marked as `kind`. */
  marked(base: number, kind: string, style: ItemStyle): number {
    const key = `${base}:${kind}`;
    const known = this.added.get(key);
    if (known !== undefined) return known;
    const p = this.prefix;
    const xf = this.xfs[base] ?? this.xfs[0] ?? `<${p}xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>`;
    const fontId = Number(/\bfontId="(\d+)"/.exec(xf)?.[1] ?? 0);
    const baseFont = this.fonts[fontId] ?? this.fonts[0] ?? `<${p}font/>`;
    const fill = style.highlightColor ?? tint(style.fontColor ?? 'FFFF00');
    this.fills.push(
      `<${p}fill><${p}patternFill patternType="solid"><${p}fgColor rgb="FF${fill}"/><${p}bgColor indexed="64"/></${p}patternFill></${p}fill>`,
    );
    this.fonts.push(markFont(baseFont, style, p));
    let marked = setAttribute(
      setAttribute(xf, 'fillId', String(this.fills.length - 1)),
      'fontId',
      String(this.fonts.length - 1),
    );
    marked = setAttribute(setAttribute(marked, 'applyFill', '1'), 'applyFont', '1');
    this.xfs.push(marked);
    const index = this.xfs.length - 1;
    this.added.set(key, index);
    return index;
  }

  /**
   * Source cellXfs index → an index here with the same number format (by format code), font,
   * fill, border, alignment and protection: an identical format of this part, or a copy added.
   * The default format (0) stays the default; without a source styles part every index does.
   */
  importer(sourceXml: string | undefined): (sourceXf: number) => number {
    if (sourceXml === undefined) return () => 0;
    let source: StyleSheet;
    try {
      source = new StyleSheet(sourceXml);
    } catch {
      return () => 0;
    }
    const cache = new Map<number, number>();
    return (sourceXf) => {
      let index = cache.get(sourceXf);
      if (index === undefined) {
        index = this.imported(source, sourceXf);
        cache.set(sourceXf, index);
      }
      return index;
    };
  }

  private imported(source: StyleSheet, sourceXf: number): number {
    // Each workbook's default format is its baseline look, the one unformatted cells have too.
    if (sourceXf === 0) return 0;
    const xf = source.xfs[sourceXf];
    if (xf === undefined) return 0;
    const key = source.xfContent(xf);
    const known = this.xfByContent.get(key);
    if (known !== undefined) return known;
    const p = this.prefix;
    const id = (name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(xf)?.[1] ?? 0);
    const numFmtId = this.numFmtFor(source, id('numFmtId'));
    const fontId = findOrAdd(this.fonts, source.fonts[id('fontId')], p);
    const fillId = findOrAdd(this.fills, source.fills[id('fillId')], p);
    const borderId = findOrAdd(this.borders, source.borders[id('borderId')], p);
    const styleName = source.cellStyleNameOf(id('xfId'));
    const xfId = (styleName !== undefined ? this.cellStyleXfByName.get(styleName) : undefined) ?? 0;
    let copy = withPrefix(xf, p);
    for (const [name, value] of [
      ['numFmtId', numFmtId],
      ['fontId', fontId],
      ['fillId', fillId],
      ['borderId', borderId],
      ['xfId', xfId],
    ] as const) {
      if (value !== undefined) copy = setAttribute(copy, name, String(value));
    }
    this.xfs.push(copy);
    const index = this.xfs.length - 1;
    this.xfByContent.set(key, index);
    return index;
  }

  /** Built-in number formats keep their id; custom ones are found here by code or added. */
  private numFmtFor(source: StyleSheet, sourceId: number): number {
    const code = source.numFmts.get(sourceId);
    if (code === undefined) return sourceId < 164 ? sourceId : 0;
    for (const [id, known] of this.numFmts) if (known === code) return id;
    const id = Math.max(163, ...this.numFmts.keys()) + 1;
    this.numFmts.set(id, code);
    return id;
  }

  toString(): string {
    const p = this.prefix;
    let xml = this.xml;
    const newNumFmts = [...this.numFmts]
      .slice(this.base.numFmts)
      .map(([id, code]) => `<${p}numFmt numFmtId="${id}" formatCode="${escapeXml(code)}"/>`);
    if (newNumFmts.length) {
      if (section(xml, p, 'numFmts') !== undefined || new RegExp(`<${escape(p)}numFmts(\\s[^>]*)?/>`).test(xml))
        xml = appendToSection(xml, p, 'numFmts', newNumFmts, this.numFmts.size);
      // numFmts is the styleSheet's first child.
      else
        xml = xml.replace(
          /<([\w.-]+:)?styleSheet(\s[^>]*)?>/,
          (open) => `${open}<${p}numFmts count="${this.numFmts.size}">${newNumFmts.join('')}</${p}numFmts>`,
        );
    }
    xml = appendToSection(xml, p, 'fonts', this.fonts.slice(this.base.fonts), this.fonts.length);
    xml = appendToSection(xml, p, 'fills', this.fills.slice(this.base.fills), this.fills.length);
    xml = appendToSection(xml, p, 'borders', this.borders.slice(this.base.borders), this.borders.length);
    xml = appendToSection(xml, p, 'cellXfs', this.xfs.slice(this.base.xfs), this.xfs.length);
    return xml;
  }
}

/** The parts of a styles.xml this editor reads. */
class StyleSheet {
  readonly prefix: string;
  readonly xfs: string[];
  readonly fonts: string[];
  readonly fills: string[];
  readonly borders: string[];
  /** numFmtId → format code, custom formats only. */
  readonly numFmts = new Map<number, string>();
  /** Named cell style → its cellStyleXfs index. */
  readonly cellStyleXfByName = new Map<string, number>();

  constructor(xml: string) {
    this.prefix = /<([\w.-]+:)?styleSheet[\s>]/.exec(xml)?.[1] ?? '';
    const p = this.prefix;
    this.xfs = children(section(xml, p, 'cellXfs') ?? '', p, 'xf');
    this.fonts = children(section(xml, p, 'fonts') ?? '', p, 'font');
    this.fills = children(section(xml, p, 'fills') ?? '', p, 'fill');
    this.borders = children(section(xml, p, 'borders') ?? '', p, 'border');
    for (const numFmt of children(section(xml, p, 'numFmts') ?? '', p, 'numFmt')) {
      const id = /\bnumFmtId="(\d+)"/.exec(numFmt)?.[1];
      const code = /\bformatCode="([^"]*)"/.exec(numFmt)?.[1];
      if (id !== undefined && code !== undefined) this.numFmts.set(Number(id), decodeEntities(code));
    }
    for (const cellStyle of children(section(xml, p, 'cellStyles') ?? '', p, 'cellStyle')) {
      const name = /\bname="([^"]*)"/.exec(cellStyle)?.[1];
      const xfId = /\bxfId="(\d+)"/.exec(cellStyle)?.[1];
      if (name !== undefined && xfId !== undefined && !this.cellStyleXfByName.has(decodeEntities(name)))
        this.cellStyleXfByName.set(decodeEntities(name), Number(xfId));
    }
  }

  cellStyleNameOf(xfId: number): string | undefined {
    for (const [name, id] of this.cellStyleXfByName) if (id === xfId) return name;
    return undefined;
  }

  /** What a cell format looks like, independent of the part's numbering. */
  xfContent(xf: string): string {
    const id = (name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(xf)?.[1] ?? 0);
    const numFmtId = id('numFmtId');
    const code = this.numFmts.get(numFmtId);
    // LibreOffice writes General as a custom format of its own.
    const numFmt =
      code !== undefined && code.toLowerCase() !== 'general'
        ? `code:${code}`
        : `id:${numFmtId < 164 && code === undefined ? numFmtId : 0}`;
    const inner = /^<[^>]*\/>$/.test(xf) ? '' : xf.replace(/^<[^>]*>/, '').replace(/<\/[\w.:-]*xf>$/, '');
    return [
      numFmt,
      canonical(this.fonts[id('fontId')] ?? ''),
      canonical(this.fills[id('fillId')] ?? ''),
      canonical(this.borders[id('borderId')] ?? ''),
      canonical(inner),
    ].join('\u0000');
  }
}

/** XML compared by content: no element prefixes, attributes sorted, `<a></a>` as `<a/>`, no whitespace between tags. */
function canonical(xml: string): string {
  return xml
    .replace(/>\s+</g, '><')
    .trim()
    .replace(
      /<(\/?)(?:[\w.-]+:)?([\w.-]+)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>/g,
      (_m, close: string, name: string, attributes: string, selfClosed: string) => {
        const sorted = [...attributes.matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g)]
          .map((a) => `${a[1]}="${a[2] === 'true' ? '1' : a[2] === 'false' ? '0' : a[2]}"`)
          .sort();
        return `<${close}${name}${sorted.map((a) => ` ${a}`).join('')}${selfClosed}>`;
      },
    )
    .replace(/<([\w.-]+)((?:\s[^>]*)?)><\/\1>/g, '<$1$2/>');
}

/** Element names of a fragment from another part given this part's prefix. */
function withPrefix(xml: string, p: string): string {
  return xml.replace(/<(\/?)(?:[\w.-]+:)?([\w.-]+)(?=[\s/>])/g, `<$1${p}$2`);
}

/** The index of an entry with the same content as `entry`, appended (in this part's prefix) when there is none. */
function findOrAdd(list: string[], entry: string | undefined, p: string): number | undefined {
  if (entry === undefined) return undefined;
  const key = canonical(entry);
  const found = list.findIndex((known) => canonical(known) === key);
  if (found >= 0) return found;
  list.push(withPrefix(entry, p));
  return list.length - 1;
}

/** A colour mixed 75% toward white, for a fill that keeps the text readable. */
function tint(hex: string): string {
  const mix = (k: number) =>
    Math.round(parseInt(hex.slice(k, k + 2), 16) * 0.25 + 255 * 0.75)
      .toString(16)
      .padStart(2, '0');
  return `${mix(0)}${mix(2)}${mix(4)}`.toUpperCase();
}

function markFont(font: string, style: ItemStyle, p: string): string {
  let inner = font
    .replace(/^<[^>]*?\/>$/, '')
    .replace(/^<[^>]*>/, '')
    .replace(/<\/[\w:]*font>$/, '');
  const drop = (name: string) => {
    inner = inner.replace(new RegExp(`<${p}${name}(\\s[^>]*)?/>|<${p}${name}(\\s[^>]*)?>.*?</${p}${name}>`, 'g'), '');
  };
  if (style.fontColor) {
    drop('color');
    inner = `<${p}color rgb="FF${style.fontColor}"/>${inner}`;
  }
  if (style.bold) {
    drop('b');
    inner = `<${p}b/>${inner}`;
  }
  if (style.italic) {
    drop('i');
    inner = `<${p}i/>${inner}`;
  }
  if (style.strikeThrough) {
    drop('strike');
    inner = `<${p}strike/>${inner}`;
  }
  if (style.underline) {
    drop('u');
    inner = `<${p}u/>${inner}`;
  }
  return `<${p}font>${inner}</${p}font>`;
}

function section(xml: string, p: string, name: string): string | undefined {
  const match = new RegExp(`<${escape(p)}${name}(\\s[^>]*)?>([\\s\\S]*?)</${escape(p)}${name}>`).exec(xml);
  return match?.[2];
}

function children(inner: string, p: string, name: string): string[] {
  const out: string[] = [];
  const re = new RegExp(
    `<${escape(p)}${name}(?=[\\s/>])[^>]*?/>|<${escape(p)}${name}(?=[\\s>])[^>]*>[\\s\\S]*?</${escape(p)}${name}>`,
    'g',
  );
  for (const m of inner.matchAll(re)) out.push(m[0]);
  return out;
}

function appendToSection(xml: string, p: string, name: string, items: string[], count: number): string {
  if (items.length === 0) return xml;
  const close = `</${p}${name}>`;
  const at = xml.indexOf(close);
  if (at < 0) {
    // An empty <fonts/> or missing section: write one just for the added entries.
    const selfClosed = new RegExp(`<${escape(p)}${name}(\\s[^>]*)?/>`).exec(xml);
    if (selfClosed) return xml.replace(selfClosed[0], `<${p}${name} count="${count}">${items.join('')}</${p}${name}>`);
    throw new CorruptDocumentError(`styles.xml has no ${name}`);
  }
  let out = xml.slice(0, at) + items.join('') + xml.slice(at);
  out = out.replace(new RegExp(`<${escape(p)}${name}(\\s[^>]*)?>`), (open) =>
    setAttribute(open, 'count', String(count)),
  );
  return out;
}

function setAttribute(tag: string, name: string, value: string): string {
  const re = new RegExp(`\\s${name}="[^"]*"`);
  if (re.test(tag)) return tag.replace(re, ` ${name}="${value}"`);
  return tag.replace(/^(<[\w:.-]+)/, `$1 ${name}="${value}"`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
