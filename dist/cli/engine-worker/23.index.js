export const id = 23;
export const ids = [23];
export const modules = {

/***/ 5784:
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

/***/ 3607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MG: () => (/* binding */ odfChartIdentity),
/* harmony export */   jH: () => (/* binding */ chartIdentity)
/* harmony export */ });
/* unused harmony exports readChart, readOdfChart, chartText */
/* harmony import */ var _package_digest__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5784);
/* harmony import */ var _package_xml_tree__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6372);


const PLOT_TYPES = {
    'c:areaChart': 'area',
    'c:area3DChart': '3-D area',
    'c:barChart': 'bar',
    'c:bar3DChart': '3-D bar',
    'c:bubbleChart': 'bubble',
    'c:doughnutChart': 'doughnut',
    'c:lineChart': 'line',
    'c:line3DChart': '3-D line',
    'c:ofPieChart': 'pie of pie',
    'c:pieChart': 'pie',
    'c:pie3DChart': '3-D pie',
    'c:radarChart': 'radar',
    'c:scatterChart': 'scatter',
    'c:stockChart': 'stock',
    'c:surfaceChart': 'surface',
    'c:surface3DChart': '3-D surface',
};
const AXES = {
    'c:catAx': 'category axis',
    'c:valAx': 'value axis',
    'c:dateAx': 'date axis',
    'c:serAx': 'series axis',
};
/** Reads a chart part; undefined when it is not a DrawingML chart (chartex, malformed XML). */
function readChart(xml, part) {
    let root;
    try {
        root = (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_0__/* .parseXmlPart */ .m8)(xml, part).root;
    }
    catch {
        return undefined;
    }
    if (root.name !== 'c:chartSpace')
        return undefined;
    const chart = root.child('c:chart');
    if (!chart)
        return undefined;
    const plotArea = chart.child('c:plotArea');
    const summary = { types: [], series: [], axes: [] };
    const title = chart.child('c:title');
    if (title && chart.child('c:autoTitleDeleted')?.attr('val') !== '1')
        summary.title = titleText(title);
    for (const plot of plotArea?.children ?? []) {
        const type = PLOT_TYPES[plot.name];
        if (type) {
            summary.types.push(plotTypeName(plot, type));
            for (const series of plot.children)
                if (series.name === 'c:ser')
                    summary.series.push(readSeries(series));
            continue;
        }
        const axis = AXES[plot.name];
        if (axis)
            summary.axes.push(readAxis(plot, axis));
    }
    const legend = chart.child('c:legend');
    if (legend)
        summary.legend = legend.child('c:legendPos')?.attr('val') ?? 'r';
    return summary;
}
function plotTypeName(plot, type) {
    let name = type;
    const direction = plot.child('c:barDir')?.attr('val');
    if (type.endsWith('bar') && direction === 'col')
        name = type.replace('bar', 'column');
    const grouping = plot.child('c:grouping')?.attr('val');
    if (grouping === 'stacked' || grouping === 'percentStacked')
        name = `${grouping === 'stacked' ? 'stacked' : '100% stacked'} ${name}`;
    const style = plot.child('c:scatterStyle')?.attr('val');
    if (style && style !== 'marker' && style !== 'none')
        name += ` (${style})`;
    return name;
}
function readSeries(series) {
    const index = Number(series.child('c:idx')?.attr('val') ?? 0);
    const tx = series.child('c:tx');
    const name = (tx && (tx.child('c:v')?.text ?? dataText(tx))) || `Series ${index + 1}`;
    const categories = dataText(series.child('c:cat') ?? series.child('c:xVal'), true);
    const values = dataText(series.child('c:val') ?? series.child('c:yVal'), true);
    return {
        name,
        categories: splitData(categories),
        values: splitData(values),
    };
}
const DATA_SEPARATOR = '\u0001';
/** The cached points of a c:strRef/c:numRef/c:multiLvlStrRef/literal, or the reference when uncached. */
function dataText(holder, list = false) {
    if (!holder)
        return '';
    for (const source of holder.children) {
        const cache = source.child('c:strCache') ??
            source.child('c:numCache') ??
            source.child('c:multiLvlStrCache') ??
            (source.name === 'c:strLit' || source.name === 'c:numLit' ? source : undefined);
        if (cache) {
            const points = collectPoints(cache);
            if (points.length > 0)
                return list ? points.join(DATA_SEPARATOR) : points.join(' ');
        }
        const reference = source.child('c:f')?.text;
        if (reference)
            return `=${reference}`;
    }
    return '';
}
function collectPoints(cache) {
    const count = Number(cache.child('c:ptCount')?.attr('val') ?? 0);
    const points = [];
    const levels = cache.children.filter((c) => c.name === 'c:lvl');
    const direct = cache.children.filter((c) => c.name === 'c:pt');
    // A multi-level category names each point by its levels, innermost first in the file.
    const sources = levels.length > 0 ? levels : [cache];
    for (const source of sources.length ? sources : [cache]) {
        for (const point of source === cache ? direct : source.children.filter((c) => c.name === 'c:pt')) {
            const at = Number(point.attr('idx') ?? points.length);
            const value = point.child('c:v')?.text ?? '';
            points[at] = points[at] === undefined ? value : `${value} / ${points[at]}`;
        }
    }
    const length = Math.max(count, points.length);
    return Array.from({ length }, (_, i) => points[i] ?? '');
}
function splitData(text) {
    if (text === '')
        return [];
    return text.split(DATA_SEPARATOR);
}
function readAxis(axis, kind) {
    const scaling = axis.child('c:scaling');
    const result = { kind };
    const title = axis.child('c:title');
    if (title)
        result.title = titleText(title);
    const min = scaling?.child('c:min')?.attr('val');
    const max = scaling?.child('c:max')?.attr('val');
    if (min !== undefined)
        result.min = min;
    if (max !== undefined)
        result.max = max;
    if (scaling?.child('c:orientation')?.attr('val') === 'maxMin')
        result.reversed = true;
    const format = axis.child('c:numFmt');
    if (format && format.attr('sourceLinked') !== '1')
        result.numberFormat = format.attr('formatCode');
    if (axis.child('c:delete')?.attr('val') === '1')
        result.hidden = true;
    return result;
}
function titleText(title) {
    const tx = title.child('c:tx');
    if (!tx)
        return '';
    const rich = tx.child('c:rich');
    if (rich)
        return collectText(rich).trim();
    return dataText(tx);
}
function collectText(element) {
    if (element.name === 'a:t')
        return element.text;
    let text = '';
    for (const child of element.children) {
        text += collectText(child);
        if (child.name === 'a:p')
            text += ' ';
    }
    return text;
}
// ---------------------------------------------------------------------------------------------
// OpenDocument charts (the `Object N/content.xml` of a draw:object in ODS, ODT and ODP)
const ODF_PLOT_TYPES = {
    'chart:area': 'area',
    'chart:bar': 'bar',
    'chart:bubble': 'bubble',
    'chart:circle': 'pie',
    'chart:filled-radar': 'filled radar',
    'chart:gantt': 'gantt',
    'chart:line': 'line',
    'chart:radar': 'radar',
    'chart:ring': 'doughnut',
    'chart:scatter': 'scatter',
    'chart:stock': 'stock',
    'chart:surface': 'surface',
};
/**
 * Reads an OpenDocument chart object's content.xml; undefined when it holds no chart:chart.
 * Points come from the object's local table: the data itself in text documents and
 * presentations, the copy of the sheet's cells a spreadsheet's chart keeps beside its ranges.
 */
