export const id = 9301;
export const ids = [9301];
export const modules = {

/***/ 9301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ diffPdfModels),
/* harmony export */   b: () => (/* binding */ boxOf)
/* harmony export */ });
/* harmony import */ var _diff_compare__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7335);
/* harmony import */ var _diff_paragraph__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(130);
/* harmony import */ var _diff_sequence__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5087);
/* harmony import */ var _model_document__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4451);
/* harmony import */ var _shared_raster_regions__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7328);





/**
 * The PDF differ. A PDF's paragraphs are a guess rebuilt from positions, and the guess differs
 * between two versions wherever a page or column break falls elsewhere; so the body is compared
 * as ONE stream of words, and paragraphs only serve to name where a change sits. Runs of unequal
 * words become changes with the exact boxes of their words; identical deleted and inserted runs
 * become moves; equal words whose font, size or colour differ become style changes. Headers and footers go through the generic diff; pages without text are compared
 * pixel by pixel.
 */
function diffPdfModels(source, target, options) {
    const sourceData = pdfData(source);
    const targetData = pdfData(target);
    const changes = diffBodies(bodyStream(source, sourceData), bodyStream(target, targetData), sourceData, targetData, options);
    const otherStories = (model) => ({
        ...model,
        stories: model.stories.filter((s) => s.kind !== 'page' && s.key !== 'body'),
    });
    changes.push(...(0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffDocuments */ .me)(otherStories(source), otherStories(target), options));
    changes.push(...scannedPageChanges(sourceData, targetData, options));
    changes.push(...fieldChanges(sourceData, targetData, options));
    return changes;
}
/**
 * Form fields matched by name: a changed value is one change naming the field, with the box of
 * its widget (so the styled result marks the field, not a region of a picture).
 */
function fieldChanges(source, target, options) {
    const before = source?.fields ?? [];
    const after = target?.fields ?? [];
    if (!before.length && !after.length)
        return [];
    // Matched by name, then what is left (widgets that lost their field among them) by place.
    const pairs = new Map();
    const taken = new Set();
    const byName = new Map(after.flatMap((f, j) => (f.name ? [[f.name, j]] : [])));
    for (const [i, field] of before.entries()) {
        const j = field.name ? byName.get(field.name) : undefined;
        if (j !== undefined && !taken.has(j)) {
            pairs.set(i, j);
            taken.add(j);
        }
    }
    // By place on the same page first, then by place alone where it is unique on both sides: a page
    // deleted or inserted before a form's page moves its widgets to another page number.
    const targetPlaces = [placeIndex(after, true), placeIndex(after, false)];
    const sourcePlaces = [placeIndex(before, true), placeIndex(before, false)];
    for (const [level, withPage] of [true, false].entries()) {
        for (const [i, field] of before.entries()) {
            if (pairs.has(i))
                continue;
            for (const key of placeKeys(field, withPage)) {
                const j = targetPlaces[level].get(key);
                // Two differently named fields at one place are two fields (one removed, one added), not one
                // renamed; a name that lost its parents' part (the field tree broken by a re-save) is the same.
                if (j === undefined || j < 0 || taken.has(j) || !sameField(field.name, after[j].name))
                    continue;
                if (!withPage && sourcePlaces[level].get(key) !== i)
                    continue;
                pairs.set(i, j);
                taken.add(j);
                break;
            }
        }
    }
    // The other widgets of a field whose tree was broken: each became a widget of its own on the
    // other side; they are that field's, and what it shows is the one of them that is on.
    const inverse = new Map([...pairs].map(([i, j]) => [j, i]));
    const sourceExtra = new Map();
    const targetExtra = new Map();
    for (const [j, field] of after.entries()) {
        if (taken.has(j))
            continue;
        const i = placesOf(field, j, targetPlaces, sourcePlaces).find((i) => pairs.has(i) && sameField(before[i].name, field.name));
        if (i === undefined)
            continue;
        targetExtra.set(i, [...(targetExtra.get(i) ?? []), field]);
        taken.add(j);
    }
    const absorbed = new Set();
    for (const [i, field] of before.entries()) {
        if (pairs.has(i))
            continue;
        const j = placesOf(field, i, sourcePlaces, targetPlaces).find((j) => inverse.has(j) && sameField(field.name, after[j].name));
        if (j === undefined)
            continue;
        const owner = inverse.get(j);
        sourceExtra.set(owner, [...(sourceExtra.get(owner) ?? []), field]);
        absorbed.add(i);
    }
    const changes = [];
    for (const [i, field] of before.entries()) {
        if (absorbed.has(i))
            continue;
        const j = pairs.get(i);
        const side = { story: 'form', blockPath: [i] };
        if (j === undefined) {
            if (options.showDeleted)
                changes.push({
                    kind: 'Deleted',
                    unit: 'object',
                    text: shownField(field),
                    targetText: '',
                    place: fieldPlace(field),
                    source: side,
                    box: fieldBox(field, source),
                });
            continue;
        }
        const other = after[j];
        if (sameShown(shownValues(field, sourceExtra.get(i)), shownValues(other, targetExtra.get(i))))
            continue;
        const name = other.name.length >= field.name.length ? other.name : field.name;
        const named = { ...other, name };
        changes.push({
            kind: 'Modified',
            unit: 'object',
            text: shownField({ ...field, name }),
            targetText: shownField(named),
            place: fieldPlace(named),
            source: side,
            target: { story: 'form', blockPath: [j] },
            box: fieldBox(other, target),
        });
    }
    if (options.showInserted)
        for (const [j, field] of after.entries()) {
            if (taken.has(j))
                continue;
            changes.push({
                kind: 'Inserted',
                unit: 'object',
                text: '',
                targetText: shownField(field),
                place: fieldPlace(field),
                target: { story: 'form', blockPath: [j] },
                box: fieldBox(field, target),
            });
        }
    return changes;
}
function sameField(a, b) {
    if (!a || !b || a === b)
        return true;
    const [short, long] = a.length < b.length ? [a, b] : [b, a];
    return long.endsWith(`.${short}`);
}
/** Each widget's page (unless `withPage` is false) and rectangle to the point. */
function placeKeys(field, withPage = true) {
    const widgets = [
        ...(field.page && field.rect ? [{ page: field.page, rect: field.rect }] : []),
        ...(field.others ?? []),
    ];
    return widgets.map((w) => `${withPage ? w.page : ''}:${w.rect.map(Math.round).join(',')}`);
}
/**
 * The fields of the other side at the places of field `index`: at the same page and rectangle,
 * then at the same rectangle on any page where the rectangle is unique on both sides.
 */
function placesOf(field, index, own, other) {
    const found = [];
    for (const [level, withPage] of [true, false].entries())
        for (const key of placeKeys(field, withPage)) {
            const j = other[level].get(key);
            if (j === undefined || j < 0 || (!withPage && own[level].get(key) !== index))
                continue;
            found.push(j);
        }
    return found;
}
/** The field at each place; -1 for a place two fields share (a place alone matches nothing then). */
function placeIndex(fields, withPage) {
    const index = new Map();
    for (const [i, field] of fields.entries())
        for (const key of new Set(placeKeys(field, withPage))) {
            const known = index.get(key);
            if (known === undefined)
                index.set(key, i);
            else if (known !== i && !withPage)
                index.set(key, -1);
        }
    return index;
}
/**
 * What a field shows: its value, or for a field split into widgets of their own, the values of
 * those that are on (a malformed group may show several; the field's value was one of them).
 */
