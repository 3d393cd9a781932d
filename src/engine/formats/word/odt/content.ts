import type { ZipArchive } from '../../../archive/zip';
import { sha1 } from '../../package/digest';
import type {
  Block,
  InlineObject,
  Locator,
  ParagraphBlock,
  ReaderWarning,
  RunStyle,
  Story,
  TableBlock,
  TableCell,
  TableRow,
  TextRun,
} from '../../../model/document';
import { formatListNumber } from '../../shared/numbering';
import { odfChartIdentity } from '../../shared/chart';
import type { OdtSections } from './sections';
import { cleanRunStyle, type ListLevelStyle, type ListStyle, type OdfStyleScope } from './styles';
import {
  canonicalXml,
  childElements,
  deepText as textContent,
  firstChild,
  nodesOf,
  type XmlElement,
  type XmlNode,
} from '../../package/xml-tree';
import { SILENT_ELEMENTS } from './silent-elements';

/**
 * Turns ODF text content (office:text, header/footer, note and annotation bodies) into blocks.
 * Notes, comments and text boxes met on the way become their own stories. Tracked changes are
 * shown accepted: the body already holds inserted text and only a marker where text was
 * deleted, so the reader only notes who inserted what.
 */

/** Inline elements whose children are their displayed text (fields, metadata wrappers). */
const TRANSPARENT_INLINE = new Set(
  [
    'date',
    'time',
    'page-number',
    'page-count',
    'page-continuation',
    'title',
    'subject',
    'author-name',
    'author-initials',
    'chapter',
    'file-name',
    'template-name',
    'sheet-name',
    'sequence',
    'sequence-ref',
    'bookmark-ref',
    'reference-ref',
    'note-ref',
    'bibliography-mark',
    'variable-get',
    'variable-set',
    'variable-input',
    'user-field-get',
    'user-field-input',
    'user-defined',
    'expression',
    'text-input',
    'drop-down',
    'conditional-text',
    'hidden-text',
    'placeholder',
    'initial-creator',
    'creation-date',
    'creation-time',
    'creator',
    'description',
    'keywords',
    'print-date',
    'print-time',
    'printed-by',
    'editing-cycles',
    'editing-duration',
    'modification-date',
    'modification-time',
    'word-count',
    'character-count',
    'paragraph-count',
    'table-count',
    'image-count',
    'object-count',
    'sender-firstname',
    'sender-lastname',
    'sender-initials',
    'sender-title',
    'sender-position',
    'sender-email',
    'sender-company',
    'database-display',
    'database-name',
    'database-row-number',
    'meta',
    'meta-field',
    'measure',
    'script',
    'execute-macro',
    'dde-connection',
    'table-formula',
  ].map((local) => `text:${local}`),
);

const INDEX_ELEMENTS = new Set([
  'text:table-of-content',
  'text:alphabetical-index',
  'text:bibliography',
  'text:illustration-index',
  'text:table-index',
  'text:object-index',
  'text:user-index',
]);

const SHAPE_ELEMENTS = new Set(
  [
    'rect',
    'line',
    'polyline',
    'polygon',
    'regular-polygon',
    'path',
    'circle',
    'ellipse',
    'connector',
    'caption',
    'measure',
    'custom-shape',
    'control',
    'page-thumbnail',
  ].map((local) => `draw:${local}`),
);

const MAX_REPEAT = 256;

interface ChangeRegion {
  kind: 'insertion' | 'deletion' | 'format-change';
  author?: string;
}

interface ListState {
  styleName?: string;
  counters: number[];
}

interface BlockContext {
  part: string;
  styles: OdfStyleScope;
  list?: { state: ListState; level: number };
  /** The body's sections, where paragraphs of the body are read (not in tables, notes, frames). */
  sections?: OdtSections;
}

interface InlineContext extends BlockContext {
  link?: string;
}