function readOdfChart(xml, part) {
    let root;
    try {
        root = (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_0__/* .parseXmlPart */ .m8)(xml, part).root;
    }
    catch {
        return undefined;
    }
    const chart = root.child('office:body')?.child('office:chart')?.child('chart:chart');
    if (!chart)
        return undefined;
    const styles = new Map();
    for (const style of root.child('office:automatic-styles')?.children ?? []) {
        const name = style.attr('style:name');
        if (name)
            styles.set(name, style);
    }
    const properties = (element) => styles.get(element?.attr('chart:style-name') ?? '')?.child('style:chart-properties');
    const table = readLocalTable(chart.child('table:table'));
    const plotArea = chart.child('chart:plot-area');
    const plot = properties(plotArea);
    const mainClass = chart.attr('chart:class') ?? '';
    const summary = { types: [], series: [], axes: [] };
    const title = chart.child('chart:title');
    if (title)
        summary.title = odfText(title);
    const categoryAxis = plotArea?.children.find((c) => c.name === 'chart:axis' && c.attr('chart:dimension') === 'x');
    const categories = categoryAxis?.child('chart:categories')?.attr('table:cell-range-address');
    for (const element of plotArea?.children ?? []) {
        if (element.name === 'chart:series') {
            const type = odfPlotTypeName(element.attr('chart:class') ?? mainClass, plot);
            if (!summary.types.includes(type))
                summary.types.push(type);
            const label = element.attr('chart:label-cell-address');
            const domain = element.child('chart:domain')?.attr('table:cell-range-address') ?? categories;
            summary.series.push({
                name: (label && rangePoints(label, table).join(' ')) || `Series ${summary.series.length + 1}`,
                categories: domain ? rangePoints(domain, table) : [],
                values: rangePoints(element.attr('chart:values-cell-range-address') ?? '', table),
            });
        }
        else if (element.name === 'chart:axis')
            summary.axes.push(readOdfAxis(element, mainClass, styles));
    }
    if (summary.types.length === 0 && ODF_PLOT_TYPES[mainClass])
        summary.types.push(odfPlotTypeName(mainClass, plot));
    const legend = chart.child('chart:legend');
    if (legend)
        summary.legend = legend.attr('chart:legend-position') ?? 'end';
    return summary;
}
function odfPlotTypeName(chartClass, plot) {
    let name = ODF_PLOT_TYPES[chartClass] ?? chartClass.replace(/^chart:/, '');
    // ODF's "vertical" bars run along a vertical category axis: horizontal bars, OOXML's bar.
    if (name === 'bar' && plot?.attr('chart:vertical') !== 'true')
        name = 'column';
    if (plot?.attr('chart:three-dimensional') === 'true')
        name = `3-D ${name}`;
    if (plot?.attr('chart:percentage') === 'true')
        name = `100% stacked ${name}`;
    else if (plot?.attr('chart:stacked') === 'true')
        name = `stacked ${name}`;
    return name;
}
function readOdfAxis(axis, chartClass, styles) {
    const dimension = axis.attr('chart:dimension');
    const xy = chartClass === 'chart:scatter' || chartClass === 'chart:bubble';
    let kind = dimension === 'x' ? (xy ? 'x value axis' : 'category axis') : dimension === 'z' ? 'series axis' : 'value axis';
    if (axis.attr('chart:name')?.startsWith('secondary'))
        kind = `secondary ${kind}`;
    const result = { kind };
    const title = axis.child('chart:title');
    if (title)
        result.title = odfText(title);
    const style = styles.get(axis.attr('chart:style-name') ?? '');
    const scale = style?.child('style:chart-properties');
    const min = scale?.attr('chart:minimum');
    const max = scale?.attr('chart:maximum');
    if (min !== undefined)
        result.min = min;
    if (max !== undefined)
        result.max = max;
    if (scale?.attr('chart:reverse-direction') === 'true')
        result.reversed = true;
    if (scale?.attr('chart:display-label') === 'false')
        result.hidden = true;
    const dataStyle = style?.attr('style:data-style-name');
    const format = dataStyle ? styles.get(dataStyle) : undefined;
    if (format && scale?.attr('chart:link-data-style-to-source') !== 'true')
        result.numberFormat = odfNumberFormat(format);
    return result;
}
/** A number style as a format code a reviewer recognises (`0.00`, `0%`, `€0.00`). */
function odfNumberFormat(style) {
    let code = '';
    for (const part of style.children) {
        if (part.name === 'number:number') {
            const decimals = Number(part.attr('number:decimal-places') ?? 0);
            const grouping = part.attr('number:grouping') === 'true' ? '#,##' : '';
            code += `${grouping}0${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`;
        }
        else if (part.name === 'number:text' || part.name === 'number:currency-symbol')
            code += (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_0__/* .deepText */ .MB)(part);
    }
    if (style.name === 'number:percentage-style' && !code.includes('%'))
        code += '%';
    return code || style.name.replace(/^number:/, '');
}
function odfText(element) {
    return element.children
        .filter((p) => p.name === 'text:p' || p.name === 'text:h')
        .map((p) => (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_0__/* .deepText */ .MB)(p).trim())
        .join(' ')
        .trim();
}
function readLocalTable(table) {
    const cells = [];
    const rangeStarts = new Map();
    const visit = (container) => {
        for (const element of container.children) {
            if (element.name === 'table:table-row') {
                const row = [];
                for (const cell of element.children) {
                    if (cell.name !== 'table:table-cell' && cell.name !== 'table:covered-table-cell')
                        continue;
                    const repeat = Math.min(Math.max(1, Number(cell.attr('table:number-columns-repeated') ?? 1) || 1), 1024);
                    const range = cell.child('draw:g')?.child('svg:desc');
                    if (range)
                        rangeStarts.set((0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_0__/* .deepText */ .MB)(range).trim(), { row: cells.length, col: row.length });
                    const value = localCellValue(cell);
                    for (let k = 0; k < repeat; k++)
                        row.push(value);
                }
                cells.push(row);
            }
            else if (element.name === 'table:table-header-rows' || element.name === 'table:table-rows')
                visit(element);
        }
    };
    if (table)
        visit(table);
    return { cells, rangeStarts };
}
function localCellValue(cell) {
    const type = cell.attr('office:value-type');
    const number = type === 'float' || type === 'percentage' || type === 'currency';
    if (number && cell.attr('office:value') !== undefined)
        return cell.attr('office:value');
    const text = odfText(cell);
    return type === undefined && text === '' ? undefined : text;
}
/**
 * The points of a cell range address (`local-table.$B$2:.$B$5`, `Sheet1.B2:Sheet1.B5`, several
 * separated by spaces) read from the local table; a range the table has no copy of is shown by
 * its address, as an uncached OOXML series is.
 */
