import type { Readable } from 'node:stream';
import { findSoffice, formatsList, stopWarmOffice, type InputDocument, type OfficeRunOptions } from '../engine/index';
import { looksLikeZip, ZipArchive } from '../engine/index';
import type {
  ApplyRevisionsOptions,
  ComparisonOptions,
  FileInfo,
  Link,
  PreviewOptions,
  UpdatesOptions,
} from '../model/records';
import {
  StorageNotFoundError,
  baseName,
  normalizeStoragePath,
  parentPath,
  joinPath,
  type StorageRegistry,
} from '../storage/index';
import type { ConditionalStore } from '../storage/conditional';
import { MemoryConditionalStore } from '../storage/memory-conditional';
import { ConsumptionMeter, type ConsumptionMeterOptions } from './consumption';
import { EnginePool, inlineEngine, type EngineRunner } from './engine-pool';
import { badRequest, ServiceError } from './errors';
import { StorageOperations } from './storage-ops';
import { WorkQueue, type WorkQueueOptions } from './work-queue';

/** Who is asking and where the server is, for links and consumption. */
export interface RequestContext {
  /** `http://host:port`, without a trailing slash. */
  baseUrl: string;
  clientId: string;
  /** Aborts when the client closes its connection before the answer is sent: its work stops. */
  signal?: AbortSignal;
}

/**
 * A saved result and what the caller should know about it: warnings worth a response header
 * (a result that could not carry its password, decisions that named no change).
 */
export interface SavedResult {
  link: Link;
  /** One line each, for `Warning` headers. */
  notices: string[];
  /** Decision Ids of an update that matched no change and were skipped. */
  skippedIds: number[];
}

/** A document that arrived in the request itself (multipart), not from storage. */
export interface UploadedDocument {
  bytes: Uint8Array;
  fileName: string;
  password?: string;
}

export interface ApiServiceOptions {
  storages: StorageRegistry;
  queue?: Partial<WorkQueueOptions>;
  /**
   * What every replica must see (consumption totals, the translation queue); in this process's
   * memory when absent.
   */
  sharedState?: ConditionalStore;
  /** A consumption.json of an older version, whose totals are added to the shared state once. */
  consumptionFile?: string;
  /** How the consumption meter flushes its in-memory counts to sharedState. */
  meter?: ConsumptionMeterOptions;
  /** 'worker' (default): engine work in worker threads, stoppable at the time limit. */
  isolation?: 'worker' | 'inline';
  /** Largest document an operation reads from storage. */
  maxDocumentBytes?: number;
  /** Most bytes the XML parts of one Office or ODF document may inflate to (DEFAULT_MAX_INFLATED_XML_BYTES). */
  maxInflatedXmlBytes?: number;
  /**
   * The soffice executable (found in the usual places when absent; `null`: none). Previews are
   * drawn by LibreOffice when it is there, so info's page counts and the change boxes of
   * CalculateComponentCoordinates are taken from its rendering too.
   */
  soffice?: string | null;
}

/** Default limits, chosen for 50 ordinary clients on a 2-core machine (README, Load). */
export const DEFAULT_WORK_LIMITS = { concurrency: 2, maxQueued: 128, timeoutMs: 120_000 };
export const DEFAULT_MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
/**
 * The engine holds a part's text, its parsed tree and the document model built from it, for
 * both documents of a pair: a comparison's memory follows what its documents inflate to, not
 * their size. Measured with the built server (scripts/bench/api-inflated.ts, a one-word edit):
 * two documents of 30 MiB of XML peak at 720 MB RSS, of 60 MiB at 1.27 GB. 32 MiB (thousands
 * of pages of text) keeps one comparison under 1 GB; the archive limits alone (512 MiB a part)
 * let a 15 MB DOCX take 2.3 GB and answer 500.
 */
export const DEFAULT_MAX_INFLATED_XML_BYTES = 32 * 1024 * 1024;

