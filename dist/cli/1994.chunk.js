(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 1994;
const ids = [1994];
const modules = {

/***/ 10292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CK: () => (/* binding */ isNamespacePrefix),
/* harmony export */   ZH: () => (/* binding */ prefixTable),
/* harmony export */   dK: () => (/* binding */ NAMESPACES),
/* harmony export */   l4: () => (/* binding */ canonicalPrefix),
/* harmony export */   vv: () => (/* binding */ XMLNS_NAMESPACE)
/* harmony export */ });
/* unused harmony export namespaceUri */
/**
 * The one table of XML namespaces the package layer knows: a canonical prefix (the one the
 * specifications write) for each namespace, with every URI that means it. The writers, the
 * merge and the crypto code address elements by it (the first URI is the one written into a
 * part that binds none); the readers' tree canonicalises names through tables made from it
 * (`prefixTable`). OOXML's Strict URIs follow the transitional ones, so a Strict document is
 * matched like an ordinary one. Prefixes of OOXML and ODF never collide, so one table serves
 * both families of packages.
 */
const NAMESPACES = {
    // OOXML (ECMA-376): WordprocessingML, PresentationML, DrawingML, relationships, SpreadsheetML, math.
    w: [
        'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
        'http://purl.oclc.org/ooxml/wordprocessingml/main',
    ],
    p: ['http://schemas.openxmlformats.org/presentationml/2006/main', 'http://purl.oclc.org/ooxml/presentationml/main'],
    a: ['http://schemas.openxmlformats.org/drawingml/2006/main', 'http://purl.oclc.org/ooxml/drawingml/main'],
    r: [
        'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
        'http://purl.oclc.org/ooxml/officeDocument/relationships',
    ],
    x: ['http://schemas.openxmlformats.org/spreadsheetml/2006/main', 'http://purl.oclc.org/ooxml/spreadsheetml/main'],
    m: ['http://schemas.openxmlformats.org/officeDocument/2006/math', 'http://purl.oclc.org/ooxml/officeDocument/math'],
    mc: ['http://schemas.openxmlformats.org/markup-compatibility/2006'],
    wp: [
        'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing',
        'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing',
    ],
    pic: ['http://schemas.openxmlformats.org/drawingml/2006/picture', 'http://purl.oclc.org/ooxml/drawingml/picture'],
    c: ['http://schemas.openxmlformats.org/drawingml/2006/chart', 'http://purl.oclc.org/ooxml/drawingml/chart'],
    dgm: ['http://schemas.openxmlformats.org/drawingml/2006/diagram', 'http://purl.oclc.org/ooxml/drawingml/diagram'],
    // Office's extensions and legacy drawing (VML) vocabularies.
    wps: ['http://schemas.microsoft.com/office/word/2010/wordprocessingShape'],
    wpg: ['http://schemas.microsoft.com/office/word/2010/wordprocessingGroup'],
    wpc: ['http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas'],
    w14: ['http://schemas.microsoft.com/office/word/2010/wordml'],
    w15: ['http://schemas.microsoft.com/office/word/2012/wordml'],
    p188: ['http://schemas.microsoft.com/office/powerpoint/2018/8/main'],
    v: ['urn:schemas-microsoft-com:vml'],
    o: ['urn:schemas-microsoft-com:office:office'],
    w10: ['urn:schemas-microsoft-com:office:word'],
    // OPC (ECMA-376 part 2): relationship parts and [Content_Types].xml.
    rel: ['http://schemas.openxmlformats.org/package/2006/relationships'],
    ct: ['http://schemas.openxmlformats.org/package/2006/content-types'],
    cp: ['http://schemas.openxmlformats.org/package/2006/metadata/core-properties'],
    ep: [
        'http://schemas.openxmlformats.org/officeDocument/2006/extended-properties',
        'http://purl.oclc.org/ooxml/officeDocument/extendedProperties',
    ],
    // OpenDocument (ODF 1.3 part 3).
    office: ['urn:oasis:names:tc:opendocument:xmlns:office:1.0'],
    style: ['urn:oasis:names:tc:opendocument:xmlns:style:1.0'],
    text: ['urn:oasis:names:tc:opendocument:xmlns:text:1.0'],
    table: ['urn:oasis:names:tc:opendocument:xmlns:table:1.0'],
    draw: ['urn:oasis:names:tc:opendocument:xmlns:drawing:1.0'],
    presentation: ['urn:oasis:names:tc:opendocument:xmlns:presentation:1.0'],
    smil: ['urn:oasis:names:tc:opendocument:xmlns:smil-compatible:1.0'],
    fo: ['urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0'],
    svg: ['urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0'],
    meta: ['urn:oasis:names:tc:opendocument:xmlns:meta:1.0'],
    manifest: ['urn:oasis:names:tc:opendocument:xmlns:manifest:1.0'],
    chart: ['urn:oasis:names:tc:opendocument:xmlns:chart:1.0'],
    // The number: elements' namespace is named datastyle (ODF 1.3 part 3, 19.x).
    number: ['urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0'],
    dr3d: ['urn:oasis:names:tc:opendocument:xmlns:dr3d:1.0'],
    form: ['urn:oasis:names:tc:opendocument:xmlns:form:1.0'],
    script: ['urn:oasis:names:tc:opendocument:xmlns:script:1.0'],
    // W3C and Dublin Core, used by both.
    xlink: ['http://www.w3.org/1999/xlink'],
    dc: ['http://purl.org/dc/elements/1.1/'],
    dcterms: ['http://purl.org/dc/terms/'],
    math: ['http://www.w3.org/1998/Math/MathML'],
    xml: ['http://www.w3.org/XML/1998/namespace'],
};
/** Where declarations live (`xmlns:x` attributes); not a namespace of content. */
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';
/** The URI written for a prefix: the first of its table entry. */
function namespaceUri(prefix) {
    return NAMESPACES[prefix][0];
}
/** The canonical prefix of a namespace URI, whichever of its URIs it is; undefined when not in the table. */
function canonicalPrefix(uri) {
    return uri ? PREFIX_BY_URI.get(uri) : undefined;
}
function isNamespacePrefix(prefix) {
    return Object.hasOwn(NAMESPACES, prefix);
}
const PREFIX_BY_URI = new Map(Object.entries(NAMESPACES).flatMap(([prefix, uris]) => uris.map((uri) => [uri, prefix])));
/** Namespace URI → canonical prefix for the given prefixes (every URI of each): a reader's vocabulary. */
function prefixTable(prefixes) {
    const table = {};
    for (const prefix of prefixes)
        for (const uri of NAMESPACES[prefix])
            table[uri] = prefix;
    return table;
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