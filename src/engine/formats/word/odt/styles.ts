import { PARAGRAPH_PROPERTIES } from '../../../model/document';
import type { RunStyle } from '../../../model/document';
import { childElements, firstChild, type XmlElement } from '../../package/xml-tree';

/**
 * ODF style resolution: common styles (styles.xml office:styles), automatic styles of the part
 * being read, list styles and font-face declarations. Text properties follow
 * style:parent-style-name chains; a child's properties override its parent's.
 */

interface StyleDefinition {
  name: string;
  family: string;
  parent?: string;
  displayName?: string;
  automatic: boolean;
  textProperties?: Record<string, string>;
  paragraphProperties?: Record<string, string>;
  listStyleName?: string;
  /** The master page a paragraph of this style starts (a page break with that page style). */
  masterPageName?: string;
  /** Columns of a section style (`2, space 24.6pt`). */
  columns?: string;
}

export type ListLevelStyle =
  | { kind: 'number'; format: string; prefix: string; suffix: string; startValue: number; displayLevels: number }
  | { kind: 'bullet'; char: string };

export type ListStyle = Map<number, ListLevelStyle>;

export interface ParagraphStyleInfo {
  /** Name people see (`Text body`); automatic styles report their parent's name. */
  styleName?: string;
  alignment?: string;
  listStyleName?: string;
  /** Layout other than the defaults, by PARAGRAPH_PROPERTIES name, as the Word reader gives it. */
  properties?: Record<string, string>;
}

const MAX_CHAIN = 32;

const DEFAULT_PARAGRAPH_STYLE = 'Standard';

/** The character style LibreOffice draws a link in when the link names none. */
const LINK_STYLE = 'Internet_20_link';
/** That style's look when the document does not define it: LibreOffice's built-in one. */
const BUILT_IN_LINK_LOOK: RunStyle = { underline: 'single', color: '000080' };

export class OdfStyleScope {
  private readonly styles = new Map<string, StyleDefinition>();
  private readonly listStyles = new Map<string, ListStyle>();
  private readonly fonts = new Map<string, string>();
  private readonly runStyleCache = new Map<string, RunStyle>();
  /** Page setup by master page name, as the Word reader shows a section's. */
  private readonly pageSetups = new Map<string, Record<string, string>>();
  /** The master page the document starts with. */
  readonly firstMasterPage: string | undefined;

  /** `commonRoot` is styles.xml; `partRoot` is the part whose automatic styles apply. */
  constructor(commonRoot: XmlElement | undefined, partRoot: XmlElement | undefined) {
    for (const root of [commonRoot, partRoot]) {
      if (!root) continue;
      const fontDecls = firstChild(root, 'office:font-face-decls');
      if (fontDecls) {
        for (const face of childElements(fontDecls, 'style:font-face')) {
          const family = face.attrs['svg:font-family'] ?? face.attrs['style:name'];
          if (face.attrs['style:name'] && family) this.fonts.set(face.attrs['style:name'], unquote(family));
        }
      }
    }
    const common = commonRoot ? firstChild(commonRoot, 'office:styles') : undefined;
    if (common) this.collect(common, false);
    const masters = commonRoot ? firstChild(commonRoot, 'office:master-styles') : undefined;
    const layouts = new Map<string, XmlElement>();
    for (const containerName of ['office:styles', 'office:automatic-styles']) {
      const container = commonRoot ? firstChild(commonRoot, containerName) : undefined;
      for (const layout of container ? childElements(container, 'style:page-layout') : [])
        if (layout.attrs['style:name']) layouts.set(layout.attrs['style:name'], layout);
    }
    const masterPages = masters ? childElements(masters, 'style:master-page') : [];
    for (const master of masterPages) {
      const name = master.attrs['style:name'];
      const layout = layouts.get(master.attrs['style:page-layout-name'] ?? '');
      if (!name || !layout) continue;
      const next = master.attrs['style:next-style-name'];
      // A page style followed by another is Word's different first page (LibreOffice's import of it).
      this.pageSetups.set(name, { ...pageSetup(layout), 'different first page': String(!!next && next !== name) });
    }
    // A document starts on the default master page, which LibreOffice names Standard.
    this.firstMasterPage = this.pageSetups.has(DEFAULT_PARAGRAPH_STYLE)
      ? DEFAULT_PARAGRAPH_STYLE
      : masterPages[0]?.attrs['style:name'];
    const automatic = partRoot ? firstChild(partRoot, 'office:automatic-styles') : undefined;
    if (automatic) this.collect(automatic, true);
  }

