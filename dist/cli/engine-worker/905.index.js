export const id = 905;
export const ids = [905];
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

/***/ 3558:
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
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);
/* harmony import */ var _xml_tree__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6372);
/* harmony import */ var _part_names__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1372);



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

/***/ 1372:
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
    return { hash: (0,_package_digest__WEBPACK_IMPORTED_MODULE_1__/* .sha1 */ .N)(`chart\u0000${detail}`), detail };
}


/***/ }),

/***/ 1521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ PRESENTATION_ANCHOR),
/* harmony export */   S: () => (/* binding */ diffSlides)
/* harmony export */ });
/* harmony import */ var _diff_compare__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7335);
/* harmony import */ var _diff_alignment__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6329);
/* harmony import */ var _diff_sequence__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5087);
/* harmony import */ var _diff_similarity__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8785);
/* harmony import */ var _diff_sink__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7633);
/* harmony import */ var _diff_tokens__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6588);
/* harmony import */ var _diff_types__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9597);
/* harmony import */ var _model_document__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4451);
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5889);









/**
 * The presentation differ. Slides are aligned by content, not by position: equal slides first
 * (longest common subsequence of their content), then slides that moved unchanged, then similar
 * slides paired inside the gaps, then lightly edited slides that moved. Paired slides are diffed
 * shape by shape with the generic block diff (shapes pair by id, name, then text), their notes
 * and comments likewise. Every change gets the exact box of the shape it concerns.
 */
/** Where a slide-level change belongs: before the target slide at `blockPath[0]` (0-based). */
const PRESENTATION_ANCHOR = 'presentation';
const FUZZY_MOVE_SIMILARITY = 0.8;
function diffSlides(source, target, partial = {}) {
    const options = { ..._diff_types__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_DIFF_OPTIONS */ .d, ...partial };
    if (!(0,_model__WEBPACK_IMPORTED_MODULE_2__/* .slidesData */ .hT)(source.familyData) || !(0,_model__WEBPACK_IMPORTED_MODULE_2__/* .slidesData */ .hT)(target.familyData))
        return (0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffDocuments */ .me)(source, target, options);
    const sink = new _diff_sink__WEBPACK_IMPORTED_MODULE_3__/* .ChangeSink */ .Q(options);
    const context = { options, sink, interner: new _diff_sequence__WEBPACK_IMPORTED_MODULE_4__/* .Interner */ .Ms(), wordInterner: new _diff_sequence__WEBPACK_IMPORTED_MODULE_4__/* .Interner */ .Ms() };
    const aSlides = source.stories.filter((s) => s.kind === 'slide');
    const bSlides = target.stories.filter((s) => s.kind === 'slide');
    const alignment = alignSlides(aSlides, bSlides, context);
    let next = bSlides.length;
    const anchors = new Array(alignment.length);
    for (let k = alignment.length - 1; k >= 0; k--) {
        anchors[k] = next;
        const item = alignment[k];
        if ('b' in item)
            next = item.b;
    }
    const storiesA = new Map(source.stories.map((s) => [s.key, s]));
    const storiesB = new Map(target.stories.map((s) => [s.key, s]));
    alignment.forEach((item, k) => {
        switch (item.kind) {
            case 'deleted':
                sink.add(slideChange('Deleted', aSlides[item.a], item.a, anchorSide(anchors[k])));
                break;
            case 'inserted':
                sink.add(slideChange('Inserted', bSlides[item.b], item.b));
                break;
            case 'moved':
                sink.add({
                    kind: 'Moved',
                    unit: 'story',
                    text: slideText(aSlides[item.a]),
                    targetText: slideText(bSlides[item.b]),
                    place: `${bSlides[item.b].label} (from slide ${item.a + 1})`,
                    source: { story: aSlides[item.a].key, blockPath: [] },
                    target: { story: bSlides[item.b].key, blockPath: [] },
                    anchor: anchorSide((0,_diff_alignment__WEBPACK_IMPORTED_MODULE_5__/* .originAnchor */ .Q)(alignment, item.a, bSlides.length)),
                });
                diffPairedSlides(aSlides[item.a], bSlides[item.b], storiesA, storiesB, context);
                break;
            default:
                diffPairedSlides(aSlides[item.a], bSlides[item.b], storiesA, storiesB, context);
        }
    });
    // Stories that are not slides, notes or comments (none today) still get the generic diff.
    const rest = (model) => ({
        ...model,
        stories: model.stories.filter((s) => s.kind !== 'slide' && s.kind !== 'notes' && s.kind !== 'comment'),
    });
    const others = (0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffDocuments */ .me)(rest(source), rest(target), options);
    const odp = (0,_model__WEBPACK_IMPORTED_MODULE_2__/* .slidesData */ .hT)(source.familyData)?.kind === 'odp' || (0,_model__WEBPACK_IMPORTED_MODULE_2__/* .slidesData */ .hT)(target.familyData)?.kind === 'odp';
    const changes = [...sink.changes, ...others].filter((change) => !odp || !isAutoGrowOnly(change, source, target));
    for (const change of changes)
        change.box ??= changeBox(change, source, target);
    return changes;
}
function anchorSide(index) {
    return { story: PRESENTATION_ANCHOR, blockPath: [index] };
}
function slideChange(kind, slide, index, anchor) {
    const text = slideText(slide) || `[slide ${index + 1}]`;
    const side = { story: slide.key, blockPath: [] };
    return {
        kind,
        unit: 'story',
        text: kind === 'Deleted' ? text : '',
        targetText: kind === 'Inserted' ? text : '',
        place: slide.label,
        source: kind === 'Deleted' ? side : undefined,
        target: kind === 'Inserted' ? side : undefined,
        anchor,
    };
}
function slideText(slide) {
    return slide.blocks
        .map(_model_document__WEBPACK_IMPORTED_MODULE_6__/* .blockText */ .dK)
        .filter((t) => t.trim())
        .join('\n');
}
function diffPairedSlides(a, b, storiesA, storiesB, context) {
    (0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffBlockLists */ .yc)(a.blocks, b.blocks, context, {
        a: { story: a.key, path: [] },
        b: { story: b.key, path: [] },
        place: `${b.label}, `,
        nested: false,
    });
    if (context.options.detectStyleChanges)
        tableStyleChanges(a.blocks, b.blocks, { story: a.key, blockPath: [] }, { story: b.key, blockPath: [] }, `${b.label}, `, context);
    const notesA = storiesA.get(`notes:${a.key}`);
    const notesB = storiesB.get(`notes:${b.key}`);
    if (notesA && notesB)
        (0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffBlockLists */ .yc)(notesA.blocks, notesB.blocks, context, {
            a: { story: notesA.key, path: [] },
            b: { story: notesB.key, path: [] },
            place: `${notesB.label}, `,
            nested: false,
        });
    else if (notesB)
        context.sink.storyChange('Inserted', notesB);
    else if (notesA)
        context.sink.storyChange('Deleted', notesA);
    const commentsA = [...storiesA.values()].filter((s) => s.kind === 'comment' && s.key.startsWith(`comment:${a.key}:`));
    const commentsB = [...storiesB.values()].filter((s) => s.kind === 'comment' && s.key.startsWith(`comment:${b.key}:`));
    const textsA = commentsA.map((s) => s.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_6__/* .blockText */ .dK).join('\n'));
    const used = new Set();
    for (const comment of commentsB) {
        const text = comment.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_6__/* .blockText */ .dK).join('\n');
        const same = textsA.findIndex((t, i) => !used.has(i) && t === text);
        if (same >= 0)
            used.add(same);
        else
            context.sink.storyChange('Inserted', comment);
    }
    commentsA.forEach((comment, i) => {
        if (!used.has(i))
            context.sink.storyChange('Deleted', comment);
    });
}
/**
 * A table style (PowerPoint's table designs) applied, changed or removed: the generic diff
 * compares table text only, so it is reported here, once per table, on shapes paired by id.
 */
