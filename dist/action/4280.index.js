export const id = 4280;
export const ids = [4280];
export const modules = {

/***/ 54280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyRevisions: () => (/* binding */ applyRevisions),
/* harmony export */   listRevisions: () => (/* binding */ listRevisions)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _formats_registry__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37946);
/* harmony import */ var _protect_result__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93284);
/* harmony import */ var _read__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75404);




async function listRevisions(input) {
    const { bytes, revisions } = await open(input);
    try {
        return (await revisions.list(bytes)).map((r, Id) => record(r, Id));
    }
    catch (error) {
        throw named(error, input.fileName);
    }
}
async function applyRevisions(input, options) {
    if (options.acceptAll && options.rejectAll)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb('AcceptAll and RejectAll cannot both be true');
    const { bytes, format, revisions } = await open(input);
    const all = options.acceptAll ? 'accept' : options.rejectAll ? 'reject' : undefined;
    let result;
    try {
        result = await revisions.apply(bytes, all, (count) => decisionsFrom(options, count));
    }
    catch (error) {
        throw named(error, input.fileName);
    }
    let remaining;
    try {
        const writer = await (0,_formats_registry__WEBPACK_IMPORTED_MODULE_1__/* .writerFor */ .PZ)(format);
        if (writer)
            await writer.validate(result, { source: bytes, target: bytes });
        await (0,_read__WEBPACK_IMPORTED_MODULE_3__/* .readDocument */ .u0)({ bytes: result, fileName: `result.${format.key}` });
        remaining = await revisions.count(result);
    }
    catch (error) {
        const failure = new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`the document with revisions applied failed validation, nothing was saved (${(0,_errors__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)})`);
        failure.writerBug = true;
        throw failure;
    }
    const protectedBytes = await (0,_protect_result__WEBPACK_IMPORTED_MODULE_2__/* .protectResult */ .F)(result, format, {
        source: input,
        target: input,
        settings: options.settings,
    });
    return { bytes: protectedBytes, remaining, extension: `.${format.key}` };
}
async function open(input) {
    let bytes;
    let format;
    try {
        ({ bytes, format } = await (0,_read__WEBPACK_IMPORTED_MODULE_3__/* .openInput */ .lt)(input));
    }
    catch (error) {
        throw named(error, input.fileName);
    }
    const { revisions } = await (0,_formats_registry__WEBPACK_IMPORTED_MODULE_1__/* .hooksFor */ .U6)(format);
    if (!revisions) {
        throw named(new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$(`tracked revisions are available for Word (DOCX, DOCM, DOTX, DOTM) and ODT documents, not ${format.key}`), input.fileName);
    }
    return { bytes, format, revisions };
}
/** Engine errors get the file's name; anything else is a bug met on this input, reported as such. */
function named(error, fileName) {
    const engineError = error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .EngineError */ .NJ ? error : new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`could not be read (${(0,_errors__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)})`);
    // Bad options are about the request, not the file.
    if (!engineError.fileName && !(engineError instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb))
        engineError.fileName = fileName;
    return engineError;
}
function record(revision, Id) {
    return {
        Id,
        Action: 'None',
        Text: revision.text,
        ...(revision.author ? { Author: revision.author } : {}),
        Type: revision.type,
    };
}
/** One decision per revision, in Id order; unknown Ids and actions are errors naming them. */
function decisionsFrom(options, count) {
    const all = options.acceptAll ? 'accept' : options.rejectAll ? 'reject' : 'keep';
    const decisions = new Array(count).fill(all);
    if (options.acceptAll || options.rejectAll)
        return decisions;
    const unknown = [];
    for (const revision of options.revisions ?? []) {
        if (!Number.isInteger(revision.Id) || revision.Id < 0 || revision.Id >= count) {
            unknown.push(String(revision.Id));
            continue;
        }
        const action = String(revision.Action ?? 'None').toLowerCase();
        if (action !== 'accept' && action !== 'reject' && action !== 'none')
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`revision ${revision.Id}: Action '${revision.Action}' is not one of Accept, Reject, None`);
        decisions[revision.Id] = action === 'accept' ? 'accept' : action === 'reject' ? 'reject' : 'keep';
    }
    if (unknown.length) {
        const range = count ? `Ids 0–${count - 1}` : 'no Ids';
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`unknown revision Id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (the document has ${count} revision${count === 1 ? '' : 's'}, ${range})`);
    }
    return decisions;
}


/***/ })

};
