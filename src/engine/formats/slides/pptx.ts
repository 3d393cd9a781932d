import { ZipArchive } from '../../archive/zip';
import { CorruptDocumentError, PasswordRequiredError } from '../../errors';
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
  TableCell,
  TextRun,
} from '../../model/document';
import type { ReadOptions } from '../reader';
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
  readPresentationPart,
  textContent,
  type XmlElement,
} from './tree';
import { canonicalXml } from '../package/xml-tree';
import { parseRelationships, relationshipKind, type Relationship } from '../package/opc';
import { relsPartOf } from '../package/part-names';
import { sha1 } from '../package/digest';
import { slideLabel, type SlidesFamilyData } from './model';
import { chartIdentity } from '../shared/chart';
import { applyColorTransforms } from '../shared/drawingml-color';
import { cellTextStyle, gridColumns, tableLook } from './table-style';

/**
 * Reader for PresentationML packages (pptx, pptm, potx, potm). Each slide is a story of shape
 * blocks in z-order with boxes in points; group children get their group's transform; pictures,
 * charts, SmartArt and OLE objects are objects hashed over their parts; text runs carry styles
 * resolved through the placeholder chain (slide → layout → master → presentation defaults).
 */

const EMU_PER_POINT = 12700;
const DEFAULT_FONT_SIZE = 18;
const LEVEL_NAMES = ['lvl1pPr', 'lvl2pPr', 'lvl3pPr', 'lvl4pPr', 'lvl5pPr', 'lvl6pPr', 'lvl7pPr', 'lvl8pPr', 'lvl9pPr'];

interface Placeholder {
  type: string;
  idx?: string;
  box?: Box;
  lstStyle?: XmlElement;
}

interface Theme {
  colors: Map<string, string>;
  majorFont?: string;
  minorFont?: string;
}

interface MasterInfo {
  placeholders: Placeholder[];
  titleStyle?: XmlElement;
  bodyStyle?: XmlElement;
  otherStyle?: XmlElement;
  colorMap: Map<string, string>;
  theme: Theme;
}

interface LayoutInfo {
  placeholders: Placeholder[];
  master?: MasterInfo;
}

/** What the text of one shape inherits: list-level containers, nearest first. */
interface TextContext {
  levels: (XmlElement | undefined)[];
  theme: Theme;
  colorMap: Map<string, string>;
}

type Transform = (box: Box) => Box;
const IDENTITY: Transform = (box) => box;

export function readPptx(bytes: Uint8Array, format: string, options: ReadOptions = {}): DocumentModel {
  if (bytes.length >= 4 && bytes[0] === 0xd0 && bytes[1] === 0xcf) throw new PasswordRequiredError();
  const reader = new PptxReader(ZipArchive.of(bytes, options.archive, options.archiveLimits), format);
  return reader.read();
}

class PptxReader {
  private readonly warnings = new Map<string, { warning: ReaderWarning; count: number }>();
  private readonly documents = new Map<string, XmlElement>();
  private readonly relationships = new Map<string, Map<string, Relationship>>();
  private readonly layouts = new Map<string, LayoutInfo>();
  private readonly masters = new Map<string, MasterInfo>();
  private defaultTextStyle?: XmlElement;
  private readonly tableStyles = new Map<string, XmlElement>();
  private slideSize = { width: 720, height: 540 };

  constructor(
    private readonly zip: ZipArchive,
    private readonly format: string,
  ) {}

  read(): DocumentModel {
    const packageRels = parseRelationships(this.zip.text('_rels/.rels'), '');
    const main =
      [...packageRels.values()].find((r) => relationshipKind(r.type) === 'officeDocument')?.target ??
      'ppt/presentation.xml';
    if (!this.zip.has(main)) throw new CorruptDocumentError(`the presentation part '${main}' is missing`);
    const presentation = this.xml(main);
    const presentationRels = this.rels(main);
    const size = child(presentation, 'p:sldSz');
    if (size) this.slideSize = { width: emu(attr(size, 'cx')) ?? 720, height: emu(attr(size, 'cy')) ?? 540 };
    this.defaultTextStyle = child(presentation, 'p:defaultTextStyle');

    const tableStyles = [...presentationRels.values()].find((r) => relationshipKind(r.type) === 'tableStyles');
    if (tableStyles && this.zip.has(tableStyles.target)) {
      for (const style of children(this.xml(tableStyles.target), 'a:tblStyle')) {
        this.tableStyles.set(attr(style, 'styleId') ?? '', style);
      }
    }
    const authors = this.commentAuthors(presentationRels);
    const stories: Story[] = [];
    const slides: SlidesFamilyData['slides'] = [];
    for (const slideId of children(child(presentation, 'p:sldIdLst'), 'p:sldId')) {
      const rel = presentationRels.get(nsAttr(slideId, 'r:id') ?? '');
      if (!rel || rel.external || !this.zip.has(rel.target)) {
        this.warn(
          'missing-slide',
          `a slide listed in the presentation (id ${attr(slideId, 'id') ?? '?'}) has no part; skipped`,
          { part: main, path: pathOf(slideId) },
        );
        continue;
      }
      const number = slides.length + 1;
      const key = `slide:${number}`;
      const slide = this.readSlide(rel.target, key, number);
      stories.push(slide.story);
      const entry: SlidesFamilyData['slides'][number] = {
        key,
        part: rel.target,
        number,
        id: attr(slideId, 'id') ?? '',
      };
      if (slide.notesPart) {
        entry.notesPart = slide.notesPart;
        const notes = this.readNotes(slide.notesPart, key, number);
        if (notes) stories.push(notes);
      }
      stories.push(...this.readComments(rel.target, key, number, authors));
      slides.push(entry);
    }

    const familyData: SlidesFamilyData = { kind: 'pptx', slides, slideSize: this.slideSize };
    return {
      format: this.format,
      stories,
      metadata: this.metadata(),
      pageCount: slides.length,
      pageSize: this.slideSize,
      warnings: this.warningList(),
      familyData,
    };
  }