function tableStyleChanges(aBlocks, bBlocks, aSide, bSide, place, context) {
    bBlocks.forEach((b, j) => {
        if (b.type !== 'shape' || b.id === undefined)
            return;
        const i = aBlocks.findIndex((a) => a.type === 'shape' && a.id === b.id && (a.name ?? '') === (b.name ?? ''));
        const a = aBlocks[i];
        if (!a || a.type !== 'shape')
            return;
        const shapePlace = `${place}shape "${b.name ?? b.id}"`;
        b.blocks.forEach((tb, k) => {
            const ta = a.blocks[k];
            if (tb.type !== 'table' || ta?.type !== 'table' || (ta.styleName ?? '') === (tb.styleName ?? ''))
                return;
            context.sink.add({
                kind: 'StyleChanged',
                unit: 'table',
                text: (0,_model_document__WEBPACK_IMPORTED_MODULE_6__/* .blockText */ .dK)(ta),
                targetText: (0,_model_document__WEBPACK_IMPORTED_MODULE_6__/* .blockText */ .dK)(tb),
                place: `${shapePlace}, table`,
                source: { story: aSide.story, blockPath: [...aSide.blockPath, i, k] },
                target: { story: bSide.story, blockPath: [...bSide.blockPath, j, k] },
                styleChanges: [{ property: 'style', oldValue: ta.styleName ?? '(none)', newValue: tb.styleName ?? '(none)' }],
            });
        });
        if (a.blocks.some((x) => x.type === 'shape'))
            tableStyleChanges(a.blocks, b.blocks, { ...aSide, blockPath: [...aSide.blockPath, i] }, { ...bSide, blockPath: [...bSide.blockPath, j] }, `${shapePlace}, `, context);
    });
}
// ---------------------------------------------------------------------------------------------
// Slide alignment
/** A slide's content without geometry: moving a shape does not make it another slide. */
function contentKey(block) {
    switch (block.type) {
        case 'paragraph':
            return block.runs.map((r) => (r.object ? `\uFFFC${r.object.hash}` : r.text)).join('');
        case 'object':
            return `\uFFFC${block.object.hash}`;
        case 'table':
            return block.rows
                .map((row) => row.cells.map((cell) => cell.blocks.map(contentKey).join('\u0002')).join('\u0003'))
                .join('\u0004');
        case 'shape':
            return `${block.object ? `\uFFFC${block.object.hash}` : ''}\u0005${block.blocks.map(contentKey).join('\u0002')}`;
    }
}
function slideWords(slide) {
    const words = [];
    const visit = (block) => {
        if (block.type === 'shape') {
            if (block.object)
                words.push(`\uFFFC${block.object.hash}`);
            block.blocks.forEach(visit);
        }
        else if (block.type === 'object')
            words.push(`\uFFFC${block.object.hash}`);
        else
            words.push(...(0,_diff_tokens__WEBPACK_IMPORTED_MODULE_7__/* .wordsOf */ .Z9)((0,_model_document__WEBPACK_IMPORTED_MODULE_6__/* .blockText */ .dK)(block)));
    };
    slide.blocks.forEach(visit);
    return words;
}
function alignSlides(aSlides, bSlides, context) {
    const aIds = aSlides.map((s) => context.interner.id(`slide\u0001${s.blocks.map(contentKey).join('\u0006')}`));
    const bIds = bSlides.map((s) => context.interner.id(`slide\u0001${s.blocks.map(contentKey).join('\u0006')}`));
    const words = { a: aSlides.map(slideWords), b: bSlides.map(slideWords) };
    const { alignment } = (0,_diff_alignment__WEBPACK_IMPORTED_MODULE_5__/* .alignWithMoves */ .i)(aIds, bIds, () => true, (gapA, gapB) => pairSlideGap(gapA, gapB, words, aSlides, bSlides, context));
    return fuzzySlideMoves(alignment, words, context);
}
function pairSlideGap(gapA, gapB, words, aSlides, bSlides, context) {
    const m = gapA.length;
    const n = gapB.length;
    if (!m || !n)
        return [
            ...gapA.map((a) => ({ kind: 'deleted', a })),
            ...gapB.map((b) => ({ kind: 'inserted', b })),
        ];
    const threshold = (0,_diff_similarity__WEBPACK_IMPORTED_MODULE_8__/* .pairingThreshold */ .M8)(context.options.sensitivity);
    const similarity = (x, y) => {
        const wa = words.a[gapA[x]];
        const wb = words.b[gapB[y]];
        const textual = wa.length || wb.length ? (0,_diff_similarity__WEBPACK_IMPORTED_MODULE_8__/* .orderedWordSimilarity */ .x2)(wa, wb, context.wordInterner, 0) : 0;
        return Math.max(textual, shapeIdentity(aSlides[gapA[x]], bSlides[gapB[y]]) * threshold);
    };
    // One slide replaced by one slide in the same place is an edited slide when it kept its layout.
    if (m === 1 && n === 1 && similarity(0, 0) >= threshold / 2)
        return [{ kind: 'paired', a: gapA[0], b: gapB[0] }];
    const sim = Array.from({ length: m }, (_, x) => Float64Array.from({ length: n }, (_, y) => similarity(x, y)));
    const score = Array.from({ length: m + 1 }, () => new Float64Array(n + 1));
    for (let x = m - 1; x >= 0; x--) {
        for (let y = n - 1; y >= 0; y--) {
            let best = Math.max(score[x + 1][y], score[x][y + 1]);
            if (sim[x][y] >= threshold)
                best = Math.max(best, sim[x][y] + score[x + 1][y + 1]);
            score[x][y] = best;
        }
    }
    const result = [];
    let x = 0;
    let y = 0;
    while (x < m || y < n) {
        if (x < m && y < n && sim[x][y] >= threshold && score[x][y] === sim[x][y] + score[x + 1][y + 1]) {
            result.push({ kind: 'paired', a: gapA[x++], b: gapB[y++] });
        }
        else if (x < m && (y >= n || score[x][y] === score[x + 1][y]))
            result.push({ kind: 'deleted', a: gapA[x++] });
        else
            result.push({ kind: 'inserted', b: gapB[y++] });
    }
    return result;
}
/** Share of shapes (by id and name, or placeholder type) two slides have in common, 0..1. */
function shapeIdentity(a, b) {
    const keys = (story) => story.blocks
        .filter((block) => block.type === 'shape')
        .map((shape) => (shape.type === 'shape' ? `${shape.placeholder ?? ''}\u0001${shape.name ?? ''}` : ''));
    const ka = keys(a);
    const kb = keys(b);
    if (!ka.length || !kb.length)
        return 0;
    const pool = new Map();
    for (const k of ka)
        pool.set(k, (pool.get(k) ?? 0) + 1);
    let common = 0;
    for (const k of kb) {
        const count = pool.get(k) ?? 0;
        if (count > 0) {
            common++;
            pool.set(k, count - 1);
        }
    }
    return common / Math.max(ka.length, kb.length);
}
function fuzzySlideMoves(alignment, words, context) {
    const deleted = alignment.filter((i) => i.kind === 'deleted').map((i) => i.a);
    const inserted = alignment.filter((i) => i.kind === 'inserted').map((i) => i.b);
    if (!deleted.length || !inserted.length || deleted.length * inserted.length > 10_000)
        return alignment;
    const moveOf = new Map();
    const taken = new Set();
    for (const j of inserted) {
        if (words.b[j].length < 4)
            continue;
        let best = -1;
        let bestScore = FUZZY_MOVE_SIMILARITY;
        for (const i of deleted) {
            if (taken.has(i) || words.a[i].length < 4)
                continue;
            const score = (0,_diff_similarity__WEBPACK_IMPORTED_MODULE_8__/* .orderedWordSimilarity */ .x2)(words.a[i], words.b[j], context.wordInterner, bestScore);
            if (score >= bestScore) {
                best = i;
                bestScore = score;
            }
        }
        if (best >= 0) {
            taken.add(best);
            moveOf.set(j, best);
        }
    }
    if (!moveOf.size)
        return alignment;
    return alignment.flatMap((item) => {
        if (item.kind === 'deleted' && taken.has(item.a))
            return [];
        if (item.kind === 'inserted' && moveOf.has(item.b))
            return [{ kind: 'moved', a: moveOf.get(item.b), b: item.b, identical: false }];
        return [item];
    });
}
/**
 * LibreOffice grows a text frame's height around its vertically centred text when it saves, so
 * the same slide from two producers differs in frame height and y while the text stays put.
 * Such a frame (same x and width, same vertical centre) did not move for the reader.
 */
