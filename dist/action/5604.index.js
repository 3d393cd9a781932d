export const id = 5604;
export const ids = [5604,6918];
export const modules = {

/***/ 13998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lx: () => (/* binding */ writeMark),
/* harmony export */   Z8: () => (/* binding */ pdfDate)
/* harmony export */ });
/* unused harmony export HIGHLIGHT_OPACITY */
/* harmony import */ var _syntax__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68333);

const HIGHLIGHT_OPACITY = 0.35;
/** Writes the mark's annotation (and its popup) into the update; the references to list in the page's /Annots. */
function writeMark(update, mark, page, id, date) {
    const [x0, y0, x1, y1] = mark.rect;
    const [r, g, b] = mark.colour.map((c) => (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(c).text);
    const width = x1 - x0;
    const height = y1 - y0;
    let rect = mark.rect;
    let subtype;
    let content;
    let resources = (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({});
    const extra = {};
    switch (mark.kind) {
        case 'highlight': {
            subtype = 'Highlight';
            resources = (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({
                ExtGState: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({
                    GS0: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({
                        Type: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)('ExtGState'),
                        CA: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(HIGHLIGHT_OPACITY),
                        ca: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(HIGHLIGHT_OPACITY),
                        BM: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)('Multiply'),
                    }),
                }),
            });
            content = `/GS0 gs ${r} ${g} ${b} rg ${coords(x0, y0, width, height)} re f`;
            extra.QuadPoints = (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .nums */ .Ab)([x0, y1, x1, y1, x0, y0, x1, y0]);
            break;
        }
        case 'strikeout': {
            subtype = 'StrikeOut';
            const middle = y0 + height * 0.45;
            const line = Math.max(1, height * 0.08);
            content = `${r} ${g} ${b} RG ${(0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(line).text} w ${coords(x0, middle)} m ${coords(x1, middle)} l S`;
            extra.QuadPoints = (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .nums */ .Ab)([x0, y1, x1, y1, x0, y0, x1, y0]);
            break;
        }
        case 'caret': {
            subtype = 'Caret';
            // A caret under the gap: thin strokes beside and below the neighbouring glyphs, never over them.
            const size = Math.max(6, height * 0.6);
            const x = x0;
            rect = [x - size / 2, y0 - size * 0.35, x + size / 2, y0 + size * 0.45];
            const [cx0, cy0, cx1, cy1] = rect;
            content = `${r} ${g} ${b} RG 1.2 w 1 J 1 j ${coords(cx0 + 0.6, cy0 + 0.6)} m ${coords(x, cy1 - 0.6)} l ${coords(cx1 - 0.6, cy0 + 0.6)} l S`;
            break;
        }
        case 'frame': {
            subtype = 'Square';
            content = `${r} ${g} ${b} RG 1.5 w ${coords(x0 + 0.75, y0 + 0.75, width - 1.5, height - 1.5)} re S`;
            break;
        }
    }
    const appearance = update.add({
        dict: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({
            Type: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)('XObject'),
            Subtype: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)('Form'),
            FormType: new _syntax__WEBPACK_IMPORTED_MODULE_0__/* .PdfNumber */ ._s('1'),
            BBox: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .nums */ .Ab)(rect),
            Resources: resources,
        }),
        data: new TextEncoder().encode(content),
    });
    const annotation = update.reserve();
    const entries = (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({
        Type: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)('Annot'),
        Subtype: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)(subtype),
        Rect: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .nums */ .Ab)(rect),
        P: page,
        C: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .nums */ .Ab)(mark.colour),
        T: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .textString */ .vu)(mark.author ?? 'docdelta'),
        Contents: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .textString */ .vu)(mark.note.slice(0, 2000)),
        NM: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .textString */ .vu)(id),
        M: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .textString */ .vu)(date),
        CreationDate: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .textString */ .vu)(date),
        F: new _syntax__WEBPACK_IMPORTED_MODULE_0__/* .PdfNumber */ ._s('4'),
        AP: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({ N: appearance }),
        ...extra,
    });
    if (mark.kind === 'frame')
        entries.set('BS', (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({ W: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(1.5) }));
    const refs = [annotation];
    if (mark.popup) {
        const popup = update.add((0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({
            Type: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)('Annot'),
            Subtype: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)('Popup'),
            Parent: annotation,
            Rect: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .nums */ .Ab)([rect[2] + 4, rect[3] - 80, rect[2] + 204, rect[3]]),
            Open: false,
            F: new _syntax__WEBPACK_IMPORTED_MODULE_0__/* .PdfNumber */ ._s('28'),
        }));
        entries.set('Popup', popup);
        refs.push(popup);
    }
    update.set(annotation, entries);
    return refs;
}
const coords = (...values) => values.map((v) => (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(v).text).join(' ');
/** ISO 8601 (`2026-01-31T12:00:00Z`) as a PDF date (`D:20260131120000Z`). */
function pdfDate(iso) {
    const digits = iso
        .replace(/[^0-9]/g, '')
        .slice(0, 14)
        .padEnd(14, '0');
    return `D:${digits}Z`;
}


/***/ }),

/***/ 96918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PdfFile: () => (/* binding */ PdfFile)
});

// UNUSED EXPORTS: IncrementalUpdate, isStream

// EXTERNAL MODULE: ./node_modules/fflate/esm/index.mjs
var esm = __webpack_require__(51306);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/engine/formats/pdf/write/syntax.ts
var syntax = __webpack_require__(68333);
;// CONCATENATED MODULE: ./src/engine/formats/pdf/write/encryption.ts


