import { ZipArchive } from '../../archive/zip';
import { CorruptDocumentError } from '../../errors';
import type {
  Block,
  Box,
  DocumentModel,
  InlineObject,
  ParagraphBlock,
  ReaderWarning,
  RunStyle,
  ShapeBlock,
  Story,
  TableBlock,
  TextRun,
} from '../../model/document';
import type { ReadOptions } from '../reader';
import { slideLabel, type SlidesFamilyData } from './model';
import {
  attr,
  child,
  children,
  descendant,
  inVocabulary,
  is,
  local,
  nsAttr,
  pathOf,
  textContent,
  type XmlElement,
} from './tree';
import { canonicalXml, parseOdfPart } from '../package/xml-tree';
import { odfChartIdentity } from '../shared/chart';
import { sha1 } from '../package/digest';

/**
 * Reader for OpenDocument presentations. Each `draw:page` is a slide story of shape blocks
 * (frames, custom shapes, basic shapes, groups) with boxes from svg:x/y/width/height; text
 * comes from text:p, text:h and text:list with styles resolved from automatic and common
 * styles; `presentation:notes` become notes stories.
 */

const POINTS_PER_UNIT: Record<string, number> = { pt: 1, pc: 12, in: 72, cm: 72 / 2.54, mm: 72 / 25.4, px: 0.75 };

export function parseLength(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const match = /^(-?[\d.]+)\s*([a-z]*)$/i.exec(value.trim());
  if (!match) return undefined;
  const factor = POINTS_PER_UNIT[match[2].toLowerCase() || 'pt'];
  return factor === undefined ? undefined : Number(match[1]) * factor;
}

const SHAPE_ELEMENTS = new Set([
  'frame',
  'custom-shape',
  'rect',
  'ellipse',
  'circle',
  'polygon',
  'polyline',
  'path',
  'line',
  'connector',
  'caption',
  'measure',
  'g',
  'regular-polygon',
  'control',
]);
const CLASS_PLACEHOLDERS: Record<string, string> = {
  title: 'title',
  outline: 'body',
  subtitle: 'subTitle',
  notes: 'body',
  graphic: 'pic',
  object: 'obj',
  chart: 'chart',
  table: 'tbl',
  page: 'sldImg',
  header: 'hdr',
  footer: 'ftr',
  'date-time': 'dt',
  'page-number': 'sldNum',
};

export function readOdp(bytes: Uint8Array, options: ReadOptions = {}): DocumentModel {
  return new OdpReader(ZipArchive.of(bytes, options.archive, options.archiveLimits)).read();
}

interface TextStyle {
  parent?: string;
  style: RunStyle;
}

class OdpReader {
  private readonly warnings = new Map<string, ReaderWarning>();
  private readonly textStyles = new Map<string, TextStyle>();
  private readonly fontFamilies = new Map<string, string>();
  /** The document's default text properties (style:default-style), under every style chain. */
  private defaults: RunStyle = {};
  private slideSize = { width: 720, height: 540 };

  constructor(private readonly zip: ZipArchive) {}

