import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  ApplyRevisionsOptions,
  ComparisonOptions,
  FileInfo,
  PreviewOptions,
  Settings,
  UpdatesOptions,
} from '../model/records';
import { ConvertSettings, ResxFileRequest } from '../model/conversion';
import { parseRequest, toWire, type WireCasing } from '../model/wire';
import { InvalidClientError, TokenService, UnauthorizedError } from '../service/auth';
import { ApiService, type RequestContext, type SavedResult, type UploadedDocument } from '../service/index';
import { badRequest, ClientGoneError, ServiceError } from '../service/errors';
import { ConversionService } from '../service/conversion';
import { TranslationService, GlossaryTranslator, type Translator } from '../service/translation';
import { REPORT_POLICY } from '../report/html';
import { ViewerService, ViewOptions } from '../service/viewer';
import type { ResolvedServerConfig } from './config';
import { StoragePathError } from '../storage/errors';
import { normalizeStoragePath } from '../storage/paths';
import { tempName } from '../storage/stale-temp';
import { toHttpError } from './errors';
import { escaped } from './guard';
import { jsonLinesLogger, type Logger } from './log';
import { parseMultipart, readLimited, tooLarge } from './multipart';
import { openApiDocument } from './openapi';

type Env = {
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse };
  Variables: { requestId: string; clientId: string };
};
type Ctx = Context<Env>;

export interface AppOptions {
  config: ResolvedServerConfig;
  logger?: Logger;
  /** The glossary of the config when absent. */
  translator?: Translator;
}

/**
 * The HTTP adapter: routes of the Comparison Cloud v2.0 API (and its sibling conversion,
 * translation and viewer routes) over ApiService. It parses, authorises, calls one operation
 * and writes the answer in the caller's casing; everything else lives in src/service.
 */