function isAutoGrowOnly(change, source, target) {
    if (change.kind !== 'Moved' && change.kind !== 'Resized' && change.kind !== 'MovedAndResized')
        return false;
    if (change.unit !== 'object' || !change.source || !change.target)
        return false;
    const a = blockAt(source, change.source);
    const b = blockAt(target, change.target);
    if (a?.type !== 'shape' || b?.type !== 'shape' || !a.box || !b.box || a.object || b.object || !a.blocks.length)
        return false;
    const centre = (box) => box.y + box.height / 2;
    return (Math.abs(a.box.x - b.box.x) <= 0.5 &&
        Math.abs(a.box.width - b.box.width) <= 0.5 &&
        Math.abs(centre(a.box) - centre(b.box)) <= 1);
}
function blockAt(model, side) {
    let list = model.stories.find((s) => s.key === side.story)?.blocks;
    let block;
    for (const index of side.blockPath) {
        block = list?.[index];
        list = block?.type === 'shape' ? block.blocks : undefined;
    }
    return block;
}
// ---------------------------------------------------------------------------------------------
// Boxes
/** The slide number and box (points) of the shape a change concerns, on the side it shows. */
function changeBox(change, source, target) {
    const onSource = change.kind === 'Deleted' || !change.target;
    const side = onSource ? change.source : change.target;
    const model = onSource ? source : target;
    if (!side)
        return undefined;
    const data = (0,_model__WEBPACK_IMPORTED_MODULE_2__/* .slidesData */ .hT)(model.familyData);
    const size = data?.slideSize ?? model.pageSize ?? { width: 720, height: 540 };
    const slideKey = side.story.startsWith('notes:')
        ? side.story.slice('notes:'.length)
        : side.story.startsWith('comment:')
            ? side.story.split(':').slice(1, 3).join(':')
            : side.story;
    const entry = data?.slides.find((s) => s.key === slideKey);
    const page = entry?.number ?? 1;
    const whole = {
        page,
        pageWidth: size.width,
        pageHeight: size.height,
        x: 0,
        y: 0,
        width: size.width,
        height: size.height,
    };
    if (side.story !== slideKey)
        return whole;
    const story = model.stories.find((s) => s.key === side.story);
    const box = story ? shapeBoxAt(story.blocks, side.blockPath) : undefined;
    return box ? { page, pageWidth: size.width, pageHeight: size.height, ...box } : whole;
}
function shapeBoxAt(blocks, path) {
    let found;
    let list = blocks;
    for (let k = 0; k < path.length && list; k++) {
        const block = list[path[k]];
        if (!block)
            break;
        if (block.type === 'shape') {
            if (block.box)
                found = block.box;
            list = block.blocks;
        }
        else if (block.type === 'table') {
            const row = block.rows[path[k + 1]];
            const cell = row?.cells[path[k + 2]];
            list = cell?.blocks;
            k += 2;
        }
        else
            break;
    }
    return found;
}


/***/ }),

/***/ 2905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  diffSlides: () => (/* reexport */ diff/* diffSlides */.S),
  slidesReader: () => (/* binding */ slidesReader)
});

// EXTERNAL MODULE: ./src/engine/formats/slides/diff.ts
var diff = __webpack_require__(1521);
// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var zip = __webpack_require__(5380);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
// EXTERNAL MODULE: ./src/engine/formats/slides/tree.ts
var slides_tree = __webpack_require__(4582);
// EXTERNAL MODULE: ./src/engine/formats/package/xml-tree.ts
var xml_tree = __webpack_require__(6372);
// EXTERNAL MODULE: ./src/engine/formats/package/opc.ts
var opc = __webpack_require__(3558);
// EXTERNAL MODULE: ./src/engine/formats/package/part-names.ts
var part_names = __webpack_require__(1372);
// EXTERNAL MODULE: ./src/engine/formats/package/digest.ts
var digest = __webpack_require__(5784);
// EXTERNAL MODULE: ./src/engine/formats/slides/model.ts
var model = __webpack_require__(5889);
// EXTERNAL MODULE: ./src/engine/formats/shared/chart.ts
var shared_chart = __webpack_require__(3607);
;// CONCATENATED MODULE: ./src/engine/formats/slides/pptx.ts









/**
 * Reader for PresentationML packages (pptx, pptm, potx, potm). Each slide is a story of shape
 * blocks in z-order with boxes in points; group children get their group's transform; pictures,
 * charts, SmartArt and OLE objects are objects hashed over their parts; text runs carry styles
 * resolved through the placeholder chain (slide → layout → master → presentation defaults).
 */