function shownValues(field, extra) {
    if (!extra?.length)
        return [field.value];
    const on = [field, ...extra].map((f) => f.value).filter((v) => v !== '' && v !== 'Off');
    return on.length ? on : [field.value];
}
function sameShown(a, b) {
    return a.some((v) => b.includes(v));
}
function fieldLabel(field) {
    if (field.name)
        return field.name;
    const [x0, , , y1] = field.rect ?? [0, 0, 0, 0];
    return `field at (${Math.round(x0)}, ${Math.round(y1)})`;
}
function shownField(field) {
    return `${fieldLabel(field)}: ${field.value}`.trimEnd();
}
/** The page is told by the change's box. */
function fieldPlace(field) {
    return `form field "${fieldLabel(field)}"`;
}
/** The widget's box in displayed space (points from the page's top left), when it is on a page. */
function fieldBox(field, data) {
    const info = field.page ? data.pages[field.page - 1] : undefined;
    if (!info || !field.rect)
        return undefined;
    const [x0, y0, x1, y1] = field.rect;
    const left = Math.min(x0, x1);
    const top = info.height - Math.max(y0, y1);
    return {
        page: field.page,
        pageWidth: info.width,
        pageHeight: info.height,
        x: left,
        y: top,
        width: Math.abs(x1 - x0),
        height: Math.abs(y1 - y0),
    };
}
function pdfData(model) {
    const data = model.familyData;
    return data?.kind === 'pdf' ? data : undefined;
}
function bodyStream(model, data) {
    const blocks = model.stories.find((s) => s.key === 'body')?.blocks ?? [];
    const paragraphTexts = blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_2__/* .blockText */ .dK);
    const firstWord = new Int32Array(paragraphTexts.length + 1);
    let count = 0;
    /** Word ranges of a paragraph without word data: split at white space. */
    const splitWords = [];
    paragraphTexts.forEach((text, p) => {
        firstWord[p] = count;
        const words = data?.paragraphs[p];
        if (words)
            count += words.starts.length;
        else {
            // A model without word data (not read by the PDF reader): its words are split at spaces.
            const ranges = [];
            for (const match of text.matchAll(/\S+/g))
                ranges.push([match.index, match.index + match[0].length]);
            splitWords[p] = ranges;
            count += ranges.length;
        }
    });
    firstWord[paragraphTexts.length] = count;
    const stream = {
        count,
        paragraphTexts,
        paragraph: new Int32Array(count),
        index: new Int32Array(count),
        starts: new Int32Array(count),
        ends: new Int32Array(count),
        styles: new Uint16Array(count),
        firstWord,
        spaced: data !== undefined,
        data,
    };
    for (let p = 0; p < paragraphTexts.length; p++) {
        const first = firstWord[p];
        const words = data?.paragraphs[p];
        if (words) {
            stream.starts.set(words.starts, first);
            stream.ends.set(words.ends, first);
            stream.styles.set(words.styles.subarray(0, words.starts.length), first);
            stream.spaced &&= joinedBySpaces(paragraphTexts[p], words);
        }
        else {
            splitWords[p].forEach(([start, end], i) => {
                stream.starts[first + i] = start;
                stream.ends[first + i] = end;
            });
        }
        stream.paragraph.fill(p, first, firstWord[p + 1]);
        for (let i = first; i < firstWord[p + 1]; i++)
            stream.index[i] = i - first;
    }
    return stream;
}
function joinedBySpaces(text, words) {
    const { starts, ends } = words;
    const count = starts.length;
    if (!count)
        return text === '';
    if (starts[0] !== 0 || ends[count - 1] !== text.length)
        return false;
    for (let i = 1; i < count; i++)
        if (starts[i] !== ends[i - 1] + 1 || text.charCodeAt(ends[i - 1]) !== 32)
            return false;
    let spaces = 0;
    for (let k = text.indexOf(' '); k >= 0; k = text.indexOf(' ', k + 1))
        spaces++;
    return spaces === count - 1;
}
/** The text of word `i`. */
function wordText(stream, i) {
    return stream.paragraphTexts[stream.paragraph[i]].slice(stream.starts[i], stream.ends[i]);
}
/**
 * Words numbered by their text, equal texts by one number, in order of first appearance. Read
 * in place in the paragraph's text: a string of its own for each of the third of a million words
 * of a 340-page pair cost more than the numbering itself (and its garbage more again).
 */
