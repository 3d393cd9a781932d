export const id = 7946;
export const ids = [7946];
export const modules = {

/***/ 55380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QR: () => (/* binding */ crc32),
/* harmony export */   SJ: () => (/* binding */ ZipArchive),
/* harmony export */   fw: () => (/* binding */ looksLikeZip),
/* harmony export */   wP: () => (/* binding */ DEFAULT_ARCHIVE_LIMITS)
/* harmony export */ });
/* unused harmony export normalizeEntryName */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);


const DEFAULT_ARCHIVE_LIMITS = {
    maxEntries: 20_000,
    maxEntryBytes: 512 * 1024 * 1024,
    maxTotalBytes: 1024 * 1024 * 1024,
    // Real documents stay under 25:1 (the fixtures of test/fixtures/real); 100:1 leaves room and
    // refuses a bomb of a few MB from its declared size, before inflating.
    maxRatio: 100,
};
function crc32(data) {
    return (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.crc32)(data) >>> 0;
}
const utf8 = new TextDecoder('utf-8');
const latin1 = new TextDecoder('latin1');
/** True when the bytes start like a ZIP archive (local header or an empty archive's EOCD). */
function looksLikeZip(bytes) {
    return (bytes.length >= 4 &&
        bytes[0] === 0x50 &&
        bytes[1] === 0x4b &&
        ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6)));
}
class ZipArchive {
    bytes;
    limits;
    entries = new Map();
    cache = new Map();
    expandedTotal = 0;
    constructor(bytes, limits = DEFAULT_ARCHIVE_LIMITS) {
        this.bytes = bytes;
        this.limits = limits;
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        const eocd = findEndOfCentralDirectory(bytes, view);
        if (eocd < 0) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(looksLikeZip(bytes)
                ? 'the ZIP package is truncated (no central directory)'
                : 'the file is not a ZIP package');
        }
        const count = view.getUint16(eocd + 10, true);
        const cdSize = view.getUint32(eocd + 12, true);
        const cdOffset = view.getUint32(eocd + 16, true);
        if (count === 0xffff || cdOffset === 0xffffffff) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6('ZIP64 packages are not supported');
        }
        if (count > limits.maxEntries) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .ArchiveLimitError */ .w(`the package has ${count} entries (limit ${limits.maxEntries})`);
        }
        if (cdOffset + cdSize > bytes.length) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6('the ZIP central directory lies outside the file (truncated?)');
        }
        let p = cdOffset;
        for (let i = 0; i < count; i++) {
            if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) {
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6('the ZIP central directory is damaged');
            }
            const flags = view.getUint16(p + 8, true);
            const method = view.getUint16(p + 10, true);
            const crc = view.getUint32(p + 16, true);
            const compressedSize = view.getUint32(p + 20, true);
            const size = view.getUint32(p + 24, true);
            const nameLength = view.getUint16(p + 28, true);
            const extraLength = view.getUint16(p + 30, true);
            const commentLength = view.getUint16(p + 32, true);
            const localHeaderOffset = view.getUint32(p + 42, true);
            const rawName = bytes.subarray(p + 46, p + 46 + nameLength);
            const name = (flags & 0x800 ? utf8 : latin1).decode(rawName);
            p += 46 + nameLength + extraLength + commentLength;
            if (flags & 1)
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`ZIP entry '${name}' is encrypted`);
            const normal = normalizeEntryName(name);
            if (normal === null)
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .ArchiveLimitError */ .w(`unsafe entry name in package: '${name.length > 60 ? `${name.slice(0, 60)}…` : name}'`);
            if (normal.endsWith('/'))
                continue;
            if (this.entries.has(normal)) {
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`the package has two entries named '${normal}' (ambiguous part)`);
            }
            this.entries.set(normal, { name: normal, method, crc, compressedSize, size, localHeaderOffset });
        }
    }
    /** Entry names (folders excluded), in central-directory order. */
    names() {
        return [...this.entries.keys()];
    }
    has(name) {
        return this.entries.has(stripSlash(name));
    }
    /** Declared uncompressed size of an entry, without reading it. */
    size(name) {
        return this.entries.get(stripSlash(name))?.size;
    }
    /**
     * Every entry as stored (still compressed), in central-directory order with the same
     * normalised names and checks as `read`: writers copy the parts they do not change this way,
     * byte for byte, without inflating them.
     */
    rawEntries() {
        return [...this.entries.values()].map((entry) => ({
            name: entry.name,
            method: entry.method,
            crc: entry.crc,
            compressedSize: entry.compressedSize,
            size: entry.size,
            data: this.storedBytes(entry),
        }));
    }
    /** The entry's bytes; throws when missing, damaged or over a limit. */
    read(name) {
        const key = stripSlash(name);
        const cached = this.cache.get(key);
        if (cached)
            return cached;
        const entry = this.entries.get(key);
        if (!entry)
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`the package has no part '${key}'`);
        const data = this.inflate(entry);
        if (crc32(data) !== entry.crc) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${key}' is damaged (CRC mismatch)`);
        }
        this.cache.set(key, data);
        return data;
    }
    /** The entry decoded as UTF-8 text (BOM removed), or undefined when absent. */
    text(name) {
        if (!this.has(name))
            return undefined;
        const text = utf8.decode(this.read(name));
        return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    }
    /** The entry's stored bytes, after checking its local header and bounds. */
    storedBytes(entry) {
        const view = new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
        const p = entry.localHeaderOffset;
        if (p + 30 > this.bytes.length || view.getUint32(p, true) !== 0x04034b50) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${entry.name}' has a damaged local header`);
        }
        const start = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true);
        const end = start + entry.compressedSize;
        if (end > this.bytes.length)
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${entry.name}' is truncated`);
        return this.bytes.subarray(start, end);
    }
    inflate(entry) {
        const compressed = this.storedBytes(entry);
        const { maxEntryBytes, maxTotalBytes, maxRatio } = this.limits;
        const check = (expanded) => {
            if (expanded > maxEntryBytes) {
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .ArchiveLimitError */ .w(`part '${entry.name}' expands beyond ${maxEntryBytes} bytes (zip bomb?)`);
            }
            if (this.expandedTotal + expanded > maxTotalBytes) {
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .ArchiveLimitError */ .w(`the package expands beyond ${maxTotalBytes} bytes (zip bomb?)`);
            }
            if (expanded > 1024 * 1024 && expanded / Math.max(1, compressed.length) > maxRatio) {
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .ArchiveLimitError */ .w(`part '${entry.name}' has a compression ratio over ${maxRatio}:1 (zip bomb?)`);
            }
        };
        // The declared size is checked before anything is inflated, and caps the inflation: an
        // entry that expands past what it declares is damaged, so a bomb allocates no more than
        // its (already accepted) declared size.
        check(entry.size);
        let out;
        if (entry.method === 0) {
            check(compressed.length);
            out = compressed.slice();
        }
        else if (entry.method === 8) {
            // The cap is what the limits still allow, plus one byte so "exactly at the limit" passes.
            const cap = Math.min(entry.size, maxEntryBytes, maxTotalBytes - this.expandedTotal, compressed.length * maxRatio > 1024 * 1024 ? compressed.length * maxRatio : Infinity) + 1;
            try {
                out = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.inflateRawSync)(compressed, { maxOutputLength: Math.max(1, Math.min(cap, 2 ** 31 - 1)) });
            }
            catch (error) {
                if (error.code === 'ERR_BUFFER_TOO_LARGE')
                    check(cap);
                throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${entry.name}' cannot be inflated (damaged data)`);
            }
            check(out.length);
        }
        else {
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${entry.name}' uses unsupported compression method ${entry.method}`);
        }
        this.expandedTotal += out.length;
        return out;
    }
}
function findEndOfCentralDirectory(bytes, view) {
    const min = Math.max(0, bytes.length - 22 - 0xffff);
    for (let i = bytes.length - 22; i >= min; i--) {
        if (view.getUint32(i, true) === 0x06054b50)
            return i;
    }
    return -1;
}
/** Canonical entry name, or null when the name could escape a folder it is extracted into. */
function normalizeEntryName(name) {
    const slashed = name.replace(/\\/g, '/');
    if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed) || slashed.includes('\0'))
        return null;
    const parts = slashed.split('/');
    for (const part of parts)
        if (part === '..')
            return null;
    return parts.filter((part, i) => part !== '.' && (part !== '' || i === parts.length - 1)).join('/');
}
function stripSlash(name) {
    return name.startsWith('/') ? name.slice(1) : name;
}


