export const id = 5784;
export const ids = [5784];
export const modules = {

/***/ 95784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ sha1),
/* harmony export */   e: () => (/* binding */ sameBytes)
/* harmony export */ });
/**
 * Content identity: the key of a part's content, and whether two contents are the same bytes.
 */
/**
 * node:crypto, loaded on first use: most documents hash nothing (no pictures, no embedded
 * objects), and loading the module costs a command-line run several milliseconds.
 */
const crypto = () => process.getBuiltinModule('node:crypto');
/** SHA-1 in hex: the content key of pictures, embedded files and blocks (identity, not security). */
function sha1(data) {
    return crypto().createHash('sha1').update(data).digest('hex');
}
/** Whether two byte arrays hold the same bytes (Buffer's native comparison, no copy). */
function sameBytes(a, b) {
    return (a.length === b.length &&
        Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength)));
}


/***/ })

};
