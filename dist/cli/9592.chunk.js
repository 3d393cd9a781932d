(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 9592;
const ids = [9592];
const modules = {

/***/ 89592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  diagramWriter: () => (/* binding */ diagramWriter)
});

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/package/opc-validate.ts
var opc_validate = __webpack_require__(28921);
// EXTERNAL MODULE: ./src/engine/formats/shared/inherited-flaws.ts
var inherited_flaws = __webpack_require__(66767);
// EXTERNAL MODULE: ./src/engine/formats/diagram/package.ts
var diagram_package = __webpack_require__(57315);
// EXTERNAL MODULE: ./src/engine/formats/package/xml-dom.ts
var xml_dom = __webpack_require__(31994);
;// CONCATENATED MODULE: ./src/engine/formats/diagram/write/validate.ts





/**
 * Checks a written Visio package: the package layer's checks every OPC result needs (each part
 * parses, has a content type, and every internal relationship target exists), then that pages and masters resolve
 * and shape IDs are unique on each page.
 */
function validateVisio(bytes, inputs) {
    return (0,inherited_flaws/* excuseInheritedFlaws */.T)(visioFlaws(bytes), inputs, visioFlaws);
}
function visioFlaws(bytes) {
    const flaws = (0,opc_validate/* opcPackageFlaws */.W)(bytes);
    const visio = diagram_package/* VisioPackage */.vM.open(bytes);
    if (!visio.pages.length)
        throw new errors/* CorruptDocumentError */.b6('the Visio package has no pages');
    for (const page of visio.pages) {
        const root = visio.xml(page.part).documentElement;
        const shapes = (0,xml_dom.elementChildren)(root).find((e) => e.localName === 'Shapes');
        if (!shapes)
            continue;
        const seen = new Set();
        for (const shape of (0,diagram_package/* descendantShapes */.k5)(shapes)) {
            const id = shape.getAttribute('ID') ?? '';
            if (seen.has(id))
                flaws.push({
                    key: `shape-id:${page.part}:${id}`,
                    message: `shape ID ${id} is used twice on page "${page.name}" (${page.part})`,
                });
            seen.add(id);
            const master = shape.getAttribute('Master');
            if (master && !visio.masters.has(master))
                flaws.push({
                    key: `master:${master}`,
                    message: `shape ${id} on page "${page.name}" uses master ${master}, which the package does not define`,
                });
        }
    }
    return flaws;
}

// EXTERNAL MODULE: ./src/engine/formats/package/editable-package.ts
var editable_package = __webpack_require__(90545);
// EXTERNAL MODULE: ./src/engine/formats/diagram/data.ts
var data = __webpack_require__(77675);
// EXTERNAL MODULE: ./src/engine/formats/diagram/diff.ts
var diff = __webpack_require__(44608);
// EXTERNAL MODULE: ./src/engine/formats/diagram/shapes.ts
var shapes = __webpack_require__(37365);
;// CONCATENATED MODULE: ./src/engine/formats/diagram/write/writer.ts






/**
 * Visio results, written by editing the target's page parts in place:
 * - styled: every changed shape gets an outline in the change's ItemsStyle colour (LineColor,
 *   a heavier LineWeight) and, when its text changed, text in that colour; deleted shapes are
 *   copied back from the source, dashed and struck through;
 * - tracked: Visio has no revisions, so the result is styled, with a warning;
 * - clean: rejected changes are reverted (text, geometry, line and fill cells, inserted and
 *   deleted shapes) and nothing is marked.
 */