class WordNumbers {
    slots = new Int32Array(1 << 12).fill(-1);
    /** Hash of each word's text, by number (at most half as many words as slots). */
    hashes = new Int32Array(1 << 11);
    texts = [];
    /** Numbers of every word of the stream. */
    of(stream) {
        const ids = new Int32Array(stream.count);
        for (let i = 0; i < stream.count; i++)
            ids[i] = this.id(stream.paragraphTexts[stream.paragraph[i]], stream.starts[i], stream.ends[i]);
        return ids;
    }
    id(text, start, end) {
        // FNV-1a over the UTF-16 code units.
        let hash = 0x811c9dc5;
        for (let k = start; k < end; k++)
            hash = Math.imul(hash ^ text.charCodeAt(k), 0x01000193);
        const mask = this.slots.length - 1;
        for (let slot = hash & mask;; slot = (slot + 1) & mask) {
            const id = this.slots[slot];
            if (id < 0) {
                this.slots[slot] = this.texts.length;
                this.hashes[this.texts.length] = hash;
                this.texts.push(text.slice(start, end));
                if (this.texts.length * 2 >= this.slots.length)
                    this.grow();
                return this.texts.length - 1;
            }
            if (this.hashes[id] === hash && sameText(this.texts[id], text, start, end))
                return id;
        }
    }
    grow() {
        this.slots = new Int32Array(this.slots.length * 2).fill(-1);
        const hashes = new Int32Array(this.slots.length >> 1);
        hashes.set(this.hashes);
        this.hashes = hashes;
        const mask = this.slots.length - 1;
        for (let id = 0; id < this.texts.length; id++) {
            let slot = hashes[id] & mask;
            while (this.slots[slot] >= 0)
                slot = (slot + 1) & mask;
            this.slots[slot] = id;
        }
    }
}
function sameText(word, text, start, end) {
    if (word.length !== end - start)
        return false;
    for (let k = 0; k < word.length; k++)
        if (word.charCodeAt(k) !== text.charCodeAt(start + k))
            return false;
    return true;
}
/** Moved text needs this many identical words, so common short phrases are not called moves. */
const MIN_MOVED_WORDS = 8;
function diffBodies(a, b, sourceData, targetData, options) {
    const numbers = new WordNumbers();
    const aIds = numbers.of(a);
    const bIds = numbers.of(b);
    const ops = alignAtEqualParagraphs(a, b, aIds, bIds);
    const runs = runsOf(ops, a, options.detailsLevel);
    for (const run of runs)
        slideToParagraphs(run, aIds, bIds, a, b);
    dropReadingOrderNoise(runs, aIds, bIds, a, b);
    // Identical pure deletions and insertions of enough words are one moved piece of text.
    const moves = new Map();
    const deletions = new Map();
    for (const run of runs) {
        if (run.bStart === run.bEnd && run.aEnd - run.aStart >= MIN_MOVED_WORDS) {
            const key = Array.prototype.join.call(aIds.subarray(run.aStart, run.aEnd), ',');
            deletions.set(key, [...(deletions.get(key) ?? []), run]);
        }
    }
    if (deletions.size) {
        for (const run of runs) {
            if (run.aStart !== run.aEnd || run.bEnd - run.bStart < MIN_MOVED_WORDS)
                continue;
            const candidates = deletions.get(Array.prototype.join.call(bIds.subarray(run.bStart, run.bEnd), ','));
            const from = candidates?.shift();
            if (from)
                moves.set(run, from);
        }
    }
    const movedFrom = new Set(moves.values());
    // Changes in the target's order: text changes where their run begins, style changes where their words are.
    const placed = [];
    for (const run of runs) {
        if (movedFrom.has(run))
            continue;
        const from = moves.get(run);
        if (from) {
            placed.push({ at: run.bStart, change: moveChange(from, run, a, b, sourceData, targetData) });
            continue;
        }
        const kind = run.aStart === run.aEnd ? 'Inserted' : run.bStart === run.bEnd ? 'Deleted' : 'Modified';
        if (kind === 'Inserted' && !options.showInserted)
            continue;
        if (kind === 'Deleted' && !options.showDeleted)
            continue;
        for (const change of runChanges(kind, run, a, b, sourceData, targetData))
            placed.push({ at: run.bStart, change });
    }
    if (options.detectStyleChanges)
        placed.push(...styleChanges(ops, a, b, sourceData, targetData));
    return placed.sort((x, y) => x.at - y.at).map((p) => p.change);
}
/**
 * The word streams aligned, first at paragraphs found word for word once on each side and in the
 * same order (patience diff's anchors), then word by word between them. Aligned as one stream,
 * a deleted paragraph next to an inserted one that shares a few common words with it ("The
 * accessory dwelling unit") is paired with it over an unchanged heading between them, and the
 * edit comes out as a handful of changes mixing the three; a word processor's differ, which
 * pairs paragraphs before words, keeps the heading. Paragraphs a page break cut differently on
 * the two sides are no anchors, so the stream still carries text over the breaks.
 */
