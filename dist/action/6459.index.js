export const id = 6459;
export const ids = [6459];
export const modules = {

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

/***/ 96459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  diffSlides: () => (/* reexport */ diff/* diffSlides */.S),
  slidesReader: () => (/* binding */ slidesReader)
});

// EXTERNAL MODULE: ./src/engine/formats/slides/diff.ts
var diff = __webpack_require__(1521);
// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var zip = __webpack_require__(55380);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/slides/tree.ts
var slides_tree = __webpack_require__(54582);
// EXTERNAL MODULE: ./src/engine/formats/package/xml-tree.ts
var xml_tree = __webpack_require__(66372);
// EXTERNAL MODULE: ./src/engine/formats/package/opc.ts
var opc = __webpack_require__(43558);
// EXTERNAL MODULE: ./src/engine/formats/package/part-names.ts
var part_names = __webpack_require__(81372);
// EXTERNAL MODULE: ./src/engine/formats/package/digest.ts
var digest = __webpack_require__(95784);
// EXTERNAL MODULE: ./src/engine/formats/slides/model.ts
var model = __webpack_require__(95889);
// EXTERNAL MODULE: ./src/engine/formats/shared/chart.ts
var shared_chart = __webpack_require__(3607);
;// CONCATENATED MODULE: ./src/engine/formats/shared/drawingml-color.ts
/**
 * DrawingML colour transforms (ECMA-376 §20.1.2.3): a `schemeClr` or `srgbClr` may carry
 * `lumMod`, `lumOff`, `tint`, `shade`, `satMod`… children that change the drawn colour. Reading
 * the base colour alone misses a real change (lumMod 75% → 50% of the same accent) and reports a
 * re-save that writes the drawn colour out as `srgbClr` as a change. No maintained library applies
 * them outside a renderer, so they are applied here in the order written, the way LibreOffice's
 * import does (oox Color::getColor): luminance and saturation in HSL, tint and shade in linear RGB.
 */
const MAX = 100000;
const DEGREE = 60000;
const HUE_MAX = 360 * DEGREE;
const DEC_GAMMA = 2.3;
const INC_GAMMA = 1 / DEC_GAMMA;
function applyColorTransforms(hex, colour) {
    const transforms = colour.children;
    if (transforms.length === 0 || !/^[0-9A-Fa-f]{6}$/.test(hex))
        return hex.toUpperCase();
    const state = { mode: 'rgb', c: [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) };
    for (const transform of transforms) {
        const value = Number(transform.attr('val') ?? NaN);
        applyOne(state, transform.name.slice(transform.name.indexOf(':') + 1), value);
    }
    toRgb(state);
    return state.c
        .map((v) => v.toString(16).padStart(2, '0'))
        .join('')
        .toUpperCase();
}
function applyOne(state, name, value) {
    const known = ['tint', 'shade', 'lumMod', 'lumOff', 'satMod', 'satOff', 'hueMod', 'hueOff'];
    if (known.includes(name) && !Number.isFinite(value))
        return;
    const c = state.c;
    switch (name) {
        case 'tint':
            toCrgb(state);
            for (let i = 0; i < 3; i++)
                c[i] = Math.trunc(MAX - (MAX - c[i]) * (value / MAX));
            return;
        case 'shade':
            toCrgb(state);
            for (let i = 0; i < 3; i++)
                c[i] = Math.trunc(c[i] * (value / MAX));
            return;
        case 'lumMod':
            toHsl(state);
            c[2] = limit((c[2] * value) / MAX, MAX);
            return;
        case 'lumOff':
            toHsl(state);
            c[2] = limit(c[2] + value, MAX);
            return;
        case 'satMod':
            toHsl(state);
            c[1] = limit((c[1] * value) / MAX, MAX);
            return;
        case 'satOff':
            toHsl(state);
            c[1] = limit(c[1] + value, MAX);
            return;
        case 'hueMod':
            toHsl(state);
            c[0] = limit((c[0] * value) / MAX, HUE_MAX);
            return;
        case 'hueOff':
            toHsl(state);
            c[0] = (((c[0] + value) % HUE_MAX) + HUE_MAX) % HUE_MAX;
            return;
        case 'inv':
            toRgb(state);
            for (let i = 0; i < 3; i++)
                c[i] = 255 - c[i];
            return;
        case 'gray':
            toRgb(state);
            c[0] = c[1] = c[2] = Math.trunc(c[0] * 0.299 + c[1] * 0.587 + c[2] * 0.114 + 0.5);
            return;
        case 'comp':
            toHsl(state);
            c[0] = (c[0] + HUE_MAX / 2) % HUE_MAX;
            return;
        default:
        // alpha and the other transforms leave hue, saturation and lightness as they are.
    }
}
const limit = (x, max) => Math.trunc(Math.min(max, Math.max(0, x)));
const gamma = (component, power) => Math.trunc(Math.pow(component / MAX, power) * MAX + 0.5);
function toRgb(state) {
    const c = state.c;
    if (state.mode === 'crgb') {
        for (let i = 0; i < 3; i++)
            c[i] = Math.trunc((gamma(c[i], INC_GAMMA) * 255) / MAX);
    }
    else if (state.mode === 'hsl') {
        const [hue, sat, lum] = c;
        let r = 0;
        let g = 0;
        let b = 0;
        if (sat === 0 || lum === 0 || lum === MAX) {
            r = g = b = lum / MAX;
        }
        else {
            const h = (hue / HUE_MAX) * 6;
            if (h <= 1)
                [r, g] = [1, h];
            else if (h <= 2)
                [r, g] = [2 - h, 1];
            else if (h <= 3)
                [g, b] = [1, h - 2];
            else if (h <= 4)
                [g, b] = [4 - h, 1];
            else if (h <= 5)
                [r, b] = [h - 4, 1];
            else
                [r, b] = [1, 6 - h];
            const s = sat / MAX;
            [r, g, b] = [r, g, b].map((x) => (x - 0.5) * s + 0.5);
            const l = (2 * lum) / MAX - 1;
            if (l < 0)
                [r, g, b] = [r, g, b].map((x) => x * (l + 1));
            else if (l > 0)
                [r, g, b] = [r, g, b].map((x) => 1 - (1 - x) * (1 - l));
        }
        [r, g, b].forEach((x, i) => (c[i] = Math.trunc(x * 255 + 0.5)));
    }
    state.mode = 'rgb';
}
function toCrgb(state) {
    if (state.mode === 'crgb')
        return;
    toRgb(state);
    state.c.forEach((v, i) => (state.c[i] = gamma(Math.trunc((v * MAX) / 255), DEC_GAMMA)));
    state.mode = 'crgb';
}
function toHsl(state) {
    if (state.mode === 'hsl')
        return;
    toRgb(state);
    const [r, g, b] = state.c.map((v) => v / 255);
    const min = Math.min(r, g, b);
    const max = Math.max(r, g, b);
    const d = max - min;
    let hue = 0;
    if (d !== 0) {
        if (max === r)
            hue = Math.trunc((((g - b) / d) * 60 + 360) * DEGREE + 0.5) % HUE_MAX;
        else if (max === g)
            hue = Math.trunc((((b - r) / d) * 60 + 120) * DEGREE + 0.5);
        else
            hue = Math.trunc((((r - g) / d) * 60 + 240) * DEGREE + 0.5);
    }
    const lum = Math.trunc(((min + max) / 2) * MAX + 0.5);
    let sat = 0;
    if (lum !== 0 && lum !== MAX) {
        sat = lum <= MAX / 2 ? Math.trunc((d / (min + max)) * MAX + 0.5) : Math.trunc((d / (2 - max - min)) * MAX + 0.5);
    }
    state.c[0] = hue;
    state.c[1] = sat;
    state.c[2] = lum;
    state.mode = 'hsl';
}