function rangePoints(address, table) {
    const points = [];
    for (const range of splitOutsideQuotes(address.trim(), ' ')) {
        if (range === '')
            continue;
        const [from, to] = splitOutsideQuotes(range, ':').map(cellAddress);
        const start = from;
        const end = to ?? from;
        if (!start || !end)
            return [`=${address}`];
        const local = start.table === 'local-table' ? start : table.rangeStarts.get(range);
        if (!local)
            return [`=${address}`];
        for (let r = 0; r <= end.row - start.row; r++)
            for (let c = 0; c <= end.col - start.col; c++)
                points.push(table.cells[local.row + r]?.[local.col + c] ?? '');
    }
    return points;
}
function splitOutsideQuotes(text, separator) {
    const parts = [];
    let inQuote = false;
    let from = 0;
    for (let i = 0; i < text.length; i++) {
        if (text[i] === "'")
            inQuote = !inQuote;
        else if (text[i] === separator && !inQuote) {
            parts.push(text.slice(from, i));
            from = i + 1;
        }
    }
    parts.push(text.slice(from));
    return parts;
}
/** `'My sheet'.$B$2` → the table name (empty when left out, as in `.$B$5`) and the zero-based cell. */
function cellAddress(text) {
    const dot = text.lastIndexOf('.');
    const match = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(text.slice(dot + 1));
    if (!match)
        return undefined;
    let col = 0;
    for (const letter of match[1].toUpperCase())
        col = col * 26 + letter.charCodeAt(0) - 64;
    const table = text
        .slice(0, Math.max(dot, 0))
        .replace(/^\$/, '')
        .replace(/^'(.*)'$/, '$1')
        .replace(/''/g, "'");
    return { table, row: Number(match[2]) - 1, col: col - 1 };
}
/** One line a reviewer reads: `column chart "Sales": "2025" (Q1 10, Q2 20); value axis 0–100`. */
function chartText(chart) {
    const parts = [];
    const kind = chart.types.length ? chart.types.join(' + ') : 'empty';
    parts.push(chart.title ? `${kind} chart "${chart.title}"` : `${kind} chart`);
    for (const series of chart.series)
        parts.push(`"${series.name}" (${seriesPoints(series)})`);
    for (const axis of chart.axes) {
        const details = axisDetails(axis);
        if (details)
            parts.push(`${axis.kind} ${details}`);
    }
    return parts.join('; ');
}
function seriesPoints(series) {
    const points = series.values.map((value, i) => series.categories[i] !== undefined && series.categories[i] !== '' ? `${series.categories[i]} ${value}` : value);
    const shown = points.slice(0, 12).join(', ');
    return points.length > 12 ? `${shown}, … ${points.length} points` : shown;
}
function axisDetails(axis) {
    const details = [];
    if (axis.title)
        details.push(`"${axis.title}"`);
    if (axis.min !== undefined || axis.max !== undefined)
        details.push(`${axis.min ?? 'auto'}–${axis.max ?? 'auto'}`);
    if (axis.numberFormat)
        details.push(`format ${axis.numberFormat}`);
    if (axis.reversed)
        details.push('reversed');
    if (axis.hidden)
        details.push('hidden');
    return details.join(' ');
}
/**
 * The identity of a chart part for comparison: the hash of what a reader sees, and that line;
 * undefined when the part is not a chart this module reads (then callers hash its bytes).
 */
