export const id = 608;
export const ids = [608];
export const modules = {

/***/ 77675:
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

/***/ 44608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ diffDiagrams),
/* harmony export */   l: () => (/* binding */ shapeAt)
/* harmony export */ });
/* harmony import */ var _diff_compare__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18711);
/* harmony import */ var _data__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77675);
/* harmony import */ var _shapes__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37365);



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
        const located = onTarget ? shapeAt(target, b, change.target) : change.source ? shapeAt(source, a, change.source) : undefined;
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
                styleChanges.push({ property: 'style', oldValue: `${cell} ${oldValue ?? '(default)'}`, newValue: `${cell} ${newValue ?? '(default)'}` });
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

/***/ 57315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RV: () => (/* binding */ POINTS_PER_INCH),
/* harmony export */   _Y: () => (/* binding */ directCell),
/* harmony export */   k5: () => (/* binding */ descendantShapes),
/* harmony export */   vM: () => (/* binding */ VisioPackage)
/* harmony export */ });
/* unused harmony export numberCell */
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _ooxml_package__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40089);
/* harmony import */ var _shared_xml_dom__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47331);




/**
 * The parts of a Visio package (VSDX, VSDM, VSTX) that a comparison needs: the pages in the
 * order pages.xml lists them, with their size and part, and the masters by ID. Readers and
 * the result writer both start here, so they agree on which part is which page.
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
        const rootRels = (0,_ooxml_package__WEBPACK_IMPORTED_MODULE_2__/* .readRelationships */ .Up)(zip, '');
        const documentRel = [...rootRels.values()].find((rel) => rel.type.endsWith('/document') && !rel.external);
        this.documentPart = documentRel?.target ?? 'visio/document.xml';
        if (!zip.has(this.documentPart))
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`the Visio package has no document part ('${this.documentPart}')`);
        const documentRels = (0,_ooxml_package__WEBPACK_IMPORTED_MODULE_2__/* .readRelationships */ .Up)(zip, this.documentPart);
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
    /** Parses a part of the package; throws CorruptDocumentError when it is missing or malformed. */
    xml(part) {
        const text = this.zip.text(part);
        if (text === undefined)
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`the Visio package has no part '${part}'`);
        return (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_3__/* .parseXml */ .NO)(text, part);
    }
    readPages(warnings) {
        const text = this.zip.text(this.pagesPart);
        if (text === undefined)
            throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`the Visio package has no pages part ('${this.pagesPart}')`);
        const root = (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_3__/* .parseXml */ .NO)(text, this.pagesPart).documentElement;
        const rels = (0,_ooxml_package__WEBPACK_IMPORTED_MODULE_2__/* .readRelationships */ .Up)(this.zip, this.pagesPart);
        for (const page of (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_3__/* .elementChildren */ .Wi)(root)) {
            if (page.localName !== 'Page')
                continue;
            const name = page.getAttribute('Name') || page.getAttribute('NameU') || `Page-${this.pages.length + 1}`;
            const relId = relIdOf(page);
            const part = relId ? rels.get(relId)?.target : undefined;
            if (!part || !this.zip.has(part)) {
                warnings.push({ code: 'diagram-page-missing', message: `page "${name}" has no contents part; it is not compared`, locator: { part: this.pagesPart, path: '' } });
                continue;
            }
            const sheet = (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_3__/* .elementChildren */ .Wi)(page).find((e) => e.localName === 'PageSheet');
            const width = sheet ? numberCell(sheet, 'PageWidth') : undefined;
            const height = sheet ? numberCell(sheet, 'PageHeight') : undefined;
            this.pages.push({
                id: page.getAttribute('ID') ?? String(this.pages.length),
                name,
                part,
                width: width ?? 8.5,
                height: height ?? 11,
                background: page.getAttribute('Background') === '1',
            });
        }
    }
    readMasters(part, warnings) {
        const root = this.xml(part).documentElement;
        const rels = (0,_ooxml_package__WEBPACK_IMPORTED_MODULE_2__/* .readRelationships */ .Up)(this.zip, part);
        for (const master of (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_3__/* .elementChildren */ .Wi)(root)) {
            if (master.localName !== 'Master')
                continue;
            const id = master.getAttribute('ID') ?? '';
            const name = master.getAttribute('Name') || master.getAttribute('NameU') || `master ${id}`;
            const relId = relIdOf(master);
            const target = relId ? rels.get(relId)?.target : undefined;
            const entry = { id, name, part: target ?? '', byId: new Map() };
            this.masters.set(id, entry);
            if (!target || !this.zip.has(target)) {
                warnings.push({ code: 'diagram-master-missing', message: `master "${name}" has no contents part; shapes using it show only their own cells`, locator: { part, path: '' } });
                continue;
            }
            try {
                const contents = this.xml(target).documentElement;
                const shapes = (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_3__/* .elementChildren */ .Wi)(contents).find((e) => e.localName === 'Shapes');
                if (shapes) {
                    entry.top = (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_3__/* .elementChildren */ .Wi)(shapes).find((e) => e.localName === 'Shape');
                    for (const shape of descendantShapes(shapes))
                        entry.byId.set(shape.getAttribute('ID') ?? '', shape);
                }
            }
            catch (error) {
                warnings.push({ code: 'diagram-master-unreadable', message: `master "${name}" could not be read (${error.message}); shapes using it show only their own cells`, locator: { part: target, path: '' } });
            }
        }
    }
}
/** The r:id of a Page's or Master's Rel child. */
function relIdOf(element) {
    const rel = (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_3__/* .elementChildren */ .Wi)(element).find((e) => e.localName === 'Rel');
    if (!rel)
        return undefined;
    for (const attribute of Array.from(rel.attributes))
        if (attribute.localName === 'id')
            return attribute.value;
    return undefined;
}
/** Every Shape element below a Shapes element, depth first. */
function descendantShapes(shapes) {
    const out = [];
    const walk = (container) => {
        for (const shape of (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_3__/* .elementChildren */ .Wi)(container)) {
            if (shape.localName !== 'Shape')
                continue;
            out.push(shape);
            const children = (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_3__/* .elementChildren */ .Wi)(shape).find((e) => e.localName === 'Shapes');
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
function numberCell(sheet, name) {
    const value = directCell(sheet, name)?.getAttribute('V');
    if (value === undefined || value === null || value === '')
        return undefined;
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
}


/***/ }),

/***/ 37365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ STYLE_CELLS),
/* harmony export */   q: () => (/* binding */ readPageShapes)
/* harmony export */ });
/* unused harmony export shapeText */
/* harmony import */ var _shared_xml_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47331);
/* harmony import */ var _package__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57315);


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
    const rootChildren = (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(root);
    const shapesIndex = rootChildren.findIndex((e) => e.localName === 'Shapes');
    const blocks = [];
    const missingMasters = new Set();
    const readList = (container, containerPath, frame, master, blockPath, placePrefix) => {
        const out = [];
        let ordinal = 0;
        (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(container).forEach((shape, index) => {
            if (shape.localName !== 'Shape')
                return;
            const path = `${containerPath}/${index}`;
            let ownMaster = master;
            let inherited;
            const masterId = shape.getAttribute('Master');
            if (masterId) {
                ownMaster = masters.get(masterId);
                inherited = ownMaster?.top;
                if (!ownMaster && !missingMasters.has(masterId)) {
                    missingMasters.add(masterId);
                    warnings.push({ code: 'diagram-master-unknown', message: `page "${page.name}" uses master ${masterId}, which the package does not define; its shapes show only their own cells`, locator: { part, path } });
                }
            }
            else if (shape.getAttribute('MasterShape') && master) {
                inherited = master.byId.get(shape.getAttribute('MasterShape'));
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
            const name = shape.getAttribute('Name') || shape.getAttribute('NameU') || undefined;
            const text = shapeText(shape) ?? (inherited ? shapeText(inherited) : undefined) ?? '';
            const children = (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(shape).find((e) => e.localName === 'Shapes');
            const childIndex = children ? (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(shape).indexOf(children) : -1;
            const paragraphs = textParagraphs(text, part, path);
            const id = shape.getAttribute('ID') ?? '';
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
    const connects = rootChildren.find((e) => e.localName === 'Connects');
    if (!connects)
        return;
    for (const connect of (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(connects)) {
        if (connect.localName !== 'Connect')
            continue;
        const from = facts[connect.getAttribute('FromSheet') ?? ''];
        const to = connect.getAttribute('ToSheet') ?? undefined;
        const fromCell = connect.getAttribute('FromCell') ?? '';
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
    const value = (0,_package__WEBPACK_IMPORTED_MODULE_1__/* .directCell */ ._Y)(shape, name)?.getAttribute('V');
    return value === null || value === undefined ? undefined : value;
}
/**
 * The text of a shape's Text element: its characters, with the cp/pp/tp markers (which only
 * point at formatting rows) left out and fields shown by their displayed value. Undefined when
 * the shape has no Text element, so the master's text shows through.
 */
function shapeText(shape) {
    const text = (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(shape).find((e) => e.localName === 'Text');
    if (!text)
        return undefined;
    let out = '';
    const walk = (element) => {
        for (let n = element.firstChild; n; n = n.nextSibling) {
            if (n.nodeType === 3 || n.nodeType === 4)
                out += n.nodeValue ?? '';
            else if (n.nodeType === 1 && !['cp', 'pp', 'tp'].includes(n.localName ?? ''))
                walk(n);
        }
    };
    walk(text);
    return out;
}
/** Visio ends paragraphs with a newline (the last one too) and lines with U+2028. */
function textParagraphs(text, part, path) {
    const normalized = text.replace(/\r\n?/g, '\n').replace(/\u2029/g, '\n').replace(/\n$/, '');
    if (!normalized.trim())
        return [];
    return normalized.split('\n').map((line) => ({
        type: 'paragraph',
        runs: line ? [{ text: line.replace(/\u2028/g, '\n'), style: {} }] : [],
        locator: { part, path },
    }));
}


/***/ }),

/***/ 40089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ll: () => (/* binding */ resolvePartName),
/* harmony export */   Qh: () => (/* binding */ readProperties),
/* harmony export */   Up: () => (/* binding */ readRelationships),
/* harmony export */   fx: () => (/* binding */ rejectCompoundFile),
/* harmony export */   gE: () => (/* binding */ relationshipOfType),
/* harmony export */   pn: () => (/* binding */ readXmlPart)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70427);


/** The relationships of a part (`word/document.xml` → `word/_rels/document.xml.rels`). */
function readRelationships(zip, partName) {
    const slash = partName.lastIndexOf('/');
    const folder = slash < 0 ? '' : partName.slice(0, slash + 1);
    const relsName = `${folder}_rels/${partName.slice(slash + 1)}.rels`;
    const relationships = new Map();
    const text = zip.text(relsName);
    if (text === undefined)
        return relationships;
    const { root } = (0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(text, relsName);
    for (const element of root.children) {
        if ((0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name) !== 'Relationship')
            continue;
        const id = element.attr('Id');
        const target = element.attr('Target');
        if (!id || target === undefined)
            continue;
        const external = element.attr('TargetMode') === 'External';
        relationships.set(id, {
            id,
            type: element.attr('Type') ?? '',
            target: external ? target : resolvePartName(folder, target),
            external,
        });
    }
    return relationships;
}
/** First relationship whose type ends with `/<kind>` (`styles`, `numbering`, …). */
function relationshipOfType(relationships, kind) {
    for (const rel of relationships.values())
        if (rel.type.endsWith(`/${kind}`))
            return rel;
    return undefined;
}
/** A relationship target resolved against the folder of its source part. */
function resolvePartName(folder, target) {
    const decoded = safeDecode(target.split('#')[0]);
    const joined = decoded.startsWith('/') ? decoded.slice(1) : folder + decoded;
    const out = [];
    for (const segment of joined.split('/')) {
        if (segment === '..')
            out.pop();
        else if (segment !== '.' && segment !== '')
            out.push(segment);
    }
    return out.join('/');
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
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
        for (const element of (0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(core, corePart).root.children) {
            const value = element.text.trim();
            if (!value)
                continue;
            switch ((0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name)) {
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
        for (const element of (0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(app, appPart).root.children) {
            const value = element.text.trim();
            if (!value)
                continue;
            const name = (0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name);
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
    return text === undefined ? undefined : (0,_shared_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .parseXmlPart */ .m8)(text, partName);
}


/***/ }),

/***/ 37854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gb: () => (/* binding */ xmlTooDeep),
/* harmony export */   pO: () => (/* binding */ assertXmlDepth),
/* harmony export */   zH: () => (/* binding */ MAX_XML_DEPTH)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);

/**
 * How deep elements may nest in one XML part. Real documents stay far below it (nested tables,
 * grouped shapes and text boxes reach a few dozen levels); a part that opens 100,000 elements
 * is damage or an attack, and every layer above the parser (locator paths, recursive walks)
 * pays for depth, some of it quadratically. libxml2, which LibreOffice reads with, stops at 256
 * by default too.
 */
const MAX_XML_DEPTH = 256;
/** The one-line error for a part past the depth limit. */
function xmlTooDeep(part) {
    return new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`part '${part}' nests elements more than ${MAX_XML_DEPTH} levels deep, which no real document does; it is damaged or crafted`);
}
/**
 * Refuses a part whose elements nest past MAX_XML_DEPTH, before a parser without a depth limit of
 * its own (xmldom) builds it. One linear pass over the text that knows comments, CDATA sections,
 * processing instructions, declarations and quoted attribute values; anything it does not
 * understand is left for the parser to report.
 */
function assertXmlDepth(text, part) {
    let depth = 0;
    let i = text.indexOf('<');
    const n = text.length;
    while (i >= 0 && i < n) {
        const next = text.charCodeAt(i + 1);
        if (next === 47 /* / */) {
            depth--;
            i = text.indexOf('<', i + 2);
            continue;
        }
        if (next === 33 /* ! */) {
            const close = text.startsWith('<!--', i) ? text.indexOf('-->', i + 4) : text.startsWith('<![CDATA[', i) ? text.indexOf(']]>', i + 9) : declarationEnd(text, i);
            if (close < 0)
                return;
            i = text.indexOf('<', close + 1);
            continue;
        }
        if (next === 63 /* ? */) {
            const close = text.indexOf('?>', i + 2);
            if (close < 0)
                return;
            i = text.indexOf('<', close + 2);
            continue;
        }
        // A start tag: up to its unquoted `>`; `/>` closes it at once.
        let k = i + 1;
        let quote = 0;
        for (; k < n; k++) {
            const c = text.charCodeAt(k);
            if (quote) {
                if (c === quote)
                    quote = 0;
            }
            else if (c === 34 || c === 39)
                quote = c;
            else if (c === 62)
                break;
        }
        if (k >= n)
            return;
        if (text.charCodeAt(k - 1) !== 47 && ++depth > MAX_XML_DEPTH)
            throw xmlTooDeep(part);
        i = text.indexOf('<', k + 1);
    }
}
/** End of `<!DOCTYPE …>`, whose internal subset in brackets may hold `>`. */
function declarationEnd(text, start) {
    const bracket = text.indexOf('[', start);
    const close = text.indexOf('>', start);
    if (bracket < 0 || close < bracket)
        return close;
    const subsetEnd = text.indexOf(']', bracket);
    return subsetEnd < 0 ? -1 : text.indexOf('>', subsetEnd);
}


/***/ }),

/***/ 47331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO: () => (/* binding */ parseXml),
/* harmony export */   QM: () => (/* binding */ serializeXml),
/* harmony export */   Wi: () => (/* binding */ elementChildren)
/* harmony export */ });
/* harmony import */ var _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98351);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _xml_depth__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37854);



/**
 * Parsing and serialising the XML parts writers edit in place (@xmldom/xmldom), shared by every
 * family that writes a package: a part that is not well-formed is one CorruptDocumentError that
 * names it, never xmldom's multi-line message. xmldom has no depth limit: parts nested past
 * MAX_XML_DEPTH are refused before it builds them.
 */
function parseXml(text, part) {
    (0,_xml_depth__WEBPACK_IMPORTED_MODULE_2__/* .assertXmlDepth */ .pO)(text, part);
    let problem;
    const parser = new _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0__/* .DOMParser */ .S4({
        onError: (level, message) => {
            if (level !== 'warning') {
                problem ??= message.split('\n')[0];
                throw new Error(message);
            }
        },
    });
    let document;
    try {
        document = parser.parseFromString(text, 'text/xml');
    }
    catch (error) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${part}' is not well-formed XML (${problem ?? (error instanceof Error ? error.message.split('\n')[0] : String(error))})`);
    }
    if (!document.documentElement)
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${part}' has no root element`);
    return document;
}
function serializeXml(node) {
    return new _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0__/* .XMLSerializer */ .el().serializeToString(node);
}
/** Element children, as a fresh array (xmldom's NodeLists are live). */
function elementChildren(element) {
    const out = [];
    for (let n = element.firstChild; n; n = n.nextSibling)
        if (n.nodeType === 1)
            out.push(n);
    return out;
}


/***/ }),