/** What a package's XML parts declare they inflate to; 0 for anything that is not a readable ZIP. */
function inflatedXmlBytes(bytes: Uint8Array): number {
  if (!looksLikeZip(bytes)) return 0;
  try {
    return new ZipArchive(bytes)
      .rawEntries()
      .filter((entry) => /\.(xml|rels|vml)$/i.test(entry.name))
      .reduce((sum, entry) => sum + entry.size, 0);
  } catch {
    // A damaged package is reported by the operation in its own words.
    return 0;
  }
}

const documentTooLarge = (path: string, limit: number) =>
  new ServiceError(
    413,
    'RequestTooLarge',
    `'${path}' is larger than the server's limit of ${limit} bytes for a document to compare.`,
  );

/**
 * The operations of the Comparison Cloud API over named storages. The HTTP server is a thin
 * adapter over this class; every operation takes canonical (parsed) records.
 */
export class ApiService {
  readonly storage: StorageOperations;
  readonly consumption: ConsumptionMeter;
  readonly sharedState: ConditionalStore;
  private readonly imported: Promise<void>;
  readonly queue: WorkQueue;
  /** Engine work runs in worker threads when their script is available, else in this thread. */
  readonly engine: EngineRunner;

  /** LibreOffice, when the server's previews are drawn by it. */
  private readonly office: OfficeRunOptions | undefined;

  constructor(private readonly options: ApiServiceOptions) {
    const soffice = options.soffice === null ? undefined : findSoffice(options.soffice);
    this.office = soffice ? { soffice } : undefined;
    this.storage = new StorageOperations(options.storages);
    this.sharedState = options.sharedState ?? new MemoryConditionalStore();
    this.consumption = new ConsumptionMeter(this.sharedState, options.meter);
    this.imported = options.consumptionFile
      ? this.consumption.importFile(options.consumptionFile).catch(() => undefined)
      : Promise.resolve();
    this.engine = (options.isolation !== 'inline' && EnginePool.create()) || inlineEngine();
    this.queue = new WorkQueue({ ...DEFAULT_WORK_LIMITS, ...options.queue });
  }

  formats() {
    return { Formats: formatsList() };
  }

  /**
   * Compares two small text documents through the engine, so that a replica's first requests do
   * not pay for starting a worker and compiling the engine (seconds of CPU on a busy machine).
   * Best effort: a failure here is the first request's to report.
   */
  async warmUp(): Promise<void> {
    const text = (content: string, fileName: string) => ({ bytes: new TextEncoder().encode(content), fileName });
    await this.engine
      .run('listChanges', [{ source: text('warm\nup\n', 'a.txt'), targets: [text('warm\nup!\n', 'b.txt')] }])
      .catch(() => undefined);
  }

  async info(file: FileInfo, context: RequestContext) {
    const info = await this.workOn(
      context,
      () => this.loadAll([file]),
      ([input], signal) => this.engine.run('documentInfo', [input, { office: this.office }], signal),
    );
    return { Format: info.FileFormat, Extension: info.Extension, Size: info.Size, PageCount: info.PageCount };
  }

  async changes(options: ComparisonOptions, context: RequestContext) {
    const result = await this.workOn(
      context,
      () => this.loadAll([options.SourceFile, ...options.TargetFiles]),
      ([source, ...targets], signal) =>
        this.engine.run(
          'listChanges',
          [{ source, targets, settings: options.Settings, changeType: options.ChangeType, office: this.office }],
          signal,
        ),
    );
    return result.changes;
  }

  /** PUT /comparison/changes: the documents came in the request. */
  async changesOfUploads(
    source: UploadedDocument,
    targets: UploadedDocument[],
    settings: ComparisonOptions['Settings'],
    changeType: string | undefined,
    context: RequestContext,
  ) {
    if (!targets.length) throw badRequest('targetFiles: at least one target file is required');
    for (const document of [source, ...targets]) this.checkInflated(document.fileName, document.bytes);
    return this.changesOf(source, targets, { Settings: settings, ChangeType: changeType }, context);
  }

