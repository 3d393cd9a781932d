export const id = 689;
export const ids = [689];
export const modules = {

/***/ 3086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eI: () => (/* binding */ deflatedEntry),
/* harmony export */   ws: () => (/* binding */ storedEntry),
/* harmony export */   zy: () => (/* binding */ writeZip)
/* harmony export */ });
/* unused harmony export readRawEntries */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _zip__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5380);


/**
 * The stored entries of a package, in central-directory order (folders left out), through the
 * engine's one ZIP reader: the same name normalisation, duplicate and bounds checks as reading.
 */
function readRawEntries(bytes) {
    return new ZipArchive(bytes).rawEntries();
}
/** An entry for content kept as it is (no compression): tiny parts, pictures, ODF's mimetype. */
function storedEntry(name, content) {
    return {
        name,
        method: 0,
        crc: (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.crc32)(content) >>> 0,
        compressedSize: content.length,
        size: content.length,
        data: content,
    };
}
/** An entry for new or changed content, deflated. */
function deflatedEntry(name, content) {
    // Tiny parts are stored: deflate would only add its header.
    if (content.length < 64)
        return storedEntry(name, content);
    const data = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.deflateRawSync)(content, { level: 6 });
    return { name, method: 8, crc: (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.crc32)(content) >>> 0, compressedSize: data.length, size: content.length, data };
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

/***/ 6689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   decryptOdfPackage: () => (/* binding */ decryptOdfPackage),
/* harmony export */   encryptOdfPackage: () => (/* binding */ encryptOdfPackage),
/* harmony export */   isEncryptedOdf: () => (/* reexport safe */ _odf_detect__WEBPACK_IMPORTED_MODULE_6__.a)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8351);
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5380);
/* harmony import */ var _archive_zip_writer__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3086);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7679);
/* harmony import */ var _odf_detect__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8497);






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
        out.push({
            name: 'mimetype',
            method: 0,
            crc: (0,_archive_zip__WEBPACK_IMPORTED_MODULE_3__/* .crc32 */ .QR)(mimetype),
            compressedSize: mimetype.length,
            size: mimetype.length,
            data: mimetype,
        });
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
        out.push({
            name,
            method: 0,
            crc: (0,_archive_zip__WEBPACK_IMPORTED_MODULE_3__/* .crc32 */ .QR)(encrypted),
            compressedSize: encrypted.length,
            size: encrypted.length,
            data: encrypted,
        });
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
            plain = (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.inflateRawSync)(compressed, {
                maxOutputLength: Math.max(1, Math.min(limit, _archive_zip__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_ARCHIVE_LIMITS */ .wP.maxEntryBytes) + 1),
            });
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
    data.appendChild(element('key-derivation', {
        'key-derivation-name': 'PBKDF2',
        'key-size': '32',
        'iteration-count': String(iterations),
        salt: salt.toString('base64'),
    }));
    data.appendChild(element('start-key-generation', { 'start-key-generation-name': SHA256, 'key-size': '32' }));
    return data;
}
function fileEntries(root) {
    return childElements(root, 'file-entry');
}
function childElements(parent, localName) {
    const out = [];
    for (let node = parent.firstChild; node; node = node.nextSibling) {
        if (node.nodeType === 1 &&
            node.localName === localName &&
            node.namespaceURI === MANIFEST_NS)
            out.push(node);
    }
    return out;
}


/***/ })

};
