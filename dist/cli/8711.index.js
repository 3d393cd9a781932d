export const id = 8711;
export const ids = [8711];
export const modules = {

/***/ 26329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ originAnchor),
/* harmony export */   i: () => (/* binding */ alignWithMoves)
/* harmony export */ });
/* harmony import */ var _sequence__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25087);

/**
 * Aligns two keyed lists: the line diff of the keys, then exact moves (a deleted key met again
 * among the insertions, for items `movable` allows), then each gap between equal runs paired by
 * `pairGap`. A moved item arriving inside a gap does not split it: an edited item on one side of
 * the arrival and its old version on the other must still pair (one in-place edit).
 */
function alignWithMoves(aIds, bIds, movable, pairGap) {
    const ops = (0,_sequence__WEBPACK_IMPORTED_MODULE_0__/* .alignSequences */ .y)(aIds, bIds);
    const deletedByKey = new Map();
    for (const op of ops) {
        if (op.kind !== 'delete')
            continue;
        for (let i = op.aStart; i < op.aEnd; i++) {
            if (!movable('a', i))
                continue;
            const list = deletedByKey.get(aIds[i]);
            if (list)
                list.push(i);
            else
                deletedByKey.set(aIds[i], [i]);
        }
    }
    const movedFrom = new Set();
    const movedTo = new Map(); // b index -> a index
    if (deletedByKey.size) {
        for (const op of ops) {
            if (op.kind !== 'insert')
                continue;
            for (let j = op.bStart; j < op.bEnd; j++) {
                const list = deletedByKey.get(bIds[j]);
                if (!list?.length || !movable('b', j))
                    continue;
                const i = list.shift();
                movedFrom.add(i);
                movedTo.set(j, i);
            }
        }
    }
    const alignment = [];
    const leftoverDeleted = [];
    const leftoverInserted = [];
    let gapDeleted = [];
    let gapInserted = [];
    let gapMoves = [];
    const flushGap = () => {
        const items = gapDeleted.length || gapInserted.length ? pairGap(gapDeleted, gapInserted) : [];
        let move = 0;
        for (const item of items) {
            if (item.kind !== 'deleted')
                while (move < gapMoves.length && gapMoves[move].b < item.b)
                    alignment.push(gapMoves[move++]);
            alignment.push(item);
            if (item.kind === 'deleted')
                leftoverDeleted.push(item.a);
            if (item.kind === 'inserted')
                leftoverInserted.push(item.b);
        }
        while (move < gapMoves.length)
            alignment.push(gapMoves[move++]);
        gapDeleted = [];
        gapInserted = [];
        gapMoves = [];
    };
    for (const op of ops) {
        if (op.kind === 'equal') {
            flushGap();
            for (let k = 0; k < op.aEnd - op.aStart; k++)
                alignment.push({ kind: 'equal', a: op.aStart + k, b: op.bStart + k });
        }
        else if (op.kind === 'delete') {
            for (let i = op.aStart; i < op.aEnd; i++)
                if (!movedFrom.has(i))
                    gapDeleted.push(i);
        }
        else {
            for (let j = op.bStart; j < op.bEnd; j++) {
                const from = movedTo.get(j);
                if (from === undefined)
                    gapInserted.push(j);
                else
                    gapMoves.push({ kind: 'moved', a: from, b: j, identical: true });
            }
        }
    }
    flushGap();
    return { alignment, leftoverDeleted, leftoverInserted };
}
/**
 * Where a moved item's origin lies in the target: before the target item aligned with the first
 * source item after it that stayed in place (equal or paired).
 */
function originAnchor(alignment, sourceIndex, length) {
    let best = length;
    let bestA = Infinity;
    for (const item of alignment) {
        if ((item.kind === 'equal' || item.kind === 'paired') && item.a > sourceIndex && item.a < bestA) {
            bestA = item.a;
            best = item.b;
        }
    }
    return best;
}


/***/ }),

/***/ 18711:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yc: () => (/* binding */ diffBlockLists),
  me: () => (/* binding */ diffDocuments)
});

// UNUSED EXPORTS: blockKey

// EXTERNAL MODULE: ./src/engine/model/document.ts
var model_document = __webpack_require__(64451);
// EXTERNAL MODULE: ./src/engine/diff/alignment.ts
var diff_alignment = __webpack_require__(26329);
// EXTERNAL MODULE: ./src/engine/diff/sequence.ts
var sequence = __webpack_require__(25087);
// EXTERNAL MODULE: ./src/engine/diff/similarity.ts
var diff_similarity = __webpack_require__(38785);
// EXTERNAL MODULE: ./src/engine/diff/sink.ts
var diff_sink = __webpack_require__(87633);
// EXTERNAL MODULE: ./src/engine/diff/tokens.ts
var tokens = __webpack_require__(26588);
;// CONCATENATED MODULE: ./src/engine/diff/paragraph.ts