const EMU_PER_POINT = 12700;
const LEVEL_NAMES = ['lvl1pPr', 'lvl2pPr', 'lvl3pPr', 'lvl4pPr', 'lvl5pPr', 'lvl6pPr', 'lvl7pPr', 'lvl8pPr', 'lvl9pPr'];
const IDENTITY = (box) => box;
function readPptx(bytes, format, options = {}) {
    if (bytes.length >= 4 && bytes[0] === 0xd0 && bytes[1] === 0xcf)
        throw new errors/* PasswordRequiredError */.$F();
    const reader = new PptxReader(new zip/* ZipArchive */.SJ(bytes, options.archiveLimits), format);
    return reader.read();
}
class PptxReader {
    zip;
    format;
    warnings = new Map();
    documents = new Map();
    relationships = new Map();
    layouts = new Map();
    masters = new Map();
    defaultTextStyle;
    tableStyleNames = new Map();
    slideSize = { width: 720, height: 540 };
    constructor(zip, format) {
        this.zip = zip;
        this.format = format;
    }
    read() {
        const packageRels = (0,opc/* parseRelationships */.vo)(this.zip.text('_rels/.rels'), '');
        const main = [...packageRels.values()].find((r) => (0,opc/* relationshipKind */.$9)(r.type) === 'officeDocument')?.target ??
            'ppt/presentation.xml';
        if (!this.zip.has(main))
            throw new errors/* CorruptDocumentError */.b6(`the presentation part '${main}' is missing`);
        const presentation = this.xml(main);
        const presentationRels = this.rels(main);
        const size = (0,slides_tree/* child */.jf)(presentation, 'p:sldSz');
        if (size)
            this.slideSize = { width: emu((0,slides_tree/* attr */.CF)(size, 'cx')) ?? 720, height: emu((0,slides_tree/* attr */.CF)(size, 'cy')) ?? 540 };
        this.defaultTextStyle = (0,slides_tree/* child */.jf)(presentation, 'p:defaultTextStyle');
        const tableStyles = [...presentationRels.values()].find((r) => (0,opc/* relationshipKind */.$9)(r.type) === 'tableStyles');
        if (tableStyles && this.zip.has(tableStyles.target)) {
            for (const style of (0,slides_tree/* children */.Y_)(this.xml(tableStyles.target), 'a:tblStyle')) {
                this.tableStyleNames.set((0,slides_tree/* attr */.CF)(style, 'styleId') ?? '', (0,slides_tree/* attr */.CF)(style, 'styleName') ?? '');
            }
        }
        const authors = this.commentAuthors(presentationRels);
        const stories = [];
        const slides = [];
        for (const slideId of (0,slides_tree/* children */.Y_)((0,slides_tree/* child */.jf)(presentation, 'p:sldIdLst'), 'p:sldId')) {
            const rel = presentationRels.get((0,slides_tree/* nsAttr */.p)(slideId, 'r:id') ?? '');
            if (!rel || rel.external || !this.zip.has(rel.target)) {
                this.warn('missing-slide', `a slide listed in the presentation (id ${(0,slides_tree/* attr */.CF)(slideId, 'id') ?? '?'}) has no part; skipped`, { part: main, path: (0,slides_tree/* pathOf */.XM)(slideId) });
                continue;
            }
            const number = slides.length + 1;
            const key = `slide:${number}`;
            const slide = this.readSlide(rel.target, key, number);
            stories.push(slide.story);
            const entry = {
                key,
                part: rel.target,
                number,
                id: (0,slides_tree/* attr */.CF)(slideId, 'id') ?? '',
            };
            if (slide.notesPart) {
                entry.notesPart = slide.notesPart;
                const notes = this.readNotes(slide.notesPart, key, number);
                if (notes)
                    stories.push(notes);
            }
            stories.push(...this.readComments(rel.target, key, number, authors));
            slides.push(entry);
        }
        const familyData = { kind: 'pptx', slides, slideSize: this.slideSize };
        return {
            format: this.format,
            stories,
            metadata: this.metadata(),
            pageCount: slides.length,
            pageSize: this.slideSize,
            warnings: this.warningList(),
            familyData,
        };
    }
    // ----- package
    /** The root element of a part, read once; `mixed` for parts whose text runs across elements. */
    xml(part, mixed = false) {
        const key = mixed ? `mixed:${part}` : part;
        let root = this.documents.get(key);
        if (!root) {
            const text = this.zip.text(part);
            if (text === undefined)
                throw new errors/* CorruptDocumentError */.b6(`the part '${part}' is missing`);
            root = (0,slides_tree/* readPresentationPart */.iK)(text, part, mixed);
            this.documents.set(key, root);
        }
        return root;
    }
    rels(part) {
        let map = this.relationships.get(part);
        if (!map) {
            map = (0,opc/* parseRelationships */.vo)(this.zip.text((0,part_names/* relsPartOf */.F4)(part)), part);
            this.relationships.set(part, map);
        }
        return map;
    }
    relOfKind(part, kind) {
        for (const rel of this.rels(part).values())
            if ((0,opc/* relationshipKind */.$9)(rel.type) === kind && !rel.external)
                return rel;
        return undefined;
    }
    warn(code, message, locator) {
        const entry = this.warnings.get(code + message);
        if (entry)
            entry.count++;
        else
            this.warnings.set(code + message, { warning: { code, message, locator }, count: 1 });
    }
    warningList() {
        return [...this.warnings.values()].map(({ warning, count }) => count > 1 ? { ...warning, message: `${warning.message} (${count} times)` } : warning);
    }
    metadata() {
        const text = this.zip.text('docProps/core.xml');
        if (!text)
            return {};
        const root = (0,slides_tree/* readPresentationPart */.iK)(text, 'docProps/core.xml');
        const value = (name) => (0,slides_tree/* textContent */.P_)(root.children.find((e) => (0,slides_tree/* local */.sr)(e) === name))?.trim() || undefined;
        return {
            title: value('title'),
            author: value('creator'),
            lastModifiedBy: value('lastModifiedBy'),
            created: value('created'),
            modified: value('modified'),
        };
    }
    // ----- layouts, masters, themes
    layoutOf(slidePart) {
        const rel = this.relOfKind(slidePart, 'slideLayout');
        if (!rel || !this.zip.has(rel.target))
            return { placeholders: [] };
        let layout = this.layouts.get(rel.target);
        if (!layout) {
            const root = this.xml(rel.target);
            const masterRel = this.relOfKind(rel.target, 'slideMaster');
            const master = masterRel && this.zip.has(masterRel.target) ? this.masterOf(masterRel.target) : undefined;
            layout = { placeholders: this.placeholders(root), master };
            this.layouts.set(rel.target, layout);
        }
        return layout;
    }
    masterOf(part) {
        let master = this.masters.get(part);
        if (!master) {
            const root = this.xml(part);
            const txStyles = (0,slides_tree/* child */.jf)(root, 'p:txStyles');
            const colorMap = new Map();
            const clrMap = (0,slides_tree/* child */.jf)(root, 'p:clrMap');
            if (clrMap)
                for (const [name, value] of Object.entries(clrMap.attrs))
                    colorMap.set(name, value);
            const themeRel = this.relOfKind(part, 'theme');
            master = {
                placeholders: this.placeholders(root),
                titleStyle: (0,slides_tree/* child */.jf)(txStyles, 'p:titleStyle'),
                bodyStyle: (0,slides_tree/* child */.jf)(txStyles, 'p:bodyStyle'),
                otherStyle: (0,slides_tree/* child */.jf)(txStyles, 'p:otherStyle'),
                colorMap,
                theme: themeRel && this.zip.has(themeRel.target) ? this.theme(themeRel.target) : { colors: new Map() },
            };
            this.masters.set(part, master);
        }
        return master;
    }
    theme(part) {
        const root = this.xml(part);
        const elementsNode = (0,slides_tree/* child */.jf)(root, 'a:themeElements');
        const colors = new Map();
        for (const color of ((0,slides_tree/* child */.jf)(elementsNode, 'a:clrScheme') ?? root).children.filter((e) => (0,slides_tree/* local */.sr)(e) !== 'extLst')) {
            const value = (0,slides_tree/* attr */.CF)((0,slides_tree/* child */.jf)(color, 'a:srgbClr'), 'val') ?? (0,slides_tree/* attr */.CF)((0,slides_tree/* child */.jf)(color, 'a:sysClr'), 'lastClr');
            if (value)
                colors.set((0,slides_tree/* local */.sr)(color), value.toUpperCase());
        }
        const fonts = (0,slides_tree/* child */.jf)(elementsNode, 'a:fontScheme');
        return {
            colors,
            majorFont: (0,slides_tree/* attr */.CF)((0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(fonts, 'a:majorFont'), 'a:latin'), 'typeface'),
            minorFont: (0,slides_tree/* attr */.CF)((0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(fonts, 'a:minorFont'), 'a:latin'), 'typeface'),
        };
    }
    placeholders(root) {
        const result = [];
        const tree = (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(root, 'p:cSld'), 'p:spTree');
        for (const shape of (tree ?? root).children) {
            const ph = placeholderElement(shape);
            if (!ph)
                continue;
            const xfrm = (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(shape, 'p:spPr'), 'a:xfrm');
            result.push({
                type: (0,slides_tree/* attr */.CF)(ph, 'type') ?? 'body',
                idx: (0,slides_tree/* attr */.CF)(ph, 'idx'),
                box: xfrmBox(xfrm),
                lstStyle: (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(shape, 'p:txBody'), 'a:lstStyle'),
            });
        }
        return result;
    }
    // ----- slides
    readSlide(part, key, number) {
        const root = this.xml(part);
        if (!(0,slides_tree.is)(root, 'p:sld'))
            throw new errors/* CorruptDocumentError */.b6(`part '${part}' is not a slide`);
        const layout = this.layoutOf(part);
        const tree = (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(root, 'p:cSld'), 'p:spTree');
        const blocks = tree ? this.readShapes(tree, part, IDENTITY, layout) : [];
        const title = findTitle(blocks);
        const notesRel = this.relOfKind(part, 'notesSlide');
        return {
            story: {
                kind: 'slide',
                key,
                label: (0,model/* slideLabel */.ei)(number, title),
                pageSize: this.slideSize,
                hidden: (0,slides_tree/* attr */.CF)(root, 'show') === '0' || (0,slides_tree/* attr */.CF)(root, 'show') === 'false' ? true : undefined,
                blocks,
            },
            notesPart: notesRel && this.zip.has(notesRel.target) ? notesRel.target : undefined,
        };
    }
    readNotes(part, slideKey, number) {
        const root = this.xml(part);
        const tree = (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(root, 'p:cSld'), 'p:spTree');
        if (!tree)
            return undefined;
        // Only the notes text: the slide image and header/footer fields repeat what the slide says.
        const blocks = this.readShapes(tree, part, IDENTITY, { placeholders: [] }).filter((block) => block.type === 'shape' && !['sldImg', 'sldNum', 'hdr', 'ftr', 'dt'].includes(block.placeholder ?? ''));
        return { kind: 'notes', key: `notes:${slideKey}`, label: `notes of slide ${number}`, blocks };
    }
    /** Comment authors by id: legacy ones (numbers, commentAuthors.xml) and threaded ones (GUIDs, authors.xml). */
    commentAuthors(presentationRels) {
        const authors = new Map();
        for (const rel of presentationRels.values()) {
            const kind = (0,opc/* relationshipKind */.$9)(rel.type);
            if ((kind !== 'commentAuthors' && kind !== 'authors') || rel.external || !this.zip.has(rel.target))
                continue;
            for (const author of this.xml(rel.target).children) {
                if ((0,slides_tree/* local */.sr)(author) === 'cmAuthor' || author.name === 'p188:author')
                    authors.set((0,slides_tree/* attr */.CF)(author, 'id') ?? '', (0,slides_tree/* attr */.CF)(author, 'name') ?? '');
            }
        }
        return authors;
    }
    readComments(slidePart, slideKey, number, authors) {
        const stories = [];
        let count = 0;
        const keys = new Set();
        /** `own` identifies the comment in its file (a threaded comment's or reply's id, a legacy comment's author and index), so adding one does not rename the others. */
        const add = (label, authorId, text, part, element, own) => {
            const author = authors.get(authorId ?? '') || undefined;
            count++;
            let key = `comment:${slideKey}:${own ? own.replace(/:/g, '_') : count}`;
            if (keys.has(key))
                key += `#${count}`;
            keys.add(key);
            stories.push({
                kind: 'comment',
                key,
                label: `${label} on slide ${number}${author ? ` by ${author}` : ''}`,
                author,
                blocks: [{ type: 'paragraph', runs: [{ text, style: {} }], locator: { part, path: (0,slides_tree/* pathOf */.XM)(element) } }],
            });
        };
        for (const rel of this.rels(slidePart).values()) {
            if ((0,opc/* relationshipKind */.$9)(rel.type) !== 'comments' || rel.external || !this.zip.has(rel.target))
                continue;
            // Mixed: a threaded comment's text is that of its paragraphs, runs and all, in order.
            const list = this.xml(rel.target, true);
            if ((0,slides_tree/* inVocabulary */.ww)(list, 'p188')) {
                // Threaded: each comment, then each of its replies, as comments of their own.
                let number = 0;
                for (const comment of (0,slides_tree/* children */.Y_)(list, 'p188:cm')) {
                    number++;
                    add(`comment ${number}`, (0,slides_tree/* attr */.CF)(comment, 'authorId'), threadedText(comment), rel.target, comment, (0,slides_tree/* attr */.CF)(comment, 'id'));
                    const replies = (0,slides_tree/* child */.jf)(comment, 'p188:replyLst');
                    let reply = 0;
                    for (const entry of (0,slides_tree/* children */.Y_)(replies, 'p188:reply')) {
                        reply++;
                        add(`reply ${reply} to comment ${number}`, (0,slides_tree/* attr */.CF)(entry, 'authorId'), threadedText(entry), rel.target, entry, (0,slides_tree/* attr */.CF)(entry, 'id'));
                    }
                }
                continue;
            }
            const root = (0,slides_tree/* local */.sr)(list);
            if (!(0,slides_tree.is)(list, 'p:cmLst')) {
                this.warn('unknown-comments', `slide comments in '${root}' markup are not compared`, {
                    part: rel.target,
                    path: '',
                });
                continue;
            }
            for (const [k, comment] of (0,slides_tree/* children */.Y_)(list, 'p:cm').entries()) {
                const idx = (0,slides_tree/* attr */.CF)(comment, 'idx');
                add(`comment ${k + 1}`, (0,slides_tree/* attr */.CF)(comment, 'authorId'), (0,slides_tree/* textContent */.P_)((0,slides_tree/* child */.jf)(comment, 'p:text')) ?? '', rel.target, comment, idx !== undefined ? `author${(0,slides_tree/* attr */.CF)(comment, 'authorId') ?? ''}-${idx}` : undefined);
            }
        }
        return stories;
    }
    readShapes(container, part, transform, layout) {
        const blocks = [];
        for (const element of container.children) {
            if ((0,slides_tree.is)(element, 'mc:AlternateContent')) {
                // Prefer the fallback: it is what every consumer understands; choices need extensions.
                const branch = (0,slides_tree/* child */.jf)(element, 'mc:Fallback') ?? (0,slides_tree/* child */.jf)(element, 'mc:Choice');
                if (branch)
                    blocks.push(...this.readShapes(branch, part, transform, layout));
                continue;
            }
            const shape = this.readShape(element, part, transform, layout);
            if (shape)
                blocks.push(shape);
        }
        return blocks;
    }
    readShape(element, part, transform, layout) {
        const locator = { part, path: (0,slides_tree/* pathOf */.XM)(element) };
        if (!(0,slides_tree/* inVocabulary */.ww)(element, 'p'))
            return undefined;
        const name = (0,slides_tree/* local */.sr)(element);
        if (name === 'nvGrpSpPr' || name === 'grpSpPr' || name === 'extLst')
            return undefined;
        const nv = element.children.find((e) => (0,slides_tree/* local */.sr)(e).startsWith('nv'));
        const cNvPr = (0,slides_tree/* child */.jf)(nv, 'p:cNvPr');
        const base = { type: 'shape', id: (0,slides_tree/* attr */.CF)(cNvPr, 'id'), name: (0,slides_tree/* attr */.CF)(cNvPr, 'name') || undefined, locator };
        switch (name) {
            case 'sp':
            case 'cxnSp': {
                const ph = placeholderElement(element);
                const placeholder = ph ? ((0,slides_tree/* attr */.CF)(ph, 'type') ?? 'body') : undefined;
                const inherited = ph ? this.inheritedPlaceholders(ph, layout) : [];
                const own = xfrmBox((0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(element, 'p:spPr'), 'a:xfrm'));
                const box = own ?? inherited.find((p) => p.box)?.box;
                const txBody = (0,slides_tree/* child */.jf)(element, 'p:txBody');
                const blocks = txBody
                    ? this.readTextBody(txBody, part, this.textContext(txBody, placeholder, inherited, layout))
                    : [];
                return { ...base, placeholder, box: box && transform(box), blocks };
            }
            case 'pic': {
                const box = xfrmBox((0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(element, 'p:spPr'), 'a:xfrm'));
                const ph = placeholderElement(element);
                return {
                    ...base,
                    placeholder: ph ? ((0,slides_tree/* attr */.CF)(ph, 'type') ?? 'body') : undefined,
                    box: box && transform(box),
                    blocks: [],
                    object: this.pictureObject(element, part, (0,slides_tree/* attr */.CF)(cNvPr, 'descr')),
                };
            }
            case 'graphicFrame': {
                const box = xfrmBox((0,slides_tree/* child */.jf)(element, 'p:xfrm'));
                const data = (0,slides_tree/* descendant */.YW)(element, 'a:graphicData');
                const uri = (0,slides_tree/* attr */.CF)(data, 'uri') ?? '';
                const table = (0,slides_tree/* child */.jf)(data, 'a:tbl');
                if (table) {
                    const context = this.textContext(undefined, undefined, [], layout);
                    return { ...base, box: box && transform(box), blocks: [this.readTable(table, part, context)] };
                }
                const ph = placeholderElement(element);
                return {
                    ...base,
                    placeholder: ph ? ((0,slides_tree/* attr */.CF)(ph, 'type') ?? 'body') : undefined,
                    box: box && transform(box),
                    blocks: [],
                    object: this.frameObject(data, uri, part, base.name),
                };
            }
            case 'grpSp': {
                const xfrm = (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(element, 'p:grpSpPr'), 'a:xfrm');
                const box = xfrmBox(xfrm);
                const inner = groupTransform(xfrm, transform);
                return { ...base, box: box && transform(box), blocks: this.readShapes(element, part, inner, layout) };
            }
            case 'contentPart':
                this.warn('content-part', 'ink (content parts) on slides is not compared', locator);
                return undefined;
            default:
                this.warn('unknown-shape', `slide element p:${name} is not compared`, locator);
                return undefined;
        }
    }
    inheritedPlaceholders(ph, layout) {
        const type = (0,slides_tree/* attr */.CF)(ph, 'type') ?? 'body';
        const idx = (0,slides_tree/* attr */.CF)(ph, 'idx');
        const found = [];
        const onLayout = (idx !== undefined && layout.placeholders.find((p) => p.idx === idx)) ||
            layout.placeholders.find((p) => p.type === type && (type !== 'body' || idx === undefined || p.idx === undefined));
        if (onLayout)
            found.push(onLayout);
        const masterType = masterPlaceholderType(onLayout?.type ?? type);
        const onMaster = layout.master?.placeholders.find((p) => masterPlaceholderType(p.type) === masterType);
        if (onMaster)
            found.push(onMaster);
        return found;
    }
    textContext(txBody, placeholder, inherited, layout) {
        const master = layout.master;
        const kind = placeholder ? masterPlaceholderType(placeholder) : undefined;
        const txStyle = !placeholder
            ? this.defaultTextStyle
            : kind === 'title'
                ? master?.titleStyle
                : kind === 'body'
                    ? master?.bodyStyle
                    : master?.otherStyle;
        return {
            levels: [
                (0,slides_tree/* child */.jf)(txBody, 'a:lstStyle'),
                ...inherited.map((p) => p.lstStyle),
                txStyle,
                txStyle === this.defaultTextStyle ? undefined : this.defaultTextStyle,
            ],
            theme: master?.theme ?? { colors: new Map() },
            colorMap: master?.colorMap ?? new Map(),
        };
    }
    // ----- text
    readTextBody(txBody, part, context) {
        const paragraphs = [];
        const autoNumbers = new Map();
        for (const p of (0,slides_tree/* children */.Y_)(txBody, 'a:p')) {
            const pPr = (0,slides_tree/* child */.jf)(p, 'a:pPr');
            const level = Math.min(8, Math.max(0, Number((0,slides_tree/* attr */.CF)(pPr, 'lvl') ?? 0) || 0));
            const levelStyles = [pPr, ...context.levels.map((container) => (0,slides_tree/* child */.jf)(container, `a:${LEVEL_NAMES[level]}`))];
            const runs = [];
            for (const element of p.children) {
                if ((0,slides_tree.is)(element, 'a:r') || (0,slides_tree.is)(element, 'a:fld')) {
                    const text = (0,slides_tree/* textContent */.P_)((0,slides_tree/* child */.jf)(element, 'a:t')) ?? '';
                    const link = (0,slides_tree/* nsAttr */.p)((0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(element, 'a:rPr'), 'a:hlinkClick'), 'r:id');
                    const run = {
                        text,
                        style: this.runStyle((0,slides_tree/* child */.jf)(element, 'a:rPr'), levelStyles, context),
                        locator: { part, path: (0,slides_tree/* pathOf */.XM)(element) },
                    };
                    if (link) {
                        const target = this.rels(part).get(link)?.target;
                        if (target)
                            run.link = target;
                    }
                    runs.push(run);
                }
                else if ((0,slides_tree.is)(element, 'a:br')) {
                    runs.push({
                        text: '\n',
                        style: this.runStyle((0,slides_tree/* child */.jf)(element, 'a:rPr'), levelStyles, context),
                        locator: { part, path: (0,slides_tree/* pathOf */.XM)(element) },
                    });
                }
            }
            const paragraph = { type: 'paragraph', runs, locator: { part, path: (0,slides_tree/* pathOf */.XM)(p) } };
            const bullet = bulletOf(levelStyles);
            const hasText = runs.some((r) => r.text.trim());
            if (bullet && hasText) {
                let label = bullet.label;
                if (bullet.autoNumber) {
                    const n = (autoNumbers.get(level) ?? bullet.start - 1) + 1;
                    autoNumbers.set(level, n);
                    label = autoNumberLabel(bullet.autoNumber, n);
                }
                paragraph.list = { label, level };
            }
            else if (level > 0) {
                paragraph.list = { label: '', level };
            }
            if (!bullet?.autoNumber)
                autoNumbers.delete(level);
            const align = (0,slides_tree/* attr */.CF)(pPr, 'algn');
            if (align)
                paragraph.alignment = ALIGNMENTS[align] ?? align;
            paragraphs.push(paragraph);
        }
        return paragraphs;
    }
    runStyle(rPr, levelStyles, context) {
        const chain = [rPr, ...levelStyles.map((pPr) => (0,slides_tree/* child */.jf)(pPr, 'a:defRPr'))].filter((e) => !!e);
        const style = {};
        const first = (read) => {
            for (const element of chain) {
                const value = read(element);
                if (value !== undefined)
                    return value;
            }
            return undefined;
        };
        const bold = first((e) => flag((0,slides_tree/* attr */.CF)(e, 'b')));
        if (bold)
            style.bold = true;
        const italic = first((e) => flag((0,slides_tree/* attr */.CF)(e, 'i')));
        if (italic)
            style.italic = true;
        const underline = first((e) => (0,slides_tree/* attr */.CF)(e, 'u'));
        if (underline && underline !== 'none')
            style.underline = UNDERLINES[underline] ?? underline;
        const strike = first((e) => (0,slides_tree/* attr */.CF)(e, 'strike'));
        if (strike && strike !== 'noStrike')
            style.strike = true;
        const size = first((e) => (0,slides_tree/* attr */.CF)(e, 'sz'));
        if (size && Number.isFinite(Number(size)))
            style.size = Number(size) / 100;
        const font = first((e) => (0,slides_tree/* attr */.CF)((0,slides_tree/* child */.jf)(e, 'a:latin'), 'typeface'));
        if (font) {
            const resolved = font === '+mj-lt' ? context.theme.majorFont : font === '+mn-lt' ? context.theme.minorFont : font;
            if (resolved)
                style.font = resolved;
        }
        const color = first((e) => {
            const fill = (0,slides_tree/* child */.jf)(e, 'a:solidFill');
            return fill ? (this.color(fill, context) ?? '') : undefined;
        });
        if (color)
            style.color = color;
        const highlight = first((e) => {
            const fill = (0,slides_tree/* child */.jf)(e, 'a:highlight');
            return fill ? (this.color(fill, context) ?? '') : undefined;
        });
        if (highlight)
            style.highlight = highlight;
        const baseline = Number(first((e) => (0,slides_tree/* attr */.CF)(e, 'baseline')) ?? 0);
        if (baseline > 0)
            style.vertAlign = 'superscript';
        else if (baseline < 0)
            style.vertAlign = 'subscript';
        return style;
    }
    color(fill, context) {
        const srgb = (0,slides_tree/* child */.jf)(fill, 'a:srgbClr');
        if (srgb)
            return (0,slides_tree/* attr */.CF)(srgb, 'val')?.toUpperCase();
        const scheme = (0,slides_tree/* child */.jf)(fill, 'a:schemeClr');
        if (scheme) {
            const name = (0,slides_tree/* attr */.CF)(scheme, 'val') ?? '';
            return context.theme.colors.get(context.colorMap.get(name) ?? DEFAULT_COLOR_MAP[name] ?? name);
        }
        const system = (0,slides_tree/* child */.jf)(fill, 'a:sysClr');
        if (system)
            return ((0,slides_tree/* attr */.CF)(system, 'lastClr') ?? '').toUpperCase() || undefined;
        const preset = (0,slides_tree/* child */.jf)(fill, 'a:prstClr');
        if (preset)
            return PRESET_COLORS[(0,slides_tree/* attr */.CF)(preset, 'val') ?? ''];
        return undefined;
    }
    readTable(table, part, context) {
        const rows = (0,slides_tree/* children */.Y_)(table, 'a:tr').map((tr) => ({
            locator: { part, path: (0,slides_tree/* pathOf */.XM)(tr) },
            cells: (0,slides_tree/* children */.Y_)(tr, 'a:tc').map((tc) => {
                const txBody = (0,slides_tree/* child */.jf)(tc, 'a:txBody');
                const cell = {
                    blocks: txBody ? this.readTextBody(txBody, part, context) : [],
                    locator: { part, path: (0,slides_tree/* pathOf */.XM)(tc) },
                };
                const span = Number((0,slides_tree/* attr */.CF)(tc, 'gridSpan') ?? 1);
                if (span > 1)
                    cell.colSpan = span;
                if (Number((0,slides_tree/* attr */.CF)(tc, 'rowSpan') ?? 1) > 1)
                    cell.vMerge = 'restart';
                if (flag((0,slides_tree/* attr */.CF)(tc, 'vMerge')))
                    cell.vMerge = 'continue';
                return cell;
            }),
        }));
        const styleId = (0,slides_tree/* textContent */.P_)((0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(table, 'a:tblPr'), 'a:tableStyleId'))?.trim();
        return {
            type: 'table',
            rows,
            styleName: styleId ? this.tableStyleNames.get(styleId) || styleId : undefined,
            locator: { part, path: (0,slides_tree/* pathOf */.XM)(table) },
        };
    }
    // ----- objects
    pictureObject(element, part, description) {
        const blip = (0,slides_tree/* descendant */.YW)((0,slides_tree/* child */.jf)(element, 'p:blipFill'), 'a:blip');
        const embed = (0,slides_tree/* nsAttr */.p)(blip, 'r:embed');
        const link = (0,slides_tree/* nsAttr */.p)(blip, 'r:link');
        const rel = this.rels(part).get(embed ?? link ?? '');
        if (rel && !rel.external && this.zip.has(rel.target)) {
            return {
                kind: 'image',
                hash: (0,digest/* sha1 */.N)(this.zip.read(rel.target)),
                name: description || rel.target.slice(rel.target.lastIndexOf('/') + 1),
            };
        }
        if (rel?.external)
            return { kind: 'image', hash: (0,digest/* sha1 */.N)(rel.target), name: description || rel.target };
        this.warn('missing-image', 'a picture whose image part is missing is compared by its markup', {
            part,
            path: (0,slides_tree/* pathOf */.XM)(element),
        });
        return { kind: 'image', hash: (0,digest/* sha1 */.N)((0,slides_tree/* pathOf */.XM)(element) + (embed ?? '')), name: description || 'picture' };
    }
    frameObject(data, uri, part, name) {
        const rels = this.rels(part);
        const hashParts = (ids) => {
            const digests = [];
            for (const id of ids) {
                const rel = id ? rels.get(id) : undefined;
                if (rel && !rel.external && this.zip.has(rel.target))
                    digests.push((0,digest/* sha1 */.N)(this.zip.read(rel.target)));
            }
            return digests.length ? (0,digest/* sha1 */.N)(digests.join(',')) : undefined;
        };
        const markupHash = () => (0,digest/* sha1 */.N)(data ? (0,xml_tree/* canonicalXml */.K1)(data) : uri);
        if (uri.endsWith('/chart') || uri.endsWith('/chartex')) {
            const chart = data?.children.find((e) => (0,slides_tree/* local */.sr)(e) === 'chart');
            const rel = rels.get((0,slides_tree/* nsAttr */.p)(chart, 'r:id') ?? '');
            const identity = rel && !rel.external ? (0,shared_chart/* chartIdentity */.jH)(this.zip.text(rel.target), rel.target) : undefined;
            if (identity)
                return { kind: 'chart', ...identity, name: name || 'chart' };
            return { kind: 'chart', hash: hashParts([(0,slides_tree/* nsAttr */.p)(chart, 'r:id')]) ?? markupHash(), name: name || 'chart' };
        }
        if (uri.endsWith('/diagram')) {
            const ids = data?.children.find((e) => (0,slides_tree/* local */.sr)(e) === 'relIds');
            const hash = hashParts(['dm', 'lo', 'qs', 'cs'].map((a) => (0,slides_tree/* nsAttr */.p)(ids, `r:${a}`)));
            return { kind: 'object', hash: hash ?? markupHash(), name: name || 'SmartArt' };
        }
        if (uri.endsWith('/ole')) {
            const ole = data && (0,slides_tree/* descendant */.YW)(data, 'p:oleObj');
            return {
                kind: 'object',
                hash: hashParts([(0,slides_tree/* nsAttr */.p)(ole, 'r:id')]) ?? markupHash(),
                name: (0,slides_tree/* attr */.CF)(ole, 'progId') || name || 'object',
            };
        }
        this.warn('unknown-graphic', `a graphic frame of type '${uri}' is compared as a whole`);
        return { kind: 'object', hash: markupHash(), name: name || 'object' };
    }
}
/** The text of a threaded comment or reply: the paragraphs of its own p188:txBody. */
function threadedText(entry) {
    const body = (0,slides_tree/* child */.jf)(entry, 'p188:txBody');
    return body
        ? (0,slides_tree/* children */.Y_)(body, 'a:p')
            .map((p) => (0,slides_tree/* textContent */.P_)(p))
            .join('\n')
        : '';
}
function placeholderElement(shape) {
    const nv = shape.children.find((e) => (0,slides_tree/* local */.sr)(e).startsWith('nv'));
    return (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(nv, 'p:nvPr'), 'p:ph');
}
function masterPlaceholderType(type) {
    if (type === 'ctrTitle' || type === 'title')
        return 'title';
    if (type === 'subTitle' ||
        type === 'obj' ||
        type === 'body' ||
        type === 'tbl' ||
        type === 'chart' ||
        type === 'pic' ||
        type === 'clipArt' ||
        type === 'dgm' ||
        type === 'media')
        return 'body';
    return type;
}
function emu(value) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    return Number.isFinite(n) ? n / EMU_PER_POINT : undefined;
}
function xfrmBox(xfrm) {
    const off = (0,slides_tree/* child */.jf)(xfrm, 'a:off');
    const ext = (0,slides_tree/* child */.jf)(xfrm, 'a:ext');
    if (!off || !ext)
        return undefined;
    return {
        x: emu((0,slides_tree/* attr */.CF)(off, 'x')) ?? 0,
        y: emu((0,slides_tree/* attr */.CF)(off, 'y')) ?? 0,
        width: emu((0,slides_tree/* attr */.CF)(ext, 'cx')) ?? 0,
        height: emu((0,slides_tree/* attr */.CF)(ext, 'cy')) ?? 0,
    };
}
/** Maps a group's child coordinates (chOff/chExt) onto its own box, then through the outer transform. */
function groupTransform(xfrm, outer) {
    const box = xfrmBox(xfrm);
    const chOff = (0,slides_tree/* child */.jf)(xfrm, 'a:chOff');
    const chExt = (0,slides_tree/* child */.jf)(xfrm, 'a:chExt');
    if (!box || !chOff || !chExt)
        return outer;
    const cx = emu((0,slides_tree/* attr */.CF)(chOff, 'x')) ?? 0;
    const cy = emu((0,slides_tree/* attr */.CF)(chOff, 'y')) ?? 0;
    const cw = emu((0,slides_tree/* attr */.CF)(chExt, 'cx')) ?? 0;
    const ch = emu((0,slides_tree/* attr */.CF)(chExt, 'cy')) ?? 0;
    const sx = cw ? box.width / cw : 1;
    const sy = ch ? box.height / ch : 1;
    return (inner) => outer({
        x: box.x + (inner.x - cx) * sx,
        y: box.y + (inner.y - cy) * sy,
        width: inner.width * sx,
        height: inner.height * sy,
    });
}
function flag(value) {
    if (value === undefined)
        return undefined;
    return value === '1' || value === 'true' || value === 'on';
}
function findTitle(blocks) {
    for (const block of blocks) {
        if (block.type === 'shape' && (block.placeholder === 'title' || block.placeholder === 'ctrTitle')) {
            const text = block.blocks
                .map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : ''))
                .join(' ')
                .replace(/\s+/g, ' ')
                .trim();
            if (text)
                return text;
        }
    }
    return undefined;
}
function bulletOf(levelStyles) {
    for (const pPr of levelStyles) {
        if (!pPr)
            continue;
        if ((0,slides_tree/* child */.jf)(pPr, 'a:buNone'))
            return undefined;
        const char = (0,slides_tree/* child */.jf)(pPr, 'a:buChar');
        if (char)
            return { label: (0,slides_tree/* attr */.CF)(char, 'char') ?? '•', start: 1 };
        const auto = (0,slides_tree/* child */.jf)(pPr, 'a:buAutoNum');
        if (auto)
            return {
                label: '',
                autoNumber: (0,slides_tree/* attr */.CF)(auto, 'type') ?? 'arabicPeriod',
                start: Number((0,slides_tree/* attr */.CF)(auto, 'startAt') ?? 1) || 1,
            };
        if ((0,slides_tree/* child */.jf)(pPr, 'a:buBlip'))
            return { label: '•', start: 1 };
    }
    return undefined;
}
function autoNumberLabel(type, n) {
    const letter = (upper) => String.fromCharCode((upper ? 65 : 97) + ((n - 1) % 26));
    const roman = (upper) => {
        const numerals = [
            [1000, 'm'],
            [900, 'cm'],
            [500, 'd'],
            [400, 'cd'],
            [100, 'c'],
            [90, 'xc'],
            [50, 'l'],
            [40, 'xl'],
            [10, 'x'],
            [9, 'ix'],
            [5, 'v'],
            [4, 'iv'],
            [1, 'i'],
        ];
        let rest = n;
        let s = '';
        for (const [value, numeral] of numerals)
            while (rest >= value) {
                s += numeral;
                rest -= value;
            }
        return upper ? s.toUpperCase() : s;
    };
    const body = type.startsWith('alphaUc')
        ? letter(true)
        : type.startsWith('alphaLc')
            ? letter(false)
            : type.startsWith('romanUc')
                ? roman(true)
                : type.startsWith('romanLc')
                    ? roman(false)
                    : String(n);
    if (type.endsWith('ParenBoth'))
        return `(${body})`;
    if (type.endsWith('ParenR'))
        return `${body})`;
    if (type.endsWith('Period'))
        return `${body}.`;
    return body;
}
const ALIGNMENTS = { l: 'left', ctr: 'center', r: 'right', just: 'both', dist: 'distribute' };
const UNDERLINES = {
    sng: 'single',
    dbl: 'double',
    heavy: 'thick',
    dotted: 'dotted',
    dash: 'dash',
    wavy: 'wave',
};
const DEFAULT_COLOR_MAP = { bg1: 'lt1', tx1: 'dk1', bg2: 'lt2', tx2: 'dk2' };
const PRESET_COLORS = {
    black: '000000',
    white: 'FFFFFF',
    red: 'FF0000',
    green: '008000',
    blue: '0000FF',
    yellow: 'FFFF00',
};

