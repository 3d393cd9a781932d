(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 16;
const ids = [16];
const modules = {

/***/ 54129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ MERGE_AUTHORS)
/* harmony export */ });
/** Authors of the tracked changes that hold a conflict's two sides, and of the comment naming it. */
const MERGE_AUTHORS = { ours: 'ours', theirs: 'theirs', note: 'docdelta merge' };


/***/ }),

/***/ 60016:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   odtHooks: () => (/* binding */ odtHooks)
/* harmony export */ });
/* harmony import */ var _hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54129);

/** OpenDocument text's hooks; each loads its module on first use. */
const odtHooks = {
    revisions: {
        list: async (bytes) => (await __webpack_require__.e(/* import() */ 334).then(__webpack_require__.bind(__webpack_require__, 30334))).odfRevisions(bytes),
        count: async (bytes) => (await __webpack_require__.e(/* import() */ 4982).then(__webpack_require__.bind(__webpack_require__, 24982))).listOdfChanges(bytes).length,
        apply: async (bytes, _all, decisions) => {
            const { applyOdf } = await __webpack_require__.e(/* import() */ 334).then(__webpack_require__.bind(__webpack_require__, 30334));
            const { listOdfChanges } = await __webpack_require__.e(/* import() */ 4982).then(__webpack_require__.bind(__webpack_require__, 24982));
            return applyOdf(bytes, decisions(listOdfChanges(bytes).length));
        },
    },
    mergeConflicts: {
        // Ours as the text, theirs tracked over it; deletions then become ours' and each change gets an annotation.
        mark: async ({ oursWins, theirsWin, changes, note, date, write }) => {
            const tracked = await write('tracked', oursWins, theirsWin, changes, _hooks__WEBPACK_IMPORTED_MODULE_0__/* .MERGE_AUTHORS */ .y.theirs);
            const { markOdfConflicts } = await __webpack_require__.e(/* import() */ 5266).then(__webpack_require__.bind(__webpack_require__, 25266));
            return { bytes: markOdfConflicts(tracked, note, date), source: oursWins.bytes, target: theirsWin.bytes };
        },
    },
};


/***/ })

};

return{id,ids,modules}})