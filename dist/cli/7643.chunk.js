(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 7643;
const ids = [7643];
const modules = {

/***/ 20496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.attr),
/* harmony export */   Ei: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.firstChildNamed),
/* harmony export */   WH: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.insertAfter),
/* harmony export */   Wi: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.elementChildren),
/* harmony export */   ey: () => (/* binding */ paragraphOf),
/* harmony export */   gH: () => (/* binding */ odfTextNodes),
/* harmony export */   n: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.createElement),
/* harmony export */   ob: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.setAttr),
/* harmony export */   vy: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.qname),
/* harmony export */   wC: () => (/* binding */ removeBlock)
/* harmony export */ });
/* harmony import */ var _xml_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31994);

/**
 * OpenDocument vocabulary over the package layer's DOM helpers (xml-dom.ts, which names
 * elements by the canonical prefixes of namespaces.ts): text content with ODF's space and tab
 * elements, the paragraph around a node, removing a block with the list around it.
 */
// The generic helpers formats/shared/odf-styles.ts and odf-repeat.ts take from here, until they
// import them from xml-dom.ts themselves (#19).

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
                out.push((0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.createElement)(doc, 'text:s', n > 1 ? { 'text:c': String(n) } : {}));
            }
            i = j;
            continue;
        }
        if (c === '\t' || c === '\n' || c === '\r') {
            flush();
            if (c === '\t')
                out.push((0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.createElement)(doc, 'text:tab'));
            else if (c === '\n')
                out.push((0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.createElement)(doc, 'text:line-break'));
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
        if ((0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.isElement)(n) && ((0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.qname)(n) === 'text:p' || (0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.qname)(n) === 'text:h'))
            return n;
    }
    return undefined;
}
/** Removes an element and then any list item or list it leaves without elements. */
function removeBlock(element) {
    let parent = element.parentNode;
    parent?.removeChild(element);
    while (parent &&
        (0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.isElement)(parent) &&
        ['text:list-item', 'text:list-header', 'text:list'].includes((0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.qname)(parent)) &&
        (0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.elementChildren)(parent).filter((c) => (0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.qname)(c) !== 'text:number').length === 0) {
        const up = parent.parentNode;
        up?.removeChild(parent);
        parent = up;
    }
}


/***/ }),

/***/ 84344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ ODF_MEDIA_TYPES),
/* harmony export */   z: () => (/* binding */ OdfLinkedParts)
/* harmony export */ });
/* harmony import */ var _digest__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95784);
/* harmony import */ var _xml_tree__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66372);


/** Media types of an ODF package's parts by extension, for manifest entries (what LibreOffice writes). */
const ODF_MEDIA_TYPES = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    svg: 'image/svg+xml',
    bmp: 'image/bmp',
    tif: 'image/tiff',
    tiff: 'image/tiff',
    wmf: 'image/x-wmf',
    emf: 'image/x-emf',
    xml: 'text/xml',
    rdf: 'application/rdf+xml',
};
/**
 * Carries what content copied from a source ODF package links to — a picture, or an embedded
 * object's sub-document folder (a formula, a chart) — into the result built on the target package.
 * A name the target already uses for other bytes gets a free one: LibreOffice numbers objects
 * "Object 1", "Object 2" in every file, so the same name in two documents is usually another object.
 */
