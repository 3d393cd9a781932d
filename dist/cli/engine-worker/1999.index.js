export const id = 1999;
export const ids = [1999];
export const modules = {

/***/ 1999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diagramData: () => (/* reexport safe */ _data__WEBPACK_IMPORTED_MODULE_4__.g),
/* harmony export */   diagramReader: () => (/* binding */ diagramReader),
/* harmony export */   pageStoryKey: () => (/* reexport safe */ _data__WEBPACK_IMPORTED_MODULE_4__.Q),
/* harmony export */   readVisio: () => (/* binding */ readVisio)
/* harmony export */ });
/* harmony import */ var _package_opc__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3558);
/* harmony import */ var _diff__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4608);
/* harmony import */ var _package__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7315);
/* harmony import */ var _data__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7675);
/* harmony import */ var _shapes__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9746);





/**
 * Reader for Visio drawings (VSDX, VSDM, VSTX): one `page` story per page, in the order
 * pages.xml lists them, holding the page's shapes with their text and geometry. Line and fill
 * cells and connector ends live in the family data, which the family's diff compares.
 *
 * Not read: rotation (boxes are unrotated), theme-derived colours (a cell's formula result is
 * taken as stored), style sheets (StyleSheets in document.xml), and the API's
 * DiagramMasterSetting (MasterPath / UseSourceMaster), which only matters to a renderer.
 */
function readVisio(bytes, format, options = {}) {
    const warnings = [];
    const visio = _package__WEBPACK_IMPORTED_MODULE_2__/* .VisioPackage */ .vM.open(bytes, options.archiveLimits, warnings);
    const stories = [];
    const data = { family: 'diagram', pages: {} };
    const seen = new Set();
    visio.pages.forEach((page, index) => {
        let key = (0,_data__WEBPACK_IMPORTED_MODULE_4__/* .pageStoryKey */ .Q)(page.name);
        // Visio keeps page names unique; a hand-made package might not.
        if (seen.has(key))
            key = `${key}#${index + 1}`;
        seen.add(key);
        const root = visio.tree(page.part);
        const { blocks, facts } = (0,_shapes__WEBPACK_IMPORTED_MODULE_3__/* .readPageShapes */ .q)(root, page, page.part, visio.masters, warnings);
        const size = { width: page.width * _package__WEBPACK_IMPORTED_MODULE_2__/* .POINTS_PER_INCH */ .RV, height: page.height * _package__WEBPACK_IMPORTED_MODULE_2__/* .POINTS_PER_INCH */ .RV };
        stories.push({
            kind: 'page',
            key,
            label: `${page.background ? 'background page' : 'page'} "${page.name}"`,
            pageSize: size,
            blocks,
        });
        data.pages[key] = { part: page.part, number: index + 1, ...size, shapes: facts };
    });
    const { metadata } = (0,_package_opc__WEBPACK_IMPORTED_MODULE_0__/* .readProperties */ .Qh)(visio.zip, 'docProps/core.xml', 'docProps/app.xml');
    const foreground = visio.pages.filter((p) => !p.background);
    return {
        format,
        stories,
        metadata,
        pageCount: foreground.length,
        pageSize: stories[0]?.pageSize,
        warnings,
        familyData: data,
    };
}

const diagramReader = {
    family: 'diagram',
    formats: ['vsdx', 'vsdm', 'vstx'],
    read: async (bytes, format, options) => readVisio(bytes, format, options),
    diff: _diff__WEBPACK_IMPORTED_MODULE_1__/* .diffDiagrams */ .C,
};


/***/ })

};
