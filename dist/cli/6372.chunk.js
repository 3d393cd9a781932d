(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 6372;
const ids = [6372];
const modules = {

/***/ 10292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CK: () => (/* binding */ isNamespacePrefix),
/* harmony export */   ZH: () => (/* binding */ prefixTable),
/* harmony export */   dK: () => (/* binding */ NAMESPACES),
/* harmony export */   l4: () => (/* binding */ canonicalPrefix),
/* harmony export */   vv: () => (/* binding */ XMLNS_NAMESPACE)
/* harmony export */ });
/* unused harmony export namespaceUri */
/**
 * The one table of XML namespaces the package layer knows: a canonical prefix (the one the
 * specifications write) for each namespace, with every URI that means it. The writers, the
 * merge and the crypto code address elements by it (the first URI is the one written into a
 * part that binds none); the readers' tree canonicalises names through tables made from it
 * (`prefixTable`). OOXML's Strict URIs follow the transitional ones, so a Strict document is
 * matched like an ordinary one. Prefixes of OOXML and ODF never collide, so one table serves
 * both families of packages.
 */
const NAMESPACES = {
    // OOXML (ECMA-376): WordprocessingML, PresentationML, DrawingML, relationships, SpreadsheetML, math.
    w: [
        'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
        'http://purl.oclc.org/ooxml/wordprocessingml/main',
    ],
    p: ['http://schemas.openxmlformats.org/presentationml/2006/main', 'http://purl.oclc.org/ooxml/presentationml/main'],
    a: ['http://schemas.openxmlformats.org/drawingml/2006/main', 'http://purl.oclc.org/ooxml/drawingml/main'],
    r: [
        'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
        'http://purl.oclc.org/ooxml/officeDocument/relationships',
    ],
    x: ['http://schemas.openxmlformats.org/spreadsheetml/2006/main', 'http://purl.oclc.org/ooxml/spreadsheetml/main'],
    m: ['http://schemas.openxmlformats.org/officeDocument/2006/math', 'http://purl.oclc.org/ooxml/officeDocument/math'],
    mc: ['http://schemas.openxmlformats.org/markup-compatibility/2006'],
    wp: [
        'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing',
        'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing',
    ],
    pic: ['http://schemas.openxmlformats.org/drawingml/2006/picture', 'http://purl.oclc.org/ooxml/drawingml/picture'],
    c: ['http://schemas.openxmlformats.org/drawingml/2006/chart', 'http://purl.oclc.org/ooxml/drawingml/chart'],
    dgm: ['http://schemas.openxmlformats.org/drawingml/2006/diagram', 'http://purl.oclc.org/ooxml/drawingml/diagram'],
    // Office's extensions and legacy drawing (VML) vocabularies.
    wps: ['http://schemas.microsoft.com/office/word/2010/wordprocessingShape'],
    wpg: ['http://schemas.microsoft.com/office/word/2010/wordprocessingGroup'],
    wpc: ['http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas'],
    w14: ['http://schemas.microsoft.com/office/word/2010/wordml'],
    w15: ['http://schemas.microsoft.com/office/word/2012/wordml'],
    p188: ['http://schemas.microsoft.com/office/powerpoint/2018/8/main'],
    v: ['urn:schemas-microsoft-com:vml'],
    o: ['urn:schemas-microsoft-com:office:office'],
    w10: ['urn:schemas-microsoft-com:office:word'],
    // OPC (ECMA-376 part 2): relationship parts and [Content_Types].xml.
    rel: ['http://schemas.openxmlformats.org/package/2006/relationships'],
    ct: ['http://schemas.openxmlformats.org/package/2006/content-types'],
    cp: ['http://schemas.openxmlformats.org/package/2006/metadata/core-properties'],
    ep: [
        'http://schemas.openxmlformats.org/officeDocument/2006/extended-properties',
        'http://purl.oclc.org/ooxml/officeDocument/extendedProperties',
    ],
    // OpenDocument (ODF 1.3 part 3).
    office: ['urn:oasis:names:tc:opendocument:xmlns:office:1.0'],
    style: ['urn:oasis:names:tc:opendocument:xmlns:style:1.0'],
    text: ['urn:oasis:names:tc:opendocument:xmlns:text:1.0'],
    table: ['urn:oasis:names:tc:opendocument:xmlns:table:1.0'],
    draw: ['urn:oasis:names:tc:opendocument:xmlns:drawing:1.0'],
    presentation: ['urn:oasis:names:tc:opendocument:xmlns:presentation:1.0'],
    smil: ['urn:oasis:names:tc:opendocument:xmlns:smil-compatible:1.0'],
    fo: ['urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0'],
    svg: ['urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0'],
    meta: ['urn:oasis:names:tc:opendocument:xmlns:meta:1.0'],
    manifest: ['urn:oasis:names:tc:opendocument:xmlns:manifest:1.0'],
    chart: ['urn:oasis:names:tc:opendocument:xmlns:chart:1.0'],
    // The number: elements' namespace is named datastyle (ODF 1.3 part 3, 19.x).
    number: ['urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0'],
    dr3d: ['urn:oasis:names:tc:opendocument:xmlns:dr3d:1.0'],
    form: ['urn:oasis:names:tc:opendocument:xmlns:form:1.0'],
    script: ['urn:oasis:names:tc:opendocument:xmlns:script:1.0'],
    // W3C and Dublin Core, used by both.
    xlink: ['http://www.w3.org/1999/xlink'],
    dc: ['http://purl.org/dc/elements/1.1/'],
    dcterms: ['http://purl.org/dc/terms/'],
    math: ['http://www.w3.org/1998/Math/MathML'],
    xml: ['http://www.w3.org/XML/1998/namespace'],
};
/** Where declarations live (`xmlns:x` attributes); not a namespace of content. */
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';
/** The URI written for a prefix: the first of its table entry. */
function namespaceUri(prefix) {
    return NAMESPACES[prefix][0];
}
/** The canonical prefix of a namespace URI, whichever of its URIs it is; undefined when not in the table. */
function canonicalPrefix(uri) {
    return uri ? PREFIX_BY_URI.get(uri) : undefined;
}
function isNamespacePrefix(prefix) {
    return Object.hasOwn(NAMESPACES, prefix);
}
const PREFIX_BY_URI = new Map(Object.entries(NAMESPACES).flatMap(([prefix, uris]) => uris.map((uri) => [uri, prefix])));
/** Namespace URI → canonical prefix for the given prefixes (every URI of each): a reader's vocabulary. */
function prefixTable(prefixes) {
    const table = {};
    for (const prefix of prefixes)
        for (const uri of NAMESPACES[prefix])
            table[uri] = prefix;
    return table;
}


