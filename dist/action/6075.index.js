export const id = 6075;
export const ids = [6075];
export const modules = {

/***/ 95784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ sha1),
/* harmony export */   e: () => (/* binding */ sameBytes)
/* harmony export */ });
/**
 * Content identity: the key of a part's content, and whether two contents are the same bytes.
 */
/**
 * node:crypto, loaded on first use: most documents hash nothing (no pictures, no embedded
 * objects), and loading the module costs a command-line run several milliseconds.
 */
const crypto = () => process.getBuiltinModule('node:crypto');
/** SHA-1 in hex: the content key of pictures, embedded files and blocks (identity, not security). */
function sha1(data) {
    return crypto().createHash('sha1').update(data).digest('hex');
}
/** Whether two byte arrays hold the same bytes (Buffer's native comparison, no copy). */
function sameBytes(a, b) {
    return (a.length === b.length &&
        Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength)));
}


/***/ }),

/***/ 59849:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ scanBodyChildren),
/* harmony export */   t: () => (/* binding */ wrapperContent)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);

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

/***/ 64153:
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
/* harmony import */ var _package_namespaces__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10292);
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31994);


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

/***/ 69746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ WordPackage),
/* harmony export */   m: () => (/* binding */ RelationshipBridge)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _package_digest__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95784);
/* harmony import */ var _package_editable_package__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90545);
/* harmony import */ var _package_opc__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43558);
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31994);
/* harmony import */ var _dom__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64153);
/* harmony import */ var _xml_part__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68412);







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

/***/ 68412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ FragmentedPart),
/* harmony export */   h: () => (/* binding */ WholePart)
/* harmony export */ });
/* harmony import */ var _package_editable_package__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90545);
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31994);
/* harmony import */ var _body_children__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59849);
/* harmony import */ var _dom__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64153);
/* harmony import */ var _package_namespaces__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10292);





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


/***/ }),

/***/ 41731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ overlaps),
/* harmony export */   b: () => (/* binding */ classifyDifferences)
/* harmony export */ });
const POSITION_KINDS = new Set(['Moved', 'MovedAndResized', 'Resized']);
/**
 * `between` is the diff from one side to the other; `sourceChanges` and `targetChanges` are the
 * diffs from the base to each of them.
 */
function classifyDifferences(sourceChanges, targetChanges, between) {
    return between.map((change) => decide(change, sourceChanges, targetChanges));
}
function decide(change, sourceChanges, targetChanges) {
    const position = POSITION_KINDS.has(change.kind);
    const bySource = change.source ? touchedBy(change.source, sourceChanges, position) : undefined;
    const byTarget = change.target ? touchedBy(change.target, targetChanges, position) : undefined;
    if (change.source && change.target) {
        if (bySource && !byTarget)
            return 'source';
        if (byTarget && !bySource)
            return 'target';
        return 'conflict';
    }
    if (change.source) {
        // Content the source side has and the target side has not: the source added it, or the
        // target removed base content the source left alone, or removed what the source edited.
        if (!bySource)
            return 'target';
        return bySource.every(addedWhole) ? 'source' : 'conflict';
    }
    if (change.target) {
        if (!byTarget)
            return 'source';
        return byTarget.every(addedWhole) ? 'target' : 'conflict';
    }
    return 'conflict';
}
const addedWhole = (c) => c.kind === 'Inserted' && c.unit !== 'text';
/** The changes of one side (against the base) that land on this place of that side's document. */
function touchedBy(place, changes, position) {
    const hits = changes.filter((c) => c.target && POSITION_KINDS.has(c.kind) === position && overlaps(place, c.target));
    return hits.length ? hits : undefined;
}
/** Two places of one document overlap: one block holds the other, or their ranges in one paragraph touch. */
function overlaps(a, b) {
    if (a.story !== b.story)
        return false;
    const shorter = Math.min(a.blockPath.length, b.blockPath.length);
    for (let i = 0; i < shorter; i++)
        if (a.blockPath[i] !== b.blockPath[i])
            return false;
    if (a.blockPath.length !== b.blockPath.length)
        return true;
    if (a.start === undefined || a.end === undefined || b.start === undefined || b.end === undefined)
        return true;
    // Ranges that touch count: an insertion right at the end of another side's edit is not
    // knowably independent of it.
    return a.start <= b.end && b.start <= a.end;
}