function alignAtEqualParagraphs(a, b, aIds, bIds) {
    // A paragraph's key stands for its words: its text where both sides' texts are their words
    // spaced (as the PDF reader makes them), else its words' numbers.
    const keys = (stream, ids) => a.spaced && b.spaced
        ? stream.paragraphTexts
        : Array.from({ length: stream.paragraphTexts.length }, (_, p) => Array.prototype.join.call(ids.subarray(stream.firstWord[p], stream.firstWord[p + 1]), ','));
    const aKeys = keys(a, aIds);
    const bKeys = keys(b, bIds);
    const count = (list) => {
        const counts = new Map();
        for (const key of list)
            counts.set(key, (counts.get(key) ?? 0) + 1);
        return counts;
    };
    const aCounts = count(aKeys);
    const bCounts = count(bKeys);
    const bParagraph = new Map();
    bKeys.forEach((key, p) => bParagraph.set(key, p));
    const pairs = [];
    aKeys.forEach((key, p) => {
        if (key && aCounts.get(key) === 1 && bCounts.get(key) === 1)
            pairs.push([p, bParagraph.get(key)]);
    });
    const ops = [];
    const push = (op) => {
        if (op.aStart === op.aEnd && op.bStart === op.bEnd)
            return;
        const last = ops[ops.length - 1];
        if (last && last.kind === op.kind && last.aEnd === op.aStart && last.bEnd === op.bStart) {
            last.aEnd = op.aEnd;
            last.bEnd = op.bEnd;
        }
        else
            ops.push({ ...op });
    };
    let i = 0;
    let j = 0;
    const alignUpTo = (aTo, bTo) => {
        for (const op of (0,_diff_sequence__WEBPACK_IMPORTED_MODULE_4__/* .alignSequences */ .yo)(aIds.subarray(i, aTo), bIds.subarray(j, bTo))) {
            push({ kind: op.kind, aStart: op.aStart + i, aEnd: op.aEnd + i, bStart: op.bStart + j, bEnd: op.bEnd + j });
        }
    };
    for (const [pa, pb] of increasingPairs(pairs)) {
        const [aFrom, aTo] = [a.firstWord[pa], a.firstWord[pa + 1]];
        const [bFrom, bTo] = [b.firstWord[pb], b.firstWord[pb + 1]];
        alignUpTo(aFrom, bFrom);
        push({ kind: 'equal', aStart: aFrom, aEnd: aTo, bStart: bFrom, bEnd: bTo });
        i = aTo;
        j = bTo;
    }
    alignUpTo(aIds.length, bIds.length);
    return ops;
}
/** The longest run of pairs increasing in their second item (pairs come increasing in the first). */
function increasingPairs(pairs) {
    const tails = [];
    const previous = new Array(pairs.length).fill(-1);
    for (let k = 0; k < pairs.length; k++) {
        let lo = 0;
        let hi = tails.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (pairs[tails[mid]][1] < pairs[k][1])
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
/**
 * Equal words shorter than this between changes may be a chance match (a `the` of a heading
 * paired with one of the body), whose looks differ without anything having been restyled.
 */
const MIN_STYLE_ANCHOR = 3;
/**
 * Equal words whose look differs (made bold, italic, bigger, another font or colour), one
 * StyleChanged per stretch of words with the same difference inside one paragraph on each side,
 * naming the properties that changed as the Word family does.
 */
function styleChanges(ops, a, b, sourceData, targetData) {
    if (!sourceData?.styles.length || !targetData?.styles.length)
        return [];
    const differences = new Map();
    // Asked of every pair of equal words: the last pair's answer is kept at hand (most words look like the last).
    let lastPair = -1;
    let lastFound = { key: '', changes: [] };
    const differenceOf = (i, j) => {
        const pair = a.styles[i] * 0x10000 + b.styles[j];
        if (pair === lastPair)
            return lastFound;
        const [aStyle, bStyle] = [a.styles[i], b.styles[j]];
        let found = differences.get(pair);
        if (!found) {
            const before = sourceData.styles[aStyle] ?? {};
            const after = targetData.styles[bStyle] ?? {};
            // A colour that could not be told on one side is no change.
            const known = before.color !== undefined && after.color !== undefined;
            const changes = (0,_diff_paragraph__WEBPACK_IMPORTED_MODULE_1__/* .compareStyles */ .Ay)(known ? before : { ...before, color: undefined }, known ? after : { ...after, color: undefined });
            found = { key: changes.length ? JSON.stringify(changes) : '', changes };
            differences.set(pair, found);
        }
        lastPair = pair;
        lastFound = found;
        return found;
    };
    const placed = [];
    for (const op of ops) {
        const length = op.aEnd - op.aStart;
        if (op.kind !== 'equal' || length < MIN_STYLE_ANCHOR)
            continue;
        let k = 0;
        while (k < length) {
            const difference = differenceOf(op.aStart + k, op.bStart + k);
            if (!difference.key) {
                k++;
                continue;
            }
            let end = k + 1;
            while (end < length &&
                a.paragraph[op.aStart + end] === a.paragraph[op.aStart + k] &&
                b.paragraph[op.bStart + end] === b.paragraph[op.bStart + k] &&
                differenceOf(op.aStart + end, op.bStart + end).key === difference.key)
                end++;
            const [aStart, aEnd, bStart, bEnd] = [op.aStart + k, op.aStart + end, op.bStart + k, op.bStart + end];
            const target = sideOf(b, bStart, bEnd);
            const change = {
                kind: 'StyleChanged',
                unit: 'text',
                text: textOf(a, aStart, aEnd),
                targetText: textOf(b, bStart, bEnd),
                place: placeOf(target),
                source: sideOf(a, aStart, aEnd),
                target,
                styleChanges: difference.changes,
            };
            const box = boxOf(targetData, target);
            if (box)
                change.box = box;
            placed.push({ at: bStart, change });
            k = end;
        }
    }
    return placed;
}
/** Runs closer than this many equal words may be one stretch of text read in another order. */
const REORDER_WINDOW = 40;
/**
 * Reading order rebuilt from positions is not stable: a table row whose cells wrap differently,
 * or lines at one height in two columns, read in another order give a few words deleted in one
 * place and the same words inserted nearby. Within a group of nearby runs, pure deletions and
 * insertions made up only of words the other side of the group also has cancel out and are
 * dropped. A real edit among them keeps its words, since the other side lacks them.
 */
function dropReadingOrderNoise(runs, aIds, bIds, a, b) {
    // Whole paragraphs taken out in one place and put back nearby are a moved paragraph, which
    // the reader's order does not make: they are no noise.
    const movedParagraphs = (run) => (run.bStart === run.bEnd &&
        run.aEnd - run.aStart >= MIN_MOVED_WORDS &&
        coversParagraphs(a, run.aStart, run.aEnd)) ||
        (run.aStart === run.aEnd && run.bEnd - run.bStart >= MIN_MOVED_WORDS && coversParagraphs(b, run.bStart, run.bEnd));
    const drop = new Set();
    let groupStart = 0;
    for (let k = 1; k <= runs.length; k++) {
        if (k < runs.length && runs[k].aStart - runs[k - 1].aEnd <= REORDER_WINDOW)
            continue;
        const group = runs.slice(groupStart, k);
        groupStart = k;
        if (group.length < 2)
            continue;
        const deleted = new Map();
        const inserted = new Map();
        const count = (into, ids, from, to) => {
            for (let i = from; i < to; i++)
                into.set(ids[i], (into.get(ids[i]) ?? 0) + 1);
        };
        for (const run of group) {
            if (movedParagraphs(run))
                continue;
            if (run.bStart === run.bEnd)
                count(deleted, aIds, run.aStart, run.aEnd);
            else if (run.aStart === run.aEnd)
                count(inserted, bIds, run.bStart, run.bEnd);
        }
        if (!deleted.size || !inserted.size)
            continue;
        const budget = new Map();
        for (const [id, n] of deleted)
            budget.set(id, Math.min(n, inserted.get(id) ?? 0));
        const deletedBudget = new Map(budget);
        const insertedBudget = new Map(budget);
        for (const run of group) {
            const pureDelete = run.bStart === run.bEnd;
            if ((!pureDelete && run.aStart !== run.aEnd) || movedParagraphs(run))
                continue;
            const ids = pureDelete ? aIds.subarray(run.aStart, run.aEnd) : bIds.subarray(run.bStart, run.bEnd);
            const left = pureDelete ? deletedBudget : insertedBudget;
            const need = new Map();
            for (const id of ids)
                need.set(id, (need.get(id) ?? 0) + 1);
            if (![...need].every(([id, n]) => (left.get(id) ?? 0) >= n))
                continue;
            for (const [id, n] of need)
                left.set(id, left.get(id) - n);
            drop.add(run);
        }
    }
    if (drop.size)
        runs.splice(0, runs.length, ...runs.filter((run) => !drop.has(run)));
}
/** Adjacent unequal operations joined into runs; at the `low` level short equal words between them too. */
function runsOf(ops, a, level) {
    const runs = [];
    let current;
    for (let k = 0; k < ops.length; k++) {
        const op = ops[k];
        if (op.kind !== 'equal') {
            if (!current)
                current = { aStart: op.aStart, aEnd: op.aEnd, bStart: op.bStart, bEnd: op.bEnd };
            else {
                current.aEnd = Math.max(current.aEnd, op.aEnd);
                current.bEnd = Math.max(current.bEnd, op.bEnd);
            }
            continue;
        }
        const bridge = level === 'low' &&
            current &&
            ops[k + 1] &&
            op.aEnd - op.aStart === 1 &&
            a.ends[op.aStart] - a.starts[op.aStart] <= 3;
        if (bridge && current) {
            current.aEnd = op.aEnd;
            current.bEnd = op.bEnd;
            continue;
        }
        if (current)
            runs.push(current);
        current = undefined;
    }
    if (current)
        runs.push(current);
    return runs;
}
/**
 * A pure insertion or deletion can often slide along repeated words (`the cat | the dog`);
 * Myers picks one place arbitrarily. Prefer the place where it covers whole paragraphs, so an
 * inserted paragraph is reported as that paragraph.
 */
function slideToParagraphs(run, aIds, bIds, a, b) {
    const pureDelete = run.bStart === run.bEnd;
    const pureInsert = run.aStart === run.aEnd;
    if (!pureDelete && !pureInsert)
        return;
    const ids = pureDelete ? aIds : bIds;
    const stream = pureDelete ? a : b;
    let start = pureDelete ? run.aStart : run.bStart;
    let end = pureDelete ? run.aEnd : run.bEnd;
    if (start === end || coversParagraphs(stream, start, end))
        return;
    // Slide left as far as it goes, then try each place going right.
    while (start > 0 && ids[start - 1] === ids[end - 1]) {
        start--;
        end--;
    }
    const original = pureDelete ? run.aStart : run.bStart;
    for (let shift = 0;; shift++) {
        if (coversParagraphs(stream, start, end)) {
            // The equal words on either side shift with it, so both sides move by the same amount.
            const delta = start - original;
            run.aStart += delta;
            run.aEnd += delta;
            run.bStart += delta;
            run.bEnd += delta;
            return;
        }
        if (end >= ids.length || ids[start] !== ids[end] || shift > 10_000)
            return;
        start++;
        end++;
    }
}
function coversParagraphs(stream, start, end) {
    return stream.index[start] === 0 && (end === stream.count || stream.index[end] === 0);
}
/**
 * The changes of one run. A run that covers whole paragraphs on its only side is reported by
 * paragraph, split where one paragraph clearly ends and the next begins on the same page (not
 * where a page or column break may merely have cut one paragraph in two).
 */
function runChanges(kind, run, a, b, sourceData, targetData) {
    if (kind !== 'Modified') {
        const stream = kind === 'Deleted' ? a : b;
        const start = kind === 'Deleted' ? run.aStart : run.bStart;
        const end = kind === 'Deleted' ? run.aEnd : run.bEnd;
        if (coversParagraphs(stream, start, end)) {
            const pieces = [];
            let pieceStart = start;
            for (let p = stream.paragraph[start] + 1; p <= stream.paragraph[end - 1]; p++) {
                const first = stream.firstWord[p];
                if (samePage(stream, first - 1, first)) {
                    pieces.push([pieceStart, first]);
                    pieceStart = first;
                }
            }
            pieces.push([pieceStart, end]);
            return pieces.map(([s, e]) => kind === 'Deleted'
                ? paragraphChange('Deleted', s, e, a, b, run.bStart, sourceData)
                : paragraphChange('Inserted', s, e, b, a, run.aStart, targetData));
        }
    }
    const change = {
        kind,
        unit: 'text',
        text: textOf(a, run.aStart, run.aEnd),
        targetText: textOf(b, run.bStart, run.bEnd),
        place: '',
        source: run.aStart < run.aEnd ? sideOf(a, run.aStart, run.aEnd) : pointBefore(a, run.aStart),
        target: run.bStart < run.bEnd ? sideOf(b, run.bStart, run.bEnd) : pointBefore(b, run.bStart),
    };
    const boxSide = kind === 'Deleted' ? 'source' : 'target';
    change.place = placeOf(change[boxSide]);
    const box = boxOf(kind === 'Deleted' ? sourceData : targetData, change[boxSide]);
    if (box)
        change.box = box;
    return [change];
}
function paragraphChange(kind, start, end, stream, other, otherAt, data) {
    const side = { story: 'body', blockPath: [stream.paragraph[start]] };
    const text = textOf(stream, start, end);
    const otherParagraph = otherAt < other.count ? other.paragraph[otherAt] : other.paragraphTexts.length;
    const anchor = { story: 'body', blockPath: [otherParagraph] };
    const change = {
        kind,
        unit: 'paragraph',
        text: kind === 'Deleted' ? text : '',
        targetText: kind === 'Inserted' ? text : '',
        place: placeOf(side),
        source: kind === 'Deleted' ? side : undefined,
        target: kind === 'Inserted' ? side : undefined,
    };
    if (kind === 'Deleted')
        change.anchor = anchor;
    const box = boxOf(data, side);
    if (box)
        change.box = box;
    return change;
}
function moveChange(from, to, a, b, sourceData, targetData) {
    const wholeA = coversParagraphs(a, from.aStart, from.aEnd);
    const wholeB = coversParagraphs(b, to.bStart, to.bEnd);
    const source = wholeA ? { story: 'body', blockPath: [a.paragraph[from.aStart]] } : sideOf(a, from.aStart, from.aEnd);
    const target = wholeB ? { story: 'body', blockPath: [b.paragraph[to.bStart]] } : sideOf(b, to.bStart, to.bEnd);
    const change = {
        kind: 'Moved',
        unit: wholeA && wholeB ? 'paragraph' : 'text',
        text: textOf(a, from.aStart, from.aEnd),
        targetText: textOf(b, to.bStart, to.bEnd),
        place: `${placeOf(target)} (from ${placeOf(source)})`,
        source,
        target,
        anchor: pointBefore(b, from.bStart),
    };
    const box = boxOf(targetData, target) ?? boxOf(sourceData, source);
    if (box)
        change.box = box;
    return change;
}
/** Words joined by spaces, with a line break where a paragraph ends inside the range. */
function textOf(stream, start, end) {
    let text = '';
    for (let i = start; i < end; i++) {
        if (i > start)
            text += stream.paragraph[i] !== stream.paragraph[i - 1] && samePage(stream, i - 1, i) ? '\n' : ' ';
        text += wordText(stream, i);
    }
    return text;
}
function samePage(stream, i, j) {
    const data = stream.data;
    if (!data || i < 0 || j >= stream.count)
        return true;
    const pageOf = (k) => data.paragraphs[stream.paragraph[k]]?.pages[stream.index[k]];
    return pageOf(i) === pageOf(j);
}
/** The side of a range of words: the paragraph of its first word, to that paragraph's end at most. */
function sideOf(stream, start, end) {
    const paragraph = stream.paragraph[start];
    const words = stream.data?.paragraphs[paragraph];
    const text = stream.paragraphTexts[paragraph];
    const last = stream.paragraph[end - 1] === paragraph ? end - 1 : stream.firstWord[paragraph + 1] - 1;
    const charStart = words ? words.starts[stream.index[start]] : 0;
    const charEnd = words ? words.ends[stream.index[last]] : text.length;
    return { story: 'body', blockPath: [paragraph], start: charStart, end: charEnd };
}
/** An empty range where words were taken out: after the word before, or before the first word. */
function pointBefore(stream, at) {
    if (stream.count === 0)
        return { story: 'body', blockPath: [0], start: 0, end: 0 };
    const k = at > 0 ? at - 1 : 0;
    const paragraph = stream.paragraph[k];
    const words = stream.data?.paragraphs[paragraph];
    const offset = words ? (at > 0 ? words.ends[stream.index[k]] : words.starts[stream.index[k]]) : 0;
    return { story: 'body', blockPath: [paragraph], start: offset, end: offset };
}
function placeOf(side) {
    return `paragraph ${side.blockPath[0] + 1}`;
}
/** Union of the boxes of the words a change covers, on the page of its first word. */
function boxOf(data, side) {
    if (!data || !side || side.story !== 'body' || side.blockPath.length !== 1)
        return undefined;
    const words = data.paragraphs[side.blockPath[0]];
    if (!words || words.starts.length === 0)
        return undefined;
    const count = words.starts.length;
    let first = -1;
    let last = -1;
    if (side.start === undefined || side.end === undefined) {
        first = 0;
        last = count - 1;
    }
    else {
        const { start, end } = side;
        for (let i = 0; i < count; i++) {
            const overlaps = end > start ? words.ends[i] > start && words.starts[i] < end : words.ends[i] >= start;
            if (!overlaps)
                continue;
            if (first < 0)
                first = i;
            last = i;
            if (end <= start)
                break;
        }
        if (first < 0)
            first = last = count - 1;
    }
    const page = words.pages[first];
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (let i = first; i <= last; i++) {
        if (words.pages[i] !== page)
            continue;
        const x = words.boxes[i * 4];
        const y = words.boxes[i * 4 + 1];
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x + words.boxes[i * 4 + 2]);
        y1 = Math.max(y1, y + words.boxes[i * 4 + 3]);
    }
    const info = data.pages[page - 1];
    return { page, pageWidth: info.width, pageHeight: info.height, x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
function scannedPageChanges(source, target, options) {
    const changes = [];
    const before = source?.scanned ?? [];
    const after = target?.scanned ?? [];
    if (!before.length && !after.length)
        return changes;
    // Aligned by picture, not by page number: a page deleted before a scanned one moves it, and the
    // pages it moved are the same pictures. What is left between equal pictures is paired in order.
    const ids = new Map();
    const idOf = (hash) => ids.get(hash) ?? ids.set(hash, ids.size).get(hash);
    const ops = (0,_diff_sequence__WEBPACK_IMPORTED_MODULE_4__/* .alignSequences */ .yo)(Int32Array.from(before, (p) => idOf(p.hash)), Int32Array.from(after, (p) => idOf(p.hash)));
    const unmatched = { a: [], b: [] };
    const flush = () => {
        const paired = Math.min(unmatched.a.length, unmatched.b.length);
        for (let k = 0; k < paired; k++)
            changes.push(...pictureChanges(unmatched.a[k], unmatched.b[k], target, options));
        if (options.showDeleted)
            for (const a of unmatched.a.slice(paired))
                changes.push(wholePage('Deleted', a.page, source, `page ${a.page} (picture)`, `page:${a.page}`));
        if (options.showInserted)
            for (const b of unmatched.b.slice(paired))
                changes.push(wholePage('Inserted', b.page, target, `page ${b.page} (picture)`, `page:${b.page}`));
        unmatched.a = [];
        unmatched.b = [];
    };
    for (const op of ops) {
        if (op.kind === 'equal') {
            flush();
            continue;
        }
        unmatched.a.push(...before.slice(op.aStart, op.aEnd));
        unmatched.b.push(...after.slice(op.bStart, op.bEnd));
    }
    flush();
    return changes;
}
/** Two different pictures of a page: the regions that differ, or the whole page when their sizes do. */
function pictureChanges(a, b, target, options) {
    const number = b.page;
    const place = `page ${number} (picture)`;
    const source = { story: `page:${a.page}`, blockPath: [0] };
    const story = `page:${number}`;
    if (a.width !== b.width || a.height !== b.height) {
        const whole = wholePage('Modified', number, target, place, story);
        return [{ ...whole, text: `page ${a.page} picture`, source }];
    }
    const info = target.pages[number - 1];
    return (0,_shared_raster_regions__WEBPACK_IMPORTED_MODULE_3__/* .changedRegions */ .eI)(a, b, options.sensitivity).map((region) => {
        const scale = b.pointsPerPixel;
        const box = {
            page: number,
            pageWidth: info.width,
            pageHeight: info.height,
            x: region.x * scale,
            y: region.y * scale,
            width: region.width * scale,
            height: region.height * scale,
        };
        return {
            kind: 'Modified',
            unit: 'object',
            text: '',
            targetText: `region ${Math.round(box.width)}×${Math.round(box.height)} at (${Math.round(box.x)}, ${Math.round(box.y)})`,
            place,
            source,
            target: { story, blockPath: [0] },
            box,
        };
    });
}
function wholePage(kind, number, data, place, story) {
    const info = data.pages[number - 1];
    const side = { story, blockPath: [0] };
    return {
        kind,
        unit: 'object',
        text: kind === 'Inserted' ? '' : `page ${number} picture`,
        targetText: kind === 'Deleted' ? '' : `page ${number} picture`,
        place,
        source: kind === 'Inserted' ? undefined : side,
        target: kind === 'Deleted' ? undefined : side,
        box: {
            page: number,
            pageWidth: info.width,
            pageHeight: info.height,
            x: 0,
            y: 0,
            width: info.width,
            height: info.height,
        },
    };
}


/***/ }),

/***/ 7328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eI: () => (/* binding */ changedRegions),
  eU: () => (/* binding */ rasterHash)
});

