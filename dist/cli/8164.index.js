export const id = 8164;
export const ids = [8164];
export const modules = {

/***/ 13086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PZ: () => (/* binding */ fixedZipTime),
/* harmony export */   eI: () => (/* binding */ deflatedEntry),
/* harmony export */   xv: () => (/* binding */ readRawEntries),
/* harmony export */   zy: () => (/* binding */ writeZip)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _zip__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55380);


/**
 * The stored entries of a package, in central-directory order (folders left out), through the
 * engine's one ZIP reader: the same name normalisation, duplicate and bounds checks as reading.
 */
function readRawEntries(bytes) {
    return new _zip__WEBPACK_IMPORTED_MODULE_1__/* .ZipArchive */ .SJ(bytes).rawEntries();
}
/** A stored entry for new or changed content. */
function deflatedEntry(name, content) {
    // Tiny parts are stored: deflate would only add its header.
    if (content.length < 64)
        return { name, method: 0, crc: (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.crc32)(content) >>> 0, compressedSize: content.length, size: content.length, data: content };
    const data = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.deflateRawSync)(content, { level: 6 });
    return { name, method: 8, crc: (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.crc32)(content) >>> 0, compressedSize: data.length, size: content.length, data };
}
/**
 * The timestamp every result entry carries, for fflate's `mtime` option: results must be
 * byte-identical for identical inputs, and fflate would otherwise stamp the current time. fflate
 * reads the date with local-time getters, so the date is built from local fields: the DOS date
 * written is 1980-01-01 00:00 in every time zone, the same as {@link writeZip} writes.
 */
function fixedZipTime() {
    return new Date(1980, 0, 1, 0, 0, 0);
}
/** Writes entries as a ZIP archive (UTF-8 names, a fixed DOS timestamp: 1980-01-01). */
function writeZip(entries) {
    const encoder = new TextEncoder();
    const names = entries.map((e) => encoder.encode(e.name));
    let localSize = 0;
    let centralSize = 0;
    entries.forEach((e, k) => {
        localSize += 30 + names[k].length + e.data.length;
        centralSize += 46 + names[k].length;
    });
    const out = new Uint8Array(localSize + centralSize + 22);
    const view = new DataView(out.buffer);
    const offsets = [];
    let p = 0;
    const DOS_DATE = (0 << 9) | (1 << 5) | 1;
    entries.forEach((e, k) => {
        offsets.push(p);
        view.setUint32(p, 0x04034b50, true);
        view.setUint16(p + 4, 20, true);
        view.setUint16(p + 6, 0x800, true);
        view.setUint16(p + 8, e.method, true);
        view.setUint16(p + 10, 0, true);
        view.setUint16(p + 12, DOS_DATE, true);
        view.setUint32(p + 14, e.crc, true);
        view.setUint32(p + 18, e.compressedSize, true);
        view.setUint32(p + 22, e.size, true);
        view.setUint16(p + 26, names[k].length, true);
        view.setUint16(p + 28, 0, true);
        out.set(names[k], p + 30);
        out.set(e.data, p + 30 + names[k].length);
        p += 30 + names[k].length + e.data.length;
    });
    const centralStart = p;
    entries.forEach((e, k) => {
        view.setUint32(p, 0x02014b50, true);
        view.setUint16(p + 4, 20, true);
        view.setUint16(p + 6, 20, true);
        view.setUint16(p + 8, 0x800, true);
        view.setUint16(p + 10, e.method, true);
        view.setUint16(p + 12, 0, true);
        view.setUint16(p + 14, DOS_DATE, true);
        view.setUint32(p + 16, e.crc, true);
        view.setUint32(p + 20, e.compressedSize, true);
        view.setUint32(p + 24, e.size, true);
        view.setUint16(p + 28, names[k].length, true);
        view.setUint32(p + 42, offsets[k], true);
        out.set(names[k], p + 46);
        p += 46 + names[k].length;
    });
    view.setUint32(p, 0x06054b50, true);
    view.setUint16(p + 8, entries.length, true);
    view.setUint16(p + 10, entries.length, true);
    view.setUint32(p + 12, p - centralStart, true);
    view.setUint32(p + 16, centralStart, true);
    return out;
}


/***/ }),

/***/ 66980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ toChangeInfos)
/* harmony export */ });
/* unused harmony export styleChangeInfo */
/* harmony import */ var _layout_estimate__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34895);

const PROPERTY_NAMES = {
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'StrikeThrough',
    font: 'FontName',
    size: 'FontSize',
    color: 'FontColor',
    highlight: 'HighlightColor',
    vertAlign: 'VerticalAlignment',
    style: 'Style',
    alignment: 'Alignment',
    list: 'List',
};
function styleChangeInfo(change) {
    return { ChangedProperty: PROPERTY_NAMES[change.property], OldValue: change.oldValue, NewValue: change.newValue };
}
/**
 * Turns engine changes into ChangeInfo records, numbering them from `firstId` and placing each
 * on a page: the target's page for what the target shows, the source's page for deletions.
 */
function toChangeInfos(changes, source, target, firstId = 0, extraAuthors = [], precise = false) {
    const sourceLayout = new _layout_estimate__WEBPACK_IMPORTED_MODULE_0__/* .PageLayoutEstimate */ .y(source, precise);
    const targetLayout = new _layout_estimate__WEBPACK_IMPORTED_MODULE_0__/* .PageLayoutEstimate */ .y(target, precise);
    return changes.map((change, index) => {
        const box = change.box
            ? { pageNumber: change.box.page, pageWidth: change.box.pageWidth, pageHeight: change.box.pageHeight, x: change.box.x, y: change.box.y, width: change.box.width, height: change.box.height }
            : change.kind === 'Deleted'
                ? sourceLayout.locate(change.source)
                : targetLayout.locate(change.target);
        const authors = [...(change.authors ?? []), ...extraAuthors.filter((a) => !change.authors?.includes(a))];
        return {
            Id: firstId + index,
            ComparisonAction: 'None',
            Type: change.kind,
            Text: withCellReference(change.place, change.text),
            TargetText: withCellReference(change.place, change.targetText),
            Authors: authors,
            StyleChangeInfo: (change.styleChanges ?? []).map(styleChangeInfo),
            // The spec types PageInfo as integers (points); Box keeps fractions.
            PageInfo: { Width: Math.round(box.pageWidth), Height: Math.round(box.pageHeight), PageNumber: box.pageNumber },
            Box: { Height: round(box.height), Width: round(box.width), X: round(box.x), Y: round(box.y) },
        };
    });
}
/** A spreadsheet cell change reads `Sheet1!B7: 41`, so the API's Text says where it is. */
const CELL_PLACE = /^(.+![A-Z]{1,3}[0-9]+)(?: formula)?$/;
function withCellReference(place, text) {
    const cell = CELL_PLACE.exec(place);
    return cell && text ? `${cell[1]}: ${text}` : text;
}
function round(n) {
    return Math.round(n * 100) / 100;
}


/***/ }),

/***/ 76689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   decryptOdfPackage: () => (/* binding */ decryptOdfPackage),
/* harmony export */   encryptOdfPackage: () => (/* binding */ encryptOdfPackage),
/* harmony export */   isEncryptedOdf: () => (/* binding */ isEncryptedOdf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98351);
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55380);
/* harmony import */ var _archive_zip_writer__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13086);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(17679);






/**
 * Password-protected OpenDocument packages (ODF 1.2 part 3, §3.8 and §4.8): every part but
 * `mimetype` and `META-INF/` is deflated, then encrypted with AES-256-CBC under a key derived
 * by PBKDF2-HMAC-SHA1 from the SHA-256 of the password, and stored; the manifest says how, per
 * entry. Written by hand on node:crypto: no maintained npm library reads or writes this scheme
 * (LibreOffice is the reference; the tests open our results in it with the password).
 */
const MANIFEST_NS = 'urn:oasis:names:tc:opendocument:xmlns:manifest:1.0';
const MANIFEST = 'META-INF/manifest.xml';
const AES256_CBC = 'http://www.w3.org/2001/04/xmlenc#aes256-cbc';
const SHA256 = 'http://www.w3.org/2000/09/xmldsig#sha256';
const SHA256_1K = `${MANIFEST_NS}#sha256-1k`;
const CHECKSUM_BYTES = 1024;
/** True when the bytes are an ODF package whose manifest declares encrypted entries. */
function isEncryptedOdf(bytes) {
    if (!(0,_archive_zip__WEBPACK_IMPORTED_MODULE_3__/* .looksLikeZip */ .fw)(bytes))
        return false;
    try {
        const manifest = new _archive_zip__WEBPACK_IMPORTED_MODULE_3__/* .ZipArchive */ .SJ(bytes).text(MANIFEST);
        return manifest !== undefined && /encryption-data/.test(manifest);
    }
    catch {
        return false;
    }
}
/**
 * Encrypts an ODF package with a password. Thumbnails are left out: a preview picture of an
 * encrypted document would show its first page to anyone.
 */
