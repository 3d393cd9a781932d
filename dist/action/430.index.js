export const id = 430;
export const ids = [430];
export const modules = {

/***/ 90545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ EditablePackage),
/* harmony export */   Hw: () => (/* binding */ packageWithParts),
/* harmony export */   Rd: () => (/* binding */ XmlPart)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _archive_zip_writer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13086);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17679);
/* harmony import */ var _opc__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43558);
/* harmony import */ var _part_names__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(81372);
/* harmony import */ var _xml_dom__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31994);






const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';
const MANIFEST_NS = 'urn:oasis:names:tc:opendocument:xmlns:manifest:1.0';
const CONTENT_TYPES = '[Content_Types].xml';
const MANIFEST = 'META-INF/manifest.xml';
/** Already compressed: deflating them again costs time and gains nothing. */
const COMPRESSED_MEDIA = /\.(png|jpe?g|gif|webp|zip|odt|ods|odp|docx|xlsx|pptx)$/i;
/** A part opened as a whole DOM (@xmldom/xmldom). */
class XmlPart {
    name;
    document;
    root;
    dirty = false;
    constructor(name, text) {
        this.name = name;
        this.document = (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__/* .parseXml */ .NO)(text, name);
        this.root = this.document.documentElement;
    }
    markDirty() {
        this.dirty = true;
    }
    serialize() {
        return (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__/* .serializeXml */ .QM)(this.document);
    }
}
/**
 * A package (OPC: DOCX, XLSX, PPTX, VSDX; ODF: ODT, ODS, ODP) opened for editing, the one every
 * writer edits its result in. Parts are read on demand, replaced or added by name, or opened as
 * DOMs (or as a family's own kind of part) and serialized on save; relationships, content types
 * and the ODF manifest are edited here rather than by each family. Saving copies every entry
 * nobody changed as its stored bytes, in the input's order (folders included), through the one
 * ZIP writer, with `mimetype` first and stored as ODF requires.
 */
