import type { ReaderWarning } from '../../model/document';
import type { ExtractedPage, Fragment, PdfTextStyle, Word } from './model';

/**
 * A run of extracted pages as a few flat arrays, for the way back from an extraction worker: its
 * buffers are transferred, not copied, and the calling thread rebuilds the words and fragments
 * from them. Sending the objects themselves cost the calling thread a structured clone of every
 * word (a third of a million on the 340-page bench pair) and the garbage of it. Numbers stay
 * 64-bit floats, so the rebuilt pages equal those laid out on one thread, bit for bit.
 */
export interface PackedPages {
  /** PAGE_FIELDS numbers per page. */
  pages: Float64Array;
  /** FRAGMENT_FIELDS numbers per fragment, in page order, each page's fragments in order. */
  fragments: Float64Array;
  /** WORD_FIELDS numbers per word, in fragment order, each fragment's words in order. */
  words: Float64Array;
  /** Every word's text, one after the other; `textEnds[i]` is where word i's ends. */
  text: string;
  textEnds: Uint32Array;
  /** The looks words refer to by index (a word without a look has -1). */
  styles: PdfTextStyle[];
  /** Pages whose text could not be read: index in the run and the warning. */
  warnings: [number, ReaderWarning][];
}

// number, width, height, transform (6), top, bottom, fragment count, empty
const PAGE_FIELDS = 14;
// word count, x0, x1, y, size, rtl (0 / 1 / 2 for absent)
const FRAGMENT_FIELDS = 6;
// x0, x1, y, size, rtl, style index
const WORD_FIELDS = 6;

export function packPages(pages: readonly ExtractedPage[]): PackedPages {
  let fragmentCount = 0;
  let wordCount = 0;
  for (const page of pages) {
    fragmentCount += page.text.fragments.length;
    for (const fragment of page.text.fragments) wordCount += fragment.words.length;
  }
  const packed: PackedPages = {
    pages: new Float64Array(pages.length * PAGE_FIELDS),
    fragments: new Float64Array(fragmentCount * FRAGMENT_FIELDS),
    words: new Float64Array(wordCount * WORD_FIELDS),
    text: '',
    textEnds: new Uint32Array(wordCount),
    styles: [],
    warnings: [],
  };
  const styleIndex = new Map<PdfTextStyle, number>();
  const texts: string[] = [];
  let length = 0;
  let f = 0;
  let w = 0;
  pages.forEach((page, p) => {
    const at = p * PAGE_FIELDS;
    const { info, text } = page;
    packed.pages.set([page.number, info.width, info.height, ...info.transform.slice(0, 6)], at);
    packed.pages[at + 9] = text.top;
    packed.pages[at + 10] = text.bottom;
    packed.pages[at + 11] = text.fragments.length;
    packed.pages[at + 12] = page.empty ? 1 : 0;
    packed.pages[at + 13] = info.transform.length;
    if (page.warning) packed.warnings.push([p, page.warning]);
    for (const fragment of text.fragments) {
      const fa = f++ * FRAGMENT_FIELDS;
      packed.fragments[fa] = fragment.words.length;
      packed.fragments[fa + 1] = fragment.x0;
      packed.fragments[fa + 2] = fragment.x1;
      packed.fragments[fa + 3] = fragment.y;
      packed.fragments[fa + 4] = fragment.size;
      packed.fragments[fa + 5] = fragment.rtl === undefined ? 2 : fragment.rtl ? 1 : 0;
      for (const word of fragment.words) {
        const wa = w * WORD_FIELDS;
        packed.words[wa] = word.x0;
        packed.words[wa + 1] = word.x1;
        packed.words[wa + 2] = word.y;
        packed.words[wa + 3] = word.size;
        packed.words[wa + 4] = word.rtl ? 1 : 0;
        let style = -1;
        if (word.style) {
          style = styleIndex.get(word.style) ?? -1;
          if (style < 0) {
            style = packed.styles.push(word.style) - 1;
            styleIndex.set(word.style, style);
          }
        }
        packed.words[wa + 5] = style;
        texts.push(word.text);
        length += word.text.length;
        packed.textEnds[w++] = length;
      }
    }
  });
  packed.text = texts.join('');
  return packed;
}

/** The buffers to transfer with a packed run. */
export function packedBuffers(packed: PackedPages): ArrayBuffer[] {
  return [packed.pages.buffer, packed.fragments.buffer, packed.words.buffer, packed.textEnds.buffer] as ArrayBuffer[];
}

export function unpackPages(packed: PackedPages): ExtractedPage[] {
  const { pages, fragments, words, text, textEnds, styles } = packed;
  const warnings = new Map(packed.warnings);
  const out: ExtractedPage[] = [];
  let f = 0;
  let w = 0;
  let textAt = 0;
  for (let p = 0; p * PAGE_FIELDS < pages.length; p++) {
    const at = p * PAGE_FIELDS;
    const number = pages[at];
    const pageFragments: Fragment[] = [];
    for (let k = 0; k < pages[at + 11]; k++, f++) {
      const fa = f * FRAGMENT_FIELDS;
      const count = fragments[fa];
      const fragmentWords: Word[] = new Array<Word>(count);
      for (let i = 0; i < count; i++, w++) {
        const wa = w * WORD_FIELDS;
        const end = textEnds[w];
        const word: Word = {
          text: text.slice(textAt, end),
          page: number,
          x0: words[wa],
          x1: words[wa + 1],
          y: words[wa + 2],
          size: words[wa + 3],
          rtl: words[wa + 4] === 1,
        };
        const style = words[wa + 5];
        if (style >= 0) word.style = styles[style];
        fragmentWords[i] = word;
        textAt = end;
      }
      const rtl = fragments[fa + 5];
      const fragment: Fragment = {
        words: fragmentWords,
        page: number,
        x0: fragments[fa + 1],
        x1: fragments[fa + 2],
        y: fragments[fa + 3],
        size: fragments[fa + 4],
      };
      if (rtl !== 2) fragment.rtl = rtl === 1;
      pageFragments.push(fragment);
    }
    const page: ExtractedPage = {
      number,
      info: {
        width: pages[at + 1],
        height: pages[at + 2],
        transform: Array.from(pages.subarray(at + 3, at + 3 + pages[at + 13])),
      },
      text: { page: number, top: pages[at + 9], bottom: pages[at + 10], fragments: pageFragments },
      empty: pages[at + 12] === 1,
    };
    const warning = warnings.get(p);
    if (warning) page.warning = warning;
    out.push(page);
  }
  return out;
}