  // ----- package

  /** The root element of a part, read once; `mixed` for parts whose text runs across elements. */
  private xml(part: string, mixed = false): XmlElement {
    const key = mixed ? `mixed:${part}` : part;
    let root = this.documents.get(key);
    if (!root) {
      const text = this.zip.text(part);
      if (text === undefined) throw new CorruptDocumentError(`the part '${part}' is missing`);
      root = readPresentationPart(text, part, mixed);
      this.documents.set(key, root);
    }
    return root;
  }

  private rels(part: string): Map<string, Relationship> {
    let map = this.relationships.get(part);
    if (!map) {
      map = parseRelationships(this.zip.text(relsPartOf(part)), part);
      this.relationships.set(part, map);
    }
    return map;
  }

  private relOfKind(part: string, kind: string): Relationship | undefined {
    for (const rel of this.rels(part).values()) if (relationshipKind(rel.type) === kind && !rel.external) return rel;
    return undefined;
  }

  private warn(code: string, message: string, locator?: { part: string; path: string }) {
    const entry = this.warnings.get(code + message);
    if (entry) entry.count++;
    else this.warnings.set(code + message, { warning: { code, message, locator }, count: 1 });
  }

  private warningList(): ReaderWarning[] {
    return [...this.warnings.values()].map(({ warning, count }) =>
      count > 1 ? { ...warning, message: `${warning.message} (${count} times)` } : warning,
    );
  }

  private metadata(): DocumentModel['metadata'] {
    const text = this.zip.text('docProps/core.xml');
    if (!text) return {};
    const root = readPresentationPart(text, 'docProps/core.xml');
    const value = (name: string) => textContent(root.children.find((e) => local(e) === name))?.trim() || undefined;
    return {
      title: value('title'),
      author: value('creator'),
      lastModifiedBy: value('lastModifiedBy'),
      created: value('created'),
      modified: value('modified'),
    };
  }

  // ----- layouts, masters, themes

  private layoutOf(slidePart: string): LayoutInfo {
    const rel = this.relOfKind(slidePart, 'slideLayout');
    if (!rel || !this.zip.has(rel.target)) return { placeholders: [] };
    let layout = this.layouts.get(rel.target);
    if (!layout) {
      const root = this.xml(rel.target);
      const masterRel = this.relOfKind(rel.target, 'slideMaster');
      const master = masterRel && this.zip.has(masterRel.target) ? this.masterOf(masterRel.target) : undefined;
      layout = { placeholders: this.placeholders(root), master };
      this.layouts.set(rel.target, layout);
    }
    return layout;
  }

  private masterOf(part: string): MasterInfo {
    let master = this.masters.get(part);
    if (!master) {
      const root = this.xml(part);
      const txStyles = child(root, 'p:txStyles');
      const colorMap = new Map<string, string>();
      const clrMap = child(root, 'p:clrMap');
      if (clrMap) for (const [name, value] of Object.entries(clrMap.attrs)) colorMap.set(name, value);
      const themeRel = this.relOfKind(part, 'theme');
      master = {
        placeholders: this.placeholders(root),
        titleStyle: child(txStyles, 'p:titleStyle'),
        bodyStyle: child(txStyles, 'p:bodyStyle'),
        otherStyle: child(txStyles, 'p:otherStyle'),
        colorMap,
        theme: themeRel && this.zip.has(themeRel.target) ? this.theme(themeRel.target) : { colors: new Map() },
      };
      this.masters.set(part, master);
    }
    return master;
  }

