export const id = 5604;
export const ids = [5604];
export const modules = {

/***/ 45604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pdfWriter: () => (/* binding */ pdfWriter)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _diff__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69301);
/* harmony import */ var _pdfjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62429);



/**
 * PDF result: the target with a highlight annotation over each inserted or changed piece of
 * text (the ItemsStyle colour, the old text in its note), a note where text was deleted, a frame
 * for changed picture regions, and an optional summary page. PDF has no revisions to accept or
 * reject, so the clean mode can only keep the target as it is.
 */
const pdfWriter = {
    formats: ['pdf'],
    async write(input) {
        const warnings = [];
        const { options, changes } = input;
        if (options.mode === 'clean') {
            if (options.rejected.size > 0)
                throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$('a PDF cannot take back single changes; rejecting changes is available for Office documents only');
            return { bytes: input.target.bytes, warnings };
        }
        if (options.mode === 'tracked')
            warnings.push({ code: 'pdf-tracked', message: 'PDF has no tracked changes; the result marks changes with annotations instead' });
        const targetData = input.target.document.familyData;
        const sourceData = input.source.document.familyData;
        if (targetData?.encrypted) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$('the target PDF is encrypted and its result cannot be written; save an unencrypted copy first');
        }
        const { PDFDocument, PDFName, PDFString, StandardFonts, rgb } = await __webpack_require__.e(/* import() */ 8013).then(__webpack_require__.t.bind(__webpack_require__, 78013, 23));
        let pdf;
        try {
            pdf = await PDFDocument.load(input.target.bytes, { updateMetadata: false });
        }
        catch (error) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`the target PDF cannot be rewritten (${error?.message ?? error})`);
        }
        const pages = pdf.getPages();
        let marked = 0;
        for (const change of changes) {
            const box = placeOnTarget(change, sourceData, targetData);
            if (!box || !targetData)
                continue;
            const page = pages[box.page - 1];
            const info = targetData.pages[box.page - 1];
            if (!page || !info)
                continue;
            const [x0, y0, x1, y1] = userRectangle(info.transform, box.x, box.y, box.x + Math.max(box.width, 4), box.y + Math.max(box.height, 4));
            const style = change.kind === 'Inserted' ? options.inserted : change.kind === 'Deleted' ? options.deleted : options.changed;
            const colour = colourOf(style, change.kind);
            const note = change.kind === 'Deleted'
                ? `Deleted: ${change.text}`
                : change.kind === 'Inserted'
                    ? `Inserted: ${change.targetText}`
                    : change.text && change.text !== change.targetText
                        ? `Changed from: ${change.text}`
                        : `${change.kind}: ${change.targetText}`;
            const common = {
                Type: 'Annot',
                Rect: [x0, y0, x1, y1],
                C: colour,
                T: PDFString.of('docdelta'),
                Contents: PDFString.of(note.slice(0, 2000)),
                F: 4,
            };
            const annotation = change.kind === 'Deleted'
                ? pdf.context.obj({ ...common, Subtype: 'Text', Name: 'Comment', Open: false, Rect: [x0, y1 - 14, x0 + 14, y1] })
                : change.unit === 'object'
                    ? pdf.context.obj({ ...common, Subtype: 'Square', BS: { W: 1.5 } })
                    : pdf.context.obj({ ...common, Subtype: 'Highlight', QuadPoints: [x0, y1, x1, y1, x0, y0, x1, y0] });
            const reference = pdf.context.register(annotation);
            const existing = page.node.Annots();
            if (existing)
                existing.push(reference);
            else
                page.node.set(PDFName.of('Annots'), pdf.context.obj([reference]));
            marked++;
        }
        if (marked < changes.length) {
            warnings.push({ code: 'pdf-unplaced', message: `${changes.length - marked} change${changes.length - marked === 1 ? '' : 's'} had no place on a page and ${changes.length - marked === 1 ? 'is' : 'are'} only listed` });
        }
        if (options.summaryPage) {
            const font = await pdf.embedFont(StandardFonts.Helvetica);
            const size = pages[0]?.getSize() ?? { width: 595, height: 842 };
            let page = pdf.addPage([size.width, size.height]);
            let y = size.height - 60;
            const line = (text, fontSize = 10) => {
                if (y < 50) {
                    page = pdf.addPage([size.width, size.height]);
                    y = size.height - 60;
                }
                page.drawText(latin1(text).slice(0, 110), { x: 50, y, size: fontSize, font, color: rgb(0, 0, 0) });
                y -= fontSize * 1.5;
            };
            line('Summary of changes', 16);
            const counts = new Map();
            for (const c of changes)
                counts.set(c.kind, (counts.get(c.kind) ?? 0) + 1);
            line(`${changes.length} change${changes.length === 1 ? '' : 's'}: ${[...counts].map(([k, n]) => `${n} ${k.toLowerCase()}`).join(', ') || 'none'}`);
            y -= 6;
            changes.forEach((c, i) => {
                const where = c.box ? `page ${c.box.page}` : c.place;
                const text = c.kind === 'Deleted' ? c.text : c.kind === 'Inserted' ? c.targetText : `${c.text} -> ${c.targetText}`;
                line(`${i}. ${c.kind}, ${where}: ${text.replace(/\s+/g, ' ')}`);
            });
        }
        return { bytes: await pdf.save(), warnings };
    },
    async validate(bytes) {
        const document = await (0,_pdfjs__WEBPACK_IMPORTED_MODULE_2__/* .openPdf */ .v9)(bytes);
        try {
            if (document.numPages < 1)
                throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6('the written PDF has no pages');
            for (let n = 1; n <= document.numPages; n++)
                await (await document.getPage(n)).getAnnotations();
        }
        finally {
            await document.destroy();
        }
    },
};
/** Where a change shows on the target: its own box there, or for deletions the spot they were taken from. */
function placeOnTarget(change, source, target) {
    if (change.kind !== 'Deleted')
        return change.box;
    const side = change.target ?? change.anchor;
    const there = (0,_diff__WEBPACK_IMPORTED_MODULE_1__/* .boxOf */ .b)(target, side);
    if (there)
        return { ...there, width: 0, height: there.height };
    const box = change.box ?? (0,_diff__WEBPACK_IMPORTED_MODULE_1__/* .boxOf */ .b)(source, change.source);
    return box && target?.pages[box.page - 1] ? box : undefined;
}
/** A displayed (top-left) rectangle back in the page's user space, as [x0, y0, x1, y1]. */
function userRectangle(transform, x0, y0, x1, y1) {
    const [a, b, c, d, e, f] = transform;
    const determinant = a * d - b * c;
    const invert = (x, y) => [(d * (x - e) - c * (y - f)) / determinant, (-b * (x - e) + a * (y - f)) / determinant];
    const points = [invert(x0, y0), invert(x1, y1), invert(x0, y1), invert(x1, y0)];
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
function colourOf(style, kind) {
    const hex = style.highlightColor ?? style.fontColor ?? (kind === 'Inserted' ? '0000FF' : kind === 'Deleted' ? 'FF0000' : '008000');
    const value = /^[0-9A-F]{6}$/i.test(hex) ? hex : 'FFFF00';
    return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
}
/** Text the standard Helvetica font can show (WinAnsi); anything else becomes `?`. */
function latin1(text) {
    return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}


/***/ })

};
