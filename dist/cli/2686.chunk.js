(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 2686;
const ids = [2686];
const modules = {

/***/ 92686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ escaped),
/* harmony export */   installProcessGuard: () => (/* binding */ installProcessGuard)
/* harmony export */ });
/** What escaped every handler since the process started, by kind; shown by GET /health. */
const escaped = { uncaughtExceptions: 0, unhandledRejections: 0 };
/**
 * The last line of defence of `docdelta serve`: an error no request handler caught (a stream's
 * 'error' event without a listener, a promise nobody awaited) is logged as one JSON line and
 * counted instead of ending the process and every other client's request with it. It is never
 * swallowed silently: the log line carries the stack and /health the count, so an operator sees
 * that a bug escaped. Returns the function that removes the guard.
 */
function installProcessGuard(log) {
    const describe = (error) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
    const onException = (error) => {
        escaped.uncaughtExceptions++;
        log({ level: 'error', msg: 'uncaught exception', error: describe(error) });
    };
    const onRejection = (reason) => {
        escaped.unhandledRejections++;
        log({ level: 'error', msg: 'unhandled rejection', error: describe(reason) });
    };
    process.on('uncaughtException', onException);
    process.on('unhandledRejection', onRejection);
    return () => {
        process.off('uncaughtException', onException);
        process.off('unhandledRejection', onRejection);
    };
}


/***/ })

};

return{id,ids,modules}})