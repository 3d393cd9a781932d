(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 9608;
const ids = [9608];
const modules = {

/***/ 66767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ excuseInheritedFlaws),
/* harmony export */   v: () => (/* binding */ malformedPartFlaw)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);

/**
 * A part that is not well-formed as a flaw, keyed by the part and the parser's exact complaint:
 * one copied unread from an input that was not well-formed there either (an undeclared entity, a
 * stray `&`) matches the input's and is excused. Any other error is thrown on.
 */
function malformedPartFlaw(error) {
    if (!(error instanceof _errors__WEBPACK_IMPORTED_MODULE_0__/* .MalformedXmlError */ .Bn))
        throw error;
    return { key: `malformed:${error.part}:${error.message}`, message: error.message };
}
/**
 * Holds a result to "no worse than its inputs": each flaw the source or the target already had
 * (PptxGenJS names slide masters in its content types that it never ships; LibreOffice and
 * PowerPoint open such decks) is excused and returned as a warning naming the input; the first
 * flaw neither had is the writer's own doing and throws. The inputs are inspected only when the
 * result has a flaw, so a clean result costs nothing more. An input the check cannot open at
 * all excuses nothing. `flawsOf` is handed an input's archive as well when it was opened already.
 */
function excuseInheritedFlaws(flaws, inputs, flawsOf) {
    if (!flaws.length)
        return [];
    const inherited = new Map();
    for (const side of ['target', 'source']) {
        const bytes = inputs?.[side];
        if (!bytes)
            continue;
        let found = [];
        try {
            found = flawsOf(bytes, inputs?.archives?.[side]);
        }
        catch {
            continue;
        }
        for (const flaw of found)
            if (!inherited.has(flaw.key))
                inherited.set(flaw.key, side);
    }
    const own = flaws.find((flaw) => !inherited.has(flaw.key));
    if (own)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(own.message);
    const warnings = new Map();
    for (const flaw of flaws) {
        warnings.set(flaw.key, {
            code: 'inherited-flaw',
            message: `the ${inherited.get(flaw.key)} document already had this flaw and the result keeps it: ${flaw.message}`,
        });
    }
    return [...warnings.values()];
}


/***/ }),

/***/ 1521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ PRESENTATION_ANCHOR),
/* harmony export */   S: () => (/* binding */ diffSlides)
/* harmony export */ });
/* harmony import */ var _diff_compare__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87335);
/* harmony import */ var _diff_alignment__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(26329);
/* harmony import */ var _diff_sequence__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25087);
/* harmony import */ var _diff_similarity__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(38785);
/* harmony import */ var _diff_sink__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87633);
/* harmony import */ var _diff_tokens__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(26588);
/* harmony import */ var _diff_types__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59597);
/* harmony import */ var _model_document__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64451);
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95889);









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
    const options = { ..._diff_types__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_DIFF_OPTIONS */ .d, ...partial };
    if (!(0,_model__WEBPACK_IMPORTED_MODULE_4__/* .slidesData */ .hT)(source.familyData) || !(0,_model__WEBPACK_IMPORTED_MODULE_4__/* .slidesData */ .hT)(target.familyData))
        return (0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffDocuments */ .me)(source, target, options);
    const sink = new _diff_sink__WEBPACK_IMPORTED_MODULE_1__/* .ChangeSink */ .Q(options);
    const context = { options, sink, interner: new _diff_sequence__WEBPACK_IMPORTED_MODULE_5__/* .Interner */ .Ms(), wordInterner: new _diff_sequence__WEBPACK_IMPORTED_MODULE_5__/* .Interner */ .Ms() };
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
    const placeholder = lonePlaceholderSlide(aSlides, bSlides);
    alignment.forEach((item, k) => {
        switch (item.kind) {
            case 'deleted':
                if (placeholder)
                    break;
                sink.add(slideChange('Deleted', aSlides[item.a], item.a, anchorSide(anchors[k])));
                break;
            case 'inserted':
                if (placeholder)
                    break;
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
                    anchor: anchorSide((0,_diff_alignment__WEBPACK_IMPORTED_MODULE_6__/* .originAnchor */ .Q)(alignment, item.a, bSlides.length)),
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
    const odp = (0,_model__WEBPACK_IMPORTED_MODULE_4__/* .slidesData */ .hT)(source.familyData)?.kind === 'odp' || (0,_model__WEBPACK_IMPORTED_MODULE_4__/* .slidesData */ .hT)(target.familyData)?.kind === 'odp';
    const changes = [...sink.changes, ...others].filter((change) => !odp || !isAutoGrowOnly(change, source, target));
    for (const change of changes)
        change.box ??= changeBox(change, source, target);
    return changes;
}
/**
 * A deck without slides against one whose only slide shows nothing: LibreOffice cannot hold a deck
 * of no slides, so its re-save of one writes a slide of empty placeholders, which nothing draws.
 */
function lonePlaceholderSlide(a, b) {
    const [none, one] = a.length ? [b, a] : [a, b];
    return none.length === 0 && one.length === 1 && !slideText(one[0]);
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
        .map(_model_document__WEBPACK_IMPORTED_MODULE_3__/* .blockText */ .dK)
        .filter((t) => t.trim())
        .join('\n');
}
function diffPairedSlides(a, b, storiesA, storiesB, context) {
    (0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffBlockLists */ .yc)(a.blocks, b.blocks, context, {
        a: { story: a.key, path: [] },
        b: { story: b.key, path: [] },
        place: `${b.label}, `,
        nested: false,
        pinned: samePlaceholder,
        sameIdentity: sameShapeName,
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
            pinned: samePlaceholder,
            sameIdentity: sameShapeName,
        });
    else if (notesB)
        context.sink.storyChange('Inserted', notesB);
    else if (notesA)
        context.sink.storyChange('Deleted', notesA);
    const commentsA = [...storiesA.values()].filter((s) => s.kind === 'comment' && s.key.startsWith(`comment:${a.key}:`));
    const commentsB = [...storiesB.values()].filter((s) => s.kind === 'comment' && s.key.startsWith(`comment:${b.key}:`));
    const textsA = commentsA.map((s) => s.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_3__/* .blockText */ .dK).join('\n'));
    const used = new Set();
    for (const comment of commentsB) {
        const text = comment.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_3__/* .blockText */ .dK).join('\n');
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
 * One shape on both sides, whatever its place in the z-order: the placeholder of the same type (a
 * re-save renumbers and renames placeholders and may write them in another order), else the shape
 * of the same name. The block diff pairs only shapes that have one such partner per side.
 */
function samePlaceholder(a, b) {
    return a.type === 'shape' && b.type === 'shape' && !!a.placeholder && a.placeholder === b.placeholder;
}
function sameShapeName(a, b) {
    return a.type === 'shape' && b.type === 'shape' && !a.placeholder && !b.placeholder && !!a.name && a.name === b.name;
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
                text: (0,_model_document__WEBPACK_IMPORTED_MODULE_3__/* .blockText */ .dK)(ta),
                targetText: (0,_model_document__WEBPACK_IMPORTED_MODULE_3__/* .blockText */ .dK)(tb),
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
            words.push(...(0,_diff_tokens__WEBPACK_IMPORTED_MODULE_7__/* .wordsOf */ .Z9)((0,_model_document__WEBPACK_IMPORTED_MODULE_3__/* .blockText */ .dK)(block)));
    };
    slide.blocks.forEach(visit);
    return words;
}
function alignSlides(aSlides, bSlides, context) {
    const aIds = aSlides.map((s) => context.interner.id(`slide\u0001${s.blocks.map(contentKey).join('\u0006')}`));
    const bIds = bSlides.map((s) => context.interner.id(`slide\u0001${s.blocks.map(contentKey).join('\u0006')}`));
    const words = { a: aSlides.map(slideWords), b: bSlides.map(slideWords) };
    const { alignment } = (0,_diff_alignment__WEBPACK_IMPORTED_MODULE_6__/* .alignWithMoves */ .i)(aIds, bIds, () => true, (gapA, gapB) => pairSlideGap(gapA, gapB, words, aSlides, bSlides, context));
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
    const data = (0,_model__WEBPACK_IMPORTED_MODULE_4__/* .slidesData */ .hT)(model.familyData);
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

/***/ 68681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MC: () => (/* binding */ elementOf),
  AP: () => (/* binding */ isShapeDeletion),
  x5: () => (/* binding */ locate),
  Ge: () => (/* binding */ markChange),
  lk: () => (/* binding */ markSlideLabel),
  ex: () => (/* binding */ paragraphText),
  OK: () => (/* binding */ presentationPart),
  P: () => (/* binding */ restoreDeletedShape),
  a5: () => (/* binding */ restoreSlide),
  fU: () => (/* binding */ slideNumber),
  jo: () => (/* binding */ slidePart),
  ce: () => (/* binding */ validateDeck),
  Af: () => (/* binding */ withDifferingSpaces),
  jb: () => (/* binding */ writeDeck)
});

