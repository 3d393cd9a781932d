(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 1083;
const ids = [1083];
const modules = {

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


/***/ }),

/***/ 50723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ keptRowPairs)
/* harmony export */ });
/**
 * Which source row each target row of a table came from, for writers that put whole columns
 * back: the rows the change list does not call inserted or deleted, in order. Undefined when the
 * counts disagree (the list is not the one the diff made for these tables).
 */
function keptRowPairs(changes, source, target) {
    const rowOf = (at, table) => at &&
        at.story === table.story &&
        at.blockPath.length === table.blockPath.length + 1 &&
        table.blockPath.every((value, k) => at.blockPath[k] === value)
        ? at.blockPath[table.blockPath.length]
        : undefined;
    const deleted = new Set();
    const inserted = new Set();
    for (const change of changes) {
        if (change.unit !== 'row')
            continue;
        const a = change.kind === 'Deleted' ? rowOf(change.source, source) : undefined;
        const b = change.kind === 'Inserted' ? rowOf(change.target, target) : undefined;
        if (a !== undefined)
            deleted.add(a);
        if (b !== undefined)
            inserted.add(b);
    }
    const kept = Array.from({ length: source.rows }, (_, k) => k).filter((k) => !deleted.has(k));
    const arrived = Array.from({ length: target.rows }, (_, k) => k).filter((k) => !inserted.has(k));
    if (kept.length !== arrived.length)
        return undefined;
    return kept.map((a, k) => [a, arrived[k]]);
}


/***/ }),

/***/ 31083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  applyRevisions: () => (/* reexport */ revisions.applyRevisions),
  docxWriter: () => (/* binding */ docxWriter),
  listRevisions: () => (/* reexport */ revisions.listRevisions)
});

// EXTERNAL MODULE: ./src/engine/formats/package/xml-check.ts
var xml_check = __webpack_require__(22054);
// EXTERNAL MODULE: ./src/engine/formats/package/opc-validate.ts
var opc_validate = __webpack_require__(28921);
// EXTERNAL MODULE: ./src/engine/formats/shared/inherited-flaws.ts
var inherited_flaws = __webpack_require__(66767);
// EXTERNAL MODULE: ./src/engine/formats/package/namespaces.ts
var namespaces = __webpack_require__(10292);
;// CONCATENATED MODULE: ./src/engine/formats/word/docx/write/validate.ts




/**
 * Checks a written Word package before it is reported as a success: every XML part parses,
 * [Content_Types].xml covers every part, internal relationship targets exist, revision ids are
 * unique across the document, bookmark and comment range ids are unique within their part, and
 * move ranges are paired (start with end by id, move-from with move-to by name). Throws a
 * CorruptDocumentError naming the first problem the result did not inherit from `inputs`; the
 * inherited ones come back as warnings.
 */
const W = new Set(namespaces/* NAMESPACES */.dK.w);
const REVISIONS = new Set([
    'ins',
    'del',
    'moveFrom',
    'moveTo',
    'rPrChange',
    'pPrChange',
    'sectPrChange',
    'tblPrChange',
    'tblPrExChange',
    'tblGridChange',
    'trPrChange',
    'tcPrChange',
    'cellIns',
    'cellDel',
    'cellMerge',
    'numberingChange',
]);
const RANGE_STARTS = new Set(['bookmarkStart', 'commentRangeStart', 'moveFromRangeStart', 'moveToRangeStart']);
function validateDocx(bytes, inputs) {
    return (0,inherited_flaws/* excuseInheritedFlaws */.T)(wordPackageFlaws(bytes, inputs?.archives?.result), inputs, wordPackageFlaws);
}
/** The flaws of a Word package (the package layer's checks and Word's own) a reader gets over; an unreadable package or part throws. */
function wordPackageFlaws(bytes, archive) {
    const revisionIds = new Map();
    const moveFromNames = new Set();
    const moveToNames = new Set();
    const flaws = (0,opc_validate/* opcPackageFlaws */.W)({ bytes, archive }, (name, text, flaw) => {
        const ranges = new Map();
        const ends = new Map();
        scan(text, name, (tag, scope) => {
            const colon = tag.name.indexOf(':');
            const prefix = colon < 0 ? '' : tag.name.slice(0, colon);
            if (scope.get(prefix) !== 'w')
                return;
            const local = tag.name.slice(colon + 1);
            const id = tag.attributes[`${prefix}:id`];
            if (id === undefined)
                return;
            if (REVISIONS.has(local)) {
                const seen = revisionIds.get(id);
                if (seen !== undefined)
                    flaw(`revision-id:${id}`, `revision id ${id} is used twice (${seen} and ${name})`);
                revisionIds.set(id, name);
            }
            else if (RANGE_STARTS.has(local)) {
                const set = ranges.get(local) ?? new Set();
                if (set.has(id))
                    flaw(`range-id:${name}:${local}:${id}`, `${local} id ${id} is used twice in ${name}`);
                set.add(id);
                ranges.set(local, set);
                const moveName = tag.attributes[`${prefix}:name`];
                if (local === 'moveFromRangeStart' && moveName)
                    moveFromNames.add(moveName);
                if (local === 'moveToRangeStart' && moveName)
                    moveToNames.add(moveName);
            }
            else if (local === 'moveFromRangeEnd' || local === 'moveToRangeEnd') {
                const set = ends.get(local) ?? new Set();
                set.add(id);
                ends.set(local, set);
            }
        }, true);
        for (const side of ['moveFrom', 'moveTo']) {
            const starts = ranges.get(`${side}RangeStart`) ?? new Set();
            const stops = ends.get(`${side}RangeEnd`) ?? new Set();
            for (const id of starts)
                if (!stops.has(id))
                    flaw(`unended:${name}:${side}:${id}`, `${side}RangeStart ${id} in ${name} has no ${side}RangeEnd`);
            for (const id of stops)
                if (!starts.has(id))
                    flaw(`unstarted:${name}:${side}:${id}`, `${side}RangeEnd ${id} in ${name} has no ${side}RangeStart`);
        }
    });
    for (const moveName of moveFromNames)
        if (!moveToNames.has(moveName))
            flaws.push({
                key: `move-to:${moveName}`,
                message: `move '${moveName}' has a move-from range but no move-to range`,
            });
    for (const moveName of moveToNames)
        if (!moveFromNames.has(moveName))
            flaws.push({
                key: `move-from:${moveName}`,
                message: `move '${moveName}' has a move-to range but no move-from range`,
            });
    return flaws;
}
/** Checks a part strictly, handing each start tag and the prefixes bound to the Word namespace. */
function scan(text, part, onTag, trackPrefixes = false) {
    const scopes = [new Map()];
    (0,xml_check/* checkXml */.i)(text, part, {
        open: (tag) => {
            let scope = scopes[scopes.length - 1];
            if (trackPrefixes) {
                for (const key in tag.attributes) {
                    if (key.startsWith('xmlns:') && W.has(String(tag.attributes[key]))) {
                        scope = new Map(scope);
                        scope.set(key.slice(6), 'w');
                    }
                }
            }
            onTag(tag, scope);
            if (!tag.isSelfClosing)
                scopes.push(scope);
        },
        close: (tag) => {
            if (!tag.isSelfClosing && scopes.length > 1)
                scopes.pop();
        },
    });
}

// EXTERNAL MODULE: ./src/engine/formats/package/xml-dom.ts
var xml_dom = __webpack_require__(31994);
// EXTERNAL MODULE: ./src/engine/formats/word/docx/write/dom.ts
var dom = __webpack_require__(64153);
;// CONCATENATED MODULE: ./src/engine/formats/word/docx/write/marks.ts


/**
 * Markup a result adds to runs, paragraphs and rows: ItemsStyle formatting for styled results
 * and revision elements (with unique ids, author and date) for tracked ones.
 */
/** CT_RPr child order (Word rejects run properties out of schema order as unreadable). */
const RPR_ORDER = [
    'rStyle',
    'rFonts',
    'b',
    'bCs',
    'i',
    'iCs',
    'caps',
    'smallCaps',
    'strike',
    'dstrike',
    'outline',
    'shadow',
    'emboss',
    'imprint',
    'noProof',
    'snapToGrid',
    'vanish',
    'webHidden',
    'color',
    'spacing',
    'w',
    'kern',
    'position',
    'sz',
    'szCs',
    'highlight',
    'u',
    'effect',
    'bdr',
    'shd',
    'fitText',
    'vertAlign',
    'rtl',
    'cs',
    'em',
    'lang',
    'eastAsianLayout',
    'specVanish',
    'oMath',
];
const RPR_RANK = new Map(RPR_ORDER.map((name, k) => [name, k]));
/** Paragraph-mark run properties start with their revision marks. */
const MARK_REVISIONS = ['ins', 'del', 'moveFrom', 'moveTo'];
function rank(element) {
    if (!(0,dom/* isWElement */.gg)(element))
        return 900;
    const local = element.localName;
    if (MARK_REVISIONS.includes(local))
        return -1;
    if (local === 'rPrChange')
        return 1000;
    return RPR_RANK.get(local) ?? 900;
}
/** The run's w:rPr, created as its first child when missing. */
function runProperties(run, names) {
    const existing = (0,dom/* firstW */.cE)(run, 'rPr');
    if (existing)
        return existing;
    const rPr = names.create(run.ownerDocument, 'rPr');
    run.insertBefore(rPr, run.firstChild);
    return rPr;
}
/** Sets (replaces) one run property in schema order. */
function setRunProperty(rPr, names, local, attributes = {}) {
    for (let n = rPr.firstChild; n; n = n.nextSibling) {
        if ((0,dom/* isW */.Yi)(n, local)) {
            rPr.removeChild(n);
            break;
        }
    }
    const element = names.create(rPr.ownerDocument, local, attributes);
    const r = rank(element);
    for (let n = rPr.firstChild; n; n = n.nextSibling) {
        if (n.nodeType === xml_dom.ELEMENT_NODE && rank(n) > r) {
            rPr.insertBefore(element, n);
            return;
        }
    }
    rPr.appendChild(element);
}
function removeRunProperty(rPr, local) {
    for (let n = rPr.firstChild; n; n = n.nextSibling) {
        if ((0,dom/* isW */.Yi)(n, local)) {
            rPr.removeChild(n);
            return;
        }
    }
}
/**
 * Applies an ItemsStyle to a run (w:color, w:shd fill, bold, italic, underline, strike). With
 * `frame` (UseFramesForDelInsElements / MarkChangedContent), a run that shows a picture, chart or
 * embedded object also gets a border in the style's colour, so the changed object is framed.
 */
function styleRun(run, style, names, frame = false) {
    const rPr = runProperties(run, names);
    if (frame && showsObject(run)) {
        setRunProperty(rPr, names, 'bdr', {
            val: 'single',
            sz: '12',
            space: '0',
            color: style.fontColor ?? style.highlightColor ?? 'auto',
        });
    }
    if (style.fontColor)
        setRunProperty(rPr, names, 'color', { val: style.fontColor });
    if (style.highlightColor) {
        // w:highlight takes only named colours and would win over the shading: drop it.
        removeRunProperty(rPr, 'highlight');
        setRunProperty(rPr, names, 'shd', { val: 'clear', color: 'auto', fill: style.highlightColor });
    }
    if (style.bold) {
        setRunProperty(rPr, names, 'b');
        setRunProperty(rPr, names, 'bCs');
    }
    if (style.italic) {
        setRunProperty(rPr, names, 'i');
        setRunProperty(rPr, names, 'iCs');
    }
    if (style.underline)
        setRunProperty(rPr, names, 'u', { val: 'single' });
    if (style.strikeThrough)
        setRunProperty(rPr, names, 'strike');
}
function showsObject(run) {
    for (const child of Array.from(run.childNodes)) {
        const local = child.localName;
        if (local === 'drawing' || local === 'pict' || local === 'object')
            return true;
        if (local === 'AlternateContent')
            return true;
    }
    return false;
}
/** A separator run (ItemsStyle Begin/EndSeparatorString) formatted like `like`. */
function separatorRun(document, text, like, style, names) {
    const run = names.create(document, 'r');
    const rPr = like && (0,dom/* firstW */.cE)(like, 'rPr');
    if (rPr)
        run.appendChild(document.importNode(rPr, true));
    const change = run.firstChild && (0,dom/* firstW */.cE)(run.firstChild, 'rPrChange');
    if (change)
        change.parentNode.removeChild(change);
    run.appendChild(names.text(document, 't', text));
    styleRun(run, style, names);
    return run;
}
function revisionElement(document, kind, stamp, names) {
    return names.create(document, kind, { id: stamp.nextId(), author: stamp.author, date: stamp.date });
}
/** Gives an existing revision element this result's id, author and date. */
function restamp(element, stamp, names) {
    names.set(element, 'id', stamp.nextId());
    names.set(element, 'author', stamp.author);
    names.set(element, 'date', stamp.date);
}
/** Text of deleted runs must be w:delText (and field codes w:delInstrText). */
function toDeletedText(element, names) {
    const visit = (e) => {
        for (let n = e.firstChild; n;) {
            const next = n.nextSibling;
            if ((0,dom/* isW */.Yi)(n, 't'))
                (0,xml_dom.renameElement)(n, names.namespace, names.q('delText'));
            else if ((0,dom/* isW */.Yi)(n, 'instrText'))
                (0,xml_dom.renameElement)(n, names.namespace, names.q('delInstrText'));
            else if (n.nodeType === xml_dom.ELEMENT_NODE)
                visit(n);
            n = next;
        }
    };
    visit(element);
}
const RUN_CONTAINERS = new Set(['hyperlink', 'smartTag', 'customXml', 'fldSimple', 'dir', 'bdo', 'sdtContent']);
/**
 * Wraps every run inside a container (a paragraph, or a copy of one) in revision elements of
 * one kind: consecutive runs share one wrapper; runs inside hyperlinks, fields and content
 * controls are wrapped where they are. Existing insertions inside an inserted paragraph become
 * this result's (so no w:ins ends up inside another).
 */