// UNUSED EXPORTS: colourThreshold

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./node_modules/pixelmatch/index.js
/**
 * Compare two equally sized images, pixel by pixel.
 *
 * @param {Uint8Array | Uint8ClampedArray} img1 First image data.
 * @param {Uint8Array | Uint8ClampedArray} img2 Second image data.
 * @param {Uint8Array | Uint8ClampedArray | void} output Image data to write the diff to, if provided.
 * @param {number} width Input images width.
 * @param {number} height Input images height.
 *
 * @param {Object} [options]
 * @param {number} [options.threshold=0.1] Matching threshold (0 to 1); smaller is more sensitive.
 * @param {boolean} [options.includeAA=false] Whether to skip anti-aliasing detection.
 * @param {number} [options.alpha=0.1] Opacity of original image in diff output.
 * @param {[number, number, number]} [options.aaColor=[255, 255, 0]] Color of anti-aliased pixels in diff output.
 * @param {[number, number, number]} [options.diffColor=[255, 0, 0]] Color of different pixels in diff output.
 * @param {[number, number, number]} [options.diffColorAlt=options.diffColor] Whether to detect dark on light differences between img1 and img2 and set an alternative color to differentiate between the two.
 * @param {boolean} [options.diffMask=false] Draw the diff over a transparent background (a mask).
 * @param {boolean} [options.checkerboard=true] Whether to blend semi-transparent pixels against a checkerboard pattern (true) or plain white (false) when comparing.
 *
 * @return {number} The number of mismatched pixels.
 */
