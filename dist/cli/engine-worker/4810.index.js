export const id = 4810;
export const ids = [4810,5407];
export const modules = {

/***/ 7792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ emailData)
/* harmony export */ });
function emailData(model) {
    const data = model.familyData;
    return data?.family === 'email' ? data : undefined;
}


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SHOWN_HEADERS: () => (/* binding */ SHOWN_HEADERS),
  classifyParts: () => (/* binding */ classifyParts),
  emailData: () => (/* reexport */ data/* emailData */.F),
  emailReader: () => (/* binding */ emailReader),
  plainLines: () => (/* binding */ plainLines),
  readEmail: () => (/* binding */ readEmail)
});

// EXTERNAL MODULE: ./src/engine/formats/package/digest.ts
var digest = __webpack_require__(5784);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
// EXTERNAL MODULE: ./src/engine/formats/shared/html.ts
var html = __webpack_require__(7742);
// EXTERNAL MODULE: ./src/engine/formats/shared/prose.ts
var prose = __webpack_require__(1728);
// EXTERNAL MODULE: ./src/engine/diff/compare.ts
var compare = __webpack_require__(7335);
// EXTERNAL MODULE: ./src/engine/formats/email/data.ts
var data = __webpack_require__(7792);
;// CONCATENATED MODULE: ./src/engine/formats/email/diff.ts


/**
 * The e-mail family's diff: the generic diff of headers, body and attachments, with places a
 * person reads in a mail client (`Subject`, `attachment report.txt`) instead of paragraph
 * numbers. When the plain-text bodies are equal but the HTML alternatives differ, the HTML
 * changes are reported under `HTML body`.
 */
function diffEmails(source, target, options) {
    const changes = (0,compare/* diffDocuments */.me)(source, target, options);
    const a = (0,data/* emailData */.F)(source);
    const b = (0,data/* emailData */.F)(target);
    for (const change of changes) {
        const side = change.kind === 'Deleted' ? change.source : change.target;
        const story = side?.story ?? change.source?.story ?? change.target?.story;
        if (story === 'body') {
            // The generic diff names body paragraphs without their story; a message has several.
            change.place = `body, ${change.place}`;
        }
        else if (story === 'message') {
            const names = change.kind === 'Deleted' ? a?.headerNames : b?.headerNames;
            const name = side?.blockPath.length ? names?.[side.blockPath[0]] : undefined;
            if (name)
                change.place = name;
        }
        else if (story?.startsWith('attachment:')) {
            const label = (change.kind === 'Deleted' ? source : target).stories.find((s) => s.key === story)?.label;
            if (label)
                change.place = label;
        }
    }
    const bodyChanged = changes.some((c) => (c.source?.story ?? c.target?.story) === 'body');
    if (!bodyChanged && a?.htmlBlocks && b?.htmlBlocks) {
        const html = (blocks) => ({
            format: 'html',
            stories: [{ kind: 'body', key: 'body:html', label: 'HTML body', blocks: blocks }],
            metadata: {},
            warnings: [],
        });
        changes.push(...(0,compare/* diffDocuments */.me)(html(a.htmlBlocks), html(b.htmlBlocks), options).map((c) => ({
            ...c,
            place: `HTML body, ${c.place}`,
        })));
    }
    return changes;
}

// EXTERNAL MODULE: ./src/engine/formats/email/mime.ts
var mime = __webpack_require__(7088);
;// CONCATENATED MODULE: ./src/engine/formats/email/index.ts







/**
 * Reader for e-mail messages (.eml): the headers a person reads (Subject, From, To, Cc, Date) as
 * the `message` story, the body as the `body` story (the text/plain alternative when there is
 * one, else the HTML read as a browser shows it), and each attachment as an `attachment` story
 * holding one object hashed by content, so changed, added and removed attachments show.
 */