// UNUSED EXPORTS: addLabel, slideTree, storyPart, warnUnmarked

// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var archive_zip = __webpack_require__(55380);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/shared/inherited-flaws.ts
var inherited_flaws = __webpack_require__(66767);
// EXTERNAL MODULE: ./src/engine/formats/slides/diff.ts
var diff = __webpack_require__(1521);
// EXTERNAL MODULE: ./src/engine/formats/slides/model.ts
var slides_model = __webpack_require__(95889);
// EXTERNAL MODULE: ./src/engine/formats/package/xml-dom.ts
var xml_dom = __webpack_require__(31994);
// EXTERNAL MODULE: ./src/engine/formats/package/namespaces.ts
var namespaces = __webpack_require__(10292);
// EXTERNAL MODULE: ./src/engine/formats/package/opc.ts
var opc = __webpack_require__(43558);
// EXTERNAL MODULE: ./src/engine/formats/package/part-names.ts
var part_names = __webpack_require__(81372);
;// CONCATENATED MODULE: ./src/engine/formats/slides/write/package.ts





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
    const name = target.freeName(`${(0,part_names/* partFolder */.W)(part) || 'ppt'}/${stem || 'part'}`, extension);
    copied.set(part, name);
    const type = source.contentType(part);
    if (!type)
        throw new errors/* CorruptDocumentError */.b6(`the source part '${part}' has no content type`);
    target.put(name, source.bytes(part));
    if (target.contentType(name) !== type)
        target.setOverride(name, type);
    const rels = source.relationships(part);
    if (rels.size) {
        const relsDocument = (0,xml_dom.parseXml)(new TextDecoder().decode(source.bytes((0,part_names/* relsPartOf */.F4)(part))), (0,part_names/* relsPartOf */.F4)(part));
        const root = relsDocument.documentElement;
        for (const rel of (0,xml_dom.elementChildren)(root)) {
            const info = rels.get(rel.getAttribute('Id') ?? '');
            if (!info || info.external)
                continue;
            const kind = (0,opc/* relationshipKind */.$9)(info.type);
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
            rel.setAttribute('Target', (0,part_names/* relativeTarget */.Ar)(name, newTarget));
        }
        target.put((0,part_names/* relsPartOf */.F4)(name), (0,xml_dom.serializeXml)(relsDocument));
    }
    return name;
}

// EXTERNAL MODULE: ./src/engine/formats/package/editable-package.ts
var editable_package = __webpack_require__(90545);
;// CONCATENATED MODULE: ./src/engine/formats/slides/write/shapes.ts




/**
 * Putting a shape that was deleted from a surviving slide back into the target slide: the
 * shape's markup is copied from the source slide with the parts it refers to (pictures, charts,
 * embedded objects), its relationship ids rewritten for the target slide and its shape ids made
 * unique there. Where it goes is decided by the caller; marking it is too.
 */
const P_NAMESPACES = namespaces/* NAMESPACES */.dK.p;
const R_NAMESPACES = namespaces/* NAMESPACES */.dK.r;
const A = namespaces/* NAMESPACES */.dK.a[0];
/**
 * Copies the deleted shape into the target slide and returns the copy; undefined (with a warning)
 * when the shape needs a reference that cannot be kept, as a chart frame needs its chart part.
 */
function insertShapeCopy(copier, restore) {
    const lost = requiredReferenceLost(copier, restore.original, restore.sourcePart);
    if (lost) {
        copier.warnings.push({
            code: 'restored-shape-dropped',
            message: `a deleted shape was not put back: its ${lost} refers to a relationship or part the source deck does not have`,
        });
        return undefined;
    }
    const document = restore.container.ownerDocument;
    const copy = document.importNode(restore.original, true);
    rewriteRelationships(copier, copy, restore.sourcePart, restore.targetPart);
    renumberShapeIds(copy, restore.container);
    if (restore.box)
        giveExplicitBox(copy, restore.box);
    const after = restore.after && topLevelIn(restore.container, restore.after);
    const before = restore.before && topLevelIn(restore.container, restore.before);
    if (after)
        restore.container.insertBefore(copy, after.nextSibling);
    else if (before)
        restore.container.insertBefore(copy, before);
    else
        restore.container.insertBefore(copy, (0,xml_dom.elementChildren)(restore.container).find((e) => (0,xml_dom.is)(e, 'p', 'extLst')) ?? null);
    return copy;
}
/**
 * The child of `container` that holds `element`: a shape read from an mc:Fallback branch is
 * placed beside its mc:AlternateContent, never inside one branch only.
 */
function topLevelIn(container, element) {
    let node = element;
    while (node && node.parentNode !== container)
        node = node.parentNode;
    return node ?? undefined;
}
function allElements(root) {
    const list = [root];
    for (let k = 0; k < list.length; k++)
        list.push(...(0,xml_dom.elementChildren)(list[k]));
    return list;
}
/** Elements whose relationship reference may go without making the markup invalid: links go whole, a picture without its image still loads. */
const OPTIONAL_REFERENCES = new Set(['hlinkClick', 'hlinkHover', 'hlinkMouseOver', 'blip']);
function referenceAttributes(element) {
    return Array.from(element.attributes).filter((a) => R_NAMESPACES.includes(a.namespaceURI ?? '') && a.value);
}
/** The name of an element in the shape whose required reference would be dropped (a chart frame's c:chart, a diagram's parts), if any. */
function requiredReferenceLost(copier, original, sourcePart) {
    const sourceRels = copier.source.relationships(sourcePart);
    for (const element of allElements(original)) {
        if (OPTIONAL_REFERENCES.has(element.localName ?? ''))
            continue;
        for (const attribute of referenceAttributes(element)) {
            const rel = sourceRels.get(attribute.value);
            const kept = !!rel && (rel.external || ((0,opc/* relationshipKind */.$9)(rel.type) !== 'slide' && copier.source.has(rel.target)));
            if (!kept)
                return element.tagName;
        }
    }
    return undefined;
}
/** Every r:* attribute of the copy points at a relationship of the source slide; give the target slide the same ones. */
function rewriteRelationships(copier, copy, sourcePart, targetPart) {
    const sourceRels = copier.source.relationships(sourcePart);
    const mapped = new Map();
    const mapId = (id) => {
        if (mapped.has(id))
            return mapped.get(id);
        const rel = sourceRels.get(id);
        let result = null;
        if (!rel) {
            copier.warnings.push({
                code: 'restored-shape-reference',
                message: `a restored shape referred to a missing relationship (${id}); the reference was dropped`,
            });
        }
        else if (rel.external) {
            result =
                copier.target.findRelationship(targetPart, rel.type, rel.target, true) ??
                    copier.target.addRelationship(targetPart, rel.type, rel.target, { external: true });
        }
        else if ((0,opc/* relationshipKind */.$9)(rel.type) === 'slide') {
            // A jump to another slide: that slide may not exist in the target, so the link goes.
            copier.warnings.push({
                code: 'restored-shape-link',
                message: 'a link to another slide on a restored shape was dropped',
            });
        }
        else if (!copier.source.has(rel.target)) {
            copier.warnings.push({
                code: 'restored-shape-reference',
                message: `a restored shape referred to the missing part '${rel.target}'; the reference was dropped`,
            });
        }
        else {
            const part = reusablePart(copier, rel.target) ??
                copyPartFrom(copier.source, copier.target, rel.target, copier.copiedParts, copier.layoutFallback);
            result =
                copier.target.findRelationship(targetPart, rel.type, part) ??
                    copier.target.addRelationship(targetPart, rel.type, part);
            if ((0,opc/* relationshipKind */.$9)(rel.type) === 'diagramData')
                relinkDiagramDrawing(copier, part, mapId);
        }
        mapped.set(id, result);
        return result;
    };
    for (const element of allElements(copy)) {
        for (const attribute of referenceAttributes(element)) {
            const id = mapId(attribute.value);
            if (id)
                element.setAttributeNS(attribute.namespaceURI, attribute.name, id);
            else if (element.localName === 'hlinkClick' || element.localName === 'hlinkHover')
                element.parentNode?.removeChild(element);
            else
                element.removeAttributeNS(attribute.namespaceURI, attribute.localName);
        }
    }
}
/**
 * A media part the target already holds with the same bytes (a picture used on both sides) is
 * shared, not copied. XML parts are always copied: the copy may be edited (SmartArt's data part).
 */