/***/ }),

/***/ 86075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeDocuments: () => (/* binding */ mergeDocuments)
});

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/diff-models.ts
var diff_models = __webpack_require__(37058);
// EXTERNAL MODULE: ./src/engine/read.ts
var read = __webpack_require__(75404);
// EXTERNAL MODULE: ./src/engine/formats/registry.ts
var registry = __webpack_require__(37946);
// EXTERNAL MODULE: ./src/engine/result-settings.ts
var result_settings = __webpack_require__(10463);
// EXTERNAL MODULE: ./src/engine/crypto/ooxml.ts
var ooxml = __webpack_require__(4497);
// EXTERNAL MODULE: ./src/engine/diff/types.ts
var types = __webpack_require__(59597);
// EXTERNAL MODULE: ./src/engine/merge/classify.ts
var classify = __webpack_require__(41731);
// EXTERNAL MODULE: ./src/engine/formats/word/docx/write/package.ts
var write_package = __webpack_require__(69746);
// EXTERNAL MODULE: ./src/engine/formats/package/xml-dom.ts
var xml_dom = __webpack_require__(31994);
;// CONCATENATED MODULE: ./src/engine/merge/word-conflicts.ts



/** Authors of the tracked changes that hold a conflict's two sides, and of the comment naming it. */
const MERGE_AUTHORS = { ours: 'ours', theirs: 'theirs', note: 'docdelta merge' };
const COMMENTS_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
const COMMENTS_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
const REMOVED = new Set(['del', 'moveFrom']);
const CHANGED = new Set(['ins', 'del', 'moveFrom', 'moveTo', 'rPrChange', 'pPrChange']);
/** Parts besides the main one that may hold revisions: their deletions are ours' too (Word takes no comments there). */
const STORY_PARTS = /^word\/(header|footer|footnotes|endnotes)\d*\.xml$/;
/**
 * A tracked result (ours with theirs tracked over it, every revision by "theirs") becomes the
 * conflict view: what ours has and theirs has not is a deletion by "ours", what theirs adds an
 * insertion by "theirs", so Word colours the two sides apart; each changed paragraph gets a
 * comment saying what to do. There is no comment writer in the tracked writer to extend:
 * comments are a merge's own need, so they are added here to the written package.
 */
