export const id = 8452;
export const ids = [8452];
export const modules = {

/***/ 4056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j8: () => (/* binding */ formatListNumber),
/* harmony export */   kL: () => (/* binding */ romanNumeral),
/* harmony export */   uC: () => (/* binding */ repeatedLetters)
/* harmony export */ });
/**
 * List-number renderings shared by the families that draw list labels (Word, ODF, HTML).
 * Both Word and LibreOffice count letters by repeating them (a..z, aa..zz), not in base 26.
 */
/** 1 → A, 26 → Z, 27 → AA, 28 → BB; values below 1 stay digits. */
function repeatedLetters(value) {
    if (value < 1)
        return String(value);
    const letter = String.fromCharCode(65 + ((value - 1) % 26));
    return letter.repeat(Math.floor((value - 1) / 26) + 1);
}
const ROMAN = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
];
/** Upper-case Roman numerals for 1..3999; other values stay digits. */
function romanNumeral(value) {
    if (value < 1 || value >= 4000)
        return String(value);
    let rest = value;
    let out = '';
    for (const [amount, symbol] of ROMAN) {
        while (rest >= amount) {
            out += symbol;
            rest -= amount;
        }
    }
    return out;
}
/** Renders list numbers the way ODF num-format values ask for (`1`, `a`, `A`, `i`, `I`). */
function formatListNumber(value, format) {
    switch (format) {
        case 'a':
            return repeatedLetters(value).toLowerCase();
        case 'A':
            return repeatedLetters(value);
        case 'i':
            return romanNumeral(value).toLowerCase();
        case 'I':
            return romanNumeral(value);
        case '':
            return '';
        default:
            // '1' and scripts we do not render (Arabic-Indic, CJK counting) fall back to decimal digits.
            return String(value);
    }
}


/***/ }),

/***/ 3677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ diffWordDocuments)
});

// UNUSED EXPORTS: pairTableColumns

// EXTERNAL MODULE: ./src/engine/diff/compare.ts
var compare = __webpack_require__(7335);
// EXTERNAL MODULE: ./src/engine/model/document.ts
var model_document = __webpack_require__(4451);
// EXTERNAL MODULE: ./src/engine/diff/similarity.ts
var similarity = __webpack_require__(8785);
// EXTERNAL MODULE: ./src/engine/diff/sequence.ts
var sequence = __webpack_require__(5087);
// EXTERNAL MODULE: ./src/engine/diff/tokens.ts
var tokens = __webpack_require__(6588);
;// CONCATENATED MODULE: ./src/engine/formats/word/notes.ts




/**
 * Footnotes and endnotes in the word family's diff. A note's reference mark shows its number,
 * which changes whenever a note is added or removed before it; and note stories are keyed by
 * the ids of their part, which Word renumbers in document order. So before the core diff runs,
 * notes are paired by where their marks stand and what they say, the target's notes take the
 * keys of the source notes they pair with, and each mark becomes an inline object standing for
 * its note (compared by the note it refers to, not by its number, and no word of its paragraph).
 * After it, a mark inserted or deleted alone and its note's story inserted or deleted are one
 * change, at the mark and named after the note.
 */