function pixelmatch(img1, img2, output, width, height, options = {}) {
    const {
        threshold = 0.1,
        alpha = 0.1,
        aaColor = [255, 255, 0],
        diffColor = [255, 0, 0],
        checkerboard = true,
        includeAA, diffColorAlt, diffMask
    } = options;

    if (!isPixelData(img1) || !isPixelData(img2) || (output && !isPixelData(output)))
        throw new Error('Image data: Uint8Array, Uint8ClampedArray or Buffer expected.');

    if (img1.length !== img2.length || (output && output.length !== img1.length))
        throw new Error(`Image sizes do not match. Image 1 size: ${img1.length}, image 2 size: ${img2.length}`);

    if (img1.length !== width * height * 4) throw new Error(`Image data size does not match width/height. Expecting ${width * height * 4}. Got ${img1.length}`);

    // check if images are identical
    const len = width * height;
    const a32 = new Uint32Array(img1.buffer, img1.byteOffset, len);
    const b32 = new Uint32Array(img2.buffer, img2.byteOffset, len);
    let identical = true;

    for (let i = 0; i < len; i++) {
        if (a32[i] !== b32[i]) { identical = false; break; }
    }
    if (identical) { // fast path if identical
        if (output && !diffMask) {
            for (let i = 0, pos = 0; i < len; i++, pos += 4) drawGrayPixel(img1, pos, alpha, output);
        }
        return 0;
    }

    // maximum acceptable square distance between two colors;
    // 35215 is the maximum possible value for the YIQ difference metric
    const maxDelta = 35215 * threshold * threshold;
    const [aaR, aaG, aaB] = aaColor;
    const [diffR, diffG, diffB] = diffColor;
    const [altR, altG, altB] = diffColorAlt || diffColor;
    let diff = 0;

    // compare each pixel of one image against the other one
    for (let i = 0, pos = 0; i < len; i++, pos += 4) {
        // squared YUV distance between colors at this pixel position, negative if the img2 pixel is darker
        const delta = a32[i] === b32[i] ? 0 : colorDelta(img1, img2, pos, pos, checkerboard);

        // the color difference is above the threshold
        if (Math.abs(delta) > maxDelta) {
            const x = i % width;
            const y = (i / width) | 0;
            // check it's a real rendering difference or just anti-aliasing
            const isExcludedAA = !includeAA && (antialiased(img1, x, y, width, height, a32, b32, checkerboard) || antialiased(img2, x, y, width, height, b32, a32, checkerboard));
            if (isExcludedAA) {
                // one of the pixels is anti-aliasing; draw as yellow and do not count as difference
                // note that we do not include such pixels in a mask
                if (output && !diffMask) drawPixel(output, pos, aaR, aaG, aaB);

            } else {
                // found substantial difference not caused by anti-aliasing; draw it as such
                if (output) {
                    if (delta < 0) {
                        drawPixel(output, pos, altR, altG, altB);
                    } else {
                        drawPixel(output, pos, diffR, diffG, diffB);
                    }
                }
                diff++;
            }

        } else if (output && !diffMask) {
            // pixels are similar; draw background as grayscale image blended with white
            drawGrayPixel(img1, pos, alpha, output);
        }
    }

    // return the number of different pixels
    return diff;
}