  private theme(part: string): Theme {
    const root = this.xml(part);
    const elementsNode = child(root, 'a:themeElements');
    const colors = new Map<string, string>();
    for (const color of (child(elementsNode, 'a:clrScheme') ?? root).children.filter((e) => local(e) !== 'extLst')) {
      const value = attr(child(color, 'a:srgbClr'), 'val') ?? attr(child(color, 'a:sysClr'), 'lastClr');
      if (value) colors.set(local(color), value.toUpperCase());
    }
    const fonts = child(elementsNode, 'a:fontScheme');
    return {
      colors,
      majorFont: attr(child(child(fonts, 'a:majorFont'), 'a:latin'), 'typeface'),
      minorFont: attr(child(child(fonts, 'a:minorFont'), 'a:latin'), 'typeface'),
    };
  }

  private placeholders(root: XmlElement): Placeholder[] {
    const result: Placeholder[] = [];
    const tree = child(child(root, 'p:cSld'), 'p:spTree');
    for (const shape of (tree ?? root).children) {
      const ph = placeholderElement(shape);
      if (!ph) continue;
      const xfrm = child(child(shape, 'p:spPr'), 'a:xfrm');
      result.push({
        type: attr(ph, 'type') ?? 'body',
        idx: attr(ph, 'idx'),
        box: xfrmBox(xfrm),
        lstStyle: child(child(shape, 'p:txBody'), 'a:lstStyle'),
      });
    }
    return result;
  }

  // ----- slides

  private readSlide(part: string, key: string, number: number): { story: Story; notesPart?: string } {
    const root = this.xml(part);
    if (!is(root, 'p:sld')) throw new CorruptDocumentError(`part '${part}' is not a slide`);
    const layout = this.layoutOf(part);
    const tree = child(child(root, 'p:cSld'), 'p:spTree');
    const blocks = tree ? this.readShapes(tree, part, IDENTITY, layout) : [];
    const title = findTitle(blocks);
    const notesRel = this.relOfKind(part, 'notesSlide');
    return {
      story: {
        kind: 'slide',
        key,
        label: slideLabel(number, title),
        pageSize: this.slideSize,
        hidden: attr(root, 'show') === '0' || attr(root, 'show') === 'false' ? true : undefined,
        blocks,
      },
      notesPart: notesRel && this.zip.has(notesRel.target) ? notesRel.target : undefined,
    };
  }

  private readNotes(part: string, slideKey: string, number: number): Story | undefined {
    const root = this.xml(part);
    const tree = child(child(root, 'p:cSld'), 'p:spTree');
    if (!tree) return undefined;
    // Only the notes text: the slide image and header/footer fields repeat what the slide says.
    const blocks = this.readShapes(tree, part, IDENTITY, { placeholders: [] }).filter(
      (block) => block.type === 'shape' && !['sldImg', 'sldNum', 'hdr', 'ftr', 'dt'].includes(block.placeholder ?? ''),
    );
    return { kind: 'notes', key: `notes:${slideKey}`, label: `notes of slide ${number}`, blocks };
  }

  /** Comment authors by id: legacy ones (numbers, commentAuthors.xml) and threaded ones (GUIDs, authors.xml). */
  private commentAuthors(presentationRels: Map<string, Relationship>): Map<string, string> {
    const authors = new Map<string, string>();
    for (const rel of presentationRels.values()) {
      const kind = relationshipKind(rel.type);
      if ((kind !== 'commentAuthors' && kind !== 'authors') || rel.external || !this.zip.has(rel.target)) continue;
      for (const author of this.xml(rel.target).children) {
        if (local(author) === 'cmAuthor' || author.name === 'p188:author')
          authors.set(attr(author, 'id') ?? '', attr(author, 'name') ?? '');
      }
    }
    return authors;
  }

