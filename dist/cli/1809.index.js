export const id = 1809;
export const ids = [1809];
export const modules = {

/***/ 24182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eI: () => (/* binding */ changedRegions),
/* harmony export */   eU: () => (/* binding */ rasterHash)
/* harmony export */ });
/* unused harmony export colourThreshold */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var pixelmatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63342);


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
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(`${raster.width}x${raster.height}:`).update(raster.data).digest('hex');
}
/** Rectangles of pixels that differ between two rasters of one size. */
function changedRegions(a, b, sensitivity) {
    const { width, height } = b;
    if (a.width !== width || a.height !== height)
        throw new Error('rasters of different sizes');
    const mask = new Uint8Array(width * height * 4);
    const count = (0,pixelmatch__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)(a.data, b.data, mask, width, height, {
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
                if (a.x - gap <= b.x + b.width && b.x - gap <= a.x + a.width && a.y - gap <= b.y + b.height && b.y - gap <= a.y + a.height) {
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


/***/ }),

/***/ 69301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ diffPdfModels),
/* harmony export */   b: () => (/* binding */ boxOf)
/* harmony export */ });
/* harmony import */ var _diff_compare__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18711);
/* harmony import */ var _diff_sequence__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25087);
/* harmony import */ var _model_document__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64451);
/* harmony import */ var _image_regions__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24182);




/**
 * The PDF differ. A PDF's paragraphs are a guess rebuilt from positions, and the guess differs
 * between two versions wherever a page or column break falls elsewhere; so the body is compared
 * as ONE stream of words, and paragraphs only serve to name where a change sits. Runs of unequal
 * words become changes with the exact boxes of their words; identical deleted and inserted runs
 * become moves. Headers and footers go through the generic diff; pages without text are compared
 * pixel by pixel.
 */