function diffParagraphs(a, b, aSide, bSide, place, options, sink) {
    const pa = (0,tokens/* paragraphText */.ex)(a);
    const pb = (0,tokens/* paragraphText */.ex)(b);
    const ta = (0,tokens/* tokenizeText */.Bj)(pa.text, options.wordSeparators, pa.objects);
    const tb = (0,tokens/* tokenizeText */.Bj)(pb.text, options.wordSeparators, pb.objects);
    const interner = new sequence/* Interner */.M();
    const ops = (0,sequence/* alignSequences */.y)(ta.map((t) => interner.id(t.key)), tb.map((t) => interner.id(t.key)));
    const pending = [];
    const equalRanges = [];
    for (const group of groupOps(ops, ta, options.detailsLevel)) {
        const aStart = charStart(ta, group.aStart, pa.text.length);
        const aEnd = charEnd(ta, group.aEnd, aStart);
        const bStart = charStart(tb, group.bStart, pb.text.length);
        const bEnd = charEnd(tb, group.bEnd, bStart);
        if (group.equal) {
            equalRanges.push([aStart, aEnd, bStart, bEnd]);
            continue;
        }
        if (options.detailsLevel === 'high') {
            for (const piece of characterPieces(pa.text, aStart, aEnd, pb.text, bStart, bEnd)) {
                if (piece.equal)
                    equalRanges.push([piece.aStart, piece.aEnd, piece.bStart, piece.bEnd]);
                else
                    pending.push(textChange(pa, pb, piece.aStart, piece.aEnd, piece.bStart, piece.bEnd, aSide, bSide, place, sink));
            }
        }
        else {
            pending.push(textChange(pa, pb, aStart, aEnd, bStart, bEnd, aSide, bSide, place, sink));
        }
    }
    if (options.detectStyleChanges) {
        pending.push(...styleChanges(a, b, pa, pb, equalRanges, aSide, bSide, place, sink));
    }
    pending.sort((x, y) => x.order - y.order);
    for (const change of pending)
        change.emit();
}
/** Style changes of two paragraphs whose text is equal. */
function paragraphStyleChanges(a, b, aSide, bSide, place, sink) {
    if (styleSignature(a) === styleSignature(b) && a.styleName === b.styleName && a.alignment === b.alignment)
        return;
    const pa = (0,tokens/* paragraphText */.ex)(a);
    const pb = (0,tokens/* paragraphText */.ex)(b);
    const pending = styleChanges(a, b, pa, pb, [[0, pa.text.length, 0, pb.text.length]], aSide, bSide, place, sink);
    for (const change of pending)
        change.emit();
}
function styleSignature(paragraph) {
    let signature = '';
    for (const run of paragraph.runs)
        signature += `${run.text.length}:${styleKey(run.style)};`;
    return signature;
}
function styleKey(style) {
    let key = '';
    for (const property of model_document/* RUN_STYLE_PROPERTIES */.Un)
        key += `${normalizeStyleValue(property, style[property])}|`;
    return key;
}
function groupOps(ops, ta, level) {
    const groups = [];
    let current;
    for (let k = 0; k < ops.length; k++) {
        const op = ops[k];
        if (op.kind !== 'equal') {
            if (!current)
                current = { equal: false, aStart: op.aStart, aEnd: op.aEnd, bStart: op.bStart, bEnd: op.bEnd };
            else {
                current.aEnd = Math.max(current.aEnd, op.aEnd);
                current.bEnd = Math.max(current.bEnd, op.bEnd);
            }
            continue;
        }
        const next = ops[k + 1];
        if (current && next && next.kind !== 'equal' && bridgeable(ta, op.aStart, op.aEnd, level)) {
            current.aEnd = op.aEnd;
            current.bEnd = op.bEnd;
            continue;
        }
        if (current)
            groups.push(current);
        current = undefined;
        groups.push({ equal: true, aStart: op.aStart, aEnd: op.aEnd, bStart: op.bStart, bEnd: op.bEnd });
    }
    if (current)
        groups.push(current);
    return groups;
}
/** Whether an equal stretch between two changes is small enough to fold into one change. */
function bridgeable(tokens, start, end, level) {
    if (level === 'high')
        return false;
    let words = 0;
    for (let k = start; k < end; k++) {
        const kind = tokens[k].kind;
        if (kind === 'space')
            continue;
        if (level === 'middle')
            return false;
        if (kind === 'word' || kind === 'object')
            words++;
        if (words > 1 || (kind === 'word' && tokens[k].end - tokens[k].start > 3))
            return false;
    }
    return level === 'middle' || end - start <= 3;
}
function charStart(tokens, index, textLength) {
    return index < tokens.length ? tokens[index].start : textLength;
}
function charEnd(tokens, index, start) {
    return index > 0 ? Math.max(start, tokens[index - 1].end) : start;
}
function characterPieces(aText, aStart, aEnd, bText, bStart, bEnd) {
    const interner = new sequence/* Interner */.M();
    const aChars = Array.from(aText.slice(aStart, aEnd), (c) => interner.id(c));
    const bChars = Array.from(bText.slice(bStart, bEnd), (c) => interner.id(c));
    // Array.from splits by code point; map code-point indexes back to UTF-16 offsets.
    const aOffsets = codePointOffsets(aText.slice(aStart, aEnd));
    const bOffsets = codePointOffsets(bText.slice(bStart, bEnd));
    const pieces = [];
    let current;
    for (const op of (0,sequence/* alignSequences */.y)(aChars, bChars)) {
        const piece = {
            aStart: aStart + aOffsets[op.aStart],
            aEnd: aStart + aOffsets[op.aEnd],
            bStart: bStart + bOffsets[op.bStart],
            bEnd: bStart + bOffsets[op.bEnd],
        };
        if (op.kind === 'equal') {
            if (current)
                pieces.push(current);
            current = undefined;
            pieces.push({ equal: true, ...piece });
        }
        else if (!current)
            current = { equal: false, ...piece };
        else {
            current.aEnd = piece.aEnd;
            current.bEnd = piece.bEnd;
        }
    }
    if (current)
        pieces.push(current);
    return pieces;
}
function codePointOffsets(text) {
    const offsets = [0];
    let offset = 0;
    for (const c of text) {
        offset += c.length;
        offsets.push(offset);
    }
    return offsets;
}
/** Shrinks a range so it does not start or end with white space. */
function trimRange(text, start, end) {
    while (start < end && /\s/.test(text[start]))
        start++;
    while (end > start && /\s/.test(text[end - 1]))
        end--;
    return [start, end];
}
function textChange(pa, pb, aStart0, aEnd0, bStart0, bEnd0, aSide, bSide, place, sink) {
    const [aStart, aEnd] = trimRange(pa.text, aStart0, aEnd0);
    const [bStart, bEnd] = trimRange(pb.text, bStart0, bEnd0);
    const hasA = aEnd > aStart;
    const hasB = bEnd > bStart;
    // Changes of white space alone are layout noise, not content.
    if (!hasA && !hasB)
        return { order: bStart0, emit: () => { } };
    const kind = hasA && hasB ? 'Modified' : hasA ? 'Deleted' : 'Inserted';
    const authors = hasB ? authorsIn(pb, bStart, bEnd) : undefined;
    return {
        order: bStart0,
        emit: () => sink.textChange(kind, pa.text.slice(aStart, aEnd), pb.text.slice(bStart, bEnd), (0,diff_sink/* toChangeSide */.b)(aSide, hasA ? aStart : aStart0, hasA ? aEnd : aStart0), (0,diff_sink/* toChangeSide */.b)(bSide, hasB ? bStart : bStart0, hasB ? bEnd : bStart0), place, { authors }),
    };
}
function authorsIn(p, start, end) {
    const authors = new Set();
    for (let k = 0; k < p.runs.length; k++) {
        const runStart = p.runStarts[k];
        const runEnd = runStart + p.runs[k].text.length;
        if (runEnd > start && runStart < end && p.runs[k].author)
            authors.add(p.runs[k].author);
    }
    return authors.size ? [...authors] : undefined;
}
function styleChanges(a, b, pa, pb, equalRanges, aSide, bSide, place, sink) {
    const pieces = [];
    for (const [aStart, aEnd, bStart] of equalRanges)
        collectStylePieces(pa, pb, aStart, aEnd, bStart, pieces);
    const merged = mergePieces(pieces, pb.text);
    const paragraphChanges = paragraphPropertyChanges(a, b);
    const result = [];
    if (paragraphChanges.length) {
        // A restyled paragraph (e.g. Normal → Heading 1) changes the look of all its text: report
        // it once, with the run properties that changed across the whole paragraph.
        const whole = merged.find((p) => p.bStart <= firstNonSpace(pb.text) && p.bEnd >= lastNonSpace(pb.text));
        const changes = [...paragraphChanges, ...(whole?.changes ?? [])];
        result.push({
            order: 0,
            emit: () => sink.textChange('StyleChanged', pa.text.trim(), pb.text.trim(), (0,diff_sink/* toChangeSide */.b)(aSide, 0, pa.text.length), (0,diff_sink/* toChangeSide */.b)(bSide, 0, pb.text.length), place, {
                styleChanges: changes,
            }),
        });
        for (const piece of merged)
            if (piece !== whole)
                result.push(stylePending(piece, pa, pb, aSide, bSide, place, sink));
        return result;
    }
    for (const piece of merged)
        result.push(stylePending(piece, pa, pb, aSide, bSide, place, sink));
    return result;
}
function stylePending(piece, pa, pb, aSide, bSide, place, sink) {
    const [bStart, bEnd] = trimRange(pb.text, piece.bStart, piece.bEnd);
    const shift = bStart - piece.bStart;
    const aStart = piece.aStart + shift;
    const aEnd = aStart + (bEnd - bStart);
    return {
        order: piece.bStart,
        emit: () => sink.textChange('StyleChanged', pa.text.slice(aStart, aEnd), pb.text.slice(bStart, bEnd), (0,diff_sink/* toChangeSide */.b)(aSide, aStart, aEnd), (0,diff_sink/* toChangeSide */.b)(bSide, bStart, bEnd), place, {
            styleChanges: piece.changes,
        }),
    };
}
function firstNonSpace(text) {
    const m = /\S/.exec(text);
    return m ? m.index : 0;
}
function lastNonSpace(text) {
    for (let k = text.length; k > 0; k--)
        if (/\S/.test(text[k - 1]))
            return k;
    return 0;
}
function paragraphPropertyChanges(a, b) {
    const changes = [];
    const oldStyle = a.styleName ?? 'Normal';
    const newStyle = b.styleName ?? 'Normal';
    if (oldStyle !== newStyle)
        changes.push({ property: 'style', oldValue: oldStyle, newValue: newStyle });
    const oldAlign = a.alignment ?? 'left';
    const newAlign = b.alignment ?? 'left';
    if (oldAlign !== newAlign)
        changes.push({ property: 'alignment', oldValue: oldAlign, newValue: newAlign });
    return changes;
}
/** Walks both run lists over an equal stretch and records where the styles differ. */
function collectStylePieces(pa, pb, aStart, aEnd, bStart, out) {
    let ka = runIndexAt(pa, aStart);
    let kb = runIndexAt(pb, bStart);
    let offset = 0;
    const length = aEnd - aStart;
    while (offset < length && ka < pa.runs.length && kb < pb.runs.length) {
        const aRunEnd = pa.runStarts[ka] + pa.runs[ka].text.length - aStart;
        const bRunEnd = pb.runStarts[kb] + pb.runs[kb].text.length - bStart;
        const stop = Math.min(length, aRunEnd, bRunEnd);
        if (stop > offset) {
            const changes = compareStyles(pa.runs[ka].style, pb.runs[kb].style);
            if (changes.length) {
                out.push({
                    aStart: aStart + offset,
                    aEnd: aStart + stop,
                    bStart: bStart + offset,
                    bEnd: bStart + stop,
                    changes,
                    key: JSON.stringify(changes),
                });
            }
            offset = stop;
        }
        if (aRunEnd <= offset)
            ka++;
        if (bRunEnd <= offset)
            kb++;
    }
}
function runIndexAt(p, offset) {
    let lo = 0;
    let hi = p.runStarts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (p.runStarts[mid] <= offset)
            lo = mid;
        else
            hi = mid - 1;
    }
    // Skip empty runs that start at the offset.
    while (lo < p.runs.length - 1 && p.runStarts[lo] + p.runs[lo].text.length <= offset)
        lo++;
    return lo;
}
/** Joins neighbouring pieces with the same differences when only white space lies between. */
function mergePieces(pieces, bText) {
    const merged = [];
    for (const piece of pieces) {
        const last = merged[merged.length - 1];
        if (last &&
            last.key === piece.key &&
            piece.bStart >= last.bEnd &&
            !/\S/.test(bText.slice(last.bEnd, piece.bStart)) &&
            piece.aStart - last.aEnd === piece.bStart - last.bEnd) {
            last.aEnd = piece.aEnd;
            last.bEnd = piece.bEnd;
            continue;
        }
        merged.push({ ...piece });
    }
    // A difference that touches only white space (a bold space) is invisible.
    return merged.filter((piece) => /\S/.test(bText.slice(piece.bStart, piece.bEnd)));
}
function compareStyles(a, b) {
    const changes = [];
    for (const property of model_document/* RUN_STYLE_PROPERTIES */.Un) {
        const oldValue = normalizeStyleValue(property, a[property]);
        const newValue = normalizeStyleValue(property, b[property]);
        if (oldValue !== newValue)
            changes.push({ property, oldValue, newValue });
    }
    return changes;
}
function normalizeStyleValue(property, value) {
    switch (property) {
        case 'bold':
        case 'italic':
        case 'strike':
            return value ? 'true' : 'false';
        case 'underline':
            return !value || value === 'none' ? 'none' : String(value);
        case 'color':
            return !value || value === 'auto' ? 'auto' : String(value).toUpperCase();
        case 'highlight':
            return !value || value === 'none' || value === 'auto' ? 'none' : String(value);
        case 'vertAlign':
            return value ? String(value) : 'baseline';
        default:
            return value === undefined ? '' : String(value);
    }
}