  read(): DocumentModel {
    const contentText = this.zip.text('content.xml');
    if (contentText === undefined) throw new CorruptDocumentError("the OpenDocument package has no 'content.xml'");
    const content = parseOdfPart(contentText, 'content.xml');
    const stylesText = this.zip.text('styles.xml');
    const styles = stylesText ? parseOdfPart(stylesText, 'styles.xml') : undefined;
    // Fonts are named by declaration; LibreOffice renumbers the declarations on each save.
    for (const part of [styles, content])
      for (const face of children(child(part, 'office:font-face-decls'), 'style:font-face')) {
        const name = nsAttr(face, 'style:name');
        const family = nsAttr(face, 'svg:font-family');
        if (name && family) this.fontFamilies.set(name, unquoteFamily(family));
      }
    if (styles) {
      this.collectDefaults(child(styles, 'office:styles'));
      this.collectStyles(child(styles, 'office:styles'));
      this.collectStyles(child(styles, 'office:automatic-styles'));
      this.slideSize = this.pageSize(styles) ?? this.slideSize;
    }
    this.collectStyles(child(content, 'office:automatic-styles'));
    const presentation = child(child(content, 'office:body'), 'office:presentation');
    if (!presentation) throw new CorruptDocumentError('content.xml has no office:presentation body');
    const stories: Story[] = [];
    const slides: SlidesFamilyData['slides'] = [];
    for (const page of children(presentation, 'draw:page')) {
      const number = slides.length + 1;
      const key = `slide:${number}`;
      const blocks = this.readShapes(page);
      const title = blocks.find((b): b is ShapeBlock => b.type === 'shape' && b.placeholder === 'title');
      const titleText = title?.blocks
        .map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : ''))
        .join(' ')
        .trim();
      stories.push({
        kind: 'slide',
        key,
        label: slideLabel(number, titleText || undefined),
        pageSize: this.slideSize,
        blocks,
      });
      const notes = child(page, 'presentation:notes');
      if (notes) {
        const notesBlocks = this.readShapes(notes).filter((b) => b.type === 'shape' && b.placeholder !== 'sldImg');
        stories.push({ kind: 'notes', key: `notes:${key}`, label: `notes of slide ${number}`, blocks: notesBlocks });
      }
      slides.push({
        key,
        part: 'content.xml',
        number,
        id: nsAttr(page, 'draw:name') ?? nsAttr(page, 'draw:id') ?? '',
        path: pathOf(page),
      });
    }
    const familyData: SlidesFamilyData = { kind: 'odp', slides, slideSize: this.slideSize };
    return {
      format: 'odp',
      stories,
      metadata: this.metadata(),
      pageCount: slides.length,
      pageSize: this.slideSize,
      warnings: [...this.warnings.values()],
      familyData,
    };
  }

  private warn(code: string, message: string, element?: XmlElement) {
    if (!this.warnings.has(code + message))
      this.warnings.set(code + message, {
        code,
        message,
        locator: element ? { part: 'content.xml', path: pathOf(element) } : undefined,
      });
  }

  private metadata(): DocumentModel['metadata'] {
    const text = this.zip.text('meta.xml');
    if (!text) return {};
    const meta = descendant(parseOdfPart(text, 'meta.xml'), 'office:meta');
    const value = (name: string) => textContent(meta?.children.find((e) => local(e) === name))?.trim() || undefined;
    return {
      title: value('title'),
      author: value('initial-creator'),
      lastModifiedBy: value('creator'),
      created: value('creation-date'),
      modified: value('date'),
    };
  }

  private pageSize(styles: XmlElement): { width: number; height: number } | undefined {
    const master = child(child(styles, 'office:master-styles'), 'style:master-page');
    const layoutName = master ? nsAttr(master, 'style:page-layout-name') : undefined;
    const layouts = children(child(styles, 'office:automatic-styles'), 'style:page-layout');
    const layout = layouts.find((l) => nsAttr(l, 'style:name') === layoutName) ?? layouts[0];
    const properties = child(layout, 'style:page-layout-properties');
    const width = parseLength(nsAttr(properties, 'fo:page-width'));
    const height = parseLength(nsAttr(properties, 'fo:page-height'));
    return width && height ? { width, height } : undefined;
  }

  /** Graphic defaults first: they are what a frame's text starts from; paragraph ones fill gaps. */
  private collectDefaults(container: XmlElement | undefined) {
    const defaults = children(container, 'style:default-style');
    for (const family of ['graphic', 'presentation', 'paragraph']) {
      const style = defaults.find((d) => nsAttr(d, 'style:family') === family);
      const own = this.textProperties(child(style, 'style:text-properties'));
      for (const [key, value] of Object.entries(own))
        if (!(key in this.defaults)) (this.defaults as Record<string, unknown>)[key] = value;
    }
  }

  private collectStyles(container: XmlElement | undefined) {
    for (const style of children(container, 'style:style')) {
      const name = nsAttr(style, 'style:name');
      if (!name) continue;
      const runStyle = this.textProperties(child(style, 'style:text-properties'));
      this.textStyles.set(name, { parent: nsAttr(style, 'style:parent-style-name'), style: runStyle });
    }
  }

  private textProperties(properties: XmlElement | undefined): RunStyle {
    const runStyle: RunStyle = {};
    {
      if (properties) {
        const weight = nsAttr(properties, 'fo:font-weight');
        if (weight) runStyle.bold = weight === 'bold' || Number(weight) >= 600;
        const fontStyle = nsAttr(properties, 'fo:font-style');
        if (fontStyle) runStyle.italic = fontStyle === 'italic' || fontStyle === 'oblique';
        const underline = nsAttr(properties, 'style:text-underline-style');
        if (underline)
          runStyle.underline =
            underline === 'none'
              ? 'none'
              : nsAttr(properties, 'style:text-underline-type') === 'double'
                ? 'double'
                : 'single';
        const strike = nsAttr(properties, 'style:text-line-through-style');
        if (strike) runStyle.strike = strike !== 'none';
        const size = parseLength(nsAttr(properties, 'fo:font-size'));
        if (size) runStyle.size = Math.round(size * 100) / 100;
        const declared = nsAttr(properties, 'style:font-name');
        const font = (declared && this.fontFamilies.get(declared)) ?? declared ?? nsAttr(properties, 'fo:font-family');
        if (font) runStyle.font = unquoteFamily(font);
        const color = nsAttr(properties, 'fo:color');
        if (color?.startsWith('#')) runStyle.color = color.slice(1).toUpperCase();
        const background = nsAttr(properties, 'fo:background-color');
        if (background?.startsWith('#')) runStyle.highlight = background.slice(1).toUpperCase();
      }
    }
    return runStyle;
  }

  private resolvedStyle(names: (string | undefined)[]): RunStyle {
    const merged: RunStyle = {};
    for (const first of names) {
      let name = first;
      for (let depth = 0; name && depth < 20; depth++) {
        const style = this.textStyles.get(name);
        if (!style) break;
        for (const [key, value] of Object.entries(style.style))
          if (!(key in merged)) (merged as Record<string, unknown>)[key] = value;
        name = style.parent;
      }
    }
    for (const [key, value] of Object.entries(this.defaults))
      if (!(key in merged)) (merged as Record<string, unknown>)[key] = value;
    for (const key of Object.keys(merged) as (keyof RunStyle)[]) {
      const value = merged[key];
      if (value === false || value === 'none') delete merged[key];
    }
    return merged;
  }

  private readShapes(container: XmlElement): Block[] {
    const blocks: Block[] = [];
    for (const element of container.children) {
      if (!inVocabulary(element, 'draw') || !SHAPE_ELEMENTS.has(local(element))) {
        if (inVocabulary(element, 'draw'))
          this.warn('unknown-shape', `slide element draw:${local(element)} is not compared`, element);
        continue;
      }
      blocks.push(this.readShape(element));
    }
    return blocks;
  }

  private readShape(element: XmlElement): ShapeBlock {
    const name = local(element);
    const presentationClass = nsAttr(element, 'presentation:class');
    const shape: ShapeBlock = {
      type: 'shape',
      id: nsAttr(element, 'draw:id') ?? attr(element, 'xml:id'),
      name: nsAttr(element, 'draw:name'),
      placeholder: presentationClass ? (CLASS_PLACEHOLDERS[presentationClass] ?? presentationClass) : undefined,
      box: shapeBox(element),
      blocks: [],
      locator: { part: 'content.xml', path: pathOf(element) },
    };
    if (!shape.id) delete shape.id;
    if (!shape.name) delete shape.name;
    if (!shape.placeholder) delete shape.placeholder;
    if (name === 'g') {
      shape.blocks = this.readShapes(element);
      shape.box = unionBox(shape.blocks.map((b) => (b.type === 'shape' ? b.box : undefined)));
      return shape;
    }
    // Nearest first: a paragraph style LibreOffice adds on a re-save (draw:text-style-name)
    // refines the frame's graphic or presentation style, which still supplies the rest.
    const frameStyle = [
      nsAttr(element, 'draw:text-style-name'),
      nsAttr(element, 'presentation:style-name'),
      nsAttr(element, 'draw:style-name'),
    ];
    if (name === 'frame') {
      const inner: XmlElement | undefined = element.children.find(
        (e) => !is(e, 'svg:title') && !is(e, 'svg:desc') && !is(e, 'draw:contour-polygon'),
      );
      if (!inner) return shape;
      if (is(inner, 'draw:text-box')) shape.blocks = this.readText(inner, frameStyle);
      else if (is(inner, 'draw:image')) shape.object = this.imageObject(inner, shape.name);
      else if (is(inner, 'draw:object') || is(inner, 'draw:object-ole') || is(inner, 'draw:plugin'))
        shape.object = this.embeddedObject(inner, shape.name);
      else if (is(inner, 'table:table')) shape.blocks = [this.readTable(inner, frameStyle)];
      else {
        this.warn('unknown-frame', `a frame holding ${inner.name} is compared by its markup`, inner);
        shape.object = { kind: 'object', hash: sha1(canonicalXml(inner)), name: shape.name ?? 'object' };
      }
      return shape;
    }
    shape.blocks = this.readText(element, frameStyle);
    return shape;
  }

  private imageObject(image: XmlElement, name: string | undefined): InlineObject {
    const href = nsAttr(image, 'xlink:href');
    const path = href?.replace(/^\.\//, '');
    if (path && this.zip.has(path))
      return { kind: 'image', hash: sha1(this.zip.read(path)), name: name ?? path.slice(path.lastIndexOf('/') + 1) };
    const binary = child(image, 'office:binary-data');
    if (binary) return { kind: 'image', hash: sha1(textContent(binary) ?? ''), name: name ?? 'image' };
    return { kind: 'image', hash: sha1(href ?? canonicalXml(image)), name: name ?? href ?? 'image' };
  }

  private embeddedObject(object: XmlElement, name: string | undefined): InlineObject {
    const href = nsAttr(object, 'xlink:href')?.replace(/^\.\//, '');
    if (href) {
      const parts = this.zip
        .names()
        .filter((n) => n.startsWith(`${href}/`) && n.endsWith('content.xml'))
        .sort();
      // A chart is what a reader sees of it (type, title, series, axes), not its bytes.
      const chart = parts.includes(`${href}/content.xml`)
        ? odfChartIdentity(this.zip.text(`${href}/content.xml`), `${href}/content.xml`)
        : undefined;
      if (chart) return { kind: 'chart', ...chart, name: name ?? href };
      if (parts.length)
        return { kind: 'chart', hash: sha1(parts.map((p) => sha1(this.zip.read(p))).join(',')), name: name ?? href };
      if (this.zip.has(href)) return { kind: 'object', hash: sha1(this.zip.read(href)), name: name ?? href };
    }
    return { kind: 'object', hash: sha1(canonicalXml(object)), name: name ?? 'object' };
  }

  private readTable(table: XmlElement, frameStyle: (string | undefined)[]): TableBlock {
    const rows: TableBlock['rows'] = [];
    const visitRows = (container: XmlElement) => {
      for (const element of container.children) {
        if (is(element, 'table:table-row')) {
          rows.push({
            locator: { part: 'content.xml', path: pathOf(element) },
            cells: element.children
              .filter((c) => is(c, 'table:table-cell') || is(c, 'table:covered-table-cell'))
              .map((c) => {
                const span = Number(nsAttr(c, 'table:number-columns-spanned') ?? 1);
                return {
                  blocks: this.readText(c, [nsAttr(c, 'table:style-name'), ...frameStyle]),
                  locator: { part: 'content.xml', path: pathOf(c) },
                  ...(span > 1 ? { colSpan: span } : {}),
                };
              }),
          });
        } else if (
          is(element, 'table:table-rows') ||
          is(element, 'table:table-header-rows') ||
          is(element, 'table:table-row-group')
        )
          visitRows(element);
      }
    };
    visitRows(table);
    return { type: 'table', rows, locator: { part: 'content.xml', path: pathOf(table) } };
  }

  private readText(container: XmlElement, inherited: (string | undefined)[], level = -1): ParagraphBlock[] {
    const paragraphs: ParagraphBlock[] = [];
    for (const element of container.children) {
      if (is(element, 'text:p') || is(element, 'text:h')) {
        const style = nsAttr(element, 'text:style-name');
        const runs: TextRun[] = [];
        this.readRuns(element, [style, ...inherited], runs);
        const paragraph: ParagraphBlock = {
          type: 'paragraph',
          runs,
          locator: { part: 'content.xml', path: pathOf(element) },
        };
        if (level >= 0) paragraph.list = { label: '•', level };
        paragraphs.push(paragraph);
      } else if (is(element, 'text:list')) {
        for (const item of element.children)
          if (is(item, 'text:list-item') || is(item, 'text:list-header'))
            paragraphs.push(...this.readText(item, inherited, level + 1));
      } else if (is(element, 'text:section')) paragraphs.push(...this.readText(element, inherited, level));
    }
    return paragraphs;
  }

  private readRuns(element: XmlElement, styles: (string | undefined)[], runs: TextRun[], link?: string) {
    for (const node of element.nodes ?? element.children) {
      if (typeof node === 'string') {
        const text = node.replace(/[\t\n\r ]+/g, ' ');
        if (text) runs.push({ text, style: this.resolvedStyle(styles), ...(link ? { link } : {}) });
        continue;
      }
      const e = node;
      const name = local(e);
      if (is(e, 'text:span')) this.readRuns(e, [nsAttr(e, 'text:style-name'), ...styles], runs, link);
      else if (is(e, 'text:a')) this.readRuns(e, styles, runs, nsAttr(e, 'xlink:href'));
      else if (is(e, 'text:s'))
        runs.push({
          text: ' '.repeat(Math.max(1, Number(nsAttr(e, 'text:c') ?? 1) || 1)),
          style: this.resolvedStyle(styles),
        });
      else if (is(e, 'text:tab')) runs.push({ text: '\t', style: this.resolvedStyle(styles) });
      else if (fieldOf(e) !== undefined) runs.push({ text: fieldOf(e)!, style: this.resolvedStyle(styles) });
      else if (is(e, 'text:line-break')) runs.push({ text: '\n', style: this.resolvedStyle(styles) });
      else if (name === 'annotation' || name === 'bookmark' || name === 'bookmark-start' || name === 'bookmark-end')
        continue;
      else this.readRuns(e, styles, runs, link);
    }
  }
}

/** A declared font family without the quotes ODF puts around names with spaces. */
function unquoteFamily(family: string): string {
  return family.trim().replace(/^(['"])(.*)\1$/, '$2');
}

/**
 * Fields a program fills in when it draws or saves the page, read by their kind: the cached
 * text is whatever the last program wrote ("Foliennummer", "<number>", "3") and a re-save
 * rewrites it. A fixed date or time is text the author chose, read as written.
 */
const FIELD_KINDS: Record<string, string> = {
  'text:page-number': '‹#›',
  'text:page-count': '‹page count›',
  'text:date': '‹date›',
  'text:time': '‹time›',
};

export function fieldText(qname: string, fixed: string | undefined): string | undefined {
  if ((qname === 'text:date' || qname === 'text:time') && fixed === 'true') return undefined;
  return FIELD_KINDS[qname];
}

function fieldOf(element: XmlElement): string | undefined {
  const kind = Object.keys(FIELD_KINDS).find((name) => is(element, name));
  return kind ? fieldText(kind, nsAttr(element, 'text:fixed')) : undefined;
}

function shapeBox(element: XmlElement): Box | undefined {
  const name = local(element);
  if (name === 'line' || name === 'connector' || name === 'measure') {
    const x1 = parseLength(nsAttr(element, 'svg:x1'));
    const y1 = parseLength(nsAttr(element, 'svg:y1'));
    const x2 = parseLength(nsAttr(element, 'svg:x2'));
    const y2 = parseLength(nsAttr(element, 'svg:y2'));
    if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) return undefined;
    return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
  }
  const width = parseLength(nsAttr(element, 'svg:width'));
  const height = parseLength(nsAttr(element, 'svg:height'));
  if (width === undefined || height === undefined) return undefined;
  return {
    x: parseLength(nsAttr(element, 'svg:x')) ?? 0,
    y: parseLength(nsAttr(element, 'svg:y')) ?? 0,
    width,
    height,
  };
}

function unionBox(boxes: (Box | undefined)[]): Box | undefined {
  const present = boxes.filter((b): b is Box => !!b);
  if (!present.length) return undefined;
  const x = Math.min(...present.map((b) => b.x));
  const y = Math.min(...present.map((b) => b.y));
  return {
    x,
    y,
    width: Math.max(...present.map((b) => b.x + b.width)) - x,
    height: Math.max(...present.map((b) => b.y + b.height)) - y,
  };
}
