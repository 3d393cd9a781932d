export const id = 1999;
export const ids = [1999];
export const modules = {

/***/ 31999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diagramData: () => (/* reexport safe */ _data__WEBPACK_IMPORTED_MODULE_4__.g),
/* harmony export */   diagramReader: () => (/* binding */ diagramReader),
/* harmony export */   pageStoryKey: () => (/* reexport safe */ _data__WEBPACK_IMPORTED_MODULE_4__.Q),
/* harmony export */   readVisio: () => (/* binding */ readVisio)
/* harmony export */ });
/* harmony import */ var _package_opc__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43558);
/* harmony import */ var _diff__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44608);
/* harmony import */ var _package__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57315);
/* harmony import */ var _data__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77675);
/* harmony import */ var _shapes__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37365);





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


/***/ }),

/***/ 43558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ relationshipKind),
/* harmony export */   Qh: () => (/* binding */ readProperties),
/* harmony export */   Up: () => (/* binding */ readRelationships),
/* harmony export */   fx: () => (/* binding */ rejectCompoundFile),
/* harmony export */   gE: () => (/* binding */ relationshipOfType),
/* harmony export */   pn: () => (/* binding */ readXmlPart),
/* harmony export */   vo: () => (/* binding */ parseRelationships)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _xml_tree__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66372);
/* harmony import */ var _part_names__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81372);



/** The relationships of a part (`word/document.xml` → `word/_rels/document.xml.rels`; `` for the package's). */
function readRelationships(reader, partName) {
    return parseRelationships(reader.text((0,_part_names__WEBPACK_IMPORTED_MODULE_2__/* .relsPartOf */ .F4)(partName)), partName);
}
/** Relationships from the text of a part's rels part, targets resolved to part names. */
function parseRelationships(text, partName) {
    const relationships = new Map();
    if (text === undefined)
        return relationships;
    const folder = (0,_part_names__WEBPACK_IMPORTED_MODULE_2__/* .partFolder */ .W)(partName);
    const { root } = (0,_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(text, (0,_part_names__WEBPACK_IMPORTED_MODULE_2__/* .relsPartOf */ .F4)(partName));
    for (const element of root.children) {
        if ((0,_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name) !== 'Relationship')
            continue;
        const id = element.attr('Id');
        const target = element.attr('Target');
        if (!id || target === undefined)
            continue;
        const external = element.attr('TargetMode') === 'External';
        relationships.set(id, {
            id,
            type: element.attr('Type') ?? '',
            target: external ? target : (0,_part_names__WEBPACK_IMPORTED_MODULE_2__/* .resolvePartName */ .Ll)(folder, target),
            external,
        });
    }
    return relationships;
}
/** The last segment of a relationship type (`…/relationships/slideLayout` → `slideLayout`), the same in both dialects. */
function relationshipKind(type) {
    return type.slice(type.lastIndexOf('/') + 1);
}
/** First relationship whose type ends with `/<kind>` (`styles`, `numbering`, …). */
function relationshipOfType(relationships, kind) {
    for (const rel of relationships.values())
        if (rel.type.endsWith(`/${kind}`))
            return rel;
    return undefined;
}
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/**
 * Rejects an OLE2 compound file with the right error: Office wraps an encrypted OOXML package in
 * one (its `EncryptedPackage` stream), and Word 97-2003 `.doc` files are one too. Directory
 * entries store names as UTF-16LE, so a byte search for the name is enough to tell them apart.
 */
function rejectCompoundFile(bytes, password) {
    if (bytes.length < 8 || !CFB_MAGIC.every((b, i) => bytes[i] === b))
        return;
    if (containsUtf16Name(bytes, 'EncryptedPackage')) {
        if (password === undefined)
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .PasswordRequiredError */ .$F();
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$('the document is encrypted; decrypting Word documents is not supported yet');
    }
    if (containsUtf16Name(bytes, 'WordDocument')) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$('the file is a Word 97-2003 binary .doc, not supported');
    }
    throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$('the file is an OLE2 compound file, not a Word package; not supported');
}
function containsUtf16Name(bytes, name) {
    const pattern = new Uint8Array(name.length * 2);
    for (let i = 0; i < name.length; i++)
        pattern[i * 2] = name.charCodeAt(i);
    const first = pattern[0];
    const last = bytes.length - pattern.length;
    outer: for (let i = 0; i <= last; i++) {
        if (bytes[i] !== first)
            continue;
        for (let k = 1; k < pattern.length; k++)
            if (bytes[i + k] !== pattern[k])
                continue outer;
        return true;
    }
    return false;
}
/** Metadata from docProps/core.xml and docProps/app.xml (matched by local name: both dialects). */
function readProperties(zip, corePart, appPart) {
    const metadata = {};
    let pageCount;
    const core = zip.text(corePart);
    if (core !== undefined) {
        for (const element of (0,_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(core, corePart).root.children) {
            const value = element.text.trim();
            if (!value)
                continue;
            switch ((0,_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name)) {
                case 'title':
                    metadata.title = value;
                    break;
                case 'creator':
                    metadata.author = value;
                    break;
                case 'lastModifiedBy':
                    metadata.lastModifiedBy = value;
                    break;
                case 'created':
                    metadata.created = value;
                    break;
                case 'modified':
                    metadata.modified = value;
                    break;
            }
        }
    }
    const app = zip.text(appPart);
    if (app !== undefined) {
        for (const element of (0,_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(app, appPart).root.children) {
            const value = element.text.trim();
            if (!value)
                continue;
            const name = (0,_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name);
            if (name === 'Pages' && /^\d+$/.test(value))
                pageCount = Number(value);
            else if (name === 'Company')
                metadata.company = value;
        }
    }
    return { metadata, pageCount };
}
/** Reads and parses a part, or returns undefined when the package does not have it. */
function readXmlPart(zip, partName) {
    const text = zip.text(partName);
    return text === undefined ? undefined : (0,_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(text, partName);
}


/***/ }),

/***/ 81372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ relativeTarget),
/* harmony export */   F4: () => (/* binding */ relsPartOf),
/* harmony export */   Ll: () => (/* binding */ resolvePartName),
/* harmony export */   W: () => (/* binding */ partFolder)
/* harmony export */ });
/**
 * Part names of a package (OPC and ODF alike: `/`-separated, no leading slash) and the
 * relationship targets that point at them.
 */
