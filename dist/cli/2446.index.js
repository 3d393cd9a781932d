export const id = 2446;
export const ids = [2446,1318,8937];
export const modules = {

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

/***/ 1521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ PRESENTATION_ANCHOR),
/* harmony export */   S: () => (/* binding */ diffSlides)
/* harmony export */ });
/* harmony import */ var _diff_compare__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18711);
/* harmony import */ var _diff_alignment__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(26329);
/* harmony import */ var _diff_sequence__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25087);
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
    const rest = (model) => ({ ...model, stories: model.stories.filter((s) => s.kind !== 'slide' && s.kind !== 'notes' && s.kind !== 'comment') });
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
    return slide.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_6__/* .blockText */ .dK).filter((t) => t.trim()).join('\n');
}
function diffPairedSlides(a, b, storiesA, storiesB, context) {
    (0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffBlockLists */ .yc)(a.blocks, b.blocks, context, { a: { story: a.key, path: [] }, b: { story: b.key, path: [] }, place: `${b.label}, `, nested: false });
    if (context.options.detectStyleChanges)
        tableStyleChanges(a.blocks, b.blocks, { story: a.key, blockPath: [] }, { story: b.key, blockPath: [] }, `${b.label}, `, context);
    const notesA = storiesA.get(`notes:${a.key}`);
    const notesB = storiesB.get(`notes:${b.key}`);
    if (notesA && notesB)
        (0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffBlockLists */ .yc)(notesA.blocks, notesB.blocks, context, { a: { story: notesA.key, path: [] }, b: { story: notesB.key, path: [] }, place: `${notesB.label}, `, nested: false });
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
            return block.rows.map((row) => row.cells.map((cell) => cell.blocks.map(contentKey).join('\u0002')).join('\u0003')).join('\u0004');
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
        return [...gapA.map((a) => ({ kind: 'deleted', a })), ...gapB.map((b) => ({ kind: 'inserted', b }))];
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
    const keys = (story) => story.blocks.filter((block) => block.type === 'shape').map((shape) => (shape.type === 'shape' ? `${shape.placeholder ?? ''}\u0001${shape.name ?? ''}` : ''));
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
    return Math.abs(a.box.x - b.box.x) <= 0.5 && Math.abs(a.box.width - b.box.width) <= 0.5 && Math.abs(centre(a.box) - centre(b.box)) <= 1;
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
    const slideKey = side.story.startsWith('notes:') ? side.story.slice('notes:'.length) : side.story.startsWith('comment:') ? side.story.split(':').slice(1, 3).join(':') : side.story;
    const entry = data?.slides.find((s) => s.key === slideKey);
    const page = entry?.number ?? 1;
    const whole = { page, pageWidth: size.width, pageHeight: size.height, x: 0, y: 0, width: size.width, height: size.height };
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
    return candidate && (candidate.kind === 'pptx' || candidate.kind === 'odp') && Array.isArray(candidate.slides) ? candidate : undefined;
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
/* harmony export */   $9: () => (/* binding */ relationshipKind),
/* harmony export */   Ar: () => (/* binding */ relativeTarget),
/* harmony export */   CF: () => (/* binding */ attr),
/* harmony export */   DG: () => (/* binding */ descendants),
/* harmony export */   F4: () => (/* binding */ relsPartOf),
/* harmony export */   Hf: () => (/* binding */ attrNs),
/* harmony export */   NO: () => (/* reexport safe */ _shared_xml_dom__WEBPACK_IMPORTED_MODULE_1__.NO),
/* harmony export */   NS: () => (/* binding */ NS),
/* harmony export */   QM: () => (/* reexport safe */ _shared_xml_dom__WEBPACK_IMPORTED_MODULE_1__.QM),
/* harmony export */   W: () => (/* binding */ partFolder),
/* harmony export */   YW: () => (/* binding */ descendant),
/* harmony export */   Y_: () => (/* binding */ children),
/* harmony export */   Yt: () => (/* binding */ elements),
/* harmony export */   e8: () => (/* binding */ sha1),
/* harmony export */   is: () => (/* binding */ is),
/* harmony export */   jf: () => (/* binding */ child),
/* harmony export */   s2: () => (/* binding */ elementAt),
/* harmony export */   vo: () => (/* binding */ parseRelationships),
/* harmony export */   yu: () => (/* binding */ elementPath)
/* harmony export */ });
/* unused harmony export resolvePartName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_xml_dom__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47331);


const NS = {
    p: ['http://schemas.openxmlformats.org/presentationml/2006/main', 'http://purl.oclc.org/ooxml/presentationml/main'],
    a: ['http://schemas.openxmlformats.org/drawingml/2006/main', 'http://purl.oclc.org/ooxml/drawingml/main'],
    r: ['http://schemas.openxmlformats.org/officeDocument/2006/relationships', 'http://purl.oclc.org/ooxml/officeDocument/relationships'],
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
const ELEMENT_NODE = 1;

function is(node, prefix, local) {
    return (!!node &&
        node.nodeType === ELEMENT_NODE &&
        node.localName === local &&
        NS[prefix].includes(node.namespaceURI ?? ''));
}
function elements(parent) {
    const result = [];
    for (let node = parent.firstChild; node; node = node.nextSibling)
        if (node.nodeType === ELEMENT_NODE)
            result.push(node);
    return result;
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
    return parent ? elements(parent).filter((e) => is(e, prefix, local)) : [];
}
/** First descendant with this name, depth first. */
function descendant(parent, prefix, local) {
    if (!parent)
        return undefined;
    for (const element of elements(parent)) {
        if (is(element, prefix, local))
            return element;
        const found = descendant(element, prefix, local);
        if (found)
            return found;
    }
    return undefined;
}
function descendants(parent, prefix, local, into = []) {
    for (const element of elements(parent)) {
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
    while (node.parentNode && node.parentNode.nodeType === ELEMENT_NODE) {
        let index = 0;
        for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling)
            if (sibling.nodeType === ELEMENT_NODE)
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
        element = elements(element)[Number(step)];
    }
    return element;
}
function sha1(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(bytes).digest('hex');
}
/** Directory of a part (`ppt/slides/slide1.xml` → `ppt/slides`). */
function partFolder(part) {
    const slash = part.lastIndexOf('/');
    return slash < 0 ? '' : part.slice(0, slash);
}
/** A relationship target resolved against its source part's folder. */
function resolvePartName(folder, target) {
    if (target.startsWith('/'))
        return target.slice(1);
    const steps = folder ? folder.split('/') : [];
    for (const step of target.split('/')) {
        if (step === '..')
            steps.pop();
        else if (step && step !== '.')
            steps.push(step);
    }
    return steps.join('/');
}
/** The rels part of a part (`ppt/slides/slide1.xml` → `ppt/slides/_rels/slide1.xml.rels`). */
function relsPartOf(part) {
    const folder = partFolder(part);
    const name = part.slice(folder.length ? folder.length + 1 : 0);
    return `${folder ? `${folder}/` : ''}_rels/${name}.rels`;
}
/** Relationships of a part, keyed by id. Types are compared by their last path segment. */
function parseRelationships(text, part) {
    const map = new Map();
    if (!text)
        return map;
    const document = (0,_shared_xml_dom__WEBPACK_IMPORTED_MODULE_1__/* .parseXml */ .NO)(text, relsPartOf(part));
    for (const rel of elements(document.documentElement)) {
        if (rel.localName !== 'Relationship')
            continue;
        const id = rel.getAttribute('Id') ?? '';
        const external = rel.getAttribute('TargetMode') === 'External';
        const target = rel.getAttribute('Target') ?? '';
        map.set(id, { id, type: rel.getAttribute('Type') ?? '', target: external ? target : resolvePartName(partFolder(part), target), external });
    }
    return map;
}
function relationshipKind(type) {
    return type.slice(type.lastIndexOf('/') + 1);
}
/** A relationship target given relative to its source folder (for writing rels parts). */
function relativeTarget(fromFolder, part) {
    const from = fromFolder ? fromFolder.split('/') : [];
    const to = part.split('/');
    let common = 0;
    while (common < from.length && common < to.length - 1 && from[common] === to[common])
        common++;
    return [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/');
}


/***/ }),

/***/ 61318:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ diffArrays)
/* harmony export */ });
/* unused harmony export arrayDiff */
/* harmony import */ var _base_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63102);

class ArrayDiff extends _base_js__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A {
    tokenize(value) {
        return value.slice();
    }
    join(value) {
        return value;
    }
    removeEmpty(value) {
        return value;
    }
}
const arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
    return arrayDiff.diff(oldArr, newArr, options);
}


/***/ }),

/***/ 63102:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ Diff)
/* harmony export */ });
class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}


/***/ })

};
