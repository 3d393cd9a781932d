export const id = 511;
export const ids = [511];
export const modules = {

/***/ 66767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ excuseInheritedFlaws)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);

/**
 * Holds a result to "no worse than its inputs": each flaw the source or the target already had
 * (PptxGenJS names slide masters in its content types that it never ships; LibreOffice and
 * PowerPoint open such decks) is excused and returned as a warning naming the input; the first
 * flaw neither had is the writer's own doing and throws. The inputs are inspected only when the
 * result has a flaw, so a clean result costs nothing more. An input the check cannot open at
 * all excuses nothing.
 */
function excuseInheritedFlaws(flaws, inputs, flawsOf) {
    if (!flaws.length)
        return [];
    const inherited = new Map();
    for (const side of ['target', 'source']) {
        const bytes = inputs?.[side];
        if (!bytes)
            continue;
        let found = [];
        try {
            found = flawsOf(bytes);
        }
        catch {
            continue;
        }
        for (const flaw of found)
            if (!inherited.has(flaw.key))
                inherited.set(flaw.key, side);
    }
    const own = flaws.find((flaw) => !inherited.has(flaw.key));
    if (own)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(own.message);
    const warnings = new Map();
    for (const flaw of flaws) {
        warnings.set(flaw.key, { code: 'inherited-flaw', message: `the ${inherited.get(flaw.key)} document already had this flaw and the result keeps it: ${flaw.message}` });
    }
    return [...warnings.values()];
}


/***/ }),

/***/ 9534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $s: () => (/* binding */ columnDefinitions),
/* harmony export */   BH: () => (/* binding */ ROWS_REPEATED),
/* harmony export */   JD: () => (/* binding */ setRepeatCount),
/* harmony export */   K$: () => (/* binding */ removeAttr),
/* harmony export */   Lc: () => (/* binding */ findRun),
/* harmony export */   QE: () => (/* binding */ tableRows),
/* harmony export */   RT: () => (/* binding */ isolateInRuns),
/* harmony export */   X2: () => (/* binding */ COLUMNS_REPEATED),
/* harmony export */   k9: () => (/* binding */ repeatRuns),
/* harmony export */   o5: () => (/* binding */ rowCells),
/* harmony export */   rT: () => (/* binding */ splitRepeated),
/* harmony export */   t4: () => (/* binding */ repeatCount)
/* harmony export */ });
/* harmony import */ var _word_odt_write_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40796);

/**
 * Repeated elements of ODF tables. ODF compresses equal neighbours: one `table:table-row` may
 * stand for several rows (`table:number-rows-repeated`), one cell or column definition for
 * several columns (`table:number-columns-repeated`). Editing one grid position means splitting
 * such an element so that the position is, or starts, an element of its own; a split keeps the
 * document equivalent. Used by the ODS writer (rows and cells) and the ODT writer (columns).
 */
