import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { request, type Dispatcher } from 'undici';
import { z } from 'zod';
import { StatusResponse, StoredConvertedResult, type ConvertSettings, type ResxFileRequest } from '../model/conversion';
import {
  ChangeInfo,
  FormatsResult,
  InfoResult,
  Link,
  RevisionInfo,
  type ApplyRevisionsOptionsInput,
  type ComparisonOptionsInput,
  type FileInfoInput,
  type PreviewOptionsInput,
  type SettingsInput,
  type UpdatesOptionsInput,
} from '../model/records';
import {
  ConsumptionResult,
  DiscUsage,
  ErrorResponse,
  FilesList,
  FilesUploadResult,
  FileVersions,
  ObjectExist,
  StorageExist,
} from '../model/storage';
import { parseRequest } from '../model/wire';

export interface ClientOptions {
  /** `http://127.0.0.1:8080` (this server) or the vendor's `https://api.groupdocs.cloud`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** 'camel' sends x-groupdocs-client, as the vendor SDKs do, and gets camelCase answers. */
  casing?: 'pascal' | 'camel';
  /** Attempts after the first for 429, 503 and dropped connections. */
  retries?: number;
  /** First backoff delay; doubles per attempt. */
  retryDelayMs?: number;
  dispatcher?: Dispatcher;
}

/** A non-2xx answer: status, the API's error code and message, and the server's request id. */
export class ApiClientError extends Error {
  override name = 'ApiClientError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** A document to send: bytes in memory or a file streamed from disk. */
export type UploadSource = { bytes: Uint8Array; fileName: string } | { filePath: string; fileName?: string };

export interface StorageQuery {
  storageName?: string;
  versionId?: string;
}

export interface TransferQuery {
  srcStorageName?: string;
  destStorageName?: string;
  versionId?: string;
}

type Body =
  { kind: 'json'; value: unknown } | { kind: 'form'; value: URLSearchParams } | { kind: 'multipart'; parts: Part[] };
type Part = { name: string; value: string } | { name: string; file: UploadSource };

interface CallOptions {
  query?: Record<string, string | boolean | undefined>;
  body?: Body;
  auth?: boolean;
}

const RETRYABLE_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'ECONNREFUSED']);

/**
 * Typed client of the Comparison Cloud v2.0 API (and docdelta's conversion, translation and
 * viewer routes). Responses are validated with the zod schemas of src/model in either casing.
 * The bearer token is cached and renewed before it expires or after a 401; 429, 503 and dropped
 * connections are retried with backoff. Files stream from and to disk.
 */
export class DocdeltaClient {
  private token: { value: string; expiresAt: number } | undefined;
  private pendingToken: Promise<string> | undefined;
  private readonly base: string;