// EXTERNAL MODULE: ./src/engine/diff/types.ts
var types = __webpack_require__(59597);
;// CONCATENATED MODULE: ./src/engine/diff/compare.ts








/**
 * The diff core. For each pair of stories it aligns blocks (equal blocks by key, similar blocks
 * paired inside the gaps between equal ones, moves found among what is left), diffs words inside
 * paired paragraphs, compares the styles of equal text, and diffs tables row by row and column
 * by column. Changes come out in target document order with deletions at their place.
 */
function diffDocuments(source, target, options = {}) {
    const resolved = { ...types/* DEFAULT_DIFF_OPTIONS */.d, ...options };
    const sink = new diff_sink/* ChangeSink */.Q(resolved);
    const context = { options: resolved, sink, interner: new sequence/* Interner */.M(), wordInterner: new sequence/* Interner */.M() };
    const sourceStories = new Map(source.stories.map((s) => [s.key, s]));
    const seen = new Set();
    for (const story of orderStories(target.stories)) {
        if (!includeStory(story, resolved))
            continue;
        seen.add(story.key);
        const before = sourceStories.get(story.key);
        if (before)
            diffStory(before, story, context);
        else
            sink.storyChange('Inserted', story);
    }
    for (const story of orderStories(source.stories)) {
        if (seen.has(story.key) || !includeStory(story, resolved))
            continue;
        sink.storyChange('Deleted', story);
    }
    return sink.changes;
}
function includeStory(story, options) {
    return options.compareHeadersFooters || (story.kind !== 'header' && story.kind !== 'footer');
}
const STORY_ORDER = {
    message: 0,
    header: 1,
    body: 2,
    sheet: 2,
    slide: 2,
    page: 2,
    notes: 3,
    textbox: 4,
    footnote: 5,
    endnote: 6,
    footer: 7,
    comment: 8,
    attachment: 9,
};
function orderStories(stories) {
    return [...stories].sort((x, y) => STORY_ORDER[x.kind] - STORY_ORDER[y.kind]);
}
function diffStory(source, target, context) {
    const prefix = source.kind === 'body' ? '' : `${target.label}, `;
    diffBlockLists(source.blocks, target.blocks, context, {
        a: { story: source.key, path: [] },
        b: { story: target.key, path: [] },
        place: prefix,
        nested: false,
    });
}
function diffBlockLists(aBlocks, bBlocks, context, scope) {
    const aKeys = aBlocks.map((block) => blockKey(block));
    const bKeys = bBlocks.map((block) => blockKey(block));
    const aIds = aKeys.map((key) => context.interner.id(key));
    const bIds = bKeys.map((key) => context.interner.id(key));
    const alignment = alignBlocks(aBlocks, bBlocks, aIds, bIds, context, scope.nested);
    emitAlignment(aBlocks, bBlocks, alignment, context, scope);
}
function alignBlocks(aBlocks, bBlocks, aIds, bIds, context, nested) {
    // Exact moves first, so a moved paragraph is never mistaken for a rewrite of its neighbour.
    const { alignment, leftoverDeleted, leftoverInserted } = (0,diff_alignment/* alignWithMoves */.i)(aIds, bIds, (side, index) => movable(side === 'a' ? aBlocks[index] : bBlocks[index]), (deleted, inserted) => pairGap(aBlocks, bBlocks, deleted, inserted, context, nested));
    return fewestMoves(aBlocks, findFuzzyMoves(aBlocks, bBlocks, alignment, leftoverDeleted, leftoverInserted, context));
}
/**
 * The line diff keeps one of several equally long sequences of unchanged blocks in place; when
 * blocks moved, that choice decides which blocks are called moved. The reader's answer is the
 * fewest moves: of all matched blocks (unchanged, edited or moved), the largest set whose order
 * both sides agree on stays in place and the rest moved. Blocks too short to be called moved
 * (`movable`) always stay: they weigh more than any number of movable ones. Found as a heaviest
 * increasing subsequence (O(n log n)); only the kinds change, so the target order of the items
 * stays.
 */
