import {
  compareVersions,
  findSoffice,
  SOFFICE_HINT,
  loadPreviews,
  resultOptionsFromSettings,
  type ChangeInfoRecord,
} from '../engine/index';
import type { SideDocument } from './backend';
import type { GitHubApi } from './github';
import type { PreviewLink } from './comment';
import { safeRelativePath } from './artifact';

/**
 * Preview images: rendered per changed document into the artifact, and with `preview-branch`
 * also committed to that branch (one folder per pull request) so the comment can show them —
 * GitHub renders no images from artifacts.
 */

export interface PreviewImageFile {
  /** File name inside the document's folder (`page-3.png`). */
  name: string;
  caption: string;
  bytes: Uint8Array;
  /** Pixels across, so the comment shows the image at its own size (at most 800). */
  width?: number;
  /** Name of the whole page's image, when this one is a crop of it (the comment links it). */
  fullPage?: string;
}

export interface PreviewDocument {
  before?: SideDocument;
  after?: SideDocument;
  changes: readonly ChangeInfoRecord[];
  /** The styled result document (the redline), when the backend made one. */
  result?: SideDocument;
}

export interface PreviewRenderer {
  /**
   * Images of the changed pages of one document: for Office and OpenDocument files with
   * LibreOffice, the redline's pages cut to the changes (and the whole pages); otherwise old
   * and new pages side by side with boxes on the changes.
   */
  render(document: PreviewDocument): Promise<RenderedPreviews>;
}

export interface RenderedPreviews {
  images: PreviewImageFile[];
  warnings: string[];
  /**
   * The redline's pages that show a change, when the images are the redline's: its pages are
   * not the document's (deleted text takes room), and the comment numbers pages as the images do.
   */
  pages?: number[];
}

/** Pages rendered per document at most: the comment shows a few, the HTML report has the rest. */
export const MAX_PREVIEW_PAGES = 5;

/** Widest image GitHub shows in a comment without scaling it down: body text stays legible at this width. */
export const PREVIEW_WIDTH = 800;

export type OfficeRenderer = 'auto' | 'libreoffice' | 'builtin';

export interface PreviewRendererOptions {
  width?: number;
  soffice?: string;
  /** How Office and OpenDocument files are drawn: LibreOffice when found (`auto`), always LibreOffice, or the built-in layout. */
  office?: OfficeRenderer;
  /** `redline` (the default) shows the result document's pages; `side-by-side` old | new with boxes. */
  view?: 'redline' | 'side-by-side';
  /** Comparison Settings of the run: their ItemsStyle colours mark the changes in the redline. */
  settings?: Record<string, unknown>;
}

/** The engine's renderers (LibreOffice and pdf.js for the redline; pdf.js, the built-in layout and sharp side by side), loaded on first use. */
export function enginePreviewRenderer(options: PreviewRendererOptions = {}): PreviewRenderer {
  const office = options.office ?? 'auto';
  return {
    async render(document) {
      const { before, after, changes, result } = document;
      if (!changes.length) return { images: [], warnings: [] };
      if (result && (options.view ?? 'redline') === 'redline' && office !== 'builtin') {
        const { isOfficeDocument } = await loadPreviews();
        if (isOfficeDocument(result)) {
          const redline = await redlineImages(result, options);
          // No page in a change colour (a sheet inserted or deleted whole): the pages side by side show it.
          if (redline?.images.length) return redline;
          if (redline && (!before || !after)) return redline;
        }
      }
      if (!before || !after) return { images: [], warnings: [] };
      return sideBySideImages(before, after, changes, options);
    },
  };
}

/**
 * Old and new pages side by side with boxes on the changes. The boxes of flowing documents and
 * sheets are found again in the pages drawn: LibreOffice's renderings of Word and OpenDocument
 * text when it is there, else the built-in layout (the result's change list carries quicker
 * estimates, a line or a cell off the drawn page).
 */
async function sideBySideImages(
  before: SideDocument,
  after: SideDocument,
  changes: readonly ChangeInfoRecord[],
  options: PreviewRendererOptions,
): Promise<{ images: PreviewImageFile[]; warnings: string[] }> {
  const { sideBySide, flowsOntoPages, laidOutByBuiltin } = await loadPreviews();
  let boxed = changes;
  let rendered: { source: Uint8Array; target: Uint8Array } | undefined;
  if (flowsOntoPages(after) || laidOutByBuiltin(after)) {
    const soffice = options.office === 'builtin' || !flowsOntoPages(after) ? undefined : findSoffice(options.soffice);
    const again = await compareVersions(before, after, {
      settings: options.settings,
      precise: !soffice,
      office: soffice ? { soffice } : undefined,
    });
    boxed = again.changes;
    rendered = again.rendered;
  }
  const pages = [...new Set(boxed.map((c) => c.PageInfo.PageNumber))]
    .filter((p) => p >= 1)
    .sort((a, b) => a - b)
    .slice(0, MAX_PREVIEW_PAGES);
  const shown = boxed.filter((c) => pages.includes(c.PageInfo.PageNumber));
  // Each side at three quarters of the comment's width: a click shows the pair at full size.
  const half = Math.round((options.width ?? PREVIEW_WIDTH) * 0.75);
  const styles = await itemStyles(options.settings);
  const colours = { inserted: styles[0], deleted: styles[1], changed: styles[2] };
  const pairs = await sideBySide(before, after, shown, {
    format: 'png',
    width: half,
    soffice: options.soffice,
    office: options.office === 'libreoffice' ? 'libreoffice' : 'builtin',
    rendered,
    colours,
  });
  return {
    images: pairs.pages.map((page) => ({
      name: `page-${page.pageNumber}.png`,
      caption: `page ${page.pageNumber}: old (left), new (right)`,
      bytes: page.bytes,
      width: page.width,
    })),
    warnings: pairs.warnings.map((w) => w.message),
  };
}