/***/ }),

/***/ 44389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fo: () => (/* binding */ scanXml),
/* harmony export */   Hr: () => (/* binding */ tokenizeXml),
/* harmony export */   Sm: () => (/* binding */ decodeEntities)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _shared_xml_depth__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37854);


function decodeEntities(text) {
    if (!text.includes('&'))
        return text;
    return text.replace(/&([^;&\s]*);/g, (whole, body) => {
        switch (body) {
            case 'amp':
                return '&';
            case 'lt':
                return '<';
            case 'gt':
                return '>';
            case 'quot':
                return '"';
            case 'apos':
                return "'";
        }
        if (body.startsWith('#x'))
            return safeCodePoint(parseInt(body.slice(2), 16), whole);
        if (body.startsWith('#'))
            return safeCodePoint(parseInt(body.slice(1), 10), whole);
        throw new Error(`unknown entity &${body};`);
    });
}
function safeCodePoint(code, whole) {
    if (!Number.isFinite(code) || code < 0 || code > 0x10ffff)
        throw new Error(`bad character reference ${whole}`);
    return String.fromCodePoint(code);
}
function scanXml(text, part, handlers) {
    const stack = [];
    tokenizeXml(text, part, {
        open(name, attributes) {
            const tag = { name, attributes: attributes.record() };
            handlers.open(tag);
            stack.push(tag);
        },
        text: handlers.text,
        close() {
            const tag = stack.pop();
            handlers.close?.(tag);
        },
    });
}
/**
 * The tokenizer under scanXml, for the hot paths (worksheet parts of millions of cells): a
 * start tag's attributes are only located while it is checked, and an attribute value is cut
 * out and decoded when a handler asks for it, so a cell costs no attribute object and no
 * strings for the attributes nobody reads. Every check scanXml makes is made here.
 */
