export const id = 4608;
export const ids = [4608];
export const modules = {

/***/ 7675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ pageStoryKey),
/* harmony export */   g: () => (/* binding */ diagramData)
/* harmony export */ });
function diagramData(model) {
    const data = model.familyData;
    return data?.family === 'diagram' ? data : undefined;
}
function pageStoryKey(name) {
    return `page:${name}`;
}


/***/ }),

/***/ 4608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ diffDiagrams),
/* harmony export */   l: () => (/* binding */ shapeAt)
/* harmony export */ });
/* harmony import */ var _diff_compare__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7335);
/* harmony import */ var _data__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7675);
/* harmony import */ var _shapes__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9746);



/**
 * The diagram family's diff: the generic diff pairs pages by name and shapes by ID (text
 * changes, moves, resizes, inserted and deleted shapes); this adds what only a drawing has —
 * line and fill changes of a shape as StyleChanged, connectors glued to other shapes — and
 * gives every shape change its exact box on its page.
 */
function diffDiagrams(source, target, options) {
    const changes = (0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffDocuments */ .me)(source, target, options);
    const a = (0,_data__WEBPACK_IMPORTED_MODULE_2__/* .diagramData */ .g)(source);
    const b = (0,_data__WEBPACK_IMPORTED_MODULE_2__/* .diagramData */ .g)(target);
    if (!a || !b)
        return changes;
    for (const change of changes) {
        const onTarget = change.kind !== 'Deleted' && change.target;
        const located = onTarget
            ? shapeAt(target, b, change.target)
            : change.source
                ? shapeAt(source, a, change.source)
                : undefined;
        if (located) {
            const { page, facts } = located;
            change.box = { page: page.number, pageWidth: page.width, pageHeight: page.height, ...facts.pageBox };
        }
    }
    if (options.detectStyleChanges)
        changes.push(...shapeStyleChanges(target, a, b));
    changes.push(...connectorChanges(target, a, b, options));
    return changes;
}
/** The innermost shape on a change's block path, with its page. */
function shapeAt(model, data, side) {
    const page = data.pages[side.story];
    const story = model.stories.find((s) => s.key === side.story);
    if (!page || !story)
        return undefined;
    let blocks = story.blocks;
    let found;
    for (const index of side.blockPath) {
        const block = blocks[index];
        if (!block || block.type !== 'shape')
            break;
        found = (block.id !== undefined && page.shapes[block.id]) || found;
        blocks = block.blocks;
    }
    return found ? { page, facts: found } : undefined;
}
function labelOf(model, key) {
    return model.stories.find((s) => s.key === key)?.label ?? key;
}
function shapeStyleChanges(target, a, b) {
    const out = [];
    for (const [key, pageB] of Object.entries(b.pages)) {
        const pageA = a.pages[key];
        if (!pageA)
            continue;
        for (const [id, after] of Object.entries(pageB.shapes)) {
            const before = pageA.shapes[id];
            if (!before)
                continue;
            const styleChanges = [];
            for (const cell of _shapes__WEBPACK_IMPORTED_MODULE_1__/* .STYLE_CELLS */ .CS) {
                const oldValue = before.style[cell];
                const newValue = after.style[cell];
                if (sameCellValue(oldValue, newValue))
                    continue;
                // The API's StyleChangeInfo has no line or fill properties; the cell name travels in the values.
                styleChanges.push({
                    property: 'style',
                    oldValue: `${cell} ${oldValue ?? '(default)'}`,
                    newValue: `${cell} ${newValue ?? '(default)'}`,
                });
            }
            if (!styleChanges.length)
                continue;
            out.push({
                kind: 'StyleChanged',
                unit: 'object',
                text: shapeLabel(before),
                targetText: shapeLabel(after),
                place: `${labelOf(target, key)}, ${after.place}`,
                source: { story: key, blockPath: before.blockPath },
                target: { story: key, blockPath: after.blockPath },
                styleChanges,
                box: { page: pageB.number, pageWidth: pageB.width, pageHeight: pageB.height, ...after.pageBox },
            });
        }
    }
    return out;
}
function sameCellValue(x, y) {
    if (x === y)
        return true;
    if (x === undefined || y === undefined)
        return false;
    const nx = Number(x);
    const ny = Number(y);
    if (Number.isFinite(nx) && Number.isFinite(ny))
        return Math.abs(nx - ny) < 1e-9;
    return x.toLowerCase() === y.toLowerCase();
}
function shapeLabel(facts) {
    return facts.name ?? `shape ${facts.id}`;
}
/** A connector that now joins other shapes is a change even when nothing about it moved. */
function connectorChanges(target, a, b, options) {
    const out = [];
    for (const [key, pageB] of Object.entries(b.pages)) {
        const pageA = a.pages[key];
        if (!pageA)
            continue;
        for (const [id, after] of Object.entries(pageB.shapes)) {
            const before = pageA.shapes[id];
            if (!before || (!before.connects && !after.connects))
                continue;
            const was = describeConnection(before, pageA);
            const now = describeConnection(after, pageB);
            if (was === now)
                continue;
            if (!options.showInserted && !was)
                continue;
            out.push({
                kind: 'Modified',
                unit: 'object',
                text: was,
                targetText: now,
                place: `${labelOf(target, key)}, ${after.place}`,
                source: { story: key, blockPath: before.blockPath },
                target: { story: key, blockPath: after.blockPath },
                box: { page: pageB.number, pageWidth: pageB.width, pageHeight: pageB.height, ...after.pageBox },
            });
        }
    }
    return out;
}
function describeConnection(facts, page) {
    const name = (id) => {
        if (id === undefined)
            return '(nothing)';
        const other = page.shapes[id];
        return other?.name ? `"${other.name}"` : `shape ${id}`;
    };
    if (!facts.connects)
        return '';
    return `connects ${name(facts.connects.begin)} → ${name(facts.connects.end)}`;
}


