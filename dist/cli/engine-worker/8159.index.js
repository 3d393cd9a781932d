export const id = 8159;
export const ids = [8159];
export const modules = {

/***/ 9849:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ scanBodyChildren),
/* harmony export */   t: () => (/* binding */ wrapperContent)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);

function scanBodyChildren(part, text) {
    const units = [];
    let declarations = '';
    let bodyIndex = -1;
    let bodyContentEnd = -1;
    let depth = 0;
    let rootChildren = 0;
    let inBody = false;
    let unitStart = -1;
    const unterminated = () => new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`part '${part}' is not well-formed XML (unterminated tag)`);
    let pos = text.indexOf('<');
    while (pos >= 0 && pos < text.length) {
        const next = text.charCodeAt(pos + 1);
        if (next === 63 /* ? */ || next === 33 /* ! */) {
            const [opener, closer] = next === 63
                ? ['<?', '?>']
                : text.startsWith('<!--', pos)
                    ? ['<!--', '-->']
                    : text.startsWith('<![CDATA[', pos)
                        ? ['<![CDATA[', ']]>']
                        : ['<!', '>'];
            const close = text.indexOf(closer, pos + opener.length);
            if (close < 0)
                throw unterminated();
            pos = text.indexOf('<', close + closer.length);
            continue;
        }
        // The end of the tag, stepping over quoted attribute values (they may hold '>').
        let end = pos + 1;
        for (;;) {
            const c = text.charCodeAt(end);
            if (c === 62 /* > */)
                break;
            if (c === 34 || c === 39)
                end = text.indexOf(c === 34 ? '"' : "'", end + 1);
            if (end < 0 || Number.isNaN(c))
                throw unterminated();
            end++;
        }
        if (next === 47 /* / */) {
            depth--;
            if (depth === 2 && inBody && unitStart >= 0) {
                units.push({ start: unitStart, end: end + 1 });
                unitStart = -1;
            }
            else if (depth === 1 && inBody) {
                inBody = false;
                bodyContentEnd = pos;
            }
        }
        else {
            const selfClosing = text.charCodeAt(end - 1) === 47;
            if (depth === 0)
                declarations += namespaceDeclarations(text.slice(pos, end));
            else if (depth === 1) {
                const name = tagName(text, pos);
                if (bodyIndex < 0 && (name === 'body' || name.endsWith(':body'))) {
                    bodyIndex = rootChildren;
                    inBody = !selfClosing;
                    declarations += namespaceDeclarations(text.slice(pos, end));
                }
                rootChildren++;
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
    if (bodyIndex < 0)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`part '${part}' has no w:body`);
    return { units, declarations, bodyIndex, bodyContentEnd };
}
/** The serialised content of a fragment's wrapper element, without the wrapper. */
function wrapperContent(serialized, wrapper) {
    const open = serialized.indexOf('>');
    if (serialized.charCodeAt(open - 1) === 47)
        return '';
    return serialized.slice(open + 1, serialized.lastIndexOf(`</${wrapper}>`));
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


/***/ }),

/***/ 4153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ R_NAMESPACES),
/* harmony export */   Fj: () => (/* binding */ WordNames),
/* harmony export */   Yi: () => (/* binding */ isW),
/* harmony export */   cE: () => (/* binding */ firstW),
/* harmony export */   gg: () => (/* binding */ isWElement),
/* harmony export */   ug: () => (/* binding */ descendantsW),
/* harmony export */   v0: () => (/* binding */ W_NAMESPACES)
/* harmony export */ });
/* harmony import */ var _package_namespaces__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(292);
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1994);