function tokenizeXml(text, part, handlers) {
    try {
        tokenize(text, part, handlers);
    }
    catch (error) {
        if (error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6)
            throw error;
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`part '${part}' is not well-formed XML (${error.message})`);
    }
}
/** Attribute positions of the current start tag: name start, name end, value start, value end. */
class AttributeView {
    text;
    positions = new Int32Array(64);
    count = 0;
    constructor(text) {
        this.text = text;
    }
    /** The tag's first attribute: no earlier one to clash with. */
    first(nameStart, nameEnd, valueStart, valueEnd) {
        const positions = this.positions;
        positions[0] = nameStart;
        positions[1] = nameEnd;
        positions[2] = valueStart;
        positions[3] = valueEnd;
        this.count = 1;
    }
    add(nameStart, nameEnd, valueStart, valueEnd) {
        if ((this.count + 1) * 4 > this.positions.length) {
            const grown = new Int32Array(this.positions.length * 2);
            grown.set(this.positions);
            this.positions = grown;
        }
        const { positions, text } = this;
        const length = nameEnd - nameStart;
        for (let k = 0; k < this.count; k++) {
            const s = positions[k * 4];
            if (positions[k * 4 + 1] - s === length && text.startsWith(text.slice(nameStart, nameEnd), s))
                throw new Error(`duplicate attribute ${text.slice(nameStart, nameEnd)}`);
        }
        const at = this.count * 4;
        positions[at] = nameStart;
        positions[at + 1] = nameEnd;
        positions[at + 2] = valueStart;
        positions[at + 3] = valueEnd;
        this.count++;
    }
    get(name) {
        const { positions, text } = this;
        let byLocal = -1;
        for (let k = 0; k < this.count; k++) {
            const s = positions[k * 4];
            const e = positions[k * 4 + 1];
            if (e - s === name.length && text.startsWith(name, s))
                return this.value(k);
            if (byLocal < 0 &&
                e - s > name.length &&
                text.charCodeAt(e - name.length - 1) === 58 /* : */ &&
                text.startsWith(name, e - name.length))
                byLocal = k;
        }
        return byLocal < 0 ? undefined : this.value(byLocal);
    }
    record() {
        const out = {};
        for (let k = 0; k < this.count; k++)
            out[this.text.slice(this.positions[k * 4], this.positions[k * 4 + 1])] = this.value(k);
        return out;
    }
    value(k) {
        return decodeEntities(this.text.slice(this.positions[k * 4 + 2], this.positions[k * 4 + 3]));
    }
}
/*
 * A command reads a document once, so most of this loop runs before V8 has optimised it (the CLI
 * delays optimisation, see src/cli/tiering.ts): it is written for the interpreter as much as for
 * optimised code. Work per character is left to native string operations (indexOf, startsWith,
 * a sticky regular expression for a name's end); per tag, the common shapes (`<w:t>`, `<w:b/>`,
 * `name="value"`) take the shortest path; function calls per character are avoided. The general
 * paths below them make every check the first version made, with the same messages.
 */
