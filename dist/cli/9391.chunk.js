(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 9391;
const ids = [9391,8403];
const modules = {

/***/ 98593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ RemoteBackendError),
/* harmony export */   z: () => (/* binding */ documentProblem)
/* harmony export */ });
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95246);

/**
 * A remote operation that failed, in one line naming the user's file (`fileName`) or the
 * server. Never carries the client secret: messages are built from the server's answer and the
 * URL without its user-info. Kept apart from remote.ts so that doors can recognise it without
 * loading the HTTP client.
 */
class RemoteBackendError extends Error {
    status;
    fileName;
    unreachable;
    name = 'RemoteBackendError';
    constructor(message, status, fileName, 
    /** The service could not be reached at all (refused, unknown host, reset). */
    unreachable = false) {
        super(message);
        this.status = status;
        this.fileName = fileName;
        this.unreachable = unreachable;
    }
}
/**
 * What a door says about a failure met on one document, whichever backend ran it: the engine's
 * typed errors and a service's answers name the file; anything else is a bug (undefined).
 */
function documentProblem(error) {
    if (error instanceof _engine_index__WEBPACK_IMPORTED_MODULE_0__/* .EngineError */ .NJ || error instanceof RemoteBackendError)
        return { message: error.message, fileName: error.fileName };
    return undefined;
}


/***/ }),

/***/ 51551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  selectBackend: () => (/* binding */ selectBackend)
});

// UNUSED EXPORTS: RemoteBackendError, asChangeRecords, documentProblem, localBackend, remoteBackend

// EXTERNAL MODULE: ./src/backend/local.ts
var local = __webpack_require__(68403);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(12311);
// EXTERNAL MODULE: ./src/model/conversion.ts
var conversion = __webpack_require__(37273);
// EXTERNAL MODULE: ./src/model/records.ts
var records = __webpack_require__(22651);
// EXTERNAL MODULE: ./src/model/storage.ts
var storage = __webpack_require__(69656);
// EXTERNAL MODULE: ./src/model/wire.ts
var wire = __webpack_require__(27964);
;// CONCATENATED MODULE: ./src/client/index.ts











/** A non-2xx answer: status, the API's error code and message, and the server's request id. */
class ApiClientError extends Error {
    status;
    code;
    requestId;
    name = 'ApiClientError';
    constructor(status, code, message, requestId) {
        super(message);
        this.status = status;
        this.code = code;
        this.requestId = requestId;
    }
}
const RETRYABLE_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'ECONNREFUSED']);
/**
 * Typed client of the Comparison Cloud v2.0 API (and docdelta's conversion, translation and
 * viewer routes). Responses are validated with the zod schemas of src/model in either casing.
 * The bearer token is cached and renewed before it expires or after a 401; 429, 503 and dropped
 * connections are retried with backoff. Files stream from and to disk.
 */