function fewestMoves(aBlocks, alignment) {
    if (!alignment.some((item) => item.kind === 'moved'))
        return alignment;
    const matched = [];
    alignment.forEach((item, k) => {
        if (item.kind === 'equal' || item.kind === 'paired' || item.kind === 'moved')
            matched.push(k);
    });
    const a = (k) => alignment[k].a;
    const b = (k) => alignment[k].b;
    const heavy = matched.length + 1;
    const weight = (k) => (movable(aBlocks[a(k)]) ? 1 : heavy);
    // Fenwick tree over target positions: the heaviest chain ending below a position, and its end.
    const size = Math.max(...matched.map(b)) + 2;
    const bestWeight = new Float64Array(size + 1);
    const bestEnd = new Int32Array(size + 1).fill(-1);
    const query = (position) => {
        let value = 0;
        let end = -1;
        for (let i = position; i > 0; i -= i & -i) {
            if (bestWeight[i] > value) {
                value = bestWeight[i];
                end = bestEnd[i];
            }
        }
        return [value, end];
    };
    const update = (position, value, end) => {
        for (let i = position; i <= size; i += i & -i) {
            if (value > bestWeight[i]) {
                bestWeight[i] = value;
                bestEnd[i] = end;
            }
        }
    };
    const previous = new Map();
    let last = -1;
    let lastWeight = 0;
    for (const k of [...matched].sort((x, y) => a(x) - a(y))) {
        const [below, end] = query(b(k) + 1);
        const total = below + weight(k);
        previous.set(k, end);
        update(b(k) + 2, total, k);
        if (total > lastWeight) {
            lastWeight = total;
            last = k;
        }
    }
    const inPlace = new Set();
    for (let k = last; k >= 0; k = previous.get(k) ?? -1)
        inPlace.add(k);
    const movedBefore = matched.filter((k) => alignment[k].kind === 'moved').length;
    if (matched.length - inPlace.size >= movedBefore)
        return alignment;
    return alignment.map((item, k) => {
        if (item.kind === 'equal' && !inPlace.has(k))
            return { kind: 'moved', a: item.a, b: item.b, identical: true };
        if (item.kind === 'paired' && !inPlace.has(k))
            return { kind: 'moved', a: item.a, b: item.b, identical: false };
        if (item.kind === 'moved' && inPlace.has(k))
            return item.identical ? { kind: 'equal', a: item.a, b: item.b } : { kind: 'paired', a: item.a, b: item.b };
        return item;
    });
}
/** Blocks long enough that meeting the same one elsewhere means it moved. */
function movable(block) {
    if (block.type !== 'paragraph')
        return true;
    const text = (0,model_document/* blockText */.dK)(block);
    return text.trim().length >= 20 || (0,tokens/* wordsOf */.Z9)(text).length >= 4;
}
const FUZZY_MOVE_SIMILARITY = 0.8;
/** Paragraphs this short pair by place and style when their words differ. */
const SHORT_WORDS = 4;
const FUZZY_MOVE_MIN_WORDS = 8;
/** Pairs leftover deletions and insertions that are the same block, lightly edited, elsewhere. */
function findFuzzyMoves(aBlocks, bBlocks, alignment, deleted, inserted, context) {
    if (!deleted.length || !inserted.length || deleted.length * inserted.length > 40_000)
        return alignment;
    const wordsA = new Map();
    for (const i of deleted) {
        const words = (0,tokens/* wordsOf */.Z9)((0,model_document/* blockText */.dK)(aBlocks[i]));
        if (words.length >= FUZZY_MOVE_MIN_WORDS)
            wordsA.set(i, words);
    }
    if (!wordsA.size)
        return alignment;
    const moveOf = new Map(); // b -> a
    const taken = new Set();
    for (const j of inserted) {
        const words = (0,tokens/* wordsOf */.Z9)((0,model_document/* blockText */.dK)(bBlocks[j]));
        if (words.length < FUZZY_MOVE_MIN_WORDS)
            continue;
        let best = -1;
        let bestScore = FUZZY_MOVE_SIMILARITY;
        for (const [i, other] of wordsA) {
            if (taken.has(i) || aBlocks[i].type !== bBlocks[j].type)
                continue;
            const score = (0,diff_similarity/* orderedWordSimilarity */.x2)(other, words, context.wordInterner, bestScore);
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
    const result = [];
    for (const item of alignment) {
        if (item.kind === 'deleted' && taken.has(item.a))
            continue;
        if (item.kind === 'inserted' && moveOf.has(item.b)) {
            result.push({ kind: 'moved', a: moveOf.get(item.b), b: item.b, identical: false });
            continue;
        }
        result.push(item);
    }
    return result;
}
/**
 * Inside one gap between equal blocks, pairs deleted and inserted blocks of the same type that
 * are similar enough, keeping their order (a weighted LCS), so "rewrote a paragraph" is one
 * modified paragraph and "replaced a paragraph by an unrelated one" stays delete + insert.
 */
function pairGap(aBlocks, bBlocks, deleted, inserted, context, nested) {
    const m = deleted.length;
    const n = inserted.length;
    if (!m || !n) {
        return [
            ...deleted.map((a) => ({ kind: 'deleted', a })),
            ...inserted.map((b) => ({ kind: 'inserted', b })),
        ];
    }
    // A cell whose only paragraph changed was edited, however much: pair it.
    if (nested && m === 1 && n === 1 && aBlocks[deleted[0]].type === bBlocks[inserted[0]].type) {
        return [{ kind: 'paired', a: deleted[0], b: inserted[0] }];
    }
    const threshold = (0,diff_similarity/* pairingThreshold */.M8)(context.options.sensitivity);
    const wordsA = deleted.map((i) => (0,tokens/* wordsOf */.Z9)((0,model_document/* blockText */.dK)(aBlocks[i])));
    const wordsB = inserted.map((j) => (0,tokens/* wordsOf */.Z9)((0,model_document/* blockText */.dK)(bBlocks[j])));
    const similarity = (x, y) => {
        const a = aBlocks[deleted[x]];
        const b = bBlocks[inserted[y]];
        if (a.type !== b.type)
            return 0;
        if (a.type === 'object')
            return 1;
        if (a.type === 'shape' && b.type === 'shape') {
            // The same shape keeps its id (or at least its name) across edits.
            if (a.id !== undefined && a.id === b.id)
                return 1;
            if (a.name && a.name === b.name)
                return 0.9;
            return (0,diff_similarity/* orderedWordSimilarity */.x2)(wordsA[x], wordsB[y], context.wordInterner, threshold);
        }
        if (a.type === 'table' && b.type === 'table')
            return Math.max(threshold, (0,diff_similarity/* orderedWordSimilarity */.x2)(wordsA[x], wordsB[y], context.wordInterner));
        const similarity = (0,diff_similarity/* orderedWordSimilarity */.x2)(wordsA[x], wordsB[y], context.wordInterner, threshold);
        // Short paragraphs of the same style in the same place are one field filled in or
        // relabelled ("[Company]" → "Metallica"), though they share no word.
        if (a.type === 'paragraph' && b.type === 'paragraph' && a.styleName === b.styleName && wordsA[x].length <= SHORT_WORDS && wordsB[y].length <= SHORT_WORDS) {
            return Math.max(similarity, threshold);
        }
        return similarity;
    };
    const pairs = [];
    if (m * n <= 2500) {
        // score[x][y] = best total similarity pairing deleted[x..] with inserted[y..].
        const score = Array.from({ length: m + 1 }, () => new Float64Array(n + 1));
        const sim = Array.from({ length: m }, () => new Float64Array(n));
        for (let x = 0; x < m; x++)
            for (let y = 0; y < n; y++)
                sim[x][y] = similarity(x, y);
        for (let x = m - 1; x >= 0; x--) {
            for (let y = n - 1; y >= 0; y--) {
                let best = Math.max(score[x + 1][y], score[x][y + 1]);
                if (sim[x][y] >= threshold)
                    best = Math.max(best, sim[x][y] + score[x + 1][y + 1]);
                score[x][y] = best;
            }
        }
        let x = 0;
        let y = 0;
        while (x < m && y < n) {
            if (sim[x][y] >= threshold && score[x][y] === sim[x][y] + score[x + 1][y + 1]) {
                pairs.push([x, y]);
                x++;
                y++;
            }
            else if (score[x][y] === score[x + 1][y])
                x++;
            else
                y++;
        }
    }
    else {
        // Large gaps: greedy forward search in a window keeps the cost linear.
        let y0 = 0;
        for (let x = 0; x < m && y0 < n; x++) {
            let best = -1;
            let bestScore = threshold;
            for (let y = y0; y < Math.min(n, y0 + 8); y++) {
                const s = similarity(x, y);
                if (s >= bestScore) {
                    best = y;
                    bestScore = s;
                }
            }
            if (best >= 0) {
                pairs.push([x, best]);
                y0 = best + 1;
            }
        }
    }
    const result = [];
    let x = 0;
    let y = 0;
    for (const [px, py] of [...pairs, [m, n]]) {
        while (x < px)
            result.push({ kind: 'deleted', a: deleted[x++] });
        while (y < py)
            result.push({ kind: 'inserted', b: inserted[y++] });
        if (px < m && py < n)
            result.push({ kind: 'paired', a: deleted[px], b: inserted[py] });
        x = px + 1;
        y = py + 1;
    }
    return result;
}
function emitAlignment(aBlocks, bBlocks, alignment, context, scope) {
    const { sink } = context;
    const aPlaces = new BlockPlaces(aBlocks, scope);
    const bPlaces = new BlockPlaces(bBlocks, scope);
    const anchors = targetAnchors(alignment, bBlocks.length, (item) => ('b' in item ? item.b : undefined));
    alignment.forEach((item, k) => {
        switch (item.kind) {
            case 'equal':
                compareEqualBlocks(aBlocks[item.a], bBlocks[item.b], item.a, item.b, context, scope, bPlaces);
                break;
            case 'paired':
                diffPairedBlocks(aBlocks[item.a], bBlocks[item.b], item.a, item.b, context, scope, bPlaces);
                break;
            case 'deleted':
                if (isEmptyBlock(aBlocks[item.a]))
                    break;
                sink.blockChange('Deleted', aBlocks[item.a], at(scope.a, item.a), undefined, aPlaces.of(item.a), false, at(scope.b, anchors[k]));
                break;
            case 'inserted':
                if (isEmptyBlock(bBlocks[item.b]))
                    break;
                sink.blockChange('Inserted', bBlocks[item.b], undefined, at(scope.b, item.b), bPlaces.of(item.b));
                break;
            case 'moved': {
                const a = aBlocks[item.a];
                const b = bBlocks[item.b];
                sink.moveChange(a, b, at(scope.a, item.a), at(scope.b, item.b), bPlaces.of(item.b), aPlaces.of(item.a), at(scope.b, (0,diff_alignment/* originAnchor */.Q)(alignment, item.a, bBlocks.length)));
                if (item.identical)
                    compareEqualBlocks(a, b, item.a, item.b, context, scope, bPlaces);
                else
                    diffPairedBlocks(a, b, item.a, item.b, context, scope, bPlaces);
                break;
            }
        }
    });
}
/**
 * For each aligned item, the target index of the next item that has a target side: a deleted
 * block goes back just before it (or at the end of the list).
 */
function targetAnchors(items, length, targetOf) {
    const anchors = new Array(items.length);
    let next = length;
    for (let k = items.length - 1; k >= 0; k--) {
        anchors[k] = next;
        const b = targetOf(items[k]);
        if (b !== undefined)
            next = b;
    }
    return anchors;
}
function at(side, index) {
    return { story: side.story, path: [...side.path, index] };
}
/**
 * Names blocks as a person counts them: the 3rd table is `table 3` whatever paragraphs come
 * before it; top-level blocks also name the heading they sit under.
 */
class BlockPlaces {
    blocks;
    scope;
    ordinals = [];
    headings = [];
    constructor(blocks, scope) {
        this.blocks = blocks;
        this.scope = scope;
        const counts = { paragraph: 0, table: 0, object: 0, shape: 0 };
        let heading;
        for (const block of blocks) {
            this.ordinals.push(++counts[block.type]);
            this.headings.push(heading);
            if (block.type === 'paragraph' && block.headingLevel)
                heading = (0,model_document/* blockText */.dK)(block).trim() || heading;
        }
    }
    of(index) {
        const block = this.blocks[index];
        const under = !this.scope.nested && this.headings[index] ? ` under "${truncate(this.headings[index], 40)}"` : '';
        const name = block.type === 'shape' && block.name ? ` "${truncate(block.name, 40)}"` : '';
        return `${this.scope.place}${block.type} ${this.ordinals[index]}${linesOf(block)}${name}${under}`;
    }
    /** The table's own name, without the heading, as the prefix of its cells' places. */
    tableName(index) {
        return `${this.scope.place}table ${this.ordinals[index]}`;
    }
}
/** Text read as paragraphs names the lines a reader finds them on: ` (lines 12–18)`. */
function linesOf(block) {
    const locator = block.locator;
    if (locator?.part !== 'text' || locator.lastLine === undefined)
        return '';
    const first = Number(locator.path.split(':')[0]);
    return locator.lastLine > first ? ` (lines ${first}–${locator.lastLine})` : ` (line ${first})`;
}
function truncate(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
function isEmptyBlock(block) {
    if (block.type === 'shape')
        return !block.object && block.blocks.every(isEmptyBlock);
    return block.type === 'paragraph' && (0,tokens/* isBlank */.z3)((0,model_document/* blockText */.dK)(block)) && !block.runs.some((r) => r.object);
}
function compareEqualBlocks(a, b, ai, bi, context, scope, places) {
    if (!context.options.detectStyleChanges)
        return;
    if (a.type === 'paragraph' && b.type === 'paragraph') {
        paragraphStyleChanges(a, b, at(scope.a, ai), at(scope.b, bi), places.of(bi), context.sink);
    }
    else if (a.type === 'table' && b.type === 'table') {
        diffTables(a, b, ai, bi, context, scope, places.tableName(bi));
    }
    else if (a.type === 'shape' && b.type === 'shape') {
        diffBlockLists(a.blocks, b.blocks, context, shapeScope(scope, ai, bi, places.of(bi)));
    }
}
function shapeScope(scope, ai, bi, place) {
    return { a: at(scope.a, ai), b: at(scope.b, bi), place: `${place}, `, nested: true };
}
/**
 * Two shapes paired by id, name or text: where they moved or how they were resized, whether
 * the object they show changed, then their text.
 */
function diffShapes(a, b, ai, bi, context, scope, place) {
    const geometry = geometryChange(a.box, b.box);
    if (geometry)
        context.sink.geometryChange(geometry, a, b, at(scope.a, ai), at(scope.b, bi), place);
    if ((a.object?.hash ?? '') !== (b.object?.hash ?? ''))
        context.sink.blockModified(a, b, at(scope.a, ai), at(scope.b, bi), place);
    diffBlockLists(a.blocks, b.blocks, context, shapeScope(scope, ai, bi, place));
}
/** Half a point: less than that is rounding between producers, not a move. */
const GEOMETRY_TOLERANCE = 0.5;
function geometryChange(a, b) {
    if (!a || !b)
        return undefined;
    const moved = Math.abs(a.x - b.x) > GEOMETRY_TOLERANCE || Math.abs(a.y - b.y) > GEOMETRY_TOLERANCE;
    const resized = Math.abs(a.width - b.width) > GEOMETRY_TOLERANCE || Math.abs(a.height - b.height) > GEOMETRY_TOLERANCE;
    return moved && resized ? 'MovedAndResized' : moved ? 'Moved' : resized ? 'Resized' : undefined;
}
function diffPairedBlocks(a, b, ai, bi, context, scope, places) {
    if (a.type === 'paragraph' && b.type === 'paragraph') {
        diffParagraphs(a, b, at(scope.a, ai), at(scope.b, bi), places.of(bi), context.options, context.sink);
    }
    else if (a.type === 'table' && b.type === 'table') {
        diffTables(a, b, ai, bi, context, scope, places.tableName(bi));
    }
    else if (a.type === 'shape' && b.type === 'shape') {
        diffShapes(a, b, ai, bi, context, scope, places.of(bi));
    }
    else if (blockKey(a) !== blockKey(b)) {
        context.sink.blockModified(a, b, at(scope.a, ai), at(scope.b, bi), places.of(bi));
    }
}
/** Comparison key of a block: its text (objects by hash) and, for tables, its structure. */
function blockKey(block) {
    switch (block.type) {
        case 'paragraph':
            return `p\u0001${paragraphKey(block)}`;
        case 'object':
            return `o\u0001${block.object.hash}`;
        case 'table':
            return `t\u0001${block.rows.map(rowKey).join('\u0004')}`;
        case 'shape': {
            const box = block.box ? [block.box.x, block.box.y, block.box.width, block.box.height].map((n) => Math.round(n)).join(',') : '';
            return `s\u0001${block.id ?? ''}\u0001${box}\u0001${block.object?.hash ?? ''}\u0001${block.blocks.map(blockKey).join('\u0002')}`;
        }
    }
}
function paragraphKey(paragraph) {
    let key = '';
    for (const run of paragraph.runs)
        key += run.object ? `\uFFFC${run.object.hash}` : run.text;
    return key;
}
function rowKey(row) {
    return row.cells.map((cell) => cell.blocks.map(blockKey).join('\u0002')).join('\u0003');
}
// ---------------------------------------------------------------------------------------------
// Tables: rows aligned like blocks, columns aligned once per table, then cell by cell.
function diffTables(a, b, ai, bi, context, scope, tablePlace) {
    const { sink, options } = context;
    const aSide = at(scope.a, ai);
    const bSide = at(scope.b, bi);
    const aRowIds = a.rows.map((row) => context.interner.id(rowKey(row)));
    const bRowIds = b.rows.map((row) => context.interner.id(rowKey(row)));
    const rowOps = (0,sequence/* alignSequences */.y)(aRowIds, bRowIds);
    const rowPairs = [];
    const rowItems = [];
    let gapA = [];
    let gapB = [];
    const flush = () => {
        if (gapA.length || gapB.length) {
            for (const item of pairRows(a, b, gapA, gapB, context)) {
                rowItems.push(item);
                if (item.kind === 'pair')
                    rowPairs.push(item);
            }
        }
        gapA = [];
        gapB = [];
    };
    for (const op of rowOps) {
        if (op.kind === 'equal') {
            flush();
            for (let k = 0; k < op.aEnd - op.aStart; k++) {
                const item = { kind: 'pair', a: op.aStart + k, b: op.bStart + k };
                rowItems.push(item);
                rowPairs.push(item);
            }
        }
        else if (op.kind === 'delete')
            for (let i = op.aStart; i < op.aEnd; i++)
                gapA.push(i);
        else
            for (let j = op.bStart; j < op.bEnd; j++)
                gapB.push(j);
    }
    flush();
    const columns = alignColumns(a, b, rowPairs, context);
    // Whole inserted or deleted columns are one change each.
    for (const column of columns.deleted) {
        const text = a.rows.map((row) => cellText(row.cells[column])).join(' | ');
        // The deleted column goes back before the target column paired with the next source column.
        const next = columns.pairs.filter(([ca]) => ca > column).sort((x, y) => x[0] - y[0])[0];
        const anchor = { story: bSide.story, path: [...bSide.path, -1, next ? next[1] : columns.widthB] };
        sink.columnChange('Deleted', text, aSide, column, `${tablePlace}, column ${column + 1}`, anchor);
    }
    for (const column of columns.inserted) {
        const text = b.rows.map((row) => cellText(row.cells[column])).join(' | ');
        sink.columnChange('Inserted', text, bSide, column, `${tablePlace}, column ${column + 1}`);
    }
    const rowAnchors = targetAnchors(rowItems, b.rows.length, (item) => ('b' in item ? item.b : undefined));
    for (const [k, item] of rowItems.entries()) {
        if (item.kind === 'deleted') {
            sink.rowChange('Deleted', a.rows[item.a], { story: aSide.story, path: [...aSide.path, item.a] }, `${tablePlace}, row ${item.a + 1}`, {
                story: bSide.story,
                path: [...bSide.path, rowAnchors[k]],
            });
            if (options.markNested)
                markRowCells(a, item.a, aSide, 'Deleted', tablePlace, context);
            continue;
        }
        if (item.kind === 'inserted') {
            sink.rowChange('Inserted', b.rows[item.b], { story: bSide.story, path: [...bSide.path, item.b] }, `${tablePlace}, row ${item.b + 1}`);
            if (options.markNested)
                markRowCells(b, item.b, bSide, 'Inserted', tablePlace, context);
            continue;
        }
        const rowA = a.rows[item.a];
        const rowB = b.rows[item.b];
        const cellPairs = rowA.cells.length === columns.widthA && rowB.cells.length === columns.widthB
            ? columns.pairs
            : rowA.cells.map((_, k) => [k, k]).filter(([x, y]) => x < rowA.cells.length && y < rowB.cells.length);
        for (const [ca, cb] of cellPairs) {
            diffBlockLists(rowA.cells[ca].blocks, rowB.cells[cb].blocks, context, {
                a: { story: aSide.story, path: [...aSide.path, item.a, ca] },
                b: { story: bSide.story, path: [...bSide.path, item.b, cb] },
                place: `${tablePlace}, row ${item.b + 1}, column ${cb + 1}, `,
                nested: true,
            });
        }
    }
}
function markRowCells(table, rowIndex, side, kind, tablePlace, context) {
    table.rows[rowIndex].cells.forEach((cell, column) => {
        cell.blocks.forEach((block, k) => {
            if (isEmptyBlock(block))
                return;
            const path = { story: side.story, path: [...side.path, rowIndex, column, k] };
            const place = `${tablePlace}, row ${rowIndex + 1}, column ${column + 1}, paragraph ${k + 1}`;
            if (kind === 'Deleted')
                context.sink.blockChange('Deleted', block, path, undefined, place, true);
            else
                context.sink.blockChange('Inserted', block, undefined, path, place, true);
        });
    });
}
function cellText(cell) {
    return cell ? cell.blocks.map(model_document/* blockText */.dK).join('\n') : '';
}
function pairRows(a, b, gapA, gapB, context) {
    const threshold = (0,diff_similarity/* pairingThreshold */.M8)(context.options.sensitivity);
    const result = [];
    // Cell boundaries count as words, so rows of short cells ("12", "Leeds") still compare.
    const rowWords = (row) => row.cells.flatMap((c) => ['\u0003', ...(0,tokens/* wordsOf */.Z9)(cellText(c))]);
    const wordsA = gapA.map((i) => rowWords(a.rows[i]));
    const wordsB = gapB.map((j) => rowWords(b.rows[j]));
    const rowSimilarity = (x, y) => (0,diff_similarity/* orderedWordSimilarity */.x2)(wordsA[x], wordsB[y], context.wordInterner, Math.max(threshold, 0.5));
    let y0 = 0;
    for (let x = 0; x < gapA.length; x++) {
        let best = -1;
        let bestScore = Math.max(threshold, 0.5);
        for (let y = y0; y < Math.min(gapB.length, y0 + 8); y++) {
            const s = rowSimilarity(x, y);
            if (s >= bestScore) {
                best = y;
                bestScore = s;
            }
        }
        if (best < 0) {
            result.push({ kind: 'deleted', a: gapA[x] });
            continue;
        }
        while (y0 < best)
            result.push({ kind: 'inserted', b: gapB[y0++] });
        result.push({ kind: 'pair', a: gapA[x], b: gapB[best] });
        y0 = best + 1;
    }
    while (y0 < gapB.length)
        result.push({ kind: 'inserted', b: gapB[y0++] });
    return result;
}
/**
 * Columns are aligned once per table, from the rows both sides share: each column's key is the
 * text of its cells in those rows. Tables whose width did not change map column to column.
 */
function alignColumns(a, b, rowPairs, context) {
    const widthA = modeWidth(a);
    const widthB = modeWidth(b);
    if (widthA === widthB) {
        return { widthA, widthB, pairs: Array.from({ length: widthA }, (_, k) => [k, k]), deleted: [], inserted: [] };
    }
    const rows = rowPairs.filter((p) => a.rows[p.a].cells.length === widthA && b.rows[p.b].cells.length === widthB);
    const columnKey = (table, column, side) => rows.map((p) => cellText(table.rows[p[side]].cells[column])).join('\u0003');
    const aIds = Array.from({ length: widthA }, (_, k) => context.interner.id(`col\u0001${columnKey(a, k, 'a')}`));
    const bIds = Array.from({ length: widthB }, (_, k) => context.interner.id(`col\u0001${columnKey(b, k, 'b')}`));
    const pairs = [];
    const deleted = [];
    const inserted = [];
    let gapA = [];
    let gapB = [];
    const flush = () => {
        // Inside a gap, pair columns positionally up to the shorter side; the rest are whole-column changes.
        const n = Math.min(gapA.length, gapB.length);
        for (let k = 0; k < n; k++)
            pairs.push([gapA[k], gapB[k]]);
        deleted.push(...gapA.slice(n));
        inserted.push(...gapB.slice(n));
        gapA = [];
        gapB = [];
    };
    for (const op of (0,sequence/* alignSequences */.y)(aIds, bIds)) {
        if (op.kind === 'equal') {
            flush();
            for (let k = 0; k < op.aEnd - op.aStart; k++)
                pairs.push([op.aStart + k, op.bStart + k]);
        }
        else if (op.kind === 'delete')
            for (let i = op.aStart; i < op.aEnd; i++)
                gapA.push(i);
        else
            for (let j = op.bStart; j < op.bEnd; j++)
                gapB.push(j);
    }
    flush();
    pairs.sort((x, y) => x[1] - y[1]);
    return { widthA, widthB, pairs, deleted, inserted };
}
/** The most common cell count of a table's rows. */
function modeWidth(table) {
    const counts = new Map();
    let best = 0;
    let bestCount = 0;
    for (const row of table.rows) {
        const c = (counts.get(row.cells.length) ?? 0) + 1;
        counts.set(row.cells.length, c);
        if (c > bestCount) {
            best = row.cells.length;
            bestCount = c;
        }
    }
    return best;
}


/***/ }),

/***/ 25087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ Interner),
/* harmony export */   y: () => (/* binding */ alignSequences)
/* harmony export */ });
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61318);

