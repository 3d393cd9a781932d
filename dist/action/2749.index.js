export const id = 2749;
export const ids = [2749];
export const modules = {

/***/ 43795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ PartStyles)
/* harmony export */ });
/* harmony import */ var _package_odf_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20496);

/** Automatic styles the writer adds to a part: unique names, text properties from ItemStyle. */
class PartStyles {
    doc;
    names = new Set();
    cache = new Map();
    container;
    constructor(doc) {
        this.doc = doc;
        const root = doc.documentElement;
        for (const containerName of ['office:automatic-styles', 'office:styles']) {
            const container = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .firstChildNamed */ .Ei)(root, containerName);
            if (!container)
                continue;
            for (const style of (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(container)) {
                const name = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .attr */ .CF)(style, 'style:name');
                if (name)
                    this.names.add(name);
            }
        }
    }
    unique(base) {
        let n = 1;
        while (this.names.has(`${base}-${n}`))
            n++;
        const name = `${base}-${n}`;
        this.names.add(name);
        return name;
    }
    has(name) {
        return this.names.has(name);
    }
    automaticStyles() {
        if (this.container)
            return this.container;
        const root = this.doc.documentElement;
        let container = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .firstChildNamed */ .Ei)(root, 'office:automatic-styles');
        if (!container) {
            container = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .createElement */ .n)(this.doc, 'office:automatic-styles');
            const before = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(root).find((child) => ['office:master-styles', 'office:body'].includes((0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .qname */ .vy)(child)));
            root.insertBefore(container, before ?? null);
        }
        this.container = container;
        return container;
    }
    add(style) {
        this.automaticStyles().appendChild(style);
    }
    /** A text style for a kind of change, created once per part. */
    textStyle(base, item) {
        const cached = this.cache.get(base);
        if (cached)
            return cached;
        const name = this.unique(base);
        const properties = {};
        if (item.fontColor)
            properties['fo:color'] = `#${item.fontColor}`;
        if (item.highlightColor)
            properties['fo:background-color'] = `#${item.highlightColor}`;
        if (item.bold)
            Object.assign(properties, {
                'fo:font-weight': 'bold',
                'style:font-weight-asian': 'bold',
                'style:font-weight-complex': 'bold',
            });
        if (item.italic)
            Object.assign(properties, {
                'fo:font-style': 'italic',
                'style:font-style-asian': 'italic',
                'style:font-style-complex': 'italic',
            });
        if (item.underline)
            Object.assign(properties, {
                'style:text-underline-style': 'solid',
                'style:text-underline-width': 'auto',
                'style:text-underline-color': 'font-color',
            });
        if (item.strikeThrough)
            Object.assign(properties, { 'style:text-line-through-style': 'solid', 'style:text-line-through-type': 'single' });
        this.add((0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .createElement */ .n)(this.doc, 'style:style', { 'style:name': name, 'style:family': 'text' }, [
            (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .createElement */ .n)(this.doc, 'style:text-properties', properties),
        ]));
        this.cache.set(base, name);
        return name;
    }
    /** A text style that puts back the source's values of changed run properties. */
    revertStyle(changes) {
        const properties = {};
        for (const change of changes) {
            const value = change.oldValue;
            switch (change.property) {
                case 'bold':
                    Object.assign(properties, {
                        'fo:font-weight': value === 'true' ? 'bold' : 'normal',
                        'style:font-weight-asian': value === 'true' ? 'bold' : 'normal',
                        'style:font-weight-complex': value === 'true' ? 'bold' : 'normal',
                    });
                    break;
                case 'italic':
                    Object.assign(properties, {
                        'fo:font-style': value === 'true' ? 'italic' : 'normal',
                        'style:font-style-asian': value === 'true' ? 'italic' : 'normal',
                        'style:font-style-complex': value === 'true' ? 'italic' : 'normal',
                    });
                    break;
                case 'underline':
                    properties['style:text-underline-style'] = value === 'none' ? 'none' : 'solid';
                    if (value !== 'none')
                        properties['style:text-underline-type'] = value === 'double' ? 'double' : 'single';
                    break;
                case 'strike':
                    properties['style:text-line-through-style'] = value === 'true' ? 'solid' : 'none';
                    break;
                case 'font':
                    if (value)
                        properties['fo:font-family'] = value;
                    break;
                case 'size':
                    if (value && Number.isFinite(Number(value)))
                        properties['fo:font-size'] = `${value}pt`;
                    break;
                case 'color':
                    if (value === 'auto')
                        properties['style:use-window-font-color'] = 'true';
                    else
                        properties['fo:color'] = `#${value}`;
                    break;
                case 'highlight':
                    properties['fo:background-color'] =
                        value === 'none' ? 'transparent' : /^[0-9A-F]{6}$/i.test(value) ? `#${value}` : value;
                    break;
                case 'vertAlign':
                    properties['style:text-position'] =
                        value === 'superscript' ? 'super 58%' : value === 'subscript' ? 'sub 58%' : '0% 100%';
                    break;
                default:
                    break;
            }
        }
        if (!Object.keys(properties).length)
            return undefined;
        const name = this.unique('dd-revert');
        this.add((0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .createElement */ .n)(this.doc, 'style:style', { 'style:name': name, 'style:family': 'text' }, [
            (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_0__/* .createElement */ .n)(this.doc, 'style:text-properties', properties),
        ]));
        return name;
    }
}


/***/ }),

/***/ 54582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ attr),
/* harmony export */   P_: () => (/* binding */ textContent),
/* harmony export */   XM: () => (/* binding */ pathOf),
/* harmony export */   YW: () => (/* binding */ descendant),
/* harmony export */   Y_: () => (/* binding */ children),
/* harmony export */   iK: () => (/* binding */ readPresentationPart),
/* harmony export */   is: () => (/* binding */ is),
/* harmony export */   jf: () => (/* binding */ child),
/* harmony export */   p: () => (/* binding */ nsAttr),
/* harmony export */   sr: () => (/* binding */ local),
/* harmony export */   ww: () => (/* binding */ inVocabulary)
/* harmony export */ });
/* harmony import */ var _package_namespaces__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10292);
/* harmony import */ var _package_xml_tree__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66372);


/** PresentationML, with PowerPoint's threaded comments (p188: modernComment_*.xml and authors.xml). */
const PRESENTATIONML_PREFIXES = { ..._package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .OOXML_PREFIXES */ .tc, ...(0,_package_namespaces__WEBPACK_IMPORTED_MODULE_0__/* .prefixTable */ .ZH)(['p', 'p188']) };
/**
 * Reads one PresentationML part. `mixed` keeps text and elements in order, for parts whose
 * text is read across elements (threaded comments).
 */
function readPresentationPart(text, part, mixed = false) {
    return (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .readXmlTree */ .a9)(text, part, { prefixes: PRESENTATIONML_PREFIXES, paths: true, mixed }).root;
}
function child(parent, name) {
    return parent?.child(name);
}
function children(parent, name) {
    return parent ? parent.children.filter((element) => element.name === name) : [];
}
/** First descendant with this name, depth first. */
function descendant(parent, name) {
    return parent && (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .findDescendant */ .T5)(parent, name);
}
/** An attribute as written (an empty value counts). */
function attr(element, name) {
    return element?.attrs[name];
}
/** A namespaced attribute by canonical name (`r:embed`); empty values count as absent. */
function nsAttr(element, name) {
    const value = element?.attrs[name];
    return value === '' ? undefined : value;
}
/** Local name of an element (`p:sp` → `sp`). */
function local(element) {
    return (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name);
}
/** Whether the element is in a vocabulary, by canonical prefix (`p`). */
function inVocabulary(element, prefix) {
    return !!element && element.name.length > prefix.length && element.name.startsWith(`${prefix}:`);
}
/** All text inside the element, in document order (exact order needs the part read `mixed`). */
function textContent(element) {
    return element && (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .deepText */ .MB)(element);
}
/** The element's locator path (parts are read with paths). */
function pathOf(element) {
    return element.path ?? '';
}
/** Whether the element has this canonical name. */
function is(element, name) {
    return element?.name === name;
}


/***/ }),