const ROWS_REPEATED = 'table:number-rows-repeated';
const COLUMNS_REPEATED = 'table:number-columns-repeated';
const CELLS = new Set(['table:table-cell', 'table:covered-table-cell']);
const ROW_GROUPS = new Set(['table:table-row-group', 'table:table-header-rows', 'table:table-rows']);
const COLUMN_GROUPS = new Set(['table:table-column-group', 'table:table-header-columns', 'table:table-columns']);
/** How many grid positions the element stands for by `attribute` (1 when absent or invalid). */
function repeatCount(element, attribute) {
    return Math.max(1, Number((0,_word_odt_write_dom__WEBPACK_IMPORTED_MODULE_0__/* .attr */ .CF)(element, attribute) ?? 1) || 1);
}
/** Sets the element's repeat count; 1 is written as no attribute, as ODF producers do. */
function setRepeatCount(element, attribute, count) {
    if (count > 1)
        (0,_word_odt_write_dom__WEBPACK_IMPORTED_MODULE_0__/* .setAttr */ .ob)(element, attribute, String(count));
    else
        removeAttr(element, attribute);
}
/** Removes an attribute by its canonical name, whatever prefix the file binds. */
function removeAttr(element, name) {
    for (const attribute of Array.from(element.attributes)) {
        if ((0,_word_odt_write_dom__WEBPACK_IMPORTED_MODULE_0__/* .qname */ .vy)(attribute) === name || attribute.name === name)
            element.removeAttributeNode(attribute);
    }
}
/** Copies must not repeat an element's xml:id (the package would no longer validate). */
function withoutIds(element) {
    removeAttr(element, 'xml:id');
    for (const child of (0,_word_odt_write_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(element))
        withoutIds(child);
}
/**
 * Splits a repeated element after its first `offset` repetitions (0 < offset < count): the
 * element keeps those, a copy inserted right after it stands for the rest. Returns the copy.
 */
function splitRepeated(element, attribute, offset) {
    const count = repeatCount(element, attribute);
    const rest = element.cloneNode(true);
    withoutIds(rest);
    setRepeatCount(element, attribute, offset);
    setRepeatCount(rest, attribute, count - offset);
    (0,_word_odt_write_dom__WEBPACK_IMPORTED_MODULE_0__/* .insertAfter */ .WH)(rest, element);
    return rest;
}
/** The grid runs of elements laid one after another. */
function repeatRuns(elements, attribute) {
    const runs = [];
    let next = 0;
    for (const element of elements) {
        const count = repeatCount(element, attribute);
        runs.push({ element, start: next, count });
        next += count;
    }
    return runs;
}
/** Index of the run covering `position` (runs in grid order), or -1. */
function findRun(runs, position) {
    let lo = 0;
    let hi = runs.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const run = runs[mid];
        if (position < run.start)
            hi = mid - 1;
        else if (position >= run.start + run.count)
            lo = mid + 1;
        else
            return mid;
    }
    return -1;
}
/**
 * Makes position `at` of run `index` an element of its own (splitting before and after it) and
 * updates `runs` to match; returns that element.
 */
function isolateInRuns(runs, index, at, attribute) {
    const run = runs[index];
    if (run.count === 1)
        return run.element;
    const before = at - run.start;
    const after = run.start + run.count - 1 - at;
    const pieces = [];
    let element = run.element;
    if (before > 0) {
        pieces.push({ element, start: run.start, count: before });
        element = splitRepeated(element, attribute, before);
    }
    pieces.push({ element, start: at, count: 1 });
    if (after > 0)
        pieces.push({ element: splitRepeated(element, attribute, 1), start: at + 1, count: after });
    runs.splice(index, 1, ...pieces);
    return element;
}
/** The cells of a row element (covered ones included), in grid order. */
function rowCells(row) {
    return (0,_word_odt_write_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(row).filter((child) => CELLS.has((0,_word_odt_write_dom__WEBPACK_IMPORTED_MODULE_0__/* .qname */ .vy)(child)));
}
/** Elements named `name` of a table, in order, groups opened (nested tables not). */
function tableChildren(table, name, groups) {
    const out = [];
    const visit = (container) => {
        for (const child of (0,_word_odt_write_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(container)) {
            const childName = (0,_word_odt_write_dom__WEBPACK_IMPORTED_MODULE_0__/* .qname */ .vy)(child);
            if (childName === name)
                out.push(child);
            else if (groups.has(childName))
                visit(child);
        }
    };
    visit(table);
    return out;
}
/** The row elements of a table, in grid order (row groups and header rows opened). */
function tableRows(table) {
    return tableChildren(table, 'table:table-row', ROW_GROUPS);
}
/** The column definitions of a table, in grid order (groups opened). */
function columnDefinitions(table) {
    return tableChildren(table, 'table:table-column', COLUMN_GROUPS);
}


/***/ }),

/***/ 47331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO: () => (/* binding */ parseXml),
/* harmony export */   QM: () => (/* binding */ serializeXml),
/* harmony export */   Wi: () => (/* binding */ elementChildren)
/* harmony export */ });
/* harmony import */ var _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98351);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _xml_depth__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37854);



/**
 * Parsing and serialising the XML parts writers edit in place (@xmldom/xmldom), shared by every
 * family that writes a package: a part that is not well-formed is one CorruptDocumentError that
 * names it, never xmldom's multi-line message. xmldom has no depth limit: parts nested past
 * MAX_XML_DEPTH are refused before it builds them.
 */