/** Most edits Myers may explore before giving up and calling the middle a replacement. */
const MAX_EDIT_LENGTH = 4000;
function alignSequences(a, b) {
    let prefix = 0;
    const minLength = Math.min(a.length, b.length);
    while (prefix < minLength && a[prefix] === b[prefix])
        prefix++;
    let suffix = 0;
    while (suffix < minLength - prefix &&
        a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) {
        suffix++;
    }
    const ops = [];
    const push = (op) => {
        if (op.aEnd - op.aStart === 0 && op.bEnd - op.bStart === 0)
            return;
        const last = ops[ops.length - 1];
        if (last && last.kind === op.kind) {
            last.aEnd = op.aEnd;
            last.bEnd = op.bEnd;
            return;
        }
        ops.push(op);
    };
    push({ kind: 'equal', aStart: 0, aEnd: prefix, bStart: 0, bEnd: prefix });
    const aMidEnd = a.length - suffix;
    const bMidEnd = b.length - suffix;
    alignMiddle(a, b, prefix, aMidEnd, prefix, bMidEnd, push);
    push({ kind: 'equal', aStart: aMidEnd, aEnd: a.length, bStart: bMidEnd, bEnd: b.length });
    return ops;
}
function alignMiddle(a, b, aStart, aEnd, bStart, bEnd, push) {
    if (aStart === aEnd || bStart === bEnd) {
        push({ kind: 'delete', aStart, aEnd, bStart, bEnd: bStart });
        push({ kind: 'insert', aStart: aEnd, aEnd, bStart, bEnd });
        return;
    }
    const aMid = Array.prototype.slice.call(a, aStart, aEnd);
    const bMid = Array.prototype.slice.call(b, bStart, bEnd);
    const parts = (0,diff__WEBPACK_IMPORTED_MODULE_0__/* .diffArrays */ .E)(aMid, bMid, { maxEditLength: MAX_EDIT_LENGTH });
    if (!parts) {
        alignByUniqueAnchors(a, b, aStart, aEnd, bStart, bEnd, push);
        return;
    }
    let i = aStart;
    let j = bStart;
    for (const part of parts) {
        const n = part.count ?? part.value.length;
        if (part.added) {
            push({ kind: 'insert', aStart: i, aEnd: i, bStart: j, bEnd: j + n });
            j += n;
        }
        else if (part.removed) {
            push({ kind: 'delete', aStart: i, aEnd: i + n, bStart: j, bEnd: j });
            i += n;
        }
        else {
            push({ kind: 'equal', aStart: i, aEnd: i + n, bStart: j, bEnd: j + n });
            i += n;
            j += n;
        }
    }
}
/**
 * Fallback for very different middles: patience-style anchors (keys that occur exactly once on
 * each side, in increasing order on both) split the problem; what lies between anchors is
 * called replaced. Linearithmic, and still finds the equal paragraphs of reordered documents.
 */