function wrapAllRuns(container, kind, stamp, names) {
    const document = container.ownerDocument;
    let first;
    let last;
    const flush = () => {
        if (first && last) {
            const wrapper = revisionElement(document, kind, stamp, names);
            (0,xml_dom.wrapSiblings)(first, last, wrapper);
            if (kind === 'del' || kind === 'moveFrom')
                toDeletedText(wrapper, names);
        }
        first = last = undefined;
    };
    for (let n = container.firstChild; n;) {
        const next = n.nextSibling;
        if ((0,dom/* isW */.Yi)(n, 'r')) {
            if (!first)
                first = n;
            last = n;
        }
        else if (n.nodeType === xml_dom.ELEMENT_NODE) {
            const local = (0,dom/* isWElement */.gg)(n) ? n.localName : '';
            if (local === 'bookmarkStart' || local === 'bookmarkEnd' || local === 'proofErr') {
                // Markers between runs may sit inside the wrapper.
                if (first)
                    last = n;
            }
            else {
                flush();
                if (RUN_CONTAINERS.has(local) || local === 'sdt')
                    wrapAllRuns(local === 'sdt' ? ((0,dom/* firstW */.cE)(n, 'sdtContent') ?? n) : n, kind, stamp, names);
                else if ((local === 'ins' || local === 'moveTo') && (kind === 'ins' || kind === 'moveTo'))
                    restamp(n, stamp, names);
            }
        }
        else if (first)
            last = n;
        n = next;
    }
    // A trailing marker must not end the wrapper if no run follows it: harmless either way.
    flush();
}
/** Wraps runs (listed in document order) in revision elements, one per run of siblings. */
function wrapRuns(runs, kind, stamp, names) {
    const wrappers = [];
    let group = [];
    const flush = () => {
        if (!group.length)
            return;
        const wrapper = revisionElement(group[0].ownerDocument, kind, stamp, names);
        (0,xml_dom.wrapSiblings)(group[0], group[group.length - 1], wrapper);
        if (kind === 'del' || kind === 'moveFrom')
            toDeletedText(wrapper, names);
        wrappers.push(wrapper);
        group = [];
    };
    for (const run of runs) {
        const previous = group[group.length - 1];
        if (previous && nextElement(previous) !== run)
            flush();
        group.push(run);
    }
    flush();
    return wrappers;
}
function nextElement(node) {
    let n = node.nextSibling;
    while (n && n.nodeType !== xml_dom.ELEMENT_NODE)
        n = n.nextSibling;
    return n;
}
/** The paragraph's w:pPr, created as its first child when missing. */
function paragraphProperties(paragraph, names) {
    const existing = (0,dom/* firstW */.cE)(paragraph, 'pPr');
    if (existing)
        return existing;
    const pPr = names.create(paragraph.ownerDocument, 'pPr');
    paragraph.insertBefore(pPr, paragraph.firstChild);
    return pPr;
}
/** Marks a paragraph's mark as inserted/deleted/moved (w:pPr/w:rPr/w:ins …), unless it already is. */
function markParagraphMark(paragraph, kind, stamp, names) {
    const pPr = paragraphProperties(paragraph, names);
    let rPr = (0,dom/* firstW */.cE)(pPr, 'rPr');
    if (!rPr) {
        rPr = names.create(paragraph.ownerDocument, 'rPr');
        const after = (0,dom/* firstW */.cE)(pPr, 'sectPr') ?? (0,dom/* firstW */.cE)(pPr, 'pPrChange');
        pPr.insertBefore(rPr, after ?? null);
    }
    for (const existing of MARK_REVISIONS)
        if ((0,dom/* firstW */.cE)(rPr, existing))
            return;
    rPr.insertBefore(revisionElement(paragraph.ownerDocument, kind, stamp, names), rPr.firstChild);
}
/** Marks a table row inserted or deleted (w:trPr/w:ins|w:del). */
function markRow(row, kind, stamp, names) {
    let trPr = (0,dom/* firstW */.cE)(row, 'trPr');
    if (!trPr) {
        trPr = names.create(row.ownerDocument, 'trPr');
        const exceptions = (0,dom/* firstW */.cE)(row, 'tblPrEx');
        row.insertBefore(trPr, exceptions ? exceptions.nextSibling : row.firstChild);
    }
    if ((0,dom/* firstW */.cE)(trPr, 'ins') || (0,dom/* firstW */.cE)(trPr, 'del'))
        return;
    trPr.insertBefore(revisionElement(row.ownerDocument, kind, stamp, names), (0,dom/* firstW */.cE)(trPr, 'trPrChange') ?? null);
}
/**
 * Property changes this write recorded. A run or paragraph changed twice keeps the first record
 * (it holds the source's properties); one the target brought along (an earlier reviewer's) gives
 * way, since it holds properties the source does not have and reject-all must give the source.
 */
const recordedChanges = new WeakSet();
/** Whether a property change is there that this write made; one the document brought is dropped. */
function keepsOwnChange(properties, name) {
    const existing = (0,dom/* firstW */.cE)(properties, name);
    if (!existing)
        return false;
    if (recordedChanges.has(existing))
        return true;
    properties.removeChild(existing);
    return false;
}
/** Records a run's former properties (w:rPrChange), unless this write already did. */
function recordRunPropertiesChange(run, oldProperties, stamp, names) {
    const rPr = runProperties(run, names);
    if (keepsOwnChange(rPr, 'rPrChange'))
        return;
    const document = run.ownerDocument;
    const change = revisionElement(document, 'rPrChange', stamp, names);
    recordedChanges.add(change);
    const old = names.create(document, 'rPr');
    if (oldProperties) {
        for (let n = oldProperties.firstChild; n; n = n.nextSibling) {
            if (n.nodeType === xml_dom.ELEMENT_NODE && !(0,dom/* isW */.Yi)(n, 'rPrChange') && !MARK_REVISIONS.some((m) => (0,dom/* isW */.Yi)(n, m)))
                old.appendChild(document.importNode(n, true));
        }
    }
    change.appendChild(old);
    rPr.appendChild(change);
}
const PPR_KEPT = new Set(['rPr', 'sectPr', 'pPrChange']);
/** Records a paragraph's former properties (w:pPrChange), unless this write already did. */
function recordParagraphPropertiesChange(paragraph, oldProperties, stamp, names) {
    const pPr = paragraphProperties(paragraph, names);
    if (keepsOwnChange(pPr, 'pPrChange'))
        return;
    const document = paragraph.ownerDocument;
    const change = revisionElement(document, 'pPrChange', stamp, names);
    recordedChanges.add(change);
    const old = names.create(document, 'pPr');
    if (oldProperties) {
        for (let n = oldProperties.firstChild; n; n = n.nextSibling) {
            if (n.nodeType === xml_dom.ELEMENT_NODE && !((0,dom/* isWElement */.gg)(n) && PPR_KEPT.has(n.localName)))
                old.appendChild(document.importNode(n, true));
        }
    }
    change.appendChild(old);
    pPr.appendChild(change);
}
/** Replaces a paragraph's properties by the source's, keeping its mark properties and section. */
function replaceParagraphProperties(paragraph, source, names) {
    const pPr = paragraphProperties(paragraph, names);
    const document = paragraph.ownerDocument;
    for (const child of Array.from(pPr.childNodes)) {
        if (!((0,dom/* isWElement */.gg)(child) && PPR_KEPT.has(child.localName)))
            pPr.removeChild(child);
    }
    if (!source)
        return;
    const anchor = pPr.firstChild && (0,dom/* isW */.Yi)(pPr.firstChild, 'rPr')
        ? pPr.firstChild
        : ((0,dom/* firstW */.cE)(pPr, 'rPr') ?? (0,dom/* firstW */.cE)(pPr, 'sectPr') ?? null);
    for (let n = source.firstChild; n; n = n.nextSibling) {
        if (n.nodeType === xml_dom.ELEMENT_NODE && !((0,dom/* isWElement */.gg)(n) && PPR_KEPT.has(n.localName)))
            pPr.insertBefore(document.importNode(n, true), anchor);
    }
}
/** Replaces a run's properties by a copy of `source` (or none). */
function replaceRunProperties(run, source) {
    const existing = (0,dom/* firstW */.cE)(run, 'rPr');
    if (existing)
        run.removeChild(existing);
    if (source) {
        const copy = run.ownerDocument.importNode(source, true);
        const change = (0,dom/* firstW */.cE)(copy, 'rPrChange');
        if (change)
            copy.removeChild(change);
        run.insertBefore(copy, run.firstChild);
    }
}

// EXTERNAL MODULE: ./src/engine/formats/word/docx/write/package.ts
var write_package = __webpack_require__(47365);
// EXTERNAL MODULE: ./src/engine/formats/package/opc.ts
var opc = __webpack_require__(43558);
// EXTERNAL MODULE: ./src/engine/formats/word/docx/index.ts + 4 modules
var docx = __webpack_require__(41158);
// EXTERNAL MODULE: ./src/engine/formats/word/docx/write/revisions.ts
var revisions = __webpack_require__(28159);
;// CONCATENATED MODULE: ./src/engine/formats/word/docx/write/runs.ts


const ONE_CHARACTER = new Set(['tab', 'ptab', 'cr', 'noBreakHyphen', 'sym']);
const NO_TEXT = new Set([
    'rPr',
    'delText',
    'delInstrText',
    'instrText',
    'fldChar',
    'lastRenderedPageBreak',
    'commentReference',
    'annotationRef',
    'footnoteRef',
    'endnoteRef',
    'separator',
    'continuationSeparator',
    'softHyphen',
]);
const PAGE_BREAK_LABEL = '[page break]';
/** The spans of a paragraph, in text order; runs whose element cannot be found are left out. */
function paragraphSpans(paragraph, part) {
    const spans = [];
    let offset = 0;
    let k = 0;
    const runs = paragraph.runs;
    while (k < runs.length) {
        const locator = runs[k].locator;
        let length = 0;
        let j = k;
        while (j < runs.length && runs[j].locator?.path === locator?.path && runs[j].locator?.part === locator?.part) {
            length += runs[j].text.length;
            j++;
        }
        const element = locator && locator.part === part.name ? part.resolve(locator.path) : undefined;
        if (element)
            spans.push(spanOf(element, offset, offset + length));
        offset += length;
        k = j;
    }
    return spans;
}
function spanOf(element, start, end) {
    if (!(0,dom/* isW */.Yi)(element, 'r'))
        return { element, start, end, atomic: true };
    const segments = [];
    let known = 0;
    let firstUnknown = -1;
    for (let n = element.firstChild; n; n = n.nextSibling) {
        if (n.nodeType !== xml_dom.ELEMENT_NODE)
            continue;
        const child = n;
        const local = (0,dom/* isWElement */.gg)(child) ? child.localName : '';
        let length = 0;
        let kind = 'zero';
        if (local === 'rPr')
            kind = 'properties';
        else if (local === 't') {
            length = (child.textContent ?? '').length;
            kind = 'text';
        }
        else if (ONE_CHARACTER.has(local)) {
            length = 1;
            kind = 'atom';
        }
        else if (local === 'br') {
            length = child.getAttributeNS(child.namespaceURI, 'type') === 'page' ? PAGE_BREAK_LABEL.length : 1;
            kind = 'atom';
        }
        else if (!NO_TEXT.has(local)) {
            length = undefined;
            kind = 'atom';
        }
        if (length === undefined) {
            if (firstUnknown < 0)
                firstUnknown = segments.length;
            segments.push({ child, start: 0, end: 0, kind });
        }
        else {
            known += length;
            segments.push({ child, start: 0, end: length, kind });
        }
    }
    const residual = end - start - known;
    if (residual < 0 || (residual > 0 && firstUnknown < 0))
        return { element, start, end, atomic: true };
    let at = 0;
    segments.forEach((segment, index) => {
        const length = index === firstUnknown ? residual : segment.end;
        segment.start = at;
        segment.end = at + length;
        at += length;
    });
    return { element, start, end, atomic: false, segments };
}
/** A copy of the run holding only its content in [from, to) (offsets inside the run). */
function sliceRun(span, from, to, document) {
    const run = span.element;
    if (span.atomic || !span.segments)
        return document.importNode(run, true);
    const copy = document.importNode(run, false);
    const total = span.end - span.start;
    for (const segment of span.segments) {
        const { child, start, end } = segment;
        if (segment.kind === 'properties') {
            copy.appendChild(document.importNode(child, true));
            continue;
        }
        if (end === start) {
            // Zero-width content (field characters, markers) goes with the slice it sits in.
            if ((start >= from && start < to) || (start === total && to === total))
                copy.appendChild(document.importNode(child, true));
            continue;
        }
        if (segment.kind === 'text') {
            const a = Math.max(start, from);
            const b = Math.min(end, to);
            if (b <= a)
                continue;
            const t = document.importNode(child, false);
            (0,xml_dom.setPreserve)(t);
            t.appendChild(document.createTextNode((child.textContent ?? '').slice(a - start, b - start)));
            copy.appendChild(t);
        }
        else if (start >= from && start < to) {
            copy.appendChild(document.importNode(child, true));
        }
    }
    return copy;
}
/** Cuts the spans at the given paragraph offsets, in place; returns the new span list. */
/**
 * Cuts runs at the offsets. Every piece keeps the run's properties; a recorded change of them
 * (w:rPrChange) is one revision per piece, so the pieces after the first take new ids from
 * `newId`, as revision ids must be unique in the document.
 */