class OdfLinkedParts {
    sourceZip;
    targetZip;
    /** Parts to add to the result, by path. */
    added = new Map();
    /** Manifest entries for the added parts and folders. */
    manifestAdditions = [];
    copied = new Map();
    manifestTypes;
    constructor(sourceZip, targetZip) {
        this.sourceZip = sourceZip;
        this.targetZip = targetZip;
    }
    /** The href to use in the result for a link of copied source content. */
    hrefFor(href) {
        if (!href || href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href))
            return href;
        const dotSlash = href.startsWith('./');
        const path = href.replace(/^\.\//, '');
        const done = this.copied.get(path);
        if (done !== undefined)
            return (dotSlash ? './' : '') + done;
        const sourceFiles = this.sourceZip.has(path)
            ? [path]
            : this.sourceZip.names().filter((n) => n.startsWith(`${path}/`));
        // A link to nothing in the source stays one; validation knows the source had it.
        if (!sourceFiles.length)
            return href;
        const identical = sourceFiles.every((file) => this.targetZip.has(file) && (0,_digest__WEBPACK_IMPORTED_MODULE_1__/* .sameBytes */ .e)(this.targetZip.read(file), this.sourceZip.read(file)));
        let name = identical ? path : (this.sameBytesElsewhere(sourceFiles) ?? path);
        if (!identical && name === path) {
            const slash = path.lastIndexOf('/');
            const folder = slash < 0 ? '' : path.slice(0, slash + 1);
            const base = path.slice(slash + 1);
            for (let n = 1; this.pathTaken(name); n++)
                name = `${folder}dd${n}-${base}`;
            const sourceManifest = this.sourceManifestTypes();
            for (const file of sourceFiles) {
                const newFile = name + file.slice(path.length);
                this.added.set(newFile, this.sourceZip.read(file));
                const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
                this.manifestAdditions.push({
                    path: newFile,
                    mediaType: sourceManifest.get(file) ?? ODF_MEDIA_TYPES[extension] ?? 'application/octet-stream',
                });
            }
            if (!this.sourceZip.has(path))
                this.manifestAdditions.push({ path: `${name}/`, mediaType: sourceManifest.get(`${path}/`) ?? '' });
        }
        this.copied.set(path, name);
        return (dotSlash ? './' : '') + name;
    }
    /** A single picture's part already in the result under another name with the same bytes. */
    sameBytesElsewhere(sourceFiles) {
        if (sourceFiles.length !== 1 || !this.sourceZip.has(sourceFiles[0]))
            return undefined;
        const bytes = this.sourceZip.read(sourceFiles[0]);
        for (const name of this.targetZip.names()) {
            if (name.endsWith('/') ||
                name === 'mimetype' ||
                name.startsWith('META-INF/') ||
                name.startsWith('Thumbnails/') ||
                this.targetZip.size(name) !== bytes.length)
                continue;
            if ((0,_digest__WEBPACK_IMPORTED_MODULE_1__/* .sameBytes */ .e)(this.targetZip.read(name), bytes))
                return name;
        }
        for (const [name, added] of this.added)
            if ((0,_digest__WEBPACK_IMPORTED_MODULE_1__/* .sameBytes */ .e)(added, bytes))
                return name;
        return undefined;
    }
    pathTaken(path) {
        return (this.targetZip.has(path) ||
            this.added.has(path) ||
            this.targetZip.names().some((n) => n.startsWith(`${path}/`)) ||
            [...this.added.keys()].some((n) => n.startsWith(`${path}/`)));
    }
    sourceManifestTypes() {
        if (this.manifestTypes)
            return this.manifestTypes;
        const types = new Map();
        const text = this.sourceZip.text('META-INF/manifest.xml');
        try {
            const entries = text ? (0,_xml_tree__WEBPACK_IMPORTED_MODULE_0__/* .childElements */ .AR)((0,_xml_tree__WEBPACK_IMPORTED_MODULE_0__/* .parseOdfPart */ .mv)(text, 'META-INF/manifest.xml'), 'manifest:file-entry') : [];
            for (const entry of entries) {
                const path = entry.attrs['manifest:full-path'];
                if (path)
                    types.set(path, entry.attrs['manifest:media-type'] ?? '');
            }
        }
        catch {
            // The readers get over an unreadable manifest (a warning); media types then come from file names.
        }
        this.manifestTypes = types;
        return types;
    }
}


/***/ }),

/***/ 32792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ manifestWith),
/* harmony export */   RW: () => (/* binding */ repairOdfPackage),
/* harmony export */   ed: () => (/* binding */ validateOdfPackage)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _shared_inherited_flaws__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66767);
/* harmony import */ var _editable_package__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90545);
/* harmony import */ var _odf_linked_parts__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(84344);
/* harmony import */ var _xml_dom__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(31994);
/* harmony import */ var _namespaces__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(10292);
/* harmony import */ var _xml_check__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(22054);
/* harmony import */ var _xml_escape__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(17623);









/**
 * The ODF package around the edited parts: every entry not edited is copied as it was, in its
 * order, with `mimetype` first and stored; added parts are listed in the manifest.
 */
