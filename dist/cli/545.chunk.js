(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 545;
const ids = [545];
const modules = {

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
/* harmony import */ var _part_names__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(81372);
/* harmony import */ var _xml_dom__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31994);
/* harmony import */ var _namespaces__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(10292);







const REL_NS = _namespaces__WEBPACK_IMPORTED_MODULE_5__/* .NAMESPACES */ .dK.rel[0];
const CT_NS = _namespaces__WEBPACK_IMPORTED_MODULE_5__/* .NAMESPACES */ .dK.ct[0];
const MANIFEST_NS = _namespaces__WEBPACK_IMPORTED_MODULE_5__/* .NAMESPACES */ .dK.manifest[0];
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
        this.document = (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__.parseXml)(text, name);
        this.root = this.document.documentElement;
    }
    markDirty() {
        this.dirty = true;
    }
    serialize() {
        return (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__.serializeXml)(this.document);
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
        const relsName = (0,_part_names__WEBPACK_IMPORTED_MODULE_6__/* .relsPartOf */ .F4)(part);
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
        const relsName = (0,_part_names__WEBPACK_IMPORTED_MODULE_6__/* .relsPartOf */ .F4)(part);
        if (!this.has(relsName))
            this.put(relsName, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${REL_NS}"></Relationships>`);
        const rels = this.xmlPart(relsName);
        const ids = new Set((0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__.elementChildren)(rels.root).map((e) => e.getAttribute('Id')));
        const prefix = options.idPrefix ?? 'rId';
        let n = options.idPrefix ? 1 : ids.size + 1;
        while (ids.has(`${prefix}${n}`))
            n++;
        const id = `${prefix}${n}`;
        const element = rels.document.createElementNS(REL_NS, 'Relationship');
        element.setAttribute('Id', id);
        element.setAttribute('Type', type);
        element.setAttribute('Target', options.external ? target : (0,_part_names__WEBPACK_IMPORTED_MODULE_6__/* .relativeTarget */ .Ar)(part, target));
        if (options.external)
            element.setAttribute('TargetMode', 'External');
        rels.root.appendChild(element);
        rels.markDirty();
        return id;
    }
    removeRelationship(part, id) {
        const rels = this.has((0,_part_names__WEBPACK_IMPORTED_MODULE_6__/* .relsPartOf */ .F4)(part)) ? this.xmlPart((0,_part_names__WEBPACK_IMPORTED_MODULE_6__/* .relsPartOf */ .F4)(part)) : undefined;
        if (!rels)
            return;
        for (const element of (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__.elementChildren)(rels.root))
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
        for (const e of (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__.elementChildren)(types.root)) {
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
        for (const e of (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__.elementChildren)(types.root))
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
        for (const e of (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__.elementChildren)(types.root))
            if (e.localName === 'Default' && e.getAttribute('Extension')?.toLowerCase() === extension.toLowerCase())
                return;
        this.appendType('Default', { Extension: extension, ContentType: contentType });
    }
    removeOverride(part) {
        const types = this.contentTypes();
        if (!types)
            return;
        for (const e of (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__.elementChildren)(types.root))
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
        for (const e of (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__.elementChildren)(manifest.root))
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
        const firstOverride = kind === 'Default' ? (0,_xml_dom__WEBPACK_IMPORTED_MODULE_4__.elementChildren)(types.root).find((e) => e.localName === 'Override') : undefined;
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

/***/ 43558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ relationshipKind),
/* harmony export */   Qh: () => (/* binding */ readProperties),
/* harmony export */   Up: () => (/* binding */ readRelationships),
/* harmony export */   fx: () => (/* binding */ rejectCompoundFile),
/* harmony export */   gE: () => (/* binding */ relationshipOfType),
/* harmony export */   pn: () => (/* binding */ readXmlPart),
/* harmony export */   vo: () => (/* binding */ parseRelationships)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _xml_tree__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66372);
/* harmony import */ var _part_names__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81372);