/** Collects runs of a paragraph, collapsing XML whitespace the way ODF asks. */
class RunBuilder {
  readonly runs: TextRun[] = [];
  private lastWasSpace = true;

  text(raw: string, style: RunStyle, locator: Locator, link: string | undefined, author: string | undefined): void {
    // ODF: runs of space, tab, CR and LF in text nodes are one space; text:s/text:tab are literal.
    let text = raw.replace(/[ \t\r\n]+/g, ' ');
    if (this.lastWasSpace && text.startsWith(' ')) text = text.slice(1);
    if (!text) return;
    this.lastWasSpace = text.endsWith(' ');
    this.push({ text, style: cleanRunStyle(style), locator }, link, author);
  }

  literal(text: string, style: RunStyle, locator: Locator, link: string | undefined, author: string | undefined): void {
    this.lastWasSpace = false;
    this.push({ text, style: cleanRunStyle(style), locator }, link, author);
  }

  object(object: InlineObject, style: RunStyle, locator: Locator, link: string | undefined): void {
    this.lastWasSpace = false;
    const text = object.name ? `[${object.kind}: ${object.name}]` : `[${object.kind}]`;
    const run: TextRun = { text, style: cleanRunStyle(style), locator, object };
    if (link) run.link = link;
    this.runs.push(run);
  }

  private push(run: TextRun, link: string | undefined, author: string | undefined): void {
    if (link) run.link = link;
    if (author) run.author = author;
    const last = this.runs[this.runs.length - 1];
    if (
      last &&
      !last.object &&
      last.link === run.link &&
      last.author === run.author &&
      sameStyle(last.style, run.style)
    ) {
      last.text += run.text;
      return;
    }
    this.runs.push(run);
  }
}

function sameStyle(a: RunStyle, b: RunStyle): boolean {
  const keysA = Object.keys(a) as (keyof RunStyle)[];
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => a[key] === b[key]);
}

export interface OdtContentOptions {
  archive: ZipArchive;
  /** manifest media types by full path, used to tell formulas and charts from other objects. */
  mediaTypes: Map<string, string>;
}

export class OdtContentReader {
  /** Notes, comments and text boxes, in the order they were met. */
  readonly extraStories: Story[] = [];
  private readonly unknown = new Map<string, { count: number; locator: Locator }>();
  private readonly otherWarnings: ReaderWarning[] = [];
  private readonly changes = new Map<string, ChangeRegion>();
  /** Open text:change-start ids, innermost last. */
  private readonly openInsertions: string[] = [];
  private readonly listCountersByStyle = new Map<string, number[]>();
  private readonly listCountersById = new Map<string, number[]>();
  private footnotes = 0;
  private endnotes = 0;
  private comments = 0;
  private textBoxes = 0;

  constructor(private readonly options: OdtContentOptions) {}

  /** Reads text:tracked-changes; returns the number of changed regions. */
  readTrackedChanges(officeText: XmlElement): number {
    let count = 0;
    for (const tracked of childElements(officeText, 'text:tracked-changes')) {
      for (const region of childElements(tracked, 'text:changed-region')) {
        count++;
        const id = region.attrs['text:id'] ?? region.attrs['xml:id'];
        const change = childElements(region).find((child) =>
          ['text:insertion', 'text:deletion', 'text:format-change'].includes(child.name),
        );
        if (!id || !change) continue;
        const info = firstChild(change, 'office:change-info');
        const creator = info ? firstChild(info, 'dc:creator') : undefined;
        this.changes.set(id, {
          kind: change.name.slice('text:'.length) as ChangeRegion['kind'],
          author: creator ? textContent(creator).trim() || undefined : undefined,
        });
      }
    }
    return count;
  }

  warnings(): ReaderWarning[] {
    const out = [...this.otherWarnings];
    for (const [key, { count, locator }] of this.unknown) {
      const name = key.slice(key.indexOf('|') + 1);
      out.push({
        code: 'unknown-element',
        message: `${locator.part}: element <${name}> is not understood; its text was kept${count > 1 ? ` (${count} times)` : ''}`,
        locator,
      });
    }
    return out;
  }

