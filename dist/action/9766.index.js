export const id = 9766;
export const ids = [9766];
export const modules = {

/***/ 89766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   settingsFromJson: () => (/* binding */ settingsFromJson)
/* harmony export */ });
/* harmony import */ var _model_records__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22651);
/* harmony import */ var _model_wire__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27964);


// Beside the port, not in the engine, so that engine/index, and with it the git driver's
// start-up path, never loads the API schemas (zod): only doors that take Settings as JSON do.
/**
 * Settings as a caller wrote them (any key casing), validated against the API's Settings
 * schema, keeping only the fields the caller set: the API's schema defaults (C# default(T),
 * e.g. ShowDeletedContent false) describe what SDKs send, not what a person who left a field
 * out expects, so absent fields fall back to the engine's defaults.
 */
function settingsFromJson(json) {
    if (json === undefined || json === null)
        return {};
    const parsed = (0,_model_wire__WEBPACK_IMPORTED_MODULE_1__/* .parseRequest */ .TR)(_model_records__WEBPACK_IMPORTED_MODULE_0__/* .Settings */ .wB, json);
    const explicit = (0,_model_wire__WEBPACK_IMPORTED_MODULE_1__/* .normalizeKeys */ .qC)(_model_records__WEBPACK_IMPORTED_MODULE_0__/* .Settings */ .wB, json);
    const result = {};
    for (const key of Object.keys(explicit))
        if (explicit[key] !== undefined)
            result[key] = parsed[key];
    return result;
}


/***/ })

};