function cutSpans(spans, cuts, newId) {
    const out = [];
    for (const span of spans) {
        const inside = span.atomic ? [] : cuts.filter((c) => c > span.start && c < span.end).sort((a, b) => a - b);
        if (!inside.length) {
            out.push(span);
            continue;
        }
        const bounds = [span.start, ...new Set(inside), span.end];
        const document = span.element.ownerDocument;
        let previous = span.element;
        const pieces = [];
        for (let k = 0; k + 1 < bounds.length; k++) {
            const slice = sliceRun(span, bounds[k] - span.start, bounds[k + 1] - span.start, document);
            if (k > 0 && newId)
                renumberPropertyChanges(slice, newId);
            (0,xml_dom.insertAfter)(slice, previous);
            previous = slice;
            pieces.push(spanOf(slice, bounds[k], bounds[k + 1]));
        }
        span.element.parentNode.removeChild(span.element);
        out.push(...pieces);
    }
    return out;
}
function renumberPropertyChanges(run, newId) {
    const properties = (0,dom/* firstW */.cE)(run, 'rPr');
    if (!properties)
        return;
    for (let n = properties.firstChild; n; n = n.nextSibling)
        if ((0,dom/* isW */.Yi)(n, 'rPrChange')) {
            const change = n;
            for (const attribute of Array.from(change.attributes))
                if (attribute.localName === 'id' && dom/* W_NAMESPACES */.v0.has(attribute.namespaceURI ?? ''))
                    change.setAttributeNS(attribute.namespaceURI, attribute.name, newId());
        }
}
/** Spans inside [start, end) (after cutting, each span is wholly in or out). */
function spansIn(spans, start, end) {
    return spans.filter((s) => s.end > start && s.start < end && s.end > s.start);
}
/** Copies of the runs holding the text [start, end), for putting it elsewhere. */
function copyRange(spans, start, end, document) {
    const out = [];
    for (const span of spans) {
        if (span.end <= start || span.start >= end || span.end === span.start)
            continue;
        if (span.atomic) {
            if (span.start >= start)
                out.push(document.importNode(span.element, true));
            continue;
        }
        out.push(sliceRun(span, Math.max(start, span.start) - span.start, Math.min(end, span.end) - span.start, document));
    }
    return out;
}
const REVISION_WRAPPERS = new Set(['ins', 'del', 'moveFrom', 'moveTo']);
/**
 * Where text that belongs at `offset` goes: before the run that starts there, else after the
 * run that ends there. Kept outside existing revision wrappers (w:ins …) so new content never
 * becomes part of somebody else's revision, and no revision nests in another.
 */
function insertionPoint(spans, offset, paragraph, newId) {
    const starting = spans.find((s) => s.start === offset && s.end > s.start);
    if (starting)
        return { before: outOfWrappers(starting.element, paragraph, 'before', newId) };
    let previous;
    for (const span of spans)
        if (span.start < offset)
            previous = span;
    if (previous)
        return { after: outOfWrappers(previous.element, paragraph, 'after', newId) };
    const next = spans.find((s) => s.start >= offset);
    if (next)
        return { before: outOfWrappers(next.element, paragraph, 'before', newId) };
    return { append: paragraph };
}
/** The outermost revision wrapper around a node inside its paragraph, or the node itself. */
function hoist(node, paragraph) {
    let result = node;
    for (let n = node.parentNode; n && n !== paragraph; n = n.parentNode) {
        if ((0,dom/* isWElement */.gg)(n) && REVISION_WRAPPERS.has(n.localName))
            result = n;
    }
    return result;
}
function siblingElement(node, forward) {
    let n = forward ? node.nextSibling : node.previousSibling;
    while (n && n.nodeType !== xml_dom.ELEMENT_NODE)
        n = forward ? n.nextSibling : n.previousSibling;
    return n;
}
/**
 * A reference node for inserting next to `node` that lies outside any existing revision wrapper:
 * a wrapper the node sits in the middle of is split in two (the second half gets a new id), so
 * new content lands exactly at the offset and never inside somebody else's revision.
 */
function outOfWrappers(node, paragraph, side, newId) {
    let reference = node;
    for (;;) {
        const parent = reference.parentNode;
        if (!parent || parent === paragraph)
            return reference;
        const wrapper = (0,dom/* isWElement */.gg)(parent) && REVISION_WRAPPERS.has(parent.localName);
        const atEdge = !siblingElement(reference, side === 'after');
        if (atEdge) {
            reference = parent;
            continue;
        }
        if (!wrapper)
            return reference;
        // Split the wrapper: everything from the insertion point on moves into a copy after it.
        const second = parent.cloneNode(false);
        second.setAttributeNS(parent.namespaceURI, `${parent.prefix ? `${parent.prefix}:` : ''}id`, newId());
        let move = side === 'before' ? reference : reference.nextSibling;
        while (move) {
            const next = move.nextSibling;
            second.appendChild(move);
            move = next;
        }
        (0,xml_dom.insertAfter)(second, parent);
        return side === 'before' ? second : parent;
    }
}
function place(nodes, point) {
    if ('before' in point)
        for (const node of nodes)
            point.before.parentNode.insertBefore(node, point.before);
    else if ('after' in point) {
        let previous = point.after;
        for (const node of nodes) {
            (0,xml_dom.insertAfter)(node, previous);
            previous = node;
        }
    }
    else
        for (const node of nodes)
            point.append.appendChild(node);
}

// EXTERNAL MODULE: ./src/engine/formats/shared/row-pairs.ts
var row_pairs = __webpack_require__(50723);
;// CONCATENATED MODULE: ./src/engine/formats/word/docx/write/extras.ts


/** The summary page, paper size and document properties of a result. */
const KINDS = ['Inserted', 'Deleted', 'Modified', 'Moved', 'StyleChanged'];
const CELL_TEXT_LIMIT = 300;
/**
 * Appends, after a page break and before the final section properties, a heading "Summary of
 * changes", the number of changes of each type, and a table listing every change.
 */