export function createApp(options: AppOptions) {
  const { config } = options;
  const log = options.logger ?? jsonLinesLogger();
  const tokens = new TokenService({
    clients: config.clients,
    signingKeys: config.signingKeys,
    tokenLifetimeSeconds: config.tokenLifetimeSeconds,
  });
  const service = new ApiService({
    storages: config.storages,
    sharedState: config.sharedState,
    consumptionFile: config.consumptionFile,
    meter: {
      ...config.consumption,
      // Logged once per run of failures, not per flush: the counts wait in memory for the store.
      onFlushError: (error, clients) =>
        log({ level: 'warn', msg: 'consumption not written yet', clients, error: String(error) }),
      onRecovered: () => log({ level: 'info', msg: 'consumption written again' }),
    },
    isolation: config.limits.isolation,
    maxDocumentBytes: config.limits.maxDocumentBytes,
    maxInflatedXmlBytes: config.limits.maxInflatedXmlBytes,
    queue: {
      concurrency: config.limits.concurrency,
      maxQueued: config.limits.maxQueued,
      timeoutMs: config.limits.timeoutSeconds * 1000,
    },
  });
  const conversion = new ConversionService(service);
  const translation = new TranslationService(
    service,
    options.translator ?? new GlossaryTranslator(config.glossary),
    config.translationQueue,
  );
  const viewer = new ViewerService(service);
  const app = new Hono<Env>();

  app.use('*', async (c, next) => {
    const requestId = safeRequestId(c.req.header('x-request-id')) ?? randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.header('x-request-id', requestId);
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      requestId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      clientId: c.get('clientId'),
    });
  });

  // The URL parser resolves `.` and `..` segments, percent-encoded ones too, before routing:
  // `/storage/file/copy/a/%2e%2e/%2e%2e/x` would become an upload to `x`. Such paths are refused
  // as they arrived, before anything resolves them.
  app.use('*', async (c, next) => {
    const raw = (c.env?.incoming?.url ?? '').split('?')[0];
    if (raw.split('/').some(isDotSegment))
      throw new StoragePathError(
        `the request path '${raw.length > 80 ? `${raw.slice(0, 60)}…` : raw}' has '.' or '..' segments; storage paths never climb`,
      );
    await next();
  });

  app.onError((error, c) => {
    const requestId = c.get('requestId') ?? randomUUID();
    // Whatever a dropped connection made fail (an aborted body, a stream cut short), the cause
    // is the client leaving, not the server.
    const incoming = c.env?.incoming;
    let http = toHttpError(error, requestId);
    if (http.internal && incoming && incoming.destroyed && !incoming.complete)
      http = toHttpError(new ClientGoneError(), requestId);
    if (http.internal)
      log({
        level: 'error',
        msg: 'internal error',
        requestId,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    if (http.retryAfterSeconds) c.header('Retry-After', String(http.retryAfterSeconds));
    c.header('x-request-id', requestId);
    return c.json(http.body, http.status as 400);
  });

  app.notFound((c) => {
    throw new ServiceError(404, 'NotFound', `No route ${c.req.method} ${new URL(c.req.url).pathname}.`);
  });

  const token = async (c: Ctx) => {
    const text = (await readLimited(bodyStream(c), 64 * 1024)).toString('utf8');
    const form = (c.req.header('content-type') ?? '').includes('json') ? jsonForm(text) : new URLSearchParams(text);
    const basic = /^Basic\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    // RFC 7617: the id ends at the first colon; the secret may contain colons.
    const decoded = basic ? Buffer.from(basic[1], 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    const [basicId, basicSecret] = colon >= 0 ? [decoded.slice(0, colon), decoded.slice(colon + 1)] : [];
    const grantType = form.get('grant_type');
    const clientId = form.get('client_id') ?? basicId;
    const clientSecret = form.get('client_secret') ?? basicSecret;
    if (!grantType) return c.json({ error: 'invalid_request' }, 400);
    if (grantType !== 'client_credentials') return c.json({ error: 'unsupported_grant_type' }, 400);
    // RFC 6749 §5.2: any failed client authentication, missing or empty credentials included.
    if (!clientId || !clientSecret) return c.json({ error: 'invalid_client' }, 400);
    try {
      return c.json(await tokens.issue(clientId, clientSecret));
    } catch (error) {
      if (error instanceof InvalidClientError) return c.json({ error: 'invalid_client' }, 400);
      throw error;
    }
  };
  app.post('/connect/token', token);
  app.post('/v2.0/connect/token', token);
  app.get('/v2.0/openapi.json', (c) => c.json(openApiDocument()));
  // For load balancers and operators: no token, no secrets, only whether this replica is up and
  // how many errors escaped every handler (src/server/guard.ts; each one is a bug to report).
  app.get('/health', (c) => c.json({ status: 'ok', escaped: { ...escaped } }));

  const api = new Hono<Env>();
  api.use('*', async (c, next) => {
    try {
      c.set('clientId', await tokens.verify(c.req.header('authorization')));
    } catch (error) {
      if (error instanceof UnauthorizedError) c.header('WWW-Authenticate', 'Bearer');
      throw error;
    }
    await next();
  });

  const casing = (c: Ctx): WireCasing => (c.req.header('x-groupdocs-client') ? 'camel' : 'pascal');
  const reply = (c: Ctx, value: unknown, status: 200 | 201 | 202 = 200) =>
    jsonAnswer(c, toWire(value, casing(c)), status, config.limits.maxResultBytes);
  const ctx = (c: Ctx): RequestContext => ({
    baseUrl: config.publicUrl ?? new URL(c.req.url).origin,
    clientId: c.get('clientId'),
    signal: clientGone(c.env?.outgoing),
  });
  const json = async <S extends z.ZodType>(c: Ctx, schema: S): Promise<z.output<S>> => {
    const bytes = await readLimited(bodyStream(c), config.limits.maxJsonBytes);
    if (nestingDepth(bytes) > MAX_JSON_DEPTH) throw badRequest(`The body nests deeper than ${MAX_JSON_DEPTH} levels.`);
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString('utf8'));
    } catch {
      throw badRequest('The body is not valid JSON.');
    }
    return parseRequest(schema, value);
  };
  const q = (c: Ctx, name: string): string | undefined => queryInsensitive(c, name);

  // Info
  api.get('/comparison/formats', (c) => reply(c, service.formats()));
  api.post('/comparison/info', async (c) => reply(c, await service.info(await json(c, FileInfo), ctx(c))));
  // Compare
  // A saved result answers with its Link; what the caller should know rides in headers, so
  // clients that read only the Link keep working: `Warning: 199 docdelta "…"` per notice, and
  // the skipped decision Ids of an update in `X-Skipped-Change-Ids`.
  const saved = (c: Ctx, result: SavedResult) => {
    for (const notice of result.notices)
      c.header('Warning', `199 docdelta "${notice.replace(/["\\]/g, '\\$&')}"`, { append: true });
    if (result.skippedIds.length) c.header('X-Skipped-Change-Ids', result.skippedIds.join(', '));
    return reply(c, result.link);
  };
  api.post('/comparison/comparisons', async (c) =>
    saved(c, await service.comparisons(await json(c, ComparisonOptions), ctx(c))),
  );
  api.post('/comparison/changes', async (c) =>
    reply(c, await service.changes(await json(c, ComparisonOptions), ctx(c))),
  );
  api.put('/comparison/changes', async (c) => {
    // Named after this process, so a replica starting beside it (same --storage) leaves it alone.
    const folder = join(config.tempDir, tempName());
    await mkdir(folder, { recursive: true });
    try {
      const files: { field: string; fileName: string; path: string }[] = [];
      // All files of one request together stay under the upload limit: they are read into
      // memory for the comparison, so twenty files of the per-file limit each would not fit.
      let total = 0;
      const fields = await parseMultipart(bodyStream(c), headersOf(c), {
        maxFileBytes: Math.min(config.limits.maxUploadBytes, config.limits.maxDocumentBytes),
        onFile: async (file) => {
          const path = join(folder, String(files.length));
          files.push({ field: file.field.toLowerCase(), fileName: file.fileName, path });
          file.stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > config.limits.maxUploadBytes) file.stream.destroy(tooLarge(config.limits.maxUploadBytes));
          });
          await pipeline(file.stream, createWriteStream(path));
        },
      });
      const field = (name: string) =>
        [...fields.entries()].find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1][0];
      const load = async (f: (typeof files)[number]): Promise<UploadedDocument> => ({
        bytes: await readFile(f.path),
        fileName: f.fileName,
      });
      // Files without the expected names are taken in upload order: the first is the source.
      const named = files.some((f) => f.field === 'sourcefile');
      const sourceEntry = named ? files.find((f) => f.field === 'sourcefile') : files[0];
      if (!sourceEntry) throw badRequest('sourceFile: a source file is required');
      const targetEntries = files.filter((f) => f !== sourceEntry && (!named || f.field !== 'sourcefile'));
      const settingsText = field('settings');
      let settings;
      if (settingsText) {
        if (nestingDepth(Buffer.from(settingsText)) > MAX_JSON_DEPTH)
          throw badRequest(`settings: nests deeper than ${MAX_JSON_DEPTH} levels`);
        let raw: unknown;
        try {
          raw = JSON.parse(settingsText);
        } catch {
          throw badRequest('settings: not valid JSON');
        }
        settings = parseRequest(Settings, raw);
      }
      const changeType = field('changeType');
      const source = await load(sourceEntry);
      const targets = await Promise.all(targetEntries.map(load));
      return reply(c, await service.changesOfUploads(source, targets, settings, changeType, ctx(c)));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
  api.put('/comparison/updates', async (c) => saved(c, await service.updates(await json(c, UpdatesOptions), ctx(c))));
  // Review and preview
  api.post('/comparison/revisions', async (c) => reply(c, await service.revisions(await json(c, FileInfo), ctx(c))));
  api.put('/comparison/revisions', async (c) =>
    saved(c, await service.applyRevisions(await json(c, ApplyRevisionsOptions), ctx(c))),
  );
  api.post('/comparison/preview', async (c) => reply(c, await service.preview(await json(c, PreviewOptions), ctx(c))));
  api.get('/comparison/consumption', async (c) => reply(c, await service.consumptionOf(ctx(c))));

  // Storage: copy/move routes come before the catch-all file and folder routes.
  const transfer = (c: Ctx) => ({
    srcStorageName: q(c, 'srcStorageName'),
    destStorageName: q(c, 'destStorageName'),
    versionId: q(c, 'versionId'),
  });
  const destPath = (c: Ctx) => {
    const dest = q(c, 'destPath');
    if (dest === undefined) throw badRequest('destPath: is required');
    return dest;
  };
  const path = (c: Ctx) => c.req.param('path') ?? '';
  for (const prefix of ['/comparison/storage/file/copy/:path{.+}', '/comparison/storage/file/move/:path{.+}']) {
    const move = prefix.includes('/move/');
    api.put(prefix, async (c) => {
      await (move
        ? service.storage.moveFile(path(c), destPath(c), transfer(c))
        : service.storage.copyFile(path(c), destPath(c), transfer(c)));
      return c.body(null, 200);
    });
  }
  for (const prefix of ['/comparison/storage/folder/copy/:path{.+}', '/comparison/storage/folder/move/:path{.+}']) {
    const move = prefix.includes('/move/');
    api.put(prefix, async (c) => {
      await (move
        ? service.storage.moveFolder(path(c), destPath(c), transfer(c))
        : service.storage.copyFolder(path(c), destPath(c), transfer(c)));
      return c.body(null, 200);
    });
  }
  api.get('/comparison/storage/file/:path{.+}', async (c) => {
    const file = await service.storage.download(path(c), q(c, 'storageName'), q(c, 'versionId'));
    return new Response(Readable.toWeb(file.body) as ReadableStream, {
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': String(file.size),
        'content-disposition': contentDisposition(file.name),
        'x-request-id': c.get('requestId'),
      },
    });
  });
  api.put('/comparison/storage/file/:path{.+}', async (c) => {
    const storageName = q(c, 'storageName');
    // The path and the storage are checked before any of the body is read: a refused upload
    // costs no temp file and no stream to unwind.
    normalizeStoragePath(path(c));
    service.storage.storage(storageName);
    const limit = config.limits.maxUploadBytes;
    if (Number(c.req.header('content-length') ?? 0) > limit + 64 * 1024) throw tooLarge(limit);
    if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/')) {
      let result: unknown;
      await parseMultipart(bodyStream(c), headersOf(c), {
        maxFileBytes: limit,
        onFile: async (file) => {
          if (result) {
            file.stream.resume();
            return;
          }
          result = await service.upload(path(c), file.stream, storageName);
        },
      });
      if (!result) throw badRequest('The multipart body holds no file.');
      return reply(c, result);
    }
    let size = 0;
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(size > limit ? tooLarge(limit) : null, chunk);
      },
    });
    return reply(c, await service.upload(path(c), pipeFailing(bodyStream(c), guard), storageName));
  });
  api.delete('/comparison/storage/file/:path{.+}', async (c) => {
    await service.storage.deleteFile(path(c), q(c, 'storageName'), q(c, 'versionId'));
    return c.body(null, 200);
  });
  const listFolder = async (c: Ctx) => reply(c, await service.storage.listFolder(path(c), q(c, 'storageName')));
  api.get('/comparison/storage/folder', listFolder);
  api.get('/comparison/storage/folder/', listFolder);
  api.get('/comparison/storage/folder/:path{.+}', listFolder);
  api.put('/comparison/storage/folder/:path{.+}', async (c) => {
    await service.storage.createFolder(path(c), q(c, 'storageName'));
    return c.body(null, 200);
  });
  api.delete('/comparison/storage/folder/:path{.+}', async (c) => {
    await service.storage.deleteFolder(path(c), q(c, 'storageName'), /^true$/i.test(q(c, 'recursive') ?? ''));
    return c.body(null, 200);
  });
  api.get('/comparison/storage/exist/:path{.+}', async (c) =>
    reply(c, await service.storage.objectExists(path(c), q(c, 'storageName'), q(c, 'versionId'))),
  );
  api.get('/comparison/storage/disc', async (c) => reply(c, await service.storage.discUsage(q(c, 'storageName'))));
  api.get('/comparison/storage/version/:path{.+}', async (c) =>
    reply(c, await service.storage.fileVersions(path(c), q(c, 'storageName'))),
  );
  api.get('/comparison/storage/:storageName/exist', (c) =>
    reply(c, service.storage.storageExists(c.req.param('storageName'))),
  );

  // Sibling APIs
  api.post('/conversion', async (c) => {
    const result = await conversion.convert(await json(c, ConvertSettings), ctx(c));
    if (result.kind === 'stored') return reply(c, result.files);
    return new Response(Buffer.from(result.bytes), {
      headers: { 'content-type': result.contentType, 'content-length': String(result.bytes.length) },
    });
  });
  api.post('/translation/resx', async (c) =>
    reply(c, await translation.submit(await json(c, ResxFileRequest), ctx(c)), 202),
  );
  const translationStatus = async (c: Ctx) => reply(c, await translation.status(c.req.param('id') ?? ''));
  api.get('/translation/resx/:id', translationStatus);
  api.get('/translation/:id', translationStatus);
  api.post('/viewer/view', async (c) => reply(c, await viewer.view(await json(c, ViewOptions), ctx(c))));
  // A stored document view as a browser opens it. The file is in a client's storage, so it runs
  // sandboxed (an origin of its own: no access to this server's origin) and may load nothing.
  api.get('/viewer/view/:path{.+}', async (c) => {
    const stored = normalizeStoragePath(path(c));
    if (!/\.html$/i.test(stored))
      throw badRequest(`'${path(c)}' is not a document view: the viewer stores its views as .html files`);
    const file = await service.storage.download(stored, q(c, 'storageName'));
    return new Response(Readable.toWeb(file.body) as ReadableStream, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(file.size),
        'content-security-policy': `sandbox allow-scripts; ${REPORT_POLICY}`,
        'x-content-type-options': 'nosniff',
        'x-request-id': c.get('requestId'),
      },
    });
  });

  app.route('/v2.0', api);
  return { app, service, tokens, translation };
}

