export const id = 9838;
export const ids = [9838,1318,8937,3556];
export const modules = {

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


/***/ }),

/***/ 72937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeDocuments: () => (/* binding */ mergeDocuments)
});

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/index.ts + 1 modules
var engine = __webpack_require__(18164);
// EXTERNAL MODULE: ./src/engine/formats/registry.ts
var registry = __webpack_require__(37946);
// EXTERNAL MODULE: ./src/engine/result-settings.ts
var result_settings = __webpack_require__(10463);
// EXTERNAL MODULE: ./src/engine/crypto/ooxml.ts
var ooxml = __webpack_require__(4497);
// EXTERNAL MODULE: ./src/engine/diff/types.ts
var types = __webpack_require__(59597);
;// CONCATENATED MODULE: ./src/engine/merge/classify.ts
const POSITION_KINDS = new Set(['Moved', 'MovedAndResized', 'Resized']);
/**
 * `between` is the diff from one side to the other; `sourceChanges` and `targetChanges` are the
 * diffs from the base to each of them.
 */
function classifyDifferences(sourceChanges, targetChanges, between) {
    return between.map((change) => decide(change, sourceChanges, targetChanges));
}
function decide(change, sourceChanges, targetChanges) {
    const position = POSITION_KINDS.has(change.kind);
    const bySource = change.source ? touchedBy(change.source, sourceChanges, position) : undefined;
    const byTarget = change.target ? touchedBy(change.target, targetChanges, position) : undefined;
    if (change.source && change.target) {
        if (bySource && !byTarget)
            return 'source';
        if (byTarget && !bySource)
            return 'target';
        return 'conflict';
    }
    if (change.source) {
        // Content the source side has and the target side has not: the source added it, or the
        // target removed base content the source left alone, or removed what the source edited.
        if (!bySource)
            return 'target';
        return bySource.every(addedWhole) ? 'source' : 'conflict';
    }
    if (change.target) {
        if (!byTarget)
            return 'source';
        return byTarget.every(addedWhole) ? 'target' : 'conflict';
    }
    return 'conflict';
}
const addedWhole = (c) => c.kind === 'Inserted' && c.unit !== 'text';
/** The changes of one side (against the base) that land on this place of that side's document. */
function touchedBy(place, changes, position) {
    const hits = changes.filter((c) => c.target && POSITION_KINDS.has(c.kind) === position && overlaps(place, c.target));
    return hits.length ? hits : undefined;
}
/** Two places of one document overlap: one block holds the other, or their ranges in one paragraph touch. */
function overlaps(a, b) {
    if (a.story !== b.story)
        return false;
    const shorter = Math.min(a.blockPath.length, b.blockPath.length);
    for (let i = 0; i < shorter; i++)
        if (a.blockPath[i] !== b.blockPath[i])
            return false;
    if (a.blockPath.length !== b.blockPath.length)
        return true;
    if (a.start === undefined || a.end === undefined || b.start === undefined || b.end === undefined)
        return true;
    // Ranges that touch count: an insertion right at the end of another side's edit is not
    // knowably independent of it.
    return a.start <= b.end && b.start <= a.end;
}

// EXTERNAL MODULE: ./src/engine/formats/word/docx/write/package.ts
var write_package = __webpack_require__(47365);
// EXTERNAL MODULE: ./src/engine/formats/word/docx/write/dom.ts
var dom = __webpack_require__(64153);
;// CONCATENATED MODULE: ./src/engine/merge/word-conflicts.ts



/** Authors of the tracked changes that hold a conflict's two sides, and of the comment naming it. */
const MERGE_AUTHORS = { ours: 'ours', theirs: 'theirs', note: 'docdelta merge' };
const COMMENTS_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
const COMMENTS_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
const CT_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';
const REMOVED = new Set(['del', 'moveFrom']);
const CHANGED = new Set(['ins', 'del', 'moveFrom', 'moveTo', 'rPrChange', 'pPrChange']);
/** Parts besides the main one that may hold revisions: their deletions are ours' too (Word takes no comments there). */
const STORY_PARTS = /^word\/(header|footer|footnotes|endnotes)\d*\.xml$/;
/**
 * A tracked result (ours with theirs tracked over it, every revision by "theirs") becomes the
 * conflict view: what ours has and theirs has not is a deletion by "ours", what theirs adds an
 * insertion by "theirs", so Word colours the two sides apart; each changed paragraph gets a
 * comment saying what to do. There is no comment writer in the tracked writer to extend:
 * comments are a merge's own need, so they are added here to the written package.
 */
