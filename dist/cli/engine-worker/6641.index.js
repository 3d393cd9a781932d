export const id = 6641;
export const ids = [6641];
export const modules = {

/***/ 6641:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   combinePdfs: () => (/* binding */ combinePdfs)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);
/* harmony import */ var _annotations__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3998);
/* harmony import */ var _file__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6918);
/* harmony import */ var _marks__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6906);




function combinePdfs(input) {
    const other = [input.original, ...input.reviewers].find((side) => side.document.format !== 'pdf');
    if (other)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$(`${other.fileName ?? 'a document'}: a combined PDF result needs PDF targets, not ${other.document.format}`);
    if (input.options.mode === 'clean')
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb('a PDF combined result marks each target’s changes on the source with annotations; it cannot apply them (a PDF’s text cannot be rewritten)');
    const originalData = input.original.document.familyData;
    let file;
    let pages;
    try {
        file = new _file__WEBPACK_IMPORTED_MODULE_2__.PdfFile(input.original.bytes, input.original.password);
        pages = file.pages();
    }
    catch (error) {
        if (error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$)
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$(`${input.original.fileName ?? 'the source'}: the source PDF is encrypted and cannot be annotated without its user password (${(0,_errors__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)})`);
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`the source PDF cannot be annotated (${(0,_errors__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)})`);
    }
    const warnings = [];
    if (file.rebuilt)
        warnings.push({
            code: 'pdf-xref-rebuilt',
            message: "the source PDF's cross-reference table is damaged; the result was written against a scan of its objects, as viewers read it",
        });
    // Seen from the original, a reviewer's insertion is the diff's deletion: the styles trade places.
    const styles = {
        inserted: input.options.deleted,
        deleted: input.options.inserted,
        changed: input.options.changed,
    };
    const planned = [];
    let unplaced = 0;
    input.reviewers.forEach((reviewer, k) => {
        const copyData = reviewer.document.familyData;
        reviewer.changes.forEach((change, local) => {
            // A reviewer's added words shown only when inserted content is (the diff's Deleted).
            if (change.kind === 'Deleted' && !input.options.showInserted)
                return;
            if (change.kind === 'Inserted' && !input.options.showDeleted)
                return;
            const placed = (0,_marks__WEBPACK_IMPORTED_MODULE_3__/* .placeChange */ .i)(change, copyData, originalData, pages, styles);
            if (placed)
                planned.push({ reviewer: k, local, change, placed });
            else
                unplaced++;
        });
    });
    const conflicts = findConflicts(planned, input.reviewers);
    const update = file.update();
    const date = (0,_annotations__WEBPACK_IMPORTED_MODULE_1__/* .pdfDate */ .Z8)(input.options.date);
    const annotations = new Map();
    planned.forEach((item, n) => {
        const reviewer = input.reviewers[item.reviewer];
        const conflict = conflicts.get(item);
        const refs = (0,_annotations__WEBPACK_IMPORTED_MODULE_1__/* .writeMark */ .Lx)(update, {
            ...item.placed.mark,
            author: reviewer.author,
            note: conflict ? `Conflict: ${conflict}` : describe(item.change, reviewerLabel(reviewer)),
            popup: true,
        }, item.placed.page.ref, `docdelta-${item.reviewer}-${item.local}-${n}`, date);
        annotations.set(item.placed.index, [...(annotations.get(item.placed.index) ?? []), ...refs]);
    });
    for (const [index, refs] of annotations)
        (0,_marks__WEBPACK_IMPORTED_MODULE_3__/* .addAnnotations */ .S)(file, update, pages[index], refs);
    if (unplaced > 0)
        warnings.push({
            code: 'pdf-unplaced',
            message: `${unplaced} change${unplaced === 1 ? '' : 's'} had no place on a page of the source and ${unplaced === 1 ? 'is' : 'are'} only listed`,
        });
    return { bytes: planned.length ? update.toBytes() : input.original.bytes, warnings };
}
function reviewerLabel(reviewer) {
    return reviewer.fileName && reviewer.fileName !== reviewer.author
        ? `${reviewer.author} (${reviewer.fileName})`
        : reviewer.author;
}
const quoted = (text) => `"${text.length > 200 ? `${text.slice(0, 199)}…` : text}"`;
/** What the reviewer did, in the reviewer's direction (the change runs from the copy to the original). */
function describe(change, who) {
    switch (change.kind) {
        case 'Inserted':
            return `Deleted by ${who}: ${change.targetText}`;
        case 'Deleted':
            return `Inserted by ${who}: ${change.text}`;
        case 'Modified':
            return `Changed by ${who}: ${quoted(change.targetText)} → ${quoted(change.text)}`;
        default:
            return `${change.kind} by ${who}: ${change.targetText || change.text}`;
    }
}
function intersects(a, b) {
    return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
}
/**
 * Marks of different reviewers whose places on the original overlap and whose changes differ,
 * each with the conflict's text: the original's words and every reviewer's version of them.
 */
function findConflicts(planned, reviewers) {
    const out = new Map();
    for (const a of planned) {
        const members = planned.filter((b) => b === a ||
            (b.reviewer !== a.reviewer &&
                b.placed.index === a.placed.index &&
                intersects(a.placed.mark.rect, b.placed.mark.rect) &&
                !(b.change.text === a.change.text && b.change.targetText === a.change.targetText)));
        if (members.length < 2)
            continue;
        const versions = members.map((m) => `${reviewerLabel(reviewers[m.reviewer])} ${quoted(m.change.text)}`).join(' / ');
        out.set(a, a.change.targetText ? `${quoted(a.change.targetText)} → ${versions}` : versions);
    }
    return out;
}


/***/ })

};
