export const id = 4982;
export const ids = [4982];
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

/***/ 24982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ applyOdfChanges),
/* harmony export */   f: () => (/* binding */ listOdfChanges)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _dom__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40796);
/* harmony import */ var _package__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57868);



const TEXT_NS = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';
function listOdfChanges(bytes) {
    const archive = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes);
    const doc = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .parseXml */ .NO)(archive.text('content.xml') ?? '', 'content.xml');
    return Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'changed-region')).map(regionInfo).filter((r) => !!r);
}
function regionInfo(region) {
    const id = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .attr */ .CF)(region, 'text:id') ?? (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .attr */ .CF)(region, 'xml:id');
    const change = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .elementChildren */ .Wi)(region).find((c) => ['text:insertion', 'text:deletion', 'text:format-change'].includes((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(c)));
    if (!id || !change)
        return undefined;
    const info = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstChildNamed */ .Ei)(change, 'office:change-info');
    const creator = info ? (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstChildNamed */ .Ei)(info, 'dc:creator') : undefined;
    const date = info ? (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstChildNamed */ .Ei)(info, 'dc:date') : undefined;
    return {
        id,
        kind: (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(change).slice('text:'.length),
        author: creator?.textContent?.trim() || undefined,
        date: date?.textContent?.trim() || undefined,
    };
}
function applyOdfChanges(bytes, decide) {
    const archive = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes);
    const doc = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .parseXml */ .NO)(archive.text('content.xml') ?? '', 'content.xml');
    const markers = (local) => Array.from(doc.getElementsByTagNameNS(TEXT_NS, local));
    const byId = (local, id) => markers(local).filter((m) => (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .attr */ .CF)(m, 'text:change-id') === id);
    const regions = Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'changed-region'));
    for (const region of regions) {
        const info = regionInfo(region);
        if (!info)
            continue;
        const decision = decide(info);
        const change = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .elementChildren */ .Wi)(region).find((c) => (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(c) === `text:${info.kind}`);
        if (info.kind === 'insertion' && decision === 'reject') {
            const start = byId('change-start', info.id)[0];
            const end = byId('change-end', info.id)[0];
            if (start && end)
                removeBetween(start, end);
        }
        else if (info.kind === 'deletion') {
            if (decision === 'reject')
                for (const marker of byId('change', info.id))
                    restoreDeletion(marker, change);
            // LibreOffice 7 also writes deleted text in the body between change-start and change-end.
            const start = byId('change-start', info.id)[0];
            const end = byId('change-end', info.id)[0];
            if (decision === 'accept' && start && end)
                removeBetween(start, end);
        }
        for (const local of ['change', 'change-start', 'change-end'])
            for (const marker of byId(local, info.id))
                marker.parentNode?.removeChild(marker);
        region.parentNode?.removeChild(region);
    }
    for (const container of Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'tracked-changes'))) {
        if (!(0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .elementChildren */ .Wi)(container).length)
            container.parentNode?.removeChild(container);
    }
    return (0,_package__WEBPACK_IMPORTED_MODULE_2__/* .rebuildPackage */ .i8)(bytes, new Map([['content.xml', (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .serializeXml */ .QM)(doc)]]));
}
function nextSkipping(node) {
    for (let n = node; n; n = n.parentNode)
        if (n.nextSibling)
            return n.nextSibling;
    return null;
}
/** Removes everything between two marks; paragraphs the range crosses are joined. */
function removeBetween(start, end) {
    const doomed = [];
    let node = nextSkipping(start);
    while (node && node !== end) {
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .contains */ .gR)(node, end)) {
            node = node.firstChild;
            continue;
        }
        doomed.push(node);
        node = nextSkipping(node);
    }
    // Marks of other changes inside the range stay, where the range ends.
    for (const n of doomed) {
        const marks = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isElement */ .vq)(n) ? [n, ...Array.from(n.getElementsByTagNameNS(TEXT_NS, '*'))].filter((e) => ['text:change', 'text:change-start', 'text:change-end'].includes((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(e))) : [];
        for (const mark of marks)
            end.parentNode.insertBefore(mark, end);
        if (!marks.includes(n))
            n.parentNode?.removeChild(n);
    }
    const first = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .paragraphOf */ .ey)(start);
    const last = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .paragraphOf */ .ey)(end);
    if (first && last && first !== last) {
        while (last.firstChild)
            first.appendChild(last.firstChild);
        (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .removeBlock */ .wC)(last);
    }
}
/** Splits a paragraph after a node inside it; returns the new paragraph holding what followed. */
function splitAfter(paragraph, mark) {
    const right = paragraph.cloneNode(false);
    for (const a of Array.from(right.attributes))
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(a) === 'xml:id')
            right.removeAttributeNode(a);
    let node = mark;
    let carry;
    while (node !== paragraph) {
        const parent = node.parentNode;
        const holder = parent === paragraph ? right : parent.cloneNode(false);
        if (carry)
            holder.appendChild(carry);
        while (node.nextSibling)
            holder.appendChild(node.nextSibling);
        if (parent !== paragraph)
            carry = holder;
        node = parent;
    }
    paragraph.parentNode.insertBefore(right, paragraph.nextSibling);
    return right;
}
function restoreDeletion(marker, deletion) {
    const content = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .elementChildren */ .Wi)(deletion).filter((c) => (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(c) !== 'office:change-info');
    const doc = marker.ownerDocument;
    const clone = (n) => doc.importNode(n, true);
    const paragraph = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .paragraphOf */ .ey)(marker);
    if (content.length === 1 && ['text:p', 'text:h'].includes((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(content[0]))) {
        for (const child of Array.from(content[0].childNodes))
            marker.parentNode.insertBefore(clone(child), marker);
        return;
    }
    if (!paragraph) {
        // A mark between blocks: the deleted blocks go back there.
        for (const block of content)
            marker.parentNode.insertBefore(clone(block), marker);
        return;
    }
    const right = splitAfter(paragraph, marker);
    const firstBlock = content[0];
    const lastBlock = content[content.length - 1];
    if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isElement */ .vq)(firstBlock) && ['text:p', 'text:h'].includes((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(firstBlock))) {
        for (const child of Array.from(firstBlock.childNodes))
            marker.parentNode.insertBefore(clone(child), marker);
    }
    let after = paragraph;
    for (const block of content.slice(1, -1)) {
        const copy = clone(block);
        after.parentNode.insertBefore(copy, after.nextSibling);
        after = copy;
    }
    if (content.length > 1 && ['text:p', 'text:h'].includes((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(lastBlock))) {
        const children = Array.from(lastBlock.childNodes);
        for (let k = children.length - 1; k >= 0; k--)
            right.insertBefore(clone(children[k]), right.firstChild);
    }
}


/***/ })

};