class DocdeltaClient {
    options;
    token;
    pendingToken;
    base;
    constructor(options) {
        this.options = options;
        this.base = options.baseUrl.replace(/\/+$/, '');
    }
    // Auth
    /**
     * A valid access token, from the cache while it has more than 30 s left. Calls made while a
     * token is being asked for wait for that one answer: documents compared at once ask once.
     */
    async accessToken() {
        if (this.token && this.token.expiresAt - 30_000 > Date.now())
            return this.token.value;
        this.pendingToken ??= this.requestToken().finally(() => (this.pendingToken = undefined));
        return this.pendingToken;
    }
    async requestToken() {
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
        const json = (await response.body.json());
        if (response.statusCode !== 200 || !json.access_token)
            throw new ApiClientError(response.statusCode, json.error ?? 'invalid_client', `token request failed: ${json.error ?? response.statusCode}`);
        this.token = {
            value: json.access_token,
            expiresAt: tokenExpiry(json.access_token) ?? Date.now() + (json.expires_in ?? 3600) * 1000,
        };
        return this.token.value;
    }
    // Info and comparison
    formats() {
        return this.json('GET', '/v2.0/comparison/formats', records/* FormatsResult */.uF);
    }
    info(file) {
        return this.json('POST', '/v2.0/comparison/info', records/* InfoResult */.QR, { body: { kind: 'json', value: file } });
    }
    comparisons(options) {
        return this.json('POST', '/v2.0/comparison/comparisons', records/* Link */.N_, { body: { kind: 'json', value: options } });
    }
    changes(options) {
        return this.json('POST', '/v2.0/comparison/changes', schemas/* array */.YOg(records/* ChangeInfo */.NG), {
            body: { kind: 'json', value: options },
        });
    }
    /** PUT /comparison/changes: the documents travel in the request (multipart). */
    changesOfFiles(source, targets, settings, changeType) {
        const parts = [
            { name: 'sourceFile', file: source },
            ...targets.map((file) => ({ name: 'targetFiles', file })),
        ];
        if (settings)
            parts.push({ name: 'settings', value: JSON.stringify(settings) });
        if (changeType)
            parts.push({ name: 'changeType', value: changeType });
        return this.json('PUT', '/v2.0/comparison/changes', schemas/* array */.YOg(records/* ChangeInfo */.NG), { body: { kind: 'multipart', parts } });
    }
    updates(options) {
        return this.json('PUT', '/v2.0/comparison/updates', records/* Link */.N_, { body: { kind: 'json', value: options } });
    }
    revisions(file) {
        return this.json('POST', '/v2.0/comparison/revisions', schemas/* array */.YOg(records/* RevisionInfo */.kR), {
            body: { kind: 'json', value: file },
        });
    }
    applyRevisions(options) {
        return this.json('PUT', '/v2.0/comparison/revisions', records/* Link */.N_, { body: { kind: 'json', value: options } });
    }
    preview(options) {
        return this.json('POST', '/v2.0/comparison/preview', schemas/* array */.YOg(records/* Link */.N_), { body: { kind: 'json', value: options } });
    }
    consumption() {
        return this.json('GET', '/v2.0/comparison/consumption', storage/* ConsumptionResult */.Hz);
    }
    // Files
    async downloadFile(path, query = {}) {
        const response = await this.call('GET', `/v2.0/comparison/storage/file/${encodePath(path)}`, {
            query: { ...query },
        });
        return new Uint8Array(await response.body.arrayBuffer());
    }
    /** Streams a stored file to `destination` on disk. */
    async downloadFileTo(path, destination, query = {}) {
        const response = await this.call('GET', `/v2.0/comparison/storage/file/${encodePath(path)}`, {
            query: { ...query },
        });
        await (0,promises_.pipeline)(response.body, (0,external_node_fs_.createWriteStream)(destination));
    }
    uploadFile(path, file, query = {}) {
        return this.json('PUT', `/v2.0/comparison/storage/file/${encodePath(path)}`, storage/* FilesUploadResult */.Kk, {
            query,
            body: { kind: 'multipart', parts: [{ name: 'File', file }] },
        });
    }
    deleteFile(path, query = {}) {
        return this.empty('DELETE', `/v2.0/comparison/storage/file/${encodePath(path)}`, { query: { ...query } });
    }
    copyFile(src, destPath, query = {}) {
        return this.empty('PUT', `/v2.0/comparison/storage/file/copy/${encodePath(src)}`, {
            query: { destPath, ...query },
        });
    }
    moveFile(src, destPath, query = {}) {
        return this.empty('PUT', `/v2.0/comparison/storage/file/move/${encodePath(src)}`, {
            query: { destPath, ...query },
        });
    }
    // Folders and storages
    getFilesList(path, query = {}) {
        return this.json('GET', `/v2.0/comparison/storage/folder/${encodePath(path)}`, storage/* FilesList */.CQ, { query });
    }
    createFolder(path, query = {}) {
        return this.empty('PUT', `/v2.0/comparison/storage/folder/${encodePath(path)}`, { query });
    }
    deleteFolder(path, query = {}) {
        return this.empty('DELETE', `/v2.0/comparison/storage/folder/${encodePath(path)}`, { query });
    }
    copyFolder(src, destPath, query = {}) {
        return this.empty('PUT', `/v2.0/comparison/storage/folder/copy/${encodePath(src)}`, {
            query: { destPath, ...query },
        });
    }
    moveFolder(src, destPath, query = {}) {
        return this.empty('PUT', `/v2.0/comparison/storage/folder/move/${encodePath(src)}`, {
            query: { destPath, ...query },
        });
    }
    storageExists(storageName) {
        return this.json('GET', `/v2.0/comparison/storage/${encodeURIComponent(storageName)}/exist`, storage/* StorageExist */.rV);
    }
    objectExists(path, query = {}) {
        return this.json('GET', `/v2.0/comparison/storage/exist/${encodePath(path)}`, storage/* ObjectExist */.rT, { query: { ...query } });
    }
    getDiscUsage(query = {}) {
        return this.json('GET', '/v2.0/comparison/storage/disc', storage/* DiscUsage */.zy, { query });
    }
    getFileVersions(path, query = {}) {
        return this.json('GET', `/v2.0/comparison/storage/version/${encodePath(path)}`, storage/* FileVersions */.St, { query });
    }
    // Sibling APIs
    /** With OutputPath: the stored results. Without: the converted bytes. */
    async convert(settings) {
        const response = await this.call('POST', '/v2.0/conversion', { body: { kind: 'json', value: settings } });
        if (String(response.headers['content-type'] ?? '').includes('application/json'))
            return (0,wire/* parseRequest */.TR)(schemas/* array */.YOg(conversion/* StoredConvertedResult */.N), await response.body.json());
        return new Uint8Array(await response.body.arrayBuffer());
    }
    translateResx(body) {
        return this.json('POST', '/v2.0/translation/resx', conversion/* StatusResponse */.sR, { body: { kind: 'json', value: body } });
    }
    translationStatus(id) {
        return this.json('GET', `/v2.0/translation/resx/${encodeURIComponent(id)}`, conversion/* StatusResponse */.sR.extend({ state: schemas/* string */.YjP().optional(), urls: schemas/* array */.YOg(schemas/* string */.YjP()).optional() }));
    }
    view(body) {
        return this.json('POST', '/v2.0/viewer/view', ViewResult, { body: { kind: 'json', value: body } });
    }
    // Transport
    async json(method, path, schema, options = {}) {
        const response = await this.call(method, path, options);
        return (0,wire/* parseRequest */.TR)(schema, await response.body.json());
    }
    async empty(method, path, options = {}) {
        const response = await this.call(method, path, options);
        await response.body.dump();
    }
    /** Sends with auth and retries; a non-2xx answer becomes an ApiClientError. */
    async call(method, path, options) {
        let refreshed = false;
        for (;;) {
            const response = await this.send(method, path, options);
            if (response.statusCode === 401 && options.auth !== false && !refreshed) {
                await response.body.dump();
                this.token = undefined;
                refreshed = true;
                continue;
            }
            if (response.statusCode >= 200 && response.statusCode < 300)
                return response;
            const text = await response.body.text();
            let parsed;
            try {
                parsed = (0,wire/* parseRequest */.TR)(storage/* ErrorResponse */._p, JSON.parse(text));
            }
            catch {
                parsed = undefined;
            }
            const requestId = parsed?.error.innerError?.requestId ?? headerOf(response.headers['x-request-id']);
            throw new ApiClientError(response.statusCode, parsed?.error.code ?? String(response.statusCode), parsed?.error.message ?? (text.slice(0, 200) || `HTTP ${response.statusCode}`), requestId);
        }
    }
    async send(method, path, options) {
        const retries = this.options.retries ?? 3;
        const baseDelay = this.options.retryDelayMs ?? 250;
        for (let attempt = 0;; attempt++) {
            const headers = { accept: 'application/json' };
            if (this.options.casing === 'camel')
                headers['x-groupdocs-client'] = 'docdelta-client';
            if (options.auth !== false)
                headers.authorization = `Bearer ${await this.accessToken()}`;
            const url = new URL(`${this.base}${path}`);
            for (const [key, value] of Object.entries(options.query ?? {}))
                if (value !== undefined)
                    url.searchParams.set(key, String(value));
            const body = encodeBody(options.body, headers);
            try {
                const response = await (0,undici/* request */.Em)(url, {
                    method: method,
                    headers,
                    body,
                    dispatcher: this.options.dispatcher,
                });
                if ((response.statusCode === 429 || response.statusCode === 503) && attempt < retries) {
                    await response.body.dump();
                    const retryAfter = Number(headerOf(response.headers['retry-after']));
                    await sleep(Number.isFinite(retryAfter) && retryAfter > 0
                        ? Math.min(retryAfter * 1000, 30_000)
                        : baseDelay * 2 ** attempt);
                    continue;
                }
                return response;
            }
            catch (error) {
                const code = error.code ?? '';
                if (attempt < retries && RETRYABLE_CODES.has(code)) {
                    await sleep(baseDelay * 2 ** attempt);
                    continue;
                }
                throw error;
            }
        }
    }
}
const ViewResult = schemas/* object */.Ikc({
    Pages: schemas/* array */.YOg(schemas/* object */.Ikc({
        Number: schemas/* number */.aig(),
        Resources: schemas/* array */.YOg(schemas/* unknown */.L5J()).optional(),
        Path: schemas/* string */.YjP().optional(),
        DownloadUrl: schemas/* string */.YjP().optional(),
    })),
    Attachments: schemas/* array */.YOg(schemas/* unknown */.L5J()).optional(),
    File: schemas/* unknown */.L5J().optional(),
});
/** Builds a fresh body per attempt, so a retried upload re-reads its file from the start. */
function encodeBody(body, headers) {
    if (!body)
        return undefined;
    if (body.kind === 'json') {
        headers['content-type'] = 'application/json';
        return JSON.stringify(body.value);
    }
    if (body.kind === 'form') {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        return body.value.toString();
    }
    const boundary = `----docdelta${(0,external_node_crypto_.randomBytes)(12).toString('hex')}`;
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    return external_node_stream_.Readable.from(multipartStream(body.parts, boundary));
}
async function* multipartStream(parts, boundary) {
    const encoder = new TextEncoder();
    for (const part of parts) {
        if ('value' in part) {
            yield encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
            continue;
        }
        const fileName = 'bytes' in part.file ? part.file.fileName : (part.file.fileName ?? (0,external_node_path_.basename)(part.file.filePath));
        yield encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${fileName.replace(/"/g, '%22')}"; filename*=UTF-8''${encodeURIComponent(fileName)}\r\nContent-Type: application/octet-stream\r\n\r\n`);
        if ('bytes' in part.file)
            yield part.file.bytes;
        else
            for await (const chunk of (0,external_node_fs_.createReadStream)(part.file.filePath))
                yield chunk;
        yield encoder.encode('\r\n');
    }
    yield encoder.encode(`--${boundary}--\r\n`);
}
/** `exp` of a JWT in ms, read without verifying (the server verifies). */
function tokenExpiry(token) {
    try {
        const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
        return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
    }
    catch {
        return undefined;
    }
}
function encodePath(path) {
    return path.replace(/\\/g, '/').replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
}
function headerOf(value) {
    return Array.isArray(value) ? value[0] : value;
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// EXTERNAL MODULE: ./src/backend/errors.ts
var errors = __webpack_require__(98593);
// EXTERNAL MODULE: ./src/backend/records.ts
var backend_records = __webpack_require__(13170);
;// CONCATENATED MODULE: ./src/backend/remote.ts




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
};
/**
 * The backend over a comparison service (a docdelta server or the vendor's cloud): each
 * operation uploads its documents to a fresh temporary folder, runs there, downloads what it
 * made and deletes the folder, also when the operation fails.
 */
function remoteBackend(options) {
    const client = new DocdeltaClient(options);
    const root = (options.tempFolder ?? 'docdelta-tmp').replace(/^\/+|\/+$/g, '');
    const ownsRoot = options.tempFolder === undefined;
    const server = displayUrl(options.baseUrl);
    async function inFolder(work) {
        const path = `${root}/${(0,external_node_crypto_.randomUUID)()}`;
        // Uploaded names (full path and base name) → the caller's names, for messages and Authors.
        const names = new Map();
        const folder = {
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
        let failure;
        try {
            return restoreNames(await work(folder), names);
        }
        catch (error) {
            failure = remoteError(error, server, names);
            throw failure;
        }
        finally {
            // Nothing to clean when nothing was uploaded or the service cannot be reached or refuses
            // the credentials: trying would only repeat the same wait.
            const hopeless = failure !== undefined && (failure.status === 401 || failure.unreachable);
            if (names.size && !hopeless) {
                await client.deleteFolder(path, { recursive: true }).catch(() => undefined);
                // The default parent is ours: gone once empty. A non-recursive delete is refused while
                // another operation still has a folder in it, so concurrent runs keep theirs.
                if (ownsRoot)
                    await client.deleteFolder(root, { recursive: false }).catch(() => undefined);
            }
        }
    }
    const fetchResult = async (path) => ({
        bytes: await client.downloadFile(path),
        extension: extensionOf(path),
    });
    const listChanges = (request) => inFolder(async (folder) => {
        const source = await folder.put('source', request.source);
        const targets = [];
        for (const target of request.targets)
            targets.push(await folder.put('target', target));
        return client.changes({
            SourceFile: source,
            TargetFiles: targets,
            Settings: withEngineDefaults(request.settings),
            ChangeType: request.changeType,
        });
    });
    const renderPreviews = async (request) => {
        if (request.office && request.office !== 'auto')
            throw new errors/* RemoteBackendError */.V(`${server}: a comparison service chooses its own Office renderer (office '${request.office}' is local only)`);
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
            }
            catch (error) {
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
            if (!present)
                throw new TypeError('compareVersions needs at least one version');
            // The service has no missing side: it gets a zero-byte file of the same name, which the
            // engine reads as an empty document of that format (as git's /dev/null).
            const missing = { bytes: new Uint8Array(), fileName: present.fileName };
            const changes = await listChanges({
                source: request.before ?? missing,
                targets: [request.after ?? missing],
                // Boxes from the layout, as the engine's `precise` gives them.
                settings: request.precise ? { ...request.settings, CalculateComponentCoordinates: true } : request.settings,
            });
            return { changes: (0,backend_records/* asChangeRecords */.X)(changes), places: [], warnings: [] };
        },
        async compare(request) {
            refuseAuthor(request.author, server);
            const settings = withEngineDefaults(request.settings, request.mode && { WordTrackChanges: request.mode === 'tracked' });
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
            const settings = withEngineDefaults(request.settings, request.mode && { WordTrackChanges: request.mode === 'tracked' });
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
                        ComparisonAction: (d.ComparisonAction ?? 'None'),
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
            const settings = withEngineDefaults(request.settings, request.mode && { WordTrackChanges: request.mode === 'tracked' });
            return inFolder(async (folder) => {
                const output = `${folder.path}/result${extensionOf(request.source.fileName)}`;
                const source = await folder.put('source', request.source);
                const targets = [];
                for (const [k, target] of request.targets.entries())
                    targets.push(await folder.put(`target${k + 1}`, target));
                if (request.decisions || request.mode === 'clean')
                    await client.updates({
                        SourceFile: source,
                        TargetFiles: targets,
                        Settings: settings,
                        Changes: (request.decisions ?? []).map((d) => ({
                            Id: d.Id,
                            ComparisonAction: (d.ComparisonAction ?? 'None'),
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
                throw new errors/* RemoteBackendError */.V(`${server}: the API's revisions operation cannot protect its result (PasswordSaveOption ${protection} is local only)`);
            }
            return inFolder(async (folder) => {
                const output = `${folder.path}/result${extensionOf(request.document.fileName)}`;
                await client.applyRevisions({
                    SourceFile: await folder.put('document', request.document),
                    AcceptAll: request.acceptAll,
                    RejectAll: request.rejectAll,
                    Revisions: request.revisions?.map((r) => ({ Id: r.Id, Action: (r.Action ?? 'None') })),
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
function refuseAuthor(author, server) {
    if (author !== undefined)
        throw new errors/* RemoteBackendError */.V(`${server}: the comparison API has no revision author, so it cannot be set remotely (the service writes its own)`);
}
function withEngineDefaults(settings, extra) {
    if (settings === undefined && !extra)
        return undefined;
    const merged = { ...ENGINE_SETTINGS_DEFAULTS };
    for (const [key, value] of Object.entries({ ...settings, ...(extra || {}) }))
        if (value !== undefined)
            merged[key] = value;
    return merged;
}
/** Puts the caller's file names back where the service echoes uploaded names (Authors of multi-target changes). */
function restoreNames(value, names) {
    if (!Array.isArray(value))
        return value;
    for (const item of value) {
        const record = item;
        if (Array.isArray(record?.Authors))
            record.Authors = record.Authors.map((author) => names.get(author) ?? author);
    }
    return value;
}
/** One line: the service's message with the caller's file names, or the server and what went wrong. */
function remoteError(error, server, names) {
    if (error instanceof errors/* RemoteBackendError */.V)
        return error;
    if (error instanceof ApiClientError) {
        if (error.message.startsWith('token request failed')) {
            return error.status === 400 || error.status === 401
                ? new errors/* RemoteBackendError */.V(`${server}: the client id or secret was refused (invalid_client)`, 401)
                : new errors/* RemoteBackendError */.V(`${server}: the token request got HTTP ${error.status} (is this the address of a comparison service?)`, error.status);
        }
        if (error.status === 401)
            return new errors/* RemoteBackendError */.V(`${server}: not authorised (${oneLine(error.message)})`, 401);
        let message = oneLine(error.message);
        let fileName;
        // Longest names first, so a full path is replaced before its base name inside it.
        for (const [uploaded, original] of [...names].sort((a, b) => b[0].length - a[0].length)) {
            if (!message.includes(uploaded))
                continue;
            message = message.split(uploaded).join(original);
            fileName ??= original;
        }
        if (fileName && message.startsWith(`${fileName}: `))
            message = message.slice(fileName.length + 2);
        const requestId = error.status >= 500 && error.requestId ? ` (request id ${error.requestId})` : '';
        return fileName
            ? new errors/* RemoteBackendError */.V(`${message}${requestId}`, error.status, fileName)
            : new errors/* RemoteBackendError */.V(`${server}: HTTP ${error.status}: ${message}${requestId}`, error.status);
    }
    const code = connectionCode(error);
    if (code)
        return new errors/* RemoteBackendError */.V(`${server}: cannot reach the comparison service (${code})`, undefined, undefined, true);
    return new errors/* RemoteBackendError */.V(`${server}: ${oneLine(error instanceof Error ? error.message : String(error))}`);
}
function connectionCode(error) {
    const candidate = error;
    const code = candidate?.code ?? candidate?.cause?.code ?? candidate?.errors?.[0]?.code;
    return code && /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(code) ? code : undefined;
}
/** The service's address without user-info, query or fragment: safe to print. */
function displayUrl(baseUrl) {
    try {
        const url = new URL(baseUrl);
        return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
    }
    catch {
        return 'the comparison service';
    }
}
function oneLine(text) {
    return text.replace(/\s*\n\s*/g, ' ').trim();
}
function extensionOf(name) {
    const match = /\.[^./\\]+$/.exec(name);
    return match ? match[0] : '';
}
/** Pixel size from a PNG, JPEG or BMP header; absent when the bytes are none of those. */
function imageSize(bytes) {
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

;// CONCATENATED MODULE: ./src/backend/index.ts





/**
 * The backend a door should use: remote when a URL is given (flags first, then
 * DOCDELTA_REMOTE_URL or DOCDELTA_REMOTE, DOCDELTA_CLIENT_ID, DOCDELTA_CLIENT_SECRET), the
 * in-process engine otherwise.
 */
function selectBackend(options, env = {}) {
    const url = options.remote ?? (env.DOCDELTA_REMOTE_URL || env.DOCDELTA_REMOTE);
    if (!url)
        return (0,local.localBackend)();
    const clientId = options.clientId ?? env.DOCDELTA_CLIENT_ID;
    const clientSecret = options.clientSecret ?? env.DOCDELTA_CLIENT_SECRET;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
        throw new Error(`the remote '${url}' is not an http(s) URL`);
    if (!clientId || !clientSecret)
        throw new Error(`a remote backend (${parsed.origin}) needs --client-id and --client-secret (or DOCDELTA_CLIENT_ID and DOCDELTA_CLIENT_SECRET)`);
    return remoteBackend({ baseUrl: url, clientId, clientSecret });
}


/***/ }),

/***/ 68403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   localBackend: () => (/* binding */ localBackend)
/* harmony export */ });
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95246);

/** The default backend: the engine in this process. */
function localBackend(options = {}) {
    // Looked up when needed: finding it is a few existence checks, and most commands never need it.
    const office = () => {
        const soffice = options.soffice === null ? undefined : (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__.findSoffice)(options.soffice);
        return soffice ? { soffice } : undefined;
    };
    // Only the fields the caller set: absent ones keep the engine's defaults, not the API schema's.
    // The API's schemas (zod) are loaded only when there are Settings to read: never on the git driver's path.
    const settingsOf = async (settings) => settings === undefined ? undefined : (await Promise.all(/* import() */[__webpack_require__.e(2311), __webpack_require__.e(26), __webpack_require__.e(4856)]).then(__webpack_require__.bind(__webpack_require__, 89766))).settingsFromJson(settings);
    const changesReport = async (request) => {
        const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .listChanges */ .Wd)({
            source: request.source,
            targets: request.targets,
            settings: await settingsOf(request.settings),
            changeType: request.changeType,
            office: request.office === 'builtin' ? undefined : office(),
            officePages: request.office === 'auto' || request.office === 'libreoffice',
        });
        // The engine's records are the API's ChangeInfo already: no second parse on the way out.
        return {
            changes: result.changes,
            places: result.places,
            pageSources: result.pageSources,
            warnings: result.warnings,
        };
    };
    const renderPreviews = async (request) => {
        // The renderer pulls in pdf.js and native modules: loaded only when pages are asked for.
        const { renderPreviews: render } = await Promise.all(/* import() */[__webpack_require__.e(1045), __webpack_require__.e(5520)]).then(__webpack_require__.bind(__webpack_require__, 15520));
        const result = await render(request.document, {
            format: request.format,
            pages: request.pages,
            width: request.width,
            height: request.height,
            office: request.office,
            soffice: request.soffice,
        });
        return {
            pages: result.pages.map((page) => ({
                pageNumber: page.pageNumber,
                bytes: page.bytes,
                width: page.width,
                height: page.height,
            })),
            warnings: result.warnings.map((w) => ({ ...w, fileName: request.document.fileName })),
        };
    };
    return {
        kind: 'local',
        async formats() {
            return (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .formatsList */ .hV)();
        },
        async info(document) {
            const info = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .documentInfo */ .GS)(document, { office: office() });
            return { Format: info.FileFormat, Extension: info.Extension, Size: info.Size, PageCount: info.PageCount };
        },
        async listChanges(request) {
            return (await changesReport(request)).changes;
        },
        changesReport,
        async compareVersions(request) {
            const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .compareVersions */ .Zy)(request.before, request.after, {
                settings: await settingsOf(request.settings),
                precise: request.precise,
                office: request.office && request.office !== 'builtin' ? office() : undefined,
            });
            return {
                changes: result.changes,
                places: result.places,
                contexts: result.contexts,
                warnings: result.warnings,
                rendered: result.rendered,
            };
        },
        async compare(request) {
            const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .compareToDocument */ .EP)({
                source: request.source,
                target: request.target,
                settings: await settingsOf(request.settings),
                mode: request.mode,
                author: request.author,
                date: request.date,
                onProgress: request.onProgress,
            });
            return {
                bytes: result.bytes,
                extension: result.extension,
                changes: result.changes,
                warnings: result.warnings,
                places: result.places,
                contexts: result.contexts,
            };
        },
        async applyChanges(request) {
            const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .applyChanges */ .YF)({
                source: request.source,
                target: request.target,
                settings: await settingsOf(request.settings),
                decisions: request.decisions,
                mode: request.mode,
                author: request.author,
                date: request.date,
                onProgress: request.onProgress,
            });
            return {
                bytes: result.bytes,
                extension: result.extension,
                changes: result.changes,
                warnings: result.warnings,
            };
        },
        async combine(request) {
            const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .combineToDocument */ .IQ)({
                source: request.source,
                targets: request.targets,
                settings: await settingsOf(request.settings),
                decisions: request.decisions,
                mode: request.mode,
                date: request.date,
            });
            return {
                bytes: result.bytes,
                extension: result.extension,
                changes: result.changes,
                warnings: result.warnings,
                places: result.places,
                conflicts: result.conflicts,
                authors: result.authors,
            };
        },
        async listRevisions(document) {
            return (await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .listRevisions */ .VW)(document));
        },
        async applyRevisions(request) {
            const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .applyRevisions */ .j8)(request.document, {
                acceptAll: request.acceptAll,
                rejectAll: request.rejectAll,
                revisions: request.revisions,
                settings: request.settings,
            });
            return { bytes: result.bytes, extension: result.extension, remaining: result.remaining };
        },
        async previews(request) {
            return (await renderPreviews(request)).pages;
        },
        renderPreviews,
    };
}


