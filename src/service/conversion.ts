import { isCompoundFile, unlockOfficeDocument } from '../engine/index';
import { detectFormat, type InputDocument } from '../engine/index';
import { CorruptDocumentError, errorMessage, UnsupportedFormatError } from '../engine/index';
import { formatByKey, parseDelimited, supportedFormats } from '../engine/index';
import { convertToPdf, convertWithOffice, findSoffice } from '../engine/index';
import type { ConvertSettings, StoredConvertedResult } from '../model/conversion';
import { baseName, joinPath, normalizeStoragePath } from '../storage/index';
import { badRequest, ServiceError } from './errors';
import type { ApiService, RequestContext } from './index';

export type ConversionResult =
  { kind: 'stored'; files: StoredConvertedResult[] } | { kind: 'bytes'; bytes: Uint8Array; contentType: string };

const CONTENT_TYPES: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  bmp: 'image/bmp',
  html: 'text/html; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

type OfficeFamily = 'word' | 'cells' | 'slides';

/**
 * Office-to-Office targets, by the source's family, with the LibreOffice export filter that
 * writes each. Named filters, because the bare extension lets LibreOffice pick by the document
 * it opened, which is not always the format asked for. Only formats the engine reads are here:
 * every result is read back before it is returned.
 */
export const OFFICE_EXPORTS: Record<OfficeFamily, Record<string, string>> = {
  word: { docx: 'MS Word 2007 XML', odt: 'writer8', html: 'HTML (StarWriter):EmbedImages' },
  cells: { xlsx: 'Calc MS Excel 2007 XML', ods: 'calc8' },
  slides: { pptx: 'Impress MS PowerPoint 2007 XML', odp: 'impress8' },
};

/** Inputs LibreOffice opens though the engine does not read them: Office 97-2003 binaries and RTF. */
const LEGACY_OFFICE_INPUTS: Record<string, OfficeFamily> = {
  doc: 'word',
  dot: 'word',
  rtf: 'word',
  xls: 'cells',
  ppt: 'slides',
};

/** Targets LibreOffice could write but docdelta cannot read back, so it cannot vouch for them. */
const UNVERIFIABLE_TARGETS = new Set(['doc', 'rtf', 'xls', 'ppt', 'odg']);

const OFFICE_TARGETS = new Set(Object.values(OFFICE_EXPORTS).flatMap((targets) => Object.keys(targets)));

/**
 * POST /conversion of the sibling Conversion API, doing only conversions docdelta can do for
 * real: any document the engine reads to plain text, CSV between separators, Office and ODF
 * documents to PDF and to each other within their family (OFFICE_EXPORTS) through LibreOffice,
 * and pages to images through the preview renderer. Anything else is refused with a message
 * that names the pair.
 */
export class ConversionService {
  /** `locateSoffice` finds LibreOffice; a server without it answers 501 for what needs it. */
  constructor(
    private readonly service: ApiService,
    private readonly locateSoffice: () => string | undefined = () => findSoffice(),
  ) {}

  async convert(settings: ConvertSettings, context: RequestContext): Promise<ConversionResult> {
    const target = settings.Format.toLowerCase().replace(/^\./, '');
    const input = await this.service.load({
      FilePath: settings.FilePath,
      StorageName: settings.StorageName,
      Password: settings.LoadOptions?.Password,
    });
    const sourceName = input.fileName ?? 'document';
    const sourceExtension = (settings.LoadOptions?.Format ?? sourceName.split('.').pop() ?? '').toLowerCase();
    const bytes = await this.service.work(context, [input], (signal) =>
      this.convertBytes(input, sourceExtension, target, settings, signal),
    );
    if (!settings.OutputPath)
      return { kind: 'bytes', bytes, contentType: CONTENT_TYPES[target] ?? 'application/octet-stream' };
    const stem = sourceName.replace(/\.[^.]+$/, '');
    const output = normalizeStoragePath(settings.OutputPath);
    // OutputPath names a folder unless it already ends with the target extension.
    const path = output.toLowerCase().endsWith(`.${target}`) ? output : joinPath(output, `${stem}.${target}`);
    const link = await this.service.save(path, settings.StorageName, bytes, context);
    return { kind: 'stored', files: [{ Name: baseName(path), Size: bytes.length, Url: link.href }] };
  }