  private readComments(slidePart: string, slideKey: string, number: number, authors: Map<string, string>): Story[] {
    const stories: Story[] = [];
    let count = 0;
    const keys = new Set<string>();
    /** `own` identifies the comment in its file (a threaded comment's or reply's id, a legacy comment's author and index), so adding one does not rename the others. */
    const add = (
      label: string,
      authorId: string | undefined,
      text: string,
      part: string,
      element: XmlElement,
      own: string | undefined,
    ) => {
      const author = authors.get(authorId ?? '') || undefined;
      count++;
      let key = `comment:${slideKey}:${own ? own.replace(/:/g, '_') : count}`;
      if (keys.has(key)) key += `#${count}`;
      keys.add(key);
      stories.push({
        kind: 'comment',
        key,
        label: `${label} on slide ${number}${author ? ` by ${author}` : ''}`,
        author,
        blocks: [{ type: 'paragraph', runs: [{ text, style: {} }], locator: { part, path: pathOf(element) } }],
      });
    };
    for (const rel of this.rels(slidePart).values()) {
      if (relationshipKind(rel.type) !== 'comments' || rel.external || !this.zip.has(rel.target)) continue;
      // Mixed: a threaded comment's text is that of its paragraphs, runs and all, in order.
      const list = this.xml(rel.target, true);
      if (inVocabulary(list, 'p188')) {
        // Threaded: each comment, then each of its replies, as comments of their own.
        let number = 0;
        for (const comment of children(list, 'p188:cm')) {
          number++;
          add(
            `comment ${number}`,
            attr(comment, 'authorId'),
            threadedText(comment),
            rel.target,
            comment,
            attr(comment, 'id'),
          );
          const replies = child(comment, 'p188:replyLst');
          let reply = 0;
          for (const entry of children(replies, 'p188:reply')) {
            reply++;
            add(
              `reply ${reply} to comment ${number}`,
              attr(entry, 'authorId'),
              threadedText(entry),
              rel.target,
              entry,
              attr(entry, 'id'),
            );
          }
        }
        continue;
      }
      const root = local(list);
      if (!is(list, 'p:cmLst')) {
        this.warn('unknown-comments', `slide comments in '${root}' markup are not compared`, {
          part: rel.target,
          path: '',
        });
        continue;
      }
      for (const [k, comment] of children(list, 'p:cm').entries()) {
        const idx = attr(comment, 'idx');
        add(
          `comment ${k + 1}`,
          attr(comment, 'authorId'),
          textContent(child(comment, 'p:text')) ?? '',
          rel.target,
          comment,
          idx !== undefined ? `author${attr(comment, 'authorId') ?? ''}-${idx}` : undefined,
        );
      }
    }
    return stories;
  }

  private readShapes(container: XmlElement, part: string, transform: Transform, layout: LayoutInfo): Block[] {
    const blocks: Block[] = [];
    for (const element of container.children) {
      if (is(element, 'mc:AlternateContent')) {
        // Prefer the fallback: it is what every consumer understands; choices need extensions.
        const branch = child(element, 'mc:Fallback') ?? child(element, 'mc:Choice');
        if (branch) blocks.push(...this.readShapes(branch, part, transform, layout));
        continue;
      }
      const shape = this.readShape(element, part, transform, layout);
      if (shape) blocks.push(shape);
    }
    return blocks;
  }

  private readShape(
    element: XmlElement,
    part: string,
    transform: Transform,
    layout: LayoutInfo,
  ): ShapeBlock | undefined {
    const locator = { part, path: pathOf(element) };
    if (!inVocabulary(element, 'p')) return undefined;
    const name = local(element);
    if (name === 'nvGrpSpPr' || name === 'grpSpPr' || name === 'extLst') return undefined;
    const nv = element.children.find((e) => local(e).startsWith('nv'));
    const cNvPr = child(nv, 'p:cNvPr');
    const base = { type: 'shape' as const, id: attr(cNvPr, 'id'), name: attr(cNvPr, 'name') || undefined, locator };
    switch (name) {
      case 'sp':
      case 'cxnSp': {
        const ph = placeholderElement(element);
        const placeholder = ph ? (attr(ph, 'type') ?? 'body') : undefined;
        const inherited = ph ? this.inheritedPlaceholders(ph, layout) : [];
        const own = xfrmBox(child(child(element, 'p:spPr'), 'a:xfrm'));
        const box = own ?? inherited.find((p) => p.box)?.box;
        const txBody = child(element, 'p:txBody');
        const blocks = txBody
          ? this.readTextBody(txBody, part, this.textContext(txBody, placeholder, inherited, layout))
          : [];
        return { ...base, placeholder, box: box && transform(box), blocks };
      }
      case 'pic': {
        const box = xfrmBox(child(child(element, 'p:spPr'), 'a:xfrm'));
        const ph = placeholderElement(element);
        return {
          ...base,
          placeholder: ph ? (attr(ph, 'type') ?? 'body') : undefined,
          box: box && transform(box),
          blocks: [],
          object: this.pictureObject(element, part, attr(cNvPr, 'descr')),
        };
      }
      case 'graphicFrame': {
        const box = xfrmBox(child(element, 'p:xfrm'));
        const data = descendant(element, 'a:graphicData');
        const uri = attr(data, 'uri') ?? '';
        const table = child(data, 'a:tbl');
        if (table) {
          const context = this.textContext(undefined, undefined, [], layout);
          return { ...base, box: box && transform(box), blocks: [this.readTable(table, part, context)] };
        }
        const ph = placeholderElement(element);
        return {
          ...base,
          placeholder: ph ? (attr(ph, 'type') ?? 'body') : undefined,
          box: box && transform(box),
          blocks: [],
          object: this.frameObject(data, uri, part, base.name),
        };
      }
      case 'grpSp': {
        const xfrm = child(child(element, 'p:grpSpPr'), 'a:xfrm');
        const box = xfrmBox(xfrm);
        const inner = groupTransform(xfrm, transform);
        return { ...base, box: box && transform(box), blocks: this.readShapes(element, part, inner, layout) };
      }
      case 'contentPart':
        this.warn('content-part', 'ink (content parts) on slides is not compared', locator);
        return undefined;
      default:
        this.warn('unknown-shape', `slide element p:${name} is not compared`, locator);
        return undefined;
    }
  }