const MASTER_REL_TYPE = 'http://schemas.microsoft.com/visio/2010/relationships/master';
/** 2 pt, in inches: heavy enough to see at a glance. */
const MARK_LINE_WEIGHT = String(2 / 72);
const GEOMETRY_CELLS = [
    'PinX',
    'PinY',
    'Width',
    'Height',
    'LocPinX',
    'LocPinY',
    'BeginX',
    'BeginY',
    'EndX',
    'EndY',
    'Angle',
];
/** Children of a Shape that come after its cells, and after its sections. */
const AFTER_CELLS = new Set(['Trigger', 'Section', 'Text', 'Data1', 'Data2', 'Data3', 'ForeignData', 'Shapes']);
const AFTER_SECTIONS = new Set(['Text', 'Data1', 'Data2', 'Data3', 'ForeignData', 'Shapes']);
async function writeVisioResult(input) {
    const warnings = [];
    const { options } = input;
    const sourceData = (0,data/* diagramData */.g)(input.source.document);
    const targetData = (0,data/* diagramData */.g)(input.target.document);
    if (!sourceData || !targetData)
        throw new Error('the diagram writer was given documents read by another family');
    const editor = new PageEditor(input.target.bytes, input.source.bytes, warnings);
    if (options.mode === 'tracked') {
        warnings.push({
            code: 'diagram-no-tracked-changes',
            message: 'Visio drawings have no tracked changes; the result marks changes with colours instead',
        });
    }
    const rejectedTextShapes = new Set();
    const keptTextShapes = new Set();
    input.changes.forEach((change, index) => {
        const rejected = options.rejected.has(index) && options.mode !== 'styled';
        if (rejected)
            revert(change, input, sourceData, targetData, editor, warnings);
        else if (options.mode !== 'clean')
            mark(change, input, sourceData, targetData, editor, warnings);
        if (isTextChange(change) && change.target) {
            const at = (0,diff/* shapeAt */.l)(input.target.document, targetData, change.target);
            if (at)
                (rejected ? rejectedTextShapes : keptTextShapes).add(`${change.target.story}\u0000${at.facts.id}`);
        }
    });
    for (const key of rejectedTextShapes) {
        if (keptTextShapes.has(key)) {
            warnings.push({
                code: 'diagram-text-reverted-whole',
                message: `shape ${key.split('\u0000')[1]} had rejected and kept text changes; its whole text was restored to the source's`,
            });
        }
    }
    return { bytes: editor.finish(), warnings };
}
function isTextChange(change) {
    return change.unit === 'text' || change.unit === 'paragraph';
}
function styleFor(change, input) {
    if (change.kind === 'Inserted')
        return input.options.inserted;
    if (change.kind === 'Deleted')
        return input.options.deleted;
    return input.options.changed;
}
const FALLBACK_COLORS = { Inserted: '0000FF', Deleted: 'FF0000', other: '008000' };
function colorFor(change, input) {
    const style = styleFor(change, input);
    const fallback = change.kind === 'Inserted'
        ? FALLBACK_COLORS.Inserted
        : change.kind === 'Deleted'
            ? FALLBACK_COLORS.Deleted
            : FALLBACK_COLORS.other;
    return `#${style.fontColor ?? style.highlightColor ?? fallback}`;
}
function mark(change, input, sourceData, targetData, editor, warnings) {
    if (change.unit === 'story') {
        warnings.push({
            code: 'diagram-page-change-not-marked',
            message: `${change.place} was ${change.kind.toLowerCase()}; whole pages are listed in the changes but not marked in the drawing`,
        });
        return;
    }
    const color = colorFor(change, input);
    const shapeDeleted = change.kind === 'Deleted' && !isTextChange(change);
    if (shapeDeleted && change.source) {
        const copy = editor.restoreDeletedShape(change, input, sourceData, targetData);
        if (!copy)
            return;
        outline(copy, color, '2');
        colorText(copy, color, input.options.deleted.strikeThrough);
        return;
    }
    const side = change.kind === 'Deleted' ? (change.anchor ?? change.target) : change.target;
    if (!side)
        return;
    const at = (0,diff/* shapeAt */.l)(input.target.document, targetData, side);
    if (!at) {
        if (change.kind !== 'Deleted')
            warnings.push({
                code: 'diagram-change-not-marked',
                message: `${change.place}: the changed shape could not be found in the target; not marked`,
            });
        return;
    }
    const element = editor.shape(at.page.part, at.facts.id);
    if (!element)
        return;
    outline(element, color, undefined);
    if (isTextChange(change) || change.kind === 'Inserted' || (change.kind === 'Modified' && change.unit !== 'object')) {
        colorText(element, color, false);
    }
}
function revert(change, input, sourceData, targetData, editor, warnings) {
    if (change.unit === 'story') {
        warnings.push({
            code: 'diagram-page-change-not-reverted',
            message: `${change.place}: rejecting a whole ${change.kind === 'Inserted' ? 'inserted' : 'deleted'} page is not supported; kept as in the target`,
        });
        return;
    }
    const sourceAt = change.source ? (0,diff/* shapeAt */.l)(input.source.document, sourceData, change.source) : undefined;
    const targetAt = change.target ? (0,diff/* shapeAt */.l)(input.target.document, targetData, change.target) : undefined;
    if (change.kind === 'Inserted' && !isTextChange(change)) {
        if (targetAt)
            editor.removeShape(targetAt.page.part, targetAt.facts.id);
        return;
    }
    if (change.kind === 'Deleted' && !isTextChange(change)) {
        editor.restoreDeletedShape(change, input, sourceData, targetData);
        return;
    }
    if (!sourceAt || !targetAt) {
        warnings.push({
            code: 'diagram-change-not-reverted',
            message: `${change.place}: the shape could not be found on both sides; kept as in the target`,
        });
        return;
    }
    const before = editor.sourceShape(sourceAt.page.part, sourceAt.facts.id);
    const after = editor.shape(targetAt.page.part, targetAt.facts.id);
    if (!before || !after)
        return;
    if (isTextChange(change)) {
        replaceChild(after, before, 'Text');
    }
    else if (change.kind === 'Moved' || change.kind === 'Resized' || change.kind === 'MovedAndResized') {
        for (const name of GEOMETRY_CELLS)
            copyCell(before, after, name);
    }
    else if (change.kind === 'StyleChanged') {
        for (const name of shapes/* STYLE_CELLS */.CS)
            copyCell(before, after, name);
    }
    else {
        warnings.push({
            code: 'diagram-change-not-reverted',
            message: `${change.place}: rejecting this change (${change.kind}, ${change.text} → ${change.targetText}) is not supported; kept as in the target`,
        });
    }
}
/** Sets a cell's value, dropping its formula so Visio keeps the value rather than recomputing it. */
function setCell(shape, name, value) {
    let cell = (0,diagram_package/* directCell */._Y)(shape, name);
    if (!cell) {
        cell = shape.ownerDocument.createElementNS(shape.namespaceURI, qualified(shape, 'Cell'));
        cell.setAttribute('N', name);
        const before = (0,xml_dom.elementChildren)(shape).find((e) => AFTER_CELLS.has(e.localName ?? ''));
        shape.insertBefore(cell, before ?? null);
    }
    cell.setAttribute('V', value);
    cell.removeAttribute('F');
    cell.removeAttribute('U');
}
function qualified(element, local) {
    return element.prefix ? `${element.prefix}:${local}` : local;
}
function outline(shape, color, pattern) {
    setCell(shape, 'LineColor', color);
    setCell(shape, 'LineWeight', MARK_LINE_WEIGHT);
    setCell(shape, 'LinePattern', pattern ?? '1');
}
/** Colours every character-format row of the shape (adding row 0 when it has none). */
function colorText(shape, color, strike) {
    const document = shape.ownerDocument;
    let section = (0,xml_dom.elementChildren)(shape).find((e) => e.localName === 'Section' && e.getAttribute('N') === 'Character');
    if (!section) {
        section = document.createElementNS(shape.namespaceURI, qualified(shape, 'Section'));
        section.setAttribute('N', 'Character');
        const row = document.createElementNS(shape.namespaceURI, qualified(shape, 'Row'));
        row.setAttribute('IX', '0');
        section.appendChild(row);
        const before = (0,xml_dom.elementChildren)(shape).find((e) => AFTER_SECTIONS.has(e.localName ?? ''));
        shape.insertBefore(section, before ?? null);
    }
    for (const row of (0,xml_dom.elementChildren)(section)) {
        if (row.localName !== 'Row')
            continue;
        setCell(row, 'Color', color);
        if (strike)
            setCell(row, 'Strikethru', '1');
    }
}
function copyCell(from, to, name) {
    const source = (0,diagram_package/* directCell */._Y)(from, name);
    const existing = (0,diagram_package/* directCell */._Y)(to, name);
    if (!source) {
        if (existing)
            to.removeChild(existing);
        return;
    }
    const copy = to.ownerDocument.importNode(source, true);
    if (existing)
        to.replaceChild(copy, existing);
    else
        to.insertBefore(copy, (0,xml_dom.elementChildren)(to).find((e) => AFTER_CELLS.has(e.localName ?? '')) ?? null);
}
/** Replaces (or removes, or adds) the child element `local` of `to` with the one `from` has. */
function replaceChild(to, from, local) {
    const source = (0,xml_dom.elementChildren)(from).find((e) => e.localName === local);
    const existing = (0,xml_dom.elementChildren)(to).find((e) => e.localName === local);
    if (!source) {
        if (existing)
            to.removeChild(existing);
        return;
    }
    const copy = to.ownerDocument.importNode(source, true);
    if (existing)
        to.replaceChild(copy, existing);
    else
        to.insertBefore(copy, (0,xml_dom.elementChildren)(to).find((e) => ['Data1', 'Data2', 'Data3', 'ForeignData', 'Shapes'].includes(e.localName ?? '')) ?? null);
}
/** Parsed page parts of the target (edited) and the source (read only), and the package rewrite. */
class PageEditor {
    warnings;
    sourceZip;
    edited;
    sourceDocs = new Map();
    target;
    source;
    constructor(targetBytes, sourceBytes, warnings) {
        this.warnings = warnings;
        this.target = diagram_package/* VisioPackage */.vM.open(targetBytes);
        this.source = diagram_package/* VisioPackage */.vM.open(sourceBytes);
        this.edited = new editable_package/* EditablePackage */.$e(this.target.zip);
        this.sourceZip = this.source.zip;
    }
    document(part) {
        return this.edited.xml(part);
    }
    sourceDocument(part) {
        let document = this.sourceDocs.get(part);
        if (!document) {
            document = (0,xml_dom.parseXml)(this.sourceZip.text(part) ?? '', part);
            this.sourceDocs.set(part, document);
        }
        return document;
    }
    shape(part, id) {
        return findShape(this.document(part), id);
    }
    sourceShape(part, id) {
        return findShape(this.sourceDocument(part), id);
    }
    removeShape(part, id) {
        const element = this.shape(part, id);
        element?.parentNode?.removeChild(element);
    }
    /**
     * Copies a deleted top-level shape from the source page into the target page of the same
     * story, with fresh IDs; its master is matched by name in the target, or added as a page
     * relationship when the target has the same master part.
     */
    restoreDeletedShape(change, input, sourceData, targetData) {
        const side = change.source;
        const sourceAt = (0,diff/* shapeAt */.l)(input.source.document, sourceData, side);
        const targetPage = targetData.pages[(change.anchor ?? side).story];
        if (!sourceAt || !targetPage) {
            this.warnings.push({
                code: 'diagram-deleted-not-shown',
                message: `${change.place}: the deleted shape's page is not in the target; not shown`,
            });
            return undefined;
        }
        if (sourceAt.facts.blockPath.length > 1) {
            this.warnings.push({
                code: 'diagram-deleted-not-shown',
                message: `${change.place}: a shape deleted from inside a group is listed but not drawn back`,
            });
            return undefined;
        }
        const original = this.sourceShape(sourceAt.page.part, sourceAt.facts.id);
        if (!original)
            return undefined;
        const document = this.document(targetPage.part);
        const root = document.documentElement;
        let shapes = (0,xml_dom.elementChildren)(root).find((e) => e.localName === 'Shapes');
        if (!shapes) {
            shapes = document.createElementNS(root.namespaceURI, qualified(root, 'Shapes'));
            root.insertBefore(shapes, (0,xml_dom.elementChildren)(root)[0] ?? null);
        }
        const copy = document.importNode(original, true);
        let next = maxShapeId(shapes) + 1;
        const members = (0,xml_dom.elementChildren)(copy).find((e) => e.localName === 'Shapes');
        for (const shape of [copy, ...(members ? (0,diagram_package/* descendantShapes */.k5)(members) : [])]) {
            shape.setAttribute('ID', String(next++));
        }
        this.adoptMaster(copy, targetPage.part);
        // Back where it was in the drawing order: before the shape that followed it in the source.
        const anchorIndex = change.anchor?.blockPath[0];
        const targetStory = input.target.document.stories.find((s) => targetData.pages[s.key] === targetPage);
        const anchorBlock = anchorIndex !== undefined ? targetStory?.blocks[anchorIndex] : undefined;
        const anchorElement = anchorBlock?.type === 'shape' && anchorBlock.id !== undefined ? findShape(document, anchorBlock.id) : undefined;
        shapes.insertBefore(copy, anchorElement && anchorElement.parentNode === shapes ? anchorElement : null);
        return copy;
    }
    /** Points a copied shape's Master at the target's master of the same name. */
    adoptMaster(shape, pagePart) {
        const masterId = shape.getAttribute('Master');
        if (!masterId)
            return;
        const sourceMaster = this.source.masters.get(masterId);
        const sameId = this.target.masters.get(masterId);
        const match = sameId && sameId.name === sourceMaster?.name
            ? sameId
            : [...this.target.masters.values()].find((m) => m.name === sourceMaster?.name);
        if (!match || !match.part) {
            shape.removeAttribute('Master');
            this.warnings.push({
                code: 'diagram-master-dropped',
                message: `a deleted shape's master "${sourceMaster?.name ?? masterId}" is not in the target; it is drawn from its own cells only`,
            });
            return;
        }
        shape.setAttribute('Master', match.id);
        this.ensureMasterRelationship(pagePart, match.part);
    }
    ensureMasterRelationship(pagePart, masterPart) {
        if ([...this.edited.relationships(pagePart).values()].some((rel) => rel.target === masterPart))
            return;
        this.edited.addRelationship(pagePart, MASTER_REL_TYPE, masterPart);
    }
    finish() {
        return this.edited.save();
    }
}
function findShape(document, id) {
    const shapes = (0,xml_dom.elementChildren)(document.documentElement).find((e) => e.localName === 'Shapes');
    return shapes ? (0,diagram_package/* descendantShapes */.k5)(shapes).find((s) => s.getAttribute('ID') === id) : undefined;
}
function maxShapeId(shapes) {
    let max = 0;
    for (const shape of (0,diagram_package/* descendantShapes */.k5)(shapes))
        max = Math.max(max, Number(shape.getAttribute('ID')) || 0);
    return max;
}

