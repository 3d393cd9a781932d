export const id = 531;
export const ids = [531];
export const modules = {

/***/ 60531:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cellsWriter: () => (/* binding */ cellsWriter)
});

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/cells/model.ts
var model = __webpack_require__(20238);
;// CONCATENATED MODULE: ./src/engine/formats/cells/write/csv.ts

/**
 * CSV/TSV results. Styled: the target's rows with a first column `change` (`inserted`,
 * `deleted`, `modified`, empty) and deleted rows put back where they were; a modified cell
 * reads `new [was: old]`. Clean: the target with rejected cell changes reverted, no marker
 * column. Written as RFC 4180 with CRLF line endings.
 */
function writeDelimitedResult(input) {
    const warnings = [];
    const separator = input.format === 'tsv' ? '\t' : ',';
    const source = input.source.document.familyData;
    const target = input.target.document.familyData;
    if (!(0,model/* isCellsWorkbook */.SN)(source) || !(0,model/* isCellsWorkbook */.SN)(target))
        throw new Error('the cells writer needs two workbooks read by the cells reader');
    const sheet = target.sheets[0];
    const sourceSheet = source.sheets[0];
    const grid = toGrid(sheet);
    const clean = input.options.mode !== 'styled';
    const markers = new Map();
    const deletedBefore = new Map();
    input.changes.forEach((change, id) => {
        const rejected = input.options.rejected.has(id);
        if (clean && !rejected)
            return;
        const rowIndex = change.target?.blockPath[1] ?? change.anchor?.blockPath[1];
        if (change.unit === 'cell' && rowIndex !== undefined) {
            const row = sheet?.rows[rowIndex];
            const ref = change.target?.locator?.path ?? change.anchor?.locator?.path ?? '';
            const col = columnOf(ref);
            if (!row || col < 0 || change.place.endsWith(' formula') || change.kind === 'StyleChanged')
                return;
            const gridRow = grid[row.row] ?? (grid[row.row] = []);
            if (clean)
                gridRow[col] = change.text;
            else {
                gridRow[col] = change.kind === 'Modified' ? `${change.targetText} [was: ${change.text}]` : change.kind === 'Deleted' ? `[was: ${change.text}]` : change.targetText;
                if (!markers.has(row.row))
                    markers.set(row.row, 'modified');
            }
        }
        else if (change.unit === 'row' && change.kind === 'Inserted' && rowIndex !== undefined) {
            const row = sheet?.rows[rowIndex];
            if (!row)
                return;
            if (clean)
                grid[row.row] = undefined;
            else
                markers.set(row.row, 'inserted');
        }
        else if (change.unit === 'row' && change.kind === 'Deleted') {
            const sourceRow = sourceSheet?.rows[change.source?.blockPath[1] ?? -1];
            if (!sourceRow)
                return;
            const anchorRow = sheet?.rows[change.anchor?.blockPath[1] ?? -1]?.row ?? grid.length;
            const list = deletedBefore.get(anchorRow) ?? [];
            list.push(rowCells(sourceRow));
            deletedBefore.set(anchorRow, list);
        }
        else if (rejected || !clean) {
            if (clean)
                warnings.push({ code: 'cells-reject-unsupported', message: `change ${id} (${change.kind} ${change.place}) cannot be rejected in a CSV result; it is kept` });
        }
    });
    const lines = [];
    const emit = (cells, marker) => lines.push((clean ? cells : [marker ?? '', ...cells]).map((v) => quote(v ?? '', separator)).join(separator));
    const total = Math.max(grid.length, ...[...deletedBefore.keys()].map((k) => k + 1), 0);
    for (let r = 0; r <= total; r++) {
        for (const cells of deletedBefore.get(r) ?? [])
            emit(cells, clean ? undefined : 'deleted');
        if (r < grid.length && (grid[r] !== undefined || !clean)) {
            if (grid[r] === undefined && clean)
                continue;
            emit(grid[r] ?? [], markers.get(r));
        }
    }
    const text = lines.length ? `${lines.join('\r\n')}\r\n` : '';
    return { bytes: new TextEncoder().encode(text), warnings };
}
function toGrid(sheet) {
    const grid = [];
    if (!sheet)
        return grid;
    const last = sheet.rows.length ? sheet.rows[sheet.rows.length - 1].row : -1;
    for (let r = 0; r <= last; r++)
        grid.push([]);
    for (const row of sheet.rows)
        grid[row.row] = rowCells(row);
    return grid;
}
function rowCells(row) {
    const cells = [];
    for (const cell of row.cells)
        cells[cell.col] = cell.text;
    return Array.from(cells, (v) => v ?? '');
}
function columnOf(ref) {
    const match = /^([A-Z]+)\d+$/.exec(ref);
    if (!match)
        return -1;
    let n = 0;
    for (const ch of match[1])
        n = n * 26 + (ch.charCodeAt(0) - 64);
    return n - 1;
}
function quote(value, separator) {
    return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// EXTERNAL MODULE: ./node_modules/saxes/saxes.js
var saxes = __webpack_require__(59800);
// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var archive_zip = __webpack_require__(55380);
// EXTERNAL MODULE: ./src/engine/formats/cells/refs.ts
var refs = __webpack_require__(35777);
// EXTERNAL MODULE: ./src/engine/formats/cells/xlsx.ts + 1 modules
var xlsx = __webpack_require__(23390);
;// CONCATENATED MODULE: ./src/engine/formats/cells/write/validate.ts





/**
 * Checks a written workbook before it is reported as a success: every XML part is well-formed
 * (saxes, strict), [Content_Types].xml covers every part, internal relationship targets exist,
 * and worksheet rows and cells are in increasing order with cells inside their row. VML parts
 * are not parsed: Excel's own VML is often not well-formed XML.
 */
function validateXlsx(bytes) {
    let zip;
    try {
        zip = new archive_zip/* ZipArchive */.SJ(bytes);
    }
    catch (error) {
        throw new errors/* CorruptDocumentError */.b6(`the result is not a readable package (${error.message})`);
    }
    const types = zip.text('[Content_Types].xml');
    if (types === undefined)
        throw new errors/* CorruptDocumentError */.b6('the package has no [Content_Types].xml');
    const defaults = new Set([...types.matchAll(/<(?:\w+:)?Default\b[^>]*\bExtension="([^"]*)"/g)].map((m) => m[1].toLowerCase()));
    const overrides = new Set([...types.matchAll(/<(?:\w+:)?Override\b[^>]*\bPartName="([^"]*)"/g)].map((m) => decodeURIComponent(m[1]).replace(/^\//, '').toLowerCase()));
    for (const name of zip.names()) {
        if (name === '[Content_Types].xml')
            continue;
        const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
        if (!overrides.has(name.toLowerCase()) && !defaults.has(extension))
            throw new errors/* CorruptDocumentError */.b6(`part '${name}' has no content type in [Content_Types].xml`);
        if (!/\.(xml|rels)$/i.test(name))
            continue;
        const text = zip.text(name) ?? '';
        const isSheet = /<([\w.-]+:)?worksheet[\s>]/.test(text.slice(0, 2000));
        checkPart(text, name, isSheet);
        if (name.endsWith('.rels')) {
            const folder = name.replace(/_rels\/[^/]*$/, '');
            for (const m of text.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
                if (/TargetMode="External"/.test(m[1]))
                    continue;
                const target = /Target="([^"]*)"/.exec(m[1])?.[1];
                if (!target)
                    continue;
                const resolved = resolve(folder, decodeURIComponent(target.split('#')[0]));
                if (resolved && !zip.has(resolved))
                    throw new errors/* CorruptDocumentError */.b6(`${name} points to a missing part '${resolved}'`);
            }
        }
    }
}
function resolve(folder, target) {
    const joined = target.startsWith('/') ? target.slice(1) : folder + target;
    const out = [];
    for (const segment of joined.split('/')) {
        if (segment === '..')
            out.pop();
        else if (segment !== '.' && segment !== '')
            out.push(segment);
    }
    return out.join('/');
}
function checkPart(text, name, isSheet) {
    const parser = new saxes/* SaxesParser */.wT({ xmlns: true });
    let lastRow = 0;
    let rowNumber = 0;
    let lastCol = -1;
    let inSheetData = false;
    parser.on('opentag', (tag) => {
        if (!isSheet)
            return;
        const tagName = (0,xlsx/* local */.sr)(tag.name);
        if (tagName === 'sheetData')
            inSheetData = true;
        if (!inSheetData)
            return;
        if (tagName === 'row') {
            const r = Number(tag.attributes.r?.value ?? lastRow + 1);
            if (!(r > lastRow))
                throw new errors/* CorruptDocumentError */.b6(`${name}: row ${r} comes after row ${lastRow}`);
            lastRow = r;
            rowNumber = r;
            lastCol = -1;
        }
        else if (tagName === 'c') {
            const ref = tag.attributes.r?.value;
            if (ref === undefined)
                return;
            const parsed = (0,refs/* parseCellRef */.X5)(ref);
            if (!parsed)
                throw new errors/* CorruptDocumentError */.b6(`${name}: bad cell reference '${ref}'`);
            if (parsed.row + 1 !== rowNumber)
                throw new errors/* CorruptDocumentError */.b6(`${name}: cell ${ref} is inside row ${rowNumber}`);
            if (parsed.col <= lastCol)
                throw new errors/* CorruptDocumentError */.b6(`${name}: cell ${ref} is out of column order`);
            lastCol = parsed.col;
        }
    });
    parser.on('closetag', (tag) => {
        if ((0,xlsx/* local */.sr)(tag.name) === 'sheetData')
            inSheetData = false;
    });
    try {
        parser.write(text).close();
    }
    catch (error) {
        if (error instanceof errors/* CorruptDocumentError */.b6)
            throw error;
        throw new errors/* CorruptDocumentError */.b6(`part '${name}' is not well-formed XML (${error.message.split('\n')[0]})`);
    }
}

// EXTERNAL MODULE: ./src/engine/formats/word/docx/write/zip.ts
var zip = __webpack_require__(31674);
;// CONCATENATED MODULE: ./src/engine/formats/cells/write/package.ts




/**
 * An OOXML package opened for in-place editing: parts are read as text on demand, replaced or
 * added by name, and everything untouched (charts, pivot caches, vbaProject.bin, drawings) is
 * copied back byte for byte.
 */
class EditablePackage {
    zip;
    raw;
    changed = new Map();
    removed = new Set();
    constructor(bytes) {
        this.zip = new archive_zip/* ZipArchive */.SJ(bytes);
        this.raw = (0,zip/* readRawEntries */.xv)(bytes);
    }
    has(name) {
        return !this.removed.has(name) && (this.changed.has(name) || this.zip.has(name));
    }
    text(name) {
        const changed = this.changed.get(name);
        if (changed !== undefined)
            return changed;
        const text = this.zip.text(name);
        if (text === undefined)
            throw new errors/* CorruptDocumentError */.b6(`the package has no part '${name}'`);
        return text;
    }
    set(name, text) {
        this.removed.delete(name);
        this.changed.set(name, text);
    }
    remove(name) {
        this.changed.delete(name);
        this.removed.add(name);
    }
    /** A part name not used yet: `xl/comments` + n + `.xml`. */
    freeName(prefix, suffix) {
        for (let n = 1;; n++)
            if (!this.has(`${prefix}${n}${suffix}`))
                return `${prefix}${n}${suffix}`;
    }
    /** Relationships of a part: id → {type, target (resolved part name), raw target}. */
    rels(part) {
        const relsName = relsNameOf(part);
        const out = new Map();
        if (!this.has(relsName))
            return out;
        const folder = part.slice(0, part.lastIndexOf('/') + 1);
        (0,xlsx/* parseXml */.NO)(this.text(relsName), relsName, (tag) => {
            if ((0,xlsx/* local */.sr)(tag.name) !== 'Relationship')
                return;
            const id = (0,xlsx/* attr */.CF)(tag, 'Id');
            const target = (0,xlsx/* attr */.CF)(tag, 'Target');
            if (!id || target === undefined)
                return;
            const external = (0,xlsx/* attr */.CF)(tag, 'TargetMode') === 'External';
            out.set(id, { type: (0,xlsx/* attr */.CF)(tag, 'Type') ?? '', target: external ? target : (0,xlsx/* resolvePart */.ub)(folder, target), external });
        });
        return out;
    }
    /** Adds a relationship from `part` to `target` (a part name) and returns its id. */
    addRel(part, type, target) {
        const relsName = relsNameOf(part);
        const existing = this.has(relsName)
            ? this.text(relsName)
            : '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';
        const ids = new Set([...existing.matchAll(/\bId="([^"]*)"/g)].map((m) => m[1]));
        let n = ids.size + 1;
        while (ids.has(`rId${n}`))
            n++;
        const id = `rId${n}`;
        const relative = relativeTarget(part, target);
        this.set(relsName, existing.replace(/<\/Relationships>\s*$/, `<Relationship Id="${id}" Type="${type}" Target="${escapeXml(relative)}"/></Relationships>`));
        return id;
    }
    /** Makes sure [Content_Types].xml covers a part (an Override) or an extension (a Default). */
    addContentType(part, extension, contentType) {
        let types = this.text('[Content_Types].xml');
        if (part !== undefined) {
            if (types.includes(`PartName="/${part}"`))
                return;
            types = types.replace(/<\/Types>\s*$/, `<Override PartName="/${part}" ContentType="${contentType}"/></Types>`);
        }
        else if (extension !== undefined) {
            if (new RegExp(`Extension="${extension}"`, 'i').test(types))
                return;
            types = types.replace(/<\/Types>\s*$/, `<Default Extension="${extension}" ContentType="${contentType}"/></Types>`);
        }
        this.set('[Content_Types].xml', types);
    }
    removeContentTypeOverride(part) {
        const types = this.text('[Content_Types].xml');
        this.set('[Content_Types].xml', types.replace(new RegExp(`<Override[^>]*PartName="/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*/>`), ''));
    }
    bytes() {
        const encoder = new TextEncoder();
        const entries = [];
        const written = new Set();
        for (const entry of this.raw) {
            if (this.removed.has(entry.name) || written.has(entry.name))
                continue;
            const text = this.changed.get(entry.name);
            entries.push(text === undefined ? entry : (0,zip/* deflatedEntry */.eI)(entry.name, encoder.encode(text)));
            written.add(entry.name);
        }
        for (const [name, text] of this.changed)
            if (!written.has(name))
                entries.push((0,zip/* deflatedEntry */.eI)(name, encoder.encode(text)));
        return (0,zip/* writeZip */.zy)(entries);
    }
}
function relsNameOf(part) {
    const slash = part.lastIndexOf('/');
    return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}
/** `xl/worksheets/sheet1.xml` → `xl/comments1.xml` is `../comments1.xml`. */
function relativeTarget(from, to) {
    const fromParts = from.split('/').slice(0, -1);
    const toParts = to.split('/');
    let common = 0;
    while (common < fromParts.length && common < toParts.length - 1 && fromParts[common] === toParts[common])
        common++;
    return [...fromParts.slice(common).map(() => '..'), ...toParts.slice(common)].join('/');
}
function escapeXml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/write/sheet-editor.ts



class SheetEditor {
    xml;
    part;
    rows = new Map();
    prefix;
    sheetDataOpen;
    sheetDataClose;
    styleOf = new Map();
    contentOf = new Map();
    /** Cells with no r attribute cannot be addressed; they are counted for a warning. */
    unaddressable = 0;
    constructor(xml, part) {
        this.xml = xml;
        this.part = part;
        const root = /<([\w.-]+:)?worksheet[\s>]/.exec(xml);
        this.prefix = root?.[1] ?? '';
        const p = this.prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const open = new RegExp(`<${p}sheetData(\\s[^>]*)?(/?)>`).exec(xml);
        if (!open)
            throw new errors/* CorruptDocumentError */.b6(`${part} has no sheetData`);
        if (open[2] === '/') {
            this.sheetDataOpen = open.index;
            this.sheetDataClose = open.index + open[0].length;
            this.xml = `${xml.slice(0, open.index)}<${this.prefix}sheetData></${this.prefix}sheetData>${xml.slice(open.index + open[0].length)}`;
            this.sheetDataOpen = open.index + `<${this.prefix}sheetData>`.length;
            this.sheetDataClose = this.sheetDataOpen;
            return;
        }
        this.sheetDataOpen = open.index + open[0].length;
        this.sheetDataClose = xml.indexOf(`</${this.prefix}sheetData>`, this.sheetDataOpen);
        if (this.sheetDataClose < 0)
            throw new errors/* CorruptDocumentError */.b6(`${part} has an unclosed sheetData`);
        const tag = new RegExp(`<(/?)${p}(row|c)(?=[\\s/>])([^>]*?)(/?)>`, 'g');
        tag.lastIndex = this.sheetDataOpen;
        let row;
        let cell;
        let nextRow = 0;
        let nextCol = 0;
        for (let m = tag.exec(this.xml); m && m.index < this.sheetDataClose; m = tag.exec(this.xml)) {
            const [whole, closing, name, attrs, selfClose] = m;
            if (name === 'row') {
                if (closing) {
                    if (row)
                        row.end = m.index + whole.length;
                    row = undefined;
                    continue;
                }
                const r = /\br="(\d+)"/.exec(attrs);
                const index = r ? Number(r[1]) - 1 : nextRow;
                nextRow = index + 1;
                nextCol = 0;
                row = { row: index, start: m.index, end: m.index + whole.length, contentStart: selfClose ? -1 : m.index + whole.length, selfClosing: selfClose === '/', cells: [] };
                this.rows.set(index, row);
                if (selfClose)
                    row = undefined;
                continue;
            }
            if (closing) {
                if (cell)
                    cell.end = m.index + whole.length;
                cell = undefined;
                continue;
            }
            const r = /\br="([A-Za-z]+\d+)"/.exec(attrs);
            const parsed = r ? (0,refs/* parseCellRef */.X5)(r[1]) : undefined;
            if (!parsed)
                this.unaddressable++;
            const col = parsed ? parsed.col : nextCol;
            nextCol = col + 1;
            const span = { col, start: m.index, end: m.index + whole.length, openTag: whole, selfClosing: selfClose === '/' };
            row?.cells.push(span);
            cell = selfClose ? undefined : span;
        }
    }
    hasRow(row) {
        return this.rows.has(row);
    }
    /** The cell's current style index (0 when absent or unstyled). */
    styleIndex(row, col) {
        const span = this.rows.get(row)?.cells.find((c) => c.col === col);
        const s = span ? /\bs="(\d+)"/.exec(span.openTag) : null;
        return s ? Number(s[1]) : 0;
    }
    setStyle(row, col, style) {
        this.styleOf.set((0,refs/* cellRef */.Cp)(row, col), style);
    }
    /** New content for a cell; null removes the cell. */
    setContent(row, col, content) {
        this.contentOf.set((0,refs/* cellRef */.Cp)(row, col), content);
    }
    toString() {
        if (this.styleOf.size === 0 && this.contentOf.size === 0)
            return this.xml;
        const touched = new Map();
        for (const ref of new Set([...this.styleOf.keys(), ...this.contentOf.keys()])) {
            const { row, col } = (0,refs/* parseCellRef */.X5)(ref);
            const cols = touched.get(row) ?? new Set();
            cols.add(col);
            touched.set(row, cols);
        }
        const edits = [];
        const newRows = [];
        for (const [rowIndex, cols] of touched) {
            const span = this.rows.get(rowIndex);
            if (!span) {
                const cells = [...cols].sort((x, y) => x - y).map((col) => this.cellXml(rowIndex, col, undefined)).filter(Boolean);
                if (cells.length)
                    newRows.push({ row: rowIndex, text: `<${this.prefix}row r="${rowIndex + 1}">${cells.join('')}</${this.prefix}row>` });
                continue;
            }
            const pending = [...cols].sort((x, y) => x - y);
            for (const col of pending) {
                const existing = span.cells.find((c) => c.col === col);
                if (existing) {
                    edits.push({ start: existing.start, end: existing.end, text: this.cellXml(rowIndex, col, existing) });
                    continue;
                }
                const text = this.cellXml(rowIndex, col, undefined);
                if (!text)
                    continue;
                const after = span.cells.find((c) => c.col > col);
                if (after)
                    edits.push({ start: after.start, end: after.start, text });
                else if (span.selfClosing) {
                    edits.push({ start: span.start, end: span.end, text: `${this.xml.slice(span.start, span.end - 2)}>${text}</${this.prefix}row>` });
                    span.selfClosing = false;
                }
                else {
                    const closeAt = this.xml.lastIndexOf(`</${this.prefix}row>`, span.end);
                    edits.push({ start: closeAt, end: closeAt, text });
                }
            }
        }
        newRows.sort((x, y) => x.row - y.row);
        const orderedRows = [...this.rows.values()].sort((x, y) => x.row - y.row);
        for (const added of newRows) {
            const after = orderedRows.find((r) => r.row > added.row);
            const at = after ? after.start : this.sheetDataClose;
            edits.push({ start: at, end: at, text: added.text });
        }
        // Same-offset insertions keep their order (stable sort), later offsets first when applying.
        edits.sort((x, y) => x.start - y.start || x.end - y.end);
        let out = '';
        let cursor = 0;
        for (const edit of edits) {
            if (edit.start < cursor)
                continue;
            out += this.xml.slice(cursor, edit.start) + edit.text;
            cursor = edit.end;
        }
        return out + this.xml.slice(cursor);
    }
    cellXml(row, col, existing) {
        const ref = (0,refs/* cellRef */.Cp)(row, col);
        const style = this.styleOf.get(ref) ?? (existing ? this.styleIndex(row, col) : 0);
        const sAttr = style ? ` s="${style}"` : '';
        const c = `${this.prefix}c`;
        if (!this.contentOf.has(ref)) {
            if (!existing)
                return `<${c} r="${ref}"${sAttr}/>`;
            const open = existing.openTag.replace(/\s+s="\d+"/, '').replace(/^(<[\w:]+)/, `$1${sAttr}`);
            const body = this.xml.slice(existing.start + existing.openTag.length, existing.end);
            return existing.selfClosing ? open : `${open}${body}`;
        }
        const content = this.contentOf.get(ref);
        if (content === null || content === undefined)
            return style && existing ? `<${c} r="${ref}"${sAttr}/>` : '';
        return cellElement(this.prefix, ref, style, content);
    }
}
/** A `<c>` element for a cell reference, format index and content. */
function cellElement(p, ref, style, content) {
    const c = `${p}c`;
    const sAttr = style ? ` s="${style}"` : '';
    const f = content.formula !== undefined ? `<${p}f>${escapeXml(content.formula)}</${p}f>` : '';
    switch (content.type) {
        case 'n':
        case 'd':
            return content.raw === '' ? `<${c} r="${ref}"${sAttr}>${f}</${c}>` : `<${c} r="${ref}"${sAttr}>${f}<${p}v>${escapeXml(content.raw)}</${p}v></${c}>`;
        case 'b':
            return `<${c} r="${ref}"${sAttr} t="b">${f}<${p}v>${content.raw === 'TRUE' ? 1 : 0}</${p}v></${c}>`;
        case 'e':
            return `<${c} r="${ref}"${sAttr} t="e">${f}<${p}v>${escapeXml(content.raw)}</${p}v></${c}>`;
        case 's':
            return f
                ? `<${c} r="${ref}"${sAttr} t="str">${f}<${p}v>${escapeXml(content.raw)}</${p}v></${c}>`
                : `<${c} r="${ref}"${sAttr} t="inlineStr"><${p}is><${p}t xml:space="preserve">${escapeXml(content.raw)}</${p}t></${p}is></${c}>`;
        default:
            return f ? `<${c} r="${ref}"${sAttr}>${f}</${c}>` : `<${c} r="${ref}"${sAttr}/>`;
    }
}

// EXTERNAL MODULE: ./src/engine/formats/cells/formula.ts
var cells_formula = __webpack_require__(47245);
// EXTERNAL MODULE: ./src/engine/formats/cells/scan.ts
var scan = __webpack_require__(82038);
;// CONCATENATED MODULE: ./src/engine/formats/cells/write/rows.ts



/**
 * Inserting and removing whole rows of a worksheet part, as text: rows at or below a row move
 * by a count, and so do the references that point at them inside the sheet — cell and row
 * numbers, formulas of this sheet (cells, conditional formats, validations), merged ranges,
 * `ref`/`sqref` ranges — and the notes anchored there (comments part, VML shapes). References
 * from other sheets, defined names and charts are not renumbered; the writer warns.
 */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function shiftRow(row, at, delta) {
    return row >= at ? row + delta : row;
}
/** `A5`, `$B$7:C9`, `A1 B3:B4` with 1-based rows at or after row `at` (0-based) moved. */
function shiftRanges(value, at, delta) {
    return value.replace(/(\$?[A-Za-z]{1,3}\$?)(\d+)/g, (_m, col, row) => `${col}${shiftRow(Number(row) - 1, at, delta) + 1}`);
}
function shiftFormulaText(escaped, at, delta) {
    const formula = (0,scan/* decodeEntities */.S)(escaped);
    const shifted = (0,cells_formula/* mapFormulaReferences */.n)(formula, (sheet, row, col) => (sheet === undefined ? { row: shiftRow(row, at, delta), col } : undefined));
    return shifted === formula ? escaped : escapeXml(shifted);
}
/** Moves rows `at` and below by `delta` (0-based `at`). */
function shiftWorksheetRows(xml, at, delta) {
    const p = /<([\w.-]+:)?worksheet[\s>]/.exec(xml)?.[1] ?? '';
    const e = escapeRegExp(p);
    let out = xml.replace(new RegExp(`(<${e}row\\b[^>]*?\\br=")(\\d+)(")`, 'g'), (_m, a, r, b) => `${a}${shiftRow(Number(r) - 1, at, delta) + 1}${b}`);
    out = out.replace(new RegExp(`(<${e}c\\b[^>]*?\\br=")([A-Za-z]+)(\\d+)(")`, 'g'), (_m, a, col, r, b) => `${a}${col}${shiftRow(Number(r) - 1, at, delta) + 1}${b}`);
    out = out.replace(new RegExp(`(<${e}(?:f|formula|formula1|formula2)\\b[^>]*>)([^<]*)(</${e}(?:f|formula|formula1|formula2)>)`, 'g'), (_m, open, text, close) => `${open}${shiftFormulaText(text, at, delta)}${close}`);
    out = out.replace(/(\s(?:ref|sqref)=")([^"]*)(")/g, (_m, a, value, b) => `${a}${shiftRanges(value, at, delta)}${b}`);
    return out;
}
/** Inserts row elements (already numbered) before the first row numbered after them. */
function insertRowElements(xml, at, rowsXml) {
    const p = /<([\w.-]+:)?worksheet[\s>]/.exec(xml)?.[1] ?? '';
    const e = escapeRegExp(p);
    const rowTag = new RegExp(`<${e}row\\b[^>]*?\\br="(\\d+)"`, 'g');
    for (let m = rowTag.exec(xml); m; m = rowTag.exec(xml)) {
        if (Number(m[1]) - 1 >= at)
            return xml.slice(0, m.index) + rowsXml + xml.slice(m.index);
    }
    const selfClosed = new RegExp(`<${e}sheetData\\s*/>`).exec(xml);
    if (selfClosed)
        return xml.replace(selfClosed[0], `<${p}sheetData>${rowsXml}</${p}sheetData>`);
    const close = xml.indexOf(`</${p}sheetData>`);
    return xml.slice(0, close) + rowsXml + xml.slice(close);
}
/** Removes the row element numbered `row` (0-based); the caller shifts what follows. */
function removeRowElement(xml, row) {
    const p = /<([\w.-]+:)?worksheet[\s>]/.exec(xml)?.[1] ?? '';
    const e = escapeRegExp(p);
    const open = new RegExp(`<${e}row\\b[^>]*?\\br="${row + 1}"[^>]*?(/?)>`).exec(xml);
    if (!open)
        return xml;
    if (open[1] === '/')
        return xml.slice(0, open.index) + xml.slice(open.index + open[0].length);
    const close = xml.indexOf(`</${p}row>`, open.index);
    return xml.slice(0, open.index) + xml.slice(close + `</${p}row>`.length);
}
/** Comment refs of a comments part. */
function shiftCommentRefs(xml, at, delta) {
    return xml.replace(/(\sref=")([^"]*)(")/g, (_m, a, value, b) => `${a}${shiftRanges(value, at, delta)}${b}`);
}
/** Note shapes of a VML drawing: `x:Row` and the rows of `x:Anchor`. */
function shiftVmlRows(vml, at, delta) {
    return vml
        .replace(/(<x:Row>)(\d+)(<\/x:Row>)/g, (_m, a, r, b) => `${a}${shiftRow(Number(r), at, delta)}${b}`)
        .replace(/(<x:Anchor>)([^<]*)(<\/x:Anchor>)/g, (_m, a, value, b) => {
        const parts = value.split(',').map((v) => v.trim());
        if (parts.length !== 8)
            return `${a}${value}${b}`;
        parts[2] = String(shiftRow(Number(parts[2]), at, delta));
        parts[6] = String(shiftRow(Number(parts[6]), at, delta));
        return `${a}${parts.join(', ')}${b}`;
    });
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/write/styles.ts

/**
 * Adds marked copies of cell formats to styles.xml: for a cell format (cellXfs index) and a
 * change kind, a new `xf` with the same number format, border and alignment, a solid fill and
 * a font carrying the ItemsStyle colour and emphasis. Each (format, kind) pair is added once.
 */
class StylesEditor {
    xml;
    xfs;
    fonts;
    fillCount;
    added = new Map();
    newFonts = [];
    newFills = [];
    newXfs = [];
    prefix;
    constructor(xml) {
        this.xml = xml;
        this.prefix = /<([\w.-]+:)?styleSheet[\s>]/.exec(xml)?.[1] ?? '';
        this.xfs = children(section(xml, this.prefix, 'cellXfs') ?? '', this.prefix, 'xf');
        this.fonts = children(section(xml, this.prefix, 'fonts') ?? '', this.prefix, 'font');
        this.fillCount = children(section(xml, this.prefix, 'fills') ?? '', this.prefix, 'fill').length;
        if (!section(xml, this.prefix, 'cellXfs'))
            throw new errors/* CorruptDocumentError */.b6('styles.xml has no cellXfs');
    }
    /** How many cell formats the part had before marking. */
    get baseCount() {
        return this.xfs.length;
    }
    /** The cellXfs index of `base` marked as `kind`. */
    marked(base, kind, style) {
        const key = `${base}:${kind}`;
        const known = this.added.get(key);
        if (known !== undefined)
            return known;
        const p = this.prefix;
        const xf = this.xfs[base] ?? this.xfs[0] ?? `<${p}xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>`;
        const fontId = Number(/\bfontId="(\d+)"/.exec(xf)?.[1] ?? 0);
        const baseFont = this.fonts[fontId] ?? this.fonts[0] ?? `<${p}font/>`;
        const fill = style.highlightColor ?? tint(style.fontColor ?? 'FFFF00');
        this.newFills.push(`<${p}fill><${p}patternFill patternType="solid"><${p}fgColor rgb="FF${fill}"/><${p}bgColor indexed="64"/></${p}patternFill></${p}fill>`);
        const fillId = this.fillCount + this.newFills.length - 1;
        this.newFonts.push(markFont(baseFont, style, p));
        const newFontId = this.fonts.length + this.newFonts.length - 1;
        let marked = setAttribute(setAttribute(xf, 'fillId', String(fillId)), 'fontId', String(newFontId));
        marked = setAttribute(setAttribute(marked, 'applyFill', '1'), 'applyFont', '1');
        this.newXfs.push(marked);
        const index = this.xfs.length + this.newXfs.length - 1;
        this.added.set(key, index);
        return index;
    }
    toString() {
        if (this.added.size === 0)
            return this.xml;
        let xml = this.xml;
        xml = appendToSection(xml, this.prefix, 'fonts', this.newFonts, this.fonts.length + this.newFonts.length);
        xml = appendToSection(xml, this.prefix, 'fills', this.newFills, this.fillCount + this.newFills.length);
        xml = appendToSection(xml, this.prefix, 'cellXfs', this.newXfs, this.xfs.length + this.newXfs.length);
        return xml;
    }
}
/** A colour mixed 75% toward white, for a fill that keeps the text readable. */
function tint(hex) {
    const mix = (k) => Math.round(parseInt(hex.slice(k, k + 2), 16) * 0.25 + 255 * 0.75).toString(16).padStart(2, '0');
    return `${mix(0)}${mix(2)}${mix(4)}`.toUpperCase();
}
function markFont(font, style, p) {
    let inner = font.replace(/^<[^>]*?\/>$/, '').replace(/^<[^>]*>/, '').replace(/<\/[\w:]*font>$/, '');
    const drop = (name) => {
        inner = inner.replace(new RegExp(`<${p}${name}(\\s[^>]*)?/>|<${p}${name}(\\s[^>]*)?>.*?</${p}${name}>`, 'g'), '');
    };
    if (style.fontColor) {
        drop('color');
        inner = `<${p}color rgb="FF${style.fontColor}"/>${inner}`;
    }
    if (style.bold) {
        drop('b');
        inner = `<${p}b/>${inner}`;
    }
    if (style.italic) {
        drop('i');
        inner = `<${p}i/>${inner}`;
    }
    if (style.strikeThrough) {
        drop('strike');
        inner = `<${p}strike/>${inner}`;
    }
    if (style.underline) {
        drop('u');
        inner = `<${p}u/>${inner}`;
    }
    return `<${p}font>${inner}</${p}font>`;
}
function section(xml, p, name) {
    const match = new RegExp(`<${styles_escape(p)}${name}(\\s[^>]*)?>([\\s\\S]*?)</${styles_escape(p)}${name}>`).exec(xml);
    return match?.[2];
}
function children(inner, p, name) {
    const out = [];
    const re = new RegExp(`<${styles_escape(p)}${name}(?=[\\s/>])[^>]*?/>|<${styles_escape(p)}${name}(?=[\\s>])[^>]*>[\\s\\S]*?</${styles_escape(p)}${name}>`, 'g');
    for (const m of inner.matchAll(re))
        out.push(m[0]);
    return out;
}
function appendToSection(xml, p, name, items, count) {
    if (items.length === 0)
        return xml;
    const close = `</${p}${name}>`;
    const at = xml.indexOf(close);
    if (at < 0) {
        // An empty <fonts/> or missing section: write one just for the added entries.
        const selfClosed = new RegExp(`<${styles_escape(p)}${name}(\\s[^>]*)?/>`).exec(xml);
        if (selfClosed)
            return xml.replace(selfClosed[0], `<${p}${name} count="${count}">${items.join('')}</${p}${name}>`);
        throw new errors/* CorruptDocumentError */.b6(`styles.xml has no ${name}`);
    }
    let out = xml.slice(0, at) + items.join('') + xml.slice(at);
    out = out.replace(new RegExp(`<${styles_escape(p)}${name}(\\s[^>]*)?>`), (open) => setAttribute(open, 'count', String(count)));
    return out;
}
function setAttribute(tag, name, value) {
    const re = new RegExp(`\\s${name}="[^"]*"`);
    if (re.test(tag))
        return tag.replace(re, ` ${name}="${value}"`);
    return tag.replace(/^(<[\w:.-]+)/, `$1 ${name}="${value}"`);
}
function styles_escape(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/write/xlsx.ts






const SUMMARY_SHEET = 'docdelta changes';
function writeXlsxResult(input) {
    const warnings = [];
    const pkg = new EditablePackage(input.target.bytes);
    const source = input.source.document.familyData;
    const target = input.target.document.familyData;
    if (!(0,model/* isCellsWorkbook */.SN)(source) || !(0,model/* isCellsWorkbook */.SN)(target))
        throw new Error('the cells writer needs two workbooks read by the cells reader');
    const byStory = new Map(target.sheets.map((s) => [`sheet:${s.name}`, s]));
    const sourceByStory = new Map(source.sheets.map((s) => [`sheet:${s.name}`, s]));
    const options = input.options;
    const editors = new Map();
    const editor = (sheet) => {
        let e = editors.get(sheet.part);
        if (!e) {
            e = new SheetEditor(pkg.text(sheet.part), sheet.part);
            editors.set(sheet.part, e);
        }
        return e;
    };
    const rowOps = [];
    const stylesPart = findStylesPart(pkg);
    const styles = stylesPart ? new StylesEditor(pkg.text(stylesPart)) : undefined;
    if (options.mode === 'clean' || options.mode === 'tracked') {
        if (options.mode === 'tracked')
            warnings.push({ code: 'cells-no-tracked-changes', message: 'spreadsheets have no tracked changes that Excel and Calc share; the result is clean with rejected changes reverted' });
        applyRejected(input, byStory, sourceByStory, editor, pkg, styles, rowOps, warnings);
    }
    else {
        markChanges(input, byStory, sourceByStory, editor, pkg, styles, rowOps, warnings);
    }
    for (const [part, e] of editors) {
        if (e.unaddressable)
            warnings.push({ code: 'cells-unaddressable', message: `${part}: ${e.unaddressable} cells have no reference (r attribute) and could not be marked` });
        pkg.set(part, e.toString());
    }
    applyRowOps(pkg, rowOps, styles, input.options.deleted, warnings);
    if (styles && stylesPart)
        pkg.set(stylesPart, styles.toString());
    return { bytes: pkg.bytes(), warnings };
}
function applyRowOps(pkg, ops, styles, deletedStyle, warnings) {
    const bySheet = new Map();
    for (const op of ops)
        bySheet.set(op.sheet, [...(bySheet.get(op.sheet) ?? []), op]);
    const xfCount = styles ? styles.baseCount : 0;
    for (const [sheet, sheetOps] of bySheet) {
        // Bottom-up; at one row, a removal goes before the insertions that take its place.
        sheetOps.sort((x, y) => y.at - x.at || (x.remove ? -1 : 1));
        let xml = pkg.text(sheet.part);
        const rels = pkg.rels(sheet.part);
        const commentsPart = [...rels.values()].find((r) => r.type.endsWith('/comments') && pkg.has(r.target))?.target;
        const vmlPart = [...rels.values()].find((r) => r.type.endsWith('/vmlDrawing') && pkg.has(r.target))?.target;
        let comments = commentsPart ? pkg.text(commentsPart) : undefined;
        let vml = vmlPart ? pkg.text(vmlPart) : undefined;
        const shift = (at, delta) => {
            xml = shiftWorksheetRows(xml, at, delta);
            if (comments !== undefined)
                comments = shiftCommentRefs(comments, at, delta);
            if (vml !== undefined)
                vml = shiftVmlRows(vml, at, delta);
        };
        const notes = [];
        const prefix = /<([\w.-]+:)?worksheet[\s>]/.exec(xml)?.[1] ?? '';
        for (const op of sheetOps) {
            if (op.remove) {
                xml = removeRowElement(xml, op.at);
                shift(op.at + 1, -1);
                for (const n of notes)
                    n.at -= 1;
                continue;
            }
            const rows = op.rows ?? [];
            if (!rows.length)
                continue;
            shift(op.at, rows.length);
            for (const n of notes)
                n.at += rows.length;
            const rowsXml = rows
                .map((row, k) => {
                const number = op.at + k;
                const cells = row.cells.map((cell) => {
                    const base = cell.xf !== undefined && cell.xf < xfCount ? cell.xf : 0;
                    const ref = (0,refs/* cellRef */.Cp)(number, cell.col);
                    if (row.marked)
                        return cellElement(prefix, ref, styles ? styles.marked(base, 'deleted', deletedStyle) : 0, { type: 's', raw: cell.text });
                    return cellElement(prefix, ref, base, { type: cell.type, raw: cell.raw, formula: cell.formula });
                });
                if (row.note)
                    notes.push({ at: op.at, index: k, note: row.note });
                return `<${prefix}row r="${number + 1}">${cells.join('')}</${prefix}row>`;
            })
                .join('');
            xml = insertRowElements(xml, op.at, rowsXml);
        }
        pkg.set(sheet.part, xml);
        if (commentsPart && comments !== undefined)
            pkg.set(commentsPart, comments);
        if (vmlPart && vml !== undefined)
            pkg.set(vmlPart, vml);
        if (notes.length)
            addNotes(pkg, sheet.part, notes.map((n) => [(0,refs/* cellRef */.Cp)(n.at + n.index, 0), n.note]), warnings);
        warnings.push({
            code: 'cells-rows-renumbered',
            message: `rows of sheet '${sheet.name}' were inserted or removed; references to them from other sheets, defined names and charts were not renumbered`,
        });
    }
}
function markChanges(input, byStory, sourceByStory, editor, pkg, styles, rowOps, warnings) {
    const options = input.options;
    const marks = new Map();
    const mark = (sheet, ref, kind, note) => {
        let sheetMarks = marks.get(sheet);
        if (!sheetMarks) {
            sheetMarks = new Map();
            marks.set(sheet, sheetMarks);
        }
        const existing = sheetMarks.get(ref);
        if (existing) {
            if (note)
                existing.notes.push(note);
            if (existing.kind !== kind)
                existing.kind = 'changed';
        }
        else
            sheetMarks.set(ref, { kind, notes: note ? [note] : [] });
    };
    const summary = [];
    const tabColors = new Map();
    input.changes.forEach((change, id) => {
        const sheet = byStory.get(change.target?.story ?? change.anchor?.story ?? '');
        const sourceSheet = sourceByStory.get(change.source?.story ?? '');
        const ref = change.target?.locator?.path ?? change.anchor?.locator?.path ?? '';
        if (options.summaryPage)
            summary.push(change);
        if (change.kind === 'Inserted' && !options.showInserted)
            return;
        if (change.kind === 'Deleted' && !options.showDeleted)
            return;
        if (!sheet) {
            if (!options.summaryPage)
                summary.push(change);
            return;
        }
        switch (change.unit) {
            case 'cell': {
                if (ref.startsWith('merge:')) {
                    const range = (0,refs/* parseRange */.RC)(ref.slice(6));
                    if (range)
                        mark(sheet, (0,refs/* cellRef */.Cp)(range.top, range.left), 'changed', `[${id}] ${change.styleChanges?.[0]?.newValue ?? 'merge changed'} (${ref.slice(6)})`);
                    break;
                }
                if (!(0,refs/* parseCellRef */.X5)(ref))
                    break;
                const kind = change.kind === 'Inserted' ? 'inserted' : change.kind === 'Deleted' ? 'deleted' : 'changed';
                const note = change.kind === 'StyleChanged'
                    ? `[${id}] style: ${(change.styleChanges ?? []).map((s) => `${s.property} ${s.oldValue} → ${s.newValue}`).join('; ')}`
                    : change.place.endsWith(' formula')
                        ? `[${id}] formula was: ${change.text || '(none)'}`
                        : `[${id}] was: ${change.text === '' ? '(empty)' : change.text}`;
                mark(sheet, ref, kind, note);
                break;
            }
            case 'row': {
                const row = Number(ref.replace('row:', ''));
                if (change.kind === 'Inserted') {
                    const rowData = sheet.rows[change.target?.blockPath[1] ?? -1];
                    for (const cell of rowData?.cells ?? [])
                        mark(sheet, (0,refs/* cellRef */.Cp)(row, cell.col), 'inserted', cell === rowData.cells[0] ? `[${id}] inserted row` : undefined);
                }
                else {
                    // Deleted rows go back where they were, marked, with a note (ShowDeletedContent).
                    const sourceRow = sourceSheet?.rows[change.source?.blockPath[1] ?? -1];
                    if (sourceRow)
                        rowOps.push({ sheet, at: row, rows: [{ cells: sourceRow.cells, marked: true, note: `[${id}] deleted row ${sourceRow.row + 1} of the source` }] });
                    else
                        mark(sheet, (0,refs/* cellRef */.Cp)(row, 0), 'deleted', `[${id}] deleted row of the source above this row: ${change.text}`);
                }
                break;
            }
            case 'column': {
                const col = Number(ref.replace('column:', ''));
                if (change.kind === 'Inserted') {
                    for (const row of sheet.rows)
                        for (const cell of row.cells)
                            if (cell.col === col)
                                mark(sheet, (0,refs/* cellRef */.Cp)(row.row, col), 'inserted', row === sheet.rows[0] ? `[${id}] inserted column` : undefined);
                }
                else {
                    mark(sheet, (0,refs/* cellRef */.Cp)(sheet.rows[0]?.row ?? 0, col), 'deleted', `[${id}] deleted column of the source left of this one: ${change.text}`);
                    if (!options.summaryPage)
                        summary.push(change);
                }
                break;
            }
            case 'text': {
                const commentRef = ref.replace(/^comment:/, '');
                if ((0,refs/* parseCellRef */.X5)(commentRef))
                    mark(sheet, commentRef, change.kind === 'Inserted' ? 'inserted' : change.kind === 'Deleted' ? 'deleted' : 'changed', `[${id}] comment was: ${change.text || '(none)'}`);
                break;
            }
            default:
                if (change.unit === 'story' && change.kind === 'Inserted')
                    tabColors.set(sheet, options.inserted.fontColor ?? '0000FF');
                if (!options.summaryPage)
                    summary.push(change);
        }
    });
    for (const [sheet, color] of tabColors)
        pkg.set(sheet.part, withTabColor(pkg.text(sheet.part), color));
    if (!styles && marks.size)
        warnings.push({ code: 'cells-no-styles', message: 'the workbook has no styles part; changed cells get notes but no colours' });
    const styleFor = (kind) => (kind === 'inserted' ? input.options.inserted : kind === 'deleted' ? input.options.deleted : input.options.changed);
    for (const [sheet, sheetMarks] of marks) {
        const e = editor(sheet);
        const notes = [];
        for (const [ref, m] of sheetMarks) {
            const { row, col } = (0,refs/* parseCellRef */.X5)(ref);
            if (styles)
                e.setStyle(row, col, styles.marked(e.styleIndex(row, col), m.kind, styleFor(m.kind)));
            if (m.notes.length)
                notes.push([ref, m.notes.join('\n')]);
        }
        if (notes.length)
            addNotes(pkg, sheet.part, notes, warnings);
    }
    if (summary.length)
        addSummarySheet(pkg, input.changes, summary, warnings);
}
function applyRejected(input, byStory, sourceByStory, editor, pkg, styles, rowOps, warnings) {
    let reverted = 0;
    for (const id of [...input.options.rejected].sort((x, y) => x - y)) {
        const change = input.changes[id];
        if (!change)
            continue;
        const sheet = byStory.get(change.target?.story ?? change.anchor?.story ?? '');
        const ref = change.target?.locator?.path ?? change.anchor?.locator?.path ?? '';
        const position = (0,refs/* parseCellRef */.X5)(ref);
        if (change.unit === 'row' && sheet) {
            const row = Number(ref.replace('row:', ''));
            const sourceRow = sourceByStory.get(change.source?.story ?? '')?.rows[change.source?.blockPath[1] ?? -1];
            if (change.kind === 'Inserted')
                rowOps.push({ sheet, at: row, remove: true });
            else if (sourceRow)
                rowOps.push({ sheet, at: row, rows: [{ cells: sourceRow.cells, marked: false }] });
            reverted++;
            continue;
        }
        if (change.kind === 'StyleChanged' && change.unit === 'cell' && sheet && position && styles) {
            // The source cell's own format index, when the target's styles have it (same lineage).
            const sourceCell = cellAt(sourceByStory.get(change.source?.story ?? '') ?? sheet, change.source?.blockPath);
            const xf = sourceCell?.xf ?? 0;
            if (xf < styles.baseCount) {
                editor(sheet).setStyle(position.row, position.col, xf);
                continue;
            }
        }
        if (change.unit !== 'cell' || !sheet || !position || change.kind === 'StyleChanged') {
            warnings.push({ code: 'cells-reject-unsupported', message: `change ${id} (${change.kind} ${change.place}) cannot be rejected in a workbook yet; it is kept` });
            continue;
        }
        const sourceSheet = sourceByStory.get(change.source?.story ?? '');
        const sourceCell = sourceSheet ? cellAt(sourceSheet, change.source?.blockPath) : undefined;
        editor(sheet).setContent(position.row, position.col, sourceCell ? { type: sourceCell.type, raw: sourceCell.raw, formula: sourceCell.formula } : null);
        reverted++;
    }
    if (reverted)
        dropCalcChain(pkg);
}
function cellAt(sheet, path) {
    if (!path || path.length < 3)
        return undefined;
    return sheet.rows[path[1]]?.cells[path[2]];
}
function findStylesPart(pkg) {
    const workbook = workbookPart(pkg);
    for (const rel of pkg.rels(workbook).values())
        if (rel.type.endsWith('/styles') && pkg.has(rel.target))
            return rel.target;
    return undefined;
}
function workbookPart(pkg) {
    for (const rel of pkg.rels('').values())
        if (rel.type.endsWith('/officeDocument'))
            return rel.target;
    return 'xl/workbook.xml';
}
/** Relationship type URIs in the package's own flavour (Strict or Transitional). */
function relType(pkg, kind) {
    const strict = pkg.text(workbookPart(pkg)).includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
    return `${strict ? 'http://purl.oclc.org/ooxml/officeDocument/relationships' : 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'}/${kind}`;
}
/** Drops xl/calcChain.xml: after cells are rewritten it may name formulas that are gone. */
function dropCalcChain(pkg) {
    const workbook = workbookPart(pkg);
    for (const [id, rel] of pkg.rels(workbook)) {
        if (!rel.type.endsWith('/calcChain'))
            continue;
        pkg.remove(rel.target);
        pkg.removeContentTypeOverride(rel.target);
        const relsName = `${workbook.slice(0, workbook.lastIndexOf('/') + 1)}_rels/${workbook.slice(workbook.lastIndexOf('/') + 1)}.rels`;
        pkg.set(relsName, pkg.text(relsName).replace(new RegExp(`<Relationship[^>]*Id="${id}"[^>]*/>`), ''));
    }
}
/** An inserted sheet's tab takes the inserted colour (`sheetPr/tabColor`, its first child). */
function withTabColor(sheet, color) {
    const p = /<([\w.-]+:)?worksheet[\s>]/.exec(sheet)?.[1] ?? '';
    const tab = `<${p}tabColor rgb="FF${color}"/>`;
    const sheetPr = new RegExp(`<${p}sheetPr(\\s[^>]*?)?(/?)>`).exec(sheet);
    if (sheetPr) {
        if (new RegExp(`<${p}tabColor[\\s/>]`).test(sheet))
            return sheet.replace(new RegExp(`<${p}tabColor[^>]*/>`), tab);
        const open = sheetPr[2] === '/' ? sheetPr[0].replace(/\/>$/, '>') : sheetPr[0];
        return sheet.replace(sheetPr[0], `${open}${tab}${sheetPr[2] === '/' ? `</${p}sheetPr>` : ''}`);
    }
    return sheet.replace(/<([\w.-]+:)?worksheet(\s[^>]*)?>/, (root) => `${root}<${p}sheetPr>${tab}</${p}sheetPr>`);
}
// ---------------------------------------------------------------------------------------------
// Notes (legacy comments + VML)
const NOTE_AUTHOR = 'docdelta';
function addNotes(pkg, sheetPart, notes, warnings) {
    const rels = pkg.rels(sheetPart);
    let commentsPart = [...rels.values()].find((r) => r.type.endsWith('/comments'))?.target;
    let vmlPart = [...rels.values()].find((r) => r.type.endsWith('/vmlDrawing'))?.target;
    const strictMain = pkg.text(sheetPart).includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
    const main = strictMain ? 'http://purl.oclc.org/ooxml/spreadsheetml/main' : 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    if (!commentsPart || !pkg.has(commentsPart)) {
        commentsPart = pkg.freeName('xl/comments', '.xml');
        pkg.set(commentsPart, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<comments xmlns="${main}"><authors></authors><commentList></commentList></comments>`);
        pkg.addRel(sheetPart, relType(pkg, 'comments'), commentsPart);
        pkg.addContentType(commentsPart, undefined, 'application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml');
    }
    let comments = pkg.text(commentsPart);
    const prefix = /<([\w.-]+:)?comments[\s>]/.exec(comments)?.[1] ?? '';
    // Author list: reuse or append ours.
    const authors = [...comments.matchAll(new RegExp(`<${prefix}author>([\\s\\S]*?)</${prefix}author>`, 'g'))].map((m) => m[1]);
    let authorId = authors.indexOf(NOTE_AUTHOR);
    if (authorId < 0) {
        authorId = authors.length;
        if (/<([\w.-]+:)?authors\s*\/>/.test(comments))
            comments = comments.replace(/<([\w.-]+:)?authors\s*\/>/, `<${prefix}authors><${prefix}author>${NOTE_AUTHOR}</${prefix}author></${prefix}authors>`);
        else
            comments = comments.replace(`</${prefix}authors>`, `<${prefix}author>${NOTE_AUTHOR}</${prefix}author></${prefix}authors>`);
    }
    const newShapes = [];
    for (const [ref, text] of notes) {
        const run = `<${prefix}r><${prefix}rPr><${prefix}b/><${prefix}sz val="9"/></${prefix}rPr><${prefix}t xml:space="preserve">docdelta: ${escapeXml(text)}</${prefix}t></${prefix}r>`;
        const existing = new RegExp(`(<${prefix}comment\\s[^>]*ref="${ref}"[^>]*>[\\s\\S]*?)(</${prefix}text>)`).exec(comments);
        if (existing) {
            comments = comments.replace(existing[0], `${existing[1]}<${prefix}r><${prefix}t xml:space="preserve">\n</${prefix}t></${prefix}r>${run}${existing[2]}`);
            continue;
        }
        const comment = `<${prefix}comment ref="${ref}" authorId="${authorId}"><${prefix}text>${run}</${prefix}text></${prefix}comment>`;
        if (/<([\w.-]+:)?commentList\s*\/>/.test(comments))
            comments = comments.replace(/<([\w.-]+:)?commentList\s*\/>/, `<${prefix}commentList>${comment}</${prefix}commentList>`);
        else
            comments = comments.replace(`</${prefix}commentList>`, `${comment}</${prefix}commentList>`);
        newShapes.push(vmlShape(ref));
    }
    pkg.set(commentsPart, comments);
    if (!newShapes.length)
        return;
    if (!vmlPart || !pkg.has(vmlPart)) {
        vmlPart = pkg.freeName('xl/drawings/vmlDrawing', '.vml');
        pkg.set(vmlPart, VML_HEAD + VML_TAIL);
        const id = pkg.addRel(sheetPart, relType(pkg, 'vmlDrawing'), vmlPart);
        pkg.addContentType(undefined, 'vml', 'application/vnd.openxmlformats-officedocument.vmlDrawing');
        pkg.set(sheetPart, insertLegacyDrawing(pkg.text(sheetPart), id, warnings, sheetPart));
    }
    const vml = pkg.text(vmlPart);
    const close = vml.lastIndexOf('</xml>');
    if (close < 0) {
        warnings.push({ code: 'cells-vml', message: `${vmlPart} is not a VML drawing this writer understands; notes are added without their shapes` });
        return;
    }
    pkg.set(vmlPart, vml.slice(0, close) + newShapes.join('') + vml.slice(close));
}
const VML_HEAD = '<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel">' +
    '<o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="1"/></o:shapelayout>' +
    '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>';
const VML_TAIL = '</xml>';
let shapeCounter = 0;
function vmlShape(ref) {
    const { row, col } = (0,refs/* parseCellRef */.X5)(ref);
    shapeCounter = (shapeCounter + 1) % 100000;
    return (`<v:shape id="_x0000_s${1025 + shapeCounter}" type="#_x0000_t202" style="position:absolute;margin-left:59.25pt;margin-top:1.5pt;width:180pt;height:60pt;z-index:1;visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto">` +
        '<v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/><v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox>' +
        `<x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>${col + 1}, 15, ${row}, 2, ${col + 4}, 15, ${row + 4}, 16</x:Anchor><x:AutoFill>False</x:AutoFill><x:Row>${row}</x:Row><x:Column>${col}</x:Column></x:ClientData></v:shape>`);
}
/** `<legacyDrawing>` goes after `drawing` and before the elements CT_Worksheet lists after it. */
function insertLegacyDrawing(sheet, id, warnings, part) {
    const prefix = /<([\w.-]+:)?worksheet[\s>]/.exec(sheet)?.[1] ?? '';
    const rPrefix = /xmlns:(\w+)="http:\/\/(schemas\.openxmlformats\.org\/officeDocument\/2006|purl\.oclc\.org\/ooxml\/officeDocument)\/relationships"/.exec(sheet)?.[1];
    let element;
    let result = sheet;
    if (rPrefix)
        element = `<${prefix}legacyDrawing ${rPrefix}:id="${id}"/>`;
    else {
        element = `<${prefix}legacyDrawing r:id="${id}"/>`;
        const strict = sheet.includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
        result = result.replace(/<([\w.-]+:)?worksheet(?=[\s>])/, (m) => `${m} xmlns:r="${strict ? 'http://purl.oclc.org/ooxml/officeDocument/relationships' : 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'}"`);
    }
    if (new RegExp(`<${prefix}legacyDrawing[\\s/>]`).test(result)) {
        warnings.push({ code: 'cells-legacy-drawing', message: `${part} already has a legacy drawing; notes were added to its comments part` });
        return result;
    }
    for (const after of ['legacyDrawingHF', 'drawingHF', 'picture', 'oleObjects', 'controls', 'webPublishItems', 'tableParts', 'extLst']) {
        const match = new RegExp(`<${prefix}${after}[\\s/>]`).exec(result);
        if (match)
            return result.slice(0, match.index) + element + result.slice(match.index);
    }
    const close = result.lastIndexOf(`</${prefix}worksheet>`);
    return result.slice(0, close) + element + result.slice(close);
}
// ---------------------------------------------------------------------------------------------
// Summary sheet
function addSummarySheet(pkg, all, listed, warnings) {
    const workbook = workbookPart(pkg);
    let workbookXml = pkg.text(workbook);
    const prefix = /<([\w.-]+:)?workbook[\s>]/.exec(workbookXml)?.[1] ?? '';
    const strict = workbookXml.includes('http://purl.oclc.org/ooxml/spreadsheetml/main');
    const main = strict ? 'http://purl.oclc.org/ooxml/spreadsheetml/main' : 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    let name = SUMMARY_SHEET;
    for (let n = 2; workbookXml.includes(`name="${name}"`); n++)
        name = `${SUMMARY_SHEET} ${n}`;
    const part = pkg.freeName('xl/worksheets/sheet', '.xml');
    const ids = new Map(all.map((c, k) => [c, k]));
    const counts = new Map();
    for (const change of all)
        counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
    const rows = [['Changes', String(all.length)], ...[...counts].map(([kind, n]) => [kind, String(n)]), [], ['Id', 'Type', 'Place', 'Old', 'New']];
    for (const change of listed)
        rows.push([String(ids.get(change) ?? ''), change.kind, change.place, change.text, change.targetText]);
    const sheetData = rows
        .map((cells, r) => `<row r="${r + 1}">${cells.map((v, c) => (v === '' ? '' : `<c r="${(0,refs/* cellRef */.Cp)(r, c)}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(v.length > 32000 ? `${v.slice(0, 32000)}…` : v)}</t></is></c>`)).join('')}</row>`)
        .join('');
    pkg.set(part, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${main}"><cols><col min="1" max="2" width="14" customWidth="1"/><col min="3" max="3" width="30" customWidth="1"/><col min="4" max="5" width="40" customWidth="1"/></cols><sheetData>${sheetData}</sheetData></worksheet>`);
    pkg.addContentType(part, undefined, 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml');
    const id = pkg.addRel(workbook, relType(pkg, 'worksheet'), part);
    const sheetIds = [...workbookXml.matchAll(/\bsheetId="(\d+)"/g)].map((m) => Number(m[1]));
    const sheetId = Math.max(0, ...sheetIds) + 1;
    const rPrefix = /xmlns:(\w+)="http:\/\/(schemas\.openxmlformats\.org\/officeDocument\/2006|purl\.oclc\.org\/ooxml\/officeDocument)\/relationships"/.exec(workbookXml)?.[1];
    if (!rPrefix) {
        warnings.push({ code: 'cells-summary', message: 'the workbook part declares no relationships namespace; the summary sheet was not added' });
        return;
    }
    const entry = `<${prefix}sheet name="${escapeXml(name)}" sheetId="${sheetId}" ${rPrefix}:id="${id}"/>`;
    workbookXml = workbookXml.replace(`</${prefix}sheets>`, `${entry}</${prefix}sheets>`);
    pkg.set(workbook, workbookXml);
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/write/index.ts




/**
 * Result writer of the cells family: xlsx/xlsm/xltx/xltm edited in place (./xlsx), CSV/TSV with a
 * change-marker column (./csv). ODS results are not written yet.
 */
const cellsWriter = {
    formats: ['xlsx', 'xlsm', 'xltx', 'xltm', 'csv', 'tsv'],
    async write(input) {
        const group = (format) => (format === 'csv' || format === 'tsv' ? 'text' : format === 'ods' ? 'ods' : 'ooxml');
        if (group(input.source.document.format) !== group(input.target.document.format)) {
            throw new errors/* InvalidOptionsError */.cb(`a result document needs two workbooks of one kind; got ${input.source.document.format} and ${input.target.document.format}`);
        }
        if (input.format === 'csv' || input.format === 'tsv')
            return writeDelimitedResult(input);
        if (input.format === 'ods')
            throw new errors/* UnsupportedFormatError */.N$('result documents in ods are not available yet; compare as xlsx or list the changes');
        return writeXlsxResult(input);
    },
    async validate(bytes) {
        // CSV results are plain text; only packages have structure to check.
        if (bytes.length >= 2 && bytes[0] === 0x50 && bytes[1] === 0x4b)
            validateXlsx(bytes);
    },
};


/***/ }),

/***/ 31674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eI: () => (/* binding */ deflatedEntry),
/* harmony export */   xv: () => (/* binding */ readRawEntries),
/* harmony export */   zy: () => (/* binding */ writeZip)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55380);


/**
 * The stored entries of a package, in central-directory order (folders left out), through the
 * engine's one ZIP reader: the same name normalisation, duplicate and bounds checks as reading.
 */
function readRawEntries(bytes) {
    return new _archive_zip__WEBPACK_IMPORTED_MODULE_1__/* .ZipArchive */ .SJ(bytes).rawEntries();
}
/** A stored entry for new or changed content. */
function deflatedEntry(name, content) {
    // Tiny parts are stored: deflate would only add its header.
    if (content.length < 64)
        return { name, method: 0, crc: (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.crc32)(content) >>> 0, compressedSize: content.length, size: content.length, data: content };
    const data = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.deflateRawSync)(content, { level: 6 });
    return { name, method: 8, crc: (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.crc32)(content) >>> 0, compressedSize: data.length, size: content.length, data };
}
/** Writes entries as a ZIP archive (UTF-8 names, a fixed DOS timestamp: 1980-01-01). */
function writeZip(entries) {
    const encoder = new TextEncoder();
    const names = entries.map((e) => encoder.encode(e.name));
    let localSize = 0;
    let centralSize = 0;
    entries.forEach((e, k) => {
        localSize += 30 + names[k].length + e.data.length;
        centralSize += 46 + names[k].length;
    });
    const out = new Uint8Array(localSize + centralSize + 22);
    const view = new DataView(out.buffer);
    const offsets = [];
    let p = 0;
    const DOS_DATE = (0 << 9) | (1 << 5) | 1;
    entries.forEach((e, k) => {
        offsets.push(p);
        view.setUint32(p, 0x04034b50, true);
        view.setUint16(p + 4, 20, true);
        view.setUint16(p + 6, 0x800, true);
        view.setUint16(p + 8, e.method, true);
        view.setUint16(p + 10, 0, true);
        view.setUint16(p + 12, DOS_DATE, true);
        view.setUint32(p + 14, e.crc, true);
        view.setUint32(p + 18, e.compressedSize, true);
        view.setUint32(p + 22, e.size, true);
        view.setUint16(p + 26, names[k].length, true);
        view.setUint16(p + 28, 0, true);
        out.set(names[k], p + 30);
        out.set(e.data, p + 30 + names[k].length);
        p += 30 + names[k].length + e.data.length;
    });
    const centralStart = p;
    entries.forEach((e, k) => {
        view.setUint32(p, 0x02014b50, true);
        view.setUint16(p + 4, 20, true);
        view.setUint16(p + 6, 20, true);
        view.setUint16(p + 8, 0x800, true);
        view.setUint16(p + 10, e.method, true);
        view.setUint16(p + 12, 0, true);
        view.setUint16(p + 14, DOS_DATE, true);
        view.setUint32(p + 16, e.crc, true);
        view.setUint32(p + 20, e.compressedSize, true);
        view.setUint32(p + 24, e.size, true);
        view.setUint16(p + 28, names[k].length, true);
        view.setUint32(p + 42, offsets[k], true);
        out.set(names[k], p + 46);
        p += 46 + names[k].length;
    });
    view.setUint32(p, 0x06054b50, true);
    view.setUint16(p + 8, entries.length, true);
    view.setUint16(p + 10, entries.length, true);
    view.setUint32(p + 12, p - centralStart, true);
    view.setUint32(p + 16, centralStart, true);
    return out;
}


/***/ })

};