;// CONCATENATED MODULE: ./src/engine/formats/slides/table-style.ts


/**
 * The text formatting a PresentationML table style gives each cell (`a:tcTxStyle` of the style's
 * parts), so a cell reads with the bold, italic, colour and font a reader sees. A re-save that
 * writes those out on every run (LibreOffice does) is then no change. The parts apply in the order
 * LibreOffice's import applies them (oox TableCell::pushToXCell): the whole table, then the first and
 * last row and column, the row bands (not on a header or total row), the corner cells and the
 * column bands, each later part overriding what it sets.
 */
const LEVELS = ['lvl1pPr', 'lvl2pPr', 'lvl3pPr', 'lvl4pPr', 'lvl5pPr', 'lvl6pPr', 'lvl7pPr', 'lvl8pPr', 'lvl9pPr'];
const COLOURS = ['a:srgbClr', 'a:schemeClr', 'a:sysClr', 'a:prstClr', 'a:scrgbClr', 'a:hslClr'];
function tableLook(tblPr, rows, columns) {
    const on = (name) => ['1', 'true', 'on'].includes((0,slides_tree/* attr */.CF)(tblPr, name) ?? '');
    return {
        firstRow: on('firstRow'),
        lastRow: on('lastRow'),
        firstCol: on('firstCol'),
        lastCol: on('lastCol'),
        bandRow: on('bandRow'),
        bandCol: on('bandCol'),
        rows,
        columns,
    };
}
/**
 * A list-style container (`a:lstStyle` shape: lvl1pPr…lvl9pPr, each with a `a:defRPr`) holding the
 * style's text formatting for the cell at `row`, `column`, to sit in the cell text's inheritance
 * chain; undefined when the style sets nothing for that cell.
 */
function cellTextStyle(style, look, row, column) {
    if (!style)
        return undefined;
    const lastRow = row === look.rows - 1;
    const lastColumn = column === look.columns - 1;
    const parts = ['wholeTbl'];
    if (look.firstRow && row === 0)
        parts.push('firstRow');
    if (look.lastRow && lastRow)
        parts.push('lastRow');
    if (look.firstCol && column === 0)
        parts.push('firstCol');
    if (look.lastCol && lastColumn)
        parts.push('lastCol');
    if (look.bandRow && !(look.firstRow && row === 0) && !(look.lastRow && lastRow)) {
        const band = look.firstRow ? row - 1 : row;
        parts.push(band % 2 === 1 ? 'band2H' : 'band1H');
    }
    if (row === 0 && column === 0)
        parts.push('nwCell');
    if (row === 0 && lastColumn)
        parts.push('neCell');
    if (lastRow && column === 0)
        parts.push('swCell');
    if (lastRow && lastColumn)
        parts.push('seCell');
    if (look.bandCol && !(look.firstCol && column === 0) && !(look.lastCol && lastColumn)) {
        const band = look.firstCol ? column - 1 : column;
        parts.push(band % 2 === 1 ? 'band2V' : 'band1V');
    }
    const attrs = {};
    let colour;
    let typeface;
    for (const name of parts) {
        const text = (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(style, `a:${name}`), 'a:tcTxStyle');
        if (!text)
            continue;
        for (const flag of ['b', 'i']) {
            const value = (0,slides_tree/* attr */.CF)(text, flag);
            if (value === 'on')
                attrs[flag] = '1';
            else if (value === 'off')
                attrs[flag] = '0';
        }
        const fontRef = (0,slides_tree/* child */.jf)(text, 'a:fontRef');
        const font = (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(text, 'a:font'), 'a:latin');
        if (fontRef) {
            const idx = (0,slides_tree/* attr */.CF)(fontRef, 'idx');
            typeface = idx === 'major' ? '+mj-lt' : idx === 'minor' ? '+mn-lt' : typeface;
        }
        else if (font) {
            typeface = (0,slides_tree/* attr */.CF)(font, 'typeface') ?? typeface;
        }
        colour =
            text.children.find((c) => COLOURS.includes(c.name)) ??
                fontRef?.children.find((c) => COLOURS.includes(c.name)) ??
                colour;
    }
    if (!colour && !typeface && Object.keys(attrs).length === 0)
        return undefined;
    const container = new xml_tree/* XmlElement */.WF('a:lstStyle', {});
    for (const level of LEVELS) {
        const pPr = new xml_tree/* XmlElement */.WF(`a:${level}`, {});
        const defRPr = new xml_tree/* XmlElement */.WF('a:defRPr', attrs);
        if (colour) {
            const fill = new xml_tree/* XmlElement */.WF('a:solidFill', {});
            fill.children.push(colour);
            defRPr.children.push(fill);
        }
        if (typeface)
            defRPr.children.push(new xml_tree/* XmlElement */.WF('a:latin', { typeface }));
        pPr.children.push(defRPr);
        container.children.push(pPr);
    }
    return container;
}
/** The grid columns of a table (`a:gridCol`), which cells with `gridSpan` cover several of. */
function gridColumns(table) {
    return (0,slides_tree/* children */.Y_)((0,slides_tree/* child */.jf)(table, 'a:tblGrid'), 'a:gridCol').length;
}

;// CONCATENATED MODULE: ./src/engine/formats/slides/pptx.ts











/**
 * Reader for PresentationML packages (pptx, pptm, potx, potm). Each slide is a story of shape
 * blocks in z-order with boxes in points; group children get their group's transform; pictures,
 * charts, SmartArt and OLE objects are objects hashed over their parts; text runs carry styles
 * resolved through the placeholder chain (slide → layout → master → presentation defaults).
 */