const SHOWN_HEADERS = ['Subject', 'From', 'To', 'Cc', 'Date'];
function readEmail(bytes, format, _options = {}) {
    if (!bytes.length)
        throw new errors/* CorruptDocumentError */.b6('the message is empty');
    const warnings = [];
    const root = (0,mime/* parseMessage */.vY)(bytes, warnings);
    if (!root.headers.length)
        throw new errors/* CorruptDocumentError */.b6('the file has no e-mail headers');
    const data = { family: 'email', headerNames: [] };
    const stories = [];
    const headerBlocks = [];
    for (const name of SHOWN_HEADERS) {
        const value = (0,mime/* headerValue */.Z)(root.headers, name);
        if (value === undefined)
            continue;
        data.headerNames.push(name);
        headerBlocks.push(paragraph(`${name}: ${(0,mime/* decodeHeader */.E2)(value).replace(/\s+/g, ' ').trim()}`, 'headers'));
    }
    stories.push({ kind: 'message', key: 'message', label: 'message', blocks: headerBlocks });
    const { body, attachments } = classifyParts(root, warnings);
    let bodyBlocks = [];
    if (body.plain) {
        data.bodyLines = plainLines((0,mime/* partText */.Rn)(body.plain, warnings), body.plain.params.format?.toLowerCase() === 'flowed');
        bodyBlocks = (0,prose/* readProse */.U)(data.bodyLines.join('\n')).map((block) => block.locator ? { ...block, locator: { ...block.locator, part: 'body' } } : block);
        data.bodyType = 'text/plain';
        if (body.html)
            data.htmlBlocks = (0,html/* readHtml */.y)((0,mime/* partText */.Rn)(body.html, warnings)).blocks;
    }
    else if (body.html) {
        bodyBlocks = (0,html/* readHtml */.y)((0,mime/* partText */.Rn)(body.html, warnings)).blocks;
        data.bodyType = 'text/html';
    }
    stories.push({ kind: 'body', key: 'body', label: 'body', blocks: bodyBlocks });
    const seen = new Map();
    for (const attachment of attachments) {
        const count = (seen.get(attachment.name) ?? 0) + 1;
        seen.set(attachment.name, count);
        const key = count === 1 ? `attachment:${attachment.name}` : `attachment:${attachment.name}#${count}`;
        stories.push({
            kind: 'attachment',
            key,
            label: `attachment ${attachment.name}${count === 1 ? '' : ` (${count})`}`,
            blocks: [
                {
                    type: 'object',
                    object: {
                        kind: attachment.part.contentType.startsWith('image/') ? 'image' : 'object',
                        hash: (0,digest/* sha1 */.N)(attachment.bytes),
                        name: `${attachment.name} (${attachment.part.contentType}, ${attachment.bytes.length} bytes)`,
                    },
                },
            ],
        });
    }
    const subject = (0,mime/* headerValue */.Z)(root.headers, 'subject');
    const from = (0,mime/* headerValue */.Z)(root.headers, 'from');
    return {
        format,
        stories,
        metadata: {
            title: subject ? (0,mime/* decodeHeader */.E2)(subject) : undefined,
            author: from ? (0,mime/* decodeHeader */.E2)(from) : undefined,
            created: (0,mime/* headerValue */.Z)(root.headers, 'date'),
        },
        pageCount: 1,
        warnings,
        familyData: data,
    };
}
function paragraph(text, part) {
    return { type: 'paragraph', runs: text ? [{ text, style: {} }] : [], locator: { part, path: '' } };
}
/**
 * The lines of a plain-text body, format=flowed soft breaks (a line ending in a space) joined.
 * The body is then read as prose, as a plain-text file is: paragraphs between blank lines.
 */
function plainLines(text, flowed) {
    const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
    const out = [];
    let pending;
    for (let line of lines) {
        if (flowed && line.startsWith(' '))
            line = line.slice(1);
        const soft = flowed && line.endsWith(' ') && line !== '-- ';
        pending = pending === undefined ? line : pending + line;
        if (!soft) {
            out.push(pending);
            pending = undefined;
        }
    }
    if (pending !== undefined)
        out.push(pending);
    return out;
}
function dispositionOf(part) {
    const header = (0,mime/* headerValue */.Z)(part.headers, 'content-disposition');
    if (!header)
        return { type: '' };
    const { value, params } = (0,mime/* parseParameterized */.xi)(header);
    return { type: value.toLowerCase(), filename: params.filename ? (0,mime/* decodeHeader */.E2)(params.filename) : undefined };
}
/**
 * Walks the MIME tree: the first text/plain and text/html that are not attachments form the
 * body (from a multipart/alternative when there is one); every other leaf is an attachment.
 */
function classifyParts(root, warnings) {
    const body = {};
    const attachments = [];
    let unnamed = 0;
    const visit = (part) => {
        if (part.children.length) {
            for (const child of part.children)
                visit(child);
            return;
        }
        const disposition = dispositionOf(part);
        const name = disposition.filename ?? (part.params.name ? (0,mime/* decodeHeader */.E2)(part.params.name) : undefined);
        const isText = part.contentType === 'text/plain' || part.contentType === 'text/html';
        if (isText && disposition.type !== 'attachment') {
            const slot = part.contentType === 'text/plain' ? 'plain' : 'html';
            if (!body[slot]) {
                body[slot] = part;
                return;
            }
        }
        const bytes = (0,mime/* decodedBody */.jh)(part, warnings);
        const label = name ?? contentIdName(part) ?? `part ${++unnamed} (${part.contentType})`;
        attachments.push({ part, name: label, bytes });
    };
    visit(root);
    return { body, attachments };
}
function contentIdName(part) {
    const id = (0,mime/* headerValue */.Z)(part.headers, 'content-id');
    return id ? id.replace(/^<|>$/g, '') : undefined;
}

