import { detectFormat, type InputDocument } from '../engine/index';
import { UnsupportedFormatError } from '../engine/errors';
import { convertToPdf, findSoffice } from '../engine/preview/office';
import type { ConvertSettings, StoredConvertedResult } from '../model/conversion';
import { baseName, joinPath, normalizeStoragePath } from '../storage/index';
import { badRequest, ServiceError } from './errors';
import type { ApiService, RequestContext } from './index';

export type ConversionResult =
  | { kind: 'stored'; files: StoredConvertedResult[] }
  | { kind: 'bytes'; bytes: Uint8Array; contentType: string };

const CONTENT_TYPES: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  bmp: 'image/bmp',
};

/**
 * POST /conversion of the sibling Conversion API, doing only conversions docdelta can do for
 * real: any document the engine reads to plain text, CSV between separators, Office and ODF
 * documents to PDF through LibreOffice, and pages to images through the preview renderer.
 * Anything else is refused with a message that names the pair.
 */
export class ConversionService {
  constructor(private readonly service: ApiService) {}

  async convert(settings: ConvertSettings, context: RequestContext): Promise<ConversionResult> {
    const target = settings.Format.toLowerCase().replace(/^\./, '');
    const input = await this.service.load({ FilePath: settings.FilePath, StorageName: settings.StorageName, Password: settings.LoadOptions?.Password });
    const sourceName = input.fileName ?? 'document';
    const sourceExtension = (settings.LoadOptions?.Format ?? sourceName.split('.').pop() ?? '').toLowerCase();
    const bytes = await this.service.work(context, [input], (signal) => this.convertBytes(input, sourceExtension, target, settings, signal));
    if (!settings.OutputPath) return { kind: 'bytes', bytes, contentType: CONTENT_TYPES[target] ?? 'application/octet-stream' };
    const stem = sourceName.replace(/\.[^.]+$/, '');
    const output = normalizeStoragePath(settings.OutputPath);
    // OutputPath names a folder unless it already ends with the target extension.
    const path = output.toLowerCase().endsWith(`.${target}`) ? output : joinPath(output, `${stem}.${target}`);
    const link = await this.service.save(path, settings.StorageName, bytes, context);
    return { kind: 'stored', files: [{ Name: baseName(path), Size: bytes.length, Url: link.href }] };
  }

  private async convertBytes(input: InputDocument, from: string, to: string, settings: ConvertSettings, signal: AbortSignal): Promise<Uint8Array> {
    if (from === 'csv' || from === 'tsv') return convertDelimited(input.bytes, settings.LoadOptions?.Separator ?? (from === 'tsv' ? '\t' : ','), to);
    if (to === from) return input.bytes;
    if (to === 'txt') return new TextEncoder().encode(await this.service.engine.run('documentText', [input], signal));
    if (to === 'pdf') {
      const soffice = findSoffice();
      if (!soffice) throw new ServiceError(501, 'NotImplemented', 'Conversion to PDF needs LibreOffice, which is not installed on this server.');
      detectFormat(input.bytes, input.fileName);
      const [pdf] = await convertToPdf([{ bytes: input.bytes, fileName: input.fileName ?? `document.${from}` }], { soffice });
      return pdf;
    }
    if (to === 'png' || to === 'jpeg' || to === 'jpg' || to === 'bmp') {
      const rendered = await this.service.engine.run('renderPreviews', [input, { format: to === 'jpg' ? 'jpeg' : to, pages: pagesFrom(settings) }], signal);
      // One image per request: the first selected page (the response body is a single file).
      const first = rendered.pages[0]?.bytes;
      if (!first) throw new ServiceError(422, 'UnprocessableDocument', 'The document has no page to render.');
      return first;
    }
    throw new UnsupportedFormatError(`conversion from ${from || 'this format'} to ${to} is not available (docdelta converts to txt, pdf and page images, and csv between separators)`);
  }
}

function pagesFrom(settings: ConvertSettings): number[] | undefined {
  const options = settings.ConvertOptions;
  if (options?.Pages?.length) return options.Pages;
  if (options?.FromPage) return Array.from({ length: options.PagesCount ?? 1 }, (_, i) => options.FromPage! + i);
  return undefined;
}

/** CSV/TSV to csv, tsv or txt: parsed with the given separator (quotes honoured) and written again. */
export function convertDelimited(bytes: Uint8Array, separator: string, to: string): Uint8Array {
  const out = to === 'csv' ? ',' : to === 'tsv' || to === 'txt' ? '\t' : undefined;
  if (!out) throw new UnsupportedFormatError(`conversion from csv to ${to} is not available (csv converts to csv, tsv and txt)`);
  if (!separator) throw badRequest('LoadOptions.Separator: must not be empty');
  const rows = parseDelimited(new TextDecoder().decode(bytes), separator);
  const quote = (cell: string) => (cell.includes(out) || cell.includes('"') || /[\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return new TextEncoder().encode(rows.map((row) => row.map(quote).join(out)).join('\n') + (rows.length ? '\n' : ''));
}

export function parseDelimited(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (text.startsWith(separator, i)) {
      row.push(cell);
      cell = '';
      i += separator.length - 1;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
