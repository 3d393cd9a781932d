import type { ZipArchive } from '../../../archive/zip';
import { sha1 } from '../../package/digest';
import type {
  Block,
  InlineObject,
  Locator,
  ParagraphBlock,
  Story,
  TableBlock,
  TableCell,
  TableRow,
  TextRun,
} from '../../../model/document';
import { formatNumber, ListCounters } from './numbering';
import type { NumberingDefinitions } from './numbering';
import type { Relationships } from '../../package/opc';
import { isOn, points, readParagraphProperties, readRunProperties, twipsToPoints } from './styles';
import type { ParagraphProperties, ResolvedRun, RunProperties, StyleSheet } from './styles';
import type { WarningCollector } from './warnings';
import { canonicalXml, findDescendant } from '../../package/xml-tree';
import { chartIdentity } from '../../shared/chart';
import type { XmlElement } from '../../package/xml-tree';

/** A section of the body: its header/footer references, in document order. */
export interface SectionInfo {
  index: number;
  headers: { type: string; relId: string }[];
  footers: { type: string; relId: string }[];
}

/** State shared by every story of one document read. */
export interface ReadSession {
  zip: ZipArchive;
  styles: StyleSheet;
  numbering: NumberingDefinitions;
  warnings: WarningCollector;
  textboxes: Story[];
  sections: SectionInfo[];
  pageSize?: { width: number; height: number };
  footnoteCount: number;
  endnoteCount: number;
  hiddenRuns: number;
  partHashes: Map<string, string | null>;
  /** Where each comment's range markers and reference sit, by comment id. */
  commentMarks?: Map<string, Locator[]>;
}

/** The part a story lives in and the relationships its r:id attributes point into. */
export interface PartContext {
  part: string;
  relationships: Relationships;
}

interface FieldFrame {
  inResult: boolean;
  instruction: string;
  link?: string;
}

/** Where paragraphs of one container go; `pending` holds a paragraph whose mark was deleted. */
interface BlockSink {
  blocks: Block[];
  pending?: { runs: TextRun[]; locator: Locator; styleId: string | undefined; direct: ParagraphProperties };
}

/** Per-run state while its children are read. */
interface RunEmitter {
  runs: TextRun[];
  locator: Locator;
  resolved: ResolvedRun;
  author?: string;
  link?: string;
  text: string;
}

const SECTION_STARTS: Record<string, string> = {
  nextPage: 'next page',
  continuous: 'continuous',
  evenPage: 'even page',
  oddPage: 'odd page',
  nextColumn: 'next column',
};

/** A section's page setup as display values (page size, orientation, margins, columns, first page). */
function sectionSetup(sectPr: XmlElement): Record<string, string> {
  const setup: Record<string, string> = {};
  const size = sectPr.child('w:pgSz');
  const width = twipsToPoints(size?.attrs['w:w']);
  const height = twipsToPoints(size?.attrs['w:h']);
  if (width !== undefined && height !== undefined) setup['page size'] = `${points(width)} × ${points(height)}`;
  const orient = size?.attrs['w:orient'];
  setup.orientation =
    orient ?? (width !== undefined && height !== undefined && width > height ? 'landscape' : 'portrait');
  const margins = sectPr.child('w:pgMar');
  if (margins) {
    setup.margins = ['top', 'right', 'bottom', 'left']
      .map((side) => `${side} ${points(twipsToPoints(margins.attrs[`w:${side}`]) ?? 0)}`)
      .join(', ');
  }
  const cols = sectPr.child('w:cols');
  const count = Number(cols?.attrs['w:num'] ?? 1);
  const space = twipsToPoints(cols?.attrs['w:space']);
  setup.columns = count > 1 && space !== undefined ? `${count}, space ${points(space)}` : String(count || 1);
  const titlePg = sectPr.child('w:titlePg');
  setup['different first page'] = String(titlePg !== undefined && isOn(titlePg.attrs['w:val']));
  return setup;
}

const EMPTY_PARAGRAPH_PROPERTIES: ParagraphProperties = {};
const EMPTY_RUN_PROPERTIES: RunProperties = {};

/** Elements that carry no visible content of their own (marks, ranges, properties). */
const IGNORED_IN_BLOCKS = new Set([
  'w:bookmarkStart',
  'w:bookmarkEnd',
  'w:commentRangeStart',
  'w:commentRangeEnd',
  'w:permStart',
  'w:permEnd',
  'w:proofErr',
  'w:moveFromRangeStart',
  'w:moveFromRangeEnd',
  'w:moveToRangeStart',
  'w:moveToRangeEnd',
  'w:customXmlInsRangeStart',
  'w:customXmlInsRangeEnd',
  'w:customXmlDelRangeStart',
  'w:customXmlDelRangeEnd',
  'w:customXmlMoveFromRangeStart',
  'w:customXmlMoveFromRangeEnd',
  'w:customXmlMoveToRangeStart',
  'w:customXmlMoveToRangeEnd',
  'w:sdtPr',
  'w:sdtEndPr',
  'w:customXmlPr',
  'w:smartTagPr',
  'w:pPr',
  'w:tblPr',
  'w:tblGrid',
  'w:tblPrEx',
  'w:trPr',
  'w:tcPr',
  'w:sectPr',
]);

