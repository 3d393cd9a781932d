(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 4550;
const ids = [4550,8067];
const modules = {

/***/ 13998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lx: () => (/* binding */ writeMark),
/* harmony export */   Z8: () => (/* binding */ pdfDate)
/* harmony export */ });
/* unused harmony export HIGHLIGHT_OPACITY */
/* harmony import */ var _syntax__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68333);

const HIGHLIGHT_OPACITY = 0.35;
/** Writes the mark's annotation (and its popup) into the update; the references to list in the page's /Annots. */
function writeMark(update, mark, page, id, date) {
    const [x0, y0, x1, y1] = mark.rect;
    const [r, g, b] = mark.colour.map((c) => (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(c).text);
    const width = x1 - x0;
    const height = y1 - y0;
    let rect = mark.rect;
    let subtype;
    let content;
    let resources = (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({});
    const extra = {};
    switch (mark.kind) {
        case 'highlight': {
            subtype = 'Highlight';
            resources = (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({
                ExtGState: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({
                    GS0: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({
                        Type: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)('ExtGState'),
                        CA: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(HIGHLIGHT_OPACITY),
                        ca: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(HIGHLIGHT_OPACITY),
                        BM: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)('Multiply'),
                    }),
                }),
            });
            content = `/GS0 gs ${r} ${g} ${b} rg ${coords(x0, y0, width, height)} re f`;
            extra.QuadPoints = (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .nums */ .Ab)([x0, y1, x1, y1, x0, y0, x1, y0]);
            break;
        }
        case 'strikeout': {
            subtype = 'StrikeOut';
            const middle = y0 + height * 0.45;
            const line = Math.max(1, height * 0.08);
            content = `${r} ${g} ${b} RG ${(0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(line).text} w ${coords(x0, middle)} m ${coords(x1, middle)} l S`;
            extra.QuadPoints = (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .nums */ .Ab)([x0, y1, x1, y1, x0, y0, x1, y0]);
            break;
        }
        case 'caret': {
            subtype = 'Caret';
            // A caret under the gap: thin strokes beside and below the neighbouring glyphs, never over them.
            const size = Math.max(6, height * 0.6);
            const x = x0;
            rect = [x - size / 2, y0 - size * 0.35, x + size / 2, y0 + size * 0.45];
            const [cx0, cy0, cx1, cy1] = rect;
            content = `${r} ${g} ${b} RG 1.2 w 1 J 1 j ${coords(cx0 + 0.6, cy0 + 0.6)} m ${coords(x, cy1 - 0.6)} l ${coords(cx1 - 0.6, cy0 + 0.6)} l S`;
            break;
        }
        case 'frame': {
            subtype = 'Square';
            content = `${r} ${g} ${b} RG 1.5 w ${coords(x0 + 0.75, y0 + 0.75, width - 1.5, height - 1.5)} re S`;
            break;
        }
    }
    const appearance = update.add({
        dict: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({
            Type: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)('XObject'),
            Subtype: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)('Form'),
            FormType: new _syntax__WEBPACK_IMPORTED_MODULE_0__/* .PdfNumber */ ._s('1'),
            BBox: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .nums */ .Ab)(rect),
            Resources: resources,
        }),
        data: new TextEncoder().encode(content),
    });
    const annotation = update.reserve();
    const entries = (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({
        Type: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)('Annot'),
        Subtype: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)(subtype),
        Rect: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .nums */ .Ab)(rect),
        P: page,
        C: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .nums */ .Ab)(mark.colour),
        T: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .textString */ .vu)(mark.author ?? 'docdelta'),
        Contents: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .textString */ .vu)(mark.note.slice(0, 2000)),
        NM: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .textString */ .vu)(id),
        M: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .textString */ .vu)(date),
        CreationDate: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .textString */ .vu)(date),
        F: new _syntax__WEBPACK_IMPORTED_MODULE_0__/* .PdfNumber */ ._s('4'),
        AP: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({ N: appearance }),
        ...extra,
    });
    if (mark.kind === 'frame')
        entries.set('BS', (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({ W: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(1.5) }));
    const refs = [annotation];
    if (mark.popup) {
        const popup = update.add((0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .dict */ .jd)({
            Type: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)('Annot'),
            Subtype: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .name */ .UU)('Popup'),
            Parent: annotation,
            Rect: (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .nums */ .Ab)([rect[2] + 4, rect[3] - 80, rect[2] + 204, rect[3]]),
            Open: false,
            F: new _syntax__WEBPACK_IMPORTED_MODULE_0__/* .PdfNumber */ ._s('28'),
        }));
        entries.set('Popup', popup);
        refs.push(popup);
    }
    update.set(annotation, entries);
    return refs;
}
const coords = (...values) => values.map((v) => (0,_syntax__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(v).text).join(' ');
/** ISO 8601 (`2026-01-31T12:00:00Z`) as a PDF date (`D:20260131120000Z`). */
function pdfDate(iso) {
    const digits = iso
        .replace(/[^0-9]/g, '')
        .slice(0, 14)
        .padEnd(14, '0');
    return `D:${digits}Z`;
}


/***/ }),