  private inheritedPlaceholders(ph: XmlElement, layout: LayoutInfo): Placeholder[] {
    const type = attr(ph, 'type') ?? 'body';
    const idx = attr(ph, 'idx');
    const found: Placeholder[] = [];
    const onLayout =
      (idx !== undefined && layout.placeholders.find((p) => p.idx === idx)) ||
      layout.placeholders.find((p) => p.type === type && (type !== 'body' || idx === undefined || p.idx === undefined));
    if (onLayout) found.push(onLayout);
    const masterType = masterPlaceholderType(onLayout?.type ?? type);
    const onMaster = layout.master?.placeholders.find((p) => masterPlaceholderType(p.type) === masterType);
    if (onMaster) found.push(onMaster);
    return found;
  }

  private textContext(
    txBody: XmlElement | undefined,
    placeholder: string | undefined,
    inherited: Placeholder[],
    layout: LayoutInfo,
  ): TextContext {
    const master = layout.master;
    const kind = placeholder ? masterPlaceholderType(placeholder) : undefined;
    const txStyle = !placeholder
      ? this.defaultTextStyle
      : kind === 'title'
        ? master?.titleStyle
        : kind === 'body'
          ? master?.bodyStyle
          : master?.otherStyle;
    return {
      levels: [
        child(txBody, 'a:lstStyle'),
        ...inherited.map((p) => p.lstStyle),
        txStyle,
        txStyle === this.defaultTextStyle ? undefined : this.defaultTextStyle,
      ],
      theme: master?.theme ?? { colors: new Map() },
      colorMap: master?.colorMap ?? new Map(),
    };
  }

  // ----- text

  private readTextBody(txBody: XmlElement, part: string, context: TextContext): ParagraphBlock[] {
    const paragraphs: ParagraphBlock[] = [];
    const autoNumbers = new Map<number, number>();
    for (const p of children(txBody, 'a:p')) {
      const pPr = child(p, 'a:pPr');
      const level = Math.min(8, Math.max(0, Number(attr(pPr, 'lvl') ?? 0) || 0));
      const levelStyles = [pPr, ...context.levels.map((container) => child(container, `a:${LEVEL_NAMES[level]}`))];
      const runs: TextRun[] = [];
      for (const element of p.children) {
        if (is(element, 'a:r') || is(element, 'a:fld')) {
          const text = fieldKind(element) ?? textContent(child(element, 'a:t')) ?? '';
          const link = nsAttr(child(child(element, 'a:rPr'), 'a:hlinkClick'), 'r:id');
          const run: TextRun = {
            text,
            style: this.runStyle(child(element, 'a:rPr'), levelStyles, context),
            locator: { part, path: pathOf(element) },
          };
          if (link) {
            const target = this.rels(part).get(link)?.target;
            if (target) run.link = target;
          }
          runs.push(run);
        } else if (is(element, 'a:br')) {
          runs.push({
            text: '\n',
            style: this.runStyle(child(element, 'a:rPr'), levelStyles, context),
            locator: { part, path: pathOf(element) },
          });
        }
      }
      const paragraph: ParagraphBlock = { type: 'paragraph', runs, locator: { part, path: pathOf(p) } };
      const bullet = bulletOf(levelStyles);
      const hasText = runs.some((r) => r.text.trim());
      if (bullet && hasText) {
        let label = bullet.label;
        if (bullet.autoNumber) {
          const n = (autoNumbers.get(level) ?? bullet.start - 1) + 1;
          autoNumbers.set(level, n);
          label = autoNumberLabel(bullet.autoNumber, n);
        }
        paragraph.list = { label, level };
      } else if (level > 0) {
        paragraph.list = { label: '', level };
      }
      if (!bullet?.autoNumber) autoNumbers.delete(level);
      // The paragraph's own, else its level's in the shape, layout, master and presentation
      // styles: a re-save that writes the master's alignment out is no change. A paragraph with
      // nothing to draw has no visible alignment (LibreOffice rewrites it on empty placeholders).
      const align = levelStyles.map((style) => attr(style, 'algn')).find((value) => value !== undefined);
      if (align && paragraph.runs.some((run) => /\S/.test(run.text))) paragraph.alignment = ALIGNMENTS[align] ?? align;
      paragraphs.push(paragraph);
    }
    return paragraphs;
  }