function markWordConflicts(bytes, note, date) {
    const pkg = new write_package/* WordPackage */.R1(bytes);
    const main = pkg.mainPart;
    const document = (0,dom/* parseXml */.NO)(pkg.text(main) ?? '', main);
    const root = document.documentElement;
    if (!root)
        throw new errors/* CorruptDocumentError */.b6(`part '${main}' has no root element`);
    const w = root.namespaceURI ?? '';
    const prefix = root.prefix ? `${root.prefix}:` : '';
    const encoder = new TextEncoder();
    if (markRemovedAsOurs(root))
        pkg.put(main, encoder.encode((0,dom/* serializeXml */.QM)(document)));
    for (const name of pkg.zip.names().filter((n) => STORY_PARTS.test(n))) {
        const story = (0,dom/* parseXml */.NO)(pkg.text(name) ?? '', name);
        if (story.documentElement && markRemovedAsOurs(story.documentElement))
            pkg.put(name, encoder.encode((0,dom/* serializeXml */.QM)(story)));
    }
    const paragraphs = Array.from(root.getElementsByTagNameNS(w, 'p')).filter((p) => hasRevision(p) && !insideRevisionOnly(p));
    if (!paragraphs.length)
        return pkg.save();
    const commentsPart = commentsPartOf(pkg, main);
    const comments = commentsPart.existing ? (0,dom/* parseXml */.NO)(commentsPart.existing, commentsPart.name) : (0,dom/* parseXml */.NO)(`<w:comments xmlns:w="${w}"/>`, commentsPart.name);
    const commentsRoot = comments.documentElement;
    const cw = commentsRoot.namespaceURI ?? w;
    const cprefix = commentsRoot.prefix ? `${commentsRoot.prefix}:` : '';
    let id = nextId(root, comments.documentElement);
    const stamp = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
    for (const paragraph of paragraphs) {
        const n = String(id++);
        const make = (local) => {
            const element = document.createElementNS(w, `${prefix}${local}`);
            element.setAttributeNS(w, `${prefix}id`, n);
            return element;
        };
        const properties = (0,dom/* elementChildren */.Wi)(paragraph).find((c) => (0,dom/* isW */.Yi)(c, 'pPr'));
        paragraph.insertBefore(make('commentRangeStart'), properties ? properties.nextSibling : paragraph.firstChild);
        paragraph.appendChild(make('commentRangeEnd'));
        const run = document.createElementNS(w, `${prefix}r`);
        run.appendChild(make('commentReference'));
        paragraph.appendChild(run);
        const comment = comments.createElementNS(cw, `${cprefix}comment`);
        comment.setAttributeNS(cw, `${cprefix}id`, n);
        comment.setAttributeNS(cw, `${cprefix}author`, MERGE_AUTHORS.note);
        comment.setAttributeNS(cw, `${cprefix}date`, stamp);
        comment.setAttributeNS(cw, `${cprefix}initials`, 'DM');
        const p = comments.createElementNS(cw, `${cprefix}p`);
        const r = comments.createElementNS(cw, `${cprefix}r`);
        const t = comments.createElementNS(cw, `${cprefix}t`);
        t.setAttribute('xml:space', 'preserve');
        t.appendChild(comments.createTextNode(note));
        r.appendChild(t);
        p.appendChild(r);
        comment.appendChild(p);
        commentsRoot.appendChild(comment);
    }
    pkg.put(main, encoder.encode((0,dom/* serializeXml */.QM)(document)));
    pkg.put(commentsPart.name, encoder.encode((0,dom/* serializeXml */.QM)(comments)));
    if (!commentsPart.existing) {
        pkg.addRelationship(main, COMMENTS_TYPE, commentsPart.name.slice(commentsPart.name.lastIndexOf('/') + 1), false);
        const types = pkg.wholePart('[Content_Types].xml');
        if (!types)
            throw new errors/* CorruptDocumentError */.b6('the package has no [Content_Types].xml');
        const override = types.document.createElementNS(CT_NS, 'Override');
        override.setAttribute('PartName', `/${commentsPart.name}`);
        override.setAttribute('ContentType', COMMENTS_CONTENT_TYPE);
        types.root.appendChild(override);
        types.markDirty();
    }
    return pkg.save();
}
function markRemovedAsOurs(root) {
    const w = root.namespaceURI ?? '';
    const prefix = root.prefix ? `${root.prefix}:` : '';
    let changed = false;
    for (const local of REMOVED) {
        for (const element of Array.from(root.getElementsByTagNameNS(w, local))) {
            element.setAttributeNS(w, `${prefix}author`, MERGE_AUTHORS.ours);
            changed = true;
        }
    }
    return changed;
}
function hasRevision(paragraph) {
    for (const local of CHANGED)
        if (paragraph.getElementsByTagNameNS(paragraph.namespaceURI ?? '', local).length)
            return true;
    return false;
}
/** Paragraphs of a text box inside a changed run are marked through the paragraph holding the run. */
function insideRevisionOnly(paragraph) {
    for (let n = paragraph.parentNode; n; n = n.parentNode)
        if ((0,dom/* isW */.Yi)(n, 'txbxContent'))
            return true;
    return false;
}
function commentsPartOf(pkg, main) {
    const rel = [...pkg.relationships(main).values()].find((r) => r.type.endsWith('/comments') && !r.external);
    if (rel && pkg.has(rel.target))
        return { name: rel.target, existing: pkg.text(rel.target) };
    let name = `${main.slice(0, main.lastIndexOf('/') + 1)}comments.xml`;
    for (let k = 2; pkg.has(name); k++)
        name = `${main.slice(0, main.lastIndexOf('/') + 1)}comments${k}.xml`;
    return { name };
}
/** Comment ids share a number space with revisions and bookmarks in Word: start above all of them. */
function nextId(...roots) {
    let max = 0;
    for (const root of roots) {
        for (const element of Array.from(root.getElementsByTagName('*'))) {
            const value = Number(element.getAttributeNS(element.namespaceURI ?? '', 'id'));
            if (Number.isInteger(value) && value > max)
                max = value;
        }
    }
    return max + 1;
}

// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var zip = __webpack_require__(55380);
// EXTERNAL MODULE: ./src/engine/formats/word/odt/write/package.ts
var odt_write_package = __webpack_require__(57868);
// EXTERNAL MODULE: ./src/engine/formats/shared/xml-dom.ts
var xml_dom = __webpack_require__(47331);
;// CONCATENATED MODULE: ./src/engine/merge/odf-conflicts.ts





const TEXT = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';
const OFFICE = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const DC = 'http://purl.org/dc/elements/1.1/';
/**
 * The ODF counterpart of markWordConflicts: in a tracked result (every region by "theirs"),
 * deletions become ours' and each paragraph holding a change gets an annotation (the comment
 * LibreOffice shows in the margin) saying what to do.
 */
function markOdfConflicts(bytes, note, date) {
    const archive = new zip/* ZipArchive */.SJ(bytes);
    const document = (0,xml_dom/* parseXml */.NO)(archive.text('content.xml') ?? '', 'content.xml');
    const root = document.documentElement;
    if (!root)
        throw new errors/* CorruptDocumentError */.b6("part 'content.xml' has no root element");
    const changed = new Set();
    for (const region of Array.from(root.getElementsByTagNameNS(TEXT, 'changed-region'))) {
        const id = region.getAttributeNS(TEXT, 'id') || region.getAttribute('xml:id') || '';
        changed.add(id);
        const deletion = (0,xml_dom/* elementChildren */.Wi)(region).find((c) => c.namespaceURI === TEXT && c.localName === 'deletion');
        if (!deletion)
            continue;
        for (const creator of Array.from(deletion.getElementsByTagNameNS(DC, 'creator')))
            creator.textContent = MERGE_AUTHORS.ours;
    }
    const stamp = date.toISOString().replace(/\.\d{3}Z$/, '');
    const paragraphs = new Set();
    for (const local of ['change', 'change-start']) {
        for (const marker of Array.from(root.getElementsByTagNameNS(TEXT, local))) {
            if (!changed.has(marker.getAttributeNS(TEXT, 'change-id') ?? ''))
                continue;
            const paragraph = enclosingParagraph(marker);
            if (paragraph)
                paragraphs.add(paragraph);
        }
    }
    for (const paragraph of paragraphs) {
        const annotation = document.createElementNS(OFFICE, 'office:annotation');
        const creator = document.createElementNS(DC, 'dc:creator');
        creator.appendChild(document.createTextNode(MERGE_AUTHORS.note));
        const when = document.createElementNS(DC, 'dc:date');
        when.appendChild(document.createTextNode(stamp));
        const text = document.createElementNS(TEXT, 'text:p');
        text.appendChild(document.createTextNode(note));
        annotation.appendChild(creator);
        annotation.appendChild(when);
        annotation.appendChild(text);
        paragraph.insertBefore(annotation, paragraph.firstChild);
    }
    return (0,odt_write_package/* rebuildPackage */.i8)(bytes, new Map([['content.xml', (0,xml_dom/* serializeXml */.QM)(document)]]));
}
function enclosingParagraph(node) {
    for (let n = node.parentNode; n; n = n.parentNode) {
        const e = n;
        if (e.namespaceURI === TEXT && (e.localName === 'p' || e.localName === 'h'))
            return e;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/engine/archive/zip-writer.ts
var zip_writer = __webpack_require__(13086);
;// CONCATENATED MODULE: ./src/engine/merge/cells-conflicts.ts



/**
 * A styled spreadsheet result written from "theirs wins" to "ours wins" shows ours in each
 * conflicting cell, filled, with a note of the old value: theirs. The notes are reworded here to
 * say so ("docdelta: [3] was: 300" → "Merge conflict: ours is in the cell, theirs has: 300").
 * The cell writers' note text is theirs to phrase; this is the one place that reads it.
 */
const NOTE = /docdelta: \[\d+\] (formula |comment )?was: /g;
const CSV_NOTE = / ?\[was: /g;
function rewordCellNotes(bytes, formatKey) {
    if (formatKey === 'csv' || formatKey === 'tsv') {
        const text = withoutMarkerColumn(new TextDecoder().decode(bytes), formatKey === 'tsv' ? '\t' : ',');
        return new TextEncoder().encode(text.replace(CSV_NOTE, ' [theirs: '));
    }
    const archive = new zip/* ZipArchive */.SJ(bytes);
    const reworded = (text) => text.replace(NOTE, (_, what) => `Merge conflict: ours is in the cell, theirs${what ? ` ${what.trim()}` : ''} has: `);
    if (archive.has('mimetype'))
        return (0,odt_write_package/* rebuildPackage */.i8)(bytes, new Map([['content.xml', reworded(archive.text('content.xml') ?? '')]]));
    const encoder = new TextEncoder();
    const entries = (0,zip_writer/* readRawEntries */.xv)(bytes).map((entry) => {
        if (!/comments\d*\.xml$/.test(entry.name))
            return entry;
        return (0,zip_writer/* deflatedEntry */.eI)(entry.name, encoder.encode(reworded(archive.text(entry.name) ?? '')));
    });
    return (0,zip_writer/* writeZip */.zy)(entries);
}
/**
 * A styled CSV result starts every record with a change marker (`modified`, `deleted`, empty);
 * a merged file must keep ours' columns, so that first field goes. Markers are plain words,
 * never quoted: the field ends at the first separator; quoted fields after it may hold line breaks.
 */
function withoutMarkerColumn(text, separator) {
    let out = '';
    let quoted = false;
    let atRecordStart = true;
    for (let i = 0; i < text.length; i++) {
        if (atRecordStart) {
            const end = text.indexOf(separator, i);
            const lineEnd = text.indexOf('\n', i);
            if (end < 0 || (lineEnd >= 0 && lineEnd < end))
                return out + text.slice(i);
            i = end;
            atRecordStart = false;
            continue;
        }
        const ch = text[i];
        if (ch === '"')
            quoted = !quoted;
        out += ch;
        if (ch === '\n' && !quoted)
            atRecordStart = true;
    }
    return out;
}
/** A delimited result uses CRLF; a merge keeps ours' line endings so git sees only real changes. */
function matchLineEndings(result, ours) {
    const oursText = new TextDecoder().decode(ours);
    if (oursText.includes('\r\n'))
        return result;
    return new TextEncoder().encode(new TextDecoder().decode(result).replace(/\r\n/g, '\n'));
}

;// CONCATENATED MODULE: ./src/engine/merge/slide-conflicts.ts



const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** Theirs' copy sits this far below and right of ours (0.2 inch), so both can be seen and picked. */
const OFFSET_EMU = 182880;
const COLORS = { ours: 'C00000', theirs: '00A050' };
/**
 * A PowerPoint conflict as two shapes on the slide: ours' shape framed in red and named
 * "ours: …", theirs' copy beside it framed in green and named "theirs: …"; the person deletes the
 * one they do not want. Only for conflicts between two text shapes that carry their own position
 * and no relationships (pictures, charts, links would need parts copied between decks); for any
 * other conflict it returns undefined and the caller shows the conflict in the shape's text.
 */
function frameConflictingShapes(oursBytes, ours, theirsBytes, theirs, conflicts) {
    const pairs = new Map();
    for (const change of conflicts) {
        if (!change.source || !change.target)
            continue;
        if (!change.source.story.startsWith('slide:'))
            return undefined;
        const mine = shapeAt(ours, change.source.story, change.source.blockPath);
        const other = shapeAt(theirs, change.target.story, change.target.blockPath);
        if (!mine?.locator || !other?.locator)
            return undefined;
        pairs.set(`${mine.locator.part}#${mine.locator.path}`, { part: mine.locator.part, ours: mine.locator.path, theirs: other.locator });
    }
    // A paragraph only one side has is fine inside a shape already paired; anything else is not two shapes.
    for (const change of conflicts) {
        if (change.source && change.target)
            continue;
        const side = change.source ?? change.target;
        const shape = side && side.blockPath.length > 1 ? shapeAt(change.source ? ours : theirs, side.story, side.blockPath) : undefined;
        const path = shape?.locator?.path;
        if (!path || ![...pairs.values()].some((pair) => (change.source ? pair.ours === path : pair.theirs.path === path)))
            return undefined;
    }
    if (!pairs.size)
        return undefined;
    const oursZip = new zip/* ZipArchive */.SJ(oursBytes);
    const theirsZip = new zip/* ZipArchive */.SJ(theirsBytes);
    const slides = new Map();
    const theirsSlides = new Map();
    const load = (zip, cache, part) => {
        if (!cache.has(part))
            cache.set(part, (0,xml_dom/* parseXml */.NO)(zip.text(part) ?? '', part));
        return cache.get(part);
    };
    // Resolve every shape before any is inserted: insertions shift the paths of later siblings.
    const resolved = [...pairs.values()].map((pair) => ({
        slide: load(oursZip, slides, pair.part),
        mine: resolve(load(oursZip, slides, pair.part).documentElement, pair.ours),
        other: resolve(load(theirsZip, theirsSlides, pair.theirs.part).documentElement, pair.theirs.path),
    }));
    for (const { mine, other } of resolved) {
        if (!mine || !other || !isPlainTextShape(mine) || !isPlainTextShape(other))
            return undefined;
    }
    for (const { slide, mine, other } of resolved) {
        const copy = slide.importNode(other, true);
        const ids = Array.from(slide.getElementsByTagNameNS(P, 'cNvPr')).map((e) => Number(e.getAttribute('id')) || 0);
        const name = (shape) => shape.getElementsByTagNameNS(P, 'cNvPr')[0];
        name(copy).setAttribute('id', String(Math.max(0, ...ids) + 1));
        name(copy).setAttribute('name', `theirs: ${name(copy).getAttribute('name') ?? ''}`);
        name(mine).setAttribute('name', `ours: ${name(mine).getAttribute('name') ?? ''}`);
        // A second placeholder of one kind would confuse the layout; theirs' copy keeps its own position.
        for (const placeholder of Array.from(copy.getElementsByTagNameNS(P, 'ph')))
            placeholder.parentNode?.removeChild(placeholder);
        const offset = copy.getElementsByTagNameNS(A, 'off')[0];
        offset.setAttribute('x', String(Number(offset.getAttribute('x')) + OFFSET_EMU));
        offset.setAttribute('y', String(Number(offset.getAttribute('y')) + OFFSET_EMU));
        outline(mine, COLORS.ours);
        outline(copy, COLORS.theirs);
        mine.parentNode.insertBefore(copy, mine.nextSibling);
    }
    const encoder = new TextEncoder();
    return (0,zip_writer/* writeZip */.zy)((0,zip_writer/* readRawEntries */.xv)(oursBytes).map((entry) => (slides.has(entry.name) ? (0,zip_writer/* deflatedEntry */.eI)(entry.name, encoder.encode((0,xml_dom/* serializeXml */.QM)(slides.get(entry.name)))) : entry)));
}
function shapeAt(document, story, path) {
    const block = document.stories.find((s) => s.key === story)?.blocks[path[0]];
    return block?.type === 'shape' ? block : undefined;
}
function resolve(root, path) {
    let element = root ?? undefined;
    for (const index of path.split('/').map(Number))
        element = element ? (0,xml_dom/* elementChildren */.Wi)(element)[index] : undefined;
    return element;
}
/** A `p:sp` with its own position (a:off) and nothing that points at another part. */
function isPlainTextShape(shape) {
    if (shape.namespaceURI !== P || shape.localName !== 'sp' || !shape.getElementsByTagNameNS(A, 'off').length)
        return false;
    for (const element of Array.from(shape.getElementsByTagName('*'))) {
        for (const attribute of Array.from(element.attributes))
            if (attribute.namespaceURI === R)
                return false;
    }
    return true;
}
function outline(shape, color) {
    const properties = (0,xml_dom/* elementChildren */.Wi)(shape).find((c) => c.namespaceURI === P && c.localName === 'spPr');
    if (!properties)
        return;
    for (const old of (0,xml_dom/* elementChildren */.Wi)(properties).filter((c) => c.namespaceURI === A && c.localName === 'ln'))
        properties.removeChild(old);
    const document = shape.ownerDocument;
    const line = document.createElementNS(A, 'a:ln');
    line.setAttribute('w', '38100');
    const fill = document.createElementNS(A, 'a:solidFill');
    const rgb = document.createElementNS(A, 'a:srgbClr');
    rgb.setAttribute('val', color);
    fill.appendChild(rgb);
    line.appendChild(fill);
    // a:ln comes after the geometry and fill in spPr's sequence: before effects, scene and shape 3D.
    const after = (0,xml_dom/* elementChildren */.Wi)(properties).find((c) => ['effectLst', 'effectDag', 'scene3d', 'sp3d', 'extLst'].includes(c.localName ?? ''));
    properties.insertBefore(line, after ?? null);
}

;// CONCATENATED MODULE: ./src/engine/merge/index.ts











async function mergeDocuments(request) {
    const [base, ours, theirs] = await Promise.all([readSide(request.base), readSide(request.ours), readSide(request.theirs)]);
    const format = (0,registry/* detectFormat */.Tz)(ours.bytes, request.ours.fileName);
    for (const [side, name] of [[base, request.base.fileName], [theirs, request.theirs.fileName]]) {
        const other = (0,registry/* detectFormat */.Tz)(side.bytes, name);
        if (other.family !== format.family || (other.key === 'odt') !== (format.key === 'odt')) {
            throw new errors/* InvalidOptionsError */.cb(`a merge needs three documents of one format; got ${format.key} and ${other.key}`);
        }
    }
    const writer = await (0,registry/* writerFor */.PZ)(format);
    if (!writer)
        throw new errors/* UnsupportedFormatError */.N$(`merging ${format.key} documents is not available yet`);
    const options = types/* DEFAULT_DIFF_OPTIONS */.d;
    const [oursChanges, theirsChanges] = await Promise.all([(0,engine/* diffModels */.mS)(base.document, ours.document, options), (0,engine/* diffModels */.mS)(base.document, theirs.document, options)]);
    // The result is written from ours (the target of the difference): theirs' work is what gets
    // reverted to theirs. Ours is the branch being merged into, so its package is the one kept.
    // A writer reverts a moved block whole, so a move theirs made to a block ours edited is only
    // kept the other way round: written from theirs, with ours' work reverted to ours.
    let plan = await orient(theirs, ours, theirsChanges, oursChanges, 'theirs');
    if (revertsEditedMove(plan))
        plan = await orient(ours, theirs, oursChanges, theirsChanges, 'ours');
    const { decisions } = plan;
    const date = request.date ?? new Date((0,result_settings/* resultDateFromInputs */.HL)(theirs.document.metadata.modified));
    const report = describe(plan);
    const warnings = [base, ours, theirs].flatMap((s) => s.document.warnings.map((w) => ({ ...w, fileName: s.fileName })));
    const extension = `.${format.key}`;
    const reverted = (...wanted) => new Set(decisions.flatMap((d, i) => (wanted.includes(d) ? [i] : [])));
    const fromSource = plan.sourceIs;
    if (!decisions.includes('theirs') && !decisions.includes('conflict'))
        return { bytes: ours.bytes, extension, ...report, warnings };
    if (!decisions.includes('ours') && !decisions.includes('conflict'))
        return { bytes: theirs.bytes, extension, ...report, warnings };
    const delimited = (bytes) => (format.key === 'csv' || format.key === 'tsv' ? matchLineEndings(bytes, ours.bytes) : bytes);
    const write = (rejected) => writeDocument(writer, format, plan.source, plan.target, plan.between, rejected, date);
    // Conflicts resolved one way or the other: reverted to the source side's content, or kept as the target's.
    const oursWins = await write(reverted(fromSource, ...(plan.sourceIs === 'ours' ? ['conflict'] : [])));
    if (!report.conflicts.length)
        return { bytes: delimited(oursWins.bytes), extension, ...report, warnings };
    // Both resolutions of every conflict, then the difference between them marked in the document.
    const theirsWin = await write(reverted(fromSource, ...(plan.sourceIs === 'theirs' ? ['conflict'] : [])));
    const bytes = delimited(await markConflicts(writer, format, oursWins, theirsWin, report.conflicts, date));
    return { bytes, extension, ...report, warnings };
}
async function orient(source, target, sourceChanges, targetChanges, sourceIs) {
    const between = await (0,engine/* diffModels */.mS)(source.document, target.document, types/* DEFAULT_DIFF_OPTIONS */.d);
    const targetIs = sourceIs === 'ours' ? 'theirs' : 'ours';
    const decisions = classifyDifferences(sourceChanges, targetChanges, between).map((d) => (d === 'source' ? sourceIs : d === 'target' ? targetIs : 'conflict'));
    return { source, target, sourceIs, between, decisions, oursChanges: sourceIs === 'ours' ? sourceChanges : targetChanges };
}
/** A move to revert (the source side's work) on a block whose text the target side changed. */
function revertsEditedMove(plan) {
    return plan.between.some((move, i) => {
        if (plan.decisions[i] !== plan.sourceIs || !move.target || (move.kind !== 'Moved' && move.kind !== 'MovedAndResized'))
            return false;
        return plan.between.some((edit, k) => k !== i && plan.decisions[k] !== plan.sourceIs && edit.target && overlaps(edit.target, move.target));
    });
}
async function readSide(input) {
    const document = await (0,engine/* readDocument */.u0)(input);
    return { bytes: await (0,ooxml/* unlockOfficeDocument */.qC)(input.bytes, input.password), document, fileName: input.fileName };
}
async function markConflicts(writer, format, oursWins, theirsWin, conflicts, date) {
    const changes = await (0,engine/* diffModels */.mS)(oursWins.document, theirsWin.document, types/* DEFAULT_DIFF_OPTIONS */.d);
    if (format.family === 'word') {
        const tracked = await writer.write({ format: format.key, source: oursWins, target: theirsWin, changes, options: resultOptions('tracked', date, MERGE_AUTHORS.theirs) });
        const note = conflictNote(conflicts);
        const marked = format.key === 'odt' || format.key === 'ott' ? markOdfConflicts(tracked.bytes, note, date) : markWordConflicts(tracked.bytes, note, date);
        return (await validated(writer, format, marked, oursWins.bytes, theirsWin.bytes)).bytes;
    }
    if (format.family === 'cells') {
        // The cell shows ours, filled, with a note holding theirs (the styled result's "old value").
        const swapped = await (0,engine/* diffModels */.mS)(theirsWin.document, oursWins.document, types/* DEFAULT_DIFF_OPTIONS */.d);
        const styled = await writer.write({ format: format.key, source: theirsWin, target: oursWins, changes: swapped, options: resultOptions('styled', date) });
        return (await validated(writer, format, rewordCellNotes(styled.bytes, format.key), theirsWin.bytes, oursWins.bytes)).bytes;
    }
    if (format.key !== 'odp') {
        const framed = frameConflictingShapes(oursWins.bytes, oursWins.document, theirsWin.bytes, theirsWin.document, changes);
        if (framed)
            return (await validated(writer, format, framed, oursWins.bytes, theirsWin.bytes)).bytes;
    }
    const options = resultOptions('styled', date, MERGE_AUTHORS.theirs);
    options.frames = true;
    const styled = await writer.write({ format: format.key, source: oursWins, target: theirsWin, changes, options });
    return (await validated(writer, format, styled.bytes, oursWins.bytes, theirsWin.bytes)).bytes;
}
function conflictNote(conflicts) {
    return `Merge conflict: ours and theirs both changed this (${conflicts.length} conflict${conflicts.length === 1 ? '' : 's'} in the document). The deleted text is ours, the inserted text theirs: accept the changes to take theirs, reject them to keep ours, then delete this comment.`;
}
function resultOptions(mode, date, author = MERGE_AUTHORS.note, rejected = new Set()) {
    return (0,result_settings/* resultOptionsFromSettings */.p7)(undefined, { mode, rejected, author, date });
}
async function writeDocument(writer, format, source, target, changes, rejected, date) {
    const output = await writer.write({ format: format.key, source, target, changes, options: resultOptions('clean', date, MERGE_AUTHORS.note, rejected) });
    return validated(writer, format, output.bytes, source.bytes, target.bytes);
}
/** A written document is checked by its writer and read back before anyone sees it; the reading serves the next step. */
async function validated(writer, format, bytes, source, target) {
    const fileName = `merged.${format.key}`;
    try {
        await writer.validate(bytes, { source, target });
        return { bytes, document: await (0,engine/* readDocument */.u0)({ bytes, fileName }), fileName };
    }
    catch (error) {
        throw new errors/* CorruptDocumentError */.b6(`the merged document failed validation, nothing was saved (${(0,errors/* errorMessage */.gJ)(error)})`);
    }
}
/** What was merged from which side and what conflicts, in words a report can show. */
function describe(plan) {
    const merged = [];
    const conflicts = [];
    // Seen from ours: theirs→ours differences read as they are for ours' work and backwards for theirs'.
    const fromOurs = plan.sourceIs === 'ours';
    plan.between.forEach((change, i) => {
        const forward = { kind: change.kind, text: change.text, targetText: change.targetText };
        const backward = { kind: reversed(change.kind), text: change.targetText, targetText: change.text };
        const asOurs = fromOurs ? backward : forward;
        const asTheirs = fromOurs ? forward : backward;
        const { place } = change;
        if (plan.decisions[i] === 'conflict')
            conflicts.push({ kind: asTheirs.kind, place, ours: asTheirs.text, theirs: asTheirs.targetText });
        else if (plan.decisions[i] === 'ours')
            merged.push({ side: 'ours', place, ...asOurs });
        else
            merged.push({ side: 'theirs', place, ...asTheirs });
    });
    // Ours' changes that left no difference with theirs were made on both sides.
    const oursSide = (d) => (fromOurs ? d.source : d.target);
    for (const change of plan.oursChanges) {
        const target = change.target;
        const explained = target
            ? plan.between.some((d) => oursSide(d) && overlaps(oursSide(d), target))
            : plan.between.some((d) => !oursSide(d) && (fromOurs ? d.targetText : d.text) === change.text);
        if (!explained)
            merged.push({ side: 'both', kind: change.kind, place: change.place, text: change.text, targetText: change.targetText });
    }
    return { merged, conflicts };
}
function reversed(kind) {
    return kind === 'Inserted' ? 'Deleted' : kind === 'Deleted' ? 'Inserted' : kind;
}


/***/ }),

/***/ 10463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HL: () => (/* binding */ resultDateFromInputs),
/* harmony export */   p7: () => (/* binding */ resultOptionsFromSettings)
/* harmony export */ });
/* unused harmony exports parseColor, FALLBACK_RESULT_DATE, resultDateText */
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);