/** manifest.xml with entries added for parts it does not list yet. */
function manifestWith(manifestXml, parts) {
    let out = manifestXml;
    for (const { path, mediaType } of parts) {
        const entry = `manifest:full-path="${(0,_xml_escape__WEBPACK_IMPORTED_MODULE_8__/* .escapeXml */ .X)(path)}"`;
        if (out.includes(entry))
            continue;
        out = out.replace(/<\/manifest:manifest>\s*$/, () => ` <manifest:file-entry ${entry} manifest:media-type="${(0,_xml_escape__WEBPACK_IMPORTED_MODULE_8__/* .escapeXml */ .X)(mediaType)}"/>\n</manifest:manifest>`);
    }
    return out;
}
const MANIFEST = 'META-INF/manifest.xml';
/** Parts a package may do without (ODF 1.3 part 2, 3.1 and 4): no reader needs them to open it. */
const OPTIONAL_PARTS = ['meta.xml', 'settings.xml', 'manifest.rdf'];
/**
 * A written ODF package with the target's unreadable extras repaired: an optional part that
 * does not parse (meta.xml, settings.xml, manifest.rdf) left out, and a manifest that is missing
 * or does not parse written anew from the parts. The writers copy such parts unread, and
 * LibreOffice refuses a package with any of them ("source file could not be loaded"), so without
 * this a result would open nowhere its target did not, no worse but no use either. Each repair is
 * a warning; a package with nothing to repair comes back as it was.
 */