;// CONCATENATED MODULE: ./src/engine/formats/slides/index.ts


/**
 * Reader of the presentation family: PresentationML packages (pptx, pptm, potx, potm) and
 * OpenDocument presentations (odp), with a differ that aligns slides by content.
 */
const slidesReader = {
    family: 'slides',
    formats: ['pptx', 'pptm', 'potx', 'potm', 'odp'],
    read: async (bytes, format, options) => {
        if (format === 'odp')
            return (await __webpack_require__.e(/* import() */ 209).then(__webpack_require__.bind(__webpack_require__, 6209))).readOdp(bytes, options);
        return readPptx(bytes, format, options);
    },
    diff: diff/* diffSlides */.S,
};



/***/ }),

/***/ 5889:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ei: () => (/* binding */ slideLabel),
/* harmony export */   hT: () => (/* binding */ slidesData),
/* harmony export */   nP: () => (/* binding */ locateSlideBlock)
/* harmony export */ });
function slideLabel(number, title) {
    if (!title)
        return `slide ${number}`;
    return `slide ${number} "${title.length > 40 ? `${title.slice(0, 39)}…` : title}"`;
}
function slidesData(data) {
    const candidate = data;
    return candidate && (candidate.kind === 'pptx' || candidate.kind === 'odp') && Array.isArray(candidate.slides)
        ? candidate
        : undefined;
}
/**
 * Follows a block path through a slide story: into shapes (their blocks) and through tables
 * (row, cell, then a block inside the cell). A path that ends on a row or cell leads nowhere.
 */