class EditablePackage {
    zip;
    replaced = new Map();
    opened = new Map();
    removed = new Set();
    relationshipCache = new Map();
    constructor(zip) {
        this.zip = zip;
    }
    static open(bytes, limits) {
        return new EditablePackage(new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes, limits));
    }
    has(name) {
        return !this.removed.has(name) && (this.replaced.has(name) || this.opened.has(name) || this.zip.has(name));
    }
    /** Every part name: the input's in their order, then the added ones; removed ones left out. */
    names() {
        const out = new Set(this.zip.names());
        for (const name of this.replaced.keys())
            out.add(name);
        for (const name of this.opened.keys())
            out.add(name);
        return [...out].filter((name) => !this.removed.has(name));
    }
    /** The part's current bytes; throws CorruptDocumentError when the package has no such part. */
    bytes(name) {
        if (this.removed.has(name))
            throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .CorruptDocumentError */ .b6(`the package has no part '${name}'`);
        const replaced = this.replaced.get(name);
        if (replaced)
            return replaced;
        const part = this.opened.get(name);
        if (part?.dirty)
            return new TextEncoder().encode(part.serialize());
        return this.zip.read(name);
    }
    /** The part's current text (UTF-8, BOM removed), or undefined when the package has no such part. */
    text(name) {
        if (this.removed.has(name))
            return undefined;
        const replaced = this.replaced.get(name);
        if (replaced)
            return stripBom(new TextDecoder().decode(replaced));
        const part = this.opened.get(name);
        if (part?.dirty)
            return part.serialize();
        return this.zip.text(name);
    }
    /** The part's current text; throws CorruptDocumentError when the package has no such part. */
    textOf(name) {
        const text = this.text(name);
        if (text === undefined)
            throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .CorruptDocumentError */ .b6(`the package has no part '${name}'`);
        return text;
    }
    /** Replaces or adds a part. */
    put(name, content) {
        this.removed.delete(name);
        this.opened.delete(name);
        this.replaced.set(name, typeof content === 'string' ? new TextEncoder().encode(content) : content);
    }
    remove(name) {
        this.replaced.delete(name);
        this.opened.delete(name);
        this.removed.add(name);
    }
    /**
     * The part opened for editing, made by `open` from its current text the first time it is asked
     * for; undefined when the package has no such part.
     */
    openPart(name, open) {
        const existing = this.opened.get(name);
        if (existing)
            return existing;
        const text = this.text(name);
        if (text === undefined)
            return undefined;
        const part = open(name, text);
        this.replaced.delete(name);
        this.opened.set(name, part);
        return part;
    }
    /** The part opened as a DOM (not marked as changed until someone marks it). */
    xmlPart(name) {
        const part = this.openPart(name, (partName, text) => new XmlPart(partName, text));
        if (part && !(part instanceof XmlPart))
            throw new Error(`part '${name}' is open as another kind of part`);
        return part;
    }
    /** The part's DOM, for editing: it is written back on save. Throws when the package has no such part. */
    xml(name) {
        const part = this.xmlPart(name);
        if (!part)
            throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .CorruptDocumentError */ .b6(`the package has no part '${name}'`);
        part.markDirty();
        return part.document;
    }
    /** Marks every part opened so far as changed. */
    markOpenedDirty() {
        for (const part of this.opened.values())
            part.markDirty();
    }
    /** A part name not used yet: `prefix` + n + `suffix` (`xl/comments` 3 `.xml`). */
    freeName(prefix, suffix) {
        for (let n = 1;; n++)
            if (!this.has(`${prefix}${n}${suffix}`))
                return `${prefix}${n}${suffix}`;
    }
    /** Relationships of a part (`` for the package's own), targets resolved to part names. */
    relationships(part) {
        const relsName = (0,_part_names__WEBPACK_IMPORTED_MODULE_5__/* .relsPartOf */ .F4)(part);
        const text = this.text(relsName);
        const cached = this.relationshipCache.get(relsName);
        if (cached && cached.text === text)
            return cached.relationships;
        const relationships = (0,_opc__WEBPACK_IMPORTED_MODULE_3__/* .parseRelationships */ .vo)(text, part);
        this.relationshipCache.set(relsName, { text, relationships });
        return relationships;
    }
    /** The id of a relationship of `part` with this type and target, if it has one. */
    findRelationship(part, type, target, external = false) {
        for (const rel of this.relationships(part).values())
            if (rel.type === type && rel.target === target && rel.external === external)
                return rel.id;
        return undefined;
    }
    /**
     * Adds a relationship from `part` and returns its new id (`rId` + the first free number, or
     * `idPrefix` + one). `target` is a part name, written relative to `part`, or for an external
     * relationship the target as it is.
     */
    addRelationship(part, type, target, options = {}) {
        const relsName = (0,_part_names__WEBPACK_IMPORTED_MODULE_5__/* .relsPartOf */ .F4)(part);
        if (!this.has(relsName))
            this.put(relsName, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${REL_NS}"></Relationships>`);
        const rels = this.xmlPart(relsName);
        const ids = new Set((0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__/* .elementChildren */ .Wi)(rels.root).map((e) => e.getAttribute('Id')));
        const prefix = options.idPrefix ?? 'rId';
        let n = options.idPrefix ? 1 : ids.size + 1;
        while (ids.has(`${prefix}${n}`))
            n++;
        const id = `${prefix}${n}`;
        const element = rels.document.createElementNS(REL_NS, 'Relationship');
        element.setAttribute('Id', id);
        element.setAttribute('Type', type);
        element.setAttribute('Target', options.external ? target : (0,_part_names__WEBPACK_IMPORTED_MODULE_5__/* .relativeTarget */ .Ar)(part, target));
        if (options.external)
            element.setAttribute('TargetMode', 'External');
        rels.root.appendChild(element);
        rels.markDirty();
        return id;
    }
    removeRelationship(part, id) {
        const rels = this.has((0,_part_names__WEBPACK_IMPORTED_MODULE_5__/* .relsPartOf */ .F4)(part)) ? this.xmlPart((0,_part_names__WEBPACK_IMPORTED_MODULE_5__/* .relsPartOf */ .F4)(part)) : undefined;
        if (!rels)
            return;
        for (const element of (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__/* .elementChildren */ .Wi)(rels.root))
            if (element.getAttribute('Id') === id) {
                rels.root.removeChild(element);
                rels.markDirty();
            }
    }
    /** The content type [Content_Types].xml gives a part: its Override, else its extension's Default. */
    contentType(part) {
        const types = this.contentTypes();
        if (!types)
            return undefined;
        const extension = extensionOf(part);
        let byDefault;
        for (const e of (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__/* .elementChildren */ .Wi)(types.root)) {
            if (e.localName === 'Override' && e.getAttribute('PartName') === `/${part}`)
                return e.getAttribute('ContentType') ?? undefined;
            if (e.localName === 'Default' && e.getAttribute('Extension')?.toLowerCase() === extension)
                byDefault ??= e.getAttribute('ContentType') ?? undefined;
        }
        return byDefault;
    }
    /** Gives a part this content type by an Override (replacing one it had). */
    setOverride(part, contentType) {
        this.removeOverride(part);
        this.appendType('Override', { PartName: `/${part}`, ContentType: contentType });
    }
    /** Gives a part an Override with this content type unless it has an Override already. */
    addOverride(part, contentType) {
        const types = this.contentTypes();
        if (!types)
            return;
        for (const e of (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__/* .elementChildren */ .Wi)(types.root))
            if (e.localName === 'Override' && e.getAttribute('PartName') === `/${part}`)
                return;
        this.appendType('Override', { PartName: `/${part}`, ContentType: contentType });
    }
    /** Makes sure a part has a content type: by its extension's Default or an Override, else a new Override. */
    coverContentType(part, contentType) {
        if (this.contentType(part) === undefined)
            this.appendType('Override', { PartName: `/${part}`, ContentType: contentType });
    }
    /** Makes sure an extension has a Default content type. */
    addDefault(extension, contentType) {
        const types = this.contentTypes();
        if (!types)
            return;
        for (const e of (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__/* .elementChildren */ .Wi)(types.root))
            if (e.localName === 'Default' && e.getAttribute('Extension')?.toLowerCase() === extension.toLowerCase())
                return;
        this.appendType('Default', { Extension: extension, ContentType: contentType });
    }
    removeOverride(part) {
        const types = this.contentTypes();
        if (!types)
            return;
        for (const e of (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__/* .elementChildren */ .Wi)(types.root))
            if (e.localName === 'Override' && e.getAttribute('PartName') === `/${part}`) {
                types.root.removeChild(e);
                types.markDirty();
            }
    }
    /** Lists a part in the ODF manifest (META-INF/manifest.xml) unless it is listed already. */
    addManifestEntry(path, mediaType) {
        const manifest = this.xmlPart(MANIFEST);
        if (!manifest)
            return;
        for (const e of (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__/* .elementChildren */ .Wi)(manifest.root))
            if (e.localName === 'file-entry' && e.getAttributeNS(MANIFEST_NS, 'full-path') === path)
                return;
        const prefix = manifest.root.lookupPrefix(MANIFEST_NS);
        const qualified = (local) => (prefix ? `${prefix}:${local}` : local);
        const entry = manifest.document.createElementNS(MANIFEST_NS, qualified('file-entry'));
        entry.setAttributeNS(MANIFEST_NS, qualified('full-path'), path);
        entry.setAttributeNS(MANIFEST_NS, qualified('media-type'), mediaType);
        manifest.root.appendChild(entry);
        manifest.markDirty();
    }
    /** The package as ZIP bytes: unchanged entries copied as stored, changed ones deflated once. */
    save() {
        const raw = new Map(this.zip.rawEntries().map((entry) => [entry.name, entry]));
        const entries = [];
        const written = new Set();
        const changed = (name) => {
            const replaced = this.replaced.get(name);
            if (replaced)
                return replaced;
            const part = this.opened.get(name);
            return part?.dirty ? new TextEncoder().encode(part.serialize()) : undefined;
        };
        const add = (name) => {
            if (written.has(name) || this.removed.has(name))
                return;
            written.add(name);
            const content = changed(name);
            if (content)
                entries.push(COMPRESSED_MEDIA.test(name) ? (0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_1__/* .storedEntry */ .ws)(name, content) : (0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_1__/* .deflatedEntry */ .eI)(name, content));
            else if (name.endsWith('/'))
                entries.push((0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_1__/* .storedEntry */ .ws)(name, new Uint8Array(0)));
            else {
                const entry = raw.get(name);
                if (entry)
                    entries.push(entry);
            }
        };
        // ODF: the mimetype entry comes first and is stored, so a reader can sniff the type at offset 38.
        if (this.has('mimetype')) {
            written.add('mimetype');
            entries.push((0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_1__/* .storedEntry */ .ws)('mimetype', this.bytes('mimetype')));
        }
        for (const name of this.zip.namesWithFolders())
            add(name);
        for (const name of this.replaced.keys())
            add(name);
        for (const [name, part] of this.opened)
            if (part.dirty)
                add(name);
        return (0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_1__/* .writeZip */ .zy)(entries);
    }
    contentTypes() {
        return this.has(CONTENT_TYPES) ? this.xmlPart(CONTENT_TYPES) : undefined;
    }
    appendType(kind, attributes) {
        const types = this.contentTypes();
        if (!types)
            return;
        const element = types.document.createElementNS(CT_NS, kind);
        for (const [key, value] of Object.entries(attributes))
            element.setAttribute(key, value);
        // Defaults before Overrides, as producers write them.
        const firstOverride = kind === 'Default' ? (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__/* .elementChildren */ .Wi)(types.root).find((e) => e.localName === 'Override') : undefined;
        types.root.insertBefore(element, firstOverride ?? null);
        types.markDirty();
    }
}
/** A package with some parts replaced or added, everything else copied as stored. */
function packageWithParts(bytes, parts) {
    const pkg = EditablePackage.open(bytes);
    for (const [name, content] of parts)
        pkg.put(name, content);
    return pkg.save();
}
function extensionOf(part) {
    const slash = part.lastIndexOf('/');
    const dot = part.lastIndexOf('.');
    return dot > slash ? part.slice(dot + 1).toLowerCase() : '';
}
function stripBom(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}


