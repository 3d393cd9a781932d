import type { ChangeInfoRecord } from '../engine/changeinfo';
import type { SideDocument } from './backend';
import type { GitHubApi } from './github';
import type { PreviewLink } from './comment';
import { safeRelativePath } from './compare';

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
}

export interface PreviewDocument {
  before?: SideDocument;
  after?: SideDocument;
  changes: readonly ChangeInfoRecord[];
}

export interface PreviewRenderer {
  /** Side-by-side images of the changed pages of one document (old left, new right, boxes on the changes). */
  render(document: PreviewDocument): Promise<{ images: PreviewImageFile[]; warnings: string[] }>;
}

/** Pages rendered per document at most: the comment shows a few, the HTML report has the rest. */
export const MAX_PREVIEW_PAGES = 5;

/** The engine's side-by-side renderer (pdf.js, the built-in Office layout, sharp), loaded on first use. */
export function enginePreviewRenderer(options: { width?: number; soffice?: string } = {}): PreviewRenderer {
  return {
    async render({ before, after, changes }) {
      if (!before || !after || !changes.length) return { images: [], warnings: [] };
      const { sideBySide } = await import('../engine/preview/index');
      const pages = [...new Set(changes.map((c) => c.PageInfo.PageNumber))].filter((p) => p >= 1).sort((a, b) => a - b).slice(0, MAX_PREVIEW_PAGES);
      const shown = changes.filter((c) => pages.includes(c.PageInfo.PageNumber));
      const result = await sideBySide(before, after, shown, { format: 'png', width: options.width ?? 700, soffice: options.soffice });
      return {
        images: result.pages.map((page) => ({ name: `page-${page.pageNumber}.png`, caption: `page ${page.pageNumber}: old (left), new (right)`, bytes: page.bytes })),
        warnings: result.warnings.map((w) => w.message),
      };
    },
  };
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
export async function publishPreviews(images: ReadonlyMap<string, PreviewImageFile[]>, target: PublishTarget): Promise<PreviewLink[]> {
  const files = [...images].flatMap(([path, list]) => list.map((image) => ({ path: `${target.folder}/${safeRelativePath(path)}/${image.name}`, bytes: image.bytes })));
  if (!files.length) return [];
  const sha = await target.api.commitFiles(target.branch, files, `docdelta previews for ${target.folder}`);
  return [...images]
    .filter(([, list]) => list.length)
    .map(([path, list]) => ({
      path,
      images: list.map((image) => ({
        url: `${target.serverUrl}/${target.repository}/blob/${sha}/${target.folder}/${safeRelativePath(path).split('/').map(encodeURIComponent).join('/')}/${encodeURIComponent(image.name)}?raw=true`,
        caption: image.caption,
      })),
    }));
}
