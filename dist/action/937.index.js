export const id = 937;
export const ids = [937];
export const modules = {

/***/ 1521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ PRESENTATION_ANCHOR),
/* harmony export */   S: () => (/* binding */ diffSlides)
/* harmony export */ });
/* harmony import */ var _diff_compare__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87335);
/* harmony import */ var _diff_alignment__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(26329);
/* harmony import */ var _diff_sequence__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(84054);
/* harmony import */ var _diff_similarity__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(38785);
/* harmony import */ var _diff_sink__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87633);
/* harmony import */ var _diff_tokens__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(26588);
/* harmony import */ var _diff_types__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59597);
/* harmony import */ var _model_document__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(64451);
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95889);









/**
 * The presentation differ. Slides are aligned by content, not by position: equal slides first
 * (longest common subsequence of their content), then slides that moved unchanged, then similar
 * slides paired inside the gaps, then lightly edited slides that moved. Paired slides are diffed
 * shape by shape with the generic block diff (shapes pair by id, name, then text), their notes
 * and comments likewise. Every change gets the exact box of the shape it concerns.
 */
/** Where a slide-level change belongs: before the target slide at `blockPath[0]` (0-based). */
const PRESENTATION_ANCHOR = 'presentation';
const FUZZY_MOVE_SIMILARITY = 0.8;
function diffSlides(source, target, partial = {}) {
    const options = { ..._diff_types__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_DIFF_OPTIONS */ .d, ...partial };
    if (!(0,_model__WEBPACK_IMPORTED_MODULE_2__/* .slidesData */ .hT)(source.familyData) || !(0,_model__WEBPACK_IMPORTED_MODULE_2__/* .slidesData */ .hT)(target.familyData))
        return (0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffDocuments */ .me)(source, target, options);
    const sink = new _diff_sink__WEBPACK_IMPORTED_MODULE_3__/* .ChangeSink */ .Q(options);
    const context = { options, sink, interner: new _diff_sequence__WEBPACK_IMPORTED_MODULE_4__/* .Interner */ .M(), wordInterner: new _diff_sequence__WEBPACK_IMPORTED_MODULE_4__/* .Interner */ .M() };
    const aSlides = source.stories.filter((s) => s.kind === 'slide');
    const bSlides = target.stories.filter((s) => s.kind === 'slide');
    const alignment = alignSlides(aSlides, bSlides, context);
    let next = bSlides.length;
    const anchors = new Array(alignment.length);
    for (let k = alignment.length - 1; k >= 0; k--) {
        anchors[k] = next;
        const item = alignment[k];
        if ('b' in item)
            next = item.b;
    }
    const storiesA = new Map(source.stories.map((s) => [s.key, s]));
    const storiesB = new Map(target.stories.map((s) => [s.key, s]));
    alignment.forEach((item, k) => {
        switch (item.kind) {
            case 'deleted':
                sink.add(slideChange('Deleted', aSlides[item.a], item.a, anchorSide(anchors[k])));
                break;
            case 'inserted':
                sink.add(slideChange('Inserted', bSlides[item.b], item.b));
                break;
            case 'moved':
                sink.add({
                    kind: 'Moved',
                    unit: 'story',
                    text: slideText(aSlides[item.a]),
                    targetText: slideText(bSlides[item.b]),
                    place: `${bSlides[item.b].label} (from slide ${item.a + 1})`,
                    source: { story: aSlides[item.a].key, blockPath: [] },
                    target: { story: bSlides[item.b].key, blockPath: [] },
                    anchor: anchorSide((0,_diff_alignment__WEBPACK_IMPORTED_MODULE_5__/* .originAnchor */ .Q)(alignment, item.a, bSlides.length)),
                });
                diffPairedSlides(aSlides[item.a], bSlides[item.b], storiesA, storiesB, context);
                break;
            default:
                diffPairedSlides(aSlides[item.a], bSlides[item.b], storiesA, storiesB, context);
        }
    });
    // Stories that are not slides, notes or comments (none today) still get the generic diff.
    const rest = (model) => ({
        ...model,
        stories: model.stories.filter((s) => s.kind !== 'slide' && s.kind !== 'notes' && s.kind !== 'comment'),
    });
    const others = (0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffDocuments */ .me)(rest(source), rest(target), options);
    const odp = (0,_model__WEBPACK_IMPORTED_MODULE_2__/* .slidesData */ .hT)(source.familyData)?.kind === 'odp' || (0,_model__WEBPACK_IMPORTED_MODULE_2__/* .slidesData */ .hT)(target.familyData)?.kind === 'odp';
    const changes = [...sink.changes, ...others].filter((change) => !odp || !isAutoGrowOnly(change, source, target));
    for (const change of changes)
        change.box ??= changeBox(change, source, target);
    return changes;
}
function anchorSide(index) {
    return { story: PRESENTATION_ANCHOR, blockPath: [index] };
}
function slideChange(kind, slide, index, anchor) {
    const text = slideText(slide) || `[slide ${index + 1}]`;
    const side = { story: slide.key, blockPath: [] };
    return {
        kind,
        unit: 'story',
        text: kind === 'Deleted' ? text : '',
        targetText: kind === 'Inserted' ? text : '',
        place: slide.label,
        source: kind === 'Deleted' ? side : undefined,
        target: kind === 'Inserted' ? side : undefined,
        anchor,
    };
}
function slideText(slide) {
    return slide.blocks
        .map(_model_document__WEBPACK_IMPORTED_MODULE_6__/* .blockText */ .dK)
        .filter((t) => t.trim())
        .join('\n');
}
function diffPairedSlides(a, b, storiesA, storiesB, context) {
    (0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffBlockLists */ .yc)(a.blocks, b.blocks, context, {
        a: { story: a.key, path: [] },
        b: { story: b.key, path: [] },
        place: `${b.label}, `,
        nested: false,
    });
    if (context.options.detectStyleChanges)
        tableStyleChanges(a.blocks, b.blocks, { story: a.key, blockPath: [] }, { story: b.key, blockPath: [] }, `${b.label}, `, context);
    const notesA = storiesA.get(`notes:${a.key}`);
    const notesB = storiesB.get(`notes:${b.key}`);
    if (notesA && notesB)
        (0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffBlockLists */ .yc)(notesA.blocks, notesB.blocks, context, {
            a: { story: notesA.key, path: [] },
            b: { story: notesB.key, path: [] },
            place: `${notesB.label}, `,
            nested: false,
        });
    else if (notesB)
        context.sink.storyChange('Inserted', notesB);
    else if (notesA)
        context.sink.storyChange('Deleted', notesA);
    const commentsA = [...storiesA.values()].filter((s) => s.kind === 'comment' && s.key.startsWith(`comment:${a.key}:`));
    const commentsB = [...storiesB.values()].filter((s) => s.kind === 'comment' && s.key.startsWith(`comment:${b.key}:`));
    const textsA = commentsA.map((s) => s.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_6__/* .blockText */ .dK).join('\n'));
    const used = new Set();
    for (const comment of commentsB) {
        const text = comment.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_6__/* .blockText */ .dK).join('\n');
        const same = textsA.findIndex((t, i) => !used.has(i) && t === text);
        if (same >= 0)
            used.add(same);
        else
            context.sink.storyChange('Inserted', comment);
    }
    commentsA.forEach((comment, i) => {
        if (!used.has(i))
            context.sink.storyChange('Deleted', comment);
    });
}
/**
 * A table style (PowerPoint's table designs) applied, changed or removed: the generic diff
 * compares table text only, so it is reported here, once per table, on shapes paired by id.
 */