  warn(warning: ReaderWarning): void {
    this.otherWarnings.push(warning);
  }

  /** Blocks of a container whose children are block-level content. */
  blocks(container: XmlElement, context: BlockContext): Block[] {
    const out: Block[] = [];
    for (const child of nodesOf(container)) {
      if (typeof child !== 'string') this.block(child, out, context);
    }
    return out;
  }

  private block(element: XmlElement, out: Block[], context: BlockContext): void {
    const name = element.name;
    if (name === 'text:p' || name === 'text:h') {
      out.push(this.paragraph(element, context));
    } else if (name === 'text:list') {
      this.list(element, out, context);
    } else if (name === 'table:table') {
      out.push(this.table(element, context));
    } else if (name === 'text:section') {
      context.sections?.enter(element.attrs['text:style-name']);
      out.push(...this.blocks(element, context));
      context.sections?.leave();
    } else if (name === 'text:index-title' || name === 'text:index-body') {
      out.push(...this.blocks(element, context));
    } else if (INDEX_ELEMENTS.has(name)) {
      // The source part holds templates; the index body is what the reader sees.
      const body = firstChild(element, 'text:index-body');
      if (body) out.push(...this.blocks(body, context));
    } else if (name === 'text:numbered-paragraph') {
      const label = firstChild(element, 'text:number');
      for (const child of childElements(element)) {
        if (child.name !== 'text:p' && child.name !== 'text:h') continue;
        const paragraph = this.paragraph(child, context);
        paragraph.list = {
          label: label ? textContent(label) : '',
          level: Number(element.attrs['text:level'] ?? '1') - 1,
        };
        out.push(paragraph);
      }
    } else if (name === 'text:change-start' || name === 'text:change-end' || name === 'text:change') {
      this.changeMarker(element);
    } else if (SILENT_ELEMENTS.has(name)) {
      // Declarations and position markers: nothing to show.
    } else if (name === 'draw:frame' || name === 'draw:a' || name === 'draw:g' || SHAPE_ELEMENTS.has(name)) {
      // Page-anchored drawing objects: images become object blocks, text boxes become stories.
      const builder = new RunBuilder();
      this.inline(element, builder, {}, { ...context });
      for (const run of builder.runs) {
        if (run.object) out.push({ type: 'object', object: run.object, locator: run.locator });
      }
    } else {
      this.noteUnknown(element, context.part);
      out.push(...this.blocks(element, context));
    }
  }

  private paragraph(element: XmlElement, context: BlockContext): ParagraphBlock {
    const styleName = element.attrs['text:style-name'];
    const info = context.styles.paragraphInfo(styleName);
    const paragraph: ParagraphBlock = { type: 'paragraph', runs: [], locator: this.locator(context.part, element) };
    if (info.styleName) paragraph.styleName = info.styleName;
    if (info.alignment) paragraph.alignment = info.alignment;
    if (info.properties) paragraph.properties = info.properties;
    if (element.name === 'text:h') {
      const level = Number(element.attrs['text:outline-level'] ?? '1');
      paragraph.headingLevel = Math.min(9, Math.max(1, Number.isFinite(level) ? level : 1));
      // A heading's outline level is a layout property, as Word's w:outlineLvl is.
      paragraph.properties = { ...paragraph.properties, 'outline level': `level ${paragraph.headingLevel}` };
    }
    context.sections?.paragraph(paragraph, styleName);
    const builder = new RunBuilder();
    const base = context.styles.applyRunStyle({}, 'paragraph', styleName);
    for (const child of nodesOf(element)) this.inline(child, builder, base, { ...context, link: undefined }, element);
    paragraph.runs = builder.runs;
    return paragraph;
  }