  private async convertBytes(
    input: InputDocument,
    from: string,
    to: string,
    settings: ConvertSettings,
    signal: AbortSignal,
  ): Promise<Uint8Array> {
    if (from === 'csv' || from === 'tsv')
      return convertDelimited(input.bytes, settings.LoadOptions?.Separator ?? (from === 'tsv' ? '\t' : ','), to);
    if (to === from) return input.bytes;
    // Before LibreOffice or any reader: a zip bomb or a 100,000-deep part is refused at once.
    await this.service.engine.run('checkDocumentLimits', [input], signal);
    if (to === 'txt') return new TextEncoder().encode(await this.service.engine.run('documentText', [input], signal));
    if (to === 'pdf') {
      const soffice = this.locateSoffice();
      if (!soffice)
        throw new ServiceError(
          501,
          'NotImplemented',
          'Conversion to PDF needs LibreOffice, which is not installed on this server.',
        );
      // LibreOffice would stop at a password prompt; it gets the decrypted package.
      const bytes = await unlockOfficeDocument(input.bytes, input.password);
      const source = sourceFormat(bytes, from, input.fileName);
      // LibreOffice runs here, beside the main thread rather than in an engine worker the pool could
      // terminate: the signal kills its process group at the request's deadline or when its client goes.
      const [pdf] = await convertToPdf([{ bytes, fileName: `document.${source}` }], { soffice, signal });
      return pdf;
    }
    if (to === 'png' || to === 'jpeg' || to === 'jpg' || to === 'bmp') {
      const rendered = await this.service.engine.run(
        'renderPreviews',
        [input, { format: to === 'jpg' ? 'jpeg' : to, pages: pagesFrom(settings) }],
        signal,
      );
      // One image per request: the first selected page (the response body is a single file).
      const first = rendered.pages[0]?.bytes;
      if (!first) throw new ServiceError(422, 'UnprocessableDocument', 'The document has no page to render.');
      return first;
    }
    if (OFFICE_TARGETS.has(to) || UNVERIFIABLE_TARGETS.has(to)) return this.convertOffice(input, from, to, signal);
    throw unavailable(from, to);
  }

  /** Office to Office within a family through LibreOffice, returned only once the engine reads the result. */
  private async convertOffice(
    input: InputDocument,
    from: string,
    to: string,
    signal: AbortSignal,
  ): Promise<Uint8Array> {
    // The pair is judged by name first, so an impossible one is refused before any decryption.
    const named = officeFamily(from);
    if (named && !OFFICE_EXPORTS[named][to]) throw unavailable(from, to);
    const bytes = await unlockOfficeDocument(input.bytes, input.password);
    const source = sourceFormat(bytes, from, input.fileName);
    const family = officeFamily(source);
    const filter = family && OFFICE_EXPORTS[family][to];
    if (!filter) throw unavailable(source, to);
    if (source === to) return bytes;
    const soffice = this.locateSoffice();
    if (!soffice)
      throw new ServiceError(
        501,
        'NotImplemented',
        `Conversion from ${source} to ${to} needs LibreOffice, which is not installed on this server.`,
      );
    const [converted] = await convertWithOffice([{ bytes, fileName: `document.${source}` }], {
      soffice,
      target: { extension: to, filter },
      signal,
    });
    await this.readBack(converted, to, signal);
    return converted;
  }