;// CONCATENATED MODULE: ./src/engine/formats/diagram/write/index.ts


/** Result writer for Visio drawings (vsdx, vsdm, vstx): the target drawing with changed shapes marked. */
const diagramWriter = {
    formats: ['vsdx', 'vsdm', 'vstx'],
    write: async (input) => writeVisioResult(input),
    validate: async (bytes, inputs) => validateVisio(bytes, inputs),
};


/***/ }),

/***/ 28921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ opcPackageFlaws)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _xml_check__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22054);
/* harmony import */ var _shared_inherited_flaws__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66767);
/* harmony import */ var _opc__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(43558);





/**
 * The package-level checks every written OPC result needs (Word, Visio): [Content_Types].xml
 * covers every part, every XML part is well-formed, and every internal relationship target
 * exists. `checkPart` lets a family check an XML part's content in the same pass: it parses the
 * part itself (with checkXml) and reports flaws or throws; parts it is not given are parsed here
 * for well-formedness only. A part that is not well-formed is a flaw (so one an input already
 * had can be excused); an unreadable package or a part past the depth limit throws. `pkg`: the
 * bytes, or the bytes with the archive already opened from them.
 */
function opcPackageFlaws(pkg, checkPart) {
    const flaws = [];
    const flaw = (key, message) => flaws.push({ key, message });
    const { bytes, archive } = pkg instanceof Uint8Array ? { bytes: pkg, archive: undefined } : pkg;
    let zip;
    try {
        zip = _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ.of(bytes, archive);
    }
    catch (error) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`the result is not a readable package (${error.message})`);
    }
    const types = zip.text('[Content_Types].xml');
    if (types === undefined)
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6('the package has no [Content_Types].xml');
    const defaults = new Set();
    const overrides = new Set();
    // Parts without a content type can only be told when [Content_Types].xml itself parses.
    let typesRead = true;
    try {
        wellFormed(types, '[Content_Types].xml', (name, attributes) => {
            const local = name.slice(name.indexOf(':') + 1);
            if (local === 'Default' && attributes.Extension !== undefined)
                defaults.add(attributes.Extension.toLowerCase());
            if (local === 'Override' && attributes.PartName !== undefined)
                overrides.add(decodeName(attributes.PartName).replace(/^\//, '').toLowerCase());
        });
    }
    catch (error) {
        flaws.push((0,_shared_inherited_flaws__WEBPACK_IMPORTED_MODULE_3__/* .malformedPartFlaw */ .v)(error));
        typesRead = false;
    }
    for (const name of zip.names()) {
        if (name === '[Content_Types].xml')
            continue;
        const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
        if (typesRead && !overrides.has(name.toLowerCase()) && !defaults.has(extension))
            flaw(`untyped:${name}`, `part '${name}' has no content type in [Content_Types].xml`);
        if (!/\.(xml|rels|vml)$/i.test(name))
            continue;
        const text = zip.text(name) ?? '';
        try {
            if (checkPart)
                checkPart(name, text, flaw);
            else
                wellFormed(text, name);
        }
        catch (error) {
            flaws.push((0,_shared_inherited_flaws__WEBPACK_IMPORTED_MODULE_3__/* .malformedPartFlaw */ .v)(error));
            continue;
        }
        if (name.endsWith('.rels')) {
            const source = name.replace(/_rels\/([^/]*)\.rels$/, '$1');
            for (const rel of (0,_opc__WEBPACK_IMPORTED_MODULE_4__/* .readRelationships */ .Up)(zip, source === '.rels' || name === '_rels/.rels' ? '' : source).values()) {
                if (!rel.external && rel.target && !zip.has(rel.target))
                    flaw(`dangling:${name}>${rel.target}`, `relationship ${rel.id} of '${name}' points at missing part '${rel.target}'`);
            }
        }
    }
    return flaws;
}
/** Checks a part strictly, handing each start tag to `onTag`; throws when it is not well-formed. */
function wellFormed(text, part, onTag) {
    (0,_xml_check__WEBPACK_IMPORTED_MODULE_2__/* .checkXml */ .i)(text, part, onTag ? { open: (tag) => onTag(tag.name, tag.attributes) } : {});
}
function decodeName(name) {
    try {
        return decodeURIComponent(name);
    }
    catch {
        return name;
    }
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


/***/ }),