function reusablePart(copier, part) {
    if (part.endsWith('.xml') || !copier.target.has(part) || copier.source.relationships(part).size)
        return undefined;
    const a = copier.source.bytes(part);
    const b = copier.target.bytes(part);
    if (a.length !== b.length)
        return undefined;
    for (let k = 0; k < a.length; k++)
        if (a[k] !== b[k])
            return undefined;
    return copier.source.contentType(part) === copier.target.contentType(part) ? part : undefined;
}
/**
 * SmartArt's data part names its pre-drawn shapes by a relationship id of the slide
 * (dsp:dataModelExt/@relId), so that relationship is copied too and the id rewritten.
 */
function relinkDiagramDrawing(copier, dataPart, mapId) {
    if (!dataPart.endsWith('.xml'))
        return;
    for (const element of allElements(copier.target.xml(dataPart).documentElement)) {
        if (element.localName !== 'dataModelExt')
            continue;
        const id = element.getAttribute('relId');
        if (!id)
            continue;
        const mappedId = mapId(id);
        if (mappedId)
            element.setAttribute('relId', mappedId);
        else
            element.removeAttribute('relId');
    }
}
/** Shape ids are unique per slide: the copy (and every shape inside a copied group) gets fresh ones. */
function renumberShapeIds(copy, container) {
    let tree = container;
    while (tree.parentNode && tree.parentNode.localName !== 'cSld')
        tree = tree.parentNode;
    let next = 1;
    for (const element of allElements(tree))
        if (element.localName === 'cNvPr' && P_NAMESPACES.includes(element.namespaceURI ?? ''))
            next = Math.max(next, (Number(element.getAttribute('id')) || 0) + 1);
    const renamed = new Map();
    const inside = allElements(copy);
    for (const element of inside) {
        if (element.localName !== 'cNvPr' || !P_NAMESPACES.includes(element.namespaceURI ?? ''))
            continue;
        const fresh = String(next++);
        renamed.set(element.getAttribute('id') ?? '', fresh);
        element.setAttribute('id', fresh);
    }
    // Connectors inside the copy keep their ends on the copied shapes.
    for (const element of inside) {
        if ((element.localName === 'stCxn' || element.localName === 'endCxn') &&
            renamed.has(element.getAttribute('id') ?? ''))
            element.setAttribute('id', renamed.get(element.getAttribute('id') ?? ''));
    }
}
/** A placeholder without its own geometry would take the target layout's; it keeps the one it had. */
function giveExplicitBox(copy, box) {
    const spPr = (0,xml_dom.child)(copy, 'p', 'spPr');
    if (!spPr || (0,xml_dom.child)(spPr, 'a', 'xfrm'))
        return;
    const document = copy.ownerDocument;
    const prefix = 'a';
    const emu = (pt) => String(Math.round(pt * 12700));
    const xfrm = document.createElementNS(A, `${prefix}:xfrm`);
    const off = document.createElementNS(A, `${prefix}:off`);
    off.setAttribute('x', emu(box.x));
    off.setAttribute('y', emu(box.y));
    const ext = document.createElementNS(A, `${prefix}:ext`);
    ext.setAttribute('cx', emu(box.width));
    ext.setAttribute('cy', emu(box.height));
    xfrm.appendChild(off);
    xfrm.appendChild(ext);
    spPr.insertBefore(xfrm, spPr.firstChild);
}
/** The transform of a shape that has no outline of its own (graphic frames, groups): where a frame goes. */
function frameTransform(shape) {
    return (0,xml_dom.child)(shape, 'p', 'xfrm') ?? (0,xml_dom.child)((0,xml_dom.child)(shape, 'p', 'grpSpPr'), 'a', 'xfrm');
}

// EXTERNAL MODULE: ./src/engine/formats/package/xml-escape.ts
var xml_escape = __webpack_require__(17623);
;// CONCATENATED MODULE: ./src/engine/formats/slides/write/deck.ts













/**
 * The result of a PresentationML deck. PowerPoint has no revision markup, so the result is
 * the target deck with marks: changed text coloured with the ItemsStyle colours, deleted text
 * put back styled, changed shapes outlined, deleted slides copied back from the source and
 * framed, an optional summary slide. Clean mode applies the accepted changes and reverts the
 * rejected ones (slides inserted or deleted, text, shape geometry).
 */
