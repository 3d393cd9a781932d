import { PARAGRAPH_PROPERTIES } from '../../../model/document';
import type { RunStyle } from '../../../model/document';
import type { XmlElement } from '../../package/xml-tree';

/**
 * Style resolution as Word does it: docDefaults, then the paragraph style chain, then the
 * character style chain (each chain following basedOn, the most derived style winning), then
 * direct formatting. Toggle properties (bold, italic, strike, hidden) are XOR-ed across the
 * paragraph and character style chains and set absolutely by direct formatting.
 */

/** Run properties as found in one rPr; undefined = not stated there. */
export interface RunProperties {
  bold?: boolean;
  italic?: boolean;
  underline?: string;
  strike?: boolean;
  font?: string;
  size?: number;
  color?: string;
  highlight?: string;
  shading?: string;
  vertAlign?: string;
  hidden?: boolean;
}

const TOGGLES = ['bold', 'italic', 'strike', 'hidden'] as const;

export interface ParagraphProperties {
  styleId?: string;
  alignment?: string;
  outlineLevel?: number;
  numId?: string;
  numLevel?: number;
  /** Layout values this pPr states, by PARAGRAPH_PROPERTIES name (undefined = not stated). */
  layout?: Record<string, string>;
}

export interface StyleDefinition {
  id: string;
  type: string;
  name?: string;
  basedOn?: string;
  run: RunProperties;
  paragraph: ParagraphProperties;
}

export interface ThemeFonts {
  major?: string;
  minor?: string;
  majorEastAsia?: string;
  minorEastAsia?: string;
  majorBidi?: string;
  minorBidi?: string;
}

/** A run's resolved style plus whether Word hides it (w:vanish). */
export interface ResolvedRun {
  style: RunStyle;
  hidden: boolean;
}

export class StyleSheet {
  private readonly styles = new Map<string, StyleDefinition>();
  private defaultParagraphStyleId?: string;
  private defaultCharacterStyleId?: string;
  private defaultRun: RunProperties = {};
  private defaultParagraph: ParagraphProperties = {};
  private readonly chainRunCache = new Map<string, RunProperties>();
  private readonly baseCache = new Map<string, RunProperties>();
  private readonly plainRunCache = new Map<string, ResolvedRun>();
  // Every paragraph asks for its style's chain, name and heading level: answered once per style.
  private readonly chainCache = new Map<string, readonly StyleDefinition[]>();
  private readonly displayNameCache = new Map<string, string | undefined>();
  private readonly styleHeadingCache = new Map<string, number | undefined>();
  private readonly styleLayoutCache = new Map<string, Record<string, string>>();
  private readonly styleLayoutResult = new Map<string, Record<string, string> | undefined>();

  constructor(
    root: XmlElement | undefined,
    private readonly theme: ThemeFonts,
  ) {
    if (!root) return;
    for (const element of root.children) {
      if (element.name === 'w:docDefaults') {
        const rPr = element.child('w:rPrDefault')?.child('w:rPr');
        if (rPr) this.defaultRun = readRunProperties(rPr, theme);
        const pPr = element.child('w:pPrDefault')?.child('w:pPr');
        if (pPr) this.defaultParagraph = readParagraphProperties(pPr);
      } else if (element.name === 'w:style') {
        const id = element.attr('w:styleId');
        if (!id) continue;
        const type = element.attr('w:type') ?? 'paragraph';
        const rPr = element.child('w:rPr');
        const pPr = element.child('w:pPr');
        const style: StyleDefinition = {
          id,
          type,
          name: element.child('w:name')?.attr('w:val'),
          basedOn: element.child('w:basedOn')?.attr('w:val'),
          run: rPr ? readRunProperties(rPr, theme) : {},
          paragraph: pPr ? readParagraphProperties(pPr) : {},
        };
        this.styles.set(id, style);
        const isDefault = element.attr('w:default');
        if (isDefault !== undefined && isOn(isDefault)) {
          if (type === 'paragraph') this.defaultParagraphStyleId ??= id;
          else if (type === 'character') this.defaultCharacterStyleId ??= id;
        }
      }
    }
  }