const EMU_PER_POINT = 12700;
const DEFAULT_FONT_SIZE = 18;
const LEVEL_NAMES = ['lvl1pPr', 'lvl2pPr', 'lvl3pPr', 'lvl4pPr', 'lvl5pPr', 'lvl6pPr', 'lvl7pPr', 'lvl8pPr', 'lvl9pPr'];
const IDENTITY = (box) => box;
function readPptx(bytes, format, options = {}) {
    if (bytes.length >= 4 && bytes[0] === 0xd0 && bytes[1] === 0xcf)
        throw new errors/* PasswordRequiredError */.$F();
    const reader = new PptxReader(zip/* ZipArchive */.SJ.of(bytes, options.archive, options.archiveLimits), format);
    return reader.read();
}
class PptxReader {
    zip;
    format;
    warnings = new Map();
    documents = new Map();
    relationships = new Map();
    layouts = new Map();
    masters = new Map();
    defaultTextStyle;
    tableStyles = new Map();
    slideSize = { width: 720, height: 540 };
    constructor(zip, format) {
        this.zip = zip;
        this.format = format;
    }
    read() {
        const packageRels = (0,opc/* parseRelationships */.vo)(this.zip.text('_rels/.rels'), '');
        const main = [...packageRels.values()].find((r) => (0,opc/* relationshipKind */.$9)(r.type) === 'officeDocument')?.target ??
            'ppt/presentation.xml';
        if (!this.zip.has(main))
            throw new errors/* CorruptDocumentError */.b6(`the presentation part '${main}' is missing`);
        const presentation = this.xml(main);
        const presentationRels = this.rels(main);
        const size = (0,slides_tree/* child */.jf)(presentation, 'p:sldSz');
        if (size)
            this.slideSize = { width: emu((0,slides_tree/* attr */.CF)(size, 'cx')) ?? 720, height: emu((0,slides_tree/* attr */.CF)(size, 'cy')) ?? 540 };
        this.defaultTextStyle = (0,slides_tree/* child */.jf)(presentation, 'p:defaultTextStyle');
        const tableStyles = [...presentationRels.values()].find((r) => (0,opc/* relationshipKind */.$9)(r.type) === 'tableStyles');
        if (tableStyles && this.zip.has(tableStyles.target)) {
            for (const style of (0,slides_tree/* children */.Y_)(this.xml(tableStyles.target), 'a:tblStyle')) {
                this.tableStyles.set((0,slides_tree/* attr */.CF)(style, 'styleId') ?? '', style);
            }
        }
        const authors = this.commentAuthors(presentationRels);
        const stories = [];
        const slides = [];
        for (const slideId of (0,slides_tree/* children */.Y_)((0,slides_tree/* child */.jf)(presentation, 'p:sldIdLst'), 'p:sldId')) {
            const rel = presentationRels.get((0,slides_tree/* nsAttr */.p)(slideId, 'r:id') ?? '');
            if (!rel || rel.external || !this.zip.has(rel.target)) {
                this.warn('missing-slide', `a slide listed in the presentation (id ${(0,slides_tree/* attr */.CF)(slideId, 'id') ?? '?'}) has no part; skipped`, { part: main, path: (0,slides_tree/* pathOf */.XM)(slideId) });
                continue;
            }
            const number = slides.length + 1;
            const key = `slide:${number}`;
            const slide = this.readSlide(rel.target, key, number);
            stories.push(slide.story);
            const entry = {
                key,
                part: rel.target,
                number,
                id: (0,slides_tree/* attr */.CF)(slideId, 'id') ?? '',
            };
            if (slide.notesPart) {
                entry.notesPart = slide.notesPart;
                const notes = this.readNotes(slide.notesPart, key, number);
                if (notes)
                    stories.push(notes);
            }
            stories.push(...this.readComments(rel.target, key, number, authors));
            slides.push(entry);
        }
        const familyData = { kind: 'pptx', slides, slideSize: this.slideSize };
        return {
            format: this.format,
            stories,
            metadata: this.metadata(),
            pageCount: slides.length,
            pageSize: this.slideSize,
            warnings: this.warningList(),
            familyData,
        };
    }
    // ----- package
    /** The root element of a part, read once; `mixed` for parts whose text runs across elements. */
    xml(part, mixed = false) {
        const key = mixed ? `mixed:${part}` : part;
        let root = this.documents.get(key);
        if (!root) {
            const text = this.zip.text(part);
            if (text === undefined)
                throw new errors/* CorruptDocumentError */.b6(`the part '${part}' is missing`);
            root = (0,slides_tree/* readPresentationPart */.iK)(text, part, mixed);
            this.documents.set(key, root);
        }
        return root;
    }
    rels(part) {
        let map = this.relationships.get(part);
        if (!map) {
            map = (0,opc/* parseRelationships */.vo)(this.zip.text((0,part_names/* relsPartOf */.F4)(part)), part);
            this.relationships.set(part, map);
        }
        return map;
    }
    relOfKind(part, kind) {
        for (const rel of this.rels(part).values())
            if ((0,opc/* relationshipKind */.$9)(rel.type) === kind && !rel.external)
                return rel;
        return undefined;
    }
    warn(code, message, locator) {
        const entry = this.warnings.get(code + message);
        if (entry)
            entry.count++;
        else
            this.warnings.set(code + message, { warning: { code, message, locator }, count: 1 });
    }
    warningList() {
        return [...this.warnings.values()].map(({ warning, count }) => count > 1 ? { ...warning, message: `${warning.message} (${count} times)` } : warning);
    }
    metadata() {
        const text = this.zip.text('docProps/core.xml');
        if (!text)
            return {};
        const root = (0,slides_tree/* readPresentationPart */.iK)(text, 'docProps/core.xml');
        const value = (name) => (0,slides_tree/* textContent */.P_)(root.children.find((e) => (0,slides_tree/* local */.sr)(e) === name))?.trim() || undefined;
        return {
            title: value('title'),
            author: value('creator'),
            lastModifiedBy: value('lastModifiedBy'),
            created: value('created'),
            modified: value('modified'),
        };
    }
    // ----- layouts, masters, themes
    layoutOf(slidePart) {
        const rel = this.relOfKind(slidePart, 'slideLayout');
        if (!rel || !this.zip.has(rel.target))
            return { placeholders: [] };
        let layout = this.layouts.get(rel.target);
        if (!layout) {
            const root = this.xml(rel.target);
            const masterRel = this.relOfKind(rel.target, 'slideMaster');
            const master = masterRel && this.zip.has(masterRel.target) ? this.masterOf(masterRel.target) : undefined;
            layout = { placeholders: this.placeholders(root), master };
            this.layouts.set(rel.target, layout);
        }
        return layout;
    }
    masterOf(part) {
        let master = this.masters.get(part);
        if (!master) {
            const root = this.xml(part);
            const txStyles = (0,slides_tree/* child */.jf)(root, 'p:txStyles');
            const colorMap = new Map();
            const clrMap = (0,slides_tree/* child */.jf)(root, 'p:clrMap');
            if (clrMap)
                for (const [name, value] of Object.entries(clrMap.attrs))
                    colorMap.set(name, value);
            const themeRel = this.relOfKind(part, 'theme');
            master = {
                placeholders: this.placeholders(root),
                titleStyle: (0,slides_tree/* child */.jf)(txStyles, 'p:titleStyle'),
                bodyStyle: (0,slides_tree/* child */.jf)(txStyles, 'p:bodyStyle'),
                otherStyle: (0,slides_tree/* child */.jf)(txStyles, 'p:otherStyle'),
                colorMap,
                theme: themeRel && this.zip.has(themeRel.target) ? this.theme(themeRel.target) : { colors: new Map() },
            };
            this.masters.set(part, master);
        }
        return master;
    }
    theme(part) {
        const root = this.xml(part);
        const elementsNode = (0,slides_tree/* child */.jf)(root, 'a:themeElements');
        const colors = new Map();
        for (const color of ((0,slides_tree/* child */.jf)(elementsNode, 'a:clrScheme') ?? root).children.filter((e) => (0,slides_tree/* local */.sr)(e) !== 'extLst')) {
            const value = (0,slides_tree/* attr */.CF)((0,slides_tree/* child */.jf)(color, 'a:srgbClr'), 'val') ?? (0,slides_tree/* attr */.CF)((0,slides_tree/* child */.jf)(color, 'a:sysClr'), 'lastClr');
            if (value)
                colors.set((0,slides_tree/* local */.sr)(color), value.toUpperCase());
        }
        const fonts = (0,slides_tree/* child */.jf)(elementsNode, 'a:fontScheme');
        return {
            colors,
            majorFont: (0,slides_tree/* attr */.CF)((0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(fonts, 'a:majorFont'), 'a:latin'), 'typeface'),
            minorFont: (0,slides_tree/* attr */.CF)((0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(fonts, 'a:minorFont'), 'a:latin'), 'typeface'),
        };
    }
    placeholders(root) {
        const result = [];
        const tree = (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(root, 'p:cSld'), 'p:spTree');
        for (const shape of (tree ?? root).children) {
            const ph = placeholderElement(shape);
            if (!ph)
                continue;
            const xfrm = (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(shape, 'p:spPr'), 'a:xfrm');
            result.push({
                type: (0,slides_tree/* attr */.CF)(ph, 'type') ?? 'body',
                idx: (0,slides_tree/* attr */.CF)(ph, 'idx'),
                box: xfrmBox(xfrm),
                lstStyle: (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(shape, 'p:txBody'), 'a:lstStyle'),
            });
        }
        return result;
    }
    // ----- slides
    readSlide(part, key, number) {
        const root = this.xml(part);
        if (!(0,slides_tree.is)(root, 'p:sld'))
            throw new errors/* CorruptDocumentError */.b6(`part '${part}' is not a slide`);
        const layout = this.layoutOf(part);
        const tree = (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(root, 'p:cSld'), 'p:spTree');
        const blocks = tree ? this.readShapes(tree, part, IDENTITY, layout) : [];
        const title = findTitle(blocks);
        const notesRel = this.relOfKind(part, 'notesSlide');
        return {
            story: {
                kind: 'slide',
                key,
                label: (0,model/* slideLabel */.ei)(number, title),
                pageSize: this.slideSize,
                hidden: (0,slides_tree/* attr */.CF)(root, 'show') === '0' || (0,slides_tree/* attr */.CF)(root, 'show') === 'false' ? true : undefined,
                blocks,
            },
            notesPart: notesRel && this.zip.has(notesRel.target) ? notesRel.target : undefined,
        };
    }
    readNotes(part, slideKey, number) {
        const root = this.xml(part);
        const tree = (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(root, 'p:cSld'), 'p:spTree');
        if (!tree)
            return undefined;
        // Only the notes text: the slide image and header/footer fields repeat what the slide says.
        const blocks = this.readShapes(tree, part, IDENTITY, { placeholders: [] }).filter((block) => block.type === 'shape' && !['sldImg', 'sldNum', 'hdr', 'ftr', 'dt'].includes(block.placeholder ?? ''));
        return { kind: 'notes', key: `notes:${slideKey}`, label: `notes of slide ${number}`, blocks };
    }
    /** Comment authors by id: legacy ones (numbers, commentAuthors.xml) and threaded ones (GUIDs, authors.xml). */
    commentAuthors(presentationRels) {
        const authors = new Map();
        for (const rel of presentationRels.values()) {
            const kind = (0,opc/* relationshipKind */.$9)(rel.type);
            if ((kind !== 'commentAuthors' && kind !== 'authors') || rel.external || !this.zip.has(rel.target))
                continue;
            for (const author of this.xml(rel.target).children) {
                if ((0,slides_tree/* local */.sr)(author) === 'cmAuthor' || author.name === 'p188:author')
                    authors.set((0,slides_tree/* attr */.CF)(author, 'id') ?? '', (0,slides_tree/* attr */.CF)(author, 'name') ?? '');
            }
        }
        return authors;
    }
    readComments(slidePart, slideKey, number, authors) {
        const stories = [];
        let count = 0;
        const keys = new Set();
        /** `own` identifies the comment in its file (a threaded comment's or reply's id, a legacy comment's author and index), so adding one does not rename the others. */
        const add = (label, authorId, text, part, element, own) => {
            const author = authors.get(authorId ?? '') || undefined;
            count++;
            let key = `comment:${slideKey}:${own ? own.replace(/:/g, '_') : count}`;
            if (keys.has(key))
                key += `#${count}`;
            keys.add(key);
            stories.push({
                kind: 'comment',
                key,
                label: `${label} on slide ${number}${author ? ` by ${author}` : ''}`,
                author,
                blocks: [{ type: 'paragraph', runs: [{ text, style: {} }], locator: { part, path: (0,slides_tree/* pathOf */.XM)(element) } }],
            });
        };
        for (const rel of this.rels(slidePart).values()) {
            if ((0,opc/* relationshipKind */.$9)(rel.type) !== 'comments' || rel.external || !this.zip.has(rel.target))
                continue;
            // Mixed: a threaded comment's text is that of its paragraphs, runs and all, in order.
            const list = this.xml(rel.target, true);
            if ((0,slides_tree/* inVocabulary */.ww)(list, 'p188')) {
                // Threaded: each comment, then each of its replies, as comments of their own.
                let number = 0;
                for (const comment of (0,slides_tree/* children */.Y_)(list, 'p188:cm')) {
                    number++;
                    add(`comment ${number}`, (0,slides_tree/* attr */.CF)(comment, 'authorId'), threadedText(comment), rel.target, comment, (0,slides_tree/* attr */.CF)(comment, 'id'));
                    const replies = (0,slides_tree/* child */.jf)(comment, 'p188:replyLst');
                    let reply = 0;
                    for (const entry of (0,slides_tree/* children */.Y_)(replies, 'p188:reply')) {
                        reply++;
                        add(`reply ${reply} to comment ${number}`, (0,slides_tree/* attr */.CF)(entry, 'authorId'), threadedText(entry), rel.target, entry, (0,slides_tree/* attr */.CF)(entry, 'id'));
                    }
                }
                continue;
            }
            const root = (0,slides_tree/* local */.sr)(list);
            if (!(0,slides_tree.is)(list, 'p:cmLst')) {
                this.warn('unknown-comments', `slide comments in '${root}' markup are not compared`, {
                    part: rel.target,
                    path: '',
                });
                continue;
            }
            for (const [k, comment] of (0,slides_tree/* children */.Y_)(list, 'p:cm').entries()) {
                const idx = (0,slides_tree/* attr */.CF)(comment, 'idx');
                add(`comment ${k + 1}`, (0,slides_tree/* attr */.CF)(comment, 'authorId'), (0,slides_tree/* textContent */.P_)((0,slides_tree/* child */.jf)(comment, 'p:text')) ?? '', rel.target, comment, idx !== undefined ? `author${(0,slides_tree/* attr */.CF)(comment, 'authorId') ?? ''}-${idx}` : undefined);
            }
        }
        return stories;
    }
    readShapes(container, part, transform, layout) {
        const blocks = [];
        for (const element of container.children) {
            if ((0,slides_tree.is)(element, 'mc:AlternateContent')) {
                // Prefer the fallback: it is what every consumer understands; choices need extensions.
                const branch = (0,slides_tree/* child */.jf)(element, 'mc:Fallback') ?? (0,slides_tree/* child */.jf)(element, 'mc:Choice');
                if (branch)
                    blocks.push(...this.readShapes(branch, part, transform, layout));
                continue;
            }
            const shape = this.readShape(element, part, transform, layout);
            if (shape)
                blocks.push(shape);
        }
        return blocks;
    }
    readShape(element, part, transform, layout) {
        const locator = { part, path: (0,slides_tree/* pathOf */.XM)(element) };
        if (!(0,slides_tree/* inVocabulary */.ww)(element, 'p'))
            return undefined;
        const name = (0,slides_tree/* local */.sr)(element);
        if (name === 'nvGrpSpPr' || name === 'grpSpPr' || name === 'extLst')
            return undefined;
        const nv = element.children.find((e) => (0,slides_tree/* local */.sr)(e).startsWith('nv'));
        const cNvPr = (0,slides_tree/* child */.jf)(nv, 'p:cNvPr');
        const base = { type: 'shape', id: (0,slides_tree/* attr */.CF)(cNvPr, 'id'), name: (0,slides_tree/* attr */.CF)(cNvPr, 'name') || undefined, locator };
        switch (name) {
            case 'sp':
            case 'cxnSp': {
                const ph = placeholderElement(element);
                const placeholder = ph ? ((0,slides_tree/* attr */.CF)(ph, 'type') ?? 'body') : undefined;
                const inherited = ph ? this.inheritedPlaceholders(ph, layout) : [];
                const own = xfrmBox((0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(element, 'p:spPr'), 'a:xfrm'));
                const box = own ?? inherited.find((p) => p.box)?.box;
                const txBody = (0,slides_tree/* child */.jf)(element, 'p:txBody');
                const blocks = txBody
                    ? this.readTextBody(txBody, part, this.textContext(txBody, placeholder, inherited, layout))
                    : [];
                return { ...base, placeholder, box: box && transform(box), blocks };
            }
            case 'pic': {
                const box = xfrmBox((0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(element, 'p:spPr'), 'a:xfrm'));
                const ph = placeholderElement(element);
                return {
                    ...base,
                    placeholder: ph ? ((0,slides_tree/* attr */.CF)(ph, 'type') ?? 'body') : undefined,
                    box: box && transform(box),
                    blocks: [],
                    object: this.pictureObject(element, part, (0,slides_tree/* attr */.CF)(cNvPr, 'descr')),
                };
            }
            case 'graphicFrame': {
                const box = xfrmBox((0,slides_tree/* child */.jf)(element, 'p:xfrm'));
                const data = (0,slides_tree/* descendant */.YW)(element, 'a:graphicData');
                const uri = (0,slides_tree/* attr */.CF)(data, 'uri') ?? '';
                const table = (0,slides_tree/* child */.jf)(data, 'a:tbl');
                if (table) {
                    const context = this.textContext(undefined, undefined, [], layout);
                    return { ...base, box: box && transform(box), blocks: [this.readTable(table, part, context)] };
                }
                const ph = placeholderElement(element);
                return {
                    ...base,
                    placeholder: ph ? ((0,slides_tree/* attr */.CF)(ph, 'type') ?? 'body') : undefined,
                    box: box && transform(box),
                    blocks: [],
                    object: this.frameObject(data, uri, part, base.name),
                };
            }
            case 'grpSp': {
                const xfrm = (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(element, 'p:grpSpPr'), 'a:xfrm');
                const box = xfrmBox(xfrm);
                const inner = groupTransform(xfrm, transform);
                return { ...base, box: box && transform(box), blocks: this.readShapes(element, part, inner, layout) };
            }
            case 'contentPart':
                this.warn('content-part', 'ink (content parts) on slides is not compared', locator);
                return undefined;
            default:
                this.warn('unknown-shape', `slide element p:${name} is not compared`, locator);
                return undefined;
        }
    }
    inheritedPlaceholders(ph, layout) {
        const type = (0,slides_tree/* attr */.CF)(ph, 'type') ?? 'body';
        const idx = (0,slides_tree/* attr */.CF)(ph, 'idx');
        const found = [];
        const onLayout = (idx !== undefined && layout.placeholders.find((p) => p.idx === idx)) ||
            layout.placeholders.find((p) => p.type === type && (type !== 'body' || idx === undefined || p.idx === undefined));
        if (onLayout)
            found.push(onLayout);
        const masterType = masterPlaceholderType(onLayout?.type ?? type);
        const onMaster = layout.master?.placeholders.find((p) => masterPlaceholderType(p.type) === masterType);
        if (onMaster)
            found.push(onMaster);
        return found;
    }
    textContext(txBody, placeholder, inherited, layout) {
        const master = layout.master;
        const kind = placeholder ? masterPlaceholderType(placeholder) : undefined;
        const txStyle = !placeholder
            ? this.defaultTextStyle
            : kind === 'title'
                ? master?.titleStyle
                : kind === 'body'
                    ? master?.bodyStyle
                    : master?.otherStyle;
        return {
            levels: [
                (0,slides_tree/* child */.jf)(txBody, 'a:lstStyle'),
                ...inherited.map((p) => p.lstStyle),
                txStyle,
                txStyle === this.defaultTextStyle ? undefined : this.defaultTextStyle,
            ],
            theme: master?.theme ?? { colors: new Map() },
            colorMap: master?.colorMap ?? new Map(),
        };
    }
    // ----- text
    readTextBody(txBody, part, context) {
        const paragraphs = [];
        const autoNumbers = new Map();
        for (const p of (0,slides_tree/* children */.Y_)(txBody, 'a:p')) {
            const pPr = (0,slides_tree/* child */.jf)(p, 'a:pPr');
            const level = Math.min(8, Math.max(0, Number((0,slides_tree/* attr */.CF)(pPr, 'lvl') ?? 0) || 0));
            const levelStyles = [pPr, ...context.levels.map((container) => (0,slides_tree/* child */.jf)(container, `a:${LEVEL_NAMES[level]}`))];
            const runs = [];
            for (const element of p.children) {
                if ((0,slides_tree.is)(element, 'a:r') || (0,slides_tree.is)(element, 'a:fld')) {
                    const text = fieldKind(element) ?? (0,slides_tree/* textContent */.P_)((0,slides_tree/* child */.jf)(element, 'a:t')) ?? '';
                    const link = (0,slides_tree/* nsAttr */.p)((0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(element, 'a:rPr'), 'a:hlinkClick'), 'r:id');
                    const run = {
                        text,
                        style: this.runStyle((0,slides_tree/* child */.jf)(element, 'a:rPr'), levelStyles, context),
                        locator: { part, path: (0,slides_tree/* pathOf */.XM)(element) },
                    };
                    if (link) {
                        const target = this.rels(part).get(link)?.target;
                        if (target)
                            run.link = target;
                    }
                    runs.push(run);
                }
                else if ((0,slides_tree.is)(element, 'a:br')) {
                    runs.push({
                        text: '\n',
                        style: this.runStyle((0,slides_tree/* child */.jf)(element, 'a:rPr'), levelStyles, context),
                        locator: { part, path: (0,slides_tree/* pathOf */.XM)(element) },
                    });
                }
            }
            const paragraph = { type: 'paragraph', runs, locator: { part, path: (0,slides_tree/* pathOf */.XM)(p) } };
            const bullet = bulletOf(levelStyles);
            const hasText = runs.some((r) => r.text.trim());
            if (bullet && hasText) {
                let label = bullet.label;
                if (bullet.autoNumber) {
                    const n = (autoNumbers.get(level) ?? bullet.start - 1) + 1;
                    autoNumbers.set(level, n);
                    label = autoNumberLabel(bullet.autoNumber, n);
                }
                paragraph.list = { label, level };
            }
            else if (level > 0) {
                paragraph.list = { label: '', level };
            }
            if (!bullet?.autoNumber)
                autoNumbers.delete(level);
            // The paragraph's own, else its level's in the shape, layout, master and presentation
            // styles: a re-save that writes the master's alignment out is no change. A paragraph with
            // nothing to draw has no visible alignment (LibreOffice rewrites it on empty placeholders).
            const align = levelStyles.map((style) => (0,slides_tree/* attr */.CF)(style, 'algn')).find((value) => value !== undefined);
            if (align && paragraph.runs.some((run) => /\S/.test(run.text)))
                paragraph.alignment = ALIGNMENTS[align] ?? align;
            paragraphs.push(paragraph);
        }
        return paragraphs;
    }
    runStyle(rPr, levelStyles, context) {
        const chain = [rPr, ...levelStyles.map((pPr) => (0,slides_tree/* child */.jf)(pPr, 'a:defRPr'))].filter((e) => !!e);
        const style = {};
        const first = (read) => {
            for (const element of chain) {
                const value = read(element);
                if (value !== undefined)
                    return value;
            }
            return undefined;
        };
        const bold = first((e) => flag((0,slides_tree/* attr */.CF)(e, 'b')));
        if (bold)
            style.bold = true;
        const italic = first((e) => flag((0,slides_tree/* attr */.CF)(e, 'i')));
        if (italic)
            style.italic = true;
        const underline = first((e) => (0,slides_tree/* attr */.CF)(e, 'u'));
        if (underline && underline !== 'none')
            style.underline = UNDERLINES[underline] ?? underline;
        const strike = first((e) => (0,slides_tree/* attr */.CF)(e, 'strike'));
        if (strike && strike !== 'noStrike')
            style.strike = true;
        const size = first((e) => (0,slides_tree/* attr */.CF)(e, 'sz'));
        // PowerPoint draws text that no level of the chain sizes at 18 pt, and a re-save may write that out.
        style.size = size && Number.isFinite(Number(size)) ? Number(size) / 100 : DEFAULT_FONT_SIZE;
        const font = first((e) => (0,slides_tree/* attr */.CF)((0,slides_tree/* child */.jf)(e, 'a:latin'), 'typeface'));
        if (font) {
            const resolved = font === '+mj-lt' ? context.theme.majorFont : font === '+mn-lt' ? context.theme.minorFont : font;
            if (resolved)
                style.font = resolved;
        }
        const color = first((e) => {
            const fill = (0,slides_tree/* child */.jf)(e, 'a:solidFill');
            return fill ? (this.color(fill, context) ?? '') : undefined;
        });
        if (color)
            style.color = color;
        // PowerPoint draws a hyperlink in the theme's hyperlink colour, whatever the run's own, unless
        // the link asks for the text colour (Office 2019's hlinkClr extension); LibreOffice writes it out.
        const link = (0,slides_tree/* child */.jf)(rPr, 'a:hlinkClick');
        if (link && !descendantsNamed(link, 'hlinkClr').some((e) => (0,slides_tree/* attr */.CF)(e, 'val') === 'tx')) {
            const linkColour = context.theme.colors.get(context.colorMap.get('hlink') ?? 'hlink');
            if (linkColour)
                style.color = linkColour;
        }
        // A hyperlink is drawn underlined unless its run says how to underline it.
        if (link && (0,slides_tree/* attr */.CF)(rPr, 'u') === undefined)
            style.underline = 'single';
        const highlight = first((e) => {
            const fill = (0,slides_tree/* child */.jf)(e, 'a:highlight');
            return fill ? (this.color(fill, context) ?? '') : undefined;
        });
        if (highlight)
            style.highlight = highlight;
        const baseline = Number(first((e) => (0,slides_tree/* attr */.CF)(e, 'baseline')) ?? 0);
        if (baseline > 0)
            style.vertAlign = 'superscript';
        else if (baseline < 0)
            style.vertAlign = 'subscript';
        return style;
    }
    color(fill, context) {
        const element = fill.children.find((c) => ['a:srgbClr', 'a:schemeClr', 'a:sysClr', 'a:prstClr', 'a:scrgbClr', 'a:hslClr'].includes(c.name));
        const base = element && this.baseColor(element, context);
        return base && element ? applyColorTransforms(base, element) : base;
    }
    baseColor(element, context) {
        switch (element.name) {
            case 'a:srgbClr':
                return (0,slides_tree/* attr */.CF)(element, 'val')?.toUpperCase();
            case 'a:schemeClr': {
                const name = (0,slides_tree/* attr */.CF)(element, 'val') ?? '';
                return context.theme.colors.get(context.colorMap.get(name) ?? DEFAULT_COLOR_MAP[name] ?? name);
            }
            case 'a:sysClr':
                return ((0,slides_tree/* attr */.CF)(element, 'lastClr') ?? '').toUpperCase() || undefined;
            case 'a:prstClr':
                return PRESET_COLORS[(0,slides_tree/* attr */.CF)(element, 'val') ?? ''];
            default:
                return undefined;
        }
    }
    readTable(table, part, context) {
        const tblPr = (0,slides_tree/* child */.jf)(table, 'a:tblPr');
        const styleId = (0,slides_tree/* textContent */.P_)((0,slides_tree/* child */.jf)(tblPr, 'a:tableStyleId'))?.trim();
        const style = styleId ? this.tableStyles.get(styleId) : undefined;
        const rowElements = (0,slides_tree/* children */.Y_)(table, 'a:tr');
        const look = tableLook(tblPr, rowElements.length, gridColumns(table));
        const rows = rowElements.map((tr, rowIndex) => {
            let column = 0;
            return {
                locator: { part, path: (0,slides_tree/* pathOf */.XM)(tr) },
                cells: (0,slides_tree/* children */.Y_)(tr, 'a:tc').map((tc) => {
                    const txBody = (0,slides_tree/* child */.jf)(tc, 'a:txBody');
                    const span = Number((0,slides_tree/* attr */.CF)(tc, 'gridSpan') ?? 1);
                    const cellContext = {
                        ...context,
                        levels: [(0,slides_tree/* child */.jf)(txBody, 'a:lstStyle'), cellTextStyle(style, look, rowIndex, column), ...context.levels],
                    };
                    column += span > 1 ? span : 1;
                    const cell = {
                        blocks: txBody ? this.readTextBody(txBody, part, cellContext) : [],
                        locator: { part, path: (0,slides_tree/* pathOf */.XM)(tc) },
                    };
                    if (span > 1)
                        cell.colSpan = span;
                    if (Number((0,slides_tree/* attr */.CF)(tc, 'rowSpan') ?? 1) > 1)
                        cell.vMerge = 'restart';
                    if (flag((0,slides_tree/* attr */.CF)(tc, 'vMerge')))
                        cell.vMerge = 'continue';
                    return cell;
                }),
            };
        });
        return {
            type: 'table',
            rows,
            styleName: styleId ? (style && (0,slides_tree/* attr */.CF)(style, 'styleName')) || styleId : undefined,
            locator: { part, path: (0,slides_tree/* pathOf */.XM)(table) },
        };
    }
    // ----- objects
    pictureObject(element, part, description) {
        const blip = (0,slides_tree/* descendant */.YW)((0,slides_tree/* child */.jf)(element, 'p:blipFill'), 'a:blip');
        const embed = (0,slides_tree/* nsAttr */.p)(blip, 'r:embed');
        const link = (0,slides_tree/* nsAttr */.p)(blip, 'r:link');
        const rel = this.rels(part).get(embed ?? link ?? '');
        if (rel && !rel.external && this.zip.has(rel.target)) {
            return {
                kind: 'image',
                hash: (0,digest/* sha1 */.N)(this.zip.read(rel.target)),
                name: description || rel.target.slice(rel.target.lastIndexOf('/') + 1),
            };
        }
        if (rel?.external)
            return { kind: 'image', hash: (0,digest/* sha1 */.N)(rel.target), name: description || rel.target };
        this.warn('missing-image', 'a picture whose image part is missing is compared by its markup', {
            part,
            path: (0,slides_tree/* pathOf */.XM)(element),
        });
        return { kind: 'image', hash: (0,digest/* sha1 */.N)((0,slides_tree/* pathOf */.XM)(element) + (embed ?? '')), name: description || 'picture' };
    }
    frameObject(data, uri, part, name) {
        const rels = this.rels(part);
        const hashParts = (ids) => {
            const digests = [];
            for (const id of ids) {
                const rel = id ? rels.get(id) : undefined;
                if (rel && !rel.external && this.zip.has(rel.target))
                    digests.push((0,digest/* sha1 */.N)(this.zip.read(rel.target)));
            }
            return digests.length ? (0,digest/* sha1 */.N)(digests.join(',')) : undefined;
        };
        const markupHash = () => (0,digest/* sha1 */.N)(data ? (0,xml_tree/* canonicalXml */.K1)(data) : uri);
        if (uri.endsWith('/chart') || uri.endsWith('/chartex')) {
            const chart = data?.children.find((e) => (0,slides_tree/* local */.sr)(e) === 'chart');
            const rel = rels.get((0,slides_tree/* nsAttr */.p)(chart, 'r:id') ?? '');
            const identity = rel && !rel.external ? (0,shared_chart/* chartIdentity */.jH)(this.zip.text(rel.target), rel.target) : undefined;
            if (identity)
                return { kind: 'chart', ...identity, name: name || 'chart' };
            return { kind: 'chart', hash: hashParts([(0,slides_tree/* nsAttr */.p)(chart, 'r:id')]) ?? markupHash(), name: name || 'chart' };
        }
        if (uri.endsWith('/diagram')) {
            const ids = data?.children.find((e) => (0,slides_tree/* local */.sr)(e) === 'relIds');
            const hash = hashParts(['dm', 'lo', 'qs', 'cs'].map((a) => (0,slides_tree/* nsAttr */.p)(ids, `r:${a}`)));
            return { kind: 'object', hash: hash ?? markupHash(), name: name || 'SmartArt' };
        }
        if (uri.endsWith('/ole')) {
            const ole = data && (0,slides_tree/* descendant */.YW)(data, 'p:oleObj');
            return {
                kind: 'object',
                hash: hashParts([(0,slides_tree/* nsAttr */.p)(ole, 'r:id')]) ?? markupHash(),
                name: (0,slides_tree/* attr */.CF)(ole, 'progId') || name || 'object',
            };
        }
        this.warn('unknown-graphic', `a graphic frame of type '${uri}' is compared as a whole`);
        return { kind: 'object', hash: markupHash(), name: name || 'object' };
    }
}
/** The text of a threaded comment or reply: the paragraphs of its own p188:txBody. */
function threadedText(entry) {
    const body = (0,slides_tree/* child */.jf)(entry, 'p188:txBody');
    return body
        ? (0,slides_tree/* children */.Y_)(body, 'a:p')
            .map((p) => (0,slides_tree/* textContent */.P_)(p))
            .join('\n')
        : '';
}
function placeholderElement(shape) {
    const nv = shape.children.find((e) => (0,slides_tree/* local */.sr)(e).startsWith('nv'));
    return (0,slides_tree/* child */.jf)((0,slides_tree/* child */.jf)(nv, 'p:nvPr'), 'p:ph');
}
function masterPlaceholderType(type) {
    if (type === 'ctrTitle' || type === 'title')
        return 'title';
    if (type === 'subTitle' ||
        type === 'obj' ||
        type === 'body' ||
        type === 'tbl' ||
        type === 'chart' ||
        type === 'pic' ||
        type === 'clipArt' ||
        type === 'dgm' ||
        type === 'media')
        return 'body';
    return type;
}
function emu(value) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    return Number.isFinite(n) ? n / EMU_PER_POINT : undefined;
}
function xfrmBox(xfrm) {
    const off = (0,slides_tree/* child */.jf)(xfrm, 'a:off');
    const ext = (0,slides_tree/* child */.jf)(xfrm, 'a:ext');
    if (!off || !ext)
        return undefined;
    return {
        x: emu((0,slides_tree/* attr */.CF)(off, 'x')) ?? 0,
        y: emu((0,slides_tree/* attr */.CF)(off, 'y')) ?? 0,
        width: emu((0,slides_tree/* attr */.CF)(ext, 'cx')) ?? 0,
        height: emu((0,slides_tree/* attr */.CF)(ext, 'cy')) ?? 0,
    };
}
/** Maps a group's child coordinates (chOff/chExt) onto its own box, then through the outer transform. */
function groupTransform(xfrm, outer) {
    const box = xfrmBox(xfrm);
    const chOff = (0,slides_tree/* child */.jf)(xfrm, 'a:chOff');
    const chExt = (0,slides_tree/* child */.jf)(xfrm, 'a:chExt');
    if (!box || !chOff || !chExt)
        return outer;
    const cx = emu((0,slides_tree/* attr */.CF)(chOff, 'x')) ?? 0;
    const cy = emu((0,slides_tree/* attr */.CF)(chOff, 'y')) ?? 0;
    const cw = emu((0,slides_tree/* attr */.CF)(chExt, 'cx')) ?? 0;
    const ch = emu((0,slides_tree/* attr */.CF)(chExt, 'cy')) ?? 0;
    const sx = cw ? box.width / cw : 1;
    const sy = ch ? box.height / ch : 1;
    return (inner) => outer({
        x: box.x + (inner.x - cx) * sx,
        y: box.y + (inner.y - cy) * sy,
        width: inner.width * sx,
        height: inner.height * sy,
    });
}
function flag(value) {
    if (value === undefined)
        return undefined;
    return value === '1' || value === 'true' || value === 'on';
}
function findTitle(blocks) {
    for (const block of blocks) {
        if (block.type === 'shape' && (block.placeholder === 'title' || block.placeholder === 'ctrTitle')) {
            const text = block.blocks
                .map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : ''))
                .join(' ')
                .replace(/\s+/g, ' ')
                .trim();
            if (text)
                return text;
        }
    }
    return undefined;
}
function bulletOf(levelStyles) {
    for (const pPr of levelStyles) {
        if (!pPr)
            continue;
        if ((0,slides_tree/* child */.jf)(pPr, 'a:buNone'))
            return undefined;
        const char = (0,slides_tree/* child */.jf)(pPr, 'a:buChar');
        if (char)
            return { label: (0,slides_tree/* attr */.CF)(char, 'char') ?? '•', start: 1 };
        const auto = (0,slides_tree/* child */.jf)(pPr, 'a:buAutoNum');
        if (auto)
            return {
                label: '',
                autoNumber: (0,slides_tree/* attr */.CF)(auto, 'type') ?? 'arabicPeriod',
                start: Number((0,slides_tree/* attr */.CF)(auto, 'startAt') ?? 1) || 1,
            };
        if ((0,slides_tree/* child */.jf)(pPr, 'a:buBlip'))
            return { label: '•', start: 1 };
    }
    return undefined;
}
function autoNumberLabel(type, n) {
    const letter = (upper) => String.fromCharCode((upper ? 65 : 97) + ((n - 1) % 26));
    const roman = (upper) => {
        const numerals = [
            [1000, 'm'],
            [900, 'cm'],
            [500, 'd'],
            [400, 'cd'],
            [100, 'c'],
            [90, 'xc'],
            [50, 'l'],
            [40, 'xl'],
            [10, 'x'],
            [9, 'ix'],
            [5, 'v'],
            [4, 'iv'],
            [1, 'i'],
        ];
        let rest = n;
        let s = '';
        for (const [value, numeral] of numerals)
            while (rest >= value) {
                s += numeral;
                rest -= value;
            }
        return upper ? s.toUpperCase() : s;
    };
    const body = type.startsWith('alphaUc')
        ? letter(true)
        : type.startsWith('alphaLc')
            ? letter(false)
            : type.startsWith('romanUc')
                ? roman(true)
                : type.startsWith('romanLc')
                    ? roman(false)
                    : String(n);
    if (type.endsWith('ParenBoth'))
        return `(${body})`;
    if (type.endsWith('ParenR'))
        return `${body})`;
    if (type.endsWith('Period'))
        return `${body}.`;
    return body;
}
const ALIGNMENTS = { l: 'left', ctr: 'center', r: 'right', just: 'both', dist: 'distribute' };
const UNDERLINES = {
    sng: 'single',
    dbl: 'double',
    heavy: 'thick',
    dotted: 'dotted',
    dash: 'dash',
    wavy: 'wave',
};
const DEFAULT_COLOR_MAP = { bg1: 'lt1', tx1: 'dk1', bg2: 'lt2', tx2: 'dk2' };
const PRESET_COLORS = {
    black: '000000',
    white: 'FFFFFF',
    red: 'FF0000',
    green: '008000',
    blue: '0000FF',
    yellow: 'FFFF00',
};
/**
 * Fields PowerPoint fills in when it draws the slide, by their kind (as the ODP reader reads
 * them): the cached text is what the last program wrote (`1`, `‹#›`, `<number>`, a date).
 */