function tableStyleChanges(aBlocks, bBlocks, aSide, bSide, place, context) {
    bBlocks.forEach((b, j) => {
        if (b.type !== 'shape' || b.id === undefined)
            return;
        const i = aBlocks.findIndex((a) => a.type === 'shape' && a.id === b.id && (a.name ?? '') === (b.name ?? ''));
        const a = aBlocks[i];
        if (!a || a.type !== 'shape')
            return;
        const shapePlace = `${place}shape "${b.name ?? b.id}"`;
        b.blocks.forEach((tb, k) => {
            const ta = a.blocks[k];
            if (tb.type !== 'table' || ta?.type !== 'table' || (ta.styleName ?? '') === (tb.styleName ?? ''))
                return;
            context.sink.add({
                kind: 'StyleChanged',
                unit: 'table',
                text: (0,_model_document__WEBPACK_IMPORTED_MODULE_6__/* .blockText */ .dK)(ta),
                targetText: (0,_model_document__WEBPACK_IMPORTED_MODULE_6__/* .blockText */ .dK)(tb),
                place: `${shapePlace}, table`,
                source: { story: aSide.story, blockPath: [...aSide.blockPath, i, k] },
                target: { story: bSide.story, blockPath: [...bSide.blockPath, j, k] },
                styleChanges: [{ property: 'style', oldValue: ta.styleName ?? '(none)', newValue: tb.styleName ?? '(none)' }],
            });
        });
        if (a.blocks.some((x) => x.type === 'shape'))
            tableStyleChanges(a.blocks, b.blocks, { ...aSide, blockPath: [...aSide.blockPath, i] }, { ...bSide, blockPath: [...bSide.blockPath, j] }, `${shapePlace}, `, context);
    });
}
// ---------------------------------------------------------------------------------------------
// Slide alignment
/** A slide's content without geometry: moving a shape does not make it another slide. */
function contentKey(block) {
    switch (block.type) {
        case 'paragraph':
            return block.runs.map((r) => (r.object ? `\uFFFC${r.object.hash}` : r.text)).join('');
        case 'object':
            return `\uFFFC${block.object.hash}`;
        case 'table':
            return block.rows
                .map((row) => row.cells.map((cell) => cell.blocks.map(contentKey).join('\u0002')).join('\u0003'))
                .join('\u0004');
        case 'shape':
            return `${block.object ? `\uFFFC${block.object.hash}` : ''}\u0005${block.blocks.map(contentKey).join('\u0002')}`;
    }
}
function slideWords(slide) {
    const words = [];
    const visit = (block) => {
        if (block.type === 'shape') {
            if (block.object)
                words.push(`\uFFFC${block.object.hash}`);
            block.blocks.forEach(visit);
        }
        else if (block.type === 'object')
            words.push(`\uFFFC${block.object.hash}`);
        else
            words.push(...(0,_diff_tokens__WEBPACK_IMPORTED_MODULE_7__/* .wordsOf */ .Z9)((0,_model_document__WEBPACK_IMPORTED_MODULE_6__/* .blockText */ .dK)(block)));
    };
    slide.blocks.forEach(visit);
    return words;
}
function alignSlides(aSlides, bSlides, context) {
    const aIds = aSlides.map((s) => context.interner.id(`slide\u0001${s.blocks.map(contentKey).join('\u0006')}`));
    const bIds = bSlides.map((s) => context.interner.id(`slide\u0001${s.blocks.map(contentKey).join('\u0006')}`));
    const words = { a: aSlides.map(slideWords), b: bSlides.map(slideWords) };
    const { alignment } = (0,_diff_alignment__WEBPACK_IMPORTED_MODULE_5__/* .alignWithMoves */ .i)(aIds, bIds, () => true, (gapA, gapB) => pairSlideGap(gapA, gapB, words, aSlides, bSlides, context));
    return fuzzySlideMoves(alignment, words, context);
}
function pairSlideGap(gapA, gapB, words, aSlides, bSlides, context) {
    const m = gapA.length;
    const n = gapB.length;
    if (!m || !n)
        return [
            ...gapA.map((a) => ({ kind: 'deleted', a })),
            ...gapB.map((b) => ({ kind: 'inserted', b })),
        ];
    const threshold = (0,_diff_similarity__WEBPACK_IMPORTED_MODULE_8__/* .pairingThreshold */ .M8)(context.options.sensitivity);
    const similarity = (x, y) => {
        const wa = words.a[gapA[x]];
        const wb = words.b[gapB[y]];
        const textual = wa.length || wb.length ? (0,_diff_similarity__WEBPACK_IMPORTED_MODULE_8__/* .orderedWordSimilarity */ .x2)(wa, wb, context.wordInterner, 0) : 0;
        return Math.max(textual, shapeIdentity(aSlides[gapA[x]], bSlides[gapB[y]]) * threshold);
    };
    // One slide replaced by one slide in the same place is an edited slide when it kept its layout.
    if (m === 1 && n === 1 && similarity(0, 0) >= threshold / 2)
        return [{ kind: 'paired', a: gapA[0], b: gapB[0] }];
    const sim = Array.from({ length: m }, (_, x) => Float64Array.from({ length: n }, (_, y) => similarity(x, y)));
    const score = Array.from({ length: m + 1 }, () => new Float64Array(n + 1));
    for (let x = m - 1; x >= 0; x--) {
        for (let y = n - 1; y >= 0; y--) {
            let best = Math.max(score[x + 1][y], score[x][y + 1]);
            if (sim[x][y] >= threshold)
                best = Math.max(best, sim[x][y] + score[x + 1][y + 1]);
            score[x][y] = best;
        }
    }
    const result = [];
    let x = 0;
    let y = 0;
    while (x < m || y < n) {
        if (x < m && y < n && sim[x][y] >= threshold && score[x][y] === sim[x][y] + score[x + 1][y + 1]) {
            result.push({ kind: 'paired', a: gapA[x++], b: gapB[y++] });
        }
        else if (x < m && (y >= n || score[x][y] === score[x + 1][y]))
            result.push({ kind: 'deleted', a: gapA[x++] });
        else
            result.push({ kind: 'inserted', b: gapB[y++] });
    }
    return result;
}
/** Share of shapes (by id and name, or placeholder type) two slides have in common, 0..1. */
function shapeIdentity(a, b) {
    const keys = (story) => story.blocks
        .filter((block) => block.type === 'shape')
        .map((shape) => (shape.type === 'shape' ? `${shape.placeholder ?? ''}\u0001${shape.name ?? ''}` : ''));
    const ka = keys(a);
    const kb = keys(b);
    if (!ka.length || !kb.length)
        return 0;
    const pool = new Map();
    for (const k of ka)
        pool.set(k, (pool.get(k) ?? 0) + 1);
    let common = 0;
    for (const k of kb) {
        const count = pool.get(k) ?? 0;
        if (count > 0) {
            common++;
            pool.set(k, count - 1);
        }
    }
    return common / Math.max(ka.length, kb.length);
}
function fuzzySlideMoves(alignment, words, context) {
    const deleted = alignment.filter((i) => i.kind === 'deleted').map((i) => i.a);
    const inserted = alignment.filter((i) => i.kind === 'inserted').map((i) => i.b);
    if (!deleted.length || !inserted.length || deleted.length * inserted.length > 10_000)
        return alignment;
    const moveOf = new Map();
    const taken = new Set();
    for (const j of inserted) {
        if (words.b[j].length < 4)
            continue;
        let best = -1;
        let bestScore = FUZZY_MOVE_SIMILARITY;
        for (const i of deleted) {
            if (taken.has(i) || words.a[i].length < 4)
                continue;
            const score = (0,_diff_similarity__WEBPACK_IMPORTED_MODULE_8__/* .orderedWordSimilarity */ .x2)(words.a[i], words.b[j], context.wordInterner, bestScore);
            if (score >= bestScore) {
                best = i;
                bestScore = score;
            }
        }
        if (best >= 0) {
            taken.add(best);
            moveOf.set(j, best);
        }
    }
    if (!moveOf.size)
        return alignment;
    return alignment.flatMap((item) => {
        if (item.kind === 'deleted' && taken.has(item.a))
            return [];
        if (item.kind === 'inserted' && moveOf.has(item.b))
            return [{ kind: 'moved', a: moveOf.get(item.b), b: item.b, identical: false }];
        return [item];
    });
}
/**
 * LibreOffice grows a text frame's height around its vertically centred text when it saves, so
 * the same slide from two producers differs in frame height and y while the text stays put.
 * Such a frame (same x and width, same vertical centre) did not move for the reader.
 */