function diffPdfModels(source, target, options) {
    const sourceData = pdfData(source);
    const targetData = pdfData(target);
    const changes = diffBodies(bodyStream(source, sourceData), bodyStream(target, targetData), sourceData, targetData, options);
    const otherStories = (model) => ({ ...model, stories: model.stories.filter((s) => s.kind !== 'page' && s.key !== 'body') });
    changes.push(...(0,_diff_compare__WEBPACK_IMPORTED_MODULE_0__/* .diffDocuments */ .me)(otherStories(source), otherStories(target), options));
    changes.push(...scannedPageChanges(sourceData, targetData, options));
    return changes;
}
function pdfData(model) {
    const data = model.familyData;
    return data?.kind === 'pdf' ? data : undefined;
}
function bodyStream(model, data) {
    const blocks = model.stories.find((s) => s.key === 'body')?.blocks ?? [];
    const paragraphTexts = blocks.map(_model_document__WEBPACK_IMPORTED_MODULE_2__/* .blockText */ .dK);
    const texts = [];
    const paragraphOf = [];
    const indexOf = [];
    const firstWord = new Int32Array(paragraphTexts.length + 1);
    paragraphTexts.forEach((text, p) => {
        firstWord[p] = texts.length;
        const words = data?.paragraphs[p];
        if (words) {
            for (let i = 0; i < words.starts.length; i++) {
                texts.push(text.slice(words.starts[i], words.ends[i]));
                paragraphOf.push(p);
                indexOf.push(i);
            }
        }
        else {
            // A model without word data (not read by the PDF reader): its words are split at spaces.
            let i = 0;
            for (const word of text.split(/\s+/)) {
                if (!word)
                    continue;
                texts.push(word);
                paragraphOf.push(p);
                indexOf.push(i++);
            }
        }
    });
    firstWord[paragraphTexts.length] = texts.length;
    return { texts, paragraphTexts, paragraph: Int32Array.from(paragraphOf), index: Int32Array.from(indexOf), firstWord, data };
}
/** Moved text needs this many identical words, so common short phrases are not called moves. */
const MIN_MOVED_WORDS = 8;
function diffBodies(a, b, sourceData, targetData, options) {
    const interner = new _diff_sequence__WEBPACK_IMPORTED_MODULE_3__/* .Interner */ .M();
    const aIds = Int32Array.from(a.texts, (t) => interner.id(t));
    const bIds = Int32Array.from(b.texts, (t) => interner.id(t));
    const runs = runsOf((0,_diff_sequence__WEBPACK_IMPORTED_MODULE_3__/* .alignSequences */ .y)(aIds, bIds), a, options.detailsLevel);
    for (const run of runs)
        slideToParagraphs(run, aIds, bIds, a, b);
    dropReadingOrderNoise(runs, aIds, bIds);
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
    const changes = [];
    for (const run of runs) {
        if (movedFrom.has(run))
            continue;
        const from = moves.get(run);
        if (from) {
            changes.push(moveChange(from, run, a, b, sourceData, targetData));
            continue;
        }
        const kind = run.aStart === run.aEnd ? 'Inserted' : run.bStart === run.bEnd ? 'Deleted' : 'Modified';
        if (kind === 'Inserted' && !options.showInserted)
            continue;
        if (kind === 'Deleted' && !options.showDeleted)
            continue;
        changes.push(...runChanges(kind, run, a, b, sourceData, targetData));
    }
    return changes;
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
function dropReadingOrderNoise(runs, aIds, bIds) {
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
            if (!pureDelete && run.aStart !== run.aEnd)
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
        const bridge = level === 'low' && current && ops[k + 1] && op.aEnd - op.aStart === 1 && a.texts[op.aStart].length <= 3;
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
    return stream.index[start] === 0 && (end === stream.texts.length || stream.index[end] === 0);
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
    const otherParagraph = otherAt < other.texts.length ? other.paragraph[otherAt] : other.paragraphTexts.length;
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
        text += stream.texts[i];
    }
    return text;
}
function samePage(stream, i, j) {
    const data = stream.data;
    if (!data || i < 0 || j >= stream.texts.length)
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
    if (stream.texts.length === 0)
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
    const before = new Map((source?.scanned ?? []).map((p) => [p.page, p]));
    const after = new Map((target?.scanned ?? []).map((p) => [p.page, p]));
    const numbers = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a - b);
    for (const number of numbers) {
        const a = before.get(number);
        const b = after.get(number);
        const story = `page:${number}`;
        const place = `page ${number} (picture)`;
        if (a && b) {
            if (a.hash === b.hash || a.width !== b.width || a.height !== b.height) {
                if (a.hash !== b.hash)
                    changes.push(wholePage('Modified', number, target, place, story));
                continue;
            }
            const info = target.pages[number - 1];
            for (const region of (0,_image_regions__WEBPACK_IMPORTED_MODULE_1__/* .changedRegions */ .eI)(a, b, options.sensitivity)) {
                const scale = b.pointsPerPixel;
                const box = { page: number, pageWidth: info.width, pageHeight: info.height, x: region.x * scale, y: region.y * scale, width: region.width * scale, height: region.height * scale };
                changes.push({
                    kind: 'Modified',
                    unit: 'object',
                    text: '',
                    targetText: `region ${Math.round(box.width)}×${Math.round(box.height)} at (${Math.round(box.x)}, ${Math.round(box.y)})`,
                    place,
                    source: { story, blockPath: [0] },
                    target: { story, blockPath: [0] },
                    box,
                });
            }
        }
        else if (b && options.showInserted) {
            changes.push(wholePage('Inserted', number, target, place, story));
        }
        else if (a && options.showDeleted) {
            changes.push(wholePage('Deleted', number, source, place, story));
        }
    }
    return changes;
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
        box: { page: number, pageWidth: info.width, pageHeight: info.height, x: 0, y: 0, width: info.width, height: info.height },
    };
}


/***/ }),