/***/ }),

/***/ 48845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ CHANGE_TYPE_VALUES)
/* harmony export */ });
// Plain values, apart from enums.ts, so that a CLI command that checks a flag against them does
// not load zod.
/** ComparisonOptions.ChangeType and ChangeInfo.Type (models/comparison_options.py, models/change_info.py). */
const CHANGE_TYPE_VALUES = [
    'None',
    'Modified',
    'Inserted',
    'Deleted',
    'Added',
    'NotModified',
    'StyleChanged',
    'Resized',
    'Moved',
    'MovedAndResized',
    'ShiftedAndResized',
];


/***/ }),

/***/ 37273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ ConvertSettings),
/* harmony export */   N: () => (/* binding */ StoredConvertedResult),
/* harmony export */   mt: () => (/* binding */ ResxFileRequest),
/* harmony export */   sR: () => (/* binding */ StatusResponse)
/* harmony export */ });
/* unused harmony exports CsvLoadOptions, LoadOptions, ConvertOptions */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12311);
/* harmony import */ var _enums__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2739);
/**
 * Request/response bodies of two SIBLING GroupDocs Cloud APIs that docdelta also
 * serves. Neither is part of the GroupDocs.Comparison Cloud v2.0 spec:
 *
 *  - POST /conversion  (GroupDocs.Conversion Cloud, ConvertSettings)
 *    source: groupdocs-conversion-cloud-python groupdocs_conversion_cloud/models/
 *    convert_settings.py, load_options.py, csv_load_options.py, convert_options.py.
 *    Its names are PascalCase like the comparison API.
 *
 *  - POST /translation/resx  (GroupDocs.Translation Cloud, ResxFileRequest / StatusResponse)
 *    source: groupdocs-translation-cloud-python GroupDocs/Translation/Api/models/
 *    resx_file_request.py, status_response.py (OpenAPI-generator, pydantic aliases)
 *    and groupdocs-translation-cloud-dotnet docs/ResxFileRequest.md.
 *    Its spec names are camelCase, so camelCase is their canonical form here.
 */