  private collect(container: XmlElement, automatic: boolean): void {
    for (const element of childElements(container)) {
      if (element.name === 'style:style') {
        const name = element.attrs['style:name'];
        const family = element.attrs['style:family'] ?? 'paragraph';
        if (!name) continue;
        this.styles.set(`${family}/${name}`, {
          name,
          family,
          automatic,
          parent: element.attrs['style:parent-style-name'],
          displayName: element.attrs['style:display-name'],
          textProperties: firstChild(element, 'style:text-properties')?.attrs,
          paragraphProperties: paragraphProperties(firstChild(element, 'style:paragraph-properties')),
          listStyleName: element.attrs['style:list-style-name'],
          masterPageName: element.attrs['style:master-page-name'],
          columns: columnsOf(firstChild(element, 'style:section-properties')),
        });
      } else if (element.name === 'text:list-style') {
        const name = element.attrs['style:name'];
        if (name) this.listStyles.set(name, readListStyle(element));
      }
    }
  }

  /** The chain from the root ancestor down to the named style (cycles and missing parents cut). */
  private chain(family: string, name: string | undefined): StyleDefinition[] {
    const out: StyleDefinition[] = [];
    const seen = new Set<string>();
    let current = name;
    while (current && !seen.has(current) && out.length < MAX_CHAIN) {
      seen.add(current);
      const style = this.styles.get(`${family}/${current}`);
      if (!style) break;
      out.unshift(style);
      current = style.parent;
    }
    return out;
  }

  has(family: string, name: string): boolean {
    return this.styles.has(`${family}/${name}`);
  }

  /** `base` with the text properties of a style (and its ancestors) applied over it. */
  applyRunStyle(base: RunStyle, family: 'paragraph' | 'text', name: string | undefined): RunStyle {
    if (!name) return base;
    const key = `${JSON.stringify(base)}|${family}/${name}`;
    const cached = this.runStyleCache.get(key);
    if (cached) return cached;
    let style: RunStyle = { ...base };
    for (const definition of this.chain(family, name)) {
      if (definition.textProperties) style = applyTextProperties(style, definition.textProperties, this.fonts);
    }
    this.runStyleCache.set(key, style);
    return style;
  }

  /**
   * A link's look: its own character style, else the one LibreOffice applies to a link without
   * one (a re-save writes that style's name out; the link is drawn the same either way).
   */
  applyLinkStyle(base: RunStyle, name: string | undefined): RunStyle {
    if (name) return this.applyRunStyle(base, 'text', name);
    if (this.styles.has(`text/${LINK_STYLE}`)) return this.applyRunStyle(base, 'text', LINK_STYLE);
    return { ...base, ...BUILT_IN_LINK_LOOK };
  }

  paragraphInfo(name: string | undefined): ParagraphStyleInfo {
    const chain = this.chain('paragraph', name);
    const info: ParagraphStyleInfo = {};
    const layout: Record<string, string> = {};
    for (const definition of chain) {
      const align = definition.paragraphProperties?.['fo:text-align'];
      if (align) info.alignment = normalizeAlignment(align);
      if (definition.paragraphProperties) readOdfLayout(definition.paragraphProperties, layout);
      if (definition.listStyleName !== undefined) info.listStyleName = definition.listStyleName || undefined;
    }
    for (const { name: property, default: fallback } of PARAGRAPH_PROPERTIES) {
      const value = layout[property];
      if (value !== undefined && value !== fallback) (info.properties ??= {})[property] = value;
    }
    const named = [...chain].reverse().find((definition) => !definition.automatic);
    // "Standard" is LibreOffice's name for the default paragraph style, which a paragraph without
    // a style has too (it names it on every re-save): the default, as Word's "Normal" is.
    if (named?.name === DEFAULT_PARAGRAPH_STYLE) return info;
    if (named) info.styleName = named.displayName ?? decodeStyleName(named.name);
    else if (name && chain.length === 0) info.styleName = decodeStyleName(name);
    return info;
  }