const W_NAMESPACES = new Set(_package_namespaces__WEBPACK_IMPORTED_MODULE_0__/* .NAMESPACES */ .dK.w);
const R_NAMESPACES = new Set(_package_namespaces__WEBPACK_IMPORTED_MODULE_0__/* .NAMESPACES */ .dK.r);
/** True for a WordprocessingML element with this local name. */
function isW(node, local) {
    return (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.is)(node, 'w', local);
}
function isWElement(node) {
    return (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.isIn)(node, 'w');
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
            if (n.nodeType !== _package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.ELEMENT_NODE)
                continue;
            if (isW(n, local))
                out.push(n);
            walk(n);
        }
    };
    walk(element);
    return out;
}
/** Creates WordprocessingML elements with the prefix and namespace a part uses. */
class WordNames extends _package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.PartNames {
    /** The names of the element's own part: its prefix even when it is not itself a `w:` element. */
    static of(element) {
        const namespace = W_NAMESPACES.has(element.namespaceURI ?? '') ? element.namespaceURI : _package_namespaces__WEBPACK_IMPORTED_MODULE_0__/* .NAMESPACES */ .dK.w[0];
        return new WordNames(namespace, element.prefix ?? element.lookupPrefix(namespace) ?? 'w');
    }
    /** A w:t (or w:delText) holding text, keeping leading and trailing spaces. */
    text(document, local, text) {
        const element = this.create(document, local);
        (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.setPreserve)(element);
        element.appendChild(document.createTextNode(text));
        return element;
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
/* harmony import */ var _package_digest__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5784);
/* harmony import */ var _package_editable_package__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(545);
/* harmony import */ var _package_opc__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3558);
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1994);
/* harmony import */ var _dom__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4153);
/* harmony import */ var _xml_part__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8412);







/**
 * A Word package opened for editing: the package layer's editable package, whose main part opens
 * fragment by fragment (it can be megabytes; see FragmentedPart) and other parts whole.
 */
class WordPackage extends _package_editable_package__WEBPACK_IMPORTED_MODULE_1__/* .EditablePackage */ .$e {
    mainPart;
    /** `archive`: the one already opened from these bytes, when there is one. */
    constructor(bytes, archive) {
        super(_archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ.of(bytes, archive));
        const rel = (0,_package_opc__WEBPACK_IMPORTED_MODULE_2__/* .relationshipOfType */ .gE)(this.relationships(''), 'officeDocument');
        this.mainPart = rel && !rel.external && this.zip.has(rel.target) ? rel.target : 'word/document.xml';
    }
    /** The part opened for editing (the main part fragment by fragment, others whole). */
    part(name) {
        return this.openPart(name, (partName, text) => partName === this.mainPart ? new _xml_part__WEBPACK_IMPORTED_MODULE_5__/* .FragmentedPart */ .X(partName, text) : new _xml_part__WEBPACK_IMPORTED_MODULE_5__/* .WholePart */ .h(partName, text));
    }
    wholePart(name) {
        const part = this.part(name);
        return part instanceof _xml_part__WEBPACK_IMPORTED_MODULE_5__/* .WholePart */ .h ? part : undefined;
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
                if (!_dom__WEBPACK_IMPORTED_MODULE_4__/* .R_NAMESPACES */ .EG.has(attribute.namespaceURI ?? ''))
                    continue;
                const id = this.map(attribute.value);
                if (id === null)
                    ok = false;
                else
                    e.setAttributeNS(attribute.namespaceURI, attribute.name, id);
            }
            for (let n = e.firstChild; n; n = n.nextSibling)
                if (n.nodeType === _package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.ELEMENT_NODE)
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
                if (rel.external || samePart(this.source, this.target, rel.target))
                    return candidate.id;
            }
        }
        if (rel.external)
            return this.addRelationship(rel.type, rel.target, true);
        if (!this.source.zip.has(rel.target))
            return null;
        // Copy the part under a name the target does not use yet.
        let name = rel.target;
        if (this.target.has(name) && !samePart(this.source, this.target, name)) {
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
function samePart(a, b, name) {
    return a.zip.has(name) && b.zip.has(name) && (0,_package_digest__WEBPACK_IMPORTED_MODULE_6__/* .sameBytes */ .e)(a.zip.read(name), b.zip.read(name));
}


/***/ }),

