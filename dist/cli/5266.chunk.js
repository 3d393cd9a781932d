(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 5266;
const ids = [5266];
const modules = {

/***/ 25266:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   markOdfConflicts: () => (/* binding */ markOdfConflicts)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _package_editable_package__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90545);
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31994);
/* harmony import */ var _hooks__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54129);





/**
 * The ODF counterpart of markWordConflicts: in a tracked result (every region by "theirs"),
 * deletions become ours' and each paragraph holding a change gets an annotation (the comment
 * LibreOffice shows in the margin) saying what to do.
 */
function markOdfConflicts(bytes, note, date) {
    const archive = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes);
    const document = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.parseXml)(archive.text('content.xml') ?? '', 'content.xml');
    const root = document.documentElement;
    if (!root)
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6("part 'content.xml' has no root element");
    const changed = new Set();
    for (const region of (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.descendants)(root, 'text', 'changed-region')) {
        const id = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.attr)(region, 'text:id') || (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.attr)(region, 'xml:id') || '';
        changed.add(id);
        const deletion = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.child)(region, 'text', 'deletion');
        if (!deletion)
            continue;
        for (const creator of (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.descendants)(deletion, 'dc', 'creator'))
            creator.textContent = _hooks__WEBPACK_IMPORTED_MODULE_4__/* .MERGE_AUTHORS */ .y.ours;
    }
    const stamp = date.toISOString().replace(/\.\d{3}Z$/, '');
    const paragraphs = new Set();
    for (const local of ['change', 'change-start']) {
        for (const marker of (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.descendants)(root, 'text', local)) {
            if (!changed.has((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.attr)(marker, 'text:change-id') ?? ''))
                continue;
            const paragraph = enclosingParagraph(marker);
            if (paragraph)
                paragraphs.add(paragraph);
        }
    }
    for (const paragraph of paragraphs) {
        const annotation = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.createElement)(document, 'office:annotation', {}, [
            (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.createElement)(document, 'dc:creator', {}, [_hooks__WEBPACK_IMPORTED_MODULE_4__/* .MERGE_AUTHORS */ .y.note]),
            (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.createElement)(document, 'dc:date', {}, [stamp]),
            (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.createElement)(document, 'text:p', {}, [note]),
        ]);
        paragraph.insertBefore(annotation, paragraph.firstChild);
    }
    return (0,_package_editable_package__WEBPACK_IMPORTED_MODULE_2__/* .packageWithParts */ .Hw)(bytes, new Map([['content.xml', (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.serializeXml)(document)]]));
}
function enclosingParagraph(node) {
    return (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.ancestor)(node, (e) => (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.is)(e, 'text', 'p') || (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.is)(e, 'text', 'h'));
}


/***/ })

};

return{id,ids,modules}})