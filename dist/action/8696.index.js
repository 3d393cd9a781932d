export const id = 8696;
export const ids = [8696];
export const modules = {

/***/ 48696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  remoteBackend: () => (/* reexport */ remote_remoteBackend)
});

// UNUSED EXPORTS: RemoteBackendError, asChangeRecords, documentProblem, localBackend, selectBackend

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
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/model/enums.ts + 1 modules
var enums = __webpack_require__(66608);
;// CONCATENATED MODULE: ./src/model/conversion.ts
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


const conversion_int = () => schemas/* number */.aig().int();
/**
 * CsvLoadOptions (csv_load_options.py, extends SpreadsheetLoadOptions).
 * Spec marks Separator, IsMultiEncoded, HasFormula, ConvertNumericData and
 * ConvertDateTimeData required. Stated defaults: ConvertNumericData and
 * ConvertDateTimeData "Default is True"; the booleans without a stated default
 * take C# default(bool). Separator has no stated default and stays required.
 */
const CsvLoadOptions = schemas/* object */.Ikc({
    Format: schemas/* string */.YjP().optional(),
    Separator: schemas/* string */.YjP().min(1),
    IsMultiEncoded: schemas/* boolean */.zMY().default(false),
    HasFormula: schemas/* boolean */.zMY().default(false),
    ConvertNumericData: schemas/* boolean */.zMY().default(true),
    ConvertDateTimeData: schemas/* boolean */.zMY().default(true),
    Encoding: schemas/* string */.YjP().optional(),
});
/**
 * LoadOptions as accepted in ConvertSettings.LoadOptions. The spec's LoadOptions is a
 * polymorphic base (only `Format`) with one subclass per input format; the server
 * picks the subclass from the input file. docdelta keeps one flat record: the base
 * field, the CSV fields (all optional here: they apply only to CSV input; apply
 * CsvLoadOptions for CSV defaults) and Password, which most subclasses carry.
 */
const LoadOptions = schemas/* object */.Ikc({
    /** Input format, e.g. "docx"; only needed for direct (stream) conversion. */
    Format: schemas/* string */.YjP().optional(),
    Password: schemas/* string */.YjP().optional(),
    Separator: schemas/* string */.YjP().min(1).optional(),
    IsMultiEncoded: schemas/* boolean */.zMY().optional(),
    HasFormula: schemas/* boolean */.zMY().optional(),
    ConvertNumericData: schemas/* boolean */.zMY().optional(),
    ConvertDateTimeData: schemas/* boolean */.zMY().optional(),
    Encoding: schemas/* string */.YjP().optional(),
});
/**
 * ConvertOptions base (convert_options.py). FromPage and PagesCount are marked
 * required on the base class but are optional here because the record is a
 * polymorphic base and subclass defaults differ. WatermarkOptions is not modelled.
 */
const ConvertOptions = schemas/* object */.Ikc({
    FromPage: conversion_int().min(1).optional(),
    PagesCount: conversion_int().min(1).optional(),
    /** Page indexes to convert. */
    Pages: schemas/* array */.YOg(conversion_int()).optional(),
});
/** ConvertSettings: body of POST /conversion (convert_settings.py). FilePath and Format required, min length 1. */
const ConvertSettings = schemas/* object */.Ikc({
    StorageName: schemas/* string */.YjP().optional(),
    FilePath: schemas/* string */.YjP().min(1),
    /** Requested output format, e.g. "pdf". */
    Format: schemas/* string */.YjP().min(1),
    LoadOptions: LoadOptions.optional(),
    ConvertOptions: ConvertOptions.optional(),
    /** Converted file save path; when absent the result is returned in the response. */
    OutputPath: schemas/* string */.YjP().optional(),
    FontsPath: schemas/* string */.YjP().optional(),
});
/** StoredConvertedResult: one element of the POST /conversion response array. */
const StoredConvertedResult = schemas/* object */.Ikc({
    Name: schemas/* string */.YjP().optional(),
    Size: conversion_int().min(0),
    Url: schemas/* string */.YjP().optional(),
});
/**
 * ResxFileRequest: body of POST /translation/resx.
 * sourceLanguage: required, min length 1, default "en" (python from_dict falls back
 * to 'en'; dotnet docs "[default to \"en\"]"). targetLanguages: required.
 * savingMode: "Is Files by default" (field description).
 */
const ResxFileRequest = schemas/* object */.Ikc({
    sourceLanguage: schemas/* string */.YjP().min(1).default('en'),
    targetLanguages: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1),
    /** File content; byte[] in the spec, i.e. base64 in JSON. Takes precedence over url. */
    file: schemas/* string */.YjP().optional(),
    /** "If null will be as request ID." */
    originalFileName: schemas/* string */.YjP().optional(),
    /** Link to the file; ignored if `file` is set. */
    url: schemas/* string */.YjP().optional(),
    /** "Url or name of application using this SDK. Not required." */
    origin: schemas/* string */.YjP().optional(),
    savingMode: enums/* SavingMode */.Eb.default('Files'),
});
/**
 * StatusResponse: response of POST /translation/resx (status_response.py).
 * `status` is the spec's HttpStatusCode (the .NET enum: serialised as its number,
 * or its name); `id` is the request id used to poll for the result.
 */
const StatusResponse = schemas/* object */.Ikc({
    status: schemas/* union */.KCZ([conversion_int(), schemas/* string */.YjP()]).optional(),
    message: schemas/* string */.YjP().optional(),
    id: schemas/* string */.YjP().optional(),
});

// EXTERNAL MODULE: ./src/model/records.ts
var records = __webpack_require__(22651);
;// CONCATENATED MODULE: ./src/model/storage.ts
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