function chartIdentity(xml, part) {
    if (xml === undefined)
        return undefined;
    return identityOf(readChart(xml, part));
}
/** chartIdentity for an OpenDocument chart object's content.xml. */
function odfChartIdentity(xml, part) {
    if (xml === undefined)
        return undefined;
    return identityOf(readOdfChart(xml, part));
}
function identityOf(chart) {
    if (!chart)
        return undefined;
    const detail = chartText(chart);
    return { hash: (0,_package_digest__WEBPACK_IMPORTED_MODULE_1__/* .sha1 */ .N)(`chart\u0000${detail.replace(NUMBER, numberByValue)}`), detail };
}
const NUMBER = /(?<![\w.])[-+]?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?(?![\w.])/g;
/**
 * A number as the value it stands for, to Excel's 15 significant digits, for the hash: producers
 * spell one cached value differently (`19.0` and `19`, 16 or 17 digits of one double). The
 * line shown keeps the file's spelling.
 */
function numberByValue(text) {
    const value = Number(text);
    return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : text;
}


/***/ }),

/***/ 4056:
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

/***/ 6023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  odtReader: () => (/* binding */ odtReader)
});

// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var zip = __webpack_require__(5380);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
// EXTERNAL MODULE: ./src/engine/formats/package/digest.ts
var digest = __webpack_require__(5784);
// EXTERNAL MODULE: ./src/engine/formats/shared/numbering.ts
var numbering = __webpack_require__(4056);
// EXTERNAL MODULE: ./src/engine/formats/shared/chart.ts
var shared_chart = __webpack_require__(3607);
// EXTERNAL MODULE: ./src/engine/model/document.ts
var model_document = __webpack_require__(4451);
// EXTERNAL MODULE: ./src/engine/formats/package/xml-tree.ts
var xml_tree = __webpack_require__(6372);
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
                    paragraphProperties: (0,xml_tree/* firstChild */.tq)(element, 'style:paragraph-properties')?.attrs,
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
    return pt === undefined ? undefined : `${Math.round(pt * 100) / 100}pt`;
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
        const pt = `${Math.round(Math.abs(indent) * 100) / 100}pt`;
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
    const background = attrs['fo:background-color'];
    if (background)
        out.shading = background === 'transparent' ? 'none' : background.replace('#', '').toUpperCase();
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
        else if (name === 'text:section' || name === 'text:index-title' || name === 'text:index-body') {
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
        if (info.properties)
            paragraph.properties = info.properties;
        if (element.name === 'text:h') {
            const level = Number(element.attrs['text:outline-level'] ?? '1');
            paragraph.headingLevel = Math.min(9, Math.max(1, Number.isFinite(level) ? level : 1));
        }
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
                const linkStyle = context.styles.applyRunStyle(style, 'text', element.attrs['text:style-name']);
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
        if (SILENT_ELEMENTS.has(name))
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
        for (const cellElement of (0,xml_tree/* childElements */.AR)(element)) {
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


/***/ })

};