/***/ 45604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pdfWriter: () => (/* binding */ pdfWriter)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _pdfjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62429);
/* harmony import */ var _annotations__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13998);
/* harmony import */ var _file__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96918);
/* harmony import */ var _marks__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(36906);
/* harmony import */ var _syntax__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68333);






/**
 * PDF result: the target with review annotations appended as an incremental update (the
 * original bytes untouched, see file.ts): a translucent highlight under each inserted or changed
 * piece of text (the ItemsStyle colour, the old text in its note), a caret where text was
 * deleted with the deleted words in its note, a frame for changed picture regions, and an
 * optional summary page. Every annotation carries its appearance stream (annotations.ts). PDF has
 * no revisions to accept or reject, so the clean mode keeps the target as it is, and says so for
 * the changes it was asked to reject.
 */
const pdfWriter = {
    formats: ['pdf'],
    async write(input) {
        const warnings = [];
        const { options, changes } = input;
        if (options.mode === 'clean') {
            // A clean result carries no marks, so a rejected change has no annotation left either; its
            // text is the target's, since a PDF's text cannot be rewritten in place. Said, not refused:
            // the vendor's updates operation answers a result for PDFs too.
            const rejected = [...options.rejected].filter((id) => id >= 0 && id < changes.length).sort((a, b) => a - b);
            if (rejected.length > 0)
                warnings.push({
                    code: 'pdf-reject-text',
                    message: `a PDF's text cannot be taken back: rejected change${rejected.length === 1 ? '' : 's'} ${rejected.join(', ')} ${rejected.length === 1 ? 'keeps' : 'keep'} the target's text, without a mark`,
                });
            return { bytes: input.target.bytes, warnings };
        }
        if (options.mode === 'tracked')
            warnings.push({
                code: 'pdf-tracked',
                message: 'PDF has no tracked changes; the result marks changes with annotations instead',
            });
        const targetData = input.target.document.familyData;
        const sourceData = input.source.document.familyData;
        let file;
        let pages;
        try {
            file = new _file__WEBPACK_IMPORTED_MODULE_3__.PdfFile(input.target.bytes, input.target.password);
            pages = file.pages();
        }
        catch (error) {
            // An encryption the writer cannot open says so as it is.
            if (error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$)
                throw error;
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`the target PDF cannot be annotated (${(0,_errors__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)})`);
        }
        if (file.rebuilt)
            warnings.push({
                code: 'pdf-xref-rebuilt',
                message: "the target PDF's cross-reference table is damaged; the result was written against a scan of its objects, as viewers read it",
            });
        const update = file.update();
        const date = (0,_annotations__WEBPACK_IMPORTED_MODULE_2__/* .pdfDate */ .Z8)(options.date);
        const annotations = new Map();
        let marked = 0;
        changes.forEach((change, index) => {
            const placed = (0,_marks__WEBPACK_IMPORTED_MODULE_4__/* .placeChange */ .i)(change, sourceData, targetData, pages, options);
            if (!placed)
                return;
            const mark = {
                ...placed.mark,
                note: noteOf(change),
                popup: change.kind === 'Deleted' ||
                    (change.kind !== 'Inserted' && Boolean(change.text) && change.text !== change.targetText),
            };
            const refs = (0,_annotations__WEBPACK_IMPORTED_MODULE_2__/* .writeMark */ .Lx)(update, mark, placed.page.ref, `docdelta-${index}`, date);
            annotations.set(placed.index, [...(annotations.get(placed.index) ?? []), ...refs]);
            marked++;
        });
        for (const [index, refs] of annotations)
            (0,_marks__WEBPACK_IMPORTED_MODULE_4__/* .addAnnotations */ .S)(file, update, pages[index], refs);
        if (marked < changes.length) {
            warnings.push({
                code: 'pdf-unplaced',
                message: `${changes.length - marked} change${changes.length - marked === 1 ? '' : 's'} had no place on a page and ${changes.length - marked === 1 ? 'is' : 'are'} only listed`,
            });
        }
        if (options.summaryPage)
            addSummaryPages(file, update, pages, changes);
        return { bytes: update.toBytes(), warnings };
    },
    // Several reviewers' copies of one PDF: the original with every reviewer's annotations (combine.ts).
    combine: async (input) => (await __webpack_require__.e(/* import() */ 6641).then(__webpack_require__.bind(__webpack_require__, 26641))).combinePdfs(input),
    async validate(bytes, inputs) {
        const document = await (0,_pdfjs__WEBPACK_IMPORTED_MODULE_1__.openPdf)(bytes, inputs?.password);
        try {
            if (document.numPages < 1)
                throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6('the written PDF has no pages');
            // Every annotation parsed, for print: for display pdf.js also extracts the text of each page a
            // highlight lies on (the 137-page standard's result: 2 of its 4.5 CPU seconds), which no check needs.
            for (let n = 1; n <= document.numPages; n++) {
                const page = await document.getPage(n);
                await page.getAnnotations({ intent: 'print' });
                page.cleanup();
            }
        }
        finally {
            await document.destroy();
        }
    },
};
function noteOf(change) {
    if (change.kind === 'Deleted')
        return `Deleted: ${change.text}`;
    if (change.kind === 'Inserted')
        return `Inserted: ${change.targetText}`;
    return change.text && change.text !== change.targetText
        ? `Changed from: ${change.text}`
        : `${change.kind}: ${change.targetText}`;
}
/** Appends pages that count changes by type and list them, in Helvetica, to the root of the page tree. */
function addSummaryPages(file, update, pages, changes) {
    const lines = [['Summary of changes', 16]];
    const counts = new Map();
    for (const c of changes)
        counts.set(c.kind, (counts.get(c.kind) ?? 0) + 1);
    lines.push([
        `${changes.length} change${changes.length === 1 ? '' : 's'}: ${[...counts].map(([k, n]) => `${n} ${k.toLowerCase()}`).join(', ') || 'none'}`,
        10,
    ]);
    changes.forEach((c, i) => {
        const where = c.box ? `page ${c.box.page}` : c.place;
        const text = c.kind === 'Deleted' ? c.text : c.kind === 'Inserted' ? c.targetText : `${c.text} -> ${c.targetText}`;
        lines.push([`${i}. ${c.kind}, ${where}: ${text.replace(/\s+/g, ' ')}`, 10]);
    });
    const rootRef = file.root.get('Pages');
    const root = file.resolve(rootRef);
    if (!(rootRef instanceof _syntax__WEBPACK_IMPORTED_MODULE_5__/* .PdfRef */ .qb) || !(root instanceof _syntax__WEBPACK_IMPORTED_MODULE_5__/* .PdfDict */ .h_))
        return;
    const box = file.resolve(pages[0]?.dict.get('MediaBox') ?? root.get('MediaBox'));
    const given = Array.isArray(box) && box.length === 4 ? box.map((v) => (v instanceof _syntax__WEBPACK_IMPORTED_MODULE_5__/* .PdfNumber */ ._s ? v.value : 0)) : [];
    // The summary takes the first page's size, unless that is too small to hold lines of text (a label, a banner): then A4.
    const [x0, y0, x1, y1] = given.length === 4 && given[2] - given[0] >= 300 && given[3] - given[1] >= 300 ? given : [0, 0, 595, 842];
    const [width, height] = [x1 - x0, y1 - y0];
    const font = update.add((0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .dict */ .jd)({
        Type: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .name */ .UU)('Font'),
        Subtype: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .name */ .UU)('Type1'),
        BaseFont: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .name */ .UU)('Helvetica'),
        Encoding: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .name */ .UU)('WinAnsiEncoding'),
    }));
    const added = [];
    let content = '';
    let y = height - 60;
    const flush = () => {
        const stream = update.add({ dict: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .dict */ .jd)({}), data: new TextEncoder().encode(content) });
        added.push(update.add((0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .dict */ .jd)({
            Type: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .name */ .UU)('Page'),
            Parent: rootRef,
            MediaBox: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .nums */ .Ab)([x0, y0, x1, y1]),
            Resources: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .dict */ .jd)({ Font: (0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .dict */ .jd)({ F1: font }) }),
            Contents: stream,
        })));
        content = '';
        y = height - 60;
    };
    for (const [text, size] of lines) {
        if (y < 50)
            flush();
        const hex = Array.from(latin1(text).slice(0, Math.floor((width - 100) / (size * 0.5))), (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
        content += `BT /F1 ${size} Tf ${(0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .num */ .bu)(x0 + 50).text} ${(0,_syntax__WEBPACK_IMPORTED_MODULE_5__/* .num */ .bu)(y0 + y).text} Td <${hex}> Tj ET\n`;
        y -= size * 1.5;
    }
    flush();
    const kids = root.get('Kids');
    const count = root.get('Count');
    root.set('Count', new _syntax__WEBPACK_IMPORTED_MODULE_5__/* .PdfNumber */ ._s(String((count instanceof _syntax__WEBPACK_IMPORTED_MODULE_5__/* .PdfNumber */ ._s ? count.value : pages.length) + added.length)));
    if (kids instanceof _syntax__WEBPACK_IMPORTED_MODULE_5__/* .PdfRef */ .qb) {
        const array = file.resolve(kids);
        update.set(kids, [...(Array.isArray(array) ? array : []), ...added]);
    }
    else
        root.set('Kids', [...(Array.isArray(kids) ? kids : []), ...added]);
    update.set(rootRef, root);
}
/** Text the standard Helvetica font can show (WinAnsi); anything else becomes `?`. */
function latin1(text) {
    return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}


/***/ }),