function isAutoGrowOnly(change, source, target) {
    if (change.kind !== 'Moved' && change.kind !== 'Resized' && change.kind !== 'MovedAndResized')
        return false;
    if (change.unit !== 'object' || !change.source || !change.target)
        return false;
    const a = blockAt(source, change.source);
    const b = blockAt(target, change.target);
    if (a?.type !== 'shape' || b?.type !== 'shape' || !a.box || !b.box || a.object || b.object || !a.blocks.length)
        return false;
    const centre = (box) => box.y + box.height / 2;
    return (Math.abs(a.box.x - b.box.x) <= 0.5 &&
        Math.abs(a.box.width - b.box.width) <= 0.5 &&
        Math.abs(centre(a.box) - centre(b.box)) <= 1);
}
function blockAt(model, side) {
    let list = model.stories.find((s) => s.key === side.story)?.blocks;
    let block;
    for (const index of side.blockPath) {
        block = list?.[index];
        list = block?.type === 'shape' ? block.blocks : undefined;
    }
    return block;
}
// ---------------------------------------------------------------------------------------------
// Boxes
/** The slide number and box (points) of the shape a change concerns, on the side it shows. */
function changeBox(change, source, target) {
    const onSource = change.kind === 'Deleted' || !change.target;
    const side = onSource ? change.source : change.target;
    const model = onSource ? source : target;
    if (!side)
        return undefined;
    const data = (0,_model__WEBPACK_IMPORTED_MODULE_2__/* .slidesData */ .hT)(model.familyData);
    const size = data?.slideSize ?? model.pageSize ?? { width: 720, height: 540 };
    const slideKey = side.story.startsWith('notes:')
        ? side.story.slice('notes:'.length)
        : side.story.startsWith('comment:')
            ? side.story.split(':').slice(1, 3).join(':')
            : side.story;
    const entry = data?.slides.find((s) => s.key === slideKey);
    const page = entry?.number ?? 1;
    const whole = {
        page,
        pageWidth: size.width,
        pageHeight: size.height,
        x: 0,
        y: 0,
        width: size.width,
        height: size.height,
    };
    if (side.story !== slideKey)
        return whole;
    const story = model.stories.find((s) => s.key === side.story);
    const box = story ? shapeBoxAt(story.blocks, side.blockPath) : undefined;
    return box ? { page, pageWidth: size.width, pageHeight: size.height, ...box } : whole;
}
function shapeBoxAt(blocks, path) {
    let found;
    let list = blocks;
    for (let k = 0; k < path.length && list; k++) {
        const block = list[path[k]];
        if (!block)
            break;
        if (block.type === 'shape') {
            if (block.box)
                found = block.box;
            list = block.blocks;
        }
        else if (block.type === 'table') {
            const row = block.rows[path[k + 1]];
            const cell = row?.cells[path[k + 2]];
            list = cell?.blocks;
            k += 2;
        }
        else
            break;
    }
    return found;
}