function fieldKind(element) {
    if (!(0,slides_tree.is)(element, 'a:fld'))
        return undefined;
    const type = (0,slides_tree/* attr */.CF)(element, 'type') ?? '';
    if (type === 'slidenum')
        return '‹#›';
    if (type.startsWith('datetime'))
        return '‹date›';
    return undefined;
}
/** Descendants with a local name, whatever prefix their (extension) namespace has. */
function descendantsNamed(element, name) {
    const found = [];
    const visit = (e) => {
        for (const c of e.children) {
            if (c.name.slice(c.name.indexOf(':') + 1) === name)
                found.push(c);
            visit(c);
        }
    };
    visit(element);
    return found;
}

;// CONCATENATED MODULE: ./src/engine/formats/slides/index.ts


/**
 * Reader of the presentation family: PresentationML packages (pptx, pptm, potx, potm) and
 * OpenDocument presentations (odp), with a differ that aligns slides by content.
 */
const slidesReader = {
    family: 'slides',
    formats: ['pptx', 'pptm', 'potx', 'potm', 'odp'],
    read: async (bytes, format, options) => {
        if (format === 'odp')
            return (await __webpack_require__.e(/* import() */ 6209).then(__webpack_require__.bind(__webpack_require__, 66209))).readOdp(bytes, options);
        return readPptx(bytes, format, options);
    },
    diff: diff/* diffSlides */.S,
};



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