function repairOdfPackage(output) {
    const archive = _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ.of(output.bytes, output.archive);
    if (!archive.has('mimetype'))
        return { ...output, archive };
    const warnings = [...output.warnings];
    const dropped = OPTIONAL_PARTS.filter((part) => {
        const problem = archive.has(part) ? xmlProblem(archive.text(part) ?? '', part) : undefined;
        if (problem)
            warnings.push({
                code: 'unreadable-part-left-out',
                message: `${problem}; the result leaves it out, which readers allow (LibreOffice does not open the package with it)`,
            });
        return problem !== undefined;
    });
    const manifestProblem = archive.has(MANIFEST)
        ? xmlProblem(archive.text(MANIFEST) ?? '', MANIFEST)
        : 'the package has no META-INF/manifest.xml';
    if (!dropped.length && !manifestProblem)
        return { ...output, archive };
    const pkg = _editable_package__WEBPACK_IMPORTED_MODULE_3__/* .EditablePackage */ .$e.open(output.bytes);
    for (const part of dropped)
        pkg.remove(part);
    if (manifestProblem) {
        pkg.put(MANIFEST, manifestFor(pkg));
        warnings.push({
            code: 'manifest-rewritten',
            message: `${manifestProblem}; the result has a manifest written anew from its parts`,
        });
    }
    else {
        const manifest = pkg.xmlPart(MANIFEST);
        for (const entry of (0,_xml_dom__WEBPACK_IMPORTED_MODULE_5__.elementChildren)(manifest.root))
            if (entry.localName === 'file-entry' && dropped.includes((0,_xml_dom__WEBPACK_IMPORTED_MODULE_5__.attr)(entry, 'manifest:full-path') ?? '')) {
                manifest.root.removeChild(entry);
                manifest.markDirty();
            }
    }
    return { bytes: pkg.save(), warnings };
}
/** What is wrong with a part as a strict parser reads it, or undefined when it parses (empty placeholders do). */
function xmlProblem(text, part) {
    if (!text.trim())
        return undefined;
    try {
        (0,_xml_check__WEBPACK_IMPORTED_MODULE_7__/* .checkXml */ .i)(text, part);
        return undefined;
    }
    catch (error) {
        return error.message;
    }
}
/** Embedded objects (`Object 1/`) by their content's body element, as LibreOffice lists them. */
const OBJECT_TYPES = [
    [/<office:chart\b/, 'application/vnd.oasis.opendocument.chart'],
    [/<office:spreadsheet\b/, 'application/vnd.oasis.opendocument.spreadsheet'],
    [/<office:presentation\b/, 'application/vnd.oasis.opendocument.presentation'],
    [/<office:drawing\b/, 'application/vnd.oasis.opendocument.graphics'],
    [/<office:text\b/, 'application/vnd.oasis.opendocument.text'],
    [/<math\b|<math:math\b/, 'application/vnd.oasis.opendocument.formula'],
];
/** A manifest listing the package, every part and every embedded object's folder. */
function manifestFor(pkg) {
    const entries = [['/', new TextDecoder().decode(pkg.bytes('mimetype')).trim()]];
    for (const name of pkg.names()) {
        if (name === 'mimetype' || name.startsWith('META-INF/') || name.endsWith('/'))
            continue;
        const folder = name.slice(0, name.lastIndexOf('/') + 1);
        if (folder && name === `${folder}content.xml`) {
            const content = pkg.text(name) ?? '';
            const type = OBJECT_TYPES.find(([pattern]) => pattern.test(content))?.[1];
            if (type)
                entries.push([folder, type]);
        }
        const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
        entries.push([name, name.includes('.') ? (_odf_linked_parts__WEBPACK_IMPORTED_MODULE_4__/* .ODF_MEDIA_TYPES */ .B[extension] ?? '') : '']);
    }
    const lines = entries.map(([path, type]) => ` <manifest:file-entry manifest:full-path="${(0,_xml_escape__WEBPACK_IMPORTED_MODULE_8__/* .escapeXml */ .X)(path)}" manifest:media-type="${(0,_xml_escape__WEBPACK_IMPORTED_MODULE_8__/* .escapeXml */ .X)(type)}"/>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<manifest:manifest xmlns:manifest="${_namespaces__WEBPACK_IMPORTED_MODULE_6__/* .NAMESPACES */ .dK.manifest[0]}" manifest:version="1.2">\n${lines.join('\n')}\n</manifest:manifest>\n`;
}
/**
 * Checks a written ODT: mimetype first and stored, every XML part well-formed, every part listed
 * in the manifest, no duplicate style names, no duplicate change ids. Flaws the `inputs` already
 * had come back as warnings; the first one the writer made throws.
 */
function validateOdfPackage(bytes, inputs) {
    return (0,_shared_inherited_flaws__WEBPACK_IMPORTED_MODULE_2__/* .excuseInheritedFlaws */ .T)(odfPackageFlaws(bytes, inputs?.archives?.result), inputs, odfPackageFlaws);
}
/** The flaws of an ODF package a reader gets over (a part that does not parse among them); a package that is no ODF package at all throws. */
function odfPackageFlaws(bytes, opened) {
    const flaws = [];
    const flaw = (key, message) => flaws.push({ key, message });
    if (bytes.length < 30 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 3 || bytes[3] !== 4) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6('the result is not a ZIP package');
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const method = view.getUint16(8, true);
    const nameLength = view.getUint16(26, true);
    const firstName = new TextDecoder().decode(bytes.subarray(30, 30 + nameLength));
    // Flaws rather than refusals: they are how an input may have come (a package re-zipped by a
    // general ZIP tool), and a writer that keeps them is no worse than its input.
    if (firstName !== 'mimetype')
        flaw('mimetype-not-first', `the first entry is '${firstName}', not 'mimetype'`);
    else if (method !== 0)
        flaw('mimetype-compressed', "the 'mimetype' entry is compressed; it must be stored");
    const archive = _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ.of(bytes, opened);
    const docs = new Map();
    for (const name of archive.names()) {
        if (!/\.(xml|rdf)$/i.test(name))
            continue;
        const text = archive.text(name) ?? '';
        // Producers leave empty placeholder parts (Configurations2/accelerator/current.xml).
        if (!text.trim())
            continue;
        try {
            docs.set(name, (0,_xml_dom__WEBPACK_IMPORTED_MODULE_5__.parseXml)(text, name));
        }
        catch (error) {
            // A part copied unread (settings.xml) may have been so in an input: then it is excused.
            flaws.push((0,_shared_inherited_flaws__WEBPACK_IMPORTED_MODULE_2__/* .malformedPartFlaw */ .v)(error));
        }
    }
    // A manifest that is missing, or that does not parse (its flaw is recorded above), lists
    // nothing: an input may have come so (LibreOffice repairs such a package), so it is a flaw
    // the inputs can excuse rather than a refusal.
    const manifest = docs.get('META-INF/manifest.xml');
    if (!archive.has('META-INF/manifest.xml'))
        flaw('no-manifest', 'the package has no META-INF/manifest.xml');
    if (manifest) {
        const listed = new Set((0,_xml_dom__WEBPACK_IMPORTED_MODULE_5__.childrenNamed)(manifest.documentElement, 'manifest:file-entry').map((e) => (0,_xml_dom__WEBPACK_IMPORTED_MODULE_5__.attr)(e, 'manifest:full-path') ?? ''));
        for (const name of archive.names()) {
            if (name === 'mimetype' || name.startsWith('META-INF/'))
                continue;
            if (!listed.has(name))
                flaw(`unlisted:${name}`, `part '${name}' is not listed in META-INF/manifest.xml`);
        }
    }
    for (const part of ['content.xml', 'styles.xml']) {
        const doc = docs.get(part);
        if (!doc)
            continue;
        const root = doc.documentElement;
        for (const container of ['office:automatic-styles', 'office:styles']) {
            const element = (0,_xml_dom__WEBPACK_IMPORTED_MODULE_5__.firstChildNamed)(root, container);
            if (!element)
                continue;
            const names = new Set();
            for (const style of (0,_xml_dom__WEBPACK_IMPORTED_MODULE_5__.elementChildren)(element)) {
                const name = (0,_xml_dom__WEBPACK_IMPORTED_MODULE_5__.attr)(style, 'style:name');
                if (!name)
                    continue;
                const key = `${(0,_xml_dom__WEBPACK_IMPORTED_MODULE_5__.qname)(style)}|${(0,_xml_dom__WEBPACK_IMPORTED_MODULE_5__.attr)(style, 'style:family') ?? ''}|${name}`;
                if (names.has(key))
                    flaw(`style:${part}:${container}:${key}`, `${part}: style '${name}' is defined twice in ${container}`);
                names.add(key);
            }
        }
        const ids = new Set();
        const regions = Array.from(root.getElementsByTagNameNS(_namespaces__WEBPACK_IMPORTED_MODULE_6__/* .NAMESPACES */ .dK.text[0], 'changed-region'));
        for (const region of regions) {
            const id = (0,_xml_dom__WEBPACK_IMPORTED_MODULE_5__.attr)(region, 'text:id') ?? (0,_xml_dom__WEBPACK_IMPORTED_MODULE_5__.attr)(region, 'xml:id');
            if (!id) {
                flaw(`change-without-id:${part}`, `${part}: a text:changed-region has no id`);
                continue;
            }
            if (ids.has(id))
                flaw(`change-id:${part}:${id}`, `${part}: change id '${id}' is used twice`);
            ids.add(id);
        }
        const markers = ['change', 'change-start', 'change-end'].flatMap((local) => Array.from(root.getElementsByTagNameNS(_namespaces__WEBPACK_IMPORTED_MODULE_6__/* .NAMESPACES */ .dK.text[0], local)));
        for (const marker of markers) {
            const id = (0,_xml_dom__WEBPACK_IMPORTED_MODULE_5__.attr)(marker, 'text:change-id');
            if (!id || !ids.has(id))
                flaw(`unknown-change:${part}:${id ?? ''}`, `${part}: text:${marker.localName} refers to unknown change '${id ?? ''}'`);
        }
    }
    return flaws;
}


/***/ }),

