(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 4373;
const ids = [4373];
const modules = {

/***/ 34373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jsonLinesLogger: () => (/* binding */ jsonLinesLogger)
/* harmony export */ });
/* unused harmony export silentLogger */
const jsonLinesLogger = (stream = process.stderr) => (record) => {
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), ...record })}\n`);
};
const silentLogger = () => { };


/***/ })

};

return{id,ids,modules}})