/***/ 54582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ attr),
/* harmony export */   P_: () => (/* binding */ textContent),
/* harmony export */   XM: () => (/* binding */ pathOf),
/* harmony export */   YW: () => (/* binding */ descendant),
/* harmony export */   Y_: () => (/* binding */ children),
/* harmony export */   iK: () => (/* binding */ readPresentationPart),
/* harmony export */   is: () => (/* binding */ is),
/* harmony export */   jf: () => (/* binding */ child),
/* harmony export */   p: () => (/* binding */ nsAttr),
/* harmony export */   sr: () => (/* binding */ local),
/* harmony export */   ww: () => (/* binding */ inVocabulary)
/* harmony export */ });
/* harmony import */ var _package_namespaces__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10292);
/* harmony import */ var _package_xml_tree__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66372);


/** PresentationML, with PowerPoint's threaded comments (p188: modernComment_*.xml and authors.xml). */
const PRESENTATIONML_PREFIXES = { ..._package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .OOXML_PREFIXES */ .tc, ...(0,_package_namespaces__WEBPACK_IMPORTED_MODULE_0__/* .prefixTable */ .ZH)(['p', 'p188']) };
/**
 * Reads one PresentationML part. `mixed` keeps text and elements in order, for parts whose
 * text is read across elements (threaded comments).
 */
