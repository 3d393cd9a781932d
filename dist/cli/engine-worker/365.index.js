export const id = 365;
export const ids = [365];
export const modules = {

/***/ 545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ EditablePackage),
/* harmony export */   Hw: () => (/* binding */ packageWithParts),
/* harmony export */   Rd: () => (/* binding */ XmlPart)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5380);
/* harmony import */ var _archive_zip_writer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3086);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7679);
/* harmony import */ var _opc__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3558);
/* harmony import */ var _part_names__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1372);
/* harmony import */ var _xml_dom__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1994);






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

/***/ 1994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO: () => (/* binding */ parseXml),
/* harmony export */   QM: () => (/* binding */ serializeXml),
/* harmony export */   Wi: () => (/* binding */ elementChildren)
/* harmony export */ });
/* harmony import */ var _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8351);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7679);
/* harmony import */ var _shared_xml_depth__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7854);



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

/***/ 4153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ R_NAMESPACES),
/* harmony export */   Fj: () => (/* binding */ WordNames),
/* harmony export */   NO: () => (/* reexport safe */ _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.NO),
/* harmony export */   QM: () => (/* reexport safe */ _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.QM),
/* harmony export */   TF: () => (/* binding */ remove),
/* harmony export */   WH: () => (/* binding */ insertAfter),
/* harmony export */   Wi: () => (/* reexport safe */ _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.Wi),
/* harmony export */   Yi: () => (/* binding */ isW),
/* harmony export */   ai: () => (/* binding */ ancestor),
/* harmony export */   cE: () => (/* binding */ firstW),
/* harmony export */   gg: () => (/* binding */ isWElement),
/* harmony export */   hC: () => (/* binding */ renameElement),
/* harmony export */   iE: () => (/* binding */ ELEMENT_NODE),
/* harmony export */   id: () => (/* binding */ wrapSiblings),
/* harmony export */   nz: () => (/* binding */ isMc),
/* harmony export */   oA: () => (/* binding */ unwrap),
/* harmony export */   ug: () => (/* binding */ descendantsW),
/* harmony export */   v0: () => (/* binding */ W_NAMESPACES),
/* harmony export */   vG: () => (/* binding */ setPreserve)
/* harmony export */ });
/* unused harmony exports MC_NAMESPACE, M_NAMESPACES */
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1994);