/** The relationships of a part (`word/document.xml` → `word/_rels/document.xml.rels`; `` for the package's). */
function readRelationships(reader, partName) {
    return parseRelationships(reader.text((0,_part_names__WEBPACK_IMPORTED_MODULE_2__/* .relsPartOf */ .F4)(partName)), partName);
}
/** Relationships from the text of a part's rels part, targets resolved to part names. */
function parseRelationships(text, partName) {
    const relationships = new Map();
    if (text === undefined)
        return relationships;
    const folder = (0,_part_names__WEBPACK_IMPORTED_MODULE_2__/* .partFolder */ .W)(partName);
    const { root } = (0,_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(text, (0,_part_names__WEBPACK_IMPORTED_MODULE_2__/* .relsPartOf */ .F4)(partName));
    for (const element of root.children) {
        if ((0,_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name) !== 'Relationship')
            continue;
        const id = element.attr('Id');
        const target = element.attr('Target');
        if (!id || target === undefined)
            continue;
        const external = element.attr('TargetMode') === 'External';
        relationships.set(id, {
            id,
            type: element.attr('Type') ?? '',
            target: external ? target : (0,_part_names__WEBPACK_IMPORTED_MODULE_2__/* .resolvePartName */ .Ll)(folder, target),
            external,
        });
    }
    return relationships;
}
/** The last segment of a relationship type (`…/relationships/slideLayout` → `slideLayout`), the same in both dialects. */
function relationshipKind(type) {
    return type.slice(type.lastIndexOf('/') + 1);
}
/** First relationship whose type ends with `/<kind>` (`styles`, `numbering`, …). */
function relationshipOfType(relationships, kind) {
    for (const rel of relationships.values())
        if (rel.type.endsWith(`/${kind}`))
            return rel;
    return undefined;
}
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/**
 * Rejects an OLE2 compound file with the right error: Office wraps an encrypted OOXML package in
 * one (its `EncryptedPackage` stream), and Word 97-2003 `.doc` files are one too. Directory
 * entries store names as UTF-16LE, so a byte search for the name is enough to tell them apart.
 */
function rejectCompoundFile(bytes, password) {
    if (bytes.length < 8 || !CFB_MAGIC.every((b, i) => bytes[i] === b))
        return;
    if (containsUtf16Name(bytes, 'EncryptedPackage')) {
        if (password === undefined)
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .PasswordRequiredError */ .$F();
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$('the document is encrypted; decrypting Word documents is not supported yet');
    }
    if (containsUtf16Name(bytes, 'WordDocument')) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$('the file is a Word 97-2003 binary .doc, not supported');
    }
    throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$('the file is an OLE2 compound file, not a Word package; not supported');
}
function containsUtf16Name(bytes, name) {
    const pattern = new Uint8Array(name.length * 2);
    for (let i = 0; i < name.length; i++)
        pattern[i * 2] = name.charCodeAt(i);
    const first = pattern[0];
    const last = bytes.length - pattern.length;
    outer: for (let i = 0; i <= last; i++) {
        if (bytes[i] !== first)
            continue;
        for (let k = 1; k < pattern.length; k++)
            if (bytes[i + k] !== pattern[k])
                continue outer;
        return true;
    }
    return false;
}
/** Metadata from docProps/core.xml and docProps/app.xml (matched by local name: both dialects). */
function readProperties(zip, corePart, appPart) {
    const metadata = {};
    let pageCount;
    const core = zip.text(corePart);
    if (core !== undefined) {
        for (const element of (0,_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(core, corePart).root.children) {
            const value = element.text.trim();
            if (!value)
                continue;
            switch ((0,_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name)) {
                case 'title':
                    metadata.title = value;
                    break;
                case 'creator':
                    metadata.author = value;
                    break;
                case 'lastModifiedBy':
                    metadata.lastModifiedBy = value;
                    break;
                case 'created':
                    metadata.created = value;
                    break;
                case 'modified':
                    metadata.modified = value;
                    break;
            }
        }
    }
    const app = zip.text(appPart);
    if (app !== undefined) {
        for (const element of (0,_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(app, appPart).root.children) {
            const value = element.text.trim();
            if (!value)
                continue;
            const name = (0,_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name);
            if (name === 'Pages' && /^\d+$/.test(value))
                pageCount = Number(value);
            else if (name === 'Company')
                metadata.company = value;
        }
    }
    return { metadata, pageCount };
}
/** Reads and parses a part, or returns undefined when the package does not have it. */
function readXmlPart(zip, partName) {
    const text = zip.text(partName);
    return text === undefined ? undefined : (0,_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(text, partName);
}


/***/ }),

/***/ 81372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ relativeTarget),
/* harmony export */   F4: () => (/* binding */ relsPartOf),
/* harmony export */   Ll: () => (/* binding */ resolvePartName),
/* harmony export */   W: () => (/* binding */ partFolder)
/* harmony export */ });
/**
 * Part names of a package (OPC and ODF alike: `/`-separated, no leading slash) and the
 * relationship targets that point at them.
 */
/** Folder of a part (`ppt/slides/slide1.xml` → `ppt/slides`; a root part → ``). */
function partFolder(part) {
    const slash = part.lastIndexOf('/');
    return slash < 0 ? '' : part.slice(0, slash);
}
/** The rels part of a part (`word/document.xml` → `word/_rels/document.xml.rels`; `` → `_rels/.rels`). */
function relsPartOf(part) {
    const slash = part.lastIndexOf('/');
    return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}