/***/ }),

/***/ 95889:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ei: () => (/* binding */ slideLabel),
/* harmony export */   hT: () => (/* binding */ slidesData),
/* harmony export */   nP: () => (/* binding */ locateSlideBlock)
/* harmony export */ });
function slideLabel(number, title) {
    if (!title)
        return `slide ${number}`;
    return `slide ${number} "${title.length > 40 ? `${title.slice(0, 39)}…` : title}"`;
}
function slidesData(data) {
    const candidate = data;
    return candidate && (candidate.kind === 'pptx' || candidate.kind === 'odp') && Array.isArray(candidate.slides)
        ? candidate
        : undefined;
}
/**
 * Follows a block path through a slide story: into shapes (their blocks) and through tables
 * (row, cell, then a block inside the cell). A path that ends on a row or cell leads nowhere.
 */
function locateSlideBlock(model, story, path) {
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


/***/ }),

/***/ 17625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ attr),
/* harmony export */   DG: () => (/* binding */ descendants),
/* harmony export */   Hf: () => (/* binding */ attrNs),
/* harmony export */   NO: () => (/* reexport safe */ _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.NO),
/* harmony export */   NS: () => (/* binding */ NS),
/* harmony export */   QM: () => (/* reexport safe */ _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.QM),
/* harmony export */   YW: () => (/* binding */ descendant),
/* harmony export */   Y_: () => (/* binding */ children),
/* harmony export */   Yt: () => (/* reexport safe */ _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.Wi),
/* harmony export */   is: () => (/* binding */ is),
/* harmony export */   jf: () => (/* binding */ child),
/* harmony export */   s2: () => (/* binding */ elementAt),
/* harmony export */   yu: () => (/* binding */ elementPath)
/* harmony export */ });
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31994);