/** An element name runs to white space, `>` or `/` (lastIndex after a test is its end). */
const NAME_END = /[^ >/\t\n\r]*/y;
function tokenize(text, part, handlers) {
    const names = [];
    const onText = handlers.text;
    const onClose = handlers.close;
    const attributes = new AttributeView(text);
    // Where the next `&` is, found once and reused: entity references are checked in text that
    // nobody reads too, without searching the same stretch again for every text node.
    let nextAmpersand = -1;
    const hasEntity = (from, to) => {
        if (nextAmpersand < from && nextAmpersand !== Infinity) {
            const found = text.indexOf('&', from);
            nextAmpersand = found < 0 ? Infinity : found;
        }
        return nextAmpersand < to;
    };
    // The two element names met last: a start tag's name is compared with them in place, so the
    // millions of `<c>` and `<v>` of a large sheet, which alternate, cost no string each. Any other
    // name is cut out of the text: comparing it with every name met so far (a Word body uses a few
    // dozen, rarely twice in a row) cost more than the string (tree of a ~330-page body: ~47 -> ~35
    // ms CPU, fresh processes; a 300,000-cell sheet alike).
    let recent = '';
    let previous = '';
    let seenRoot = false;
    let i = 0;
    const n = text.length;
    while (i < n) {
        const lt = text.indexOf('<', i);
        const end = lt < 0 ? n : lt;
        if (end > i) {
            if (names.length) {
                if (onText)
                    onText(decodeEntities(text.slice(i, end)));
                else if (hasEntity(i, end))
                    decodeEntities(text.slice(i, end));
            }
            else if (text.slice(i, end).trim() !== '')
                throw new Error('text outside the root element');
        }
        if (lt < 0)
            break;
        const next = text.charCodeAt(lt + 1);
        if (next === 47 /* / */) {
            const gt = text.indexOf('>', lt + 2);
            if (gt < 0)
                throw new Error('unterminated end tag');
            const open = names.pop();
            let nameEnd = gt;
            let c = text.charCodeAt(nameEnd - 1);
            while (nameEnd > lt + 2 && (c === 32 || c === 9 || c === 10 || c === 13))
                c = text.charCodeAt(--nameEnd - 1);
            if (open === undefined || nameEnd - (lt + 2) !== open.length || !text.startsWith(open, lt + 2))
                throw new Error(`end tag </${text.slice(lt + 2, gt).trim()}> does not match <${open ?? ''}>`);
            if (onClose)
                onClose(open);
            i = gt + 1;
            continue;
        }
        if (next === 33 /* ! */) {
            if (text.startsWith('<!--', lt)) {
                const close = text.indexOf('-->', lt + 4);
                if (close < 0)
                    throw new Error('unterminated comment');
                i = close + 3;
            }
            else if (text.startsWith('<![CDATA[', lt)) {
                const close = text.indexOf(']]>', lt + 9);
                if (close < 0)
                    throw new Error('unterminated CDATA section');
                if (names.length && onText)
                    onText(text.slice(lt + 9, close));
                i = close + 3;
            }
            else {
                const close = text.indexOf('>', lt);
                if (close < 0)
                    throw new Error('unterminated declaration');
                i = close + 1;
            }
            continue;
        }
        if (next === 63 /* ? */) {
            const close = text.indexOf('?>', lt + 2);
            if (close < 0)
                throw new Error('unterminated processing instruction');
            i = close + 2;
            continue;
        }
        // Start tag: name, then attributes up to an unquoted `>`.
        NAME_END.lastIndex = lt + 1;
        NAME_END.test(text);
        let k = NAME_END.lastIndex;
        const length = k - lt - 1;
        if (length === 0)
            throw new Error('empty element name');
        let name;
        if (recent.length === length && text.startsWith(recent, lt + 1))
            name = recent;
        else if (previous.length === length && text.startsWith(previous, lt + 1)) {
            name = previous;
            previous = recent;
            recent = name;
        }
        else {
            name = text.slice(lt + 1, k);
            previous = recent;
            recent = name;
        }
        attributes.count = 0;
        let selfClosing = false;
        for (;;) {
            let c = text.charCodeAt(k);
            while (c === 32 || c === 9 || c === 10 || c === 13)
                c = text.charCodeAt(++k);
            if (k >= n)
                throw new Error(`unterminated start tag <${name}>`);
            if (c === 62) {
                k++;
                break;
            }
            if (c === 47) {
                if (text.charCodeAt(k + 1) !== 62)
                    throw new Error(`bad start tag <${name}>`);
                selfClosing = true;
                k += 2;
                break;
            }
            const eq = text.indexOf('=', k);
            if (eq < 0)
                throw new Error(`attribute without value in <${name}>`);
            let nameEnd = eq;
            c = text.charCodeAt(nameEnd - 1);
            while (nameEnd > k && (c === 32 || c === 9 || c === 10 || c === 13))
                c = text.charCodeAt(--nameEnd - 1);
            let q = eq + 1;
            let quote = text.charCodeAt(q);
            while (q < n && (quote === 32 || quote === 9 || quote === 10 || quote === 13))
                quote = text.charCodeAt(++q);
            if (quote !== 34 && quote !== 39)
                throw new Error(`unquoted attribute ${text.slice(k, nameEnd)} in <${name}>`);
            const close = text.indexOf(quote === 34 ? '"' : "'", q + 1);
            if (close < 0)
                throw new Error(`unterminated attribute ${text.slice(k, nameEnd)} in <${name}>`);
            if (attributes.count === 0)
                attributes.first(k, nameEnd, q + 1, close);
            else {
                try {
                    attributes.add(k, nameEnd, q + 1, close);
                }
                catch (error) {
                    throw new Error(`${error.message} in <${name}>`);
                }
            }
            if (nextAmpersand < close && hasEntity(q + 1, close))
                decodeEntities(text.slice(q + 1, close));
            k = close + 1;
        }
        if (!names.length && seenRoot)
            throw new Error('more than one root element');
        seenRoot = true;
        handlers.open(name, attributes, selfClosing);
        if (selfClosing) {
            if (onClose)
                onClose(name);
        }
        else if (names.length >= _shared_xml_depth__WEBPACK_IMPORTED_MODULE_1__/* .MAX_XML_DEPTH */ .zH)
            throw (0,_shared_xml_depth__WEBPACK_IMPORTED_MODULE_1__/* .xmlTooDeep */ .Gb)(part);
        else
            names.push(name);
        i = k;
    }
    if (names.length)
        throw new Error(`the part ends inside <${names[names.length - 1]}> (truncated?)`);
    if (!seenRoot)
        throw new Error('no root element');
}