/**
 * A relationship target resolved against the folder of its source part: percent-escapes decoded,
 * a fragment dropped, `.` and `..` steps applied, a leading `/` meaning the package root.
 */
function resolvePartName(folder, target) {
    const decoded = safeDecode(target.split('#')[0]);
    const base = folder && !folder.endsWith('/') ? `${folder}/` : folder;
    const joined = decoded.startsWith('/') ? decoded.slice(1) : base + decoded;
    const out = [];
    for (const segment of joined.split('/')) {
        if (segment === '..')
            out.pop();
        else if (segment !== '.' && segment !== '')
            out.push(segment);
    }
    return out.join('/');
}
/** The target a rels part of `fromPart` writes for `toPart` (`xl/worksheets/sheet1.xml` → `xl/comments1.xml` is `../comments1.xml`). */
function relativeTarget(fromPart, toPart) {
    const from = fromPart.split('/').slice(0, -1);
    const to = toPart.split('/');
    let common = 0;
    while (common < from.length && common < to.length - 1 && from[common] === to[common])
        common++;
    return [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/');
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}


/***/ }),

/***/ 31994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CDATA_NODE: () => (/* binding */ CDATA_NODE),
/* harmony export */   ELEMENT_NODE: () => (/* binding */ ELEMENT_NODE),
/* harmony export */   PartNames: () => (/* binding */ PartNames),
/* harmony export */   TEXT_NODE: () => (/* binding */ TEXT_NODE),
/* harmony export */   ancestor: () => (/* binding */ ancestor),
/* harmony export */   attr: () => (/* binding */ attr),
/* harmony export */   attrNs: () => (/* binding */ attrNs),
/* harmony export */   child: () => (/* binding */ child),
/* harmony export */   children: () => (/* binding */ children),
/* harmony export */   childrenNamed: () => (/* binding */ childrenNamed),
/* harmony export */   contains: () => (/* binding */ contains),
/* harmony export */   createElement: () => (/* binding */ createElement),
/* harmony export */   descendant: () => (/* binding */ descendant),
/* harmony export */   descendantElements: () => (/* binding */ descendantElements),
/* harmony export */   descendants: () => (/* binding */ descendants),
/* harmony export */   elementAt: () => (/* binding */ elementAt),
/* harmony export */   elementChildren: () => (/* binding */ elementChildren),
/* harmony export */   elementPath: () => (/* binding */ elementPath),
/* harmony export */   firstChildNamed: () => (/* binding */ firstChildNamed),
/* harmony export */   indexPaths: () => (/* binding */ indexPaths),
/* harmony export */   insertAfter: () => (/* binding */ insertAfter),
/* harmony export */   is: () => (/* binding */ is),
/* harmony export */   isElement: () => (/* binding */ isElement),
/* harmony export */   isIn: () => (/* binding */ isIn),
/* harmony export */   parseXml: () => (/* binding */ parseXml),
/* harmony export */   qname: () => (/* binding */ qname),
/* harmony export */   removeNode: () => (/* binding */ removeNode),
/* harmony export */   renameElement: () => (/* binding */ renameElement),
/* harmony export */   serializeXml: () => (/* binding */ serializeXml),
/* harmony export */   setAttr: () => (/* binding */ setAttr),
/* harmony export */   setPreserve: () => (/* binding */ setPreserve),
/* harmony export */   unwrap: () => (/* binding */ unwrap),
/* harmony export */   wrapSiblings: () => (/* binding */ wrapSiblings)
/* harmony export */ });
/* harmony import */ var _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98351);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _shared_xml_depth__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37854);
/* harmony import */ var _namespaces__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10292);




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
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .MalformedXmlError */ .Bn(part, problem ?? (error instanceof Error ? error.message.split('\n')[0] : String(error)));
    }
    if (!document.documentElement)
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${part}' has no root element`);
    return document;
}
function serializeXml(node) {
    return new _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0__/* .XMLSerializer */ .el().serializeToString(node);
}
// The one DOM helper set of the writers, the merge and the crypto code. Elements and attributes
// are addressed by the canonical prefixes of the namespace table (namespaces.ts), whatever
// prefixes a file binds, so Strict OOXML and unusual prefixes edit like ordinary files. What is
// left in a family's own module (odf-dom.ts, Word's write/dom.ts) is vocabulary of that family.
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_NODE = 4;
function isElement(node) {
    return !!node && node.nodeType === ELEMENT_NODE;
}
/** Element children, as a fresh array (xmldom's NodeLists are live). */
function elementChildren(parent) {
    const out = [];
    for (let n = parent.firstChild; n; n = n.nextSibling)
        if (n.nodeType === ELEMENT_NODE)
            out.push(n);
    return out;
}
function insertAfter(node, reference) {
    reference.parentNode.insertBefore(node, reference.nextSibling);
}
function removeNode(node) {
    node.parentNode?.removeChild(node);
}
function contains(ancestor, node) {
    for (let n = node; n; n = n.parentNode)
        if (n === ancestor)
            return true;
    return false;
}
/** The nearest ancestor (self excluded) for which the test holds, stopping at `stop`. */
function ancestor(node, test, stop) {
    for (let n = node.parentNode; n && n !== stop; n = n.parentNode) {
        if (n.nodeType === ELEMENT_NODE && test(n))
            return n;
    }
    return undefined;
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
// ---- Locator paths: element-child indexes from the root joined by `/` (the model's Locator.path).
/** Every element by its locator path. */
function indexPaths(doc) {
    const map = new Map();
    const visit = (element, path) => {
        map.set(path, element);
        elementChildren(element).forEach((child, index) => visit(child, path ? `${path}/${index}` : String(index)));
    };
    visit(doc.documentElement, '');
    return map;
}
/** The locator path of an element. */
function elementPath(element) {
    const steps = [];
    let node = element;
    while (node.parentNode && node.parentNode.nodeType === ELEMENT_NODE) {
        let index = 0;
        for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling)
            if (sibling.nodeType === ELEMENT_NODE)
                index++;
        steps.unshift(index);
        node = node.parentNode;
    }
    return steps.join('/');
}
/** The element at a locator path, or undefined when the path no longer leads anywhere. */
function elementAt(document, path) {
    let element = document.documentElement ?? undefined;
    if (!element || path === '')
        return element;
    for (const step of path.split('/')) {
        if (!element)
            return undefined;
        element = elementChildren(element)[Number(step)];
    }
    return element;
}
// ---- Matching by namespace (canonical prefix) and local name.
/** True for an element of this namespace and local name, whichever of the namespace's URIs it uses. */
function is(node, prefix, local) {
    return (!!node &&
        node.nodeType === ELEMENT_NODE &&
        node.localName === local &&
        (0,_namespaces__WEBPACK_IMPORTED_MODULE_3__/* .canonicalPrefix */ .l4)(node.namespaceURI) === prefix);
}
/** True for an element of this namespace, any local name. */
function isIn(node, prefix) {
    return !!node && node.nodeType === ELEMENT_NODE && (0,_namespaces__WEBPACK_IMPORTED_MODULE_3__/* .canonicalPrefix */ .l4)(node.namespaceURI) === prefix;
}
function child(parent, prefix, local) {
    if (!parent)
        return undefined;
    for (let node = parent.firstChild; node; node = node.nextSibling)
        if (is(node, prefix, local))
            return node;
    return undefined;
}
function children(parent, prefix, local) {
    return parent ? elementChildren(parent).filter((e) => is(e, prefix, local)) : [];
}
/** First descendant with this name, depth first. */
function descendant(parent, prefix, local) {
    if (!parent)
        return undefined;
    for (const element of elementChildren(parent)) {
        if (is(element, prefix, local))
            return element;
        const found = descendant(element, prefix, local);
        if (found)
            return found;
    }
    return undefined;
}
/** Every descendant element (the parent excluded), in document order. */
function descendantElements(parent, into = []) {
    for (const element of elementChildren(parent)) {
        into.push(element);
        descendantElements(element, into);
    }
    return into;
}
/** Every descendant (the parent excluded) with this name, in document order. */
function descendants(parent, prefix, local, into = []) {
    for (const element of elementChildren(parent)) {
        if (is(element, prefix, local))
            into.push(element);
        descendants(element, prefix, local, into);
    }
    return into;
}
/** An attribute by namespace and local name (`r`, `embed`); an empty value counts as none. */
function attrNs(element, prefix, local) {
    if (!element)
        return undefined;
    for (const uri of _namespaces__WEBPACK_IMPORTED_MODULE_3__/* .NAMESPACES */ .dK[prefix]) {
        const value = element.getAttributeNS(uri, local);
        if (value !== null && value !== '')
            return value;
    }
    return undefined;
}
// ---- Canonical qualified names (`text:p`, `w:rPr`, `a:off`): one string per element or attribute.
/** Canonical qualified name of an element or attribute node; its own name when its namespace is not in the table. */
function qname(node) {
    const local = node.localName ?? node.nodeName;
    const prefix = (0,_namespaces__WEBPACK_IMPORTED_MODULE_3__/* .canonicalPrefix */ .l4)(node.namespaceURI);
    return prefix ? `${prefix}:${local}` : node.nodeName;
}
function childrenNamed(element, name) {
    return elementChildren(element).filter((child) => qname(child) === name);
}
function firstChildNamed(element, name) {
    return elementChildren(element).find((child) => qname(child) === name);
}
function splitName(name) {
    const colon = name.indexOf(':');
    const prefix = name.slice(0, colon);
    const local = name.slice(colon + 1);
    return colon > 0 && local && (0,_namespaces__WEBPACK_IMPORTED_MODULE_3__/* .isNamespacePrefix */ .CK)(prefix) ? { prefix, local } : { local: name };
}
/** Attribute value by canonical name (`text:style-name`); an empty value is a value. */
function attr(element, name) {
    const { prefix, local } = splitName(name);
    if (prefix)
        for (const uri of _namespaces__WEBPACK_IMPORTED_MODULE_3__/* .NAMESPACES */ .dK[prefix])
            if (element.hasAttributeNS(uri, local))
                return element.getAttributeNS(uri, local) ?? undefined;
    return element.hasAttribute(name) ? (element.getAttribute(name) ?? undefined) : undefined;
}
/**
 * The namespace URI and prefix a document binds (on its root) for a canonical prefix; when it
 * binds none, the canonical prefix is declared on the root for the table's first URI.
 */