/***/ 5744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ RevisionPackage)
/* harmony export */ });
/* unused harmony export REVISION_TAG */
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1994);
/* harmony import */ var _package__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7365);
/* harmony import */ var _xml_part__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8412);
/* harmony import */ var _body_children__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9849);




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
    declarations;
    constructor(name, text) {
        this.name = name;
        this.text = text;
        const { units, declarations } = (0,_body_children__WEBPACK_IMPORTED_MODULE_3__/* .scanBodyChildren */ .B)(name, text);
        this.declarations = declarations;
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
            const document = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.parseXml)(`<${WRAPPER}${this.declarations}>${this.text.slice(chunk.start, chunk.end)}</${WRAPPER}>`, this.name);
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
            pieces.push(this.text.slice(at, chunk.start), (0,_body_children__WEBPACK_IMPORTED_MODULE_3__/* .wrapperContent */ .t)((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.serializeXml)(chunk.root), WRAPPER));
            at = chunk.end;
        }
        pieces.push(this.text.slice(at));
        return pieces.join('');
    }
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
        this.pkg = new _package__WEBPACK_IMPORTED_MODULE_1__/* .WordPackage */ .R(bytes);
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
                const part = new _xml_part__WEBPACK_IMPORTED_MODULE_2__/* .WholePart */ .h(name, text);
                let changed = false;
                this.edited.push({ name, serialize: () => (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.serializeXml)(part.document), changed: () => changed });
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

/***/ 8159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyRevisions: () => (/* binding */ applyRevisions),
/* harmony export */   applyRevisionsIn: () => (/* binding */ applyRevisionsIn),
/* harmony export */   collectRevisions: () => (/* binding */ collectRevisions),
/* harmony export */   listRevisions: () => (/* binding */ listRevisions),
/* harmony export */   listRevisionsIn: () => (/* binding */ listRevisionsIn),
/* harmony export */   namesOf: () => (/* binding */ namesOf),
/* harmony export */   visibleText: () => (/* binding */ visibleText)
/* harmony export */ });
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1994);
/* harmony import */ var _dom__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4153);
/* harmony import */ var _revision_scopes__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5744);



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
    if (!(0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isWElement */ .gg)(element))
        return undefined;
    const local = element.localName;
    let kind;
    if (CONTENT.has(local)) {
        const parent = element.parentNode;
        if (parent && (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(parent, 'rPr') && parent.parentNode && (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(parent.parentNode, 'pPr')) {
            kind = local === 'ins' || local === 'moveTo' ? 'paragraphMarkInserted' : 'paragraphMarkDeleted';
        }
        else if (parent && (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(parent, 'trPr'))
            kind = local === 'ins' ? 'rowInserted' : 'rowDeleted';
        else if (parent && (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(parent, 'numPr'))
            kind = 'numberingInserted';
        else if (parent && (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(parent, 'rPr'))
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
            if (n.nodeType !== _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.ELEMENT_NODE)
                continue;
            if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(n, 't') || (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(n, 'delText'))
                text += n.textContent ?? '';
            else if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(n, 'tab'))
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
            if (n.nodeType !== _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.ELEMENT_NODE)
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
    if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isWElement */ .gg)(wrapper))
        return _dom__WEBPACK_IMPORTED_MODULE_1__/* .WordNames */ .Fj.of(root);
    for (let n = root.firstChild; n; n = n.nextSibling)
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isWElement */ .gg)(n))
            return _dom__WEBPACK_IMPORTED_MODULE_1__/* .WordNames */ .Fj.of(n);
    return _dom__WEBPACK_IMPORTED_MODULE_1__/* .WordNames */ .Fj.of(root);
}
/**
 * Applies decisions to the revisions under `root` (a part's root element, or a copied block).
 * Returns true when anything changed.
 */
/**
 * `removed` collects the comments, footnotes and endnotes whose reference a decision took away
 * (an insertion rejected, a deletion accepted), as `comment:3`, `footnote:2`; their parts drop
 * them.
 */
