export const id = 9433;
export const ids = [9433];
export const modules = {

/***/ 4129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ MERGE_AUTHORS)
/* harmony export */ });
/** Authors of the tracked changes that hold a conflict's two sides, and of the comment naming it. */
const MERGE_AUTHORS = { ours: 'ours', theirs: 'theirs', note: 'docdelta merge' };


/***/ }),

/***/ 9433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   docxHooks: () => (/* binding */ docxHooks)
/* harmony export */ });
/* harmony import */ var _hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4129);

/** Word's hooks (DOCX, DOCM, DOTX, DOTM); each loads its module on first use. */
const docxHooks = {
    revisions: {
        list: async (bytes) => (await Promise.all(/* import() */[__webpack_require__.e(8159), __webpack_require__.e(8910)]).then(__webpack_require__.bind(__webpack_require__, 2425)))
            .describeRevisions(bytes)
            .map((g) => ({ type: g.type, text: g.text, ...(g.author ? { author: g.author } : {}) })),
        count: async (bytes) => (await Promise.all(/* import() */[__webpack_require__.e(8159), __webpack_require__.e(8910)]).then(__webpack_require__.bind(__webpack_require__, 2425))).describeRevisions(bytes).length,
        apply: async (bytes, all, decisions) => {
            // Every markup revision gets the same answer: no need to group them first.
            if (all)
                return (await Promise.all(/* import() */[__webpack_require__.e(8159), __webpack_require__.e(5784)]).then(__webpack_require__.bind(__webpack_require__, 8159))).applyRevisions(bytes, () => all);
            const { applyRevisionGroups, describeRevisions } = await Promise.all(/* import() */[__webpack_require__.e(8159), __webpack_require__.e(8910)]).then(__webpack_require__.bind(__webpack_require__, 2425));
            const groups = describeRevisions(bytes);
            const decided = decisions(groups.length);
            return applyRevisionGroups(bytes, (index) => decided[index], groups);
        },
    },
    mergeConflicts: {
        // Ours as the text, theirs tracked over it; deletions then become ours' and each change gets a comment.
        mark: async ({ oursWins, theirsWin, changes, note, date, write }) => {
            const tracked = await write('tracked', oursWins, theirsWin, changes, _hooks__WEBPACK_IMPORTED_MODULE_0__/* .MERGE_AUTHORS */ .y.theirs);
            const { markWordConflicts } = await __webpack_require__.e(/* import() */ 2075).then(__webpack_require__.bind(__webpack_require__, 2075));
            return { bytes: markWordConflicts(tracked, note, date), source: oursWins.bytes, target: theirsWin.bytes };
        },
    },
};


/***/ })

};
