import { randomUUID } from 'node:crypto';
import { ApiClientError, DocdeltaClient, type ClientOptions } from '../client/index';
import type { FileInfoInput, SettingsInput } from '../model/records';
import { RemoteBackendError } from './errors';
import { asChangeRecords } from './records';
import type { Backend, BackendDocument, BackendResult, ChangesRequest, PreviewRequest } from './types';

/**
 * The diff core's defaults where the API's schema defaults differ (the C# default(T) the
 * vendor's SDKs send): a service fills every absent Settings field with the schema's value once
 * Settings is present, so absent fields are sent with the engine's values to get what the
 * in-process engine does.
 */
const ENGINE_SETTINGS_DEFAULTS = {
  DetailsLevel: 'Middle',
  StyleChangeDetection: true,
  HeaderFootersComparison: true,
  ShowDeletedContent: true,
  ShowInsertedContent: true,
} as const;

/**
 * The backend over a comparison service (a docdelta server or the vendor's cloud): each
 * operation uploads its documents to a fresh temporary folder, runs there, downloads what it
 * made and deletes the folder, also when the operation fails.
 */
export function remoteBackend(options: ClientOptions & { tempFolder?: string }): Backend {
  const client = new DocdeltaClient(options);
  const root = (options.tempFolder ?? 'docdelta-tmp').replace(/^\/+|\/+$/g, '');
  const ownsRoot = options.tempFolder === undefined;
  const server = displayUrl(options.baseUrl);

  interface Folder {
    path: string;
    put(role: string, document: BackendDocument): Promise<FileInfoInput>;
  }

  async function inFolder<T>(work: (folder: Folder) => Promise<T>): Promise<T> {
    const path = `${root}/${randomUUID()}`;
    // Uploaded names (full path and base name) → the caller's names, for messages and Authors.
    const names = new Map<string, string>();
    const folder: Folder = {
      path,
      async put(role, document) {
        // Names are made unique per role, keeping the extension the server detects formats by.
        const name = `${names.size / 2}-${role}${extensionOf(document.fileName)}`;
        names.set(`${path}/${name}`, document.fileName);
        names.set(name, document.fileName);
        await client.uploadFile(`${path}/${name}`, { bytes: document.bytes, fileName: document.fileName });
        return { FilePath: `${path}/${name}`, Password: document.password };
      },
    };
    let failure: RemoteBackendError | undefined;
    try {
      return restoreNames(await work(folder), names);
    } catch (error) {
      failure = remoteError(error, server, names);
      throw failure;
    } finally {
      // Nothing to clean when nothing was uploaded or the service cannot be reached or refuses
      // the credentials: trying would only repeat the same wait.
      const hopeless = failure !== undefined && (failure.status === 401 || failure.unreachable);
      if (names.size && !hopeless) {
        await client.deleteFolder(path, { recursive: true }).catch(() => undefined);
        // The default parent is ours: gone once empty. A non-recursive delete is refused while
        // another operation still has a folder in it, so concurrent runs keep theirs.
        if (ownsRoot) await client.deleteFolder(root, { recursive: false }).catch(() => undefined);
      }
    }
  }

  const fetchResult = async (path: string): Promise<BackendResult> => ({
    bytes: await client.downloadFile(path),
    extension: extensionOf(path),
  });

  const listChanges = (request: ChangesRequest) =>
    inFolder(async (folder) => {
      const source = await folder.put('source', request.source);
      const targets = [];
      for (const target of request.targets) targets.push(await folder.put('target', target));
      return client.changes({
        SourceFile: source,
        TargetFiles: targets,
        Settings: withEngineDefaults(request.settings),
        ChangeType: request.changeType as never,
      });
    });

  const renderPreviews = async (request: PreviewRequest) => {
    if (request.office && request.office !== 'auto')
      throw new RemoteBackendError(
        `${server}: a comparison service chooses its own Office renderer (office '${request.office}' is local only)`,
      );
    return inFolder(async (folder) => {
      const links = await client.preview({
        FileInfo: await folder.put('document', request.document),
        Format: request.format === 'jpeg' ? 'Jpeg' : request.format === 'png' ? 'Png' : 'Bmp',
        PageNumbers: request.pages,
        Width: request.width,
        Height: request.height,
        OutputFolder: `${folder.path}/pages`,
      });
      const pages = [];
      for (const [index, link] of links.entries()) {
        const number = Number(/_(\d+)\.[a-z]+$/i.exec(link.rel ?? '')?.[1] ?? index + 1);
        const bytes = await client.downloadFile(link.rel ?? '');
        pages.push({ pageNumber: number, bytes, ...imageSize(bytes) });
      }
      return { pages, warnings: [] };
    });
  };

  return {
    kind: 'remote',
    async formats() {
      try {
        return (await client.formats()).Formats ?? [];
      } catch (error) {
        throw remoteError(error, server, new Map());
      }
    },
    info(document) {
      return inFolder(async (folder) => client.info(await folder.put('document', document)));
    },
    listChanges,
    async changesReport(request) {
      // The API's ChangeInfo has no place and the service sends no reader warnings.
      return { changes: await listChanges(request), warnings: [] };
    },
    async compareVersions(request) {
      const present = request.before ?? request.after;
      if (!present) throw new TypeError('compareVersions needs at least one version');
      // The service has no missing side: it gets a zero-byte file of the same name, which the
      // engine reads as an empty document of that format (as git's /dev/null).
      const missing = { bytes: new Uint8Array(), fileName: present.fileName };
      const changes = await listChanges({
        source: request.before ?? missing,
        targets: [request.after ?? missing],
        // Boxes from the layout, as the engine's `precise` gives them.
        settings: request.precise ? { ...request.settings, CalculateComponentCoordinates: true } : request.settings,
      });
      return { changes: asChangeRecords(changes), places: [], warnings: [] };
    },
    async compare(request) {
      refuseAuthor(request.author, server);
      const settings = withEngineDefaults(
        request.settings,
        request.mode && { WordTrackChanges: request.mode === 'tracked' },
      );
      return inFolder(async (folder) => {
        const output = `${folder.path}/result${extensionOf(request.source.fileName)}`;
        const source = await folder.put('source', request.source);
        const target = await folder.put('target', request.target);
        await client.comparisons({ SourceFile: source, TargetFiles: [target], Settings: settings, OutputPath: output });
        const result = await fetchResult(output);
        if (request.withChanges)
          result.changes = await client.changes({ SourceFile: source, TargetFiles: [target], Settings: settings });
        return result;
      });
    },
    async applyChanges(request) {
      refuseAuthor(request.author, server);
      const settings = withEngineDefaults(
        request.settings,
        request.mode && { WordTrackChanges: request.mode === 'tracked' },
      );
      return inFolder(async (folder) => {
        const output = `${folder.path}/result${extensionOf(request.source.fileName)}`;
        const source = await folder.put('source', request.source);
        const target = await folder.put('target', request.target);
        await client.updates({
          SourceFile: source,
          TargetFiles: [target],
          Settings: settings,
          Changes: request.decisions.map((d) => ({
            Id: d.Id,
            ComparisonAction: (d.ComparisonAction ?? 'None') as never,
          })),
          OutputPath: output,
        });
        const result = await fetchResult(output);
        if (request.withChanges)
          result.changes = await client.changes({ SourceFile: source, TargetFiles: [target], Settings: settings });
        return result;
      });
    },
    async combine(request) {
      const settings = withEngineDefaults(
        request.settings,
        request.mode && { WordTrackChanges: request.mode === 'tracked' },
      );
      return inFolder(async (folder) => {
        const output = `${folder.path}/result${extensionOf(request.source.fileName)}`;
        const source = await folder.put('source', request.source);
        const targets = [];
        for (const [k, target] of request.targets.entries()) targets.push(await folder.put(`target${k + 1}`, target));
        if (request.decisions || request.mode === 'clean')
          await client.updates({
            SourceFile: source,
            TargetFiles: targets,
            Settings: settings,
            Changes: (request.decisions ?? []).map((d) => ({
              Id: d.Id,
              ComparisonAction: (d.ComparisonAction ?? 'None') as never,
            })),
            OutputPath: output,
          });
        else
          await client.comparisons({
            SourceFile: source,
            TargetFiles: targets,
            Settings: settings,
            OutputPath: output,
          });
        const result = await fetchResult(output);
        result.changes = await client.changes({ SourceFile: source, TargetFiles: targets, Settings: settings });
        return result;
      });
    },
    listRevisions(document) {
      return inFolder(async (folder) => client.revisions(await folder.put('document', document)));
    },
    async applyRevisions(request) {
      const protection = String(request.settings?.PasswordSaveOption ?? 'None');
      if (protection.toLowerCase() !== 'none') {
        throw new RemoteBackendError(
          `${server}: the API's revisions operation cannot protect its result (PasswordSaveOption ${protection} is local only)`,
        );
      }
      return inFolder(async (folder) => {
        const output = `${folder.path}/result${extensionOf(request.document.fileName)}`;
        await client.applyRevisions({
          SourceFile: await folder.put('document', request.document),
          AcceptAll: request.acceptAll,
          RejectAll: request.rejectAll,
          Revisions: request.revisions?.map((r) => ({ Id: r.Id, Action: (r.Action ?? 'None') as never })),
          OutputPath: output,
        });
        const result = await fetchResult(output);
        result.remaining = (await client.revisions({ FilePath: output })).length;
        return result;
      });
    },
    async previews(request) {
      return (await renderPreviews(request)).pages;
    },
    renderPreviews,
  };
}

