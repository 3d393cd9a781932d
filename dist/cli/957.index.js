export const id = 957;
export const ids = [957];
export const modules = {

/***/ 31999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diagramData: () => (/* reexport safe */ _data__WEBPACK_IMPORTED_MODULE_4__.g),
/* harmony export */   diagramReader: () => (/* binding */ diagramReader),
/* harmony export */   pageStoryKey: () => (/* reexport safe */ _data__WEBPACK_IMPORTED_MODULE_4__.Q),
/* harmony export */   readVisio: () => (/* binding */ readVisio)
/* harmony export */ });
/* harmony import */ var _ooxml_package__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40089);
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
        const root = visio.xml(page.part).documentElement;
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
    const { metadata } = (0,_ooxml_package__WEBPACK_IMPORTED_MODULE_0__/* .readProperties */ .Qh)(visio.zip, 'docProps/core.xml', 'docProps/app.xml');
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

/***/ 40089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ll: () => (/* binding */ resolvePartName),
/* harmony export */   Qh: () => (/* binding */ readProperties),
/* harmony export */   Up: () => (/* binding */ readRelationships),
/* harmony export */   fx: () => (/* binding */ rejectCompoundFile),
/* harmony export */   gE: () => (/* binding */ relationshipOfType),
/* harmony export */   pn: () => (/* binding */ readXmlPart)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70427);


/** The relationships of a part (`word/document.xml` → `word/_rels/document.xml.rels`). */
function readRelationships(zip, partName) {
    const slash = partName.lastIndexOf('/');
    const folder = slash < 0 ? '' : partName.slice(0, slash + 1);
    const relsName = `${folder}_rels/${partName.slice(slash + 1)}.rels`;
    const relationships = new Map();
    const text = zip.text(relsName);
    if (text === undefined)
        return relationships;
    const { root } = (0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(text, relsName);
    for (const element of root.children) {
        if ((0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name) !== 'Relationship')
            continue;
        const id = element.attr('Id');
        const target = element.attr('Target');
        if (!id || target === undefined)
            continue;
        const external = element.attr('TargetMode') === 'External';
        relationships.set(id, {
            id,
            type: element.attr('Type') ?? '',
            target: external ? target : resolvePartName(folder, target),
            external,
        });
    }
    return relationships;
}
/** First relationship whose type ends with `/<kind>` (`styles`, `numbering`, …). */
function relationshipOfType(relationships, kind) {
    for (const rel of relationships.values())
        if (rel.type.endsWith(`/${kind}`))
            return rel;
    return undefined;
}
/** A relationship target resolved against the folder of its source part. */
function resolvePartName(folder, target) {
    const decoded = safeDecode(target.split('#')[0]);
    const joined = decoded.startsWith('/') ? decoded.slice(1) : folder + decoded;
    const out = [];
    for (const segment of joined.split('/')) {
        if (segment === '..')
            out.pop();
        else if (segment !== '.' && segment !== '')
            out.push(segment);
    }
    return out.join('/');
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
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
        for (const element of (0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(core, corePart).root.children) {
            const value = element.text.trim();
            if (!value)
                continue;
            switch ((0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name)) {
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
        for (const element of (0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(app, appPart).root.children) {
            const value = element.text.trim();
            if (!value)
                continue;
            const name = (0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name);
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
    return text === undefined ? undefined : (0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(text, partName);
}


/***/ }),

/***/ 47331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO: () => (/* binding */ parseXml),
/* harmony export */   QM: () => (/* binding */ serializeXml),
/* harmony export */   Wi: () => (/* binding */ elementChildren)
/* harmony export */ });
/* harmony import */ var _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98351);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);


/**
 * Parsing and serialising the XML parts writers edit in place (@xmldom/xmldom), shared by every
 * family that writes a package: a part that is not well-formed is one CorruptDocumentError that
 * names it, never xmldom's multi-line message.
 */
function parseXml(text, part) {
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
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${part}' is not well-formed XML (${problem ?? (error instanceof Error ? error.message.split('\n')[0] : String(error))})`);
    }
    if (!document.documentElement)
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${part}' has no root element`);
    return document;
}
function serializeXml(node) {
    return new _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0__/* .XMLSerializer */ .el().serializeToString(node);
}
/** Element children, as a fresh array (xmldom's NodeLists are live). */
function elementChildren(element) {
    const out = [];
    for (let n = element.firstChild; n; n = n.nextSibling)
        if (n.nodeType === 1)
            out.push(n);
    return out;
}


/***/ }),

/***/ 70427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K1: () => (/* binding */ canonicalXml),
/* harmony export */   T5: () => (/* binding */ findDescendant),
/* harmony export */   fk: () => (/* binding */ localName),
/* harmony export */   m8: () => (/* binding */ parseXmlPart)
/* harmony export */ });
/* unused harmony exports XmlElement, deepText */
/* harmony import */ var saxes__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59800);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);