/***/ }),

/***/ 7315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RV: () => (/* binding */ POINTS_PER_INCH),
/* harmony export */   WC: () => (/* binding */ cellOf),
/* harmony export */   _Y: () => (/* binding */ directCell),
/* harmony export */   k5: () => (/* binding */ descendantShapes),
/* harmony export */   vM: () => (/* binding */ VisioPackage)
/* harmony export */ });
/* unused harmony exports shapesBelow, cellNumber */
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5380);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7679);
/* harmony import */ var _package_opc__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3558);
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1994);
/* harmony import */ var _package_xml_tree__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6372);





/**
 * The parts of a Visio package (VSDX, VSDM, VSTX) that a comparison needs: the pages in the
 * order pages.xml lists them, with their size and part, and the masters by ID. Readers and
 * the result writer both start here, so they agree on which part is which page.
 *
 * The package's own parts and the parts a comparison reads are read with the package layer's
 * tree reader (`tree`); the writer edits page parts as DOMs (`xml`, and the DOM helpers at the
 * end of this file).
 */
/** Inches, Visio's internal unit for every cell value, to points. */
const POINTS_PER_INCH = 72;
class VisioPackage {
    zip;
    pages = [];
    masters = new Map();
    documentPart;
    pagesPart;
    constructor(zip, warnings) {
        this.zip = zip;
        const rootRels = (0,_package_opc__WEBPACK_IMPORTED_MODULE_2__/* .readRelationships */ .Up)(zip, '');
        const documentRel = [...rootRels.values()].find((rel) => rel.type.endsWith('/document') && !rel.external);
        this.documentPart = documentRel?.target ?? 'visio/document.xml';
        if (!zip.has(this.documentPart))
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`the Visio package has no document part ('${this.documentPart}')`);
        const documentRels = (0,_package_opc__WEBPACK_IMPORTED_MODULE_2__/* .readRelationships */ .Up)(zip, this.documentPart);
        const pagesRel = [...documentRels.values()].find((rel) => rel.type.endsWith('/pages'));
        this.pagesPart = pagesRel?.target ?? 'visio/pages/pages.xml';
        const mastersRel = [...documentRels.values()].find((rel) => rel.type.endsWith('/masters'));
        if (mastersRel && zip.has(mastersRel.target))
            this.readMasters(mastersRel.target, warnings);
        this.readPages(warnings);
    }
    static open(bytes, limits, warnings = []) {
        return new VisioPackage(new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes, limits), warnings);
    }
    /** Parses a part of the package as a DOM to edit; throws CorruptDocumentError when it is missing or malformed. */
    xml(part) {
        return (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.parseXml)(this.partText(part), part);
    }
    /**
     * Reads a part of the package (its root element, text kept in order: a shape's text runs
     * around its formatting markers); throws CorruptDocumentError when it is missing or malformed.
     */
    tree(part) {
        return (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_4__/* .readXmlTree */ .a9)(this.partText(part), part, { prefixes: _package_xml_tree__WEBPACK_IMPORTED_MODULE_4__/* .OOXML_PREFIXES */ .tc, mixed: true }).root;
    }
    partText(part) {
        const text = this.zip.text(part);
        if (text === undefined)
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`the Visio package has no part '${part}'`);
        return text;
    }
    readPages(warnings) {
        const text = this.zip.text(this.pagesPart);
        if (text === undefined)
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`the Visio package has no pages part ('${this.pagesPart}')`);
        const root = (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_4__/* .readXmlTree */ .a9)(text, this.pagesPart, { prefixes: _package_xml_tree__WEBPACK_IMPORTED_MODULE_4__/* .OOXML_PREFIXES */ .tc }).root;
        const rels = (0,_package_opc__WEBPACK_IMPORTED_MODULE_2__/* .readRelationships */ .Up)(this.zip, this.pagesPart);
        for (const page of root.children) {
            if ((0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_4__/* .localName */ .fk)(page.name) !== 'Page')
                continue;
            const name = page.attrs.Name || page.attrs.NameU || `Page-${this.pages.length + 1}`;
            const relId = relIdOf(page);
            const part = relId ? rels.get(relId)?.target : undefined;
            if (!part || !this.zip.has(part)) {
                warnings.push({
                    code: 'diagram-page-missing',
                    message: `page "${name}" has no contents part; it is not compared`,
                    locator: { part: this.pagesPart, path: '' },
                });
                continue;
            }
            const sheet = page.children.find((e) => (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_4__/* .localName */ .fk)(e.name) === 'PageSheet');
            const width = sheet ? cellNumber(sheet, 'PageWidth') : undefined;
            const height = sheet ? cellNumber(sheet, 'PageHeight') : undefined;
            this.pages.push({
                id: page.attrs.ID ?? String(this.pages.length),
                name,
                part,
                width: width ?? 8.5,
                height: height ?? 11,
                background: page.attrs.Background === '1',
            });
        }
    }
    readMasters(part, warnings) {
        const root = this.tree(part);
        const rels = (0,_package_opc__WEBPACK_IMPORTED_MODULE_2__/* .readRelationships */ .Up)(this.zip, part);
        for (const master of root.children) {
            if ((0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_4__/* .localName */ .fk)(master.name) !== 'Master')
                continue;
            const id = master.attrs.ID ?? '';
            const name = master.attrs.Name || master.attrs.NameU || `master ${id}`;
            const relId = relIdOf(master);
            const target = relId ? rels.get(relId)?.target : undefined;
            const entry = { id, name, part: target ?? '', byId: new Map() };
            this.masters.set(id, entry);
            if (!target || !this.zip.has(target)) {
                warnings.push({
                    code: 'diagram-master-missing',
                    message: `master "${name}" has no contents part; shapes using it show only their own cells`,
                    locator: { part, path: '' },
                });
                continue;
            }
            try {
                const contents = this.tree(target);
                const shapes = contents.children.find((e) => (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_4__/* .localName */ .fk)(e.name) === 'Shapes');
                if (shapes) {
                    entry.top = shapes.children.find((e) => (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_4__/* .localName */ .fk)(e.name) === 'Shape');
                    for (const shape of shapesBelow(shapes))
                        entry.byId.set(shape.attrs.ID ?? '', shape);
                }
            }
            catch (error) {
                warnings.push({
                    code: 'diagram-master-unreadable',
                    message: `master "${name}" could not be read (${error.message}); shapes using it show only their own cells`,
                    locator: { part: target, path: '' },
                });
            }
        }
    }
}
/** The r:id of a Page's or Master's Rel child. */
function relIdOf(element) {
    const rel = element.children.find((e) => (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_4__/* .localName */ .fk)(e.name) === 'Rel');
    if (!rel)
        return undefined;
    for (const [name, value] of Object.entries(rel.attrs))
        if ((0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_4__/* .localName */ .fk)(name) === 'id')
            return value;
    return undefined;
}
/** Every Shape element below a Shapes element, depth first. */
function shapesBelow(shapes) {
    const out = [];
    const walk = (container) => {
        for (const shape of container.children) {
            if ((0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_4__/* .localName */ .fk)(shape.name) !== 'Shape')
                continue;
            out.push(shape);
            const children = shape.children.find((e) => (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_4__/* .localName */ .fk)(e.name) === 'Shapes');
            if (children)
                walk(children);
        }
    };
    walk(shapes);
    return out;
}
/** The Cell element named `name` directly inside a sheet (Shape, PageSheet). */
function cellOf(sheet, name) {
    for (const cell of sheet.children)
        if ((0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_4__/* .localName */ .fk)(cell.name) === 'Cell' && cell.attrs.N === name)
            return cell;
    return undefined;
}
/** The number in a sheet's cell `name` (its V), when there is one. */
function cellNumber(sheet, name) {
    const value = cellOf(sheet, name)?.attrs.V;
    if (value === undefined || value === '')
        return undefined;
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
}
// The same walks over the DOM of a page the writer edits.
/** Every Shape element below a Shapes element, depth first. */
function descendantShapes(shapes) {
    const out = [];
    const walk = (container) => {
        for (const shape of (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.elementChildren)(container)) {
            if (shape.localName !== 'Shape')
                continue;
            out.push(shape);
            const children = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.elementChildren)(shape).find((e) => e.localName === 'Shapes');
            if (children)
                walk(children);
        }
    };
    walk(shapes);
    return out;
}
/** The Cell element named `name` directly inside a sheet (Shape, PageSheet). */
function directCell(sheet, name) {
    for (let n = sheet.firstChild; n; n = n.nextSibling) {
        if (n.nodeType === 1 && n.localName === 'Cell' && n.getAttribute('N') === name)
            return n;
    }
    return undefined;
}