function alignByUniqueAnchors(a, b, aStart, aEnd, bStart, bEnd, push) {
    const countA = new Map();
    const countB = new Map();
    const posB = new Map();
    for (let i = aStart; i < aEnd; i++)
        countA.set(a[i], (countA.get(a[i]) ?? 0) + 1);
    for (let j = bStart; j < bEnd; j++) {
        countB.set(b[j], (countB.get(b[j]) ?? 0) + 1);
        posB.set(b[j], j);
    }
    const pairs = [];
    for (let i = aStart; i < aEnd; i++) {
        if (countA.get(a[i]) === 1 && countB.get(a[i]) === 1)
            pairs.push([i, posB.get(a[i])]);
    }
    const anchors = longestIncreasingByB(pairs);
    let i = aStart;
    let j = bStart;
    for (const [ai, bj] of anchors) {
        push({ kind: 'delete', aStart: i, aEnd: ai, bStart: j, bEnd: j });
        push({ kind: 'insert', aStart: ai, aEnd: ai, bStart: j, bEnd: bj });
        push({ kind: 'equal', aStart: ai, aEnd: ai + 1, bStart: bj, bEnd: bj + 1 });
        i = ai + 1;
        j = bj + 1;
    }
    push({ kind: 'delete', aStart: i, aEnd, bStart: j, bEnd: j });
    push({ kind: 'insert', aStart: aEnd, aEnd, bStart: j, bEnd });
}
function longestIncreasingByB(pairs) {
    const tails = [];
    const previous = new Array(pairs.length).fill(-1);
    for (let k = 0; k < pairs.length; k++) {
        const value = pairs[k][1];
        let lo = 0;
        let hi = tails.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (pairs[tails[mid]][1] < value)
                lo = mid + 1;
            else
                hi = mid;
        }
        if (lo > 0)
            previous[k] = tails[lo - 1];
        tails[lo] = k;
    }
    const result = [];
    for (let k = tails.length ? tails[tails.length - 1] : -1; k >= 0; k = previous[k])
        result.push(pairs[k]);
    return result.reverse();
}
/** Maps strings to small integers so sequences compare by number. */
class Interner {
    ids = new Map();
    id(key) {
        let id = this.ids.get(key);
        if (id === undefined) {
            id = this.ids.size;
            this.ids.set(key, id);
        }
        return id;
    }
}


