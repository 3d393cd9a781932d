(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 6241;
const ids = [6241];
const modules = {

/***/ 76241:
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
// EXTERNAL MODULE: ./src/engine/formats/word/diff.ts + 1 modules
var diff = __webpack_require__(63677);
// EXTERNAL MODULE: ./src/engine/formats/package/digest.ts
var digest = __webpack_require__(95784);
// EXTERNAL MODULE: ./src/engine/formats/shared/numbering.ts
var numbering = __webpack_require__(74056);
// EXTERNAL MODULE: ./src/engine/formats/shared/chart.ts
var shared_chart = __webpack_require__(3607);
// EXTERNAL MODULE: ./src/engine/model/document.ts
var model_document = __webpack_require__(64451);
// EXTERNAL MODULE: ./src/engine/formats/package/xml-tree.ts
var xml_tree = __webpack_require__(66372);
;// CONCATENATED MODULE: ./src/engine/formats/word/odt/styles.ts


const MAX_CHAIN = 32;
const DEFAULT_PARAGRAPH_STYLE = 'Standard';
/** The character style LibreOffice draws a link in when the link names none. */
const LINK_STYLE = 'Internet_20_link';
/** That style's look when the document does not define it: LibreOffice's built-in one. */
const BUILT_IN_LINK_LOOK = { underline: 'single', color: '000080' };
class OdfStyleScope {
    styles = new Map();
    listStyles = new Map();
    fonts = new Map();
    runStyleCache = new Map();
    /** Page setup by master page name, as the Word reader shows a section's. */
    pageSetups = new Map();
    /** The master page the document starts with. */
    firstMasterPage;
    /** `commonRoot` is styles.xml; `partRoot` is the part whose automatic styles apply. */
    constructor(commonRoot, partRoot) {
        for (const root of [commonRoot, partRoot]) {
            if (!root)
                continue;
            const fontDecls = (0,xml_tree/* firstChild */.tq)(root, 'office:font-face-decls');
            if (fontDecls) {
                for (const face of (0,xml_tree/* childElements */.AR)(fontDecls, 'style:font-face')) {
                    const family = face.attrs['svg:font-family'] ?? face.attrs['style:name'];
                    if (face.attrs['style:name'] && family)
                        this.fonts.set(face.attrs['style:name'], unquote(family));
                }
            }
        }
        const common = commonRoot ? (0,xml_tree/* firstChild */.tq)(commonRoot, 'office:styles') : undefined;
        if (common)
            this.collect(common, false);
        const masters = commonRoot ? (0,xml_tree/* firstChild */.tq)(commonRoot, 'office:master-styles') : undefined;
        const layouts = new Map();
        for (const containerName of ['office:styles', 'office:automatic-styles']) {
            const container = commonRoot ? (0,xml_tree/* firstChild */.tq)(commonRoot, containerName) : undefined;
            for (const layout of container ? (0,xml_tree/* childElements */.AR)(container, 'style:page-layout') : [])
                if (layout.attrs['style:name'])
                    layouts.set(layout.attrs['style:name'], layout);
        }
        const masterPages = masters ? (0,xml_tree/* childElements */.AR)(masters, 'style:master-page') : [];
        for (const master of masterPages) {
            const name = master.attrs['style:name'];
            const layout = layouts.get(master.attrs['style:page-layout-name'] ?? '');
            if (!name || !layout)
                continue;
            const next = master.attrs['style:next-style-name'];
            // A page style followed by another is Word's different first page (LibreOffice's import of it).
            this.pageSetups.set(name, { ...pageSetup(layout), 'different first page': String(!!next && next !== name) });
        }
        // A document starts on the default master page, which LibreOffice names Standard.
        this.firstMasterPage = this.pageSetups.has(DEFAULT_PARAGRAPH_STYLE)
            ? DEFAULT_PARAGRAPH_STYLE
            : masterPages[0]?.attrs['style:name'];
        const automatic = partRoot ? (0,xml_tree/* firstChild */.tq)(partRoot, 'office:automatic-styles') : undefined;
        if (automatic)
            this.collect(automatic, true);
    }
    collect(container, automatic) {
        for (const element of (0,xml_tree/* childElements */.AR)(container)) {
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
                    textProperties: (0,xml_tree/* firstChild */.tq)(element, 'style:text-properties')?.attrs,
                    paragraphProperties: paragraphProperties((0,xml_tree/* firstChild */.tq)(element, 'style:paragraph-properties')),
                    listStyleName: element.attrs['style:list-style-name'],
                    masterPageName: element.attrs['style:master-page-name'],
                    columns: columnsOf((0,xml_tree/* firstChild */.tq)(element, 'style:section-properties')),
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
    /**
     * A link's look: its own character style, else the one LibreOffice applies to a link without
     * one (a re-save writes that style's name out; the link is drawn the same either way).
     */
    applyLinkStyle(base, name) {
        if (name)
            return this.applyRunStyle(base, 'text', name);
        if (this.styles.has(`text/${LINK_STYLE}`))
            return this.applyRunStyle(base, 'text', LINK_STYLE);
        return { ...base, ...BUILT_IN_LINK_LOOK };
    }
    paragraphInfo(name) {
        const chain = this.chain('paragraph', name);
        const info = {};
        const layout = {};
        for (const definition of chain) {
            const align = definition.paragraphProperties?.['fo:text-align'];
            if (align)
                info.alignment = normalizeAlignment(align);
            if (definition.paragraphProperties)
                readOdfLayout(definition.paragraphProperties, layout);
            if (definition.listStyleName !== undefined)
                info.listStyleName = definition.listStyleName || undefined;
        }
        for (const { name: property, default: fallback } of model_document/* PARAGRAPH_PROPERTIES */.Po) {
            const value = layout[property];
            if (value !== undefined && value !== fallback)
                (info.properties ??= {})[property] = value;
        }
        const named = [...chain].reverse().find((definition) => !definition.automatic);
        // "Standard" is LibreOffice's name for the default paragraph style, which a paragraph without
        // a style has too (it names it on every re-save): the default, as Word's "Normal" is.
        if (named?.name === DEFAULT_PARAGRAPH_STYLE)
            return info;
        if (named)
            info.styleName = named.displayName ?? decodeStyleName(named.name);
        else if (name && chain.length === 0)
            info.styleName = decodeStyleName(name);
        return info;
    }
    /** The master page a paragraph of this style starts, if it starts one. */
    masterPageName(name) {
        const chain = this.chain('paragraph', name);
        const named = [...chain].reverse().find((definition) => definition.masterPageName !== undefined);
        return named?.masterPageName || undefined;
    }
    /** Columns of a section style, when it has more than one. */
    sectionColumns(name) {
        return name ? this.styles.get(`section/${name}`)?.columns : undefined;
    }
    /** Page size, orientation, margins and columns of a master page, as the Word reader names them. */
    pageSetup(masterPage) {
        return masterPage ? this.pageSetups.get(masterPage) : undefined;
    }
    listStyle(name) {
        return name ? this.listStyles.get(name) : undefined;
    }
}
function readListStyle(element) {
    const levels = new Map();
    for (const level of (0,xml_tree/* childElements */.AR)(element)) {
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
function odfPoints(value) {
    const pt = lengthToPoints(value);
    return pt === undefined ? undefined : `${toTwips(pt)}pt`;
}
/**
 * Points on Writer's grid of twips (1/20 pt), where it keeps every length: a re-save writes
 * 0.499cm back as 0.1965in, both 283 twips, 14.145 and 14.148 pt.
 */
function toTwips(points) {
    return Math.round(points * 20) / 20;
}
/** Tab stops, as Word's are shown (`right 450pt`), under this key of a style's paragraph properties. */
const TAB_STOPS = 'docdelta:tab-stops';
/** A style's paragraph-properties attributes, with its tab stops (a child element) as TAB_STOPS. */
function paragraphProperties(element) {
    const stops = element && (0,xml_tree/* firstChild */.tq)(element, 'style:tab-stops');
    if (!stops)
        return element?.attrs;
    const shown = (0,xml_tree/* childElements */.AR)(stops)
        .filter((stop) => stop.name === 'style:tab-stop')
        .map((stop) => {
        const position = odfPoints(stop.attrs['style:position']);
        const kind = stop.attrs['style:type'] ?? 'left';
        const leader = stop.attrs['style:leader-text'];
        return position === undefined ? '' : `${kind} ${position}${leader && leader !== ' ' ? ` ${leader}` : ''}`;
    })
        .filter(Boolean);
    return { ...element.attrs, [TAB_STOPS]: shown.length ? shown.join(', ') : 'none' };
}
/** Paragraph properties of one style, over what its parents gave (`out`). */
function readOdfLayout(attrs, out) {
    const set = (name, value) => {
        if (value !== undefined)
            out[name] = value;
    };
    set('indent left', odfPoints(attrs['fo:margin-left']));
    set('indent right', odfPoints(attrs['fo:margin-right']));
    const indent = lengthToPoints(attrs['fo:text-indent']);
    if (indent !== undefined) {
        const pt = `${toTwips(Math.abs(indent))}pt`;
        out['indent first line'] = indent > 0 ? pt : '0pt';
        out['indent hanging'] = indent < 0 ? pt : '0pt';
    }
    set('space before', odfPoints(attrs['fo:margin-top']));
    set('space after', odfPoints(attrs['fo:margin-bottom']));
    const height = attrs['fo:line-height'];
    const percent = height && /^([\d.]+)%$/.exec(height);
    if (percent) {
        const lines = Math.round(Number(percent[1])) / 100;
        out['line spacing'] = lines === 1 ? 'single' : `${lines} lines`;
    }
    else if (height && height !== 'normal')
        set('line spacing', odfPoints(height) && `exactly ${odfPoints(height)}`);
    else if (height === 'normal')
        out['line spacing'] = 'single';
    const atLeast = odfPoints(attrs['style:line-height-at-least']);
    if (atLeast)
        out['line spacing'] = `at least ${atLeast}`;
    if (attrs['fo:keep-with-next'])
        out['keep with next'] = String(attrs['fo:keep-with-next'] === 'always');
    if (attrs['fo:keep-together'])
        out['keep lines together'] = String(attrs['fo:keep-together'] === 'always');
    if (attrs['fo:break-before'])
        out['page break before'] = String(attrs['fo:break-before'] === 'page');
    const borders = ['top', 'bottom', 'left', 'right']
        .map((side) => [side, attrs[`fo:border-${side}`] ?? attrs['fo:border']])
        .filter(([, value]) => value !== undefined);
    if (borders.length) {
        const shown = borders.filter(([, value]) => value !== 'none').map(([side, value]) => `${side} ${value}`);
        out.borders = shown.length ? shown.join('; ') : 'none';
    }
    set('tabs', attrs[TAB_STOPS]);
    const background = attrs['fo:background-color'];
    if (background)
        out.shading = background === 'transparent' ? 'none' : background.replace('#', '').toUpperCase();
}
/** Columns of a page layout or section (`2, space 24.6pt`), undefined for one. */
function columnsOf(properties) {
    const columns = properties && (0,xml_tree/* firstChild */.tq)(properties, 'style:columns');
    const count = Number(columns?.attrs['fo:column-count'] ?? 1);
    if (!columns || !(count > 1))
        return undefined;
    const gap = odfPoints(columns.attrs['fo:column-gap']);
    return gap ? `${count}, space ${gap}` : String(count);
}
/** A page layout's setup, under the names and in the values the Word reader gives a section's. */
function pageSetup(layout) {
    const properties = (0,xml_tree/* firstChild */.tq)(layout, 'style:page-layout-properties');
    const attrs = properties?.attrs ?? {};
    const setup = {};
    const width = odfPoints(attrs['fo:page-width']);
    const height = odfPoints(attrs['fo:page-height']);
    if (width && height)
        setup['page size'] = `${width} × ${height}`;
    const landscape = attrs['style:print-orientation'] === 'landscape' ||
        (attrs['style:print-orientation'] === undefined && width && height && parseFloat(width) > parseFloat(height));
    setup.orientation = landscape ? 'landscape' : 'portrait';
    setup.margins = ['top', 'right', 'bottom', 'left']
        .map((side) => `${side} ${odfPoints(attrs[`fo:margin-${side}`]) ?? '0pt'}`)
        .join(', ');
    setup.columns = columnsOf(properties) ?? '1';
    return setup;
}
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
    const master = (0,xml_tree/* firstChild */.tq)((0,xml_tree/* firstChild */.tq)(stylesRoot, 'office:master-styles') ?? stylesRoot, 'style:master-page');
    const layoutName = master?.attrs['style:page-layout-name'];
    if (!layoutName)
        return undefined;
    for (const containerName of ['office:automatic-styles', 'office:styles']) {
        const container = (0,xml_tree/* firstChild */.tq)(stylesRoot, containerName);
        if (!container)
            continue;
        for (const layout of (0,xml_tree/* childElements */.AR)(container, 'style:page-layout')) {
            if (layout.attrs['style:name'] !== layoutName)
                continue;
            const props = (0,xml_tree/* firstChild */.tq)(layout, 'style:page-layout-properties')?.attrs ?? {};
            const width = lengthToPoints(props['fo:page-width']);
            const height = lengthToPoints(props['fo:page-height']);
            if (width !== undefined && height !== undefined)
                return { width: round2(width), height: round2(height) };
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/engine/formats/word/odt/silent-elements.ts
var silent_elements = __webpack_require__(91721);
;// CONCATENATED MODULE: ./src/engine/formats/word/odt/content.ts






/**
 * Turns ODF text content (office:text, header/footer, note and annotation bodies) into blocks.
 * Notes, comments and text boxes met on the way become their own stories. Tracked changes are
 * shown accepted: the body already holds inserted text and only a marker where text was
 * deleted, so the reader only notes who inserted what.
 */
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
        for (const tracked of (0,xml_tree/* childElements */.AR)(officeText, 'text:tracked-changes')) {
            for (const region of (0,xml_tree/* childElements */.AR)(tracked, 'text:changed-region')) {
                count++;
                const id = region.attrs['text:id'] ?? region.attrs['xml:id'];
                const change = (0,xml_tree/* childElements */.AR)(region).find((child) => ['text:insertion', 'text:deletion', 'text:format-change'].includes(child.name));
                if (!id || !change)
                    continue;
                const info = (0,xml_tree/* firstChild */.tq)(change, 'office:change-info');
                const creator = info ? (0,xml_tree/* firstChild */.tq)(info, 'dc:creator') : undefined;
                this.changes.set(id, {
                    kind: change.name.slice('text:'.length),
                    author: creator ? (0,xml_tree/* deepText */.MB)(creator).trim() || undefined : undefined,
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
        for (const child of (0,xml_tree/* nodesOf */.Nh)(container)) {
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
        else if (name === 'text:section') {
            context.sections?.enter(element.attrs['text:style-name']);
            out.push(...this.blocks(element, context));
            context.sections?.leave();
        }
        else if (name === 'text:index-title' || name === 'text:index-body') {
            out.push(...this.blocks(element, context));
        }
        else if (INDEX_ELEMENTS.has(name)) {
            // The source part holds templates; the index body is what the reader sees.
            const body = (0,xml_tree/* firstChild */.tq)(element, 'text:index-body');
            if (body)
                out.push(...this.blocks(body, context));
        }
        else if (name === 'text:numbered-paragraph') {
            const label = (0,xml_tree/* firstChild */.tq)(element, 'text:number');
            for (const child of (0,xml_tree/* childElements */.AR)(element)) {
                if (child.name !== 'text:p' && child.name !== 'text:h')
                    continue;
                const paragraph = this.paragraph(child, context);
                paragraph.list = {
                    label: label ? (0,xml_tree/* deepText */.MB)(label) : '',
                    level: Number(element.attrs['text:level'] ?? '1') - 1,
                };
                out.push(paragraph);
            }
        }
        else if (name === 'text:change-start' || name === 'text:change-end' || name === 'text:change') {
            this.changeMarker(element);
        }
        else if (silent_elements/* SILENT_ELEMENTS */.E.has(name)) {
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
        if (info.properties)
            paragraph.properties = info.properties;
        if (element.name === 'text:h') {
            const level = Number(element.attrs['text:outline-level'] ?? '1');
            paragraph.headingLevel = Math.min(9, Math.max(1, Number.isFinite(level) ? level : 1));
            // A heading's outline level is a layout property, as Word's w:outlineLvl is.
            paragraph.properties = { ...paragraph.properties, 'outline level': `level ${paragraph.headingLevel}` };
        }
        context.sections?.paragraph(paragraph, styleName);
        const builder = new RunBuilder();
        const base = context.styles.applyRunStyle({}, 'paragraph', styleName);
        for (const child of (0,xml_tree/* nodesOf */.Nh)(element))
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
                for (const child of (0,xml_tree/* nodesOf */.Nh)(element))
                    this.inline(child, builder, spanStyle, context, element);
                return;
            }
            case 'text:a': {
                const linkStyle = context.styles.applyLinkStyle(style, element.attrs['text:style-name']);
                const link = element.attrs['xlink:href'] || context.link;
                for (const child of (0,xml_tree/* nodesOf */.Nh)(element))
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
                const base = (0,xml_tree/* firstChild */.tq)(element, 'text:ruby-base');
                if (base)
                    for (const child of (0,xml_tree/* nodesOf */.Nh)(base))
                        this.inline(child, builder, style, context, base);
                return;
            }
            case 'draw:frame':
                this.frame(element, builder, style, context);
                return;
            case 'draw:a': {
                const link = element.attrs['xlink:href'] || context.link;
                for (const child of (0,xml_tree/* nodesOf */.Nh)(element))
                    this.inline(child, builder, style, { ...context, link }, element);
                return;
            }
            case 'draw:g':
                for (const child of (0,xml_tree/* childElements */.AR)(element))
                    this.inline(child, builder, style, context, element);
                return;
        }
        if (SHAPE_ELEMENTS.has(name)) {
            this.shape(element, builder, style, context);
            return;
        }
        if (silent_elements/* SILENT_ELEMENTS */.E.has(name))
            return;
        if (TRANSPARENT_INLINE.has(name)) {
            for (const child of (0,xml_tree/* nodesOf */.Nh)(element))
                this.inline(child, builder, style, context, element);
            return;
        }
        if (name === 'text:p' || name === 'text:h' || name === 'text:list' || name === 'table:table') {
            // Block content where only inline content may be (some producers do it): keep its text.
            this.noteUnknown(element, context.part);
            for (const child of (0,xml_tree/* nodesOf */.Nh)(element))
                this.inline(child, builder, style, context, element);
            return;
        }
        this.noteUnknown(element, context.part);
        for (const child of (0,xml_tree/* nodesOf */.Nh)(element))
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
        const body = (0,xml_tree/* firstChild */.tq)(element, 'text:note-body');
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
        const creator = (0,xml_tree/* firstChild */.tq)(element, 'dc:creator');
        const author = creator ? (0,xml_tree/* deepText */.MB)(creator).trim() || undefined : undefined;
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
        for (const child of (0,xml_tree/* childElements */.AR)(element)) {
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
        const title = (0,xml_tree/* firstChild */.tq)(element, 'svg:title');
        const frameName = (title ? (0,xml_tree/* deepText */.MB)(title).trim() : '') || undefined;
        const textBox = (0,xml_tree/* firstChild */.tq)(element, 'draw:text-box');
        if (textBox) {
            this.textBoxStory(textBox, frameName ?? element.attrs['draw:name'], context);
            return;
        }
        const embedded = (0,xml_tree/* firstChild */.tq)(element, 'draw:object') ?? (0,xml_tree/* firstChild */.tq)(element, 'draw:object-ole');
        const image = (0,xml_tree/* firstChild */.tq)(element, 'draw:image');
        if (embedded) {
            builder.object(this.embeddedObject(embedded, image, frameName ?? element.attrs['draw:name']), style, this.locator(context.part, element), context.link);
            return;
        }
        if (image) {
            builder.object(this.imageObject(image, frameName), style, this.locator(context.part, element), context.link);
            return;
        }
        const other = (0,xml_tree/* childElements */.AR)(element).find((child) => child.name !== 'svg:title' && child.name !== 'svg:desc');
        if (other) {
            // draw:plugin, draw:applet, draw:floating-frame: compared by their XML.
            builder.object({
                kind: 'object',
                hash: (0,digest/* sha1 */.N)((0,xml_tree/* canonicalXml */.K1)(other)),
                name: frameName ?? element.attrs['draw:name'] ?? other.name,
            }, style, this.locator(context.part, element), context.link);
            this.noteUnknown(other, context.part);
        }
    }
    imageObject(image, title) {
        const href = image.attrs['xlink:href'] ?? '';
        const fileName = href.split('/').pop() || undefined;
        const name = title ?? fileName;
        const binary = (0,xml_tree/* firstChild */.tq)(image, 'office:binary-data');
        if (binary) {
            return withName({ kind: 'image', hash: (0,digest/* sha1 */.N)(Buffer.from((0,xml_tree/* deepText */.MB)(binary).replace(/\s+/g, ''), 'base64')) }, name);
        }
        const partName = packagePath(href);
        if (partName && this.options.archive.has(partName)) {
            return withName({ kind: 'image', hash: (0,digest/* sha1 */.N)(this.options.archive.read(partName)) }, name);
        }
        this.warn({
            code: 'missing-image',
            message: `image '${href}' is not in the package; compared by its link only`,
        });
        return withName({ kind: 'image', hash: (0,digest/* sha1 */.N)(href) }, name);
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
            // A chart is what a reader sees of it (type, title, series, axes), not its bytes.
            const chart = kind === 'chart' ? (0,shared_chart/* odfChartIdentity */.MG)(this.options.archive.text(contentPart), contentPart) : undefined;
            if (chart)
                return withName({ kind, ...chart }, name);
            return withName({ kind, hash: (0,digest/* sha1 */.N)(this.options.archive.read(contentPart)) }, name);
        }
        if (folder && this.options.archive.has(folder)) {
            return withName({ kind, hash: (0,digest/* sha1 */.N)(this.options.archive.read(folder)) }, name);
        }
        if (replacement)
            return { ...this.imageObject(replacement, name), kind };
        const inline = (0,xml_tree/* firstChild */.tq)(embedded, 'math:math') ?? (0,xml_tree/* childElements */.AR)(embedded)[0];
        return withName({ kind: inline?.name === 'math:math' ? 'equation' : kind, hash: (0,digest/* sha1 */.N)(inline ? (0,xml_tree/* canonicalXml */.K1)(inline) : href) }, name);
    }
    shape(element, builder, style, context) {
        const title = (0,xml_tree/* firstChild */.tq)(element, 'svg:title');
        const name = (title ? (0,xml_tree/* deepText */.MB)(title).trim() : '') || element.attrs['draw:name'];
        const hasText = (0,xml_tree/* childElements */.AR)(element).some((child) => child.name === 'text:p' || child.name === 'text:list');
        if (hasText) {
            this.textBoxStory(element, name, context);
            return;
        }
        builder.object({ kind: 'object', hash: (0,digest/* sha1 */.N)((0,xml_tree/* canonicalXml */.K1)(element)), name: name ?? element.name.slice('draw:'.length) }, style, this.locator(context.part, element), context.link);
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
        for (const item of (0,xml_tree/* childElements */.AR)(element)) {
            if (item.name === 'text:list-item' || item.name === 'text:list-header') {
                this.listItem(item, out, context, state, level);
            }
            else if (!silent_elements/* SILENT_ELEMENTS */.E.has(item.name)) {
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
        const producerLabel = (0,xml_tree/* firstChild */.tq)(item, 'text:number');
        let labelled = !numbered;
        const inner = { ...context, list: { state, level } };
        for (const child of (0,xml_tree/* childElements */.AR)(item)) {
            if ((child.name === 'text:p' || child.name === 'text:h') && !labelled) {
                labelled = true;
                const paragraph = this.paragraph(child, inner);
                const listStyleName = state.styleName ?? context.styles.paragraphInfo(child.attrs['text:style-name']).listStyleName;
                const label = producerLabel
                    ? (0,xml_tree/* deepText */.MB)(producerLabel)
                    : this.nextLabel(context.styles.listStyle(listStyleName), state, level);
                paragraph.list = { label, level };
                const format = listFormat(context.styles.listStyle(listStyleName)?.get(level + 1));
                if (format)
                    paragraph.list.format = format;
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
            for (const child of (0,xml_tree/* childElements */.AR)(container)) {
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
                    silent_elements/* SILENT_ELEMENTS */.E.has(child.name)) {
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
        for (const cellElement of (0,xml_tree/* childElements */.AR)(element)) {
            const covered = cellElement.name === 'table:covered-table-cell';
            if (!covered && cellElement.name !== 'table:table-cell') {
                if (!silent_elements/* SILENT_ELEMENTS */.E.has(cellElement.name))
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
        return { part, path: element.path ?? '' };
    }
}
const NUMBER_FORMATS = {
    '1': 'decimal',
    a: 'lowerLetter',
    A: 'upperLetter',
    i: 'lowerRoman',
    I: 'upperRoman',
    '': 'none',
};
/** A list level's number format, named as the Word reader names it. */
function listFormat(level) {
    if (!level)
        return undefined;
    if (level.kind === 'bullet')
        return 'bullet';
    return NUMBER_FORMATS[level.format] ?? level.format;
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

;// CONCATENATED MODULE: ./src/engine/formats/word/odt/sections.ts
/**
 * Sections of an ODT body, shown as the Word reader shows a DOCX's: the paragraph that ends a
 * section carries its page setup (page size, orientation, margins, columns) and the kind of break
 * that follows (`section break`), the body's last paragraph the last section's setup. ODF has two
 * kinds of break: a paragraph whose style names a master page starts a new page with that page
 * style (`next page`), and a text:section starts or ends in the flow of the page (`continuous`),
 * with columns of its own. Fed the body's paragraphs and sections in document order.
 */
class OdtSections {
    styles;
    masterPage;
    columns = [];
    last;
    sectionEdge = false;
    constructor(styles) {
        this.styles = styles;
        this.masterPage = styles.firstMasterPage;
    }
    paragraph(block, styleName) {
        const masterPage = this.styles.masterPageName(styleName);
        if (this.last && masterPage)
            this.end(this.last, 'next page');
        else if (this.last && this.sectionEdge)
            this.end(this.last, 'continuous');
        if (masterPage)
            this.masterPage = masterPage;
        this.sectionEdge = false;
        this.last = { block, columns: this.columns[this.columns.length - 1] };
    }
    enter(styleName) {
        this.columns.push(this.styles.sectionColumns(styleName));
        this.sectionEdge = true;
    }
    leave() {
        this.columns.pop();
        this.sectionEdge = true;
    }
    /** The last section's setup on the body's last paragraph, as a DOCX body's own w:sectPr. */
    finish() {
        if (this.last)
            this.end(this.last);
    }
    end(last, kind) {
        const setup = this.styles.pageSetup(this.masterPage);
        if (!setup && !kind)
            return;
        const properties = { ...last.block.properties, ...setup };
        if (last.columns)
            properties.columns = last.columns;
        if (kind)
            properties['section break'] = kind;
        last.block.properties = properties;
    }
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
    diff: diff/* diffWordDocuments */.u,
};
function readOdt(bytes, format, options) {
    const archive = zip/* ZipArchive */.SJ.of(bytes, options.archive, options.archiveLimits);
    const warnings = [];
    const mimetype = archive.text('mimetype')?.trim();
    if (mimetype && mimetype.startsWith('application/vnd.oasis.opendocument.') && !TEXT_MIME_TYPES.has(mimetype)) {
        const kind = mimetype.slice('application/vnd.oasis.opendocument.'.length);
        throw new errors/* UnsupportedFormatError */.N$(`the package is an OpenDocument ${kind}, not a text document`);
    }
    const mediaTypes = readManifest(archive, warnings, options);
    if (!archive.has('content.xml'))
        throw new errors/* CorruptDocumentError */.b6("the package has no part 'content.xml'");
    const contentRoot = (0,xml_tree/* parseOdfPart */.mv)(archive.text('content.xml') ?? '', 'content.xml');
    const stylesText = archive.text('styles.xml');
    const stylesRoot = stylesText !== undefined ? (0,xml_tree/* parseOdfPart */.mv)(stylesText, 'styles.xml') : undefined;
    const reader = new OdtContentReader({ archive, mediaTypes });
    const contentStyles = new OdfStyleScope(stylesRoot, contentRoot);
    const officeText = findOfficeText(contentRoot);
    if (!officeText) {
        throw new errors/* CorruptDocumentError */.b6("part 'content.xml' has no office:body/office:text (not a text document?)");
    }
    const revisionCount = reader.readTrackedChanges(officeText);
    const sections = new OdtSections(contentStyles);
    const body = {
        kind: 'body',
        key: 'body',
        label: 'body',
        blocks: reader.blocks(officeText, { part: 'content.xml', styles: contentStyles, sections }),
    };
    sections.finish();
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
        root = (0,xml_tree/* parseOdfPart */.mv)(text, 'META-INF/manifest.xml');
    }
    catch (error) {
        warnings.push({
            code: 'manifest-unreadable',
            message: error instanceof Error ? error.message : 'META-INF/manifest.xml cannot be read',
            locator: { part: 'META-INF/manifest.xml', path: '' },
        });
        return mediaTypes;
    }
    for (const entry of (0,xml_tree/* childElements */.AR)(root, 'manifest:file-entry')) {
        const path = entry.attrs['manifest:full-path'];
        if (!path)
            continue;
        mediaTypes.set(path, entry.attrs['manifest:media-type'] ?? '');
        if (path === 'content.xml' && (0,xml_tree/* firstChild */.tq)(entry, 'manifest:encryption-data')) {
            throw new errors/* PasswordRequiredError */.$F(options.password !== undefined
                ? 'the document is password-protected; opening encrypted OpenDocument files is not supported yet'
                : undefined);
        }
    }
    return mediaTypes;
}
function findOfficeText(root) {
    const body = (0,xml_tree/* firstChild */.tq)(root, 'office:body');
    return body ? (0,xml_tree/* firstChild */.tq)(body, 'office:text') : undefined;
}
function readHeadersAndFooters(stylesRoot, reader) {
    const masterStyles = (0,xml_tree/* firstChild */.tq)(stylesRoot, 'office:master-styles');
    if (!masterStyles)
        return [];
    const styles = new OdfStyleScope(stylesRoot, stylesRoot);
    const stories = [];
    for (const master of (0,xml_tree/* childElements */.AR)(masterStyles, 'style:master-page')) {
        const pageName = master.attrs['style:display-name'] ?? decodeStyleName(master.attrs['style:name'] ?? '');
        for (const { element, kind, variant } of HEADER_FOOTER_ELEMENTS) {
            const container = (0,xml_tree/* firstChild */.tq)(master, element);
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
        root = (0,xml_tree/* parseOdfPart */.mv)(text, 'meta.xml');
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
    const meta = (0,xml_tree/* firstChild */.tq)(root, 'office:meta');
    if (!meta)
        return { metadata };
    const value = (name) => {
        const element = (0,xml_tree/* firstChild */.tq)(meta, name);
        const found = element ? (0,xml_tree/* deepText */.MB)(element).trim() : '';
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
    const pages = (0,xml_tree/* firstChild */.tq)(meta, 'meta:document-statistic')?.attrs['meta:page-count'];
    const pageCount = pages !== undefined && /^\d+$/.test(pages) ? Number(pages) : undefined;
    return pageCount !== undefined ? { metadata, pageCount } : { metadata };
}


/***/ }),

/***/ 91721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ SILENT_ELEMENTS)
/* harmony export */ });
/**
 * ODF elements that declare things or mark positions and carry no visible content. The reader
 * skips them, and the writer must skip the same ones when it maps a paragraph's text to its XML,
 * or its offsets would drift from the reader's.
 */
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


/***/ })

};

return{id,ids,modules}})