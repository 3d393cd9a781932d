import type { Element } from './dom';
import { parseXml, serializeXml } from '../../../package/xml-dom';
import { WordPackage } from './package';
import { WholePart } from './xml-part';
import { scanBodyChildren, wrapperContent } from './body-children';

/**
 * Where a Word package's tracked revisions live, as element trees to read or edit, in the order
 * revision numbers follow: the main document first, then headers, footers, notes, comments and
 * the rest, styles last.
 *
 * The main document part can be several megabytes, and a whole-part DOM costs seconds in xmldom.
 * So only runs of body children that hold revision markup are parsed, each run as one fragment
 * inside a wrapper that repeats the namespace declarations; a run is extended over the next body
 * child when a paragraph mark or table row revision could join paragraphs across them, or while a
 * move range is still open. Saving splices edited fragments back into the untouched text.
 */

export const REVISION_TAG =
  /<(?:[\w.-]+:)?(?:ins|del|moveFrom|moveTo|moveFromRangeStart|moveToRangeStart|moveFromRangeEnd|moveToRangeEnd|[a-zA-Z]+PrChange|tblGridChange|numberingChange|cellIns|cellDel|cellMerge)[\s/>]/;
/** An empty w:ins/w:del (a paragraph mark or row revision): the paragraph may join the next one. */
const EMPTY_CONTENT_MARK = /<(?:[\w.-]+:)?(?:ins|del|moveFrom|moveTo)\s[^>]*\/>/;
const RANGE_START = /<(?:[\w.-]+:)?move(?:From|To)RangeStart[\s/>]/g;
const RANGE_END = /<(?:[\w.-]+:)?move(?:From|To)RangeEnd[\s/>]/g;
const WRAPPER = 'docdelta-revisions';

export interface RevisionScope {
  part: string;
  /** A part's root element, or a wrapper holding a run of body children. */
  root: Element;
  /** Call after editing `root`. */
  markChanged(): void;
}

interface Chunk {
  start: number;
  end: number;
  root?: Element;
  changed?: boolean;
}

/** The main document part seen as runs of body children that hold revisions. */
class ChunkedMainPart {
  private readonly chunks: Chunk[] = [];
  private readonly declarations: string;

  constructor(
    readonly name: string,
    private readonly text: string,
  ) {
    const { units, declarations } = scanBodyChildren(name, text);
    this.declarations = declarations;
    let current: Chunk | undefined;
    let linked = false;
    let openRanges = 0;
    for (const unit of units) {
      const slice = text.slice(unit.start, unit.end);
      const marked = REVISION_TAG.test(slice);
      const inChunk: boolean = marked || linked;
      if (inChunk) {
        if (current && linked) current.end = unit.end;
        else {
          current = { start: unit.start, end: unit.end };
          this.chunks.push(current);
        }
      } else current = undefined;
      if (marked) openRanges += (slice.match(RANGE_START)?.length ?? 0) - (slice.match(RANGE_END)?.length ?? 0);
      // An open move range spans unmarked body children too (a bookmark end, a plain paragraph) up to its end marker.
      linked = inChunk && ((marked && EMPTY_CONTENT_MARK.test(slice)) || openRanges > 0);
    }
  }

  *scopes(): Iterable<RevisionScope> {
    for (const chunk of this.chunks) {
      const document = parseXml(
        `<${WRAPPER}${this.declarations}>${this.text.slice(chunk.start, chunk.end)}</${WRAPPER}>`,
        this.name,
      );
      chunk.root = document.documentElement!;
      yield { part: this.name, root: chunk.root, markChanged: () => (chunk.changed = true) };
    }
  }

  get changed(): boolean {
    return this.chunks.some((c) => c.changed);
  }

  serialize(): string {
    const pieces: string[] = [];
    let at = 0;
    for (const chunk of this.chunks) {
      if (!chunk.changed || !chunk.root) continue;
      pieces.push(this.text.slice(at, chunk.start), wrapperContent(serializeXml(chunk.root), WRAPPER));
      at = chunk.end;
    }
    pieces.push(this.text.slice(at));
    return pieces.join('');
  }
}

function partRank(name: string, mainPart: string): number {
  if (name === mainPart) return 0;
  const base = name.slice(name.lastIndexOf('/') + 1);
  const order = [/^header/, /^footer/, /^footnotes/, /^endnotes/, /^comments/, /^styles/];
  const rank = order.findIndex((p) => p.test(base));
  if (rank < 0) return 6;
  // Styles come after every story: they are definitions, not text.
  return rank === 5 ? 7 : rank + 1;
}

/** A Word package's revision scopes, editable; `save` writes the parts whose scopes changed. */
export class RevisionPackage {
  readonly pkg: WordPackage;
  private readonly edited: { name: string; serialize: () => string; changed: () => boolean }[] = [];

  constructor(bytes: Uint8Array) {
    this.pkg = new WordPackage(bytes);
  }

  /** Parts that hold revision markup, in revision order. */
  parts(): string[] {
    const zip = this.pkg.zip;
    const main = this.pkg.mainPart;
    const names = zip
      .names()
      .filter(
        (name) =>
          name.startsWith('word/') &&
          name.endsWith('.xml') &&
          !name.includes('/_rels/') &&
          REVISION_TAG.test(zip.text(name) ?? ''),
      );
    return names
      .map((name, index) => ({ name, index, rank: partRank(name, main) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map((p) => p.name);
  }

  *scopes(): Iterable<RevisionScope> {
    for (const name of this.parts()) {
      const text = this.pkg.zip.text(name)!;
      if (name === this.pkg.mainPart && text.length > 0) {
        const part = new ChunkedMainPart(name, text);
        this.edited.push({ name, serialize: () => part.serialize(), changed: () => part.changed });
        yield* part.scopes();
      } else {
        const part = new WholePart(name, text);
        let changed = false;
        this.edited.push({ name, serialize: () => serializeXml(part.document), changed: () => changed });
        yield { part: name, root: part.root, markChanged: () => (changed = true) };
      }
    }
  }

  save(): Uint8Array {
    for (const part of this.edited)
      if (part.changed()) this.pkg.put(part.name, new TextEncoder().encode(part.serialize()));
    return this.pkg.save();
  }
}