const int = () => zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int();
/**
 * CsvLoadOptions (csv_load_options.py, extends SpreadsheetLoadOptions).
 * Spec marks Separator, IsMultiEncoded, HasFormula, ConvertNumericData and
 * ConvertDateTimeData required. Stated defaults: ConvertNumericData and
 * ConvertDateTimeData "Default is True"; the booleans without a stated default
 * take C# default(bool). Separator has no stated default and stays required.
 */
const CsvLoadOptions = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Format: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Separator: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    IsMultiEncoded: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    HasFormula: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    ConvertNumericData: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(true),
    ConvertDateTimeData: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(true),
    Encoding: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/**
 * LoadOptions as accepted in ConvertSettings.LoadOptions. The spec's LoadOptions is a
 * polymorphic base (only `Format`) with one subclass per input format; the server
 * picks the subclass from the input file. docdelta keeps one flat record: the base
 * field, the CSV fields (all optional here: they apply only to CSV input; apply
 * CsvLoadOptions for CSV defaults) and Password, which most subclasses carry.
 */
const LoadOptions = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Input format, e.g. "docx"; only needed for direct (stream) conversion. */
    Format: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Password: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Separator: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
    IsMultiEncoded: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    HasFormula: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    ConvertNumericData: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    ConvertDateTimeData: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    Encoding: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/**
 * ConvertOptions base (convert_options.py). FromPage and PagesCount are marked
 * required on the base class but are optional here because the record is a
 * polymorphic base and subclass defaults differ. WatermarkOptions is not modelled.
 */