/***/ 70427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K1: () => (/* binding */ canonicalXml),
/* harmony export */   T5: () => (/* binding */ findDescendant),
/* harmony export */   fk: () => (/* binding */ localName),
/* harmony export */   m8: () => (/* binding */ parseXmlPart)
/* harmony export */ });
/* unused harmony exports XmlElement, deepText */
/* harmony import */ var saxes__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59800);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17679);
/* harmony import */ var _xml_depth__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37854);



/**
 * A compact element tree built in one streaming pass over saxes events. WordprocessingML keeps
 * text only in leaf elements (w:t, m:t, w:instrText, …), so an element holds its child elements
 * and the concatenated text directly inside it; the child index of an element is then exactly
 * the element-only index the model's locators use.
 *
 * Element and attribute names are rewritten to canonical prefixes (`w:`, `r:`, `m:`, …) by
 * namespace URI, so Strict OOXML (purl.oclc.org namespaces) and documents that chose other
 * prefixes read like ordinary Transitional files.
 */
class XmlElement {
    name;
    attrs;
    children = [];
    text = '';
    constructor(name, attrs) {
        this.name = name;
        this.attrs = attrs;
    }
    attr(name) {
        return this.attrs[name];
    }
    child(name) {
        const children = this.children;
        for (let i = 0; i < children.length; i++)
            if (children[i].name === name)
                return children[i];
        return undefined;
    }
}
const NAMESPACE_PREFIXES = {
    'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
    'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
    'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
    'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
    'http://schemas.openxmlformats.org/officeDocument/2006/math': 'm',
    'http://purl.oclc.org/ooxml/officeDocument/math': 'm',
    'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing': 'wp',
    'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing': 'wp',
    'http://schemas.openxmlformats.org/drawingml/2006/main': 'a',
    'http://purl.oclc.org/ooxml/drawingml/main': 'a',
    'http://schemas.openxmlformats.org/drawingml/2006/picture': 'pic',
    'http://purl.oclc.org/ooxml/drawingml/picture': 'pic',
    'http://schemas.openxmlformats.org/drawingml/2006/chart': 'c',
    'http://purl.oclc.org/ooxml/drawingml/chart': 'c',
    'http://schemas.openxmlformats.org/drawingml/2006/diagram': 'dgm',
    'http://purl.oclc.org/ooxml/drawingml/diagram': 'dgm',
    'http://schemas.microsoft.com/office/word/2010/wordprocessingShape': 'wps',
    'http://schemas.microsoft.com/office/word/2010/wordprocessingGroup': 'wpg',
    'http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas': 'wpc',
    'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
    'urn:schemas-microsoft-com:vml': 'v',
    'urn:schemas-microsoft-com:office:office': 'o',
    'urn:schemas-microsoft-com:office:word': 'w10',
    'http://schemas.microsoft.com/office/word/2010/wordml': 'w14',
    'http://schemas.microsoft.com/office/word/2012/wordml': 'w15',
    'http://schemas.openxmlformats.org/package/2006/relationships': 'rel',
    'http://schemas.openxmlformats.org/package/2006/content-types': 'ct',
    'http://schemas.openxmlformats.org/package/2006/metadata/core-properties': 'cp',
    'http://purl.org/dc/elements/1.1/': 'dc',
    'http://purl.org/dc/terms/': 'dcterms',
    'http://schemas.openxmlformats.org/officeDocument/2006/extended-properties': 'ep',
    'http://purl.oclc.org/ooxml/officeDocument/extendedProperties': 'ep',
};
/** Elements that are tracked revisions; counted while parsing so no second walk is needed. */
const REVISION_ELEMENTS = new Set([
    'w:ins',
    'w:del',
    'w:moveFrom',
    'w:moveTo',
    'w:rPrChange',
    'w:pPrChange',
    'w:sectPrChange',
    'w:tblPrChange',
    'w:tblPrExChange',
    'w:tblGridChange',
    'w:trPrChange',
    'w:tcPrChange',
    'w:cellIns',
    'w:cellDel',
    'w:cellMerge',
    'w:numberingChange',
]);
/** Parses one package part; malformed XML is a CorruptDocumentError naming the part. */
function parseXmlPart(text, part, stream) {
    const parser = new saxes__WEBPACK_IMPORTED_MODULE_0__/* .SaxesParser */ .wT({ position: false, xmlns: false });
    const stack = [];
    // Element-child counts of the open elements, so streamed children still get their index.
    const childCounts = [];
    let streamedContainerPath;
    let callbackError;
    // Prefix renames in force, innermost scope last; an empty map means names are kept as written.
    const scopes = [{ depth: -1, renames: new Map() }];
    let renames = scopes[0].renames;
    let root;
    let revisionCount = 0;
    let tooDeep = false;
    // Namespace declarations are spotted per attribute: enumerating every element's attribute
    // object instead costs more than the whole rest of the parse.
    let declares = false;
    parser.on('attribute', (attribute) => {
        if (attribute.name.charCodeAt(0) === 120 && attribute.name.startsWith('xmlns'))
            declares = true;
    });
    parser.on('opentag', (tag) => {
        let attrs = tag.attributes;
        if (declares) {
            declares = false;
            const next = new Map(renames);
            for (const key in attrs) {
                if (!key.startsWith('xmlns'))
                    continue;
                const prefix = key === 'xmlns' ? '' : key.slice(6);
                const canonical = NAMESPACE_PREFIXES[attrs[key]];
                if (canonical !== undefined && canonical !== prefix)
                    next.set(prefix, canonical);
                else
                    next.delete(prefix);
            }
            scopes.push({ depth: stack.length, renames: next });
            renames = next;
        }
        let name = tag.name;
        if (renames.size > 0) {
            name = rename(name, renames, true);
            const renamed = {};
            for (const key in attrs)
                renamed[key.includes(':') ? rename(key, renames, false) : key] = attrs[key];
            attrs = renamed;
        }
        if (REVISION_ELEMENTS.has(name))
            revisionCount++;
        const element = new XmlElement(name, attrs);
        const depth = stack.length;
        if (depth >= _xml_depth__WEBPACK_IMPORTED_MODULE_2__/* .MAX_XML_DEPTH */ .zH) {
            tooDeep = true;
            throw (0,_xml_depth__WEBPACK_IMPORTED_MODULE_2__/* .xmlTooDeep */ .Gb)(part);
        }
        const index = depth > 0 ? childCounts[depth - 1]++ : 0;
        if (depth === 1 && stream && name === stream.name)
            streamedContainerPath = String(index);
        // Streamed children are not attached: the callback takes them when they close.
        if (!(depth === 2 && streamedContainerPath !== undefined && stack[1].name === stream?.name)) {
            if (depth > 0)
                stack[depth - 1].children.push(element);
            else
                root = element;
        }
        stack.push(element);
        childCounts.push(0);
    });
    parser.on('text', (text) => {
        const top = stack[stack.length - 1];
        if (top)
            top.text += text;
    });
    parser.on('cdata', (text) => {
        const top = stack[stack.length - 1];
        if (top)
            top.text += text;
    });
    parser.on('closetag', () => {
        const element = stack.pop();
        childCounts.pop();
        if (stack.length === 2 && streamedContainerPath !== undefined && stack[1].name === stream?.name && element) {
            if (callbackError === undefined) {
                try {
                    stream.onChild(element, `${streamedContainerPath}/${childCounts[1] - 1}`);
                }
                catch (error) {
                    // Kept apart from XML errors so a reader error is not reported as malformed XML.
                    callbackError = error;
                }
            }
        }
        if (scopes.length > 1 && scopes[scopes.length - 1].depth === stack.length) {
            scopes.pop();
            renames = scopes[scopes.length - 1].renames;
        }
    });
    let failure;
    parser.on('error', (error) => {
        failure ??= error.message;
    });
    try {
        parser.write(text).close();
    }
    catch (error) {
        failure ??= error instanceof Error ? error.message : String(error);
    }
    if (callbackError !== undefined)
        throw callbackError;
    if (tooDeep)
        throw (0,_xml_depth__WEBPACK_IMPORTED_MODULE_2__/* .xmlTooDeep */ .Gb)(part);
    if (failure !== undefined || !root) {
        const detail = (failure ?? 'no root element').split('\n')[0].replace(/^undefined:/, '').trim();
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .CorruptDocumentError */ .b6(`part '${part}' is not well-formed XML (${detail})`);
    }
    return { root, revisionCount };
}
function rename(qualified, renames, isElement) {
    const colon = qualified.indexOf(':');
    if (colon < 0) {
        // Only elements take the default namespace; unprefixed attributes have none.
        const canonical = isElement ? renames.get('') : undefined;
        return canonical ? `${canonical}:${qualified}` : qualified;
    }
    const canonical = renames.get(qualified.slice(0, colon));
    return canonical ? canonical + qualified.slice(colon) : qualified;
}
/** Local name of a qualified name (`w:p` → `p`). */
function localName(name) {
    const colon = name.indexOf(':');
    return colon < 0 ? name : name.slice(colon + 1);
}
/** First descendant (depth-first, the element itself excluded) with the given name. */
function findDescendant(element, name) {
    for (const child of element.children) {
        if (child.name === name)
            return child;
        const found = findDescendant(child, name);
        if (found)
            return found;
    }
    return undefined;
}
/** All text of an element and its descendants, in document order. */
function deepText(element) {
    let text = element.text;
    for (const child of element.children)
        text += deepText(child);
    return text;
}
/**
 * A canonical serialisation (sorted attributes, no namespace declarations, no revision-session
 * ids) so two equal objects hash equal however their producer spelled them.
 */
function canonicalXml(element, skip) {
    const keys = Object.keys(element.attrs)
        .filter((key) => !key.startsWith('xmlns') && !key.startsWith('w:rsid') && !key.startsWith('w14:'))
        .sort();
    let out = `<${element.name}`;
    for (const key of keys)
        out += ` ${key}="${escapeXml(element.attrs[key])}"`;
    out += '>';
    if (element.children.length === 0)
        out += escapeXml(element.text);
    for (const child of element.children)
        if (!skip?.(child))
            out += canonicalXml(child, skip);
    return `${out}</${element.name}>`;
}
function escapeXml(text) {
    return text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}


/***/ })

};