function markWordConflicts(bytes, note, date) {
    const pkg = new write_package/* WordPackage */.R(bytes);
    const main = pkg.mainPart;
    const document = (0,xml_dom.parseXml)(pkg.text(main) ?? '', main);
    const root = document.documentElement;
    if (!root)
        throw new errors/* CorruptDocumentError */.b6(`part '${main}' has no root element`);
    // New elements are written as the part's root is: its namespace URI and prefix (none for a default namespace).
    const w = new xml_dom.PartNames(root.namespaceURI ?? '', root.prefix ?? '');
    const encoder = new TextEncoder();
    if (markRemovedAsOurs(root))
        pkg.put(main, encoder.encode((0,xml_dom.serializeXml)(document)));
    for (const name of pkg.zip.names().filter((n) => STORY_PARTS.test(n))) {
        const story = (0,xml_dom.parseXml)(pkg.text(name) ?? '', name);
        if (story.documentElement && markRemovedAsOurs(story.documentElement))
            pkg.put(name, encoder.encode((0,xml_dom.serializeXml)(story)));
    }
    const paragraphs = (0,xml_dom.descendants)(root, 'w', 'p').filter((p) => hasRevision(p) && !insideRevisionOnly(p));
    if (!paragraphs.length)
        return pkg.save();
    const commentsPart = commentsPartOf(pkg, main);
    const comments = commentsPart.existing
        ? (0,xml_dom.parseXml)(commentsPart.existing, commentsPart.name)
        : (0,xml_dom.parseXml)(`<w:comments xmlns:w="${w.namespace}"/>`, commentsPart.name);
    const commentsRoot = comments.documentElement;
    const cw = new xml_dom.PartNames(commentsRoot.namespaceURI ?? w.namespace, commentsRoot.prefix ?? '');
    let id = nextId(root, comments.documentElement);
    const stamp = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
    for (const paragraph of paragraphs) {
        const n = String(id++);
        const make = (local) => w.create(document, local, { id: n });
        const properties = (0,xml_dom.child)(paragraph, 'w', 'pPr');
        paragraph.insertBefore(make('commentRangeStart'), properties ? properties.nextSibling : paragraph.firstChild);
        paragraph.appendChild(make('commentRangeEnd'));
        const run = w.create(document, 'r');
        run.appendChild(make('commentReference'));
        paragraph.appendChild(run);
        const comment = cw.create(comments, 'comment', { id: n, author: MERGE_AUTHORS.note, date: stamp, initials: 'DM' });
        const p = cw.create(comments, 'p');
        const r = cw.create(comments, 'r');
        const t = cw.create(comments, 't');
        t.setAttribute('xml:space', 'preserve');
        t.appendChild(comments.createTextNode(note));
        r.appendChild(t);
        p.appendChild(r);
        comment.appendChild(p);
        commentsRoot.appendChild(comment);
    }
    pkg.put(main, encoder.encode((0,xml_dom.serializeXml)(document)));
    pkg.put(commentsPart.name, encoder.encode((0,xml_dom.serializeXml)(comments)));
    if (!commentsPart.existing) {
        pkg.addRelationship(main, COMMENTS_TYPE, commentsPart.name, { idPrefix: 'rIdDd' });
        if (!pkg.has('[Content_Types].xml'))
            throw new errors/* CorruptDocumentError */.b6('the package has no [Content_Types].xml');
        pkg.setOverride(commentsPart.name, COMMENTS_CONTENT_TYPE);
    }
    return pkg.save();
}
function markRemovedAsOurs(root) {
    const w = new xml_dom.PartNames(root.namespaceURI ?? '', root.prefix ?? '');
    let changed = false;
    for (const local of REMOVED) {
        for (const element of (0,xml_dom.descendants)(root, 'w', local)) {
            w.set(element, 'author', MERGE_AUTHORS.ours);
            changed = true;
        }
    }
    return changed;
}
function hasRevision(paragraph) {
    for (const local of CHANGED)
        if ((0,xml_dom.descendant)(paragraph, 'w', local))
            return true;
    return false;
}
/** Paragraphs of a text box inside a changed run are marked through the paragraph holding the run. */
function insideRevisionOnly(paragraph) {
    return !!(0,xml_dom.ancestor)(paragraph, (e) => (0,xml_dom.is)(e, 'w', 'txbxContent'));
}
function commentsPartOf(pkg, main) {
    const rel = [...pkg.relationships(main).values()].find((r) => r.type.endsWith('/comments') && !r.external);
    if (rel && pkg.has(rel.target))
        return { name: rel.target, existing: pkg.text(rel.target) };
    let name = `${main.slice(0, main.lastIndexOf('/') + 1)}comments.xml`;
    for (let k = 2; pkg.has(name); k++)
        name = `${main.slice(0, main.lastIndexOf('/') + 1)}comments${k}.xml`;
    return { name };
}
/** Comment ids share a number space with revisions and bookmarks in Word: start above all of them. */
function nextId(...roots) {
    let max = 0;
    for (const root of roots) {
        for (const element of (0,xml_dom.descendantElements)(root)) {
            const value = Number(element.getAttributeNS(element.namespaceURI ?? '', 'id'));
            if (Number.isInteger(value) && value > max)
                max = value;
        }
    }
    return max + 1;
}

// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var zip = __webpack_require__(55380);
// EXTERNAL MODULE: ./src/engine/formats/package/editable-package.ts
var editable_package = __webpack_require__(90545);
;// CONCATENATED MODULE: ./src/engine/merge/odf-conflicts.ts





/**
 * The ODF counterpart of markWordConflicts: in a tracked result (every region by "theirs"),
 * deletions become ours' and each paragraph holding a change gets an annotation (the comment
 * LibreOffice shows in the margin) saying what to do.
 */
