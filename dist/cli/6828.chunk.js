(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 6828;
const ids = [6828];
const modules = {

/***/ 6828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sourceDateEpoch: () => (/* binding */ sourceDateEpoch)
/* harmony export */ });
/**
 * SOURCE_DATE_EPOCH (https://reproducible-builds.org/specs/source-date-epoch/): when set, the
 * date results carry (tracked changes, notes, PDF annotations). Read by the doors (CLI, action,
 * service), never by the engine, which stays free of the environment; without it the engine
 * dates results from the target's metadata, so results are reproducible either way.
 */
function sourceDateEpoch(env) {
    const text = env.SOURCE_DATE_EPOCH?.trim();
    if (!text)
        return undefined;
    const seconds = /^\d{1,12}$/.test(text) ? Number(text) : NaN;
    const date = new Date(seconds * 1000);
    if (!Number.isFinite(date.getTime()) || date.getUTCFullYear() < 1980 || date.getUTCFullYear() > 9999) {
        throw new Error(`SOURCE_DATE_EPOCH '${text}' is not a whole number of seconds since 1970 (from 1980 on)`);
    }
    return date;
}


/***/ })

};

return{id,ids,modules}})