const emailReader = {
    family: 'email',
    formats: ['eml'],
    read: async (bytes, format, options) => readEmail(bytes, format, options),
    diff: diffEmails,
};


/***/ }),

/***/ 7088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E2: () => (/* binding */ decodeHeader),
/* harmony export */   I$: () => (/* binding */ binaryToBytes),
/* harmony export */   Rn: () => (/* binding */ partText),
/* harmony export */   Z: () => (/* binding */ headerValue),
/* harmony export */   jh: () => (/* binding */ decodedBody),
/* harmony export */   vY: () => (/* binding */ parseMessage),
/* harmony export */   xi: () => (/* binding */ parseParameterized),
/* harmony export */   yj: () => (/* binding */ encodeQuotedPrintable)
/* harmony export */ });
/* unused harmony exports bytesToBinary, parsePart, splitMultipart, parseHeaders, decodeCharset, isKnownCharset, decodeBase64, decodeQuotedPrintable, encodeHeaderValue */
function bytesToBinary(bytes) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
function binaryToBytes(text) {
    return new Uint8Array(Buffer.from(text, 'latin1'));
}
/** Lines starting with `From ` before the headers (mbox separators) are not headers. */
function skipMboxLine(text) {
    return /^From [^\r\n]*\r?\n/.test(text) && !/^From:/.test(text) ? text.replace(/^From [^\r\n]*\r?\n/, '') : text;
}
function parseMessage(bytes, warnings) {
    return parsePart(skipMboxLine(bytesToBinary(bytes)), warnings, 0);
}
const MAX_DEPTH = 20;
function parsePart(text, warnings, depth) {
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const split = /\r?\n\r?\n/.exec(text);
    // A part that starts with an empty line has no headers.
    const startsBlank = /^\r?\n/.test(text);
    const rawHeaders = startsBlank ? '' : split ? text.slice(0, split.index) : text;
    const body = startsBlank ? text.replace(/^\r?\n/, '') : split ? text.slice(split.index + split[0].length) : '';
    const headers = parseHeaders(rawHeaders);
    const typeHeader = headerValue(headers, 'content-type');
    const { value: contentType, params } = parseParameterized(typeHeader ?? 'text/plain');
    const part = {
        headers,
        contentType: contentType.toLowerCase() || 'text/plain',
        params,
        body,
        children: [],
        rawHeaders,
        eol,
    };
    if (part.contentType.startsWith('multipart/')) {
        const boundary = params.boundary;
        if (!boundary) {
            warnings.push({
                code: 'email-multipart-no-boundary',
                message: `a ${part.contentType} part has no boundary; its content is read as text`,
            });
            part.contentType = 'text/plain';
        }
        else if (depth >= MAX_DEPTH) {
            warnings.push({
                code: 'email-too-deep',
                message: `MIME parts nested deeper than ${MAX_DEPTH} levels are not read`,
            });
        }
        else {
            part.children = splitMultipart(body, boundary).map((child) => parsePart(child, warnings, depth + 1));
        }
    }
    return part;
}
/** The parts between `--boundary` lines (preamble and epilogue left out). */
function splitMultipart(body, boundary) {
    const parts = [];
    const delimiter = `--${boundary}`;
    let position = 0;
    let start = -1;
    while (position <= body.length) {
        const lineEnd = body.indexOf('\n', position);
        const end = lineEnd < 0 ? body.length : lineEnd;
        const line = body.slice(position, end).replace(/\r$/, '');
        if (line.startsWith(delimiter)) {
            const rest = line.slice(delimiter.length).trimEnd();
            if (rest === '' || rest === '--') {
                if (start >= 0)
                    parts.push(body.slice(start, position).replace(/\r?\n$/, ''));
                if (rest === '--')
                    return parts;
                start = end + 1;
            }
        }
        if (lineEnd < 0)
            break;
        position = lineEnd + 1;
    }
    if (start >= 0 && start <= body.length)
        parts.push(body.slice(start));
    return parts;
}
function parseHeaders(raw) {
    const headers = [];
    for (const line of raw.split(/\r?\n/)) {
        if (/^[ \t]/.test(line) && headers.length) {
            const last = headers[headers.length - 1];
            last.value += ` ${line.trim()}`;
            last.raw += `\n${line}`;
            continue;
        }
        const colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim(), raw: line });
    }
    return headers;
}
function headerValue(headers, name) {
    const lower = name.toLowerCase();
    return headers.find((h) => h.name.toLowerCase() === lower)?.value;
}
/** `text/plain; charset="utf-8"; name*=utf-8''a%20b.txt` → value and parameters (RFC 2231 joined). */
function parseParameterized(text) {
    const pieces = splitOutsideQuotes(text, ';');
    const value = (pieces.shift() ?? '').trim();
    const plain = {};
    const continued = {};
    for (const piece of pieces) {
        const eq = piece.indexOf('=');
        if (eq < 0)
            continue;
        const key = piece.slice(0, eq).trim().toLowerCase();
        let raw = piece.slice(eq + 1).trim();
        if (raw.startsWith('"'))
            raw = raw.slice(1, raw.endsWith('"') ? -1 : undefined).replace(/\\(.)/g, '$1');
        const match = /^([^*]+)\*(?:(\d+)\*?)?$/.exec(key);
        if (match) {
            const list = (continued[match[1]] ??= []);
            list.push({ index: match[2] === undefined ? 0 : Number(match[2]), text: raw, encoded: key.endsWith('*') });
        }
        else
            plain[key] = raw;
    }
    for (const [key, list] of Object.entries(continued)) {
        list.sort((x, y) => x.index - y.index);
        let charset = 'utf-8';
        let bytes = '';
        list.forEach((item, i) => {
            let piece = item.text;
            if (item.encoded && i === 0) {
                const quote = /^([^']*)'[^']*'/.exec(piece);
                if (quote) {
                    charset = quote[1] || charset;
                    piece = piece.slice(quote[0].length);
                }
            }
            bytes += item.encoded
                ? piece.replace(/%([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
                : piece;
        });
        plain[key] = decodeCharset(binaryToBytes(bytes), charset);
    }
    return { value, params: plain };
}
function splitOutsideQuotes(text, separator) {
    const out = [];
    let current = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '\\' && quoted) {
            current += c + (text[i + 1] ?? '');
            i++;
            continue;
        }
        if (c === '"')
            quoted = !quoted;
        if (c === separator && !quoted) {
            out.push(current);
            current = '';
        }
        else
            current += c;
    }
    out.push(current);
    return out;
}
/** Decodes bytes in a MIME charset; unknown charsets read as UTF-8 (and the caller may warn). */
function decodeCharset(bytes, charset) {
    const label = (charset ?? 'utf-8').trim().toLowerCase() || 'utf-8';
    if (WINDOWS_1252_LABELS.has(label))
        return decodeWindows1252(bytes);
    try {
        return new TextDecoder(label).decode(bytes);
    }
    catch {
        return new TextDecoder('utf-8').decode(bytes);
    }
}
/**
 * Labels the WHATWG Encoding standard maps to windows-1252. Node 20's TextDecoder decodes them as
 * ISO-8859-1 (0x80–0x9F become control characters), and mail from Windows uses € and curly
 * quotes there, so they are decoded here.
 */
const WINDOWS_1252_LABELS = new Set([
    'windows-1252',
    'cp1252',
    'x-cp1252',
    'iso-8859-1',
    'iso8859-1',
    'latin1',
    'l1',
    'us-ascii',
    'ascii',
    'iso_8859-1',
    'cp819',
    'ibm819',
]);
const WINDOWS_1252_HIGH = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
    '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
function decodeWindows1252(bytes) {
    let out = '';
    for (const byte of bytes)
        out += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
    return out;
}
function isKnownCharset(charset) {
    try {
        new TextDecoder(charset.trim().toLowerCase());
        return true;
    }
    catch {
        return false;
    }
}
/** Decodes RFC 2047 encoded words in a header value (its raw text is a binary string). */
function decodeHeader(value) {
    const encodedWord = /=\?([^?\s]+)\?([bBqQ])\?([^?]*)\?=/g;
    // White space between two adjacent encoded words is not part of the text (RFC 2047 §6.2).
    const joined = value.replace(/(=\?[^?\s]+\?[bBqQ]\?[^?]*\?=)\s+(?==\?[^?\s]+\?[bBqQ]\?[^?]*\?=)/g, '$1');
    let out = '';
    let last = 0;
    for (const match of joined.matchAll(encodedWord)) {
        out += decodeCharset(binaryToBytes(joined.slice(last, match.index)), 'utf-8');
        const charset = match[1].split('*')[0];
        const bytes = match[2].toUpperCase() === 'B' ? decodeBase64(match[3]) : decodeQuotedPrintable(match[3].replace(/_/g, ' '));
        out += decodeCharset(bytes, charset);
        last = match.index + match[0].length;
    }
    out += decodeCharset(binaryToBytes(joined.slice(last)), 'utf-8');
    return out;
}
function decodeBase64(text) {
    return new Uint8Array(Buffer.from(text.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64'));
}
function decodeQuotedPrintable(text) {
    const withoutSoftBreaks = text.replace(/=\r?\n/g, '');
    const out = [];
    for (let i = 0; i < withoutSoftBreaks.length; i++) {
        const c = withoutSoftBreaks.charCodeAt(i);
        if (c === 61 /* = */ && /^[0-9A-Fa-f]{2}$/.test(withoutSoftBreaks.slice(i + 1, i + 3))) {
            out.push(parseInt(withoutSoftBreaks.slice(i + 1, i + 3), 16));
            i += 2;
        }
        else
            out.push(c & 0xff);
    }
    return new Uint8Array(out);
}
/** A part's body after its Content-Transfer-Encoding, as bytes. */
function decodedBody(part, warnings) {
    const encoding = (headerValue(part.headers, 'content-transfer-encoding') ?? '7bit').trim().toLowerCase();
    if (encoding === 'base64')
        return decodeBase64(part.body);
    if (encoding === 'quoted-printable')
        return decodeQuotedPrintable(part.body);
    if (!['7bit', '8bit', 'binary'].includes(encoding)) {
        warnings.push({
            code: 'email-unknown-transfer-encoding',
            message: `Content-Transfer-Encoding '${encoding}' is unknown; the part is read as is`,
        });
    }
    return binaryToBytes(part.body);
}
/** The text of a text part, decoded from its transfer encoding and charset. */
function partText(part, warnings) {
    const charset = part.params.charset;
    if (charset && !isKnownCharset(charset)) {
        warnings.push({
            code: 'email-unknown-charset',
            message: `charset '${charset}' is unknown; the part is read as UTF-8`,
        });
    }
    return decodeCharset(decodedBody(part, warnings), charset);
}
function encodeQuotedPrintable(text) {
    const bytes = new TextEncoder().encode(text.replace(/\r?\n/g, '\n'));
    const lines = [];
    let line = '';
    const flush = (soft) => {
        lines.push(soft ? `${line}=` : line);
        line = '';
    };
    for (let i = 0; i < bytes.length; i++) {
        const b = bytes[i];
        if (b === 10) {
            // Trailing white space before a line break must be encoded (RFC 2045 §6.7 rule 3).
            line = line.replace(/[ \t]$/, (c) => `=${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
            flush(false);
            continue;
        }
        const literal = (b >= 33 && b <= 126 && b !== 61) || b === 32 || b === 9;
        const piece = literal ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
        if (line.length + piece.length > 75)
            flush(true);
        line += piece;
    }
    if (line) {
        line = line.replace(/[ \t]$/, (c) => `=${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
        lines.push(line);
    }
    return lines.join('\r\n');
}
/** An RFC 2047 encoded word for a header value that is not plain ASCII. */
function encodeHeaderValue(text) {
    if (/^[\x20-\x7e]*$/.test(text))
        return text;
    return `=?utf-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}


/***/ }),

/***/ 4810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  emailWriter: () => (/* binding */ emailWriter)
});

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
// EXTERNAL MODULE: ./src/engine/formats/email/index.ts + 1 modules
var email = __webpack_require__(7788);
// EXTERNAL MODULE: ./src/engine/formats/package/digest.ts
var digest = __webpack_require__(5784);
// EXTERNAL MODULE: ./node_modules/diff/libesm/diff/word.js + 2 modules
var word = __webpack_require__(4440);
// EXTERNAL MODULE: ./src/engine/model/document.ts
var model_document = __webpack_require__(4451);
// EXTERNAL MODULE: ./src/engine/formats/email/data.ts
var email_data = __webpack_require__(7792);
// EXTERNAL MODULE: ./src/engine/formats/email/mime.ts
var mime = __webpack_require__(7088);
;// CONCATENATED MODULE: ./src/engine/formats/email/write/writer.ts






/**
 * E-mail results. The message keeps the target's headers; its body becomes a
 * multipart/alternative of the plain text and an HTML redline (headers, body and attachments
 * with <ins>/<del> in the ItemsStyle colours), followed by the target's attachments as they
 * were and, when deleted content is shown, the source's removed attachments.
 * Clean mode writes the target with rejected changes reverted: headers restored from the
 * source, the plain-text body with rejected text changes undone, attachments put back or
 * left out.
 */
const CONTENT_HEADERS = new Set([
    'content-type',
    'content-transfer-encoding',
    'mime-version',
    'content-length',
    'content-disposition',
    'content-description',
    'content-id',
]);
async function writeEmailResult(input) {
    const warnings = [];
    const { options } = input;
    const ignored = [];
    const sourceMessage = (0,mime/* parseMessage */.vY)(input.source.bytes, ignored);
    const targetMessage = (0,mime/* parseMessage */.vY)(input.target.bytes, ignored);
    const sourceParts = (0,email.classifyParts)(sourceMessage, ignored);
    const targetParts = (0,email.classifyParts)(targetMessage, ignored);
    const sourceAttachments = attachmentsByKey(sourceParts.attachments);
    const targetAttachments = attachmentsByKey(targetParts.attachments);
    const boundary = `docdelta-${(0,digest/* sha1 */.N)(input.target.bytes).slice(0, 24)}`;
    if (options.mode === 'clean') {
        const rejected = input.changes.filter((_, index) => options.rejected.has(index));
        const headers = revertHeaders(targetMessage.headers, sourceMessage.headers, rejected, input);
        const bodyText = revertBody(input.source.document, input.target.document, rejected);
        const attachments = new Map(targetAttachments);
        for (const change of rejected) {
            const key = change.source?.story ?? change.target?.story ?? '';
            if (!key.startsWith('attachment:'))
                continue;
            if (change.kind === 'Inserted')
                attachments.delete(key);
            else if (sourceAttachments.has(key))
                attachments.set(key, sourceAttachments.get(key));
        }
        const bodyRejected = rejected.some((c) => (c.target?.story ?? c.source?.story) === 'body');
        const parts = [textPart(bodyText)];
        if (targetParts.body.html && !bodyRejected)
            parts.push(rawPart(targetParts.body.html));
        if (targetParts.body.html && bodyRejected) {
            warnings.push({
                code: 'email-html-dropped',
                message: 'the HTML alternative of the body was left out: it would still show the rejected changes',
            });
        }
        const body = parts.length > 1 ? multipart('alternative', `${boundary}-alt`, parts) : parts[0];
        const message = multipart('mixed', boundary, [body, ...[...attachments.values()].map((a) => rawPart(a.part))]);
        return { bytes: finish(headers, message), warnings };
    }
    if (options.mode === 'tracked') {
        warnings.push({
            code: 'email-no-tracked-changes',
            message: 'e-mail has no tracked changes; the result is an HTML redline',
        });
    }
    const redline = redlineHtml(input, sourceAttachments, targetAttachments);
    const plain = input.target.document.stories
        .find((s) => s.key === 'body')
        ?.blocks.map(model_document/* blockText */.dK)
        .join('\n') ?? '';
    const alternative = multipart('alternative', `${boundary}-alt`, [textPart(plain), htmlPart(redline)]);
    const attachments = [...targetAttachments.values()].map((a) => rawPart(a.part));
    if (options.showDeleted) {
        for (const [key, attachment] of sourceAttachments)
            if (!targetAttachments.has(key))
                attachments.push(rawPart(attachment.part, 'deleted attachment (shown by docdelta)'));
    }
    return {
        bytes: finish(targetMessage.headers, multipart('mixed', boundary, [alternative, ...attachments])),
        warnings,
    };
}
function finish(messageHeaders, content) {
    const kept = messageHeaders
        .filter((h) => !CONTENT_HEADERS.has(h.name.toLowerCase()))
        .map((h) => h.raw.replace(/\r?\n/g, '\r\n'));
    return (0,mime/* binaryToBytes */.I$)([...kept, 'MIME-Version: 1.0', ...content.headers, '', content.body].join('\r\n'));
}
function multipart(subtype, boundary, parts) {
    const body = parts.map((p) => `--${boundary}\r\n${[...p.headers, '', p.body].join('\r\n')}\r\n`).join('') +
        `--${boundary}--\r\n`;
    return { headers: [`Content-Type: multipart/${subtype}; boundary="${boundary}"`], body };
}
function textPart(text) {
    return {
        headers: ['Content-Type: text/plain; charset="utf-8"', 'Content-Transfer-Encoding: quoted-printable'],
        body: (0,mime/* encodeQuotedPrintable */.yj)(text),
    };
}
function htmlPart(html) {
    return {
        headers: ['Content-Type: text/html; charset="utf-8"', 'Content-Transfer-Encoding: quoted-printable'],
        body: (0,mime/* encodeQuotedPrintable */.yj)(html),
    };
}
/** A part copied as it was (its headers and still-encoded body, binary-safe). */
function rawPart(part, description) {
    const headers = part.headers
        .filter((h) => !(description && h.name.toLowerCase() === 'content-description'))
        .map((h) => h.raw.replace(/\r?\n/g, '\r\n'));
    if (description)
        headers.push(`Content-Description: ${description}`);
    return { headers, body: part.body.replace(/\r?\n/g, '\r\n') };
}
function attachmentsByKey(list) {
    const out = new Map();
    const seen = new Map();
    for (const attachment of list) {
        const count = (seen.get(attachment.name) ?? 0) + 1;
        seen.set(attachment.name, count);
        out.set(count === 1 ? `attachment:${attachment.name}` : `attachment:${attachment.name}#${count}`, attachment);
    }
    return out;
}
function revertHeaders(target, source, rejected, input) {
    const names = new Set();
    const sourceNames = (0,email_data/* emailData */.F)(input.source.document)?.headerNames ?? [];
    const targetNames = (0,email_data/* emailData */.F)(input.target.document)?.headerNames ?? [];
    for (const change of rejected) {
        if ((change.target?.story ?? change.source?.story) !== 'message')
            continue;
        const fromTarget = change.target?.blockPath.length ? targetNames[change.target.blockPath[0]] : undefined;
        const fromSource = change.source?.blockPath.length ? sourceNames[change.source.blockPath[0]] : undefined;
        for (const name of [fromTarget, fromSource])
            if (name)
                names.add(name.toLowerCase());
    }
    if (!names.size)
        return [...target];
    const out = target.filter((h) => !names.has(h.name.toLowerCase()));
    for (const header of source)
        if (names.has(header.name.toLowerCase()))
            out.push(header);
    return out;
}
/**
 * The target's plain-text body with rejected changes put back to the source's text. Paragraphs
 * no rejected change touches, and the blank lines between paragraphs, keep the target's lines as
 * they were; a paragraph put back from the source comes with its own lines.
 */
function revertBody(source, target, rejected) {
    const sourceBody = bodyOf(source);
    const targetBody = bodyOf(target);
    const texts = targetBody.blocks.map(model_document/* blockText */.dK);
    const edited = new Set();
    const inserts = new Map();
    const edits = new Map();
    for (const change of rejected) {
        if ((change.target?.story ?? change.source?.story) !== 'body')
            continue;
        if (change.unit === 'text' && change.target?.start !== undefined && change.source?.start !== undefined) {
            const block = change.target.blockPath[0];
            edits.set(block, [...(edits.get(block) ?? []), change]);
        }
        else if (change.kind === 'Inserted' && change.target)
            texts[change.target.blockPath[0]] = undefined;
        else if (change.kind === 'Deleted' && change.source) {
            const at = change.anchor?.blockPath[0] ?? texts.length;
            const from = change.source.blockPath[0];
            const lines = sourceBody.linesOf(from, true) ?? [change.text];
            inserts.set(at, [...(inserts.get(at) ?? []), ...lines]);
        }
    }
    for (const [block, changes] of edits) {
        let text = texts[block];
        if (text === undefined)
            continue;
        // Right to left, so earlier offsets stay valid.
        for (const change of [...changes].sort((x, y) => y.target.start - x.target.start)) {
            const old = (0,model_document/* blockText */.dK)(sourceBody.blocks[change.source.blockPath[0]] ?? { type: 'paragraph', runs: [] }).slice(change.source.start, change.source.end) ?? change.text;
            const at = change.target.start;
            // Words put back where nothing is left: with the space that parted them from their neighbour.
            const spaced = at === change.target.end && old
                ? /\S/.test(text[at] ?? '') && /\s/.test(text[at - 1] ?? ' ')
                    ? `${old} `
                    : /\S/.test(text[at - 1] ?? '') && at > 0
                        ? ` ${old}`
                        : old
                : old;
            text = text.slice(0, at) + spaced + text.slice(change.target.end);
        }
        texts[block] = text;
        edited.add(block);
    }
    const out = [];
    let next = 0;
    for (let i = 0; i <= texts.length; i++) {
        const range = i < texts.length ? targetBody.rangeOf(i) : undefined;
        // The blank lines before the paragraph (or at the end), then what goes back before it.
        const gapEnd = range ? range[0] : targetBody.lines.length;
        if (targetBody.lines.length)
            out.push(...targetBody.lines.slice(next, gapEnd));
        out.push(...(inserts.get(i) ?? []));
        if (i === texts.length)
            break;
        if (range)
            next = range[1];
        const text = texts[i];
        if (text === undefined)
            continue;
        if (!edited.has(i) && range && targetBody.lines.length)
            out.push(...targetBody.lines.slice(range[0], range[1]));
        else
            out.push(text);
    }
    return out.join('\n');
}
/** The body's paragraphs with the lines each came from (read before lines were kept: one line each). */
function bodyOf(model) {
    const blocks = model.stories.find((s) => s.key === 'body')?.blocks ?? [];
    const lines = (0,email_data/* emailData */.F)(model)?.bodyLines ?? [];
    /** Half-open 0-based range of lines of paragraph `index`. */
    const rangeOf = (index) => {
        const locator = blocks[index]?.locator;
        const first = Number(locator?.path.split(':')[0]);
        if (!lines.length || !Number.isInteger(first) || first < 1)
            return undefined;
        return [first - 1, locator?.lastLine ?? first];
    };
    /** The lines of paragraph `index`, with the blank lines after it when `withGap`. */
    const linesOf = (index, withGap) => {
        const range = rangeOf(index);
        if (!range)
            return blocks[index] ? [(0,model_document/* blockText */.dK)(blocks[index])] : undefined;
        let end = range[1];
        if (withGap)
            while (end < lines.length && lines[end].trim() === '')
                end++;
        return lines.slice(range[0], end);
    };
    return { blocks, lines, rangeOf, linesOf };
}
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
function css(style) {
    const rules = [];
    if (style.fontColor)
        rules.push(`color:#${style.fontColor}`);
    if (style.highlightColor)
        rules.push(`background-color:#${style.highlightColor}`);
    if (style.bold)
        rules.push('font-weight:bold');
    if (style.italic)
        rules.push('font-style:italic');
    const lines = [style.strikeThrough ? 'line-through' : '', style.underline ? 'underline' : ''].filter(Boolean);
    rules.push(`text-decoration:${lines.length ? lines.join(' ') : 'none'}`);
    return rules.join(';');
}
function marked(tag, style, text) {
    return `<${tag} style="${css(style)}">${escapeHtml(style.beginSeparator)}${escapeHtml(text).replace(/\n/g, '<br>\n')}${escapeHtml(style.endSeparator)}</${tag}>`;
}
function redlineText(before, after, input) {
    const { options } = input;
    return (0,word/* diffWordsWithSpace */.pR)(before, after)
        .map((piece) => {
        if (piece.added)
            return options.showInserted
                ? marked('ins', options.inserted, piece.value)
                : escapeHtml(piece.value).replace(/\n/g, '<br>\n');
        if (piece.removed)
            return options.showDeleted ? marked('del', options.deleted, piece.value) : '';
        return escapeHtml(piece.value).replace(/\n/g, '<br>\n');
    })
        .join('');
}
function headerText(model, name) {
    const data = (0,email_data/* emailData */.F)(model);
    const index = data?.headerNames.indexOf(name) ?? -1;
    const block = index >= 0 ? model.stories.find((s) => s.key === 'message')?.blocks[index] : undefined;
    return block ? (0,model_document/* blockText */.dK)(block).slice(name.length + 2) : '';
}
function redlineHtml(input, sourceAttachments, targetAttachments) {
    const source = input.source.document;
    const target = input.target.document;
    const rows = email.SHOWN_HEADERS.map((name) => [name, headerText(source, name), headerText(target, name)])
        .filter(([, before, after]) => before || after)
        .map(([name, before, after]) => `<tr><th style="text-align:left;padding-right:1em">${name}</th><td>${redlineText(before, after, input)}</td></tr>`);
    const body = (model) => model.stories
        .find((s) => s.key === 'body')
        ?.blocks.map(model_document/* blockText */.dK)
        .join('\n') ?? '';
    const items = [];
    const describe = (a) => `${a.name} (${a.part.contentType}, ${a.bytes.length} bytes)`;
    for (const [key, after] of targetAttachments) {
        const before = sourceAttachments.get(key);
        const same = before && (0,digest/* sameBytes */.e)(before.bytes, after.bytes);
        items.push(`<li>${!before ? marked('ins', input.options.inserted, describe(after)) : same ? escapeHtml(describe(after)) : marked('span', input.options.changed, `${describe(after)} (changed)`)}</li>`);
    }
    for (const [key, before] of sourceAttachments) {
        if (!targetAttachments.has(key) && input.options.showDeleted)
            items.push(`<li>${marked('del', input.options.deleted, describe(before))}</li>`);
    }
    const title = escapeHtml(headerText(target, 'Subject'));
    return [
        '<!DOCTYPE html>',
        `<html><head><meta charset="utf-8"><title>${title}</title></head><body>`,
        `<table>${rows.join('')}</table>`,
        '<hr>',
        `<div style="font-family:monospace">${redlineText(body(source), body(target), input)}</div>`,
        items.length ? `<hr><p>Attachments:</p><ul>${items.join('')}</ul>` : '',
        '</body></html>',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/engine/formats/email/write/index.ts



/** Result writer for e-mail (.eml): the target message with an HTML redline of its body. */
const emailWriter = {
    formats: ['eml'],
    write: async (input) => writeEmailResult(input),
    validate: async (bytes) => {
        const model = (0,email.readEmail)(bytes, 'eml');
        const problem = model.warnings.find((w) => w.code === 'email-multipart-no-boundary' || w.code === 'email-too-deep');
        if (problem)
            throw new errors/* CorruptDocumentError */.b6(`the written message does not parse cleanly (${problem.message})`);
        if (!model.stories.some((s) => s.key === 'body'))
            throw new errors/* CorruptDocumentError */.b6('the written message has no body');
    },
};


/***/ })

};