function readManifest(zip) {
    const manifestText = zip.text(MANIFEST);
    if (manifestText === undefined)
        throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .CorruptDocumentError */ .b6('the OpenDocument package has no manifest');
    const manifest = new _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_2__/* .DOMParser */ .S4().parseFromString(manifestText, 'text/xml');
    const root = manifest.documentElement;
    if (!root)
        throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .CorruptDocumentError */ .b6('the OpenDocument manifest is not XML');
    return { manifest, root };
}
function encryptOdfPackage(bytes, password, options = {}) {
    const zip = new _archive_zip__WEBPACK_IMPORTED_MODULE_3__/* .ZipArchive */ .SJ(bytes);
    const { manifest, root } = readManifest(zip);
    const iterations = options.iterations ?? 100_000;
    // One salt and so one derived key for the package (PBKDF2 once, not per part); every part
    // still gets its own random IV.
    const salt = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16);
    const key = deriveKey(password, salt, iterations, 32);
    const entriesByPath = new Map();
    for (const element of fileEntries(root))
        entriesByPath.set(element.getAttributeNS(MANIFEST_NS, 'full-path') ?? '', element);
    const out = [];
    const mimetype = zip.has('mimetype') ? zip.read('mimetype') : undefined;
    if (mimetype)
        out.push({ name: 'mimetype', method: 0, crc: (0,_archive_zip__WEBPACK_IMPORTED_MODULE_3__/* .crc32 */ .QR)(mimetype), compressedSize: mimetype.length, size: mimetype.length, data: mimetype });
    for (const name of zip.names()) {
        if (name === 'mimetype' || name === MANIFEST)
            continue;
        if (name.startsWith('Thumbnails/')) {
            const entry = entriesByPath.get(name);
            entry?.parentNode?.removeChild(entry);
            continue;
        }
        const plain = zip.read(name);
        if (name.startsWith('META-INF/')) {
            out.push((0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_4__/* .deflatedEntry */ .eI)(name, plain));
            continue;
        }
        let entry = entriesByPath.get(name);
        if (!entry) {
            entry = manifest.createElementNS(MANIFEST_NS, 'manifest:file-entry');
            entry.setAttributeNS(MANIFEST_NS, 'manifest:full-path', name);
            entry.setAttributeNS(MANIFEST_NS, 'manifest:media-type', '');
            root.appendChild(entry);
        }
        const compressed = (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.deflateRawSync)(plain, { level: 6 });
        const iv = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16);
        const cipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createCipheriv)('aes-256-cbc', key, iv);
        // PKCS#7 padding is one of the paddings W3C XML Encryption's block padding allows.
        const encrypted = new Uint8Array(Buffer.concat([cipher.update(compressed), cipher.final()]));
        entry.setAttributeNS(MANIFEST_NS, 'manifest:size', String(plain.length));
        for (const old of childElements(entry, 'encryption-data'))
            entry.removeChild(old);
        entry.appendChild(encryptionData(manifest, (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(compressed.subarray(0, CHECKSUM_BYTES)).digest(), iv, salt, iterations));
        out.push({ name, method: 0, crc: (0,_archive_zip__WEBPACK_IMPORTED_MODULE_3__/* .crc32 */ .QR)(encrypted), compressedSize: encrypted.length, size: encrypted.length, data: encrypted });
    }
    out.splice(mimetype ? 1 : 0, 0, (0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_4__/* .deflatedEntry */ .eI)(MANIFEST, new TextEncoder().encode(new _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_2__/* .XMLSerializer */ .el().serializeToString(manifest))));
    return (0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_4__/* .writeZip */ .zy)(out);
}
/**
 * The plain package of an encrypted ODF document. A wrong password shows as a checksum
 * mismatch on the first encrypted part; nothing of the password reaches a message.
 */
function decryptOdfPackage(bytes, password) {
    const zip = new _archive_zip__WEBPACK_IMPORTED_MODULE_3__/* .ZipArchive */ .SJ(bytes);
    const { manifest, root } = readManifest(zip);
    if (password === undefined || password === '')
        throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .PasswordRequiredError */ .$F();
    const keys = new Map();
    const decrypted = new Map();
    let expanded = 0;
    for (const entry of fileEntries(root)) {
        const data = childElements(entry, 'encryption-data')[0];
        if (!data)
            continue;
        const name = entry.getAttributeNS(MANIFEST_NS, 'full-path') ?? '';
        if (!zip.has(name))
            continue;
        const algorithm = childElements(data, 'algorithm')[0];
        const derivation = childElements(data, 'key-derivation')[0];
        const startKey = childElements(data, 'start-key-generation')[0];
        const algorithmName = algorithm?.getAttributeNS(MANIFEST_NS, 'algorithm-name');
        const derivationName = derivation?.getAttributeNS(MANIFEST_NS, 'key-derivation-name');
        const startKeyName = startKey?.getAttributeNS(MANIFEST_NS, 'start-key-generation-name') ?? 'SHA1';
        if (algorithmName !== AES256_CBC || derivationName !== 'PBKDF2' || !/sha256$/i.test(startKeyName)) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .UnsupportedFormatError */ .N$(`the document is encrypted with ${algorithmName ?? 'an unnamed algorithm'}; AES-256-CBC with PBKDF2 (ODF 1.2) can be opened`);
        }
        const saltText = derivation.getAttributeNS(MANIFEST_NS, 'salt') ?? '';
        const iterations = Number(derivation.getAttributeNS(MANIFEST_NS, 'iteration-count'));
        const keySize = Number(derivation.getAttributeNS(MANIFEST_NS, 'key-size') ?? 32) || 32;
        if (!Number.isInteger(iterations) || iterations < 1 || iterations > 10_000_000)
            throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .CorruptDocumentError */ .b6(`the manifest's iteration count for '${name}' is not usable`);
        const cacheKey = `${saltText}/${iterations}/${keySize}`;
        let key = keys.get(cacheKey);
        if (!key) {
            key = deriveKey(password, Buffer.from(saltText, 'base64'), iterations, keySize);
            keys.set(cacheKey, key);
        }
        const iv = Buffer.from(algorithm.getAttributeNS(MANIFEST_NS, 'initialisation-vector') ?? '', 'base64');
        const stored = zip.read(name);
        if (iv.length !== 16 || stored.length % 16 !== 0 || stored.length === 0)
            throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .CorruptDocumentError */ .b6(`part '${name}' is not AES-CBC data`);
        const decipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createDecipheriv)(keySize === 32 ? 'aes-256-cbc' : 'aes-128-cbc', key, iv).setAutoPadding(false);
        const padded = Buffer.concat([decipher.update(stored), decipher.final()]);
        // W3C block padding: the last byte counts the padding bytes (whose values are arbitrary).
        const padding = padded[padded.length - 1];
        const checksumType = data.getAttributeNS(MANIFEST_NS, 'checksum-type') ?? '';
        const checksum = data.getAttributeNS(MANIFEST_NS, 'checksum');
        if (padding < 1 || padding > 16)
            throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .WrongPasswordError */ .Pi();
        const compressed = padded.subarray(0, padded.length - padding);
        if (checksum && /sha256-1k$/i.test(checksumType)) {
            const actual = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(compressed.subarray(0, CHECKSUM_BYTES)).digest('base64');
            if (actual !== checksum)
                throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .WrongPasswordError */ .Pi();
        }
        const limit = _archive_zip__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_ARCHIVE_LIMITS */ .wP.maxTotalBytes - expanded;
        let plain;
        try {
            plain = (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.inflateRawSync)(compressed, { maxOutputLength: Math.max(1, Math.min(limit, _archive_zip__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_ARCHIVE_LIMITS */ .wP.maxEntryBytes) + 1) });
        }
        catch (error) {
            if (error.code === 'ERR_BUFFER_TOO_LARGE')
                throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .ArchiveLimitError */ .w(`part '${name}' expands beyond the archive limits (zip bomb?)`);
            throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .WrongPasswordError */ .Pi();
        }
        expanded += plain.length;
        decrypted.set(name, plain);
        entry.removeChild(data);
        entry.removeAttributeNS(MANIFEST_NS, 'size');
    }
    const out = [];
    for (const raw of zip.rawEntries()) {
        if (raw.name === MANIFEST)
            out.push((0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_4__/* .deflatedEntry */ .eI)(MANIFEST, new TextEncoder().encode(new _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_2__/* .XMLSerializer */ .el().serializeToString(manifest))));
        else if (decrypted.has(raw.name))
            out.push((0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_4__/* .deflatedEntry */ .eI)(raw.name, decrypted.get(raw.name)));
        else
            out.push(raw);
    }
    return (0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_4__/* .writeZip */ .zy)(out);
}
function deriveKey(password, salt, iterations, keySize) {
    const startKey = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(password, 'utf8').digest();
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.pbkdf2Sync)(startKey, salt, iterations, keySize, 'sha1');
}
function encryptionData(document, checksum, iv, salt, iterations) {
    const element = (name, attributes) => {
        const node = document.createElementNS(MANIFEST_NS, `manifest:${name}`);
        for (const [key, value] of Object.entries(attributes))
            node.setAttributeNS(MANIFEST_NS, `manifest:${key}`, value);
        return node;
    };
    const data = element('encryption-data', { 'checksum-type': SHA256_1K, checksum: checksum.toString('base64') });
    // LibreOffice's own order: algorithm, key-derivation, start-key-generation.
    data.appendChild(element('algorithm', { 'algorithm-name': AES256_CBC, 'initialisation-vector': iv.toString('base64') }));
    data.appendChild(element('key-derivation', { 'key-derivation-name': 'PBKDF2', 'key-size': '32', 'iteration-count': String(iterations), salt: salt.toString('base64') }));
    data.appendChild(element('start-key-generation', { 'start-key-generation-name': SHA256, 'key-size': '32' }));
    return data;
}
function fileEntries(root) {
    return childElements(root, 'file-entry');
}
function childElements(parent, localName) {
    const out = [];
    for (let node = parent.firstChild; node; node = node.nextSibling) {
        if (node.nodeType === 1 && node.localName === localName && node.namespaceURI === MANIFEST_NS)
            out.push(node);
    }
    return out;
}


/***/ }),

/***/ 4497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   oy: () => (/* binding */ isCompoundFile),
/* harmony export */   qC: () => (/* binding */ unlockOfficeDocument),
/* harmony export */   rY: () => (/* binding */ encryptOfficeDocument)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _odf__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76689);


/**
 * Password-protected Office documents: an OLE compound file holding EncryptionInfo and
 * EncryptedPackage (ECMA-376 Agile or Standard encryption). officecrypto-tool does the
 * cryptography; it loads only when a protected file is met.
 */
/** True for an OLE compound file (D0 CF 11 E0 A1 B1 1A E1). */
function isCompoundFile(bytes) {
    return bytes.length >= 8 && bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0 && bytes[4] === 0xa1 && bytes[5] === 0xb1;
}
/**
 * The decrypted package of a protected Office document (OOXML in a compound file, or an
 * OpenDocument package with encrypted entries); other bytes are returned unchanged.
 */