/***/ }),

/***/ 37946:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PZ: () => (/* binding */ writerFor),
/* harmony export */   Qk: () => (/* binding */ formatByKey),
/* harmony export */   SC: () => (/* binding */ formatByExtension),
/* harmony export */   Tz: () => (/* binding */ detectFormat),
/* harmony export */   d2: () => (/* binding */ readerFor),
/* harmony export */   hP: () => (/* binding */ supportedFormats)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);


const FORMATS = [
    { key: 'docx', extensions: ['.docx'], name: 'Microsoft Word Open XML Document', family: 'word' },
    { key: 'docm', extensions: ['.docm'], name: 'Microsoft Word Open XML Macro-Enabled Document', family: 'word' },
    { key: 'dotx', extensions: ['.dotx'], name: 'Microsoft Word Open XML Template', family: 'word' },
    { key: 'dotm', extensions: ['.dotm'], name: 'Microsoft Word Open XML Macro-Enabled Template', family: 'word' },
    { key: 'odt', extensions: ['.odt'], name: 'OpenDocument Text', family: 'word' },
    { key: 'ott', extensions: ['.ott'], name: 'OpenDocument Text Template', family: 'word' },
    { key: 'xlsx', extensions: ['.xlsx'], name: 'Microsoft Excel Open XML Spreadsheet', family: 'cells' },
    { key: 'xlsm', extensions: ['.xlsm'], name: 'Microsoft Excel Open XML Macro-Enabled Spreadsheet', family: 'cells' },
    { key: 'xltx', extensions: ['.xltx'], name: 'Microsoft Excel Open XML Template', family: 'cells' },
    { key: 'xltm', extensions: ['.xltm'], name: 'Microsoft Excel Open XML Macro-Enabled Template', family: 'cells' },
    { key: 'ods', extensions: ['.ods'], name: 'OpenDocument Spreadsheet', family: 'cells' },
    { key: 'csv', extensions: ['.csv'], name: 'Comma Separated Values File', family: 'cells' },
    { key: 'tsv', extensions: ['.tsv', '.tab'], name: 'Tab Separated Values File', family: 'cells' },
    { key: 'pptx', extensions: ['.pptx'], name: 'PowerPoint Open XML Presentation', family: 'slides' },
    { key: 'pptm', extensions: ['.pptm'], name: 'PowerPoint Open XML Macro-Enabled Presentation', family: 'slides' },
    { key: 'potx', extensions: ['.potx'], name: 'PowerPoint Open XML Presentation Template', family: 'slides' },
    { key: 'potm', extensions: ['.potm'], name: 'PowerPoint Open XML Macro-Enabled Presentation Template', family: 'slides' },
    { key: 'odp', extensions: ['.odp'], name: 'OpenDocument Presentation', family: 'slides' },
    { key: 'pdf', extensions: ['.pdf'], name: 'Portable Document Format', family: 'pdf' },
    { key: 'png', extensions: ['.png'], name: 'Portable Network Graphic', family: 'image' },
    { key: 'jpg', extensions: ['.jpg', '.jpeg'], name: 'JPEG Image', family: 'image' },
    { key: 'gif', extensions: ['.gif'], name: 'Graphics Interchange Format', family: 'image' },
    { key: 'bmp', extensions: ['.bmp'], name: 'Bitmap Image File', family: 'image' },
    { key: 'tiff', extensions: ['.tif', '.tiff'], name: 'Tagged Image File Format', family: 'image' },
    { key: 'webp', extensions: ['.webp'], name: 'WebP Image', family: 'image' },
    { key: 'vsdx', extensions: ['.vsdx'], name: 'Microsoft Visio Drawing', family: 'diagram' },
    { key: 'vsdm', extensions: ['.vsdm'], name: 'Microsoft Visio Macro-Enabled Drawing', family: 'diagram' },
    { key: 'vstx', extensions: ['.vstx'], name: 'Microsoft Visio Drawing Template', family: 'diagram' },
    { key: 'eml', extensions: ['.eml'], name: 'E-Mail Message', family: 'email' },
    { key: 'txt', extensions: ['.txt', '.text', '.log'], name: 'Plain Text File', family: 'text' },
    { key: 'md', extensions: ['.md', '.markdown'], name: 'Markdown', family: 'text' },
    { key: 'html', extensions: ['.html', '.htm', '.xhtml'], name: 'HyperText Markup Language', family: 'text' },
    { key: 'xml', extensions: ['.xml', '.svg', '.resx', '.xsd', '.xsl'], name: 'XML File', family: 'text' },
    { key: 'json', extensions: ['.json'], name: 'JSON File', family: 'text' },
    { key: 'yaml', extensions: ['.yaml', '.yml'], name: 'YAML File', family: 'text' },
    {
        key: 'code',
        extensions: [
            '.js', '.mjs', '.cjs', '.ts', '.tsx', '.jsx', '.py', '.java', '.c', '.h', '.cpp', '.hpp', '.cc', '.cs', '.go',
            '.rs', '.rb', '.php', '.sh', '.bash', '.css', '.scss', '.sql', '.ini', '.cfg', '.toml', '.kt', '.swift', '.scala',
            '.pl', '.lua', '.r', '.m', '.vb', '.ps1', '.bat',
        ],
        name: 'Source Code File',
        family: 'text',
    },
];
/** Formats whose family the engine reads now (see FAMILY_LOADERS). */
function supportedFormats() {
    return FORMATS.filter((f) => FAMILY_LOADERS[f.family].reader !== pending);
}
function formatByKey(key) {
    return FORMATS.find((f) => f.key === key);
}
function formatByExtension(fileName) {
    if (!fileName)
        return undefined;
    const lower = fileName.toLowerCase();
    const dot = lower.lastIndexOf('.');
    if (dot < 0)
        return undefined;
    const extension = lower.slice(dot);
    return FORMATS.find((f) => f.extensions.includes(extension));
}
const OOXML_MAIN_TYPES = [
    [/wordprocessingml\.document\.main\+xml/, 'docx'],
    [/ms-word\.document\.macroEnabled\.main\+xml/i, 'docm'],
    [/wordprocessingml\.template\.main\+xml/, 'dotx'],
    [/ms-word\.template\.macroEnabledTemplate\.main\+xml/i, 'dotm'],
];
/** Main-part content types of the other OOXML families, with the format each means. */
const OOXML_OTHER_TYPES = [
    [/spreadsheetml\.sheet\.main\+xml/, 'xlsx'],
    [/ms-excel\.sheet\.macroEnabled\.main\+xml/i, 'xlsm'],
    [/spreadsheetml\.template\.main\+xml/, 'xltx'],
    [/ms-excel\.template\.macroEnabled\.main\+xml/i, 'xltm'],
    [/presentationml\.presentation\.main\+xml/, 'pptx'],
    [/ms-powerpoint\.presentation\.macroEnabled\.main\+xml/i, 'pptm'],
    [/presentationml\.template\.main\+xml/, 'potx'],
    [/ms-powerpoint\.template\.macroEnabled\.main\+xml/i, 'potm'],
    [/ms-visio\.drawing\.main\+xml/i, 'vsdx'],
    [/ms-visio\.drawing\.macroEnabled\.main\+xml/i, 'vsdm'],
    [/ms-visio\.template\.main\+xml/i, 'vstx'],
];
const ODF_TYPES = {
    'application/vnd.oasis.opendocument.text': 'odt',
    'application/vnd.oasis.opendocument.text-template': 'ott',
    'application/vnd.oasis.opendocument.spreadsheet': 'ods',
    'application/vnd.oasis.opendocument.presentation': 'odp',
};
/**
 * The format of a file, from its bytes first and its name second. Throws a typed error naming
 * what the file is when it is something the engine does not read.
 */
