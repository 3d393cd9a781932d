export const id = 3607;
export const ids = [3607,5784];
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
/* harmony import */ var _package_digest__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5784);
/* harmony import */ var _package_xml_tree__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6372);
/* harmony import */ var _number_format__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7956);



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
    // A source-linked format draws the data's own format, which the producer writes in formatCode
    // beside the link: the labels look the same when a re-save writes that format out unlinked.
    // General is how labels are drawn without a format: no format to name.
    const format = axis.child('c:numFmt')?.attr('formatCode');
    if (format && (0,_number_format__WEBPACK_IMPORTED_MODULE_1__/* .canonicalNumberFormat */ .H)(format) !== 'general')
        result.numberFormat = format;
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
    return { hash: (0,_package_digest__WEBPACK_IMPORTED_MODULE_2__/* .sha1 */ .N)(`chart\u0000${chartText(comparable(chart))}`), detail: chartText(chart) };
}
/**
 * The chart as it compares: numbers by value and axis number formats in their canonical
 * spelling. A format's digits are no value: `0.00` and `0.0` draw different labels.
 */
function comparable(chart) {
    const value = (text) => text.replace(NUMBER, numberByValue);
    const optional = (text) => (text === undefined ? undefined : value(text));
    return {
        ...chart,
        title: optional(chart.title),
        series: chart.series.map((series) => ({
            name: value(series.name),
            categories: series.categories.map(value),
            values: series.values.map(value),
        })),
        axes: chart.axes.map((axis) => ({
            ...axis,
            title: optional(axis.title),
            min: optional(axis.min),
            max: optional(axis.max),
            numberFormat: axis.numberFormat === undefined ? undefined : (0,_number_format__WEBPACK_IMPORTED_MODULE_1__/* .canonicalNumberFormat */ .H)(axis.numberFormat),
        })),
    };
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


/***/ })

};