/**
 * A compact element tree built in one streaming pass over saxes events. WordprocessingML keeps
 * text only in leaf elements (w:t, m:t, w:instrText, …), so an element holds its child elements
 * and the concatenated text directly inside it; the child index of an element is then exactly
 * the element-only index the model's locators use.
 *
 * Element and attribute names are rewritten to canonical prefixes (`w:`, `r:`, `m:`, …) by
 * namespace URI, so Strict OOXML (purl.oclc.org namespaces) and documents that chose other
 * prefixes read like ordinary Transitional files.
 */
class XmlElement {
    name;
    attrs;
    children = [];
    text = '';
    constructor(name, attrs) {
        this.name = name;
        this.attrs = attrs;
    }
    attr(name) {
        return this.attrs[name];
    }
    child(name) {
        const children = this.children;
        for (let i = 0; i < children.length; i++)
            if (children[i].name === name)
                return children[i];
        return undefined;
    }
}
const NAMESPACE_PREFIXES = {
    'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
    'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
    'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
    'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
    'http://schemas.openxmlformats.org/officeDocument/2006/math': 'm',
    'http://purl.oclc.org/ooxml/officeDocument/math': 'm',
    'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing': 'wp',
    'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing': 'wp',
    'http://schemas.openxmlformats.org/drawingml/2006/main': 'a',
    'http://purl.oclc.org/ooxml/drawingml/main': 'a',
    'http://schemas.openxmlformats.org/drawingml/2006/picture': 'pic',
    'http://purl.oclc.org/ooxml/drawingml/picture': 'pic',
    'http://schemas.openxmlformats.org/drawingml/2006/chart': 'c',
    'http://purl.oclc.org/ooxml/drawingml/chart': 'c',
    'http://schemas.openxmlformats.org/drawingml/2006/diagram': 'dgm',
    'http://purl.oclc.org/ooxml/drawingml/diagram': 'dgm',
    'http://schemas.microsoft.com/office/word/2010/wordprocessingShape': 'wps',
    'http://schemas.microsoft.com/office/word/2010/wordprocessingGroup': 'wpg',
    'http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas': 'wpc',
    'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
    'urn:schemas-microsoft-com:vml': 'v',
    'urn:schemas-microsoft-com:office:office': 'o',
    'urn:schemas-microsoft-com:office:word': 'w10',
    'http://schemas.microsoft.com/office/word/2010/wordml': 'w14',
    'http://schemas.microsoft.com/office/word/2012/wordml': 'w15',
    'http://schemas.openxmlformats.org/package/2006/relationships': 'rel',
    'http://schemas.openxmlformats.org/package/2006/content-types': 'ct',
    'http://schemas.openxmlformats.org/package/2006/metadata/core-properties': 'cp',
    'http://purl.org/dc/elements/1.1/': 'dc',
    'http://purl.org/dc/terms/': 'dcterms',
    'http://schemas.openxmlformats.org/officeDocument/2006/extended-properties': 'ep',
    'http://purl.oclc.org/ooxml/officeDocument/extendedProperties': 'ep',
};
/** Elements that are tracked revisions; counted while parsing so no second walk is needed. */
const REVISION_ELEMENTS = new Set([
    'w:ins',
    'w:del',
    'w:moveFrom',
    'w:moveTo',
    'w:rPrChange',
    'w:pPrChange',
    'w:sectPrChange',
    'w:tblPrChange',
    'w:tblPrExChange',
    'w:tblGridChange',
    'w:trPrChange',
    'w:tcPrChange',
    'w:cellIns',
    'w:cellDel',
    'w:cellMerge',
    'w:numberingChange',
]);
/** Parses one package part; malformed XML is a CorruptDocumentError naming the part. */
function parseXmlPart(text, part, stream) {
    const parser = new saxes__WEBPACK_IMPORTED_MODULE_0__/* .SaxesParser */ .wT({ position: false, xmlns: false });
    const stack = [];
    // Element-child counts of the open elements, so streamed children still get their index.
    const childCounts = [];
    let streamedContainerPath;
    let callbackError;
    // Prefix renames in force, innermost scope last; an empty map means names are kept as written.
    const scopes = [{ depth: -1, renames: new Map() }];
    let renames = scopes[0].renames;
    let root;
    let revisionCount = 0;
    // Namespace declarations are spotted per attribute: enumerating every element's attribute
    // object instead costs more than the whole rest of the parse.
    let declares = false;
    parser.on('attribute', (attribute) => {
        if (attribute.name.charCodeAt(0) === 120 && attribute.name.startsWith('xmlns'))
            declares = true;
    });
    parser.on('opentag', (tag) => {
        let attrs = tag.attributes;
        if (declares) {
            declares = false;
            const next = new Map(renames);
            for (const key in attrs) {
                if (!key.startsWith('xmlns'))
                    continue;
                const prefix = key === 'xmlns' ? '' : key.slice(6);
                const canonical = NAMESPACE_PREFIXES[attrs[key]];
                if (canonical !== undefined && canonical !== prefix)
                    next.set(prefix, canonical);
                else
                    next.delete(prefix);
            }
            scopes.push({ depth: stack.length, renames: next });
            renames = next;
        }
        let name = tag.name;
        if (renames.size > 0) {
            name = rename(name, renames, true);
            const renamed = {};
            for (const key in attrs)
                renamed[key.includes(':') ? rename(key, renames, false) : key] = attrs[key];
            attrs = renamed;
        }
        if (REVISION_ELEMENTS.has(name))
            revisionCount++;
        const element = new XmlElement(name, attrs);
        const depth = stack.length;
        const index = depth > 0 ? childCounts[depth - 1]++ : 0;
        if (depth === 1 && stream && name === stream.name)
            streamedContainerPath = String(index);
        // Streamed children are not attached: the callback takes them when they close.
        if (!(depth === 2 && streamedContainerPath !== undefined && stack[1].name === stream?.name)) {
            if (depth > 0)
                stack[depth - 1].children.push(element);
            else
                root = element;
        }
        stack.push(element);
        childCounts.push(0);
    });
    parser.on('text', (text) => {
        const top = stack[stack.length - 1];
        if (top)
            top.text += text;
    });
    parser.on('cdata', (text) => {
        const top = stack[stack.length - 1];
        if (top)
            top.text += text;
    });
    parser.on('closetag', () => {
        const element = stack.pop();
        childCounts.pop();
        if (stack.length === 2 && streamedContainerPath !== undefined && stack[1].name === stream?.name && element) {
            if (callbackError === undefined) {
                try {
                    stream.onChild(element, `${streamedContainerPath}/${childCounts[1] - 1}`);
                }
                catch (error) {
                    // Kept apart from XML errors so a reader error is not reported as malformed XML.
                    callbackError = error;
                }
            }
        }
        if (scopes.length > 1 && scopes[scopes.length - 1].depth === stack.length) {
            scopes.pop();
            renames = scopes[scopes.length - 1].renames;
        }
    });
    let failure;
    parser.on('error', (error) => {
        failure ??= error.message;
    });
    try {
        parser.write(text).close();
    }
    catch (error) {
        failure ??= error instanceof Error ? error.message : String(error);
    }
    if (callbackError !== undefined)
        throw callbackError;
    if (failure !== undefined || !root) {
        const detail = (failure ?? 'no root element').split('\n')[0].replace(/^undefined:/, '').trim();
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${part}' is not well-formed XML (${detail})`);
    }
    return { root, revisionCount };
}
function rename(qualified, renames, isElement) {
    const colon = qualified.indexOf(':');
    if (colon < 0) {
        // Only elements take the default namespace; unprefixed attributes have none.
        const canonical = isElement ? renames.get('') : undefined;
        return canonical ? `${canonical}:${qualified}` : qualified;
    }
    const canonical = renames.get(qualified.slice(0, colon));
    return canonical ? canonical + qualified.slice(colon) : qualified;
}
/** Local name of a qualified name (`w:p` → `p`). */
function localName(name) {
    const colon = name.indexOf(':');
    return colon < 0 ? name : name.slice(colon + 1);
}
/** First descendant (depth-first, the element itself excluded) with the given name. */
function findDescendant(element, name) {
    for (const child of element.children) {
        if (child.name === name)
            return child;
        const found = findDescendant(child, name);
        if (found)
            return found;
    }
    return undefined;
}
/** All text of an element and its descendants, in document order. */
function deepText(element) {
    let text = element.text;
    for (const child of element.children)
        text += deepText(child);
    return text;
}
/**
 * A canonical serialisation (sorted attributes, no namespace declarations, no revision-session
 * ids) so two equal objects hash equal however their producer spelled them.
 */
function canonicalXml(element, skip) {
    const keys = Object.keys(element.attrs)
        .filter((key) => !key.startsWith('xmlns') && !key.startsWith('w:rsid') && !key.startsWith('w14:'))
        .sort();
    let out = `<${element.name}`;
    for (const key of keys)
        out += ` ${key}="${escapeXml(element.attrs[key])}"`;
    out += '>';
    if (element.children.length === 0)
        out += escapeXml(element.text);
    for (const child of element.children)
        if (!skip?.(child))
            out += canonicalXml(child, skip);
    return `${out}</${element.name}>`;
}
function escapeXml(text) {
    return text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}


/***/ })

};
