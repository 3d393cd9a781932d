export const id = 6209;
export const ids = [6209];
export const modules = {

/***/ 6209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fieldText: () => (/* binding */ fieldText),
/* harmony export */   parseLength: () => (/* binding */ parseLength),
/* harmony export */   readOdp: () => (/* binding */ readOdp)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5380);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7679);
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5889);
/* harmony import */ var _tree__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4582);
/* harmony import */ var _package_xml_tree__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6372);
/* harmony import */ var _shared_chart__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3607);
/* harmony import */ var _package_digest__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5784);







/**
 * Reader for OpenDocument presentations. Each `draw:page` is a slide story of shape blocks
 * (frames, custom shapes, basic shapes, groups) with boxes from svg:x/y/width/height; text
 * comes from text:p, text:h and text:list with styles resolved from automatic and common
 * styles; `presentation:notes` become notes stories.
 */
const POINTS_PER_UNIT = { pt: 1, pc: 12, in: 72, cm: 72 / 2.54, mm: 72 / 25.4, px: 0.75 };
function parseLength(value) {
    if (!value)
        return undefined;
    const match = /^(-?[\d.]+)\s*([a-z]*)$/i.exec(value.trim());
    if (!match)
        return undefined;
    const factor = POINTS_PER_UNIT[match[2].toLowerCase() || 'pt'];
    return factor === undefined ? undefined : Number(match[1]) * factor;
}
const SHAPE_ELEMENTS = new Set([
    'frame',
    'custom-shape',
    'rect',
    'ellipse',
    'circle',
    'polygon',
    'polyline',
    'path',
    'line',
    'connector',
    'caption',
    'measure',
    'g',
    'regular-polygon',
    'control',
]);
const CLASS_PLACEHOLDERS = {
    title: 'title',
    outline: 'body',
    subtitle: 'subTitle',
    notes: 'body',
    graphic: 'pic',
    object: 'obj',
    chart: 'chart',
    table: 'tbl',
    page: 'sldImg',
    header: 'hdr',
    footer: 'ftr',
    'date-time': 'dt',
    'page-number': 'sldNum',
};
function readOdp(bytes, options = {}) {
    return new OdpReader(_archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ.of(bytes, options.archive, options.archiveLimits)).read();
}
class OdpReader {
    zip;
    warnings = new Map();
    textStyles = new Map();
    fontFamilies = new Map();
    /** The document's default text properties (style:default-style), under every style chain. */
    defaults = {};
    slideSize = { width: 720, height: 540 };
    constructor(zip) {
        this.zip = zip;
    }
    read() {
        const contentText = this.zip.text('content.xml');
        if (contentText === undefined)
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6("the OpenDocument package has no 'content.xml'");
        const content = (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_3__/* .parseOdfPart */ .mv)(contentText, 'content.xml');
        const stylesText = this.zip.text('styles.xml');
        const styles = stylesText ? (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_3__/* .parseOdfPart */ .mv)(stylesText, 'styles.xml') : undefined;
        // Fonts are named by declaration; LibreOffice renumbers the declarations on each save.
        for (const part of [styles, content])
            for (const face of (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .children */ .Y_)((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(part, 'office:font-face-decls'), 'style:font-face')) {
                const name = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(face, 'style:name');
                const family = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(face, 'svg:font-family');
                if (name && family)
                    this.fontFamilies.set(name, unquoteFamily(family));
            }
        if (styles) {
            this.collectDefaults((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(styles, 'office:styles'));
            this.collectStyles((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(styles, 'office:styles'));
            this.collectStyles((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(styles, 'office:automatic-styles'));
            this.slideSize = this.pageSize(styles) ?? this.slideSize;
        }
        this.collectStyles((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(content, 'office:automatic-styles'));
        const presentation = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(content, 'office:body'), 'office:presentation');
        if (!presentation)
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6('content.xml has no office:presentation body');
        const stories = [];
        const slides = [];
        for (const page of (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .children */ .Y_)(presentation, 'draw:page')) {
            const number = slides.length + 1;
            const key = `slide:${number}`;
            const blocks = this.readShapes(page);
            const title = blocks.find((b) => b.type === 'shape' && b.placeholder === 'title');
            const titleText = title?.blocks
                .map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : ''))
                .join(' ')
                .trim();
            stories.push({
                kind: 'slide',
                key,
                label: (0,_model__WEBPACK_IMPORTED_MODULE_5__/* .slideLabel */ .ei)(number, titleText || undefined),
                pageSize: this.slideSize,
                blocks,
            });
            const notes = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(page, 'presentation:notes');
            if (notes) {
                const notesBlocks = this.readShapes(notes).filter((b) => b.type === 'shape' && b.placeholder !== 'sldImg');
                stories.push({ kind: 'notes', key: `notes:${key}`, label: `notes of slide ${number}`, blocks: notesBlocks });
            }
            slides.push({
                key,
                part: 'content.xml',
                number,
                id: (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(page, 'draw:name') ?? (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(page, 'draw:id') ?? '',
                path: (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .pathOf */ .XM)(page),
            });
        }
        const familyData = { kind: 'odp', slides, slideSize: this.slideSize };
        return {
            format: 'odp',
            stories,
            metadata: this.metadata(),
            pageCount: slides.length,
            pageSize: this.slideSize,
            warnings: [...this.warnings.values()],
            familyData,
        };
    }
    warn(code, message, element) {
        if (!this.warnings.has(code + message))
            this.warnings.set(code + message, {
                code,
                message,
                locator: element ? { part: 'content.xml', path: (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .pathOf */ .XM)(element) } : undefined,
            });
    }
    metadata() {
        const text = this.zip.text('meta.xml');
        if (!text)
            return {};
        const meta = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .descendant */ .YW)((0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_3__/* .parseOdfPart */ .mv)(text, 'meta.xml'), 'office:meta');
        const value = (name) => (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .textContent */ .P_)(meta?.children.find((e) => (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .local */ .sr)(e) === name))?.trim() || undefined;
        return {
            title: value('title'),
            author: value('initial-creator'),
            lastModifiedBy: value('creator'),
            created: value('creation-date'),
            modified: value('date'),
        };
    }
    pageSize(styles) {
        const master = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(styles, 'office:master-styles'), 'style:master-page');
        const layoutName = master ? (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(master, 'style:page-layout-name') : undefined;
        const layouts = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .children */ .Y_)((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(styles, 'office:automatic-styles'), 'style:page-layout');
        const layout = layouts.find((l) => (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(l, 'style:name') === layoutName) ?? layouts[0];
        const properties = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(layout, 'style:page-layout-properties');
        const width = parseLength((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(properties, 'fo:page-width'));
        const height = parseLength((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(properties, 'fo:page-height'));
        return width && height ? { width, height } : undefined;
    }
    /** Graphic defaults first: they are what a frame's text starts from; paragraph ones fill gaps. */
    collectDefaults(container) {
        const defaults = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .children */ .Y_)(container, 'style:default-style');
        for (const family of ['graphic', 'presentation', 'paragraph']) {
            const style = defaults.find((d) => (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(d, 'style:family') === family);
            const own = this.textProperties((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(style, 'style:text-properties'));
            for (const [key, value] of Object.entries(own))
                if (!(key in this.defaults))
                    this.defaults[key] = value;
        }
    }
    collectStyles(container) {
        for (const style of (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .children */ .Y_)(container, 'style:style')) {
            const name = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(style, 'style:name');
            if (!name)
                continue;
            const runStyle = this.textProperties((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(style, 'style:text-properties'));
            this.textStyles.set(name, { parent: (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(style, 'style:parent-style-name'), style: runStyle });
        }
    }
    textProperties(properties) {
        const runStyle = {};
        {
            if (properties) {
                const weight = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(properties, 'fo:font-weight');
                if (weight)
                    runStyle.bold = weight === 'bold' || Number(weight) >= 600;
                const fontStyle = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(properties, 'fo:font-style');
                if (fontStyle)
                    runStyle.italic = fontStyle === 'italic' || fontStyle === 'oblique';
                const underline = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(properties, 'style:text-underline-style');
                if (underline)
                    runStyle.underline =
                        underline === 'none'
                            ? 'none'
                            : (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(properties, 'style:text-underline-type') === 'double'
                                ? 'double'
                                : 'single';
                const strike = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(properties, 'style:text-line-through-style');
                if (strike)
                    runStyle.strike = strike !== 'none';
                const size = parseLength((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(properties, 'fo:font-size'));
                if (size)
                    runStyle.size = Math.round(size * 100) / 100;
                const declared = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(properties, 'style:font-name');
                const font = (declared && this.fontFamilies.get(declared)) ?? declared ?? (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(properties, 'fo:font-family');
                if (font)
                    runStyle.font = unquoteFamily(font);
                const color = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(properties, 'fo:color');
                if (color?.startsWith('#'))
                    runStyle.color = color.slice(1).toUpperCase();
                const background = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(properties, 'fo:background-color');
                if (background?.startsWith('#'))
                    runStyle.highlight = background.slice(1).toUpperCase();
            }
        }
        return runStyle;
    }
    resolvedStyle(names) {
        const merged = {};
        for (const first of names) {
            let name = first;
            for (let depth = 0; name && depth < 20; depth++) {
                const style = this.textStyles.get(name);
                if (!style)
                    break;
                for (const [key, value] of Object.entries(style.style))
                    if (!(key in merged))
                        merged[key] = value;
                name = style.parent;
            }
        }
        for (const [key, value] of Object.entries(this.defaults))
            if (!(key in merged))
                merged[key] = value;
        for (const key of Object.keys(merged)) {
            const value = merged[key];
            if (value === false || value === 'none')
                delete merged[key];
        }
        return merged;
    }
    readShapes(container) {
        const blocks = [];
        for (const element of container.children) {
            if (!(0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .inVocabulary */ .ww)(element, 'draw') || !SHAPE_ELEMENTS.has((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .local */ .sr)(element))) {
                if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .inVocabulary */ .ww)(element, 'draw'))
                    this.warn('unknown-shape', `slide element draw:${(0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .local */ .sr)(element)} is not compared`, element);
                continue;
            }
            blocks.push(this.readShape(element));
        }
        return blocks;
    }
    readShape(element) {
        const name = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .local */ .sr)(element);
        const presentationClass = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'presentation:class');
        const shape = {
            type: 'shape',
            id: (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'draw:id') ?? (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .attr */ .CF)(element, 'xml:id'),
            name: (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'draw:name'),
            placeholder: presentationClass ? (CLASS_PLACEHOLDERS[presentationClass] ?? presentationClass) : undefined,
            box: shapeBox(element),
            blocks: [],
            locator: { part: 'content.xml', path: (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .pathOf */ .XM)(element) },
        };
        if (!shape.id)
            delete shape.id;
        if (!shape.name)
            delete shape.name;
        if (!shape.placeholder)
            delete shape.placeholder;
        if (name === 'g') {
            shape.blocks = this.readShapes(element);
            shape.box = unionBox(shape.blocks.map((b) => (b.type === 'shape' ? b.box : undefined)));
            return shape;
        }
        // Nearest first: a paragraph style LibreOffice adds on a re-save (draw:text-style-name)
        // refines the frame's graphic or presentation style, which still supplies the rest.
        const frameStyle = [
            (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'draw:text-style-name'),
            (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'presentation:style-name'),
            (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'draw:style-name'),
        ];
        if (name === 'frame') {
            const inner = element.children.find((e) => !(0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(e, 'svg:title') && !(0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(e, 'svg:desc') && !(0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(e, 'draw:contour-polygon'));
            if (!inner)
                return shape;
            if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(inner, 'draw:text-box'))
                shape.blocks = this.readText(inner, frameStyle);
            else if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(inner, 'draw:image'))
                shape.object = this.imageObject(inner, shape.name);
            else if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(inner, 'draw:object') || (0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(inner, 'draw:object-ole') || (0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(inner, 'draw:plugin'))
                shape.object = this.embeddedObject(inner, shape.name);
            else if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(inner, 'table:table'))
                shape.blocks = [this.readTable(inner, frameStyle)];
            else {
                this.warn('unknown-frame', `a frame holding ${inner.name} is compared by its markup`, inner);
                shape.object = { kind: 'object', hash: (0,_package_digest__WEBPACK_IMPORTED_MODULE_6__/* .sha1 */ .N)((0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_3__/* .canonicalXml */ .K1)(inner)), name: shape.name ?? 'object' };
            }
            return shape;
        }
        shape.blocks = this.readText(element, frameStyle);
        return shape;
    }
    imageObject(image, name) {
        const href = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(image, 'xlink:href');
        const path = href?.replace(/^\.\//, '');
        if (path && this.zip.has(path))
            return { kind: 'image', hash: (0,_package_digest__WEBPACK_IMPORTED_MODULE_6__/* .sha1 */ .N)(this.zip.read(path)), name: name ?? path.slice(path.lastIndexOf('/') + 1) };
        const binary = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(image, 'office:binary-data');
        if (binary)
            return { kind: 'image', hash: (0,_package_digest__WEBPACK_IMPORTED_MODULE_6__/* .sha1 */ .N)((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .textContent */ .P_)(binary) ?? ''), name: name ?? 'image' };
        return { kind: 'image', hash: (0,_package_digest__WEBPACK_IMPORTED_MODULE_6__/* .sha1 */ .N)(href ?? (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_3__/* .canonicalXml */ .K1)(image)), name: name ?? href ?? 'image' };
    }
    embeddedObject(object, name) {
        const href = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(object, 'xlink:href')?.replace(/^\.\//, '');
        if (href) {
            const parts = this.zip
                .names()
                .filter((n) => n.startsWith(`${href}/`) && n.endsWith('content.xml'))
                .sort();
            // A chart is what a reader sees of it (type, title, series, axes), not its bytes.
            const chart = parts.includes(`${href}/content.xml`)
                ? (0,_shared_chart__WEBPACK_IMPORTED_MODULE_4__/* .odfChartIdentity */ .MG)(this.zip.text(`${href}/content.xml`), `${href}/content.xml`)
                : undefined;
            if (chart)
                return { kind: 'chart', ...chart, name: name ?? href };
            if (parts.length)
                return { kind: 'chart', hash: (0,_package_digest__WEBPACK_IMPORTED_MODULE_6__/* .sha1 */ .N)(parts.map((p) => (0,_package_digest__WEBPACK_IMPORTED_MODULE_6__/* .sha1 */ .N)(this.zip.read(p))).join(',')), name: name ?? href };
            if (this.zip.has(href))
                return { kind: 'object', hash: (0,_package_digest__WEBPACK_IMPORTED_MODULE_6__/* .sha1 */ .N)(this.zip.read(href)), name: name ?? href };
        }
        return { kind: 'object', hash: (0,_package_digest__WEBPACK_IMPORTED_MODULE_6__/* .sha1 */ .N)((0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_3__/* .canonicalXml */ .K1)(object)), name: name ?? 'object' };
    }
    readTable(table, frameStyle) {
        const rows = [];
        const visitRows = (container) => {
            for (const element of container.children) {
                if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(element, 'table:table-row')) {
                    rows.push({
                        locator: { part: 'content.xml', path: (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .pathOf */ .XM)(element) },
                        cells: element.children
                            .filter((c) => (0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(c, 'table:table-cell') || (0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(c, 'table:covered-table-cell'))
                            .map((c) => {
                            const span = Number((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(c, 'table:number-columns-spanned') ?? 1);
                            return {
                                blocks: this.readText(c, [(0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(c, 'table:style-name'), ...frameStyle]),
                                locator: { part: 'content.xml', path: (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .pathOf */ .XM)(c) },
                                ...(span > 1 ? { colSpan: span } : {}),
                            };
                        }),
                    });
                }
                else if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(element, 'table:table-rows') ||
                    (0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(element, 'table:table-header-rows') ||
                    (0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(element, 'table:table-row-group'))
                    visitRows(element);
            }
        };
        visitRows(table);
        return { type: 'table', rows, locator: { part: 'content.xml', path: (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .pathOf */ .XM)(table) } };
    }
    readText(container, inherited, level = -1) {
        const paragraphs = [];
        for (const element of container.children) {
            if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(element, 'text:p') || (0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(element, 'text:h')) {
                const style = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'text:style-name');
                const runs = [];
                this.readRuns(element, [style, ...inherited], runs);
                const paragraph = {
                    type: 'paragraph',
                    runs,
                    locator: { part: 'content.xml', path: (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .pathOf */ .XM)(element) },
                };
                if (level >= 0)
                    paragraph.list = { label: '•', level };
                paragraphs.push(paragraph);
            }
            else if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(element, 'text:list')) {
                for (const item of element.children)
                    if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(item, 'text:list-item') || (0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(item, 'text:list-header'))
                        paragraphs.push(...this.readText(item, inherited, level + 1));
            }
            else if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(element, 'text:section'))
                paragraphs.push(...this.readText(element, inherited, level));
        }
        return paragraphs;
    }
    readRuns(element, styles, runs, link) {
        for (const node of element.nodes ?? element.children) {
            if (typeof node === 'string') {
                const text = node.replace(/[\t\n\r ]+/g, ' ');
                if (text)
                    runs.push({ text, style: this.resolvedStyle(styles), ...(link ? { link } : {}) });
                continue;
            }
            const e = node;
            const name = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .local */ .sr)(e);
            if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(e, 'text:span'))
                this.readRuns(e, [(0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(e, 'text:style-name'), ...styles], runs, link);
            else if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(e, 'text:a'))
                this.readRuns(e, styles, runs, (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(e, 'xlink:href'));
            else if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(e, 'text:s'))
                runs.push({
                    text: ' '.repeat(Math.max(1, Number((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(e, 'text:c') ?? 1) || 1)),
                    style: this.resolvedStyle(styles),
                });
            else if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(e, 'text:tab'))
                runs.push({ text: '\t', style: this.resolvedStyle(styles) });
            else if (fieldOf(e) !== undefined)
                runs.push({ text: fieldOf(e), style: this.resolvedStyle(styles) });
            else if ((0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(e, 'text:line-break'))
                runs.push({ text: '\n', style: this.resolvedStyle(styles) });
            else if (name === 'annotation' || name === 'bookmark' || name === 'bookmark-start' || name === 'bookmark-end')
                continue;
            else
                this.readRuns(e, styles, runs, link);
        }
    }
}
/** A declared font family without the quotes ODF puts around names with spaces. */
function unquoteFamily(family) {
    return family.trim().replace(/^(['"])(.*)\1$/, '$2');
}
/**
 * Fields a program fills in when it draws or saves the page, read by their kind: the cached
 * text is whatever the last program wrote ("Foliennummer", "<number>", "3") and a re-save
 * rewrites it. A fixed date or time is text the author chose, read as written.
 */
const FIELD_KINDS = {
    'text:page-number': '‹#›',
    'text:page-count': '‹page count›',
    'text:date': '‹date›',
    'text:time': '‹time›',
};
function fieldText(qname, fixed) {
    if ((qname === 'text:date' || qname === 'text:time') && fixed === 'true')
        return undefined;
    return FIELD_KINDS[qname];
}
function fieldOf(element) {
    const kind = Object.keys(FIELD_KINDS).find((name) => (0,_tree__WEBPACK_IMPORTED_MODULE_2__.is)(element, name));
    return kind ? fieldText(kind, (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'text:fixed')) : undefined;
}
function shapeBox(element) {
    const name = (0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .local */ .sr)(element);
    if (name === 'line' || name === 'connector' || name === 'measure') {
        const x1 = parseLength((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'svg:x1'));
        const y1 = parseLength((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'svg:y1'));
        const x2 = parseLength((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'svg:x2'));
        const y2 = parseLength((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'svg:y2'));
        if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined)
            return undefined;
        return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
    }
    const width = parseLength((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'svg:width'));
    const height = parseLength((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'svg:height'));
    if (width === undefined || height === undefined)
        return undefined;
    return {
        x: parseLength((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'svg:x')) ?? 0,
        y: parseLength((0,_tree__WEBPACK_IMPORTED_MODULE_2__/* .nsAttr */ .p)(element, 'svg:y')) ?? 0,
        width,
        height,
    };
}
function unionBox(boxes) {
    const present = boxes.filter((b) => !!b);
    if (!present.length)
        return undefined;
    const x = Math.min(...present.map((b) => b.x));
    const y = Math.min(...present.map((b) => b.y));
    return {
        x,
        y,
        width: Math.max(...present.map((b) => b.x + b.width)) - x,
        height: Math.max(...present.map((b) => b.y + b.height)) - y,
    };
}


/***/ })

};