  private runStyle(
    rPr: XmlElement | undefined,
    levelStyles: (XmlElement | undefined)[],
    context: TextContext,
  ): RunStyle {
    const chain = [rPr, ...levelStyles.map((pPr) => child(pPr, 'a:defRPr'))].filter((e): e is XmlElement => !!e);
    const style: RunStyle = {};
    const first = <T>(read: (e: XmlElement) => T | undefined): T | undefined => {
      for (const element of chain) {
        const value = read(element);
        if (value !== undefined) return value;
      }
      return undefined;
    };
    const bold = first((e) => flag(attr(e, 'b')));
    if (bold) style.bold = true;
    const italic = first((e) => flag(attr(e, 'i')));
    if (italic) style.italic = true;
    const underline = first((e) => attr(e, 'u'));
    if (underline && underline !== 'none') style.underline = UNDERLINES[underline] ?? underline;
    const strike = first((e) => attr(e, 'strike'));
    if (strike && strike !== 'noStrike') style.strike = true;
    const size = first((e) => attr(e, 'sz'));
    // PowerPoint draws text that no level of the chain sizes at 18 pt, and a re-save may write that out.
    style.size = size && Number.isFinite(Number(size)) ? Number(size) / 100 : DEFAULT_FONT_SIZE;
    const font = first((e) => attr(child(e, 'a:latin'), 'typeface'));
    if (font) {
      const resolved = font === '+mj-lt' ? context.theme.majorFont : font === '+mn-lt' ? context.theme.minorFont : font;
      if (resolved) style.font = resolved;
    }
    const color = first((e) => {
      const fill = child(e, 'a:solidFill');
      return fill ? (this.color(fill, context) ?? '') : undefined;
    });
    if (color) style.color = color;
    // PowerPoint draws a hyperlink in the theme's hyperlink colour, whatever the run's own, unless
    // the link asks for the text colour (Office 2019's hlinkClr extension); LibreOffice writes it out.
    const link = child(rPr, 'a:hlinkClick');
    if (link && !descendantsNamed(link, 'hlinkClr').some((e) => attr(e, 'val') === 'tx')) {
      const linkColour = context.theme.colors.get(context.colorMap.get('hlink') ?? 'hlink');
      if (linkColour) style.color = linkColour;
    }
    // A hyperlink is drawn underlined unless its run says how to underline it.
    if (link && attr(rPr, 'u') === undefined) style.underline = 'single';
    const highlight = first((e) => {
      const fill = child(e, 'a:highlight');
      return fill ? (this.color(fill, context) ?? '') : undefined;
    });
    if (highlight) style.highlight = highlight;
    const baseline = Number(first((e) => attr(e, 'baseline')) ?? 0);
    if (baseline > 0) style.vertAlign = 'superscript';
    else if (baseline < 0) style.vertAlign = 'subscript';
    return style;
  }

  private color(fill: XmlElement, context: TextContext): string | undefined {
    const element = fill.children.find((c) =>
      ['a:srgbClr', 'a:schemeClr', 'a:sysClr', 'a:prstClr', 'a:scrgbClr', 'a:hslClr'].includes(c.name),
    );
    const base = element && this.baseColor(element, context);
    return base && element ? applyColorTransforms(base, element) : base;
  }

  private baseColor(element: XmlElement, context: TextContext): string | undefined {
    switch (element.name) {
      case 'a:srgbClr':
        return attr(element, 'val')?.toUpperCase();
      case 'a:schemeClr': {
        const name = attr(element, 'val') ?? '';
        return context.theme.colors.get(context.colorMap.get(name) ?? DEFAULT_COLOR_MAP[name] ?? name);
      }
      case 'a:sysClr':
        return (attr(element, 'lastClr') ?? '').toUpperCase() || undefined;
      case 'a:prstClr':
        return PRESET_COLORS[attr(element, 'val') ?? ''];
      default:
        return undefined;
    }
  }

  private readTable(table: XmlElement, part: string, context: TextContext): TableBlock {
    const tblPr = child(table, 'a:tblPr');
    const styleId = textContent(child(tblPr, 'a:tableStyleId'))?.trim();
    const style = styleId ? this.tableStyles.get(styleId) : undefined;
    const rowElements = children(table, 'a:tr');
    const look = tableLook(tblPr, rowElements.length, gridColumns(table));
    const rows = rowElements.map((tr, rowIndex) => {
      let column = 0;
      return {
        locator: { part, path: pathOf(tr) },
        cells: children(tr, 'a:tc').map((tc): TableCell => {
          const txBody = child(tc, 'a:txBody');
          const span = Number(attr(tc, 'gridSpan') ?? 1);
          const cellContext: TextContext = {
            ...context,
            levels: [child(txBody, 'a:lstStyle'), cellTextStyle(style, look, rowIndex, column), ...context.levels],
          };
          column += span > 1 ? span : 1;
          const cell: TableCell = {
            blocks: txBody ? this.readTextBody(txBody, part, cellContext) : [],
            locator: { part, path: pathOf(tc) },
          };
          if (span > 1) cell.colSpan = span;
          if (Number(attr(tc, 'rowSpan') ?? 1) > 1) cell.vMerge = 'restart';
          if (flag(attr(tc, 'vMerge'))) cell.vMerge = 'continue';
          return cell;
        }),
      };
    });
    return {
      type: 'table',
      rows,
      styleName: styleId ? (style && attr(style, 'styleName')) || styleId : undefined,
      locator: { part, path: pathOf(table) },
    };
  }