/**
 * A JSON answer no larger than `limit` characters. A list is written one element at a time and
 * streamed, so the whole answer never sits in one string; past the limit it is refused with a
 * one-line reason before anything is sent (a 422: the request was fine, its answer is too big).
 */
function jsonAnswer(c: Ctx, value: unknown, status: 200 | 201 | 202, limit: number): Response {
  const refuse = (what: string) =>
    new ServiceError(
      422,
      'ResultTooLarge',
      `the answer (${what}) is larger than the server's limit of ${limit} bytes for one answer; compare smaller documents or parts of them`,
    );
  const headers = { 'content-type': 'application/json; charset=UTF-8' };
  if (!Array.isArray(value)) {
    let text: string;
    try {
      text = JSON.stringify(value);
    } catch (error) {
      if (error instanceof RangeError) throw refuse('one record');
      throw error;
    }
    if (text.length > limit) throw refuse('one record');
    return c.body(text, status, headers);
  }
  const parts: string[] = [];
  let size = 2;
  for (const item of value) {
    const text = JSON.stringify(item) ?? 'null';
    size += text.length + 1;
    if (size > limit) throw refuse(`${value.length} entries`);
    parts.push(text);
  }
  // Sent in pieces of about 64 KB, each encoded only when the connection takes it.
  function* pieces() {
    let piece = '[';
    for (let i = 0; i < parts.length; i++) {
      piece += i ? `,${parts[i]}` : parts[i];
      if (piece.length >= 65_536) {
        yield Buffer.from(piece);
        piece = '';
      }
    }
    yield Buffer.from(`${piece}]`);
  }
  return c.body(Readable.toWeb(Readable.from(pieces())) as ReadableStream, status, headers);
}

