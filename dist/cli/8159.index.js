export const id = 8159;
export const ids = [8159];
export const modules = {

/***/ 25744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ RevisionPackage)
/* harmony export */ });
/* unused harmony export REVISION_TAG */
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _dom__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64153);
/* harmony import */ var _package__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47365);
/* harmony import */ var _xml_part__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68412);




/**
 * Where a Word package's tracked revisions live, as element trees to read or edit, in the order
 * revision numbers follow: the main document first, then headers, footers, notes, comments and
 * the rest, styles last.
 *
 * The main document part can be several megabytes, and a whole-part DOM costs seconds in xmldom.
 * So only runs of body children that hold revision markup are parsed, each run as one fragment
 * inside a wrapper that repeats the namespace declarations; a run is extended over the next body
 * child when a paragraph mark or table row revision could join paragraphs across them, or while a
 * move range is still open. Saving splices edited fragments back into the untouched text.
 */
const REVISION_TAG = /<(?:[\w.-]+:)?(?:ins|del|moveFrom|moveTo|moveFromRangeStart|moveToRangeStart|moveFromRangeEnd|moveToRangeEnd|[a-zA-Z]+PrChange|tblGridChange|numberingChange|cellIns|cellDel|cellMerge)[\s/>]/;
/** An empty w:ins/w:del (a paragraph mark or row revision): the paragraph may join the next one. */
const EMPTY_CONTENT_MARK = /<(?:[\w.-]+:)?(?:ins|del|moveFrom|moveTo)\s[^>]*\/>/;
const RANGE_START = /<(?:[\w.-]+:)?move(?:From|To)RangeStart[\s/>]/g;
const RANGE_END = /<(?:[\w.-]+:)?move(?:From|To)RangeEnd[\s/>]/g;
const WRAPPER = 'docdelta-revisions';
/** The main document part seen as runs of body children that hold revisions. */
class ChunkedMainPart {
    name;
    text;
    chunks = [];
    declarations = '';
    constructor(name, text) {
        this.name = name;
        this.text = text;
        const units = this.scanBodyChildren();
        let current;
        let linked = false;
        let openRanges = 0;
        for (const unit of units) {
            const slice = text.slice(unit.start, unit.end);
            const marked = REVISION_TAG.test(slice);
            const inChunk = marked || linked;
            if (inChunk) {
                if (current && linked)
                    current.end = unit.end;
                else {
                    current = { start: unit.start, end: unit.end };
                    this.chunks.push(current);
                }
            }
            else
                current = undefined;
            if (marked)
                openRanges += (slice.match(RANGE_START)?.length ?? 0) - (slice.match(RANGE_END)?.length ?? 0);
            // An open move range spans unmarked body children too (a bookmark end, a plain paragraph) up to its end marker.
            linked = inChunk && ((marked && EMPTY_CONTENT_MARK.test(slice)) || openRanges > 0);
        }
    }
    *scopes() {
        for (const chunk of this.chunks) {
            const document = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .parseXml */ .NO)(`<${WRAPPER}${this.declarations}>${this.text.slice(chunk.start, chunk.end)}</${WRAPPER}>`, this.name);
            chunk.root = document.documentElement;
            yield { part: this.name, root: chunk.root, markChanged: () => (chunk.changed = true) };
        }
    }
    get changed() {
        return this.chunks.some((c) => c.changed);
    }
    serialize() {
        const pieces = [];
        let at = 0;
        for (const chunk of this.chunks) {
            if (!chunk.changed || !chunk.root)
                continue;
            pieces.push(this.text.slice(at, chunk.start), wrapperInner((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .serializeXml */ .QM)(chunk.root)));
            at = chunk.end;
        }
        pieces.push(this.text.slice(at));
        return pieces.join('');
    }
    /** Start and end offsets of every w:body child, and the namespace declarations in scope. */
    scanBodyChildren() {
        const text = this.text;
        const units = [];
        let depth = 0;
        let inBody = false;
        let sawBody = false;
        let unitStart = -1;
        let pos = text.indexOf('<');
        while (pos >= 0) {
            const next = text.charCodeAt(pos + 1);
            if (next === 63 /* ? */ || next === 33 /* ! */) {
                const close = text.startsWith('<!--', pos)
                    ? text.indexOf('-->', pos) + 3
                    : text.startsWith('<![CDATA[', pos)
                        ? text.indexOf(']]>', pos) + 3
                        : text.indexOf('>', pos) + 1;
                if (close <= 2)
                    break;
                pos = text.indexOf('<', close);
                continue;
            }
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
                    units.push({ start: unitStart, end: end + 1 });
                    unitStart = -1;
                }
                else if (depth === 1)
                    inBody = false;
            }
            else {
                const selfClosing = text.charCodeAt(end - 1) === 47;
                if (depth === 0)
                    this.declarations += namespaceDeclarations(text.slice(pos, end));
                else if (depth === 1 && /^<(?:[\w.-]+:)?body[\s/>]/.test(text.slice(pos, pos + 40))) {
                    inBody = !selfClosing;
                    sawBody = true;
                    this.declarations += namespaceDeclarations(text.slice(pos, end));
                }
                else if (depth === 2 && inBody) {
                    if (selfClosing)
                        units.push({ start: pos, end: end + 1 });
                    else
                        unitStart = pos;
                }
                if (!selfClosing)
                    depth++;
            }
            pos = text.indexOf('<', end + 1);
        }
        if (!sawBody)
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`part '${this.name}' has no w:body`);
        return units;
    }
}
function wrapperInner(serialized) {
    const open = serialized.indexOf('>');
    if (serialized.charCodeAt(open - 1) === 47)
        return '';
    return serialized.slice(open + 1, serialized.lastIndexOf(`</${WRAPPER}>`));
}
function namespaceDeclarations(tag) {
    let out = '';
    const pattern = /\sxmlns(?::[\w.-]+)?\s*=\s*(?:"[^"]*"|'[^']*')/g;
    for (let m = pattern.exec(tag); m; m = pattern.exec(tag))
        out += m[0];
    return out;
}
function partRank(name, mainPart) {
    if (name === mainPart)
        return 0;
    const base = name.slice(name.lastIndexOf('/') + 1);
    const order = [/^header/, /^footer/, /^footnotes/, /^endnotes/, /^comments/, /^styles/];
    const rank = order.findIndex((p) => p.test(base));
    if (rank < 0)
        return 6;
    // Styles come after every story: they are definitions, not text.
    return rank === 5 ? 7 : rank + 1;
}
/** A Word package's revision scopes, editable; `save` writes the parts whose scopes changed. */
class RevisionPackage {
    pkg;
    edited = [];
    constructor(bytes) {
        this.pkg = new _package__WEBPACK_IMPORTED_MODULE_2__/* .WordPackage */ .R(bytes);
    }
    /** Parts that hold revision markup, in revision order. */
    parts() {
        const zip = this.pkg.zip;
        const main = this.pkg.mainPart;
        const names = zip
            .names()
            .filter((name) => name.startsWith('word/') &&
            name.endsWith('.xml') &&
            !name.includes('/_rels/') &&
            REVISION_TAG.test(zip.text(name) ?? ''));
        return names
            .map((name, index) => ({ name, index, rank: partRank(name, main) }))
            .sort((a, b) => a.rank - b.rank || a.index - b.index)
            .map((p) => p.name);
    }
    *scopes() {
        for (const name of this.parts()) {
            const text = this.pkg.zip.text(name);
            if (name === this.pkg.mainPart && text.length > 0) {
                const part = new ChunkedMainPart(name, text);
                this.edited.push({ name, serialize: () => part.serialize(), changed: () => part.changed });
                yield* part.scopes();
            }
            else {
                const part = new _xml_part__WEBPACK_IMPORTED_MODULE_3__/* .WholePart */ .h(name, text);
                let changed = false;
                this.edited.push({ name, serialize: () => (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .serializeXml */ .QM)(part.document), changed: () => changed });
                yield { part: name, root: part.root, markChanged: () => (changed = true) };
            }
        }
    }
    save() {
        for (const part of this.edited)
            if (part.changed())
                this.pkg.put(part.name, new TextEncoder().encode(part.serialize()));
        return this.pkg.save();
    }
}