const DEFAULT_INSERTED = { fontColor: '0000FF', bold: false, italic: false, strikeThrough: false, underline: true, beginSeparator: '', endSeparator: '' };
const DEFAULT_DELETED = { fontColor: 'FF0000', bold: false, italic: false, strikeThrough: true, underline: false, beginSeparator: '', endSeparator: '' };
const DEFAULT_CHANGED = { fontColor: '008000', bold: false, italic: false, strikeThrough: false, underline: false, beginSeparator: '', endSeparator: '' };
/** ISO 216 A-series sizes in points (PaperSize). */
const PAPER_SIZES = {
    A0: { width: 2384, height: 3370 },
    A1: { width: 1684, height: 2384 },
    A2: { width: 1191, height: 1684 },
    A3: { width: 842, height: 1191 },
    A4: { width: 595, height: 842 },
    A5: { width: 420, height: 595 },
    A6: { width: 298, height: 420 },
    A7: { width: 210, height: 298 },
    A8: { width: 147, height: 210 },
};
const NAMED_COLORS = {
    black: '000000', white: 'FFFFFF', red: 'FF0000', green: '008000', lime: '00FF00', blue: '0000FF', yellow: 'FFFF00',
    cyan: '00FFFF', aqua: '00FFFF', magenta: 'FF00FF', fuchsia: 'FF00FF', gray: '808080', grey: '808080', orange: 'FFA500',
    purple: '800080', navy: '000080', teal: '008080', maroon: '800000', olive: '808000', silver: 'C0C0C0',
};
/**
 * A colour as the API sends it — a decimal RGB integer string ("16711680" = red, what the
 * vendor's .NET clients send), `#RRGGBB`, `RRGGBB`, `#AARRGGBB` or a CSS colour name — as
 * upper-case `RRGGBB`. Empty means "not set".
 */