/***/ 66767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ excuseInheritedFlaws),
/* harmony export */   v: () => (/* binding */ malformedPartFlaw)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);

/**
 * A part that is not well-formed as a flaw, keyed by the part and the parser's exact complaint:
 * one copied unread from an input that was not well-formed there either (an undeclared entity, a
 * stray `&`) matches the input's and is excused. Any other error is thrown on.
 */
function malformedPartFlaw(error) {
    if (!(error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .MalformedXmlError */ .Bn))
        throw error;
    return { key: `malformed:${error.part}:${error.message}`, message: error.message };
}
/**
 * Holds a result to "no worse than its inputs": each flaw the source or the target already had
 * (PptxGenJS names slide masters in its content types that it never ships; LibreOffice and
 * PowerPoint open such decks) is excused and returned as a warning naming the input; the first
 * flaw neither had is the writer's own doing and throws. The inputs are inspected only when the
 * result has a flaw, so a clean result costs nothing more. An input the check cannot open at
 * all excuses nothing. `flawsOf` is handed an input's archive as well when it was opened already.
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
            found = flawsOf(bytes, inputs?.archives?.[side]);
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
        warnings.set(flaw.key, {
            code: 'inherited-flaw',
            message: `the ${inherited.get(flaw.key)} document already had this flaw and the result keeps it: ${flaw.message}`,
        });
    }
    return [...warnings.values()];
}


/***/ })

};

return{id,ids,modules}})