  /** Proves a converted file is what was asked for and opens: its format by content, then a full engine read. */
  private async readBack(bytes: Uint8Array, to: string, signal: AbortSignal): Promise<void> {
    const fileName = `converted.${to}`;
    let written: string;
    try {
      written = detectFormat(bytes, fileName).key;
    } catch (error) {
      throw new CorruptDocumentError(`LibreOffice wrote a ${to} file that does not read back (${errorMessage(error)})`);
    }
    if (written !== to) throw new CorruptDocumentError(`LibreOffice wrote ${written} when ${to} was asked for`);
    try {
      await this.service.engine.run('documentText', [{ bytes, fileName }], signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new CorruptDocumentError(`LibreOffice wrote a ${to} file that does not read back (${errorMessage(error)})`);
    }
  }
}

/** Which conversions POST /conversion does, in words (the OpenAPI document shows it). */
export function describeConversions(): string {
  const families = (Object.keys(OFFICE_EXPORTS) as OfficeFamily[]).map((family) => {
    const inputs = [
      ...supportedFormats()
        .filter((f) => f.family === family && f.key !== 'csv' && f.key !== 'tsv')
        .map((f) => f.key),
      ...Object.keys(LEGACY_OFFICE_INPUTS).filter((k) => LEGACY_OFFICE_INPUTS[k] === family),
    ];
    return `${inputs.join('/')} to ${Object.keys(OFFICE_EXPORTS[family]).join(', ')}`;
  });
  return [
    'Converts a stored document: the converted file is the response body, or, with OutputPath, is stored and listed.',
    'Conversions: any document docdelta reads to txt; csv/tsv to csv, tsv, txt (LoadOptions.Separator); Office and ODF documents to pdf; a page to png, jpeg or bmp;',
    `and through LibreOffice, within a family: ${families.join('; ')}. Each Office result is read back before it is returned.`,
    'A protected input is opened with LoadOptions.Password. Other pairs answer 422 naming the pair; conversions that need LibreOffice answer 501 where it is not installed.',
  ].join(' ');
}

function officeFamily(format: string): OfficeFamily | undefined {
  // The name comes from the request: only the table's own keys count, never inherited ones.
  if (Object.hasOwn(LEGACY_OFFICE_INPUTS, format)) return LEGACY_OFFICE_INPUTS[format];
  const family = formatByKey(format)?.family;
  return family === 'word' || family === 'cells' || family === 'slides' ? family : undefined;
}

/**
 * The source's format from its (decrypted) bytes; the engine's detection, except for the Office
 * 97-2003 binaries and RTF it does not read, which LibreOffice opens and are taken by their name.
 */
function sourceFormat(bytes: Uint8Array, named: string, fileName: string | undefined): string {
  if (Object.hasOwn(LEGACY_OFFICE_INPUTS, named) && (isCompoundFile(bytes) || named === 'rtf')) return named;
  return detectFormat(bytes, fileName).key;
}

function unavailable(from: string, to: string): UnsupportedFormatError {
  const family = officeFamily(from);
  const within = family
    ? `; ${from} converts to ${[...Object.keys(OFFICE_EXPORTS[family]), 'pdf', 'txt'].join(', ')}`
    : '';
  const unverifiable = UNVERIFIABLE_TARGETS.has(to)
    ? `; docdelta does not read ${to}, so it cannot check such a result`
    : '';
  return new UnsupportedFormatError(
    `conversion from ${from || 'this format'} to ${to} is not available (docdelta converts to txt, pdf and page images, csv between separators, and Office documents within their family${within})${unverifiable}`,
  );
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
  if (!out)
    throw new UnsupportedFormatError(
      `conversion from csv to ${to} is not available (csv converts to csv, tsv and txt)`,
    );
  if (!separator) throw badRequest('LoadOptions.Separator: must not be empty');
  if (/["\r\n]/.test(separator)) throw badRequest('LoadOptions.Separator: must not hold a quote or a line break');
  // The cells reader's parser: linear, and bounded by its cell and field limits.
  const text = new TextDecoder().decode(bytes);
  const rows = parseDelimited(text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text, separator, []);
  const quote = (cell: string) =>
    cell.includes(out) || cell.includes('"') || /[\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
  return new TextEncoder().encode(rows.map((row) => row.map(quote).join(out)).join('\n') + (rows.length ? '\n' : ''));
}