  private async changesOf(
    source: InputDocument,
    targets: InputDocument[],
    options: { Settings?: ComparisonOptions['Settings']; ChangeType?: string },
    context: RequestContext,
  ) {
    const result = await this.work(context, [source, ...targets], (signal) =>
      this.engine.run(
        'listChanges',
        [{ source, targets, settings: options.Settings, changeType: options.ChangeType, office: this.office }],
        signal,
      ),
    );
    return result.changes;
  }

  async comparisons(options: ComparisonOptions, context: RequestContext): Promise<SavedResult> {
    const outputPath = requireOutputPath(options.OutputPath);
    if (options.TargetFiles.length > 1) return this.combined(options, outputPath, undefined, context);
    const result = await this.workOn(
      context,
      () => this.loadAll([options.SourceFile, options.TargetFiles[0]]),
      ([source, target], signal) =>
        this.engine.run('compareToDocument', [{ source, target, settings: options.Settings }], signal),
    );
    return {
      link: await this.save(outputPath, options.SourceFile.StorageName, result.bytes, context),
      notices: notices(result.warnings),
      skippedIds: [],
    };
  }

  /**
   * PUT /comparison/updates. Decisions whose Id matches no change are skipped and reported
   * (`skippedIds`); changes the request does not name are kept as the target has them.
   */
  async updates(options: UpdatesOptions, context: RequestContext): Promise<SavedResult> {
    const outputPath = requireOutputPath(options.OutputPath);
    const decisions = (options.Changes ?? []).map((c) => ({ Id: c.Id, ComparisonAction: c.ComparisonAction }));
    if (options.TargetFiles.length > 1) return this.combined(options, outputPath, decisions, context);
    const result = await this.workOn(
      context,
      () => this.loadAll([options.SourceFile, options.TargetFiles[0]]),
      ([source, target], signal) =>
        this.engine.run(
          'applyChanges',
          [{ source, target, settings: options.Settings, decisions, skipUnknownIds: true }],
          signal,
        ),
    );
    const link = await this.save(outputPath, options.SourceFile.StorageName, result.bytes, context);
    const skippedIds = result.skippedIds ?? [];
    const skipped = skippedIds.length
      ? [
          `change Id${skippedIds.length > 1 ? 's' : ''} ${skippedIds.join(', ')} matched no change and ${skippedIds.length > 1 ? 'were' : 'was'} skipped (the comparison found ${result.changes.length} change${result.changes.length === 1 ? '' : 's'})`,
        ]
      : [];
    return { link, notices: [...notices(result.warnings), ...skipped], skippedIds };
  }

  /**
   * Several TargetFiles, one result: every target's changes as tracked changes by its author
   * (the engine says which formats have it). With decisions (updates), Ids are those
   * /comparison/changes gives the same targets; rejected changes are left out and the others
   * applied, or kept tracked with Settings.WordTrackChanges.
   */
  private async combined(
    options: UpdatesOptions | ComparisonOptions,
    outputPath: string,
    decisions: { Id: number; ComparisonAction?: string }[] | undefined,
    context: RequestContext,
  ): Promise<SavedResult> {
    const mode = decisions && !options.Settings?.WordTrackChanges ? 'clean' : 'tracked';
    const result = await this.workOn(
      context,
      () => this.loadAll([options.SourceFile, ...options.TargetFiles]),
      ([source, ...targets], signal) =>
        this.engine.run(
          'combineToDocument',
          [{ source, targets, settings: options.Settings, decisions, mode, skipUnknownIds: true }],
          signal,
        ),
    );
    const link = await this.save(outputPath, options.SourceFile.StorageName, result.bytes, context);
    const skippedIds = result.skippedIds ?? [];
    const skipped = skippedIds.length
      ? [
          `change Id${skippedIds.length > 1 ? 's' : ''} ${skippedIds.join(', ')} matched no change and ${skippedIds.length > 1 ? 'were' : 'was'} skipped (the comparison found ${result.changes.length} change${result.changes.length === 1 ? '' : 's'})`,
        ]
      : [];
    // Notices ride in a Warning header, which carries Latin-1 only: other characters of an author or text show as '?'.
    const conflicts = result.conflicts.map((c) =>
      `conflict at ${c.place} (changes ${c.ids.join(', ')}): ${c.versions.map((v) => `${v.author} "${v.text}"`).join(' / ')}`.replace(
        /[^\x20-\xff]/g,
        '?',
      ),
    );
    return { link, notices: [...notices(result.warnings), ...conflicts, ...skipped], skippedIds };
  }

