(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 1919;
const ids = [1919];
const modules = {

/***/ 61919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   encryptPdf: () => (/* binding */ encryptPdf),
/* harmony export */   hardenedHash: () => (/* binding */ hardenedHash)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var pdf_lib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78013);
/* harmony import */ var pdf_lib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(pdf_lib__WEBPACK_IMPORTED_MODULE_1__);


/**
 * Password protection of a finished PDF: the standard security handler, revision 6 (ISO
 * 32000-2 §7.6.4, AES-256). Applied to the final bytes, after the writer, so every PDF the
 * engine writes can be protected the same way.
 *
 * Written by hand over pdf-lib (already the engine's PDF object layer) and node:crypto: pdf-lib
 * cannot encrypt, and the maintained forks that can (for example @cantoo/pdf-lib) replace
 * pdf-lib whole and stop at revision 5, which ISO 32000-2 deprecates. qpdf and pdf.js read the
 * result in the tests.
 */
/** Every permission granted (bits 3–12 set; the reserved high bits are 1, as required). */
const ALL_PERMISSIONS = -4;
/**
 * pdf-lib's parser prints what it repairs (`Trying to parse invalid object…`, `Invalid object
 * ref…`) with console.warn and console.log: plain lines in the middle of a server's JSON log,
 * about a document the engine wrote itself. They are held back while it parses, which it does
 * without yielding to timers or I/O (ParseSpeeds.Fastest), so the window is the parse's own.
 */
async function withoutParserOutput(work) {
    const { warn, log } = console;
    console.warn = () => undefined;
    console.log = () => undefined;
    try {
        return await work();
    }
    finally {
        console.warn = warn;
        console.log = log;
    }
}
/**
 * `openWith`: the password the PDF itself opens with, when it is encrypted already (a result
 * annotated over a protected target keeps the target's encryption): it is written again without
 * it first, then protected with `password`.
 */
async function encryptPdf(bytes, password, openWith) {
    const load = (input) => withoutParserOutput(() => pdf_lib__WEBPACK_IMPORTED_MODULE_1__.PDFDocument.load(input, { updateMetadata: false, parseSpeed: pdf_lib__WEBPACK_IMPORTED_MODULE_1__.ParseSpeeds.Fastest }));
    let document;
    try {
        document = await load(bytes);
    }
    catch (error) {
        // pdf-lib's errors are ES5 classes: instanceof does not see them, their name does.
        if (error?.name !== 'EncryptedPDFError' && !/is encrypted/.test(String(error)))
            throw error;
        const { PdfFile } = await Promise.all(/* import() */[__webpack_require__.e(1306), __webpack_require__.e(6918)]).then(__webpack_require__.bind(__webpack_require__, 96918));
        document = await load(new PdfFile(bytes, openWith).decrypted());
    }
    const context = document.context;
    const fileKey = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32);
    // The owner password is the user password: a result has one reader, who may do anything.
    const handler = securityHandler(fileKey, saslPrepped(password), saslPrepped(password), ALL_PERMISSIONS);
    for (const [ref, object] of context.enumerateIndirectObjects()) {
        context.assign(ref, encryptObject(object, fileKey));
    }
    const encryptRef = context.register(handler(context.obj.bind(context)));
    context.trailerInfo.Encrypt = encryptRef;
    if (!context.trailerInfo.ID) {
        const id = pdf_lib__WEBPACK_IMPORTED_MODULE_1__.PDFHexString.of((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex'));
        context.trailerInfo.ID = context.obj([id, id]);
    }
    return document.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
}
/** Strings and streams are encrypted with the file key alone (AESV3 mixes in no object number). */
function encryptObject(object, key) {
    if (object instanceof pdf_lib__WEBPACK_IMPORTED_MODULE_1__.PDFString || object instanceof pdf_lib__WEBPACK_IMPORTED_MODULE_1__.PDFHexString) {
        return pdf_lib__WEBPACK_IMPORTED_MODULE_1__.PDFHexString.of(aes(key, object.asBytes()).toString('hex'));
    }
    if (object instanceof pdf_lib__WEBPACK_IMPORTED_MODULE_1__.PDFArray) {
        for (let i = 0; i < object.size(); i++)
            object.set(i, encryptObject(object.get(i), key));
        return object;
    }
    if (object instanceof pdf_lib__WEBPACK_IMPORTED_MODULE_1__.PDFStream) {
        const dict = encryptObject(object.dict, key);
        return pdf_lib__WEBPACK_IMPORTED_MODULE_1__.PDFRawStream.of(dict, aes(key, object.getContents()));
    }
    if (object instanceof pdf_lib__WEBPACK_IMPORTED_MODULE_1__.PDFDict) {
        for (const [name, value] of object.entries())
            object.set(name, encryptObject(value, key));
        return object;
    }
    return object;
}
/** AES-256-CBC with a random IV in front and PKCS#5 padding (§7.6.3.1). */
function aes(key, data) {
    const iv = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16);
    const cipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createCipheriv)('aes-256-cbc', key, iv);
    return Buffer.concat([iv, cipher.update(data), cipher.final()]);
}
/** The Encrypt dictionary of revision 6 (Algorithms 8, 9 and 10). */
function securityHandler(fileKey, user, owner, permissions) {
    const userValidationSalt = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8);
    const userKeySalt = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8);
    const U = Buffer.concat([hardenedHash(user, userValidationSalt), userValidationSalt, userKeySalt]);
    const UE = aesNoPadding(hardenedHash(user, userKeySalt), fileKey);
    const ownerValidationSalt = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8);
    const ownerKeySalt = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8);
    const O = Buffer.concat([hardenedHash(owner, ownerValidationSalt, U), ownerValidationSalt, ownerKeySalt]);
    const OE = aesNoPadding(hardenedHash(owner, ownerKeySalt, U), fileKey);
    const perms = Buffer.alloc(16);
    perms.writeInt32LE(permissions, 0);
    perms.writeUInt32LE(0xffffffff, 4);
    perms.write('Tadb', 8, 'latin1'); // T: the metadata stream is encrypted too
    (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).copy(perms, 12);
    const cipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createCipheriv)('aes-256-ecb', fileKey, null).setAutoPadding(false);
    const Perms = Buffer.concat([cipher.update(perms), cipher.final()]);
    const hex = (value) => pdf_lib__WEBPACK_IMPORTED_MODULE_1__.PDFHexString.of(value.toString('hex'));
    return (obj) => obj({
        Filter: 'Standard',
        V: 5,
        R: 6,
        Length: 256,
        CF: { StdCF: { AuthEvent: 'DocOpen', CFM: 'AESV3', Length: 32 } },
        StmF: 'StdCF',
        StrF: 'StdCF',
        O: hex(O),
        U: hex(U),
        OE: hex(OE),
        UE: hex(UE),
        P: pdf_lib__WEBPACK_IMPORTED_MODULE_1__.PDFNumber.of(permissions),
        Perms: hex(Perms),
    });
}
/** AES-256-CBC with a zero IV and no padding, for the 32-byte file key (UE, OE). */
function aesNoPadding(key, data) {
    const cipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createCipheriv)('aes-256-cbc', key, Buffer.alloc(16)).setAutoPadding(false);
    return Buffer.concat([cipher.update(data), cipher.final()]);
}
/** Algorithm 2.B: the hash of revision 6 (SHA-256/384/512 rounds over AES-128 output). */
function hardenedHash(password, salt, userKey = Buffer.alloc(0)) {
    let k = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(Buffer.concat([password, salt, userKey]))
        .digest();
    for (let round = 0;; round++) {
        const k1 = Buffer.concat([password, k, userKey]);
        const block = Buffer.alloc(k1.length * 64);
        for (let i = 0; i < 64; i++)
            k1.copy(block, i * k1.length);
        const cipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createCipheriv)('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
        const e = Buffer.concat([cipher.update(block), cipher.final()]);
        let sum = 0;
        for (let i = 0; i < 16; i++)
            sum += e[i];
        k = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(['sha256', 'sha384', 'sha512'][sum % 3])
            .update(e)
            .digest();
        if (round >= 63 && e[e.length - 1] <= round - 31)
            break;
    }
    return k.subarray(0, 32);
}
/** The password as revision 6 takes it: SASLprep (NFKC stands in for it), UTF-8, at most 127 bytes. */
function saslPrepped(password) {
    return Buffer.from(password.normalize('NFKC'), 'utf8').subarray(0, 127);
}


/***/ })

};

return{id,ids,modules}})