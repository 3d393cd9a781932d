export const id = 3558;
export const ids = [3558];
export const modules = {

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
/* harmony import */ var _shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70427);
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
    const { root } = (0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(text, (0,_part_names__WEBPACK_IMPORTED_MODULE_2__/* .relsPartOf */ .F4)(partName));
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

/***/ 17623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ escapeXml)
/* harmony export */ });
/**
 * The one XML escaper, for writers that build XML as text: safe in element content and in
 * attribute values quoted with `"`, and free of the control characters XML 1.0 forbids (a cell
 * or a run can hold them; an XML parser refuses the part that does).
 */
function escapeXml(text) {
    return text.replace(/[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, (c) => ESCAPES[c] ?? '');
}
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };


/***/ }),

/***/ 37854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gb: () => (/* binding */ xmlTooDeep),
/* harmony export */   pO: () => (/* binding */ assertXmlDepth),
/* harmony export */   zH: () => (/* binding */ MAX_XML_DEPTH)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);

/**
 * How deep elements may nest in one XML part. Real documents stay far below it (nested tables,
 * grouped shapes and text boxes reach a few dozen levels); a part that opens 100,000 elements
 * is damage or an attack, and every layer above the parser (locator paths, recursive walks)
 * pays for depth, some of it quadratically. libxml2, which LibreOffice reads with, stops at 256
 * by default too.
 */
const MAX_XML_DEPTH = 256;
/** The one-line error for a part past the depth limit. */
function xmlTooDeep(part) {
    return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`part '${part}' nests elements more than ${MAX_XML_DEPTH} levels deep, which no real document does; it is damaged or crafted`);
}
/**
 * Refuses a part whose elements nest past MAX_XML_DEPTH, before a parser without a depth limit of
 * its own (xmldom) builds it. One linear pass over the text that knows comments, CDATA sections,
 * processing instructions, declarations and quoted attribute values; anything it does not
 * understand is left for the parser to report.
 */
function assertXmlDepth(text, part) {
    let depth = 0;
    let i = text.indexOf('<');
    const n = text.length;
    while (i >= 0 && i < n) {
        const next = text.charCodeAt(i + 1);
        if (next === 47 /* / */) {
            depth--;
            i = text.indexOf('<', i + 2);
            continue;
        }
        if (next === 33 /* ! */) {
            const close = text.startsWith('<!--', i)
                ? text.indexOf('-->', i + 4)
                : text.startsWith('<![CDATA[', i)
                    ? text.indexOf(']]>', i + 9)
                    : declarationEnd(text, i);
            if (close < 0)
                return;
            i = text.indexOf('<', close + 1);
            continue;
        }
        if (next === 63 /* ? */) {
            const close = text.indexOf('?>', i + 2);
            if (close < 0)
                return;
            i = text.indexOf('<', close + 2);
            continue;
        }
        // A start tag: up to its unquoted `>`; `/>` closes it at once.
        let k = i + 1;
        let quote = 0;
        for (; k < n; k++) {
            const c = text.charCodeAt(k);
            if (quote) {
                if (c === quote)
                    quote = 0;
            }
            else if (c === 34 || c === 39)
                quote = c;
            else if (c === 62)
                break;
        }
        if (k >= n)
            return;
        if (text.charCodeAt(k - 1) !== 47 && ++depth > MAX_XML_DEPTH)
            throw xmlTooDeep(part);
        i = text.indexOf('<', k + 1);
    }
}
/** End of `<!DOCTYPE …>`, whose internal subset in brackets may hold `>`. */
function declarationEnd(text, start) {
    const bracket = text.indexOf('[', start);
    const close = text.indexOf('>', start);
    if (bracket < 0 || close < bracket)
        return close;
    const subsetEnd = text.indexOf(']', bracket);
    return subsetEnd < 0 ? -1 : text.indexOf('>', subsetEnd);
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
/* harmony import */ var _xml_depth__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37854);
/* harmony import */ var _package_xml_escape__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17623);




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
    let tooDeep = false;
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
        if (depth >= _xml_depth__WEBPACK_IMPORTED_MODULE_2__/* .MAX_XML_DEPTH */ .zH) {
            tooDeep = true;
            throw (0,_xml_depth__WEBPACK_IMPORTED_MODULE_2__/* .xmlTooDeep */ .Gb)(part);
        }
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
    if (tooDeep)
        throw (0,_xml_depth__WEBPACK_IMPORTED_MODULE_2__/* .xmlTooDeep */ .Gb)(part);
    if (failure !== undefined || !root) {
        const detail = (failure ?? 'no root element')
            .split('\n')[0]
            .replace(/^undefined:/, '')
            .trim();
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
        out += ` ${key}="${(0,_package_xml_escape__WEBPACK_IMPORTED_MODULE_3__/* .escapeXml */ .X)(element.attrs[key])}"`;
    out += '>';
    if (element.children.length === 0)
        out += (0,_package_xml_escape__WEBPACK_IMPORTED_MODULE_3__/* .escapeXml */ .X)(element.text);
    for (const child of element.children)
        if (!skip?.(child))
            out += canonicalXml(child, skip);
    return `${out}</${element.name}>`;
}


/***/ })

};