const storage_int = () => schemas/* number */.aig().int();
/** StorageFile: file or folder information (StorageFile.cs). IsFolder and Size required. */
const StorageFile = schemas/* object */.Ikc({
    Name: schemas/* string */.YjP().optional(),
    IsFolder: schemas/* boolean */.zMY(),
    /** ISO 8601 date-time (DateTime in the spec). */
    ModifiedDate: schemas/* string */.YjP().optional(),
    Size: storage_int().min(0),
    Path: schemas/* string */.YjP().optional(),
});
/** FileVersion = StorageFile + VersionId, IsLatest (models/file_version.py). IsLatest required. */
const FileVersion = StorageFile.extend({
    VersionId: schemas/* string */.YjP().optional(),
    IsLatest: schemas/* boolean */.zMY(),
});
/** FilesList, response of GET /comparison/storage/folder/{path} (FilesList.cs). */
const FilesList = schemas/* object */.Ikc({
    Value: schemas/* array */.YOg(StorageFile).optional(),
});
/** FileVersions, response of GET /comparison/storage/version/{path} (FileVersions.cs). */
const FileVersions = schemas/* object */.Ikc({
    Value: schemas/* array */.YOg(FileVersion).optional(),
});
/** ErrorDetails (ErrorDetails.cs). Date (DateTime) required. */
const ErrorDetails = schemas/* object */.Ikc({
    RequestId: schemas/* string */.YjP().optional(),
    /** ISO 8601 date-time. */
    Date: schemas/* string */.YjP(),
});
/**
 * The spec's `Error` record (Error.cs; node SDK src/model/model_error.ts calls it
 * ModelError, as `Error` would shadow the global). Used in FilesUploadResult.Errors.
 */
const ModelError = schemas/* object */.Ikc({
    Code: schemas/* string */.YjP().optional(),
    Message: schemas/* string */.YjP().optional(),
    Description: schemas/* string */.YjP().optional(),
    InnerError: ErrorDetails.optional(),
});
/** FilesUploadResult, response of PUT /comparison/storage/file/{path} (FilesUploadResult.cs). */
const FilesUploadResult = schemas/* object */.Ikc({
    Uploaded: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    Errors: schemas/* array */.YOg(ModelError).optional(),
});
/** ObjectExist, response of GET /comparison/storage/exist/{path}. Both required. */
const ObjectExist = schemas/* object */.Ikc({
    Exists: schemas/* boolean */.zMY(),
    IsFolder: schemas/* boolean */.zMY(),
});
/** StorageExist, response of GET /comparison/storage/{storageName}/exist. Exists required. */
const StorageExist = schemas/* object */.Ikc({
    Exists: schemas/* boolean */.zMY(),
});
/** DiscUsage, response of GET /comparison/storage/disc (DiscUsage.cs). Both required (long). */
const DiscUsage = schemas/* object */.Ikc({
    UsedSize: storage_int().min(0),
    TotalSize: storage_int().min(0),
});
/** ConsumptionResult, response of GET /comparison/consumption (ConsumptionResult.cs). Both required (decimal). */
const ConsumptionResult = schemas/* object */.Ikc({
    Credit: schemas/* number */.aig(),
    Quantity: schemas/* number */.aig(),
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
const ErrorResponseDetails = schemas/* object */.Ikc({
    requestId: schemas/* string */.YjP().optional(),
    date: schemas/* string */.YjP(),
});
const ErrorResponseError = schemas/* object */.Ikc({
    code: schemas/* string */.YjP(),
    message: schemas/* string */.YjP(),
    description: schemas/* string */.YjP().optional(),
    innerError: ErrorResponseDetails.optional(),
});
const ErrorResponse = schemas/* object */.Ikc({
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
        return this.json('GET', '/v2.0/comparison/consumption', ConsumptionResult);
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
        return this.json('PUT', `/v2.0/comparison/storage/file/${encodePath(path)}`, FilesUploadResult, {
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
        return this.json('GET', `/v2.0/comparison/storage/folder/${encodePath(path)}`, FilesList, { query });
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
        return this.json('GET', `/v2.0/comparison/storage/${encodeURIComponent(storageName)}/exist`, StorageExist);
    }
    objectExists(path, query = {}) {
        return this.json('GET', `/v2.0/comparison/storage/exist/${encodePath(path)}`, ObjectExist, { query: { ...query } });
    }
    getDiscUsage(query = {}) {
        return this.json('GET', '/v2.0/comparison/storage/disc', DiscUsage, { query });
    }
    getFileVersions(path, query = {}) {
        return this.json('GET', `/v2.0/comparison/storage/version/${encodePath(path)}`, FileVersions, { query });
    }
    // Sibling APIs
    /** With OutputPath: the stored results. Without: the converted bytes. */
    async convert(settings) {
        const response = await this.call('POST', '/v2.0/conversion', { body: { kind: 'json', value: settings } });
        if (String(response.headers['content-type'] ?? '').includes('application/json'))
            return (0,wire/* parseRequest */.TR)(schemas/* array */.YOg(StoredConvertedResult), await response.body.json());
        return new Uint8Array(await response.body.arrayBuffer());
    }
    translateResx(body) {
        return this.json('POST', '/v2.0/translation/resx', StatusResponse, { body: { kind: 'json', value: body } });
    }
    translationStatus(id) {
        return this.json('GET', `/v2.0/translation/resx/${encodeURIComponent(id)}`, StatusResponse.extend({ state: schemas/* string */.YjP().optional(), urls: schemas/* array */.YOg(schemas/* string */.YjP()).optional() }));
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
                parsed = (0,wire/* parseRequest */.TR)(ErrorResponse, JSON.parse(text));
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
function remote_remoteBackend(options) {
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
        return localBackend();
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


/***/ })

};