const W_NAMESPACES = new Set([
    'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
    'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
const R_NAMESPACES = new Set([
    'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
    'http://purl.oclc.org/ooxml/officeDocument/relationships',
]);
const MC_NAMESPACE = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
const M_NAMESPACES = new Set([
    'http://schemas.openxmlformats.org/officeDocument/2006/math',
    'http://purl.oclc.org/ooxml/officeDocument/math',
]);
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
const ELEMENT_NODE = 1;

/** True for a WordprocessingML element with this local name. */
function isW(node, local) {
    return (!!node &&
        node.nodeType === ELEMENT_NODE &&
        node.localName === local &&
        W_NAMESPACES.has(node.namespaceURI ?? ''));
}
function isWElement(node) {
    return !!node && node.nodeType === ELEMENT_NODE && W_NAMESPACES.has(node.namespaceURI ?? '');
}
function isMc(node, local) {
    return (!!node &&
        node.nodeType === ELEMENT_NODE &&
        node.localName === local &&
        node.namespaceURI === MC_NAMESPACE);
}
function firstW(element, local) {
    for (let n = element.firstChild; n; n = n.nextSibling)
        if (isW(n, local))
            return n;
    return undefined;
}
/** All descendants (element itself excluded) that are w:<local>, in document order. */
function descendantsW(element, local) {
    const out = [];
    const walk = (e) => {
        for (let n = e.firstChild; n; n = n.nextSibling) {
            if (n.nodeType !== ELEMENT_NODE)
                continue;
            if (isW(n, local))
                out.push(n);
            walk(n);
        }
    };
    walk(element);
    return out;
}
/** The nearest ancestor (self excluded) for which the test holds, stopping at `stop`. */
function ancestor(node, test, stop) {
    for (let n = node.parentNode; n && n !== stop; n = n.parentNode) {
        if (n.nodeType === ELEMENT_NODE && test(n))
            return n;
    }
    return undefined;
}
/** Creates WordprocessingML elements with the prefix and namespace a part uses. */
class WordNames {
    namespace;
    prefix;
    constructor(namespace, prefix) {
        this.namespace = namespace;
        this.prefix = prefix;
    }
    static of(element) {
        const namespace = W_NAMESPACES.has(element.namespaceURI ?? '')
            ? element.namespaceURI
            : 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
        const prefix = element.prefix ?? element.lookupPrefix(namespace) ?? 'w';
        return new WordNames(namespace, prefix);
    }
    q(local) {
        return this.prefix ? `${this.prefix}:${local}` : local;
    }
    create(document, local, attributes = {}) {
        const element = document.createElementNS(this.namespace, this.q(local));
        for (const [name, value] of Object.entries(attributes))
            if (value !== undefined)
                this.set(element, name, value);
        return element;
    }
    set(element, local, value) {
        element.setAttributeNS(this.namespace, this.q(local), value);
    }
    get(element, local) {
        const value = element.getAttributeNS(this.namespace, local);
        return value === null || (value === '' && !element.hasAttributeNS(this.namespace, local)) ? undefined : value;
    }
    /** A w:t (or w:delText) holding text, keeping leading and trailing spaces. */
    text(document, local, text) {
        const element = this.create(document, local);
        element.setAttributeNS(XML_NAMESPACE, 'xml:space', 'preserve');
        element.appendChild(document.createTextNode(text));
        return element;
    }
}
function setPreserve(element) {
    element.setAttributeNS(XML_NAMESPACE, 'xml:space', 'preserve');
}
/** Renames an element (DOM has no rename): a new element with the same attributes and children. */
function renameElement(element, namespace, qualifiedName) {
    const document = element.ownerDocument;
    const renamed = document.createElementNS(namespace, qualifiedName);
    for (const attribute of Array.from(element.attributes)) {
        if (attribute.namespaceURI)
            renamed.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
        else
            renamed.setAttribute(attribute.name, attribute.value);
    }
    while (element.firstChild)
        renamed.appendChild(element.firstChild);
    element.parentNode?.replaceChild(renamed, element);
    return renamed;
}
/** Replaces an element by its children. */
function unwrap(element) {
    const parent = element.parentNode;
    if (!parent)
        return;
    while (element.firstChild)
        parent.insertBefore(element.firstChild, element);
    parent.removeChild(element);
}
function remove(node) {
    node.parentNode?.removeChild(node);
}
function insertAfter(node, reference) {
    reference.parentNode.insertBefore(node, reference.nextSibling);
}
/** Wraps consecutive siblings `first`..`last` in `wrapper`, placed where `first` was. */
function wrapSiblings(first, last, wrapper) {
    const parent = first.parentNode;
    parent.insertBefore(wrapper, first);
    let node = first;
    while (node) {
        const next = node.nextSibling;
        wrapper.appendChild(node);
        if (node === last)
            break;
        node = next;
    }
}


/***/ }),

/***/ 7365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ WordPackage),
/* harmony export */   m: () => (/* binding */ RelationshipBridge)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5380);
/* harmony import */ var _package_editable_package__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(545);
/* harmony import */ var _package_opc__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3558);
/* harmony import */ var _dom__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4153);
/* harmony import */ var _xml_part__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8412);





/**
 * A Word package opened for editing: the package layer's editable package, whose main part opens
 * fragment by fragment (it can be megabytes; see FragmentedPart) and other parts whole.
 */
