(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 8403;
const ids = [8403];
const modules = {

/***/ 68403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   localBackend: () => (/* binding */ localBackend)
/* harmony export */ });
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95246);

/** The default backend: the engine in this process. */
function localBackend(options = {}) {
    // Looked up when needed: finding it is a few existence checks, and most commands never need it.
    const office = () => {
        const soffice = options.soffice === null ? undefined : (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__.findSoffice)(options.soffice);
        return soffice ? { soffice } : undefined;
    };
    // Only the fields the caller set: absent ones keep the engine's defaults, not the API schema's.
    // The API's schemas (zod) are loaded only when there are Settings to read: never on the git driver's path.
    const settingsOf = async (settings) => settings === undefined ? undefined : (await Promise.all(/* import() */[__webpack_require__.e(2311), __webpack_require__.e(26), __webpack_require__.e(4856)]).then(__webpack_require__.bind(__webpack_require__, 89766))).settingsFromJson(settings);
    const changesReport = async (request) => {
        const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .listChanges */ .Wd)({
            source: request.source,
            targets: request.targets,
            settings: await settingsOf(request.settings),
            changeType: request.changeType,
            office: request.office === 'builtin' ? undefined : office(),
            officePages: request.office === 'auto' || request.office === 'libreoffice',
        });
        // The engine's records are the API's ChangeInfo already: no second parse on the way out.
        return {
            changes: result.changes,
            places: result.places,
            pageSources: result.pageSources,
            warnings: result.warnings,
        };
    };
    const renderPreviews = async (request) => {
        // The renderer pulls in pdf.js and native modules: loaded only when pages are asked for.
        const { renderPreviews: render } = await Promise.all(/* import() */[__webpack_require__.e(1045), __webpack_require__.e(5520)]).then(__webpack_require__.bind(__webpack_require__, 15520));
        const result = await render(request.document, {
            format: request.format,
            pages: request.pages,
            width: request.width,
            height: request.height,
            office: request.office,
            soffice: request.soffice,
        });
        return {
            pages: result.pages.map((page) => ({
                pageNumber: page.pageNumber,
                bytes: page.bytes,
                width: page.width,
                height: page.height,
            })),
            warnings: result.warnings.map((w) => ({ ...w, fileName: request.document.fileName })),
        };
    };
    return {
        kind: 'local',
        async formats() {
            return (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .formatsList */ .hV)();
        },
        async info(document) {
            const info = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .documentInfo */ .GS)(document, { office: office() });
            return { Format: info.FileFormat, Extension: info.Extension, Size: info.Size, PageCount: info.PageCount };
        },
        async listChanges(request) {
            return (await changesReport(request)).changes;
        },
        changesReport,
        async compareVersions(request) {
            const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .compareVersions */ .Zy)(request.before, request.after, {
                settings: await settingsOf(request.settings),
                precise: request.precise,
                office: request.office && request.office !== 'builtin' ? office() : undefined,
            });
            return {
                changes: result.changes,
                places: result.places,
                contexts: result.contexts,
                warnings: result.warnings,
                rendered: result.rendered,
            };
        },
        async compare(request) {
            const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .compareToDocument */ .EP)({
                source: request.source,
                target: request.target,
                settings: await settingsOf(request.settings),
                mode: request.mode,
                author: request.author,
                date: request.date,
                onProgress: request.onProgress,
            });
            return {
                bytes: result.bytes,
                extension: result.extension,
                changes: result.changes,
                warnings: result.warnings,
                places: result.places,
                contexts: result.contexts,
            };
        },
        async applyChanges(request) {
            const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .applyChanges */ .YF)({
                source: request.source,
                target: request.target,
                settings: await settingsOf(request.settings),
                decisions: request.decisions,
                mode: request.mode,
                author: request.author,
                date: request.date,
                onProgress: request.onProgress,
            });
            return {
                bytes: result.bytes,
                extension: result.extension,
                changes: result.changes,
                warnings: result.warnings,
            };
        },
        async combine(request) {
            const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .combineToDocument */ .IQ)({
                source: request.source,
                targets: request.targets,
                settings: await settingsOf(request.settings),
                decisions: request.decisions,
                mode: request.mode,
                date: request.date,
            });
            return {
                bytes: result.bytes,
                extension: result.extension,
                changes: result.changes,
                warnings: result.warnings,
                places: result.places,
                conflicts: result.conflicts,
                authors: result.authors,
            };
        },
        async listRevisions(document) {
            return (await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .listRevisions */ .VW)(document));
        },
        async applyRevisions(request) {
            const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .applyRevisions */ .j8)(request.document, {
                acceptAll: request.acceptAll,
                rejectAll: request.rejectAll,
                revisions: request.revisions,
                settings: request.settings,
            });
            return { bytes: result.bytes, extension: result.extension, remaining: result.remaining };
        },
        async previews(request) {
            return (await renderPreviews(request)).pages;
        },
        renderPreviews,
    };
}


/***/ })

};

return{id,ids,modules}})