  /** The master page a paragraph of this style starts, if it starts one. */
  masterPageName(name: string | undefined): string | undefined {
    const chain = this.chain('paragraph', name);
    const named = [...chain].reverse().find((definition) => definition.masterPageName !== undefined);
    return named?.masterPageName || undefined;
  }

  /** Columns of a section style, when it has more than one. */
  sectionColumns(name: string | undefined): string | undefined {
    return name ? this.styles.get(`section/${name}`)?.columns : undefined;
  }

  /** Page size, orientation, margins and columns of a master page, as the Word reader names them. */
  pageSetup(masterPage: string | undefined): Record<string, string> | undefined {
    return masterPage ? this.pageSetups.get(masterPage) : undefined;
  }

  listStyle(name: string | undefined): ListStyle | undefined {
    return name ? this.listStyles.get(name) : undefined;
  }
}

function readListStyle(element: XmlElement): ListStyle {
  const levels: ListStyle = new Map();
  for (const level of childElements(element)) {
    const index = Number(level.attrs['text:level'] ?? '1');
    if (level.name === 'text:list-level-style-number') {
      levels.set(index, {
        kind: 'number',
        format: level.attrs['style:num-format'] ?? '',
        prefix: level.attrs['style:num-prefix'] ?? '',
        suffix: level.attrs['style:num-suffix'] ?? '',
        startValue: Number(level.attrs['text:start-value'] ?? '1') || 1,
        displayLevels: Number(level.attrs['text:display-levels'] ?? '1') || 1,
      });
    } else if (level.name === 'text:list-level-style-bullet') {
      levels.set(index, { kind: 'bullet', char: level.attrs['text:bullet-char'] ?? '•' });
    } else if (level.name === 'text:list-level-style-image') {
      // A picture bullet has no character; a plain bullet stands in for it.
      levels.set(index, { kind: 'bullet', char: '•' });
    }
  }
  return levels;
}

function applyTextProperties(base: RunStyle, props: Record<string, string>, fonts: Map<string, string>): RunStyle {
  const style: RunStyle = { ...base };
  const weight = props['fo:font-weight'];
  if (weight !== undefined) style.bold = weight === 'bold' || (/^\d+$/.test(weight) && Number(weight) >= 600);
  const fontStyle = props['fo:font-style'];
  if (fontStyle !== undefined) style.italic = fontStyle === 'italic' || fontStyle === 'oblique';
  const underline = props['style:text-underline-style'];
  if (underline !== undefined) {
    if (underline === 'none') style.underline = 'none';
    else if (props['style:text-underline-type'] === 'double') style.underline = 'double';
    else style.underline = underline === 'solid' ? 'single' : underline;
  } else if (props['style:text-underline-type'] === 'none') {
    style.underline = 'none';
  }
  const lineThrough = props['style:text-line-through-style'];
  if (lineThrough !== undefined) style.strike = lineThrough !== 'none';
  else if (props['style:text-line-through-type'] !== undefined) {
    style.strike = props['style:text-line-through-type'] !== 'none';
  }
  const fontName = props['style:font-name'];
  if (fontName !== undefined) style.font = fonts.get(fontName) ?? fontName;
  else if (props['fo:font-family'] !== undefined) style.font = unquote(props['fo:font-family']);
  const size = props['fo:font-size'];
  if (size !== undefined) {
    const percent = /^([\d.]+)%$/.exec(size);
    if (percent) {
      if (style.size !== undefined) style.size = round2((style.size * Number(percent[1])) / 100);
    } else {
      const points = lengthToPoints(size);
      if (points !== undefined) style.size = round2(points);
    }
  }
  const color = props['fo:color'];
  if (color !== undefined) {
    const hex = hexColor(color);
    if (hex) style.color = hex;
  }
  const background = props['fo:background-color'];
  if (background !== undefined) {
    const hex = hexColor(background);
    if (hex) style.highlight = hex;
    else if (background === 'transparent') delete style.highlight;
  }
  const position = props['style:text-position'];
  if (position !== undefined) {
    const first = position.trim().split(/\s+/)[0];
    if (first === 'super') style.vertAlign = 'superscript';
    else if (first === 'sub') style.vertAlign = 'subscript';
    else {
      const offset = Number.parseFloat(first);
      if (offset > 0) style.vertAlign = 'superscript';
      else if (offset < 0) style.vertAlign = 'subscript';
      else delete style.vertAlign;
    }
  }
  return style;
}