function parseColor(value, field) {
    if (value === undefined)
        return undefined;
    const text = value.trim();
    if (!text)
        return undefined;
    if (/^-?\d+$/.test(text)) {
        const n = Number(text);
        if (!Number.isSafeInteger(n))
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`${field} '${value}' is not a colour`);
        return ((n >>> 0) & 0xffffff).toString(16).toUpperCase().padStart(6, '0');
    }
    const hex = /^#?([0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text);
    if (hex)
        return hex[1].slice(-6).toUpperCase();
    const named = NAMED_COLORS[text.toLowerCase()];
    if (named)
        return named;
    throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`${field} '${value}' is not a colour (decimal RGB such as "16711680", "#RRGGBB" or a colour name)`);
}
function itemStyle(input, fallback, field) {
    if (!input)
        return fallback;
    return {
        fontColor: parseColor(input.FontColor, `${field}.FontColor`) ?? fallback.fontColor,
        highlightColor: parseColor(input.HighlightColor, `${field}.HighlightColor`),
        bold: input.Bold ?? false,
        italic: input.Italic ?? false,
        strikeThrough: input.StrikeThrough ?? false,
        underline: input.Underline ?? false,
        beginSeparator: input.BeginSeparatorString ?? '',
        endSeparator: input.EndSeparatorString ?? '',
    };
}
/**
 * The date results carry (tracked changes, notes, PDF annotations) when the caller gives none:
 * a fixed epoch, so identical inputs give byte-identical results. {@link resultDateFromInputs}
 * prefers the target's own modified date.
 */