const P = namespaces/* NAMESPACES */.dK.p[0];
const deck_A = namespaces/* NAMESPACES */.dK.a[0];
const R = namespaces/* NAMESPACES */.dK.r[0];
const SLIDE_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide';
const SLIDE_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml';
function writeDeck(input) {
    const sourceData = (0,slides_model/* slidesData */.hT)(input.source.document.familyData);
    const targetData = (0,slides_model/* slidesData */.hT)(input.target.document.familyData);
    if (sourceData?.kind !== 'pptx' || targetData?.kind !== 'pptx')
        throw new errors/* UnsupportedFormatError */.N$('a presentation result needs two PowerPoint decks');
    const context = {
        input,
        options: input.options,
        source: new editable_package/* EditablePackage */.$e(archive_zip/* ZipArchive */.SJ.of(input.source.bytes, input.source.archive)),
        target: new editable_package/* EditablePackage */.$e(archive_zip/* ZipArchive */.SJ.of(input.target.bytes, input.target.archive)),
        sourceData,
        targetData,
        warnings: [],
        copiedParts: new Map(),
    };
    const clean = input.options.mode === 'clean';
    if (input.options.mode === 'tracked') {
        context.warnings.push({
            code: 'no-tracked-changes',
            message: 'PowerPoint has no revision marks; the result shows the changes as styled marks instead',
        });
    }
    // Resolve every element first: edits shift the element paths the locators hold.
    const edits = [];
    // Deleted shapes go back first, while the shapes they are placed beside are all still there.
    const restoredShapes = [];
    const restoredSlides = [];
    const removedSlides = [];
    input.changes.forEach((change, index) => {
        const rejected = input.options.rejected.has(index);
        if ((change.source ?? change.target)?.story.startsWith('comment:')) {
            // Comments live in parts of their own (legacy or threaded); the result keeps the target's as they are.
            if (!context.warnings.some((w) => w.code === 'comments-unchanged')) {
                context.warnings.push({
                    code: 'comments-unchanged',
                    message: "changed slide comments are listed but not marked or reverted in the result; it keeps the target deck's comments",
                });
            }
            return;
        }
        if (change.unit === 'story' &&
            (change.source?.story.startsWith('slide:') || change.target?.story.startsWith('slide:'))) {
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
            (isShapeDeletion(change) ? restoredShapes : edits).push(edit);
    });
    runEdits([...restoredShapes, ...edits]);
    for (const { change } of restoredSlides)
        restoreSlide(context, change, !clean);
    for (const key of removedSlides)
        removeSlide(context, key);
    if (!clean && input.options.summaryPage)
        appendSummarySlide(context);
    return { bytes: context.target.save(), warnings: context.warnings };
}
function textEdit(paragraph, start, end, steps) {
    if (typeof steps === 'function')
        return Object.assign(steps, { paragraph, start, end });
    const run = () => {
        steps.style?.();
        steps.insert?.();
    };
    return Object.assign(run, { paragraph, start, end, ...steps });
}
/** Runs edits in plan order, except that a paragraph's text edits run together, the last range first, so earlier offsets stay true. */
function runEdits(edits) {
    const byParagraph = new Map();
    for (const edit of edits)
        if (edit.paragraph)
            byParagraph.set(edit.paragraph, [...(byParagraph.get(edit.paragraph) ?? []), edit]);
    const done = new Set();
    for (const edit of edits) {
        if (!edit.paragraph) {
            edit();
            continue;
        }
        if (done.has(edit.paragraph))
            continue;
        done.add(edit.paragraph);
        // At one start, the wider range first: a zero-width edit there then lands before the other's text instead of inside it.
        const ordered = byParagraph
            .get(edit.paragraph)
            .map((e, index) => ({ e, index }))
            .sort((x, y) => y.e.start - x.e.start || y.e.end - x.e.end || y.index - x.index);
        for (const { e } of ordered)
            e();
    }
}
// ---------------------------------------------------------------------------------------------
// Finding things
function slideNumber(data, key) {
    return data.slides.find((s) => s.key === key)?.number ?? 0;
}
function locate(model, story, path) {
    return (0,slides_model/* locateSlideBlock */.nP)(model, story, path);
}
function elementOf(pkg, block) {
    const locator = block?.locator;
    if (!locator || !pkg.has(locator.part))
        return undefined;
    return (0,xml_dom.elementAt)(pkg.xml(locator.part), locator.path);
}
// ---------------------------------------------------------------------------------------------
// Marks
function markChange(context, change) {
    const { options } = context;
    const onTarget = change.kind !== 'Deleted' && change.target;
    if (change.kind === 'Deleted' && change.source && change.anchor?.story.startsWith('slide:') === false)
        return undefined;
    if (isShapeDeletion(change)) {
        if (!options.showDeleted)
            return undefined;
        const restore = restoreDeletedShape(context, change, true);
        if (restore)
            return restore;
    }
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
            // Style the new text first: the deleted text put back before it would shift its offsets.
            return textEdit(paragraph, start, end, {
                style: () => styleRange(paragraph, start, end, change.kind === 'Modified' ? (context.modifiedText ?? style) : style),
                insert: change.kind === 'Modified' && change.text && options.showDeleted
                    ? () => insertDeletedText(paragraph, change.text, start, options.deleted)
                    : undefined,
            });
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
                return textEdit(paragraph, side.start ?? 0, side.start ?? 0, {
                    insert: () => insertDeletedText(paragraph, change.text, side.start ?? 0, options.deleted),
                });
        }
        // A deleted paragraph or shape: note it on the nearest target shape.
        const shape = found?.shape ??
            (side.blockPath.length > 1
                ? locate(context.input.target.document, side.story, side.blockPath.slice(0, 1))?.block
                : undefined);
        const element = shape?.type === 'shape' ? elementOf(context.target, shape) : undefined;
        const body = element ? (0,xml_dom.child)(element, 'p', 'txBody') : undefined;
        if (body)
            return () => appendParagraph(body, change.text, options.deleted);
        return warnUnmarked(context, change);
    }
    return undefined;
}
function warnUnmarked(context, change) {
    context.warnings.push({
        code: 'unmarked-change',
        message: `a change could not be marked in the result (${change.kind} at ${change.place})`,
    });
    return undefined;
}
function runsOf(paragraph) {
    return (0,xml_dom.elementChildren)(paragraph).filter((e) => (0,xml_dom.is)(e, 'a', 'r') || (0,xml_dom.is)(e, 'a', 'fld') || (0,xml_dom.is)(e, 'a', 'br'));
}
function runText(run) {
    return (0,xml_dom.is)(run, 'a', 'br') ? '\n' : ((0,xml_dom.child)(run, 'a', 't')?.textContent ?? '');
}
function runProperties(run) {
    let rPr = (0,xml_dom.child)(run, 'a', 'rPr');
    if (!rPr) {
        rPr = run.ownerDocument.createElementNS(deck_A, `${run.prefix ? `${run.prefix}:` : ''}rPr`);
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
        for (const old of (0,xml_dom.elementChildren)(rPr).filter((e) => e.localName === local))
            rPr.removeChild(old);
        if (local === 'solidFill')
            for (const old of (0,xml_dom.elementChildren)(rPr).filter((e) => ['noFill', 'gradFill', 'blipFill', 'pattFill', 'grpFill'].includes(e.localName ?? '')))
                rPr.removeChild(old);
        const element = rPr.ownerDocument.createElementNS(deck_A, `${prefix}${local}`);
        const rgb = rPr.ownerDocument.createElementNS(deck_A, `${prefix}srgbClr`);
        rgb.setAttribute('val', color);
        element.appendChild(rgb);
        const order = [
            'ln',
            'noFill',
            'solidFill',
            'gradFill',
            'blipFill',
            'pattFill',
            'grpFill',
            'effectLst',
            'effectDag',
            'highlight',
            'uLnTx',
            'uLn',
            'uFillTx',
            'uFill',
            'latin',
            'ea',
            'cs',
            'sym',
            'hlinkClick',
            'hlinkMouseOver',
            'rtl',
            'extLst',
        ];
        const rank = order.indexOf(local);
        const before = (0,xml_dom.elementChildren)(rPr).find((e) => order.indexOf(e.localName ?? '') > rank);
        rPr.insertBefore(element, before ?? null);
    };
    if (style.fontColor)
        fill('solidFill', style.fontColor);
    if (style.highlightColor)
        fill('highlight', style.highlightColor);
}
/**
 * Splits the text run that holds `offset` strictly inside it in two, so a run boundary falls
 * there. Fields are kept whole: their text is computed by the application.
 */