/***/ 36906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ addAnnotations),
/* harmony export */   i: () => (/* binding */ placeChange)
/* harmony export */ });
/* harmony import */ var _diff__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69301);
/* harmony import */ var _syntax__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68333);


/** The mark for a change on the target's page, or undefined when it has no place there. */
function placeChange(change, sourceData, targetData, pages, styles) {
    const box = placeOnTarget(change, sourceData, targetData);
    if (!box || !targetData)
        return undefined;
    const page = pages[box.page - 1];
    const info = targetData.pages[box.page - 1];
    if (!page || !info)
        return undefined;
    const rect = userRectangle(info.transform, box.x, box.y, box.x + box.width, box.y + Math.max(box.height, 4));
    const style = change.kind === 'Inserted' ? styles.inserted : change.kind === 'Deleted' ? styles.deleted : styles.changed;
    return {
        index: box.page - 1,
        page,
        mark: {
            kind: markKind(change, box, targetData),
            rect: rect[2] - rect[0] < 4 && change.kind !== 'Deleted' ? [rect[0], rect[1], rect[0] + 4, rect[3]] : rect,
            colour: colourOf(style, change.kind),
        },
    };
}
/** A deleted spot the target left blank is struck through where the words were; elsewhere a caret marks the gap. */
function markKind(change, box, target) {
    if (change.unit === 'object')
        return 'frame';
    if (change.kind !== 'Deleted')
        return 'highlight';
    if (box.width < 1)
        return 'caret';
    const overlaps = target.paragraphs.some((words) => {
        for (let i = 0; i < words.pages.length; i++) {
            if (words.pages[i] !== box.page)
                continue;
            const [x, y, w, h] = words.boxes.subarray(i * 4, i * 4 + 4);
            if (x < box.x + box.width && x + w > box.x && y < box.y + box.height && y + h > box.y)
                return true;
        }
        return false;
    });
    return overlaps ? 'caret' : 'strikeout';
}
/** Lists the annotations in the page's /Annots: the page (or its indirect /Annots array) is written again with them. */
function addAnnotations(file, update, page, refs) {
    const existing = page.dict.get('Annots');
    if (existing instanceof _syntax__WEBPACK_IMPORTED_MODULE_1__/* .PdfRef */ .qb) {
        const array = file.resolve(existing);
        if (Array.isArray(array)) {
            update.set(existing, [...array, ...refs]);
            return;
        }
    }
    page.dict.set('Annots', [...(Array.isArray(existing) ? existing : []), ...refs]);
    update.set(page.ref, page.dict);
}
/** Where a change shows on the target: its own box there, or for deletions the spot they were taken from. */
function placeOnTarget(change, source, target) {
    if (change.kind !== 'Deleted')
        return change.box;
    const side = change.target ?? change.anchor;
    const there = (0,_diff__WEBPACK_IMPORTED_MODULE_0__/* .boxOf */ .b)(target, side);
    if (there)
        return { ...there, width: 0, height: there.height };
    const box = change.box ?? (0,_diff__WEBPACK_IMPORTED_MODULE_0__/* .boxOf */ .b)(source, change.source);
    return box && target?.pages[box.page - 1] ? box : undefined;
}
/** A displayed (top-left) rectangle back in the page's user space, as [x0, y0, x1, y1]. */
function userRectangle(transform, x0, y0, x1, y1) {
    const [a, b, c, d, e, f] = transform;
    const determinant = a * d - b * c;
    const invert = (x, y) => [
        (d * (x - e) - c * (y - f)) / determinant,
        (-b * (x - e) + a * (y - f)) / determinant,
    ];
    const points = [invert(x0, y0), invert(x1, y1), invert(x0, y1), invert(x1, y0)];
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
function colourOf(style, kind) {
    const hex = style.highlightColor ??
        style.fontColor ??
        (kind === 'Inserted' ? '0000FF' : kind === 'Deleted' ? 'FF0000' : '008000');
    const value = /^[0-9A-F]{6}$/i.test(hex) ? hex : 'FFFF00';
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
    return [r, g, b];
}


/***/ }),