  get themeFonts(): ThemeFonts {
    return this.theme;
  }

  /** The style id that applies to a paragraph (its pStyle, else the default paragraph style). */
  paragraphStyleId(direct: string | undefined): string | undefined {
    return direct !== undefined && this.styles.has(direct) ? direct : this.defaultParagraphStyleId;
  }

  style(id: string | undefined): StyleDefinition | undefined {
    return id === undefined ? undefined : this.styles.get(id);
  }

  /** The style and its basedOn ancestors, most derived first (cycles cut). */
  chain(id: string | undefined): readonly StyleDefinition[] {
    if (id === undefined) return NO_STYLES;
    let out = this.chainCache.get(id);
    if (out) return out;
    const chain: StyleDefinition[] = [];
    const seen = new Set<string>();
    let current = this.style(id);
    while (current && !seen.has(current.id) && chain.length < 32) {
      seen.add(current.id);
      chain.push(current);
      current = this.style(current.basedOn);
    }
    out = chain;
    this.chainCache.set(id, out);
    return out;
  }

  /** Display name of a style: built-in names Word stores in lower case are shown as Word does. */
  displayName(id: string | undefined): string | undefined {
    if (id === undefined) return undefined;
    if (this.displayNameCache.has(id)) return this.displayNameCache.get(id);
    const name = this.computeDisplayName(id);
    this.displayNameCache.set(id, name);
    return name;
  }

  private computeDisplayName(id: string): string | undefined {
    const style = this.style(id);
    if (!style) return undefined;
    const name = style.name ?? style.id;
    const builtIn = BUILT_IN_DISPLAY_NAMES[name];
    if (builtIn) return builtIn;
    const toc = /^toc ([1-9])$/.exec(name);
    if (toc) return `TOC ${toc[1]}`;
    return /^[a-z][a-z0-9 ]*$/.test(name) ? name.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : name;
  }

  /** Paragraph property from direct formatting, else the style chain, else docDefaults. */
  paragraphProperty<K extends keyof ParagraphProperties>(
    styleId: string | undefined,
    direct: ParagraphProperties,
    key: K,
  ): ParagraphProperties[K] {
    if (direct[key] !== undefined) return direct[key];
    for (const style of this.chain(styleId)) if (style.paragraph[key] !== undefined) return style.paragraph[key];
    return this.defaultParagraph[key];
  }

  /**
   * A paragraph's layout as a reader sees it: docDefaults, then the style chain from its base,
   * then direct formatting; only values other than the defaults are kept.
   */
  paragraphLayout(styleId: string | undefined, direct: ParagraphProperties): Record<string, string> | undefined {
    const key = styleId ?? '';
    let inherited = this.styleLayoutCache.get(key);
    if (!inherited) {
      inherited = { ...this.defaultParagraph.layout };
      const chain = this.chain(styleId);
      for (let k = chain.length - 1; k >= 0; k--) Object.assign(inherited, chain[k].paragraph.layout);
      this.styleLayoutCache.set(key, inherited);
    }
    // Most paragraphs have no direct layout: theirs is their style's, worked out once and shared
    // (readers copy it before adding to it).
    if (!direct.layout) {
      if (!this.styleLayoutResult.has(key)) this.styleLayoutResult.set(key, visibleLayout(inherited));
      return this.styleLayoutResult.get(key);
    }
    return visibleLayout({ ...inherited, ...direct.layout });
  }

  /** Heading level 1..9 from outline level
 or a `Heading N` style name along basedOn. */
  headingLevel(styleId: string | undefined, direct: ParagraphProperties): number | undefined {
    // Without a direct outline level the answer is the style's alone.
    if (direct.outlineLevel !== undefined || styleId === undefined) return this.computeHeadingLevel(styleId, direct);
    if (this.styleHeadingCache.has(styleId)) return this.styleHeadingCache.get(styleId);
    const level = this.computeHeadingLevel(styleId, direct);
    this.styleHeadingCache.set(styleId, level);
    return level;
  }

