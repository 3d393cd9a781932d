import { createHash } from 'node:crypto';
import type { SideBox } from '../engine/changeinfo';
import { compareVersions, errorMessage, loadPreviews, type InputDocument } from '../engine/index';
import { loadSharp } from '../engine/native';
import type { ComparisonSettingsInput } from '../engine/settings';
import { cellGrids } from './view-grid';
import { renderHtml } from './html';
import type { DocumentView, FileReport, ViewFrame, ViewPage } from './types';

/**
 * The document view of a pair: both versions drawn as pages, each change framed where it is on
 * each side, and the pages paired by what they hold. The frames come from the same layout that
 * draws the pages (the built-in renderer's flow for Office documents, the file's own coordinates
 * for PDFs, slides and images), so a frame sits on the words it names.
 */

export interface ViewOptions {
  settings?: ComparisonSettingsInput;
  /** Pixels across a changed page's image (default 900: readable on a phone, light enough for 300 pages). */
  width?: number;
  /** Most pages a side may have for the view to draw it (default VIEW_MAX_PAGES). */
  maxPages?: number;
  /** Most changes the view frames (default VIEW_MAX_CHANGES). */
  maxChanges?: number;
}

/**
 * Beyond these a document view stops being something to look through: the pages alone take
 * minutes to draw and the file hundreds of megabytes, and the change list says more. The report
 * then keeps its list and says why the pages are left out.
 */
export const VIEW_MAX_PAGES = 600;
export const VIEW_MAX_CHANGES = 2000;

type Side = InputDocument & { fileName: string };

/** Compares the pair with both sides' boxes and draws both; the comparison's changes are the view's. */
export async function compareForView(before: Side | undefined, after: Side | undefined, options: ViewOptions = {}) {
  const comparison = await compareVersions(before, after, { settings: options.settings, precise: true, sides: true });
  const sides = comparison.sides ?? [];
  const tooLarge = viewTooLarge(sides, options);
  let view = tooLarge ? undefined : await documentView(before, after, sides, options);
  const grids = view && (await cellGrids(before, after, comparison.changes));
  if (view && grids) view = { ...view, grids };
  return { comparison, view, ...(tooLarge ? { leftOut: tooLarge } : {}) };
}

/** Why a pair is too large for the view to draw, from its changes and the pages their boxes are on. */
function viewTooLarge(
  sides: readonly { source?: SideBox; target?: SideBox }[],
  options: ViewOptions,
): string | undefined {
  const maxChanges = options.maxChanges ?? VIEW_MAX_CHANGES;
  const maxPages = options.maxPages ?? VIEW_MAX_PAGES;
  if (sides.length > maxChanges)
    return `no document view: ${sides.length} changes are more than it frames (${maxChanges}); the list has them all`;
  const lastPage = Math.max(0, ...sides.flatMap((side) => [side.source?.page ?? 0, side.target?.page ?? 0]));
  if (lastPage > maxPages)
    return `no document view: page ${lastPage} is past the ${maxPages} pages it draws; the list has every change`;
  return undefined;
}

/** The view of a pair from each change's boxes on both sides (compareVersions with `sides` and `precise`). */
export async function documentView(
  before: Side | undefined,
  after: Side | undefined,
  sides: readonly { source?: SideBox; target?: SideBox }[],
  options: ViewOptions = {},
): Promise<DocumentView> {
  const width = options.width ?? 900;
  const frames = sides.map((side) => ({
    ...(side.source ? { old: frameOf(side.source) } : {}),
    ...(side.target ? { new: frameOf(side.target) } : {}),
  }));
  const changedOn = (which: 'old' | 'new') =>
    new Set(frames.flatMap((frame) => (frame[which] ? [frame[which].page] : [])));
  const [oldPages, newPages] = await Promise.all([
    drawPages(before, width, changedOn('old')),
    drawPages(after, width, changedOn('new')),
  ]);
  return {
    renderer: newPages.renderer ?? oldPages.renderer ?? 'builtin',
    old: oldPages.pages,
    new: newPages.pages,
    rows: alignPages(oldPages.keys, newPages.keys, frames),
    frames,
  };
}