  // ----- objects

  private pictureObject(element: XmlElement, part: string, description: string | undefined): InlineObject {
    const blip = descendant(child(element, 'p:blipFill'), 'a:blip');
    const embed = nsAttr(blip, 'r:embed');
    const link = nsAttr(blip, 'r:link');
    const rel = this.rels(part).get(embed ?? link ?? '');
    if (rel && !rel.external && this.zip.has(rel.target)) {
      return {
        kind: 'image',
        hash: sha1(this.zip.read(rel.target)),
        name: description || rel.target.slice(rel.target.lastIndexOf('/') + 1),
      };
    }
    if (rel?.external) return { kind: 'image', hash: sha1(rel.target), name: description || rel.target };
    this.warn('missing-image', 'a picture whose image part is missing is compared by its markup', {
      part,
      path: pathOf(element),
    });
    return { kind: 'image', hash: sha1(pathOf(element) + (embed ?? '')), name: description || 'picture' };
  }

  private frameObject(data: XmlElement | undefined, uri: string, part: string, name: string | undefined): InlineObject {
    const rels = this.rels(part);
    const hashParts = (ids: (string | undefined)[]) => {
      const digests: string[] = [];
      for (const id of ids) {
        const rel = id ? rels.get(id) : undefined;
        if (rel && !rel.external && this.zip.has(rel.target)) digests.push(sha1(this.zip.read(rel.target)));
      }
      return digests.length ? sha1(digests.join(',')) : undefined;
    };
    const markupHash = () => sha1(data ? canonicalXml(data) : uri);
    if (uri.endsWith('/chart') || uri.endsWith('/chartex')) {
      const chart = data?.children.find((e) => local(e) === 'chart');
      const rel = rels.get(nsAttr(chart, 'r:id') ?? '');
      const identity = rel && !rel.external ? chartIdentity(this.zip.text(rel.target), rel.target) : undefined;
      if (identity) return { kind: 'chart', ...identity, name: name || 'chart' };
      return { kind: 'chart', hash: hashParts([nsAttr(chart, 'r:id')]) ?? markupHash(), name: name || 'chart' };
    }
    if (uri.endsWith('/diagram')) {
      const ids = data?.children.find((e) => local(e) === 'relIds');
      const hash = hashParts(['dm', 'lo', 'qs', 'cs'].map((a) => nsAttr(ids, `r:${a}`)));
      return { kind: 'object', hash: hash ?? markupHash(), name: name || 'SmartArt' };
    }
    if (uri.endsWith('/ole')) {
      const ole = data && descendant(data, 'p:oleObj');
      return {
        kind: 'object',
        hash: hashParts([nsAttr(ole, 'r:id')]) ?? markupHash(),
        name: attr(ole, 'progId') || name || 'object',
      };
    }
    this.warn('unknown-graphic', `a graphic frame of type '${uri}' is compared as a whole`);
    return { kind: 'object', hash: markupHash(), name: name || 'object' };
  }
}

/** The text of a threaded comment or reply: the paragraphs of its own p188:txBody. */
function threadedText(entry: XmlElement): string {
  const body = child(entry, 'p188:txBody');
  return body
    ? children(body, 'a:p')
        .map((p) => textContent(p))
        .join('\n')
    : '';
}

function placeholderElement(shape: XmlElement): XmlElement | undefined {
  const nv = shape.children.find((e) => local(e).startsWith('nv'));
  return child(child(nv, 'p:nvPr'), 'p:ph');
}

function masterPlaceholderType(type: string): string {
  if (type === 'ctrTitle' || type === 'title') return 'title';
  if (
    type === 'subTitle' ||
    type === 'obj' ||
    type === 'body' ||
    type === 'tbl' ||
    type === 'chart' ||
    type === 'pic' ||
    type === 'clipArt' ||
    type === 'dgm' ||
    type === 'media'
  )
    return 'body';
  return type;
}

function emu(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n / EMU_PER_POINT : undefined;
}

function xfrmBox(xfrm: XmlElement | undefined): Box | undefined {
  const off = child(xfrm, 'a:off');
  const ext = child(xfrm, 'a:ext');
  if (!off || !ext) return undefined;
  return {
    x: emu(attr(off, 'x')) ?? 0,
    y: emu(attr(off, 'y')) ?? 0,
    width: emu(attr(ext, 'cx')) ?? 0,
    height: emu(attr(ext, 'cy')) ?? 0,
  };
}