function appendSummaryPage(part, pkg, changes, _source, _target) {
    const end = part.end();
    const near = end.before ?? end.after ?? end.parent;
    if (!near)
        return;
    const document = part.documentOf(near);
    const names = part.names;
    const hasHeading = /styleId="Heading1"/.test(pkg.zip.text('word/styles.xml') ?? '');
    const blocks = [];
    const breakRun = run(document, names);
    breakRun.appendChild(names.create(document, 'br', { type: 'page' }));
    blocks.push(paragraph(document, names, [breakRun]));
    const heading = run(document, names, 'Summary of changes', !hasHeading);
    blocks.push(paragraph(document, names, [heading], hasHeading ? 'Heading1' : undefined));
    const counts = new Map();
    for (const change of changes)
        counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
    blocks.push(paragraph(document, names, [run(document, names, `Total changes: ${changes.length}`)]));
    for (const kind of KINDS)
        blocks.push(paragraph(document, names, [run(document, names, `${kind}: ${counts.get(kind) ?? 0}`)]));
    if (changes.length)
        blocks.push(summaryTable(document, names, changes));
    blocks.push(paragraph(document, names, []));
    if (end.before)
        for (const block of blocks)
            end.before.parentNode.insertBefore(block, end.before);
    else if (end.after) {
        let previous = end.after;
        for (const block of blocks) {
            (0,xml_dom.insertAfter)(block, previous);
            previous = block;
        }
    }
    else
        for (const block of blocks)
            end.parent.appendChild(block);
}
function run(document, names, text, bold = false) {
    const r = names.create(document, 'r');
    if (bold) {
        const rPr = names.create(document, 'rPr');
        rPr.appendChild(names.create(document, 'b'));
        rPr.appendChild(names.create(document, 'sz', { val: '32' }));
        r.appendChild(rPr);
    }
    if (text !== undefined) {
        const pieces = text.split(/(\t|\n)/);
        for (const piece of pieces) {
            if (piece === '\t')
                r.appendChild(names.create(document, 'tab'));
            else if (piece === '\n')
                r.appendChild(names.create(document, 'br'));
            else if (piece)
                r.appendChild(names.text(document, 't', piece));
        }
    }
    return r;
}
function paragraph(document, names, runs, style) {
    const p = names.create(document, 'p');
    if (style) {
        const pPr = names.create(document, 'pPr');
        pPr.appendChild(names.create(document, 'pStyle', { val: style }));
        p.appendChild(pPr);
    }
    for (const r of runs)
        p.appendChild(r);
    return p;
}
function summaryTable(document, names, changes) {
    const table = names.create(document, 'tbl');
    const tblPr = names.create(document, 'tblPr');
    tblPr.appendChild(names.create(document, 'tblW', { w: '5000', type: 'pct' }));
    const borders = names.create(document, 'tblBorders');
    for (const side of ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'])
        borders.appendChild(names.create(document, side, { val: 'single', sz: '4', space: '0', color: 'auto' }));
    tblPr.appendChild(borders);
    table.appendChild(tblPr);
    const widths = [700, 1500, 3580, 3580];
    const grid = names.create(document, 'tblGrid');
    for (const w of widths)
        grid.appendChild(names.create(document, 'gridCol', { w: String(w) }));
    table.appendChild(grid);
    const row = (cells, header) => {
        const tr = names.create(document, 'tr');
        cells.forEach((text, k) => {
            const tc = names.create(document, 'tc');
            const tcPr = names.create(document, 'tcPr');
            tcPr.appendChild(names.create(document, 'tcW', { w: String(widths[k]), type: 'dxa' }));
            tc.appendChild(tcPr);
            tc.appendChild(paragraph(document, names, [run(document, names, clip(text), header)]));
            tr.appendChild(tc);
        });
        table.appendChild(tr);
    };
    row(['Id', 'Type', 'Old text', 'New text'], true);
    changes.forEach((change, id) => row([String(id), change.kind, change.text, change.targetText], false));
    return table;
}
function clip(text) {
    const clean = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');
    return clean.length > CELL_TEXT_LIMIT ? `${clean.slice(0, CELL_TEXT_LIMIT - 1)}…` : clean;
}
/** Sets every section's page size (points → twips), keeping each section's orientation. */
function setPaperSize(text, size) {
    const short = Math.round(Math.min(size.width, size.height) * 20);
    const long = Math.round(Math.max(size.width, size.height) * 20);
    return text.replace(/<((?:[\w.-]+:)?)pgSz\b([^>]*?)(\/?)>/g, (_all, prefix, attributes, close) => {
        const landscape = new RegExp(`\\s${prefix}orient="landscape"`).test(attributes);
        const kept = attributes.replace(new RegExp(`\\s${prefix}(?:w|h|code)="[^"]*"`, 'g'), '');
        const w = landscape ? long : short;
        const h = landscape ? short : long;
        return `<${prefix}pgSz ${prefix}w="${w}" ${prefix}h="${h}"${kept}${close}>`;
    });
}
const DC = namespaces/* NAMESPACES */.dK.dc[0];
const CP = 'http://schemas.openxmlformats.org/package/2006/metadata/core-properties';
/** docProps/core.xml creator and last-modified-by, docProps/app.xml Company. */
function setMetadata(pkg, metadata) {
    if (metadata.author !== undefined || metadata.lastModifiedBy !== undefined) {
        const core = pkg.wholePart('docProps/core.xml');
        if (core) {
            if (metadata.author !== undefined)
                setProperty(core.root, DC, 'dc:creator', 'creator', metadata.author);
            if (metadata.lastModifiedBy !== undefined)
                setProperty(core.root, CP, 'cp:lastModifiedBy', 'lastModifiedBy', metadata.lastModifiedBy);
            core.markDirty();
        }
    }
    if (metadata.company !== undefined) {
        const app = pkg.wholePart('docProps/app.xml');
        if (app) {
            setProperty(app.root, app.root.namespaceURI ?? '', 'Company', 'Company', metadata.company);
            app.markDirty();
        }
    }
}
function setProperty(root, namespace, qualified, local, value) {
    let element;
    for (let n = root.firstChild; n; n = n.nextSibling) {
        if (n.nodeType === xml_dom.ELEMENT_NODE && n.localName === local && n.namespaceURI === namespace)
            element = n;
    }
    if (!element) {
        const prefix = root.lookupPrefix(namespace);
        const name = namespace === root.namespaceURI && !root.prefix ? local : prefix ? `${prefix}:${local}` : qualified;
        element = root.ownerDocument.createElementNS(namespace, name);
        root.appendChild(element);
    }
    while (element.firstChild)
        element.removeChild(element.firstChild);
    element.appendChild(root.ownerDocument.createTextNode(value));
}

// EXTERNAL MODULE: ./src/engine/model/document.ts
var model_document = __webpack_require__(64451);
;// CONCATENATED MODULE: ./src/engine/formats/word/docx/write/sections.ts



/**
 * Page setup changes of a section, as Word tracks them: the section's sectPr keeps its new
 * setup and a w:sectPrChange holds the old one (CT_SectPrBase: no header or footer references,
 * which stay as they are).
 */
/** Children of a sectPr that are not page setup and so are neither recorded nor replaced. */
const NOT_SETUP = new Set(['headerReference', 'footerReference', 'sectPrChange']);
/**
 * The sectPr that ends at a paragraph: the one in its pPr, or the body's own when the paragraph
 * is the body's last (the reader puts the last section's setup there).
 */
function sectionEndingAt(paragraph) {
    const own = (0,dom/* firstW */.cE)(paragraph, 'pPr');
    const inParagraph = own ? (0,dom/* firstW */.cE)(own, 'sectPr') : undefined;
    if (inParagraph)
        return inParagraph;
    const body = paragraph.parentNode;
    if (!body || !(0,dom/* isW */.Yi)(body, 'body'))
        return undefined;
    for (let n = paragraph.nextSibling; n; n = n.nextSibling) {
        if (n.nodeType !== xml_dom.ELEMENT_NODE)
            continue;
        if ((0,dom/* isW */.Yi)(n, 'sectPr'))
            return n;
        if ((0,dom/* isW */.Yi)(n, 'p') || (0,dom/* isW */.Yi)(n, 'tbl') || (0,dom/* isW */.Yi)(n, 'sdt'))
            return undefined;
    }
    return undefined;
}
function setupChildren(sectPr) {
    const out = [];
    for (let n = sectPr.firstChild; n; n = n.nextSibling) {
        if (n.nodeType !== xml_dom.ELEMENT_NODE)
            continue;
        const element = n;
        if ((0,dom/* isWElement */.gg)(element) && NOT_SETUP.has(element.localName))
            continue;
        out.push(element);
    }
    return out;
}
/** Records the source's setup as the section's former one, unless it already carries a change. */
function recordSectionChange(sectPr, source, stamp, names) {
    if ((0,dom/* firstW */.cE)(sectPr, 'sectPrChange'))
        return;
    const document = sectPr.ownerDocument;
    const change = revisionElement(document, 'sectPrChange', stamp, names);
    const old = names.create(document, 'sectPr');
    for (const child of setupChildren(source))
        old.appendChild(document.importNode(child, true));
    change.appendChild(old);
    sectPr.appendChild(change);
}
/** Gives the section the source's page setup, keeping its header and footer references. */
function replaceSectionSetup(sectPr, source) {
    const document = sectPr.ownerDocument;
    for (const child of setupChildren(sectPr))
        sectPr.removeChild(child);
    const anchor = (0,dom/* firstW */.cE)(sectPr, 'sectPrChange') ?? null;
    for (const child of setupChildren(source))
        sectPr.insertBefore(document.importNode(child, true), anchor);
}
/** A section's page setup as a string, to tell whether two sections are set up alike. */
function setupKey(sectPr) {
    const key = (element) => `<${element.localName}${Array.from(element.attributes ?? [])
        .map((a) => ` ${a.localName}=${a.value}`)
        .sort()
        .join('')}>${elementKids(element).map(key).join('')}`;
    return setupChildren(sectPr).map(key).join('');
}
function elementKids(element) {
    const out = [];
    for (let n = element.firstChild; n; n = n.nextSibling)
        if (n.nodeType === xml_dom.ELEMENT_NODE)
            out.push(n);
    return out;
}
/** A copy of a paragraph's properties for another package: without the section's header and footer references. */
function importParagraphProperties(document, pPr) {
    const copy = document.importNode(pPr, true);
    const sectPr = (0,dom/* firstW */.cE)(copy, 'sectPr');
    for (const child of sectPr ? elementKids(sectPr) : [])
        if ((0,dom/* isW */.Yi)(child, 'headerReference') || (0,dom/* isW */.Yi)(child, 'footerReference'))
            sectPr.removeChild(child);
    return copy;
}
/**
 * A section break inserted or removed at a body paragraph, as Word tracks a changed paragraph
 * mark: the paragraph's text ends with the mark that holds the break, and an empty paragraph
 * after it holds the other side's mark; the target's mark is marked inserted, the source's
 * deleted. Accepting all keeps the target's mark on the text (an empty paragraph whose mark is
 * deleted joins the next one); rejecting all joins the text to the source's mark. The break is
 * never on the empty paragraph: LibreOffice drops an empty paragraph that holds only a section
 * break when it opens the file. The section that goes on after the paragraph records the
 * source's setup (w:sectPrChange) where it differs, so each side's section start comes back
 * too (`targetAfter`, `sourceAfter`: the sectPr of the section each side goes on with). False
 * when the paragraph has a break on both sides or on neither.
 */
function trackSectionBreak(target, source, targetAfter, sourceAfter, mark, stamp, names) {
    const targetPr = (0,dom/* firstW */.cE)(target, 'pPr');
    const sourcePr = (0,dom/* firstW */.cE)(source, 'pPr');
    const targetBreak = targetPr ? (0,dom/* firstW */.cE)(targetPr, 'sectPr') : undefined;
    const sourceBreak = sourcePr ? (0,dom/* firstW */.cE)(sourcePr, 'sectPr') : undefined;
    const parent = target.parentNode;
    if (!targetBreak === !sourceBreak || !parent)
        return false;
    const document = target.ownerDocument;
    const markOnly = names.create(document, 'p');
    parent.insertBefore(markOnly, target.nextSibling);
    if (targetBreak) {
        if (sourcePr)
            markOnly.appendChild(importParagraphProperties(document, sourcePr));
        mark(target, 'ins');
        mark(markOnly, 'del');
    }
    else {
        if (targetPr) {
            markOnly.appendChild(targetPr.cloneNode(true));
            target.removeChild(targetPr);
        }
        target.insertBefore(importParagraphProperties(document, sourcePr), target.firstChild);
        mark(target, 'del');
        mark(markOnly, 'ins');
    }
    if (targetAfter && sourceAfter && setupKey(targetAfter) !== setupKey(sourceAfter))
        recordSectionChange(targetAfter, sourceAfter, stamp, names);
    return true;
}

;// CONCATENATED MODULE: ./src/engine/formats/word/docx/write/writer.ts













const RUN_LEVEL = new Set([...model_document/* RUN_STYLE_PROPERTIES */.Un, 'link']);
/** Whether a style change lives in the paragraph's pPr (its style, alignment, layout, list). */
function isParagraphProperty(property) {
    return !RUN_LEVEL.has(property) && !model_document/* SECTION_SETUP_PROPERTIES */.y$.has(property) && property !== 'section break';
}
class Side {
    pkg;
    model;
    stories = new Map();
    storyParts = new Map();
    paragraphs = new Map();
    constructor(pkg, model) {
        this.pkg = pkg;
        this.model = model;
        for (const story of model.stories)
            this.stories.set(story.key, story);
    }
    partOf(storyKey) {
        if (!this.storyParts.has(storyKey)) {
            const story = this.stories.get(storyKey);
            this.storyParts.set(storyKey, story ? firstPart(story.blocks) : undefined);
        }
        const name = this.storyParts.get(storyKey);
        return name ? this.pkg.part(name) : undefined;
    }
    locate(side) {
        if (!side)
            return undefined;
        const story = this.stories.get(side.story);
        return story ? locatePath(story.blocks, side.blockPath) : undefined;
    }
    element(node) {
        const locator = node?.locator;
        if (!locator)
            return undefined;
        return this.pkg.part(locator.part)?.resolve(locator.path);
    }
    paragraph(block) {
        const element = this.element(block);
        if (!element)
            return undefined;
        let state = this.paragraphs.get(element);
        if (!state) {
            const part = this.pkg.part(block.locator.part);
            state = { element, part, spans: paragraphSpans(block, part), cuts: [] };
            this.paragraphs.set(element, state);
        }
        return state;
    }
    cutAll(newId) {
        for (const state of this.paragraphs.values())
            if (state.cuts.length)
                state.spans = cutSpans(state.spans, state.cuts, newId);
    }
}
function firstPart(blocks) {
    for (const block of blocks) {
        if (block.locator)
            return block.locator.part;
        if (block.type === 'paragraph')
            for (const run of block.runs)
                if (run.locator)
                    return run.locator.part;
        if (block.type === 'table') {
            for (const row of block.rows) {
                if (row.locator)
                    return row.locator.part;
                for (const cell of row.cells) {
                    const found = firstPart(cell.blocks);
                    if (found)
                        return found;
                }
            }
        }
    }
    return undefined;
}
function locatePath(blocks, path) {
    let list = blocks;
    let parentCell;
    for (let k = 0; k < path.length; k += 3) {
        const index = path[k];
        const block = list[index];
        if (!block)
            return undefined;
        if (k + 1 >= path.length)
            return { kind: 'block', block, list, index, parentCell };
        if (block.type !== 'table')
            return undefined;
        const row = block.rows[path[k + 1]];
        if (!row)
            return undefined;
        if (k + 2 >= path.length)
            return { kind: 'row', row, table: block, index: path[k + 1] };
        const cell = row.cells[path[k + 2]];
        if (!cell)
            return undefined;
        if (k + 3 >= path.length)
            return { kind: 'cell', cell, row, index: path[k + 2] };
        list = cell.blocks;
        parentCell = cell;
    }
    return undefined;
}
/** The most common cell count of a table's rows (rows with merged cells have fewer). */
function modeWidth(table) {
    const counts = new Map();
    for (const row of table.rows)
        counts.set(row.cells.length, (counts.get(row.cells.length) ?? 0) + 1);
    return [...counts].sort((x, y) => y[1] - x[1] || y[0] - x[0])[0]?.[0] ?? 0;
}
/** A row's cells with the grid columns each covers (w:gridSpan; w:gridBefore shifts the start). */
function gridCells(row) {
    const properties = (0,dom/* firstW */.cE)(row, 'trPr');
    const gridBefore = properties && (0,dom/* firstW */.cE)(properties, 'gridBefore');
    let start = Number(gridBefore?.getAttributeNS(gridBefore.namespaceURI, 'val') ?? 0) || 0;
    const out = [];
    for (const cell of (0,xml_dom.elementChildren)(row)) {
        if (!(0,dom/* isW */.Yi)(cell, 'tc'))
            continue;
        const spanElement = (0,dom/* firstW */.cE)((0,dom/* firstW */.cE)(cell, 'tcPr') ?? cell, 'gridSpan');
        const span = Math.max(1, Number(spanElement?.getAttributeNS(spanElement.namespaceURI, 'val') ?? 1) || 1);
        out.push({ cell, start, span });
        start += span;
    }
    return out;
}
function setGridSpan(cell, span, names) {
    let properties = (0,dom/* firstW */.cE)(cell, 'tcPr');
    if (!properties) {
        properties = names.create(cell.ownerDocument, 'tcPr');
        cell.insertBefore(properties, cell.firstChild);
    }
    let spanElement = (0,dom/* firstW */.cE)(properties, 'gridSpan');
    if (span <= 1) {
        if (spanElement)
            properties.removeChild(spanElement);
        return;
    }
    if (!spanElement) {
        spanElement = names.create(cell.ownerDocument, 'gridSpan');
        // gridSpan follows cnfStyle and tcW in CT_TcPr's sequence.
        const after = (0,xml_dom.elementChildren)(properties)
            .filter((child) => (0,dom/* isW */.Yi)(child, 'cnfStyle') || (0,dom/* isW */.Yi)(child, 'tcW'))
            .pop();
        properties.insertBefore(spanElement, after ? after.nextSibling : properties.firstChild);
    }
    spanElement.setAttributeNS(spanElement.namespaceURI, `${spanElement.prefix ? `${spanElement.prefix}:` : ''}val`, String(span));
}
/** Paragraphs of a block, depth first (a table's cells, rows in order). */
function paragraphsOf(block) {
    if (block.type === 'paragraph')
        return [block];
    if (block.type === 'table')
        return block.rows.flatMap((row) => row.cells.flatMap((cell) => cell.blocks.flatMap(paragraphsOf)));
    return [];
}
const PARAGRAPH_CONTAINERS = new Set([
    'body',
    'tc',
    'hdr',
    'ftr',
    'footnote',
    'endnote',
    'comment',
    'txbxContent',
    'sdtContent',
    'customXml',
]);
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const COMMENTS_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
const FLIPPED = { ins: 'del', del: 'ins', moveFrom: 'moveTo', moveTo: 'moveFrom' };
class ResultBuilder {
    input;
    target;
    source;
    /**
     * Combined results write onto the original with each reviewer's copy as the diff's source:
     * what the writer would put back as deleted is the reviewer's insertion, and the original's
     * content it would mark inserted is the reviewer's deletion, so revision kinds are swapped.
     */
    flipped = false;
    sourceKey = '';
    changesNow;
    options;
    mode;
    warnings = [];
    steps = [];
    removals = [];
    alternates = new Set();
    bridges = new Map();
    /** Note references put back with their notes, and the source notes (story keys) they brought. */
    carriedReferences = new WeakSet();
    carriedNotes = new Set();
    /** The comments part this result added to a target that had none. */
    createdComments;
    /** Existing w:ins elements this result took over (their runs are this result's insertions). */
    claimed = new WeakSet();
    stamp;
    nextId;
    nextDrawingId;
    constructor(input) {
        this.input = input;
        this.options = input.options;
        this.mode = input.options.mode;
        this.target = new Side(new write_package/* WordPackage */.R(input.target.bytes, input.target.archive), input.target.document);
        this.source = new Side(new write_package/* WordPackage */.R(input.source.bytes, input.source.archive), input.source.document);
        const { maxId, maxDrawingId } = scanIds(this.target.pkg);
        let id = maxId;
        this.nextId = () => String(++id);
        this.stamp = { author: this.options.author, date: this.options.date, nextId: this.nextId };
        this.nextDrawingId = maxDrawingId;
        this.changesNow = input.changes;
    }
    build() {
        this.planAll(this.input.changes, this.options.rejected);
        return this.finish();
    }
    /**
     * Every reviewer's changes onto the original, each reviewer's revisions under its own author;
     * where two reviewers changed the same words, both insertions stand side by side and the
     * original's words are deleted once, by the first of them.
     */
    buildCombined(reviewers) {
        this.flipped = true;
        reviewers.forEach((reviewer, k) => {
            const source = new Side(new write_package/* WordPackage */.R(reviewer.bytes), reviewer.document);
            const stamp = { author: reviewer.author, date: this.options.date, nextId: this.nextId };
            const key = `reviewer ${k}`;
            const enter = () => {
                this.source = source;
                this.stamp = stamp;
                this.sourceKey = key;
                this.changesNow = reviewer.changes;
            };
            enter();
            const first = this.steps.length;
            this.planAll(reviewer.changes, reviewer.applied);
            for (let s = first; s < this.steps.length; s++) {
                const step = this.steps[s];
                this.steps[s] = () => {
                    enter();
                    step();
                };
            }
        });
        return this.finish();
    }
    kind(kind) {
        return this.flipped ? FLIPPED[kind] : kind;
    }
    planAll(changes, rejected) {
        const covered = coveredChanges(changes, rejected);
        changes.forEach((change, index) => {
            if (covered.get(index) === 'skip')
                return;
            const reject = rejected.has(index) && this.mode !== 'styled';
            try {
                if (covered.get(index) === 'revert-only') {
                    if (reject)
                        this.plan(change, 'revert');
                    return;
                }
                if (this.mode === 'clean' && !reject)
                    return;
                this.plan(change, reject ? 'revert' : this.mode === 'styled' ? 'styled' : 'tracked');
            }
            catch (error) {
                this.warn('result-change', `change ${index} (${change.kind} ${change.place}) could not be written: ${error.message}`);
            }
        });
    }
    finish() {
        const changes = this.input.changes;
        this.target.cutAll(this.nextId);
        for (const step of this.steps)
            step();
        for (const element of this.removals)
            this.removeBlockOrRun(element);
        for (const alternate of this.alternates) {
            // The VML fallback repeats the text box; Word calls the file unreadable when the copies
            // disagree, so the edited DrawingML copy stands alone.
            for (const child of (0,xml_dom.elementChildren)(alternate))
                if ((0,xml_dom.is)(child, 'mc', 'Fallback'))
                    (0,xml_dom.removeNode)(child);
        }
        const pkg = this.target.pkg;
        if (this.steps.length)
            pkg.markOpenedDirty();
        const mainPart = pkg.part(pkg.mainPart);
        if (this.options.summaryPage && mainPart && this.mode === 'styled') {
            appendSummaryPage(mainPart, pkg, changes, this.input.source.document, this.input.target.document);
            mainPart.markDirty();
        }
        let mainText;
        if (this.options.paperSize && mainPart)
            mainText = setPaperSize(mainPart.serialize(), this.options.paperSize);
        if (this.carriedNotes.size && mainPart)
            mainText = this.renumberNotes(mainText ?? mainPart.serialize());
        if (mainText !== undefined) {
            mainPart?.markDirty();
            pkg.put(pkg.mainPart, new TextEncoder().encode(mainText));
        }
        setMetadata(pkg, this.options.metadata);
        return { bytes: pkg.save(), warnings: this.warnings };
    }
    warn(code, message) {
        this.warnings.push({ code, message });
    }
    // ---- planning ------------------------------------------------------------------------------
    plan(change, how) {
        switch (change.unit) {
            case 'story':
                return this.planStory(change, how);
            case 'column':
                return this.planColumn(change, how);
            case 'row':
                return this.planRow(change, how);
            default:
                if (change.unit === 'text' &&
                    (change.target?.start !== undefined || change.source?.start !== undefined) &&
                    change.kind !== 'Moved')
                    return this.planText(change, how);
                return this.planBlock(change, how);
        }
    }
    targetParagraph(side) {
        const located = this.target.locate(side);
        if (located?.kind !== 'block' || located.block.type !== 'paragraph')
            return undefined;
        const state = this.target.paragraph(located.block);
        if (state)
            this.noteAlternate(state.element);
        return state;
    }
    sourceParagraph(side) {
        const located = this.source.locate(side);
        if (located?.kind !== 'block' || located.block.type !== 'paragraph')
            return undefined;
        return this.source.paragraph(located.block);
    }
    /**
     * The sectPr of the section that goes on after a body paragraph: the next paragraph's that
     * ends a section, else the body's own. Undefined for a paragraph not directly in the body.
     */
    sectionAfter(side, at) {
        const located = side.locate(at);
        if (located?.kind !== 'block' || at?.story !== 'body' || located.list !== side.stories.get('body')?.blocks)
            return undefined;
        for (let k = located.index + 1; k < located.list.length; k++) {
            const block = located.list[k];
            if (block.type !== 'paragraph' || block.properties?.['section break'] === undefined)
                continue;
            const element = side.element(block);
            const pPr = element ? (0,dom/* firstW */.cE)(element, 'pPr') : undefined;
            return pPr ? (0,dom/* firstW */.cE)(pPr, 'sectPr') : undefined;
        }
        const end = side.pkg.part(side.pkg.mainPart)?.end().before;
        return end && (0,dom/* isW */.Yi)(end, 'sectPr') ? end : undefined;
    }
    /** Text changes inside a paragraph. */
    planText(change, how) {
        const target = this.targetParagraph(change.target);
        if (!target || change.target?.start === undefined || change.target.end === undefined) {
            this.warn('result-unmarked', `${change.kind} ${change.place}: the target paragraph was not found`);
            return;
        }
        let tStart = change.target.start;
        let tEnd = change.target.end;
        const source = change.kind === 'Inserted' ? undefined : this.sourceParagraph(change.source);
        let sStart = change.source?.start ?? 0;
        let sEnd = change.source?.end ?? 0;
        // The diff trims white space off changed ranges; an inserted or deleted word takes one of
        // its neighbouring spaces along, or rejecting it would leave two spaces (or none).
        const targetText = paragraphTextAt(this.target, change.target);
        const sourceText = paragraphTextAt(this.source, change.source);
        if (change.kind === 'Inserted' &&
            targetText !== undefined &&
            sourceText !== undefined &&
            change.source?.start !== undefined) {
            [tStart, tEnd] = widenForSpaces(targetText, tStart, tEnd, sourceText, change.source.start);
        }
        else if (change.kind === 'Deleted' && targetText !== undefined && sourceText !== undefined) {
            [sStart, sEnd] = widenForSpaces(sourceText, sStart, sEnd, targetText, tStart);
        }
        target.cuts.push(tStart, tEnd);
        const names = target.part.names;
        const style = change.kind === 'StyleChanged' || change.kind === 'Modified' ? this.options.changed : this.options.inserted;
        if (change.kind === 'StyleChanged') {
            const paragraphLevel = change.styleChanges?.some((c) => isParagraphProperty(c.property)) ?? false;
            const sectionLevel = change.styleChanges?.some((c) => model_document/* SECTION_SETUP_PROPERTIES */.y$.has(c.property)) ?? false;
            const runLevel = change.styleChanges?.some((c) => RUN_LEVEL.has(c.property)) ?? true;
            const linkLevel = change.styleChanges?.some((c) => c.property === 'link') ?? false;
            const breakLevel = change.styleChanges?.some((c) => c.property === 'section break') ?? false;
            // Paths are resolved before the first edit: the sections each side goes on with.
            const targetAfter = breakLevel ? this.sectionAfter(this.target, change.target) : undefined;
            const sourceAfter = breakLevel ? this.sectionAfter(this.source, change.source) : undefined;
            this.steps.push(() => {
                const spans = spansIn(target.spans, tStart, tEnd);
                if (how === 'styled')
                    return this.markSpans(spans, style, target);
                const sourcePr = source ? (0,dom/* firstW */.cE)(source.element, 'pPr') : undefined;
                const markAs = (paragraph, kind) => markParagraphMark(paragraph, this.kind(kind), this.stamp, names);
                if (breakLevel &&
                    !runLevel &&
                    how === 'tracked' &&
                    !this.flipped &&
                    source &&
                    targetAfter &&
                    sourceAfter &&
                    trackSectionBreak(target.element, source.element, targetAfter, sourceAfter, markAs, this.stamp, names))
                    return;
                if (linkLevel && source && this.changeLink(spans, source, sStart, sEnd, target, how))
                    return;
                for (const span of runLevel ? spans : []) {
                    if (!(0,dom/* isW */.Yi)(span.element, 'r'))
                        continue;
                    const old = source ? sourceRunProperties(source, sStart + (span.start - tStart)) : undefined;
                    if (how === 'tracked' && this.flipped) {
                        // The reviewer's properties become the run's; the original's are the former ones.
                        const current = (0,dom/* firstW */.cE)(span.element, 'rPr')?.cloneNode(true);
                        replaceRunProperties(span.element, old);
                        recordRunPropertiesChange(span.element, current, this.stamp, names);
                    }
                    else if (how === 'tracked')
                        recordRunPropertiesChange(span.element, old, this.stamp, names);
                    else
                        replaceRunProperties(span.element, old);
                }
                if (paragraphLevel) {
                    if (how === 'tracked' && this.flipped) {
                        const current = (0,dom/* firstW */.cE)(target.element, 'pPr')?.cloneNode(true);
                        replaceParagraphProperties(target.element, sourcePr, names);
                        recordParagraphPropertiesChange(target.element, current, this.stamp, names);
                    }
                    else if (how === 'tracked')
                        recordParagraphPropertiesChange(target.element, sourcePr, this.stamp, names);
                    else
                        replaceParagraphProperties(target.element, sourcePr, names);
                }
                const targetSection = sectionLevel ? sectionEndingAt(target.element) : undefined;
                const sourceSection = source ? sectionEndingAt(source.element) : undefined;
                if (targetSection && sourceSection) {
                    if (how === 'tracked' && this.flipped)
                        replaceSectionSetup(targetSection, sourceSection);
                    else if (how === 'tracked')
                        recordSectionChange(targetSection, sourceSection, this.stamp, names);
                    else
                        replaceSectionSetup(targetSection, sourceSection);
                }
            });
            return;
        }
        // An added note is its mark and its story: the note's text is marked with the mark.
        if (change.note && change.kind === 'Inserted' && how !== 'revert')
            this.planStory({ ...change, unit: 'story', target: { story: change.note, blockPath: [] } }, how);
        const putsBack = change.kind !== 'Inserted' && source && sEnd > sStart;
        const marksNew = change.kind !== 'Deleted' && tEnd > tStart;
        this.steps.push(() => {
            const newSpans = marksNew ? spansIn(target.spans, tStart, tEnd) : [];
            if (putsBack && (how !== 'styled' || this.options.showDeleted)) {
                const document = target.part.documentOf(target.element);
                const copies = copyRange(source.spans, sStart, sEnd, document).map((run) => this.carry(run, source.part.name, target.part.name));
                for (const run of copies)
                    this.sanitize(run, how);
                // A reviewer's new words follow the original's deleted ones, as Word shows a replacement.
                const at = this.flipped ? tEnd : tStart;
                const point = insertionPoint(target.spans, at, target.element, this.stamp.nextId);
                if (how === 'styled') {
                    for (const run of copies)
                        styleRun(run, this.options.deleted, names, this.options.frames);
                    place(this.withSeparators(copies, this.options.deleted, names), point);
                }
                else if (how === 'tracked') {
                    place(copies, point);
                    wrapRuns(copies, this.kind('del'), this.stamp, names);
                }
                else
                    place(copies, point);
            }
            if (!marksNew)
                return;
            if (how === 'styled') {
                if (change.kind === 'Inserted' && !this.options.showInserted)
                    return;
                this.markSpans(newSpans, style, target);
            }
            else if (how === 'tracked') {
                const runs = newSpans.map((s) => s.element);
                if (this.flipped) {
                    // Words another reviewer deleted already stay that reviewer's deletion.
                    const kept = runs.filter((run) => !(0,xml_dom.ancestor)(run, (e) => (0,dom/* isW */.Yi)(e, 'del'), target.element));
                    wrapRuns(kept, 'del', this.stamp, names);
                    return;
                }
                this.claimFromExistingInsertions(runs, target.element);
                wrapRuns(runs.filter((run) => !this.claimed.has(hoist(run, target.element))), 'ins', this.stamp, names);
            }
            else
                for (const span of newSpans)
                    this.removals.push(span.element);
        });
    }
    /**
     * A link whose target changed, as Word shows it: the old link (the source's w:hyperlink with
     * its runs) put back as a deletion before the new one, whose runs become an insertion; the
     * revisions sit inside each w:hyperlink, where the schema allows them. Reverting gives the
     * link the source's target. False when either side's text is not inside a w:hyperlink.
     */
    changeLink(spans, source, sStart, sEnd, target, how) {
        const linkOf = (span, paragraph) => span ? (0,xml_dom.ancestor)(span.element, (e) => (0,dom/* isW */.Yi)(e, 'hyperlink'), paragraph) : undefined;
        const sourceSpans = spansIn(source.spans, sStart, sEnd);
        const oldLink = linkOf(sourceSpans[0], source.element);
        const newLink = linkOf(spans[0], target.element);
        if (!oldLink || !newLink || spans.some((span) => linkOf(span, target.element) !== newLink))
            return false;
        const document = target.part.documentOf(target.element);
        const names = target.part.names;
        const wrapper = this.carry(document.importNode(oldLink, false), source.part.name, target.part.name);
        if (how === 'revert') {
            for (const attribute of Array.from(newLink.attributes))
                newLink.removeAttributeNode(attribute);
            for (const attribute of Array.from(wrapper.attributes))
                newLink.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
            return true;
        }
        const copies = copyRange(source.spans, sStart, sEnd, document).map((run) => this.carry(run, source.part.name, target.part.name));
        for (const run of copies) {
            this.sanitize(run);
            wrapper.appendChild(run);
        }
        newLink.parentNode.insertBefore(wrapper, newLink);
        wrapRuns(copies, this.kind('del'), this.stamp, names);
        wrapRuns(spans.filter((span) => (0,dom/* isW */.Yi)(span.element, 'r')).map((span) => span.element), this.kind('ins'), this.stamp, names);
        return true;
    }
    /**
     * Runs that must become this result's insertion but sit inside an existing w:ins: the
     * existing one is split around them and the middle piece is stamped as this result's.
     */
    claimFromExistingInsertions(runs, paragraph) {
        const names = dom/* WordNames */.Fj.of(paragraph);
        const byWrapper = new Map();
        for (const run of runs) {
            const top = hoist(run, paragraph);
            if (top === run || !((0,dom/* isW */.Yi)(top, 'ins') || (0,dom/* isW */.Yi)(top, 'moveTo')))
                continue;
            let child = run;
            while (child.parentNode !== top)
                child = child.parentNode;
            const list = byWrapper.get(top) ?? [];
            if (!list.includes(child))
                list.push(child);
            byWrapper.set(top, list);
        }
        for (const [wrapper, children] of byWrapper) {
            const first = children[0];
            const last = children[children.length - 1];
            const document = wrapper.ownerDocument;
            if (first.previousSibling) {
                const before = document.importNode(wrapper, false);
                while (wrapper.firstChild && wrapper.firstChild !== first)
                    before.appendChild(wrapper.firstChild);
                names.set(before, 'id', this.stamp.nextId());
                wrapper.parentNode.insertBefore(before, wrapper);
            }
            if (last.nextSibling) {
                const after = document.importNode(wrapper, false);
                while (last.nextSibling)
                    after.appendChild(last.nextSibling);
                names.set(after, 'id', this.stamp.nextId());
                (0,xml_dom.insertAfter)(after, wrapper);
            }
            restamp(wrapper, this.stamp, names);
            this.claimed.add(wrapper);
        }
    }
    markSpans(spans, style, paragraph) {
        const runs = spans.map((s) => s.element).filter((e) => (0,dom/* isW */.Yi)(e, 'r'));
        for (const run of runs)
            styleRun(run, style, paragraph.part.names, this.options.frames);
        this.addSeparators(runs, style, paragraph.part);
    }
    addSeparators(runs, style, part) {
        if (!runs.length)
            return;
        const document = runs[0].ownerDocument;
        if (style.beginSeparator)
            runs[0].parentNode.insertBefore(separatorRun(document, style.beginSeparator, runs[0], style, part.names), runs[0]);
        if (style.endSeparator)
            (0,xml_dom.insertAfter)(separatorRun(document, style.endSeparator, runs[runs.length - 1], style, part.names), runs[runs.length - 1]);
    }
    withSeparators(runs, style, names) {
        if (!runs.length)
            return runs;
        const document = runs[0].ownerDocument;
        const out = [...runs];
        if (style.beginSeparator)
            out.unshift(separatorRun(document, style.beginSeparator, runs[0], style, names));
        if (style.endSeparator)
            out.push(separatorRun(document, style.endSeparator, runs[runs.length - 1], style, names));
        return out;
    }
    /** Whole paragraphs, tables and objects: inserted, deleted, moved, or replaced objects. */
    planBlock(change, how) {
        const targetBlock = change.kind === 'Deleted' ? undefined : this.target.locate(change.target);
        const sourceBlock = change.kind === 'Inserted' ? undefined : this.source.locate(change.source);
        const newBlock = targetBlock?.kind === 'block' ? targetBlock.block : undefined;
        const oldBlock = sourceBlock?.kind === 'block' ? sourceBlock.block : undefined;
        const newElement = newBlock && this.target.element(newBlock);
        const oldElement = oldBlock && this.source.element(oldBlock);
        if (change.kind !== 'Deleted' && !newElement)
            return this.warn('result-unmarked', `${change.kind} ${change.place}: the target block was not found`);
        if (change.kind !== 'Inserted' && !oldElement)
            return this.warn('result-unmarked', `${change.kind} ${change.place}: the source block was not found`);
        if (newElement)
            this.noteAlternate(newElement);
        // Where the source's copy goes: the anchor for deletions and moves, before the new block otherwise.
        const anchor = change.kind === 'Modified'
            ? this.pointBefore(newElement)
            : change.kind !== 'Inserted'
                ? this.anchorPoint(change.anchor)
                : undefined;
        if (change.kind !== 'Inserted' && !anchor)
            return this.warn('result-unmarked', `${change.kind} ${change.place}: no place for the source content in the target`);
        const targetParagraphs = newBlock
            ? paragraphsOf(newBlock)
                .map((p) => this.target.paragraph(p))
                .filter((p) => !!p)
            : [];
        const targetPart = newElement
            ? this.partOfElement(change.target.story, this.target)
            : anchor
                ? this.partOfElement(change.anchor?.story ?? change.target?.story ?? 'body', this.target)
                : undefined;
        const names = targetPart?.names ?? new dom/* WordNames */.Fj(namespaces/* NAMESPACES */.dK.w[0], 'w');
        const moveName = change.kind === 'Moved' && how === 'tracked' && newBlock?.type === 'paragraph' && oldBlock?.type === 'paragraph'
            ? `docdelta-move-${this.stamp.nextId()}`
            : undefined;
        this.steps.push(() => {
            if (oldElement && anchor && (how !== 'styled' || this.options.showDeleted)) {
                const document = anchorDocument(anchor);
                const copy = this.carry(document.importNode(oldElement, true), this.source.partOf(change.source.story)?.name ?? '', targetPart?.name ?? '');
                this.sanitize(copy);
                if (how === 'styled')
                    this.styleBlock(copy, this.options.deleted, names);
                else if (how === 'tracked') {
                    if (moveName)
                        this.trackParagraph(copy, this.kind('moveFrom'), names, moveName);
                    else
                        this.trackBlock(copy, this.kind('del'), names);
                }
                place([copy], anchor);
                if ((0,dom/* isW */.Yi)(copy, 'tbl'))
                    ensureParagraphAfterTable(copy, names);
            }
            if (!newElement)
                return;
            if (how === 'revert') {
                this.removals.push(newElement);
                return;
            }
            if (how === 'styled') {
                if (change.kind === 'Inserted' && !this.options.showInserted)
                    return;
                const style = change.kind === 'Modified' ? this.options.changed : this.options.inserted;
                for (const paragraph of targetParagraphs)
                    this.markSpans(paragraph.spans, style, paragraph);
                if (!targetParagraphs.length)
                    this.styleBlock(newElement, style, names);
                return;
            }
            if (moveName)
                this.trackParagraph(newElement, this.kind('moveTo'), names, moveName);
            else
                this.trackBlock(newElement, this.kind('ins'), names);
        });
    }
    planRow(change, how) {
        if (change.kind === 'Inserted') {
            const located = this.target.locate(change.target);
            const element = located?.kind === 'row' ? this.target.element(located.row) : undefined;
            if (!element || located?.kind !== 'row')
                return this.warn('result-unmarked', `${change.place}: the target row was not found`);
            this.noteAlternate(element);
            const paragraphs = located.row.cells
                .flatMap((c) => c.blocks.flatMap(paragraphsOf))
                .map((p) => this.target.paragraph(p))
                .filter((p) => !!p);
            const names = this.partOfElement(change.target.story, this.target)?.names ?? dom/* WordNames */.Fj.of(element);
            this.steps.push(() => {
                if (how === 'revert')
                    this.removals.push(element);
                else if (how === 'styled') {
                    if (this.options.showInserted)
                        for (const p of paragraphs)
                            this.markSpans(p.spans, this.options.inserted, p);
                }
                else
                    this.trackBlock(element, this.kind('ins'), names);
            });
            return;
        }
        if (change.kind !== 'Deleted')
            return;
        const located = this.source.locate(change.source);
        const element = located?.kind === 'row' ? this.source.element(located.row) : undefined;
        const anchor = this.anchorPoint(change.anchor);
        if (!element || !anchor)
            return this.warn('result-unmarked', `${change.place}: the deleted row has no place in the target`);
        const targetPart = this.partOfElement(change.anchor.story, this.target);
        const names = targetPart?.names ?? dom/* WordNames */.Fj.of(element);
        // Tracked results leave a deleted column out (planDeletedColumn): so does a row put back.
        const sourceCells = located?.kind === 'row' ? located.row.cells.length : -1;
        const tablePath = change.source.blockPath.slice(0, -1);
        const columnsLeftOut = how === 'tracked'
            ? this.input.changes
                .filter((c) => c.unit === 'column' &&
                c.kind === 'Deleted' &&
                c.source?.story === change.source.story &&
                c.source.blockPath.length === tablePath.length + 2 &&
                tablePath.every((n, k) => c.source.blockPath[k] === n))
                .map((c) => c.source.blockPath[tablePath.length + 1])
            : [];
        this.steps.push(() => {
            if (how === 'styled' && !this.options.showDeleted)
                return;
            const copy = this.carry(anchorDocument(anchor).importNode(element, true), this.source.partOf(change.source.story)?.name ?? '', targetPart?.name ?? '');
            const cells = (0,xml_dom.elementChildren)(copy).filter((c) => (0,dom/* isW */.Yi)(c, 'tc'));
            if (columnsLeftOut.length && cells.length === sourceCells)
                for (const column of columnsLeftOut)
                    if (cells[column])
                        (0,xml_dom.removeNode)(cells[column]);
            this.sanitize(copy);
            if (how === 'styled')
                this.styleBlock(copy, this.options.deleted, names);
            else if (how === 'tracked')
                this.trackBlock(copy, this.kind('del'), names);
            place([copy], anchor);
        });
    }
    planColumn(change, how) {
        if (change.kind === 'Deleted')
            return this.planDeletedColumn(change, how);
        const side = change.target;
        if (change.kind !== 'Inserted' || !side)
            return;
        if (how === 'revert')
            return this.planColumnRemoval(change, side);
        const path = side.blockPath;
        const column = path[path.length - 1];
        const located = this.target.locate({ ...side, blockPath: path.slice(0, -2) });
        if (located?.kind !== 'block' || located.block.type !== 'table')
            return;
        const paragraphs = located.block.rows
            .flatMap((row) => (row.cells[column]?.blocks ?? []).flatMap(paragraphsOf))
            .map((p) => this.target.paragraph(p))
            .filter((p) => !!p);
        this.steps.push(() => {
            for (const p of paragraphs) {
                if (how === 'styled')
                    this.markSpans(p.spans, this.options.inserted, p);
                else
                    wrapAllRuns(p.element, this.kind('ins'), this.stamp, p.part.names);
            }
        });
    }
    /**
     * A deleted column goes back cell by cell into the target rows that came from source rows
     * (inserted rows have no cell to give back; deleted rows put back carry theirs already), with
     * its grid column. Word cannot track a column deletion (w:cellDel is not honoured by Word
     * itself), so tracked results leave the column out and say so.
     */
    planDeletedColumn(change, how) {
        const fail = (why) => this.warn('result-column', `Deleted ${change.place}: the column is not put back (${why})`);
        if (how === 'tracked')
            return fail('Word has no revision mark for a deleted column');
        if (how === 'styled' && !this.options.showDeleted)
            return;
        const side = change.source;
        const anchor = change.anchor;
        if (!side || !anchor)
            return fail('it has no place in the target table');
        const column = side.blockPath[side.blockPath.length - 1];
        const targetColumn = anchor.blockPath[anchor.blockPath.length - 1];
        const sourceTable = this.source.locate({ ...side, blockPath: side.blockPath.slice(0, -2) });
        const targetTable = this.target.locate({ ...anchor, blockPath: anchor.blockPath.slice(0, -2) });
        if (sourceTable?.kind !== 'block' ||
            sourceTable.block.type !== 'table' ||
            targetTable?.kind !== 'block' ||
            targetTable.block.type !== 'table')
            return fail('its table was not found');
        const pairs = this.rowPairs(side.story, side.blockPath.slice(0, -2), sourceTable.block, anchor.story, anchor.blockPath.slice(0, -2), targetTable.block);
        if (!pairs)
            return fail('the rows of its table could not be paired');
        // The usual width: a merged title row must not stand for the table.
        const sourceWidth = modeWidth(sourceTable.block);
        const targetWidth = modeWidth(targetTable.block);
        const sourcePart = this.source.partOf(side.story)?.name ?? '';
        const targetPart = this.partOfElement(anchor.story, this.target);
        const copies = [];
        // Rows with merged cells: the cell spanning the column's place widens by one instead.
        const widened = [];
        let skipped = 0;
        const paired = new Set(pairs.map(([, b]) => b));
        targetTable.block.rows.forEach((targetRow) => {
            if (targetRow.cells.length === targetWidth)
                return;
            const row = this.target.element(targetRow);
            if (row)
                widened.push(row);
            else
                skipped++;
        });
        targetTable.block.rows.forEach((targetRow, b) => {
            // An inserted row gets an empty cell, so the grid stays whole.
            const row = paired.has(b) || targetRow.cells.length !== targetWidth ? undefined : this.target.element(targetRow);
            if (row)
                copies.push({
                    row,
                    before: targetColumn < targetRow.cells.length ? this.target.element(targetRow.cells[targetColumn]) : undefined,
                });
        });
        for (const [a, b] of pairs) {
            const sourceRow = sourceTable.block.rows[a];
            const targetRow = targetTable.block.rows[b];
            // Rows with merged cells do not map cell to grid column one to one (widened above).
            if (targetRow.cells.length !== targetWidth)
                continue;
            if (sourceRow.cells.length !== sourceWidth) {
                copies.push({
                    row: this.target.element(targetRow),
                    before: targetColumn < targetRow.cells.length ? this.target.element(targetRow.cells[targetColumn]) : undefined,
                });
                skipped++;
                continue;
            }
            const cell = this.source.element(sourceRow.cells[column]);
            const row = this.target.element(targetRow);
            if (!cell || !row) {
                skipped++;
                continue;
            }
            const before = targetColumn < targetRow.cells.length ? this.target.element(targetRow.cells[targetColumn]) : undefined;
            copies.push({ cell, before, row });
        }
        if (!copies.some((copy) => copy.cell))
            return fail('no row of the target table has room for it');
        if (skipped)
            this.warn('result-column', `Deleted ${change.place}: ${skipped} row(s) merged differently in the source got an empty cell`);
        const sourceGrid = this.gridColumns(this.source.element(sourceTable.block));
        const targetTableElement = this.target.element(targetTable.block);
        const targetGrid = this.gridColumns(targetTableElement);
        const gridBefore = targetGrid?.columns[targetColumn];
        this.steps.push(() => {
            for (const { cell, before, row } of copies) {
                const names = targetPart?.names ?? dom/* WordNames */.Fj.of(row);
                let copy;
                if (cell) {
                    copy = this.carry(row.ownerDocument.importNode(cell, true), sourcePart, targetPart?.name ?? '');
                    this.sanitize(copy);
                    if (how === 'styled')
                        this.styleBlock(copy, this.options.deleted, names);
                }
                else {
                    copy = names.create(row.ownerDocument, 'tc');
                    copy.appendChild(names.create(row.ownerDocument, 'p'));
                }
                if (before && before.parentNode === row)
                    row.insertBefore(copy, before);
                else
                    row.appendChild(copy);
            }
            for (const row of widened) {
                const cells = gridCells(row);
                const covering = cells.find((cell) => cell.start <= targetColumn && targetColumn < cell.start + cell.span) ??
                    cells[cells.length - 1];
                if (covering)
                    setGridSpan(covering.cell, covering.span + 1, targetPart?.names ?? dom/* WordNames */.Fj.of(row));
            }
            const gridColumn = sourceGrid?.columns[column];
            if (gridColumn && targetGrid) {
                const copy = targetGrid.grid.ownerDocument.importNode(gridColumn, true);
                if (gridBefore)
                    targetGrid.grid.insertBefore(copy, gridBefore);
                else
                    targetGrid.grid.appendChild(copy);
            }
        });
    }
    /**
     * A rejected inserted column: its cell leaves every row, and its grid column the grid; a cell
     * merged across it spans one column less.
     */
    planColumnRemoval(change, side) {
        const column = side.blockPath[side.blockPath.length - 1];
        const located = this.target.locate({ ...side, blockPath: side.blockPath.slice(0, -2) });
        if (located?.kind !== 'block' || located.block.type !== 'table')
            return this.warn('result-column', `Inserted ${change.place}: its table was not found; the column stays`);
        const rows = located.block.rows.map((row) => this.target.element(row)).filter((row) => !!row);
        const names = this.partOfElement(side.story, this.target)?.names;
        const gridColumn = this.gridColumns(this.target.element(located.block))?.columns[column];
        // A step (not only removals) marks the package as edited.
        this.steps.push(() => {
            for (const row of rows) {
                const covering = gridCells(row).find((cell) => cell.start <= column && column < cell.start + cell.span);
                if (!covering)
                    continue;
                if (covering.span > 1)
                    setGridSpan(covering.cell, covering.span - 1, names ?? dom/* WordNames */.Fj.of(row));
                else
                    this.removals.push(covering.cell);
            }
            if (gridColumn)
                this.removals.push(gridColumn);
        });
    }
    rowPairs(sourceStory, sourcePath, sourceTable, targetStory, targetPath, targetTable) {
        return (0,row_pairs/* keptRowPairs */.y)(this.changesNow, { story: sourceStory, blockPath: sourcePath, rows: sourceTable.rows.length }, { story: targetStory, blockPath: targetPath, rows: targetTable.rows.length });
    }
    gridColumns(table) {
        const grid = table && (0,dom/* firstW */.cE)(table, 'tblGrid');
        return grid ? { grid, columns: (0,xml_dom.elementChildren)(grid).filter((c) => (0,dom/* isW */.Yi)(c, 'gridCol')) } : undefined;
    }
    planStory(change, how) {
        const story = change.kind === 'Inserted' ? this.target.stories.get(change.target?.story ?? '') : undefined;
        const removed = change.kind === 'Deleted' ? change.source?.story : undefined;
        if (removed && how !== 'styled' && /^(foot|end)note:/.test(removed)) {
            // A removed note comes back with its reference, when that was put back (carryNotes).
            this.steps.push(() => {
                if (!this.carriedNotes.has(removed))
                    this.warn('result-story', `${change.kind} ${change.place}: a whole removed story is not put back`);
            });
            return;
        }
        if (removed?.startsWith('comment:') && how === 'tracked' && this.putBackComment(removed.slice('comment:'.length)))
            return;
        if (!story || how === 'revert') {
            this.warn('result-story', `${change.kind} ${change.place}: a whole ${change.kind === 'Inserted' ? 'new' : 'removed'} story is ${how === 'revert' ? 'left as in the target' : 'not put back'}`);
            return;
        }
        const paragraphs = story.blocks
            .flatMap(paragraphsOf)
            .map((p) => this.target.paragraph(p))
            .filter((p) => !!p);
        // A new comment is inserted whole: its range markers and the run holding its reference too,
        // so rejecting it takes the comment away rather than leave it empty.
        const marks = how === 'tracked' && story.kind === 'comment'
            ? ((0,docx.commentMarksOf)(this.target.model, story.key.slice('comment:'.length)) ?? [])
                .map((locator) => this.target.element({ locator }))
                .filter((e) => !!e && !(0,xml_dom.ancestor)(e, (a) => (0,dom/* isW */.Yi)(a, 'ins')))
            : [];
        this.steps.push(() => {
            for (const p of paragraphs) {
                if (how === 'styled')
                    this.markSpans(p.spans, this.options.inserted, p);
                else {
                    wrapAllRuns(p.element, this.kind('ins'), this.stamp, p.part.names);
                    if (story.kind === 'comment')
                        markParagraphMark(p.element, this.kind('ins'), this.stamp, p.part.names);
                }
            }
            for (const mark of marks) {
                const names = dom/* WordNames */.Fj.of(mark);
                const wrapper = revisionElement(mark.ownerDocument, this.kind('ins'), this.stamp, names);
                (0,xml_dom.wrapSiblings)(mark, mark, wrapper);
            }
        });
    }
    // ---- marking blocks --------------------------------------------------------------------------
    styleBlock(element, style, names) {
        const paragraphs = (0,dom/* isW */.Yi)(element, 'p') ? [element] : (0,dom/* descendantsW */.ug)(element, 'p');
        const allRuns = [];
        for (const paragraph of paragraphs) {
            const runs = (0,dom/* descendantsW */.ug)(paragraph, 'r').filter((r) => !(0,xml_dom.ancestor)(r, (a) => (0,dom/* isW */.Yi)(a, 'txbxContent'), paragraph));
            for (const run of runs)
                styleRun(run, style, names, this.options.frames);
            if (this.options.markNested || paragraphs.length === 1)
                this.addSeparatorsNamed(runs, style, names);
            allRuns.push(...runs);
        }
        if (!this.options.markNested && paragraphs.length > 1)
            this.addSeparatorsNamed(allRuns, style, names);
    }
    addSeparatorsNamed(runs, style, names) {
        if (!runs.length)
            return;
        const document = runs[0].ownerDocument;
        if (style.beginSeparator)
            runs[0].parentNode.insertBefore(separatorRun(document, style.beginSeparator, runs[0], style, names), runs[0]);
        if (style.endSeparator)
            (0,xml_dom.insertAfter)(separatorRun(document, style.endSeparator, runs[runs.length - 1], style, names), runs[runs.length - 1]);
    }
    /** Tracks a whole block: paragraphs get their runs and marks wrapped, rows their w:trPr mark. */
    trackBlock(element, kind, names) {
        if ((0,dom/* isW */.Yi)(element, 'p'))
            return this.trackParagraph(element, kind, names);
        const rows = (0,dom/* isW */.Yi)(element, 'tr') ? [element] : (0,dom/* descendantsW */.ug)(element, 'tr');
        for (const row of rows)
            markRow(row, kind, this.stamp, names);
        for (const paragraph of (0,dom/* isW */.Yi)(element, 'p') ? [element] : (0,dom/* descendantsW */.ug)(element, 'p'))
            wrapAllRuns(paragraph, kind, this.stamp, names);
    }
    trackParagraph(paragraph, kind, names, moveName) {
        wrapAllRuns(paragraph, kind, this.stamp, names);
        const inserted = kind === 'ins' || kind === 'moveTo';
        let markOn = paragraph;
        if (inserted && !followedByParagraph(paragraph)) {
            // The last paragraph of a container has no paragraph to join when its mark is rejected:
            // mark the previous paragraph's mark instead, as Word does.
            const previous = previousElement(paragraph);
            if (previous && (0,dom/* isW */.Yi)(previous, 'p'))
                markOn = previous;
        }
        markParagraphMark(markOn, kind, this.stamp, names);
        if (moveName) {
            const side = kind === 'moveFrom' ? 'moveFrom' : 'moveTo';
            const id = this.stamp.nextId();
            const document = paragraph.ownerDocument;
            const start = names.create(document, `${side}RangeStart`, {
                id,
                author: this.stamp.author,
                date: this.stamp.date,
                name: moveName,
            });
            const end = names.create(document, `${side}RangeEnd`, { id });
            const pPr = (0,dom/* firstW */.cE)(paragraph, 'pPr');
            paragraph.insertBefore(start, pPr ? pPr.nextSibling : paragraph.firstChild);
            paragraph.appendChild(end);
        }
    }
    // ---- places -----------------------------------------------------------------------------------
    partOfElement(storyKey, side) {
        return side.partOf(storyKey);
    }
    pointBefore(element) {
        return { before: element };
    }
    /** Where content that belongs before block/row `anchor` goes in the target. */
    anchorPoint(anchor) {
        if (!anchor || !anchor.blockPath.length)
            return undefined;
        const path = anchor.blockPath;
        const index = path[path.length - 1];
        const story = this.target.stories.get(anchor.story);
        if (!story)
            return undefined;
        const parentPath = path.slice(0, -1);
        const depth = parentPath.length % 3;
        if (depth === 0) {
            // A block list: the story's, or a cell's.
            let list = story.blocks;
            let cellElement;
            if (parentPath.length) {
                const cell = locatePath(story.blocks, parentPath);
                if (cell?.kind !== 'cell')
                    return undefined;
                list = cell.cell.blocks;
                cellElement = this.target.element(cell.cell);
            }
            const at = list[index] ? this.target.element(list[index]) : undefined;
            if (at) {
                this.noteAlternate(at);
                return { before: at };
            }
            const last = list.length ? this.target.element(list[list.length - 1]) : undefined;
            if (last) {
                this.noteAlternate(last);
                return { after: last };
            }
            if (cellElement)
                return { append: cellElement };
            const part = this.target.partOf(anchor.story);
            const end = part?.end();
            if (end?.before)
                return { before: end.before };
            if (end?.after)
                return { after: end.after };
            if (end?.parent)
                return { append: end.parent };
            return undefined;
        }
        if (depth === 1) {
            const table = locatePath(story.blocks, parentPath);
            if (table?.kind !== 'block' || table.block.type !== 'table')
                return undefined;
            const rows = table.block.rows;
            const at = rows[index] ? this.target.element(rows[index]) : undefined;
            if (at)
                return { before: at };
            const last = rows.length ? this.target.element(rows[rows.length - 1]) : undefined;
            if (last)
                return { after: last };
            const tableElement = this.target.element(table.block);
            return tableElement ? { append: tableElement } : undefined;
        }
        return undefined;
    }
    /** Text boxes: remember the mc:AlternateContent around an edited element (see build). */
    noteAlternate(element) {
        if (!(0,xml_dom.ancestor)(element, (a) => (0,dom/* isW */.Yi)(a, 'txbxContent')))
            return;
        for (let n = element.parentNode; n; n = n.parentNode) {
            if ((0,xml_dom.is)(n, 'mc', 'Choice') && n.parentNode && (0,xml_dom.is)(n.parentNode, 'mc', 'AlternateContent'))
                this.alternates.add(n.parentNode);
        }
    }
    // ---- copies -----------------------------------------------------------------------------------
    /** Maps relationship ids of copied content to the target part's. */
    carry(element, sourcePart, targetPart) {
        const key = `${this.sourceKey}\u0000${sourcePart}\u0000${targetPart}`;
        let bridge = this.bridges.get(key);
        if (!bridge) {
            bridge = new write_package/* RelationshipBridge */.m(this.source.pkg, sourcePart, this.target.pkg, targetPart);
            this.bridges.set(key, bridge);
        }
        if (!bridge.carry(element))
            this.warn('result-relationship', 'content copied from the source refers to a relationship that could not be carried over');
        return element;
    }
    /**
     * A copy from the source shows the source as the reader saw it (its own revisions accepted)
     * and brings no ids or anchors that would clash in the target: bookmarks, comment ranges,
     * note references, move ranges and paragraph ids are dropped; drawing ids renumbered.
     */
    sanitize(element, how) {
        (0,revisions.applyRevisionsIn)(element, '', () => 'accept');
        if (how === 'tracked' || how === 'revert')
            this.carryNotes(element, how);
        const drop = [
            'bookmarkStart',
            'bookmarkEnd',
            'commentRangeStart',
            'commentRangeEnd',
            'commentReference',
            'footnoteReference',
            'endnoteReference',
            'permStart',
            'permEnd',
            'moveFromRangeStart',
            'moveFromRangeEnd',
            'moveToRangeStart',
            'moveToRangeEnd',
        ];
        for (const local of drop)
            for (const found of (0,dom/* descendantsW */.ug)(element, local))
                if (!this.carriedReferences.has(found))
                    (0,xml_dom.removeNode)(found);
        const visit = (e) => {
            for (const attribute of Array.from(e.attributes)) {
                if (attribute.localName === 'paraId' || attribute.localName === 'textId')
                    e.removeAttributeNode(attribute);
                else if (e.localName === 'docPr' && attribute.localName === 'id' && !attribute.namespaceURI)
                    e.setAttribute('id', String(++this.nextDrawingId));
            }
            for (let n = e.firstChild; n; n = n.nextSibling)
                if (n.nodeType === xml_dom.ELEMENT_NODE)
                    visit(n);
        };
        visit(element);
    }
    /**
     * Note references in content put back from the source keep their notes: each note is copied
     * into the target's notes part under a new id (as a deletion when tracked), so rejecting all
     * gives the source's references and notes back. A target without a notes part drops them.
     */
    carryNotes(element, how) {
        for (const kind of ['footnote', 'endnote']) {
            const references = (0,dom/* descendantsW */.ug)(element, `${kind}Reference`);
            if (!references.length)
                continue;
            const sourcePart = this.notesPart(this.source.pkg, `${kind}s`);
            const targetName = this.notesPartName(this.target.pkg, `${kind}s`);
            const targetPart = targetName ? this.target.pkg.wholePart(targetName) : undefined;
            if (!sourcePart || !targetPart)
                continue;
            const names = targetPart.names;
            const notes = () => (0,xml_dom.elementChildren)(targetPart.root).filter((e) => (0,dom/* isW */.Yi)(e, kind));
            for (const reference of references) {
                const id = names.get(reference, 'id');
                const note = (0,xml_dom.elementChildren)(sourcePart.root).find((e) => (0,dom/* isW */.Yi)(e, kind) && names.get(e, 'id') === id);
                if (!note)
                    continue;
                const copy = this.carry(targetPart.document.importNode(note, true), sourcePart.name, targetPart.name);
                this.sanitize(copy);
                const next = Math.max(0, ...notes().map((e) => Number(names.get(e, 'id') ?? 0) || 0)) + 1;
                names.set(copy, 'id', String(next));
                names.set(reference, 'id', String(next));
                if (how === 'tracked')
                    for (const paragraph of (0,dom/* descendantsW */.ug)(copy, 'p')) {
                        wrapAllRuns(paragraph, this.kind('del'), this.stamp, names);
                        markParagraphMark(paragraph, this.kind('del'), this.stamp, names);
                    }
                targetPart.root.appendChild(copy);
                targetPart.markDirty();
                this.carriedReferences.add(reference);
                this.carriedNotes.add(`${kind}:${id}`);
            }
        }
    }
    /**
     * A comment the target no longer has comes back as a deletion, as Word records one: the
     * source's comment copied into the target's comments part with its text deleted, and its
     * range markers and reference put back, each inside a w:del, where they stood in the source
     * paragraph; rejecting all gives the comment back, accepting all leaves it out. Only when
     * the paragraph the comment is on reads the same in the target; false when not planned.
     */
    putBackComment(id) {
        const markers = ((0,docx.commentMarksOf)(this.source.model, id) ?? [])
            .map((locator) => this.source.element({ locator }))
            .filter((e) => !!e);
        const sourceBody = this.source.stories.get('body')?.blocks ?? [];
        const targetBody = this.target.stories.get('body')?.blocks ?? [];
        if (!markers.length)
            return false;
        let holder;
        sourceBody.forEach((block, index) => {
            if (holder || block.type !== 'paragraph')
                return;
            const element = this.source.element(block);
            if (element && markers.every((m) => (0,xml_dom.ancestor)(m, (a) => a === element)))
                holder = { block, index };
        });
        if (!holder)
            return false;
        const text = (block) => block.runs.map((r) => r.text).join('');
        const wanted = text(holder.block);
        let best;
        targetBody.forEach((block, index) => {
            if (block.type !== 'paragraph' || text(block) !== wanted)
                return;
            if (best === undefined || Math.abs(index - holder.index) < Math.abs(best - holder.index))
                best = index;
        });
        const source = this.source.paragraph(holder.block);
        const target = best === undefined ? undefined : this.target.paragraph(targetBody[best]);
        const sourceComments = this.partOfType(this.source.pkg, 'comments');
        const comment = sourceComments &&
            (0,xml_dom.elementChildren)(sourceComments.root).find((e) => (0,dom/* isW */.Yi)(e, 'comment') && sourceComments.names.get(e, 'id') === id);
        if (!source || !target || !comment || !sourceComments)
            return false;
        // Where each marker stands in the paragraph's text.
        const spanOf = new Map(source.spans.map((span) => [span.element, span]));
        const offsets = new Map();
        let offset = 0;
        const walk = (element) => {
            for (const child of (0,xml_dom.elementChildren)(element)) {
                if (markers.includes(child))
                    offsets.set(child, offset);
                else if (spanOf.has(child))
                    offset = spanOf.get(child).end;
                else
                    walk(child);
            }
        };
        walk(source.element);
        const at = [...new Set(offsets.values())];
        target.cuts.push(...at);
        this.steps.push(() => {
            const comments = this.commentsPartOfTarget();
            if (!comments)
                return;
            const names = comments.names;
            const used = (0,xml_dom.elementChildren)(comments.root).map((e) => Number(names.get(e, 'id')) || 0);
            const newId = String(Math.max(-1, ...used) + 1);
            const copy = this.carry(comments.document.importNode(comment, true), sourceComments.name, comments.name);
            this.sanitize(copy);
            names.set(copy, 'id', newId);
            // The text alone: LibreOffice reads a deleted paragraph mark in a comment as one of the body's.
            for (const paragraph of (0,dom/* descendantsW */.ug)(copy, 'p'))
                wrapAllRuns(paragraph, this.kind('del'), this.stamp, names);
            comments.root.appendChild(copy);
            comments.markDirty();
            const document = target.part.documentOf(target.element);
            const bodyNames = target.part.names;
            for (const position of at) {
                const here = [...offsets].filter(([, o]) => o === position).map(([marker]) => marker);
                const copies = here.map((marker) => {
                    const placed = document.importNode(marker, true);
                    for (const e of [placed, ...(0,dom/* descendantsW */.ug)(placed, 'commentReference')])
                        if (bodyNames.get(e, 'id') !== undefined)
                            bodyNames.set(e, 'id', newId);
                    return placed;
                });
                place(copies, insertionPoint(target.spans, position, target.element, this.stamp.nextId));
                for (const placed of copies)
                    (0,xml_dom.wrapSiblings)(placed, placed, revisionElement(document, this.kind('del'), this.stamp, bodyNames));
            }
        });
        return true;
    }
    partOfType(pkg, type) {
        const rel = (0,opc/* relationshipOfType */.gE)(pkg.relationships(pkg.mainPart), type);
        return rel && !rel.external && pkg.zip.has(rel.target) ? pkg.wholePart(rel.target) : undefined;
    }
    /** The target's comments part, made (with its relationship and content type) when it has none. */
    commentsPartOfTarget() {
        const pkg = this.target.pkg;
        const found = this.partOfType(pkg, 'comments');
        if (found)
            return found;
        const name = this.createdComments ?? pkg.freeName('word/comments', '.xml');
        if (!this.createdComments) {
            this.createdComments = name;
            pkg.put(name, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:comments xmlns:w="${namespaces/* NAMESPACES */.dK.w[0]}"></w:comments>`);
            pkg.addRelationship(pkg.mainPart, `${RELATIONSHIPS}/comments`, name);
            pkg.addOverride(name, COMMENTS_CONTENT_TYPE);
        }
        return pkg.wholePart(name);
    }
    /**
     * Notes numbered and placed in the order of their marks (`mainText`: the main part's text,
     * returned with its references renumbered), as Word writes them: LibreOffice gives a part's
     * notes to the marks in order, so a note put back under a new id after the target's own would
     * otherwise be read as another mark's.
     */
    renumberNotes(mainText) {
        let text = mainText;
        for (const kind of ['footnote', 'endnote']) {
            const part = this.notesPart(this.target.pkg, `${kind}s`);
            if (!part)
                continue;
            const reference = new RegExp(`(<(?:[\\w.-]+:)?${kind}Reference\\b[^>]*?\\bid=")([^"]*)(")`, 'g');
            const order = [];
            for (const match of text.matchAll(reference))
                if (!order.includes(match[2]))
                    order.push(match[2]);
            const names = part.names;
            const notes = (0,xml_dom.elementChildren)(part.root).filter((e) => (0,dom/* isW */.Yi)(e, kind) && !names.get(e, 'type'));
            const ids = notes.map((note) => names.get(note, 'id') ?? '');
            const renamed = new Map();
            [...order.filter((id) => ids.includes(id)), ...ids.filter((id) => !order.includes(id))].forEach((id, k) => renamed.set(id, String(k + 1)));
            if ([...renamed].every(([from, to]) => from === to))
                continue;
            notes.forEach((note, k) => names.set(note, 'id', renamed.get(ids[k])));
            const rank = (note) => Number(names.get(note, 'id'));
            for (const note of [...notes].sort((x, y) => rank(x) - rank(y)))
                part.root.appendChild(note);
            part.markDirty();
            text = text.replace(reference, (whole, head, id, tail) => renamed.has(id) ? `${head}${renamed.get(id)}${tail}` : whole);
        }
        return text;
    }
    notesPartName(pkg, type) {
        const rel = (0,opc/* relationshipOfType */.gE)(pkg.relationships(pkg.mainPart), type);
        return rel && !rel.external && pkg.zip.has(rel.target) ? rel.target : undefined;
    }
    notesPart(pkg, type) {
        const name = this.notesPartName(pkg, type);
        return name ? pkg.wholePart(name) : undefined;
    }
    removeBlockOrRun(element) {
        const parent = element.parentNode;
        if (!parent)
            return;
        if (((0,dom/* isW */.Yi)(element, 'p') || (0,dom/* isW */.Yi)(element, 'tbl')) &&
            (0,dom/* isW */.Yi)(parent, 'tc') &&
            (0,xml_dom.elementChildren)(parent).filter((c) => (0,dom/* isW */.Yi)(c, 'p')).length <= ((0,dom/* isW */.Yi)(element, 'p') ? 1 : 0)) {
            // A cell must keep a paragraph: empty it instead.
            const names = dom/* WordNames */.Fj.of(element);
            parent.replaceChild(names.create(element.ownerDocument, 'p'), element);
            return;
        }
        parent.removeChild(element);
    }
}
function paragraphTextAt(side, at) {
    const located = side.locate(at);
    if (located?.kind !== 'block' || located.block.type !== 'paragraph')
        return undefined;
    return located.block.runs.map((r) => r.text).join('');
}
const SPACE = /\s/;
/**
 * Widens [start, end) of `text` by one neighbouring white-space character when taking the range
 * out of `text` (or putting it into `other` at `at`) would otherwise not give `other`'s spacing.
 */
function widenForSpaces(text, start, end, other, at) {
    const before = start > 0 && SPACE.test(text[start - 1]);
    const after = end < text.length && SPACE.test(text[end]);
    const otherBefore = at > 0 && SPACE.test(other[at - 1]);
    const otherAfter = at < other.length && SPACE.test(other[at]);
    const spaces = (before ? 1 : 0) + (after ? 1 : 0);
    const otherSpaces = (otherBefore ? 1 : 0) + (otherAfter ? 1 : 0);
    if (spaces <= otherSpaces)
        return [start, end];
    // Take the space on the side where the other text has none.
    if (after && !otherAfter)
        return [start, end + 1];
    if (before && !otherBefore)
        return [start - 1, end];
    return after ? [start, end + 1] : [start - 1, end];
}
function sourceRunProperties(source, offset) {
    const span = source.spans.find((s) => s.start <= offset && offset < s.end);
    return span && (0,dom/* isW */.Yi)(span.element, 'r') ? (0,dom/* firstW */.cE)(span.element, 'rPr') : undefined;
}
function anchorDocument(point) {
    const node = 'before' in point ? point.before : 'after' in point ? point.after : point.append;
    return node.ownerDocument;
}
function previousElement(node) {
    let n = node.previousSibling;
    while (n && n.nodeType !== xml_dom.ELEMENT_NODE)
        n = n.previousSibling;
    return n ?? undefined;
}
function nextElementOf(node) {
    let n = node.nextSibling;
    while (n && n.nodeType !== xml_dom.ELEMENT_NODE)
        n = n.nextSibling;
    return n ?? undefined;
}
function followedByParagraph(paragraph) {
    const next = nextElementOf(paragraph);
    if (next)
        return (0,dom/* isW */.Yi)(next, 'p') || !(0,dom/* isW */.Yi)(next, 'sectPr');
    // The body is split into fragments: a body paragraph's next sibling may be in another one.
    const parent = paragraph.parentNode;
    return !!parent && !PARAGRAPH_CONTAINERS.has(parent.localName ?? '') && !(0,dom/* isW */.Yi)(parent, 'body');
}
function ensureParagraphAfterTable(table, names) {
    const next = nextElementOf(table);
    if (next && !(0,dom/* isW */.Yi)(next, 'sectPr'))
        return;
    const parent = table.parentNode;
    if (!parent || (!(0,dom/* isW */.Yi)(parent, 'tc') && !(next && (0,dom/* isW */.Yi)(next, 'sectPr'))))
        return;
    (0,xml_dom.insertAfter)(names.create(table.ownerDocument, 'p'), table);
}
/**
 * Changes inside a block that is itself inserted, deleted or moved are written by that block's
 * change: nested ones are skipped, except that inside a kept move a rejected text change is
 * still reverted.
 */
function coveredChanges(changes, rejected) {
    const result = new Map();
    const parents = [];
    changes.forEach((change, index) => {
        if ((change.unit === 'paragraph' || change.unit === 'table' || change.unit === 'row' || change.unit === 'object') &&
            change.kind !== 'Modified')
            parents.push({ index, change });
    });
    if (!parents.length)
        return result;
    const within = (inner, outer, strict) => !!inner &&
        !!outer &&
        inner.story === outer.story &&
        outer.blockPath.length <= inner.blockPath.length - (strict ? 1 : 0) &&
        outer.blockPath.every((v, k) => inner.blockPath[k] === v);
    changes.forEach((change, index) => {
        for (const parent of parents) {
            if (parent.index === index)
                continue;
            const p = parent.change;
            if (p.kind === 'Moved') {
                if (within(change.target, p.target, change.unit !== 'text') && change.kind !== 'Moved') {
                    result.set(index, rejected.has(parent.index) ? 'skip' : 'revert-only');
                    return;
                }
                continue;
            }
            const side = p.kind === 'Inserted' ? 'target' : 'source';
            if (within(change[side], p[side], true) && (change.kind === p.kind || change.unit === 'text')) {
                result.set(index, 'skip');
                return;
            }
        }
    });
    return result;
}
/** Highest w:id in the target's story parts and highest drawing id, so new ids never collide. */
function scanIds(pkg) {
    let maxId = 0;
    let maxDrawingId = 0;
    for (const name of pkg.zip.names()) {
        if (!name.startsWith('word/') || !name.endsWith('.xml'))
            continue;
        const text = pkg.zip.text(name) ?? '';
        for (const m of text.matchAll(/:id="(\d{1,9})"/g))
            maxId = Math.max(maxId, Number(m[1]));
        for (const m of text.matchAll(/<(?:\w+:)?docPr\b[^>]*?\sid="(\d{1,9})"/g))
            maxDrawingId = Math.max(maxDrawingId, Number(m[1]));
    }
    return { maxId, maxDrawingId };
}
function writeDocxResult(input) {
    return new ResultBuilder(input).build();
}
/** One document showing every reviewer's changes to the original as that reviewer's tracked changes. */
function writeDocxCombined(input) {
    const [first] = input.reviewers;
    const builder = new ResultBuilder({
        format: 'docx',
        source: first,
        target: input.original,
        changes: first.changes,
        options: { ...input.options, summaryPage: false },
    });
    return builder.buildCombined(input.reviewers);
}

;// CONCATENATED MODULE: ./src/engine/formats/word/docx/write/index.ts


/**
 * Result writer for the DOCX family (docx, docm, dotx, dotm): styled redlines, native tracked
 * changes and clean results, written by editing the target package in place.
 */
const docxWriter = {
    formats: ['docx', 'docm', 'dotx', 'dotm'],
    write: async (input) => writeDocxResult(input),
    validate: async (bytes, inputs) => validateDocx(bytes, inputs),
    combine: async (input) => writeDocxCombined(input),
};



/***/ })

};

return{id,ids,modules}})