  constructor(private readonly options: ClientOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  // Auth

  /**
   * A valid access token, from the cache while it has more than 30 s left. Calls made while a
   * token is being asked for wait for that one answer: documents compared at once ask once.
   */
  async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - 30_000 > Date.now()) return this.token.value;
    this.pendingToken ??= this.requestToken().finally(() => (this.pendingToken = undefined));
    return this.pendingToken;
  }

  private async requestToken(): Promise<string> {
    const response = await this.send('POST', '/connect/token', {
      auth: false,
      body: {
        kind: 'form',
        value: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: this.options.clientId,
          client_secret: this.options.clientSecret,
        }),
      },
    });
    const json = (await response.body.json()) as { access_token?: string; expires_in?: number; error?: string };
    if (response.statusCode !== 200 || !json.access_token)
      throw new ApiClientError(
        response.statusCode,
        json.error ?? 'invalid_client',
        `token request failed: ${json.error ?? response.statusCode}`,
      );
    this.token = {
      value: json.access_token,
      expiresAt: tokenExpiry(json.access_token) ?? Date.now() + (json.expires_in ?? 3600) * 1000,
    };
    return this.token.value;
  }

  // Info and comparison

  formats() {
    return this.json('GET', '/v2.0/comparison/formats', FormatsResult);
  }
  info(file: FileInfoInput) {
    return this.json('POST', '/v2.0/comparison/info', InfoResult, { body: { kind: 'json', value: file } });
  }
  comparisons(options: ComparisonOptionsInput) {
    return this.json('POST', '/v2.0/comparison/comparisons', Link, { body: { kind: 'json', value: options } });
  }
  changes(options: ComparisonOptionsInput) {
    return this.json('POST', '/v2.0/comparison/changes', z.array(ChangeInfo), {
      body: { kind: 'json', value: options },
    });
  }
  /** PUT /comparison/changes: the documents travel in the request (multipart). */
  changesOfFiles(source: UploadSource, targets: UploadSource[], settings?: SettingsInput, changeType?: string) {
    const parts: Part[] = [
      { name: 'sourceFile', file: source },
      ...targets.map((file) => ({ name: 'targetFiles', file })),
    ];
    if (settings) parts.push({ name: 'settings', value: JSON.stringify(settings) });
    if (changeType) parts.push({ name: 'changeType', value: changeType });
    return this.json('PUT', '/v2.0/comparison/changes', z.array(ChangeInfo), { body: { kind: 'multipart', parts } });
  }
  updates(options: UpdatesOptionsInput) {
    return this.json('PUT', '/v2.0/comparison/updates', Link, { body: { kind: 'json', value: options } });
  }
  revisions(file: FileInfoInput) {
    return this.json('POST', '/v2.0/comparison/revisions', z.array(RevisionInfo), {
      body: { kind: 'json', value: file },
    });
  }
  applyRevisions(options: ApplyRevisionsOptionsInput) {
    return this.json('PUT', '/v2.0/comparison/revisions', Link, { body: { kind: 'json', value: options } });
  }
  preview(options: PreviewOptionsInput) {
    return this.json('POST', '/v2.0/comparison/preview', z.array(Link), { body: { kind: 'json', value: options } });
  }
  consumption() {
    return this.json('GET', '/v2.0/comparison/consumption', ConsumptionResult);
  }

  // Files

  async downloadFile(path: string, query: StorageQuery = {}): Promise<Uint8Array> {
    const response = await this.call('GET', `/v2.0/comparison/storage/file/${encodePath(path)}`, {
      query: { ...query },
    });
    return new Uint8Array(await response.body.arrayBuffer());
  }
  /** Streams a stored file to `destination` on disk. */
  async downloadFileTo(path: string, destination: string, query: StorageQuery = {}): Promise<void> {
    const response = await this.call('GET', `/v2.0/comparison/storage/file/${encodePath(path)}`, {
      query: { ...query },
    });
    await pipeline(response.body, createWriteStream(destination));
  }
  uploadFile(path: string, file: UploadSource, query: { storageName?: string } = {}) {
    return this.json('PUT', `/v2.0/comparison/storage/file/${encodePath(path)}`, FilesUploadResult, {
      query,
      body: { kind: 'multipart', parts: [{ name: 'File', file }] },
    });
  }
  deleteFile(path: string, query: StorageQuery = {}) {
    return this.empty('DELETE', `/v2.0/comparison/storage/file/${encodePath(path)}`, { query: { ...query } });
  }
  copyFile(src: string, destPath: string, query: TransferQuery = {}) {
    return this.empty('PUT', `/v2.0/comparison/storage/file/copy/${encodePath(src)}`, {
      query: { destPath, ...query },
    });
  }
  moveFile(src: string, destPath: string, query: TransferQuery = {}) {
    return this.empty('PUT', `/v2.0/comparison/storage/file/move/${encodePath(src)}`, {
      query: { destPath, ...query },
    });
  }

  // Folders and storages

  getFilesList(path: string, query: { storageName?: string } = {}) {
    return this.json('GET', `/v2.0/comparison/storage/folder/${encodePath(path)}`, FilesList, { query });
  }
  createFolder(path: string, query: { storageName?: string } = {}) {
    return this.empty('PUT', `/v2.0/comparison/storage/folder/${encodePath(path)}`, { query });
  }
  deleteFolder(path: string, query: { storageName?: string; recursive?: boolean } = {}) {
    return this.empty('DELETE', `/v2.0/comparison/storage/folder/${encodePath(path)}`, { query });
  }
  copyFolder(src: string, destPath: string, query: Omit<TransferQuery, 'versionId'> = {}) {
    return this.empty('PUT', `/v2.0/comparison/storage/folder/copy/${encodePath(src)}`, {
      query: { destPath, ...query },
    });
  }
  moveFolder(src: string, destPath: string, query: Omit<TransferQuery, 'versionId'> = {}) {
    return this.empty('PUT', `/v2.0/comparison/storage/folder/move/${encodePath(src)}`, {
      query: { destPath, ...query },
    });
  }
  storageExists(storageName: string) {
    return this.json('GET', `/v2.0/comparison/storage/${encodeURIComponent(storageName)}/exist`, StorageExist);
  }
  objectExists(path: string, query: StorageQuery = {}) {
    return this.json('GET', `/v2.0/comparison/storage/exist/${encodePath(path)}`, ObjectExist, { query: { ...query } });
  }
  getDiscUsage(query: { storageName?: string } = {}) {
    return this.json('GET', '/v2.0/comparison/storage/disc', DiscUsage, { query });
  }
  getFileVersions(path: string, query: { storageName?: string } = {}) {
    return this.json('GET', `/v2.0/comparison/storage/version/${encodePath(path)}`, FileVersions, { query });
  }

  // Sibling APIs

  /** With OutputPath: the stored results. Without: the converted bytes. */
  async convert(settings: z.input<typeof ConvertSettings>): Promise<StoredConvertedResult[] | Uint8Array> {
    const response = await this.call('POST', '/v2.0/conversion', { body: { kind: 'json', value: settings } });
    if (String(response.headers['content-type'] ?? '').includes('application/json'))
      return parseRequest(z.array(StoredConvertedResult), await response.body.json());
    return new Uint8Array(await response.body.arrayBuffer());
  }
  translateResx(body: z.input<typeof ResxFileRequest>) {
    return this.json('POST', '/v2.0/translation/resx', StatusResponse, { body: { kind: 'json', value: body } });
  }
  translationStatus(id: string) {
    return this.json(
      'GET',
      `/v2.0/translation/resx/${encodeURIComponent(id)}`,
      StatusResponse.extend({ state: z.string().optional(), urls: z.array(z.string()).optional() }),
    );
  }
  view(body: { FileInfo: FileInfoInput; ViewFormat?: string; OutputPath?: string }) {
    return this.json('POST', '/v2.0/viewer/view', ViewResult, { body: { kind: 'json', value: body } });
  }

  // Transport

  private async json<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    options: CallOptions = {},
  ): Promise<z.output<S>> {
    const response = await this.call(method, path, options);
    return parseRequest(schema, await response.body.json());
  }

  private async empty(method: string, path: string, options: CallOptions = {}): Promise<void> {
    const response = await this.call(method, path, options);
    await response.body.dump();
  }

  /** Sends with auth and retries; a non-2xx answer becomes an ApiClientError. */
  private async call(method: string, path: string, options: CallOptions) {
    let refreshed = false;
    for (;;) {
      const response = await this.send(method, path, options);
      if (response.statusCode === 401 && options.auth !== false && !refreshed) {
        await response.body.dump();
        this.token = undefined;
        refreshed = true;
        continue;
      }
      if (response.statusCode >= 200 && response.statusCode < 300) return response;
      const text = await response.body.text();
      let parsed: ErrorResponse | undefined;
      try {
        parsed = parseRequest(ErrorResponse, JSON.parse(text));
      } catch {
        parsed = undefined;
      }
      const requestId = parsed?.error.innerError?.requestId ?? headerOf(response.headers['x-request-id']);
      throw new ApiClientError(
        response.statusCode,
        parsed?.error.code ?? String(response.statusCode),
        parsed?.error.message ?? (text.slice(0, 200) || `HTTP ${response.statusCode}`),
        requestId,
      );
    }
  }

  private async send(method: string, path: string, options: CallOptions) {
    const retries = this.options.retries ?? 3;
    const baseDelay = this.options.retryDelayMs ?? 250;
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (this.options.casing === 'camel') headers['x-groupdocs-client'] = 'docdelta-client';
      if (options.auth !== false) headers.authorization = `Bearer ${await this.accessToken()}`;
      const url = new URL(`${this.base}${path}`);
      for (const [key, value] of Object.entries(options.query ?? {}))
        if (value !== undefined) url.searchParams.set(key, String(value));
      const body = encodeBody(options.body, headers);
      try {
        const response = await request(url, {
          method: method as 'GET',
          headers,
          body,
          dispatcher: this.options.dispatcher,
        });
        if ((response.statusCode === 429 || response.statusCode === 503) && attempt < retries) {
          await response.body.dump();
          const retryAfter = Number(headerOf(response.headers['retry-after']));
          await sleep(
            Number.isFinite(retryAfter) && retryAfter > 0
              ? Math.min(retryAfter * 1000, 30_000)
              : baseDelay * 2 ** attempt,
          );
          continue;
        }
        return response;
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (attempt < retries && RETRYABLE_CODES.has(code)) {
          await sleep(baseDelay * 2 ** attempt);
          continue;
        }
        throw error;
      }
    }
  }
}