/** @param {Uint8Array | Uint8ClampedArray} arr */
function isPixelData(arr) {
    // work around instanceof Uint8Array not working properly in some Jest environments
    return ArrayBuffer.isView(arr) && arr.BYTES_PER_ELEMENT === 1;
}

/**
 * Check if a pixel is likely a part of anti-aliasing;
 * based on "Anti-aliased Pixel and Intensity Slope Detector" paper by V. Vysniauskas, 2009
 * @param {Uint8Array | Uint8ClampedArray} img
 * @param {number} x1
 * @param {number} y1
 * @param {number} width
 * @param {number} height
 * @param {Uint32Array} a32
 * @param {Uint32Array} b32
 * @param {boolean} checkerboard
 */
function antialiased(img, x1, y1, width, height, a32, b32, checkerboard) {
    const x0 = Math.max(x1 - 1, 0);
    const y0 = Math.max(y1 - 1, 0);
    const x2 = Math.min(x1 + 1, width - 1);
    const y2 = Math.min(y1 + 1, height - 1);
    const pos4 = (y1 * width + x1) * 4;
    // cache the center pixel's RGBA once instead of re-reading it on every neighbor comparison
    const cr = img[pos4];
    const cg = img[pos4 + 1];
    const cb = img[pos4 + 2];
    const ca = img[pos4 + 3];
    let zeroes = x1 === x0 || x1 === x2 || y1 === y0 || y1 === y2 ? 1 : 0;
    let min = 0;
    let max = 0;
    let minX = 0;
    let minY = 0;
    let maxX = 0;
    let maxY = 0;

    // go through 8 adjacent pixels
    for (let x = x0; x <= x2; x++) {
        for (let y = y0; y <= y2; y++) {
            if (x === x1 && y === y1) continue;

            // brightness delta between the center pixel and adjacent one
            const delta = brightnessDelta(img, pos4, (y * width + x) * 4, cr, cg, cb, ca, checkerboard);

            // count the number of equal, darker and brighter adjacent pixels
            if (delta === 0) {
                zeroes++;
                // if found more than 2 equal siblings, it's definitely not anti-aliasing
                if (zeroes > 2) return false;

            // remember the darkest pixel
            } else if (delta < min) {
                min = delta;
                minX = x;
                minY = y;

            // remember the brightest pixel
            } else if (delta > max) {
                max = delta;
                maxX = x;
                maxY = y;
            }
        }
    }

    // if there are no both darker and brighter pixels among siblings, it's not anti-aliasing
    if (min === 0 || max === 0) return false;

    // if either the darkest or the brightest pixel has 3+ equal siblings in both images
    // (definitely not anti-aliased), this pixel is anti-aliased
    return (hasManySiblings(a32, minX, minY, width, height) && hasManySiblings(b32, minX, minY, width, height)) ||
           (hasManySiblings(a32, maxX, maxY, width, height) && hasManySiblings(b32, maxX, maxY, width, height));
}

/**
 * Check if a pixel has 3+ adjacent pixels of the same color.
 * @param {Uint32Array} img
 * @param {number} x1
 * @param {number} y1
 * @param {number} width
 * @param {number} height
 */
function hasManySiblings(img, x1, y1, width, height) {
    const x0 = Math.max(x1 - 1, 0);
    const y0 = Math.max(y1 - 1, 0);
    const x2 = Math.min(x1 + 1, width - 1);
    const y2 = Math.min(y1 + 1, height - 1);
    const val = img[y1 * width + x1];
    let zeroes = x1 === x0 || x1 === x2 || y1 === y0 || y1 === y2 ? 1 : 0;

    // go through 8 adjacent pixels
    for (let x = x0; x <= x2; x++) {
        for (let y = y0; y <= y2; y++) {
            if (x === x1 && y === y1) continue;
            zeroes += +(val === img[y * width + x]);
            if (zeroes > 2) return true;
        }
    }
    return false;
}

/**
 * Calculate color difference according to the paper "Measuring perceived color difference
 * using YIQ NTSC transmission color space in mobile applications" by Y. Kotsarenko and F. Ramos.
 * Caller guarantees the two pixels differ, so the early-zero check is omitted.
 * @param {Uint8Array | Uint8ClampedArray} img1
 * @param {Uint8Array | Uint8ClampedArray} img2
 * @param {number} k
 * @param {number} m
 * @param {boolean} checkerboard
 */
function colorDelta(img1, img2, k, m, checkerboard) {
    const r1 = img1[k];
    const g1 = img1[k + 1];
    const b1 = img1[k + 2];
    const a1 = img1[k + 3];
    const r2 = img2[m];
    const g2 = img2[m + 1];
    const b2 = img2[m + 2];
    const a2 = img2[m + 3];

    let dr = r1 - r2;
    let dg = g1 - g2;
    let db = b1 - b2;
    const da = a1 - a2;

    if (a1 < 255 || a2 < 255) { // blend pixels with background
        let rb = 255, gb = 255, bb = 255;
        if (checkerboard) {
            rb = 48 + 159 * (k % 2);
            gb = 48 + 159 * ((k / 1.618033988749895 | 0) % 2);
            bb = 48 + 159 * ((k / 2.618033988749895 | 0) % 2);
        }
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255;
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255;
        db = (b1 * a1 - b2 * a2 - bb * da) / 255;
    }

    const y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
    const i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189;
    const q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;

    const delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;

    // encode whether the pixel lightens or darkens in the sign
    return y > 0 ? -delta : delta;
}