  async revisions(file: FileInfo, context: RequestContext) {
    return this.workOn(
      context,
      () => this.loadAll([file]),
      ([input], signal) => this.engine.run('listRevisions', [input], signal),
    );
  }

  async applyRevisions(options: ApplyRevisionsOptions, context: RequestContext): Promise<SavedResult> {
    const outputPath = requireOutputPath(options.OutputPath);
    const result = await this.workOn(
      context,
      () => this.loadAll([options.SourceFile]),
      ([input], signal) =>
        this.engine.run(
          'applyRevisions',
          [input, { revisions: options.Revisions ?? [], acceptAll: options.AcceptAll, rejectAll: options.RejectAll }],
          signal,
        ),
    );
    return {
      link: await this.save(outputPath, options.SourceFile.StorageName, result.bytes, context),
      notices: [],
      skippedIds: [],
    };
  }

  async preview(options: PreviewOptions, context: RequestContext): Promise<Link[]> {
    const format = options.Format === 'Jpeg' ? 'jpeg' : options.Format === 'Png' ? 'png' : 'bmp';
    const rendered = await this.workOn(
      context,
      () => this.loadAll([options.FileInfo]),
      ([input], signal) =>
        this.engine.run(
          'renderPreviews',
          [
            input,
            {
              format,
              width: options.Width || undefined,
              height: options.Height || undefined,
              pages: options.PageNumbers,
            },
          ],
          signal,
        ),
    );
    const pages = rendered.pages;
    const folder = options.OutputFolder ?? parentPath(normalizeStoragePath(options.FileInfo.FilePath));
    const stem = baseName(normalizeStoragePath(options.FileInfo.FilePath)).replace(/\.[^.]+$/, '');
    const links: Link[] = [];
    for (const page of pages) {
      const path = joinPath(normalizeStoragePath(folder), `${stem}_${page.pageNumber}.${format}`);
      links.push(await this.save(path, options.FileInfo.StorageName, page.bytes, context));
    }
    return links;
  }

  async close(): Promise<void> {
    await this.engine.close();
    // Conversions run LibreOffice from this thread, not from an engine worker the pool ends.
    await stopWarmOffice();
    await this.imported;
    await this.consumption.close();
  }

  async consumptionOf(context: RequestContext) {
    await this.imported;
    return this.consumption.of(context.clientId);
  }