/** Drops "off" values so `{bold:false}` and `{}` compare equal. */
export function cleanRunStyle(style: RunStyle): RunStyle {
  const out: RunStyle = { ...style };
  if (!out.bold) delete out.bold;
  if (!out.italic) delete out.italic;
  if (!out.strike) delete out.strike;
  if (!out.underline || out.underline === 'none') delete out.underline;
  return out;
}

function normalizeAlignment(value: string): string {
  switch (value) {
    case 'start':
    case 'left':
      return 'left';
    case 'end':
    case 'right':
      return 'right';
    case 'justify':
      return 'both';
    default:
      return value;
  }
}

/** ODF encodes spaces in style names as `_20_` (and other characters as `_xx_`). */
export function decodeStyleName(name: string): string {
  return name.replace(/_([0-9a-fA-F]{2})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function unquote(value: string): string {
  return value.replace(/^['"]|['"]$/g, '');
}

function hexColor(value: string): string | undefined {
  const match = /^#([0-9a-fA-F]{6})$/.exec(value.trim());
  if (match) return match[1].toUpperCase();
  const short = /^#([0-9a-fA-F]{3})$/.exec(value.trim());
  if (short) return short[1].replace(/./g, (c) => c + c).toUpperCase();
  return undefined;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

const POINTS_PER_UNIT: Record<string, number> = {
  pt: 1,
  in: 72,
  cm: 72 / 2.54,
  mm: 72 / 25.4,
  pc: 12,
  px: 0.75,
};

function odfPoints(value: string | undefined): string | undefined {
  const pt = lengthToPoints(value);
  return pt === undefined ? undefined : `${toTwips(pt)}pt`;
}

/**
 * Points on Writer's grid of twips (1/20 pt), where it keeps every length: a re-save writes
 * 0.499cm back as 0.1965in, both 283 twips, 14.145 and 14.148 pt.
 */
function toTwips(points: number): number {
  return Math.round(points * 20) / 20;
}

/** Tab stops, as Word's are shown (`right 450pt`), under this key of a style's paragraph properties. */
const TAB_STOPS = 'docdelta:tab-stops';

/** A style's paragraph-properties attributes, with its tab stops (a child element) as TAB_STOPS. */
function paragraphProperties(element: XmlElement | undefined): Record<string, string> | undefined {
  const stops = element && firstChild(element, 'style:tab-stops');
  if (!stops) return element?.attrs;
  const shown = childElements(stops)
    .filter((stop) => stop.name === 'style:tab-stop')
    .map((stop) => {
      const position = odfPoints(stop.attrs['style:position']);
      const kind = stop.attrs['style:type'] ?? 'left';
      const leader = stop.attrs['style:leader-text'];
      return position === undefined ? '' : `${kind} ${position}${leader && leader !== ' ' ? ` ${leader}` : ''}`;
    })
    .filter(Boolean);
  return { ...element.attrs, [TAB_STOPS]: shown.length ? shown.join(', ') : 'none' };
}

/** Paragraph properties of one style, over what its parents gave (`out`). */
function readOdfLayout(attrs: Record<string, string>, out: Record<string, string>) {
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined) out[name] = value;
  };
  set('indent left', odfPoints(attrs['fo:margin-left']));
  set('indent right', odfPoints(attrs['fo:margin-right']));
  const indent = lengthToPoints(attrs['fo:text-indent']);
  if (indent !== undefined) {
    const pt = `${toTwips(Math.abs(indent))}pt`;
    out['indent first line'] = indent > 0 ? pt : '0pt';
    out['indent hanging'] = indent < 0 ? pt : '0pt';
  }
  set('space before', odfPoints(attrs['fo:margin-top']));
  set('space after', odfPoints(attrs['fo:margin-bottom']));
  const height = attrs['fo:line-height'];
  const percent = height && /^([\d.]+)%$/.exec(height);
  if (percent) {
    const lines = Math.round(Number(percent[1])) / 100;
    out['line spacing'] = lines === 1 ? 'single' : `${lines} lines`;
  } else if (height && height !== 'normal') set('line spacing', odfPoints(height) && `exactly ${odfPoints(height)}`);
  else if (height === 'normal') out['line spacing'] = 'single';
  const atLeast = odfPoints(attrs['style:line-height-at-least']);
  if (atLeast) out['line spacing'] = `at least ${atLeast}`;
  if (attrs['fo:keep-with-next']) out['keep with next'] = String(attrs['fo:keep-with-next'] === 'always');
  if (attrs['fo:keep-together']) out['keep lines together'] = String(attrs['fo:keep-together'] === 'always');
  if (attrs['fo:break-before']) out['page break before'] = String(attrs['fo:break-before'] === 'page');
  const borders = ['top', 'bottom', 'left', 'right']
    .map((side) => [side, attrs[`fo:border-${side}`] ?? attrs['fo:border']] as const)
    .filter(([, value]) => value !== undefined);
  if (borders.length) {
    const shown = borders.filter(([, value]) => value !== 'none').map(([side, value]) => `${side} ${value}`);
    out.borders = shown.length ? shown.join('; ') : 'none';
  }
  set('tabs', attrs[TAB_STOPS]);
  const background = attrs['fo:background-color'];
  if (background) out.shading = background === 'transparent' ? 'none' : background.replace('#', '').toUpperCase();
}

/** Columns of a page layout or section (`2, space 24.6pt`), undefined for one. */
function columnsOf(properties: XmlElement | undefined): string | undefined {
  const columns = properties && firstChild(properties, 'style:columns');
  const count = Number(columns?.attrs['fo:column-count'] ?? 1);
  if (!columns || !(count > 1)) return undefined;
  const gap = odfPoints(columns.attrs['fo:column-gap']);
  return gap ? `${count}, space ${gap}` : String(count);
}

/** A page layout's setup, under the names and in the values the Word reader gives a section's. */
function pageSetup(layout: XmlElement): Record<string, string> {
  const properties = firstChild(layout, 'style:page-layout-properties');
  const attrs = properties?.attrs ?? {};
  const setup: Record<string, string> = {};
  const width = odfPoints(attrs['fo:page-width']);
  const height = odfPoints(attrs['fo:page-height']);
  if (width && height) setup['page size'] = `${width} × ${height}`;
  const landscape =
    attrs['style:print-orientation'] === 'landscape' ||
    (attrs['style:print-orientation'] === undefined && width && height && parseFloat(width) > parseFloat(height));
  setup.orientation = landscape ? 'landscape' : 'portrait';
  setup.margins = ['top', 'right', 'bottom', 'left']
    .map((side) => `${side} ${odfPoints(attrs[`fo:margin-${side}`]) ?? '0pt'}`)
    .join(', ');
  setup.columns = columnsOf(properties) ?? '1';
  return setup;
}

/** An ODF length (`8.5in`, `21cm`, `12pt`) in points, or undefined when it has no unit we know. */
export function lengthToPoints(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const match = /^(-?[\d.]+)\s*(pt|in|cm|mm|pc|px)$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * POINTS_PER_UNIT[match[2]];
}

/** Page size of the first master page, from its page layout in styles.xml. */
export function firstPageSize(stylesRoot: XmlElement | undefined): { width: number; height: number } | undefined {
  if (!stylesRoot) return undefined;
  const master = firstChild(firstChild(stylesRoot, 'office:master-styles') ?? stylesRoot, 'style:master-page');
  const layoutName = master?.attrs['style:page-layout-name'];
  if (!layoutName) return undefined;
  for (const containerName of ['office:automatic-styles', 'office:styles']) {
    const container = firstChild(stylesRoot, containerName);
    if (!container) continue;
    for (const layout of childElements(container, 'style:page-layout')) {
      if (layout.attrs['style:name'] !== layoutName) continue;
      const props = firstChild(layout, 'style:page-layout-properties')?.attrs ?? {};
      const width = lengthToPoints(props['fo:page-width']);
      const height = lengthToPoints(props['fo:page-height']);
      if (width !== undefined && height !== undefined) return { width: round2(width), height: round2(height) };
    }
  }
  return undefined;
}