function markOdfConflicts(bytes, note, date) {
    const archive = new zip/* ZipArchive */.SJ(bytes);
    const document = (0,xml_dom.parseXml)(archive.text('content.xml') ?? '', 'content.xml');
    const root = document.documentElement;
    if (!root)
        throw new errors/* CorruptDocumentError */.b6("part 'content.xml' has no root element");
    const changed = new Set();
    for (const region of (0,xml_dom.descendants)(root, 'text', 'changed-region')) {
        const id = (0,xml_dom.attr)(region, 'text:id') || (0,xml_dom.attr)(region, 'xml:id') || '';
        changed.add(id);
        const deletion = (0,xml_dom.child)(region, 'text', 'deletion');
        if (!deletion)
            continue;
        for (const creator of (0,xml_dom.descendants)(deletion, 'dc', 'creator'))
            creator.textContent = MERGE_AUTHORS.ours;
    }
    const stamp = date.toISOString().replace(/\.\d{3}Z$/, '');
    const paragraphs = new Set();
    for (const local of ['change', 'change-start']) {
        for (const marker of (0,xml_dom.descendants)(root, 'text', local)) {
            if (!changed.has((0,xml_dom.attr)(marker, 'text:change-id') ?? ''))
                continue;
            const paragraph = enclosingParagraph(marker);
            if (paragraph)
                paragraphs.add(paragraph);
        }
    }
    for (const paragraph of paragraphs) {
        const annotation = (0,xml_dom.createElement)(document, 'office:annotation', {}, [
            (0,xml_dom.createElement)(document, 'dc:creator', {}, [MERGE_AUTHORS.note]),
            (0,xml_dom.createElement)(document, 'dc:date', {}, [stamp]),
            (0,xml_dom.createElement)(document, 'text:p', {}, [note]),
        ]);
        paragraph.insertBefore(annotation, paragraph.firstChild);
    }
    return (0,editable_package/* packageWithParts */.Hw)(bytes, new Map([['content.xml', (0,xml_dom.serializeXml)(document)]]));
}
function enclosingParagraph(node) {
    return (0,xml_dom.ancestor)(node, (e) => (0,xml_dom.is)(e, 'text', 'p') || (0,xml_dom.is)(e, 'text', 'h'));
}

;// CONCATENATED MODULE: ./src/engine/merge/cells-conflicts.ts


/**
 * A styled spreadsheet result written from "theirs wins" to "ours wins" shows ours in each
 * conflicting cell, filled, with a note of the old value: theirs. The notes are reworded here to
 * say so ("docdelta: [3] was: 300" → "Merge conflict: ours is in the cell, theirs has: 300").
 * The cell writers' note text is theirs to phrase; this is the one place that reads it.
 */