function bodyStream(c: Ctx): Readable {
  const incoming = c.env?.incoming;
  if (incoming) return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as WebReadableStream) : Readable.from([]);
}

const goneSignals = new WeakMap<ServerResponse, AbortSignal>();

/**
 * Aborts when the response closes before it was sent whole: the client went away, and the work
 * done for it (an engine worker, a LibreOffice conversion) is stopped rather than finished unheard.
 */
function clientGone(outgoing: ServerResponse | undefined): AbortSignal | undefined {
  if (!outgoing) return undefined;
  const known = goneSignals.get(outgoing);
  if (known) return known;
  const controller = new AbortController();
  outgoing.once('close', () => {
    if (!outgoing.writableFinished)
      controller.abort(new ClientGoneError('The client closed the connection before the answer was sent.'));
  });
  goneSignals.set(outgoing, controller.signal);
  return controller.signal;
}

/**
 * `body.pipe(next)` that also ends `next` when the body fails or its client goes away: a plain
 * pipe leaves `next` waiting forever, and whatever writes it to disk holds its file open.
 */
function pipeFailing<T extends Writable & Readable>(body: Readable, next: T): T {
  body.once('error', (error) => next.destroy(error));
  body.once('close', () => {
    if (!body.readableEnded) next.destroy(new ClientGoneError());
  });
  return body.pipe(next);
}