/***/ 98067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bb: () => (/* binding */ preparePdfJsGlobals),
/* harmony export */   CH: () => (/* binding */ loadPdfJs),
/* harmony export */   Dl: () => (/* binding */ loadCanvas),
/* harmony export */   Ho: () => (/* binding */ pdfJsAssets),
/* harmony export */   Pq: () => (/* binding */ loadSharp),
/* harmony export */   gT: () => (/* binding */ canvasFactoryOf)
/* harmony export */ });
/* unused harmony export useCanvasFolder */
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17679);




const cache = new Map();
function load(name, importer) {
    let pending = cache.get(name);
    if (!pending) {
        pending = importer().then((module) => ({ module }), (error) => ({ reason: `${name} could not be loaded (${firstLine((0,_errors__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error))})` }));
        cache.set(name, pending);
    }
    return pending;
}
function firstLine(text) {
    return text.split('\n')[0].slice(0, 200);
}
function loadSharp() {
    return load('sharp', async () => {
        const imported = (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 42482)));
        return imported.default ?? imported;
    });
}
let canvasFolder;
/**
 * Loads @napi-rs/canvas from this package folder instead of resolving it from here: a copy
 * installed elsewhere, as in the Action's tool cache. For loads not made yet.
 */
function useCanvasFolder(folder) {
    canvasFolder = folder;
    cache.delete('@napi-rs/canvas');
}
function loadCanvas() {
    return load('@napi-rs/canvas', async () => {
        if (!canvasFolder)
            return (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 54097)));
        const entry = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(__docdeltaMeta.url).resolve(canvasFolder);
        // Not for the bundler to follow: the folder is only known at run time.
        return (await __docdeltaImport(/* webpackIgnore: true */ (0,node_url__WEBPACK_IMPORTED_MODULE_2__.pathToFileURL)(entry).href));
    });
}
/** pdf.js, loaded once for the engine's reader and its previews alike. */
function loadPdfJs() {
    return load('pdfjs-dist', async () => {
        await preparePdfJsGlobals();
        // pdf.js warns as it loads when it cannot `require` the canvas module from its own folder
        // (several lines, with a require stack), though the globals set above are all it needs from
        // it; without any canvas module, reading text needs none and previews say so in their words.
        const restore = withoutCanvasWarnings();
        const natives = nativeBuiltIns();
        try {
            const pdfjs = (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 17532)));
            // The worker code runs on this thread; importing it here (not by URL) lets a bundler see it.
            const holder = globalThis;
            // @ts-expect-error pdf.js ships no types for its worker module.
            holder.pdfjsWorker ??= await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 97864));
            return pdfjs;
        }
        finally {
            natives.restore();
            restore();
        }
    });
}
/**
 * The legacy build's core-js (in both of pdf.js's modules) replaces built-ins process-wide with
 * polyfills for features Node 20 has natively or pdf.js does not use: Array.prototype.push
 * (guarding lengths above 2^32), JSON.parse/stringify (source-text access; measured 4× slower on
 * a large change list) and Function.prototype.toString. Everything else in the process — the
 * server's responses, `--json` output — would pay for them. What core-js adds that Node 20 lacks
 * (Set methods, Promise.withResolvers, …) stays.
 */
