export const id = 7480;
export const ids = [7480];
export const modules = {

/***/ 7480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pdfHooks: () => (/* binding */ pdfHooks)
/* harmony export */ });
/** The PDF family's hooks; each loads its module on first use (pdf.js and pdf-lib stay unloaded until then). */
const pdfHooks = {
    pageCount: async (bytes, password) => (await Promise.all(/* import() */[__webpack_require__.e(1306), __webpack_require__.e(2429)]).then(__webpack_require__.bind(__webpack_require__, 2429))).pdfPageCount(bytes, password),
    encrypt: async (bytes, password, openWith) => (await Promise.all(/* import() */[__webpack_require__.e(2519), __webpack_require__.e(8013), __webpack_require__.e(1919)]).then(__webpack_require__.bind(__webpack_require__, 1919))).encryptPdf(bytes, password, openWith),
    anchor: { words: async (bytes) => (await Promise.all(/* import() */[__webpack_require__.e(9148), __webpack_require__.e(4189)]).then(__webpack_require__.bind(__webpack_require__, 4189))).readPageWords(bytes) },
};


/***/ })

};