function splitRunAt(paragraph, offset) {
    let position = 0;
    for (const run of runsOf(paragraph)) {
        const text = runText(run);
        const inside = offset - position;
        position += text.length;
        if (inside <= 0)
            return;
        if (inside >= text.length)
            continue;
        const t = (0,xml_dom.child)(run, 'a', 't');
        if (!t || !(0,xml_dom.is)(run, 'a', 'r'))
            return;
        const head = run.cloneNode(true);
        (0,xml_dom.child)(head, 'a', 't').textContent = text.slice(0, inside);
        t.textContent = text.slice(inside);
        paragraph.insertBefore(head, run);
        return;
    }
}
/** Styles the characters [start, end) of the paragraph's text, splitting runs so nothing outside the range takes the style. */
function styleRange(paragraph, start, end, style) {
    splitRunAt(paragraph, start);
    splitRunAt(paragraph, end);
    let offset = 0;
    for (const run of runsOf(paragraph)) {
        const length = runText(run).length;
        if (offset < end && offset + length > start && !(0,xml_dom.is)(run, 'a', 'br'))
            applyStyle(runProperties(run), style);
        if (length === 0 && offset >= start && offset < end && !(0,xml_dom.is)(run, 'a', 'br'))
            applyStyle(runProperties(run), style);
        offset += length;
    }
}
/** Puts deleted text back as a run of its own, at the run boundary nearest to `offset`. */
function insertDeletedText(paragraph, text, offset, style) {
    // Split the run so the deleted text lands exactly at the offset.
    splitRunAt(paragraph, offset);
    let position = 0;
    let before = null;
    let like;
    for (const run of runsOf(paragraph)) {
        const length = runText(run).length;
        like ??= run;
        if (position + length > offset) {
            before = run;
            like = run;
            break;
        }
        position += length;
        like = run;
    }
    const document = paragraph.ownerDocument;
    const prefix = paragraph.prefix ? `${paragraph.prefix}:` : '';
    const run = document.createElementNS(deck_A, `${prefix}r`);
    const likeProperties = like ? (0,xml_dom.child)(like, 'a', 'rPr') : undefined;
    run.appendChild(likeProperties ? likeProperties.cloneNode(true) : document.createElementNS(deck_A, `${prefix}rPr`));
    const t = document.createElementNS(deck_A, `${prefix}t`);
    t.textContent = `${style.beginSeparator}${text}${style.endSeparator}`;
    run.appendChild(t);
    applyStyle((0,xml_dom.child)(run, 'a', 'rPr'), { ...style, strikeThrough: style.strikeThrough });
    const endPara = (0,xml_dom.child)(paragraph, 'a', 'endParaRPr');
    paragraph.insertBefore(run, before ?? endPara ?? null);
}
function appendParagraph(body, text, style) {
    const document = body.ownerDocument;
    const prefix = 'a:';
    const p = document.createElementNS(deck_A, `${prefix}p`);
    const run = document.createElementNS(deck_A, `${prefix}r`);
    const rPr = document.createElementNS(deck_A, `${prefix}rPr`);
    rPr.setAttribute('lang', 'en-US');
    run.appendChild(rPr);
    const t = document.createElementNS(deck_A, `${prefix}t`);
    t.textContent = `${style.beginSeparator}${text}${style.endSeparator}`;
    run.appendChild(t);
    p.appendChild(run);
    applyStyle(rPr, style);
    body.appendChild(p);
}
/** An outline in the change colour on a shape's own properties; groups and graphic frames have none and get a frame beside them. */
function outlineShape(shape, color, dashed = false) {
    const spPr = (0,xml_dom.child)(shape, 'p', 'spPr');
    if (!spPr) {
        frameBeside(shape, color, dashed);
        return;
    }
    const document = shape.ownerDocument;
    for (const old of (0,xml_dom.elementChildren)(spPr).filter((e) => (0,xml_dom.is)(e, 'a', 'ln')))
        spPr.removeChild(old);
    const ln = document.createElementNS(deck_A, 'a:ln');
    ln.setAttribute('w', '38100');
    const fill = document.createElementNS(deck_A, 'a:solidFill');
    const rgb = document.createElementNS(deck_A, 'a:srgbClr');
    rgb.setAttribute('val', color);
    fill.appendChild(rgb);
    ln.appendChild(fill);
    if (dashed) {
        const dash = document.createElementNS(deck_A, 'a:prstDash');
        dash.setAttribute('val', 'dash');
        ln.appendChild(dash);
    }
    const order = [
        'xfrm',
        'custGeom',
        'prstGeom',
        'noFill',
        'solidFill',
        'gradFill',
        'blipFill',
        'pattFill',
        'grpFill',
        'ln',
    ];
    const before = (0,xml_dom.elementChildren)(spPr).find((e) => !order.includes(e.localName ?? ''));
    spPr.insertBefore(ln, before ?? null);
}
// ---------------------------------------------------------------------------------------------
// Slides
function slideTree(document) {
    return (0,xml_dom.child)((0,xml_dom.child)(document.documentElement, 'p', 'cSld'), 'p', 'spTree');
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
    const shapes = [];
    if (frame) {
        shapes.push(`<p:sp><p:nvSpPr><p:cNvPr id="${id + 1}" name="docdelta frame"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${emu(4)}" y="${emu(4)}"/><a:ext cx="${emu(size.width - 8)}" cy="${emu(size.height - 8)}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/><a:ln w="76200"><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></a:ln></p:spPr></p:sp>`);
    }
    shapes.push(`<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="docdelta label"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${emu(12)}" y="${emu(12)}"/><a:ext cx="${emu(Math.min(360, size.width - 24))}" cy="${emu(28)}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="FFFFFF"/></a:solidFill><a:ln w="19050"><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></a:ln></p:spPr><p:txBody><a:bodyPr wrap="square"/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="1600" b="1"><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></a:rPr><a:t>${(0,xml_escape/* escapeXml */.X)(text)}</a:t></a:r></a:p></p:txBody></p:sp>`);
    const fragment = (0,xml_dom.parseXml)(`<root xmlns:p="${P}" xmlns:a="${deck_A}">${shapes.join('')}</root>`, 'label');
    for (const shape of (0,xml_dom.elementChildren)(fragment.documentElement))
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
    const rels = (0,opc/* parseRelationships */.vo)(pkg.has('_rels/.rels') ? new TextDecoder().decode(pkg.bytes('_rels/.rels')) : undefined, '');
    return ([...rels.values()].find((r) => (0,opc/* relationshipKind */.$9)(r.type) === 'officeDocument')?.target ?? 'ppt/presentation.xml');
}
/**
 * Copies a deleted slide back from the source package and lists it where it was; `label`
 * replaces the "Deleted slide" label of a marked one. Returns the new slide part.
 */