function nativeBuiltIns() {
    const saved = [];
    for (const [owner, key] of [
        [Array.prototype, 'push'],
        [JSON, 'parse'],
        [JSON, 'stringify'],
        [Function.prototype, 'toString'],
    ]) {
        const descriptor = Object.getOwnPropertyDescriptor(owner, key);
        if (descriptor)
            saved.push([owner, key, descriptor]);
    }
    return {
        restore() {
            for (const [owner, key, descriptor] of saved) {
                const now = Object.getOwnPropertyDescriptor(owner, key);
                if (now?.value !== descriptor.value)
                    Object.defineProperty(owner, key, descriptor);
            }
        },
    };
}
function withoutCanvasWarnings() {
    const warn = console.warn;
    console.warn = (...args) => {
        if (typeof args[0] === 'string' && /^Warning: Cannot (load "@napi-rs\/canvas"|polyfill `)/.test(args[0]))
            return;
        warn(...args);
    };
    return () => {
        console.warn = warn;
    };
}
let preparing;
/**
 * Call before pdf.js is first imported (both of the engine's loaders do). pdf.js's legacy build
 * takes DOMMatrix, ImageData and Path2D from @napi-rs/canvas when it can `require` it from its
 * own folder, and evaluates `new DOMMatrix()` at load: where the canvas module lives elsewhere
 * (the Action's tool cache, beside a bundle without node_modules) pdf.js would not load at all,
 * or would draw with classes of a second copy of the module. So the globals come from the
 * canvas module loaded here; without one, a bare DOMMatrix lets pdf.js load to read text.
 * Resolves to the canvas module, if any.
 */
function preparePdfJsGlobals() {
    preparing ??= (async () => {
        const canvas = (await loadCanvas()).module;
        const globals = globalThis;
        if (canvas) {
            globals.DOMMatrix ??= canvas.DOMMatrix;
            globals.ImageData ??= canvas.ImageData;
            globals.Path2D ??= canvas.Path2D;
        }
        else {
            globals.DOMMatrix ??= TextOnlyMatrix;
        }
        return canvas;
    })();
    return preparing;
}
/** Stands in for DOMMatrix so pdf.js loads without a canvas module; nothing renders then. */
class TextOnlyMatrix {
    a = 1;
    b = 0;
    c = 0;
    d = 1;
    e = 0;
    f = 0;
}
/**
 * A pdf.js `CanvasFactory` (the getDocument option) making its scratch canvases with the canvas
 * module loaded here; pdf.js's own NodeCanvasFactory would `require` it from pdf.js's folder.
 */
function canvasFactoryOf(canvas) {
    return class CanvasFactory {
        create(width, height) {
            if (width <= 0 || height <= 0)
                throw new Error('Invalid canvas size');
            const surface = canvas.createCanvas(width, height);
            return { canvas: surface, context: surface.getContext('2d') };
        }
        reset(entry, width, height) {
            if (!entry.canvas)
                throw new Error('Canvas is not specified');
            if (width <= 0 || height <= 0)
                throw new Error('Invalid canvas size');
            entry.canvas.width = width;
            entry.canvas.height = height;
        }
        destroy(entry) {
            if (!entry.canvas)
                throw new Error('Canvas is not specified');
            entry.canvas.width = 0;
            entry.canvas.height = 0;
            entry.canvas = null;
            entry.context = null;
        }
    };
}
/**
 * Where pdf.js's standard fonts and CMaps are: beside the installed package, or — in a bundle
 * that has no node_modules — in a `pdfjs/` folder shipped beside the bundle's own file.
 */
function pdfJsAssets() {
    let root;
    try {
        root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(__docdeltaMeta.url).resolve('pdfjs-dist/package.json'));
    }
    catch {
        root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(__docdeltaMeta.url)), 'pdfjs');
    }
    // pdf.js in Node reads these with fs when they are plain paths ending in a separator.
    return { standardFontDataUrl: `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'standard_fonts')}/`, cMapUrl: `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'cmaps')}/` };
}



/***/ })

};

return{id,ids,modules}})