const ConvertOptions = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    FromPage: int().min(1).optional(),
    PagesCount: int().min(1).optional(),
    /** Page indexes to convert. */
    Pages: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(int()).optional(),
});
/** ConvertSettings: body of POST /conversion (convert_settings.py). FilePath and Format required, min length 1. */
const ConvertSettings = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    StorageName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    FilePath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** Requested output format, e.g. "pdf". */
    Format: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    LoadOptions: LoadOptions.optional(),
    ConvertOptions: ConvertOptions.optional(),
    /** Converted file save path; when absent the result is returned in the response. */
    OutputPath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    FontsPath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/** StoredConvertedResult: one element of the POST /conversion response array. */
const StoredConvertedResult = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    Size: int().min(0),
    Url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/**
 * ResxFileRequest: body of POST /translation/resx.
 * sourceLanguage: required, min length 1, default "en" (python from_dict falls back
 * to 'en'; dotnet docs "[default to \"en\"]"). targetLanguages: required.
 * savingMode: "Is Files by default" (field description).
 */
const ResxFileRequest = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    sourceLanguage: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).default('en'),
    targetLanguages: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1)).min(1),
    /** File content; byte[] in the spec, i.e. base64 in JSON. Takes precedence over url. */
    file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** "If null will be as request ID." */
    originalFileName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** Link to the file; ignored if `file` is set. */
    url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** "Url or name of application using this SDK. Not required." */
    origin: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    savingMode: _enums__WEBPACK_IMPORTED_MODULE_0__/* .SavingMode */ .Eb.default('Files'),
});
/**
 * StatusResponse: response of POST /translation/resx (status_response.py).
 * `status` is the spec's HttpStatusCode (the .NET enum: serialised as its number,
 * or its name); `id` is the request id used to poll for the result.
 */