function binding(doc, prefix) {
    const uris = _namespaces__WEBPACK_IMPORTED_MODULE_3__/* .NAMESPACES */ .dK[prefix];
    if (prefix === 'xml')
        return { uri: uris[0], prefix };
    const root = doc.documentElement;
    for (const uri of uris) {
        const bound = root.lookupPrefix(uri);
        if (bound)
            return { uri, prefix: bound };
    }
    root.setAttributeNS(_namespaces__WEBPACK_IMPORTED_MODULE_3__/* .XMLNS_NAMESPACE */ .vv, `xmlns:${prefix}`, uris[0]);
    return { uri: uris[0], prefix };
}
/** Sets an attribute by canonical name, in the prefix the document binds for its namespace. */
function setAttr(element, name, value) {
    const { prefix, local } = splitName(name);
    if (!prefix) {
        element.setAttribute(name, value);
        return;
    }
    const bound = binding(element.ownerDocument, prefix);
    element.setAttributeNS(bound.uri, `${bound.prefix}:${local}`, value);
}
/** A new element by canonical name, with attributes by canonical name and children (strings become text). */
function createElement(doc, name, attrs = {}, children = []) {
    const { prefix, local } = splitName(name);
    let element;
    if (prefix) {
        const bound = binding(doc, prefix);
        element = doc.createElementNS(bound.uri, `${bound.prefix}:${local}`);
    }
    else
        element = doc.createElement(name);
    for (const [key, value] of Object.entries(attrs))
        setAttr(element, key, value);
    for (const child of children)
        element.appendChild(typeof child === 'string' ? doc.createTextNode(child) : child);
    return element;
}
/** xml:space="preserve", so leading and trailing spaces of the element's text survive. */
function setPreserve(element) {
    element.setAttributeNS(_namespaces__WEBPACK_IMPORTED_MODULE_3__/* .NAMESPACES */ .dK.xml[0], 'xml:space', 'preserve');
}
/**
 * Names of one namespace as one part writes them: the URI the part uses for it (transitional or
 * Strict) and the prefix it binds (none for a default namespace), so new elements look like the
 * part's own. OOXML parts are edited this way; ODF parts by canonical names (createElement).
 */
class PartNames {
    namespace;
    prefix;
    constructor(namespace, prefix) {
        this.namespace = namespace;
        this.prefix = prefix;
    }
    /**
     * The names of `prefix`'s namespace as they are in scope at `element`: its own when it is in
     * that namespace, else the first of the namespace's URIs bound there, else the table's first
     * URI under the canonical prefix.
     */
    static of(element, prefix) {
        const uris = _namespaces__WEBPACK_IMPORTED_MODULE_3__/* .NAMESPACES */ .dK[prefix];
        const own = element.namespaceURI ?? '';
        if (uris.includes(own))
            return new PartNames(own, element.prefix ?? element.lookupPrefix(own) ?? prefix);
        for (const uri of uris) {
            const bound = element.lookupPrefix(uri);
            if (bound)
                return new PartNames(uri, bound);
        }
        return new PartNames(uris[0], prefix);
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
}


/***/ })

};

return{id,ids,modules}})