function refuseAuthor(author: string | undefined, server: string): void {
  if (author !== undefined)
    throw new RemoteBackendError(
      `${server}: the comparison API has no revision author, so it cannot be set remotely (the service writes its own)`,
    );
}

function withEngineDefaults(
  settings: SettingsInput | undefined,
  extra?: Partial<SettingsInput> | false,
): SettingsInput | undefined {
  if (settings === undefined && !extra) return undefined;
  const merged: Record<string, unknown> = { ...ENGINE_SETTINGS_DEFAULTS };
  for (const [key, value] of Object.entries({ ...settings, ...(extra || {}) }))
    if (value !== undefined) merged[key] = value;
  return merged as SettingsInput;
}

/** Puts the caller's file names back where the service echoes uploaded names (Authors of multi-target changes). */
function restoreNames<T>(value: T, names: Map<string, string>): T {
  if (!Array.isArray(value)) return value;
  for (const item of value as unknown[]) {
    const record = item as { Authors?: string[] };
    if (Array.isArray(record?.Authors)) record.Authors = record.Authors.map((author) => names.get(author) ?? author);
  }
  return value;
}

/** One line: the service's message with the caller's file names, or the server and what went wrong. */
function remoteError(error: unknown, server: string, names: Map<string, string>): RemoteBackendError {
  if (error instanceof RemoteBackendError) return error;
  if (error instanceof ApiClientError) {
    if (error.message.startsWith('token request failed')) {
      return error.status === 400 || error.status === 401
        ? new RemoteBackendError(`${server}: the client id or secret was refused (invalid_client)`, 401)
        : new RemoteBackendError(
            `${server}: the token request got HTTP ${error.status} (is this the address of a comparison service?)`,
            error.status,
          );
    }
    if (error.status === 401)
      return new RemoteBackendError(`${server}: not authorised (${oneLine(error.message)})`, 401);
    let message = oneLine(error.message);
    let fileName: string | undefined;
    // Longest names first, so a full path is replaced before its base name inside it.
    for (const [uploaded, original] of [...names].sort((a, b) => b[0].length - a[0].length)) {
      if (!message.includes(uploaded)) continue;
      message = message.split(uploaded).join(original);
      fileName ??= original;
    }
    if (fileName && message.startsWith(`${fileName}: `)) message = message.slice(fileName.length + 2);
    const requestId = error.status >= 500 && error.requestId ? ` (request id ${error.requestId})` : '';
    return fileName
      ? new RemoteBackendError(`${message}${requestId}`, error.status, fileName)
      : new RemoteBackendError(`${server}: HTTP ${error.status}: ${message}${requestId}`, error.status);
  }
  const code = connectionCode(error);
  if (code)
    return new RemoteBackendError(
      `${server}: cannot reach the comparison service (${code})`,
      undefined,
      undefined,
      true,
    );
  return new RemoteBackendError(`${server}: ${oneLine(error instanceof Error ? error.message : String(error))}`);
}

function connectionCode(error: unknown): string | undefined {
  const candidate = error as { code?: string; cause?: { code?: string }; errors?: { code?: string }[] } | undefined;
  const code = candidate?.code ?? candidate?.cause?.code ?? candidate?.errors?.[0]?.code;
  return code && /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(code) ? code : undefined;
}

/** The service's address without user-info, query or fragment: safe to print. */
function displayUrl(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return 'the comparison service';
  }
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

function extensionOf(name: string): string {
  const match = /\.[^./\\]+$/.exec(name);
  return match ? match[0] : '';
}

/** Pixel size from a PNG, JPEG or BMP header; absent when the bytes are none of those. */
export function imageSize(bytes: Uint8Array): { width?: number; height?: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50)
    return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d)
    return { width: view.getInt32(18, true), height: Math.abs(view.getInt32(22, true)) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
      const marker = bytes[offset + 1];
      const length = view.getUint16(offset + 2);
      // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
      }
      offset += 2 + length;
    }
  }
  return {};
}