  private inline(
    node: XmlNode,
    builder: RunBuilder,
    style: RunStyle,
    context: InlineContext,
    parent?: XmlElement,
  ): void {
    if (typeof node === 'string') {
      if (parent) builder.text(node, style, this.locator(context.part, parent), context.link, this.insertionAuthor());
      return;
    }
    const element = node;
    const name = element.name;
    const locator = () => this.locator(context.part, element);
    switch (name) {
      case 'text:span': {
        let spanStyle = context.styles.applyRunStyle(style, 'text', element.attrs['text:style-name']);
        for (const className of (element.attrs['text:class-names'] ?? '').split(/\s+/).filter(Boolean)) {
          spanStyle = context.styles.applyRunStyle(spanStyle, 'text', className);
        }
        for (const child of nodesOf(element)) this.inline(child, builder, spanStyle, context, element);
        return;
      }
      case 'text:a': {
        const linkStyle = context.styles.applyLinkStyle(style, element.attrs['text:style-name']);
        const link = element.attrs['xlink:href'] || context.link;
        for (const child of nodesOf(element)) this.inline(child, builder, linkStyle, { ...context, link }, element);
        return;
      }
      case 'text:s': {
        const count = Math.min(1000, Math.max(1, Number(element.attrs['text:c'] ?? '1') || 1));
        builder.literal(' '.repeat(count), style, locator(), context.link, this.insertionAuthor());
        return;
      }
      case 'text:tab':
        builder.literal('\t', style, locator(), context.link, this.insertionAuthor());
        return;
      case 'text:line-break':
        builder.literal('\n', style, locator(), context.link, this.insertionAuthor());
        return;
      case 'text:change':
      case 'text:change-start':
      case 'text:change-end':
        this.changeMarker(element);
        return;
      case 'text:note':
        this.note(element, context);
        return;
      case 'office:annotation':
        this.annotation(element, context);
        return;
      case 'text:ruby': {
        // The base text is the text; the ruby annotation above it is a reading aid.
        const base = firstChild(element, 'text:ruby-base');
        if (base) for (const child of nodesOf(base)) this.inline(child, builder, style, context, base);
        return;
      }
      case 'draw:frame':
        this.frame(element, builder, style, context);
        return;
      case 'draw:a': {
        const link = element.attrs['xlink:href'] || context.link;
        for (const child of nodesOf(element)) this.inline(child, builder, style, { ...context, link }, element);
        return;
      }
      case 'draw:g':
        for (const child of childElements(element)) this.inline(child, builder, style, context, element);
        return;
    }
    if (SHAPE_ELEMENTS.has(name)) {
      this.shape(element, builder, style, context);
      return;
    }
    if (SILENT_ELEMENTS.has(name)) return;
    if (TRANSPARENT_INLINE.has(name)) {
      for (const child of nodesOf(element)) this.inline(child, builder, style, context, element);
      return;
    }
    if (name === 'text:p' || name === 'text:h' || name === 'text:list' || name === 'table:table') {
      // Block content where only inline content may be (some producers do it): keep its text.
      this.noteUnknown(element, context.part);
      for (const child of nodesOf(element)) this.inline(child, builder, style, context, element);
      return;
    }
    this.noteUnknown(element, context.part);
    for (const child of nodesOf(element)) this.inline(child, builder, style, context, element);
  }

  private changeMarker(element: XmlElement): void {
    const id = element.attrs['text:change-id'];
    if (!id) return;
    if (element.name === 'text:change-start') {
      if (this.changes.get(id)?.kind === 'insertion') this.openInsertions.push(id);
    } else if (element.name === 'text:change-end') {
      const index = this.openInsertions.lastIndexOf(id);
      if (index >= 0) this.openInsertions.splice(index, 1);
    }
    // text:change marks deleted content, which lives in the change region: nothing to show.
  }