const StatusResponse = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([int(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()]).optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});


/***/ }),

/***/ 69656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CQ: () => (/* binding */ FilesList),
/* harmony export */   Hz: () => (/* binding */ ConsumptionResult),
/* harmony export */   Kk: () => (/* binding */ FilesUploadResult),
/* harmony export */   St: () => (/* binding */ FileVersions),
/* harmony export */   Ww: () => (/* binding */ makeErrorResponse),
/* harmony export */   _p: () => (/* binding */ ErrorResponse),
/* harmony export */   rT: () => (/* binding */ ObjectExist),
/* harmony export */   rV: () => (/* binding */ StorageExist),
/* harmony export */   zy: () => (/* binding */ DiscUsage)
/* harmony export */ });
/* unused harmony exports StorageFile, FileVersion, ErrorDetails, ModelError, ErrorResponseDetails, ErrorResponseError */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12311);
/**
 * Storage, license and error records of the GroupDocs.Comparison Cloud v2.0 API
 * (File/Folder/Storage/License APIs shared by all GroupDocs Cloud products).
 *
 * These are response records: required fields (python setters that raise
 * "must not be `None`") stay strictly required and have no defaults.
 * Sources: groupdocs-comparison-cloud-dotnet src/GroupDocs.Comparison.Cloud.Sdk/Model/*.cs
 * (names/types), groupdocs-conversion-cloud-python groupdocs_conversion_cloud/models/*.py
 * (same shared models, for which fields are required).
 */