async function drawPages(
  side: Side | undefined,
  width: number,
  changed: ReadonlySet<number>,
): Promise<{ pages: ViewPage[]; keys: string[]; renderer?: string }> {
  if (!side) return { pages: [], keys: [] };
  const { renderPreviews } = await loadPreviews();
  // The built-in layout is the one the boxes were found in (compareVersions `precise`).
  const result = await renderPreviews(side, { format: 'png', width, office: 'builtin' });
  const sharp = (await loadSharp()).module;
  const pages: ViewPage[] = [];
  for (const page of result.pages) {
    let bytes = page.bytes;
    let size = { width: page.width, height: page.height };
    let mimeType: ViewPage['mimeType'] = 'image/png';
    if (sharp) {
      // A changed page, read closely around its frames, keeps its text's edges in a few dozen
      // colours at a quarter of the bytes. A page without changes is only looked through: at
      // half the width its glyphs are a blur of grey levels a palette holds badly (as many bytes
      // as the whole page), and lossy WebP draws it the same to the eye in half of them; those
      // pages are most of a long document, and the report's bytes are what its open time is.
      const image = sharp(page.bytes);
      if (changed.has(page.pageNumber))
        bytes = new Uint8Array(await image.png({ palette: true, colours: 32, compressionLevel: 9 }).toBuffer());
      else {
        size = { width: Math.round(page.width * UNCHANGED_SCALE), height: Math.round(page.height * UNCHANGED_SCALE) };
        bytes = new Uint8Array(
          await image.resize(size.width, size.height).webp({ quality: UNCHANGED_QUALITY }).toBuffer(),
        );
        mimeType = 'image/webp';
      }
    }
    pages.push({ page: page.pageNumber, ...size, mimeType, bytes });
  }
  return {
    pages,
    keys: result.pages.map((page) => createHash('sha1').update(page.bytes).digest('hex')),
    renderer: result.renderer,
  };
}

const UNCHANGED_SCALE = 1 / 2;
/** WebP quality of an unchanged page: its text reads as the PNG's did at the same width. */
const UNCHANGED_QUALITY = 75;

function frameOf(box: SideBox): ViewFrame {
  const w = box.pageWidth || 1;
  const h = box.pageHeight || 1;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const x = clamp(box.x / w);
  const y = clamp(box.y / h);
  return {
    page: box.page,
    x,
    y,
    width: Math.max(0.004, Math.min(1 - x, box.width / w)),
    height: Math.max(0.004, Math.min(1 - y, box.height / h)),
  };
}

/**
 * Pairs the pages of two versions by content: pages drawn identically are matched first (their
 * longest common run, so an unchanged page after a deleted one still stands beside its twin);
 * between those, a page pairs with the page its changes lead to, and a page whose every change
 * is a deletion (an insertion, on the new side) is left opposite a gap when the counts differ.
 * `frames` are the changes' places on both sides.
 */
export function alignPages(
  oldKeys: readonly string[],
  newKeys: readonly string[],
  frames: readonly { old?: ViewFrame; new?: ViewFrame }[] = [],
): [number | null, number | null][] {
  const anchors = new Map<string, number>();
  const onlyOld = new Map<number, boolean>();
  const onlyNew = new Map<number, boolean>();
  for (const frame of frames) {
    if (frame.old && frame.new) {
      const key = `${frame.old.page - 1}:${frame.new.page - 1}`;
      anchors.set(key, (anchors.get(key) ?? 0) + 1);
    }
    if (frame.old) onlyOld.set(frame.old.page - 1, (onlyOld.get(frame.old.page - 1) ?? true) && !frame.new);
    if (frame.new) onlyNew.set(frame.new.page - 1, (onlyNew.get(frame.new.page - 1) ?? true) && !frame.old);
  }
  const same = commonRun(oldKeys, newKeys);
  const rows: [number | null, number | null][] = [];
  let i = 0;
  let j = 0;
  for (const [a, b] of [...same, [oldKeys.length, newKeys.length] as const]) {
    rows.push(...alignGap(i, a, j, b, anchors, onlyOld, onlyNew));
    if (a < oldKeys.length && b < newKeys.length) rows.push([a, b]);
    i = a + 1;
    j = b + 1;
  }
  return rows;
}