const IGNORED_IN_RUNS = new Set([
  'w:rPr',
  'w:lastRenderedPageBreak',
  'w:commentReference',
  'w:annotationRef',
  'w:footnoteRef',
  'w:endnoteRef',
  'w:separator',
  'w:continuationSeparator',
  'w:softHyphen',
  'w:delText',
  'w:delInstrText',
]);

/** Reads the blocks of one story (body, header, note, comment, text box). */
export class StoryReader {
  private readonly fields: FieldFrame[] = [];
  private readonly counters: ListCounters;
  private streamSink?: BlockSink;
  /** The paragraph that ended the previous section, named once the next section's start is read. */
  private lastBreak?: ParagraphBlock;

  constructor(
    private readonly session: ReadSession,
    private readonly context: PartContext,
    private readonly isBody: boolean,
  ) {
    this.counters = new ListCounters(session.numbering);
  }

  /** Blocks of a container element (w:body, w:hdr, w:footnote, w:txbxContent, a cell). */
  readBlocks(container: XmlElement, path: string): Block[] {
    const sink: BlockSink = { blocks: [] };
    this.readContainer(container, path, sink);
    this.flushPending(sink);
    return sink.blocks;
  }

  /** Starts a story read block by block (the body, streamed while it is parsed). */
  beginStream(): void {
    this.streamSink = { blocks: [] };
  }

  /** One child element of the streamed container, with its locator path. */
  streamChild(child: XmlElement, path: string): void {
    if (this.streamSink) this.readBlockChild(child, path, this.streamSink);
  }

  endStream(): Block[] {
    const sink = this.streamSink ?? { blocks: [] };
    this.flushPending(sink);
    this.streamSink = undefined;
    return sink.blocks;
  }

  private readContainer(container: XmlElement, path: string, sink: BlockSink): void {
    const children = container.children;
    for (let i = 0; i < children.length; i++) {
      this.readBlockChild(children[i], path === '' ? String(i) : `${path}/${i}`, sink);
    }
  }

  private readBlockChild(child: XmlElement, childPath: string, sink: BlockSink): void {
    switch (child.name) {
      case 'w:p':
        this.readParagraph(child, childPath, sink);
        break;
      case 'w:tbl': {
        this.flushPending(sink);
        const table = this.readTable(child, childPath);
        // A table whose rows were all deleted is gone once the deletions are accepted.
        if (table.rows.length > 0 || !child.children.some((c) => c.name === 'w:tr')) sink.blocks.push(table);
        break;
      }
      case 'w:sdt':
        this.readSdt(child, childPath, (content, contentPath) => this.readContainer(content, contentPath, sink));
        break;
      case 'w:customXml':
      case 'w:ins':
      case 'w:moveTo':
        this.readContainer(child, childPath, sink);
        break;
      case 'w:del':
      case 'w:moveFrom':
        break;
      case 'mc:AlternateContent':
        this.readChoice(child, childPath, (choice, choicePath) => this.readContainer(choice, choicePath, sink));
        break;
      case 'w:sectPr':
        if (this.isBody) {
          this.addSection(child);
          this.endSection(child, sink.blocks[sink.blocks.length - 1] as ParagraphBlock | undefined, true);
        }
        break;
      case 'm:oMathPara':
      case 'm:oMath': {
        // Math directly in a block container (not inside w:p) still reads as a paragraph.
        this.flushPending(sink);
        const runs: TextRun[] = [];
        if (child.name === 'm:oMath') this.readEquation(child, childPath, runs, undefined, undefined);
        else {
          child.children.forEach((math, k) => {
            if (math.name === 'm:oMath') this.readEquation(math, `${childPath}/${k}`, runs, undefined, undefined);
          });
        }
        sink.blocks.push({ type: 'paragraph', runs, locator: this.locator(childPath) });
        break;
      }
      case 'w:altChunk':
        this.warn('unsupported-element', 'imported content (w:altChunk) is not read', childPath);
        break;
      default:
        if (!IGNORED_IN_BLOCKS.has(child.name)) {
          this.warn('unsupported-element', `unsupported element ${child.name} skipped`, childPath);
        }
    }
  }