function restoreSlide(context, change, mark, label) {
    const sourcePart = slidePart(context.sourceData, change.source.story);
    if (!sourcePart)
        return undefined;
    const main = presentationPart(context.target);
    const layout = [...context.target.names()].filter((n) => /slideLayouts\/slideLayout\d+\.xml$/.test(n)).sort()[0];
    // A map of its own: parts such as charts belong to one slide and must not be shared with a restored shape.
    const name = copyPartFrom(context.source, context.target, sourcePart, new Map(), layout);
    context.target.setOverride(name, SLIDE_CONTENT_TYPE);
    const rId = context.target.addRelationship(main, SLIDE_TYPE, name);
    const presentation = context.target.xml(main);
    const list = (0,xml_dom.child)(presentation.documentElement, 'p', 'sldIdLst');
    if (!list)
        throw new errors/* CorruptDocumentError */.b6('the target presentation has no slide list');
    const ids = (0,xml_dom.children)(list, 'p', 'sldId').map((e) => Number(e.getAttribute('id')) || 0);
    const entry = presentation.createElementNS(P, `${list.prefix ? `${list.prefix}:` : ''}sldId`);
    entry.setAttribute('id', String(Math.max(255, ...ids) + 1));
    entry.setAttributeNS(R, 'r:id', rId);
    const anchorIndex = change.anchor?.story === diff/* PRESENTATION_ANCHOR */.$ ? (change.anchor.blockPath[0] ?? ids.length) : ids.length;
    const anchorKey = context.targetData.slides[anchorIndex]?.key;
    const anchorPart = anchorKey ? slidePart(context.targetData, anchorKey) : undefined;
    const mainRels = context.target.relationships(main);
    const before = (0,xml_dom.children)(list, 'p', 'sldId').find((e) => mainRels.get((0,xml_dom.attrNs)(e, 'r', 'id') ?? '')?.target === anchorPart);
    list.insertBefore(entry, before ?? null);
    if (mark) {
        const document = context.target.xml(name);
        addLabel(document, label?.text ?? `Deleted slide (was slide ${slideNumber(context.sourceData, change.source.story)})`, label?.color ?? context.options.deleted.fontColor ?? 'FF0000', context.targetData.slideSize, true);
    }
    return name;
}
function removeSlide(context, key) {
    const part = slidePart(context.targetData, key);
    if (!part)
        return;
    const main = presentationPart(context.target);
    const list = (0,xml_dom.child)(context.target.xml(main).documentElement, 'p', 'sldIdLst');
    const rels = context.target.relationships(main);
    for (const entry of (0,xml_dom.children)(list, 'p', 'sldId')) {
        const id = (0,xml_dom.attrNs)(entry, 'r', 'id') ?? '';
        if (rels.get(id)?.target === part) {
            list.removeChild(entry);
            context.target.removeRelationship(main, id);
        }
    }
    // The part goes too, with its notes (which point back at it).
    for (const rel of context.target.relationships(part).values()) {
        // Comment parts (legacy and threaded) belong to this slide alone.
        if (['notesSlide', 'comments'].includes((0,opc/* relationshipKind */.$9)(rel.type)) && !rel.external) {
            context.target.remove(rel.target);
            context.target.remove((0,part_names/* relsPartOf */.F4)(rel.target));
            context.target.removeOverride(rel.target);
        }
    }
    context.target.remove(part);
    context.target.remove((0,part_names/* relsPartOf */.F4)(part));
    context.target.removeOverride(part);
}
function appendSummarySlide(context) {
    const counts = new Map();
    for (const change of context.input.changes)
        counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
    const lines = [
        `Summary of changes: ${context.input.changes.length}`,
        ...[...counts].map(([kind, n]) => `${kind}: ${n}`),
        ...context.input.changes.slice(0, 40).map((c, i) => `${i}. ${c.kind} — ${c.place}`),
    ];
    if (context.input.changes.length > 40)
        lines.push(`… and ${context.input.changes.length - 40} more`);
    const main = presentationPart(context.target);
    const name = context.target.freeName('ppt/slides/slide', '.xml');
    const size = context.targetData.slideSize;
    const emu = (pt) => Math.round(pt * 12700);
    const paragraphs = lines
        .map((line, i) => `<a:p><a:r><a:rPr lang="en-US" sz="${i === 0 ? 2000 : 1000}"${i === 0 ? ' b="1"' : ''}/><a:t>${(0,xml_escape/* escapeXml */.X)(line)}</a:t></a:r></a:p>`)
        .join('');
    context.target.put(name, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld xmlns:a="${deck_A}" xmlns:r="${R}" xmlns:p="${P}"><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/><p:sp><p:nvSpPr><p:cNvPr id="2" name="docdelta summary"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${emu(24)}" y="${emu(24)}"/><a:ext cx="${emu(size.width - 48)}" cy="${emu(size.height - 48)}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"><a:normAutofit/></a:bodyPr><a:lstStyle/>${paragraphs}</p:txBody></p:sp></p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`);
    const layout = [...context.target.names()].filter((n) => /slideLayouts\/slideLayout\d+\.xml$/.test(n)).sort()[0];
    if (layout)
        context.target.addRelationship(name, 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout', layout);
    context.target.setOverride(name, SLIDE_CONTENT_TYPE);
    const rId = context.target.addRelationship(main, SLIDE_TYPE, name);
    const presentation = context.target.xml(main);
    const list = (0,xml_dom.child)(presentation.documentElement, 'p', 'sldIdLst');
    const ids = (0,xml_dom.children)(list, 'p', 'sldId').map((e) => Number(e.getAttribute('id')) || 0);
    const entry = presentation.createElementNS(P, `${list.prefix ? `${list.prefix}:` : ''}sldId`);
    entry.setAttribute('id', String(Math.max(255, ...ids) + 1));
    entry.setAttributeNS(R, 'r:id', rId);
    list.appendChild(entry);
}
// ---------------------------------------------------------------------------------------------
// Shapes deleted from slides that survive
function isShapeDeletion(change) {
    return change.kind === 'Deleted' && change.unit === 'object' && !!change.source && !!change.anchor && !change.target;
}
/** The part that holds the shapes of a slide story or of its notes. */
function storyPart(data, story) {
    if (story.startsWith('notes:'))
        return data.slides.find((s) => s.key === story.slice('notes:'.length))?.notesPart;
    return slidePart(data, story);
}
function storyBlocks(model, story, parentPath) {
    if (!parentPath.length)
        return model.stories.find((s) => s.key === story)?.blocks;
    const parent = locate(model, story, parentPath)?.block;
    return parent?.type === 'shape' ? parent.blocks : undefined;
}
/**
 * Plans putting a deleted shape back into its slide (or group): right after the shape that
 * preceded it in the source when that one survived, otherwise before the change's anchor.
 * Undefined when the shape cannot be found; the caller falls back or warns.
 */
function restoreDeletedShape(context, change, mark) {
    const source = change.source;
    const anchor = change.anchor;
    const sourceModel = context.input.source.document;
    const targetModel = context.input.target.document;
    const found = locate(sourceModel, source.story, source.blockPath);
    if (found?.block.type !== 'shape' || !found.block.locator)
        return undefined;
    const original = elementOf(context.source, found.block);
    const sourcePart = found.block.locator.part;
    const targetPart = storyPart(context.targetData, anchor.story);
    if (!original || !targetPart || !context.target.has(targetPart))
        return undefined;
    const parentPath = anchor.blockPath.slice(0, -1);
    const siblings = storyBlocks(targetModel, anchor.story, parentPath);
    const container = parentPath.length
        ? elementOf(context.target, locate(targetModel, anchor.story, parentPath)?.block)
        : slideTree(context.target.xml(targetPart));
    if (!siblings || !container)
        return undefined;
    const before = elementOf(context.target, siblings[anchor.blockPath[anchor.blockPath.length - 1] ?? siblings.length]);
    const index = source.blockPath[source.blockPath.length - 1] ?? 0;
    const preceding = index > 0 ? storyBlocks(sourceModel, source.story, source.blockPath.slice(0, -1))?.[index - 1] : undefined;
    const survivor = preceding?.type === 'shape' && preceding.id !== undefined
        ? siblings.find((b) => b.type === 'shape' && b.id === preceding.id && (b.name ?? '') === (preceding.name ?? ''))
        : undefined;
    const after = elementOf(context.target, survivor);
    const box = !parentPath.length && found.block.placeholder ? found.block.box : undefined;
    const copier = shapeCopier(context);
    return () => {
        const copy = insertShapeCopy(copier, { original, sourcePart, targetPart, container, after, before, box });
        if (mark && copy)
            markRestoredShape(copy, context.options.deleted);
    };
}
const copiers = new WeakMap();
function shapeCopier(context) {
    let copier = copiers.get(context);
    if (!copier) {
        const layoutFallback = [...context.target.names()]
            .filter((n) => /slideLayouts\/slideLayout\d+\.xml$/.test(n))
            .sort()[0];
        copier = {
            source: context.source,
            target: context.target,
            copiedParts: context.copiedParts,
            layoutFallback,
            warnings: context.warnings,
        };
        copiers.set(context, copier);
    }
    return copier;
}
/** A restored shape in the deleted style: its text styled, a dashed outline on it (or a frame beside it, for frames and groups). */
function markRestoredShape(shape, style) {
    const color = style.fontColor ?? 'FF0000';
    for (const run of [...(0,xml_dom.descendants)(shape, 'a', 'r'), ...(0,xml_dom.descendants)(shape, 'a', 'fld')])
        applyStyle(runProperties(run), { ...style, beginSeparator: '', endSeparator: '' });
    outlineShape(shape, color, true);
}
const SHAPE_FRAME = 'docdelta shape frame';
/** A rectangle in the change colour over the box of a shape that cannot be outlined itself, placed right after it. */
function frameBeside(shape, color, dashed) {
    const xfrm = frameTransform(shape);
    const off = (0,xml_dom.child)(xfrm, 'a', 'off');
    const ext = (0,xml_dom.child)(xfrm, 'a', 'ext');
    let tree = shape;
    while (tree && tree.localName !== 'spTree')
        tree = tree.parentNode;
    if (!off || !ext || !tree)
        return;
    // One frame per shape: a later mark of the same shape replaces the earlier one.
    let next = shape.nextSibling;
    while (next && next.nodeType !== 1)
        next = next.nextSibling;
    if (next &&
        (0,xml_dom.is)(next, 'p', 'sp') &&
        (0,xml_dom.child)((0,xml_dom.child)(next, 'p', 'nvSpPr'), 'p', 'cNvPr')?.getAttribute('name') === SHAPE_FRAME)
        shape.parentNode.removeChild(next);
    const fragment = (0,xml_dom.parseXml)(`<p:sp xmlns:p="${P}" xmlns:a="${deck_A}"><p:nvSpPr><p:cNvPr id="${nextShapeId(tree)}" name="${SHAPE_FRAME}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${off.getAttribute('x') ?? 0}" y="${off.getAttribute('y') ?? 0}"/><a:ext cx="${ext.getAttribute('cx') ?? 0}" cy="${ext.getAttribute('cy') ?? 0}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/><a:ln w="38100"><a:solidFill><a:srgbClr val="${color}"/></a:solidFill>${dashed ? '<a:prstDash val="dash"/>' : ''}</a:ln></p:spPr></p:sp>`, 'frame');
    shape.parentNode.insertBefore(shape.ownerDocument.importNode(fragment.documentElement, true), shape.nextSibling);
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
            const end = change.kind === 'Deleted' ? start : (side.end ?? Number.MAX_SAFE_INTEGER);
            const sourceParagraph = change.source && change.source.start !== undefined
                ? locate(sourceModel, change.source.story, change.source.blockPath)
                : undefined;
            const original = sourceParagraph?.block.type === 'paragraph' ? elementOf(context.source, sourceParagraph.block) : undefined;
            if (original && change.source.end !== undefined) {
                const range = withDifferingSpaces(paragraphText(paragraph), start, end, paragraphText(original), change.source.start, change.source.end);
                return textEdit(paragraph, range.target[0], range.target[1], () => replaceWithSourceRuns(paragraph, range.target, original, range.source));
            }
            return textEdit(paragraph, start, end, () => spliceText(paragraph, start, end, change.text));
        }
        if (change.kind === 'Deleted' && change.unit === 'paragraph' && found?.shape?.type === 'shape') {
            const shape = elementOf(context.target, found.shape);
            const body = shape && (0,xml_dom.child)(shape, 'p', 'txBody');
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
    if (change.kind === 'StyleChanged' && change.unit === 'table' && change.source && change.target) {
        // A table's own style lives in a:tblPr (style id, banding flags): the source's comes back whole.
        const from = elementOf(context.source, locate(sourceModel, change.source.story, change.source.blockPath)?.block);
        const to = elementOf(context.target, locate(targetModel, change.target.story, change.target.blockPath)?.block);
        const table = (e) => (e && (0,xml_dom.is)(e, 'a', 'tbl') ? e : e && (0,xml_dom.descendant)(e, 'a', 'tbl'));
        const [tableFrom, tableTo] = [table(from), table(to)];
        if (!tableFrom || !tableTo)
            return warnUnmarked(context, change);
        return () => {
            const [propertiesFrom, propertiesTo] = [(0,xml_dom.child)(tableFrom, 'a', 'tblPr'), (0,xml_dom.child)(tableTo, 'a', 'tblPr')];
            if (propertiesTo)
                tableTo.removeChild(propertiesTo);
            if (propertiesFrom)
                tableTo.insertBefore(tableTo.ownerDocument.importNode(propertiesFrom, true), tableTo.firstChild);
            const styleId = (0,xml_dom.child)(propertiesFrom, 'a', 'tableStyleId')?.textContent?.trim();
            if (styleId)
                copyTableStyle(context, styleId);
        };
    }
    if (isShapeDeletion(change))
        return restoreDeletedShape(context, change, false) ?? warnUnmarked(context, change);
    if (change.unit === 'object' && change.kind === 'Inserted' && change.target) {
        const b = locate(targetModel, change.target.story, change.target.blockPath);
        const element = b && elementOf(context.target, b.block);
        return element ? () => element.parentNode?.removeChild(element) : warnUnmarked(context, change);
    }
    return warnUnmarked(context, change);
}
function tableStylesPart(pkg) {
    const target = [...pkg.relationships(presentationPart(pkg)).values()].find((r) => (0,opc/* relationshipKind */.$9)(r.type) === 'tableStyles')?.target;
    return target && pkg.has(target) ? target : undefined;
}
/** A table style the source deck defines and the target does not goes into the target's table styles, so the restored style id means the same. */
function copyTableStyle(context, styleId) {
    const [sourcePart, targetPart] = [tableStylesPart(context.source), tableStylesPart(context.target)];
    const definitionIn = (list) => (0,xml_dom.children)(list, 'a', 'tblStyle').find((s) => s.getAttribute('styleId') === styleId);
    const targetList = targetPart && context.target.xml(targetPart).documentElement;
    const definition = sourcePart && definitionIn(context.source.xml(sourcePart).documentElement);
    if (!targetList || definitionIn(targetList))
        return;
    if (!definition) {
        context.warnings.push({
            code: 'table-style-missing',
            message: `the table style ${styleId} put back on a table is not defined in the result`,
        });
        return;
    }
    targetList.appendChild(targetList.ownerDocument.importNode(definition, true));
}
function transformOf(shape) {
    return ((0,xml_dom.child)((0,xml_dom.child)(shape, 'p', 'spPr'), 'a', 'xfrm') ??
        (0,xml_dom.child)(shape, 'p', 'xfrm') ??
        (0,xml_dom.child)((0,xml_dom.child)(shape, 'p', 'grpSpPr'), 'a', 'xfrm'));
}
function paragraphText(paragraph) {
    return runsOf(paragraph).map(runText).join('');
}
/**
 * The diff leaves white space outside a change, but a deleted word often took its space with it
 * ("hij klm" → "hij" is "klm" deleted at the end). Where the spaces just before or after the change
 * differ between the sides, they join the range, so reverting gives back the source's spaces.
 */
function withDifferingSpaces(target, targetStart, targetEnd, source, sourceStart, sourceEnd) {
    const spacesBefore = (text, at) => {
        let k = Math.min(at, text.length);
        while (k > 0 && /\s/.test(text[k - 1]))
            k--;
        return k;
    };
    const spacesAfter = (text, at) => {
        let k = Math.min(at, text.length);
        while (k < text.length && /\s/.test(text[k]))
            k++;
        return k;
    };
    const range = {
        target: [Math.min(targetStart, target.length), Math.min(targetEnd, target.length)],
        source: [sourceStart, sourceEnd],
    };
    const [tb, sb] = [spacesBefore(target, range.target[0]), spacesBefore(source, sourceStart)];
    if (target.slice(tb, range.target[0]) !== source.slice(sb, sourceStart))
        [range.target[0], range.source[0]] = [tb, sb];
    const [ta, sa] = [spacesAfter(target, range.target[1]), spacesAfter(source, sourceEnd)];
    if (target.slice(range.target[1], ta) !== source.slice(sourceEnd, sa))
        [range.target[1], range.source[1]] = [ta, sa];
    return range;
}
/** Replaces [start, end) of the target paragraph with copies of the source paragraph's runs over its range: the source's text and formatting both come back. */
function replaceWithSourceRuns(paragraph, [start, end], original, [sourceStart, sourceEnd]) {
    splitRunAt(paragraph, start);
    splitRunAt(paragraph, end);
    let offset = 0;
    let before = null;
    for (const run of runsOf(paragraph)) {
        const length = runText(run).length;
        if (offset >= start && offset + length <= end && (length > 0 || offset < end))
            paragraph.removeChild(run);
        else if (offset >= end && !before)
            before = run;
        offset += length;
    }
    const sourceCopy = original.cloneNode(true);
    splitRunAt(sourceCopy, sourceStart);
    splitRunAt(sourceCopy, sourceEnd);
    before ??= (0,xml_dom.child)(paragraph, 'a', 'endParaRPr') ?? null;
    offset = 0;
    for (const run of runsOf(sourceCopy)) {
        const length = runText(run).length;
        if (offset >= sourceStart && offset + length <= sourceEnd && length > 0)
            paragraph.insertBefore(paragraph.ownerDocument.importNode(run, true), before);
        offset += length;
    }
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
        const t = (0,xml_dom.child)(run, 'a', 't');
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
        const runs = runsOf(paragraph).filter((r) => (0,xml_dom.child)(r, 'a', 't'));
        const last = runs[runs.length - 1];
        if (last)
            (0,xml_dom.child)(last, 'a', 't').textContent += replacement;
    }
}
// ---------------------------------------------------------------------------------------------
// Validation
/**
 * Checks a written deck: every XML part parses, the content types cover every part and name no
 * missing one, relationships point to parts that exist, slide ids and shape ids are unique.
 * Flaws the `inputs` decks already had are excused and returned as warnings.
 */
function validateDeck(bytes, inputs) {
    return (0,inherited_flaws/* excuseInheritedFlaws */.T)(deckFlaws(bytes, inputs?.archives?.result), inputs, deckFlaws);
}
/**
 * The flaws of a deck a viewer gets over (a part without a content type or named by one but
 * absent, a relationship to nothing, a doubled id); a deck that is no presentation at all, or a
 * part that does not parse, throws.
 */
function deckFlaws(bytes, archive) {
    const flaws = [];
    const zip = archive_zip/* ZipArchive */.SJ.of(bytes, archive);
    const types = zip.text('[Content_Types].xml');
    if (!types)
        throw new errors/* CorruptDocumentError */.b6('the result has no [Content_Types].xml');
    // Parts without a content type can only be told when [Content_Types].xml itself parses.
    let typesRoot;
    try {
        typesRoot = (0,xml_dom.parseXml)(types, '[Content_Types].xml').documentElement;
    }
    catch (error) {
        flaws.push((0,inherited_flaws/* malformedPartFlaw */.v)(error));
    }
    const typeEntries = typesRoot ? (0,xml_dom.elementChildren)(typesRoot) : [];
    const overrides = new Set(typeEntries.filter((e) => e.localName === 'Override').map((e) => (e.getAttribute('PartName') ?? '').slice(1)));
    const defaults = new Set(typeEntries.filter((e) => e.localName === 'Default').map((e) => (e.getAttribute('Extension') ?? '').toLowerCase()));
    for (const name of zip.names()) {
        if (name.endsWith('/'))
            continue;
        if ((name.endsWith('.xml') && name !== '[Content_Types].xml') || name.endsWith('.rels')) {
            try {
                (0,xml_dom.parseXml)(zip.text(name) ?? '', name);
            }
            catch (error) {
                flaws.push((0,inherited_flaws/* malformedPartFlaw */.v)(error));
                continue;
            }
        }
        if (typesRoot &&
            name !== '[Content_Types].xml' &&
            !overrides.has(name) &&
            !defaults.has(name.slice(name.lastIndexOf('.') + 1).toLowerCase())) {
            flaws.push({ key: `untyped:${name}`, message: `the part '${name}' has no content type` });
        }
        if (name.endsWith('.rels')) {
            const owner = name === '_rels/.rels' ? '' : name.replace(/_rels\/([^/]+)\.rels$/, '$1');
            for (const rel of (0,opc/* parseRelationships */.vo)(zip.text(name), owner).values()) {
                if (!rel.external && !zip.has(rel.target)) {
                    flaws.push({
                        key: `dangling:${owner}>${rel.target}`,
                        message: `the relationship ${rel.id} of '${owner}' points to the missing part '${rel.target}'`,
                    });
                }
            }
        }
    }
    for (const part of overrides)
        if (!zip.has(part))
            flaws.push({ key: `typed-missing:${part}`, message: `the content types name the missing part '${part}'` });
    const packageRels = (0,opc/* parseRelationships */.vo)(zip.text('_rels/.rels'), '');
    const main = [...packageRels.values()].find((r) => (0,opc/* relationshipKind */.$9)(r.type) === 'officeDocument')?.target;
    if (!main || !zip.has(main))
        throw new errors/* CorruptDocumentError */.b6('the result has no presentation part');
    const presentation = (0,xml_dom.parseXml)(zip.text(main), main).documentElement;
    const rels = (0,opc/* parseRelationships */.vo)(zip.text((0,part_names/* relsPartOf */.F4)(main)), main);
    const seen = new Set();
    for (const entry of (0,xml_dom.children)((0,xml_dom.child)(presentation, 'p', 'sldIdLst'), 'p', 'sldId')) {
        const id = entry.getAttribute('id') ?? '';
        if (seen.has(id))
            flaws.push({ key: `slide-id:${id}`, message: `the slide id ${id} is used twice` });
        seen.add(id);
        const rel = rels.get((0,xml_dom.attrNs)(entry, 'r', 'id') ?? '');
        if (!rel || !zip.has(rel.target)) {
            flaws.push({ key: `slide-part:${id}`, message: `the slide id ${id} points to no slide part` });
            continue;
        }
        const tree = slideTree((0,xml_dom.parseXml)(zip.text(rel.target), rel.target));
        const shapeIds = new Set();
        for (const cNvPr of tree
            ? Array.from(tree.getElementsByTagNameNS(P, 'cNvPr'))
            : []) {
            // mc:Choice and mc:Fallback hold two versions of one shape, with one id: only the fallback counts.
            if (insideChoice(cNvPr))
                continue;
            const shapeId = cNvPr.getAttribute('id') ?? '';
            if (shapeIds.has(shapeId))
                flaws.push({
                    key: `shape-id:${rel.target}:${shapeId}`,
                    message: `the shape id ${shapeId} is used twice on '${rel.target}'`,
                });
            shapeIds.add(shapeId);
        }
    }
    return flaws;
}
function insideChoice(element) {
    for (let node = element.parentNode; node; node = node.parentNode)
        if ((0,xml_dom.is)(node, 'mc', 'Choice'))
            return true;
    return false;
}


/***/ }),