function locateSlideBlock(model, story, path) {
    let list = model.stories.find((s) => s.key === story)?.blocks;
    let block;
    let shape;
    for (let k = 0; k < path.length && list; k++) {
        block = list[path[k]];
        if (!block)
            return undefined;
        if (block.type === 'shape') {
            shape = block;
            list = block.blocks;
        }
        else if (block.type === 'table' && k + 2 < path.length) {
            const row = block.rows[path[k + 1]];
            const cell = row?.cells[path[k + 2]];
            list = cell?.blocks;
            k += 2;
            if (k === path.length - 1)
                return undefined;
        }
        else if (k < path.length - 1)
            return undefined;
    }
    return block ? { block, shape } : undefined;
}


/***/ }),

/***/ 4582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ attr),
/* harmony export */   P_: () => (/* binding */ textContent),
/* harmony export */   XM: () => (/* binding */ pathOf),
/* harmony export */   YW: () => (/* binding */ descendant),
/* harmony export */   Y_: () => (/* binding */ children),
/* harmony export */   iK: () => (/* binding */ readPresentationPart),
/* harmony export */   is: () => (/* binding */ is),
/* harmony export */   jf: () => (/* binding */ child),
/* harmony export */   p: () => (/* binding */ nsAttr),
/* harmony export */   sr: () => (/* binding */ local),
/* harmony export */   ww: () => (/* binding */ inVocabulary)
/* harmony export */ });
/* harmony import */ var _package_namespaces__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(292);
/* harmony import */ var _package_xml_tree__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6372);