/***/ 22054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ checkXml)
/* harmony export */ });
/* harmony import */ var saxes__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59800);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _shared_xml_depth__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37854);



function checkXml(text, part, handlers = {}, namespaces = false) {
    // Parts copied from the input unread meet their first parser here.
    (0,_shared_xml_depth__WEBPACK_IMPORTED_MODULE_2__/* .assertXmlDepth */ .pO)(text, part);
    const parser = new saxes__WEBPACK_IMPORTED_MODULE_0__/* .SaxesParser */ .wT({ xmlns: namespaces, position: false });
    let handlerError;
    const guard = (handler) => (value) => {
        if (!handler)
            return;
        try {
            handler(value);
        }
        catch (error) {
            handlerError = error;
            throw error;
        }
    };
    // The overloads tie the tag type to `namespaces`; saxes's own types only know it at run time.
    const { open, text: onText, close } = handlers;
    if (open)
        parser.on('opentag', guard(open));
    if (onText) {
        parser.on('text', guard(onText));
        parser.on('cdata', guard(onText));
    }
    if (close)
        parser.on('closetag', guard(close));
    let failure;
    parser.on('error', (error) => {
        failure ??= error.message;
    });
    try {
        parser.write(text).close();
    }
    catch (error) {
        if (handlerError !== undefined)
            throw handlerError;
        failure ??= error.message;
    }
    if (failure !== undefined)
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .MalformedXmlError */ .Bn(part, failure.split('\n')[0]);
}


/***/ })

};

return{id,ids,modules}})