async function unlockOfficeDocument(bytes, password) {
    if ((0,_odf__WEBPACK_IMPORTED_MODULE_1__.isEncryptedOdf)(bytes))
        return (0,_odf__WEBPACK_IMPORTED_MODULE_1__.decryptOdfPackage)(bytes, password);
    if (!isCompoundFile(bytes))
        return bytes;
    const crypto = await loadCrypto();
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let encrypted;
    try {
        encrypted = crypto.isEncrypted(buffer);
    }
    catch {
        encrypted = false;
    }
    if (!encrypted)
        return bytes;
    if (password === undefined || password === '')
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .PasswordRequiredError */ .$F();
    try {
        return new Uint8Array(await crypto.decrypt(buffer, { password }));
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (/password/i.test(message))
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .WrongPasswordError */ .Pi();
        // Never echo the library's message verbatim: it is not about the user's file in user terms.
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$('the document uses an encryption this version cannot decrypt');
    }
}
/** Encrypts an Office package with a password (Agile AES-256 by default, as Office does). */
async function encryptOfficeDocument(bytes, password, kind = 'agile') {
    const crypto = await loadCrypto();
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return new Uint8Array(crypto.encrypt(buffer, kind === 'standard' ? { password, type: 'standard' } : { password }));
}
async function loadCrypto() {
    const module = (await __webpack_require__.e(/* import() */ 7950).then(__webpack_require__.t.bind(__webpack_require__, 67950, 19)));
    return module.default ?? module;
}


/***/ }),

/***/ 94777:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ configurePdfExtraction),
/* harmony export */   Y: () => (/* binding */ pdfExtraction)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);

// 120 pages: below it the helping worker (0.3–0.5 CPU seconds to start, load pdf.js and open
// the document) shortened the busiest thread by too little for its memory (scripts/bench/pdf.ts).
const pdfExtraction = { minPages: 120, threads: (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)(), runPages: 12, callerReads: true, runTimeoutMs: 60_000 };
/** Changes when large PDFs are split across threads (tests force the split with a low `minPages`). */
function configurePdfExtraction(change) {
    const given = Object.fromEntries(Object.entries(change).filter(([key, value]) => value !== undefined || key === 'starter'));
    Object.assign(pdfExtraction, given);
    return { ...pdfExtraction };
}


/***/ }),

/***/ 18164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  YF: () => (/* binding */ applyChanges),
  EP: () => (/* binding */ compareToDocument),
  Tz: () => (/* reexport */ registry/* detectFormat */.Tz),
  mS: () => (/* binding */ diffModels),
  GS: () => (/* binding */ documentInfo),
  hV: () => (/* binding */ formatsList),
  Wd: () => (/* binding */ listChanges),
  Fq: () => (/* binding */ protectResult),
  u0: () => (/* binding */ readDocument)
});

// UNUSED EXPORTS: UnsupportedFormatError, compareFiles, configurePdfExtraction, diffDocuments

// EXTERNAL MODULE: ./src/engine/diff/compare.ts + 1 modules
var compare = __webpack_require__(18711);
// EXTERNAL MODULE: ./src/engine/crypto/ooxml.ts
var ooxml = __webpack_require__(4497);
;// CONCATENATED MODULE: ./src/engine/crypto/protect.ts

const OOXML_KEYS = new Set(['docx', 'docm', 'dotx', 'dotm', 'xlsx', 'xlsm', 'xltx', 'xltm', 'pptx', 'pptm', 'potx', 'potm', 'vsdx', 'vsdm', 'vstx']);
const ODF_KEYS = new Set(['odt', 'ott', 'ods', 'odp']);
function protectionOf(formatKey) {
    if (OOXML_KEYS.has(formatKey))
        return 'ooxml';
    if (ODF_KEYS.has(formatKey))
        return 'odf';
    if (formatKey === 'pdf')
        return 'pdf';
    return undefined;
}
/** The result encrypted with the password, or undefined when its format has no password. */
async function encryptResult(bytes, formatKey, password) {
    switch (protectionOf(formatKey)) {
        case 'ooxml':
            return (0,ooxml/* encryptOfficeDocument */.rY)(bytes, password);
        // Loaded on first use: pdf-lib has no place on the git driver's start-up path.
        case 'odf':
            return (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 76689))).encryptOdfPackage(bytes, password);
        case 'pdf':
            return (await Promise.all(/* import() */[__webpack_require__.e(8013), __webpack_require__.e(2164)]).then(__webpack_require__.bind(__webpack_require__, 12164))).encryptPdf(bytes, password);
        default:
            return undefined;
    }
}

// EXTERNAL MODULE: ./src/engine/diff/types.ts
var types = __webpack_require__(59597);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/result-settings.ts
var result_settings = __webpack_require__(10463);
// EXTERNAL MODULE: ./src/engine/formats/registry.ts
var registry = __webpack_require__(37946);
// EXTERNAL MODULE: ./src/engine/layout/estimate.ts
var estimate = __webpack_require__(34895);
// EXTERNAL MODULE: ./src/engine/changeinfo.ts
var changeinfo = __webpack_require__(66980);
// EXTERNAL MODULE: ./src/engine/settings.ts
var settings = __webpack_require__(94441);
// EXTERNAL MODULE: ./src/engine/layout/context.ts
var context = __webpack_require__(35418);
// EXTERNAL MODULE: ./src/engine/formats/pdf/extraction-settings.ts
var extraction_settings = __webpack_require__(94777);
;// CONCATENATED MODULE: ./src/engine/index.ts











async function readDocument(input, options = {}) {
    try {
        const bytes = await (0,ooxml/* unlockOfficeDocument */.qC)(input.bytes, input.password);
        const format = (0,registry/* detectFormat */.Tz)(bytes, input.fileName);
        const reader = await (0,registry/* readerFor */.d2)(format);
        return await reader.read(bytes, format.key, { ...options, fileName: input.fileName, password: input.password });
    }
    catch (error) {
        throw withFileName(error, input.fileName);
    }
}
/**
 * Engine errors get the file's name; anything else a reader throws is a bug met on this input,
 * reported as an unreadable document rather than a stack trace.
 */
function withFileName(error, fileName) {
    const engineError = error instanceof errors/* EngineError */.NJ ? error : new errors/* CorruptDocumentError */.b6(`could not be read (${(0,errors/* errorMessage */.gJ)(error)})`);
    if (!engineError.fileName)
        engineError.fileName = fileName;
    return engineError;
}
/**
 * Diffs two read documents: with the family's own differ when both are of a family that has
 * one (loaded with its reader), otherwise with the generic block diff.
 */
async function diffModels(source, target, options = types/* DEFAULT_DIFF_OPTIONS */.d) {
    const a = (0,registry/* formatByKey */.Qk)(source.format);
    const b = (0,registry/* formatByKey */.Qk)(target.format);
    if (a && b && a.family === b.family) {
        const reader = await (0,registry/* readerFor */.d2)(a);
        if (reader.diff)
            return reader.diff(source, target, options);
    }
    return (0,compare/* diffDocuments */.me)(source, target, options);
}
/** Compares two documents and returns the engine's own change records. */
async function compareFiles(source, target, options = {}) {
    const [a, b] = await Promise.all([readDocument(source), readDocument(target)]);
    const changes = await diffModels(a, b, { ...DEFAULT_DIFF_OPTIONS, ...options });
    return { changes, warnings: [...tagWarnings(a, source.fileName), ...tagWarnings(b, target.fileName), ...familyWarning(a, b, source.fileName, target.fileName)], source: a, target: b };
}
const FAMILY_NAMES = {
    word: 'a word-processing document',
    cells: 'a spreadsheet',
    slides: 'a presentation',
    pdf: 'a PDF',
    text: 'a text file',
    image: 'an image',
    diagram: 'a diagram',
    email: 'an email',
};
/**
 * Documents of two families (a DOCX and a PDF) are compared by their text alone: their
 * structures (sheets and pages, slides and paragraphs) do not pair up. Said once, so a
 * surprising list is not taken for a like-for-like comparison.
 */
function familyWarning(source, target, sourceName, targetName) {
    const a = (0,registry/* formatByKey */.Qk)(source.format)?.family;
    const b = (0,registry/* formatByKey */.Qk)(target.format)?.family;
    if (!a || !b || a === b)
        return [];
    const what = (family) => FAMILY_NAMES[family] ?? `a ${family} file`;
    const message = `${sourceName ?? 'the source'} is ${what(a)} and ${targetName ?? 'the target'} ${what(b)}: documents of different families are compared by their text alone`;
    return [{ code: 'different-families', message }];
}
/**
 * The API's "changes" operation: one source against one or more targets. With several targets
 * each change names its target in Authors, and Ids run on across targets.
 */
async function listChanges(request) {
    const options = (0,settings/* diffOptionsFromSettings */.j)(request.settings);
    // The source and the first target are read together: a large PDF's reading then keeps every
    // core busy. The source is awaited first, so its error still wins when both fail.
    const reading = readDocument(request.source);
    const firstTarget = request.targets.length ? readDocument(request.targets[0]) : undefined;
    firstTarget?.catch(() => { });
    const source = await reading;
    const warnings = tagWarnings(source, request.source.fileName);
    const changes = [];
    const places = [];
    const multi = request.targets.length > 1;
    for (const [index, targetInput] of request.targets.entries()) {
        const target = await (index === 0 && firstTarget ? firstTarget : readDocument(targetInput));
        warnings.push(...tagWarnings(target, targetInput.fileName), ...familyWarning(source, target, request.source.fileName, targetInput.fileName));
        let engineChanges = await diffModels(source, target, options);
        if (options.calculateCoordinates && request.office && engineChanges.length) {
            const { anchorInLibreOffice, flowsOntoPages } = await Promise.all(/* import() */[__webpack_require__.e(6451), __webpack_require__.e(5250)]).then(__webpack_require__.bind(__webpack_require__, 65250));
            if (flowsOntoPages(targetInput))
                engineChanges = (await anchorInLibreOffice(engineChanges, { source, target }, { source: request.source, target: targetInput }, request.office)).changes;
        }
        const extra = multi ? [targetInput.fileName ?? `target ${index + 1}`] : [];
        changes.push(...(0,changeinfo/* toChangeInfos */.H)(engineChanges, source, target, changes.length, extra, options.calculateCoordinates));
        places.push(...engineChanges.map((c) => c.place));
    }
    const wanted = request.changeType?.toLowerCase();
    const keep = changes.map((c) => !wanted || wanted === 'none' || c.Type.toLowerCase() === wanted);
    // Ids stay those of the unfiltered list, so a filtered list can still name changes to apply.
    return { changes: changes.filter((_, i) => keep[i]), places: places.filter((_, i) => keep[i]), warnings };
}
/**
 * The API's comparisons operation: the result document (styled redline or tracked changes) in
 * the source's format, written, validated and re-read before it is returned.
 */