/***/ 29608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   slidesWriter: () => (/* binding */ slidesWriter)
/* harmony export */ });
/* harmony import */ var _deck__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68681);

/**
 * Result writer for PowerPoint and Impress decks: PresentationML in deck.ts, a combined deck of
 * several reviewers in pptx-combine.ts, OpenDocument decks in odp.ts.
 */
const slidesWriter = {
    formats: ['pptx', 'pptm', 'potx', 'potm', 'odp'],
    write: async (input) => (input.format === 'odp' ? (await Promise.all(/* import() */[__webpack_require__.e(9800), __webpack_require__.e(7643), __webpack_require__.e(2308), __webpack_require__.e(6209), __webpack_require__.e(1108)]).then(__webpack_require__.bind(__webpack_require__, 31108))).writeOdpDeck(input) : (0,_deck__WEBPACK_IMPORTED_MODULE_0__/* .writeDeck */ .jb)(input)),
    combine: async (input) => (await __webpack_require__.e(/* import() */ 7378).then(__webpack_require__.bind(__webpack_require__, 77378))).combineDecks(input),
    validate: async (bytes, inputs) => (await Promise.all(/* import() */[__webpack_require__.e(9800), __webpack_require__.e(7643), __webpack_require__.e(2308), __webpack_require__.e(6209), __webpack_require__.e(1108)]).then(__webpack_require__.bind(__webpack_require__, 31108))).isOdpPackage(bytes, inputs?.archives?.result)
        ? (await Promise.all(/* import() */[__webpack_require__.e(9800), __webpack_require__.e(7643), __webpack_require__.e(2308), __webpack_require__.e(6209), __webpack_require__.e(1108)]).then(__webpack_require__.bind(__webpack_require__, 31108))).validateOdpDeck(bytes, inputs)
        : (0,_deck__WEBPACK_IMPORTED_MODULE_0__/* .validateDeck */ .ce)(bytes, inputs),
};


/***/ })

};

return{id,ids,modules}})