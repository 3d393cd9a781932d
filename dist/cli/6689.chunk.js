(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 6689;
const ids = [6689];
const modules = {

/***/ 76689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   decryptOdfPackage: () => (/* binding */ decryptOdfPackage),
/* harmony export */   encryptOdfPackage: () => (/* binding */ encryptOdfPackage),
/* harmony export */   isEncryptedOdf: () => (/* reexport safe */ _odf_detect__WEBPACK_IMPORTED_MODULE_7__.a)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55380);
/* harmony import */ var _archive_zip_writer__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13086);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17679);
/* harmony import */ var _formats_package_namespaces__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(10292);
/* harmony import */ var _formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(31994);
/* harmony import */ var _odf_detect__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(18497);







/**
 * Password-protected OpenDocument packages (ODF 1.2 part 3, §3.8 and §4.8): every part but
 * `mimetype` and `META-INF/` is deflated, then encrypted with AES-256-CBC under a key derived
 * by PBKDF2-HMAC-SHA1 from the SHA-256 of the password, and stored; the manifest says how, per
 * entry. Written by hand on node:crypto: no maintained npm library reads or writes this scheme
 * (LibreOffice is the reference; the tests open our results in it with the password).
 */

const MANIFEST_NS = _formats_package_namespaces__WEBPACK_IMPORTED_MODULE_5__/* .NAMESPACES */ .dK.manifest[0];
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
        throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .CorruptDocumentError */ .b6('the OpenDocument package has no manifest');
    const manifest = (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.parseXml)(manifestText, MANIFEST);
    return { manifest, root: manifest.documentElement };
}
function encryptOdfPackage(bytes, password, options = {}) {
    const zip = new _archive_zip__WEBPACK_IMPORTED_MODULE_2__/* .ZipArchive */ .SJ(bytes);
    const { manifest, root } = readManifest(zip);
    const iterations = options.iterations ?? 100_000;
    // One salt and so one derived key for the package (PBKDF2 once, not per part); every part
    // still gets its own random IV.
    const salt = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16);
    const key = deriveKey(password, salt, iterations, 32);
    const entriesByPath = new Map();
    for (const element of fileEntries(root))
        entriesByPath.set((0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.attr)(element, 'manifest:full-path') ?? '', element);
    const out = [];
    const mimetype = zip.has('mimetype') ? zip.read('mimetype') : undefined;
    if (mimetype)
        out.push({
            name: 'mimetype',
            method: 0,
            crc: (0,_archive_zip__WEBPACK_IMPORTED_MODULE_2__/* .crc32 */ .QR)(mimetype),
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
            out.push((0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_3__/* .deflatedEntry */ .eI)(name, plain));
            continue;
        }
        let entry = entriesByPath.get(name);
        if (!entry) {
            entry = (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.createElement)(manifest, 'manifest:file-entry', { 'manifest:full-path': name, 'manifest:media-type': '' });
            root.appendChild(entry);
        }
        const compressed = (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.deflateRawSync)(plain, { level: 6 });
        const iv = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16);
        const cipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createCipheriv)('aes-256-cbc', key, iv);
        // PKCS#7 padding is one of the paddings W3C XML Encryption's block padding allows.
        const encrypted = new Uint8Array(Buffer.concat([cipher.update(compressed), cipher.final()]));
        (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.setAttr)(entry, 'manifest:size', String(plain.length));
        for (const old of (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.children)(entry, 'manifest', 'encryption-data'))
            entry.removeChild(old);
        entry.appendChild(encryptionData(manifest, (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(compressed.subarray(0, CHECKSUM_BYTES)).digest(), iv, salt, iterations));
        out.push({
            name,
            method: 0,
            crc: (0,_archive_zip__WEBPACK_IMPORTED_MODULE_2__/* .crc32 */ .QR)(encrypted),
            compressedSize: encrypted.length,
            size: encrypted.length,
            data: encrypted,
        });
    }
    out.splice(mimetype ? 1 : 0, 0, (0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_3__/* .deflatedEntry */ .eI)(MANIFEST, new TextEncoder().encode((0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.serializeXml)(manifest))));
    return (0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_3__/* .writeZip */ .zy)(out);
}
/**
 * The plain package of an encrypted ODF document. A wrong password shows as a checksum
 * mismatch on the first encrypted part; nothing of the password reaches a message.
 */