function detectFormat(bytes, fileName) {
    if (bytes.length >= 8 && bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
        if (containsUtf16Name(bytes, 'EncryptedPackage'))
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .PasswordRequiredError */ .$F();
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .UnsupportedFormatError */ .N$('an Office 97-2003 binary file (.doc/.xls/.ppt); save it as .docx, .xlsx or .pptx');
    }
    if (startsWith(bytes, '%PDF-') || (bytes.length > 1024 && new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes('%PDF-')))
        return formatByKey('pdf');
    const image = imageKind(bytes);
    if (image)
        return formatByKey(image);
    if ((0,_archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .looksLikeZip */ .fw)(bytes))
        return detectPackage(bytes, fileName);
    const byName = formatByExtension(fileName);
    if (byName && (byName.family === 'text' || byName.key === 'csv' || byName.key === 'tsv' || byName.key === 'eml'))
        return byName;
    if (byName)
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`the file is not ${/^[AEFHILMNORSX]/.test(byName.key.toUpperCase()) ? 'an' : 'a'} ${byName.key.toUpperCase()} package (no ZIP signature)`);
    return sniffText(bytes) ?? formatByKey('txt');
}
function detectPackage(bytes, fileName) {
    const zip = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes);
    if (zip.names().length === 0)
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6('the ZIP package is empty');
    const mimetype = zip.has('mimetype') ? new TextDecoder().decode(zip.read('mimetype')).trim() : undefined;
    if (mimetype) {
        const key = ODF_TYPES[mimetype];
        if (key)
            return formatByKey(key);
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .UnsupportedFormatError */ .N$(`an OpenDocument file of type '${mimetype}', not supported`);
    }
    const types = zip.text('[Content_Types].xml');
    if (types) {
        for (const [pattern, key] of OOXML_MAIN_TYPES)
            if (pattern.test(types))
                return formatByKey(key);
        for (const [pattern, key] of OOXML_OTHER_TYPES)
            if (pattern.test(types))
                return formatByKey(key);
        if (zip.has('word/document.xml'))
            return formatByExtension(fileName)?.family === 'word' ? formatByExtension(fileName) : formatByKey('docx');
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6('an Office package without a main document part');
    }
    throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .UnsupportedFormatError */ .N$('a ZIP archive that is not an Office or OpenDocument file');
}
function sniffText(bytes) {
    const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 512)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
    if (head.startsWith('<!doctype html') || head.startsWith('<html'))
        return formatByKey('html');
    if (/^(from|return-path|received|message-id|mime-version|date|subject|to|delivered-to):/m.test(head) && /^mime-version:|^message-id:|^received:/m.test(head))
        return formatByKey('eml');
    if (head.startsWith('<?xml'))
        return formatByKey('xml');
    if (head.startsWith('{') || head.startsWith('['))
        return formatByKey('json');
    return undefined;
}
function startsWith(bytes, ascii) {
    if (bytes.length < ascii.length)
        return false;
    for (let i = 0; i < ascii.length; i++)
        if (bytes[i] !== ascii.charCodeAt(i))
            return false;
    return true;
}
/** The image format key from magic bytes. */
function imageKind(bytes) {
    if (bytes.length < 12)
        return undefined;
    if (bytes[0] === 0x89 && startsWith(bytes.subarray(1), 'PNG'))
        return 'png';
    if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
        return 'jpg';
    if (startsWith(bytes, 'GIF8'))
        return 'gif';
    if (startsWith(bytes, 'BM'))
        return 'bmp';
    if ((bytes[0] === 0x49 && bytes[1] === 0x49 && bytes[2] === 42) || (bytes[0] === 0x4d && bytes[1] === 0x4d && bytes[3] === 42))
        return 'tiff';
    if (startsWith(bytes, 'RIFF') && startsWith(bytes.subarray(8), 'WEBP'))
        return 'webp';
    return undefined;
}
/** Scans a compound file for a directory entry name (UTF-16LE), enough to tell encrypted OOXML. */
function containsUtf16Name(bytes, name) {
    const first = name.charCodeAt(0);
    outer: for (let i = 0; i + name.length * 2 <= bytes.length; i++) {
        if (bytes[i] !== first || bytes[i + 1] !== 0)
            continue;
        for (let k = 1; k < name.length; k++) {
            if (bytes[i + 2 * k] !== name.charCodeAt(k) || bytes[i + 2 * k + 1] !== 0)
                continue outer;
        }
        return true;
    }
    return false;
}
/** A family that has no reader yet: reading it says so plainly. */
async function pending(format) {
    throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .UnsupportedFormatError */ .N$(`${format.name} (.${format.key}) comparison is not available yet`);
}
/**
 * One line per family: how to load its reader and result writer. Adding a family is adding
 * its folder and replacing `pending` here.
 */
