export const id = 4189;
export const ids = [4189];
export const modules = {

/***/ 4189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readPageWords: () => (/* binding */ readPageWords)
/* harmony export */ });
/* harmony import */ var _native__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8067);
/* harmony import */ var _layout__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9148);


/** Reads the words of every page of a PDF with pdf.js. */
async function readPageWords(pdf) {
    await (0,_native__WEBPACK_IMPORTED_MODULE_0__/* .preparePdfJsGlobals */ .Bb)();
    const pdfjs = (await (0,_native__WEBPACK_IMPORTED_MODULE_0__/* .loadPdfJs */ .CH)()).module;
    if (!pdfjs)
        throw new Error('pdf.js could not be loaded to read the rendered pages');
    const document = await pdfjs.getDocument({
        data: new Uint8Array(pdf),
        isEvalSupported: false,
        useSystemFonts: false,
        verbosity: 0,
    }).promise;
    try {
        const pages = [];
        const words = [];
        for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
            const page = await document.getPage(pageNumber);
            // User space at scale 1 with y flipped: the same points ChangeInfo boxes use.
            const viewport = page.getViewport({ scale: 1 });
            pages.push({ width: viewport.width, height: viewport.height });
            const content = await page.getTextContent();
            const items = content.items.filter((item) => 'str' in item);
            for (const word of (0,_layout__WEBPACK_IMPORTED_MODULE_1__/* .wordsFromItems */ .aT)(items, pageNumber)) {
                // Ascent about 0.8 of the size above the baseline, descent 0.2 below.
                const [x0, top] = viewport.convertToViewportPoint(word.x0, word.y + word.size * 0.8);
                const [x1, bottom] = viewport.convertToViewportPoint(word.x1, word.y - word.size * 0.2);
                words.push({
                    text: word.text,
                    page: pageNumber,
                    x: Math.min(x0, x1),
                    y: Math.min(top, bottom),
                    width: Math.abs(x1 - x0),
                    height: Math.abs(bottom - top),
                });
            }
            page.cleanup();
        }
        return { pages, words };
    }
    finally {
        await document.destroy();
    }
}


/***/ })

};