function applyRevisionsIn(root, part, decide, firstIndex = 0, removed) {
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
        const removes = ((revision.kind === 'insertion' || revision.kind === 'moveTo') && !accept) ||
            ((revision.kind === 'deletion' || revision.kind === 'moveFrom') && accept);
        if (removes && removed)
            for (const kind of ['comment', 'footnote', 'endnote'])
                for (const reference of (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .descendantsW */ .ug)(element, `${kind}Reference`)) {
                    const id = names.get(reference, 'id');
                    if (id)
                        removed.add(`${kind}:${id}`);
                }
        switch (revision.kind) {
            case 'insertion':
            case 'moveTo':
                if (accept)
                    (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.unwrap)(element);
                else
                    (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(element);
                break;
            case 'deletion':
            case 'moveFrom':
                if (accept)
                    (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(element);
                else {
                    restoreDeletedText(element, names);
                    (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.unwrap)(element);
                }
                break;
            case 'paragraphMarkInserted':
            case 'paragraphMarkDeleted': {
                const paragraph = element.parentNode?.parentNode?.parentNode;
                const joins = (revision.kind === 'paragraphMarkInserted') !== accept;
                (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(element);
                if (joins && paragraph && (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(paragraph, 'p'))
                    merges.push(paragraph);
                break;
            }
            case 'rowInserted':
            case 'rowDeleted': {
                const row = element.parentNode?.parentNode;
                const drop = (revision.kind === 'rowInserted') !== accept;
                (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(element);
                if (drop && row)
                    rows.push(row);
                break;
            }
            case 'runProperties':
            case 'paragraphProperties':
            case 'properties':
                if (!accept)
                    restoreProperties(element);
                (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(element);
                break;
            case 'cell': {
                const cell = element.parentNode?.parentNode;
                const recorded = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.ancestor)(element, (e) => (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(e, 'tcPrChange'));
                if (!recorded && cell && (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(cell, 'tc')) {
                    if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(element, 'cellMerge'))
                        setVerticalMerge(element, accept, names);
                    else if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(element, 'cellDel') === accept)
                        cells.push(cell);
                }
                (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(element);
                break;
            }
            case 'numberingInserted': {
                const numbering = element.parentNode;
                (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(element);
                if (!accept && numbering)
                    (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(numbering);
                break;
            }
            case 'runMark':
                (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(element);
                break;
        }
    }
    for (const cell of cells)
        removeCell(cell, names);
    for (const row of rows) {
        const table = row.parentNode;
        (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(row);
        if (table && (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(table, 'tbl') && !(0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstW */ .cE)(table, 'tr'))
            (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(table);
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
    for (const old of (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .descendantsW */ .ug)(properties, 'vMerge'))
        if (old.parentNode === properties)
            (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(old);
    if (!value)
        return;
    const merge = names.create(properties.ownerDocument, 'vMerge', value === 'restart' ? { val: 'restart' } : {});
    // Schema order: tcW, gridSpan, hMerge come before vMerge.
    let anchor = properties.firstChild;
    while (anchor &&
        (anchor.nodeType !== _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.ELEMENT_NODE ||
            (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(anchor, 'tcW') ||
            (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(anchor, 'gridSpan') ||
            (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(anchor, 'hMerge') ||
            (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(anchor, 'cnfStyle')))
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
            if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(n, 'tc'))
                return n;
        return undefined;
    };
    const neighbour = siblingCell(cell.previousSibling, false) ?? siblingCell(cell.nextSibling, true);
    if (neighbour) {
        const span = (c) => Number(names.get((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstW */ .cE)((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstW */ .cE)(c, 'tcPr') ?? c, 'gridSpan') ?? c, 'val') ?? 1) || 1;
        const total = span(neighbour) + span(cell);
        let properties = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstW */ .cE)(neighbour, 'tcPr');
        if (!properties) {
            properties = names.create(neighbour.ownerDocument, 'tcPr');
            neighbour.insertBefore(properties, neighbour.firstChild);
        }
        let gridSpan = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstW */ .cE)(properties, 'gridSpan');
        if (!gridSpan) {
            gridSpan = names.create(neighbour.ownerDocument, 'gridSpan');
            const width = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstW */ .cE)(properties, 'tcW');
            const cnf = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstW */ .cE)(properties, 'cnfStyle');
            properties.insertBefore(gridSpan, (width ?? cnf)?.nextSibling ?? properties.firstChild);
        }
        names.set(gridSpan, 'val', String(total));
    }
    (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(cell);
    if (!(0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstW */ .cE)(row, 'tc')) {
        const table = row.parentNode;
        (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(row);
        if (table && (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(table, 'tbl') && !(0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstW */ .cE)(table, 'tr'))
            (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(table);
    }
}
function hasRangeMarkers(root) {
    return RANGE_MARKERS.some((m) => (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .descendantsW */ .ug)(root, m).length > 0);
}
/** Move range markers stay only while a move of their kind is still tracked. */
function settleRangeMarkers(root) {
    for (const side of ['moveFrom', 'moveTo']) {
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .descendantsW */ .ug)(root, side).length > 0)
            continue;
        for (const marker of [...(0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .descendantsW */ .ug)(root, `${side}RangeStart`), ...(0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .descendantsW */ .ug)(root, `${side}RangeEnd`)])
            (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(marker);
    }
}
function restoreDeletedText(element, names) {
    for (const text of (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .descendantsW */ .ug)(element, 'delText'))
        (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.renameElement)(text, names.namespace, names.q('t'));
    for (const text of (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .descendantsW */ .ug)(element, 'delInstrText'))
        (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.renameElement)(text, names.namespace, names.q('instrText'));
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
    const old = Array.from(change.childNodes).find((n) => n.nodeType === _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.ELEMENT_NODE);
    if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(change, 'numberingChange') || ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(change, 'tblGridChange') && !old))
        return;
    const keepMarkProperties = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(change, 'pPrChange');
    // A section's former setup (CT_SectPrBase) has no header or footer references: they stay.
    const section = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(change, 'sectPrChange');
    for (const child of Array.from(properties.childNodes)) {
        if (child === change || child.nodeType !== _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.ELEMENT_NODE)
            continue;
        const local = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isWElement */ .gg)(child) ? child.localName : '';
        if (section && (local === 'headerReference' || local === 'footerReference'))
            continue;
        const kept = KEPT_ON_RESTORE.has(local) &&
            (local !== 'rPr' || keepMarkProperties) &&
            (local !== 'sectPr' || keepMarkProperties);
        if (!kept)
            properties.removeChild(child);
    }
    if (!old)
        return;
    const anchor = section ? change : firstKept(properties, change);
    for (const child of Array.from(old.childNodes))
        properties.insertBefore(child, anchor);
}
/** First child that must stay after restored properties (mark properties, section, change). */
function firstKept(properties, change) {
    for (let n = properties.firstChild; n; n = n.nextSibling) {
        if (n === change)
            return n;
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(n, 'rPr') || (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(n, 'sectPr') || (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(n, 'trPrChange'))
            return n;
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(n, 'ins') || (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(n, 'del'))
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
    while (next && next.nodeType !== _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.ELEMENT_NODE)
        next = next.nextSibling;
    if (next && (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(next, 'p')) {
        const nextProperties = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstW */ .cE)(next, 'pPr');
        const anchor = nextProperties ? nextProperties.nextSibling : next.firstChild;
        for (const child of Array.from(paragraph.childNodes)) {
            if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(child, 'pPr'))
                continue;
            next.insertBefore(child, anchor);
        }
        (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(paragraph);
        return;
    }
    if (!hasContent(paragraph))
        (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(paragraph);
}
function hasContent(paragraph) {
    let found = false;
    const walk = (e) => {
        for (let n = e.firstChild; n && !found; n = n.nextSibling) {
            if (n.nodeType !== _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.ELEMENT_NODE)
                continue;
            if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(n, 'pPr'))
                continue;
            if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(n, 'r')) {
                for (let c = n.firstChild; c; c = c.nextSibling) {
                    if (c.nodeType === _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.ELEMENT_NODE &&
                        !(0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(c, 'rPr') &&
                        !(0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(c, 'fldChar') &&
                        !(0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(c, 'instrText') &&
                        !(0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(c, 'lastRenderedPageBreak'))
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
    for (const scope of new _revision_scopes__WEBPACK_IMPORTED_MODULE_2__/* .RevisionPackage */ .a(bytes).scopes())
        out.push(...listRevisionsIn(scope.root, scope.part));
    return out;
}
/**
 * Accepts, rejects or keeps each tracked revision of a Word package (`decide` is asked once per
 * revision, with its index in the `listRevisions` order). Parts without revisions, and the
 * stretches of the main document without any, are copied unchanged.
 */
function applyRevisions(bytes, decide) {
    const pkg = new _revision_scopes__WEBPACK_IMPORTED_MODULE_2__/* .RevisionPackage */ .a(bytes);
    let index = 0;
    const removed = new Set();
    for (const scope of pkg.scopes()) {
        const count = collectRevisions(scope.root, scope.part).length;
        if (applyRevisionsIn(scope.root, scope.part, decide, index, removed))
            scope.markChanged();
        const kind = ['comments', 'footnotes', 'endnotes'].find((k) => (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(scope.root, k));
        if (removed.size && kind && removeReferenced(scope.root, kind.slice(0, -1), removed))
            scope.markChanged();
        index += count;
    }
    return pkg.save();
}
/**
 * Comments or notes whose reference is gone (their parts come after the parts that refer to
 * them): a note left without its mark would be given to another mark by readers that pair
 * notes with marks in order.
 */
function removeReferenced(root, kind, keys) {
    const names = namesOf(root);
    let removed = false;
    for (const item of (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .descendantsW */ .ug)(root, kind))
        if (keys.has(`${kind}:${names.get(item, 'id') ?? ''}`)) {
            (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.removeNode)(item);
            removed = true;
        }
    return removed;
}


/***/ }),

/***/ 8412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ FragmentedPart),
/* harmony export */   h: () => (/* binding */ WholePart)
/* harmony export */ });
/* harmony import */ var _package_editable_package__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(545);
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1994);
/* harmony import */ var _body_children__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9849);
/* harmony import */ var _dom__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4153);
/* harmony import */ var _package_namespaces__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(292);





const FRAGMENT = 'docdelta-fragment';
/** Cached element children, valid while the tree is unchanged (paths are resolved first). */
class ChildIndex {
    cache = new WeakMap();
    children(element) {
        let list = this.cache.get(element);
        if (!list) {
            list = [];
            for (let n = element.firstChild; n; n = n.nextSibling)
                if (n.nodeType === _package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.ELEMENT_NODE)
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
class WholePart extends _package_editable_package__WEBPACK_IMPORTED_MODULE_0__/* .XmlPart */ .Rd {
    names;
    index = new ChildIndex();
    constructor(name, text) {
        super(name, text);
        this.names = _dom__WEBPACK_IMPORTED_MODULE_3__/* .WordNames */ .Fj.of(this.root);
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
    units;
    bodyIndex;
    bodyContentEnd;
    declarations;
    index = new ChildIndex();
    parsedUnits = [];
    dirty = false;
    constructor(name, text) {
        this.name = name;
        this.text = text;
        ({
            units: this.units,
            bodyIndex: this.bodyIndex,
            bodyContentEnd: this.bodyContentEnd,
            declarations: this.declarations,
        } = (0,_body_children__WEBPACK_IMPORTED_MODULE_2__/* .scanBodyChildren */ .B)(name, text));
        const probe = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.parseXml)(`<${FRAGMENT}${this.declarations}/>`, name).documentElement;
        let namespace = _package_namespaces__WEBPACK_IMPORTED_MODULE_4__/* .NAMESPACES */ .dK.w[0];
        for (const ns of _dom__WEBPACK_IMPORTED_MODULE_3__/* .W_NAMESPACES */ .v0)
            if (probe.lookupPrefix(ns) !== null)
                namespace = ns;
        this.names = new _dom__WEBPACK_IMPORTED_MODULE_3__/* .WordNames */ .Fj(namespace, probe.lookupPrefix(namespace) ?? 'w');
    }
    get unitCount() {
        return this.units.length;
    }
    unit(index) {
        const unit = this.units[index];
        if (!unit)
            return undefined;
        if (!unit.parsed) {
            const document = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.parseXml)(`<${FRAGMENT}${this.declarations}>${this.text.slice(unit.start, unit.end)}</${FRAGMENT}>`, this.name);
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
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_3__/* .isW */ .Yi)(element, 'sectPr'))
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
            pieces.push((0,_body_children__WEBPACK_IMPORTED_MODULE_2__/* .wrapperContent */ .t)((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.serializeXml)(unit.parsed.wrapper), FRAGMENT));
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


/***/ })

};