async function compareToDocument(request) {
    return writeResult(request, (0,result_settings/* resultOptionsFromSettings */.p7)(request.settings, { mode: request.mode, author: request.author, date: request.date }));
}
/**
 * The API's updates operation: the target with rejected changes reverted to the source's
 * content and all others kept; clean unless tracked mode is asked for.
 */
async function applyChanges(request) {
    const rejected = new Set();
    for (const decision of request.decisions) {
        if (String(decision.ComparisonAction ?? 'None').toLowerCase() === 'reject')
            rejected.add(decision.Id);
    }
    const mode = request.mode ?? (request.settings?.WordTrackChanges ? 'tracked' : 'clean');
    const options = (0,result_settings/* resultOptionsFromSettings */.p7)(request.settings, { mode, rejected, author: request.author, date: request.date });
    return writeResult(request, options, request.decisions.map((d) => d.Id), request.skipUnknownIds ?? false);
}
async function writeResult(request, options, knownIds = [], skipUnknownIds = false) {
    const progress = request.onProgress ?? (() => { });
    const diffOptions = (0,settings/* diffOptionsFromSettings */.j)(request.settings);
    progress('read', 0);
    const [source, target] = await Promise.all([readDocument(request.source), readDocument(request.target)]);
    // Writers edit the package itself: protected inputs are decrypted first (the reads above
    // already proved the passwords right), and PasswordSaveOption protects the result again.
    const [sourceBytes, targetBytes] = await Promise.all([
        (0,ooxml/* unlockOfficeDocument */.qC)(request.source.bytes, request.source.password),
        (0,ooxml/* unlockOfficeDocument */.qC)(request.target.bytes, request.target.password),
    ]);
    const format = (0,registry/* detectFormat */.Tz)(sourceBytes, request.source.fileName);
    const targetFormat = (0,registry/* detectFormat */.Tz)(targetBytes, request.target.fileName);
    if (format.family !== targetFormat.family || (format.key === 'odt') !== (targetFormat.key === 'odt')) {
        throw new errors/* InvalidOptionsError */.cb(`a result document needs two documents of one format; got ${format.key} and ${targetFormat.key}`);
    }
    options.metadata = resultMetadata(request.settings, source, options.metadata);
    if (!request.date)
        options.date = (0,result_settings/* resultDateFromInputs */.HL)(target.metadata.modified);
    const writer = await (0,registry/* writerFor */.PZ)(format);
    if (!writer)
        throw new errors/* UnsupportedFormatError */.N$(`result documents in ${format.key} are not available yet`);
    progress('compare', 0.3);
    const changes = await diffModels(source, target, diffOptions);
    const unknown = [...new Set(knownIds.filter((id) => !Number.isInteger(id) || id < 0 || id >= changes.length))];
    if (unknown.length && skipUnknownIds) {
        options.rejected = new Set([...options.rejected].filter((id) => !unknown.includes(id)));
    }
    else if (unknown.length) {
        throw new errors/* InvalidOptionsError */.cb(`unknown change Id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (the comparison has ${changes.length} change${changes.length === 1 ? '' : 's'}, Ids 0–${Math.max(0, changes.length - 1)})`);
    }
    progress('write', 0.5);
    const output = await writer.write({
        format: format.key,
        source: { bytes: sourceBytes, document: source, fileName: request.source.fileName },
        target: { bytes: targetBytes, document: target, fileName: request.target.fileName, password: request.target.password },
        changes,
        options,
    });
    progress('validate', 0.8);
    let inherited;
    try {
        inherited = (await writer.validate(output.bytes, { source: sourceBytes, target: targetBytes, password: request.target.password })) ?? [];
        // A PDF result is the target plus an update: an encrypted target's result opens with its password.
        await readDocument({ bytes: output.bytes, fileName: `result.${format.key}`, password: format.family === 'pdf' ? request.target.password : undefined });
    }
    catch (error) {
        const failure = new errors/* CorruptDocumentError */.b6(`the written result failed validation, nothing was saved (${(0,errors/* errorMessage */.gJ)(error)})`);
        failure.writerBug = true;
        throw failure;
    }
    const warnings = [...tagWarnings(source, request.source.fileName), ...tagWarnings(target, request.target.fileName), ...output.warnings, ...inherited];
    const bytes = await protectResult(output.bytes, format, request, warnings);
    progress('done', 1);
    return {
        bytes,
        changes: (0,changeinfo/* toChangeInfos */.H)(changes, source, target, 0, [], diffOptions.calculateCoordinates),
        places: changes.map((c) => c.place),
        contexts: (0,context/* changeContexts */.H)(changes, source, target).map((c) => c ?? null),
        warnings,
        extension: `.${format.key === 'code' ? 'txt' : format.key}`,
        ...(unknown.length ? { skippedIds: unknown } : {}),
    };
}
/**
 * Settings.CloneMetadata decides whose core properties the result keeps; MetaData's fields,
 * when given, win over the cloned ones. Target (and Default) keep the target's as they are.
 */
function resultMetadata(settings, source, given) {
    const clone = String(settings?.CloneMetadata ?? 'Default').toLowerCase();
    if (!['default', 'target', 'source', 'fileauthor'].includes(clone)) {
        throw new errors/* InvalidOptionsError */.cb(`CloneMetadata '${settings?.CloneMetadata}' is not one of Default, Source, Target, FileAuthor`);
    }
    if (clone === 'source') {
        return {
            author: given.author ?? source.metadata.author ?? '',
            lastModifiedBy: given.lastModifiedBy ?? source.metadata.lastModifiedBy ?? '',
            company: given.company ?? source.metadata.company,
        };
    }
    if (clone === 'fileauthor') {
        // The result is authored by whoever MetaData names (the caller), not by either input's author.
        return { author: given.author ?? '', lastModifiedBy: given.lastModifiedBy ?? given.author ?? '', company: given.company };
    }
    return given;
}
/**
 * Settings.PasswordSaveOption: the result is encrypted with the source's, the target's or the
 * given password, then decrypted again and re-read, so a protected result is known to open.
 * A format that has no password (text, HTML, CSV, e-mail, images) is returned as it is, with a
 * `password-not-supported` warning pushed to `warnings`: never a failure.
 */
async function protectResult(bytes, format, request, warnings = []) {
    const option = String(request.settings?.PasswordSaveOption ?? 'None').toLowerCase();
    if (option === 'none')
        return bytes;
    const password = option === 'source' ? request.source.password : option === 'target' ? request.target.password : option === 'user' ? request.settings?.Password : undefined;
    if (!['source', 'target', 'user'].includes(option))
        throw new errors/* InvalidOptionsError */.cb(`PasswordSaveOption '${request.settings?.PasswordSaveOption}' is not one of None, Source, Target, User`);
    if (!password)
        throw new errors/* InvalidOptionsError */.cb(`PasswordSaveOption ${request.settings?.PasswordSaveOption} needs a password, and ${option === 'user' ? 'Settings.Password' : `the ${option} document's password`} is not given`);
    const encrypted = await encryptResult(bytes, format.key, password);
    if (!encrypted) {
        warnings.push({ code: 'password-not-supported', message: `${format.key} files cannot carry a password; the result is not protected` });
        return bytes;
    }
    await readDocument({ bytes: encrypted, fileName: `result.${format.key}`, password });
    return encrypted;
}
/** The API's info operation: format, extension, size and page count. */
async function documentInfo(input) {
    let format;
    let pages;
    try {
        format = (0,registry/* detectFormat */.Tz)(await (0,ooxml/* unlockOfficeDocument */.qC)(input.bytes, input.password), input.fileName);
        pages = await pageCount(input, format);
    }
    catch (error) {
        throw withFileName(error, input.fileName);
    }
    return {
        FileFormat: format.name,
        Extension: `.${format.key === 'code' ? (input.fileName?.split('.').pop() ?? 'txt') : format.key}`,
        Size: input.bytes.length,
        PageCount: pages,
    };
}
/** A PDF says how many pages it has in its page tree; other documents are read and laid out. */
async function pageCount(input, format) {
    if (format.key === 'pdf') {
        const { pdfPageCount } = await __webpack_require__.e(/* import() */ 4810).then(__webpack_require__.bind(__webpack_require__, 62429));
        return pdfPageCount(input.bytes, input.password);
    }
    return new estimate/* PageLayoutEstimate */.y(await readDocument(input)).pages();
}
/** The API's formats list: one record per extension. */
function formatsList() {
    return (0,registry/* supportedFormats */.hP)().flatMap((f) => f.extensions.map((extension) => ({ Extension: extension, FileFormat: f.name })));
}
function tagWarnings(document, fileName) {
    return document.warnings.map((w) => ({ ...w, fileName }));
}

/** How many threads read a large PDF's pages (a process that already runs one engine per core sets 1). */



/***/ }),

/***/ 35418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ changeContexts),
/* harmony export */   V: () => (/* binding */ blockAt)
/* harmony export */ });
/* harmony import */ var _model_document__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64451);