const NOTE = /docdelta: \[\d+\] (formula |comment )?was: /g;
const CSV_NOTE = / ?\[was: /g;
function rewordCellNotes(bytes, formatKey) {
    if (formatKey === 'csv' || formatKey === 'tsv') {
        const text = withoutMarkerColumn(new TextDecoder().decode(bytes), formatKey === 'tsv' ? '\t' : ',');
        return new TextEncoder().encode(text.replace(CSV_NOTE, ' [theirs: '));
    }
    const archive = new zip/* ZipArchive */.SJ(bytes);
    const reworded = (text) => text.replace(NOTE, (_, what) => `Merge conflict: ours is in the cell, theirs${what ? ` ${what.trim()}` : ''} has: `);
    const parts = new Map();
    for (const name of archive.names())
        if (name === 'content.xml' ? archive.has('mimetype') : /comments\d*\.xml$/.test(name))
            parts.set(name, reworded(archive.text(name) ?? ''));
    return (0,editable_package/* packageWithParts */.Hw)(bytes, parts);
}
/**
 * A styled CSV result starts every record with a change marker (`modified`, `deleted`, empty);
 * a merged file must keep ours' columns, so that first field goes. Markers are plain words,
 * never quoted: the field ends at the first separator; quoted fields after it may hold line breaks.
 */
function withoutMarkerColumn(text, separator) {
    let out = '';
    let quoted = false;
    let atRecordStart = true;
    for (let i = 0; i < text.length; i++) {
        if (atRecordStart) {
            const end = text.indexOf(separator, i);
            const lineEnd = text.indexOf('\n', i);
            if (end < 0 || (lineEnd >= 0 && lineEnd < end))
                return out + text.slice(i);
            i = end;
            atRecordStart = false;
            continue;
        }
        const ch = text[i];
        if (ch === '"')
            quoted = !quoted;
        out += ch;
        if (ch === '\n' && !quoted)
            atRecordStart = true;
    }
    return out;
}
/** A delimited result uses CRLF; a merge keeps ours' line endings so git sees only real changes. */
function matchLineEndings(result, ours) {
    const oursText = new TextDecoder().decode(ours);
    if (oursText.includes('\r\n'))
        return result;
    return new TextEncoder().encode(new TextDecoder().decode(result).replace(/\r\n/g, '\n'));
}

// EXTERNAL MODULE: ./src/engine/formats/package/namespaces.ts
var namespaces = __webpack_require__(10292);
;// CONCATENATED MODULE: ./src/engine/merge/slide-conflicts.ts




/** Theirs' copy sits this far below and right of ours (0.2 inch), so both can be seen and picked. */
const OFFSET_EMU = 182880;
const COLORS = { ours: 'C00000', theirs: '00A050' };
/**
 * A PowerPoint conflict as two shapes on the slide: ours' shape framed in red and named
 * "ours: …", theirs' copy beside it framed in green and named "theirs: …"; the person deletes the
 * one they do not want. Only for conflicts between two text shapes that carry their own position
 * and no relationships (pictures, charts, links would need parts copied between decks); for any
 * other conflict it returns undefined and the caller shows the conflict in the shape's text.
 */
function frameConflictingShapes(oursBytes, ours, theirsBytes, theirs, conflicts) {
    const pairs = new Map();
    for (const change of conflicts) {
        if (!change.source || !change.target)
            continue;
        if (!change.source.story.startsWith('slide:'))
            return undefined;
        const mine = shapeAt(ours, change.source.story, change.source.blockPath);
        const other = shapeAt(theirs, change.target.story, change.target.blockPath);
        if (!mine?.locator || !other?.locator)
            return undefined;
        pairs.set(`${mine.locator.part}#${mine.locator.path}`, {
            part: mine.locator.part,
            ours: mine.locator.path,
            theirs: other.locator,
        });
    }
    // A paragraph only one side has is fine inside a shape already paired; anything else is not two shapes.
    for (const change of conflicts) {
        if (change.source && change.target)
            continue;
        const side = change.source ?? change.target;
        const shape = side && side.blockPath.length > 1
            ? shapeAt(change.source ? ours : theirs, side.story, side.blockPath)
            : undefined;
        const path = shape?.locator?.path;
        if (!path || ![...pairs.values()].some((pair) => (change.source ? pair.ours === path : pair.theirs.path === path)))
            return undefined;
    }
    if (!pairs.size)
        return undefined;
    const oursZip = new zip/* ZipArchive */.SJ(oursBytes);
    const theirsZip = new zip/* ZipArchive */.SJ(theirsBytes);
    const slides = new Map();
    const theirsSlides = new Map();
    const load = (zip, cache, part) => {
        if (!cache.has(part))
            cache.set(part, (0,xml_dom.parseXml)(zip.text(part) ?? '', part));
        return cache.get(part);
    };
    // Resolve every shape before any is inserted: insertions shift the paths of later siblings.
    const resolved = [...pairs.values()].map((pair) => ({
        slide: load(oursZip, slides, pair.part),
        mine: (0,xml_dom.elementAt)(load(oursZip, slides, pair.part), pair.ours),
        other: (0,xml_dom.elementAt)(load(theirsZip, theirsSlides, pair.theirs.part), pair.theirs.path),
    }));
    for (const { mine, other } of resolved) {
        if (!mine || !other || !isPlainTextShape(mine) || !isPlainTextShape(other))
            return undefined;
    }
    for (const { slide, mine, other } of resolved) {
        const copy = slide.importNode(other, true);
        const ids = (0,xml_dom.descendants)(slide, 'p', 'cNvPr').map((e) => Number(e.getAttribute('id')) || 0);
        const name = (shape) => (0,xml_dom.descendant)(shape, 'p', 'cNvPr');
        name(copy).setAttribute('id', String(Math.max(0, ...ids) + 1));
        name(copy).setAttribute('name', `theirs: ${name(copy).getAttribute('name') ?? ''}`);
        name(mine).setAttribute('name', `ours: ${name(mine).getAttribute('name') ?? ''}`);
        // A second placeholder of one kind would confuse the layout; theirs' copy keeps its own position.
        for (const placeholder of (0,xml_dom.descendants)(copy, 'p', 'ph'))
            (0,xml_dom.removeNode)(placeholder);
        const offset = (0,xml_dom.descendant)(copy, 'a', 'off');
        offset.setAttribute('x', String(Number(offset.getAttribute('x')) + OFFSET_EMU));
        offset.setAttribute('y', String(Number(offset.getAttribute('y')) + OFFSET_EMU));
        outline(mine, COLORS.ours);
        outline(copy, COLORS.theirs);
        mine.parentNode.insertBefore(copy, mine.nextSibling);
    }
    return (0,editable_package/* packageWithParts */.Hw)(oursBytes, new Map([...slides].map(([name, document]) => [name, (0,xml_dom.serializeXml)(document)])));
}
function shapeAt(document, story, path) {
    const block = document.stories.find((s) => s.key === story)?.blocks[path[0]];
    return block?.type === 'shape' ? block : undefined;
}
/** A `p:sp` with its own position (a:off) and nothing that points at another part. */
function isPlainTextShape(shape) {
    if (!(0,xml_dom.is)(shape, 'p', 'sp') || !(0,xml_dom.descendant)(shape, 'a', 'off'))
        return false;
    for (const element of (0,xml_dom.descendantElements)(shape))
        for (const attribute of Array.from(element.attributes))
            if ((0,namespaces/* canonicalPrefix */.l4)(attribute.namespaceURI) === 'r')
                return false;
    return true;
}
function outline(shape, color) {
    const properties = (0,xml_dom.child)(shape, 'p', 'spPr');
    if (!properties)
        return;
    for (const old of (0,xml_dom.children)(properties, 'a', 'ln'))
        properties.removeChild(old);
    const document = shape.ownerDocument;
    const a = xml_dom.PartNames.of(shape, 'a');
    const line = a.create(document, 'ln');
    line.setAttribute('w', '38100');
    const fill = a.create(document, 'solidFill');
    const rgb = a.create(document, 'srgbClr');
    rgb.setAttribute('val', color);
    fill.appendChild(rgb);
    line.appendChild(fill);
    // a:ln comes after the geometry and fill in spPr's sequence: before effects, scene and shape 3D.
    const after = (0,xml_dom.elementChildren)(properties).find((c) => ['effectLst', 'effectDag', 'scene3d', 'sp3d', 'extLst'].includes(c.localName ?? ''));
    properties.insertBefore(line, after ?? null);
}

;// CONCATENATED MODULE: ./src/engine/merge/index.ts












async function mergeDocuments(request) {
    const [base, ours, theirs] = await Promise.all([
        readSide(request.base),
        readSide(request.ours),
        readSide(request.theirs),
    ]);
    const format = (0,registry/* detectFormat */.Tz)(ours.bytes, request.ours.fileName);
    for (const [side, name] of [
        [base, request.base.fileName],
        [theirs, request.theirs.fileName],
    ]) {
        const other = (0,registry/* detectFormat */.Tz)(side.bytes, name);
        if (other.family !== format.family || (other.key === 'odt') !== (format.key === 'odt')) {
            throw new errors/* InvalidOptionsError */.cb(`a merge needs three documents of one format; got ${format.key} and ${other.key}`);
        }
    }
    const writer = await (0,registry/* writerFor */.PZ)(format);
    if (!writer)
        throw new errors/* UnsupportedFormatError */.N$(`merging ${format.key} documents is not available yet`);
    const options = types/* DEFAULT_DIFF_OPTIONS */.d;
    const [oursChanges, theirsChanges] = await Promise.all([
        (0,diff_models/* diffModels */.m)(base.document, ours.document, options),
        (0,diff_models/* diffModels */.m)(base.document, theirs.document, options),
    ]);
    // The result is written from ours (the target of the difference): theirs' work is what gets
    // reverted to theirs. Ours is the branch being merged into, so its package is the one kept.
    // A writer reverts a moved block whole, so a move theirs made to a block ours edited is only
    // kept the other way round: written from theirs, with ours' work reverted to ours.
    let plan = await orient(theirs, ours, theirsChanges, oursChanges, 'theirs');
    if (revertsEditedMove(plan))
        plan = await orient(ours, theirs, oursChanges, theirsChanges, 'ours');
    const { decisions } = plan;
    const date = request.date ?? new Date((0,result_settings/* resultDateFromInputs */.HL)(theirs.document.metadata.modified));
    const report = describe(plan);
    const warnings = [base, ours, theirs].flatMap((s) => s.document.warnings.map((w) => ({ ...w, fileName: s.fileName })));
    const extension = `.${format.key}`;
    const reverted = (...wanted) => new Set(decisions.flatMap((d, i) => (wanted.includes(d) ? [i] : [])));
    const fromSource = plan.sourceIs;
    if (!decisions.includes('theirs') && !decisions.includes('conflict'))
        return { bytes: ours.bytes, extension, ...report, warnings };
    if (!decisions.includes('ours') && !decisions.includes('conflict'))
        return { bytes: theirs.bytes, extension, ...report, warnings };
    const delimited = (bytes) => format.key === 'csv' || format.key === 'tsv' ? matchLineEndings(bytes, ours.bytes) : bytes;
    const write = (rejected) => writeDocument(writer, format, plan.source, plan.target, plan.between, rejected, date);
    // Conflicts resolved one way or the other: reverted to the source side's content, or kept as the target's.
    const oursWins = await write(reverted(fromSource, ...(plan.sourceIs === 'ours' ? ['conflict'] : [])));
    if (!report.conflicts.length)
        return { bytes: delimited(oursWins.bytes), extension, ...report, warnings };
    // Both resolutions of every conflict, then the difference between them marked in the document.
    const theirsWin = await write(reverted(fromSource, ...(plan.sourceIs === 'theirs' ? ['conflict'] : [])));
    const bytes = delimited(await markConflicts(writer, format, oursWins, theirsWin, report.conflicts, date));
    return { bytes, extension, ...report, warnings };
}
async function orient(source, target, sourceChanges, targetChanges, sourceIs) {
    const between = await (0,diff_models/* diffModels */.m)(source.document, target.document, types/* DEFAULT_DIFF_OPTIONS */.d);
    const targetIs = sourceIs === 'ours' ? 'theirs' : 'ours';
    const decisions = (0,classify/* classifyDifferences */.b)(sourceChanges, targetChanges, between).map((d) => d === 'source' ? sourceIs : d === 'target' ? targetIs : 'conflict');
    return {
        source,
        target,
        sourceIs,
        between,
        decisions,
        oursChanges: sourceIs === 'ours' ? sourceChanges : targetChanges,
    };
}
/** A move to revert (the source side's work) on a block whose text the target side changed. */
function revertsEditedMove(plan) {
    return plan.between.some((move, i) => {
        if (plan.decisions[i] !== plan.sourceIs ||
            !move.target ||
            (move.kind !== 'Moved' && move.kind !== 'MovedAndResized'))
            return false;
        return plan.between.some((edit, k) => k !== i && plan.decisions[k] !== plan.sourceIs && edit.target && (0,classify/* overlaps */.$)(edit.target, move.target));
    });
}
async function readSide(input) {
    const document = await (0,read/* readDocument */.u0)(input);
    return { bytes: await (0,ooxml/* unlockOfficeDocument */.qC)(input.bytes, input.password), document, fileName: input.fileName };
}
async function markConflicts(writer, format, oursWins, theirsWin, conflicts, date) {
    const changes = await (0,diff_models/* diffModels */.m)(oursWins.document, theirsWin.document, types/* DEFAULT_DIFF_OPTIONS */.d);
    if (format.family === 'word') {
        const tracked = await writer.write({
            format: format.key,
            source: oursWins,
            target: theirsWin,
            changes,
            options: resultOptions('tracked', date, MERGE_AUTHORS.theirs),
        });
        const note = conflictNote(conflicts);
        const marked = format.key === 'odt' || format.key === 'ott'
            ? markOdfConflicts(tracked.bytes, note, date)
            : markWordConflicts(tracked.bytes, note, date);
        return (await validated(writer, format, marked, oursWins.bytes, theirsWin.bytes)).bytes;
    }
    if (format.family === 'cells') {
        // The cell shows ours, filled, with a note holding theirs (the styled result's "old value").
        const swapped = await (0,diff_models/* diffModels */.m)(theirsWin.document, oursWins.document, types/* DEFAULT_DIFF_OPTIONS */.d);
        const styled = await writer.write({
            format: format.key,
            source: theirsWin,
            target: oursWins,
            changes: swapped,
            options: resultOptions('styled', date),
        });
        return (await validated(writer, format, rewordCellNotes(styled.bytes, format.key), theirsWin.bytes, oursWins.bytes))
            .bytes;
    }
    if (format.key !== 'odp') {
        const framed = frameConflictingShapes(oursWins.bytes, oursWins.document, theirsWin.bytes, theirsWin.document, changes);
        if (framed)
            return (await validated(writer, format, framed, oursWins.bytes, theirsWin.bytes)).bytes;
    }
    const options = resultOptions('styled', date, MERGE_AUTHORS.theirs);
    options.frames = true;
    const styled = await writer.write({ format: format.key, source: oursWins, target: theirsWin, changes, options });
    return (await validated(writer, format, styled.bytes, oursWins.bytes, theirsWin.bytes)).bytes;
}
function conflictNote(conflicts) {
    return `Merge conflict: ours and theirs both changed this (${conflicts.length} conflict${conflicts.length === 1 ? '' : 's'} in the document). The deleted text is ours, the inserted text theirs: accept the changes to take theirs, reject them to keep ours, then delete this comment.`;
}
function resultOptions(mode, date, author = MERGE_AUTHORS.note, rejected = new Set()) {
    return (0,result_settings/* resultOptionsFromSettings */.p7)(undefined, { mode, rejected, author, date });
}
async function writeDocument(writer, format, source, target, changes, rejected, date) {
    const output = await writer.write({
        format: format.key,
        source,
        target,
        changes,
        options: resultOptions('clean', date, MERGE_AUTHORS.note, rejected),
    });
    return validated(writer, format, output.bytes, source.bytes, target.bytes);
}
/** A written document is checked by its writer and read back before anyone sees it; the reading serves the next step. */
async function validated(writer, format, bytes, source, target) {
    const fileName = `merged.${format.key}`;
    try {
        await writer.validate(bytes, { source, target });
        return { bytes, document: await (0,read/* readDocument */.u0)({ bytes, fileName }), fileName };
    }
    catch (error) {
        throw new errors/* CorruptDocumentError */.b6(`the merged document failed validation, nothing was saved (${(0,errors/* errorMessage */.gJ)(error)})`);
    }
}
/** What was merged from which side and what conflicts, in words a report can show. */
function describe(plan) {
    const merged = [];
    const conflicts = [];
    // Seen from ours: theirs→ours differences read as they are for ours' work and backwards for theirs'.
    const fromOurs = plan.sourceIs === 'ours';
    plan.between.forEach((change, i) => {
        const forward = { kind: change.kind, text: change.text, targetText: change.targetText };
        const backward = { kind: reversed(change.kind), text: change.targetText, targetText: change.text };
        const asOurs = fromOurs ? backward : forward;
        const asTheirs = fromOurs ? forward : backward;
        const { place } = change;
        if (plan.decisions[i] === 'conflict')
            conflicts.push({ kind: asTheirs.kind, place, ours: asTheirs.text, theirs: asTheirs.targetText });
        else if (plan.decisions[i] === 'ours')
            merged.push({ side: 'ours', place, ...asOurs });
        else
            merged.push({ side: 'theirs', place, ...asTheirs });
    });
    // Ours' changes that left no difference with theirs were made on both sides.
    const oursSide = (d) => (fromOurs ? d.source : d.target);
    for (const change of plan.oursChanges) {
        const target = change.target;
        const explained = target
            ? plan.between.some((d) => oursSide(d) && (0,classify/* overlaps */.$)(oursSide(d), target))
            : plan.between.some((d) => !oursSide(d) && (fromOurs ? d.targetText : d.text) === change.text);
        if (!explained)
            merged.push({
                side: 'both',
                kind: change.kind,
                place: change.place,
                text: change.text,
                targetText: change.targetText,
            });
    }
    return { merged, conflicts };
}
function reversed(kind) {
    return kind === 'Inserted' ? 'Deleted' : kind === 'Deleted' ? 'Inserted' : kind;
}


/***/ })

};