/** PresentationML, with PowerPoint's threaded comments (p188: modernComment_*.xml and authors.xml). */
const PRESENTATIONML_PREFIXES = { ..._package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .OOXML_PREFIXES */ .tc, ...(0,_package_namespaces__WEBPACK_IMPORTED_MODULE_0__/* .prefixTable */ .ZH)(['p', 'p188']) };
/**
 * Reads one PresentationML part. `mixed` keeps text and elements in order, for parts whose
 * text is read across elements (threaded comments).
 */
function readPresentationPart(text, part, mixed = false) {
    return (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .readXmlTree */ .a9)(text, part, { prefixes: PRESENTATIONML_PREFIXES, paths: true, mixed }).root;
}
function child(parent, name) {
    return parent?.child(name);
}
function children(parent, name) {
    return parent ? parent.children.filter((element) => element.name === name) : [];
}
/** First descendant with this name, depth first. */
function descendant(parent, name) {
    return parent && (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .findDescendant */ .T5)(parent, name);
}
/** An attribute as written (an empty value counts). */
function attr(element, name) {
    return element?.attrs[name];
}
/** A namespaced attribute by canonical name (`r:embed`); empty values count as absent. */
function nsAttr(element, name) {
    const value = element?.attrs[name];
    return value === '' ? undefined : value;
}
/** Local name of an element (`p:sp` → `sp`). */
function local(element) {
    return (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name);
}
/** Whether the element is in a vocabulary, by canonical prefix (`p`). */
function inVocabulary(element, prefix) {
    return !!element && element.name.length > prefix.length && element.name.startsWith(`${prefix}:`);
}
/** All text inside the element, in document order (exact order needs the part read `mixed`). */
function textContent(element) {
    return element && (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .deepText */ .MB)(element);
}
/** The element's locator path (parts are read with paths). */
function pathOf(element) {
    return element.path ?? '';
}
/** Whether the element has this canonical name. */
function is(element, name) {
    return element?.name === name;
}


/***/ })

};