class WordPackage extends _package_editable_package__WEBPACK_IMPORTED_MODULE_1__/* .EditablePackage */ .$e {
    mainPart;
    constructor(bytes) {
        super(new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes));
        const rel = (0,_package_opc__WEBPACK_IMPORTED_MODULE_2__/* .relationshipOfType */ .gE)(this.relationships(''), 'officeDocument');
        this.mainPart = rel && !rel.external && this.zip.has(rel.target) ? rel.target : 'word/document.xml';
    }
    /** The part opened for editing (the main part fragment by fragment, others whole). */
    part(name) {
        return this.openPart(name, (partName, text) => partName === this.mainPart ? new _xml_part__WEBPACK_IMPORTED_MODULE_4__/* .FragmentedPart */ .X(partName, text) : new _xml_part__WEBPACK_IMPORTED_MODULE_4__/* .WholePart */ .h(partName, text));
    }
    wholePart(name) {
        const part = this.part(name);
        return part instanceof _xml_part__WEBPACK_IMPORTED_MODULE_4__/* .WholePart */ .h ? part : undefined;
    }
}
/**
 * Carries content copied from the source package into the target: relationship ids it uses
 * (images, links, charts) are mapped to equal relationships of the target part, adding them —
 * and copying the parts they point at — when the target has none.
 */
class RelationshipBridge {
    source;
    sourcePart;
    target;
    targetPart;
    mapped = new Map();
    constructor(source, sourcePart, target, targetPart) {
        this.source = source;
        this.sourcePart = sourcePart;
        this.target = target;
        this.targetPart = targetPart;
    }
    /** Rewrites r:* attributes under `element`; returns false when one could not be mapped. */
    carry(element) {
        let ok = true;
        const visit = (e) => {
            for (const attribute of Array.from(e.attributes)) {
                if (!_dom__WEBPACK_IMPORTED_MODULE_3__/* .R_NAMESPACES */ .EG.has(attribute.namespaceURI ?? ''))
                    continue;
                const id = this.map(attribute.value);
                if (id === null)
                    ok = false;
                else
                    e.setAttributeNS(attribute.namespaceURI, attribute.name, id);
            }
            for (let n = e.firstChild; n; n = n.nextSibling)
                if (n.nodeType === _dom__WEBPACK_IMPORTED_MODULE_3__/* .ELEMENT_NODE */ .iE)
                    visit(n);
        };
        visit(element);
        return ok;
    }
    map(sourceId) {
        const cached = this.mapped.get(sourceId);
        if (cached !== undefined)
            return cached;
        const rel = this.source.relationships(this.sourcePart).get(sourceId);
        const result = rel ? this.equivalent(rel) : null;
        this.mapped.set(sourceId, result);
        return result;
    }
    equivalent(rel) {
        const targetRels = this.target.relationships(this.targetPart);
        for (const candidate of targetRels.values()) {
            if (candidate.type === rel.type && candidate.target === rel.target && candidate.external === rel.external) {
                if (rel.external || sameBytes(this.source, this.target, rel.target))
                    return candidate.id;
            }
        }
        if (rel.external)
            return this.addRelationship(rel.type, rel.target, true);
        if (!this.source.zip.has(rel.target))
            return null;
        // Copy the part under a name the target does not use yet.
        let name = rel.target;
        if (this.target.has(name) && !sameBytes(this.source, this.target, name)) {
            const dot = name.lastIndexOf('.');
            let k = 1;
            while (this.target.has(`${name.slice(0, dot)}_dd${k}${name.slice(dot)}`))
                k++;
            name = `${name.slice(0, dot)}_dd${k}${name.slice(dot)}`;
        }
        if (!this.target.has(name)) {
            this.target.put(name, this.source.zip.read(rel.target));
            const type = this.source.contentType(rel.target);
            if (type)
                this.target.coverContentType(name, type);
        }
        return this.addRelationship(rel.type, name, false);
    }
    /** Ids of relationships the writer adds stand apart from the producer's (`rIdDd1`, …). */
    addRelationship(type, target, external) {
        return this.target.addRelationship(this.targetPart, type, target, { external, idPrefix: 'rIdDd' });
    }
}
function sameBytes(a, b, name) {
    if (!a.zip.has(name) || !b.zip.has(name))
        return false;
    const x = a.zip.read(name);
    const y = b.zip.read(name);
    if (x.length !== y.length)
        return false;
    for (let i = 0; i < x.length; i++)
        if (x[i] !== y[i])
            return false;
    return true;
}


/***/ }),

/***/ 8412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ FragmentedPart),
/* harmony export */   h: () => (/* binding */ WholePart)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);
/* harmony import */ var _package_editable_package__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(545);
/* harmony import */ var _dom__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4153);



