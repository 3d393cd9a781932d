export const id = 2075;
export const ids = [2075,5784];
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

/***/ 12075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   markWordConflicts: () => (/* binding */ markWordConflicts)
/* harmony export */ });
/* harmony import */ var _package__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69746);
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31994);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17679);
/* harmony import */ var _hooks__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54129);




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
    const pkg = new _package__WEBPACK_IMPORTED_MODULE_0__/* .WordPackage */ .R(bytes);
    const main = pkg.mainPart;
    const document = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.parseXml)(pkg.text(main) ?? '', main);
    const root = document.documentElement;
    if (!root)
        throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .CorruptDocumentError */ .b6(`part '${main}' has no root element`);
    // New elements are written as the part's root is: its namespace URI and prefix (none for a default namespace).
    const w = new _package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.PartNames(root.namespaceURI ?? '', root.prefix ?? '');
    const encoder = new TextEncoder();
    if (markRemovedAsOurs(root))
        pkg.put(main, encoder.encode((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.serializeXml)(document)));
    for (const name of pkg.zip.names().filter((n) => STORY_PARTS.test(n))) {
        const story = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.parseXml)(pkg.text(name) ?? '', name);
        if (story.documentElement && markRemovedAsOurs(story.documentElement))
            pkg.put(name, encoder.encode((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.serializeXml)(story)));
    }
    const paragraphs = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.descendants)(root, 'w', 'p').filter((p) => hasRevision(p) && !insideRevisionOnly(p));
    if (!paragraphs.length)
        return pkg.save();
    const commentsPart = commentsPartOf(pkg, main);
    const comments = commentsPart.existing
        ? (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.parseXml)(commentsPart.existing, commentsPart.name)
        : (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.parseXml)(`<w:comments xmlns:w="${w.namespace}"/>`, commentsPart.name);
    const commentsRoot = comments.documentElement;
    const cw = new _package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.PartNames(commentsRoot.namespaceURI ?? w.namespace, commentsRoot.prefix ?? '');
    let id = nextId(root, comments.documentElement);
    const stamp = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
    for (const paragraph of paragraphs) {
        const n = String(id++);
        const make = (local) => w.create(document, local, { id: n });
        const properties = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.child)(paragraph, 'w', 'pPr');
        paragraph.insertBefore(make('commentRangeStart'), properties ? properties.nextSibling : paragraph.firstChild);
        paragraph.appendChild(make('commentRangeEnd'));
        const run = w.create(document, 'r');
        run.appendChild(make('commentReference'));
        paragraph.appendChild(run);
        const comment = cw.create(comments, 'comment', { id: n, author: _hooks__WEBPACK_IMPORTED_MODULE_3__/* .MERGE_AUTHORS */ .y.note, date: stamp, initials: 'DM' });
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
    pkg.put(main, encoder.encode((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.serializeXml)(document)));
    pkg.put(commentsPart.name, encoder.encode((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.serializeXml)(comments)));
    if (!commentsPart.existing) {
        pkg.addRelationship(main, COMMENTS_TYPE, commentsPart.name, { idPrefix: 'rIdDd' });
        if (!pkg.has('[Content_Types].xml'))
            throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .CorruptDocumentError */ .b6('the package has no [Content_Types].xml');
        pkg.setOverride(commentsPart.name, COMMENTS_CONTENT_TYPE);
    }
    return pkg.save();
}
function markRemovedAsOurs(root) {
    const w = new _package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.PartNames(root.namespaceURI ?? '', root.prefix ?? '');
    let changed = false;
    for (const local of REMOVED) {
        for (const element of (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.descendants)(root, 'w', local)) {
            w.set(element, 'author', _hooks__WEBPACK_IMPORTED_MODULE_3__/* .MERGE_AUTHORS */ .y.ours);
            changed = true;
        }
    }
    return changed;
}
function hasRevision(paragraph) {
    for (const local of CHANGED)
        if ((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.descendant)(paragraph, 'w', local))
            return true;
    return false;
}
/** Paragraphs of a text box inside a changed run are marked through the paragraph holding the run. */
function insideRevisionOnly(paragraph) {
    return !!(0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.ancestor)(paragraph, (e) => (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.is)(e, 'w', 'txbxContent'));
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
        for (const element of (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.descendantElements)(root)) {
            const value = Number(element.getAttributeNS(element.namespaceURI ?? '', 'id'));
            if (Number.isInteger(value) && value > max)
                max = value;
        }
    }
    return max + 1;
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


/***/ })

};