/***/ 31108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  isOdpPackage: () => (/* reexport */ isOdpPackage),
  validateOdpDeck: () => (/* binding */ validateOdpDeck),
  writeOdpDeck: () => (/* binding */ writeOdpDeck)
});

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/package/xml-dom.ts
var xml_dom = __webpack_require__(31994);
// EXTERNAL MODULE: ./src/engine/formats/package/odf-dom.ts
var odf_dom = __webpack_require__(20496);
// EXTERNAL MODULE: ./src/engine/formats/shared/odf-styles.ts
var odf_styles = __webpack_require__(43795);
// EXTERNAL MODULE: ./src/engine/formats/slides/diff.ts
var diff = __webpack_require__(1521);
// EXTERNAL MODULE: ./src/engine/formats/slides/model.ts
var model = __webpack_require__(95889);
// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var archive_zip = __webpack_require__(55380);
// EXTERNAL MODULE: ./src/engine/formats/package/odf-package.ts
var odf_package = __webpack_require__(32792);
// EXTERNAL MODULE: ./src/engine/formats/package/odf-linked-parts.ts
var odf_linked_parts = __webpack_require__(84344);
// EXTERNAL MODULE: ./src/engine/formats/package/editable-package.ts
var editable_package = __webpack_require__(90545);
// EXTERNAL MODULE: ./src/engine/formats/package/namespaces.ts
var namespaces = __webpack_require__(10292);
;// CONCATENATED MODULE: ./src/engine/formats/slides/write/odp-package.ts







/**
 * The two OpenDocument presentations a result is made from: the target's content.xml (and
 * styles.xml when a restored slide needs a common style it lacks) edited as DOMs, the source's
 * read to copy slides, shapes and paragraphs back. Copied content brings what it refers to: its
 * automatic styles (renamed when the target uses the name for something else), common styles
 * the target lacks, and pictures and embedded objects (renamed when the target has other bytes
 * under the name, and listed in the manifest). Its ids (xml:id, draw:id, text:id) are renamed
 * when the target already uses them, with the references inside the copy (connectors,
 * animations) following.
 */
