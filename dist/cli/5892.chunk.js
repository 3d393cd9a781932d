(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 5892;
const ids = [5892];
const modules = {

/***/ 25892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   slidesHooks: () => (/* binding */ slidesHooks)
/* harmony export */ });
/** The presentation family's hooks; each loads its module on first use. */
const slidesHooks = {
    mergeConflicts: {
        // PowerPoint text shapes in conflict become two framed shapes; anything else, and Impress, the engine's view.
        mark: async ({ format, oursWins, theirsWin, changes }) => {
            if (format === 'odp')
                return undefined;
            const { frameConflictingShapes } = await __webpack_require__.e(/* import() */ 5462).then(__webpack_require__.bind(__webpack_require__, 85462));
            const framed = frameConflictingShapes(oursWins.bytes, oursWins.document, theirsWin.bytes, theirsWin.document, changes);
            return framed ? { bytes: framed, source: oursWins.bytes, target: theirsWin.bytes } : undefined;
        },
    },
};


/***/ })

};

return{id,ids,modules}})