/***/ }),

/***/ 28159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EV: () => (/* binding */ applyRevisionsIn),
/* harmony export */   J6: () => (/* binding */ collectRevisions),
/* harmony export */   Q6: () => (/* binding */ visibleText),
/* harmony export */   VW: () => (/* binding */ listRevisions),
/* harmony export */   eZ: () => (/* binding */ namesOf),
/* harmony export */   j8: () => (/* binding */ applyRevisions)
/* harmony export */ });
/* unused harmony export listRevisionsIn */
/* harmony import */ var _dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64153);
/* harmony import */ var _revision_scopes__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25744);


const CONTENT = new Set(['ins', 'del', 'moveFrom', 'moveTo']);
const PROPERTY_CHANGES = new Set([
    'rPrChange',
    'pPrChange',
    'sectPrChange',
    'tblPrChange',
    'tblPrExChange',
    'tblGridChange',
    'trPrChange',
    'tcPrChange',
    'numberingChange',
]);
const CELL = new Set(['cellIns', 'cellDel', 'cellMerge']);
const RANGE_MARKERS = ['moveFromRangeStart', 'moveFromRangeEnd', 'moveToRangeStart', 'moveToRangeEnd'];
function classify(element, part, names) {
    if (!(0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isWElement */ .gg)(element))
        return undefined;
    const local = element.localName;
    let kind;
    if (CONTENT.has(local)) {
        const parent = element.parentNode;
        if (parent && (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(parent, 'rPr') && parent.parentNode && (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(parent.parentNode, 'pPr')) {
            kind = local === 'ins' || local === 'moveTo' ? 'paragraphMarkInserted' : 'paragraphMarkDeleted';
        }
        else if (parent && (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(parent, 'trPr'))
            kind = local === 'ins' ? 'rowInserted' : 'rowDeleted';
        else if (parent && (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(parent, 'numPr'))
            kind = 'numberingInserted';
        else if (parent && (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(parent, 'rPr'))
            kind = 'runMark';
        else
            kind = local === 'ins' ? 'insertion' : local === 'del' ? 'deletion' : local;
    }
    else if (local === 'rPrChange')
        kind = 'runProperties';
    else if (local === 'pPrChange')
        kind = 'paragraphProperties';
    else if (PROPERTY_CHANGES.has(local))
        kind = 'properties';
    else if (CELL.has(local))
        kind = 'cell';
    if (!kind)
        return undefined;
    const revision = { kind, element: local, part, text: '' };
    const id = names.get(element, 'id');
    const author = names.get(element, 'author');
    const date = names.get(element, 'date');
    if (id !== undefined)
        revision.id = id;
    if (author !== undefined)
        revision.author = author;
    if (date !== undefined)
        revision.date = date;
    if (kind === 'insertion' || kind === 'deletion' || kind === 'moveFrom' || kind === 'moveTo')
        revision.text = visibleText(element);
    else if (kind === 'rowInserted' || kind === 'rowDeleted')
        revision.text = visibleText(element.parentNode.parentNode);
    return revision;
}
function visibleText(element) {
    let text = '';
    const walk = (e) => {
        for (let n = e.firstChild; n; n = n.nextSibling) {
            if (n.nodeType !== _dom__WEBPACK_IMPORTED_MODULE_0__/* .ELEMENT_NODE */ .iE)
                continue;
            if ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(n, 't') || (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(n, 'delText'))
                text += n.textContent ?? '';
            else if ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(n, 'tab'))
                text += '\t';
            else
                walk(n);
        }
    };
    walk(element);
    return text;
}
/** The revisions under `root` with their elements, in document order. */
function collectRevisions(root, part, names = namesOf(root)) {
    const found = [];
    const walk = (e) => {
        for (let n = e.firstChild; n; n = n.nextSibling) {
            if (n.nodeType !== _dom__WEBPACK_IMPORTED_MODULE_0__/* .ELEMENT_NODE */ .iE)
                continue;
            const revision = classify(n, part, names);
            if (revision)
                found.push({ element: n, revision });
            walk(n);
        }
    };
    walk(root);
    return found;
}
/** The revisions of an element tree, in document order. */
function listRevisionsIn(root, part) {
    return collectRevisions(root, part).map((f) => f.revision);
}
/** Word names of a part root, or of the first Word element under a wrapper of body fragments. */
function namesOf(root) {
    const wrapper = root;
    if ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isWElement */ .gg)(wrapper))
        return _dom__WEBPACK_IMPORTED_MODULE_0__/* .WordNames */ .Fj.of(root);
    for (let n = root.firstChild; n; n = n.nextSibling)
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isWElement */ .gg)(n))
            return _dom__WEBPACK_IMPORTED_MODULE_0__/* .WordNames */ .Fj.of(n);
    return _dom__WEBPACK_IMPORTED_MODULE_0__/* .WordNames */ .Fj.of(root);
}
/**
 * Applies decisions to the revisions under `root` (a part's root element, or a copied block).
 * Returns true when anything changed.
 */