/** A mark's text in the diff's copy: one character whatever the number, so no number shifts a style. */
const PLACEHOLDER = '\uFFFC';
const PAIRING_SIMILARITY = 0.5;
/** Copies of both documents for the diff, or undefined when neither has a note mark. */
function noteView(source, target) {
    const sourceMarks = marksOf(source);
    const targetMarks = marksOf(target);
    if (!sourceMarks.length && !targetMarks.length)
        return undefined;
    const sourceKeys = new Set(source.stories.map((s) => s.key));
    const paired = pairNotes(source, sourceMarks, target, targetMarks);
    const renamed = new Map();
    const used = new Set(paired.values());
    for (const story of target.stories) {
        if (!isNote(story))
            continue;
        let key = paired.get(story.key) ?? story.key;
        if (!paired.has(story.key))
            while (sourceKeys.has(key) || used.has(key))
                key += '+';
        used.add(key);
        if (key !== story.key)
            renamed.set(story.key, key);
    }
    const back = new Map([...renamed].map(([original, key]) => [key, original]));
    const shifts = [shiftsOf(sourceMarks, new Map()), shiftsOf(targetMarks, renamed)];
    return {
        source: withMarksAsObjects(source, new Map()),
        target: withMarksAsObjects(target, renamed),
        targetKey: (key) => back.get(key) ?? key,
        shifts,
    };
}
function shiftsOf(marks, renamed) {
    const shifts = new Map();
    for (const mark of marks) {
        const key = `${renamed.get(mark.story) ?? mark.story}|${mark.blockPath.join('/')}`;
        const list = shifts.get(key) ?? [];
        const before = list.reduce((sum, [, extra]) => sum + extra, 0);
        list.push([mark.start - before, mark.end - mark.start - 1]);
        shifts.set(key, list);
    }
    return shifts;
}
/** A side of a change in a copy as the same place in the reader's document. */
function unshift(side, shifts) {
    const list = side && side.start !== undefined ? shifts.get(`${side.story}|${side.blockPath.join('/')}`) : undefined;
    if (!side || !list)
        return side;
    const at = (offset) => offset === undefined ? undefined : offset + list.reduce((sum, [c, extra]) => sum + (c < offset ? extra : 0), 0);
    const out = { ...side, start: at(side.start) };
    if (side.end !== undefined)
        out.end = at(side.end);
    return out;
}
/**
 * The changes of the diff's copies as changes of the documents themselves: target story keys
 * and texts that hold marks are the reader's again, and an added or removed note is one change.
 */
function restoreNoteChanges(changes, view, source, target) {
    const [sourceShifts, targetShifts] = view.shifts;
    const rename = (side) => {
        const out = unshift(side, targetShifts);
        return out && view.targetKey(out.story) !== out.story ? { ...out, story: view.targetKey(out.story) } : out;
    };
    for (const change of changes) {
        if (change.source)
            change.source = unshift(change.source, sourceShifts);
        if (change.target)
            change.target = rename(change.target);
        if (change.anchor)
            change.anchor = rename(change.anchor);
        if (change.text.includes(PLACEHOLDER))
            change.text = originalText(source, change.source, change.text);
        if (change.targetText.includes(PLACEHOLDER))
            change.targetText = originalText(target, change.target, change.targetText);
    }
    return foldNotes(changes, marksOf(source), marksOf(target));
}
function foldNotes(changes, sourceMarks, targetMarks) {
    const dropped = new Set();
    for (const change of changes) {
        if (change.unit !== 'story' || (change.kind !== 'Inserted' && change.kind !== 'Deleted'))
            continue;
        const inserted = change.kind === 'Inserted';
        const note = (inserted ? change.target : change.source)?.story;
        if (!note || !/^(foot|end)note:/.test(note))
            continue;
        const found = (inserted ? targetMarks : sourceMarks).filter((m) => m.note === note);
        if (found.length !== 1)
            continue;
        const [mark] = found;
        const text = changes.find((c) => {
            const side = inserted ? c.target : c.source;
            return (c.kind === change.kind &&
                c.unit === 'text' &&
                !dropped.has(c) &&
                side?.story === mark.story &&
                side.start === mark.start &&
                side.end === mark.end &&
                samePath(side.blockPath, mark.blockPath));
        });
        if (!text)
            continue;
        text.place = change.place;
        text.note = note;
        if (inserted)
            text.targetText = change.targetText;
        else
            text.text = change.text;
        if (change.authors && !text.authors)
            text.authors = change.authors;
        dropped.add(change);
    }
    return dropped.size ? changes.filter((c) => !dropped.has(c)) : changes;
}
function isNote(story) {
    return story.kind === 'footnote' || story.kind === 'endnote';
}
function samePath(a, b) {
    return a.length === b.length && a.every((v, k) => v === b[k]);
}
/** Every note mark of a document, in story and reading order. */
function marksOf(model) {
    const marks = [];
    const walk = (story, blocks, path) => blocks.forEach((block, index) => {
        const at = [...path, index];
        if (block.type === 'paragraph') {
            let offset = 0;
            for (const run of block.runs) {
                if (run.note)
                    marks.push({ note: run.note, story, blockPath: at, start: offset, end: offset + run.text.length });
                offset += run.text.length;
            }
        }
        else if (block.type === 'table')
            block.rows.forEach((row, r) => row.cells.forEach((cell, c) => walk(story, cell.blocks, [...at, r, c])));
    });
    for (const story of model.stories)
        walk(story.key, story.blocks, []);
    return marks;
}
/**
 * Target note key → source note key. Each side's notes in the order their marks first appear
 * (notes no mark refers to after them); equal texts pair in order, and between two such pairs
 * notes pair in order when both sides have as many, or by their words when not.
 */