  private insertionAuthor(): string | undefined {
    for (let i = this.openInsertions.length - 1; i >= 0; i--) {
      const author = this.changes.get(this.openInsertions[i])?.author;
      if (author) return author;
    }
    return undefined;
  }

  private note(element: XmlElement, context: BlockContext): void {
    const kind = element.attrs['text:note-class'] === 'endnote' ? 'endnote' : 'footnote';
    const number = kind === 'endnote' ? ++this.endnotes : ++this.footnotes;
    const body = firstChild(element, 'text:note-body');
    const story: Story = {
      kind,
      key: `${kind}:${number}`,
      label: `${kind} ${number}`,
      blocks: [],
    };
    // Reserve the slot first so the story order follows the document even for nested notes.
    this.extraStories.push(story);
    story.blocks = body ? this.blocks(body, { part: context.part, styles: context.styles }) : [];
  }

  private annotation(element: XmlElement, context: BlockContext): void {
    const number = ++this.comments;
    const creator = firstChild(element, 'dc:creator');
    const author = creator ? textContent(creator).trim() || undefined : undefined;
    const story: Story = {
      kind: 'comment',
      key: `comment:${number}`,
      label: author ? `comment ${number} by ${author}` : `comment ${number}`,
      blocks: [],
    };
    if (author) story.author = author;
    this.extraStories.push(story);
    const out: Block[] = [];
    const inner = { part: context.part, styles: context.styles };
    for (const child of childElements(element)) {
      if (['dc:creator', 'dc:date', 'meta:date-string', 'meta:creator-initials'].includes(child.name)) continue;
      this.block(child, out, inner);
    }
    story.blocks = out;
  }

  private textBoxStory(container: XmlElement, name: string | undefined, context: BlockContext): void {
    const number = ++this.textBoxes;
    const story: Story = {
      kind: 'textbox',
      key: `textbox:${number}`,
      label: name ? `text box ${number} (${name})` : `text box ${number}`,
      blocks: [],
    };
    this.extraStories.push(story);
    story.blocks = this.blocks(container, { part: context.part, styles: context.styles });
  }

  private frame(element: XmlElement, builder: RunBuilder, style: RunStyle, context: InlineContext): void {
    const title = firstChild(element, 'svg:title');
    const frameName = (title ? textContent(title).trim() : '') || undefined;
    const textBox = firstChild(element, 'draw:text-box');
    if (textBox) {
      this.textBoxStory(textBox, frameName ?? element.attrs['draw:name'], context);
      return;
    }
    const embedded = firstChild(element, 'draw:object') ?? firstChild(element, 'draw:object-ole');
    const image = firstChild(element, 'draw:image');
    if (embedded) {
      builder.object(
        this.embeddedObject(embedded, image, frameName ?? element.attrs['draw:name']),
        style,
        this.locator(context.part, element),
        context.link,
      );
      return;
    }
    if (image) {
      builder.object(this.imageObject(image, frameName), style, this.locator(context.part, element), context.link);
      return;
    }
    const other = childElements(element).find((child) => child.name !== 'svg:title' && child.name !== 'svg:desc');
    if (other) {
      // draw:plugin, draw:applet, draw:floating-frame: compared by their XML.
      builder.object(
        {
          kind: 'object',
          hash: sha1(canonicalXml(other)),
          name: frameName ?? element.attrs['draw:name'] ?? other.name,
        },
        style,
        this.locator(context.part, element),
        context.link,
      );
      this.noteUnknown(other, context.part);
    }
  }