/***/ }),

/***/ 38785:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M8: () => (/* binding */ pairingThreshold),
/* harmony export */   x2: () => (/* binding */ orderedWordSimilarity)
/* harmony export */ });
/* unused harmony export bagSimilarity */
/* harmony import */ var _sequence__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25087);

/**
 * How alike two texts are, from 0 (nothing shared) to 1 (same words in the same order):
 * twice the number of words in their longest common subsequence over the total word count.
 * Ordered matching keeps two unrelated paragraphs of ordinary prose (which share many
 * function words, but not in order) well below the pairing threshold.
 */
function orderedWordSimilarity(a, b, interner, minimum = 0.1) {
    if (a.length === 0 && b.length === 0)
        return 1;
    if (a.length === 0 || b.length === 0)
        return 0;
    // The bag similarity bounds the ordered one from above: below the minimum, skip the LCS.
    if (bagSimilarity(a, b) < minimum)
        return 0;
    const ai = a.map((w) => interner.id(w));
    const bi = b.map((w) => interner.id(w));
    let common = 0;
    for (const op of (0,_sequence__WEBPACK_IMPORTED_MODULE_0__/* .alignSequences */ .y)(ai, bi))
        if (op.kind === 'equal')
            common += op.aEnd - op.aStart;
    return (2 * common) / (a.length + b.length);
}
/** Dice coefficient of the two word multisets: a cheap upper bound of the ordered similarity. */
function bagSimilarity(a, b) {
    if (a.length === 0 && b.length === 0)
        return 1;
    const counts = new Map();
    for (const w of a)
        counts.set(w, (counts.get(w) ?? 0) + 1);
    let shared = 0;
    for (const w of b) {
        const c = counts.get(w);
        if (c) {
            shared++;
            counts.set(w, c - 1);
        }
    }
    return (2 * shared) / (a.length + b.length);
}
/**
 * The lowest similarity at which two blocks are paired as "modified" rather than reported as a
 * deletion and an insertion. SensitivityOfComparison 0..100 (API default 75 → 0.30): a more
 * sensitive comparison pairs less similar blocks and shows their word-level differences.
 */
function pairingThreshold(sensitivity) {
    const s = Math.min(100, Math.max(0, sensitivity));
    return Math.min(0.95, Math.max(0.05, 1 - s / 100)) + 0.05;
}


/***/ }),

/***/ 87633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ ChangeSink),
/* harmony export */   b: () => (/* binding */ toChangeSide)
/* harmony export */ });
/* harmony import */ var _model_document__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64451);

/**
 * Collects changes in the order the diff walks the documents and applies the Show* settings,
 * so every producer of changes describes them the same way.
 */