  private computeHeadingLevel(styleId: string | undefined, direct: ParagraphProperties): number | undefined {
    const outline = this.paragraphProperty(styleId, direct, 'outlineLevel');
    if (outline !== undefined) return outline >= 0 && outline <= 8 ? outline + 1 : undefined;
    for (const style of this.chain(styleId)) {
      const match = /^heading\s*([1-9])$/i.exec(style.name ?? '');
      if (match) return Number(match[1]);
    }
    return undefined;
  }

  /** Numbering (numId, ilvl) from direct formatting or the paragraph style chain. */
  numbering(styleId: string | undefined, direct: ParagraphProperties): { numId: string; level: number } | undefined {
    let numId = direct.numId;
    let level = direct.numLevel;
    if (numId === undefined || level === undefined) {
      for (const style of this.chain(styleId)) {
        numId ??= style.paragraph.numId;
        level ??= style.paragraph.numLevel;
        if (numId !== undefined && level !== undefined) break;
      }
    }
    if (numId === undefined || numId === '0') return undefined;
    return { numId, level: Math.min(8, Math.max(0, level ?? 0)) };
  }

  /** Resolves a run's style from its paragraph style, character style and direct properties. */
  resolveRun(
    paragraphStyleId: string | undefined,
    characterStyleId: string | undefined,
    direct: RunProperties,
  ): ResolvedRun {
    let hasDirect = false;
    for (const key in direct) {
      if (direct[key as keyof RunProperties] !== undefined) {
        hasDirect = true;
        break;
      }
    }
    // Most runs have no direct formatting: theirs is resolved once per pair of styles (the
    // result is shared, its readers copy the style).
    const plainKey = hasDirect ? undefined : `${paragraphStyleId ?? ''}\u0000${characterStyleId ?? ''}`;
    if (plainKey !== undefined) {
      const cached = this.plainRunCache.get(plainKey);
      if (cached) return cached;
    }
    const base = this.baseRun(paragraphStyleId, characterStyleId ?? this.defaultCharacterStyleId);
    const merged: RunProperties = { ...base };
    for (const key in direct) {
      const value = direct[key as keyof RunProperties];
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
    const resolved = { style: toRunStyle(merged), hidden: merged.hidden === true };
    if (plainKey !== undefined) this.plainRunCache.set(plainKey, resolved);
    return resolved;
  }

  private baseRun(paragraphStyleId: string | undefined, characterStyleId: string | undefined): RunProperties {
    const key = `${paragraphStyleId ?? ''}\u0000${characterStyleId ?? ''}`;
    const cached = this.baseCache.get(key);
    if (cached) return cached;
    const paragraphRun = paragraphStyleId ? this.chainRun(paragraphStyleId) : {};
    const characterRun = characterStyleId ? this.chainRun(characterStyleId) : {};
    const merged: RunProperties = { ...this.defaultRun };
    for (const source of [paragraphRun, characterRun]) {
      for (const key in source) {
        if ((TOGGLES as readonly string[]).includes(key)) continue;
        const value = source[key as keyof RunProperties];
        if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
      }
    }
    for (const toggle of TOGGLES) {
      const fromParagraph = paragraphRun[toggle];
      const fromCharacter = characterRun[toggle];
      if (fromParagraph !== undefined || fromCharacter !== undefined) {
        merged[toggle] = (fromParagraph ?? false) !== (fromCharacter ?? false);
      }
    }
    this.baseCache.set(key, merged);
    return merged;
  }

  /** Run properties of a style with its basedOn chain applied (the most derived value wins). */
  private chainRun(id: string): RunProperties {
    const cached = this.chainRunCache.get(id);
    if (cached) return cached;
    const merged: RunProperties = {};
    const chain = this.chain(id);
    for (let i = chain.length - 1; i >= 0; i--) {
      const run = chain[i].run;
      for (const key in run) {
        const value = run[key as keyof RunProperties];
        if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
      }
    }
    this.chainRunCache.set(id, merged);
    return merged;
  }
}

const NO_STYLES: readonly StyleDefinition[] = [];

/** Built-in names Word stores in lower case and shows differently from plain capitalisation. */
const BUILT_IN_DISPLAY_NAMES: Record<string, string> = {
  'annotation text': 'Comment Text',
  'annotation reference': 'Comment Reference',
  'annotation subject': 'Comment Subject',
  'table of figures': 'Table of Figures',
  'table of authorities': 'Table of Authorities',
  'toa heading': 'TOA Heading',
  'index heading': 'Index Heading',
  'envelope address': 'Envelope Address',
  'envelope return': 'Envelope Return',
  macro: 'Macro Text',
  'Default Paragraph Font': 'Default Paragraph Font',
};

function toRunStyle(props: RunProperties): RunStyle {
  const style: RunStyle = {};
  if (props.bold) style.bold = true;
  if (props.italic) style.italic = true;
  if (props.underline && props.underline !== 'none') style.underline = props.underline;
  if (props.strike) style.strike = true;
  if (props.font) style.font = props.font;
  if (props.size !== undefined) style.size = props.size;
  if (props.color) style.color = props.color;
  const highlight = props.highlight ?? props.shading;
  if (highlight) style.highlight = highlight;
  if (props.vertAlign === 'superscript' || props.vertAlign === 'subscript') style.vertAlign = props.vertAlign;
  return style;
}

/** ST_OnOff: absent value means on. */
export function isOn(value: string | undefined): boolean {
  return value === undefined || value === 'true' || value === '1' || value === 'on';
}

/** Reads one rPr element (the rStyle reference is read separately by the caller). */
export function readRunProperties(rPr: XmlElement, theme: ThemeFonts): RunProperties {
  const props: RunProperties = {};
  for (const element of rPr.children) {
    switch (element.name) {
      case 'w:b':
        props.bold = isOn(element.attrs['w:val']);
        break;
      case 'w:i':
        props.italic = isOn(element.attrs['w:val']);
        break;
      case 'w:strike':
      case 'w:dstrike': {
        const on = isOn(element.attrs['w:val']);
        // strike and dstrike both mean "struck through"; one switched off must not clear the other.
        if (on || props.strike === undefined) props.strike = on;
        break;
      }
      case 'w:vanish':
        props.hidden = isOn(element.attrs['w:val']);
        break;
      case 'w:u':
        props.underline = element.attrs['w:val'] ?? 'single';
        break;
      case 'w:rFonts': {
        const font = themeFont(element.attrs['w:asciiTheme'], theme) ?? element.attrs['w:ascii'];
        if (font) props.font = font;
        break;
      }
      case 'w:sz': {
        const halfPoints = parseHalfPoints(element.attrs['w:val']);
        if (halfPoints !== undefined) props.size = halfPoints / 2;
        break;
      }
      case 'w:color': {
        const color = element.attrs['w:val'];
        if (color && /^[0-9a-fA-F]{6}$/.test(color)) props.color = color.toUpperCase();
        else if (color === 'auto') props.color = undefined;
        break;
      }
      case 'w:highlight': {
        const value = element.attrs['w:val'];
        if (value && value !== 'none') props.highlight = value;
        break;
      }
      case 'w:shd': {
        const fill = element.attrs['w:fill'];
        if (fill && /^[0-9a-fA-F]{6}$/.test(fill)) props.shading = fill.toUpperCase();
        break;
      }
      case 'w:vertAlign':
        props.vertAlign = element.attrs['w:val'];
        break;
    }
  }
  return props;
}

export function readParagraphProperties(pPr: XmlElement): ParagraphProperties {
  const props: ParagraphProperties = {};
  for (const element of pPr.children) {
    switch (element.name) {
      case 'w:pStyle':
        props.styleId = element.attrs['w:val'];
        break;
      case 'w:jc':
        props.alignment = normalizeAlignment(element.attrs['w:val']);
        break;
      case 'w:outlineLvl': {
        const level = Number(element.attrs['w:val']);
        if (Number.isInteger(level)) {
          props.outlineLevel = level;
          layout(props)['outline level'] = level >= 0 && level <= 8 ? `level ${level + 1}` : 'body text';
        }
        break;
      }
      case 'w:ind':
        readIndent(element, layout(props));
        break;
      case 'w:spacing':
        readSpacing(element, layout(props));
        break;
      case 'w:keepNext':
        layout(props)['keep with next'] = String(isOn(element.attrs['w:val']));
        break;
      case 'w:keepLines':
        layout(props)['keep lines together'] = String(isOn(element.attrs['w:val']));
        break;
      case 'w:pageBreakBefore':
        layout(props)['page break before'] = String(isOn(element.attrs['w:val']));
        break;
      case 'w:pBdr':
        layout(props).borders = readBorders(element);
        break;
      case 'w:shd':
        layout(props).shading = readShading(element);
        break;
      case 'w:tabs':
        layout(props).tabs = readTabs(element);
        break;
      case 'w:numPr': {
        const numId = element.child('w:numId')?.attrs['w:val'];
        const level = Number(element.child('w:ilvl')?.attrs['w:val']);
        if (numId !== undefined) props.numId = numId;
        if (Number.isInteger(level)) props.numLevel = level;
        break;
      }
    }
  }
  return props;
}

/** The values of a resolved layout other than the defaults, or undefined when none is. */
function visibleLayout(merged: Record<string, string>): Record<string, string> | undefined {
  let out: Record<string, string> | undefined;
  for (const { name, default: fallback } of PARAGRAPH_PROPERTIES) {
    const value = merged[name];
    if (value === undefined || value === fallback) continue;
    (out ??= {})[name] = value;
  }
  return out;
}

function layout(props: ParagraphProperties): Record<string, string> {
  return (props.layout ??= {});
}

/** Points with at most two decimals, as changes show them (`36pt`). */
export function points(value: number): string {
  return `${Math.round(value * 100) / 100}pt`;
}

function twipsValue(value: string | undefined): string | undefined {
  const pt = twipsToPoints(value);
  return pt === undefined ? undefined : points(pt);
}

function readIndent(ind: XmlElement, out: Record<string, string>) {
  const left = twipsValue(ind.attrs['w:left'] ?? ind.attrs['w:start']);
  const right = twipsValue(ind.attrs['w:right'] ?? ind.attrs['w:end']);
  const firstLine = twipsValue(ind.attrs['w:firstLine']);
  const hanging = twipsValue(ind.attrs['w:hanging']);
  if (left !== undefined) out['indent left'] = left;
  if (right !== undefined) out['indent right'] = right;
  // First-line and hanging indents exclude each other: stating one clears an inherited other.
  if (hanging !== undefined) {
    out['indent hanging'] = hanging;
    out['indent first line'] = '0pt';
  } else if (firstLine !== undefined) {
    out['indent first line'] = firstLine;
    out['indent hanging'] = '0pt';
  }
}

function readSpacing(spacing: XmlElement, out: Record<string, string>) {
  const before = twipsValue(spacing.attrs['w:before']);
  const after = twipsValue(spacing.attrs['w:after']);
  if (before !== undefined) out['space before'] = before;
  if (after !== undefined) out['space after'] = after;
  const line = spacing.attrs['w:line'];
  if (line === undefined || !/^-?\d+$/.test(line)) return;
  const rule = spacing.attrs['w:lineRule'] ?? 'auto';
  if (rule === 'auto') {
    const lines = Math.round((Number(line) / 240) * 100) / 100;
    out['line spacing'] = lines === 1 ? 'single' : `${lines} lines`;
  } else out['line spacing'] = `${rule === 'exact' ? 'exactly' : 'at least'} ${points(Number(line) / 20)}`;
}

function readBorders(pBdr: XmlElement): string {
  const sides: string[] = [];
  for (const side of pBdr.children) {
    const kind = side.attrs['w:val'];
    if (!kind || kind === 'none' || kind === 'nil') continue;
    const size = Number(side.attrs['w:sz']);
    const color = side.attrs['w:color'];
    const parts = [side.name.replace(/^w:/, ''), kind];
    if (Number.isFinite(size)) parts.push(points(size / 8));
    if (color && color !== 'auto') parts.push(color.toUpperCase());
    sides.push(parts.join(' '));
  }
  return sides.length ? sides.join('; ') : 'none';
}

function readShading(shd: XmlElement): string {
  const pattern = shd.attrs['w:val'];
  const fill = shd.attrs['w:fill'];
  const parts: string[] = [];
  if (fill && fill !== 'auto') parts.push(fill.toUpperCase());
  if (pattern && pattern !== 'clear' && pattern !== 'nil') parts.push(pattern);
  return parts.length ? parts.join(' ') : 'none';
}

function readTabs(tabs: XmlElement): string {
  const stops: string[] = [];
  for (const tab of tabs.children) {
    const kind = tab.attrs['w:val'];
    const position = twipsValue(tab.attrs['w:pos']);
    if (!kind || kind === 'clear' || position === undefined) continue;
    const leader = tab.attrs['w:leader'];
    stops.push(`${kind} ${position}${leader && leader !== 'none' ? ` ${leader}` : ''}`);
  }
  return stops.length ? stops.join(', ') : 'none';
}

function normalizeAlignment(value: string | undefined): string | undefined {
  switch (value) {
    case 'left':
    case 'start':
      return 'left';
    case 'right':
    case 'end':
      return 'right';
    case 'center':
      return 'center';
    case 'both':
    case 'distribute':
    case 'thaiDistribute':
    case 'lowKashida':
    case 'mediumKashida':
    case 'highKashida':
      return 'both';
    default:
      return value;
  }
}

function themeFont(value: string | undefined, theme: ThemeFonts): string | undefined {
  if (!value) return undefined;
  const major = value.startsWith('major');
  if (value.endsWith('EastAsia')) return major ? theme.majorEastAsia : theme.minorEastAsia;
  if (value.endsWith('Bidi')) return major ? theme.majorBidi : theme.minorBidi;
  return major ? theme.major : theme.minor;
}

/** Half-points, also accepting the universal measures Strict OOXML allows (`11pt`). */
function parseHalfPoints(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const points = parseUniversalMeasure(value);
  return points === undefined ? undefined : points * 2;
}

/** A universal measure (`12pt`, `2.5cm`, `1in`) in points. */
export function parseUniversalMeasure(value: string): number | undefined {
  const match = /^(-?\d+(?:\.\d+)?)(mm|cm|in|pt|pc|pi)$/.exec(value.trim());
  if (!match) return undefined;
  const n = Number(match[1]);
  const factor: Record<string, number> = { mm: 72 / 25.4, cm: 72 / 2.54, in: 72, pt: 1, pc: 12, pi: 12 };
  return n * factor[match[2]];
}

/** A twips measure (ST_TwipsMeasure) in points. */
export function twipsToPoints(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value) / 20;
  return parseUniversalMeasure(value);
}

/** Major and minor Latin fonts of the theme, which asciiTheme references point at. */
export function readThemeFonts(root: XmlElement | undefined): ThemeFonts {
  const fonts: ThemeFonts = {};
  if (!root) return fonts;
  const scheme = findElement(root, 'a:fontScheme');
  if (!scheme) return fonts;
  const major = scheme.child('a:majorFont');
  const minor = scheme.child('a:minorFont');
  fonts.major = nonEmpty(major?.child('a:latin')?.attr('typeface'));
  fonts.minor = nonEmpty(minor?.child('a:latin')?.attr('typeface'));
  fonts.majorEastAsia = nonEmpty(major?.child('a:ea')?.attr('typeface'));
  fonts.minorEastAsia = nonEmpty(minor?.child('a:ea')?.attr('typeface'));
  fonts.majorBidi = nonEmpty(major?.child('a:cs')?.attr('typeface'));
  fonts.minorBidi = nonEmpty(minor?.child('a:cs')?.attr('typeface'));
  return fonts;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value ? value : undefined;
}

function findElement(element: XmlElement, name: string): XmlElement | undefined {
  if (element.name === name) return element;
  for (const child of element.children) {
    const found = findElement(child, name);
    if (found) return found;
  }
  return undefined;
}