  private imageObject(image: XmlElement, title: string | undefined): InlineObject {
    const href = image.attrs['xlink:href'] ?? '';
    const fileName = href.split('/').pop() || undefined;
    const name = title ?? fileName;
    const binary = firstChild(image, 'office:binary-data');
    if (binary) {
      return withName(
        { kind: 'image', hash: sha1(Buffer.from(textContent(binary).replace(/\s+/g, ''), 'base64')) },
        name,
      );
    }
    const partName = packagePath(href);
    if (partName && this.options.archive.has(partName)) {
      return withName({ kind: 'image', hash: sha1(this.options.archive.read(partName)) }, name);
    }
    this.warn({
      code: 'missing-image',
      message: `image '${href}' is not in the package; compared by its link only`,
    });
    return withName({ kind: 'image', hash: sha1(href) }, name);
  }

  private embeddedObject(
    embedded: XmlElement,
    replacement: XmlElement | undefined,
    name: string | undefined,
  ): InlineObject {
    const href = embedded.attrs['xlink:href'] ?? '';
    const folder = packagePath(href);
    const mediaType = folder ? (this.options.mediaTypes.get(`${folder}/`) ?? '') : '';
    const kind: InlineObject['kind'] = mediaType.includes('formula')
      ? 'equation'
      : mediaType.includes('chart')
        ? 'chart'
        : 'object';
    const contentPart = folder ? `${folder}/content.xml` : undefined;
    if (contentPart && this.options.archive.has(contentPart)) {
      // A chart is what a reader sees of it (type, title, series, axes), not its bytes.
      const chart =
        kind === 'chart' ? odfChartIdentity(this.options.archive.text(contentPart), contentPart) : undefined;
      if (chart) return withName({ kind, ...chart }, name);
      return withName({ kind, hash: sha1(this.options.archive.read(contentPart)) }, name);
    }
    if (folder && this.options.archive.has(folder)) {
      return withName({ kind, hash: sha1(this.options.archive.read(folder)) }, name);
    }
    if (replacement) return { ...this.imageObject(replacement, name), kind };
    const inline = firstChild(embedded, 'math:math') ?? childElements(embedded)[0];
    return withName(
      { kind: inline?.name === 'math:math' ? 'equation' : kind, hash: sha1(inline ? canonicalXml(inline) : href) },
      name,
    );
  }

  private shape(element: XmlElement, builder: RunBuilder, style: RunStyle, context: InlineContext): void {
    const title = firstChild(element, 'svg:title');
    const name = (title ? textContent(title).trim() : '') || element.attrs['draw:name'];
    const hasText = childElements(element).some((child) => child.name === 'text:p' || child.name === 'text:list');
    if (hasText) {
      this.textBoxStory(element, name, context);
      return;
    }
    builder.object(
      { kind: 'object', hash: sha1(canonicalXml(element)), name: name ?? element.name.slice('draw:'.length) },
      style,
      this.locator(context.part, element),
      context.link,
    );
  }

  private list(element: XmlElement, out: Block[], context: BlockContext): void {
    const nested = context.list;
    let state: ListState;
    let level: number;
    if (nested) {
      state = nested.state;
      level = nested.level + 1;
      if (element.attrs['text:style-name']) state = { ...state, styleName: element.attrs['text:style-name'] };
    } else {
      const styleName = element.attrs['text:style-name'];
      const continueId = element.attrs['text:continue-list'];
      const continued =
        (continueId ? this.listCountersById.get(continueId) : undefined) ??
        (element.attrs['text:continue-numbering'] === 'true' && styleName
          ? this.listCountersByStyle.get(styleName)
          : undefined);
      state = { styleName, counters: continued ? [...continued] : [] };
      level = 0;
    }
    for (const item of childElements(element)) {
      if (item.name === 'text:list-item' || item.name === 'text:list-header') {
        this.listItem(item, out, context, state, level);
      } else if (!SILENT_ELEMENTS.has(item.name)) {
        this.noteUnknown(item, context.part);
        out.push(...this.blocks(item, context));
      }
    }
    if (!nested) {
      if (state.styleName) this.listCountersByStyle.set(state.styleName, state.counters);
      const id = element.attrs['xml:id'];
      if (id) this.listCountersById.set(id, state.counters);
    }
  }