  /**
   * Reads a FileInfo's document from its storage; a missing file quotes FilePath as sent. A
   * document over `maxDocumentBytes` is refused from its stored size, before it is read.
   */
  async load(file: FileInfo): Promise<InputDocument> {
    const path = normalizeStoragePath(file.FilePath);
    try {
      const storage = this.options.storages.get(file.StorageName);
      const limit = this.options.maxDocumentBytes ?? DEFAULT_MAX_DOCUMENT_BYTES;
      // One read answers both the size and the bytes (on S3 a GET, not a HEAD and then a GET); a
      // document over the limit is refused from the size the store reports, before its body is read.
      const { size, body } = await storage.openRead(path, file.VersionId);
      if (size > limit) {
        // A stream dropped before it opened may still fail to open (the file deleted meanwhile): nobody is reading it.
        body.on('error', () => undefined);
        body.destroy();
        throw documentTooLarge(file.FilePath, limit);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      this.checkInflated(file.FilePath, bytes);
      return { bytes, fileName: baseName(path), password: file.Password };
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw new StorageNotFoundError(file.FilePath);
      throw error;
    }
  }

  /**
   * Refuses a document whose XML parts inflate past maxInflatedXmlBytes, from the central
   * directory before any part is inflated (sizes that lie are caught by the readers, which never
   * inflate past a declared size). Encrypted packages are judged once decrypted, by the readers.
   */
  private checkInflated(name: string, bytes: Uint8Array): void {
    const limit = this.options.maxInflatedXmlBytes ?? DEFAULT_MAX_INFLATED_XML_BYTES;
    const xml = inflatedXmlBytes(bytes);
    if (xml > limit)
      throw new ServiceError(
        413,
        'RequestTooLarge',
        `'${name}': its XML parts inflate to ${xml} bytes, over the server's limit of ${limit} (limits.maxInflatedXmlBytes).`,
      );
  }

  /** Stores a result and links to it: `rel` is the path exactly as the request wrote it. */
  async save(
    outputPath: string,
    storageName: string | undefined,
    bytes: Uint8Array,
    context: RequestContext,
  ): Promise<Link> {
    const path = normalizeStoragePath(outputPath);
    await this.options.storages.get(storageName).write(path, bytes);
    return {
      href: downloadUrl(context.baseUrl, path, storageName),
      rel: outputPath,
      type: 'file',
      title: baseName(path),
    };
  }

  /**
   * The documents of one operation, read together. When several cannot be read, the first in the
   * request's order is the one reported, whichever read failed first, so one request always gets
   * one answer.
   */
  async loadAll(files: FileInfo[]): Promise<InputDocument[]> {
    const reads = await Promise.allSettled(files.map((file) => this.load(file)));
    const failed = reads.find((read): read is PromiseRejectedResult => read.status === 'rejected');
    if (failed) throw failed.reason;
    return reads.map((read) => (read as PromiseFulfilledResult<InputDocument>).value);
  }

  /**
   * Engine work on stored documents: they are read once the job has its slot, so the requests
   * waiting in the queue hold no document in memory (a full queue is refused before any read).
   */
  async workOn<T>(
    context: RequestContext,
    load: () => Promise<InputDocument[]>,
    job: (inputs: InputDocument[], signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    let bytes = 0;
    const result = await this.queue.run(async (signal) => {
      const inputs = await load();
      bytes = inputs.reduce((sum, input) => sum + input.bytes.length, 0);
      return job(inputs, signal);
    }, context.signal);
    this.consumption.record(context.clientId, bytes);
    return result;
  }

  /** Engine work goes through the queue and is counted for the client. */
  async work<T>(
    context: RequestContext,
    inputs: { bytes: Uint8Array }[],
    job: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const result = await this.queue.run(job, context.signal);
    this.consumption.record(
      context.clientId,
      inputs.reduce((sum, input) => sum + input.bytes.length, 0),
    );
    return result;
  }

  /** Streams an uploaded document into storage (used by the upload endpoint). */
  async upload(path: string, content: Readable | Uint8Array, storageName?: string) {
    return this.storage.upload(path, content, storageName);
  }
}

export function downloadUrl(baseUrl: string, path: string, storageName?: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const query = storageName ? `?storageName=${encodeURIComponent(storageName)}` : '';
  return `${baseUrl}/v2.0/comparison/storage/file/${encoded}${query}`;
}

/** The warnings a caller must hear about even when the request succeeded. */
const NOTICE_CODES = new Set(['password-not-supported', 'pdf-reject-text']);
function notices(warnings: readonly { code: string; message: string }[]): string[] {
  return [...new Set(warnings.filter((w) => NOTICE_CODES.has(w.code)).map((w) => w.message))];
}

function requireOutputPath(outputPath: string | undefined): string {
  if (!outputPath || !normalizeStoragePath(outputPath))
    throw badRequest('OutputPath: is required (the storage path where the result is saved)');
  return outputPath;
}

export { ServiceError } from './errors';