/***/ }),

/***/ 20496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ attr),
/* harmony export */   De: () => (/* binding */ childrenNamed),
/* harmony export */   Ei: () => (/* binding */ firstChildNamed),
/* harmony export */   NO: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.NO),
/* harmony export */   Nd: () => (/* binding */ TEXT_NODE),
/* harmony export */   Ny: () => (/* binding */ indexPaths),
/* harmony export */   QM: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.QM),
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
/* harmony import */ var _xml_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31994);

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
    while (parent &&
        isElement(parent) &&
        ['text:list-item', 'text:list-header', 'text:list'].includes(qname(parent)) &&
        elementChildren(parent).filter((c) => qname(c) !== 'text:number').length === 0) {
        const up = parent.parentNode;
        up?.removeChild(parent);
        parent = up;
    }
}


/***/ }),

/***/ 31994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO: () => (/* binding */ parseXml),
/* harmony export */   QM: () => (/* binding */ serializeXml),
/* harmony export */   Wi: () => (/* binding */ elementChildren)
/* harmony export */ });
/* harmony import */ var _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98351);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _shared_xml_depth__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37854);



/**
 * Parsing and serialising the XML parts writers edit in place (@xmldom/xmldom), shared by every
 * family that writes a package: a part that is not well-formed is one CorruptDocumentError that
 * names it, never xmldom's multi-line message. xmldom has no depth limit: parts nested past
 * MAX_XML_DEPTH are refused before it builds them.
 */