const PADDING = Uint8Array.from([
    0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e, 0x00,
    0xb6, 0xd0, 0x68, 0x3e, 0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);
/** The cipher of a file opened with `password` as its user password, or undefined when that does not open it. */
function standardCipher(encrypt, id, password = '') {
    const number = (key, fallback) => {
        const value = encrypt.get(key);
        return value instanceof syntax/* PdfNumber */._s ? value.value : fallback;
    };
    const bytes = (key) => {
        const value = encrypt.get(key);
        return value instanceof syntax/* PdfString */.WK ? value.bytes : undefined;
    };
    if (encrypt.get('Filter')?.name !== 'Standard')
        return undefined;
    const version = number('V', 0);
    const revision = number('R', 2);
    const owner = bytes('O');
    const user = bytes('U');
    if (!owner || !user)
        return undefined;
    if (version === 5 && (revision === 5 || revision === 6))
        return aes256Cipher(encrypt, user, revision, new TextEncoder().encode(password).subarray(0, 127));
    const padded = new Uint8Array(32);
    const given = Uint8Array.from(password, (c) => c.charCodeAt(0) & 0xff).subarray(0, 32);
    padded.set(given);
    padded.set(PADDING.subarray(0, 32 - given.length), given.length);
    if (revision < 2 || revision > 4 || ![1, 2, 4].includes(version))
        return undefined;
    const length = revision === 2 ? 5 : number('Length', 40) / 8;
    let stringMethod = 'rc4';
    let streamMethod = 'rc4';
    if (version === 4) {
        const filters = encrypt.get('CF');
        const methodOf = (name) => {
            const key = name?.name ?? 'Identity';
            if (key === 'Identity')
                return 'identity';
            const filter = filters instanceof syntax/* PdfDict */.h_ ? filters.get(key) : undefined;
            const cfm = filter instanceof syntax/* PdfDict */.h_ ? filter.get('CFM')?.name : undefined;
            return cfm === 'V2' ? 'rc4' : cfm === 'AESV2' ? 'aes' : cfm === 'None' ? 'identity' : undefined;
        };
        const [strings, streams] = [methodOf(encrypt.get('StrF')), methodOf(encrypt.get('StmF'))];
        if (!strings || !streams)
            return undefined;
        [stringMethod, streamMethod] = [strings, streams];
    }
    const permissions = new Uint8Array(4);
    new DataView(permissions.buffer).setInt32(0, number('P', 0), true);
    const md5 = (0,external_node_crypto_.createHash)('md5').update(padded).update(owner.subarray(0, 32)).update(permissions).update(id);
    if (revision >= 4 && encrypt.get('EncryptMetadata') === false)
        md5.update(Uint8Array.from([0xff, 0xff, 0xff, 0xff]));
    let key = new Uint8Array(md5.digest()).subarray(0, length);
    if (revision >= 3)
        for (let i = 0; i < 50; i++)
            key = new Uint8Array((0,external_node_crypto_.createHash)('md5').update(key).digest()).subarray(0, length);
    // The key is right when it turns the padding into /U (algorithms 4 and 5): the user password is empty.
    if (revision === 2) {
        if (!equal(rc4(key, PADDING), user.subarray(0, 32)))
            return undefined;
    }
    else {
        let check = rc4(key, new Uint8Array((0,external_node_crypto_.createHash)('md5').update(PADDING).update(id).digest()));
        for (let i = 1; i <= 19; i++)
            check = rc4(key.map((b) => b ^ i), check);
        if (!equal(check, user.subarray(0, 16)))
            return undefined;
    }
    const objectKey = (num, gen, aes) => {
        const hash = (0,external_node_crypto_.createHash)('md5')
            .update(key)
            .update(Uint8Array.from([num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, gen & 0xff, (gen >> 8) & 0xff]));
        if (aes)
            hash.update('sAlT');
        return new Uint8Array(hash.digest()).subarray(0, Math.min(length + 5, 16));
    };
    const apply = (method, direction) => (data, num, gen) => {
        if (method === 'identity')
            return data;
        if (method === 'rc4')
            return rc4(objectKey(num, gen, false), data);
        return aesCbc(direction, objectKey(num, gen, true), data, num, gen);
    };
    return {
        decryptString: apply(stringMethod, 'decrypt'),
        encryptString: apply(stringMethod, 'encrypt'),
        decryptStream: apply(streamMethod, 'decrypt'),
        encryptStream: apply(streamMethod, 'encrypt'),
    };
}
/** AES-CBC as PDF uses it: the initialisation vector first, then the PKCS#7-padded data. */
function aesCbc(direction, key, data, num, gen) {
    const algorithm = key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc';
    if (direction === 'decrypt') {
        if (data.length < 32)
            return new Uint8Array(0);
        const decipher = (0,external_node_crypto_.createDecipheriv)(algorithm, key, data.subarray(0, 16));
        return new Uint8Array(Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]));
    }
    // A fixed initialisation vector per object: the same result for the same input, a different
    // one for each object.
    const iv = new Uint8Array((0,external_node_crypto_.createHash)('md5').update(key).update(`docdelta-iv ${num} ${gen}`).digest());
    const cipher = (0,external_node_crypto_.createCipheriv)(algorithm, key, iv);
    return new Uint8Array(Buffer.concat([iv, cipher.update(data), cipher.final()]));
}
/** Revisions 5 and 6 (AES-256): the file key is /UE unwrapped with the hash of the empty password, when /U confirms it. */
function aes256Cipher(encrypt, user, revision, password) {
    const wrapped = encrypt.get('UE');
    if (!(wrapped instanceof syntax/* PdfString */.WK) || user.length < 48)
        return undefined;
    const hash = (salt) => revision === 5
        ? new Uint8Array((0,external_node_crypto_.createHash)('sha256').update(password).update(salt).digest())
        : hardenedHash(password, salt);
    if (!equal(hash(user.subarray(32, 40)), user.subarray(0, 32)))
        return undefined;
    const decipher = (0,external_node_crypto_.createDecipheriv)('aes-256-cbc', hash(user.subarray(40, 48)), new Uint8Array(16)).setAutoPadding(false);
    const key = new Uint8Array(Buffer.concat([decipher.update(wrapped.bytes.subarray(0, 32)), decipher.final()]));
    const methodOf = (name) => {
        const filterName = name?.name ?? 'Identity';
        if (filterName === 'Identity')
            return 'identity';
        const filters = encrypt.get('CF');
        const filter = filters instanceof syntax/* PdfDict */.h_ ? filters.get(filterName) : undefined;
        const cfm = filter instanceof syntax/* PdfDict */.h_ ? filter.get('CFM')?.name : undefined;
        return cfm === 'AESV3' ? 'aes256' : cfm === 'None' ? 'identity' : undefined;
    };
    const [strings, streams] = [methodOf(encrypt.get('StrF')), methodOf(encrypt.get('StmF'))];
    if (!strings || !streams)
        return undefined;
    const apply = (method, direction) => (data, num, gen) => method === 'identity' ? data : aesCbc(direction, key, data, num, gen);
    return {
        decryptString: apply(strings, 'decrypt'),
        encryptString: apply(strings, 'encrypt'),
        decryptStream: apply(streams, 'decrypt'),
        encryptStream: apply(streams, 'encrypt'),
    };
}
/** Algorithm 2.B (ISO 32000-2, 7.6.4.3.4) for the user password (no user key data). */
function hardenedHash(password, salt) {
    let k = new Uint8Array((0,external_node_crypto_.createHash)('sha256').update(password).update(salt).digest());
    for (let round = 0;; round++) {
        const unit = password.length + k.length;
        const block = new Uint8Array(unit * 64);
        for (let i = 0; i < 64; i++) {
            block.set(password, i * unit);
            block.set(k, i * unit + password.length);
        }
        const cipher = (0,external_node_crypto_.createCipheriv)('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
        const e = new Uint8Array(Buffer.concat([cipher.update(block), cipher.final()]));
        let sum = 0;
        for (let i = 0; i < 16; i++)
            sum += e[i];
        k = new Uint8Array((0,external_node_crypto_.createHash)(['sha256', 'sha384', 'sha512'][sum % 3])
            .update(e)
            .digest());
        // Rounds count from 1 here, as pdf.js and qpdf count them.
        if (round + 1 >= 64 && e[e.length - 1] <= round + 1 - 32)
            break;
    }
    return k.subarray(0, 32);
}
/** Every string in a value, passed through `transform` (objects are encrypted string by string). */
function mapStrings(value, transform) {
    if (value instanceof syntax/* PdfString */.WK)
        return new syntax/* PdfString */.WK(transform(value.bytes));
    if (Array.isArray(value))
        return value.map((item) => mapStrings(item, transform));
    if (value instanceof syntax/* PdfDict */.h_) {
        const out = new syntax/* PdfDict */.h_();
        for (const [key, item] of value.entries)
            out.set(key, mapStrings(item, transform));
        return out;
    }
    return value;
}
function rc4(key, data) {
    const state = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (let i = 0, j = 0; i < 256; i++) {
        j = (j + state[i] + key[i % key.length]) & 0xff;
        [state[i], state[j]] = [state[j], state[i]];
    }
    const out = new Uint8Array(data.length);
    for (let k = 0, i = 0, j = 0; k < data.length; k++) {
        i = (i + 1) & 0xff;
        j = (j + state[i]) & 0xff;
        [state[i], state[j]] = [state[j], state[i]];
        out[k] = data[k] ^ state[(state[i] + state[j]) & 0xff];
    }
    return out;
}
function equal(a, b) {
    return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

;// CONCATENATED MODULE: ./src/engine/formats/pdf/write/file.ts




class PdfFile {
    bytes;
    password;
    trailer = new syntax/* PdfDict */.h_();
    entries = new Map();
    objectStreams = new Map();
    /** Each compressed object's place in its object stream, for a rebuilt cross-reference. */
    streamIndex = new Map();
    /** Offset of the newest cross-reference section: the update's /Prev. */
    startXref = -1;
    /** Whether the newest section is a cross-reference stream (the update then writes one too). */
    usesXrefStream = false;
    /** Whether the cross-reference had to be rebuilt from a scan of the file. */
    rebuilt = false;
    /** The file's encryption, when it has one that opens without a password. */
    cipher;
    /** The object that holds the encryption dictionary: never encrypted itself. */
    encryptNum = -1;
    /** `password`: the user password the target was read with, if it needed one. */
    constructor(bytes, password) {
        this.bytes = bytes;
        this.password = password;
        try {
            this.readCrossReference();
            this.setUpEncryption();
            const root = this.resolve(this.trailer.get('Root'));
            if (!(root instanceof syntax/* PdfDict */.h_) || !(this.resolve(root.get('Pages')) instanceof syntax/* PdfDict */.h_))
                throw new errors/* CorruptDocumentError */.b6('no document catalog');
        }
        catch (error) {
            if (error instanceof errors/* UnsupportedFormatError */.N$)
                throw error;
            this.rebuild();
        }
    }
    setUpEncryption() {
        this.cipher = undefined;
        const reference = this.trailer.get('Encrypt');
        if (reference === undefined)
            return;
        if (reference instanceof syntax/* PdfRef */.qb)
            this.encryptNum = reference.num;
        const encrypt = this.resolve(reference);
        const id = this.trailer.get('ID');
        const first = Array.isArray(id) && id[0] instanceof syntax/* PdfString */.WK ? id[0].bytes : new Uint8Array(0);
        this.cipher = encrypt instanceof syntax/* PdfDict */.h_ ? standardCipher(encrypt, first, this.password) : undefined;
        if (!this.cipher)
            throw new errors/* UnsupportedFormatError */.N$('the target PDF is encrypted with a method the result writer does not support, or its password is not the user password; save an unencrypted copy first');
    }
    /** The size the next new object number starts from. */
    get size() {
        const declared = this.trailer.get('Size');
        let size = declared instanceof syntax/* PdfNumber */._s ? declared.value : 0;
        for (const num of this.entries.keys())
            size = Math.max(size, num + 1);
        return size;
    }
    get root() {
        const root = this.resolve(this.trailer.get('Root'));
        if (!(root instanceof syntax/* PdfDict */.h_))
            throw new errors/* CorruptDocumentError */.b6('the PDF has no document catalog');
        return root;
    }
    /** A value with references followed (a stream resolves to its dictionary). */
    resolve(value, depth = 0) {
        if (!(value instanceof syntax/* PdfRef */.qb))
            return value;
        if (depth > 32)
            return undefined;
        const object = this.object(value.num);
        if (object === undefined)
            return undefined;
        return isStream(object) ? object.dict : this.resolve(object, depth + 1);
    }
    object(num) {
        const entry = this.entries.get(num);
        if (!entry)
            return undefined;
        if (entry.kind === 'compressed')
            return this.objectStream(entry.stream).get(num);
        if (entry.offset < 0)
            return undefined;
        const lexer = new syntax/* PdfLexer */.ZG(this.bytes, entry.offset);
        try {
            const object = lexer.indirectObject((length) => {
                const resolved = length instanceof syntax/* PdfRef */.qb ? (length.num === num ? undefined : this.resolve(length)) : length;
                return resolved instanceof syntax/* PdfNumber */._s ? resolved.value : undefined;
            });
            if (object.num !== num)
                return undefined;
            const { cipher } = this;
            // Strings are held decrypted and encrypted again when an object is written back.
            if (!cipher || num === this.encryptNum)
                return object.value;
            const decrypt = (bytes) => cipher.decryptString(bytes, num, entry.gen);
            if (isStream(object.value))
                return {
                    dict: mapStrings(object.value.dict, decrypt),
                    raw: object.value.raw,
                    encrypted: { num, gen: entry.gen },
                };
            return mapStrings(object.value, decrypt);
        }
        catch {
            return undefined;
        }
    }
    /** The pages in document order, each with its reference. */
    pages() {
        const pages = [];
        const seen = new Set();
        const walk = (ref) => {
            if (!(ref instanceof syntax/* PdfRef */.qb) || seen.has(ref.num))
                return;
            seen.add(ref.num);
            const node = this.resolve(ref);
            if (!(node instanceof syntax/* PdfDict */.h_))
                return;
            const kids = this.resolve(node.get('Kids'));
            if (Array.isArray(kids))
                for (const kid of kids)
                    walk(kid);
            else
                pages.push({ ref, dict: node });
        };
        walk(this.root.get('Pages'));
        return pages;
    }
    readCrossReference() {
        const at = (0,syntax/* lastIndexOf */.Uu)(this.bytes, 'startxref');
        if (at < 0)
            throw new errors/* CorruptDocumentError */.b6('no startxref');
        const lexer = new syntax/* PdfLexer */.ZG(this.bytes, at + 9);
        let offset = Number(lexer.word());
        this.startXref = offset;
        const visited = new Set();
        let newest = true;
        while (Number.isInteger(offset) && offset >= 0 && !visited.has(offset)) {
            visited.add(offset);
            const section = this.readSection(offset);
            if (newest)
                this.usesXrefStream = section.stream;
            newest = false;
            for (const [key, value] of section.trailer.entries)
                if (!this.trailer.entries.has(key))
                    this.trailer.set(key, value);
            const hybrid = section.trailer.get('XRefStm');
            if (hybrid instanceof syntax/* PdfNumber */._s && !visited.has(hybrid.value)) {
                visited.add(hybrid.value);
                this.readSection(hybrid.value);
            }
            const prev = section.trailer.get('Prev');
            offset = prev instanceof syntax/* PdfNumber */._s ? prev.value : -1;
        }
        this.trailer.entries.delete('Prev');
        this.trailer.entries.delete('XRefStm');
    }
    /** One cross-reference section (table plus trailer, or stream); entries already known are newer and win. */
    readSection(offset) {
        const lexer = new syntax/* PdfLexer */.ZG(this.bytes, offset);
        if (lexer.peekWord() === 'xref') {
            lexer.word();
            while (lexer.peekWord() !== 'trailer') {
                const first = Number(lexer.word());
                const count = Number(lexer.word());
                if (!Number.isInteger(first) || !Number.isInteger(count))
                    throw lexer.error('a cross-reference subsection');
                for (let i = 0; i < count; i++) {
                    const entryOffset = Number(lexer.word());
                    const gen = Number(lexer.word());
                    const type = lexer.word();
                    if (type === 'n' && !this.entries.has(first + i))
                        this.entries.set(first + i, { kind: 'offset', offset: entryOffset, gen });
                    else if (!this.entries.has(first + i))
                        this.entries.set(first + i, { kind: 'offset', offset: -1, gen });
                }
            }
            lexer.word();
            const trailer = lexer.value();
            if (!(trailer instanceof syntax/* PdfDict */.h_))
                throw lexer.error('a trailer dictionary');
            return { trailer, stream: false };
        }
        const object = lexer.indirectObject((length) => (length instanceof syntax/* PdfNumber */._s ? length.value : undefined));
        if (!isStream(object.value) || object.value.dict.get('Type')?.name !== 'XRef')
            throw lexer.error('a cross-reference section');
        const { dict: xref } = object.value;
        const data = decodeStream(object.value);
        const widths = xref.get('W').map((w) => w.value);
        const size = xref.get('Size').value;
        const index = (xref.get('Index') ?? [new syntax/* PdfNumber */._s('0'), new syntax/* PdfNumber */._s(String(size))]).map((n) => n.value);
        const rowLength = widths.reduce((a, b) => a + b, 0);
        let row = 0;
        for (let k = 0; k < index.length; k += 2) {
            for (let i = 0; i < index[k + 1]; i++, row++) {
                const fields = [0, 1, 2].map((f) => {
                    let value = 0;
                    const start = row * rowLength + widths.slice(0, f).reduce((a, b) => a + b, 0);
                    for (let b = 0; b < widths[f]; b++)
                        value = value * 256 + (data[start + b] ?? 0);
                    return value;
                });
                const type = widths[0] === 0 ? 1 : fields[0];
                const num = index[k] + i;
                if (this.entries.has(num))
                    continue;
                if (type === 1)
                    this.entries.set(num, { kind: 'offset', offset: fields[1], gen: fields[2] });
                else if (type === 2)
                    this.entries.set(num, { kind: 'compressed', stream: fields[1], index: fields[2] });
                else
                    this.entries.set(num, { kind: 'offset', offset: -1, gen: fields[2] });
            }
        }
        return { trailer: xref, stream: true };
    }
    objectStream(num) {
        const cached = this.objectStreams.get(num);
        if (cached)
            return cached;
        const objects = new Map();
        this.objectStreams.set(num, objects);
        const stream = this.object(num);
        if (!stream || !isStream(stream))
            return objects;
        const at = stream.encrypted;
        const data = decodeStream(at && this.cipher ? { dict: stream.dict, raw: this.cipher.decryptStream(stream.raw, at.num, at.gen) } : stream);
        const count = stream.dict.get('N').value;
        const first = stream.dict.get('First').value;
        const header = new syntax/* PdfLexer */.ZG(data);
        const offsets = [];
        for (let i = 0; i < count; i++)
            offsets.push([Number(header.word()), Number(header.word())]);
        for (const [objectNum, offset] of offsets) {
            this.streamIndex.set(objectNum, this.streamIndex.has(objectNum)
                ? this.streamIndex.get(objectNum)
                : offsets.findIndex(([n]) => n === objectNum));
            try {
                objects.set(objectNum, new syntax/* PdfLexer */.ZG(data, first + offset).value());
            }
            catch {
                // One unreadable object does not hide the others.
            }
        }
        return objects;
    }
    /** Rebuilds the cross-reference from every `N G obj` in the file, the last definition winning, as viewers do. */
    rebuild() {
        this.rebuilt = true;
        this.entries.clear();
        this.objectStreams.clear();
        const text = Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength).toString('latin1');
        const found = /(?<![\d])(\d+)\s+(\d+)\s+obj\b/g;
        const streams = [];
        for (let match = found.exec(text); match; match = found.exec(text)) {
            const num = Number(match[1]);
            this.entries.set(num, { kind: 'offset', offset: match.index, gen: Number(match[2]) });
        }
        for (const num of [...this.entries.keys()]) {
            const object = this.object(num);
            if (object && isStream(object) && object.dict.get('Type')?.name === 'ObjStm')
                streams.push(num);
            if (object && isStream(object) && object.dict.get('Type')?.name === 'XRef') {
                for (const [key, value] of object.dict.entries)
                    if (['Root', 'Info', 'ID', 'Encrypt'].includes(key))
                        this.trailer.set(key, value);
            }
        }
        for (let at = text.indexOf('trailer'); at >= 0; at = text.indexOf('trailer', at + 7)) {
            try {
                const trailer = new syntax/* PdfLexer */.ZG(this.bytes, at + 7).value();
                if (trailer instanceof syntax/* PdfDict */.h_)
                    for (const [key, value] of trailer.entries)
                        if (['Root', 'Info', 'ID', 'Encrypt'].includes(key))
                            this.trailer.set(key, value);
            }
            catch {
                // A damaged trailer: the catalog is looked for below.
            }
        }
        this.setUpEncryption();
        for (const stream of streams) {
            for (const num of this.objectStream(stream).keys())
                if (!this.entries.has(num))
                    this.entries.set(num, { kind: 'compressed', stream, index: this.streamIndex.get(num) ?? 0 });
        }
        const root = this.resolve(this.trailer.get('Root'));
        if (!(root instanceof syntax/* PdfDict */.h_) || !(this.resolve(root.get('Pages')) instanceof syntax/* PdfDict */.h_)) {
            const catalog = [...this.entries.keys()].find((num) => {
                const object = this.resolve(new syntax/* PdfRef */.qb(num, 0));
                return (object instanceof syntax/* PdfDict */.h_ &&
                    object.get('Type')?.name === 'Catalog' &&
                    this.resolve(object.get('Pages')) instanceof syntax/* PdfDict */.h_);
            });
            if (catalog === undefined)
                throw new errors/* CorruptDocumentError */.b6('the PDF has no document catalog with pages');
            this.trailer.set('Root', new syntax/* PdfRef */.qb(catalog, this.entries.get(catalog).kind === 'offset' ? this.entries.get(catalog).gen : 0));
        }
        const last = (0,syntax/* lastIndexOf */.Uu)(this.bytes, 'startxref');
        const offset = last < 0 ? NaN : Number(new syntax/* PdfLexer */.ZG(this.bytes, last + 9).peekWord());
        this.startXref = Number.isInteger(offset) ? offset : -1;
        this.usesXrefStream = false;
    }
    /**
     * The objects a rebuilt file's update must list again: its own cross-reference is broken, so
     * the update's section is the whole table (a reader that trusts it finds every object).
     */
    survivingEntries() {
        return this.rebuilt
            ? new Map([...this.entries].filter(([, entry]) => entry.kind === 'compressed' || entry.offset >= 0))
            : new Map();
    }
    /**
     * The whole file written again without its encryption: every object it holds (those of object
     * streams as plain objects), strings and streams decrypted, a classic cross-reference table,
     * and a trailer without /Encrypt. What a result protected with another password starts from.
     */
    decrypted() {
        const { cipher } = this;
        const encoder = new TextEncoder();
        const parts = [];
        let offset = 0;
        const push = (chunk) => {
            const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
            parts.push(bytes);
            offset += bytes.length;
        };
        push('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n');
        const offsets = new Map();
        for (const [num, entry] of [...this.entries].sort((a, b) => a[0] - b[0])) {
            if (num === 0 || num === this.encryptNum)
                continue;
            const object = this.object(num);
            if (object === undefined)
                continue;
            let value;
            if (isStream(object)) {
                const type = object.dict.get('Type')?.name;
                if (type === 'XRef' || type === 'ObjStm')
                    continue;
                const at = object.encrypted;
                value = {
                    dict: object.dict,
                    data: at && cipher ? cipher.decryptStream(object.raw, at.num, at.gen) : object.raw,
                };
            }
            else
                value = object;
            const gen = entry.kind === 'offset' ? entry.gen : 0;
            offsets.set(num, { offset, gen });
            push(`${num} ${gen} obj\n`);
            push(body(value));
            push('\nendobj\n');
        }
        const size = Math.max(0, ...offsets.keys()) + 1;
        let table = `xref\n0 ${size}\n0000000000 65535 f\r\n`;
        for (let num = 1; num < size; num++) {
            const at = offsets.get(num);
            table +=
                at === undefined
                    ? '0000000000 00000 f\r\n'
                    : `${String(at.offset).padStart(10, '0')} ${String(at.gen).padStart(5, '0')} n\r\n`;
        }
        const trailer = (0,syntax/* dict */.jd)({ Size: new syntax/* PdfNumber */._s(String(size)) });
        for (const key of ['Root', 'Info', 'ID']) {
            const value = this.trailer.get(key);
            if (value !== undefined)
                trailer.set(key, value);
        }
        const xrefOffset = offset;
        push(`${table}trailer\n${(0,syntax/* serialize */.lK)(trailer)}\nstartxref\n${xrefOffset}\n%%EOF\n`);
        const out = new Uint8Array(offset);
        let at = 0;
        for (const part of parts) {
            out.set(part, at);
            at += part.length;
        }
        return out;
    }
    /** An incremental update of this file. */
    update() {
        return new IncrementalUpdate(this, this.startXref);
    }
}
function isStream(value) {
    return typeof value === 'object' && value !== null && 'raw' in value && value.dict instanceof syntax/* PdfDict */.h_;
}
/** A stream's data with FlateDecode (and its PNG or TIFF predictor) undone: what cross-reference and object streams use. */
function decodeStream(stream) {
    const filter = stream.dict.get('Filter');
    const filters = (Array.isArray(filter) ? filter : filter ? [filter] : []).map((f) => f.name);
    let data = stream.raw;
    for (const f of filters) {
        if (f !== 'FlateDecode' && f !== 'Fl')
            throw new errors/* CorruptDocumentError */.b6(`the PDF uses the filter ${f} for its structure`);
        try {
            data = (0,esm/* unzlibSync */.a8)(data);
        }
        catch {
            data = (0,esm/* inflateSync */.HM)(data.subarray(2));
        }
    }
    const parms = stream.dict.get('DecodeParms');
    const params = Array.isArray(parms) ? parms[0] : parms;
    if (params instanceof syntax/* PdfDict */.h_) {
        const predictor = params.get('Predictor')?.value ?? 1;
        if (predictor >= 10)
            data = unpredictPng(data, params.get('Columns')?.value ?? 1);
    }
    return data;
}
function unpredictPng(data, columns) {
    const rows = Math.floor(data.length / (columns + 1));
    const out = new Uint8Array(rows * columns);
    for (let r = 0; r < rows; r++) {
        const type = data[r * (columns + 1)];
        for (let c = 0; c < columns; c++) {
            const raw = data[r * (columns + 1) + 1 + c];
            const left = c > 0 ? out[r * columns + c - 1] : 0;
            const up = r > 0 ? out[(r - 1) * columns + c] : 0;
            const upLeft = r > 0 && c > 0 ? out[(r - 1) * columns + c - 1] : 0;
            let value = raw;
            if (type === 1)
                value = raw + left;
            else if (type === 2)
                value = raw + up;
            else if (type === 3)
                value = raw + ((left + up) >> 1);
            else if (type === 4) {
                const p = left + up - upLeft;
                const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
                value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
            }
            out[r * columns + c] = value & 0xff;
        }
    }
    return out;
}
/** New and changed objects for one file, written after its bytes with their own cross-reference section. */
class IncrementalUpdate {
    file;
    prev;
    objects = new Map();
    next;
    constructor(file, prev) {
        this.file = file;
        this.prev = prev;
        this.next = file.size;
    }
    /** A number for an object written later with `set` (two objects that refer to each other). */
    reserve() {
        return new syntax/* PdfRef */.qb(this.next++, 0);
    }
    /** A new object; its reference. */
    add(value) {
        const ref = new syntax/* PdfRef */.qb(this.next++, 0);
        this.set(ref, value);
        return ref;
    }
    /** An object that replaces the file's object of that number. */
    set(ref, value) {
        const { cipher } = this.file;
        if (cipher) {
            const encrypt = (bytes) => cipher.encryptString(bytes, ref.num, ref.gen);
            value = isStreamBody(value)
                ? { dict: mapStrings(value.dict, encrypt), data: cipher.encryptStream(value.data, ref.num, ref.gen) }
                : mapStrings(value, encrypt);
        }
        this.objects.set(ref.num, { gen: ref.gen, body: body(value) });
    }
    toBytes() {
        const encoder = new TextEncoder();
        const original = this.file.bytes;
        const parts = [original];
        let offset = original.length;
        const push = (chunk) => {
            const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
            parts.push(bytes);
            offset += bytes.length;
        };
        if (original[original.length - 1] !== 0x0a && original[original.length - 1] !== 0x0d)
            push('\n');
        const offsets = new Map();
        for (const [num, { gen, body: objectBody }] of [...this.objects].sort((a, b) => a[0] - b[0])) {
            offsets.set(num, { offset, gen });
            push(`${num} ${gen} obj\n`);
            push(objectBody);
            push('\nendobj\n');
        }
        const entries = this.file.survivingEntries();
        for (const [num, { offset: at, gen }] of offsets)
            entries.set(num, { kind: 'offset', offset: at, gen });
        const trailer = (0,syntax/* dict */.jd)({ Size: new syntax/* PdfNumber */._s(String(this.next)) });
        for (const key of ['Root', 'Info', 'ID', 'Encrypt']) {
            const value = this.file.trailer.get(key);
            if (value !== undefined)
                trailer.set(key, value);
        }
        if (this.prev >= 0 && !this.file.rebuilt)
            trailer.set('Prev', new syntax/* PdfNumber */._s(String(this.prev)));
        const xrefOffset = offset;
        if (this.file.usesXrefStream || [...entries.values()].some((entry) => entry.kind === 'compressed')) {
            const self = this.next++;
            trailer.set('Size', new syntax/* PdfNumber */._s(String(this.next)));
            entries.set(self, { kind: 'offset', offset: xrefOffset, gen: 0 });
            const numbers = [...entries.keys()].sort((a, b) => a - b);
            const rows = new Uint8Array(numbers.length * 7);
            numbers.forEach((num, i) => {
                const entry = entries.get(num);
                const [type, field, second] = entry.kind === 'offset' ? [1, entry.offset, entry.gen] : [2, entry.stream, entry.index];
                rows.set([
                    type,
                    (field >>> 24) & 0xff,
                    (field >>> 16) & 0xff,
                    (field >>> 8) & 0xff,
                    field & 0xff,
                    (second >> 8) & 0xff,
                    second & 0xff,
                ], i * 7);
            });
            trailer
                .set('Type', (0,syntax/* name */.UU)('XRef'))
                .set('W', [1, 4, 2].map((w) => new syntax/* PdfNumber */._s(String(w))))
                .set('Index', runs(numbers).flatMap(([start, count]) => [new syntax/* PdfNumber */._s(String(start)), new syntax/* PdfNumber */._s(String(count))]));
            push(`${self} 0 obj\n`);
            push(body({ dict: trailer, data: rows }));
            push('\nendobj\n');
        }
        else {
            const numbers = [...entries.keys()].sort((a, b) => a - b);
            let table = 'xref\n';
            if (this.file.rebuilt)
                table += '0 1\n0000000000 65535 f\r\n';
            for (const [start, count] of runs(numbers.filter((num) => num > 0))) {
                table += `${start} ${count}\n`;
                for (let num = start; num < start + count; num++) {
                    const entry = entries.get(num);
                    table += `${String(entry.offset).padStart(10, '0')} ${String(entry.gen).padStart(5, '0')} n\r\n`;
                }
            }
            push(`${table}trailer\n${(0,syntax/* serialize */.lK)(trailer)}\n`);
        }
        push(`startxref\n${xrefOffset}\n%%EOF\n`);
        const out = new Uint8Array(offset);
        let at = 0;
        for (const part of parts) {
            out.set(part, at);
            at += part.length;
        }
        return out;
    }
}
function isStreamBody(value) {
    return typeof value === 'object' && value !== null && !(value instanceof syntax/* PdfDict */.h_) && 'data' in value;
}
function body(value) {
    const encoder = new TextEncoder();
    if (!isStreamBody(value))
        return encoder.encode((0,syntax/* serialize */.lK)(value));
    const streamDict = new syntax/* PdfDict */.h_();
    for (const [key, item] of value.dict.entries)
        if (key !== 'Length')
            streamDict.set(key, item);
    streamDict.set('Length', new syntax/* PdfNumber */._s(String(value.data.length)));
    const head = encoder.encode(`${(0,syntax/* serialize */.lK)(streamDict)}\nstream\n`);
    const tail = encoder.encode('\nendstream');
    const out = new Uint8Array(head.length + value.data.length + tail.length);
    out.set(head);
    out.set(value.data, head.length);
    out.set(tail, head.length + value.data.length);
    return out;
}
/** Sorted numbers as [start, count] runs of consecutive numbers. */
function runs(numbers) {
    const out = [];
    for (const num of numbers) {
        const last = out[out.length - 1];
        if (last && last[0] + last[1] === num)
            last[1]++;
        else
            out.push([num, 1]);
    }
    return out;
}


/***/ }),