/** The Inserted, Deleted and Changed ItemsStyle font colours of the run's Settings (`RRGGBB`). */
async function itemStyles(settings: Record<string, unknown> | undefined): Promise<[string, string, string]> {
  const styles = resultOptionsFromSettings(settings ?? {});
  return [
    styles.inserted.fontColor ?? '0000FF',
    styles.deleted.fontColor ?? 'FF0000',
    styles.changed.fontColor ?? '008000',
  ];
}

/** The redline's changed pages, each as crops around its changes plus the whole page; undefined when LibreOffice is absent under `auto`. */
async function redlineImages(
  result: SideDocument,
  options: PreviewRendererOptions,
): Promise<RenderedPreviews | undefined> {
  const { renderRedline } = await loadPreviews();
  if (!findSoffice(options.soffice)) {
    if (options.office === 'libreoffice')
      throw new Error(
        `LibreOffice was not found${options.soffice ? ` at ${options.soffice}` : ''}; office-renderer: libreoffice needs it: ${SOFFICE_HINT}`,
      );
    return undefined;
  }
  const colours = await itemStyles(options.settings);
  const redline = await renderRedline(result, {
    format: 'png',
    width: options.width ?? PREVIEW_WIDTH,
    colours,
    maxPages: MAX_PREVIEW_PAGES,
    soffice: options.soffice,
  });
  const images: PreviewImageFile[] = [];
  for (const page of redline.pages) {
    const full = `page-${page.pageNumber}.png`;
    const whole = page.crops.length === 1 && page.crops[0].top === 0 && page.crops[0].bottom === page.page.height;
    if (!whole) {
      page.crops.forEach((crop, index) => {
        images.push({
          name: `page-${page.pageNumber}-changes-${index + 1}.png`,
          caption: `redline, page ${page.pageNumber}${page.crops.length > 1 ? ` (part ${index + 1} of ${page.crops.length})` : ''}`,
          bytes: crop.bytes,
          width: crop.width,
          fullPage: full,
        });
      });
    }
    images.push({
      name: full,
      caption: `redline, page ${page.pageNumber} (whole page)`,
      bytes: page.page.bytes,
      width: page.page.width,
    });
  }
  const warnings =
    redline.changedPages.length > redline.pages.length
      ? [
          `redline pages ${redline.changedPages.slice(redline.pages.length).join(', ')} not rendered (${MAX_PREVIEW_PAGES} pages at most)`,
        ]
      : [];
  if (!redline.changedPages.length)
    warnings.push('LibreOffice rendered the result, but no page shows a change colour; no redline preview');
  return { images, warnings, pages: redline.changedPages };
}

export interface PublishTarget {
  api: GitHubApi;
  branch: string;
  serverUrl: string;
  repository: string;
  /** `pr-12` or `run-345`. */
  folder: string;
}

/** Commits the images in one commit and returns, per document, their links. */
export async function publishPreviews(
  images: ReadonlyMap<string, PreviewImageFile[]>,
  target: PublishTarget,
): Promise<PreviewLink[]> {
  const files = [...images].flatMap(([path, list]) =>
    list.map((image) => ({ path: `${target.folder}/${safeRelativePath(path)}/${image.name}`, bytes: image.bytes })),
  );
  if (!files.length) return [];
  const sha = await target.api.commitFiles(target.branch, files, `docdelta previews for ${target.folder}`);
  const imageUrl = (path: string, name: string) =>
    `${target.serverUrl}/${target.repository}/blob/${sha}/${target.folder}/${safeRelativePath(path).split('/').map(encodeURIComponent).join('/')}/${encodeURIComponent(name)}?raw=true`;
  return [...images]
    .filter(([, list]) => list.length)
    .map(([path, list]) => ({
      path,
      images: list.map((image) => ({
        url: imageUrl(path, image.name),
        caption: image.caption,
        width: image.width,
        href: image.fullPage ? imageUrl(path, image.fullPage) : undefined,
      })),
    }));
}