const REACH = 80;
function changeContexts(changes, source, target) {
    return changes.map((change) => {
        // Deletions read in the source's paragraph; everything else in the target's.
        const fromSource = change.kind === 'Deleted' || !change.target;
        return contextOf(fromSource ? source : target, fromSource ? change.source : change.target);
    });
}
function contextOf(model, side) {
    if (!side || side.start === undefined || side.end === undefined)
        return undefined;
    const block = blockAt(model, side);
    if (!block || block.type !== 'paragraph')
        return undefined;
    const text = (0,_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)(block);
    if (side.start === 0 && side.end >= text.length)
        return undefined;
    let before = text.slice(0, side.start);
    let after = text.slice(side.end);
    // From the start of the change's sentence to the end of it, at most REACH characters each way.
    const sentenceStart = Math.max(before.search(/[.!?]\s+[^.!?]*$/) + 1, 0);
    before = before.slice(sentenceStart).replace(/^\s+/, '');
    const sentenceEnd = after.search(/[.!?](\s|$)/);
    if (sentenceEnd >= 0)
        after = after.slice(0, sentenceEnd + 1);
    if (before.length > REACH)
        before = `…${before.slice(before.length - REACH).replace(/^\S*\s/, '')}`;
    if (after.length > REACH)
        after = `${after.slice(0, REACH).replace(/\s\S*$/, '')}…`;
    if (!before.trim() && !after.trim())
        return undefined;
    return { before, after };
}
/** The block a change side names: a body block, or one inside a table cell (`[table, row, cell, block]`). */
function blockAt(model, side) {
    const story = model.stories.find((s) => s.key === side.story);
    let blocks = story?.blocks ?? [];
    const path = side.blockPath;
    for (let i = 0; i < path.length;) {
        const block = blocks[path[i]];
        if (!block || i === path.length - 1)
            return block;
        if (block.type !== 'table')
            return undefined;
        const cell = block.rows[path[i + 1]]?.cells[path[i + 2]];
        if (!cell)
            return undefined;
        blocks = cell.blocks;
        i += 3;
    }
    return undefined;
}


/***/ }),

/***/ 34895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ PageLayoutEstimate)
/* harmony export */ });
/* harmony import */ var _model_document__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64451);
/* harmony import */ var _flow__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20569);


const LETTER = { width: 612, height: 792 };
const MARGIN = 72;
const DEFAULT_FONT_SIZE = 11;
const PARAGRAPH_SPACING = 8;
class PageLayoutEstimate {
    document;
    precise;
    width;
    height;
    body = [];
    pageCount;
    layout;
    /**
     * `precise` lays the document out with the built-in renderer's flow (Settings.
     * CalculateComponentCoordinates, and whenever boxes are drawn on built-in previews); otherwise
     * the cheap line estimate above is used, which costs next to nothing on long documents.
     */
    constructor(document, precise = false) {
        this.document = document;
        this.precise = precise;
        this.width = document.pageSize?.width ?? LETTER.width;
        this.height = document.pageSize?.height ?? LETTER.height;
        const body = document.stories.find((s) => s.kind === 'body');
        let page = 1;
        let y = MARGIN;
        const bottom = this.height - MARGIN;
        for (const block of body?.blocks ?? []) {
            const placed = this.measure(block);
            if (y + placed.height > bottom && y > MARGIN) {
                page++;
                y = MARGIN;
            }
            if (placed.height > bottom - MARGIN) {
                // A block taller than a page flows over several.
                this.body.push({ ...placed, page, y });
                const pages = Math.ceil(placed.height / (bottom - MARGIN));
                page += pages - 1;
                y = MARGIN + (placed.height % (bottom - MARGIN));
                continue;
            }
            this.body.push({ ...placed, page, y });
            y += placed.height + PARAGRAPH_SPACING;
            if (block.type === 'paragraph' && block.runs.some((r) => r.object?.kind === 'break' && /page/i.test(r.object.name ?? ''))) {
                page++;
                y = MARGIN;
            }
        }
        this.pageCount = page;
    }
    /** Estimated page count of the body. */
    pages() {
        return this.document.pageCount ?? this.pageCount;
    }
    /** Page and box of one side of a change. */
    locate(side) {
        const base = { pageWidth: this.width, pageHeight: this.height };
        const contentWidth = this.width - 2 * MARGIN;
        if (!side)
            return { ...base, pageNumber: 1, x: MARGIN, y: MARGIN, width: contentWidth, height: 14 };
        if (this.precise) {
            // Laid out on first use: documents without changes never pay for it.
            this.layout ??= new _flow__WEBPACK_IMPORTED_MODULE_0__/* .DocumentLayout */ .o(this.document);
            const laidOut = this.layout.locate(side.story, side.blockPath, side.start, side.end);
            if (laidOut)
                return laidOut;
        }
        const story = this.document.stories.find((s) => s.key === side.story);
        if (!story || story.kind !== 'body' || side.blockPath.length === 0) {
            return { ...base, ...this.storyBox(story, contentWidth) };
        }
        const placed = this.body[side.blockPath[0]];
        if (!placed)
            return { ...base, pageNumber: this.pageCount, x: MARGIN, y: MARGIN, width: contentWidth, height: 14 };
        if (side.start === undefined || side.end === undefined || side.blockPath.length > 1) {
            return { ...base, pageNumber: placed.page, x: MARGIN, y: placed.y, width: contentWidth, height: Math.max(placed.lineHeight, Math.min(placed.height, this.height - MARGIN - placed.y)) };
        }
        const charWidth = contentWidth / placed.charsPerLine;
        const firstLine = Math.floor(side.start / placed.charsPerLine);
        const lastLine = Math.floor(Math.max(side.start, side.end - 1) / placed.charsPerLine);
        const y = placed.y + firstLine * placed.lineHeight;
        if (firstLine === lastLine) {
            const x = MARGIN + (side.start % placed.charsPerLine) * charWidth;
            return { ...base, pageNumber: placed.page, x, y, width: Math.max(charWidth, (side.end - side.start) * charWidth), height: placed.lineHeight };
        }
        return { ...base, pageNumber: placed.page, x: MARGIN, y, width: contentWidth, height: (lastLine - firstLine + 1) * placed.lineHeight };
    }
    storyBox(story, contentWidth) {
        // Header and footer lines sit where the built-in layout draws them (9 pt, baseline at MARGIN / 2).
        if (story?.kind === 'footer')
            return { pageNumber: 1, x: MARGIN, y: this.height - MARGIN / 2 - 10, width: contentWidth, height: 13 };
        if (story?.kind === 'footnote' || story?.kind === 'endnote') {
            return { pageNumber: story.kind === 'endnote' ? this.pageCount : 1, x: MARGIN, y: this.height - MARGIN - 40, width: contentWidth, height: 28 };
        }
        if (story?.kind === 'comment')
            return { pageNumber: 1, x: this.width - MARGIN, y: MARGIN, width: MARGIN - 8, height: 28 };
        return { pageNumber: 1, x: MARGIN, y: MARGIN / 2 - 10, width: contentWidth, height: 13 };
    }
    measure(block) {
        const contentWidth = this.width - 2 * MARGIN;
        if (block.type === 'paragraph')
            return this.measureParagraph(block, contentWidth);
        if (block.type === 'object')
            return { page: 0, y: 0, lineHeight: 14, charsPerLine: 80, height: 144 };
        if (block.type === 'shape')
            return { page: 0, y: 0, lineHeight: 14, charsPerLine: 80, height: block.box?.height ?? 72 };
        let height = 0;
        for (const row of block.rows) {
            const cellWidth = contentWidth / Math.max(1, row.cells.length);
            let rowHeight = 14;
            for (const cell of row.cells) {
                const chars = cell.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_1__/* .blockText */ .dK).join(' ').length;
                const perLine = Math.max(4, Math.floor(cellWidth / (DEFAULT_FONT_SIZE * 0.5)));
                rowHeight = Math.max(rowHeight, Math.ceil(Math.max(1, chars) / perLine) * 14 + 4);
            }
            height += rowHeight;
        }
        return { page: 0, y: 0, lineHeight: 14, charsPerLine: 80, height };
    }
    measureParagraph(paragraph, contentWidth) {
        const size = paragraph.runs.find((r) => r.style.size)?.style.size ?? (paragraph.headingLevel ? 16 : DEFAULT_FONT_SIZE);
        const charsPerLine = Math.max(8, Math.floor(contentWidth / (size * 0.5)));
        const lineHeight = Math.round(size * 1.25 * 10) / 10;
        const chars = (0,_model_document__WEBPACK_IMPORTED_MODULE_1__/* .blockText */ .dK)(paragraph).length;
        const lines = Math.max(1, Math.ceil(chars / charsPerLine));
        return { page: 0, y: 0, lineHeight, charsPerLine, height: lines * lineHeight };
    }
}


/***/ }),

/***/ 20569:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ DocumentLayout)
/* harmony export */ });
/* unused harmony export layoutParagraph */
/* harmony import */ var _model_document__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64451);
/* harmony import */ var _metrics__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61740);