function headersOf(c: Ctx): Record<string, string> {
  const out: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => (out[key] = value));
  return out;
}

/** Query names are matched case-insensitively like body fields (`storageName`, `StorageName`). */
function queryInsensitive(c: Ctx, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of new URL(c.req.url).searchParams)
    if (key.toLowerCase() === wanted && value !== '') return value;
  return undefined;
}

function jsonForm(text: string): URLSearchParams {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    return new URLSearchParams(Object.entries(value).map(([k, v]): [string, string] => [k, String(v)]));
  } catch {
    return new URLSearchParams();
  }
}

/** No request record nests deeper than a few levels; a body of 3 MB of `[` would cost JSON.parse hundreds of MB. */
const MAX_JSON_DEPTH = 64;

/** How deep the JSON nests once past MAX_JSON_DEPTH (`[` and `{` outside strings), or 0 when it stays within. */
function nestingDepth(bytes: Buffer): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === 0x5c) i++;
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) return depth;
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return 0;
}

function isDotSegment(segment: string): boolean {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is not a dot segment; the route deals with it.
  }
  return decoded === '.' || decoded === '..';
}

function safeRequestId(value: string | undefined): string | undefined {
  return value && /^[A-Za-z0-9._-]{1,100}$/.test(value) ? value : undefined;
}

/**
 * Both forms of RFC 6266: `filename*` carries the name in UTF-8; `filename` an ASCII stand-in
 * (other characters, quotes and backslashes as `_`) for clients that read only it, as the
 * vendor's Python SDK does.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/gu, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