function pairNotes(source, sourceMarks, target, targetMarks) {
    const paired = new Map();
    for (const kind of ['footnote', 'endnote']) {
        const a = notesInOrder(source, sourceMarks, kind);
        const b = notesInOrder(target, targetMarks, kind);
        if (!a.length || !b.length)
            continue;
        const interner = new sequence/* Interner */.Ms();
        const ops = (0,sequence/* alignSequences */.yo)(a.map((n) => interner.id(n.text)), b.map((n) => interner.id(n.text)));
        const words = new sequence/* Interner */.Ms();
        let aAt = 0;
        let bAt = 0;
        const gaps = [];
        for (const op of ops) {
            if (op.kind !== 'equal')
                continue;
            for (let k = 0; k < op.aEnd - op.aStart; k++)
                paired.set(b[op.bStart + k].key, a[op.aStart + k].key);
            if (op.aStart > aAt || op.bStart > bAt)
                gaps.push([aAt, op.aStart, bAt, op.bStart]);
            aAt = op.aEnd;
            bAt = op.bEnd;
        }
        if (aAt < a.length || bAt < b.length)
            gaps.push([aAt, a.length, bAt, b.length]);
        for (const [aStart, aEnd, bStart, bEnd] of gaps) {
            if (aEnd - aStart === bEnd - bStart) {
                for (let k = 0; k < aEnd - aStart; k++)
                    paired.set(b[bStart + k].key, a[aStart + k].key);
                continue;
            }
            let next = aStart;
            for (let j = bStart; j < bEnd; j++) {
                for (let i = next; i < aEnd; i++) {
                    if ((0,similarity/* orderedWordSimilarity */.x2)(a[i].words, b[j].words, words) >= PAIRING_SIMILARITY) {
                        paired.set(b[j].key, a[i].key);
                        next = i + 1;
                        break;
                    }
                }
            }
        }
    }
    return paired;
}
function notesInOrder(model, marks, kind) {
    const stories = new Map(model.stories.filter((s) => s.kind === kind).map((s) => [s.key, s]));
    const keys = new Set();
    for (const mark of marks)
        if (stories.has(mark.note))
            keys.add(mark.note);
    for (const key of stories.keys())
        keys.add(key);
    return [...keys].map((key) => {
        const text = stories.get(key).blocks.map(model_document/* blockText */.dK).join('\n');
        return { key, text, words: (0,tokens/* wordsOf */.Z9)(text) };
    });
}
/** A copy of the model whose marks are objects standing for their notes, and notes renamed. */
function withMarksAsObjects(model, renamed) {
    const keyOf = (key) => renamed.get(key) ?? key;
    const stories = model.stories.map((story) => {
        const blocks = mapBlocks(story.blocks, keyOf);
        const key = keyOf(story.key);
        return blocks === story.blocks && key === story.key ? story : { ...story, key, blocks };
    });
    return { ...model, stories };
}
function mapBlocks(blocks, keyOf) {
    let out;
    blocks.forEach((block, index) => {
        const mapped = mapBlock(block, keyOf);
        if (mapped !== block)
            (out ??= [...blocks])[index] = mapped;
    });
    return out ?? blocks;
}
function mapBlock(block, keyOf) {
    if (block.type === 'paragraph') {
        if (!block.runs.some((r) => r.note))
            return block;
        const runs = block.runs.map((run) => {
            if (!run.note)
                return run;
            const note = keyOf(run.note);
            return {
                ...run,
                note,
                text: run.text ? PLACEHOLDER : '',
                object: { kind: 'object', hash: `note\u0000${note}`, name: note },
            };
        });
        return { ...block, runs };
    }
    if (block.type === 'table') {
        let changed = false;
        const rows = block.rows.map((row) => {
            const cells = row.cells.map((cell) => {
                const blocks = mapBlocks(cell.blocks, keyOf);
                if (blocks === cell.blocks)
                    return cell;
                changed = true;
                return { ...cell, blocks };
            });
            return cells.some((c, k) => c !== row.cells[k]) ? { ...row, cells } : row;
        });
        return changed ? { ...block, rows } : block;
    }
    return block;
}
/** A change's text as the reader's document reads it: the same offsets, the marks' numbers. */
function originalText(model, side, text) {
    const story = side && model.stories.find((s) => s.key === side.story);
    let blocks = story?.blocks;
    let block;
    const path = side?.blockPath ?? [];
    for (let k = 0; blocks && k < path.length; k++) {
        block = blocks[path[k]];
        if (block?.type === 'table' && k + 2 < path.length) {
            blocks = block.rows[path[k + 1]]?.cells[path[k + 2]]?.blocks;
            k += 2;
        }
        else if (k < path.length - 1)
            blocks = block?.type === 'shape' ? block.blocks : undefined;
    }
    if (block?.type === 'paragraph' && side?.start !== undefined && side.end !== undefined) {
        const own = block.runs.map((r) => r.text).join('');
        return own.slice(side.start, side.end);
    }
    if (block && path.length)
        return (0,model_document/* blockText */.dK)(block);
    return text.replaceAll(PLACEHOLDER, '');
}

