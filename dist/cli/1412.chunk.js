(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 1412;
const ids = [1412];
const modules = {

/***/ 31999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diagramData: () => (/* reexport safe */ _data__WEBPACK_IMPORTED_MODULE_4__.g),
/* harmony export */   diagramReader: () => (/* binding */ diagramReader),
/* harmony export */   pageStoryKey: () => (/* reexport safe */ _data__WEBPACK_IMPORTED_MODULE_4__.Q),
/* harmony export */   readVisio: () => (/* binding */ readVisio)
/* harmony export */ });
/* harmony import */ var _package_opc__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43558);
/* harmony import */ var _diff__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44608);
/* harmony import */ var _package__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57315);
/* harmony import */ var _data__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77675);
/* harmony import */ var _shapes__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37365);





/**
 * Reader for Visio drawings (VSDX, VSDM, VSTX): one `page` story per page, in the order
 * pages.xml lists them, holding the page's shapes with their text and geometry. Line and fill
 * cells and connector ends live in the family data, which the family's diff compares.
 *
 * Not read: rotation (boxes are unrotated), theme-derived colours (a cell's formula result is
 * taken as stored), style sheets (StyleSheets in document.xml), and the API's
 * DiagramMasterSetting (MasterPath / UseSourceMaster), which only matters to a renderer.
 */
function readVisio(bytes, format, options = {}) {
    const warnings = [];
    const visio = _package__WEBPACK_IMPORTED_MODULE_2__/* .VisioPackage */ .vM.open(bytes, options.archiveLimits, warnings);
    const stories = [];
    const data = { family: 'diagram', pages: {} };
    const seen = new Set();
    visio.pages.forEach((page, index) => {
        let key = (0,_data__WEBPACK_IMPORTED_MODULE_4__/* .pageStoryKey */ .Q)(page.name);
        // Visio keeps page names unique; a hand-made package might not.
        if (seen.has(key))
            key = `${key}#${index + 1}`;
        seen.add(key);
        const root = visio.tree(page.part);
        const { blocks, facts } = (0,_shapes__WEBPACK_IMPORTED_MODULE_3__/* .readPageShapes */ .q)(root, page, page.part, visio.masters, warnings);
        const size = { width: page.width * _package__WEBPACK_IMPORTED_MODULE_2__/* .POINTS_PER_INCH */ .RV, height: page.height * _package__WEBPACK_IMPORTED_MODULE_2__/* .POINTS_PER_INCH */ .RV };
        stories.push({
            kind: 'page',
            key,
            label: `${page.background ? 'background page' : 'page'} "${page.name}"`,
            pageSize: size,
            blocks,
        });
        data.pages[key] = { part: page.part, number: index + 1, ...size, shapes: facts };
    });
    const { metadata } = (0,_package_opc__WEBPACK_IMPORTED_MODULE_0__/* .readProperties */ .Qh)(visio.zip, 'docProps/core.xml', 'docProps/app.xml');
    const foreground = visio.pages.filter((p) => !p.background);
    return {
        format,
        stories,
        metadata,
        pageCount: foreground.length,
        pageSize: stories[0]?.pageSize,
        warnings,
        familyData: data,
    };
}

const diagramReader = {
    family: 'diagram',
    formats: ['vsdx', 'vsdm', 'vstx'],
    read: async (bytes, format, options) => readVisio(bytes, format, options),
    diff: _diff__WEBPACK_IMPORTED_MODULE_1__/* .diffDiagrams */ .C,
};


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