/***/ }),

/***/ 17623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ escapeXml)
/* harmony export */ });
/**
 * The one XML escaper, for writers that build XML as text: safe in element content and in
 * attribute values quoted with `"`, and free of the control characters XML 1.0 forbids (a cell
 * or a run can hold them; an XML parser refuses the part that does).
 */
function escapeXml(text) {
    return text.replace(/[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, (c) => ESCAPES[c] ?? '');
}
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };


/***/ }),

/***/ 66372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AR: () => (/* binding */ childElements),
/* harmony export */   K1: () => (/* binding */ canonicalXml),
/* harmony export */   MB: () => (/* binding */ deepText),
/* harmony export */   Nh: () => (/* binding */ nodesOf),
/* harmony export */   T5: () => (/* binding */ findDescendant),
/* harmony export */   a9: () => (/* binding */ readXmlTree),
/* harmony export */   fk: () => (/* binding */ localName),
/* harmony export */   m8: () => (/* binding */ parseXmlPart),
/* harmony export */   mv: () => (/* binding */ parseOdfPart),
/* harmony export */   tc: () => (/* binding */ OOXML_PREFIXES),
/* harmony export */   tq: () => (/* binding */ firstChild)
/* harmony export */ });
/* unused harmony exports XmlElement, ODF_PREFIXES */
/* harmony import */ var _scan__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44389);
/* harmony import */ var _xml_escape__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17623);
/* harmony import */ var _namespaces__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10292);



/**
 * The one XML tree reader of the engine, for parts small enough to hold whole (document
 * bodies are streamed child by child, see StreamedContainer). It is built on the streaming
 * scanner (`scan.ts`), the engine's one XML tokenizer, so both readers make the same
 * well-formedness checks, give the same one-line errors and share the depth limit (#18).
 *
 * Element and attribute names are rewritten to canonical prefixes by namespace URI (a
 * vocabulary's map below, data only), so Strict OOXML, ODF written by other producers and
 * files that bound other prefixes read like ordinary ones; namespaces no map knows keep the
 * prefix the file used. Unprefixed attributes have no namespace and keep their name.
 *
 * An element holds its child elements and the concatenated text directly inside it
 * (WordprocessingML keeps text only in leaf elements, so the child index of an element is the
 * element-only index the model's locators use). Vocabularies with mixed content (ODF's
 * `text:p`) ask for `nodes` as well: text runs and child elements in document order.
 */