class ChangeSink {
    options;
    changes = [];
    constructor(options) {
        this.options = options;
    }
    add(change) {
        if (change.kind === 'Deleted' && !this.options.showDeleted)
            return;
        if (change.kind === 'Inserted' && !this.options.showInserted)
            return;
        this.changes.push(change);
    }
    storyChange(kind, story) {
        const text = story.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK).join('\n');
        if (!text.trim())
            return;
        const side = { story: story.key, blockPath: [] };
        this.add({
            kind,
            unit: 'story',
            text: kind === 'Deleted' ? text : '',
            targetText: kind === 'Inserted' ? text : '',
            place: story.label,
            source: kind === 'Deleted' ? side : undefined,
            target: kind === 'Inserted' ? side : undefined,
            authors: story.author ? [story.author] : undefined,
        });
    }
    blockChange(kind, block, source, target, place, nested = false, anchor) {
        const text = (0,_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)(block);
        this.add({
            anchor: anchor && toChangeSide(anchor),
            kind,
            unit: nested ? 'text' : block.type === 'table' ? 'table' : block.type === 'object' || block.type === 'shape' ? 'object' : 'paragraph',
            text: kind === 'Deleted' ? text : '',
            targetText: kind === 'Inserted' ? text : '',
            place,
            source: source && toChangeSide(source),
            target: target && toChangeSide(target),
            authors: kind === 'Inserted' ? blockAuthors(block) : undefined,
        });
    }
    blockModified(a, b, source, target, place) {
        this.add({
            kind: 'Modified',
            unit: a.type === 'object' || a.type === 'shape' ? 'object' : 'paragraph',
            text: (0,_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)(a),
            targetText: (0,_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)(b),
            place,
            source: toChangeSide(source),
            target: toChangeSide(target),
        });
    }
    geometryChange(kind, a, b, source, target, place) {
        this.add({
            kind,
            unit: 'object',
            text: (0,_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)(a),
            targetText: (0,_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)(b),
            place,
            source: toChangeSide(source),
            target: toChangeSide(target),
        });
    }
    moveChange(a, b, source, target, place, fromPlace, anchor) {
        this.add({
            anchor: toChangeSide(anchor),
            kind: 'Moved',
            unit: b.type === 'table' ? 'table' : b.type === 'object' || b.type === 'shape' ? 'object' : 'paragraph',
            text: (0,_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)(a),
            targetText: (0,_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)(b),
            place: `${place} (from ${fromPlace})`,
            source: toChangeSide(source),
            target: toChangeSide(target),
        });
    }
    rowChange(kind, row, side, place, anchor) {
        const text = row.cells.map((cell) => cell.blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK).join('\n')).join(' | ');
        this.add({
            anchor: anchor && toChangeSide(anchor),
            kind,
            unit: 'row',
            text: kind === 'Deleted' ? text : '',
            targetText: kind === 'Inserted' ? text : '',
            place,
            source: kind === 'Deleted' ? toChangeSide(side) : undefined,
            target: kind === 'Inserted' ? toChangeSide(side) : undefined,
        });
    }
    columnChange(kind, text, tableSide, column, place, anchor) {
        const side = { story: tableSide.story, blockPath: [...tableSide.path, -1, column] };
        this.add({
            anchor: anchor && toChangeSide(anchor),
            kind,
            unit: 'column',
            text: kind === 'Deleted' ? text : '',
            targetText: kind === 'Inserted' ? text : '',
            place,
            source: kind === 'Deleted' ? side : undefined,
            target: kind === 'Inserted' ? side : undefined,
        });
    }
    textChange(kind, text, targetText, source, target, place, extra = {}) {
        this.add({ kind, unit: 'text', text, targetText, place, source, target, ...extra });
    }
}
function toChangeSide(side, start, end) {
    return { story: side.story, blockPath: side.path, start, end };
}
function blockAuthors(block) {
    if (block.type !== 'paragraph')
        return undefined;
    const authors = new Set();
    for (const run of block.runs)
        if (run.author)
            authors.add(run.author);
    return authors.size ? [...authors] : undefined;
}


/***/ }),

/***/ 26588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bj: () => (/* binding */ tokenizeText),
/* harmony export */   Z9: () => (/* binding */ wordsOf),
/* harmony export */   ex: () => (/* binding */ paragraphText),
/* harmony export */   z3: () => (/* binding */ isBlank)
/* harmony export */ });
const TOKEN_PATTERN = /(\s+)|([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}])|([\p{L}\p{M}\p{N}_]+(?:['\u2019][\p{L}\p{M}\p{N}]+)*)|([\s\S])/uy;
function tokenizeText(text, separators = '', objects) {
    const tokens = [];
    const separatorSet = separators ? new Set(Array.from(separators)) : undefined;
    let objectIndex = 0;
    let position = 0;
    TOKEN_PATTERN.lastIndex = 0;
    while (position < text.length) {
        const object = objects?.[objectIndex];
        if (object && object.start === position) {
            tokens.push({ kind: 'object', start: object.start, end: object.end, key: `\u0000${object.hash}` });
            position = object.end;
            objectIndex++;
            continue;
        }
        TOKEN_PATTERN.lastIndex = position;
        const match = TOKEN_PATTERN.exec(text);
        if (!match)
            break;
        let end = position + match[0].length;
        if (object && object.start < end)
            end = object.start;
        const kind = match[1] ? 'space' : match[2] ? 'word' : match[3] ? 'word' : 'punct';
        if (kind === 'word' && separatorSet) {
            pushSplitAtSeparators(tokens, text, position, end, separatorSet);
        }
        else {
            tokens.push({ kind, start: position, end, key: text.slice(position, end) });
        }
        position = end;
    }
    return tokens;
}
function pushSplitAtSeparators(tokens, text, start, end, separators) {
    let wordStart = start;
    for (let i = start; i < end; i++) {
        if (separators.has(text[i])) {
            if (i > wordStart)
                tokens.push({ kind: 'word', start: wordStart, end: i, key: text.slice(wordStart, i) });
            tokens.push({ kind: 'punct', start: i, end: i + 1, key: text[i] });
            wordStart = i + 1;
        }
    }
    if (end > wordStart)
        tokens.push({ kind: 'word', start: wordStart, end, key: text.slice(wordStart, end) });
}
function paragraphText(paragraph) {
    let text = '';
    const runStarts = [];
    const objects = [];
    for (const run of paragraph.runs) {
        runStarts.push(text.length);
        if (run.object)
            objects.push({ start: text.length, end: text.length + run.text.length, hash: run.object.hash });
        text += run.text;
    }
    return { text, runStarts, runs: paragraph.runs, objects };
}
/** Lower-cased words of a text, for similarity measures. */
function wordsOf(text) {
    const words = [];
    for (const token of tokenizeText(text))
        if (token.kind === 'word')
            words.push(token.key.toLowerCase());
    return words;
}
/** True when the text has nothing but white space. */
function isBlank(text) {
    return !/\S/.test(text);
}


/***/ }),

/***/ 59597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ DEFAULT_DIFF_OPTIONS)
/* harmony export */ });
const DEFAULT_DIFF_OPTIONS = {
    detailsLevel: 'middle',
    wordSeparators: '',
    sensitivity: 75,
    detectStyleChanges: true,
    compareHeadersFooters: true,
    showDeleted: true,
    showInserted: true,
    markNested: false,
};


/***/ }),

/***/ 64451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Un: () => (/* binding */ RUN_STYLE_PROPERTIES),
/* harmony export */   W2: () => (/* binding */ runsText),
/* harmony export */   dK: () => (/* binding */ blockText)
/* harmony export */ });
/**
 * The common Document model every reader produces and the diff core consumes.
 *
 * A document is a list of stories (the body, each header and footer, each footnote, endnote,
 * comment and text box). A story is a list of blocks; paragraphs hold runs of text with their
 * style. Every node keeps a locator back into the source file so writers can mark it later.
 */
/** The RunStyle properties, in the order style changes are reported. */
const RUN_STYLE_PROPERTIES = [
    'bold',
    'italic',
    'underline',
    'strike',
    'font',
    'size',
    'color',
    'highlight',
    'vertAlign',
];
/** Text of a run list with object runs shown by their labels. */
function runsText(runs) {
    let s = '';
    for (const r of runs)
        s += r.text;
    return s;
}
/** Plain text of any block, cells separated by ` | ` and rows by newlines. */
function blockText(block) {
    switch (block.type) {
        case 'paragraph':
            return runsText(block.runs);
        case 'object':
            return block.object.name ? `[${block.object.kind}: ${block.object.name}]` : `[${block.object.kind}]`;
        case 'table':
            return block.rows
                .map((row) => row.cells.map((cell) => cell.blocks.map(blockText).join('\n')).join(' | '))
                .join('\n');
        case 'shape': {
            const text = block.blocks.map(blockText).join('\n');
            if (text)
                return text;
            return block.object ? blockText({ type: 'object', object: block.object }) : '';
        }
    }
}


/***/ })

};