function applyRevisionsIn(root, part, decide, firstIndex = 0) {
    const names = namesOf(root);
    const found = collectRevisions(root, part, names);
    if (!found.length && !hasRangeMarkers(root))
        return false;
    const merges = [];
    const rows = [];
    const cells = [];
    let changed = false;
    // Innermost first: a deletion inside an insertion is settled before its container.
    for (let k = found.length - 1; k >= 0; k--) {
        const { element, revision } = found[k];
        const decision = decide(revision, firstIndex + k);
        if (decision === 'keep')
            continue;
        changed = true;
        const accept = decision === 'accept';
        switch (revision.kind) {
            case 'insertion':
            case 'moveTo':
                if (accept)
                    (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .unwrap */ .oA)(element);
                else
                    (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(element);
                break;
            case 'deletion':
            case 'moveFrom':
                if (accept)
                    (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(element);
                else {
                    restoreDeletedText(element, names);
                    (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .unwrap */ .oA)(element);
                }
                break;
            case 'paragraphMarkInserted':
            case 'paragraphMarkDeleted': {
                const paragraph = element.parentNode?.parentNode?.parentNode;
                const joins = (revision.kind === 'paragraphMarkInserted') !== accept;
                (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(element);
                if (joins && paragraph && (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(paragraph, 'p'))
                    merges.push(paragraph);
                break;
            }
            case 'rowInserted':
            case 'rowDeleted': {
                const row = element.parentNode?.parentNode;
                const drop = (revision.kind === 'rowInserted') !== accept;
                (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(element);
                if (drop && row)
                    rows.push(row);
                break;
            }
            case 'runProperties':
            case 'paragraphProperties':
            case 'properties':
                if (!accept)
                    restoreProperties(element);
                (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(element);
                break;
            case 'cell': {
                const cell = element.parentNode?.parentNode;
                const recorded = (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .ancestor */ .ai)(element, (e) => (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(e, 'tcPrChange'));
                if (!recorded && cell && (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(cell, 'tc')) {
                    if ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(element, 'cellMerge'))
                        setVerticalMerge(element, accept, names);
                    else if ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(element, 'cellDel') === accept)
                        cells.push(cell);
                }
                (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(element);
                break;
            }
            case 'numberingInserted': {
                const numbering = element.parentNode;
                (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(element);
                if (!accept && numbering)
                    (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(numbering);
                break;
            }
            case 'runMark':
                (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(element);
                break;
        }
    }
    for (const cell of cells)
        removeCell(cell, names);
    for (const row of rows) {
        const table = row.parentNode;
        (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(row);
        if (table && (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(table, 'tbl') && !(0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .firstW */ .cE)(table, 'tr'))
            (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(table);
    }
    // In document order, so a chain of joined paragraphs ends in the last one.
    merges.reverse();
    for (const paragraph of merges)
        joinWithNext(paragraph);
    settleRangeMarkers(root);
    return changed;
}
const VERTICAL_MERGE = { rest: 'restart', cont: 'continue' };
/** A tracked vertical merge (`w:cellMerge`): accepted, the cell takes the merge it records; rejected, the merge it had (`vMergeOrig`). */
function setVerticalMerge(mark, accept, names) {
    const properties = mark.parentNode;
    const value = VERTICAL_MERGE[names.get(mark, accept ? 'vMerge' : 'vMergeOrig') ?? ''];
    for (const old of (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .descendantsW */ .ug)(properties, 'vMerge'))
        if (old.parentNode === properties)
            (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(old);
    if (!value)
        return;
    const merge = names.create(properties.ownerDocument, 'vMerge', value === 'restart' ? { val: 'restart' } : {});
    // Schema order: tcW, gridSpan, hMerge come before vMerge.
    let anchor = properties.firstChild;
    while (anchor &&
        (anchor.nodeType !== _dom__WEBPACK_IMPORTED_MODULE_0__/* .ELEMENT_NODE */ .iE ||
            (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(anchor, 'tcW') ||
            (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(anchor, 'gridSpan') ||
            (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(anchor, 'hMerge') ||
            (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(anchor, 'cnfStyle')))
        anchor = anchor.nextSibling;
    properties.insertBefore(merge, anchor);
}
/**
 * A cell that goes (a deletion accepted, an insertion rejected) gives its grid columns to the
 * cell before it (or after it), as Word does, so the row still spans the table's grid.
 */
function removeCell(cell, names) {
    const row = cell.parentNode;
    if (!row)
        return;
    const siblingCell = (from, forward) => {
        for (let n = from; n; n = forward ? n.nextSibling : n.previousSibling)
            if ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(n, 'tc'))
                return n;
        return undefined;
    };
    const neighbour = siblingCell(cell.previousSibling, false) ?? siblingCell(cell.nextSibling, true);
    if (neighbour) {
        const span = (c) => Number(names.get((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .firstW */ .cE)((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .firstW */ .cE)(c, 'tcPr') ?? c, 'gridSpan') ?? c, 'val') ?? 1) || 1;
        const total = span(neighbour) + span(cell);
        let properties = (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .firstW */ .cE)(neighbour, 'tcPr');
        if (!properties) {
            properties = names.create(neighbour.ownerDocument, 'tcPr');
            neighbour.insertBefore(properties, neighbour.firstChild);
        }
        let gridSpan = (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .firstW */ .cE)(properties, 'gridSpan');
        if (!gridSpan) {
            gridSpan = names.create(neighbour.ownerDocument, 'gridSpan');
            const width = (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .firstW */ .cE)(properties, 'tcW');
            const cnf = (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .firstW */ .cE)(properties, 'cnfStyle');
            properties.insertBefore(gridSpan, (width ?? cnf)?.nextSibling ?? properties.firstChild);
        }
        names.set(gridSpan, 'val', String(total));
    }
    (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(cell);
    if (!(0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .firstW */ .cE)(row, 'tc')) {
        const table = row.parentNode;
        (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(row);
        if (table && (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(table, 'tbl') && !(0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .firstW */ .cE)(table, 'tr'))
            (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(table);
    }
}
function hasRangeMarkers(root) {
    return RANGE_MARKERS.some((m) => (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .descendantsW */ .ug)(root, m).length > 0);
}
/** Move range markers stay only while a move of their kind is still tracked. */
function settleRangeMarkers(root) {
    for (const side of ['moveFrom', 'moveTo']) {
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .descendantsW */ .ug)(root, side).length > 0)
            continue;
        for (const marker of [...(0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .descendantsW */ .ug)(root, `${side}RangeStart`), ...(0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .descendantsW */ .ug)(root, `${side}RangeEnd`)])
            (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(marker);
    }
}
function restoreDeletedText(element, names) {
    for (const text of (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .descendantsW */ .ug)(element, 'delText'))
        (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .renameElement */ .hC)(text, names.namespace, names.q('t'));
    for (const text of (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .descendantsW */ .ug)(element, 'delInstrText'))
        (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .renameElement */ .hC)(text, names.namespace, names.q('instrText'));
}
/** Kept when property changes are rejected: what is not part of the recorded properties. */
const KEPT_ON_RESTORE = new Set([
    'rPr',
    'sectPr',
    'ins',
    'del',
    'moveFrom',
    'moveTo',
    'cellIns',
    'cellDel',
    'cellMerge',
    ...PROPERTY_CHANGES,
]);
function restoreProperties(change) {
    const properties = change.parentNode;
    if (!properties)
        return;
    const old = Array.from(change.childNodes).find((n) => n.nodeType === _dom__WEBPACK_IMPORTED_MODULE_0__/* .ELEMENT_NODE */ .iE);
    if ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(change, 'numberingChange') || ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(change, 'tblGridChange') && !old))
        return;
    const keepMarkProperties = (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(change, 'pPrChange');
    for (const child of Array.from(properties.childNodes)) {
        if (child === change || child.nodeType !== _dom__WEBPACK_IMPORTED_MODULE_0__/* .ELEMENT_NODE */ .iE)
            continue;
        const local = (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isWElement */ .gg)(child) ? child.localName : '';
        const kept = KEPT_ON_RESTORE.has(local) &&
            (local !== 'rPr' || keepMarkProperties) &&
            (local !== 'sectPr' || keepMarkProperties);
        if (!kept)
            properties.removeChild(child);
    }
    if (!old)
        return;
    const anchor = firstKept(properties, change);
    for (const child of Array.from(old.childNodes))
        properties.insertBefore(child, anchor);
}
/** First child that must stay after restored properties (mark properties, section, change). */
function firstKept(properties, change) {
    for (let n = properties.firstChild; n; n = n.nextSibling) {
        if (n === change)
            return n;
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(n, 'rPr') || (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(n, 'sectPr') || (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(n, 'trPrChange'))
            return n;
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(n, 'ins') || (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(n, 'del'))
            return n;
    }
    return change;
}
/**
 * A paragraph whose mark is gone joins the next paragraph (whose mark, and so whose properties,
 * survive). With no paragraph after it, it stays when it still has content and vanishes when not.
 */
function joinWithNext(paragraph) {
    if (!paragraph.parentNode)
        return;
    let next = paragraph.nextSibling;
    while (next && next.nodeType !== _dom__WEBPACK_IMPORTED_MODULE_0__/* .ELEMENT_NODE */ .iE)
        next = next.nextSibling;
    if (next && (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(next, 'p')) {
        const nextProperties = (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .firstW */ .cE)(next, 'pPr');
        const anchor = nextProperties ? nextProperties.nextSibling : next.firstChild;
        for (const child of Array.from(paragraph.childNodes)) {
            if ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(child, 'pPr'))
                continue;
            next.insertBefore(child, anchor);
        }
        (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(paragraph);
        return;
    }
    if (!hasContent(paragraph))
        (0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .remove */ .TF)(paragraph);
}
function hasContent(paragraph) {
    let found = false;
    const walk = (e) => {
        for (let n = e.firstChild; n && !found; n = n.nextSibling) {
            if (n.nodeType !== _dom__WEBPACK_IMPORTED_MODULE_0__/* .ELEMENT_NODE */ .iE)
                continue;
            if ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(n, 'pPr'))
                continue;
            if ((0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(n, 'r')) {
                for (let c = n.firstChild; c; c = c.nextSibling) {
                    if (c.nodeType === _dom__WEBPACK_IMPORTED_MODULE_0__/* .ELEMENT_NODE */ .iE &&
                        !(0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(c, 'rPr') &&
                        !(0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(c, 'fldChar') &&
                        !(0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(c, 'instrText') &&
                        !(0,_dom__WEBPACK_IMPORTED_MODULE_0__/* .isW */ .Yi)(c, 'lastRenderedPageBreak'))
                        found = true;
                }
            }
            else
                walk(n);
        }
    };
    walk(paragraph);
    return found;
}
/** The tracked revisions of a package's Word parts, in document order (main document first). */
function listRevisions(bytes) {
    const out = [];
    for (const scope of new _revision_scopes__WEBPACK_IMPORTED_MODULE_1__/* .RevisionPackage */ .a(bytes).scopes())
        out.push(...listRevisionsIn(scope.root, scope.part));
    return out;
}
/**
 * Accepts, rejects or keeps each tracked revision of a Word package (`decide` is asked once per
 * revision, with its index in the `listRevisions` order). Parts without revisions, and the
 * stretches of the main document without any, are copied unchanged.
 */
function applyRevisions(bytes, decide) {
    const pkg = new _revision_scopes__WEBPACK_IMPORTED_MODULE_1__/* .RevisionPackage */ .a(bytes);
    let index = 0;
    for (const scope of pkg.scopes()) {
        const count = collectRevisions(scope.root, scope.part).length;
        if (applyRevisionsIn(scope.root, scope.part, decide, index))
            scope.markChanged();
        index += count;
    }
    return pkg.save();
}


/***/ })

};