function parseXml(text, part) {
    (0,_shared_xml_depth__WEBPACK_IMPORTED_MODULE_2__/* .assertXmlDepth */ .pO)(text, part);
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
/* harmony import */ var _package_odf_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20496);

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
    return Math.max(1, Number((0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .attr */ .CF)(element, attribute) ?? 1) || 1);
}
/** Sets the element's repeat count; 1 is written as no attribute, as ODF producers do. */
function setRepeatCount(element, attribute, count) {
    if (count > 1)
        (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .setAttr */ .ob)(element, attribute, String(count));
    else
        removeAttr(element, attribute);
}
/** Removes an attribute by its canonical name, whatever prefix the file binds. */
function removeAttr(element, name) {
    for (const attribute of Array.from(element.attributes)) {
        if ((0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .qname */ .vy)(attribute) === name || attribute.name === name)
            element.removeAttributeNode(attribute);
    }
}
/** Copies must not repeat an element's xml:id (the package would no longer validate). */
function withoutIds(element) {
    removeAttr(element, 'xml:id');
    for (const child of (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(element))
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
    (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .insertAfter */ .WH)(rest, element);
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
    return (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(row).filter((child) => CELLS.has((0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .qname */ .vy)(child)));
}
/** Elements named `name` of a table, in order, groups opened (nested tables not). */
function tableChildren(table, name, groups) {
    const out = [];
    const visit = (container) => {
        for (const child of (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(container)) {
            const childName = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .qname */ .vy)(child);
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


/***/ })

};
