import { z } from 'zod';
import { FileInfo } from '../model/records';
import { normalizeStoragePath } from '../storage/index';
import { ConversionService } from './conversion';
import type { ApiService, RequestContext } from './index';

/** ViewOptions of the sibling Viewer API (POST /viewer/view): the fields docdelta honours. */
export const ViewOptions = z.object({
  FileInfo: FileInfo,
  ViewFormat: z.enum(['HTML', 'PNG', 'JPG', 'PDF']).default('HTML'),
  OutputPath: z.string().optional(),
  /**
   * docdelta's extension: the newer version of FileInfo's document. With an HTML view, the
   * answer's File is the document view of the pair (both versions' pages side by side, the
   * changes framed and listed), one self-contained HTML file a browser opens from
   * `GET /viewer/view/{path}`.
   */
  TargetFileInfo: FileInfo.optional(),
});
export type ViewOptions = z.infer<typeof ViewOptions>;

/**
 * Pages rendered through the preview renderer (or one PDF through LibreOffice) and stored,
 * listed as the Viewer API's ViewResult. An HTML view is one HTML file per page showing the
 * page's PNG, which is listed as the page's resource (the Viewer's "external resources" form).
 */
export class ViewerService {
  constructor(private readonly service: ApiService) {}

  async view(options: ViewOptions, context: RequestContext) {
    const source = normalizeStoragePath(options.FileInfo.FilePath);
    const folder = normalizeStoragePath(options.OutputPath ?? `viewer/${source.replace(/\.[^.]+$/, '')}`);
    if (options.TargetFileInfo && options.ViewFormat === 'HTML') return this.documentView(options, folder, context);
    if (options.ViewFormat === 'PDF') {
      // A PDF view is one file (LibreOffice's rendition), with no per-page resources.
      const converted = await new ConversionService(this.service).convert(
        {
          FilePath: options.FileInfo.FilePath,
          StorageName: options.FileInfo.StorageName,
          Format: 'pdf',
          OutputPath: folder,
          LoadOptions: { Password: options.FileInfo.Password },
        },
        context,
      );
      const file = converted.kind === 'stored' ? converted.files[0] : undefined;
      return {
        Pages: [],
        Attachments: [],
        File: file ? { Path: `${folder}/${file.Name}`, DownloadUrl: file.Url } : null,
      };
    }
    const links = await this.service.preview(
      {
        FileInfo: options.FileInfo,
        Format: options.ViewFormat === 'JPG' ? 'Jpeg' : 'Png',
        OutputFolder: folder,
        Width: 0,
        Height: 0,
      },
      context,
    );
    if (options.ViewFormat === 'HTML') {
      const title = source.split('/').pop() ?? source;
      const pages = [];
      for (const [index, link] of links.entries()) {
        // The page image is stored by the preview under `rel`; its HTML page goes beside it.
        const imagePath = link.rel;
        if (!imagePath || !/\.png$/i.test(imagePath)) continue;
        const html = htmlPage(title, index + 1, links.length, imagePath.split('/').pop()!);
        const page = await this.service.save(
          `${imagePath.slice(0, -'.png'.length)}.html`,
          options.FileInfo.StorageName,
          new TextEncoder().encode(html),
          context,
        );
        pages.push({
          Number: index + 1,
          Resources: [{ Path: link.rel, DownloadUrl: link.href }],
          Path: page.rel,
          DownloadUrl: page.href,
        });
      }
      return { Pages: pages, Attachments: [], File: null };
    }
    return {
      Pages: links.map((link, index) => ({ Number: index + 1, Resources: [], Path: link.rel, DownloadUrl: link.href })),
      Attachments: [],
      // A whole-file rendition exists only for PDF views, which are not available.
      File: null,
    };
  }

  /** The pair's document view, stored as one HTML file and answered as the view's File (no pages). */
  private async documentView(options: ViewOptions, folder: string, context: RequestContext) {
    const target = options.TargetFileInfo!;
    const html = await this.service.workOn(
      context,
      () => this.service.loadAll([options.FileInfo, target]),
      ([before, after], signal) => {
        const named = (input: typeof before, file: FileInfo) => ({
          ...input,
          fileName: input.fileName ?? normalizeStoragePath(file.FilePath),
        });
        // In an engine worker, stopped at the time limit; the limits are checked before any reader.
        return this.service.engine.run(
          'documentViewHtml',
          [
            named(before, options.FileInfo),
            named(after, target),
            { old: normalizeStoragePath(options.FileInfo.FilePath), new: normalizeStoragePath(target.FilePath) },
          ],
          signal,
        );
      },
    );
    const path = `${folder}/view.html`;
    const saved = await this.service.save(path, options.FileInfo.StorageName, new TextEncoder().encode(html), context);
    return { Pages: [], Attachments: [], File: { Path: path, DownloadUrl: viewUrl(saved.href ?? '') } };
  }
}

/** Where a browser opens a stored document view: the viewer's route for the file's download link. */
function viewUrl(downloadHref: string): string {
  return downloadHref.replace('/v2.0/comparison/storage/file/', '/v2.0/viewer/view/');
}

function htmlPage(title: string, number: number, count: number, image: string): string {
  const text = `Page ${number} of ${count}: ${title}`;
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(text)}</title>
<style>body{margin:0;background:#f3f3f3}img{display:block;margin:16px auto;max-width:100%;box-shadow:0 1px 4px #0004;background:#fff}</style></head>
<body><img src="${encodeURIComponent(image)}" alt="${escapeHtml(text)}"></body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