const int = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int();
/** StorageFile: file or folder information (StorageFile.cs). IsFolder and Size required. */
const StorageFile = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    IsFolder: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** ISO 8601 date-time (DateTime in the spec). */
    ModifiedDate: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    Size: int().min(0),
    Path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
/** FileVersion = StorageFile + VersionId, IsLatest (models/file_version.py). IsLatest required. */
const FileVersion = StorageFile.extend({
    VersionId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    IsLatest: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
/** FilesList, response of GET /comparison/storage/folder/{path} (FilesList.cs). */
const FilesList = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Value: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(StorageFile).optional(),
});
/** FileVersions, response of GET /comparison/storage/version/{path} (FileVersions.cs). */
const FileVersions = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Value: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FileVersion).optional(),
});
/** ErrorDetails (ErrorDetails.cs). Date (DateTime) required. */
const ErrorDetails = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    RequestId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** ISO 8601 date-time. */
    Date: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
/**
 * The spec's `Error` record (Error.cs; node SDK src/model/model_error.ts calls it
 * ModelError, as `Error` would shadow the global). Used in FilesUploadResult.Errors.
 */
const ModelError = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    Message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    Description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    InnerError: ErrorDetails.optional(),
});
/** FilesUploadResult, response of PUT /comparison/storage/file/{path} (FilesUploadResult.cs). */
const FilesUploadResult = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Uploaded: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    Errors: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ModelError).optional(),
});
/** ObjectExist, response of GET /comparison/storage/exist/{path}. Both required. */
const ObjectExist = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Exists: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    IsFolder: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
/** StorageExist, response of GET /comparison/storage/{storageName}/exist. Exists required. */
const StorageExist = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Exists: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
/** DiscUsage, response of GET /comparison/storage/disc (DiscUsage.cs). Both required (long). */
const DiscUsage = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    UsedSize: int().min(0),
    TotalSize: int().min(0),
});
/** ConsumptionResult, response of GET /comparison/consumption (ConsumptionResult.cs). Both required (decimal). */
const ConsumptionResult = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Credit: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    Quantity: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
});
/**
 * Error response envelope. Unlike the records above its wire names are
 * camelCase whatever the casing of the rest of the API:
 *   {"error": {"code", "message", "description", "innerError": {"requestId", "date"}}}
 * (the .NET SDK reads it as ApiErrorResponse { Error } case-insensitively:
 * src/GroupDocs.Comparison.Cloud.Sdk/Client/RequestHandlers/ApiErrorResponse.cs).
 * Its canonical form therefore IS camelCase, and toWire leaves it unchanged in
 * both casings.
 */
const ErrorResponseDetails = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    requestId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    date: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const ErrorResponseError = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    innerError: ErrorResponseDetails.optional(),
});
const ErrorResponse = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    error: ErrorResponseError,
});
/** Builds an ErrorResponse; `date` defaults to now. */
function makeErrorResponse(code, message, opts = {}) {
    const innerError = { date: (opts.date ?? new Date()).toISOString() };
    if (opts.requestId !== undefined)
        innerError.requestId = opts.requestId;
    const error = { code, message, innerError };
    if (opts.description !== undefined)
        error.description = opts.description;
    return { error };
}


/***/ })

};

return{id,ids,modules}})