const FALLBACK_RESULT_DATE = '1980-01-01T00:00:00Z';
/** A date as results write it: ISO 8601 in UTC, whole seconds. */
function resultDateText(date) {
    return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
/**
 * The result date when the caller gives none: the target's modified date from its metadata
 * (OOXML/ODF ISO dates, PDF `D:` dates), else {@link FALLBACK_RESULT_DATE}. Never the clock:
 * a result must not change with the time it was made.
 */
function resultDateFromInputs(modified) {
    const parsed = parseMetadataDate(modified);
    return parsed ? resultDateText(parsed) : FALLBACK_RESULT_DATE;
}
function parseMetadataDate(text) {
    if (!text)
        return undefined;
    const value = text.trim();
    const pdf = /^D:(\d{4})(\d\d)?(\d\d)?(\d\d)?(\d\d)?(\d\d)?(?:([Zz+-])(\d\d)?'?(\d\d)?'?)?/.exec(value);
    let ms;
    if (pdf) {
        const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = pdf;
        const offset = sign === '+' || sign === '-' ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) : 0;
        ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - offset * 60000;
    }
    else if (/^\d{4}-\d\d-\d\d/.test(value)) {
        // A date without a zone (ODF's meta:date usually) is read as UTC, never as this machine's local time.
        ms = Date.parse(/T.*(Z|[+-]\d\d:?\d\d)$/i.test(value) || !value.includes('T') ? value : `${value}Z`);
    }
    else
        return undefined;
    if (!Number.isFinite(ms))
        return undefined;
    const date = new Date(ms);
    // fflate and DOS-dated consumers start at 1980; a far-future date is a broken field, not a date.
    return date.getUTCFullYear() >= 1980 && date.getUTCFullYear() <= 9999 ? date : undefined;
}
function resultOptionsFromSettings(settings, extra = {}) {
    const s = settings ?? {};
    const paper = s.PaperSize && s.PaperSize !== 'Default' ? PAPER_SIZES[s.PaperSize] : undefined;
    if (s.PaperSize && s.PaperSize !== 'Default' && !paper)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`PaperSize '${s.PaperSize}' is not one of Default, A0…A8`);
    const date = extra.date ? resultDateText(extra.date) : FALLBACK_RESULT_DATE;
    return {
        mode: extra.mode ?? (s.WordTrackChanges ? 'tracked' : 'styled'),
        rejected: extra.rejected ?? new Set(),
        inserted: itemStyle(s.InsertedItemsStyle, DEFAULT_INSERTED, 'InsertedItemsStyle'),
        deleted: itemStyle(s.DeletedItemsStyle, DEFAULT_DELETED, 'DeletedItemsStyle'),
        changed: itemStyle(s.ChangedItemsStyle, DEFAULT_CHANGED, 'ChangedItemsStyle'),
        showDeleted: s.ShowDeletedContent ?? true,
        showInserted: s.ShowInsertedContent ?? true,
        summaryPage: s.GenerateSummaryPage ?? false,
        markNested: s.MarkNestedContent ?? false,
        frames: (s.UseFramesForDelInsElements ?? false) || (s.MarkChangedContent ?? false),
        paperSize: paper,
        metadata: { author: s.MetaData?.Author, lastModifiedBy: s.MetaData?.LastSaveBy, company: s.MetaData?.Company },
        author: extra.author ?? 'docdelta',
        date,
    };
}


/***/ }),

/***/ 61318:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ diffArrays)
/* harmony export */ });
/* unused harmony export arrayDiff */
/* harmony import */ var _base_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63102);

class ArrayDiff extends _base_js__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A {
    tokenize(value) {
        return value.slice();
    }
    join(value) {
        return value;
    }
    removeEmpty(value) {
        return value;
    }
}
const arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
    return arrayDiff.diff(oldArr, newArr, options);
}


/***/ }),

/***/ 63102:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ Diff)
/* harmony export */ });
class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}


/***/ })

};
