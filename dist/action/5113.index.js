export const id = 5113;
export const ids = [5113];
export const modules = {

/***/ 65113:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   matchLineEndings: () => (/* binding */ matchLineEndings),
/* harmony export */   rewordCellNotes: () => (/* binding */ rewordCellNotes)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _package_editable_package__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90545);


/**
 * A styled spreadsheet result written from "theirs wins" to "ours wins" shows ours in each
 * conflicting cell, filled, with a note of the old value: theirs. The notes are reworded here to
 * say so ("docdelta: [3] was: 300" → "Merge conflict: ours is in the cell, theirs has: 300").
 * The cell writers' note text is theirs to phrase; this is the one place that reads it.
 */
const NOTE = /docdelta: \[\d+\] (formula |comment )?was: /g;
const CSV_NOTE = / ?\[was: /g;
function rewordCellNotes(bytes, formatKey) {
    if (formatKey === 'csv' || formatKey === 'tsv') {
        const text = withoutMarkerColumn(new TextDecoder().decode(bytes), formatKey === 'tsv' ? '\t' : ',');
        return new TextEncoder().encode(text.replace(CSV_NOTE, ' [theirs: '));
    }
    const archive = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes);
    const reworded = (text) => text.replace(NOTE, (_, what) => `Merge conflict: ours is in the cell, theirs${what ? ` ${what.trim()}` : ''} has: `);
    const parts = new Map();
    for (const name of archive.names())
        if (name === 'content.xml' ? archive.has('mimetype') : /comments\d*\.xml$/.test(name))
            parts.set(name, reworded(archive.text(name) ?? ''));
    return (0,_package_editable_package__WEBPACK_IMPORTED_MODULE_1__/* .packageWithParts */ .Hw)(bytes, parts);
}
/**
 * A styled CSV result starts every record with a change marker (`modified`, `deleted`, empty);
 * a merged file must keep ours' columns, so that first field goes. Markers are plain words,
 * never quoted: the field ends at the first separator; quoted fields after it may hold line breaks.
 */
function withoutMarkerColumn(text, separator) {
    let out = '';
    let quoted = false;
    let atRecordStart = true;
    for (let i = 0; i < text.length; i++) {
        if (atRecordStart) {
            const end = text.indexOf(separator, i);
            const lineEnd = text.indexOf('\n', i);
            if (end < 0 || (lineEnd >= 0 && lineEnd < end))
                return out + text.slice(i);
            i = end;
            atRecordStart = false;
            continue;
        }
        const ch = text[i];
        if (ch === '"')
            quoted = !quoted;
        out += ch;
        if (ch === '\n' && !quoted)
            atRecordStart = true;
    }
    return out;
}
/** A delimited result uses CRLF; a merge keeps ours' line endings so git sees only real changes. */
function matchLineEndings(result, ours) {
    const oursText = new TextDecoder().decode(ours);
    if (oursText.includes('\r\n'))
        return result;
    return new TextEncoder().encode(new TextDecoder().decode(result).replace(/\r\n/g, '\n'));
}


/***/ })

};