const LETTER = { width: 612, height: 792 };
const SLIDE = { width: 720, height: 540 };
const SHEET_PAGE = { width: 792, height: 612 };
const MARGIN = 72;
const BODY_SIZE = 11;
const HEADING_SIZES = [0, 20, 16, 14, 13, 12, 12, 11, 11, 11];
// Word's Normal style: 8 pt after each paragraph (the model carries no spacing of its own).
const PARAGRAPH_SPACING = 8;
const CELL_PADDING = 4;
const IMAGE_BOX = { width: 200, height: 112 };
const LINE_FACTOR = 1.25;
class DocumentLayout {
    document;
    pages = [];
    placements = new Map();
    storyPages = new Map();
    pageSize;
    constructor(document) {
        this.document = document;
        const paged = document.stories.some((s) => s.kind === 'slide' || s.kind === 'sheet' || s.kind === 'page');
        this.pageSize = document.pageSize ?? (paged && document.stories.some((s) => s.kind === 'slide') ? SLIDE : LETTER);
        if (paged) {
            for (const story of document.stories) {
                if (story.hidden)
                    continue;
                if (story.kind === 'sheet')
                    this.layoutSheet(story);
                else if (story.kind === 'slide' || story.kind === 'page')
                    this.layoutSlide(story);
            }
        }
        else {
            this.layoutFlow(document.stories.filter((s) => s.kind === 'body' || s.kind === 'message' || s.kind === 'attachment'));
        }
        if (this.pages.length === 0)
            this.newPage(this.pageSize);
    }
    /** Placement of a block by story key and block path (`[12]`, `[3, 2, 1, 0]`). */
    placement(story, blockPath) {
        return this.placements.get(key(story, blockPath));
    }
    /** Page of a story that is a page of its own (slide, sheet). */
    storyPage(story) {
        return this.storyPages.get(story);
    }
    /**
     * The box of characters [start, end) of a placed block, or the whole block: on the page of
     * its first line, as the union of the lines there.
     */
    locate(story, blockPath, start, end) {
        let path = [...blockPath];
        let placed = this.placement(story, path);
        // A path deeper than what was placed (a run inside a shape's paragraph) falls back to its parent.
        while (!placed && path.length > 1) {
            path = path.slice(0, -1);
            placed = this.placement(story, path);
            start = end = undefined;
        }
        if (!placed) {
            const page = this.storyPage(story);
            if (page === undefined)
                return undefined;
            const p = this.pages[page - 1];
            return { pageNumber: page, pageWidth: p.width, pageHeight: p.height, x: 0, y: 0, width: p.width, height: p.height };
        }
        const page = this.pages[placed.page - 1];
        const base = { pageWidth: page.width, pageHeight: page.height };
        if (start === undefined || end === undefined || placed.lines.length === 0)
            return { ...base, pageNumber: placed.page, x: placed.x, y: placed.y, width: placed.width, height: placed.height };
        const last = Math.max(start, end - 1);
        const lines = placed.lines.filter((l) => l.start <= last && (l.end > start || (l.start === l.end && l.start === start)));
        if (lines.length === 0) {
            const line = placed.lines[placed.lines.length - 1];
            const x = line.xs[line.xs.length - 1];
            return { ...base, pageNumber: line.page, x, y: line.y, width: 4, height: line.height };
        }
        const firstPage = lines[0].page;
        let left = Infinity;
        let right = -Infinity;
        let top = Infinity;
        let bottom = -Infinity;
        for (const line of lines) {
            if (line.page !== firstPage)
                break;
            const from = Math.max(start, line.start) - line.start;
            const to = Math.min(end, line.end) - line.start;
            left = Math.min(left, line.xs[from]);
            right = Math.max(right, line.xs[Math.max(from, to)]);
            top = Math.min(top, line.y);
            bottom = Math.max(bottom, line.y + line.height);
        }
        const pageOf = this.pages[firstPage - 1];
        return { pageNumber: firstPage, pageWidth: pageOf.width, pageHeight: pageOf.height, x: left, y: top, width: Math.max(2, right - left), height: bottom - top };
    }
    newPage(size) {
        const page = { pageNumber: this.pages.length + 1, width: size.width, height: size.height, items: [] };
        this.pages.push(page);
        return page;
    }
    // ---- flowed documents (Word, ODF, text) ----
    layoutFlow(stories) {
        const size = this.pageSize;
        const top = MARGIN;
        const bottom = size.height - MARGIN;
        const left = MARGIN;
        const width = size.width - 2 * MARGIN;
        let page = this.newPage(size);
        let y = top;
        const ensure = (height) => {
            if (y + height > bottom && y > top) {
                page = this.newPage(size);
                y = top;
            }
        };
        const header = this.document.stories.find((s) => s.kind === 'header');
        const footer = this.document.stories.find((s) => s.kind === 'footer');
        for (const story of stories) {
            for (const [index, block] of story.blocks.entries()) {
                const path = [index];
                if (block.type === 'paragraph') {
                    const draft = layoutParagraph(block, width);
                    y += y > top ? draft.spaceBefore : 0;
                    let placement;
                    for (const [lineIndex, line] of draft.lines.entries()) {
                        const height = line.size * LINE_FACTOR;
                        ensure(height);
                        const placed = this.emitLine(page, line, left, y, lineIndex === 0 ? draft.label : undefined);
                        placement ??= { page: page.pageNumber, x: left, y, width, height: 0, lines: [] };
                        placement.lines.push(placed);
                        if (placement.page === page.pageNumber)
                            placement.height = y + height - placement.y;
                        y += height;
                        if (line.pageBreakAfter) {
                            page = this.newPage(size);
                            y = top;
                        }
                    }
                    if (placement)
                        this.placements.set(key(story.key, path), placement);
                    y += PARAGRAPH_SPACING;
                }
                else if (block.type === 'table') {
                    const result = this.layoutTable(block, story.key, path, left, width, { page, y }, () => {
                        page = this.newPage(size);
                        return { page, y: top };
                    }, bottom);
                    page = result.page;
                    y = result.y + PARAGRAPH_SPACING;
                }
                else {
                    const height = block.type === 'shape' ? Math.min(bottom - top, block.box?.height ?? 72) : IMAGE_BOX.height;
                    const boxWidth = block.type === 'shape' ? Math.min(width, block.box?.width ?? width) : Math.min(width, IMAGE_BOX.width);
                    ensure(height);
                    if (block.type === 'shape')
                        this.layoutShape(page, block, story.key, path, { x: left, y, width: boxWidth, height });
                    else {
                        page.items.push({ kind: 'rect', x: left, y, width: boxWidth, height, fill: 'E6E6E6', stroke: 'A0A0A0', label: (0,_model_document__WEBPACK_IMPORTED_MODULE_1__/* .blockText */ .dK)(block) });
                        this.placements.set(key(story.key, path), { page: page.pageNumber, x: left, y, width: boxWidth, height, lines: [] });
                    }
                    y += height + PARAGRAPH_SPACING;
                }
            }
        }
        this.decorate(header, footer, width);
    }
    /** Header and footer text on every page, in grey, as a reader of the page expects them. */
    decorate(header, footer, width) {
        for (const page of this.pages) {
            for (const [story, y] of [[header, MARGIN / 2], [footer, page.height - MARGIN / 2]]) {
                const text = story?.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_1__/* .blockText */ .dK).join('  ').trim();
                if (!text)
                    continue;
                const size = 9;
                let shown = text;
                while (shown.length > 1 && (0,_metrics__WEBPACK_IMPORTED_MODULE_0__/* .textWidth */ .sc)(shown, size, false) > width)
                    shown = shown.slice(0, -2);
                page.items.push({ kind: 'text', y, spans: [{ x: MARGIN, text: shown, style: { color: '808080' }, size }] });
            }
        }
    }
    emitLine(page, line, x0, y, label) {
        const spans = line.spans.map((s) => ({ ...s, x: s.x + x0 }));
        if (label)
            spans.unshift({ ...label, x: label.x + x0 });
        if (spans.some((s) => s.text.trim()))
            page.items.push({ kind: 'text', y: y + line.size * 1.0, spans });
        for (const box of line.boxes) {
            page.items.push({ kind: 'rect', x: x0 + box.x, y: y + 1, width: box.width, height: line.size * LINE_FACTOR - 2, fill: 'E6E6E6', stroke: 'A0A0A0', label: box.label });
        }
        return { page: page.pageNumber, y, height: line.size * LINE_FACTOR, start: line.start, end: line.end, xs: line.xs.map((v) => v + x0) };
    }
    layoutTable(table, storyKey, path, left, width, at, nextPage, bottom) {
        const columns = Math.max(1, ...table.rows.map((row) => row.cells.reduce((n, c) => n + (c.colSpan ?? 1), 0)));
        const columnWidth = width / columns;
        let { page, y } = at;
        const startPage = page.pageNumber;
        const startY = y;
        for (const [rowIndex, row] of table.rows.entries()) {
            let column = 0;
            const cells = row.cells.map((cell) => {
                const span = cell.colSpan ?? 1;
                const x = left + column * columnWidth;
                column += span;
                const cellWidth = span * columnWidth;
                const drafts = cell.blocks.map((block) => (block.type === 'paragraph' ? layoutParagraph(block, cellWidth - 2 * CELL_PADDING, 10) : undefined));
                const height = drafts.reduce((h, d, i) => h + (d ? d.lines.reduce((s, l) => s + l.size * LINE_FACTOR, 0) : cell.blocks[i] ? 14 : 0), 0);
                return { cell, x, cellWidth, drafts, height };
            });
            const rowHeight = Math.max(16, ...cells.map((c) => c.height + 2 * CELL_PADDING));
            if (y + rowHeight > bottom && y > MARGIN)
                ({ page, y } = nextPage());
            for (const [cellIndex, c] of cells.entries()) {
                if (c.cell.vMerge !== 'continue')
                    page.items.push({ kind: 'rect', x: c.x, y, width: c.cellWidth, height: rowHeight, stroke: '808080' });
                let cy = y + CELL_PADDING;
                for (const [blockIndex, draft] of c.drafts.entries()) {
                    const blockPath = [...path, rowIndex, cellIndex, blockIndex];
                    if (!draft) {
                        const label = (0,_model_document__WEBPACK_IMPORTED_MODULE_1__/* .blockText */ .dK)(c.cell.blocks[blockIndex]);
                        page.items.push({ kind: 'text', y: cy + 10, spans: [{ x: c.x + CELL_PADDING, text: label.slice(0, 60), style: { color: '606060' }, size: 9 }] });
                        this.placements.set(key(storyKey, blockPath), { page: page.pageNumber, x: c.x, y: cy, width: c.cellWidth, height: 14, lines: [] });
                        cy += 14;
                        continue;
                    }
                    const placement = { page: page.pageNumber, x: c.x + CELL_PADDING, y: cy, width: c.cellWidth - 2 * CELL_PADDING, height: 0, lines: [] };
                    for (const [lineIndex, line] of draft.lines.entries()) {
                        placement.lines.push(this.emitLine(page, line, c.x + CELL_PADDING, cy, lineIndex === 0 ? draft.label : undefined));
                        cy += line.size * LINE_FACTOR;
                    }
                    placement.height = cy - placement.y;
                    this.placements.set(key(storyKey, blockPath), placement);
                }
                this.placements.set(key(storyKey, [...path, rowIndex, cellIndex]), { page: page.pageNumber, x: c.x, y, width: c.cellWidth, height: rowHeight, lines: [] });
            }
            this.placements.set(key(storyKey, [...path, rowIndex]), { page: page.pageNumber, x: left, y, width, height: rowHeight, lines: [] });
            y += rowHeight;
        }
        this.placements.set(key(storyKey, path), { page: startPage, x: left, y: startY, width, height: page.pageNumber === startPage ? y - startY : bottom - startY, lines: [] });
        return { page, y };
    }
    // ---- slides and drawings: shapes at their boxes ----
    layoutSlide(story) {
        const size = story.pageSize ?? this.pageSize;
        const page = this.newPage(size);
        this.storyPages.set(story.key, page.pageNumber);
        let y = 36;
        for (const [index, block] of story.blocks.entries()) {
            if (block.type === 'shape') {
                const box = block.box ?? { x: 36, y, width: size.width - 72, height: 60 };
                this.layoutShape(page, block, story.key, [index], box);
                y = Math.max(y, box.y + box.height + 8);
            }
            else if (block.type === 'paragraph') {
                const draft = layoutParagraph(block, size.width - 72);
                const placement = { page: page.pageNumber, x: 36, y, width: size.width - 72, height: 0, lines: [] };
                for (const line of draft.lines) {
                    placement.lines.push(this.emitLine(page, line, 36, y));
                    y += line.size * LINE_FACTOR;
                }
                placement.height = y - placement.y;
                this.placements.set(key(story.key, [index]), placement);
            }
            else {
                const height = 40;
                page.items.push({ kind: 'rect', x: 36, y, width: size.width - 72, height, fill: 'F0F0F0', stroke: 'A0A0A0', label: (0,_model_document__WEBPACK_IMPORTED_MODULE_1__/* .blockText */ .dK)(block).slice(0, 80) });
                this.placements.set(key(story.key, [index]), { page: page.pageNumber, x: 36, y, width: size.width - 72, height, lines: [] });
                y += height + 8;
            }
        }
    }
    layoutShape(page, shape, storyKey, path, box) {
        const hasText = shape.blocks.some((b) => (0,_model_document__WEBPACK_IMPORTED_MODULE_1__/* .blockText */ .dK)(b).trim());
        if (shape.object && !hasText)
            page.items.push({ kind: 'rect', ...box, fill: 'E6E6E6', stroke: 'A0A0A0', label: (0,_model_document__WEBPACK_IMPORTED_MODULE_1__/* .blockText */ .dK)({ type: 'object', object: shape.object }) });
        else
            page.items.push({ kind: 'rect', ...box, stroke: 'C8C8C8' });
        this.placements.set(key(storyKey, path), { page: page.pageNumber, ...box, lines: [] });
        const inner = Math.max(8, box.width - 2 * CELL_PADDING);
        const defaultSize = shape.placeholder === 'title' || shape.placeholder === 'ctrTitle' ? 28 : 16;
        let y = box.y + CELL_PADDING;
        for (const [index, block] of shape.blocks.entries()) {
            if (block.type !== 'paragraph')
                continue;
            const draft = layoutParagraph(block, inner, defaultSize);
            const placement = { page: page.pageNumber, x: box.x + CELL_PADDING, y, width: inner, height: 0, lines: [] };
            for (const [lineIndex, line] of draft.lines.entries()) {
                placement.lines.push(this.emitLine(page, line, box.x + CELL_PADDING, y, lineIndex === 0 ? draft.label : undefined));
                y += line.size * LINE_FACTOR;
            }
            placement.height = y - placement.y;
            this.placements.set(key(storyKey, [...path, index]), placement);
        }
    }
    // ---- sheets: a grid of the first rows and columns that fit ----
    layoutSheet(story) {
        const size = story.pageSize ?? SHEET_PAGE;
        const page = this.newPage(size);
        this.storyPages.set(story.key, page.pageNumber);
        const tableIndex = story.blocks.findIndex((b) => b.type === 'table');
        const table = story.blocks[tableIndex];
        page.items.push({ kind: 'text', y: 24, spans: [{ x: 24, text: story.label, style: { bold: true }, size: 11 }] });
        if (!table)
            return;
        const left = 24;
        const top = 36;
        const headerWidth = 32;
        const rowHeight = 16;
        const columns = Math.max(0, ...table.rows.map((r) => r.cells.length));
        const widths = [];
        for (let c = 0; c < columns; c++) {
            let longest = 0;
            for (const row of table.rows.slice(0, 200))
                longest = Math.max(longest, (0,_metrics__WEBPACK_IMPORTED_MODULE_0__/* .textWidth */ .sc)(row.cells[c] ? row.cells[c].blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_1__/* .blockText */ .dK).join(' ') : '', 9, false));
            widths.push(Math.min(160, Math.max(48, longest + 2 * CELL_PADDING)));
        }
        const xs = [left + headerWidth];
        for (const w of widths)
            xs.push(xs[xs.length - 1] + w);
        const fitColumns = Math.max(1, xs.findIndex((x) => x > size.width - 24) - 1 < 0 ? columns : xs.findIndex((x) => x > size.width - 24) - 1);
        const fitRows = Math.max(1, Math.floor((size.height - top - 24) / rowHeight) - 1);
        const gridRight = xs[Math.min(fitColumns, columns)];
        page.items.push({ kind: 'rect', x: left, y: top, width: gridRight - left, height: rowHeight, fill: 'EEEEEE', stroke: 'B0B0B0' });
        for (let c = 0; c < Math.min(fitColumns, columns); c++) {
            const letter = columnLetter(c);
            page.items.push({ kind: 'text', y: top + 12, spans: [{ x: xs[c] + widths[c] / 2 - (0,_metrics__WEBPACK_IMPORTED_MODULE_0__/* .textWidth */ .sc)(letter, 9, false) / 2, text: letter, style: { color: '505050' }, size: 9 }] });
        }
        for (const [r, row] of table.rows.slice(0, fitRows).entries()) {
            const y = top + (r + 1) * rowHeight;
            const rowNumber = /\d+$/.exec(row.cells.find((c) => c.ref)?.ref ?? '')?.[0] ?? String(r + 1);
            page.items.push({ kind: 'rect', x: left, y, width: headerWidth, height: rowHeight, fill: 'EEEEEE', stroke: 'B0B0B0' });
            page.items.push({ kind: 'text', y: y + 12, spans: [{ x: left + 4, text: rowNumber, style: { color: '505050' }, size: 9 }] });
            for (const [c, cell] of row.cells.entries()) {
                if (c >= fitColumns)
                    break;
                page.items.push({ kind: 'rect', x: xs[c], y, width: widths[c], height: rowHeight, stroke: 'D0D0D0' });
                let text = cell.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_1__/* .blockText */ .dK).join(' ');
                const style = cell.blocks[0]?.type === 'paragraph' ? (cell.blocks[0].runs[0]?.style ?? {}) : {};
                while (text.length > 1 && (0,_metrics__WEBPACK_IMPORTED_MODULE_0__/* .textWidth */ .sc)(text, 9, style.bold === true) > widths[c] - 2 * CELL_PADDING)
                    text = text.slice(0, -1);
                const numeric = /^-?[\d.,]+%?$/.test(text);
                const x = numeric ? xs[c] + widths[c] - CELL_PADDING - (0,_metrics__WEBPACK_IMPORTED_MODULE_0__/* .textWidth */ .sc)(text, 9, style.bold === true) : xs[c] + CELL_PADDING;
                if (text)
                    page.items.push({ kind: 'text', y: y + 12, spans: [{ x, text, style, size: 9 }] });
                const cellPlacement = { page: page.pageNumber, x: xs[c], y, width: widths[c], height: rowHeight, lines: [] };
                this.placements.set(key(story.key, [tableIndex, r, c]), cellPlacement);
                for (let b = 0; b < cell.blocks.length; b++)
                    this.placements.set(key(story.key, [tableIndex, r, c, b]), cellPlacement);
            }
            this.placements.set(key(story.key, [tableIndex, r]), { page: page.pageNumber, x: left, y, width: gridRight - left, height: rowHeight, lines: [] });
        }
        if (table.rows.length > fitRows || columns > fitColumns) {
            page.items.push({ kind: 'text', y: size.height - 10, spans: [{ x: 24, text: `showing ${Math.min(fitRows, table.rows.length)} of ${table.rows.length} rows, ${Math.min(fitColumns, columns)} of ${columns} columns`, style: { color: '808080', italic: true }, size: 8 }] });
        }
    }
}
function columnLetter(index) {
    let s = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
        s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    return s;
}
function key(story, path) {
    return `${story}\u0000${path.join('/')}`;
}
/** Breaks a paragraph into lines of at most `width` points (greedy, at spaces; long words split). */
function layoutParagraph(paragraph, width, baseSize = BODY_SIZE) {
    const heading = paragraph.headingLevel ? HEADING_SIZES[Math.min(9, paragraph.headingLevel)] : undefined;
    const defaultSize = heading ?? baseSize;
    const indent = paragraph.list ? Math.min(width / 2, 18 * (paragraph.list.level + 1)) : 0;
    const available = Math.max(20, width - indent);
    const lines = [];
    const fresh = (start) => ({ spans: [], start, end: start, xs: [indent], size: 0, boxes: [], pageBreakAfter: false });
    let line = fresh(0);
    let x = 0;
    let offset = 0;
    let hasInk = false;
    const finish = (pageBreakAfter = false) => {
        line.pageBreakAfter = pageBreakAfter;
        lines.push(line);
        line = fresh(offset);
        x = 0;
        hasInk = false;
    };
    const put = (text, style, size) => {
        const bold = style.bold === true || (heading !== undefined && style.bold !== false);
        const last = line.spans[line.spans.length - 1];
        const drawn = heading !== undefined && style.bold === undefined ? { ...style, bold: true } : style;
        if (last && last.style === drawn && last.size === size)
            last.text += text;
        else if (last && sameStyle(last.style, drawn) && last.size === size)
            last.text += text;
        else
            line.spans.push({ x: indent + x, text, style: drawn, size });
        const family = (0,_metrics__WEBPACK_IMPORTED_MODULE_0__/* .fontClass */ .oh)(style.font);
        for (let i = 0; i < text.length; i++) {
            x += (0,_metrics__WEBPACK_IMPORTED_MODULE_0__/* .charWidth */ .Vj)(text.charCodeAt(i), size, bold, family);
            line.xs.push(indent + x);
        }
        offset += text.length;
        line.end = offset;
        if (text)
            line.size = Math.max(line.size, size);
        if (text.trim())
            hasInk = true;
    };
    for (const run of paragraph.runs) {
        const size = run.style.size ?? defaultSize;
        const bold = run.style.bold === true || heading !== undefined;
        const family = (0,_metrics__WEBPACK_IMPORTED_MODULE_0__/* .fontClass */ .oh)(run.style.font);
        if (run.object) {
            if (run.object.kind === 'break') {
                put(run.text, run.style, size);
                finish(/page/i.test(run.object.name ?? ''));
                continue;
            }
            const label = run.text || (0,_model_document__WEBPACK_IMPORTED_MODULE_1__/* .blockText */ .dK)({ type: 'object', object: run.object });
            const w = Math.min(available, (0,_metrics__WEBPACK_IMPORTED_MODULE_0__/* .textWidth */ .sc)(label, size, false) + 8);
            if (x + w > available && hasInk)
                finish();
            line.boxes.push({ x: indent + x, width: w, label });
            // The run's characters are spread over its box, so offsets inside it still map to x.
            const count = run.text.length;
            for (let i = 0; i < count; i++)
                line.xs.push(indent + x + ((i + 1) * w) / count);
            x += w;
            offset += count;
            line.end = offset;
            line.size = Math.max(line.size, size);
            hasInk = true;
            continue;
        }
        for (const token of run.text.match(/\n|[^\S\n]+|[^\s]+/g) ?? []) {
            if (token === '\n') {
                put(token.replace('\n', ''), run.style, size);
                offset += 1;
                line.end = offset;
                line.xs.push(indent + x);
                finish();
                continue;
            }
            if (!/\S/.test(token)) {
                put(token, run.style, size);
                continue;
            }
            const w = (0,_metrics__WEBPACK_IMPORTED_MODULE_0__/* .textWidth */ .sc)(token, size, bold, family);
            if (x + w > available && hasInk)
                finish();
            if (w > available) {
                // A word longer than the line (URLs, hashes): split it where it overflows.
                let piece = '';
                let pieceWidth = 0;
                for (const ch of token) {
                    const cw = (0,_metrics__WEBPACK_IMPORTED_MODULE_0__/* .textWidth */ .sc)(ch, size, bold, family);
                    if (x + pieceWidth + cw > available && (piece || hasInk)) {
                        put(piece, run.style, size);
                        piece = '';
                        pieceWidth = 0;
                        finish();
                    }
                    piece += ch;
                    pieceWidth += cw;
                }
                if (piece)
                    put(piece, run.style, size);
                continue;
            }
            put(token, run.style, size);
        }
    }
    if (lines.length === 0 || line.end > line.start || line.spans.length || line.boxes.length)
        lines.push(line);
    for (const l of lines) {
        if (l.size === 0)
            l.size = defaultSize;
        const shift = paragraph.alignment === 'center' ? (available - (l.xs[l.xs.length - 1] - indent)) / 2 : paragraph.alignment === 'right' ? available - (l.xs[l.xs.length - 1] - indent) : 0;
        if (shift > 0) {
            for (const s of l.spans)
                s.x += shift;
            for (const b of l.boxes)
                b.x += shift;
            l.xs = l.xs.map((v) => v + shift);
        }
    }
    const label = paragraph.list ? { x: Math.max(0, indent - (0,_metrics__WEBPACK_IMPORTED_MODULE_0__/* .textWidth */ .sc)(paragraph.list.label, defaultSize, false) - 6), text: paragraph.list.label, style: {}, size: defaultSize } : undefined;
    return { lines, size: defaultSize, label, spaceBefore: heading ? 8 : 0 };
}
function sameStyle(a, b) {
    return a.bold === b.bold && a.italic === b.italic && a.color === b.color && a.underline === b.underline && a.strike === b.strike && a.highlight === b.highlight && a.vertAlign === b.vertAlign && a.font === b.font;
}


