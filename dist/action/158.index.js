export const id = 158;
export const ids = [158];
export const modules = {

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

/***/ 74056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ romanNumeral),
/* harmony export */   u: () => (/* binding */ repeatedLetters)
/* harmony export */ });
/**
 * List-number renderings shared by the families that draw list labels (Word, ODF, HTML).
 * Both Word and LibreOffice count letters by repeating them (a..z, aa..zz), not in base 26.
 */
/** 1 → A, 26 → Z, 27 → AA, 28 → BB; values below 1 stay digits. */
function repeatedLetters(value) {
    if (value < 1)
        return String(value);
    const letter = String.fromCharCode(65 + ((value - 1) % 26));
    return letter.repeat(Math.floor((value - 1) / 26) + 1);
}
const ROMAN = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
];
/** Upper-case Roman numerals for 1..3999; other values stay digits. */
function romanNumeral(value) {
    if (value < 1 || value >= 4000)
        return String(value);
    let rest = value;
    let out = '';
    for (const [amount, symbol] of ROMAN) {
        while (rest >= amount) {
            out += symbol;
            rest -= amount;
        }
    }
    return out;
}


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
            const close = text.startsWith('<!--', i) ? text.indexOf('-->', i + 4) : text.startsWith('<![CDATA[', i) ? text.indexOf(']]>', i + 9) : declarationEnd(text, i);
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


/***/ }),

/***/ 41158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  docxReader: () => (/* binding */ docxReader),
  readDocx: () => (/* binding */ readDocx)
});

// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var archive_zip = __webpack_require__(55380);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/engine/formats/shared/numbering.ts
var numbering = __webpack_require__(74056);
;// CONCATENATED MODULE: ./src/engine/formats/word/docx/numbering.ts

class NumberingDefinitions {
    styles;
    abstracts = new Map();
    rawNums = new Map();
    instances = new Map();
    /** numFmt values met that are rendered as decimal; reported once by the reader. */
    unknownFormats = new Set();
    constructor(root, styles) {
        this.styles = styles;
        if (!root)
            return;
        for (const element of root.children) {
            if (element.name === 'w:abstractNum') {
                const id = element.attr('w:abstractNumId');
                if (id === undefined)
                    continue;
                const levels = [];
                for (const lvl of element.children) {
                    if (lvl.name !== 'w:lvl')
                        continue;
                    const index = Number(lvl.attr('w:ilvl'));
                    if (Number.isInteger(index) && index >= 0 && index <= 8)
                        levels[index] = readLevel(lvl);
                }
                this.abstracts.set(id, {
                    levels,
                    styleLink: element.child('w:numStyleLink')?.attr('w:val'),
                });
            }
            else if (element.name === 'w:num') {
                const id = element.attr('w:numId');
                if (id !== undefined)
                    this.rawNums.set(id, element);
            }
        }
    }
    instance(numId) {
        if (!this.instances.has(numId))
            this.instances.set(numId, this.buildInstance(numId, 0));
        return this.instances.get(numId) ?? undefined;
    }
    buildInstance(numId, depth) {
        const num = this.rawNums.get(numId);
        if (!num || depth > 4)
            return null;
        let abstractId = num.child('w:abstractNumId')?.attr('w:val');
        if (abstractId === undefined)
            return null;
        let abstract = this.abstracts.get(abstractId);
        // A numStyleLink abstract takes its levels from the list the numbering style points at.
        if (abstract?.styleLink) {
            const linkedNumId = this.styles.style(abstract.styleLink)?.paragraph.numId;
            const linked = linkedNumId !== undefined && linkedNumId !== numId ? this.buildInstance(linkedNumId, depth + 1) : null;
            if (linked) {
                abstractId = linked.abstractId;
                abstract = { levels: linked.levels };
            }
        }
        if (!abstract)
            return null;
        const levels = abstract.levels.map((level) => ({ ...level }));
        let hasOverride = false;
        for (const override of num.children) {
            if (override.name !== 'w:lvlOverride')
                continue;
            const index = Number(override.attr('w:ilvl'));
            if (!Number.isInteger(index) || index < 0 || index > 8)
                continue;
            const replacement = override.child('w:lvl');
            if (replacement) {
                levels[index] = readLevel(replacement);
                hasOverride = true;
            }
            const start = Number(override.child('w:startOverride')?.attr('w:val'));
            if (Number.isInteger(start)) {
                levels[index] = { ...(levels[index] ?? defaultLevel()), start };
                hasOverride = true;
            }
        }
        return { abstractId, levels, hasOverride };
    }
}
function defaultLevel() {
    return { start: 1, format: 'decimal', text: '', legal: false };
}
function readLevel(lvl) {
    const start = Number(lvl.child('w:start')?.attr('w:val'));
    const restart = lvl.child('w:lvlRestart')?.attr('w:val');
    const picture = lvl.child('w:lvlPicBulletId') !== undefined;
    return {
        start: Number.isInteger(start) ? start : 1,
        format: picture ? 'bullet' : (lvl.child('w:numFmt')?.attr('w:val') ?? 'decimal'),
        text: lvl.child('w:lvlText')?.attr('w:val') ?? '',
        restartAfter: restart !== undefined && /^\d+$/.test(restart) ? Number(restart) : undefined,
        legal: lvl.child('w:isLgl') !== undefined,
    };
}
/** Counters of one story: each paragraph in a list advances them and gets its label. */
class ListCounters {
    definitions;
    counters = new Map();
    constructor(definitions) {
        this.definitions = definitions;
    }
    /** Label of the next list paragraph of numId at level, or undefined when not a list. */
    next(numId, level) {
        const instance = this.definitions.instance(numId);
        if (!instance)
            return undefined;
        const key = instance.hasOverride ? `num:${numId}` : `abstract:${instance.abstractId}`;
        let values = this.counters.get(key);
        if (!values) {
            values = [];
            this.counters.set(key, values);
        }
        const definition = instance.levels[level] ?? defaultLevel();
        values[level] = values[level] === undefined ? definition.start : values[level] + 1;
        for (let deeper = level + 1; deeper < 9; deeper++) {
            const restartAfter = instance.levels[deeper]?.restartAfter ?? deeper;
            // lvlRestart counts levels from 1: level `deeper` restarts when a level up to it is used.
            if (restartAfter !== 0 && level + 1 <= restartAfter)
                values[deeper] = undefined;
        }
        if (definition.format === 'bullet')
            return bulletLabel(definition.text);
        if (definition.format === 'none')
            return definition.text.replace(/%[1-9]/g, '');
        return definition.text.replace(/%([1-9])/g, (_, digit) => {
            const index = Number(digit) - 1;
            const levelDefinition = instance.levels[index] ?? defaultLevel();
            const value = values[index] ?? levelDefinition.start;
            const format = definition.legal && index < level ? 'decimal' : levelDefinition.format;
            return formatNumber(value, format, this.definitions.unknownFormats);
        });
    }
}
/** Bullet characters Word writes in Symbol/Wingdings private-use code points, as Unicode. */
const SYMBOL_BULLETS = {
    '\uf0b7': '•',
    '\uf0a7': '▪',
    '\uf076': '❖',
    '\uf0d8': '➢',
    '\uf0fc': '✓',
    '\uf0a8': '□',
    '\uf06e': '■',
    '\uf06f': '□',
    '\uf0e0': '→',
    '\uf02d': '-',
};
function bulletLabel(text) {
    if (text === '')
        return '•';
    return [...text].map((c) => SYMBOL_BULLETS[c] ?? c).join('');
}
function formatNumber(value, format, unknown) {
    switch (format) {
        case 'decimal':
            return String(value);
        case 'decimalZero':
            return value < 10 && value >= 0 ? `0${value}` : String(value);
        case 'lowerLetter':
            return (0,numbering/* repeatedLetters */.u)(value).toLowerCase();
        case 'upperLetter':
            return (0,numbering/* repeatedLetters */.u)(value);
        case 'lowerRoman':
            return (0,numbering/* romanNumeral */.k)(value).toLowerCase();
        case 'upperRoman':
            return (0,numbering/* romanNumeral */.k)(value);
        case 'ordinal':
            return `${value}${ordinalSuffix(value)}`;
        case 'bullet':
            return '•';
        case 'none':
            return '';
        default:
            unknown.add(format);
            return String(value);
    }
}
function ordinalSuffix(value) {
    const lastTwo = value % 100;
    if (lastTwo >= 11 && lastTwo <= 13)
        return 'th';
    return ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th';
}