/***/ 45604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pdfWriter: () => (/* binding */ pdfWriter)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _pdfjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62429);
/* harmony import */ var _annotations__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13998);
/* harmony import */ var _file__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96918);
/* harmony import */ var _marks__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(36906);
/* harmony import */ var _syntax__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68333);






/**
 * PDF result: the target with review annotations appended as an incremental update (the
 * original bytes untouched, see file.ts): a translucent highlight under each inserted or changed
 * piece of text (the ItemsStyle colour, the old text in its note), a caret where text was
 * deleted with the deleted words in its note, a frame for changed picture regions, and an
 * optional summary page. Every annotation carries its appearance stream (annotations.ts). PDF has
 * no revisions to accept or reject, so the clean mode keeps the target as it is, and says so for
 * the changes it was asked to reject.
 */
const pdfWriter = {
    formats: ['pdf'],
    async write(input) {
        const warnings = [];
        const { options, changes } = input;
        if (options.mode === 'clean') {
            // A clean result carries no marks, so a rejected change has no annotation left either; its
            // text is the target's, since a PDF's text cannot be rewritten in place. Said, not refused:
            // the vendor's updates operation answers a result for PDFs too.
            const rejected = [...options.rejected].filter((id) => id >= 0 && id < changes.length).sort((a, b) => a - b);
            if (rejected.length > 0)
                warnings.push({
                    code: 'pdf-reject-text',
                    message: `a PDF's text cannot be taken back: rejected change${rejected.length === 1 ? '' : 's'} ${rejected.join(', ')} ${rejected.length === 1 ? 'keeps' : 'keep'} the target's text, without a mark`,
                });
            return { bytes: input.target.bytes, warnings };
        }
        if (options.mode === 'tracked')
            warnings.push({
                code: 'pdf-tracked',
                message: 'PDF has no tracked changes; the result marks changes with annotations instead',
            });
        const targetData = input.target.document.familyData;
        const sourceData = input.source.document.familyData;
        let file;
        let pages;
        try {
            file = new _file__WEBPACK_IMPORTED_MODULE_3__.PdfFile(input.target.bytes, input.target.password);
            pages = file.pages();
        }
        catch (error) {
            // An encryption the writer cannot open says so as it is.
            if (error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$)
                throw error;
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`the target PDF cannot be annotated (${(0,_errors__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)})`);
        }
        if (file.rebuilt)
            warnings.push({
                code: 'pdf-xref-rebuilt',
                message: "the target PDF's cross-reference table is damaged; the result was written against a scan of its objects, as viewers read it",
            });
        const update = file.update();
        const date = (0,_annotations__WEBPACK_IMPORTED_MODULE_2__/* .pdfDate */ .Z8)(options.date);
        const annotations = new Map();
        let marked = 0;
        changes.forEach((change, index) => {
            const placed = (0,_marks__WEBPACK_IMPORTED_MODULE_4__/* .placeChange */ .i)(change, sourceData, targetData, pages, options);
            if (!placed)
                return;
            const mark = {
                ...placed.mark,
                note: noteOf(change),
                popup: change.kind === 'Deleted' ||
                    (change.kind !== 'Inserted' && Boolean(change.text) && change.text !== change.targetText),
            };
            const refs = (0,_annotations__WEBPACK_IMPORTED_MODULE_2__/* .writeMark */ .Lx)(update, mark, placed.page.ref, `docdelta-${index}`, date);
            annotations.set(placed.index, [...(annotations.get(placed.index) ?? []), ...refs]);
            marked++;
        });
        for (const [index, refs] of annotations)
            (0,_marks__WEBPACK_IMPORTED_MODULE_4__/* .addAnnotations */ .S)(file, update, pages[index], refs);
        if (marked < changes.length) {
            warnings.push({
                code: 'pdf-unplaced',
                message: `${changes.length - marked} change${changes.length - marked === 1 ? '' : 's'} had no place on a page and ${changes.length - marked === 1 ? 'is' : 'are'} only listed`,
            });
        }
        if (options.summaryPage)
            addSummaryPages(file, update, pages, changes);
        return { bytes: update.toBytes(), warnings };
    },
    // Several reviewers' copies of one PDF: the original with every reviewer's annotations (combine.ts).
    combine: async (input) => (await __webpack_require__.e(/* import() */ 6641).then(__webpack_require__.bind(__webpack_require__, 26641))).combinePdfs(input),
    async validate(bytes, inputs) {
        const document = await (0,_pdfjs__WEBPACK_IMPORTED_MODULE_1__.openPdf)(bytes, inputs?.password);
        try {
            if (document.numPages < 1)
                throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6('the written PDF has no pages');
            // Every annotation parsed, for print: for display pdf.js also extracts the text of each page a
            // highlight lies on (the 137-page standard's result: 2 of its 4.5 CPU seconds), which no check needs.
            for (let n = 1; n <= document.numPages; n++) {
                const page = await document.getPage(n);
                await page.getAnnotations({ intent: 'print' });
                page.cleanup();
            }
        }
        finally {
            await document.destroy();
        }
    },
};
function noteOf(change) {
    if (change.kind === 'Deleted')
        return `Deleted: ${change.text}`;
    if (change.kind === 'Inserted')
        return `Inserted: ${change.targetText}`;
    return change.text && change.text !== change.targetText
        ? `Changed from: ${change.text}`
        : `${change.kind}: ${change.targetText}`;
}
/** Appends pages that count changes by type and list them, in Helvetica, to the root of the page tree. */
function addSummaryPages(file, update, pages, changes) {
    const lines = [['Summary of changes', 16]];
    const counts = new Map();
    for (const c of changes)
        counts.set(c.kind, (counts.get(c.kind) ?? 0) + 1);
    lines.push([
        `${changes.length} change${changes.length === 1 ? '' : 's'}: ${[...counts].map(([k, n]) => `${n} ${k.toLowerCase()}`).join(', ') || 'none'}`,
        10,
    ]);
    changes.forEach((c, i) => {
        const where = c.box ? `page ${c.box.page}` : c.place;
        const text = c.kind === 'Deleted' ? c.text : c.kind === 'Inserted' ? c.targetText : `${c.text} -> ${c.targetText}`;
        lines.push([`${i}. ${c.kind}, ${where}: ${text.replace(/\s+/g, ' ')}`, 10]);
    });
    const rootRef = file.root.get('Pages');
    const root = file.resolve(rootRef);
    if (!(rootRef instanceof _syntax__WEBPACK_IMPORTED_MODULE_5__/* .PdfRef */ .qb) || !(root instanceof _syntax__WEBPACK_IMPORTED_MODULE_5__/* .PdfDict */ .h_))
        return;
    const box = file.resolve(pages[0]?.dict.get('MediaBox') ?? root.get('MediaBox'));
    const given = Array.isArray(box) && box.length === 4 ? box.map((v) => (v instanceof _syntax__WEBPACK_IMPORTED_MODULE_5__/* .PdfNumber */ ._s ? v.value : 0)) : [];
    // The summary takes the first page's size, unless that is too small to hold lines of text (a label, a banner): then A4.
    const [x0, y0, x1, y1] = given.length === 4 && given[2] - given[0] >= 300 && given[3] - given[1] >= 300 ? given : [0, 0, 595, 842];
    const [width, height] = [x1 - x0, y1 - y0];
    const font = update.add((0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .dict */ .jd)({
        Type: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .name */ .UU)('Font'),
        Subtype: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .name */ .UU)('Type1'),
        BaseFont: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .name */ .UU)('Helvetica'),
        Encoding: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .name */ .UU)('WinAnsiEncoding'),
    }));
    const added = [];
    let content = '';
    let y = height - 60;
    const flush = () => {
        const stream = update.add({ dict: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .dict */ .jd)({}), data: new TextEncoder().encode(content) });
        added.push(update.add((0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .dict */ .jd)({
            Type: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .name */ .UU)('Page'),
            Parent: rootRef,
            MediaBox: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .nums */ .Ab)([x0, y0, x1, y1]),
            Resources: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .dict */ .jd)({ Font: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .dict */ .jd)({ F1: font }) }),
            Contents: stream,
        })));
        content = '';
        y = height - 60;
    };
    for (const [text, size] of lines) {
        if (y < 50)
            flush();
        const hex = Array.from(latin1(text).slice(0, Math.floor((width - 100) / (size * 0.5))), (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
        content += `BT /F1 ${size} Tf ${(0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .num */ .bu)(x0 + 50).text} ${(0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .num */ .bu)(y0 + y).text} Td <${hex}> Tj ET\n`;
        y -= size * 1.5;
    }
    flush();
    const kids = root.get('Kids');
    const count = root.get('Count');
    root.set('Count', new _syntax__WEBPACK_IMPORTED_MODULE_5__/* .PdfNumber */ ._s(String((count instanceof _syntax__WEBPACK_IMPORTED_MODULE_5__/* .PdfNumber */ ._s ? count.value : pages.length) + added.length)));
    if (kids instanceof _syntax__WEBPACK_IMPORTED_MODULE_5__/* .PdfRef */ .qb) {
        const array = file.resolve(kids);
        update.set(kids, [...(Array.isArray(array) ? array : []), ...added]);
    }
    else
        root.set('Kids', [...(Array.isArray(kids) ? kids : []), ...added]);
    update.set(rootRef, root);
}
/** Text the standard Helvetica font can show (WinAnsi); anything else becomes `?`. */
function latin1(text) {
    return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}


/***/ }),