/**
 * Specialized brightness-only color delta for the anti-aliasing detector,
 * with the center pixel's RGBA hoisted out of the neighbor loop.
 * @param {Uint8Array | Uint8ClampedArray} img
 * @param {number} k center pixel offset
 * @param {number} m neighbor pixel offset
 * @param {number} r1
 * @param {number} g1
 * @param {number} b1
 * @param {number} a1
 * @param {boolean} checkerboard
 */
function brightnessDelta(img, k, m, r1, g1, b1, a1, checkerboard) {
    const r2 = img[m];
    const g2 = img[m + 1];
    const b2 = img[m + 2];
    const a2 = img[m + 3];

    let dr = r1 - r2;
    let dg = g1 - g2;
    let db = b1 - b2;
    const da = a1 - a2;

    if (!dr && !dg && !db && !da) return 0;

    if (a1 < 255 || a2 < 255) {
        let rb = 255, gb = 255, bb = 255;
        if (checkerboard) {
            rb = 48 + 159 * (k % 2);
            gb = 48 + 159 * ((k / 1.618033988749895 | 0) % 2);
            bb = 48 + 159 * ((k / 2.618033988749895 | 0) % 2);
        }
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255;
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255;
        db = (b1 * a1 - b2 * a2 - bb * da) / 255;
    }

    return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
}

/**
 * @param {Uint8Array | Uint8ClampedArray} output
 * @param {number} pos
 * @param {number} r
 * @param {number} g
 * @param {number} b
 */
function drawPixel(output, pos, r, g, b) {
    output[pos] = r;
    output[pos + 1] = g;
    output[pos + 2] = b;
    output[pos + 3] = 255;
}

/**
 * @param {Uint8Array | Uint8ClampedArray} img
 * @param {number} i
 * @param {number} alpha
 * @param {Uint8Array | Uint8ClampedArray} output
 */
function drawGrayPixel(img, i, alpha, output) {
    const val = 255 + (img[i] * 0.29889531 + img[i + 1] * 0.58662247 + img[i + 2] * 0.11448223 - 255) * alpha * img[i + 3] / 255;
    drawPixel(output, i, val, val, val);
}

;// CONCATENATED MODULE: ./src/engine/formats/shared/raster-regions.ts


/** pixelmatch's colour threshold for a sensitivity 0..100 (75 → 0.2; higher = stricter). */
function colourThreshold(sensitivity) {
    const s = Math.min(100, Math.max(0, sensitivity));
    return 0.05 + ((100 - s) / 100) * 0.6;
}
/** Fewest changed pixels a region needs to be reported (noise from re-encoding stays out). */
function minimumPixels(sensitivity, width, height) {
    const area = width * height;
    const fraction = sensitivity >= 95 ? 0 : ((100 - sensitivity) / 100) * 0.0004;
    return Math.max(1, Math.round(area * fraction), sensitivity >= 95 ? 1 : 3);
}
/** Content hash of pixels (sha-1 hex), equal for equal pictures whatever their file format. */
function rasterHash(raster) {
    return (0,external_node_crypto_.createHash)('sha1').update(`${raster.width}x${raster.height}:`).update(raster.data).digest('hex');
}
/** Rectangles of pixels that differ between two rasters of one size. */
function changedRegions(a, b, sensitivity) {
    const { width, height } = b;
    if (a.width !== width || a.height !== height)
        throw new Error('rasters of different sizes');
    const mask = new Uint8Array(width * height * 4);
    const count = pixelmatch(a.data, b.data, mask, width, height, {
        threshold: colourThreshold(sensitivity),
        includeAA: false,
        diffMask: true,
        diffColor: [255, 0, 0],
        alpha: 0,
    });
    if (count === 0)
        return [];
    const cell = Math.max(1, Math.round(Math.max(width, height) / 200));
    const columns = Math.ceil(width / cell);
    const rows = Math.ceil(height / cell);
    const grid = new Uint32Array(columns * rows);
    for (let y = 0; y < height; y++) {
        const rowOffset = Math.floor(y / cell) * columns;
        for (let x = 0; x < width; x++) {
            const i = (y * width + x) * 4;
            if (mask[i + 3] !== 0 && mask[i] === 255 && mask[i + 1] === 0)
                grid[rowOffset + Math.floor(x / cell)]++;
        }
    }
    const reach = 2;
    const label = new Int32Array(columns * rows).fill(-1);
    const found = [];
    const stack = [];
    for (let start = 0; start < grid.length; start++) {
        if (!grid[start] || label[start] >= 0)
            continue;
        const id = found.length;
        let x0 = Infinity;
        let y0 = Infinity;
        let x1 = -1;
        let y1 = -1;
        let pixels = 0;
        label[start] = id;
        stack.push(start);
        while (stack.length) {
            const at = stack.pop();
            const cx = at % columns;
            const cy = (at - cx) / columns;
            x0 = Math.min(x0, cx);
            x1 = Math.max(x1, cx);
            y0 = Math.min(y0, cy);
            y1 = Math.max(y1, cy);
            pixels += grid[at];
            for (let dy = -reach; dy <= reach; dy++) {
                const ny = cy + dy;
                if (ny < 0 || ny >= rows)
                    continue;
                for (let dx = -reach; dx <= reach; dx++) {
                    const nx = cx + dx;
                    if (nx < 0 || nx >= columns)
                        continue;
                    const next = ny * columns + nx;
                    if (grid[next] && label[next] < 0) {
                        label[next] = id;
                        stack.push(next);
                    }
                }
            }
        }
        found.push({
            x: x0 * cell,
            y: y0 * cell,
            width: Math.min(width, (x1 + 1) * cell) - x0 * cell,
            height: Math.min(height, (y1 + 1) * cell) - y0 * cell,
            pixels,
        });
    }
    const minimum = minimumPixels(sensitivity, width, height);
    return mergeClose(found, cell * 4).filter((r) => r.pixels >= minimum);
}
/** Merges rectangles that overlap or lie within `gap` of each other, until none do. */
function mergeClose(rectangles, gap) {
    const list = [...rectangles];
    let merged = true;
    while (merged) {
        merged = false;
        for (let i = 0; i < list.length && !merged; i++) {
            for (let j = i + 1; j < list.length; j++) {
                const a = list[i];
                const b = list[j];
                if (a.x - gap <= b.x + b.width &&
                    b.x - gap <= a.x + a.width &&
                    a.y - gap <= b.y + b.height &&
                    b.y - gap <= a.y + a.height) {
                    const x = Math.min(a.x, b.x);
                    const y = Math.min(a.y, b.y);
                    list[i] = {
                        x,
                        y,
                        width: Math.max(a.x + a.width, b.x + b.width) - x,
                        height: Math.max(a.y + a.height, b.y + b.height) - y,
                        pixels: a.pixels + b.pixels,
                    };
                    list.splice(j, 1);
                    merged = true;
                    break;
                }
            }
        }
    }
    return list.sort((a, b) => a.y - b.y || a.x - b.x);
}


/***/ })

};
