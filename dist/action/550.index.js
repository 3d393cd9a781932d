export const id = 550;
export const ids = [550];
export const modules = {

/***/ 95784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ sha1)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** SHA-1 in hex: the content key of pictures, embedded files and blocks (identity, not security). */
function sha1(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(data).digest('hex');
}


/***/ }),

/***/ 74056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j8: () => (/* binding */ formatListNumber),
/* harmony export */   kL: () => (/* binding */ romanNumeral),
/* harmony export */   uC: () => (/* binding */ repeatedLetters)
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
/** Renders list numbers the way ODF num-format values ask for (`1`, `a`, `A`, `i`, `I`). */
function formatListNumber(value, format) {
    switch (format) {
        case 'a':
            return repeatedLetters(value).toLowerCase();
        case 'A':
            return repeatedLetters(value);
        case 'i':
            return romanNumeral(value).toLowerCase();
        case 'I':
            return romanNumeral(value);
        case '':
            return '';
        default:
            // '1' and scripts we do not render (Arabic-Indic, CJK counting) fall back to decimal digits.
            return String(value);
    }
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

/***/ 31550:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  odtReader: () => (/* binding */ odtReader)
});

// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var zip = __webpack_require__(55380);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/package/digest.ts
var digest = __webpack_require__(95784);
// EXTERNAL MODULE: ./src/engine/formats/shared/numbering.ts
var numbering = __webpack_require__(74056);
// EXTERNAL MODULE: ./node_modules/saxes/saxes.js
var saxes = __webpack_require__(59800);
// EXTERNAL MODULE: ./src/engine/formats/shared/xml-depth.ts
var xml_depth = __webpack_require__(37854);
;// CONCATENATED MODULE: ./src/engine/formats/word/odt/xml.ts



const CANONICAL_PREFIXES = {
    'urn:oasis:names:tc:opendocument:xmlns:office:1.0': 'office',
    'urn:oasis:names:tc:opendocument:xmlns:style:1.0': 'style',
    'urn:oasis:names:tc:opendocument:xmlns:text:1.0': 'text',
    'urn:oasis:names:tc:opendocument:xmlns:table:1.0': 'table',
    'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0': 'draw',
    'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0': 'fo',
    'urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0': 'svg',
    'urn:oasis:names:tc:opendocument:xmlns:meta:1.0': 'meta',
    'urn:oasis:names:tc:opendocument:xmlns:manifest:1.0': 'manifest',
    'urn:oasis:names:tc:opendocument:xmlns:chart:1.0': 'chart',
    'urn:oasis:names:tc:opendocument:xmlns:dr3d:1.0': 'dr3d',
    'urn:oasis:names:tc:opendocument:xmlns:form:1.0': 'form',
    'urn:oasis:names:tc:opendocument:xmlns:script:1.0': 'script',
    'urn:oasis:names:tc:opendocument:xmlns:number:1.0': 'number',
    'urn:oasis:names:tc:opendocument:xmlns:presentation:1.0': 'presentation',
    'http://www.w3.org/1999/xlink': 'xlink',
    'http://purl.org/dc/elements/1.1/': 'dc',
    'http://www.w3.org/1998/Math/MathML': 'math',
    'http://www.w3.org/XML/1998/namespace': 'xml',
};
const XMLNS_URI = 'http://www.w3.org/2000/xmlns/';
function canonicalName(uri, prefix, local) {
    const known = CANONICAL_PREFIXES[uri];
    if (known)
        return `${known}:${local}`;
    return prefix ? `${prefix}:${local}` : local;
}
/** Parses one package part; malformed XML is a CorruptDocumentError naming the part. */
function parseXmlPart(xml, part) {
    const parser = new saxes/* SaxesParser */.wT({ xmlns: true, position: true });
    const stack = [];
    const childCounts = [];
    let root;
    let failure;
    let tooDeep = false;
    parser.on('error', (error) => {
        failure ??= error;
    });
    parser.on('opentag', (tag) => {
        if (stack.length >= xml_depth/* MAX_XML_DEPTH */.zH) {
            // Stops the parse at once: locator paths grow with depth, so 100,000 levels cost quadratic time.
            tooDeep = true;
            throw (0,xml_depth/* xmlTooDeep */.Gb)(part);
        }
        const attrs = {};
        for (const attribute of Object.values(tag.attributes)) {
            if (attribute.uri === XMLNS_URI || attribute.name === 'xmlns')
                continue;
            attrs[attribute.uri ? canonicalName(attribute.uri, attribute.prefix, attribute.local) : attribute.local] =
                attribute.value;
        }
        const parent = stack[stack.length - 1];
        let path = '';
        if (parent) {
            const index = childCounts[childCounts.length - 1]++;
            path = parent.path ? `${parent.path}/${index}` : String(index);
        }
        const element = {
            name: canonicalName(tag.uri, tag.prefix, tag.local),
            attrs,
            children: [],
            path,
        };
        if (parent)
            parent.children.push(element);
        else
            root ??= element;
        stack.push(element);
        childCounts.push(0);
    });
    parser.on('closetag', () => {
        stack.pop();
        childCounts.pop();
    });
    const onText = (text) => {
        const parent = stack[stack.length - 1];
        if (!parent)
            return;
        const last = parent.children[parent.children.length - 1];
        if (typeof last === 'string')
            parent.children[parent.children.length - 1] = last + text;
        else
            parent.children.push(text);
    };
    parser.on('text', onText);
    parser.on('cdata', onText);
    try {
        parser.write(xml).close();
    }
    catch (error) {
        failure ??= error;
    }
    if (tooDeep)
        throw (0,xml_depth/* xmlTooDeep */.Gb)(part);
    if (failure || !root) {
        const detail = failure ? failure.message.split('\n')[0] : 'no root element';
        throw new errors/* CorruptDocumentError */.b6(`part '${part}' is not well-formed XML (${detail})`);
    }
    return root;
}
function isElement(node) {
    return typeof node !== 'string';
}
function childElements(element, name) {
    const out = [];
    for (const child of element.children) {
        if (typeof child !== 'string' && (name === undefined || child.name === name))
            out.push(child);
    }
    return out;
}
function firstChild(element, name) {
    for (const child of element.children) {
        if (typeof child !== 'string' && child.name === name)
            return child;
    }
    return undefined;
}
/** All text below an element, in document order. */
function textContent(element) {
    let out = '';
    for (const child of element.children)
        out += typeof child === 'string' ? child : textContent(child);
    return out;
}
/** A stable serialisation used to hash objects that have no bytes of their own (shapes). */
function canonicalXml(element) {
    const attrs = Object.keys(element.attrs)
        .sort()
        .map((key) => ` ${key}="${element.attrs[key]}"`)
        .join('');
    const inner = element.children.map((child) => (typeof child === 'string' ? child : canonicalXml(child))).join('');
    return `<${element.name}${attrs}>${inner}</${element.name}>`;
}