/***/ 36906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ addAnnotations),
/* harmony export */   i: () => (/* binding */ placeChange)
/* harmony export */ });
/* harmony import */ var _diff__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69301);
/* harmony import */ var _syntax__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68333);


/** The mark for a change on the target's page, or undefined when it has no place there. */
function placeChange(change, sourceData, targetData, pages, styles) {
    const box = placeOnTarget(change, sourceData, targetData);
    if (!box || !targetData)
        return undefined;
    const page = pages[box.page - 1];
    const info = targetData.pages[box.page - 1];
    if (!page || !info)
        return undefined;
    const rect = userRectangle(info.transform, box.x, box.y, box.x + box.width, box.y + Math.max(box.height, 4));
    const style = change.kind === 'Inserted' ? styles.inserted : change.kind === 'Deleted' ? styles.deleted : styles.changed;
    return {
        index: box.page - 1,
        page,
        mark: {
            kind: markKind(change, box, targetData),
            rect: rect[2] - rect[0] < 4 && change.kind !== 'Deleted' ? [rect[0], rect[1], rect[0] + 4, rect[3]] : rect,
            colour: colourOf(style, change.kind),
        },
    };
}
/** A deleted spot the target left blank is struck through where the words were; elsewhere a caret marks the gap. */
function markKind(change, box, target) {
    if (change.unit === 'object')
        return 'frame';
    if (change.kind !== 'Deleted')
        return 'highlight';
    if (box.width < 1)
        return 'caret';
    const overlaps = target.paragraphs.some((words) => {
        for (let i = 0; i < words.pages.length; i++) {
            if (words.pages[i] !== box.page)
                continue;
            const [x, y, w, h] = words.boxes.subarray(i * 4, i * 4 + 4);
            if (x < box.x + box.width && x + w > box.x && y < box.y + box.height && y + h > box.y)
                return true;
        }
        return false;
    });
    return overlaps ? 'caret' : 'strikeout';
}
/** Lists the annotations in the page's /Annots: the page (or its indirect /Annots array) is written again with them. */
function addAnnotations(file, update, page, refs) {
    const existing = page.dict.get('Annots');
    if (existing instanceof _syntax__WEBPACK_IMPORTED_MODULE_1__/* .PdfRef */ .qb) {
        const array = file.resolve(existing);
        if (Array.isArray(array)) {
            update.set(existing, [...array, ...refs]);
            return;
        }
    }
    page.dict.set('Annots', [...(Array.isArray(existing) ? existing : []), ...refs]);
    update.set(page.ref, page.dict);
}
/** Where a change shows on the target: its own box there, or for deletions the spot they were taken from. */
function placeOnTarget(change, source, target) {
    if (change.kind !== 'Deleted')
        return change.box;
    const side = change.target ?? change.anchor;
    const there = (0,_diff__WEBPACK_IMPORTED_MODULE_0__/* .boxOf */ .b)(target, side);
    if (there)
        return { ...there, width: 0, height: there.height };
    const box = change.box ?? (0,_diff__WEBPACK_IMPORTED_MODULE_0__/* .boxOf */ .b)(source, change.source);
    return box && target?.pages[box.page - 1] ? box : undefined;
}
/** A displayed (top-left) rectangle back in the page's user space, as [x0, y0, x1, y1]. */
function userRectangle(transform, x0, y0, x1, y1) {
    const [a, b, c, d, e, f] = transform;
    const determinant = a * d - b * c;
    const invert = (x, y) => [
        (d * (x - e) - c * (y - f)) / determinant,
        (-b * (x - e) + a * (y - f)) / determinant,
    ];
    const points = [invert(x0, y0), invert(x1, y1), invert(x0, y1), invert(x1, y0)];
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
function colourOf(style, kind) {
    const hex = style.highlightColor ??
        style.fontColor ??
        (kind === 'Inserted' ? '0000FF' : kind === 'Deleted' ? 'FF0000' : '008000');
    const value = /^[0-9A-F]{6}$/i.test(hex) ? hex : 'FFFF00';
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
    return [r, g, b];
}


/***/ }),