  /**
   * A paragraph whose mark was deleted and that has nothing after it to join (a table, the end
   * of its container) stays a paragraph of its own when it still has text, and vanishes when not.
   */
  private flushPending(sink: BlockSink): void {
    const pending = sink.pending;
    if (!pending) return;
    sink.pending = undefined;
    if (pending.runs.length > 0)
      this.finishParagraph(sink, pending.runs, pending.locator, pending.styleId, pending.direct);
  }

  private readParagraph(p: XmlElement, path: string, sink: BlockSink): void {
    const pPr = p.children.length > 0 && p.children[0].name === 'w:pPr' ? p.children[0] : p.child('w:pPr');
    const direct = pPr ? readParagraphProperties(pPr) : EMPTY_PARAGRAPH_PROPERTIES;
    const styleId = this.session.styles.paragraphStyleId(direct.styleId);
    let runs: TextRun[] = [];
    this.readInline(p, path, runs, styleId, undefined, undefined);

    let markDeleted = false;
    let sectPr: XmlElement | undefined;
    if (pPr) {
      const markProperties = pPr.child('w:rPr');
      markDeleted =
        markProperties !== undefined &&
        (markProperties.child('w:del') ?? markProperties.child('w:moveFrom')) !== undefined;
      sectPr = pPr.child('w:sectPr');
      if (sectPr && this.isBody) this.addSection(sectPr);
    }
    let locator = this.locator(path);
    if (sink.pending) {
      // Accepting a deleted paragraph mark joins the paragraph to the next one, whose mark
      // (and so whose paragraph properties) survives.
      runs = sink.pending.runs.concat(runs);
      locator = sink.pending.locator;
      sink.pending = undefined;
    }
    if (markDeleted) {
      sink.pending = { runs, locator, styleId, direct };
      return;
    }
    this.finishParagraph(sink, runs, locator, styleId, direct);
    if (sectPr && this.isBody) this.endSection(sectPr, sink.blocks[sink.blocks.length - 1] as ParagraphBlock);
  }

  /**
   * A section ends at `block` (a paragraph holding a sectPr, or the body's last paragraph for
   * the body's own sectPr): its page setup goes on that paragraph. How a section starts is
   * stated in its own sectPr, so the break before it is named when it is read.
   */
  private endSection(sectPr: XmlElement, block: ParagraphBlock | undefined, last = false): void {
    const start = SECTION_STARTS[sectPr.child('w:type')?.attrs['w:val'] ?? 'nextPage'] ?? 'next page';
    if (this.lastBreak?.properties) this.lastBreak.properties['section break'] = start;
    this.lastBreak = undefined;
    if (block?.type !== 'paragraph') return;
    const properties = (block.properties = { ...block.properties, ...sectionSetup(sectPr) });
    if (last) return;
    properties['section break'] = 'next page';
    this.lastBreak = block;
  }

  private finishParagraph(
    sink: BlockSink,
    runs: TextRun[],
    locator: Locator,
    styleId: string | undefined,
    direct: ParagraphProperties,
  ): void {
    const styles = this.session.styles;
    const block: ParagraphBlock = { type: 'paragraph', runs, locator };
    const styleName = styles.displayName(styleId);
    if (styleName !== undefined) block.styleName = styleName;
    const headingLevel = styles.headingLevel(styleId, direct);
    if (headingLevel !== undefined) block.headingLevel = headingLevel;
    const alignment = styles.paragraphProperty(styleId, direct, 'alignment');
    if (alignment !== undefined) block.alignment = alignment;
    const properties = styles.paragraphLayout(styleId, direct);
    if (properties) block.properties = properties;
    const numbering = styles.numbering(styleId, direct);
    if (numbering) {
      const label = this.counters.next(numbering.numId, numbering.level);
      // A level whose text renders empty (heading numbering switched off) shows no list label.
      if (label !== undefined && label !== '') {
        block.list = { label, level: numbering.level };
        const format = this.counters.format(numbering.numId, numbering.level);
        if (format !== undefined) block.list.format = format;
      }
    }
    sink.blocks.push(block);
  }