const ViewResult = z.object({
  Pages: z.array(
    z.object({
      Number: z.number(),
      Resources: z.array(z.unknown()).optional(),
      Path: z.string().optional(),
      DownloadUrl: z.string().optional(),
    }),
  ),
  Attachments: z.array(z.unknown()).optional(),
  File: z.unknown().optional(),
});

/** Builds a fresh body per attempt, so a retried upload re-reads its file from the start. */
function encodeBody(body: Body | undefined, headers: Record<string, string>): string | Readable | undefined {
  if (!body) return undefined;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    return JSON.stringify(body.value);
  }
  if (body.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return body.value.toString();
  }
  const boundary = `----docdelta${randomBytes(12).toString('hex')}`;
  headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
  return Readable.from(multipartStream(body.parts, boundary));
}

async function* multipartStream(parts: Part[], boundary: string): AsyncIterable<Uint8Array> {
  const encoder = new TextEncoder();
  for (const part of parts) {
    if ('value' in part) {
      yield encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
      );
      continue;
    }
    const fileName = 'bytes' in part.file ? part.file.fileName : (part.file.fileName ?? basename(part.file.filePath));
    yield encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${fileName.replace(/"/g, '%22')}"; filename*=UTF-8''${encodeURIComponent(fileName)}\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    if ('bytes' in part.file) yield part.file.bytes;
    else for await (const chunk of createReadStream(part.file.filePath) as Readable) yield chunk as Uint8Array;
    yield encoder.encode('\r\n');
  }
  yield encoder.encode(`--${boundary}--\r\n`);
}

/** `exp` of a JWT in ms, read without verifying (the server verifies). */
export function tokenExpiry(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp?: number };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

function encodePath(path: string): string {
  return path.replace(/\\/g, '/').replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
}

function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