/***/ 68333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ab: () => (/* binding */ nums),
/* harmony export */   UU: () => (/* binding */ name),
/* harmony export */   Uu: () => (/* binding */ lastIndexOf),
/* harmony export */   WK: () => (/* binding */ PdfString),
/* harmony export */   ZG: () => (/* binding */ PdfLexer),
/* harmony export */   _s: () => (/* binding */ PdfNumber),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   h_: () => (/* binding */ PdfDict),
/* harmony export */   jd: () => (/* binding */ dict),
/* harmony export */   lK: () => (/* binding */ serialize),
/* harmony export */   qb: () => (/* binding */ PdfRef),
/* harmony export */   vu: () => (/* binding */ textString)
/* harmony export */ });
/* unused harmony exports PdfName, indexOf */
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);

class PdfName {
    name;
    constructor(name) {
        this.name = name;
    }
}
class PdfNumber {
    text;
    constructor(text) {
        this.text = text;
    }
    get value() {
        return Number(this.text);
    }
}
class PdfString {
    bytes;
    constructor(bytes) {
        this.bytes = bytes;
    }
}
class PdfRef {
    num;
    gen;
    constructor(num, gen) {
        this.num = num;
        this.gen = gen;
    }
}
class PdfDict {
    entries = new Map();
    get(key) {
        return this.entries.get(key);
    }
    set(key, value) {
        this.entries.set(key, value);
        return this;
    }
}
const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
const latin1 = (bytes, start, end) => {
    let text = '';
    for (let i = start; i < end; i++)
        text += String.fromCharCode(bytes[i]);
    return text;
};
/** Reads PDF values from bytes, one at a time, from a position. */
class PdfLexer {
    bytes;
    pos;
    constructor(bytes, pos = 0) {
        this.bytes = bytes;
        this.pos = pos;
    }
    skipSpace() {
        const { bytes } = this;
        while (this.pos < bytes.length) {
            const byte = bytes[this.pos];
            if (WHITESPACE.has(byte))
                this.pos++;
            else if (byte === 0x25)
                while (this.pos < bytes.length && bytes[this.pos] !== 0x0a && bytes[this.pos] !== 0x0d)
                    this.pos++;
            else
                break;
        }
    }
    /** The next bare word (a keyword or number) without consuming it, or undefined at a delimiter. */
    peekWord() {
        this.skipSpace();
        let end = this.pos;
        while (end < this.bytes.length && isRegular(this.bytes[end]))
            end++;
        return end > this.pos ? latin1(this.bytes, this.pos, end) : undefined;
    }
    word() {
        const word = this.peekWord();
        if (word === undefined)
            throw this.error('a keyword');
        this.pos += word.length;
        return word;
    }
    expect(keyword) {
        const word = this.word();
        if (word !== keyword)
            throw this.error(`'${keyword}'`);
    }
    error(what) {
        return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`the PDF has a syntax error at byte ${this.pos}: expected ${what}`);
    }
    /** One value; `N G R` becomes a reference. */
    value() {
        this.skipSpace();
        const { bytes } = this;
        const byte = bytes[this.pos];
        if (byte === undefined)
            throw this.error('a value');
        if (byte === 0x2f)
            return this.name();
        if (byte === 0x28)
            return this.literalString();
        if (byte === 0x3c && bytes[this.pos + 1] === 0x3c)
            return this.dict();
        if (byte === 0x3c)
            return this.hexString();
        if (byte === 0x5b) {
            this.pos++;
            const items = [];
            for (;;) {
                this.skipSpace();
                if (bytes[this.pos] === 0x5d)
                    break;
                if (this.pos >= bytes.length)
                    throw this.error("']'");
                items.push(this.value());
            }
            this.pos++;
            return items;
        }
        const word = this.word();
        if (word === 'true')
            return true;
        if (word === 'false')
            return false;
        if (word === 'null')
            return null;
        if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word))
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`the PDF has a syntax error at byte ${this.pos - word.length}: unexpected '${word.slice(0, 20)}'`);
        if (/^\d+$/.test(word)) {
            const save = this.pos;
            const gen = this.peekWord();
            if (gen !== undefined && /^\d+$/.test(gen)) {
                this.pos += gen.length;
                if (this.peekWord() === 'R') {
                    this.pos++;
                    return new PdfRef(Number(word), Number(gen));
                }
            }
            this.pos = save;
        }
        return new PdfNumber(word);
    }
    name() {
        const { bytes } = this;
        let end = ++this.pos;
        while (end < bytes.length && isRegular(bytes[end]))
            end++;
        const raw = latin1(bytes, this.pos, end);
        this.pos = end;
        return new PdfName(raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))));
    }
    dict() {
        this.pos += 2;
        const dict = new PdfDict();
        for (;;) {
            this.skipSpace();
            if (this.bytes[this.pos] === 0x3e && this.bytes[this.pos + 1] === 0x3e)
                break;
            if (this.pos >= this.bytes.length)
                throw this.error("'>>'");
            const key = this.value();
            if (!(key instanceof PdfName))
                throw this.error('a name as a dictionary key');
            dict.set(key.name, this.value());
        }
        this.pos += 2;
        return dict;
    }
    hexString() {
        const { bytes } = this;
        const digits = [];
        this.pos++;
        while (this.pos < bytes.length && bytes[this.pos] !== 0x3e) {
            const byte = bytes[this.pos++];
            if (!WHITESPACE.has(byte))
                digits.push(parseInt(String.fromCharCode(byte), 16));
        }
        this.pos++;
        if (digits.length % 2)
            digits.push(0);
        const out = new Uint8Array(digits.length / 2);
        for (let i = 0; i < out.length; i++)
            out[i] = ((digits[2 * i] || 0) << 4) | (digits[2 * i + 1] || 0);
        return new PdfString(out);
    }
    literalString() {
        const { bytes } = this;
        const out = [];
        let depth = 1;
        this.pos++;
        while (this.pos < bytes.length) {
            const byte = bytes[this.pos++];
            if (byte === 0x28)
                depth++;
            else if (byte === 0x29 && --depth === 0)
                break;
            if (byte !== 0x5c) {
                out.push(byte);
                continue;
            }
            const next = bytes[this.pos++];
            const escapes = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };
            if (escapes[next] !== undefined)
                out.push(escapes[next]);
            else if (next >= 0x30 && next <= 0x37) {
                let code = next - 0x30;
                for (let k = 0; k < 2 && bytes[this.pos] >= 0x30 && bytes[this.pos] <= 0x37; k++)
                    code = code * 8 + bytes[this.pos++] - 0x30;
                out.push(code & 0xff);
            }
            else if (next === 0x0d) {
                if (bytes[this.pos] === 0x0a)
                    this.pos++;
            }
            else if (next !== 0x0a)
                out.push(next);
        }
        return new PdfString(Uint8Array.from(out));
    }
    /**
     * An indirect object at the current position, `N G obj … endobj`; a stream's bytes are taken by
     * its /Length when that is a number and fits, else up to `endstream`.
     */
    indirectObject(length) {
        const num = Number(this.word());
        const gen = Number(this.word());
        this.expect('obj');
        const value = this.value();
        if (value instanceof PdfDict && this.peekWord() === 'stream') {
            this.pos += 6;
            if (this.bytes[this.pos] === 0x0d)
                this.pos++;
            if (this.bytes[this.pos] === 0x0a)
                this.pos++;
            const start = this.pos;
            const declared = length?.(value.get('Length'));
            let end;
            if (declared !== undefined &&
                declared >= 0 &&
                start + declared <= this.bytes.length &&
                /^\s*endstream/.test(latin1(this.bytes, start + declared, Math.min(this.bytes.length, start + declared + 20)))) {
                end = start + declared;
            }
            else {
                end = indexOf(this.bytes, 'endstream', start);
                if (end < 0)
                    throw this.error("'endstream'");
                // The end-of-line before `endstream` is not part of the data.
                if (this.bytes[end - 1] === 0x0a)
                    end--;
                if (this.bytes[end - 1] === 0x0d)
                    end--;
            }
            this.pos = end;
            this.expect('endstream');
            return { num, gen, value: { dict: value, raw: this.bytes.subarray(start, end) } };
        }
        return { num, gen, value };
    }
}
/** Where `text` (ASCII) first occurs in `bytes` at or after `from`, or -1. */
function indexOf(bytes, text, from = 0) {
    // Node's native search: a damaged file may be megabytes of junk to look through.
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(text, from, 'latin1');
}
/** Where `text` (ASCII) last occurs in `bytes` before `before`, or -1. */
function lastIndexOf(bytes, text, before = bytes.length) {
    const start = Math.min(before, bytes.length) - text.length;
    if (start < 0)
        return -1;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf(text, start, 'latin1');
}
/** A value in PDF syntax. Strings go out in hex: any byte, no escaping to get wrong. */
function serialize(value) {
    if (value === null)
        return 'null';
    if (value === true || value === false)
        return String(value);
    if (value instanceof PdfNumber)
        return value.text;
    if (value instanceof PdfRef)
        return `${value.num} ${value.gen} R`;
    if (value instanceof PdfName)
        return `/${value.name.replace(/[^!-~]|[#()<>[\]{}/%]/g, (c) => `#${c.charCodeAt(0).toString(16).padStart(2, '0')}`)}`;
    if (value instanceof PdfString)
        return `<${Array.from(value.bytes, (b) => b.toString(16).padStart(2, '0')).join('')}>`;
    if (Array.isArray(value))
        return `[${value.map(serialize).join(' ')}]`;
    return `<<${[...value.entries].map(([key, item]) => `${serialize(new PdfName(key))} ${serialize(item)}`).join(' ')}>>`;
}
/** A number as PDF writes it: no exponent, at most four decimals. */
function num(value) {
    const text = (Math.round(value * 10000) / 10000).toFixed(4).replace(/\.?0+$/, '');
    return new PdfNumber(text === '-0' ? '0' : text);
}
/** Text as a PDF text string: PDFDocEncoding where it is Latin-1, else UTF-16BE with its byte order mark. */
function textString(text) {
    if (/^[\x20-\x7e\xa0-\xff\n\r\t]*$/.test(text))
        return new PdfString(Uint8Array.from(text, (c) => c.charCodeAt(0)));
    const out = [0xfe, 0xff];
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        out.push(code >> 8, code & 0xff);
    }
    return new PdfString(Uint8Array.from(out));
}
function dict(entries) {
    const result = new PdfDict();
    for (const [key, value] of Object.entries(entries))
        result.set(key, value);
    return result;
}
const name = (value) => new PdfName(value);
const nums = (values) => values.map(num);


/***/ })

};
