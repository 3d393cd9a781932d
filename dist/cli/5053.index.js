export const id = 5053;
export const ids = [5053];
export const modules = {

/***/ 85053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  slidesWriter: () => (/* binding */ slidesWriter)
});

// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var archive_zip = __webpack_require__(55380);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/slides/diff.ts
var diff = __webpack_require__(1521);
// EXTERNAL MODULE: ./src/engine/formats/slides/model.ts
var model = __webpack_require__(95889);
// EXTERNAL MODULE: ./src/engine/formats/slides/xml.ts
var xml = __webpack_require__(17625);
// EXTERNAL MODULE: ./node_modules/fflate/esm/index.mjs
var esm = __webpack_require__(51306);
;// CONCATENATED MODULE: ./src/engine/formats/slides/write/package.ts



const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';
/**
 * An OOXML package opened for editing: parts are read lazily, XML parts edited as DOMs and
 * serialized on save; everything the writer does not touch is copied byte for byte.
 */
class EditablePackage {
    zip;
    files = new Map();
    documents = new Map();
    removed = new Set();
    constructor(zip) {
        this.zip = zip;
    }
    has(part) {
        return !this.removed.has(part) && (this.files.has(part) || this.documents.has(part) || this.zip.has(part));
    }
    names() {
        const all = new Set([...this.zip.names(), ...this.files.keys(), ...this.documents.keys()]);
        return [...all].filter((n) => !this.removed.has(n));
    }
    bytes(part) {
        const document = this.documents.get(part);
        if (document)
            return new TextEncoder().encode((0,xml/* serializeXml */.QM)(document));
        const file = this.files.get(part);
        if (file)
            return file;
        return this.zip.read(part);
    }
    xml(part) {
        let document = this.documents.get(part);
        if (!document) {
            const text = new TextDecoder().decode(this.bytes(part));
            document = (0,xml/* parseXml */.NO)(text, part);
            this.documents.set(part, document);
        }
        return document;
    }
    put(part, bytes) {
        this.removed.delete(part);
        this.documents.delete(part);
        this.files.set(part, bytes);
    }
    putXml(part, text) {
        this.removed.delete(part);
        this.files.delete(part);
        this.documents.set(part, (0,xml/* parseXml */.NO)(text, part));
    }
    remove(part) {
        this.removed.add(part);
    }
    relationships(part) {
        const rels = (0,xml/* relsPartOf */.F4)(part);
        return this.has(rels) ? (0,xml/* parseRelationships */.vo)(new TextDecoder().decode(this.bytes(rels)), part) : new Map();
    }
    /** Adds a relationship from `part` to `target` and returns its new id. */
    addRelationship(part, type, target) {
        const relsName = (0,xml/* relsPartOf */.F4)(part);
        if (!this.has(relsName))
            this.putXml(relsName, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${REL_NS}"/>`);
        const document = this.xml(relsName);
        const root = document.documentElement;
        const ids = new Set((0,xml/* elements */.Yt)(root).map((e) => e.getAttribute('Id')));
        let n = ids.size + 1;
        while (ids.has(`rId${n}`))
            n++;
        const rel = document.createElementNS(REL_NS, 'Relationship');
        rel.setAttribute('Id', `rId${n}`);
        rel.setAttribute('Type', type);
        rel.setAttribute('Target', (0,xml/* relativeTarget */.Ar)((0,xml/* partFolder */.W)(part), target));
        root.appendChild(rel);
        return `rId${n}`;
    }
    removeRelationship(part, id) {
        const relsName = (0,xml/* relsPartOf */.F4)(part);
        if (!this.has(relsName))
            return;
        const root = this.xml(relsName).documentElement;
        for (const rel of (0,xml/* elements */.Yt)(root))
            if (rel.getAttribute('Id') === id)
                root.removeChild(rel);
    }
    contentType(part) {
        const root = this.xml('[Content_Types].xml').documentElement;
        for (const e of (0,xml/* elements */.Yt)(root))
            if (e.localName === 'Override' && e.getAttribute('PartName') === `/${part}`)
                return e.getAttribute('ContentType') ?? undefined;
        const extension = part.slice(part.lastIndexOf('.') + 1).toLowerCase();
        for (const e of (0,xml/* elements */.Yt)(root))
            if (e.localName === 'Default' && e.getAttribute('Extension')?.toLowerCase() === extension)
                return e.getAttribute('ContentType') ?? undefined;
        return undefined;
    }
    setOverride(part, contentType) {
        const document = this.xml('[Content_Types].xml');
        const root = document.documentElement;
        for (const e of (0,xml/* elements */.Yt)(root))
            if (e.localName === 'Override' && e.getAttribute('PartName') === `/${part}`)
                root.removeChild(e);
        const override = document.createElementNS(CT_NS, 'Override');
        override.setAttribute('PartName', `/${part}`);
        override.setAttribute('ContentType', contentType);
        root.appendChild(override);
    }
    removeOverride(part) {
        const root = this.xml('[Content_Types].xml').documentElement;
        for (const e of (0,xml/* elements */.Yt)(root))
            if (e.localName === 'Override' && e.getAttribute('PartName') === `/${part}`)
                root.removeChild(e);
    }
    /** A part name not used yet, like `ppt/slides/slide7.xml`. */
    freeName(folder, stem, extension) {
        for (let n = 1;; n++) {
            const name = `${folder}/${stem}${n}${extension}`;
            if (!this.has(name))
                return name;
        }
    }
    save() {
        const entries = {};
        // [Content_Types].xml first, as some consumers expect.
        const names = this.names().sort((x, y) => (x === '[Content_Types].xml' ? -1 : y === '[Content_Types].xml' ? 1 : 0));
        for (const name of names)
            entries[name] = [this.bytes(name), { level: name.match(/\.(png|jpe?g|gif)$/i) ? 0 : 6 }];
        return (0,esm/* zipSync */.L)(entries);
    }
}
/**
 * Copies a part of another package into this one under a fresh name, with the parts it refers
 * to (recursively, each once), and returns the new name. Slide layouts keep pointing at a layout
 * of this package: a copied slide must not bring a second master along.
 */
function copyPartFrom(source, target, part, copied = new Map(), layoutFallback) {
    const done = copied.get(part);
    if (done)
        return done;
    const slash = part.lastIndexOf('/');
    const dot = part.lastIndexOf('.');
    const stem = part.slice(slash + 1, dot > slash ? dot : undefined).replace(/\d+$/, '');
    const extension = dot > slash ? part.slice(dot) : '';
    const name = target.freeName((0,xml/* partFolder */.W)(part) || 'ppt', stem || 'part', extension);
    copied.set(part, name);
    const type = source.contentType(part);
    if (!type)
        throw new errors/* CorruptDocumentError */.b6(`the source part '${part}' has no content type`);
    target.put(name, source.bytes(part));
    if (target.contentType(name) !== type)
        target.setOverride(name, type);
    const rels = source.relationships(part);
    if (rels.size) {
        const relsDocument = (0,xml/* parseXml */.NO)(new TextDecoder().decode(source.bytes((0,xml/* relsPartOf */.F4)(part))), (0,xml/* relsPartOf */.F4)(part));
        const root = relsDocument.documentElement;
        for (const rel of (0,xml/* elements */.Yt)(root)) {
            const info = rels.get(rel.getAttribute('Id') ?? '');
            if (!info || info.external)
                continue;
            const kind = (0,xml/* relationshipKind */.$9)(info.type);
            let newTarget;
            if (kind === 'slideLayout')
                newTarget = target.has(info.target) ? info.target : layoutFallback;
            else if (kind === 'notesSlide' || kind === 'comments' || kind === 'slide' || kind.endsWith('Comments'))
                newTarget = undefined;
            else if (source.has(info.target))
                newTarget = copyPartFrom(source, target, info.target, copied, layoutFallback);
            if (!newTarget) {
                root.removeChild(rel);
                continue;
            }
            rel.setAttribute('Target', (0,xml/* relativeTarget */.Ar)((0,xml/* partFolder */.W)(name), newTarget));
        }
        target.putXml((0,xml/* relsPartOf */.F4)(name), (0,xml/* serializeXml */.QM)(relsDocument));
    }
    return name;
}

;// CONCATENATED MODULE: ./src/engine/formats/slides/write/index.ts






/**
 * Result writer for PresentationML decks. PowerPoint has no revision markup, so the result is
 * the target deck with marks: changed text coloured with the ItemsStyle colours, deleted text
 * put back styled, changed shapes outlined, deleted slides copied back from the source and
 * framed, an optional summary slide. Clean mode applies the accepted changes and reverts the
 * rejected ones (slides inserted or deleted, text, shape geometry).
 */
const P = xml.NS.p[0];
const A = xml.NS.a[0];
const R = xml.NS.r[0];
const SLIDE_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide';
const SLIDE_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml';
const slidesWriter = {
    formats: ['pptx', 'pptm', 'potx', 'potm'],
    write: async (input) => writeDeck(input),
    validate: async (bytes) => validateDeck(bytes),
};
function writeDeck(input) {
    if (input.format === 'odp')
        throw new errors/* UnsupportedFormatError */.N$('result documents in odp are not available yet');
    const sourceData = (0,model/* slidesData */.h)(input.source.document.familyData);
    const targetData = (0,model/* slidesData */.h)(input.target.document.familyData);
    if (sourceData?.kind !== 'pptx' || targetData?.kind !== 'pptx')
        throw new errors/* UnsupportedFormatError */.N$('a presentation result needs two PowerPoint decks');
    const context = {
        input,
        options: input.options,
        source: new EditablePackage(new archive_zip/* ZipArchive */.SJ(input.source.bytes)),
        target: new EditablePackage(new archive_zip/* ZipArchive */.SJ(input.target.bytes)),
        sourceData,
        targetData,
        warnings: [],
    };
    const clean = input.options.mode === 'clean';
    if (input.options.mode === 'tracked') {
        context.warnings.push({ code: 'no-tracked-changes', message: 'PowerPoint has no revision marks; the result shows the changes as styled marks instead' });
    }
    // Resolve every element first: edits shift the element paths the locators hold.
    const edits = [];
    const restoredSlides = [];
    const removedSlides = [];
    input.changes.forEach((change, index) => {
        const rejected = input.options.rejected.has(index);
        if (change.unit === 'story' && (change.source?.story.startsWith('slide:') || change.target?.story.startsWith('slide:'))) {
            if (change.kind === 'Deleted') {
                if (clean ? rejected : input.options.showDeleted)
                    restoredSlides.push({ change, index });
            }
            else if (change.kind === 'Inserted') {
                if (clean && rejected)
                    removedSlides.push(change.target.story);
                else if (!clean)
                    edits.push(markInsertedSlide(context, change));
            }
            else if (change.kind === 'Moved' && !clean) {
                edits.push(markSlideLabel(context, change.target.story, `Moved slide (was slide ${slideNumber(context.sourceData, change.source.story)})`, input.options.changed));
            }
            return;
        }
        const edit = clean ? (rejected ? revertChange(context, change) : undefined) : markChange(context, change);
        if (edit)
            edits.push(edit);
    });
    for (const edit of edits)
        edit();
    for (const { change } of restoredSlides)
        restoreSlide(context, change, !clean);
    for (const key of removedSlides)
        removeSlide(context, key);
    if (!clean && input.options.summaryPage)
        appendSummarySlide(context);
    return { bytes: context.target.save(), warnings: context.warnings };
}
// ---------------------------------------------------------------------------------------------
// Finding things
function slideNumber(data, key) {
    return data.slides.find((s) => s.key === key)?.number ?? 0;
}
function locate(model, story, path) {
    let list = model.stories.find((s) => s.key === story)?.blocks;
    let block;
    let shape;
    for (let k = 0; k < path.length && list; k++) {
        block = list[path[k]];
        if (!block)
            return undefined;
        if (block.type === 'shape') {
            shape = block;
            list = block.blocks;
        }
        else if (block.type === 'table' && k + 2 < path.length) {
            const row = block.rows[path[k + 1]];
            const cell = row?.cells[path[k + 2]];
            list = cell?.blocks;
            k += 2;
            if (k === path.length - 1)
                return undefined;
        }
        else if (k < path.length - 1)
            return undefined;
    }
    return block ? { block, shape } : undefined;
}
function elementOf(pkg, block) {
    const locator = block?.locator;
    if (!locator || !pkg.has(locator.part))
        return undefined;
    return (0,xml/* elementAt */.s2)(pkg.xml(locator.part), locator.path);
}
// ---------------------------------------------------------------------------------------------
// Marks
function markChange(context, change) {
    const { options } = context;
    const onTarget = change.kind !== 'Deleted' && change.target;
    if (change.kind === 'Deleted' && change.source && change.anchor?.story.startsWith('slide:') === false)
        return undefined;
    if (onTarget) {
        const found = locate(context.input.target.document, change.target.story, change.target.blockPath);
        if (!found)
            return warnUnmarked(context, change);
        const style = change.kind === 'Inserted' ? options.inserted : options.changed;
        if (change.unit === 'object' || (found.block.type === 'shape' && change.unit !== 'text')) {
            const element = elementOf(context.target, found.block.type === 'shape' ? found.block : found.shape);
            if (!element)
                return warnUnmarked(context, change);
            return () => outlineShape(element, style.fontColor ?? 'FF0000');
        }
        if (found.block.type === 'paragraph') {
            const paragraph = elementOf(context.target, found.block);
            if (!paragraph)
                return warnUnmarked(context, change);
            const start = change.target.start ?? 0;
            const end = change.target.end ?? Number.MAX_SAFE_INTEGER;
            return () => {
                if (change.kind === 'Modified' && change.text && options.showDeleted)
                    insertDeletedText(paragraph, change.text, start, options.deleted);
                styleRange(paragraph, start, end, style);
            };
        }
        if (found.block.type === 'table' || found.block.type === 'object') {
            const element = elementOf(context.target, found.shape);
            return element ? () => outlineShape(element, style.fontColor ?? 'FF0000') : warnUnmarked(context, change);
        }
        return warnUnmarked(context, change);
    }
    if (change.kind === 'Deleted' && options.showDeleted && change.text) {
        // Deleted text inside a paired paragraph: the target side says where it was.
        const side = change.target ?? change.anchor;
        if (!side)
            return undefined;
        const found = locate(context.input.target.document, side.story, side.blockPath);
        if (found?.block.type === 'paragraph') {
            const paragraph = elementOf(context.target, found.block);
            if (paragraph)
                return () => insertDeletedText(paragraph, change.text, side.start ?? 0, options.deleted);
        }
        // A deleted paragraph or shape: note it on the nearest target shape.
        const shape = found?.shape ?? (side.blockPath.length > 1 ? locate(context.input.target.document, side.story, side.blockPath.slice(0, 1))?.block : undefined);
        const element = shape?.type === 'shape' ? elementOf(context.target, shape) : undefined;
        const body = element ? (0,xml/* child */.jf)(element, 'p', 'txBody') : undefined;
        if (body)
            return () => appendParagraph(body, change.text, options.deleted);
        return warnUnmarked(context, change);
    }
    return undefined;
}
function warnUnmarked(context, change) {
    context.warnings.push({ code: 'unmarked-change', message: `a change could not be marked in the result (${change.kind} at ${change.place})` });
    return undefined;
}
function runsOf(paragraph) {
    return (0,xml/* elements */.Yt)(paragraph).filter((e) => (0,xml.is)(e, 'a', 'r') || (0,xml.is)(e, 'a', 'fld') || (0,xml.is)(e, 'a', 'br'));
}
function runText(run) {
    return (0,xml.is)(run, 'a', 'br') ? '\n' : ((0,xml/* child */.jf)(run, 'a', 't')?.textContent ?? '');
}
function runProperties(run) {
    let rPr = (0,xml/* child */.jf)(run, 'a', 'rPr');
    if (!rPr) {
        rPr = run.ownerDocument.createElementNS(A, `${run.prefix ? `${run.prefix}:` : ''}rPr`);
        run.insertBefore(rPr, run.firstChild);
    }
    return rPr;
}
/** Sets an ItemStyle on run properties: colour as solid fill (before latin fonts, as the schema orders it). */
function applyStyle(rPr, style) {
    const prefix = rPr.prefix ? `${rPr.prefix}:` : '';
    if (style.bold)
        rPr.setAttribute('b', '1');
    if (style.italic)
        rPr.setAttribute('i', '1');
    if (style.underline)
        rPr.setAttribute('u', 'sng');
    if (style.strikeThrough)
        rPr.setAttribute('strike', 'sngStrike');
    const fill = (local, color) => {
        for (const old of (0,xml/* elements */.Yt)(rPr).filter((e) => e.localName === local))
            rPr.removeChild(old);
        if (local === 'solidFill')
            for (const old of (0,xml/* elements */.Yt)(rPr).filter((e) => ['noFill', 'gradFill', 'blipFill', 'pattFill', 'grpFill'].includes(e.localName ?? '')))
                rPr.removeChild(old);
        const element = rPr.ownerDocument.createElementNS(A, `${prefix}${local}`);
        const rgb = rPr.ownerDocument.createElementNS(A, `${prefix}srgbClr`);
        rgb.setAttribute('val', color);
        element.appendChild(rgb);
        const order = ['ln', 'noFill', 'solidFill', 'gradFill', 'blipFill', 'pattFill', 'grpFill', 'effectLst', 'effectDag', 'highlight', 'uLnTx', 'uLn', 'uFillTx', 'uFill', 'latin', 'ea', 'cs', 'sym', 'hlinkClick', 'hlinkMouseOver', 'rtl', 'extLst'];
        const rank = order.indexOf(local);
        const before = (0,xml/* elements */.Yt)(rPr).find((e) => order.indexOf(e.localName ?? '') > rank);
        rPr.insertBefore(element, before ?? null);
    };
    if (style.fontColor)
        fill('solidFill', style.fontColor);
    if (style.highlightColor)
        fill('highlight', style.highlightColor);
}
/** Styles every run that overlaps [start, end) of the paragraph's text. */
function styleRange(paragraph, start, end, style) {
    let offset = 0;
    for (const run of runsOf(paragraph)) {
        const length = runText(run).length;
        if (offset < end && offset + length > start && !(0,xml.is)(run, 'a', 'br'))
            applyStyle(runProperties(run), style);
        if (length === 0 && offset >= start && offset < end && !(0,xml.is)(run, 'a', 'br'))
            applyStyle(runProperties(run), style);
        offset += length;
    }
}
/** Puts deleted text back as a run of its own, at the run boundary nearest to `offset`. */
function insertDeletedText(paragraph, text, offset, style) {
    const runs = runsOf(paragraph);
    let position = 0;
    let before = null;
    let like;
    for (const run of runs) {
        const length = runText(run).length;
        like ??= run;
        if (position + length > offset) {
            // Split the run so the deleted text lands exactly at the offset.
            const t = (0,xml/* child */.jf)(run, 'a', 't');
            const inside = offset - position;
            if (t && inside > 0 && run.localName !== 'br') {
                const head = run.cloneNode(true);
                (0,xml/* child */.jf)(head, 'a', 't').textContent = runText(run).slice(0, inside);
                t.textContent = runText(run).slice(inside);
                paragraph.insertBefore(head, run);
            }
            before = run;
            like = run;
            break;
        }
        position += length;
        like = run;
    }
    const document = paragraph.ownerDocument;
    const prefix = paragraph.prefix ? `${paragraph.prefix}:` : '';
    const run = document.createElementNS(A, `${prefix}r`);
    const likeProperties = like ? (0,xml/* child */.jf)(like, 'a', 'rPr') : undefined;
    run.appendChild(likeProperties ? likeProperties.cloneNode(true) : document.createElementNS(A, `${prefix}rPr`));
    const t = document.createElementNS(A, `${prefix}t`);
    t.textContent = `${style.beginSeparator}${text}${style.endSeparator}`;
    run.appendChild(t);
    applyStyle((0,xml/* child */.jf)(run, 'a', 'rPr'), { ...style, strikeThrough: style.strikeThrough });
    const endPara = (0,xml/* child */.jf)(paragraph, 'a', 'endParaRPr');
    paragraph.insertBefore(run, before ?? endPara ?? null);
}
function appendParagraph(body, text, style) {
    const document = body.ownerDocument;
    const prefix = 'a:';
    const p = document.createElementNS(A, `${prefix}p`);
    const run = document.createElementNS(A, `${prefix}r`);
    const rPr = document.createElementNS(A, `${prefix}rPr`);
    rPr.setAttribute('lang', 'en-US');
    run.appendChild(rPr);
    const t = document.createElementNS(A, `${prefix}t`);
    t.textContent = `${style.beginSeparator}${text}${style.endSeparator}`;
    run.appendChild(t);
    p.appendChild(run);
    applyStyle(rPr, style);
    body.appendChild(p);
}
/** An outline in the change colour on a shape's own properties (groups and frames have none). */
function outlineShape(shape, color, dashed = false) {
    const spPr = (0,xml/* child */.jf)(shape, 'p', 'spPr');
    if (!spPr)
        return;
    const document = shape.ownerDocument;
    for (const old of (0,xml/* elements */.Yt)(spPr).filter((e) => (0,xml.is)(e, 'a', 'ln')))
        spPr.removeChild(old);
    const ln = document.createElementNS(A, 'a:ln');
    ln.setAttribute('w', '38100');
    const fill = document.createElementNS(A, 'a:solidFill');
    const rgb = document.createElementNS(A, 'a:srgbClr');
    rgb.setAttribute('val', color);
    fill.appendChild(rgb);
    ln.appendChild(fill);
    if (dashed) {
        const dash = document.createElementNS(A, 'a:prstDash');
        dash.setAttribute('val', 'dash');
        ln.appendChild(dash);
    }
    const order = ['xfrm', 'custGeom', 'prstGeom', 'noFill', 'solidFill', 'gradFill', 'blipFill', 'pattFill', 'grpFill', 'ln'];
    const before = (0,xml/* elements */.Yt)(spPr).find((e) => !order.includes(e.localName ?? ''));
    spPr.insertBefore(ln, before ?? null);
}
// ---------------------------------------------------------------------------------------------
// Slides
function slideTree(document) {
    return (0,xml/* child */.jf)((0,xml/* child */.jf)(document.documentElement, 'p', 'cSld'), 'p', 'spTree');
}
function nextShapeId(tree) {
    let max = 1;
    for (const e of Array.from(tree.getElementsByTagNameNS(P, 'cNvPr')))
        max = Math.max(max, Number(e.getAttribute('id')) || 0);
    return max + 1;
}
/** A text box with a label and an optional frame around the whole slide. */
function addLabel(document, text, color, size, frame) {
    const tree = slideTree(document);
    if (!tree)
        return;
    const id = nextShapeId(tree);
    const emu = (pt) => Math.round(pt * 12700);
    const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const shapes = [];
    if (frame) {
        shapes.push(`<p:sp><p:nvSpPr><p:cNvPr id="${id + 1}" name="docdelta frame"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${emu(4)}" y="${emu(4)}"/><a:ext cx="${emu(size.width - 8)}" cy="${emu(size.height - 8)}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/><a:ln w="76200"><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></a:ln></p:spPr></p:sp>`);
    }
    shapes.push(`<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="docdelta label"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${emu(12)}" y="${emu(12)}"/><a:ext cx="${emu(Math.min(360, size.width - 24))}" cy="${emu(28)}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="FFFFFF"/></a:solidFill><a:ln w="19050"><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></a:ln></p:spPr><p:txBody><a:bodyPr wrap="square"/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="1600" b="1"><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></a:rPr><a:t>${escape(text)}</a:t></a:r></a:p></p:txBody></p:sp>`);
    const fragment = (0,xml/* parseXml */.NO)(`<root xmlns:p="${P}" xmlns:a="${A}">${shapes.join('')}</root>`, 'label');
    for (const shape of (0,xml/* elements */.Yt)(fragment.documentElement))
        tree.appendChild(document.importNode(shape, true));
}
function slidePart(data, key) {
    return data.slides.find((s) => s.key === key)?.part;
}
function markInsertedSlide(context, change) {
    return markSlideLabel(context, change.target.story, 'Inserted slide', context.options.inserted, true);
}
function markSlideLabel(context, key, text, style, frame = false) {
    const part = slidePart(context.targetData, key);
    if (!part)
        return () => { };
    const document = context.target.xml(part);
    return () => addLabel(document, text, style.fontColor ?? '0000FF', context.targetData.slideSize, frame);
}
function presentationPart(pkg) {
    const rels = (0,xml/* parseRelationships */.vo)(pkg.has('_rels/.rels') ? new TextDecoder().decode(pkg.bytes('_rels/.rels')) : undefined, '');
    return [...rels.values()].find((r) => (0,xml/* relationshipKind */.$9)(r.type) === 'officeDocument')?.target ?? 'ppt/presentation.xml';
}
/** Copies a deleted slide back from the source package and lists it where it was. */
function restoreSlide(context, change, mark) {
    const sourcePart = slidePart(context.sourceData, change.source.story);
    if (!sourcePart)
        return;
    const main = presentationPart(context.target);
    const layout = [...context.target.names()].filter((n) => /slideLayouts\/slideLayout\d+\.xml$/.test(n)).sort()[0];
    const name = copyPartFrom(context.source, context.target, sourcePart, new Map(), layout);
    context.target.setOverride(name, SLIDE_CONTENT_TYPE);
    const rId = context.target.addRelationship(main, SLIDE_TYPE, name);
    const presentation = context.target.xml(main);
    const list = (0,xml/* child */.jf)(presentation.documentElement, 'p', 'sldIdLst');
    if (!list)
        throw new errors/* CorruptDocumentError */.b6('the target presentation has no slide list');
    const ids = (0,xml/* children */.Y_)(list, 'p', 'sldId').map((e) => Number(e.getAttribute('id')) || 0);
    const entry = presentation.createElementNS(P, `${list.prefix ? `${list.prefix}:` : ''}sldId`);
    entry.setAttribute('id', String(Math.max(255, ...ids) + 1));
    entry.setAttributeNS(R, 'r:id', rId);
    const anchorIndex = change.anchor?.story === diff/* PRESENTATION_ANCHOR */.$ ? (change.anchor.blockPath[0] ?? ids.length) : ids.length;
    const anchorKey = context.targetData.slides[anchorIndex]?.key;
    const anchorPart = anchorKey ? slidePart(context.targetData, anchorKey) : undefined;
    const mainRels = context.target.relationships(main);
    const before = (0,xml/* children */.Y_)(list, 'p', 'sldId').find((e) => mainRels.get((0,xml/* attrNs */.Hf)(e, 'r', 'id') ?? '')?.target === anchorPart);
    list.insertBefore(entry, before ?? null);
    if (mark) {
        const document = context.target.xml(name);
        addLabel(document, `Deleted slide (was slide ${slideNumber(context.sourceData, change.source.story)})`, context.options.deleted.fontColor ?? 'FF0000', context.targetData.slideSize, true);
    }
}
function removeSlide(context, key) {
    const part = slidePart(context.targetData, key);
    if (!part)
        return;
    const main = presentationPart(context.target);
    const list = (0,xml/* child */.jf)(context.target.xml(main).documentElement, 'p', 'sldIdLst');
    const rels = context.target.relationships(main);
    for (const entry of (0,xml/* children */.Y_)(list, 'p', 'sldId')) {
        const id = (0,xml/* attrNs */.Hf)(entry, 'r', 'id') ?? '';
        if (rels.get(id)?.target === part) {
            list.removeChild(entry);
            context.target.removeRelationship(main, id);
        }
    }
    // The part goes too, with its notes (which point back at it).
    for (const rel of context.target.relationships(part).values()) {
        if ((0,xml/* relationshipKind */.$9)(rel.type) === 'notesSlide' && !rel.external) {
            context.target.remove(rel.target);
            context.target.remove((0,xml/* relsPartOf */.F4)(rel.target));
            context.target.removeOverride(rel.target);
        }
    }
    context.target.remove(part);
    context.target.remove((0,xml/* relsPartOf */.F4)(part));
    context.target.removeOverride(part);
}
function appendSummarySlide(context) {
    const counts = new Map();
    for (const change of context.input.changes)
        counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
    const lines = [`Summary of changes: ${context.input.changes.length}`, ...[...counts].map(([kind, n]) => `${kind}: ${n}`), ...context.input.changes.slice(0, 40).map((c, i) => `${i}. ${c.kind} — ${c.place}`)];
    if (context.input.changes.length > 40)
        lines.push(`… and ${context.input.changes.length - 40} more`);
    const main = presentationPart(context.target);
    const name = context.target.freeName('ppt/slides', 'slide', '.xml');
    const size = context.targetData.slideSize;
    const emu = (pt) => Math.round(pt * 12700);
    const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const paragraphs = lines.map((line, i) => `<a:p><a:r><a:rPr lang="en-US" sz="${i === 0 ? 2000 : 1000}"${i === 0 ? ' b="1"' : ''}/><a:t>${escape(line)}</a:t></a:r></a:p>`).join('');
    context.target.putXml(name, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld xmlns:a="${A}" xmlns:r="${R}" xmlns:p="${P}"><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/><p:sp><p:nvSpPr><p:cNvPr id="2" name="docdelta summary"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${emu(24)}" y="${emu(24)}"/><a:ext cx="${emu(size.width - 48)}" cy="${emu(size.height - 48)}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"><a:normAutofit/></a:bodyPr><a:lstStyle/>${paragraphs}</p:txBody></p:sp></p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`);
    const layout = [...context.target.names()].filter((n) => /slideLayouts\/slideLayout\d+\.xml$/.test(n)).sort()[0];
    if (layout)
        context.target.addRelationship(name, 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout', layout);
    context.target.setOverride(name, SLIDE_CONTENT_TYPE);
    const rId = context.target.addRelationship(main, SLIDE_TYPE, name);
    const presentation = context.target.xml(main);
    const list = (0,xml/* child */.jf)(presentation.documentElement, 'p', 'sldIdLst');
    const ids = (0,xml/* children */.Y_)(list, 'p', 'sldId').map((e) => Number(e.getAttribute('id')) || 0);
    const entry = presentation.createElementNS(P, `${list.prefix ? `${list.prefix}:` : ''}sldId`);
    entry.setAttribute('id', String(Math.max(255, ...ids) + 1));
    entry.setAttributeNS(R, 'r:id', rId);
    list.appendChild(entry);
}
// ---------------------------------------------------------------------------------------------
// Clean mode: reverting rejected changes
function revertChange(context, change) {
    const targetModel = context.input.target.document;
    const sourceModel = context.input.source.document;
    if (change.unit === 'text' || change.unit === 'paragraph') {
        const side = change.target ?? change.anchor;
        const found = side && locate(targetModel, side.story, side.blockPath);
        if (found?.block.type === 'paragraph') {
            const paragraph = elementOf(context.target, found.block);
            if (!paragraph)
                return warnUnmarked(context, change);
            if (change.unit === 'paragraph' && change.kind === 'Inserted')
                return () => paragraph.parentNode?.removeChild(paragraph);
            const start = side.start ?? 0;
            const end = side.end ?? (change.kind === 'Deleted' ? start : Number.MAX_SAFE_INTEGER);
            return () => spliceText(paragraph, start, change.kind === 'Deleted' ? start : end, change.text);
        }
        if (change.kind === 'Deleted' && change.unit === 'paragraph' && found?.shape?.type === 'shape') {
            const shape = elementOf(context.target, found.shape);
            const body = shape && (0,xml/* child */.jf)(shape, 'p', 'txBody');
            const sourceParagraph = change.source && locate(sourceModel, change.source.story, change.source.blockPath);
            const original = sourceParagraph ? elementOf(context.source, sourceParagraph.block) : undefined;
            if (body && original)
                return () => body.appendChild(body.ownerDocument.importNode(original, true));
        }
        return warnUnmarked(context, change);
    }
    if (change.unit === 'object' && change.source && change.target) {
        const a = locate(sourceModel, change.source.story, change.source.blockPath);
        const b = locate(targetModel, change.target.story, change.target.blockPath);
        const from = a && elementOf(context.source, a.block);
        const to = b && elementOf(context.target, b.block);
        if (!from || !to)
            return warnUnmarked(context, change);
        if (change.kind === 'Moved' || change.kind === 'Resized' || change.kind === 'MovedAndResized') {
            return () => {
                const xfrmFrom = transformOf(from);
                const xfrmTo = transformOf(to);
                if (xfrmFrom && xfrmTo)
                    xfrmTo.parentNode.replaceChild(to.ownerDocument.importNode(xfrmFrom, true), xfrmTo);
            };
        }
        return warnUnmarked(context, change);
    }
    if (change.unit === 'object' && change.kind === 'Inserted' && change.target) {
        const b = locate(targetModel, change.target.story, change.target.blockPath);
        const element = b && elementOf(context.target, b.block);
        return element ? () => element.parentNode?.removeChild(element) : warnUnmarked(context, change);
    }
    return warnUnmarked(context, change);
}
function transformOf(shape) {
    return (0,xml/* child */.jf)((0,xml/* child */.jf)(shape, 'p', 'spPr'), 'a', 'xfrm') ?? (0,xml/* child */.jf)(shape, 'p', 'xfrm') ?? (0,xml/* child */.jf)((0,xml/* child */.jf)(shape, 'p', 'grpSpPr'), 'a', 'xfrm');
}
/** Replaces [start, end) of a paragraph's text with `replacement`, keeping the runs' formatting. */
function spliceText(paragraph, start, end, replacement) {
    let offset = 0;
    let placed = false;
    for (const run of runsOf(paragraph)) {
        const text = runText(run);
        const runStart = offset;
        const runEnd = offset + text.length;
        offset = runEnd;
        const t = (0,xml/* child */.jf)(run, 'a', 't');
        if (!t)
            continue;
        if (runEnd < start || runStart > end)
            continue;
        if (runEnd === start && !placed && start !== end)
            continue;
        const keepHead = text.slice(0, Math.max(0, start - runStart));
        const keepTail = text.slice(Math.min(text.length, Math.max(0, end - runStart)));
        t.textContent = placed ? keepHead + keepTail : keepHead + replacement + keepTail;
        placed = true;
    }
    if (!placed && replacement) {
        const runs = runsOf(paragraph).filter((r) => (0,xml/* child */.jf)(r, 'a', 't'));
        const last = runs[runs.length - 1];
        if (last)
            (0,xml/* child */.jf)(last, 'a', 't').textContent += replacement;
    }
}
// ---------------------------------------------------------------------------------------------
// Validation
async function validateDeck(bytes) {
    const zip = new archive_zip/* ZipArchive */.SJ(bytes);
    const types = zip.text('[Content_Types].xml');
    if (!types)
        throw new errors/* CorruptDocumentError */.b6('the result has no [Content_Types].xml');
    const typesRoot = (0,xml/* parseXml */.NO)(types, '[Content_Types].xml').documentElement;
    const overrides = new Set((0,xml/* elements */.Yt)(typesRoot).filter((e) => e.localName === 'Override').map((e) => (e.getAttribute('PartName') ?? '').slice(1)));
    const defaults = new Set((0,xml/* elements */.Yt)(typesRoot).filter((e) => e.localName === 'Default').map((e) => (e.getAttribute('Extension') ?? '').toLowerCase()));
    for (const name of zip.names()) {
        if (name.endsWith('/'))
            continue;
        if (name.endsWith('.xml') || name.endsWith('.rels'))
            (0,xml/* parseXml */.NO)(zip.text(name) ?? '', name);
        if (name !== '[Content_Types].xml' && !overrides.has(name) && !defaults.has(name.slice(name.lastIndexOf('.') + 1).toLowerCase())) {
            throw new errors/* CorruptDocumentError */.b6(`the part '${name}' has no content type`);
        }
        if (name.endsWith('.rels')) {
            const owner = name === '_rels/.rels' ? '' : name.replace(/_rels\/([^/]+)\.rels$/, '$1');
            for (const rel of (0,xml/* parseRelationships */.vo)(zip.text(name), owner).values()) {
                if (!rel.external && !zip.has(rel.target))
                    throw new errors/* CorruptDocumentError */.b6(`the relationship ${rel.id} of '${owner}' points to the missing part '${rel.target}'`);
            }
        }
    }
    for (const part of overrides)
        if (!zip.has(part))
            throw new errors/* CorruptDocumentError */.b6(`the content types name the missing part '${part}'`);
    const packageRels = (0,xml/* parseRelationships */.vo)(zip.text('_rels/.rels'), '');
    const main = [...packageRels.values()].find((r) => (0,xml/* relationshipKind */.$9)(r.type) === 'officeDocument')?.target;
    if (!main || !zip.has(main))
        throw new errors/* CorruptDocumentError */.b6('the result has no presentation part');
    const presentation = (0,xml/* parseXml */.NO)(zip.text(main), main).documentElement;
    const rels = (0,xml/* parseRelationships */.vo)(zip.text((0,xml/* relsPartOf */.F4)(main)), main);
    const seen = new Set();
    for (const entry of (0,xml/* children */.Y_)((0,xml/* child */.jf)(presentation, 'p', 'sldIdLst'), 'p', 'sldId')) {
        const id = entry.getAttribute('id') ?? '';
        if (seen.has(id))
            throw new errors/* CorruptDocumentError */.b6(`the slide id ${id} is used twice`);
        seen.add(id);
        const rel = rels.get((0,xml/* attrNs */.Hf)(entry, 'r', 'id') ?? '');
        if (!rel || !zip.has(rel.target))
            throw new errors/* CorruptDocumentError */.b6(`the slide id ${id} points to no slide part`);
        const tree = slideTree((0,xml/* parseXml */.NO)(zip.text(rel.target), rel.target));
        const shapeIds = new Set();
        for (const cNvPr of tree ? (Array.from(tree.getElementsByTagNameNS(P, 'cNvPr'))) : []) {
            const shapeId = cNvPr.getAttribute('id') ?? '';
            if (shapeIds.has(shapeId))
                throw new errors/* CorruptDocumentError */.b6(`the shape id ${shapeId} is used twice on '${rel.target}'`);
            shapeIds.add(shapeId);
        }
    }
}


/***/ })

};
