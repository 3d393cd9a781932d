import { CorruptDocumentError } from '../../../errors';
import type { ItemStyle } from '../../writer';

/**
 * Adds marked copies of cell formats to styles.xml: for a cell format (cellXfs index) and a
 * change kind, a new `xf` with the same number format, border and alignment, a solid fill and
 * a font carrying the ItemsStyle colour and emphasis. Each (format, kind) pair is added once.
 */
export class StylesEditor {
  private xml: string;
  private readonly xfs: string[];
  private readonly fonts: string[];
  private fillCount: number;
  private readonly added = new Map<string, number>();
  private readonly newFonts: string[] = [];
  private readonly newFills: string[] = [];
  private readonly newXfs: string[] = [];
  private readonly prefix: string;

  constructor(xml: string) {
    this.xml = xml;
    this.prefix = /<([\w.-]+:)?styleSheet[\s>]/.exec(xml)?.[1] ?? '';
    this.xfs = children(section(xml, this.prefix, 'cellXfs') ?? '', this.prefix, 'xf');
    this.fonts = children(section(xml, this.prefix, 'fonts') ?? '', this.prefix, 'font');
    this.fillCount = children(section(xml, this.prefix, 'fills') ?? '', this.prefix, 'fill').length;
    if (!section(xml, this.prefix, 'cellXfs')) throw new CorruptDocumentError('styles.xml has no cellXfs');
  }

  /** How many cell formats the part had before marking. */
  get baseCount(): number {
    return this.xfs.length;
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
    this.newFills.push(`<${p}fill><${p}patternFill patternType="solid"><${p}fgColor rgb="FF${fill}"/><${p}bgColor indexed="64"/></${p}patternFill></${p}fill>`);
    const fillId = this.fillCount + this.newFills.length - 1;
    this.newFonts.push(markFont(baseFont, style, p));
    const newFontId = this.fonts.length + this.newFonts.length - 1;
    let marked = setAttribute(setAttribute(xf, 'fillId', String(fillId)), 'fontId', String(newFontId));
    marked = setAttribute(setAttribute(marked, 'applyFill', '1'), 'applyFont', '1');
    this.newXfs.push(marked);
    const index = this.xfs.length + this.newXfs.length - 1;
    this.added.set(key, index);
    return index;
  }

  toString(): string {
    if (this.added.size === 0) return this.xml;
    let xml = this.xml;
    xml = appendToSection(xml, this.prefix, 'fonts', this.newFonts, this.fonts.length + this.newFonts.length);
    xml = appendToSection(xml, this.prefix, 'fills', this.newFills, this.fillCount + this.newFills.length);
    xml = appendToSection(xml, this.prefix, 'cellXfs', this.newXfs, this.xfs.length + this.newXfs.length);
    return xml;
  }
}

/** A colour mixed 75% toward white, for a fill that keeps the text readable. */
function tint(hex: string): string {
  const mix = (k: number) => Math.round(parseInt(hex.slice(k, k + 2), 16) * 0.25 + 255 * 0.75).toString(16).padStart(2, '0');
  return `${mix(0)}${mix(2)}${mix(4)}`.toUpperCase();
}

function markFont(font: string, style: ItemStyle, p: string): string {
  let inner = font.replace(/^<[^>]*?\/>$/, '').replace(/^<[^>]*>/, '').replace(/<\/[\w:]*font>$/, '');
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
  const re = new RegExp(`<${escape(p)}${name}(?=[\\s/>])[^>]*?/>|<${escape(p)}${name}(?=[\\s>])[^>]*>[\\s\\S]*?</${escape(p)}${name}>`, 'g');
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
  out = out.replace(new RegExp(`<${escape(p)}${name}(\\s[^>]*)?>`), (open) => setAttribute(open, 'count', String(count)));
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