function parseXml(text, part) {
    (0,_xml_depth__WEBPACK_IMPORTED_MODULE_2__/* .assertXmlDepth */ .pO)(text, part);
    let problem;
    const parser = new _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0__/* .DOMParser */ .S4({
        onError: (level, message) => {
            if (level !== 'warning') {
                problem ??= message.split('\n')[0];
                throw new Error(message);
            }
        },
    });
    let document;
    try {
        document = parser.parseFromString(text, 'text/xml');
    }
    catch (error) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${part}' is not well-formed XML (${problem ?? (error instanceof Error ? error.message.split('\n')[0] : String(error))})`);
    }
    if (!document.documentElement)
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${part}' has no root element`);
    return document;
}
function serializeXml(node) {
    return new _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0__/* .XMLSerializer */ .el().serializeToString(node);
}
/** Element children, as a fresh array (xmldom's NodeLists are live). */
function elementChildren(element) {
    const out = [];
    for (let n = element.firstChild; n; n = n.nextSibling)
        if (n.nodeType === 1)
            out.push(n);
    return out;
}


/***/ }),

/***/ 40796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ attr),
/* harmony export */   De: () => (/* binding */ childrenNamed),
/* harmony export */   Ei: () => (/* binding */ firstChildNamed),
/* harmony export */   NO: () => (/* reexport safe */ _shared_xml_dom__WEBPACK_IMPORTED_MODULE_0__.NO),
/* harmony export */   Nd: () => (/* binding */ TEXT_NODE),
/* harmony export */   Ny: () => (/* binding */ indexPaths),
/* harmony export */   QM: () => (/* reexport safe */ _shared_xml_dom__WEBPACK_IMPORTED_MODULE_0__.QM),
/* harmony export */   WH: () => (/* binding */ insertAfter),
/* harmony export */   Wi: () => (/* binding */ elementChildren),
/* harmony export */   ey: () => (/* binding */ paragraphOf),
/* harmony export */   gH: () => (/* binding */ odfTextNodes),
/* harmony export */   gR: () => (/* binding */ contains),
/* harmony export */   n: () => (/* binding */ createElement),
/* harmony export */   ob: () => (/* binding */ setAttr),
/* harmony export */   rM: () => (/* binding */ CDATA_NODE),
/* harmony export */   vq: () => (/* binding */ isElement),
/* harmony export */   vy: () => (/* binding */ qname),
/* harmony export */   wC: () => (/* binding */ removeBlock)
/* harmony export */ });
/* unused harmony exports NS, ELEMENT_NODE */
/* harmony import */ var _shared_xml_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47331);

/**
 * DOM helpers for the ODT writer: parse and serialise parts with @xmldom/xmldom, address
 * elements by the reader's locator paths, and name elements by their canonical ODF prefixes
 * whatever prefixes the file binds.
 */
const NS = {
    office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
    style: 'urn:oasis:names:tc:opendocument:xmlns:style:1.0',
    text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
    table: 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
    draw: 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0',
    fo: 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0',
    svg: 'urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0',
    meta: 'urn:oasis:names:tc:opendocument:xmlns:meta:1.0',
    manifest: 'urn:oasis:names:tc:opendocument:xmlns:manifest:1.0',
    xlink: 'http://www.w3.org/1999/xlink',
    dc: 'http://purl.org/dc/elements/1.1/',
    xml: 'http://www.w3.org/XML/1998/namespace',
};
const PREFIX_BY_URI = new Map(Object.entries(NS).map(([prefix, uri]) => [uri, prefix]));
const XMLNS = 'http://www.w3.org/2000/xmlns/';
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_NODE = 4;