/***/ }),

/***/ 61740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vj: () => (/* binding */ charWidth),
/* harmony export */   oh: () => (/* binding */ fontClass),
/* harmony export */   sc: () => (/* binding */ textWidth),
/* harmony export */   vt: () => (/* binding */ FONT_FAMILIES)
/* harmony export */ });
/* unused harmony export isBold */
/** The family of metrics a font name is drawn and measured with. */
function fontClass(font) {
    if (!font)
        return 'sans';
    if (/mono|courier|consol|menlo|code/i.test(font))
        return 'mono';
    if (/times|serif|roman|cambria|caladea|georgia|garamond|book|palatino|minion|century/i.test(font) && !/sans/i.test(font))
        return 'serif';
    return 'sans';
}
const SANS_BOLD_WIDTHS = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584,
    584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333,
    278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556,
    500, 389, 280, 389, 584,
];
const SERIF_WIDTHS = [
    250, 333, 408, 500, 500, 833, 778, 180, 333, 333, 500, 564, 250, 333, 250, 278, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 278, 278, 564, 564,
    564, 444, 921, 722, 667, 667, 722, 611, 556, 722, 722, 333, 389, 722, 611, 889, 722, 722, 556, 722, 667, 556, 611, 722, 722, 944, 722, 722, 611, 333,
    278, 333, 469, 500, 333, 444, 500, 444, 500, 444, 333, 500, 500, 278, 278, 500, 278, 778, 500, 500, 500, 500, 333, 389, 278, 500, 500, 722, 500, 500,
    444, 480, 200, 480, 541,
];
const SERIF_BOLD_WIDTHS = [
    250, 333, 555, 500, 500, 1000, 833, 278, 333, 333, 500, 570, 250, 333, 250, 278, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 333, 333, 570, 570,
    570, 500, 930, 722, 667, 722, 722, 667, 611, 778, 778, 389, 500, 778, 667, 944, 722, 778, 611, 778, 722, 556, 667, 722, 722, 1000, 722, 722, 667, 333,
    278, 333, 581, 500, 333, 500, 556, 444, 556, 444, 333, 500, 556, 278, 333, 556, 278, 833, 556, 500, 556, 556, 444, 389, 333, 556, 500, 722, 500, 500,
    444, 394, 220, 394, 520,
];
/** SVG font-family lists, the metric twin first. */
const FONT_FAMILIES = {
    sans: "'Liberation Sans', Arimo, Arial, Helvetica, 'DejaVu Sans Condensed', sans-serif",
    serif: "'Liberation Serif', Tinos, 'Times New Roman', Times, serif",
    mono: "'Liberation Mono', Cousine, 'Courier New', Courier, monospace",
};
const ASCII_WIDTHS = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584,
    584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278,
    278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500,
    500, 334, 260, 334, 584,
];
const TABLES = {
    sans: [ASCII_WIDTHS, SANS_BOLD_WIDTHS],
    serif: [SERIF_WIDTHS, SERIF_BOLD_WIDTHS],
    mono: [[], []],
};
function charWidth(code, size, bold, family = 'sans') {
    let units;
    if (family === 'mono' && code !== 9 && !(code >= 0x2e80 && code <= 0xffef))
        units = 600;
    else if (code >= 32 && code <= 126)
        units = TABLES[family][bold ? 1 : 0][code - 32];
    else if (code === 9)
        units = 1112;
    else if (code >= 0x2e80 && code <= 0xffef)
        units = 1000;
    else
        units = family === 'serif' ? 500 : 556;
    return (units * size) / 1000;
}
function textWidth(text, size, bold, family = 'sans') {
    let width = 0;
    for (let i = 0; i < text.length; i++)
        width += charWidth(text.charCodeAt(i), size, bold, family);
    return width;
}
function isBold(style) {
    return style?.bold === true;
}