function readPresentationPart(text, part, mixed = false) {
    return (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .readXmlTree */ .a9)(text, part, { prefixes: PRESENTATIONML_PREFIXES, paths: true, mixed }).root;
}
function child(parent, name) {
    return parent?.child(name);
}
function children(parent, name) {
    return parent ? parent.children.filter((element) => element.name === name) : [];
}
/** First descendant with this name, depth first. */
function descendant(parent, name) {
    return parent && (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .findDescendant */ .T5)(parent, name);
}
/** An attribute as written (an empty value counts). */
function attr(element, name) {
    return element?.attrs[name];
}
/** A namespaced attribute by canonical name (`r:embed`); empty values count as absent. */
function nsAttr(element, name) {
    const value = element?.attrs[name];
    return value === '' ? undefined : value;
}
/** Local name of an element (`p:sp` → `sp`). */
function local(element) {
    return (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .localName */ .fk)(element.name);
}
/** Whether the element is in a vocabulary, by canonical prefix (`p`). */
function inVocabulary(element, prefix) {
    return !!element && element.name.length > prefix.length && element.name.startsWith(`${prefix}:`);
}
/** All text inside the element, in document order (exact order needs the part read `mixed`). */
function textContent(element) {
    return element && (0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_1__/* .deepText */ .MB)(element);
}
/** The element's locator path (parts are read with paths). */
function pathOf(element) {
    return element.path ?? '';
}
/** Whether the element has this canonical name. */
function is(element, name) {
    return element?.name === name;
}


/***/ })

};