  private listItem(item: XmlElement, out: Block[], context: BlockContext, state: ListState, level: number): void {
    const numbered = item.name === 'text:list-item';
    const start = item.attrs['text:start-value'];
    if (numbered && start !== undefined && Number.isFinite(Number(start))) state.counters[level] = Number(start) - 1;
    const producerLabel = firstChild(item, 'text:number');
    let labelled = !numbered;
    const inner: BlockContext = { ...context, list: { state, level } };
    for (const child of childElements(item)) {
      if ((child.name === 'text:p' || child.name === 'text:h') && !labelled) {
        labelled = true;
        const paragraph = this.paragraph(child, inner);
        const listStyleName =
          state.styleName ?? context.styles.paragraphInfo(child.attrs['text:style-name']).listStyleName;
        const label = producerLabel
          ? textContent(producerLabel)
          : this.nextLabel(context.styles.listStyle(listStyleName), state, level);
        paragraph.list = { label, level };
        const format = listFormat(context.styles.listStyle(listStyleName)?.get(level + 1));
        if (format) paragraph.list.format = format;
        out.push(paragraph);
      } else if (child.name === 'text:p' || child.name === 'text:h') {
        out.push(this.paragraph(child, inner));
      } else if (child.name === 'text:list') {
        this.list(child, out, inner);
      } else {
        this.block(child, out, inner);
      }
    }
  }

  private nextLabel(listStyle: ListStyle | undefined, state: ListState, level: number): string {
    const levelStyle = listStyle?.get(level + 1);
    if (!levelStyle) {
      state.counters[level] = (state.counters[level] ?? 0) + 1;
      state.counters.length = level + 1;
      return '•';
    }
    if (levelStyle.kind === 'bullet') return levelStyle.char;
    state.counters[level] = (state.counters[level] ?? levelStyle.startValue - 1) + 1;
    state.counters.length = level + 1;
    if (!levelStyle.format) return levelStyle.prefix + levelStyle.suffix;
    const numbers: string[] = [];
    for (let shown = Math.max(0, level - levelStyle.displayLevels + 1); shown <= level; shown++) {
      const shownStyle = listStyle?.get(shown + 1);
      const format = shownStyle?.kind === 'number' ? shownStyle.format : '1';
      const value = state.counters[shown] ?? (shownStyle?.kind === 'number' ? shownStyle.startValue : 1);
      numbers.push(formatListNumber(value, format || '1'));
    }
    return levelStyle.prefix + numbers.join('.') + levelStyle.suffix;
  }

  private table(element: XmlElement, context: BlockContext): TableBlock {
    const table: TableBlock = { type: 'table', rows: [], locator: this.locator(context.part, element) };
    const name = element.attrs['table:name'];
    if (name) table.styleName = name;
    // Columns still covered by a cell above that spans rows, by grid column.
    const rowSpans = new Map<number, { remaining: number; colSpan: number }>();
    const inner: BlockContext = { part: context.part, styles: context.styles };
    const visitRows = (container: XmlElement) => {
      for (const child of childElements(container)) {
        if (child.name === 'table:table-row') {
          const repeat = Math.min(
            MAX_REPEAT,
            Math.max(1, Number(child.attrs['table:number-rows-repeated'] ?? '1') || 1),
          );
          for (let i = 0; i < repeat; i++) table.rows.push(this.row(child, rowSpans, inner));
        } else if (
          child.name === 'table:table-header-rows' ||
          child.name === 'table:table-rows' ||
          child.name === 'table:table-row-group'
        ) {
          visitRows(child);
        } else if (
          child.name === 'table:table-column' ||
          child.name === 'table:table-columns' ||
          child.name === 'table:table-column-group' ||
          child.name === 'table:table-header-columns' ||
          child.name === 'table:title' ||
          child.name === 'table:desc' ||
          child.name === 'table:table-source' ||
          SILENT_ELEMENTS.has(child.name)
        ) {
          // Column definitions and metadata carry no cell content.
        } else {
          this.noteUnknown(child, context.part);
        }
      }
    };
    visitRows(element);
    return table;
  }