;// CONCATENATED MODULE: ./src/engine/formats/word/odt/styles.ts

const MAX_CHAIN = 32;
class OdfStyleScope {
    styles = new Map();
    listStyles = new Map();
    fonts = new Map();
    runStyleCache = new Map();
    /** `commonRoot` is styles.xml; `partRoot` is the part whose automatic styles apply. */
    constructor(commonRoot, partRoot) {
        for (const root of [commonRoot, partRoot]) {
            if (!root)
                continue;
            const fontDecls = firstChild(root, 'office:font-face-decls');
            if (fontDecls) {
                for (const face of childElements(fontDecls, 'style:font-face')) {
                    const family = face.attrs['svg:font-family'] ?? face.attrs['style:name'];
                    if (face.attrs['style:name'] && family)
                        this.fonts.set(face.attrs['style:name'], unquote(family));
                }
            }
        }
        const common = commonRoot ? firstChild(commonRoot, 'office:styles') : undefined;
        if (common)
            this.collect(common, false);
        const automatic = partRoot ? firstChild(partRoot, 'office:automatic-styles') : undefined;
        if (automatic)
            this.collect(automatic, true);
    }
    collect(container, automatic) {
        for (const element of childElements(container)) {
            if (element.name === 'style:style') {
                const name = element.attrs['style:name'];
                const family = element.attrs['style:family'] ?? 'paragraph';
                if (!name)
                    continue;
                this.styles.set(`${family}/${name}`, {
                    name,
                    family,
                    automatic,
                    parent: element.attrs['style:parent-style-name'],
                    displayName: element.attrs['style:display-name'],
                    textProperties: firstChild(element, 'style:text-properties')?.attrs,
                    paragraphProperties: firstChild(element, 'style:paragraph-properties')?.attrs,
                    listStyleName: element.attrs['style:list-style-name'],
                });
            }
            else if (element.name === 'text:list-style') {
                const name = element.attrs['style:name'];
                if (name)
                    this.listStyles.set(name, readListStyle(element));
            }
        }
    }
    /** The chain from the root ancestor down to the named style (cycles and missing parents cut). */
    chain(family, name) {
        const out = [];
        const seen = new Set();
        let current = name;
        while (current && !seen.has(current) && out.length < MAX_CHAIN) {
            seen.add(current);
            const style = this.styles.get(`${family}/${current}`);
            if (!style)
                break;
            out.unshift(style);
            current = style.parent;
        }
        return out;
    }
    has(family, name) {
        return this.styles.has(`${family}/${name}`);
    }
    /** `base` with the text properties of a style (and its ancestors) applied over it. */
    applyRunStyle(base, family, name) {
        if (!name)
            return base;
        const key = `${JSON.stringify(base)}|${family}/${name}`;
        const cached = this.runStyleCache.get(key);
        if (cached)
            return cached;
        let style = { ...base };
        for (const definition of this.chain(family, name)) {
            if (definition.textProperties)
                style = applyTextProperties(style, definition.textProperties, this.fonts);
        }
        this.runStyleCache.set(key, style);
        return style;
    }
    paragraphInfo(name) {
        const chain = this.chain('paragraph', name);
        const info = {};
        for (const definition of chain) {
            const align = definition.paragraphProperties?.['fo:text-align'];
            if (align)
                info.alignment = normalizeAlignment(align);
            if (definition.listStyleName !== undefined)
                info.listStyleName = definition.listStyleName || undefined;
        }
        const named = [...chain].reverse().find((definition) => !definition.automatic);
        if (named)
            info.styleName = named.displayName ?? decodeStyleName(named.name);
        else if (name && chain.length === 0)
            info.styleName = decodeStyleName(name);
        return info;
    }
    listStyle(name) {
        return name ? this.listStyles.get(name) : undefined;
    }
}
function readListStyle(element) {
    const levels = new Map();
    for (const level of childElements(element)) {
        const index = Number(level.attrs['text:level'] ?? '1');
        if (level.name === 'text:list-level-style-number') {
            levels.set(index, {
                kind: 'number',
                format: level.attrs['style:num-format'] ?? '',
                prefix: level.attrs['style:num-prefix'] ?? '',
                suffix: level.attrs['style:num-suffix'] ?? '',
                startValue: Number(level.attrs['text:start-value'] ?? '1') || 1,
                displayLevels: Number(level.attrs['text:display-levels'] ?? '1') || 1,
            });
        }
        else if (level.name === 'text:list-level-style-bullet') {
            levels.set(index, { kind: 'bullet', char: level.attrs['text:bullet-char'] ?? '•' });
        }
        else if (level.name === 'text:list-level-style-image') {
            // A picture bullet has no character; a plain bullet stands in for it.
            levels.set(index, { kind: 'bullet', char: '•' });
        }
    }
    return levels;
}
function applyTextProperties(base, props, fonts) {
    const style = { ...base };
    const weight = props['fo:font-weight'];
    if (weight !== undefined)
        style.bold = weight === 'bold' || (/^\d+$/.test(weight) && Number(weight) >= 600);
    const fontStyle = props['fo:font-style'];
    if (fontStyle !== undefined)
        style.italic = fontStyle === 'italic' || fontStyle === 'oblique';
    const underline = props['style:text-underline-style'];
    if (underline !== undefined) {
        if (underline === 'none')
            style.underline = 'none';
        else if (props['style:text-underline-type'] === 'double')
            style.underline = 'double';
        else
            style.underline = underline === 'solid' ? 'single' : underline;
    }
    else if (props['style:text-underline-type'] === 'none') {
        style.underline = 'none';
    }
    const lineThrough = props['style:text-line-through-style'];
    if (lineThrough !== undefined)
        style.strike = lineThrough !== 'none';
    else if (props['style:text-line-through-type'] !== undefined) {
        style.strike = props['style:text-line-through-type'] !== 'none';
    }
    const fontName = props['style:font-name'];
    if (fontName !== undefined)
        style.font = fonts.get(fontName) ?? fontName;
    else if (props['fo:font-family'] !== undefined)
        style.font = unquote(props['fo:font-family']);
    const size = props['fo:font-size'];
    if (size !== undefined) {
        const percent = /^([\d.]+)%$/.exec(size);
        if (percent) {
            if (style.size !== undefined)
                style.size = round2((style.size * Number(percent[1])) / 100);
        }
        else {
            const points = lengthToPoints(size);
            if (points !== undefined)
                style.size = round2(points);
        }
    }
    const color = props['fo:color'];
    if (color !== undefined) {
        const hex = hexColor(color);
        if (hex)
            style.color = hex;
    }
    const background = props['fo:background-color'];
    if (background !== undefined) {
        const hex = hexColor(background);
        if (hex)
            style.highlight = hex;
        else if (background === 'transparent')
            delete style.highlight;
    }
    const position = props['style:text-position'];
    if (position !== undefined) {
        const first = position.trim().split(/\s+/)[0];
        if (first === 'super')
            style.vertAlign = 'superscript';
        else if (first === 'sub')
            style.vertAlign = 'subscript';
        else {
            const offset = Number.parseFloat(first);
            if (offset > 0)
                style.vertAlign = 'superscript';
            else if (offset < 0)
                style.vertAlign = 'subscript';
            else
                delete style.vertAlign;
        }
    }
    return style;
}
/** Drops "off" values so `{bold:false}` and `{}` compare equal. */
function cleanRunStyle(style) {
    const out = { ...style };
    if (!out.bold)
        delete out.bold;
    if (!out.italic)
        delete out.italic;
    if (!out.strike)
        delete out.strike;
    if (!out.underline || out.underline === 'none')
        delete out.underline;
    return out;
}
function normalizeAlignment(value) {
    switch (value) {
        case 'start':
        case 'left':
            return 'left';
        case 'end':
        case 'right':
            return 'right';
        case 'justify':
            return 'both';
        default:
            return value;
    }
}
/** ODF encodes spaces in style names as `_20_` (and other characters as `_xx_`). */
function decodeStyleName(name) {
    return name.replace(/_([0-9a-fA-F]{2})_/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}
function unquote(value) {
    return value.replace(/^['"]|['"]$/g, '');
}
function hexColor(value) {
    const match = /^#([0-9a-fA-F]{6})$/.exec(value.trim());
    if (match)
        return match[1].toUpperCase();
    const short = /^#([0-9a-fA-F]{3})$/.exec(value.trim());
    if (short)
        return short[1].replace(/./g, (c) => c + c).toUpperCase();
    return undefined;
}
function round2(value) {
    return Math.round(value * 100) / 100;
}
const POINTS_PER_UNIT = {
    pt: 1,
    in: 72,
    cm: 72 / 2.54,
    mm: 72 / 25.4,
    pc: 12,
    px: 0.75,
};
/** An ODF length (`8.5in`, `21cm`, `12pt`) in points, or undefined when it has no unit we know. */
function lengthToPoints(value) {
    if (!value)
        return undefined;
    const match = /^(-?[\d.]+)\s*(pt|in|cm|mm|pc|px)$/.exec(value.trim());
    if (!match)
        return undefined;
    return Number(match[1]) * POINTS_PER_UNIT[match[2]];
}
/** Page size of the first master page, from its page layout in styles.xml. */
function firstPageSize(stylesRoot) {
    if (!stylesRoot)
        return undefined;
    const master = firstChild(firstChild(stylesRoot, 'office:master-styles') ?? stylesRoot, 'style:master-page');
    const layoutName = master?.attrs['style:page-layout-name'];
    if (!layoutName)
        return undefined;
    for (const containerName of ['office:automatic-styles', 'office:styles']) {
        const container = firstChild(stylesRoot, containerName);
        if (!container)
            continue;
        for (const layout of childElements(container, 'style:page-layout')) {
            if (layout.attrs['style:name'] !== layoutName)
                continue;
            const props = firstChild(layout, 'style:page-layout-properties')?.attrs ?? {};
            const width = lengthToPoints(props['fo:page-width']);
            const height = lengthToPoints(props['fo:page-height']);
            if (width !== undefined && height !== undefined)
                return { width: round2(width), height: round2(height) };
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/engine/formats/word/odt/content.ts




/**
 * Turns ODF text content (office:text, header/footer, note and annotation bodies) into blocks.
 * Notes, comments and text boxes met on the way become their own stories. Tracked changes are
 * shown accepted: the body already holds inserted text and only a marker where text was
 * deleted, so the reader only notes who inserted what.
 */
/** Elements that declare things or mark positions; they carry no visible content. */
const SILENT_ELEMENTS = new Set([
    'text:soft-page-break',
    'text:sequence-decls',
    'text:variable-decls',
    'text:user-field-decls',
    'text:dde-connection-decls',
    'text:tracked-changes',
    'text:alphabetical-index-auto-mark-file',
    'office:forms',
    'table:calculation-settings',
    'table:content-validations',
    'table:label-ranges',
    'table:named-expressions',
    'table:database-ranges',
    'table:data-pilot-tables',
    'table:consolidation',
    'table:dde-links',
    'text:bookmark',
    'text:bookmark-start',
    'text:bookmark-end',
    'text:reference-mark',
    'text:reference-mark-start',
    'text:reference-mark-end',
    'text:toc-mark',
    'text:toc-mark-start',
    'text:toc-mark-end',
    'text:user-index-mark',
    'text:user-index-mark-start',
    'text:user-index-mark-end',
    'text:alphabetical-index-mark',
    'text:alphabetical-index-mark-start',
    'text:alphabetical-index-mark-end',
    'office:annotation-end',
    'text:change',
    'text:change-start',
    'text:change-end',
    'text:number',
    'office:event-listeners',
    'svg:title',
    'svg:desc',
    'draw:contour-polygon',
    'draw:contour-path',
    'draw:glue-point',
    'text:variable-decl',
    'loext:graphic-properties',
]);
/** Inline elements whose children are their displayed text (fields, metadata wrappers). */
const TRANSPARENT_INLINE = new Set([
    'date',
    'time',
    'page-number',
    'page-count',
    'page-continuation',
    'title',
    'subject',
    'author-name',
    'author-initials',
    'chapter',
    'file-name',
    'template-name',
    'sheet-name',
    'sequence',
    'sequence-ref',
    'bookmark-ref',
    'reference-ref',
    'note-ref',
    'bibliography-mark',
    'variable-get',
    'variable-set',
    'variable-input',
    'user-field-get',
    'user-field-input',
    'user-defined',
    'expression',
    'text-input',
    'drop-down',
    'conditional-text',
    'hidden-text',
    'placeholder',
    'initial-creator',
    'creation-date',
    'creation-time',
    'creator',
    'description',
    'keywords',
    'print-date',
    'print-time',
    'printed-by',
    'editing-cycles',
    'editing-duration',
    'modification-date',
    'modification-time',
    'word-count',
    'character-count',
    'paragraph-count',
    'table-count',
    'image-count',
    'object-count',
    'sender-firstname',
    'sender-lastname',
    'sender-initials',
    'sender-title',
    'sender-position',
    'sender-email',
    'sender-company',
    'database-display',
    'database-name',
    'database-row-number',
    'meta',
    'meta-field',
    'measure',
    'script',
    'execute-macro',
    'dde-connection',
    'table-formula',
].map((local) => `text:${local}`));
const INDEX_ELEMENTS = new Set([
    'text:table-of-content',
    'text:alphabetical-index',
    'text:bibliography',
    'text:illustration-index',
    'text:table-index',
    'text:object-index',
    'text:user-index',
]);
const SHAPE_ELEMENTS = new Set([
    'rect',
    'line',
    'polyline',
    'polygon',
    'regular-polygon',
    'path',
    'circle',
    'ellipse',
    'connector',
    'caption',
    'measure',
    'custom-shape',
    'control',
    'page-thumbnail',
].map((local) => `draw:${local}`));
const MAX_REPEAT = 256;
/** Collects runs of a paragraph, collapsing XML whitespace the way ODF asks. */
class RunBuilder {
    runs = [];
    lastWasSpace = true;
    text(raw, style, locator, link, author) {
        // ODF: runs of space, tab, CR and LF in text nodes are one space; text:s/text:tab are literal.
        let text = raw.replace(/[ \t\r\n]+/g, ' ');
        if (this.lastWasSpace && text.startsWith(' '))
            text = text.slice(1);
        if (!text)
            return;
        this.lastWasSpace = text.endsWith(' ');
        this.push({ text, style: cleanRunStyle(style), locator }, link, author);
    }
    literal(text, style, locator, link, author) {
        this.lastWasSpace = false;
        this.push({ text, style: cleanRunStyle(style), locator }, link, author);
    }
    object(object, style, locator, link) {
        this.lastWasSpace = false;
        const text = object.name ? `[${object.kind}: ${object.name}]` : `[${object.kind}]`;
        const run = { text, style: cleanRunStyle(style), locator, object };
        if (link)
            run.link = link;
        this.runs.push(run);
    }
    push(run, link, author) {
        if (link)
            run.link = link;
        if (author)
            run.author = author;
        const last = this.runs[this.runs.length - 1];
        if (last &&
            !last.object &&
            last.link === run.link &&
            last.author === run.author &&
            sameStyle(last.style, run.style)) {
            last.text += run.text;
            return;
        }
        this.runs.push(run);
    }
}
function sameStyle(a, b) {
    const keysA = Object.keys(a);
    if (keysA.length !== Object.keys(b).length)
        return false;
    return keysA.every((key) => a[key] === b[key]);
}
class OdtContentReader {
    options;
    /** Notes, comments and text boxes, in the order they were met. */
    extraStories = [];
    unknown = new Map();
    otherWarnings = [];
    changes = new Map();
    /** Open text:change-start ids, innermost last. */
    openInsertions = [];
    listCountersByStyle = new Map();
    listCountersById = new Map();
    footnotes = 0;
    endnotes = 0;
    comments = 0;
    textBoxes = 0;
    constructor(options) {
        this.options = options;
    }
    /** Reads text:tracked-changes; returns the number of changed regions. */
    readTrackedChanges(officeText) {
        let count = 0;
        for (const tracked of childElements(officeText, 'text:tracked-changes')) {
            for (const region of childElements(tracked, 'text:changed-region')) {
                count++;
                const id = region.attrs['text:id'] ?? region.attrs['xml:id'];
                const change = childElements(region).find((child) => ['text:insertion', 'text:deletion', 'text:format-change'].includes(child.name));
                if (!id || !change)
                    continue;
                const info = firstChild(change, 'office:change-info');
                const creator = info ? firstChild(info, 'dc:creator') : undefined;
                this.changes.set(id, {
                    kind: change.name.slice('text:'.length),
                    author: creator ? textContent(creator).trim() || undefined : undefined,
                });
            }
        }
        return count;
    }
    warnings() {
        const out = [...this.otherWarnings];
        for (const [key, { count, locator }] of this.unknown) {
            const name = key.slice(key.indexOf('|') + 1);
            out.push({
                code: 'unknown-element',
                message: `${locator.part}: element <${name}> is not understood; its text was kept${count > 1 ? ` (${count} times)` : ''}`,
                locator,
            });
        }
        return out;
    }
    warn(warning) {
        this.otherWarnings.push(warning);
    }
    /** Blocks of a container whose children are block-level content. */
    blocks(container, context) {
        const out = [];
        for (const child of container.children) {
            if (typeof child !== 'string')
                this.block(child, out, context);
        }
        return out;
    }
    block(element, out, context) {
        const name = element.name;
        if (name === 'text:p' || name === 'text:h') {
            out.push(this.paragraph(element, context));
        }
        else if (name === 'text:list') {
            this.list(element, out, context);
        }
        else if (name === 'table:table') {
            out.push(this.table(element, context));
        }
        else if (name === 'text:section' || name === 'text:index-title' || name === 'text:index-body') {
            out.push(...this.blocks(element, context));
        }
        else if (INDEX_ELEMENTS.has(name)) {
            // The source part holds templates; the index body is what the reader sees.
            const body = firstChild(element, 'text:index-body');
            if (body)
                out.push(...this.blocks(body, context));
        }
        else if (name === 'text:numbered-paragraph') {
            const label = firstChild(element, 'text:number');
            for (const child of childElements(element)) {
                if (child.name !== 'text:p' && child.name !== 'text:h')
                    continue;
                const paragraph = this.paragraph(child, context);
                paragraph.list = {
                    label: label ? textContent(label) : '',
                    level: Number(element.attrs['text:level'] ?? '1') - 1,
                };
                out.push(paragraph);
            }
        }
        else if (name === 'text:change-start' || name === 'text:change-end' || name === 'text:change') {
            this.changeMarker(element);
        }
        else if (SILENT_ELEMENTS.has(name)) {
            // Declarations and position markers: nothing to show.
        }
        else if (name === 'draw:frame' || name === 'draw:a' || name === 'draw:g' || SHAPE_ELEMENTS.has(name)) {
            // Page-anchored drawing objects: images become object blocks, text boxes become stories.
            const builder = new RunBuilder();
            this.inline(element, builder, {}, { ...context });
            for (const run of builder.runs) {
                if (run.object)
                    out.push({ type: 'object', object: run.object, locator: run.locator });
            }
        }
        else {
            this.noteUnknown(element, context.part);
            out.push(...this.blocks(element, context));
        }
    }
    paragraph(element, context) {
        const styleName = element.attrs['text:style-name'];
        const info = context.styles.paragraphInfo(styleName);
        const paragraph = { type: 'paragraph', runs: [], locator: this.locator(context.part, element) };
        if (info.styleName)
            paragraph.styleName = info.styleName;
        if (info.alignment)
            paragraph.alignment = info.alignment;
        if (element.name === 'text:h') {
            const level = Number(element.attrs['text:outline-level'] ?? '1');
            paragraph.headingLevel = Math.min(9, Math.max(1, Number.isFinite(level) ? level : 1));
        }
        const builder = new RunBuilder();
        const base = context.styles.applyRunStyle({}, 'paragraph', styleName);
        for (const child of element.children)
            this.inline(child, builder, base, { ...context, link: undefined }, element);
        paragraph.runs = builder.runs;
        return paragraph;
    }
    inline(node, builder, style, context, parent) {
        if (typeof node === 'string') {
            if (parent)
                builder.text(node, style, this.locator(context.part, parent), context.link, this.insertionAuthor());
            return;
        }
        const element = node;
        const name = element.name;
        const locator = () => this.locator(context.part, element);
        switch (name) {
            case 'text:span': {
                let spanStyle = context.styles.applyRunStyle(style, 'text', element.attrs['text:style-name']);
                for (const className of (element.attrs['text:class-names'] ?? '').split(/\s+/).filter(Boolean)) {
                    spanStyle = context.styles.applyRunStyle(spanStyle, 'text', className);
                }
                for (const child of element.children)
                    this.inline(child, builder, spanStyle, context, element);
                return;
            }
            case 'text:a': {
                const linkStyle = context.styles.applyRunStyle(style, 'text', element.attrs['text:style-name']);
                const link = element.attrs['xlink:href'] || context.link;
                for (const child of element.children)
                    this.inline(child, builder, linkStyle, { ...context, link }, element);
                return;
            }
            case 'text:s': {
                const count = Math.min(1000, Math.max(1, Number(element.attrs['text:c'] ?? '1') || 1));
                builder.literal(' '.repeat(count), style, locator(), context.link, this.insertionAuthor());
                return;
            }
            case 'text:tab':
                builder.literal('\t', style, locator(), context.link, this.insertionAuthor());
                return;
            case 'text:line-break':
                builder.literal('\n', style, locator(), context.link, this.insertionAuthor());
                return;
            case 'text:change':
            case 'text:change-start':
            case 'text:change-end':
                this.changeMarker(element);
                return;
            case 'text:note':
                this.note(element, context);
                return;
            case 'office:annotation':
                this.annotation(element, context);
                return;
            case 'text:ruby': {
                // The base text is the text; the ruby annotation above it is a reading aid.
                const base = firstChild(element, 'text:ruby-base');
                if (base)
                    for (const child of base.children)
                        this.inline(child, builder, style, context, base);
                return;
            }
            case 'draw:frame':
                this.frame(element, builder, style, context);
                return;
            case 'draw:a': {
                const link = element.attrs['xlink:href'] || context.link;
                for (const child of element.children)
                    this.inline(child, builder, style, { ...context, link }, element);
                return;
            }
            case 'draw:g':
                for (const child of childElements(element))
                    this.inline(child, builder, style, context, element);
                return;
        }
        if (SHAPE_ELEMENTS.has(name)) {
            this.shape(element, builder, style, context);
            return;
        }
        if (SILENT_ELEMENTS.has(name))
            return;
        if (TRANSPARENT_INLINE.has(name)) {
            for (const child of element.children)
                this.inline(child, builder, style, context, element);
            return;
        }
        if (name === 'text:p' || name === 'text:h' || name === 'text:list' || name === 'table:table') {
            // Block content where only inline content may be (some producers do it): keep its text.
            this.noteUnknown(element, context.part);
            for (const child of element.children)
                this.inline(child, builder, style, context, element);
            return;
        }
        this.noteUnknown(element, context.part);
        for (const child of element.children)
            this.inline(child, builder, style, context, element);
    }
    changeMarker(element) {
        const id = element.attrs['text:change-id'];
        if (!id)
            return;
        if (element.name === 'text:change-start') {
            if (this.changes.get(id)?.kind === 'insertion')
                this.openInsertions.push(id);
        }
        else if (element.name === 'text:change-end') {
            const index = this.openInsertions.lastIndexOf(id);
            if (index >= 0)
                this.openInsertions.splice(index, 1);
        }
        // text:change marks deleted content, which lives in the change region: nothing to show.
    }
    insertionAuthor() {
        for (let i = this.openInsertions.length - 1; i >= 0; i--) {
            const author = this.changes.get(this.openInsertions[i])?.author;
            if (author)
                return author;
        }
        return undefined;
    }
    note(element, context) {
        const kind = element.attrs['text:note-class'] === 'endnote' ? 'endnote' : 'footnote';
        const number = kind === 'endnote' ? ++this.endnotes : ++this.footnotes;
        const body = firstChild(element, 'text:note-body');
        const story = {
            kind,
            key: `${kind}:${number}`,
            label: `${kind} ${number}`,
            blocks: [],
        };
        // Reserve the slot first so the story order follows the document even for nested notes.
        this.extraStories.push(story);
        story.blocks = body ? this.blocks(body, { part: context.part, styles: context.styles }) : [];
    }
    annotation(element, context) {
        const number = ++this.comments;
        const creator = firstChild(element, 'dc:creator');
        const author = creator ? textContent(creator).trim() || undefined : undefined;
        const story = {
            kind: 'comment',
            key: `comment:${number}`,
            label: author ? `comment ${number} by ${author}` : `comment ${number}`,
            blocks: [],
        };
        if (author)
            story.author = author;
        this.extraStories.push(story);
        const out = [];
        const inner = { part: context.part, styles: context.styles };
        for (const child of childElements(element)) {
            if (['dc:creator', 'dc:date', 'meta:date-string', 'meta:creator-initials'].includes(child.name))
                continue;
            this.block(child, out, inner);
        }
        story.blocks = out;
    }
    textBoxStory(container, name, context) {
        const number = ++this.textBoxes;
        const story = {
            kind: 'textbox',
            key: `textbox:${number}`,
            label: name ? `text box ${number} (${name})` : `text box ${number}`,
            blocks: [],
        };
        this.extraStories.push(story);
        story.blocks = this.blocks(container, { part: context.part, styles: context.styles });
    }
    frame(element, builder, style, context) {
        const title = firstChild(element, 'svg:title');
        const frameName = (title ? textContent(title).trim() : '') || undefined;
        const textBox = firstChild(element, 'draw:text-box');
        if (textBox) {
            this.textBoxStory(textBox, frameName ?? element.attrs['draw:name'], context);
            return;
        }
        const embedded = firstChild(element, 'draw:object') ?? firstChild(element, 'draw:object-ole');
        const image = firstChild(element, 'draw:image');
        if (embedded) {
            builder.object(this.embeddedObject(embedded, image, frameName ?? element.attrs['draw:name']), style, this.locator(context.part, element), context.link);
            return;
        }
        if (image) {
            builder.object(this.imageObject(image, frameName), style, this.locator(context.part, element), context.link);
            return;
        }
        const other = childElements(element).find((child) => child.name !== 'svg:title' && child.name !== 'svg:desc');
        if (other) {
            // draw:plugin, draw:applet, draw:floating-frame: compared by their XML.
            builder.object({
                kind: 'object',
                hash: (0,digest/* sha1 */.e)(canonicalXml(other)),
                name: frameName ?? element.attrs['draw:name'] ?? other.name,
            }, style, this.locator(context.part, element), context.link);
            this.noteUnknown(other, context.part);
        }
    }
    imageObject(image, title) {
        const href = image.attrs['xlink:href'] ?? '';
        const fileName = href.split('/').pop() || undefined;
        const name = title ?? fileName;
        const binary = firstChild(image, 'office:binary-data');
        if (binary) {
            return withName({ kind: 'image', hash: (0,digest/* sha1 */.e)(Buffer.from(textContent(binary).replace(/\s+/g, ''), 'base64')) }, name);
        }
        const partName = packagePath(href);
        if (partName && this.options.archive.has(partName)) {
            return withName({ kind: 'image', hash: (0,digest/* sha1 */.e)(this.options.archive.read(partName)) }, name);
        }
        this.warn({
            code: 'missing-image',
            message: `image '${href}' is not in the package; compared by its link only`,
        });
        return withName({ kind: 'image', hash: (0,digest/* sha1 */.e)(href) }, name);
    }
    embeddedObject(embedded, replacement, name) {
        const href = embedded.attrs['xlink:href'] ?? '';
        const folder = packagePath(href);
        const mediaType = folder ? (this.options.mediaTypes.get(`${folder}/`) ?? '') : '';
        const kind = mediaType.includes('formula')
            ? 'equation'
            : mediaType.includes('chart')
                ? 'chart'
                : 'object';
        const contentPart = folder ? `${folder}/content.xml` : undefined;
        if (contentPart && this.options.archive.has(contentPart)) {
            return withName({ kind, hash: (0,digest/* sha1 */.e)(this.options.archive.read(contentPart)) }, name);
        }
        if (folder && this.options.archive.has(folder)) {
            return withName({ kind, hash: (0,digest/* sha1 */.e)(this.options.archive.read(folder)) }, name);
        }
        if (replacement)
            return { ...this.imageObject(replacement, name), kind };
        const inline = firstChild(embedded, 'math:math') ?? childElements(embedded)[0];
        return withName({ kind: inline?.name === 'math:math' ? 'equation' : kind, hash: (0,digest/* sha1 */.e)(inline ? canonicalXml(inline) : href) }, name);
    }
    shape(element, builder, style, context) {
        const title = firstChild(element, 'svg:title');
        const name = (title ? textContent(title).trim() : '') || element.attrs['draw:name'];
        const hasText = childElements(element).some((child) => child.name === 'text:p' || child.name === 'text:list');
        if (hasText) {
            this.textBoxStory(element, name, context);
            return;
        }
        builder.object({ kind: 'object', hash: (0,digest/* sha1 */.e)(canonicalXml(element)), name: name ?? element.name.slice('draw:'.length) }, style, this.locator(context.part, element), context.link);
    }
    list(element, out, context) {
        const nested = context.list;
        let state;
        let level;
        if (nested) {
            state = nested.state;
            level = nested.level + 1;
            if (element.attrs['text:style-name'])
                state = { ...state, styleName: element.attrs['text:style-name'] };
        }
        else {
            const styleName = element.attrs['text:style-name'];
            const continueId = element.attrs['text:continue-list'];
            const continued = (continueId ? this.listCountersById.get(continueId) : undefined) ??
                (element.attrs['text:continue-numbering'] === 'true' && styleName
                    ? this.listCountersByStyle.get(styleName)
                    : undefined);
            state = { styleName, counters: continued ? [...continued] : [] };
            level = 0;
        }
        for (const item of childElements(element)) {
            if (item.name === 'text:list-item' || item.name === 'text:list-header') {
                this.listItem(item, out, context, state, level);
            }
            else if (!SILENT_ELEMENTS.has(item.name)) {
                this.noteUnknown(item, context.part);
                out.push(...this.blocks(item, context));
            }
        }
        if (!nested) {
            if (state.styleName)
                this.listCountersByStyle.set(state.styleName, state.counters);
            const id = element.attrs['xml:id'];
            if (id)
                this.listCountersById.set(id, state.counters);
        }
    }
    listItem(item, out, context, state, level) {
        const numbered = item.name === 'text:list-item';
        const start = item.attrs['text:start-value'];
        if (numbered && start !== undefined && Number.isFinite(Number(start)))
            state.counters[level] = Number(start) - 1;
        const producerLabel = firstChild(item, 'text:number');
        let labelled = !numbered;
        const inner = { ...context, list: { state, level } };
        for (const child of childElements(item)) {
            if ((child.name === 'text:p' || child.name === 'text:h') && !labelled) {
                labelled = true;
                const paragraph = this.paragraph(child, inner);
                const listStyleName = state.styleName ?? context.styles.paragraphInfo(child.attrs['text:style-name']).listStyleName;
                const label = producerLabel
                    ? textContent(producerLabel)
                    : this.nextLabel(context.styles.listStyle(listStyleName), state, level);
                paragraph.list = { label, level };
                out.push(paragraph);
            }
            else if (child.name === 'text:p' || child.name === 'text:h') {
                out.push(this.paragraph(child, inner));
            }
            else if (child.name === 'text:list') {
                this.list(child, out, inner);
            }
            else {
                this.block(child, out, inner);
            }
        }
    }
    nextLabel(listStyle, state, level) {
        const levelStyle = listStyle?.get(level + 1);
        if (!levelStyle) {
            state.counters[level] = (state.counters[level] ?? 0) + 1;
            state.counters.length = level + 1;
            return '•';
        }
        if (levelStyle.kind === 'bullet')
            return levelStyle.char;
        state.counters[level] = (state.counters[level] ?? levelStyle.startValue - 1) + 1;
        state.counters.length = level + 1;
        if (!levelStyle.format)
            return levelStyle.prefix + levelStyle.suffix;
        const numbers = [];
        for (let shown = Math.max(0, level - levelStyle.displayLevels + 1); shown <= level; shown++) {
            const shownStyle = listStyle?.get(shown + 1);
            const format = shownStyle?.kind === 'number' ? shownStyle.format : '1';
            const value = state.counters[shown] ?? (shownStyle?.kind === 'number' ? shownStyle.startValue : 1);
            numbers.push((0,numbering/* formatListNumber */.j8)(value, format || '1'));
        }
        return levelStyle.prefix + numbers.join('.') + levelStyle.suffix;
    }
    table(element, context) {
        const table = { type: 'table', rows: [], locator: this.locator(context.part, element) };
        const name = element.attrs['table:name'];
        if (name)
            table.styleName = name;
        // Columns still covered by a cell above that spans rows, by grid column.
        const rowSpans = new Map();
        const inner = { part: context.part, styles: context.styles };
        const visitRows = (container) => {
            for (const child of childElements(container)) {
                if (child.name === 'table:table-row') {
                    const repeat = Math.min(MAX_REPEAT, Math.max(1, Number(child.attrs['table:number-rows-repeated'] ?? '1') || 1));
                    for (let i = 0; i < repeat; i++)
                        table.rows.push(this.row(child, rowSpans, inner));
                }
                else if (child.name === 'table:table-header-rows' ||
                    child.name === 'table:table-rows' ||
                    child.name === 'table:table-row-group') {
                    visitRows(child);
                }
                else if (child.name === 'table:table-column' ||
                    child.name === 'table:table-columns' ||
                    child.name === 'table:table-column-group' ||
                    child.name === 'table:table-header-columns' ||
                    child.name === 'table:title' ||
                    child.name === 'table:desc' ||
                    child.name === 'table:table-source' ||
                    SILENT_ELEMENTS.has(child.name)) {
                    // Column definitions and metadata carry no cell content.
                }
                else {
                    this.noteUnknown(child, context.part);
                }
            }
        };
        visitRows(element);
        return table;
    }
    row(element, rowSpans, context) {
        const row = { cells: [], locator: this.locator(context.part, element) };
        let column = 0;
        let horizontallyCovered = 0;
        for (const cellElement of childElements(element)) {
            const covered = cellElement.name === 'table:covered-table-cell';
            if (!covered && cellElement.name !== 'table:table-cell') {
                if (!SILENT_ELEMENTS.has(cellElement.name))
                    this.noteUnknown(cellElement, context.part);
                continue;
            }
            const repeat = Math.min(MAX_REPEAT, Math.max(1, Number(cellElement.attrs['table:number-columns-repeated'] ?? '1') || 1));
            for (let i = 0; i < repeat; i++) {
                if (covered) {
                    if (horizontallyCovered > 0) {
                        // Part of the column span of the cell to its left, which already counts this column.
                        horizontallyCovered--;
                        column++;
                        continue;
                    }
                    const span = rowSpans.get(column);
                    const cell = {
                        blocks: this.blocks(cellElement, context),
                        vMerge: 'continue',
                        locator: this.locator(context.part, cellElement),
                    };
                    if (span && span.remaining > 0) {
                        if (span.colSpan > 1)
                            cell.colSpan = span.colSpan;
                        horizontallyCovered = span.colSpan - 1;
                        span.remaining--;
                        if (span.remaining === 0)
                            rowSpans.delete(column);
                    }
                    row.cells.push(cell);
                    column++;
                    continue;
                }
                const colSpan = Math.max(1, Number(cellElement.attrs['table:number-columns-spanned'] ?? '1') || 1);
                const rowSpan = Math.max(1, Number(cellElement.attrs['table:number-rows-spanned'] ?? '1') || 1);
                const cell = {
                    blocks: this.blocks(cellElement, context),
                    locator: this.locator(context.part, cellElement),
                };
                if (colSpan > 1)
                    cell.colSpan = colSpan;
                if (rowSpan > 1) {
                    cell.vMerge = 'restart';
                    rowSpans.set(column, { remaining: rowSpan - 1, colSpan });
                }
                horizontallyCovered = colSpan - 1;
                row.cells.push(cell);
                column++;
            }
        }
        return row;
    }
    noteUnknown(element, part) {
        const key = `${part}|${element.name}`;
        const seen = this.unknown.get(key);
        if (seen)
            seen.count++;
        else
            this.unknown.set(key, { count: 1, locator: this.locator(part, element) });
    }
    locator(part, element) {
        return { part, path: element.path };
    }
}
function withName(object, name) {
    return name ? { ...object, name } : object;
}
/** Package part named by an xlink:href inside the package (`./Object 1`, `Pictures/a.png`). */
function packagePath(href) {
    if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('../'))
        return undefined;
    let path = href.startsWith('./') ? href.slice(2) : href;
    try {
        path = decodeURI(path);
    }
    catch {
        // Keep the raw path when it is not valid percent-encoding.
    }
    return path.replace(/\/$/, '');
}

;// CONCATENATED MODULE: ./src/engine/formats/word/odt/index.ts





/**
 * Reader for OpenDocument text (ODT) and its templates (OTT): content.xml for the body, notes,
 * comments and text boxes; styles.xml for styles, headers, footers and page size; meta.xml for
 * metadata. Tracked changes are shown as if accepted.
 */
const TEXT_MIME_TYPES = new Set([
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.text-template',
    'application/vnd.oasis.opendocument.text-master',
    'application/vnd.oasis.opendocument.text-master-template',
    'application/vnd.oasis.opendocument.text-web',
]);
const HEADER_FOOTER_ELEMENTS = [
    { element: 'style:header', kind: 'header', variant: 'default' },
    { element: 'style:header-left', kind: 'header', variant: 'left' },
    { element: 'style:header-first', kind: 'header', variant: 'first' },
    { element: 'style:footer', kind: 'footer', variant: 'default' },
    { element: 'style:footer-left', kind: 'footer', variant: 'left' },
    { element: 'style:footer-first', kind: 'footer', variant: 'first' },
];
const odtReader = {
    family: 'word',
    formats: ['odt', 'ott'],
    async read(bytes, format, options) {
        return readOdt(bytes, format, options);
    },
};
function readOdt(bytes, format, options) {
    const archive = new zip/* ZipArchive */.SJ(bytes, options.archiveLimits);
    const warnings = [];
    const mimetype = archive.text('mimetype')?.trim();
    if (mimetype && mimetype.startsWith('application/vnd.oasis.opendocument.') && !TEXT_MIME_TYPES.has(mimetype)) {
        const kind = mimetype.slice('application/vnd.oasis.opendocument.'.length);
        throw new errors/* UnsupportedFormatError */.N$(`the package is an OpenDocument ${kind}, not a text document`);
    }
    const mediaTypes = readManifest(archive, warnings, options);
    if (!archive.has('content.xml'))
        throw new errors/* CorruptDocumentError */.b6("the package has no part 'content.xml'");
    const contentRoot = parseXmlPart(archive.text('content.xml') ?? '', 'content.xml');
    const stylesText = archive.text('styles.xml');
    const stylesRoot = stylesText !== undefined ? parseXmlPart(stylesText, 'styles.xml') : undefined;
    const reader = new OdtContentReader({ archive, mediaTypes });
    const contentStyles = new OdfStyleScope(stylesRoot, contentRoot);
    const officeText = findOfficeText(contentRoot);
    if (!officeText) {
        throw new errors/* CorruptDocumentError */.b6("part 'content.xml' has no office:body/office:text (not a text document?)");
    }
    const revisionCount = reader.readTrackedChanges(officeText);
    const body = {
        kind: 'body',
        key: 'body',
        label: 'body',
        blocks: reader.blocks(officeText, { part: 'content.xml', styles: contentStyles }),
    };
    const headerFooterStories = stylesRoot ? readHeadersAndFooters(stylesRoot, reader) : [];
    const model = {
        format,
        stories: [body, ...headerFooterStories, ...reader.extraStories],
        metadata: {},
        warnings,
    };
    const meta = readMeta(archive, warnings);
    model.metadata = meta.metadata;
    if (meta.pageCount !== undefined)
        model.pageCount = meta.pageCount;
    const pageSize = firstPageSize(stylesRoot);
    if (pageSize)
        model.pageSize = pageSize;
    if (revisionCount > 0)
        model.revisionCount = revisionCount;
    warnings.push(...reader.warnings());
    return model;
}
/** Media types by path; throws PasswordRequiredError when content.xml is encrypted. */
function readManifest(archive, warnings, options) {
    const mediaTypes = new Map();
    const text = archive.text('META-INF/manifest.xml');
    if (text === undefined)
        return mediaTypes;
    let root;
    try {
        root = parseXmlPart(text, 'META-INF/manifest.xml');
    }
    catch (error) {
        warnings.push({
            code: 'manifest-unreadable',
            message: error instanceof Error ? error.message : 'META-INF/manifest.xml cannot be read',
            locator: { part: 'META-INF/manifest.xml', path: '' },
        });
        return mediaTypes;
    }
    for (const entry of childElements(root, 'manifest:file-entry')) {
        const path = entry.attrs['manifest:full-path'];
        if (!path)
            continue;
        mediaTypes.set(path, entry.attrs['manifest:media-type'] ?? '');
        if (path === 'content.xml' && firstChild(entry, 'manifest:encryption-data')) {
            throw new errors/* PasswordRequiredError */.$F(options.password !== undefined
                ? 'the document is password-protected; opening encrypted OpenDocument files is not supported yet'
                : undefined);
        }
    }
    return mediaTypes;
}
function findOfficeText(root) {
    const body = firstChild(root, 'office:body');
    return body ? firstChild(body, 'office:text') : undefined;
}
function readHeadersAndFooters(stylesRoot, reader) {
    const masterStyles = firstChild(stylesRoot, 'office:master-styles');
    if (!masterStyles)
        return [];
    const styles = new OdfStyleScope(stylesRoot, stylesRoot);
    const stories = [];
    for (const master of childElements(masterStyles, 'style:master-page')) {
        const pageName = master.attrs['style:display-name'] ?? decodeStyleName(master.attrs['style:name'] ?? '');
        for (const { element, kind, variant } of HEADER_FOOTER_ELEMENTS) {
            const container = firstChild(master, element);
            if (!container || container.attrs['style:display'] === 'false')
                continue;
            stories.push({
                kind,
                key: `${kind}:${variant}:${pageName}`,
                label: `${kind} (page style ${pageName}, ${variant})`,
                blocks: reader.blocks(container, { part: 'styles.xml', styles }),
            });
        }
    }
    return stories;
}
function readMeta(archive, warnings) {
    const metadata = {};
    const text = archive.text('meta.xml');
    if (text === undefined)
        return { metadata };
    let root;
    try {
        root = parseXmlPart(text, 'meta.xml');
    }
    catch (error) {
        // Metadata is not content: a damaged meta.xml costs the title, not the comparison.
        warnings.push({
            code: 'meta-unreadable',
            message: error instanceof Error ? error.message : 'meta.xml cannot be read',
            locator: { part: 'meta.xml', path: '' },
        });
        return { metadata };
    }
    const meta = firstChild(root, 'office:meta');
    if (!meta)
        return { metadata };
    const value = (name) => {
        const element = firstChild(meta, name);
        const found = element ? textContent(element).trim() : '';
        return found || undefined;
    };
    const title = value('dc:title');
    const initialCreator = value('meta:initial-creator');
    const creator = value('dc:creator');
    const created = value('meta:creation-date');
    const modified = value('dc:date');
    if (title)
        metadata.title = title;
    if (initialCreator ?? creator)
        metadata.author = initialCreator ?? creator;
    if (creator)
        metadata.lastModifiedBy = creator;
    if (created)
        metadata.created = created;
    if (modified)
        metadata.modified = modified;
    const pages = firstChild(meta, 'meta:document-statistic')?.attrs['meta:page-count'];
    const pageCount = pages !== undefined && /^\d+$/.test(pages) ? Number(pages) : undefined;
    return pageCount !== undefined ? { metadata, pageCount } : { metadata };
}


/***/ })

};