const FAMILY_LOADERS = {
    word: {
        reader: async (f) => (f.key === 'odt' || f.key === 'ott' ? (await Promise.all(/* import() */[__webpack_require__.e(9800), __webpack_require__.e(1550)]).then(__webpack_require__.bind(__webpack_require__, 31550))).odtReader : (await Promise.all(/* import() */[__webpack_require__.e(9800), __webpack_require__.e(1158)]).then(__webpack_require__.bind(__webpack_require__, 41158))).docxReader),
        writer: async (f) => f.key === 'odt' || f.key === 'ott' ? (await Promise.all(/* import() */[__webpack_require__.e(8351), __webpack_require__.e(1306), __webpack_require__.e(4982), __webpack_require__.e(5833)]).then(__webpack_require__.bind(__webpack_require__, 33268))).odtWriter : (await Promise.all(/* import() */[__webpack_require__.e(8351), __webpack_require__.e(9800), __webpack_require__.e(4487), __webpack_require__.e(8159), __webpack_require__.e(5307)]).then(__webpack_require__.bind(__webpack_require__, 85312))).docxWriter,
    },
    text: { reader: async () => (await Promise.all(/* import() */[__webpack_require__.e(1600), __webpack_require__.e(3720), __webpack_require__.e(708)]).then(__webpack_require__.bind(__webpack_require__, 60708))).textReader, writer: async () => (await Promise.all(/* import() */[__webpack_require__.e(1600), __webpack_require__.e(373)]).then(__webpack_require__.bind(__webpack_require__, 70373))).textWriter },
    cells: { reader: async () => (await Promise.all(/* import() */[__webpack_require__.e(4319), __webpack_require__.e(7048)]).then(__webpack_require__.bind(__webpack_require__, 27048))).cellsReader, writer: async () => (await Promise.all(/* import() */[__webpack_require__.e(8351), __webpack_require__.e(9800), __webpack_require__.e(1306), __webpack_require__.e(4319), __webpack_require__.e(1138)]).then(__webpack_require__.bind(__webpack_require__, 21138))).cellsWriter },
    slides: { reader: async () => (await Promise.all(/* import() */[__webpack_require__.e(8351), __webpack_require__.e(8711), __webpack_require__.e(2446), __webpack_require__.e(2905)]).then(__webpack_require__.bind(__webpack_require__, 32905))).slidesReader, writer: async () => (await Promise.all(/* import() */[__webpack_require__.e(8351), __webpack_require__.e(1306), __webpack_require__.e(8711), __webpack_require__.e(2446), __webpack_require__.e(2459)]).then(__webpack_require__.bind(__webpack_require__, 2459))).slidesWriter },
    pdf: { reader: async () => (await Promise.all(/* import() */[__webpack_require__.e(8811), __webpack_require__.e(8711), __webpack_require__.e(6451), __webpack_require__.e(1809), __webpack_require__.e(9881)]).then(__webpack_require__.bind(__webpack_require__, 69881))).pdfReader, writer: async () => (await Promise.all(/* import() */[__webpack_require__.e(1306), __webpack_require__.e(8811), __webpack_require__.e(8711), __webpack_require__.e(1809), __webpack_require__.e(6619)]).then(__webpack_require__.bind(__webpack_require__, 13140))).pdfWriter },
    image: { reader: async () => (await __webpack_require__.e(/* import() */ 1916).then(__webpack_require__.bind(__webpack_require__, 61916))).imageReader, writer: async () => (await __webpack_require__.e(/* import() */ 1547).then(__webpack_require__.bind(__webpack_require__, 21547))).imageWriter },
    diagram: { reader: async () => (await Promise.all(/* import() */[__webpack_require__.e(8351), __webpack_require__.e(9800), __webpack_require__.e(8711), __webpack_require__.e(7541), __webpack_require__.e(1999)]).then(__webpack_require__.bind(__webpack_require__, 31999))).diagramReader, writer: async () => (await Promise.all(/* import() */[__webpack_require__.e(8351), __webpack_require__.e(9800), __webpack_require__.e(8711), __webpack_require__.e(7541), __webpack_require__.e(9592)]).then(__webpack_require__.bind(__webpack_require__, 89592))).diagramWriter },
    email: { reader: async () => (await Promise.all(/* import() */[__webpack_require__.e(1600), __webpack_require__.e(8711), __webpack_require__.e(3720), __webpack_require__.e(5407), __webpack_require__.e(8937)]).then(__webpack_require__.bind(__webpack_require__, 35407))).emailReader, writer: async () => (await Promise.all(/* import() */[__webpack_require__.e(1600), __webpack_require__.e(1018), __webpack_require__.e(8711), __webpack_require__.e(3720), __webpack_require__.e(5407), __webpack_require__.e(2429)]).then(__webpack_require__.bind(__webpack_require__, 22429))).emailWriter },
};
/** The reader of a family, loaded on first use. */
async function readerFor(format) {
    return FAMILY_LOADERS[format.family].reader(format);
}
/** The result writer of a format, loaded on first use; undefined when the format has none yet. */
async function writerFor(format) {
    return FAMILY_LOADERS[format.family].writer?.(format);
}


/***/ })

};