function decryptOdfPackage(bytes, password, archive) {
    const zip = _archive_zip__WEBPACK_IMPORTED_MODULE_2__/* .ZipArchive */ .SJ.of(bytes, archive);
    const { manifest, root } = readManifest(zip);
    if (password === undefined || password === '')
        throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .PasswordRequiredError */ .$F();
    const keys = new Map();
    const decrypted = new Map();
    let expanded = 0;
    for (const entry of fileEntries(root)) {
        const data = (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.children)(entry, 'manifest', 'encryption-data')[0];
        if (!data)
            continue;
        const name = (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.attr)(entry, 'manifest:full-path') ?? '';
        if (!zip.has(name))
            continue;
        const algorithm = (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.children)(data, 'manifest', 'algorithm')[0];
        const derivation = (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.children)(data, 'manifest', 'key-derivation')[0];
        const startKey = (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.children)(data, 'manifest', 'start-key-generation')[0];
        const algorithmName = algorithm && (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.attr)(algorithm, 'manifest:algorithm-name');
        const derivationName = derivation && (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.attr)(derivation, 'manifest:key-derivation-name');
        const startKeyName = (startKey && (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.attr)(startKey, 'manifest:start-key-generation-name')) ?? 'SHA1';
        if (algorithmName !== AES256_CBC || derivationName !== 'PBKDF2' || !/sha256$/i.test(startKeyName)) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .UnsupportedFormatError */ .N$(`the document is encrypted with ${algorithmName ?? 'an unnamed algorithm'}; AES-256-CBC with PBKDF2 (ODF 1.2) can be opened`);
        }
        const saltText = (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.attr)(derivation, 'manifest:salt') ?? '';
        const iterations = Number((0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.attr)(derivation, 'manifest:iteration-count') ?? 0);
        const keySize = Number((0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.attr)(derivation, 'manifest:key-size') ?? 32) || 32;
        if (!Number.isInteger(iterations) || iterations < 1 || iterations > 10_000_000)
            throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .CorruptDocumentError */ .b6(`the manifest's iteration count for '${name}' is not usable`);
        const cacheKey = `${saltText}/${iterations}/${keySize}`;
        let key = keys.get(cacheKey);
        if (!key) {
            key = deriveKey(password, Buffer.from(saltText, 'base64'), iterations, keySize);
            keys.set(cacheKey, key);
        }
        const iv = Buffer.from((0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.attr)(algorithm, 'manifest:initialisation-vector') ?? '', 'base64');
        const stored = zip.read(name);
        if (iv.length !== 16 || stored.length % 16 !== 0 || stored.length === 0)
            throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .CorruptDocumentError */ .b6(`part '${name}' is not AES-CBC data`);
        const decipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createDecipheriv)(keySize === 32 ? 'aes-256-cbc' : 'aes-128-cbc', key, iv).setAutoPadding(false);
        const padded = Buffer.concat([decipher.update(stored), decipher.final()]);
        // W3C block padding: the last byte counts the padding bytes (whose values are arbitrary).
        const padding = padded[padded.length - 1];
        const checksumType = (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.attr)(data, 'manifest:checksum-type') ?? '';
        const checksum = (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.attr)(data, 'manifest:checksum');
        if (padding < 1 || padding > 16)
            throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .WrongPasswordError */ .Pi();
        const compressed = padded.subarray(0, padded.length - padding);
        if (checksum && /sha256-1k$/i.test(checksumType)) {
            const actual = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(compressed.subarray(0, CHECKSUM_BYTES)).digest('base64');
            if (actual !== checksum)
                throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .WrongPasswordError */ .Pi();
        }
        const limit = _archive_zip__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ARCHIVE_LIMITS */ .wP.maxTotalBytes - expanded;
        let plain;
        try {
            plain = (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.inflateRawSync)(compressed, {
                maxOutputLength: Math.max(1, Math.min(limit, _archive_zip__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ARCHIVE_LIMITS */ .wP.maxEntryBytes) + 1),
            });
        }
        catch (error) {
            if (error.code === 'ERR_BUFFER_TOO_LARGE')
                throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .ArchiveLimitError */ .w(`part '${name}' expands beyond the archive limits (zip bomb?)`);
            throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .WrongPasswordError */ .Pi();
        }
        expanded += plain.length;
        decrypted.set(name, plain);
        entry.removeChild(data);
        entry.removeAttributeNS(MANIFEST_NS, 'size');
    }
    const out = [];
    for (const raw of zip.rawEntries()) {
        if (raw.name === MANIFEST)
            out.push((0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_3__/* .deflatedEntry */ .eI)(MANIFEST, new TextEncoder().encode((0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.serializeXml)(manifest))));
        else if (decrypted.has(raw.name))
            out.push((0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_3__/* .deflatedEntry */ .eI)(raw.name, decrypted.get(raw.name)));
        else
            out.push(raw);
    }
    return (0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_3__/* .writeZip */ .zy)(out);
}
function deriveKey(password, salt, iterations, keySize) {
    const startKey = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(password, 'utf8').digest();
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.pbkdf2Sync)(startKey, salt, iterations, keySize, 'sha1');
}
function encryptionData(document, checksum, iv, salt, iterations) {
    const element = (name, attributes) => (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.createElement)(document, `manifest:${name}`, Object.fromEntries(Object.entries(attributes).map(([key, value]) => [`manifest:${key}`, value])));
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
    return (0,_formats_package_xml_dom__WEBPACK_IMPORTED_MODULE_6__.children)(root, 'manifest', 'file-entry');
}


/***/ })

};

return{id,ids,modules}})