/***/ 62429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GK: () => (/* binding */ standardFontDirectory),
/* harmony export */   pdfPageCount: () => (/* binding */ pdfPageCount),
/* harmony export */   v9: () => (/* binding */ openPdf)
/* harmony export */ });
/* unused harmony export loadPdfJs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17679);
/* harmony import */ var _preview_native__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73594);






let loading;
/** The canvas module pdf.js draws scanned pages with, when one loaded. */
let canvas;
function loadPdfJs() {
    loading ??= (async () => {
        // Shared with the previews: pdf.js must find the canvas module's classes as it loads, and
        // the shared loader puts back the built-ins pdf.js's polyfills replace.
        canvas = await (0,_preview_native__WEBPACK_IMPORTED_MODULE_5__/* .preparePdfJsGlobals */ .Bb)();
        const loaded = await (0,_preview_native__WEBPACK_IMPORTED_MODULE_5__/* .loadPdfJs */ .CH)();
        if (!loaded.module)
            throw new Error(loaded.reason);
        return loaded.module;
    })();
    return loading;
}
let fontDirectory;
/**
 * The directory of pdf.js's standard fonts: beside the installed package, or, inside a bundle,
 * a `pdfjs-standard-fonts/` folder next to the bundle's file.
 */
function standardFontDirectory() {
    if (fontDirectory)
        return fontDirectory;
    const candidates = [];
    try {
        const require = (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url);
        candidates.push((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')), '..', '..', 'standard_fonts'));
    }
    catch {
        // Not resolvable from a bundle: the copied folder below is used instead.
    }
    try {
        candidates.push((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url)), 'pdfjs-standard-fonts'));
    }
    catch {
        // import.meta.url is not a file URL (never in Node, kept for safety).
    }
    candidates.push((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(process.cwd(), 'node_modules', 'pdfjs-dist', 'standard_fonts'));
    fontDirectory = candidates.find((c) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(c, 'FoxitSerif.pfb'))) ?? candidates[0];
    return fontDirectory;
}
/** pdf.js's PasswordException codes. */
const NEED_PASSWORD = 1;
const INCORRECT_PASSWORD = 2;
/**
 * Opens a PDF; password problems become PasswordRequiredError / WrongPasswordError. An
 * extraction worker passes the font directory its parent found (a bundled worker sits elsewhere).
 */
async function openPdf(bytes, password, standardFonts = standardFontDirectory()) {
    const pdfjs = await loadPdfJs();
    const task = pdfjs.getDocument({
        // pdf.js transfers (detaches) the buffer it gets: give it a copy so the caller's bytes live on.
        data: new Uint8Array(bytes),
        password,
        standardFontDataUrl: standardFonts + '/',
        disableFontFace: true,
        useSystemFonts: false,
        isEvalSupported: false,
        verbosity: pdfjs.VerbosityLevel.ERRORS,
        // pdf.js's own factory would `require` the canvas module from pdf.js's folder, where a
        // bundle may not have it.
        ...(canvas ? { CanvasFactory: (0,_preview_native__WEBPACK_IMPORTED_MODULE_5__/* .canvasFactoryOf */ .gT)(canvas) } : {}),
    });
    try {
        return await task.promise;
    }
    catch (error) {
        const named = error;
        if (named?.name === 'PasswordException') {
            if (named.code === INCORRECT_PASSWORD || (named.code === NEED_PASSWORD && password))
                throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .WrongPasswordError */ .Pi();
            throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .PasswordRequiredError */ .$F();
        }
        throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .CorruptDocumentError */ .b6(`not a readable PDF (${named?.message ?? String(error)})`);
    }
}
/**
 * The page count from the document's page tree (the root's /Count), without reading any page:
 * `info` on a long PDF in the time pdf.js takes to open it.
 */
async function pdfPageCount(bytes, password) {
    const document = await openPdf(bytes, password);
    try {
        return document.numPages;
    }
    finally {
        await document.destroy();
    }
}


/***/ })

};