/***/ }),

/***/ 9746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ STYLE_CELLS),
/* harmony export */   q: () => (/* binding */ readPageShapes)
/* harmony export */ });
/* unused harmony export shapeText */
/* harmony import */ var _package_xml_tree__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6372);
/* harmony import */ var _package__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7315);


/**
 * The shapes of one Visio page as ShapeBlocks. A shape's cells come from the shape itself and,
 * where it omits them, from the master shape it is an instance of (`Master=` on a top-level
 * instance, `MasterShape=` on the sub-shapes of a group instance). Positions are converted from
 * Visio's bottom-up inches to top-down points.
 *
 * Top-level shapes carry their box on the page. Shapes inside a group carry their box relative
 * to the group's top-left corner, so moving a group is one change rather than one per member;
 * their box on the page is kept in the family data for change boxes and the writer.
 */
/** Line and fill cells reported as style changes of a shape. */
const STYLE_CELLS = ['LineColor', 'LineWeight', 'LinePattern', 'FillForegnd', 'FillPattern'];
function readPageShapes(root, page, part, masters, warnings) {
    const facts = {};
    const rootChildren = root.children;
    const shapesIndex = rootChildren.findIndex((e) => (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_0__/* .localName */ .fk)(e.name) === 'Shapes');
    const blocks = [];
    const missingMasters = new Set();
    const readList = (container, containerPath, frame, master, blockPath, placePrefix) => {
        const out = [];
        let ordinal = 0;
        container.children.forEach((shape, index) => {
            if ((0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_0__/* .localName */ .fk)(shape.name) !== 'Shape')
                return;
            const path = `${containerPath}/${index}`;
            let ownMaster = master;
            let inherited;
            const masterId = shape.attrs.Master;
            if (masterId) {
                ownMaster = masters.get(masterId);
                inherited = ownMaster?.top;
                if (!ownMaster && !missingMasters.has(masterId)) {
                    missingMasters.add(masterId);
                    warnings.push({
                        code: 'diagram-master-unknown',
                        message: `page "${page.name}" uses master ${masterId}, which the package does not define; its shapes show only their own cells`,
                        locator: { part, path },
                    });
                }
            }
            else if (shape.attrs.MasterShape && master) {
                inherited = master.byId.get(shape.attrs.MasterShape);
            }
            const cell = (name) => cellValue(shape, name) ?? (inherited ? cellValue(inherited, name) : undefined);
            const num = (name) => {
                const value = cell(name);
                if (value === undefined)
                    return undefined;
                const n = Number(value);
                return Number.isFinite(n) ? n : undefined;
            };
            const oneDimensional = num('BeginX') !== undefined && num('EndX') !== undefined;
            let left;
            let bottom;
            let width;
            let height;
            if (oneDimensional) {
                const [bx, by, ex, ey] = [num('BeginX'), num('BeginY') ?? 0, num('EndX'), num('EndY') ?? 0];
                left = Math.min(bx, ex);
                bottom = Math.min(by, ey);
                width = Math.abs(ex - bx);
                height = Math.abs(ey - by);
            }
            else {
                width = num('Width') ?? 0;
                height = num('Height') ?? 0;
                left = (num('PinX') ?? 0) - (num('LocPinX') ?? width / 2);
                bottom = (num('PinY') ?? 0) - (num('LocPinY') ?? height / 2);
            }
            const pageLeft = frame.left + left;
            const pageBottom = frame.bottom + bottom;
            const pageBox = toPoints(pageLeft, page.height - (pageBottom + height), width, height);
            const relativeBox = toPoints(left, frame.height - (bottom + height), width, height);
            const name = shape.attrs.Name || shape.attrs.NameU || undefined;
            const text = shapeText(shape) ?? (inherited ? shapeText(inherited) : undefined) ?? '';
            const children = shape.children.find((e) => (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_0__/* .localName */ .fk)(e.name) === 'Shapes');
            const childIndex = children ? shape.children.indexOf(children) : -1;
            const paragraphs = textParagraphs(text, part, path);
            const id = shape.attrs.ID ?? '';
            const myPath = [...blockPath, out.length];
            const innerOffset = paragraphs.length;
            const position = ordinal + 1;
            const place = `${placePrefix}shape ${position}${name ? ` "${name.length > 40 ? `${name.slice(0, 39)}…` : name}"` : ''}`;
            const nested = children
                ? readList(children, `${path}/${childIndex}`, { left: pageLeft, bottom: pageBottom, height }, ownMaster, [...myPath], `${place}, `)
                : [];
            // Group members without text are the group's drawing, not something a reader compares.
            if (blockPath.length && !name && !paragraphs.length && !nested.length)
                return;
            ordinal++;
            // Nested blocks were numbered from 0 inside this shape; they follow its paragraphs.
            for (const block of nested)
                if (block.type === 'shape')
                    shiftFacts(block, facts, innerOffset, myPath.length);
            const style = {};
            for (const key of STYLE_CELLS) {
                const value = cell(key);
                if (value !== undefined)
                    style[key] = value;
            }
            facts[id] = { id, name, pageBox, blockPath: myPath, place, style, oneDimensional };
            const block = {
                type: 'shape',
                id,
                name,
                box: blockPath.length ? relativeBox : pageBox,
                blocks: [...paragraphs, ...nested],
                locator: { part, path },
            };
            out.push(block);
        });
        return out;
    };
    if (shapesIndex >= 0) {
        blocks.push(...readList(rootChildren[shapesIndex], String(shapesIndex), { left: 0, bottom: 0, height: page.height }, undefined, [], ''));
    }
    readConnects(rootChildren, facts);
    return { blocks, facts };
}
/** Nested shapes' block paths were made before their group's paragraphs were counted. */
function shiftFacts(block, facts, offset, depth) {
    const fact = block.id !== undefined ? facts[block.id] : undefined;
    if (fact)
        fact.blockPath[depth] += offset;
    for (const child of block.blocks)
        if (child.type === 'shape')
            shiftFacts(child, facts, offset, depth);
}
function readConnects(rootChildren, facts) {
    const connects = rootChildren.find((e) => (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_0__/* .localName */ .fk)(e.name) === 'Connects');
    if (!connects)
        return;
    for (const connect of connects.children) {
        if ((0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_0__/* .localName */ .fk)(connect.name) !== 'Connect')
            continue;
        const from = facts[connect.attrs.FromSheet ?? ''];
        const to = connect.attrs.ToSheet;
        const fromCell = connect.attrs.FromCell ?? '';
        if (!from || !to)
            continue;
        from.connects ??= {};
        if (fromCell.startsWith('Begin'))
            from.connects.begin = to;
        else if (fromCell.startsWith('End'))
            from.connects.end = to;
    }
}
function toPoints(left, top, width, height) {
    const round = (n) => Math.round(n * _package__WEBPACK_IMPORTED_MODULE_1__/* .POINTS_PER_INCH */ .RV * 100) / 100;
    return { x: round(left), y: round(top), width: round(width), height: round(height) };
}
function cellValue(shape, name) {
    return (0,_package__WEBPACK_IMPORTED_MODULE_1__/* .cellOf */ .WC)(shape, name)?.attrs.V;
}
/**
 * The text of a shape's Text element: its characters, with the cp/pp/tp markers (which only
 * point at formatting rows) left out and fields shown by their displayed value. Undefined when
 * the shape has no Text element, so the master's text shows through.
 */
function shapeText(shape) {
    const text = shape.children.find((e) => (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_0__/* .localName */ .fk)(e.name) === 'Text');
    if (!text)
        return undefined;
    let out = '';
    // Parts are read with mixed content: the markers sit between the runs of text.
    const walk = (element) => {
        for (const n of element.nodes ?? element.children) {
            if (typeof n === 'string')
                out += n;
            else if (!['cp', 'pp', 'tp'].includes((0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_0__/* .localName */ .fk)(n.name)))
                walk(n);
        }
    };
    walk(text);
    return out;
}
/** Visio ends paragraphs with a newline (the last one too) and lines with U+2028. */
function textParagraphs(text, part, path) {
    const normalized = text
        .replace(/\r\n?/g, '\n')
        .replace(/\u2029/g, '\n')
        .replace(/\n$/, '');
    if (!normalized.trim())
        return [];
    return normalized.split('\n').map((line) => ({
        type: 'paragraph',
        runs: line ? [{ text: line.replace(/\u2028/g, '\n'), style: {} }] : [],
        locator: { part, path },
    }));
}


/***/ })

};