function isElement(node) {
    return !!node && node.nodeType === ELEMENT_NODE;
}
/** Canonical qualified name (`text:p`) of an element or attribute node. */
function qname(node) {
    const uri = node.namespaceURI;
    const local = node.localName ?? node.nodeName;
    const prefix = uri ? PREFIX_BY_URI.get(uri) : undefined;
    return prefix ? `${prefix}:${local}` : node.nodeName;
}
function elementChildren(element) {
    return Array.from(element.childNodes).filter(isElement);
}
function childrenNamed(element, name) {
    return elementChildren(element).filter((child) => qname(child) === name);
}
function firstChildNamed(element, name) {
    return elementChildren(element).find((child) => qname(child) === name);
}
/** Every element by its locator path (element-child indexes from the root joined by `/`). */
function indexPaths(doc) {
    const map = new Map();
    const visit = (element, path) => {
        map.set(path, element);
        elementChildren(element).forEach((child, index) => visit(child, path ? `${path}/${index}` : String(index)));
    };
    visit(doc.documentElement, '');
    return map;
}
/** Attribute value by canonical name (`text:style-name`). */
function attr(element, name) {
    const [prefix, local] = name.split(':');
    const uri = NS[prefix];
    if (uri && local && element.hasAttributeNS(uri, local))
        return element.getAttributeNS(uri, local) ?? undefined;
    return element.hasAttribute(name) ? (element.getAttribute(name) ?? undefined) : undefined;
}
/** The prefix the document binds for a namespace, declaring the canonical one when unbound. */
function prefixFor(doc, canonical) {
    const uri = NS[canonical];
    const root = doc.documentElement;
    if (canonical === 'xml')
        return 'xml';
    const bound = root.lookupPrefix(uri);
    if (bound)
        return bound;
    root.setAttributeNS(XMLNS, `xmlns:${canonical}`, uri);
    return canonical;
}
function setAttr(element, name, value) {
    const [canonical, local] = name.split(':');
    const uri = NS[canonical];
    if (!uri || !local) {
        element.setAttribute(name, value);
        return;
    }
    const prefix = prefixFor(element.ownerDocument, canonical);
    element.setAttributeNS(uri, `${prefix}:${local}`, value);
}
function createElement(doc, name, attrs = {}, children = []) {
    const [canonical, local] = name.split(':');
    const uri = NS[canonical];
    const element = uri ? doc.createElementNS(uri, `${prefixFor(doc, canonical)}:${local}`) : doc.createElement(name);
    for (const [key, value] of Object.entries(attrs))
        setAttr(element, key, value);
    for (const child of children)
        element.appendChild(typeof child === 'string' ? doc.createTextNode(child) : child);
    return element;
}
function insertAfter(node, after) {
    after.parentNode.insertBefore(node, after.nextSibling);
}
/** ODF text content for a plain string: spaces that would collapse become text:s, tabs text:tab. */
function odfTextNodes(doc, text) {
    const out = [];
    let plain = '';
    const flush = () => {
        if (plain)
            out.push(doc.createTextNode(plain));
        plain = '';
    };
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === ' ') {
            let j = i;
            while (j < text.length && text[j] === ' ')
                j++;
            const n = j - i;
            if (n === 1 && i > 0 && j < text.length)
                plain += ' ';
            else {
                flush();
                out.push(createElement(doc, 'text:s', n > 1 ? { 'text:c': String(n) } : {}));
            }
            i = j;
            continue;
        }
        if (c === '\t' || c === '\n' || c === '\r') {
            flush();
            if (c === '\t')
                out.push(createElement(doc, 'text:tab'));
            else if (c === '\n')
                out.push(createElement(doc, 'text:line-break'));
            i++;
            continue;
        }
        plain += c;
        i++;
    }
    flush();
    return out;
}
/** Nearest ancestor-or-self paragraph (text:p or text:h). */
function paragraphOf(node) {
    for (let n = node; n; n = n.parentNode) {
        if (isElement(n) && (qname(n) === 'text:p' || qname(n) === 'text:h'))
            return n;
    }
    return undefined;
}
function contains(ancestor, node) {
    for (let n = node; n; n = n.parentNode)
        if (n === ancestor)
            return true;
    return false;
}
/** Removes an element and then any list item or list it leaves without elements. */
function removeBlock(element) {
    let parent = element.parentNode;
    parent?.removeChild(element);
    while (parent && isElement(parent) && ['text:list-item', 'text:list-header', 'text:list'].includes(qname(parent)) && elementChildren(parent).filter((c) => qname(c) !== 'text:number').length === 0) {
        const up = parent.parentNode;
        up?.removeChild(parent);
        parent = up;
    }
}