const NS = {
    p: ['http://schemas.openxmlformats.org/presentationml/2006/main', 'http://purl.oclc.org/ooxml/presentationml/main'],
    a: ['http://schemas.openxmlformats.org/drawingml/2006/main', 'http://purl.oclc.org/ooxml/drawingml/main'],
    r: [
        'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
        'http://purl.oclc.org/ooxml/officeDocument/relationships',
    ],
    mc: ['http://schemas.openxmlformats.org/markup-compatibility/2006'],
    rel: ['http://schemas.openxmlformats.org/package/2006/relationships'],
    ct: ['http://schemas.openxmlformats.org/package/2006/content-types'],
    draw: ['urn:oasis:names:tc:opendocument:xmlns:drawing:1.0'],
    svg: ['urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0'],
    text: ['urn:oasis:names:tc:opendocument:xmlns:text:1.0'],
    office: ['urn:oasis:names:tc:opendocument:xmlns:office:1.0'],
    presentation: ['urn:oasis:names:tc:opendocument:xmlns:presentation:1.0'],
    table: ['urn:oasis:names:tc:opendocument:xmlns:table:1.0'],
    style: ['urn:oasis:names:tc:opendocument:xmlns:style:1.0'],
    fo: ['urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0'],
    xlink: ['http://www.w3.org/1999/xlink'],
};

