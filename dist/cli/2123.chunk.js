(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 2123;
const ids = [2123];
const modules = {

/***/ 12123:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cellsHooks: () => (/* binding */ cellsHooks)
/* harmony export */ });
/** The spreadsheet family's hooks; each loads its module on first use. */
const cellsHooks = {
    mergeConflicts: {
        // The cell shows ours, filled, with a note holding theirs (the styled result's "old value").
        mark: async ({ format, oursWins, theirsWin, write, diff }) => {
            const swapped = await diff(theirsWin, oursWins);
            const styled = await write('styled', theirsWin, oursWins, swapped);
            const { rewordCellNotes } = await __webpack_require__.e(/* import() */ 5113).then(__webpack_require__.bind(__webpack_require__, 65113));
            return { bytes: rewordCellNotes(styled, format), source: theirsWin.bytes, target: oursWins.bytes };
        },
        finish: async (merged, ours, format) => format === 'csv' || format === 'tsv'
            ? (await __webpack_require__.e(/* import() */ 5113).then(__webpack_require__.bind(__webpack_require__, 65113))).matchLineEndings(merged, ours)
            : merged,
    },
};


/***/ })

};

return{id,ids,modules}})