/***/ }),

/***/ 57868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ manifestWith),
/* harmony export */   XP: () => (/* binding */ rawEntryNames),
/* harmony export */   ed: () => (/* binding */ validateOdfPackage),
/* harmony export */   i8: () => (/* binding */ rebuildPackage)
/* harmony export */ });
/* harmony import */ var fflate__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51306);
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _archive_zip_writer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13086);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17679);
/* harmony import */ var _shared_inherited_flaws__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66767);
/* harmony import */ var _dom__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40796);






/**
 * The ODF package around the edited parts: every entry not edited is copied as it was, in its
 * order, with `mimetype` first and stored; added parts are listed in the manifest.
 */
/** Entry names in central-directory order, folders included (ZipArchive skips folders). */
function rawEntryNames(bytes) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let eocd = -1;
    for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
        if (view.getUint32(i, true) === 0x06054b50) {
            eocd = i;
            break;
        }
    }
    if (eocd < 0)
        return [];
    const count = view.getUint16(eocd + 10, true);
    let p = view.getUint32(eocd + 16, true);
    const names = [];
    const utf8 = new TextDecoder();
    for (let k = 0; k < count && p + 46 <= bytes.length; k++) {
        if (view.getUint32(p, true) !== 0x02014b50)
            break;
        const nameLength = view.getUint16(p + 28, true);
        const extraLength = view.getUint16(p + 30, true);
        const commentLength = view.getUint16(p + 32, true);
        names.push(utf8.decode(bytes.subarray(p + 46, p + 46 + nameLength)));
        p += 46 + nameLength + extraLength + commentLength;
    }
    return names;
}
/** Rebuilds the package with some parts replaced or added. */
function rebuildPackage(original, replaced) {
    const archive = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(original);
    const files = {};
    const data = (value) => (typeof value === 'string' ? (0,fflate__WEBPACK_IMPORTED_MODULE_5__/* .strToU8 */ ._u)(value) : value);
    const mimetype = replaced.get('mimetype') ?? (archive.has('mimetype') ? archive.read('mimetype') : undefined);
    if (mimetype !== undefined)
        files.mimetype = [data(mimetype), { level: 0 }];
    const names = rawEntryNames(original);
    const seen = new Set(['mimetype']);
    for (const name of names.length ? names : archive.names()) {
        if (seen.has(name))
            continue;
        seen.add(name);
        if (name.endsWith('/')) {
            files[name] = [new Uint8Array(0), { level: 0 }];
            continue;
        }
        if (!archive.has(name))
            continue;
        const value = replaced.get(name) ?? archive.read(name);
        files[name] = [data(value), { level: /\.(png|jpe?g|gif|webp)$/i.test(name) ? 0 : 6 }];
    }
    for (const [name, value] of replaced) {
        if (!seen.has(name))
            files[name] = [data(value), { level: 6 }];
    }
    return (0,fflate__WEBPACK_IMPORTED_MODULE_5__/* .zipSync */ .L)(files, { mtime: (0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_1__/* .fixedZipTime */ .PZ)() });
}
/** manifest.xml with entries added for parts it does not list yet. */
function manifestWith(manifestXml, parts) {
    let out = manifestXml;
    for (const { path, mediaType } of parts) {
        if (out.includes(`manifest:full-path="${path}"`))
            continue;
        out = out.replace(/<\/manifest:manifest>\s*$/, ` <manifest:file-entry manifest:full-path="${path}" manifest:media-type="${mediaType}"/>\n</manifest:manifest>`);
    }
    return out;
}
/**
 * Checks a written ODT: mimetype first and stored, every XML part well-formed, every part listed
 * in the manifest, no duplicate style names, no duplicate change ids. Flaws the `inputs` already
 * had come back as warnings; the first one the writer made throws.
 */