function is(node, prefix, local) {
    return (!!node &&
        node.nodeType === _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__/* .ELEMENT_NODE */ .iE &&
        node.localName === local &&
        NS[prefix].includes(node.namespaceURI ?? ''));
}
function child(parent, prefix, local) {
    if (!parent)
        return undefined;
    for (let node = parent.firstChild; node; node = node.nextSibling)
        if (is(node, prefix, local))
            return node;
    return undefined;
}
function children(parent, prefix, local) {
    return parent ? (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(parent).filter((e) => is(e, prefix, local)) : [];
}
/** First descendant with this name, depth first. */
function descendant(parent, prefix, local) {
    if (!parent)
        return undefined;
    for (const element of (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(parent)) {
        if (is(element, prefix, local))
            return element;
        const found = descendant(element, prefix, local);
        if (found)
            return found;
    }
    return undefined;
}
function descendants(parent, prefix, local, into = []) {
    for (const element of (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(parent)) {
        if (is(element, prefix, local))
            into.push(element);
        descendants(element, prefix, local, into);
    }
    return into;
}
/** An attribute by namespace prefix and local name (`r:embed`), whatever prefix the file used. */
function attrNs(element, prefix, local) {
    if (!element)
        return undefined;
    for (const uri of NS[prefix]) {
        const value = element.getAttributeNS(uri, local);
        if (value !== null && value !== '')
            return value;
    }
    return undefined;
}
function attr(element, name) {
    if (!element || !element.hasAttribute(name))
        return undefined;
    return element.getAttribute(name) ?? undefined;
}
/** Element-index path from the document element (the model's Locator.path). */
function elementPath(element) {
    const steps = [];
    let node = element;
    while (node.parentNode && node.parentNode.nodeType === _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__/* .ELEMENT_NODE */ .iE) {
        let index = 0;
        for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling)
            if (sibling.nodeType === _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__/* .ELEMENT_NODE */ .iE)
                index++;
        steps.unshift(index);
        node = node.parentNode;
    }
    return steps.join('/');
}
/** The element at a locator path, or undefined when the path no longer leads anywhere. */
function elementAt(document, path) {
    let element = document.documentElement ?? undefined;
    if (!element || path === '')
        return element;
    for (const step of path.split('/')) {
        if (!element)
            return undefined;
        element = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__/* .elementChildren */ .Wi)(element)[Number(step)];
    }
    return element;
}


/***/ })

};