;// CONCATENATED MODULE: ./src/engine/formats/word/diff.ts



/**
 * The word family's diff: the generic block diff, with the columns of a table whose width
 * changed paired by what they hold (as the spreadsheet family pairs them) before its rows are
 * aligned, so a deleted column is one change and the rows still pair on the columns kept; and
 * footnotes and endnotes paired by their marks, an added or removed note one change (./notes).
 */
function diffWordDocuments(source, target, options = {}) {
    const settings = { ...options, tableColumns: pairTableColumns };
    const notes = noteView(source, target);
    if (!notes)
        return (0,compare/* diffDocuments */.me)(source, target, settings);
    return restoreNoteChanges((0,compare/* diffDocuments */.me)(notes.source, notes.target, settings), notes, source, target);
}
/** A column's bag must share at least this share of its values for the columns to pair. */
const BAG_SIMILARITY = 0.5;
/** Inside a gap between paired columns, columns of unequal gaps pair from this score. */
const GAP_SIMILARITY = 0.2;
/** Wider tables keep the core's pairing (a score per column pair). */
const COLUMN_PAIR_BUDGET = 10_000;
/**
 * Columns by header (the first row's cell, equal, non-empty and unique on each side) and by their bag of cell texts
 * over the rows of the table's common width; the pairs in order on both sides are kept, and the
 * columns left between two kept pairs pair by position when both sides left as many.
 */
