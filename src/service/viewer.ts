import { z } from 'zod';
import { FileInfo } from '../model/records';
import { normalizeStoragePath } from '../storage/index';
import { ConversionService } from './conversion';
import { notImplemented } from './errors';
import type { ApiService, RequestContext } from './index';

/** ViewOptions of the sibling Viewer API (POST /viewer/view): the fields docdelta honours. */
export const ViewOptions = z.object({
  FileInfo: FileInfo,
  ViewFormat: z.enum(['HTML', 'PNG', 'JPG', 'PDF']).default('HTML'),
  OutputPath: z.string().optional(),
});
export type ViewOptions = z.infer<typeof ViewOptions>;

/**
 * Pages rendered through the preview renderer (or one PDF through LibreOffice) and stored,
 * listed as the Viewer API's ViewResult.
 */
export class ViewerService {
  constructor(private readonly service: ApiService) {}

  async view(options: ViewOptions, context: RequestContext) {
    if (options.ViewFormat === 'HTML') throw notImplemented('ViewFormat HTML is not available; docdelta renders views as PNG or JPG pages, or as one PDF file.');
    const source = normalizeStoragePath(options.FileInfo.FilePath);
    const folder = normalizeStoragePath(options.OutputPath ?? `viewer/${source.replace(/\.[^.]+$/, '')}`);
    if (options.ViewFormat === 'PDF') {
      // A PDF view is one file (LibreOffice's rendition), with no per-page resources.
      const converted = await new ConversionService(this.service).convert(
        { FilePath: options.FileInfo.FilePath, StorageName: options.FileInfo.StorageName, Format: 'pdf', OutputPath: folder, LoadOptions: { Password: options.FileInfo.Password } },
        context,
      );
      const file = converted.kind === 'stored' ? converted.files[0] : undefined;
      return { Pages: [], Attachments: [], File: file ? { Path: `${folder}/${file.Name}`, DownloadUrl: file.Url } : null };
    }
    const links = await this.service.preview(
      { FileInfo: options.FileInfo, Format: options.ViewFormat === 'PNG' ? 'Png' : 'Jpeg', OutputFolder: folder, Width: 0, Height: 0 },
      context,
    );
    return {
      Pages: links.map((link, index) => ({ Number: index + 1, Resources: [], Path: link.rel, DownloadUrl: link.href })),
      Attachments: [],
      // A whole-file rendition exists only for PDF views, which are not available.
      File: null,
    };
  }
}