/***/ }),

/***/ 94441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ diffOptionsFromSettings)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _diff_types__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59597);


/** Maps API Settings onto the diff core's options; bad values are an error naming the field. */
function diffOptionsFromSettings(settings) {
    const options = { ..._diff_types__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_DIFF_OPTIONS */ .d };
    if (!settings)
        return options;
    if (settings.ShowDeletedContent !== undefined)
        options.showDeleted = settings.ShowDeletedContent;
    if (settings.ShowInsertedContent !== undefined)
        options.showInserted = settings.ShowInsertedContent;
    if (settings.StyleChangeDetection !== undefined)
        options.detectStyleChanges = settings.StyleChangeDetection;
    if (settings.HeaderFootersComparison !== undefined)
        options.compareHeadersFooters = settings.HeaderFootersComparison;
    if (settings.MarkNestedContent !== undefined)
        options.markNested = settings.MarkNestedContent;
    if (settings.DetailsLevel !== undefined) {
        const level = String(settings.DetailsLevel).toLowerCase();
        if (level !== 'low' && level !== 'middle' && level !== 'high') {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`DetailsLevel '${settings.DetailsLevel}' is not one of Low, Middle, High`);
        }
        options.detailsLevel = level;
    }
    if (settings.WordsSeparatorChars !== undefined) {
        const chars = settings.WordsSeparatorChars;
        options.wordSeparators = Array.isArray(chars) ? chars.join('') : String(chars);
    }
    if (settings.CellsCompareFormulas !== undefined || settings.CellsNumericTolerance !== undefined) {
        const tolerance = settings.CellsNumericTolerance;
        if (tolerance !== undefined && (!Number.isFinite(Number(tolerance)) || Number(tolerance) < 0)) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`CellsNumericTolerance ${tolerance} is not a number >= 0`);
        }
        options.cells = { compareFormulas: settings.CellsCompareFormulas, numericTolerance: tolerance === undefined ? undefined : Number(tolerance) };
    }
    if (settings.CalculateComponentCoordinates !== undefined)
        options.calculateCoordinates = settings.CalculateComponentCoordinates;
    if (settings.OriginalSize?.Width && settings.OriginalSize?.Height) {
        options.originalSize = { width: settings.OriginalSize.Width, height: settings.OriginalSize.Height };
    }
    if (settings.SensitivityOfComparison !== undefined) {
        const s = Number(settings.SensitivityOfComparison);
        if (!Number.isFinite(s) || s < 0 || s > 100) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`SensitivityOfComparison ${settings.SensitivityOfComparison} is not a number from 0 to 100`);
        }
        options.sensitivity = s;
    }
    return options;
}


/***/ })

};
