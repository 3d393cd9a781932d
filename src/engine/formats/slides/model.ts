/**
 * What the presentation family keeps beyond the common model: which part each slide story came
 * from, so the differ can number slides and the writer can find and copy them.
 */
export interface SlideEntry {
  /** Story key (`slide:<n>`, n = 1-based position in the deck). */
  key: string;
  /** Package part of the slide (`ppt/slides/slide3.xml`), or `content.xml` for ODP. */
  part: string;
  /** 1-based slide number. */
  number: number;
  /** `p:sldId/@id` (PPTX) or the page's `draw:name` (ODP). */
  id: string;
  notesPart?: string;
  /** ODP: element path of the `draw:page` inside content.xml. */
  path?: string;
}

export interface SlidesFamilyData {
  kind: 'pptx' | 'odp';
  slides: SlideEntry[];
  /** Slide size in points. */
  slideSize: { width: number; height: number };
}

export function slideLabel(number: number, title: string | undefined): string {
  if (!title) return `slide ${number}`;
  return `slide ${number} "${title.length > 40 ? `${title.slice(0, 39)}…` : title}"`;
}

export function slidesData(data: unknown): SlidesFamilyData | undefined {
  const candidate = data as SlidesFamilyData | undefined;
  return candidate && (candidate.kind === 'pptx' || candidate.kind === 'odp') && Array.isArray(candidate.slides) ? candidate : undefined;
}