class XmlElement {
    constructor(name, attrs) {
        this.name = name;
        this.attrs = attrs;
        this.children = [];
        this.text = '';
        this.nodes = undefined;
        this.path = undefined;
    }
    attr(name) {
        return this.attrs[name];
    }
    child(name) {
        const children = this.children;
        for (let i = 0; i < children.length; i++)
            if (children[i].name === name)
                return children[i];
        return undefined;
    }
}
// Reader vocabularies, made from the package layer's one namespace table (namespaces.ts).
/** WordprocessingML, DrawingML, VML and Office's extensions, OPC, and the ODF chart objects read with this tree. */
// prettier-ignore
const OOXML_PREFIXES = (0,_namespaces__WEBPACK_IMPORTED_MODULE_2__/* .prefixTable */ .ZH)([
    'w', 'r', 'm', 'wp', 'a', 'pic', 'c', 'dgm', 'wps', 'wpg', 'wpc', 'mc', 'v', 'o', 'w10', 'w14', 'w15',
    'rel', 'ct', 'cp', 'dc', 'dcterms', 'ep',
    'office', 'style', 'text', 'table', 'draw', 'svg', 'chart', 'number',
]);
/** The OpenDocument vocabularies (`text:p`, `style:style`). */
// prettier-ignore
const ODF_PREFIXES = (0,_namespaces__WEBPACK_IMPORTED_MODULE_2__/* .prefixTable */ .ZH)([
    'office', 'style', 'text', 'table', 'draw', 'fo', 'svg', 'meta', 'manifest', 'chart', 'dr3d', 'form', 'script',
    'number', 'presentation', 'xlink', 'dc', 'math',
]);
/** Parses one package part; malformed XML is a CorruptDocumentError naming the part. */
function readXmlTree(text, part, options) {
    const { prefixes, stream, mixed, paths, count } = options;
    const stack = [];
    // Element-child counts of the open elements, so streamed children still get their index.
    const childCounts = [];
    let streamedContainerPath;
    let callbackError;
    // Prefix renames in force, innermost scope last; an empty map means names are kept as written.
    const scopes = [{ depth: -1, renames: new Map() }];
    let renames = scopes[0].renames;
    let root;
    let counted = 0;
    const open = (rawName, attributes) => {
        const depth = stack.length;
        let attrs = attributes.record();
        let declares = false;
        if (attributes.count > 0) {
            for (const key in attrs) {
                if (key.charCodeAt(0) === 120 /* x */ && (key === 'xmlns' || key.startsWith('xmlns:'))) {
                    declares = true;
                    break;
                }
            }
        }
        if (declares) {
            const next = new Map(renames);
            for (const key in attrs) {
                if (key !== 'xmlns' && !key.startsWith('xmlns:'))
                    continue;
                const prefix = key === 'xmlns' ? '' : key.slice(6);
                const canonical = prefixes[attrs[key]];
                if (canonical !== undefined && canonical !== prefix)
                    next.set(prefix, canonical);
                else
                    next.delete(prefix);
            }
            scopes.push({ depth, renames: next });
            renames = next;
        }
        let name = rawName;
        if (renames.size > 0) {
            name = rename(name, renames, true);
            const renamed = {};
            for (const key in attrs)
                renamed[key.includes(':') ? rename(key, renames, false) : key] = attrs[key];
            attrs = renamed;
        }
        if (count?.has(name))
            counted++;
        const element = new XmlElement(name, attrs);
        if (mixed)
            element.nodes = [];
        const index = depth > 0 ? childCounts[depth - 1]++ : 0;
        if (paths) {
            const parentPath = depth > 0 ? stack[depth - 1].path : undefined;
            element.path = depth === 0 ? '' : parentPath ? `${parentPath}/${index}` : String(index);
        }
        if (depth === 1 && stream && name === stream.name)
            streamedContainerPath = String(index);
        // Streamed children are not attached: the callback takes them when they close.
        if (!(depth === 2 && streamedContainerPath !== undefined && stack[1].name === stream?.name)) {
            if (depth > 0) {
                const parent = stack[depth - 1];
                parent.children.push(element);
                parent.nodes?.push(element);
            }
            else
                root = element;
        }
        stack.push(element);
        childCounts.push(0);
    };
    const close = () => {
        const element = stack.pop();
        childCounts.pop();
        if (stack.length === 2 && streamedContainerPath !== undefined && stack[1].name === stream?.name) {
            if (callbackError === undefined) {
                try {
                    stream.onChild(element, `${streamedContainerPath}/${childCounts[1] - 1}`);
                }
                catch (error) {
                    // Kept apart from XML errors so a reader error is not reported as malformed XML.
                    callbackError = error;
                }
            }
        }
        if (scopes.length > 1 && scopes[scopes.length - 1].depth === stack.length) {
            scopes.pop();
            renames = scopes[scopes.length - 1].renames;
        }
    };
    (0,_scan__WEBPACK_IMPORTED_MODULE_0__/* .tokenizeXml */ .Hr)(text, part, {
        open,
        text: (chunk) => {
            const top = stack[stack.length - 1];
            top.text += chunk;
            const nodes = top.nodes;
            if (nodes) {
                const last = nodes.length - 1;
                if (last >= 0 && typeof nodes[last] === 'string')
                    nodes[last] += chunk;
                else
                    nodes.push(chunk);
            }
        },
        close,
    });
    if (callbackError !== undefined)
        throw callbackError;
    return { root: root, counted };
}
/** Tracked-revision elements of WordprocessingML, counted while an OOXML part is read. */
const REVISION_ELEMENTS = new Set([
    'w:ins',
    'w:del',
    'w:moveFrom',
    'w:moveTo',
    'w:rPrChange',
    'w:pPrChange',
    'w:sectPrChange',
    'w:tblPrChange',
    'w:tblPrExChange',
    'w:tblGridChange',
    'w:trPrChange',
    'w:tcPrChange',
    'w:cellIns',
    'w:cellDel',
    'w:cellMerge',
    'w:numberingChange',
]);
/** Reads one OOXML part (canonical OOXML prefixes, tracked revisions counted). */
function parseXmlPart(text, part, stream) {
    const { root, counted } = readXmlTree(text, part, { prefixes: OOXML_PREFIXES, stream, count: REVISION_ELEMENTS });
    return { root, revisionCount: counted };
}
/** Reads one ODF part (canonical ODF prefixes, mixed content and locator paths kept). */
function parseOdfPart(text, part) {
    return readXmlTree(text, part, { prefixes: ODF_PREFIXES, mixed: true, paths: true }).root;
}
function rename(qualified, renames, isElement) {
    const colon = qualified.indexOf(':');
    if (colon < 0) {
        // Only elements take the default namespace; unprefixed attributes have none.
        const canonical = isElement ? renames.get('') : undefined;
        return canonical ? `${canonical}:${qualified}` : qualified;
    }
    const canonical = renames.get(qualified.slice(0, colon));
    return canonical ? canonical + qualified.slice(colon) : qualified;
}
/** Local name of a qualified name (`w:p` → `p`). */
function localName(name) {
    const colon = name.indexOf(':');
    return colon < 0 ? name : name.slice(colon + 1);
}
/** First descendant (depth-first, the element itself excluded) with the given name. */
function findDescendant(element, name) {
    for (const child of element.children) {
        if (child.name === name)
            return child;
        const found = findDescendant(child, name);
        if (found)
            return found;
    }
    return undefined;
}
/** All text of an element and its descendants, in document order. */
function deepText(element) {
    if (element.nodes) {
        let out = '';
        for (const node of element.nodes)
            out += typeof node === 'string' ? node : deepText(node);
        return out;
    }
    let text = element.text;
    for (const child of element.children)
        text += deepText(child);
    return text;
}
/** Child elements, all or those with one name (a new array). */
function childElements(element, name) {
    return name === undefined ? element.children.slice() : element.children.filter((child) => child.name === name);
}
/** The first child element with this name. */
function firstChild(element, name) {
    return element.child(name);
}
/** Text runs and child elements in document order (the elements alone when read without `mixed`). */
function nodesOf(element) {
    return element.nodes ?? element.children;
}
/**
 * A canonical serialisation (sorted attributes, no namespace declarations, no revision-session
 * ids) so two equal objects hash equal however their producer spelled them.
 */
function canonicalXml(element, skip) {
    const keys = Object.keys(element.attrs)
        .filter((key) => !key.startsWith('xmlns') && !key.startsWith('w:rsid') && !key.startsWith('w14:'))
        .sort();
    let out = `<${element.name}`;
    for (const key of keys)
        out += ` ${key}="${(0,_xml_escape__WEBPACK_IMPORTED_MODULE_1__/* .escapeXml */ .X)(element.attrs[key])}"`;
    out += '>';
    if (element.nodes) {
        for (const node of element.nodes)
            if (typeof node === 'string')
                out += (0,_xml_escape__WEBPACK_IMPORTED_MODULE_1__/* .escapeXml */ .X)(node);
            else if (!skip?.(node))
                out += canonicalXml(node, skip);
        return `${out}</${element.name}>`;
    }
    if (element.children.length === 0)
        out += (0,_xml_escape__WEBPACK_IMPORTED_MODULE_1__/* .escapeXml */ .X)(element.text);
    for (const child of element.children)
        if (!skip?.(child))
            out += canonicalXml(child, skip);
    return `${out}</${element.name}>`;
}


/***/ })

};

return{id,ids,modules}})