/** Index pairs of the longest common subsequence of equal keys. */
function commonRun(a: readonly string[], b: readonly string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

/** Old pages [i0, i1) against new pages [j0, j1): the best pairing, gaps where pages were deleted or inserted. */
function alignGap(
  i0: number,
  i1: number,
  j0: number,
  j1: number,
  anchors: ReadonlyMap<string, number>,
  onlyOld: ReadonlyMap<number, boolean>,
  onlyNew: ReadonlyMap<number, boolean>,
): [number | null, number | null][] {
  const n = i1 - i0;
  const m = j1 - j0;
  if (!n || !m)
    return [
      ...Array.from({ length: n }, (_, k) => [i0 + k, null] as [number, null]),
      ...Array.from({ length: m }, (_, k) => [null, j0 + k] as [null, number]),
    ];
  const pair = (i: number, j: number) => 3.5 + 3 * (anchors.get(`${i}:${j}`) ?? 0);
  const gapOld = (i: number) => (onlyOld.get(i) ? 1.5 : 0);
  const gapNew = (j: number) => (onlyNew.get(j) ? 1.5 : 0);
  const score = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  for (let a = n; a >= 0; a--)
    for (let b = m; b >= 0; b--) {
      if (a === n && b === m) continue;
      let best = -Infinity;
      if (a < n && b < m) best = pair(i0 + a, j0 + b) + score[a + 1][b + 1];
      if (a < n) best = Math.max(best, gapOld(i0 + a) + score[a + 1][b]);
      if (b < m) best = Math.max(best, gapNew(j0 + b) + score[a][b + 1]);
      score[a][b] = best;
    }
  const rows: [number | null, number | null][] = [];
  let a = 0;
  let b = 0;
  while (a < n || b < m) {
    if (a < n && b < m && score[a][b] === pair(i0 + a, j0 + b) + score[a + 1][b + 1]) rows.push([i0 + a++, j0 + b++]);
    else if (a < n && score[a][b] === gapOld(i0 + a) + score[a + 1][b]) rows.push([i0 + a++, null]);
    else rows.push([null, j0 + b++]);
  }
  return rows;
}

/**
 * The file's report with its document view, when the pair compared for the view finds the same
 * changes (same engine, same settings); else the report as it was and a line saying why.
 */
export async function withDocumentView(
  file: FileReport,
  before: Side | undefined,
  after: Side | undefined,
  options: ViewOptions = {},
): Promise<{ file: FileReport; warning?: string }> {
  try {
    // Too many changes to frame is known from the list alone, without comparing again.
    const leftOutEarly = viewTooLarge(
      file.changes.map(() => ({})),
      options,
    );
    if (leftOutEarly) return { file: { ...file, warnings: [...(file.warnings ?? []), leftOutEarly] } };
    const { comparison, view, leftOut } = await compareForView(before, after, options);
    if (leftOut) return { file: { ...file, warnings: [...(file.warnings ?? []), leftOut] } };
    if (comparison.changes.length !== file.changes.length)
      return { file, warning: `${file.newPath}: no document view (its pages hold a different list of changes)` };
    return { file: { ...file, view, contexts: file.contexts ?? comparison.contexts } };
  } catch (error) {
    return { file, warning: `${file.newPath}: no document view (${errorMessage(error)})` };
  }
}

/** The report of one pair with its document view, as one self-contained HTML file (the viewer's answer). */
export async function documentViewHtml(
  before: Side,
  after: Side,
  paths: { old: string; new: string },
  options: ViewOptions = {},
): Promise<string> {
  const { comparison, view, leftOut } = await compareForView(before, after, options);
  return renderHtml([
    {
      oldPath: paths.old,
      newPath: paths.new,
      status: 'modified',
      changes: comparison.changes,
      places: comparison.places,
      contexts: comparison.contexts,
      ...(leftOut ? { warnings: [leftOut] } : {}),
      view,
    },
  ]);
}