function validateOdfPackage(bytes, inputs) {
    return (0,_shared_inherited_flaws__WEBPACK_IMPORTED_MODULE_3__/* .excuseInheritedFlaws */ .T)(odfPackageFlaws(bytes), inputs, odfPackageFlaws);
}
/** The flaws of an ODF package a reader gets over; a package that is no ODF package at all, or a part that does not parse, throws. */
function odfPackageFlaws(bytes) {
    const flaws = [];
    const flaw = (key, message) => flaws.push({ key, message });
    if (bytes.length < 30 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 3 || bytes[3] !== 4) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .CorruptDocumentError */ .b6('the result is not a ZIP package');
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const method = view.getUint16(8, true);
    const nameLength = view.getUint16(26, true);
    const firstName = new TextDecoder().decode(bytes.subarray(30, 30 + nameLength));
    if (firstName !== 'mimetype')
        throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .CorruptDocumentError */ .b6(`the first entry is '${firstName}', not 'mimetype'`);
    if (method !== 0)
        throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .CorruptDocumentError */ .b6("the 'mimetype' entry is compressed; it must be stored");
    const archive = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes);
    const docs = new Map();
    for (const name of archive.names()) {
        if (!/\.(xml|rdf)$/i.test(name))
            continue;
        const text = archive.text(name) ?? '';
        // Producers leave empty placeholder parts (Configurations2/accelerator/current.xml).
        if (!text.trim())
            continue;
        docs.set(name, (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .parseXml */ .NO)(text, name));
    }
    const manifest = docs.get('META-INF/manifest.xml');
    if (!manifest)
        throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .CorruptDocumentError */ .b6('the package has no META-INF/manifest.xml');
    const listed = new Set((0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .childrenNamed */ .De)(manifest.documentElement, 'manifest:file-entry').map((e) => (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .attr */ .CF)(e, 'manifest:full-path') ?? ''));
    for (const name of archive.names()) {
        if (name === 'mimetype' || name.startsWith('META-INF/'))
            continue;
        if (!listed.has(name))
            flaw(`unlisted:${name}`, `part '${name}' is not listed in META-INF/manifest.xml`);
    }
    for (const part of ['content.xml', 'styles.xml']) {
        const doc = docs.get(part);
        if (!doc)
            continue;
        const root = doc.documentElement;
        for (const container of ['office:automatic-styles', 'office:styles']) {
            const element = (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .firstChildNamed */ .Ei)(root, container);
            if (!element)
                continue;
            const names = new Set();
            for (const style of (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .elementChildren */ .Wi)(element)) {
                const name = (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .attr */ .CF)(style, 'style:name');
                if (!name)
                    continue;
                const key = `${(0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .qname */ .vy)(style)}|${(0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .attr */ .CF)(style, 'style:family') ?? ''}|${name}`;
                if (names.has(key))
                    flaw(`style:${part}:${container}:${key}`, `${part}: style '${name}' is defined twice in ${container}`);
                names.add(key);
            }
        }
        const ids = new Set();
        const regions = Array.from(root.getElementsByTagNameNS('urn:oasis:names:tc:opendocument:xmlns:text:1.0', 'changed-region'));
        for (const region of regions) {
            const id = (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .attr */ .CF)(region, 'text:id') ?? (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .attr */ .CF)(region, 'xml:id');
            if (!id) {
                flaw(`change-without-id:${part}`, `${part}: a text:changed-region has no id`);
                continue;
            }
            if (ids.has(id))
                flaw(`change-id:${part}:${id}`, `${part}: change id '${id}' is used twice`);
            ids.add(id);
        }
        const markers = ['change', 'change-start', 'change-end'].flatMap((local) => Array.from(root.getElementsByTagNameNS('urn:oasis:names:tc:opendocument:xmlns:text:1.0', local)));
        for (const marker of markers) {
            const id = (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .attr */ .CF)(marker, 'text:change-id');
            if (!id || !ids.has(id))
                flaw(`unknown-change:${part}:${id ?? ''}`, `${part}: text:${marker.localName} refers to unknown change '${id ?? ''}'`);
        }
    }
    return flaws;
}


/***/ })

};