function pairTableColumns(a, b, widthA, widthB) {
    if (!widthA || !widthB || widthA * widthB > COLUMN_PAIR_BUDGET)
        return undefined;
    const columnsA = columnsOf(a, widthA);
    const columnsB = columnsOf(b, widthB);
    const score = (i, j) => {
        const x = columnsA[i];
        const y = columnsB[j];
        let common = 0;
        for (const [text, n] of x.bag)
            common += Math.min(n, y.bag.get(text) ?? 0);
        const size = Math.max(x.size, y.size);
        const bag = size === 0 ? 0 : common / size;
        return x.header && x.header === y.header ? Math.max(bag, 0.75) + 0.25 : bag;
    };
    const scores = Array.from({ length: widthA }, (_, i) => Array.from({ length: widthB }, (_, j) => score(i, j)));
    const greedy = greedyPairs(widthA, widthB, (i, j) => scores[i][j], BAG_SIMILARITY);
    const kept = inOrder(greedy);
    if (!kept.length)
        return undefined;
    const pairs = [];
    const deleted = [];
    const inserted = [];
    let lastA = -1;
    let lastB = -1;
    for (const [endA, endB] of [...kept, [widthA, widthB]]) {
        const gapA = range(lastA + 1, endA);
        const gapB = range(lastB + 1, endB);
        if (gapA.length === gapB.length)
            gapA.forEach((i, k) => pairs.push([i, gapB[k]]));
        else {
            const loose = inOrder(greedyPairs(gapA.length, gapB.length, (x, y) => scores[gapA[x]][gapB[y]], GAP_SIMILARITY)).map(([x, y]) => [gapA[x], gapB[y]]);
            pairs.push(...loose);
            deleted.push(...gapA.filter((i) => !loose.some(([x]) => x === i)));
            inserted.push(...gapB.filter((j) => !loose.some(([, y]) => y === j)));
        }
        if (endA < widthA)
            pairs.push([endA, endB]);
        lastA = endA;
        lastB = endB;
    }
    pairs.sort((x, y) => x[1] - y[1]);
    return { pairs, deleted, inserted };
}
function columnsOf(table, width) {
    const columns = Array.from({ length: width }, () => ({ bag: new Map(), size: 0, header: '' }));
    let first = true;
    for (const row of table.rows) {
        if (row.cells.length !== width)
            continue;
        row.cells.forEach((cell, c) => {
            const text = cell.blocks.map(model_document/* blockText */.dK).join('\n').trim();
            if (first)
                columns[c].header = text;
            if (!text)
                return;
            columns[c].bag.set(text, (columns[c].bag.get(text) ?? 0) + 1);
            columns[c].size++;
        });
        first = false;
    }
    // A header names its column only when no other column has it.
    const seen = new Map();
    for (const { header } of columns)
        seen.set(header, (seen.get(header) ?? 0) + 1);
    for (const column of columns)
        if (seen.get(column.header) > 1)
            column.header = '';
    return columns;
}
function range(from, to) {
    return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}
/** Best-scoring pairs first (ties: nearer positions), each column used once, scores >= threshold. */
function greedyPairs(countA, countB, score, threshold) {
    const candidates = [];
    for (let i = 0; i < countA; i++)
        for (let j = 0; j < countB; j++) {
            const s = score(i, j);
            if (s >= threshold)
                candidates.push({ i, j, s });
        }
    candidates.sort((x, y) => y.s - x.s || Math.abs(x.i - x.j) - Math.abs(y.i - y.j) || x.i - y.i);
    const usedA = new Uint8Array(countA);
    const usedB = new Uint8Array(countB);
    const pairs = [];
    for (const { i, j } of candidates) {
        if (usedA[i] || usedB[j])
            continue;
        usedA[i] = usedB[j] = 1;
        pairs.push([i, j]);
    }
    return pairs;
}
/** The longest run of pairs in order on both sides (a moved column is a deletion and an insertion). */
function inOrder(pairs) {
    const sorted = [...pairs].sort((x, y) => x[0] - y[0]);
    const length = sorted.map(() => 1);
    const previous = sorted.map(() => -1);
    for (let k = 0; k < sorted.length; k++)
        for (let m = 0; m < k; m++)
            if (sorted[m][1] < sorted[k][1] && length[m] + 1 > length[k]) {
                length[k] = length[m] + 1;
                previous[k] = m;
            }
    let end = -1;
    for (let k = 0; k < sorted.length; k++)
        if (end < 0 || length[k] > length[end])
            end = k;
    const out = [];
    for (let k = end; k >= 0; k = previous[k])
        out.push(sorted[k]);
    return out.reverse();
}


/***/ })

};