;// CONCATENATED MODULE: ./src/engine/formats/word/docx/styles.ts
const TOGGLES = ['bold', 'italic', 'strike', 'hidden'];
class StyleSheet {
    theme;
    styles = new Map();
    defaultParagraphStyleId;
    defaultCharacterStyleId;
    defaultRun = {};
    defaultParagraph = {};
    chainRunCache = new Map();
    baseCache = new Map();
    constructor(root, theme) {
        this.theme = theme;
        if (!root)
            return;
        for (const element of root.children) {
            if (element.name === 'w:docDefaults') {
                const rPr = element.child('w:rPrDefault')?.child('w:rPr');
                if (rPr)
                    this.defaultRun = readRunProperties(rPr, theme);
                const pPr = element.child('w:pPrDefault')?.child('w:pPr');
                if (pPr)
                    this.defaultParagraph = readParagraphProperties(pPr);
            }
            else if (element.name === 'w:style') {
                const id = element.attr('w:styleId');
                if (!id)
                    continue;
                const type = element.attr('w:type') ?? 'paragraph';
                const rPr = element.child('w:rPr');
                const pPr = element.child('w:pPr');
                const style = {
                    id,
                    type,
                    name: element.child('w:name')?.attr('w:val'),
                    basedOn: element.child('w:basedOn')?.attr('w:val'),
                    run: rPr ? readRunProperties(rPr, theme) : {},
                    paragraph: pPr ? readParagraphProperties(pPr) : {},
                };
                this.styles.set(id, style);
                const isDefault = element.attr('w:default');
                if (isDefault !== undefined && isOn(isDefault)) {
                    if (type === 'paragraph')
                        this.defaultParagraphStyleId ??= id;
                    else if (type === 'character')
                        this.defaultCharacterStyleId ??= id;
                }
            }
        }
    }
    get themeFonts() {
        return this.theme;
    }
    /** The style id that applies to a paragraph (its pStyle, else the default paragraph style). */
    paragraphStyleId(direct) {
        return direct !== undefined && this.styles.has(direct) ? direct : this.defaultParagraphStyleId;
    }
    style(id) {
        return id === undefined ? undefined : this.styles.get(id);
    }
    /** The style and its basedOn ancestors, most derived first (cycles cut). */
    chain(id) {
        const out = [];
        const seen = new Set();
        let current = this.style(id);
        while (current && !seen.has(current.id) && out.length < 32) {
            seen.add(current.id);
            out.push(current);
            current = this.style(current.basedOn);
        }
        return out;
    }
    /** Display name of a style: built-in names Word stores in lower case are shown as Word does. */
    displayName(id) {
        const style = this.style(id);
        if (!style)
            return undefined;
        const name = style.name ?? style.id;
        const builtIn = BUILT_IN_DISPLAY_NAMES[name];
        if (builtIn)
            return builtIn;
        const toc = /^toc ([1-9])$/.exec(name);
        if (toc)
            return `TOC ${toc[1]}`;
        return /^[a-z][a-z0-9 ]*$/.test(name) ? name.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : name;
    }
    /** Paragraph property from direct formatting, else the style chain, else docDefaults. */
    paragraphProperty(styleId, direct, key) {
        if (direct[key] !== undefined)
            return direct[key];
        for (const style of this.chain(styleId))
            if (style.paragraph[key] !== undefined)
                return style.paragraph[key];
        return this.defaultParagraph[key];
    }
    /** Heading level 1..9 from outline level or a `Heading N` style name along basedOn. */
    headingLevel(styleId, direct) {
        const outline = this.paragraphProperty(styleId, direct, 'outlineLevel');
        if (outline !== undefined)
            return outline >= 0 && outline <= 8 ? outline + 1 : undefined;
        for (const style of this.chain(styleId)) {
            const match = /^heading\s*([1-9])$/i.exec(style.name ?? '');
            if (match)
                return Number(match[1]);
        }
        return undefined;
    }
    /** Numbering (numId, ilvl) from direct formatting or the paragraph style chain. */
    numbering(styleId, direct) {
        let numId = direct.numId;
        let level = direct.numLevel;
        if (numId === undefined || level === undefined) {
            for (const style of this.chain(styleId)) {
                numId ??= style.paragraph.numId;
                level ??= style.paragraph.numLevel;
                if (numId !== undefined && level !== undefined)
                    break;
            }
        }
        if (numId === undefined || numId === '0')
            return undefined;
        return { numId, level: Math.min(8, Math.max(0, level ?? 0)) };
    }
    /** Resolves a run's style from its paragraph style, character style and direct properties. */
    resolveRun(paragraphStyleId, characterStyleId, direct) {
        const base = this.baseRun(paragraphStyleId, characterStyleId ?? this.defaultCharacterStyleId);
        const merged = { ...base };
        for (const key in direct) {
            const value = direct[key];
            if (value !== undefined)
                merged[key] = value;
        }
        return { style: toRunStyle(merged), hidden: merged.hidden === true };
    }
    baseRun(paragraphStyleId, characterStyleId) {
        const key = `${paragraphStyleId ?? ''}\u0000${characterStyleId ?? ''}`;
        const cached = this.baseCache.get(key);
        if (cached)
            return cached;
        const paragraphRun = paragraphStyleId ? this.chainRun(paragraphStyleId) : {};
        const characterRun = characterStyleId ? this.chainRun(characterStyleId) : {};
        const merged = { ...this.defaultRun };
        for (const source of [paragraphRun, characterRun]) {
            for (const key in source) {
                if (TOGGLES.includes(key))
                    continue;
                const value = source[key];
                if (value !== undefined)
                    merged[key] = value;
            }
        }
        for (const toggle of TOGGLES) {
            const fromParagraph = paragraphRun[toggle];
            const fromCharacter = characterRun[toggle];
            if (fromParagraph !== undefined || fromCharacter !== undefined) {
                merged[toggle] = (fromParagraph ?? false) !== (fromCharacter ?? false);
            }
        }
        this.baseCache.set(key, merged);
        return merged;
    }
    /** Run properties of a style with its basedOn chain applied (the most derived value wins). */
    chainRun(id) {
        const cached = this.chainRunCache.get(id);
        if (cached)
            return cached;
        const merged = {};
        const chain = this.chain(id);
        for (let i = chain.length - 1; i >= 0; i--) {
            const run = chain[i].run;
            for (const key in run) {
                const value = run[key];
                if (value !== undefined)
                    merged[key] = value;
            }
        }
        this.chainRunCache.set(id, merged);
        return merged;
    }
}
/** Built-in names Word stores in lower case and shows differently from plain capitalisation. */
const BUILT_IN_DISPLAY_NAMES = {
    'annotation text': 'Comment Text',
    'annotation reference': 'Comment Reference',
    'annotation subject': 'Comment Subject',
    'table of figures': 'Table of Figures',
    'table of authorities': 'Table of Authorities',
    'toa heading': 'TOA Heading',
    'index heading': 'Index Heading',
    'envelope address': 'Envelope Address',
    'envelope return': 'Envelope Return',
    'macro': 'Macro Text',
    'Default Paragraph Font': 'Default Paragraph Font',
};
function toRunStyle(props) {
    const style = {};
    if (props.bold)
        style.bold = true;
    if (props.italic)
        style.italic = true;
    if (props.underline && props.underline !== 'none')
        style.underline = props.underline;
    if (props.strike)
        style.strike = true;
    if (props.font)
        style.font = props.font;
    if (props.size !== undefined)
        style.size = props.size;
    if (props.color)
        style.color = props.color;
    const highlight = props.highlight ?? props.shading;
    if (highlight)
        style.highlight = highlight;
    if (props.vertAlign === 'superscript' || props.vertAlign === 'subscript')
        style.vertAlign = props.vertAlign;
    return style;
}
/** ST_OnOff: absent value means on. */
function isOn(value) {
    return value === undefined || value === 'true' || value === '1' || value === 'on';
}
/** Reads one rPr element (the rStyle reference is read separately by the caller). */
function readRunProperties(rPr, theme) {
    const props = {};
    for (const element of rPr.children) {
        switch (element.name) {
            case 'w:b':
                props.bold = isOn(element.attrs['w:val']);
                break;
            case 'w:i':
                props.italic = isOn(element.attrs['w:val']);
                break;
            case 'w:strike':
            case 'w:dstrike': {
                const on = isOn(element.attrs['w:val']);
                // strike and dstrike both mean "struck through"; one switched off must not clear the other.
                if (on || props.strike === undefined)
                    props.strike = on;
                break;
            }
            case 'w:vanish':
                props.hidden = isOn(element.attrs['w:val']);
                break;
            case 'w:u':
                props.underline = element.attrs['w:val'] ?? 'single';
                break;
            case 'w:rFonts': {
                const font = themeFont(element.attrs['w:asciiTheme'], theme) ?? element.attrs['w:ascii'];
                if (font)
                    props.font = font;
                break;
            }
            case 'w:sz': {
                const halfPoints = parseHalfPoints(element.attrs['w:val']);
                if (halfPoints !== undefined)
                    props.size = halfPoints / 2;
                break;
            }
            case 'w:color': {
                const color = element.attrs['w:val'];
                if (color && /^[0-9a-fA-F]{6}$/.test(color))
                    props.color = color.toUpperCase();
                else if (color === 'auto')
                    props.color = undefined;
                break;
            }
            case 'w:highlight': {
                const value = element.attrs['w:val'];
                if (value && value !== 'none')
                    props.highlight = value;
                break;
            }
            case 'w:shd': {
                const fill = element.attrs['w:fill'];
                if (fill && /^[0-9a-fA-F]{6}$/.test(fill))
                    props.shading = fill.toUpperCase();
                break;
            }
            case 'w:vertAlign':
                props.vertAlign = element.attrs['w:val'];
                break;
        }
    }
    return props;
}
function readParagraphProperties(pPr) {
    const props = {};
    for (const element of pPr.children) {
        switch (element.name) {
            case 'w:pStyle':
                props.styleId = element.attrs['w:val'];
                break;
            case 'w:jc':
                props.alignment = normalizeAlignment(element.attrs['w:val']);
                break;
            case 'w:outlineLvl': {
                const level = Number(element.attrs['w:val']);
                if (Number.isInteger(level))
                    props.outlineLevel = level;
                break;
            }
            case 'w:numPr': {
                const numId = element.child('w:numId')?.attrs['w:val'];
                const level = Number(element.child('w:ilvl')?.attrs['w:val']);
                if (numId !== undefined)
                    props.numId = numId;
                if (Number.isInteger(level))
                    props.numLevel = level;
                break;
            }
        }
    }
    return props;
}
function normalizeAlignment(value) {
    switch (value) {
        case 'left':
        case 'start':
            return 'left';
        case 'right':
        case 'end':
            return 'right';
        case 'center':
            return 'center';
        case 'both':
        case 'distribute':
        case 'thaiDistribute':
        case 'lowKashida':
        case 'mediumKashida':
        case 'highKashida':
            return 'both';
        default:
            return value;
    }
}
function themeFont(value, theme) {
    if (!value)
        return undefined;
    const major = value.startsWith('major');
    if (value.endsWith('EastAsia'))
        return major ? theme.majorEastAsia : theme.minorEastAsia;
    if (value.endsWith('Bidi'))
        return major ? theme.majorBidi : theme.minorBidi;
    return major ? theme.major : theme.minor;
}
/** Half-points, also accepting the universal measures Strict OOXML allows (`11pt`). */
function parseHalfPoints(value) {
    if (value === undefined)
        return undefined;
    if (/^\d+$/.test(value))
        return Number(value);
    const points = parseUniversalMeasure(value);
    return points === undefined ? undefined : points * 2;
}
/** A universal measure (`12pt`, `2.5cm`, `1in`) in points. */
function parseUniversalMeasure(value) {
    const match = /^(-?\d+(?:\.\d+)?)(mm|cm|in|pt|pc|pi)$/.exec(value.trim());
    if (!match)
        return undefined;
    const n = Number(match[1]);
    const factor = { mm: 72 / 25.4, cm: 72 / 2.54, in: 72, pt: 1, pc: 12, pi: 12 };
    return n * factor[match[2]];
}
/** A twips measure (ST_TwipsMeasure) in points. */
function twipsToPoints(value) {
    if (value === undefined)
        return undefined;
    if (/^-?\d+(\.\d+)?$/.test(value))
        return Number(value) / 20;
    return parseUniversalMeasure(value);
}
/** Major and minor Latin fonts of the theme, which asciiTheme references point at. */
function readThemeFonts(root) {
    const fonts = {};
    if (!root)
        return fonts;
    const scheme = findElement(root, 'a:fontScheme');
    if (!scheme)
        return fonts;
    const major = scheme.child('a:majorFont');
    const minor = scheme.child('a:minorFont');
    fonts.major = nonEmpty(major?.child('a:latin')?.attr('typeface'));
    fonts.minor = nonEmpty(minor?.child('a:latin')?.attr('typeface'));
    fonts.majorEastAsia = nonEmpty(major?.child('a:ea')?.attr('typeface'));
    fonts.minorEastAsia = nonEmpty(minor?.child('a:ea')?.attr('typeface'));
    fonts.majorBidi = nonEmpty(major?.child('a:cs')?.attr('typeface'));
    fonts.minorBidi = nonEmpty(minor?.child('a:cs')?.attr('typeface'));
    return fonts;
}
function nonEmpty(value) {
    return value ? value : undefined;
}
function findElement(element, name) {
    if (element.name === name)
        return element;
    for (const child of element.children) {
        const found = findElement(child, name);
        if (found)
            return found;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/engine/formats/shared/xml-tree.ts
var xml_tree = __webpack_require__(70427);
;// CONCATENATED MODULE: ./src/engine/formats/word/docx/content.ts




const EMPTY_PARAGRAPH_PROPERTIES = {};
const EMPTY_RUN_PROPERTIES = {};
const PAGE_BREAK_HASH = sha1(new TextEncoder().encode('page break'));
/** Elements that carry no visible content of their own (marks, ranges, properties). */
const IGNORED_IN_BLOCKS = new Set([
    'w:bookmarkStart',
    'w:bookmarkEnd',
    'w:commentRangeStart',
    'w:commentRangeEnd',
    'w:permStart',
    'w:permEnd',
    'w:proofErr',
    'w:moveFromRangeStart',
    'w:moveFromRangeEnd',
    'w:moveToRangeStart',
    'w:moveToRangeEnd',
    'w:customXmlInsRangeStart',
    'w:customXmlInsRangeEnd',
    'w:customXmlDelRangeStart',
    'w:customXmlDelRangeEnd',
    'w:customXmlMoveFromRangeStart',
    'w:customXmlMoveFromRangeEnd',
    'w:customXmlMoveToRangeStart',
    'w:customXmlMoveToRangeEnd',
    'w:sdtPr',
    'w:sdtEndPr',
    'w:customXmlPr',
    'w:smartTagPr',
    'w:pPr',
    'w:tblPr',
    'w:tblGrid',
    'w:tblPrEx',
    'w:trPr',
    'w:tcPr',
    'w:sectPr',
]);
const IGNORED_IN_RUNS = new Set([
    'w:rPr',
    'w:lastRenderedPageBreak',
    'w:commentReference',
    'w:annotationRef',
    'w:footnoteRef',
    'w:endnoteRef',
    'w:separator',
    'w:continuationSeparator',
    'w:softHyphen',
    'w:delText',
    'w:delInstrText',
]);
/** Reads the blocks of one story (body, header, note, comment, text box). */
class StoryReader {
    session;
    context;
    isBody;
    fields = [];
    counters;
    streamSink;
    constructor(session, context, isBody) {
        this.session = session;
        this.context = context;
        this.isBody = isBody;
        this.counters = new ListCounters(session.numbering);
    }
    /** Blocks of a container element (w:body, w:hdr, w:footnote, w:txbxContent, a cell). */
    readBlocks(container, path) {
        const sink = { blocks: [] };
        this.readContainer(container, path, sink);
        this.flushPending(sink);
        return sink.blocks;
    }
    /** Starts a story read block by block (the body, streamed while it is parsed). */
    beginStream() {
        this.streamSink = { blocks: [] };
    }
    /** One child element of the streamed container, with its locator path. */
    streamChild(child, path) {
        if (this.streamSink)
            this.readBlockChild(child, path, this.streamSink);
    }
    endStream() {
        const sink = this.streamSink ?? { blocks: [] };
        this.flushPending(sink);
        this.streamSink = undefined;
        return sink.blocks;
    }
    readContainer(container, path, sink) {
        const children = container.children;
        for (let i = 0; i < children.length; i++) {
            this.readBlockChild(children[i], path === '' ? String(i) : `${path}/${i}`, sink);
        }
    }
    readBlockChild(child, childPath, sink) {
        switch (child.name) {
            case 'w:p':
                this.readParagraph(child, childPath, sink);
                break;
            case 'w:tbl': {
                this.flushPending(sink);
                const table = this.readTable(child, childPath);
                // A table whose rows were all deleted is gone once the deletions are accepted.
                if (table.rows.length > 0 || !child.children.some((c) => c.name === 'w:tr'))
                    sink.blocks.push(table);
                break;
            }
            case 'w:sdt':
                this.readSdt(child, childPath, (content, contentPath) => this.readContainer(content, contentPath, sink));
                break;
            case 'w:customXml':
            case 'w:ins':
            case 'w:moveTo':
                this.readContainer(child, childPath, sink);
                break;
            case 'w:del':
            case 'w:moveFrom':
                break;
            case 'mc:AlternateContent':
                this.readChoice(child, childPath, (choice, choicePath) => this.readContainer(choice, choicePath, sink));
                break;
            case 'w:sectPr':
                if (this.isBody)
                    this.addSection(child);
                break;
            case 'm:oMathPara':
            case 'm:oMath': {
                // Math directly in a block container (not inside w:p) still reads as a paragraph.
                this.flushPending(sink);
                const runs = [];
                if (child.name === 'm:oMath')
                    this.readEquation(child, childPath, runs, undefined, undefined);
                else {
                    child.children.forEach((math, k) => {
                        if (math.name === 'm:oMath')
                            this.readEquation(math, `${childPath}/${k}`, runs, undefined, undefined);
                    });
                }
                sink.blocks.push({ type: 'paragraph', runs, locator: this.locator(childPath) });
                break;
            }
            case 'w:altChunk':
                this.warn('unsupported-element', 'imported content (w:altChunk) is not read', childPath);
                break;
            default:
                if (!IGNORED_IN_BLOCKS.has(child.name)) {
                    this.warn('unsupported-element', `unsupported element ${child.name} skipped`, childPath);
                }
        }
    }
    /**
     * A paragraph whose mark was deleted and that has nothing after it to join (a table, the end
     * of its container) stays a paragraph of its own when it still has text, and vanishes when not.
     */
    flushPending(sink) {
        const pending = sink.pending;
        if (!pending)
            return;
        sink.pending = undefined;
        if (pending.runs.length > 0)
            this.finishParagraph(sink, pending.runs, pending.locator, pending.styleId, pending.direct);
    }
    readParagraph(p, path, sink) {
        const pPr = p.children.length > 0 && p.children[0].name === 'w:pPr' ? p.children[0] : p.child('w:pPr');
        const direct = pPr ? readParagraphProperties(pPr) : EMPTY_PARAGRAPH_PROPERTIES;
        const styleId = this.session.styles.paragraphStyleId(direct.styleId);
        let runs = [];
        this.readInline(p, path, runs, styleId, undefined, undefined);
        let markDeleted = false;
        if (pPr) {
            const markProperties = pPr.child('w:rPr');
            markDeleted = markProperties !== undefined && (markProperties.child('w:del') ?? markProperties.child('w:moveFrom')) !== undefined;
            const sectPr = pPr.child('w:sectPr');
            if (sectPr && this.isBody)
                this.addSection(sectPr);
        }
        let locator = this.locator(path);
        if (sink.pending) {
            // Accepting a deleted paragraph mark joins the paragraph to the next one, whose mark
            // (and so whose paragraph properties) survives.
            runs = sink.pending.runs.concat(runs);
            locator = sink.pending.locator;
            sink.pending = undefined;
        }
        if (markDeleted) {
            sink.pending = { runs, locator, styleId, direct };
            return;
        }
        this.finishParagraph(sink, runs, locator, styleId, direct);
    }
    finishParagraph(sink, runs, locator, styleId, direct) {
        const styles = this.session.styles;
        const block = { type: 'paragraph', runs, locator };
        const styleName = styles.displayName(styleId);
        if (styleName !== undefined)
            block.styleName = styleName;
        const headingLevel = styles.headingLevel(styleId, direct);
        if (headingLevel !== undefined)
            block.headingLevel = headingLevel;
        const alignment = styles.paragraphProperty(styleId, direct, 'alignment');
        if (alignment !== undefined)
            block.alignment = alignment;
        const numbering = styles.numbering(styleId, direct);
        if (numbering) {
            const label = this.counters.next(numbering.numId, numbering.level);
            // A level whose text renders empty (heading numbering switched off) shows no list label.
            if (label !== undefined && label !== '')
                block.list = { label, level: numbering.level };
        }
        sink.blocks.push(block);
    }
    /** Inline content of a paragraph or an inline container. */
    readInline(container, path, runs, styleId, author, link) {
        const children = container.children;
        for (let i = 0; i < children.length; i++) {
            const child = children[i];
            const childPath = path === '' ? String(i) : `${path}/${i}`;
            switch (child.name) {
                case 'w:r':
                    this.readRun(child, childPath, runs, styleId, author, link);
                    break;
                case 'w:ins':
                case 'w:moveTo':
                    this.readInline(child, childPath, runs, styleId, child.attrs['w:author'] ?? author, link);
                    break;
                case 'w:del':
                case 'w:moveFrom':
                    break;
                case 'w:hyperlink':
                    this.readInline(child, childPath, runs, styleId, author, this.hyperlinkTarget(child) ?? link);
                    break;
                case 'w:fldSimple':
                    this.readInline(child, childPath, runs, styleId, author, hyperlinkFromInstruction(child.attrs['w:instr']) ?? link);
                    break;
                case 'w:smartTag':
                case 'w:customXml':
                case 'w:dir':
                case 'w:bdo':
                    this.readInline(child, childPath, runs, styleId, author, link);
                    break;
                case 'w:sdt':
                    this.readSdt(child, childPath, (content, contentPath) => this.readInline(content, contentPath, runs, styleId, author, link));
                    break;
                case 'mc:AlternateContent':
                    this.readChoice(child, childPath, (choice, choicePath) => this.readInline(choice, choicePath, runs, styleId, author, link));
                    break;
                case 'm:oMath':
                    this.readEquation(child, childPath, runs, author, link);
                    break;
                case 'm:oMathPara':
                    for (let k = 0; k < child.children.length; k++) {
                        const math = child.children[k];
                        if (math.name === 'm:oMath')
                            this.readEquation(math, `${childPath}/${k}`, runs, author, link);
                    }
                    break;
                case 'w:subDoc':
                    this.warn('unsupported-element', 'subdocument reference (w:subDoc) is not read', childPath);
                    break;
                default:
                    if (!IGNORED_IN_BLOCKS.has(child.name)) {
                        // Unknown wrappers usually hold runs: keep their text rather than lose it.
                        this.warn('unsupported-element', `unsupported element ${child.name} read as plain content`, childPath);
                        this.readInline(child, childPath, runs, styleId, author, link);
                    }
            }
        }
    }
    readRun(r, path, runs, styleId, author, link) {
        const children = r.children;
        const rPr = children.length > 0 && children[0].name === 'w:rPr' ? children[0] : undefined;
        const characterStyleId = rPr?.child('w:rStyle')?.attrs['w:val'];
        const direct = rPr ? readRunProperties(rPr, this.session.styles.themeFonts) : EMPTY_RUN_PROPERTIES;
        const emitter = {
            runs,
            locator: this.locator(path),
            resolved: this.session.styles.resolveRun(styleId, characterStyleId, direct),
            author,
            link,
            text: '',
        };
        this.readRunContent(r, path, emitter, styleId);
        this.flushText(emitter);
    }
    readRunContent(container, path, emitter, styleId) {
        const children = container.children;
        for (let i = 0; i < children.length; i++) {
            const child = children[i];
            switch (child.name) {
                case 'w:t':
                    emitter.text += child.text;
                    break;
                case 'w:tab':
                case 'w:ptab':
                    emitter.text += '\t';
                    break;
                case 'w:br': {
                    const type = child.attrs['w:type'];
                    if (type === 'page') {
                        this.flushText(emitter);
                        this.emitObject(emitter, { kind: 'break', hash: PAGE_BREAK_HASH, name: 'page break' }, '[page break]');
                    }
                    else
                        emitter.text += '\n';
                    break;
                }
                case 'w:cr':
                    emitter.text += '\n';
                    break;
                case 'w:noBreakHyphen':
                    emitter.text += '\u2011';
                    break;
                case 'w:sym': {
                    const code = parseInt(child.attrs['w:char'] ?? '', 16);
                    if (Number.isFinite(code))
                        emitter.text += String.fromCharCode(code);
                    break;
                }
                case 'w:fldChar':
                    this.flushText(emitter);
                    this.fieldChar(child.attrs['w:fldCharType']);
                    break;
                case 'w:instrText': {
                    const frame = this.fields[this.fields.length - 1];
                    if (frame && !frame.inResult)
                        frame.instruction += child.text;
                    break;
                }
                case 'w:footnoteReference':
                case 'w:endnoteReference':
                    emitter.text += this.noteMark(child);
                    break;
                case 'w:drawing':
                    this.flushText(emitter);
                    this.readDrawing(child, `${path}/${i}`, emitter);
                    break;
                case 'w:pict':
                    this.flushText(emitter);
                    this.readVml(child, `${path}/${i}`, emitter);
                    break;
                case 'w:object':
                    this.flushText(emitter);
                    this.readEmbeddedObject(child, `${path}/${i}`, emitter);
                    break;
                case 'mc:AlternateContent':
                    this.readChoice(child, `${path}/${i}`, (choice, choicePath) => this.readRunContent(choice, choicePath, emitter, styleId));
                    break;
                case 'w:ruby': {
                    // The base text is what reads in the line; the ruby annotation sits above it.
                    this.flushText(emitter);
                    const baseIndex = child.children.findIndex((c) => c.name === 'w:rubyBase');
                    if (baseIndex >= 0) {
                        this.readInline(child.children[baseIndex], `${path}/${i}/${baseIndex}`, emitter.runs, styleId, emitter.author, emitter.link);
                    }
                    break;
                }
                default:
                    if (!IGNORED_IN_RUNS.has(child.name)) {
                        this.warn('unsupported-element', `unsupported run content ${child.name} skipped`, `${path}/${i}`);
                    }
            }
        }
    }
    fieldChar(type) {
        if (type === 'begin')
            this.fields.push({ inResult: false, instruction: '' });
        else if (type === 'separate') {
            const frame = this.fields[this.fields.length - 1];
            if (frame) {
                frame.inResult = true;
                frame.link = hyperlinkFromInstruction(frame.instruction);
            }
        }
        else if (type === 'end')
            this.fields.pop();
    }
    /** Text is shown only outside field codes: every open field must be in its result part. */
    visible(emitter) {
        if (emitter.resolved.hidden) {
            this.session.hiddenRuns++;
            return false;
        }
        for (let i = 0; i < this.fields.length; i++)
            if (!this.fields[i].inResult)
                return false;
        return true;
    }
    fieldLink() {
        for (let i = this.fields.length - 1; i >= 0; i--)
            if (this.fields[i].link)
                return this.fields[i].link;
        return undefined;
    }
    flushText(emitter) {
        if (emitter.text === '')
            return;
        const text = emitter.text;
        emitter.text = '';
        if (!this.visible(emitter))
            return;
        const run = { text, style: { ...emitter.resolved.style }, locator: emitter.locator };
        this.decorate(run, emitter);
        emitter.runs.push(run);
    }
    emitObject(emitter, object, label) {
        if (!this.visible(emitter))
            return;
        const run = { text: label, style: { ...emitter.resolved.style }, locator: emitter.locator, object };
        this.decorate(run, emitter);
        emitter.runs.push(run);
    }
    decorate(run, emitter) {
        if (emitter.author !== undefined)
            run.author = emitter.author;
        const link = emitter.link ?? this.fieldLink();
        if (link !== undefined)
            run.link = link;
    }
    noteMark(reference) {
        if (reference.attrs['w:customMarkFollows'] !== undefined && reference.attrs['w:customMarkFollows'] !== '0')
            return '';
        if (reference.name === 'w:footnoteReference')
            return String(++this.session.footnoteCount);
        // Word numbers endnotes i, ii, iii … unless the settings say otherwise.
        return formatNumber(++this.session.endnoteCount, 'lowerRoman', new Set());
    }
    readEquation(math, path, runs, author, link) {
        const deleted = (element) => element.name === 'w:del' || element.name === 'w:moveFrom';
        const text = mathText(math, deleted);
        const hash = sha1(new TextEncoder().encode((0,xml_tree/* canonicalXml */.K1)(math, deleted)));
        if (this.fields.some((frame) => !frame.inResult))
            return;
        const run = { text, style: {}, locator: this.locator(path), object: { kind: 'equation', hash, name: text } };
        this.decorate(run, { author, link });
        runs.push(run);
    }
    readSdt(sdt, path, read) {
        const index = sdt.children.findIndex((c) => c.name === 'w:sdtContent');
        if (index >= 0)
            read(sdt.children[index], `${path}/${index}`);
    }
    /** Markup compatibility: the first mc:Choice is the copy Word shows; mc:Fallback repeats it. */
    readChoice(alternate, path, read) {
        let index = alternate.children.findIndex((c) => c.name === 'mc:Choice');
        if (index < 0)
            index = alternate.children.findIndex((c) => c.name === 'mc:Fallback');
        if (index >= 0)
            read(alternate.children[index], `${path}/${index}`);
    }
    readTable(tbl, path) {
        const table = { type: 'table', rows: [], locator: this.locator(path) };
        const styleId = tbl.child('w:tblPr')?.child('w:tblStyle')?.attrs['w:val'];
        const styleName = this.session.styles.displayName(styleId);
        if (styleName !== undefined)
            table.styleName = styleName;
        this.readRows(tbl, path, table.rows);
        return table;
    }
    readRows(container, path, rows) {
        const children = container.children;
        for (let i = 0; i < children.length; i++) {
            const child = children[i];
            const childPath = `${path}/${i}`;
            switch (child.name) {
                case 'w:tr': {
                    const trPr = child.child('w:trPr');
                    if (trPr && (trPr.child('w:del') !== undefined))
                        break; // a deleted row is gone once accepted
                    const row = { cells: [], locator: this.locator(childPath) };
                    this.readCells(child, childPath, row.cells);
                    rows.push(row);
                    break;
                }
                case 'w:sdt':
                    this.readSdt(child, childPath, (content, contentPath) => this.readRows(content, contentPath, rows));
                    break;
                case 'w:customXml':
                case 'w:ins':
                case 'w:moveTo':
                    this.readRows(child, childPath, rows);
                    break;
                case 'mc:AlternateContent':
                    this.readChoice(child, childPath, (choice, choicePath) => this.readRows(choice, choicePath, rows));
                    break;
                default:
                    if (!IGNORED_IN_BLOCKS.has(child.name) && child.name !== 'w:del' && child.name !== 'w:moveFrom') {
                        this.warn('unsupported-element', `unsupported table content ${child.name} skipped`, childPath);
                    }
            }
        }
    }
    readCells(container, path, cells) {
        const children = container.children;
        for (let i = 0; i < children.length; i++) {
            const child = children[i];
            const childPath = `${path}/${i}`;
            switch (child.name) {
                case 'w:tc': {
                    const cell = { blocks: this.readBlocks(child, childPath), locator: this.locator(childPath) };
                    const tcPr = child.child('w:tcPr');
                    if (tcPr) {
                        const span = Number(tcPr.child('w:gridSpan')?.attrs['w:val']);
                        if (Number.isInteger(span) && span > 1)
                            cell.colSpan = span;
                        const vMerge = tcPr.child('w:vMerge');
                        if (vMerge)
                            cell.vMerge = vMerge.attrs['w:val'] === 'restart' ? 'restart' : 'continue';
                    }
                    cells.push(cell);
                    break;
                }
                case 'w:sdt':
                    this.readSdt(child, childPath, (content, contentPath) => this.readCells(content, contentPath, cells));
                    break;
                case 'w:customXml':
                    this.readCells(child, childPath, cells);
                    break;
                case 'mc:AlternateContent':
                    this.readChoice(child, childPath, (choice, choicePath) => this.readCells(choice, choicePath, cells));
                    break;
                default:
                    if (!IGNORED_IN_BLOCKS.has(child.name)) {
                        this.warn('unsupported-element', `unsupported row content ${child.name} skipped`, childPath);
                    }
            }
        }
    }
    // ---- objects -------------------------------------------------------------------------------
    readDrawing(drawing, path, emitter) {
        for (let i = 0; i < drawing.children.length; i++) {
            const frame = drawing.children[i];
            if (frame.name !== 'wp:inline' && frame.name !== 'wp:anchor')
                continue;
            const docPr = frame.child('wp:docPr');
            const fallbackName = content_nonEmpty(docPr?.attrs['descr']) ?? content_nonEmpty(docPr?.attrs['name']);
            const graphicIndex = frame.children.findIndex((c) => c.name === 'a:graphic');
            const graphicData = graphicIndex >= 0 ? frame.children[graphicIndex].child('a:graphicData') : undefined;
            if (!graphicData)
                continue;
            const dataPath = `${path}/${i}/${graphicIndex}/${frame.children[graphicIndex].children.indexOf(graphicData)}`;
            const found = this.readGraphic(graphicData, dataPath, emitter, fallbackName);
            if (!found) {
                const uri = graphicData.attrs['uri'] ?? 'unknown';
                this.warn('unsupported-drawing', `drawing of type ${uri} compared as an opaque object`, path);
                this.emitObject(emitter, { kind: 'object', hash: sha1Text((0,xml_tree/* canonicalXml */.K1)(graphicData)), name: fallbackName ?? 'drawing' }, `[object: ${fallbackName ?? 'drawing'}]`);
            }
        }
    }
    /** Pictures, charts, diagrams, shapes and text boxes inside DrawingML; true if any was found. */
    readGraphic(element, path, emitter, fallbackName) {
        switch (element.name) {
            case 'pic:pic': {
                const blip = (0,xml_tree/* findDescendant */.T5)(element, 'a:blip');
                const relId = blip?.attrs['r:embed'] ?? blip?.attrs['r:link'];
                this.emitPart(emitter, 'image', relId, fallbackName, path);
                return true;
            }
            case 'c:chart':
                this.emitPart(emitter, 'chart', element.attrs['r:id'], fallbackName, path);
                return true;
            case 'dgm:relIds':
                this.emitPart(emitter, 'object', element.attrs['r:dm'], fallbackName ?? 'SmartArt diagram', path);
                this.warn('smartart-text', 'SmartArt diagram text is not compared (the diagram is compared as a whole)', path);
                return true;
            case 'wps:wsp': {
                const txbxIndex = element.children.findIndex((c) => c.name === 'wps:txbx');
                const txbx = txbxIndex >= 0 ? element.children[txbxIndex] : undefined;
                const contentIndex = txbx ? txbx.children.findIndex((c) => c.name === 'w:txbxContent') : -1;
                if (txbx && contentIndex >= 0) {
                    this.readTextbox(txbx.children[contentIndex], `${path}/${txbxIndex}/${contentIndex}`);
                }
                else {
                    const name = fallbackName ?? 'shape';
                    this.emitObject(emitter, { kind: 'object', hash: sha1Text((0,xml_tree/* canonicalXml */.K1)(element)), name }, `[object: ${name}]`);
                }
                return true;
            }
            case 'mc:AlternateContent': {
                let found = false;
                this.readChoice(element, path, (choice, choicePath) => {
                    found = this.readGraphic(choice, choicePath, emitter, fallbackName);
                });
                return found;
            }
            case 'a:graphicData':
            case 'wpg:wgp':
            case 'wpg:grpSp':
            case 'wpc:wpc':
            case 'mc:Choice':
            case 'mc:Fallback': {
                let found = false;
                for (let i = 0; i < element.children.length; i++) {
                    if (this.readGraphic(element.children[i], `${path}/${i}`, emitter, undefined))
                        found = true;
                }
                return found;
            }
            default:
                return false;
        }
    }
    readVml(pict, path, emitter) {
        const found = this.readVmlShape(pict, path, emitter);
        if (!found)
            this.warn('unsupported-vml', 'VML shape without text or picture skipped', path);
    }
    readVmlShape(element, path, emitter) {
        let found = false;
        for (let i = 0; i < element.children.length; i++) {
            const child = element.children[i];
            const childPath = `${path}/${i}`;
            switch (child.name) {
                case 'v:imagedata': {
                    const relId = child.attrs['r:id'] ?? child.attrs['o:relid'] ?? child.attrs['r:href'];
                    this.emitPart(emitter, 'image', relId, content_nonEmpty(child.attrs['o:title']), childPath);
                    found = true;
                    break;
                }
                case 'v:textbox': {
                    const contentIndex = child.children.findIndex((c) => c.name === 'w:txbxContent');
                    if (contentIndex >= 0) {
                        this.readTextbox(child.children[contentIndex], `${childPath}/${contentIndex}`);
                        found = true;
                    }
                    break;
                }
                case 'o:OLEObject':
                    this.emitOle(child, childPath, emitter);
                    found = true;
                    break;
                case 'v:shapetype':
                case 'w10:wrap':
                case 'v:stroke':
                case 'v:fill':
                case 'v:path':
                case 'v:formulas':
                    break;
                default:
                    if (this.readVmlShape(child, childPath, emitter))
                        found = true;
            }
        }
        return found;
    }
    readEmbeddedObject(object, path, emitter) {
        const oleIndex = object.children.findIndex((c) => c.name === 'o:OLEObject');
        if (oleIndex >= 0) {
            this.emitOle(object.children[oleIndex], `${path}/${oleIndex}`, emitter);
            return;
        }
        const control = object.child('w:control');
        if (control) {
            const name = content_nonEmpty(control.attrs['w:name']) ?? 'control';
            this.emitPart(emitter, 'object', control.attrs['r:id'], name, path);
            return;
        }
        if (!this.readVmlShape(object, path, emitter)) {
            this.warn('unsupported-object', 'embedded object without OLE data or preview skipped', path);
        }
    }
    emitOle(ole, path, emitter) {
        const progId = content_nonEmpty(ole.attrs['ProgID']);
        this.emitPart(emitter, 'object', ole.attrs['r:id'], progId ?? 'embedded object', path, progId);
    }
    /** An object whose identity is the bytes of the part a relationship points at. */
    emitPart(emitter, kind, relId, fallbackName, path, prefix) {
        const relationship = relId ? this.context.relationships.get(relId) : undefined;
        let hash;
        let name;
        if (!relationship) {
            this.warn('missing-relationship', `${kind} refers to a missing relationship ${relId ?? '(none)'}`, path);
            hash = sha1Text(`missing:${relId ?? ''}`);
            name = fallbackName;
        }
        else if (relationship.external) {
            hash = sha1Text(`external:${relationship.target}`);
            name = baseName(relationship.target) || fallbackName;
        }
        else {
            const partHash = this.hashPart(relationship.target);
            if (partHash === null) {
                this.warn('missing-part', `${kind} part '${relationship.target}' is missing from the package`, path);
                hash = sha1Text(`missing:${relationship.target}`);
            }
            else
                hash = partHash;
            name = baseName(relationship.target);
            if (prefix)
                name = `${prefix} (${name})`;
        }
        name ??= kind;
        this.emitObject(emitter, { kind, hash, name }, `[${kind}: ${name}]`);
    }
    hashPart(partName) {
        const cache = this.session.partHashes;
        let hash = cache.get(partName);
        if (hash === undefined) {
            hash = this.session.zip.has(partName) ? sha1(this.session.zip.read(partName)) : null;
            cache.set(partName, hash);
        }
        return hash;
    }
    readTextbox(content, path) {
        const number = this.session.textboxes.length + 1;
        const story = { kind: 'textbox', key: `textbox:${number}`, label: `text box ${number}`, blocks: [] };
        this.session.textboxes.push(story);
        story.blocks = new StoryReader(this.session, this.context, false).readBlocks(content, path);
    }
    hyperlinkTarget(hyperlink) {
        const relId = hyperlink.attrs['r:id'];
        const anchor = hyperlink.attrs['w:anchor'];
        if (relId) {
            const relationship = this.context.relationships.get(relId);
            if (relationship)
                return anchor ? `${relationship.target}#${anchor}` : relationship.target;
        }
        return anchor ? `#${anchor}` : undefined;
    }
    addSection(sectPr) {
        const section = { index: this.session.sections.length + 1, headers: [], footers: [] };
        for (const child of sectPr.children) {
            if (child.name === 'w:headerReference' || child.name === 'w:footerReference') {
                const relId = child.attrs['r:id'];
                if (!relId)
                    continue;
                const reference = { type: child.attrs['w:type'] ?? 'default', relId };
                (child.name === 'w:headerReference' ? section.headers : section.footers).push(reference);
            }
            else if (child.name === 'w:pgSz' && !this.session.pageSize) {
                const width = twipsToPoints(child.attrs['w:w']);
                const height = twipsToPoints(child.attrs['w:h']);
                if (width !== undefined && height !== undefined)
                    this.session.pageSize = { width, height };
            }
        }
        this.session.sections.push(section);
    }
    locator(path) {
        return { part: this.context.part, path };
    }
    warn(code, message, path) {
        this.session.warnings.add(code, message, this.locator(path));
    }
}
/** Linear text of an equation: its m:t texts in order (w:t too, for text inside math runs). */
function mathText(element, skip) {
    if (element.name === 'm:t' || element.name === 'w:t')
        return element.text;
    let text = '';
    for (const child of element.children)
        if (!skip(child))
            text += mathText(child, skip);
    return text;
}
/** The target of a HYPERLINK field instruction (`HYPERLINK "https://…" \l "anchor"`). */
function hyperlinkFromInstruction(instruction) {
    if (!instruction)
        return undefined;
    const match = /^\s*HYPERLINK\s+(?:"([^"]*)"|(\S+))?(?:.*?\\l\s+"([^"]*)")?/i.exec(instruction);
    if (!match)
        return undefined;
    const target = match[1] ?? match[2];
    const anchor = match[3];
    if (target && !target.startsWith('\\'))
        return anchor ? `${target}#${anchor}` : target;
    return anchor ? `#${anchor}` : undefined;
}
function baseName(target) {
    const clean = target.split(/[?#]/)[0];
    return clean.slice(clean.lastIndexOf('/') + 1);
}
function content_nonEmpty(value) {
    return value && value.trim() !== '' ? value : undefined;
}
function sha1(bytes) {
    return (0,external_node_crypto_.createHash)('sha1').update(bytes).digest('hex');
}
function sha1Text(text) {
    return (0,external_node_crypto_.createHash)('sha1').update(text, 'utf8').digest('hex');
}

// EXTERNAL MODULE: ./src/engine/formats/ooxml/package.ts
var ooxml_package = __webpack_require__(40089);
;// CONCATENATED MODULE: ./src/engine/formats/word/docx/warnings.ts
/**
 * Collects reader warnings, one per kind of problem and element per part: a large document
 * with a thousand unsupported elements of one kind gets one warning with a count and the
 * locator of the first occurrence, not a thousand.
 */
class WarningCollector {
    entries = new Map();
    add(code, message, locator) {
        const key = `${code}\u0000${message}\u0000${locator?.part ?? ''}`;
        const entry = this.entries.get(key);
        if (entry)
            entry.count++;
        else
            this.entries.set(key, { warning: locator ? { code, message, locator } : { code, message }, count: 1 });
    }
    list() {
        return [...this.entries.values()].map(({ warning, count }) => count > 1 ? { ...warning, message: `${warning.message} (${count} times)` } : warning);
    }
}

;// CONCATENATED MODULE: ./src/engine/formats/word/docx/index.ts








/**
 * Reader for WordprocessingML packages (docx, docm, dotx, dotm; Transitional and Strict).
 * Tracked changes are shown as if accepted; content it cannot read becomes a warning.
 */
const docxReader = {
    family: 'word',
    formats: ['docx', 'docm', 'dotx', 'dotm'],
    read: async (bytes, format, options) => readDocx(bytes, format, options),
};
function readDocx(bytes, format, options = {}) {
    (0,ooxml_package/* rejectCompoundFile */.fx)(bytes, options.password);
    const zip = new archive_zip/* ZipArchive */.SJ(bytes, options.archiveLimits);
    const packageRelationships = (0,ooxml_package/* readRelationships */.Up)(zip, '');
    const mainPart = findMainPart(zip, packageRelationships);
    const documentRelationships = (0,ooxml_package/* readRelationships */.Up)(zip, mainPart);
    const partOf = (kind, fallback) => {
        const rel = (0,ooxml_package/* relationshipOfType */.gE)(documentRelationships, kind);
        return rel && !rel.external ? rel.target : fallback;
    };
    const theme = (0,ooxml_package/* readXmlPart */.pn)(zip, partOf('theme', 'word/theme/theme1.xml'))?.root;
    const styles = new StyleSheet((0,ooxml_package/* readXmlPart */.pn)(zip, partOf('styles', 'word/styles.xml'))?.root, readThemeFonts(theme));
    const numbering = new NumberingDefinitions((0,ooxml_package/* readXmlPart */.pn)(zip, partOf('numbering', 'word/numbering.xml'))?.root, styles);
    const warnings = new WarningCollector();
    const session = {
        zip,
        styles,
        numbering,
        warnings,
        textboxes: [],
        sections: [],
        footnoteCount: 0,
        endnoteCount: 0,
        hiddenRuns: 0,
        partHashes: new Map(),
    };
    let revisionCount = 0;
    const parsedParts = new Map();
    const parseStoryPart = (part) => {
        if (!parsedParts.has(part)) {
            const parsed = (0,ooxml_package/* readXmlPart */.pn)(zip, part);
            if (parsed)
                revisionCount += parsed.revisionCount;
            parsedParts.set(part, parsed?.root);
        }
        return parsedParts.get(part);
    };
    const stories = [];
    const mainContext = { part: mainPart, relationships: documentRelationships };
    const bodyReader = new StoryReader(session, mainContext, true);
    bodyReader.beginStream();
    const mainText = zip.text(mainPart) ?? '';
    const parsedMain = (0,xml_tree/* parseXmlPart */.m8)(mainText, mainPart, {
        name: 'w:body',
        onChild: (element, path) => bodyReader.streamChild(element, path),
    });
    revisionCount += parsedMain.revisionCount;
    if (!parsedMain.root.children.some((c) => c.name === 'w:body')) {
        throw new errors/* CorruptDocumentError */.b6(`part '${mainPart}' has no w:body (not a WordprocessingML document)`);
    }
    stories.push({ kind: 'body', key: 'body', label: 'body', blocks: bodyReader.endStream() });
    const contexts = new Map();
    const contextOf = (part) => {
        let context = contexts.get(part);
        if (!context) {
            context = { part, relationships: (0,ooxml_package/* readRelationships */.Up)(zip, part) };
            contexts.set(part, context);
        }
        return context;
    };
    for (const section of session.sections) {
        for (const [kind, references] of [
            ['header', section.headers],
            ['footer', section.footers],
        ]) {
            for (const reference of references) {
                const rel = documentRelationships.get(reference.relId);
                const root = rel && !rel.external ? parseStoryPart(rel.target) : undefined;
                if (!rel || !root) {
                    warnings.add('missing-part', `${kind} ${reference.relId} of section ${section.index} is missing`, {
                        part: mainPart,
                        path: '',
                    });
                    continue;
                }
                stories.push({
                    kind,
                    key: `${kind}:${reference.type}:${section.index}`,
                    label: `${kind} (section ${section.index}, ${reference.type})`,
                    blocks: new StoryReader(session, contextOf(rel.target), false).readBlocks(root, ''),
                });
            }
        }
    }
    readNotes(session, stories, 'footnote', partOf('footnotes', 'word/footnotes.xml'), parseStoryPart, contextOf);
    readNotes(session, stories, 'endnote', partOf('endnotes', 'word/endnotes.xml'), parseStoryPart, contextOf);
    readComments(session, stories, partOf('comments', 'word/comments.xml'), parseStoryPart, contextOf);
    stories.push(...session.textboxes);
    if (session.hiddenRuns > 0) {
        warnings.add('hidden-text', `${session.hiddenRuns} runs of hidden text (w:vanish) are not shown, as in Word`);
    }
    for (const format of numbering.unknownFormats) {
        warnings.add('list-format', `list number format '${format}' is shown as decimal numbers`);
    }
    const coreRel = (0,ooxml_package/* relationshipOfType */.gE)(packageRelationships, 'core-properties');
    const appRel = (0,ooxml_package/* relationshipOfType */.gE)(packageRelationships, 'extended-properties');
    const { metadata, pageCount } = (0,ooxml_package/* readProperties */.Qh)(zip, coreRel?.target ?? 'docProps/core.xml', appRel?.target ?? 'docProps/app.xml');
    const model = {
        format,
        stories,
        metadata,
        revisionCount,
        warnings: warnings.list(),
    };
    if (pageCount !== undefined)
        model.pageCount = pageCount;
    if (session.pageSize)
        model.pageSize = session.pageSize;
    return model;
}
function findMainPart(zip, packageRelationships) {
    const rel = (0,ooxml_package/* relationshipOfType */.gE)(packageRelationships, 'officeDocument');
    if (rel && !rel.external && zip.has(rel.target))
        return rel.target;
    if (zip.has('word/document.xml'))
        return 'word/document.xml';
    throw new errors/* CorruptDocumentError */.b6('the package has no word/document.xml (not a Word document)');
}
function readNotes(session, stories, kind, part, parse, contextOf) {
    const root = parse(part);
    if (!root)
        return;
    const context = contextOf(part);
    for (let i = 0; i < root.children.length; i++) {
        const note = root.children[i];
        if (note.name !== `w:${kind}`)
            continue;
        const type = note.attrs['w:type'];
        // Separator notes hold the rule Word draws above the notes, not text anybody wrote.
        if (type === 'separator' || type === 'continuationSeparator' || type === 'continuationNotice')
            continue;
        const id = note.attrs['w:id'] ?? String(i);
        stories.push({
            kind,
            key: `${kind}:${id}`,
            label: `${kind} ${id}`,
            blocks: new StoryReader(session, context, false).readBlocks(note, String(i)),
        });
    }
}
function readComments(session, stories, part, parse, contextOf) {
    const root = parse(part);
    if (!root)
        return;
    const context = contextOf(part);
    for (let i = 0; i < root.children.length; i++) {
        const comment = root.children[i];
        if (comment.name !== 'w:comment')
            continue;
        const id = comment.attrs['w:id'] ?? String(i);
        const author = comment.attrs['w:author'];
        const story = {
            kind: 'comment',
            key: `comment:${id}`,
            label: author ? `comment ${id} by ${author}` : `comment ${id}`,
            blocks: new StoryReader(session, context, false).readBlocks(comment, String(i)),
        };
        if (author)
            story.author = author;
        stories.push(story);
    }
}


/***/ })

};