/** Folder of a part (`ppt/slides/slide1.xml` → `ppt/slides`; a root part → ``). */
function partFolder(part) {
    const slash = part.lastIndexOf('/');
    return slash < 0 ? '' : part.slice(0, slash);
}
/** The rels part of a part (`word/document.xml` → `word/_rels/document.xml.rels`; `` → `_rels/.rels`). */
function relsPartOf(part) {
    const slash = part.lastIndexOf('/');
    return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}
/**
 * A relationship target resolved against the folder of its source part: percent-escapes decoded,
 * a fragment dropped, `.` and `..` steps applied, a leading `/` meaning the package root.
 */
function resolvePartName(folder, target) {
    const decoded = safeDecode(target.split('#')[0]);
    const base = folder && !folder.endsWith('/') ? `${folder}/` : folder;
    const joined = decoded.startsWith('/') ? decoded.slice(1) : base + decoded;
    const out = [];
    for (const segment of joined.split('/')) {
        if (segment === '..')
            out.pop();
        else if (segment !== '.' && segment !== '')
            out.push(segment);
    }
    return out.join('/');
}
/** The target a rels part of `fromPart` writes for `toPart` (`xl/worksheets/sheet1.xml` → `xl/comments1.xml` is `../comments1.xml`). */
function relativeTarget(fromPart, toPart) {
    const from = fromPart.split('/').slice(0, -1);
    const to = toPart.split('/');
    let common = 0;
    while (common < from.length && common < to.length - 1 && from[common] === to[common])
        common++;
    return [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/');
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}


/***/ })

};