  /** Inline content of a paragraph or an inline container. */
  private readInline(
    container: XmlElement,
    path: string,
    runs: TextRun[],
    styleId: string | undefined,
    author: string | undefined,
    link: string | undefined,
  ): void {
    const children = container.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      const childPath = path === '' ? String(i) : `${path}/${i}`;
      switch (child.name) {
        case 'w:r':
          this.readRun(child, childPath, runs, styleId, author, link);
          break;
        case 'w:ins':
        case 'w:moveTo':
          this.readInline(child, childPath, runs, styleId, child.attrs['w:author'] ?? author, link);
          break;
        case 'w:del':
        case 'w:moveFrom':
          break;
        case 'w:hyperlink':
          this.readInline(child, childPath, runs, styleId, author, this.hyperlinkTarget(child) ?? link);
          break;
        case 'w:fldSimple':
          this.readInline(
            child,
            childPath,
            runs,
            styleId,
            author,
            hyperlinkFromInstruction(child.attrs['w:instr']) ?? link,
          );
          break;
        case 'w:smartTag':
        case 'w:customXml':
        case 'w:dir':
        case 'w:bdo':
          this.readInline(child, childPath, runs, styleId, author, link);
          break;
        case 'w:sdt':
          this.readSdt(child, childPath, (content, contentPath) =>
            this.readInline(content, contentPath, runs, styleId, author, link),
          );
          break;
        case 'mc:AlternateContent':
          this.readChoice(child, childPath, (choice, choicePath) =>
            this.readInline(choice, choicePath, runs, styleId, author, link),
          );
          break;
        case 'm:oMath':
          this.readEquation(child, childPath, runs, author, link);
          break;
        case 'm:oMathPara':
          for (let k = 0; k < child.children.length; k++) {
            const math = child.children[k];
            if (math.name === 'm:oMath') this.readEquation(math, `${childPath}/${k}`, runs, author, link);
          }
          break;
        case 'w:subDoc':
          this.warn('unsupported-element', 'subdocument reference (w:subDoc) is not read', childPath);
          break;
        case 'w:commentRangeStart':
        case 'w:commentRangeEnd':
          this.markComment(child, childPath);
          break;
        default:
          if (!IGNORED_IN_BLOCKS.has(child.name)) {
            // Unknown wrappers usually hold runs: keep their text rather than lose it.
            this.warn('unsupported-element', `unsupported element ${child.name} read as plain content`, childPath);
            this.readInline(child, childPath, runs, styleId, author, link);
          }
      }
    }
  }

  private readRun(
    r: XmlElement,
    path: string,
    runs: TextRun[],
    styleId: string | undefined,
    author: string | undefined,
    link: string | undefined,
  ): void {
    const children = r.children;
    const rPr = children.length > 0 && children[0].name === 'w:rPr' ? children[0] : undefined;
    const characterStyleId = rPr?.child('w:rStyle')?.attrs['w:val'];
    const direct = rPr ? readRunProperties(rPr, this.session.styles.themeFonts) : EMPTY_RUN_PROPERTIES;
    const emitter: RunEmitter = {
      runs,
      locator: this.locator(path),
      resolved: this.session.styles.resolveRun(styleId, characterStyleId, direct),
      author,
      link,
      text: '',
    };
    this.readRunContent(r, path, emitter, styleId);
    this.flushText(emitter);
  }

  private readRunContent(container: XmlElement, path: string, emitter: RunEmitter, styleId: string | undefined): void {
    const children = container.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      switch (child.name) {
        case 'w:t':
          emitter.text += child.text;
          break;
        case 'w:tab':
        case 'w:ptab':
          emitter.text += '\t';
          break;
        case 'w:br': {
          const type = child.attrs['w:type'];
          if (type === 'page') {
            this.flushText(emitter);
            this.emitObject(emitter, { kind: 'break', hash: sha1('page break'), name: 'page break' }, '[page break]');
          } else emitter.text += '\n';
          break;
        }
        case 'w:cr':
          emitter.text += '\n';
          break;
        case 'w:noBreakHyphen':
          emitter.text += '\u2011';
          break;
        case 'w:sym': {
          const code = parseInt(child.attrs['w:char'] ?? '', 16);
          if (Number.isFinite(code)) emitter.text += String.fromCharCode(code);
          break;
        }
        case 'w:fldChar':
          this.flushText(emitter);
          this.fieldChar(child.attrs['w:fldCharType']);
          break;
        case 'w:instrText': {
          const frame = this.fields[this.fields.length - 1];
          if (frame && !frame.inResult) frame.instruction += child.text;
          break;
        }
        case 'w:footnoteReference':
        case 'w:endnoteReference': {
          // The mark is a run of its own, so the diff can tell a note's mark from the words around it.
          const mark = this.noteMark(child);
          if (!mark) break;
          this.flushText(emitter);
          emitter.text = mark;
          const id = child.attrs['w:id'];
          this.flushText(
            emitter,
            id === undefined ? undefined : `${child.name === 'w:footnoteReference' ? 'footnote' : 'endnote'}:${id}`,
          );
          break;
        }
        case 'w:drawing':
          this.flushText(emitter);
          this.readDrawing(child, `${path}/${i}`, emitter);
          break;
        case 'w:pict':
          this.flushText(emitter);
          this.readVml(child, `${path}/${i}`, emitter);
          break;
        case 'w:object':
          this.flushText(emitter);
          this.readEmbeddedObject(child, `${path}/${i}`, emitter);
          break;
        case 'mc:AlternateContent':
          this.readChoice(child, `${path}/${i}`, (choice, choicePath) =>
            this.readRunContent(choice, choicePath, emitter, styleId),
          );
          break;
        case 'w:ruby': {
          // The base text is what reads in the line; the ruby annotation sits above it.
          this.flushText(emitter);
          const baseIndex = child.children.findIndex((c) => c.name === 'w:rubyBase');
          if (baseIndex >= 0) {
            this.readInline(
              child.children[baseIndex],
              `${path}/${i}/${baseIndex}`,
              emitter.runs,
              styleId,
              emitter.author,
              emitter.link,
            );
          }
          break;
        }
        default:
          if (child.name === 'w:commentReference') this.markComment(child, path);
          else if (!IGNORED_IN_RUNS.has(child.name)) {
            this.warn('unsupported-element', `unsupported run content ${child.name} skipped`, `${path}/${i}`);
          }
      }
    }
  }

  private fieldChar(type: string | undefined): void {
    if (type === 'begin') this.fields.push({ inResult: false, instruction: '' });
    else if (type === 'separate') {
      const frame = this.fields[this.fields.length - 1];
      if (frame) {
        frame.inResult = true;
        frame.link = hyperlinkFromInstruction(frame.instruction);
      }
    } else if (type === 'end') this.fields.pop();
  }

  /** Text is shown only outside field codes: every open field must be in its result part. */
  private visible(emitter: RunEmitter): boolean {
    if (emitter.resolved.hidden) {
      this.session.hiddenRuns++;
      return false;
    }
    for (let i = 0; i < this.fields.length; i++) if (!this.fields[i].inResult) return false;
    return true;
  }

  private fieldLink(): string | undefined {
    for (let i = this.fields.length - 1; i >= 0; i--) if (this.fields[i].link) return this.fields[i].link;
    return undefined;
  }

  private flushText(emitter: RunEmitter, note?: string): void {
    if (emitter.text === '') return;
    const text = emitter.text;
    emitter.text = '';
    if (!this.visible(emitter)) return;
    const run: TextRun = { text, style: { ...emitter.resolved.style }, locator: emitter.locator };
    this.decorate(run, emitter);
    if (note !== undefined) run.note = note;
    emitter.runs.push(run);
  }

  private emitObject(emitter: RunEmitter, object: InlineObject, label: string): void {
    if (!this.visible(emitter)) return;
    const run: TextRun = { text: label, style: { ...emitter.resolved.style }, locator: emitter.locator, object };
    this.decorate(run, emitter);
    emitter.runs.push(run);
  }

  private decorate(run: TextRun, emitter: { author?: string; link?: string }): void {
    if (emitter.author !== undefined) run.author = emitter.author;
    const link = emitter.link ?? this.fieldLink();
    if (link !== undefined) run.link = link;
  }

  private noteMark(reference: XmlElement): string {
    if (reference.attrs['w:customMarkFollows'] !== undefined && reference.attrs['w:customMarkFollows'] !== '0')
      return '';
    if (reference.name === 'w:footnoteReference') return String(++this.session.footnoteCount);
    // Word numbers endnotes i, ii, iii … unless the settings say otherwise.
    return formatNumber(++this.session.endnoteCount, 'lowerRoman', new Set());
  }

  private readEquation(
    math: XmlElement,
    path: string,
    runs: TextRun[],
    author: string | undefined,
    link: string | undefined,
  ): void {
    const deleted = (element: XmlElement) => element.name === 'w:del' || element.name === 'w:moveFrom';
    const text = mathText(math, deleted);
    const hash = sha1(new TextEncoder().encode(canonicalXml(math, deleted)));
    if (this.fields.some((frame) => !frame.inResult)) return;
    const run: TextRun = {
      text,
      style: {},
      locator: this.locator(path),
      object: { kind: 'equation', hash, name: text },
    };
    this.decorate(run, { author, link });
    runs.push(run);
  }

  private readSdt(sdt: XmlElement, path: string, read: (content: XmlElement, contentPath: string) => void): void {
    const index = sdt.children.findIndex((c) => c.name === 'w:sdtContent');
    if (index >= 0) read(sdt.children[index], `${path}/${index}`);
  }

  /** Markup compatibility: the first mc:Choice is the copy Word shows; mc:Fallback repeats it. */
  private readChoice(
    alternate: XmlElement,
    path: string,
    read: (choice: XmlElement, choicePath: string) => void,
  ): void {
    let index = alternate.children.findIndex((c) => c.name === 'mc:Choice');
    if (index < 0) index = alternate.children.findIndex((c) => c.name === 'mc:Fallback');
    if (index >= 0) read(alternate.children[index], `${path}/${index}`);
  }

  private readTable(tbl: XmlElement, path: string): TableBlock {
    const table: TableBlock = { type: 'table', rows: [], locator: this.locator(path) };
    const styleId = tbl.child('w:tblPr')?.child('w:tblStyle')?.attrs['w:val'];
    const styleName = this.session.styles.displayName(styleId);
    if (styleName !== undefined) table.styleName = styleName;
    this.readRows(tbl, path, table.rows);
    return table;
  }

  private readRows(container: XmlElement, path: string, rows: TableRow[]): void {
    const children = container.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      const childPath = `${path}/${i}`;
      switch (child.name) {
        case 'w:tr': {
          const trPr = child.child('w:trPr');
          if (trPr && trPr.child('w:del') !== undefined) break; // a deleted row is gone once accepted
          const row: TableRow = { cells: [], locator: this.locator(childPath) };
          this.readCells(child, childPath, row.cells);
          rows.push(row);
          break;
        }
        case 'w:sdt':
          this.readSdt(child, childPath, (content, contentPath) => this.readRows(content, contentPath, rows));
          break;
        case 'w:customXml':
        case 'w:ins':
        case 'w:moveTo':
          this.readRows(child, childPath, rows);
          break;
        case 'mc:AlternateContent':
          this.readChoice(child, childPath, (choice, choicePath) => this.readRows(choice, choicePath, rows));
          break;
        default:
          if (!IGNORED_IN_BLOCKS.has(child.name) && child.name !== 'w:del' && child.name !== 'w:moveFrom') {
            this.warn('unsupported-element', `unsupported table content ${child.name} skipped`, childPath);
          }
      }
    }
  }

  private readCells(container: XmlElement, path: string, cells: TableCell[]): void {
    const children = container.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      const childPath = `${path}/${i}`;
      switch (child.name) {
        case 'w:tc': {
          const cell: TableCell = { blocks: this.readBlocks(child, childPath), locator: this.locator(childPath) };
          const tcPr = child.child('w:tcPr');
          if (tcPr) {
            const span = Number(tcPr.child('w:gridSpan')?.attrs['w:val']);
            if (Number.isInteger(span) && span > 1) cell.colSpan = span;
            const vMerge = tcPr.child('w:vMerge');
            if (vMerge) cell.vMerge = vMerge.attrs['w:val'] === 'restart' ? 'restart' : 'continue';
          }
          cells.push(cell);
          break;
        }
        case 'w:sdt':
          this.readSdt(child, childPath, (content, contentPath) => this.readCells(content, contentPath, cells));
          break;
        case 'w:customXml':
          this.readCells(child, childPath, cells);
          break;
        case 'mc:AlternateContent':
          this.readChoice(child, childPath, (choice, choicePath) => this.readCells(choice, choicePath, cells));
          break;
        default:
          if (!IGNORED_IN_BLOCKS.has(child.name)) {
            this.warn('unsupported-element', `unsupported row content ${child.name} skipped`, childPath);
          }
      }
    }
  }

  // ---- objects -------------------------------------------------------------------------------

  private readDrawing(drawing: XmlElement, path: string, emitter: RunEmitter): void {
    for (let i = 0; i < drawing.children.length; i++) {
      const frame = drawing.children[i];
      if (frame.name !== 'wp:inline' && frame.name !== 'wp:anchor') continue;
      const docPr = frame.child('wp:docPr');
      const fallbackName = nonEmpty(docPr?.attrs['descr']) ?? nonEmpty(docPr?.attrs['name']);
      const graphicIndex = frame.children.findIndex((c) => c.name === 'a:graphic');
      const graphicData = graphicIndex >= 0 ? frame.children[graphicIndex].child('a:graphicData') : undefined;
      if (!graphicData) continue;
      const dataPath = `${path}/${i}/${graphicIndex}/${frame.children[graphicIndex].children.indexOf(graphicData)}`;
      const found = this.readGraphic(graphicData, dataPath, emitter, fallbackName);
      if (!found) {
        const uri = graphicData.attrs['uri'] ?? 'unknown';
        this.warn('unsupported-drawing', `drawing of type ${uri} compared as an opaque object`, path);
        this.emitObject(
          emitter,
          { kind: 'object', hash: sha1(canonicalXml(graphicData)), name: fallbackName ?? 'drawing' },
          `[object: ${fallbackName ?? 'drawing'}]`,
        );
      }
    }
  }

  /** Pictures, charts, diagrams, shapes and text boxes inside DrawingML; true if any was found. */
  private readGraphic(
    element: XmlElement,
    path: string,
    emitter: RunEmitter,
    fallbackName: string | undefined,
  ): boolean {
    switch (element.name) {
      case 'pic:pic': {
        const blip = findDescendant(element, 'a:blip');
        const relId = blip?.attrs['r:embed'] ?? blip?.attrs['r:link'];
        this.emitPart(emitter, 'image', relId, fallbackName, path);
        return true;
      }
      case 'c:chart':
        this.emitPart(emitter, 'chart', element.attrs['r:id'], fallbackName, path);
        return true;
      case 'dgm:relIds':
        this.emitPart(emitter, 'object', element.attrs['r:dm'], fallbackName ?? 'SmartArt diagram', path);
        this.warn('smartart-text', 'SmartArt diagram text is not compared (the diagram is compared as a whole)', path);
        return true;
      case 'wps:wsp': {
        const txbxIndex = element.children.findIndex((c) => c.name === 'wps:txbx');
        const txbx = txbxIndex >= 0 ? element.children[txbxIndex] : undefined;
        const contentIndex = txbx ? txbx.children.findIndex((c) => c.name === 'w:txbxContent') : -1;
        if (txbx && contentIndex >= 0) {
          this.readTextbox(txbx.children[contentIndex], `${path}/${txbxIndex}/${contentIndex}`);
        } else {
          const name = fallbackName ?? 'shape';
          this.emitObject(emitter, { kind: 'object', hash: sha1(canonicalXml(element)), name }, `[object: ${name}]`);
        }
        return true;
      }
      case 'mc:AlternateContent': {
        let found = false;
        this.readChoice(element, path, (choice, choicePath) => {
          found = this.readGraphic(choice, choicePath, emitter, fallbackName);
        });
        return found;
      }
      case 'a:graphicData':
      case 'wpg:wgp':
      case 'wpg:grpSp':
      case 'wpc:wpc':
      case 'mc:Choice':
      case 'mc:Fallback': {
        let found = false;
        for (let i = 0; i < element.children.length; i++) {
          if (this.readGraphic(element.children[i], `${path}/${i}`, emitter, undefined)) found = true;
        }
        return found;
      }
      default:
        return false;
    }
  }

  private readVml(pict: XmlElement, path: string, emitter: RunEmitter): void {
    const found = this.readVmlShape(pict, path, emitter);
    if (!found) this.warn('unsupported-vml', 'VML shape without text or picture skipped', path);
  }

  private readVmlShape(element: XmlElement, path: string, emitter: RunEmitter): boolean {
    let found = false;
    for (let i = 0; i < element.children.length; i++) {
      const child = element.children[i];
      const childPath = `${path}/${i}`;
      switch (child.name) {
        case 'v:imagedata': {
          const relId = child.attrs['r:id'] ?? child.attrs['o:relid'] ?? child.attrs['r:href'];
          this.emitPart(emitter, 'image', relId, nonEmpty(child.attrs['o:title']), childPath);
          found = true;
          break;
        }
        case 'v:textbox': {
          const contentIndex = child.children.findIndex((c) => c.name === 'w:txbxContent');
          if (contentIndex >= 0) {
            this.readTextbox(child.children[contentIndex], `${childPath}/${contentIndex}`);
            found = true;
          }
          break;
        }
        case 'o:OLEObject':
          this.emitOle(child, childPath, emitter);
          found = true;
          break;
        case 'v:shapetype':
        case 'w10:wrap':
        case 'v:stroke':
        case 'v:fill':
        case 'v:path':
        case 'v:formulas':
          break;
        default:
          if (this.readVmlShape(child, childPath, emitter)) found = true;
      }
    }
    return found;
  }

  private readEmbeddedObject(object: XmlElement, path: string, emitter: RunEmitter): void {
    const oleIndex = object.children.findIndex((c) => c.name === 'o:OLEObject');
    if (oleIndex >= 0) {
      this.emitOle(object.children[oleIndex], `${path}/${oleIndex}`, emitter);
      return;
    }
    const control = object.child('w:control');
    if (control) {
      const name = nonEmpty(control.attrs['w:name']) ?? 'control';
      this.emitPart(emitter, 'object', control.attrs['r:id'], name, path);
      return;
    }
    if (!this.readVmlShape(object, path, emitter)) {
      this.warn('unsupported-object', 'embedded object without OLE data or preview skipped', path);
    }
  }

  private emitOle(ole: XmlElement, path: string, emitter: RunEmitter): void {
    const progId = nonEmpty(ole.attrs['ProgID']);
    this.emitPart(emitter, 'object', ole.attrs['r:id'], progId ?? 'embedded object', path, progId);
  }

  /** An object whose identity is the bytes of the part a relationship points at. */
  private emitPart(
    emitter: RunEmitter,
    kind: InlineObject['kind'],
    relId: string | undefined,
    fallbackName: string | undefined,
    path: string,
    prefix?: string,
  ): void {
    const relationship = relId ? this.context.relationships.get(relId) : undefined;
    let hash: string;
    let name: string | undefined;
    let detail: string | undefined;
    if (!relationship) {
      this.warn('missing-relationship', `${kind} refers to a missing relationship ${relId ?? '(none)'}`, path);
      hash = sha1(`missing:${relId ?? ''}`);
      name = fallbackName;
    } else if (relationship.external) {
      hash = sha1(`external:${relationship.target}`);
      name = baseName(relationship.target) || fallbackName;
    } else {
      const chart =
        kind === 'chart' ? chartIdentity(this.session.zip.text(relationship.target), relationship.target) : undefined;
      const partHash = chart?.hash ?? this.hashPart(relationship.target);
      detail = chart?.detail;
      if (partHash === null) {
        this.warn('missing-part', `${kind} part '${relationship.target}' is missing from the package`, path);
        hash = sha1(`missing:${relationship.target}`);
      } else hash = partHash;
      name = baseName(relationship.target);
      if (prefix) name = `${prefix} (${name})`;
    }
    name ??= kind;
    this.emitObject(emitter, { kind, hash, name, ...(detail ? { detail } : {}) }, `[${kind}: ${name}]`);
  }

  private hashPart(partName: string): string | null {
    const cache = this.session.partHashes;
    let hash = cache.get(partName);
    if (hash === undefined) {
      hash = this.session.zip.has(partName) ? sha1(this.session.zip.read(partName)) : null;
      cache.set(partName, hash);
    }
    return hash;
  }

  private readTextbox(content: XmlElement, path: string): void {
    const number = this.session.textboxes.length + 1;
    const story: Story = { kind: 'textbox', key: `textbox:${number}`, label: `text box ${number}`, blocks: [] };
    this.session.textboxes.push(story);
    story.blocks = new StoryReader(this.session, this.context, false).readBlocks(content, path);
  }

  private hyperlinkTarget(hyperlink: XmlElement): string | undefined {
    const relId = hyperlink.attrs['r:id'];
    const anchor = hyperlink.attrs['w:anchor'];
    if (relId) {
      const relationship = this.context.relationships.get(relId);
      if (relationship) return anchor ? `${relationship.target}#${anchor}` : relationship.target;
    }
    return anchor ? `#${anchor}` : undefined;
  }

  private addSection(sectPr: XmlElement): void {
    const section: SectionInfo = { index: this.session.sections.length + 1, headers: [], footers: [] };
    for (const child of sectPr.children) {
      if (child.name === 'w:headerReference' || child.name === 'w:footerReference') {
        const relId = child.attrs['r:id'];
        if (!relId) continue;
        const reference = { type: child.attrs['w:type'] ?? 'default', relId };
        (child.name === 'w:headerReference' ? section.headers : section.footers).push(reference);
      } else if (child.name === 'w:pgSz' && !this.session.pageSize) {
        const width = twipsToPoints(child.attrs['w:w']);
        const height = twipsToPoints(child.attrs['w:h']);
        if (width !== undefined && height !== undefined) this.session.pageSize = { width, height };
      }
    }
    this.session.sections.push(section);
  }

  /** A comment's range marker, or the run holding its reference, at `path`. */
  private markComment(element: XmlElement, path: string): void {
    const id = element.attrs['w:id'];
    if (id === undefined) return;
    const marks = (this.session.commentMarks ??= new Map());
    const list = marks.get(id);
    if (list) list.push(this.locator(path));
    else marks.set(id, [this.locator(path)]);
  }

  private locator(path: string): Locator {
    return { part: this.context.part, path };
  }

  private warn(code: string, message: string, path: string): void {
    this.session.warnings.add(code, message, this.locator(path));
  }
}

/** Linear text of an equation: its m:t texts in order (w:t too, for text inside math runs). */
function mathText(element: XmlElement, skip: (element: XmlElement) => boolean): string {
  if (element.name === 'm:t' || element.name === 'w:t') return element.text;
  let text = '';
  for (const child of element.children) if (!skip(child)) text += mathText(child, skip);
  return text;
}

/** The target of a HYPERLINK field instruction (`HYPERLINK "https://…" \l "anchor"`). */
function hyperlinkFromInstruction(instruction: string | undefined): string | undefined {
  if (!instruction) return undefined;
  const match = /^\s*HYPERLINK\s+(?:"([^"]*)"|(\S+))?(?:.*?\\l\s+"([^"]*)")?/i.exec(instruction);
  if (!match) return undefined;
  const target = match[1] ?? match[2];
  const anchor = match[3];
  if (target && !target.startsWith('\\')) return anchor ? `${target}#${anchor}` : target;
  return anchor ? `#${anchor}` : undefined;
}

function baseName(target: string): string {
  const clean = target.split(/[?#]/)[0];
  return clean.slice(clean.lastIndexOf('/') + 1);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value : undefined;
}