const MIMETYPE = 'application/vnd.oasis.opendocument.presentation';
const XML_NS = namespaces/* NAMESPACES */.dK.xml[0];
const DRAW_NS = namespaces/* NAMESPACES */.dK.draw[0];
const TEXT_NS = namespaces/* NAMESPACES */.dK.text[0];
const SMIL_NS = namespaces/* NAMESPACES */.dK.smil[0];
const PRESENTATION_NS = namespaces/* NAMESPACES */.dK.presentation[0];
const XLINK_NS = namespaces/* NAMESPACES */.dK.xlink[0];
/** Attributes that name an element uniquely (ODF's xml:id first, then the older draw:id and text:id). */
const ID_ATTRIBUTES = [
    [XML_NS, 'id'],
    [DRAW_NS, 'id'],
    [TEXT_NS, 'id'],
];
/** Attributes holding the id, or a space-separated list of ids, of other elements. */
const ID_REFERENCES = [
    [DRAW_NS, 'start-shape'],
    [DRAW_NS, 'end-shape'],
    [DRAW_NS, 'shape-id'],
    [DRAW_NS, 'nav-order'],
    [SMIL_NS, 'targetElement'],
    [PRESENTATION_NS, 'master-element'],
    [TEXT_NS, 'continue-list'],
];
/** SMIL timing values: `id.event` terms (`id3.click`, `id3.end+1s`) separated by semicolons. */
const ID_TIMINGS = [
    [SMIL_NS, 'begin'],
    [SMIL_NS, 'end'],
];
function allElements(root) {
    return [root, ...Array.from(root.getElementsByTagNameNS('*', '*'))];
}
/** The values of the id attributes on an element and everything inside it. */
function idsIn(root) {
    const ids = [];
    for (const element of allElements(root)) {
        for (const [namespace, local] of ID_ATTRIBUTES) {
            const value = element.getAttributeNS(namespace, local);
            if (value)
                ids.push(value);
        }
    }
    return ids;
}
/** The links of content.xml to parts of its package, as the package names them (no `./`). */
function packageLinks(content) {
    const links = new Set();
    for (const element of allElements(content.documentElement)) {
        const href = element.getAttributeNS(XLINK_NS, 'href');
        if (!href || href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href) || element.localName === 'a')
            continue;
        links.add(href.replace(/^\.\//, ''));
    }
    return links;
}
function missingParts(zip, links) {
    const names = zip.names();
    return [...links].filter((path) => !zip.has(path) && !names.some((n) => n.startsWith(`${path}/`)));
}
/** xml:id and draw:id values that more than one element of content.xml carries. */
function duplicateIds(content) {
    const owners = new Map();
    const duplicates = new Set();
    for (const element of allElements(content.documentElement)) {
        for (const [namespace, local] of ID_ATTRIBUTES.slice(0, 2)) {
            const id = element.getAttributeNS(namespace, local);
            if (!id)
                continue;
            const owner = owners.get(id);
            if (owner && owner !== element)
                duplicates.add(id);
            owners.set(id, element);
        }
    }
    return [...duplicates];
}
function flawsOf(zip, content) {
    return { missingParts: missingParts(zip, packageLinks(content)), duplicateIds: duplicateIds(content) };
}
/**
 * What the decks a result was written from already had wrong: links with nothing behind them
 * (LibreOffice writes `./ObjectReplacements/` for objects saved from PowerPoint without a
 * replacement picture) and ids used twice. The result keeps the target's flaws and brings the
 * source's along with the content it copies back, so validation leaves the flaws of either deck
 * alone and refuses only what the writer broke. A deck that cannot be read excuses nothing.
 */
function inheritedFlaws(inputs) {
    const inherited = { missingParts: [], duplicateIds: [] };
    for (const side of ['source', 'target']) {
        const bytes = inputs?.[side];
        if (!bytes)
            continue;
        let flaws;
        try {
            const zip = archive_zip/* ZipArchive */.SJ.of(bytes, inputs?.archives?.[side]);
            flaws = flawsOf(zip, (0,xml_dom.parseXml)(zip.text('content.xml') ?? '', 'content.xml'));
        }
        catch {
            continue;
        }
        inherited.missingParts.push(...flaws.missingParts);
        inherited.duplicateIds.push(...flaws.duplicateIds);
    }
    return inherited;
}
function isOdpPackage(bytes, archive) {
    try {
        const zip = archive_zip/* ZipArchive */.SJ.of(bytes, archive);
        return (!zip.has('[Content_Types].xml') &&
            (zip.text('mimetype') ?? '').startsWith('application/vnd.oasis.opendocument.presentation'));
    }
    catch {
        return false;
    }
}
class OdpPackages {
    targetBytes;
    sourceZip;
    targetZip;
    content;
    sourceContent;
    targetStyles;
    sourceStyles;
    stylesEdited = false;
    linkedParts;
    styleMap = new Map();
    usedStyleNames = new Set();
    usedIds = new Set();
    constructor(sourceBytes, targetBytes, opened = {}) {
        this.targetBytes = targetBytes;
        this.sourceZip = archive_zip/* ZipArchive */.SJ.of(sourceBytes, opened.source);
        this.targetZip = archive_zip/* ZipArchive */.SJ.of(targetBytes, opened.target);
        this.linkedParts = new odf_linked_parts/* OdfLinkedParts */.z(this.sourceZip, this.targetZip);
        this.content = (0,xml_dom.parseXml)(this.requireText(this.targetZip, 'content.xml'), 'content.xml');
        this.sourceContent = (0,xml_dom.parseXml)(this.requireText(this.sourceZip, 'content.xml'), 'content.xml');
        for (const container of [this.automaticStyles(this.content), ...this.styleContainers(this.stylesOfTarget())]) {
            for (const style of container ? (0,xml_dom.elementChildren)(container) : []) {
                const name = (0,xml_dom.attrNs)(style, 'style', 'name');
                if (name)
                    this.usedStyleNames.add(name);
            }
        }
        for (const id of idsIn(this.content.documentElement))
            this.usedIds.add(id);
    }
    requireText(zip, part) {
        const text = zip.text(part);
        if (text === undefined)
            throw new errors/* CorruptDocumentError */.b6(`the OpenDocument package has no '${part}'`);
        return text;
    }
    stylesOfTarget() {
        if (this.targetStyles === undefined && this.targetZip.has('styles.xml'))
            this.targetStyles = (0,xml_dom.parseXml)(this.targetZip.text('styles.xml'), 'styles.xml');
        return this.targetStyles;
    }
    stylesOfSource() {
        if (this.sourceStyles === undefined && this.sourceZip.has('styles.xml'))
            this.sourceStyles = (0,xml_dom.parseXml)(this.sourceZip.text('styles.xml'), 'styles.xml');
        return this.sourceStyles;
    }
    styleContainers(document) {
        const root = document?.documentElement ?? undefined;
        return [(0,xml_dom.child)(root, 'office', 'styles'), (0,xml_dom.child)(root, 'office', 'automatic-styles')];
    }
    automaticStyles(document) {
        return (0,xml_dom.child)(document.documentElement, 'office', 'automatic-styles');
    }
    /** Master page names of the target, first the default one. */
    masterPages() {
        const masters = (0,xml_dom.child)(this.stylesOfTarget()?.documentElement ?? undefined, 'office', 'master-styles');
        return (0,xml_dom.children)(masters, 'style', 'master-page')
            .map((m) => (0,xml_dom.attrNs)(m, 'style', 'name') ?? '')
            .filter(Boolean);
    }
    /** A style name no part of the target uses yet. */
    freeStyleName(base) {
        let name = base;
        for (let n = 2; this.usedStyleNames.has(name); n++)
            name = `${base}_${n}`;
        this.usedStyleNames.add(name);
        return name;
    }
    /**
     * Imports a node of the source's content.xml into the target's, with its style references,
     * pictures, objects and ids made valid there. A copy taking the place of a target element
     * (`replacing`) may keep that element's ids, so the target's references to it (animations,
     * connectors) still find it.
     */
    importFromSource(node, replacing) {
        const copy = this.content.importNode(node, true);
        this.fixReferences(copy);
        if (replacing)
            for (const id of idsIn(replacing))
                this.usedIds.delete(id);
        this.renameClashingIds(copy);
        return copy;
    }
    renameClashingIds(root) {
        const renamed = new Map();
        const kept = new Set();
        const copied = allElements(root);
        for (const element of copied) {
            for (const [namespace, local] of ID_ATTRIBUTES) {
                const attribute = element.getAttributeNodeNS(namespace, local);
                if (!attribute?.value || kept.has(attribute.value))
                    continue;
                let fresh = renamed.get(attribute.value);
                if (fresh === undefined) {
                    if (!this.usedIds.has(attribute.value)) {
                        kept.add(attribute.value);
                        this.usedIds.add(attribute.value);
                        continue;
                    }
                    fresh = attribute.value;
                    for (let n = 1; this.usedIds.has(fresh); n++)
                        fresh = `${attribute.value}-dd${n}`;
                    renamed.set(attribute.value, fresh);
                    this.usedIds.add(fresh);
                }
                element.setAttributeNS(namespace, attribute.name, fresh);
            }
        }
        if (!renamed.size)
            return;
        const rename = (id) => renamed.get(id) ?? id;
        for (const element of copied) {
            for (const [namespace, local] of ID_REFERENCES) {
                const attribute = element.getAttributeNodeNS(namespace, local);
                if (attribute)
                    element.setAttributeNS(namespace, attribute.name, attribute.value.split(/(\s+)/).map(rename).join(''));
            }
            for (const [namespace, local] of ID_TIMINGS) {
                const attribute = element.getAttributeNodeNS(namespace, local);
                if (attribute)
                    element.setAttributeNS(namespace, attribute.name, attribute.value.replace(/(^|;)(\s*)([^;.\s]+)\./g, (_, start, space, id) => `${start}${space}${rename(id)}.`));
            }
        }
    }
    fixReferences(root) {
        const visit = (element) => {
            for (const attribute of Array.from(element.attributes)) {
                const local = attribute.localName ?? attribute.name;
                const set = (value) => {
                    if (value !== attribute.value)
                        element.setAttributeNS(attribute.namespaceURI, attribute.name, value);
                };
                if (local.endsWith('style-name') && attribute.value)
                    set(this.importStyle(attribute.value));
                else if (local === 'master-page-name') {
                    const masters = this.masterPages();
                    if (masters.length && !masters.includes(attribute.value))
                        set(masters[0]);
                }
                else if (local === 'href' && attribute.namespaceURI === namespaces/* NAMESPACES */.dK.xlink[0])
                    set(this.linkedParts.hrefFor(attribute.value));
            }
            for (const childElement of (0,xml_dom.elementChildren)(element))
                visit(childElement);
        };
        visit(root);
    }
    /** The target name for a style the source's content refers to, copying it over when needed. */
    importStyle(name) {
        const mapped = this.styleMap.get(name);
        if (mapped !== undefined)
            return mapped;
        const sourceStyle = (0,xml_dom.elementChildren)(this.automaticStyles(this.sourceContent) ?? this.sourceContent.documentElement).find((s) => (0,xml_dom.attrNs)(s, 'style', 'name') === name);
        if (!sourceStyle) {
            this.styleMap.set(name, name);
            this.importCommonStyle(name);
            return name;
        }
        // Reserve the name first: styles may refer to each other.
        this.styleMap.set(name, name);
        const copy = this.content.importNode(sourceStyle, true);
        this.fixReferences(copy);
        const targetAutomatic = this.ensureAutomaticStyles();
        const same = (0,xml_dom.elementChildren)(targetAutomatic).find((s) => (0,xml_dom.attrNs)(s, 'style', 'name') === name);
        if (same && (0,xml_dom.serializeXml)(same) === (0,xml_dom.serializeXml)(copy))
            return name;
        const finalName = same || this.usedStyleNames.has(name) ? this.freeStyleName(`${name}_dd`) : name;
        this.usedStyleNames.add(finalName);
        const nameAttribute = copy.getAttributeNodeNS(namespaces/* NAMESPACES */.dK.style[0], 'name');
        copy.setAttributeNS(namespaces/* NAMESPACES */.dK.style[0], nameAttribute?.name ?? 'style:name', finalName);
        targetAutomatic.appendChild(copy);
        this.styleMap.set(name, finalName);
        return finalName;
    }
    ensureAutomaticStyles() {
        const existing = this.automaticStyles(this.content);
        if (existing)
            return existing;
        const root = this.content.documentElement;
        const container = this.content.createElementNS(namespaces/* NAMESPACES */.dK.office[0], `${root.prefix ? `${root.prefix}:` : ''}automatic-styles`);
        root.insertBefore(container, (0,xml_dom.child)(root, 'office', 'master-styles') ?? (0,xml_dom.child)(root, 'office', 'body') ?? null);
        return container;
    }
    /** A common style (styles.xml) the copied content uses: copied when the target lacks it. */
    importCommonStyle(name) {
        if (this.usedStyleNames.has(name))
            return;
        const sourceCommon = (0,xml_dom.child)(this.stylesOfSource()?.documentElement ?? undefined, 'office', 'styles');
        const style = sourceCommon
            ? (0,xml_dom.elementChildren)(sourceCommon).find((s) => (0,xml_dom.attrNs)(s, 'style', 'name') === name)
            : undefined;
        const targetStyles = this.stylesOfTarget();
        const targetCommon = (0,xml_dom.child)(targetStyles?.documentElement ?? undefined, 'office', 'styles');
        if (!style || !targetStyles || !targetCommon)
            return;
        this.usedStyleNames.add(name);
        const copy = targetStyles.importNode(style, true);
        targetCommon.appendChild(copy);
        this.stylesEdited = true;
        const parent = (0,xml_dom.attrNs)(copy, 'style', 'parent-style-name');
        if (parent)
            this.importCommonStyle(parent);
    }
    save() {
        const replaced = new Map();
        replaced.set('content.xml', (0,xml_dom.serializeXml)(this.content));
        if (this.stylesEdited && this.targetStyles)
            replaced.set('styles.xml', (0,xml_dom.serializeXml)(this.targetStyles));
        for (const [name, bytes] of this.linkedParts.added)
            replaced.set(name, bytes);
        const manifest = this.targetZip.text('META-INF/manifest.xml');
        if (manifest && this.linkedParts.manifestAdditions.length)
            replaced.set('META-INF/manifest.xml', (0,odf_package/* manifestWith */.Qh)(manifest, this.linkedParts.manifestAdditions));
        return (0,editable_package/* packageWithParts */.Hw)(this.targetBytes, replaced, this.targetZip);
    }
}
/**
 * Checks a written presentation: the ODF package rules (mimetype first and stored, well-formed
 * parts, complete manifest, unique style names), a presentation mimetype, every picture a page
 * refers to present and every xml:id / draw:id used once (flaws the `inputs` decks already had
 * excepted), unique page names. The engine reads the result back with its ODP reader right after.
 */
function validateOdpPackage(bytes, inputs) {
    const warnings = (0,odf_package/* validateOdfPackage */.ed)(bytes, inputs);
    const zip = archive_zip/* ZipArchive */.SJ.of(bytes, inputs?.archives?.result);
    if (!(zip.text('mimetype') ?? '').startsWith(MIMETYPE))
        throw new errors/* CorruptDocumentError */.b6('the result is not an OpenDocument presentation (mimetype)');
    const content = (0,xml_dom.parseXml)(zip.text('content.xml') ?? '', 'content.xml');
    const presentation = (0,xml_dom.child)((0,xml_dom.child)(content.documentElement, 'office', 'body'), 'office', 'presentation');
    if (!presentation)
        throw new errors/* CorruptDocumentError */.b6('content.xml has no office:presentation body');
    const names = new Set();
    for (const page of (0,xml_dom.children)(presentation, 'draw', 'page')) {
        const name = (0,xml_dom.attrNs)(page, 'draw', 'name');
        if (name && names.has(name))
            throw new errors/* CorruptDocumentError */.b6(`the page name '${name}' is used twice`);
        if (name)
            names.add(name);
    }
    const flaws = flawsOf(zip, content);
    // The decks are read only when the result has a flaw to excuse: most results have none.
    const inherited = flaws.missingParts.length || flaws.duplicateIds.length
        ? inheritedFlaws(inputs)
        : { missingParts: [], duplicateIds: [] };
    const missing = flaws.missingParts.find((path) => !inherited.missingParts.includes(path));
    if (missing !== undefined)
        throw new errors/* CorruptDocumentError */.b6(`content.xml refers to the missing part '${missing}'`);
    const duplicate = flaws.duplicateIds.find((id) => !inherited.duplicateIds.includes(id));
    if (duplicate !== undefined)
        throw new errors/* CorruptDocumentError */.b6(`content.xml uses the id '${duplicate}' twice`);
    return warnings;
}

// EXTERNAL MODULE: ./src/engine/formats/slides/odp.ts
var odp = __webpack_require__(66209);
;// CONCATENATED MODULE: ./src/engine/formats/slides/write/odp-text.ts


/**
 * Edits one ODF paragraph of a presentation at the character offsets the ODP reader gave its
 * text: wrapping a range in a styled span, putting nodes in at a point, removing a range. The
 * text is rebuilt exactly as the reader builds it (white space collapsed per text node, text:s,
 * text:tab, text:line-break, fields by their kind; bookmarks and annotations silent), so offsets from the change list
 * land on the characters they name. Edits are collected first and applied together: every edit
 * is resolved to DOM nodes before the first one changes the tree.
 */
const SILENT = new Set([
    'office:annotation',
    'office:annotation-end',
    'text:bookmark',
    'text:bookmark-start',
    'text:bookmark-end',
]);
const INLINE_CONTAINERS = new Set(['text:p', 'text:h', 'text:span', 'text:a']);
function mapParagraph(paragraph) {
    const chars = [];
    let text = '';
    const atomic = (node, value) => {
        for (const c of value) {
            chars.push({ node, rawStart: 0, rawEnd: 0, atomic: true });
            text += c;
        }
    };
    const walk = (node) => {
        if (node.nodeType === 3 || node.nodeType === 4) {
            const raw = node.data;
            const pattern = /[\t\n\r ]+|[^\t\n\r ]/gu;
            for (let match = pattern.exec(raw); match; match = pattern.exec(raw)) {
                const value = /^[\t\n\r ]/.test(match[0]) ? ' ' : match[0];
                for (let k = 0; k < value.length; k++)
                    chars.push({ node, rawStart: match.index, rawEnd: match.index + match[0].length, atomic: false });
                text += value;
            }
            return;
        }
        if (!(0,xml_dom.isElement)(node))
            return;
        const name = (0,xml_dom.qname)(node);
        if (SILENT.has(name))
            return;
        if (name === 'text:s')
            atomic(node, ' '.repeat(Math.max(1, Number(node.getAttributeNS(node.namespaceURI, 'c') ?? 1) || 1)));
        else if (name === 'text:tab')
            atomic(node, '\t');
        else if (name === 'text:line-break')
            atomic(node, '\n');
        else if ((0,odp.fieldText)(name, node.getAttributeNS(node.namespaceURI, 'fixed') ?? undefined) !== undefined)
            atomic(node, (0,odp.fieldText)(name, node.getAttributeNS(node.namespaceURI, 'fixed') ?? undefined));
        else
            for (let child = node.firstChild; child; child = child.nextSibling)
                walk(child);
    };
    for (let child = paragraph.firstChild; child; child = child.nextSibling)
        walk(child);
    return { text, chars };
}
/** The paragraph's text as the ODP reader reads it. */
function paragraphText(paragraph) {
    return mapParagraph(paragraph).text;
}
/** The node to wrap or insert next to for a character: lifted out of fields to an inline container. */
function climb(node, paragraph) {
    let current = node;
    while (current.parentNode &&
        current.parentNode !== paragraph &&
        !((0,xml_dom.isElement)(current.parentNode) && INLINE_CONTAINERS.has((0,xml_dom.qname)(current.parentNode))))
        current = current.parentNode;
    return current;
}
class ParagraphEditor {
    paragraph;
    text;
    insertions = [];
    wraps = [];
    removals = [];
    constructor(paragraph) {
        this.paragraph = paragraph;
        this.text = mapParagraph(paragraph).text;
    }
    wrap(start, end, style) {
        this.wraps.push({ start, end, style });
    }
    insert(at, nodes, afterPrevious = false) {
        this.insertions.push({ at, nodes, afterPrevious });
    }
    remove(start, end) {
        this.removals.push({ start, end });
    }
    apply() {
        const length = this.text.length;
        const clamp = (n) => Math.max(0, Math.min(length, n));
        const first = mapParagraph(this.paragraph);
        const boundaries = new Set();
        for (const i of this.insertions)
            boundaries.add(clamp(i.at));
        for (const range of [...this.wraps, ...this.removals])
            boundaries.add(clamp(range.start)).add(clamp(range.end));
        // Split text nodes right to left, so the raw offsets of earlier characters stay valid.
        for (const boundary of [...boundaries].sort((x, y) => y - x)) {
            if (boundary <= 0 || boundary >= length)
                continue;
            const entry = first.chars[boundary];
            if (!entry.atomic && entry.rawStart > 0 && first.chars[boundary - 1].node === entry.node)
                entry.node.splitText(entry.rawStart);
        }
        const map = mapParagraph(this.paragraph);
        const leaves = map.chars.map((c) => climb(c.node, this.paragraph));
        const leafRange = (start, end) => [...new Set(leaves.slice(clamp(start), clamp(end)))];
        const cursors = new Map();
        for (const insertion of this.insertions) {
            const at = clamp(insertion.at);
            for (const node of insertion.nodes()) {
                const cursor = cursors.get(at);
                if (cursor)
                    (0,xml_dom.insertAfter)(node, cursor);
                else if (length === 0)
                    this.paragraph.appendChild(node);
                else if (at === length || (insertion.afterPrevious && at > 0))
                    (0,xml_dom.insertAfter)(node, leaves[at - 1]);
                else
                    leaves[at].parentNode.insertBefore(node, leaves[at]);
                cursors.set(at, node);
            }
        }
        for (const wrap of this.wraps) {
            const groups = [];
            for (const node of leafRange(wrap.start, wrap.end)) {
                const group = groups[groups.length - 1];
                if (group && group[group.length - 1].nextSibling === node)
                    group.push(node);
                else
                    groups.push([node]);
            }
            for (const group of groups) {
                const span = (0,xml_dom.createElement)(this.paragraph.ownerDocument, 'text:span', { 'text:style-name': wrap.style });
                group[0].parentNode.insertBefore(span, group[0]);
                for (const node of group)
                    span.appendChild(node);
            }
        }
        for (const removal of this.removals)
            for (const node of leafRange(removal.start, removal.end))
                node.parentNode?.removeChild(node);
    }
}
/** Wraps everything in a paragraph in one span (a whole deleted or restored paragraph). */
function wrapWholeParagraph(paragraph, style) {
    const span = (0,xml_dom.createElement)(paragraph.ownerDocument, 'text:span', { 'text:style-name': style });
    while (paragraph.firstChild)
        span.appendChild(paragraph.firstChild);
    paragraph.appendChild(span);
}

;// CONCATENATED MODULE: ./src/engine/formats/slides/write/odp.ts











/**
 * Result writer for OpenDocument presentations, the ODP twin of the PowerPoint writer. Impress
 * has no revision marks for slides, so the result is the target deck's content.xml edited in
 * place (every other part kept as it was): changed text in spans with added automatic text
 * styles in the ItemsStyle colours, deleted text and paragraphs put back styled, changed
 * shapes framed by a rectangle over their box, deleted shapes and slides copied back from the
 * source (with their styles and pictures) and framed, an optional summary slide. Clean mode
 * applies the accepted changes and reverts the rejected ones: text, paragraphs, shapes and
 * their geometry, inserted, deleted and moved slides.
 */
async function writeOdpDeck(input) {
    return (0,odf_package/* repairOdfPackage */.RW)(new OdpResultWriter(input).write());
}
async function validateOdpDeck(bytes, inputs) {
    return validateOdpPackage(bytes, inputs);
}
const GEOMETRY = [
    ['svg', 'x'],
    ['svg', 'y'],
    ['svg', 'width'],
    ['svg', 'height'],
    ['svg', 'x1'],
    ['svg', 'y1'],
    ['svg', 'x2'],
    ['svg', 'y2'],
    ['draw', 'transform'],
];
const SVG_NS = namespaces/* NAMESPACES */.dK.svg[0];
const odp_DRAW_NS = namespaces/* NAMESPACES */.dK.draw[0];
/** `is` without narrowing, for tests on elements already typed. */
const named = (element, prefix, local) => (0,xml_dom.is)(element, prefix, local);
/**
 * The text a reverted change puts back, and where the removed range ends. Word changes leave
 * out the space between the changed word and its neighbour: when the source has a space there
 * that the target lacks (or the target has one the source lacks), it goes back (or goes) too.
 */
function restoredText(change, target, start, end, source) {
    let text = change.kind === 'Inserted' ? '' : change.text;
    const from = change.source?.start;
    const to = change.source?.end;
    if (source === undefined || from === undefined || to === undefined)
        return [text, end];
    const space = (c) => c === ' ';
    if (change.kind === 'Inserted') {
        const doubled = space(target[start - 1]) && space(target[end]) && !(space(source[from - 1]) && space(source[from]));
        const atEdge = start === 0 && space(target[end]) && !space(source[0]);
        return ['', doubled || atEdge ? end + 1 : end];
    }
    const after = change.kind === 'Deleted' ? start : end;
    if (text &&
        space(source[to]) &&
        !space(target[after]) &&
        !space(text[text.length - 1]) &&
        (target[after] !== undefined || start === 0))
        text = `${text} `;
    else if (text && space(source[from - 1]) && !space(target[start - 1]) && start > 0 && !space(text[0]))
        text = ` ${text}`;
    return [text, end];
}
const pt = (value) => `${Math.round(value * 100) / 100}pt`;
class OdpResultWriter {
    input;
    warnings = [];
    packages;
    styles;
    sourceData;
    targetData;
    presentation;
    targetPages = new Map();
    sourcePages = new Map();
    pageNames = new Set();
    editors = new Map();
    /** Shape and paragraph edits, resolved to elements before anything changes. */
    edits = [];
    /** Slides put back or moved (before node references resolved up front), then slides removed. */
    slideEdits = [];
    slideRemovals = [];
    clean;
    /** Target elements by the reader's locator paths, taken before any edit moves them. */
    targetIndex;
    constructor(input) {
        this.input = input;
        const sourceData = (0,model/* slidesData */.hT)(input.source.document.familyData);
        const targetData = (0,model/* slidesData */.hT)(input.target.document.familyData);
        if (sourceData?.kind !== 'odp' || targetData?.kind !== 'odp')
            throw new errors/* UnsupportedFormatError */.N$('an OpenDocument presentation result needs two OpenDocument presentations');
        this.sourceData = sourceData;
        this.targetData = targetData;
        this.packages = new OdpPackages(input.source.bytes, input.target.bytes, {
            source: input.source.archive,
            target: input.target.archive,
        });
        this.styles = new odf_styles/* PartStyles */.g(this.packages.content);
        this.targetIndex = (0,xml_dom.indexPaths)(this.packages.content);
        // Created now, not halfway through resolving changes: marks need a place for their styles.
        this.styles.automaticStyles();
        this.clean = input.options.mode === 'clean';
        const presentation = (0,xml_dom.child)((0,xml_dom.child)(this.packages.content.documentElement, 'office', 'body'), 'office', 'presentation');
        if (!presentation)
            throw new errors/* UnsupportedFormatError */.N$('the target has no office:presentation body');
        this.presentation = presentation;
        for (const entry of targetData.slides) {
            const page = entry.path !== undefined ? this.targetIndex.get(entry.path) : undefined;
            if (page)
                this.targetPages.set(entry.key, page);
        }
        for (const entry of sourceData.slides) {
            const page = entry.path !== undefined ? (0,xml_dom.elementAt)(this.packages.sourceContent, entry.path) : undefined;
            if (page)
                this.sourcePages.set(entry.key, page);
        }
        for (const page of (0,xml_dom.children)(presentation, 'draw', 'page')) {
            const name = (0,xml_dom.attrNs)(page, 'draw', 'name');
            if (name)
                this.pageNames.add(name);
        }
    }
    write() {
        const { options, changes } = this.input;
        if (options.mode === 'tracked')
            this.warnings.push({
                code: 'no-tracked-changes',
                message: 'Impress has no revision marks for slides; the result shows the changes as styled marks instead',
            });
        changes.forEach((change, index) => {
            if (this.clean && !options.rejected.has(index))
                return;
            const story = change.source?.story ?? change.target?.story ?? '';
            if (change.unit === 'story' && story.startsWith('slide:'))
                this.slideChange(change);
            else if (change.unit === 'story' && story.startsWith('notes:'))
                this.notesChange(change);
            else if (this.clean)
                this.revertChange(change);
            else
                this.markChange(change);
        });
        for (const editor of this.editors.values())
            editor.apply();
        for (const edit of this.edits)
            edit();
        for (const edit of this.slideEdits)
            edit();
        for (const edit of this.slideRemovals)
            edit();
        if (!this.clean && options.summaryPage)
            this.appendSummarySlide();
        return { bytes: this.packages.save(), warnings: this.warnings };
    }
    // -------------------------------------------------------------------------------------------
    // Finding things
    model(side) {
        return this.input[side].document;
    }
    locate(side, change) {
        return change && (0,model/* locateSlideBlock */.nP)(this.model(side), change.story, change.blockPath);
    }
    /** The element at a reader's locator path, in the file as it was read. */
    at(side, path) {
        if (path === undefined)
            return undefined;
        return side === 'source' ? (0,xml_dom.elementAt)(this.packages.sourceContent, path) : this.targetIndex.get(path);
    }
    element(side, block) {
        const locator = block?.locator;
        if (!locator || locator.part !== 'content.xml')
            return undefined;
        return this.at(side, locator.path);
    }
    /** The page (or notes page) element a target story is drawn on. */
    pageOf(story) {
        if (story.startsWith('notes:'))
            return this.targetPages.get(story.slice('notes:'.length));
        return this.targetPages.get(story);
    }
    /** Where a block at `side` (an anchor: before the block at the path, or at the end of its list) goes in the target. */
    placeOf(side) {
        if (!side || !side.blockPath.length)
            return undefined;
        const index = side.blockPath[side.blockPath.length - 1];
        const parentPath = side.blockPath.slice(0, -1);
        let list;
        let container;
        if (!parentPath.length) {
            list = this.model('target').stories.find((s) => s.key === side.story)?.blocks;
            const page = this.pageOf(side.story);
            container = side.story.startsWith('notes:') ? (0,xml_dom.child)(page, 'presentation', 'notes') : page;
        }
        else {
            const parent = this.locate('target', { story: side.story, blockPath: parentPath });
            if (parent?.block.type === 'shape') {
                list = parent.block.blocks;
                const shape = this.element('target', parent.block);
                container = shape && (0,xml_dom.is)(shape, 'draw', 'frame') ? (0,xml_dom.child)(shape, 'draw', 'text-box') : shape;
            }
            else if (parent?.block.type === 'table') {
                return undefined;
            }
            else {
                // Inside a table cell: the path ends with table, row, cell, block.
                const tablePath = side.blockPath.slice(0, -3);
                const table = this.locate('target', { story: side.story, blockPath: tablePath });
                if (table?.block.type !== 'table')
                    return undefined;
                const cell = table.block.rows[side.blockPath[side.blockPath.length - 3]]?.cells[side.blockPath[side.blockPath.length - 2]];
                list = cell?.blocks;
                container = this.element('target', cell);
            }
        }
        if (!list || !container)
            return undefined;
        const before = this.element('target', list[index]);
        if (before)
            return { before };
        const last = list.length ? this.element('target', list[list.length - 1]) : undefined;
        return last ? { after: last } : { container };
    }
    put(place, element) {
        if (place.before)
            place.before.parentNode.insertBefore(element, place.before);
        else if (place.after)
            place.after.parentNode.insertBefore(element, place.after.nextSibling);
        else if (place.container &&
            (named(place.container, 'draw', 'page') || named(place.container, 'presentation', 'notes')))
            this.appendShape(place.container, element);
        // A custom shape's text comes before its geometry (the schema's order).
        else
            place.container?.insertBefore(element, (0,xml_dom.child)(place.container, 'draw', 'enhanced-geometry') ?? null);
    }
    /** Adds a shape to a page after its other shapes, before its notes and animations. */
    appendShape(page, shape) {
        const trailing = (0,xml_dom.elementChildren)(page).find((e) => named(e, 'presentation', 'notes') ||
            named(e, 'presentation', 'animations') ||
            e.localName === 'animations' ||
            e.localName === 'par' ||
            e.localName === 'seq');
        page.insertBefore(shape, trailing ?? null);
    }
    editor(paragraph) {
        let editor = this.editors.get(paragraph);
        if (!editor) {
            editor = new ParagraphEditor(paragraph);
            this.editors.set(paragraph, editor);
        }
        return editor;
    }
    warnUnmarked(change) {
        this.warnings.push({
            code: 'unmarked-change',
            message: `a change could not be ${this.clean ? 'reverted' : 'marked'} in the result (${change.kind} at ${change.place})`,
        });
    }
    /** The editor of a target paragraph whose text reads as the model says, or a warning. */
    paragraphEditor(change, found) {
        if (found?.block.type !== 'paragraph')
            return undefined;
        const paragraph = this.element('target', found.block);
        if (!paragraph)
            return undefined;
        const editor = this.editor(paragraph);
        const expected = found.block.runs.map((r) => r.text).join('');
        if (editor.text !== expected) {
            this.warnings.push({
                code: 'unmarked-change',
                message: `a paragraph does not read as the comparison saw it; a change is not ${this.clean ? 'reverted' : 'marked'} (${change.place})`,
            });
            return undefined;
        }
        return editor;
    }
    // -------------------------------------------------------------------------------------------
    // Styles and marks
    textStyle(kind) {
        return this.styles.textStyle(`dd-${kind}`, this.input.options[kind]);
    }
    styleFor(change) {
        return change.kind === 'Inserted' ? 'inserted' : change.kind === 'Deleted' ? 'deleted' : 'changed';
    }
    colour(kind) {
        return this.input.options[kind].fontColor ?? { inserted: '0000FF', deleted: 'FF0000', changed: '008000' }[kind];
    }
    graphicStyles = new Map();
    graphicStyle(key, properties) {
        const cached = this.graphicStyles.get(key);
        if (cached)
            return cached;
        const name = this.styles.unique('dd-mark');
        this.styles.add((0,xml_dom.createElement)(this.packages.content, 'style:style', { 'style:name': name, 'style:family': 'graphic' }, [
            (0,xml_dom.createElement)(this.packages.content, 'style:graphic-properties', properties),
        ]));
        this.graphicStyles.set(key, name);
        return name;
    }
    /** A rectangle in the change colour drawn over a box of a page (no fill: the shape stays visible). */
    frameBox(page, box, colour, width = 2.25) {
        const style = this.graphicStyle(`frame:${colour}:${width}`, {
            'draw:stroke': 'solid',
            'svg:stroke-color': `#${colour}`,
            'svg:stroke-width': pt(width),
            'draw:fill': 'none',
            'draw:shadow': 'hidden',
        });
        const rect = (0,xml_dom.createElement)(this.packages.content, 'draw:rect', {
            'draw:style-name': style,
            'draw:name': 'docdelta mark',
            'draw:layer': 'layout',
            'svg:x': pt(box.x),
            'svg:y': pt(box.y),
            'svg:width': pt(box.width),
            'svg:height': pt(box.height),
        });
        this.appendShape(page, rect);
    }
    /** Text that was deleted, as a styled span with the ItemsStyle separators. */
    deletedSpan(text) {
        const style = this.input.options.deleted;
        return () => [
            (0,xml_dom.createElement)(this.packages.content, 'text:span', { 'text:style-name': this.textStyle('deleted') }, (0,odf_dom/* odfTextNodes */.gH)(this.packages.content, `${style.beginSeparator}${text}${style.endSeparator}`)),
        ];
    }
    /** A label at the top left of a slide, and a frame around the whole slide when asked. */
    label(page, text, colour, frame) {
        const size = this.targetData.slideSize;
        if (frame)
            this.frameBox(page, { x: 3, y: 3, width: size.width - 6, height: size.height - 6 }, colour, 6);
        const document = this.packages.content;
        const boxStyle = this.graphicStyle(`label:${colour}`, {
            'draw:stroke': 'solid',
            'svg:stroke-color': `#${colour}`,
            'svg:stroke-width': pt(1.5),
            'draw:fill': 'solid',
            'draw:fill-color': '#FFFFFF',
            'draw:shadow': 'hidden',
            'draw:auto-grow-height': 'false',
            'draw:textarea-vertical-align': 'middle',
            'fo:padding': '4pt',
        });
        const item = {
            fontColor: colour,
            bold: true,
            italic: false,
            strikeThrough: false,
            underline: false,
            beginSeparator: '',
            endSeparator: '',
        };
        const textStyle = this.styles.textStyle(`dd-label-${colour}`, item);
        const span = (0,xml_dom.createElement)(document, 'text:span', { 'text:style-name': textStyle }, [text]);
        const paragraph = (0,xml_dom.createElement)(document, 'text:p', {}, [span]);
        const labelFrame = (0,xml_dom.createElement)(document, 'draw:frame', {
            'draw:style-name': boxStyle,
            'draw:name': 'docdelta label',
            'draw:layer': 'layout',
            'svg:x': pt(12),
            'svg:y': pt(12),
            'svg:width': pt(Math.min(360, size.width - 24)),
            'svg:height': pt(28),
        }, [(0,xml_dom.createElement)(document, 'draw:text-box', {}, [paragraph])]);
        this.appendShape(page, labelFrame);
    }
    // -------------------------------------------------------------------------------------------
    // Slides
    slideNumber(data, key) {
        return data.slides.find((s) => s.key === key)?.number ?? 0;
    }
    /** The target page a slide-level anchor names (undefined: at the end of the deck). */
    anchorPage(change) {
        const index = change.anchor?.story === diff/* PRESENTATION_ANCHOR */.$ ? change.anchor.blockPath[0] : undefined;
        const key = index === undefined ? undefined : this.targetData.slides[index]?.key;
        return key ? this.targetPages.get(key) : undefined;
    }
    insertPage(page, before) {
        if (before) {
            this.presentation.insertBefore(page, before);
            return;
        }
        const pages = (0,xml_dom.children)(this.presentation, 'draw', 'page');
        const last = pages[pages.length - 1];
        this.presentation.insertBefore(page, last ? last.nextSibling : ((0,xml_dom.elementChildren)(this.presentation)[0] ?? null));
    }
    uniquePageName(page) {
        const name = (0,xml_dom.attrNs)(page, 'draw', 'name');
        if (!name || !this.pageNames.has(name)) {
            if (name)
                this.pageNames.add(name);
            return;
        }
        let candidate = `${name} (deleted)`;
        for (let n = 2; this.pageNames.has(candidate); n++)
            candidate = `${name} (deleted ${n})`;
        this.pageNames.add(candidate);
        page.setAttributeNS(odp_DRAW_NS, page.getAttributeNodeNS(odp_DRAW_NS, 'name')?.name ?? 'draw:name', candidate);
    }
    slideChange(change) {
        const { options } = this.input;
        if (change.kind === 'Deleted') {
            if (!this.clean && !options.showDeleted)
                return;
            const sourcePage = this.sourcePages.get(change.source.story);
            if (!sourcePage)
                return this.warnUnmarked(change);
            const before = this.anchorPage(change);
            const number = this.slideNumber(this.sourceData, change.source.story);
            this.slideEdits.push(() => {
                const copy = this.packages.importFromSource(sourcePage);
                this.uniquePageName(copy);
                this.insertPage(copy, before);
                if (!this.clean)
                    this.label(copy, `Deleted slide (was slide ${number})`, this.colour('deleted'), true);
            });
            return;
        }
        const page = this.targetPages.get(change.target.story);
        if (!page)
            return this.warnUnmarked(change);
        if (change.kind === 'Inserted') {
            if (this.clean)
                this.slideRemovals.push(() => page.parentNode?.removeChild(page));
            else
                this.edits.push(() => this.label(page, 'Inserted slide', this.colour('inserted'), true));
        }
        else if (change.kind === 'Moved') {
            if (this.clean) {
                const before = this.anchorPage(change);
                this.slideEdits.push(() => this.insertPage(page, before));
            }
            else {
                const from = this.slideNumber(this.sourceData, change.source?.story);
                this.edits.push(() => this.label(page, `Moved slide (was slide ${from})`, this.colour('changed'), false));
            }
        }
    }
    notesChange(change) {
        const key = (change.target ?? change.source).story;
        const slideKey = key.slice('notes:'.length);
        if (change.kind === 'Inserted') {
            const page = this.pageOf(key);
            const notes = (0,xml_dom.child)(page, 'presentation', 'notes');
            if (!notes)
                return this.warnUnmarked(change);
            if (this.clean) {
                this.edits.push(() => notes.parentNode?.removeChild(notes));
                return;
            }
            const story = this.model('target').stories.find((s) => s.key === key);
            for (const paragraph of this.paragraphsOf(story?.blocks ?? [])) {
                const element = this.element('target', paragraph);
                if (element)
                    this.edits.push(() => wrapWholeParagraph(element, this.textStyle('inserted')));
            }
            return;
        }
        if (change.kind === 'Deleted') {
            if (!this.clean && !this.input.options.showDeleted)
                return;
            const sourceNotes = (0,xml_dom.child)(this.sourcePages.get(slideKey), 'presentation', 'notes');
            const targetKey = this.pairedTargetSlide(slideKey);
            const targetPage = targetKey ? this.targetPages.get(targetKey) : undefined;
            if (!sourceNotes || !targetPage || (0,xml_dom.child)(targetPage, 'presentation', 'notes'))
                return this.warnUnmarked(change);
            this.edits.push(() => {
                const copy = this.packages.importFromSource(sourceNotes);
                if (!this.clean)
                    this.wrapParagraphsIn(copy, this.textStyle('deleted'));
                targetPage.appendChild(copy);
            });
        }
    }
    /**
     * The target slide a source slide was compared with: slides neither inserted, deleted nor
     * moved pair in order (the differ aligns them monotonically), moved ones as the change says.
     */
    pairedTargetSlide(sourceKey) {
        const slideChanges = this.input.changes.filter((c) => c.unit === 'story' && (c.source ?? c.target).story.startsWith('slide:'));
        const moved = new Map(slideChanges.filter((c) => c.kind === 'Moved').map((c) => [c.source.story, c.target.story]));
        if (moved.has(sourceKey))
            return moved.get(sourceKey);
        const gone = new Set([
            ...slideChanges.filter((c) => c.kind === 'Deleted').map((c) => c.source.story),
            ...moved.keys(),
        ]);
        const added = new Set([
            ...slideChanges.filter((c) => c.kind === 'Inserted').map((c) => c.target.story),
            ...moved.values(),
        ]);
        const sources = this.sourceData.slides.map((s) => s.key).filter((k) => !gone.has(k));
        const targets = this.targetData.slides.map((s) => s.key).filter((k) => !added.has(k));
        const index = sources.indexOf(sourceKey);
        return index < 0 ? undefined : targets[index];
    }
    paragraphsOf(blocks) {
        return blocks.flatMap((b) => b.type === 'paragraph'
            ? [b]
            : b.type === 'shape'
                ? this.paragraphsOf(b.blocks)
                : b.type === 'table'
                    ? b.rows.flatMap((r) => r.cells.flatMap((c) => this.paragraphsOf(c.blocks)))
                    : []);
    }
    // -------------------------------------------------------------------------------------------
    // Styled marks
    markChange(change) {
        const { options } = this.input;
        const kind = this.styleFor(change);
        if (change.unit === 'row' && change.kind === 'Inserted') {
            const row = this.rowAt('target', change.target);
            if (!row)
                return this.warnUnmarked(change);
            this.edits.push(() => this.wrapParagraphsIn(row, this.textStyle('inserted')));
            return;
        }
        if (change.unit === 'row' && change.kind === 'Deleted') {
            if (options.showDeleted)
                this.restoreRow(change, true);
            return;
        }
        if (change.unit === 'row' || change.unit === 'column' || change.unit === 'cell' || change.unit === 'table') {
            const side = change.target ?? change.anchor;
            const shape = this.outermostShape(side);
            const page = side ? this.pageOf(side.story) : undefined;
            if (!shape?.box || !page)
                return this.warnUnmarked(change);
            const box = shape.box;
            this.edits.push(() => this.frameBox(page, box, this.colour(kind)));
            return;
        }
        if (change.kind !== 'Deleted' && change.target) {
            const found = this.locate('target', change.target);
            if (!found)
                return this.warnUnmarked(change);
            if (found.block.type === 'paragraph' && (change.unit === 'text' || change.unit === 'paragraph')) {
                const editor = this.paragraphEditor(change, found);
                if (!editor)
                    return this.warnUnmarked(change);
                const start = change.unit === 'paragraph' ? 0 : (change.target.start ?? 0);
                const end = change.unit === 'paragraph' ? editor.text.length : (change.target.end ?? editor.text.length);
                if (change.kind === 'Modified' && change.text && options.showDeleted)
                    editor.insert(start, this.deletedSpan(change.text));
                editor.wrap(start, end, this.textStyle(kind));
                return;
            }
            const shape = found.block.type === 'shape' && change.unit !== 'text' ? found.block : found.shape;
            const page = this.pageOf(change.target.story);
            if (!shape?.box || !page || change.target.story.startsWith('notes:'))
                return this.warnUnmarked(change);
            const box = shape.box;
            this.edits.push(() => this.frameBox(page, box, this.colour(kind)));
            return;
        }
        if (change.kind !== 'Deleted' || !options.showDeleted)
            return;
        if (change.unit === 'text' && change.text) {
            const side = change.target ?? change.anchor;
            const editor = this.paragraphEditor(change, this.locate('target', side));
            if (!editor)
                return this.warnUnmarked(change);
            const source = this.locate('source', change.source);
            const sourceText = source?.block.type === 'paragraph' ? source.block.runs.map((r) => r.text).join('') : undefined;
            const at = side.start ?? 0;
            editor.insert(at, this.deletedSpan(restoredText(change, editor.text, at, at, sourceText)[0]));
            return;
        }
        const source = this.locate('source', change.source);
        if (change.unit === 'paragraph' && source?.block.type === 'paragraph') {
            const original = this.element('source', source.block);
            const place = this.placeOf(change.anchor ?? change.target);
            if (!original || !place)
                return this.warnUnmarked(change);
            const separators = options.deleted;
            this.edits.push(() => {
                const copy = this.packages.importFromSource(original);
                wrapWholeParagraph(copy, this.textStyle('deleted'));
                const span = (0,xml_dom.elementChildren)(copy)[0];
                if (separators.beginSeparator)
                    span.insertBefore(this.packages.content.createTextNode(separators.beginSeparator), span.firstChild);
                if (separators.endSeparator)
                    span.appendChild(this.packages.content.createTextNode(separators.endSeparator));
                this.put(place, copy);
            });
            return;
        }
        if (change.unit === 'object' && source?.block.type === 'shape') {
            const original = this.element('source', source.block);
            const place = this.placeOf(change.anchor);
            const page = change.anchor ? this.pageOf(change.anchor.story) : undefined;
            if (!original || !place || !page || change.anchor.blockPath.length !== 1)
                return this.warnUnmarked(change);
            const box = source.block.box;
            this.edits.push(() => {
                this.put(place, this.packages.importFromSource(original));
                if (box)
                    this.frameBox(page, box, this.colour('deleted'));
            });
            return;
        }
        // Rows, columns and cells of a table: the table's frame is marked.
        const anchor = this.locate('target', change.anchor ?? change.target);
        const page = change.anchor ? this.pageOf(change.anchor.story) : undefined;
        const shape = anchor?.block.type === 'shape' ? anchor.block : anchor?.shape;
        if (shape?.box && page) {
            const box = shape.box;
            this.edits.push(() => this.frameBox(page, box, this.colour('deleted')));
            return;
        }
        this.warnUnmarked(change);
    }
    // -------------------------------------------------------------------------------------------
    // Clean mode: reverting rejected changes
    revertChange(change) {
        if (change.unit === 'text' || change.unit === 'paragraph')
            return this.revertText(change);
        if (change.unit === 'object')
            return this.revertShape(change);
        if (change.unit === 'row')
            return this.revertRow(change);
        this.warnUnmarked(change);
    }
    revertText(change) {
        const side = change.target ?? change.anchor;
        const found = this.locate('target', side);
        if (change.unit === 'paragraph' && change.kind === 'Inserted') {
            const paragraph = found?.block.type === 'paragraph' ? this.element('target', found.block) : undefined;
            if (!paragraph)
                return this.warnUnmarked(change);
            this.edits.push(() => (0,odf_dom/* removeBlock */.wC)(paragraph));
            return;
        }
        if (change.unit === 'paragraph' && change.kind === 'Deleted') {
            const source = this.locate('source', change.source);
            const original = source?.block.type === 'paragraph' ? this.element('source', source.block) : undefined;
            const place = this.placeOf(change.anchor ?? change.target);
            if (!original || !place)
                return this.warnUnmarked(change);
            this.edits.push(() => this.put(place, this.packages.importFromSource(original)));
            return;
        }
        const editor = this.paragraphEditor(change, found);
        if (!editor || !side)
            return this.warnUnmarked(change);
        const start = change.unit === 'paragraph' ? 0 : (side.start ?? 0);
        const end = change.unit === 'paragraph' ? editor.text.length : (side.end ?? start);
        if (change.kind === 'StyleChanged') {
            const style = change.styleChanges?.length ? this.styles.revertStyle(change.styleChanges) : undefined;
            if (!style)
                return this.warnUnmarked(change);
            editor.wrap(start, end, style);
            return;
        }
        const source = this.locate('source', change.source);
        const sourceText = source?.block.type === 'paragraph' ? source.block.runs.map((r) => r.text).join('') : undefined;
        const [text, removeEnd] = restoredText(change, editor.text, start, end, sourceText);
        if (change.kind !== 'Deleted')
            editor.remove(start, removeEnd);
        if (change.kind !== 'Inserted' && text)
            editor.insert(start, () => (0,odf_dom/* odfTextNodes */.gH)(this.packages.content, text), true);
    }
    revertShape(change) {
        const target = this.locate('target', change.target);
        const source = this.locate('source', change.source);
        const to = target && this.element('target', target.block);
        const from = source && this.element('source', source.block);
        if (change.kind === 'Inserted') {
            if (!to)
                return this.warnUnmarked(change);
            this.edits.push(() => to.parentNode?.removeChild(to));
            return;
        }
        if (change.kind === 'Deleted') {
            const place = this.placeOf(change.anchor);
            if (!from || !place)
                return this.warnUnmarked(change);
            this.edits.push(() => this.put(place, this.packages.importFromSource(from)));
            return;
        }
        if (!from || !to)
            return this.warnUnmarked(change);
        if (change.kind === 'Moved' || change.kind === 'Resized' || change.kind === 'MovedAndResized') {
            this.edits.push(() => {
                for (const [prefix, local] of GEOMETRY) {
                    const value = (0,xml_dom.attrNs)(from, prefix, local);
                    const uri = prefix === 'svg' ? SVG_NS : odp_DRAW_NS;
                    const existing = to.getAttributeNodeNS(uri, local);
                    if (value === undefined) {
                        if (existing)
                            to.removeAttributeNode(existing);
                    }
                    else
                        to.setAttributeNS(uri, existing?.name ?? `${prefix}:${local}`, value);
                }
            });
            return;
        }
        // Anything else (a picture or object replaced): the source's shape comes back whole.
        this.edits.push(() => to.parentNode?.replaceChild(this.packages.importFromSource(from, to), to));
    }
    revertRow(change) {
        if (change.kind === 'Inserted') {
            const row = this.rowAt('target', change.target);
            if (!row)
                return this.warnUnmarked(change);
            this.edits.push(() => row.parentNode?.removeChild(row));
            return;
        }
        if (change.kind === 'Deleted') {
            this.restoreRow(change, false);
            return;
        }
        this.warnUnmarked(change);
    }
    /** The shape a side's path starts in (a table's frame, a group). */
    outermostShape(side) {
        if (!side?.blockPath.length)
            return undefined;
        const found = this.locate('target', { story: side.story, blockPath: side.blockPath.slice(0, 1) });
        return found?.block.type === 'shape' ? found.block : undefined;
    }
    wrapParagraphsIn(element, style) {
        for (const paragraph of Array.from(element.getElementsByTagNameNS(namespaces/* NAMESPACES */.dK.text[0], 'p')))
            wrapWholeParagraph(paragraph, style);
    }
    /** Copies a deleted table row back from the source before its anchor row, styled as deleted when marking. */
    restoreRow(change, mark) {
        const original = this.rowAt('source', change.source);
        const anchor = change.anchor;
        if (!original || !anchor)
            return this.warnUnmarked(change);
        const before = this.rowAt('target', anchor);
        const table = this.locate('target', { story: anchor.story, blockPath: anchor.blockPath.slice(0, -1) });
        const tableElement = table?.block.type === 'table' ? this.element('target', table.block) : undefined;
        const rows = table?.block.type === 'table' ? table.block.rows : [];
        const last = rows.length ? this.at('target', rows[rows.length - 1].locator?.path) : undefined;
        if (!before && !last && !tableElement)
            return this.warnUnmarked(change);
        this.edits.push(() => {
            const copy = this.packages.importFromSource(original);
            if (mark)
                this.wrapParagraphsIn(copy, this.textStyle('deleted'));
            if (before)
                before.parentNode.insertBefore(copy, before);
            else if (last)
                last.parentNode.insertBefore(copy, last.nextSibling);
            else
                tableElement.appendChild(copy);
        });
    }
    /** The table row a row change's side names (the path ends with the table, then the row). */
    rowAt(side, at) {
        if (!at || at.blockPath.length < 2)
            return undefined;
        const table = this.locate(side, { story: at.story, blockPath: at.blockPath.slice(0, -1) });
        const row = table?.block.type === 'table' ? table.block.rows[at.blockPath[at.blockPath.length - 1]] : undefined;
        return this.at(side, row?.locator?.path);
    }
    // -------------------------------------------------------------------------------------------
    // Summary
    appendSummarySlide() {
        const { changes } = this.input;
        const counts = new Map();
        for (const change of changes)
            counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
        const lines = [
            `Summary of changes: ${changes.length}`,
            ...[...counts].map(([kind, n]) => `${kind}: ${n}`),
            ...changes.slice(0, 40).map((c, i) => `${i}. ${c.kind} — ${c.place}`),
        ];
        if (changes.length > 40)
            lines.push(`… and ${changes.length - 40} more`);
        const document = this.packages.content;
        const size = this.targetData.slideSize;
        const plain = {
            bold: false,
            italic: false,
            strikeThrough: false,
            underline: false,
            beginSeparator: '',
            endSeparator: '',
        };
        const heading = this.styles.textStyle('dd-summary-heading', { ...plain, bold: true });
        const master = this.packages.masterPages()[0];
        const paragraphs = lines.map((line, i) => (0,xml_dom.createElement)(document, 'text:p', {}, [
            i === 0 ? (0,xml_dom.createElement)(document, 'text:span', { 'text:style-name': heading }, [line]) : line,
        ]));
        const frameStyle = this.styles.unique('dd-summary');
        this.styles.add((0,xml_dom.createElement)(document, 'style:style', { 'style:name': frameStyle, 'style:family': 'graphic' }, [
            (0,xml_dom.createElement)(document, 'style:graphic-properties', {
                'draw:stroke': 'none',
                'draw:fill': 'none',
                'draw:auto-grow-height': 'false',
                'draw:textarea-vertical-align': 'top',
            }),
            (0,xml_dom.createElement)(document, 'style:text-properties', { 'fo:font-size': lines.length > 20 ? '9pt' : '12pt' }),
        ]));
        const frame = (0,xml_dom.createElement)(document, 'draw:frame', {
            'draw:style-name': frameStyle,
            'draw:name': 'docdelta summary',
            'draw:layer': 'layout',
            'svg:x': pt(24),
            'svg:y': pt(24),
            'svg:width': pt(size.width - 48),
            'svg:height': pt(size.height - 48),
        }, [(0,xml_dom.createElement)(document, 'draw:text-box', {}, paragraphs)]);
        let name = 'docdelta summary';
        for (let n = 2; this.pageNames.has(name); n++)
            name = `docdelta summary ${n}`;
        const page = (0,xml_dom.createElement)(document, 'draw:page', { 'draw:name': name, ...(master ? { 'draw:master-page-name': master } : {}) }, [frame]);
        this.insertPage(page, undefined);
    }
}


/***/ })

};