  private row(
    element: XmlElement,
    rowSpans: Map<number, { remaining: number; colSpan: number }>,
    context: BlockContext,
  ): TableRow {
    const row: TableRow = { cells: [], locator: this.locator(context.part, element) };
    let column = 0;
    let horizontallyCovered = 0;
    for (const cellElement of childElements(element)) {
      const covered = cellElement.name === 'table:covered-table-cell';
      if (!covered && cellElement.name !== 'table:table-cell') {
        if (!SILENT_ELEMENTS.has(cellElement.name)) this.noteUnknown(cellElement, context.part);
        continue;
      }
      const repeat = Math.min(
        MAX_REPEAT,
        Math.max(1, Number(cellElement.attrs['table:number-columns-repeated'] ?? '1') || 1),
      );
      for (let i = 0; i < repeat; i++) {
        if (covered) {
          if (horizontallyCovered > 0) {
            // Part of the column span of the cell to its left, which already counts this column.
            horizontallyCovered--;
            column++;
            continue;
          }
          const span = rowSpans.get(column);
          const cell: TableCell = {
            blocks: this.blocks(cellElement, context),
            vMerge: 'continue',
            locator: this.locator(context.part, cellElement),
          };
          if (span && span.remaining > 0) {
            if (span.colSpan > 1) cell.colSpan = span.colSpan;
            horizontallyCovered = span.colSpan - 1;
            span.remaining--;
            if (span.remaining === 0) rowSpans.delete(column);
          }
          row.cells.push(cell);
          column++;
          continue;
        }
        const colSpan = Math.max(1, Number(cellElement.attrs['table:number-columns-spanned'] ?? '1') || 1);
        const rowSpan = Math.max(1, Number(cellElement.attrs['table:number-rows-spanned'] ?? '1') || 1);
        const cell: TableCell = {
          blocks: this.blocks(cellElement, context),
          locator: this.locator(context.part, cellElement),
        };
        if (colSpan > 1) cell.colSpan = colSpan;
        if (rowSpan > 1) {
          cell.vMerge = 'restart';
          rowSpans.set(column, { remaining: rowSpan - 1, colSpan });
        }
        horizontallyCovered = colSpan - 1;
        row.cells.push(cell);
        column++;
      }
    }
    return row;
  }

  private noteUnknown(element: XmlElement, part: string): void {
    const key = `${part}|${element.name}`;
    const seen = this.unknown.get(key);
    if (seen) seen.count++;
    else this.unknown.set(key, { count: 1, locator: this.locator(part, element) });
  }

  private locator(part: string, element: XmlElement): Locator {
    return { part, path: element.path ?? '' };
  }
}

const NUMBER_FORMATS: Record<string, string> = {
  '1': 'decimal',
  a: 'lowerLetter',
  A: 'upperLetter',
  i: 'lowerRoman',
  I: 'upperRoman',
  '': 'none',
};

/** A list level's number format, named as the Word reader names it. */
function listFormat(level: ListLevelStyle | undefined): string | undefined {
  if (!level) return undefined;
  if (level.kind === 'bullet') return 'bullet';
  return NUMBER_FORMATS[level.format] ?? level.format;
}

function withName(object: InlineObject, name: string | undefined): InlineObject {
  return name ? { ...object, name } : object;
}

/** Package part named by an xlink:href inside the package (`./Object 1`, `Pictures/a.png`). */
function packagePath(href: string): string | undefined {
  if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('../')) return undefined;
  let path = href.startsWith('./') ? href.slice(2) : href;
  try {
    path = decodeURI(path);
  } catch {
    // Keep the raw path when it is not valid percent-encoding.
  }
  return path.replace(/\/$/, '');
}