/** Maps a group's child coordinates (chOff/chExt) onto its own box, then through the outer transform. */
function groupTransform(xfrm: XmlElement | undefined, outer: Transform): Transform {
  const box = xfrmBox(xfrm);
  const chOff = child(xfrm, 'a:chOff');
  const chExt = child(xfrm, 'a:chExt');
  if (!box || !chOff || !chExt) return outer;
  const cx = emu(attr(chOff, 'x')) ?? 0;
  const cy = emu(attr(chOff, 'y')) ?? 0;
  const cw = emu(attr(chExt, 'cx')) ?? 0;
  const ch = emu(attr(chExt, 'cy')) ?? 0;
  const sx = cw ? box.width / cw : 1;
  const sy = ch ? box.height / ch : 1;
  return (inner) =>
    outer({
      x: box.x + (inner.x - cx) * sx,
      y: box.y + (inner.y - cy) * sy,
      width: inner.width * sx,
      height: inner.height * sy,
    });
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return value === '1' || value === 'true' || value === 'on';
}

function findTitle(blocks: Block[]): string | undefined {
  for (const block of blocks) {
    if (block.type === 'shape' && (block.placeholder === 'title' || block.placeholder === 'ctrTitle')) {
      const text = block.blocks
        .map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (text) return text;
    }
  }
  return undefined;
}

interface Bullet {
  label: string;
  autoNumber?: string;
  start: number;
}

function bulletOf(levelStyles: (XmlElement | undefined)[]): Bullet | undefined {
  for (const pPr of levelStyles) {
    if (!pPr) continue;
    if (child(pPr, 'a:buNone')) return undefined;
    const char = child(pPr, 'a:buChar');
    if (char) return { label: attr(char, 'char') ?? '•', start: 1 };
    const auto = child(pPr, 'a:buAutoNum');
    if (auto)
      return {
        label: '',
        autoNumber: attr(auto, 'type') ?? 'arabicPeriod',
        start: Number(attr(auto, 'startAt') ?? 1) || 1,
      };
    if (child(pPr, 'a:buBlip')) return { label: '•', start: 1 };
  }
  return undefined;
}

function autoNumberLabel(type: string, n: number): string {
  const letter = (upper: boolean) => String.fromCharCode((upper ? 65 : 97) + ((n - 1) % 26));
  const roman = (upper: boolean) => {
    const numerals: [number, string][] = [
      [1000, 'm'],
      [900, 'cm'],
      [500, 'd'],
      [400, 'cd'],
      [100, 'c'],
      [90, 'xc'],
      [50, 'l'],
      [40, 'xl'],
      [10, 'x'],
      [9, 'ix'],
      [5, 'v'],
      [4, 'iv'],
      [1, 'i'],
    ];
    let rest = n;
    let s = '';
    for (const [value, numeral] of numerals)
      while (rest >= value) {
        s += numeral;
        rest -= value;
      }
    return upper ? s.toUpperCase() : s;
  };
  const body = type.startsWith('alphaUc')
    ? letter(true)
    : type.startsWith('alphaLc')
      ? letter(false)
      : type.startsWith('romanUc')
        ? roman(true)
        : type.startsWith('romanLc')
          ? roman(false)
          : String(n);
  if (type.endsWith('ParenBoth')) return `(${body})`;
  if (type.endsWith('ParenR')) return `${body})`;
  if (type.endsWith('Period')) return `${body}.`;
  return body;
}

const ALIGNMENTS: Record<string, string> = { l: 'left', ctr: 'center', r: 'right', just: 'both', dist: 'distribute' };
const UNDERLINES: Record<string, string> = {
  sng: 'single',
  dbl: 'double',
  heavy: 'thick',
  dotted: 'dotted',
  dash: 'dash',
  wavy: 'wave',
};
const DEFAULT_COLOR_MAP: Record<string, string> = { bg1: 'lt1', tx1: 'dk1', bg2: 'lt2', tx2: 'dk2' };
const PRESET_COLORS: Record<string, string> = {
  black: '000000',
  white: 'FFFFFF',
  red: 'FF0000',
  green: '008000',
  blue: '0000FF',
  yellow: 'FFFF00',
};

/**
 * Fields PowerPoint fills in when it draws the slide, by their kind (as the ODP reader reads
 * them): the cached text is what the last program wrote (`1`, `‹#›`, `<number>`, a date).
 */
function fieldKind(element: XmlElement): string | undefined {
  if (!is(element, 'a:fld')) return undefined;
  const type = attr(element, 'type') ?? '';
  if (type === 'slidenum') return '‹#›';
  if (type.startsWith('datetime')) return '‹date›';
  return undefined;
}

/** Descendants with a local name, whatever prefix their (extension) namespace has. */
function descendantsNamed(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (e: XmlElement) => {
    for (const c of e.children) {
      if (c.name.slice(c.name.indexOf(':') + 1) === name) found.push(c);
      visit(c);
    }
  };
  visit(element);
  return found;
}