const FRAGMENT = 'docdelta-fragment';
/** Cached element children, valid while the tree is unchanged (paths are resolved first). */
class ChildIndex {
    cache = new WeakMap();
    children(element) {
        let list = this.cache.get(element);
        if (!list) {
            list = [];
            for (let n = element.firstChild; n; n = n.nextSibling)
                if (n.nodeType === _dom__WEBPACK_IMPORTED_MODULE_2__/* .ELEMENT_NODE */ .iE)
                    list.push(n);
            this.cache.set(element, list);
        }
        return list;
    }
    descend(start, indexes, from) {
        let element = start;
        for (let k = from; k < indexes.length && element; k++)
            element = this.children(element)[indexes[k]];
        return element;
    }
}
function parsePath(path) {
    if (path === '')
        return [];
    const parts = path.split('/').map(Number);
    return parts.every((n) => Number.isInteger(n) && n >= 0) ? parts : undefined;
}
/** A part parsed whole. */
class WholePart extends _package_editable_package__WEBPACK_IMPORTED_MODULE_1__/* .XmlPart */ .Rd {
    names;
    index = new ChildIndex();
    constructor(name, text) {
        super(name, text);
        this.names = _dom__WEBPACK_IMPORTED_MODULE_2__/* .WordNames */ .Fj.of(this.root);
    }
    resolve(path) {
        const indexes = parsePath(path);
        return indexes ? this.index.descend(this.root, indexes, 0) : undefined;
    }
    end() {
        return { parent: this.root };
    }
    documentOf() {
        return this.document;
    }
}
/** The main document part, parsed body child by body child, on demand. */
class FragmentedPart {
    name;
    text;
    names;
    units = [];
    bodyIndex = -1;
    bodyContentEnd = -1;
    declarations = '';
    index = new ChildIndex();
    parsedUnits = [];
    dirty = false;
    constructor(name, text) {
        this.name = name;
        this.text = text;
        this.scan();
        const probe = (0,_dom__WEBPACK_IMPORTED_MODULE_2__/* .parseXml */ .NO)(`<${FRAGMENT}${this.declarations}/>`, name).documentElement;
        let namespace = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
        for (const ns of _dom__WEBPACK_IMPORTED_MODULE_2__/* .W_NAMESPACES */ .v0)
            if (probe.lookupPrefix(ns) !== null)
                namespace = ns;
        this.names = new _dom__WEBPACK_IMPORTED_MODULE_2__/* .WordNames */ .Fj(namespace, probe.lookupPrefix(namespace) ?? 'w');
    }
    get unitCount() {
        return this.units.length;
    }
    /** One pass over the text: where each w:body child starts and ends. */
    scan() {
        const text = this.text;
        let depth = 0;
        let rootChildren = 0;
        let inBody = false;
        let pos = text.indexOf('<');
        let unitStart = -1;
        while (pos >= 0 && pos < text.length) {
            const next = text.charCodeAt(pos + 1);
            if (next === 63 /* ? */) {
                pos = text.indexOf('<', text.indexOf('?>', pos) + 2);
                continue;
            }
            if (next === 33 /* ! */) {
                if (text.startsWith('<!--', pos))
                    pos = text.indexOf('-->', pos) + 3;
                else if (text.startsWith('<![CDATA[', pos))
                    pos = text.indexOf(']]>', pos) + 3;
                else
                    pos = text.indexOf('>', pos) + 1;
                if (pos <= 2)
                    break;
                pos = text.indexOf('<', pos);
                continue;
            }
            // Find the end of the tag, stepping over quoted attribute values (they may hold '>').
            let end = pos + 1;
            for (;;) {
                const c = text.charCodeAt(end);
                if (c === 62 /* > */)
                    break;
                if (c === 34 || c === 39)
                    end = text.indexOf(c === 34 ? '"' : "'", end + 1);
                if (end < 0 || Number.isNaN(c))
                    throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`part '${this.name}' is not well-formed XML (unterminated tag)`);
                end++;
            }
            if (next === 47 /* / */) {
                depth--;
                if (depth === 2 && inBody && unitStart >= 0) {
                    this.units.push({ start: unitStart, end: end + 1 });
                    unitStart = -1;
                }
                else if (depth === 1 && inBody) {
                    inBody = false;
                    this.bodyContentEnd = pos;
                }
            }
            else {
                const selfClosing = text.charCodeAt(end - 1) === 47;
                if (depth === 0)
                    this.declarations += namespaceDeclarations(text.slice(pos, end));
                else if (depth === 1) {
                    const name = tagName(text, pos);
                    if (name === 'body' || name.endsWith(':body')) {
                        this.bodyIndex = rootChildren;
                        inBody = !selfClosing;
                        this.declarations += namespaceDeclarations(text.slice(pos, end));
                    }
                    rootChildren++;
                }
                else if (depth === 2 && inBody) {
                    if (selfClosing)
                        this.units.push({ start: pos, end: end + 1 });
                    else
                        unitStart = pos;
                }
                if (!selfClosing)
                    depth++;
            }
            pos = text.indexOf('<', end + 1);
        }
        if (this.bodyIndex < 0)
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`part '${this.name}' has no w:body`);
    }
    unit(index) {
        const unit = this.units[index];
        if (!unit)
            return undefined;
        if (!unit.parsed) {
            const document = (0,_dom__WEBPACK_IMPORTED_MODULE_2__/* .parseXml */ .NO)(`<${FRAGMENT}${this.declarations}>${this.text.slice(unit.start, unit.end)}</${FRAGMENT}>`, this.name);
            const wrapper = document.documentElement;
            const element = this.index.children(wrapper)[0];
            unit.parsed = { document, wrapper, element };
            this.parsedUnits.push(unit);
        }
        return unit.parsed;
    }
    /** The element of body child `index` (its fragment is parsed on first use). */
    bodyChild(index) {
        return this.unit(index)?.element;
    }
    resolve(path) {
        const indexes = parsePath(path);
        if (!indexes || indexes.length < 2 || indexes[0] !== this.bodyIndex)
            return undefined;
        const unit = this.unit(indexes[1]);
        return unit ? this.index.descend(unit.element, indexes, 2) : undefined;
    }
    end() {
        const last = this.units.length - 1;
        if (last < 0)
            return {};
        const element = this.bodyChild(last);
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_2__/* .isW */ .Yi)(element, 'sectPr'))
            return { before: element };
        return { after: element };
    }
    documentOf(near) {
        return near.ownerDocument;
    }
    markDirty() {
        this.dirty = true;
    }
    /** Path of the w:body (for locators of body children). */
    get bodyPath() {
        return String(this.bodyIndex);
    }
    serialize() {
        if (!this.dirty)
            return this.text;
        const units = [...this.parsedUnits].sort((a, b) => a.start - b.start);
        const pieces = [];
        let at = 0;
        for (const unit of units) {
            pieces.push(this.text.slice(at, unit.start));
            pieces.push(fragmentInner((0,_dom__WEBPACK_IMPORTED_MODULE_2__/* .serializeXml */ .QM)(unit.parsed.wrapper)));
            at = unit.end;
        }
        pieces.push(this.text.slice(at));
        return pieces.join('');
    }
    /** Text of the untouched part (for id scans). */
    get originalText() {
        return this.text;
    }
    get bodyEndOffset() {
        return this.bodyContentEnd;
    }
}
function fragmentInner(serialized) {
    const open = serialized.indexOf('>');
    if (serialized.charCodeAt(open - 1) === 47)
        return '';
    const close = serialized.lastIndexOf(`</${FRAGMENT}>`);
    return serialized.slice(open + 1, close);
}
function tagName(text, pos) {
    let end = pos + 1;
    while (end < text.length) {
        const c = text.charCodeAt(end);
        if (c === 32 || c === 9 || c === 10 || c === 13 || c === 47 || c === 62)
            break;
        end++;
    }
    return text.slice(pos + 1, end);
}
function namespaceDeclarations(tag) {
    let out = '';
    const pattern = /\sxmlns(?::[\w.-]+)?\s*=\s*(?:"[^"]*"|'[^']*')/g;
    for (let m = pattern.exec(tag); m; m = pattern.exec(tag))
        out += m[0];
    return out;
}


/***/ })

};
