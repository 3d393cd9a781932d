export const id = 7478;
export const ids = [7478];
export const modules = {

/***/ 17478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cellsDiff: () => (/* reexport */ cellsDiff),
  cellsOptionsFrom: () => (/* reexport */ cellsOptionsFrom),
  cellsOptionsFromDiffOptions: () => (/* binding */ cellsOptionsFromDiffOptions),
  cellsReader: () => (/* binding */ cellsReader),
  readCells: () => (/* binding */ readCells)
});

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/cells/csv.ts
var csv = __webpack_require__(64003);
// EXTERNAL MODULE: ./src/engine/diff/sequence.ts
var sequence = __webpack_require__(25087);
// EXTERNAL MODULE: ./src/engine/formats/cells/model.ts
var model = __webpack_require__(20238);
;// CONCATENATED MODULE: ./src/engine/formats/cells/align.ts


/** Rows × columns compared one by one to pair the rows of a replaced stretch; beyond it, rows pair in order. */
const SIMILARITY_BUDGET = 40_000;
/** Leftover rows × rows compared to find moved-and-edited rows. */
const MOVE_BUDGET = 1_000_000;
/** Paired rows sampled to pair columns by agreement. */
const COLUMN_SAMPLE_ROWS = 2_000;
/** Cells per sheet read into the value grid (two 4-byte numbers each); beyond it columns pair by position. */
const GRID_LIMIT = 8_000_000;
/** Columns × columns scored to pair columns; wider sheets pair columns by position. */
const COLUMN_PAIR_BUDGET = 1_000_000;
/** Share of equal values (over the shared columns) that makes two rows one edited row, at sensitivity 75. */
const ROW_SIMILARITY = 0.5;
/** Share of equal values that pairs rows replaced in place one for one (as many came as went), at 75. */
const LOOSE_SIMILARITY = 0.2;
/** Share of equal values that pairs a leftover row with a moved one, at 75. */
const MOVE_SIMILARITY = 0.6;
/**
 * SensitivityOfComparison for rows, as for paragraphs: the higher it is, the less alike two rows
 * may be and still be one edited row (cell changes) rather than a deleted and an inserted row.
 * 75, the API's default, keeps the thresholds the aligner was tuned with.
 */
function rowThresholds(sensitivity = 75) {
    const s = Math.min(100, Math.max(0, sensitivity));
    const row = Math.min(1, Math.max(0.05, ROW_SIMILARITY + (75 - s) / 100));
    const scale = row / ROW_SIMILARITY;
    return { row, loose: Math.min(1, LOOSE_SIMILARITY * scale), move: Math.min(1, MOVE_SIMILARITY * scale) };
}
/** Share of agreeing values over paired rows that makes two columns one column. */
const COLUMN_AGREEMENT = 0.5;
/** Columns with fewer values than this over the paired rows cannot be judged by agreement. */
const THIN_COLUMN = 5;
/** A sheet as a dense grid of interned cell values (0 = empty), over the columns it uses. */
class Grid {
    rows;
    width;
    ids;
    /** Displayed values where they differ from the alignment token (formula cells), else 0. */
    shown;
    constructor(sheet) {
        let width = 0;
        for (const row of sheet.rows)
            width = Math.max(width, (0,model/* rowWidth */.PL)(row));
        this.rows = sheet.rows.length;
        // A sheet of scattered far-off cells would make a huge sparse grid: cap it.
        if (this.rows * width > GRID_LIMIT)
            width = 0;
        this.width = width;
        this.ids = new Int32Array(this.rows * width);
        // Only formula cells show a value apart from their token: most sheets need no second grid.
        this.shown = new Int32Array(hasFormulas(sheet) ? this.rows * width : 0);
        sheet.rows.forEach((row, r) => {
            if (row instanceof model/* PackedRow */.PE) {
                // The packed store is read in place: no cell objects for a sheet of millions.
                const { store } = row;
                for (let k = row.start; k < row.end; k++) {
                    const col = store.cols[k];
                    if (col >= width)
                        continue;
                    const formula = store.formula(k);
                    const kept = store.texts[k];
                    if (formula === undefined) {
                        // A number kept without its text hashes by its value: no string made per cell.
                        if (kept === undefined)
                            this.ids[r * width + col] = numberHash(store.numbers[k]);
                        else if (kept !== '')
                            this.ids[r * width + col] = valueHash(kept);
                        continue;
                    }
                    const text = store.text(k);
                    this.ids[r * width + col] = valueHash(formulaToken(formula));
                    if (text !== '')
                        this.shown[r * width + col] = valueHash(text);
                }
                return;
            }
            for (const cell of row.cells) {
                if (cell.col >= width)
                    continue;
                const token = alignmentToken(cell);
                if (token !== '')
                    this.ids[r * width + cell.col] = valueHash(token);
                if (cell.formula !== undefined && cell.text !== '')
                    this.shown[r * width + cell.col] = valueHash(cell.text);
            }
        });
    }
    /** Whether two cells hold the same thing: token, or for formulas the value shown. */
    same(row, col, other, otherRow, otherCol) {
        const x = this.at(row, col);
        if (x !== 0 && x === other.at(otherRow, otherCol))
            return true;
        const shown = col < this.width && this.shown.length ? this.shown[row * this.width + col] : 0;
        return (shown !== 0 &&
            otherCol < other.width &&
            other.shown.length > 0 &&
            shown === other.shown[otherRow * other.width + otherCol]);
    }
    at(row, col) {
        return col < this.width ? this.ids[row * this.width + col] : 0;
    }
}
function hasFormulas(sheet) {
    for (const row of sheet.rows) {
        if (row instanceof model/* PackedRow */.PE) {
            if (row.store.formulas.size)
                return true;
        }
        else if (row.cells.some((cell) => cell.formula !== undefined))
            return true;
    }
    return false;
}
/**
 * A value's 32-bit FNV-1a hash, never 0 (0 is an empty cell). Hashes, not interned strings: a
 * million-cell sheet has about as many distinct values, and a map of them costs seconds and
 * hundreds of megabytes. A collision only makes two values look alike to the alignment; cells
 * are compared by their text afterwards.
 */
function valueHash(text) {
    // A text that is a number as JavaScript writes it hashes as that number, the way a number
    // the store keeps without its text does (CellStore keeps only such numbers so).
    if ((0,model/* shownAsJavaScriptShowsIt */.i6)(text))
        return numberHash(Number(text));
    let h = 0x811c9dc5;
    for (let k = 0; k < text.length; k++)
        h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
    return h === 0 ? 1 : h;
}
/** A number's hash from its value (never 0); see valueHash. */
function numberHash(value) {
    // The integer part and the fraction scaled to 32 bits stand for the 64 bits of the double
    // (a collision only makes two values look alike to the alignment).
    const whole = Math.floor(value);
    const low = whole | 0;
    const high = ((whole - low) / 4294967296) | 0;
    const fraction = ((value - whole) * 4294967296) | 0;
    let h = Math.imul(low ^ 0x9e3779b9, 0x85ebca6b);
    h = Math.imul(h ^ high ^ (h >>> 13), 0xc2b2ae35);
    h = Math.imul(h ^ fraction ^ (h >>> 16), 0x27d4eb2f);
    h ^= h >>> 15;
    return h === 0 ? 1 : h;
}
/**
 * What identifies a cell for alignment: its displayed value, or for a formula its formula with
 * the references blanked. A formula's cached result may be stale, recalculated or absent
 * (openpyxl writes none), and its references shift when rows and columns are inserted; neither
 * makes it another cell.
 */
function alignmentToken(cell) {
    return cell.formula === undefined ? cell.text : formulaToken(cell.formula);
}
function formulaToken(formula) {
    return `\u0000${formula.replace(/\$?[A-Za-z]{1,3}\$?\d+/g, '#')}`;
}
const SIGNATURE_CELLS = 50_000;
function signature(sheet) {
    const bag = new Map();
    let size = 0;
    let cols = 0;
    for (const row of sheet.rows) {
        cols = Math.max(cols, (0,model/* rowWidth */.PL)(row));
        if (size >= SIGNATURE_CELLS)
            continue;
        for (const cell of row.cells) {
            if (cell.text === '')
                continue;
            bag.set(cell.text, (bag.get(cell.text) ?? 0) + 1);
            size++;
        }
    }
    const header = (sheet.rows[0]?.cells ?? []).map((c) => c.text).filter((t) => t !== '');
    return { bag, size, header, rows: sheet.rows.length, cols };
}
function bagOverlap(a, sizeA, b, sizeB) {
    if (sizeA === 0 && sizeB === 0)
        return 1;
    let common = 0;
    for (const [value, n] of a)
        common += Math.min(n, b.get(value) ?? 0);
    return common / Math.max(sizeA, sizeB);
}
/** How alike two sheets are in content, whatever their rows and columns became: 0..1. */
function sheetSimilarity(x, y) {
    const bag = bagOverlap(x.bag, x.size, y.bag, y.size);
    const header = x.header.length || y.header.length
        ? bagOverlap(countOf(x.header), x.header.length, countOf(y.header), y.header.length)
        : 1;
    const shape = (Math.min(x.rows, y.rows) / Math.max(1, x.rows, y.rows) + Math.min(x.cols, y.cols) / Math.max(1, x.cols, y.cols)) /
        2;
    return 0.7 * bag + 0.2 * header + 0.1 * shape;
}
function countOf(values) {
    const out = new Map();
    for (const v of values)
        out.set(v, (out.get(v) ?? 0) + 1);
    return out;
}
function alignSheetList(a, b) {
    const pairs = [];
    const bByName = new Map(b.map((s, j) => [s.name, j]));
    const pairedB = new Set();
    const unpairedA = [];
    a.forEach((sheet, i) => {
        const j = bByName.get(sheet.name);
        if (j === undefined)
            unpairedA.push(i);
        else {
            pairs.push([i, j]);
            pairedB.add(j);
        }
    });
    const renamed = new Set();
    const unpairedB = b.map((_, j) => j).filter((j) => !pairedB.has(j));
    if (unpairedA.length && unpairedB.length) {
        const sigA = new Map(unpairedA.map((i) => [i, signature(a[i])]));
        const sigB = new Map(unpairedB.map((j) => [j, signature(b[j])]));
        const candidates = [];
        for (const i of unpairedA) {
            for (const j of unpairedB) {
                const x = sigA.get(i);
                const y = sigB.get(j);
                // Two empty sheets are alike only when they are the one sheet left on each side.
                const score = x.size === 0 && y.size === 0
                    ? unpairedA.length === 1 && unpairedB.length === 1
                        ? 1
                        : 0
                    : sheetSimilarity(x, y);
                if (score >= 0.5)
                    candidates.push({ i, j, score });
            }
        }
        candidates.sort((x, y) => y.score - x.score || Math.abs(x.i - x.j) - Math.abs(y.i - y.j));
        const takenA = new Set();
        for (const { i, j } of candidates) {
            if (takenA.has(i) || pairedB.has(j))
                continue;
            takenA.add(i);
            pairedB.add(j);
            pairs.push([i, j]);
            renamed.add(i);
        }
        unpairedA.splice(0, unpairedA.length, ...unpairedA.filter((i) => !takenA.has(i)));
    }
    pairs.sort((x, y) => x[0] - y[0]);
    const kept = new Set(longestIncreasing(pairs.map((p) => p[1])).map((k) => pairs[k][0]));
    const moved = new Set(pairs.filter((p) => !kept.has(p[0])).map((p) => p[0]));
    return { pairs, deleted: unpairedA, inserted: b.map((_, j) => j).filter((j) => !pairedB.has(j)), moved, renamed };
}
/** Indexes of a longest strictly increasing subsequence. */
function longestIncreasing(values) {
    const tails = [];
    const previous = new Int32Array(values.length).fill(-1);
    for (let k = 0; k < values.length; k++) {
        let lo = 0;
        let hi = tails.length;
        // Mostly in order already (rows of an edited sheet): past every tail, no search.
        if (hi > 0 && values[tails[hi - 1]] < values[k])
            lo = hi;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (values[tails[mid]] < values[k])
                lo = mid + 1;
            else
                hi = mid;
        }
        if (lo > 0)
            previous[k] = tails[lo - 1];
        tails[lo] = k;
    }
    const out = [];
    for (let k = tails.length ? tails[tails.length - 1] : -1; k >= 0; k = previous[k])
        out.push(k);
    return out.reverse();
}
// ---------------------------------------------------------------------------------------------
// One sheet: columns and rows
function alignTable(a, b, thresholds = rowThresholds()) {
    const ga = new Grid(a);
    const gb = new Grid(b);
    if (ga.width === 0 || gb.width === 0 || ga.width * gb.width > COLUMN_PAIR_BUDGET) {
        // Nothing to pair columns on (or a grid too sparse to build): columns keep their positions.
        const width = Math.max(ga.width, gb.width, widthOf(a), widthOf(b));
        const cols = Array.from({ length: width }, (_, c) => [c, c]);
        const shared = ga.width && gb.width ? cols.filter(([i]) => i < Math.min(ga.width, gb.width)) : [];
        return { cols: { ordered: cols, moved: [] }, rows: alignRows(ga, gb, shared, thresholds) };
    }
    let colPairs = pairColumnsByBag(ga, gb);
    let rows = alignRows(ga, gb, colPairs, thresholds);
    for (let round = 0; round < 2; round++) {
        const again = pairColumnsByAgreement(ga, gb, rows, colPairs);
        if (samePairs(again, colPairs))
            break;
        colPairs = again;
        rows = alignRows(ga, gb, colPairs, thresholds);
    }
    return { rows, cols: order(colPairs, ga.width, gb.width) };
}
function widthOf(sheet) {
    let width = 0;
    for (const row of sheet.rows)
        width = Math.max(width, (0,model/* rowWidth */.PL)(row));
    return width;
}
function samePairs(x, y) {
    if (x.length !== y.length)
        return false;
    const key = (p) => p
        .map(([i, j]) => `${i}:${j}`)
        .sort()
        .join(',');
    return key(x) === key(y);
}
/** Paired items → the ordered run (longest increasing), the moved rest, and the unpaired in between. */
function order(pairs, countA, countB) {
    // Rows come sorted already (100,000 pairs): a copy and a sort only when they are not.
    let isSorted = true;
    for (let k = 1; k < pairs.length && isSorted; k++)
        isSorted = pairs[k - 1][0] <= pairs[k][0];
    const sorted = isSorted ? pairs : [...pairs].sort((x, y) => x[0] - y[0]);
    const seconds = new Int32Array(sorted.length);
    for (let k = 0; k < sorted.length; k++)
        seconds[k] = sorted[k][1];
    const inOrder = new Uint8Array(sorted.length);
    for (const k of longestIncreasing(seconds))
        inOrder[k] = 1;
    const kept = sorted.filter((_, k) => inOrder[k]);
    const moved = sorted.filter((_, k) => !inOrder[k]);
    const pairedA = new Uint8Array(countA);
    const pairedB = new Uint8Array(countB);
    for (const [i, j] of sorted) {
        pairedA[i] = 1;
        pairedB[j] = 1;
    }
    const ordered = [];
    let i = 0;
    let j = 0;
    const flush = (untilA, untilB) => {
        for (; i < untilA; i++)
            if (!pairedA[i])
                ordered.push([i, -1]);
        for (; j < untilB; j++)
            if (!pairedB[j])
                ordered.push([-1, j]);
    };
    for (const [pi, pj] of kept) {
        flush(pi, pj);
        ordered.push([pi, pj]);
        i = pi + 1;
        j = pj + 1;
    }
    flush(countA, countB);
    return { ordered, moved };
}
// -- Columns
/** Columns by header (equal, non-empty, unique on both sides), then by their bag of values. */
function pairColumnsByBag(ga, gb) {
    const bags = (g) => Array.from({ length: g.width }, (_, c) => {
        const bag = new Map();
        let size = 0;
        const step = Math.max(1, Math.floor(g.rows / 5000));
        for (let r = 0; r < g.rows; r += step) {
            const v = g.at(r, c);
            if (v === 0)
                continue;
            bag.set(v, (bag.get(v) ?? 0) + 1);
            size++;
        }
        return { bag, size };
    });
    const bagsA = bags(ga);
    const bagsB = bags(gb);
    const header = (g) => Array.from({ length: g.width }, (_, c) => (g.rows ? g.at(0, c) : 0));
    const headersA = header(ga);
    const headersB = header(gb);
    // Values shared by column i and column j, counted once per value through the columns of b
    // holding it: a wide sheet's columns × columns × values lookups were a good part of aligning it.
    const holders = new Map();
    bagsB.forEach(({ bag }, j) => {
        for (const v of bag.keys()) {
            const list = holders.get(v);
            if (list)
                list.push(j);
            else
                holders.set(v, [j]);
        }
    });
    const common = new Float64Array(ga.width * gb.width);
    bagsA.forEach(({ bag }, i) => {
        for (const [v, n] of bag) {
            const list = holders.get(v);
            if (list)
                for (const j of list)
                    common[i * gb.width + j] += Math.min(n, bagsB[j].bag.get(v));
        }
    });
    const score = (i, j) => {
        const size = Math.max(bagsA[i].size, bagsB[j].size);
        const bag = size === 0 ? 1 : common[i * gb.width + j] / size;
        const sameHeader = headersA[i] !== 0 && headersA[i] === headersB[j];
        return sameHeader ? Math.max(bag, 0.75) + 0.25 : bag;
    };
    return greedyPairs(ga.width, gb.width, score, 0.5);
}
/** Columns by how often their values agree over the paired rows (a sample of them). */
function pairColumnsByAgreement(ga, gb, rows, previous) {
    const paired = [...rows.ordered.filter((p) => p[0] >= 0 && p[1] >= 0), ...rows.moved];
    if (paired.length === 0)
        return previous;
    const step = Math.max(1, Math.ceil(paired.length / COLUMN_SAMPLE_ROWS));
    const agree = new Float64Array(ga.width * gb.width);
    const filledA = new Float64Array(ga.width);
    const filledB = new Float64Array(gb.width);
    const byValue = new Map();
    for (let k = 0; k < paired.length; k += step) {
        const [ra, rb] = paired[k];
        byValue.clear();
        for (let c = 0; c < gb.width; c++) {
            const v = gb.at(rb, c);
            if (v === 0)
                continue;
            filledB[c]++;
            const list = byValue.get(v);
            if (list)
                list.push(c);
            else
                byValue.set(v, [c]);
        }
        for (let c = 0; c < ga.width; c++) {
            const v = ga.at(ra, c);
            if (v === 0)
                continue;
            filledA[c]++;
            const list = byValue.get(v);
            if (list)
                for (const cb of list)
                    agree[c * gb.width + cb]++;
        }
    }
    const previousOf = new Map(previous.map(([i, j]) => [i, j]));
    const score = (i, j) => {
        const size = Math.max(filledA[i], filledB[j]);
        const s = size === 0 ? 0 : agree[i * gb.width + j] / size;
        // The earlier pairing (header or bag) breaks ties.
        return previousOf.get(i) === j ? s + 0.01 : s;
    };
    const pairs = greedyPairs(ga.width, gb.width, score, COLUMN_AGREEMENT);
    // A column whose values all changed keeps the partner its header gave it; empty columns keep theirs.
    const takenA = new Set(pairs.map((p) => p[0]));
    const takenB = new Set(pairs.map((p) => p[1]));
    for (const [i, j] of previous) {
        if (takenA.has(i) || takenB.has(j))
            continue;
        const sameHeader = ga.rows > 0 && ga.at(0, i) !== 0 && ga.at(0, i) === gb.at(0, j);
        if (sameHeader || (filledA[i] === 0 && filledB[j] === 0))
            pairs.push([i, j]);
    }
    // Columns with too few values over the paired rows to judge: paired in place between paired ones.
    const thin = (i, j) => Math.max(filledA[i], filledB[j]) < THIN_COLUMN;
    return [...pairs, ...pairGaps(pairs, ga.width, gb.width, thin)];
}
/** Unpaired items between consecutive in-order pairs, paired by position where both gaps are as long and `accept` agrees. */
function pairGaps(pairs, countA, countB, accept) {
    const sorted = [...pairs].sort((x, y) => x[0] - y[0]);
    const kept = longestIncreasing(sorted.map((p) => p[1])).map((k) => sorted[k]);
    const takenA = new Set(pairs.map((p) => p[0]));
    const takenB = new Set(pairs.map((p) => p[1]));
    const out = [];
    let lastA = -1;
    let lastB = -1;
    for (const [endA, endB] of [...kept, [countA, countB]]) {
        const gapA = [];
        const gapB = [];
        for (let i = lastA + 1; i < endA; i++)
            if (!takenA.has(i))
                gapA.push(i);
        for (let j = lastB + 1; j < endB; j++)
            if (!takenB.has(j))
                gapB.push(j);
        if (gapA.length === gapB.length)
            gapA.forEach((i, k) => accept(i, gapB[k]) && out.push([i, gapB[k]]));
        lastA = endA;
        lastB = endB;
    }
    return out;
}
/** Best-scoring pairs first (ties: nearer positions), each item used once, scores >= threshold. */
function greedyPairs(countA, countB, score, threshold) {
    const candidates = [];
    for (let i = 0; i < countA; i++) {
        for (let j = 0; j < countB; j++) {
            const s = score(i, j);
            if (s >= threshold)
                candidates.push({ i, j, s });
        }
    }
    candidates.sort((x, y) => y.s - x.s || Math.abs(x.i - x.j) - Math.abs(y.i - y.j) || x.i - y.i);
    const usedA = new Uint8Array(countA);
    const usedB = new Uint8Array(countB);
    const pairs = [];
    for (const { i, j } of candidates) {
        if (usedA[i] || usedB[j])
            continue;
        usedA[i] = 1;
        usedB[j] = 1;
        pairs.push([i, j]);
    }
    return pairs;
}
// -- Rows
function alignRows(ga, gb, colPairs, thresholds) {
    const shared = [...colPairs].sort((x, y) => x[0] - y[0]);
    // A row's key: two independent 32-bit hashes of its shared cells, as one 53-bit number.
    const hash = (g, side) => {
        const out = new Float64Array(g.rows);
        for (let r = 0; r < g.rows; r++) {
            let h1 = 0x811c9dc5;
            let h2 = 0x12345679;
            for (let k = 0; k < shared.length; k++) {
                const v = g.at(r, shared[k][side]);
                h1 = Math.imul(h1 ^ v, 0x01000193);
                h2 = Math.imul(h2 ^ v, 0x5bd1e995) ^ (h2 >>> 15);
            }
            out[r] = (h1 >>> 0) * 0x200000 + (h2 & 0x1fffff);
        }
        return out;
    };
    const ka = hash(ga, 0);
    const kb = hash(gb, 1);
    const similarity = (i, j) => {
        let equal = 0;
        let filledA = 0;
        let filledB = 0;
        for (const [ca, cb] of shared) {
            const x = ga.at(i, ca);
            const y = gb.at(j, cb);
            if (x)
                filledA++;
            if (y)
                filledB++;
            if (x && y && ga.same(i, ca, gb, j, cb))
                equal++;
        }
        const size = Math.max(filledA, filledB);
        return size === 0 ? 1 : equal / size;
    };
    const pairA = new Int32Array(ga.rows).fill(-1);
    const pairB = new Int32Array(gb.rows).fill(-1);
    const link = (i, j) => {
        pairA[i] = j;
        pairB[j] = i;
    };
    // 1. Anchors: rows unique on both sides, and rows sharing the value of a key column. Kept per
    // row of a (typed arrays, no pair objects): they come out in a's order without a sort.
    const anchorOf = new Int32Array(ga.rows).fill(-1);
    const uniqueA = uniqueIndex(ka);
    const uniqueB = uniqueIndex(kb);
    const anchoredB = new Uint8Array(gb.rows);
    for (let i = 0; i < ga.rows; i++) {
        if (uniqueA.get(ka[i]) !== i)
            continue;
        const j = uniqueB.get(ka[i]);
        if (j < 0)
            continue;
        anchorOf[i] = j;
        anchoredB[j] = 1;
    }
    const keyed = keyColumn(ga, gb, shared);
    if (keyed) {
        const byKeyB = new KeyTable(gb.rows);
        for (let j = 0; j < gb.rows; j++)
            byKeyB.set(gb.at(j, keyed[1]), j);
        for (let i = 0; i < ga.rows; i++) {
            if (anchorOf[i] >= 0)
                continue;
            const j = byKeyB.get(ga.at(i, keyed[0]));
            // A renumbered counter column is unique too: its rows pair only when they also look alike.
            if (j >= 0 && !anchoredB[j] && similarity(i, j) >= thresholds.row)
                anchorOf[i] = j;
        }
    }
    const anchorsA = [];
    const anchorsB = [];
    for (let i = 0; i < ga.rows; i++) {
        const j = anchorOf[i];
        if (j < 0)
            continue;
        anchorsA.push(i);
        anchorsB.push(j);
        link(i, j);
    }
    const inOrder = longestIncreasing(anchorsB);
    // 2. Gaps between in-order anchors: sequence diff over hashes, then similarity.
    let lastA = -1;
    let lastB = -1;
    const gap = (endA, endB) => {
        // Most anchors follow one another: no unpaired row between them, nothing to align.
        let openA = false;
        let openB = false;
        for (let i = lastA + 1; i < endA && !openA; i++)
            openA = pairA[i] < 0;
        for (let j = lastB + 1; j < endB && !openB; j++)
            openB = pairB[j] < 0;
        if (!openA || !openB)
            return;
        const idsA = [];
        const idsB = [];
        const rowsA = [];
        const rowsB = [];
        for (let i = lastA + 1; i < endA; i++) {
            if (pairA[i] >= 0)
                continue;
            idsA.push(ka[i]);
            rowsA.push(i);
        }
        for (let j = lastB + 1; j < endB; j++) {
            if (pairB[j] >= 0)
                continue;
            idsB.push(kb[j]);
            rowsB.push(j);
        }
        // With nothing in common at all, rows in the same place are the same rows, edited.
        const wholeTable = inOrder.length === 0;
        for (const [x, y] of alignWithSimilarity(idsA, idsB, (x, y) => similarity(rowsA[x], rowsB[y]), thresholds.row, wholeTable, thresholds.loose))
            if (x >= 0 && y >= 0)
                link(rowsA[x], rowsB[y]);
    };
    for (const k of inOrder) {
        gap(anchorsA[k], anchorsB[k]);
        lastA = anchorsA[k];
        lastB = anchorsB[k];
    }
    gap(ga.rows, gb.rows);
    // 3. Rows left over on both sides: moved rows, equal or edited.
    const leftA = [];
    const leftB = [];
    for (let i = 0; i < ga.rows; i++)
        if (pairA[i] < 0)
            leftA.push(i);
    for (let j = 0; j < gb.rows; j++)
        if (pairB[j] < 0)
            leftB.push(j);
    if (leftA.length && leftB.length) {
        const byHash = new Map();
        for (const j of leftB) {
            const list = byHash.get(kb[j]);
            if (list)
                list.push(j);
            else
                byHash.set(kb[j], [j]);
        }
        for (const i of leftA) {
            const list = byHash.get(ka[i]);
            const j = list?.shift();
            if (j !== undefined && !isBlankRow(ga, i, shared, 0))
                link(i, j);
        }
        const restA = leftA.filter((i) => pairA[i] < 0);
        const restB = leftB.filter((j) => pairB[j] < 0);
        if (restA.length * restB.length <= MOVE_BUDGET) {
            const candidates = [];
            for (const i of restA) {
                for (const j of restB) {
                    const s = similarity(i, j);
                    if (s >= thresholds.move && s < 1)
                        candidates.push({ i, j, s });
                }
            }
            candidates.sort((x, y) => y.s - x.s);
            for (const { i, j } of candidates)
                if (pairA[i] < 0 && pairB[j] < 0)
                    link(i, j);
        }
    }
    const pairs = [];
    for (let i = 0; i < ga.rows; i++)
        if (pairA[i] >= 0)
            pairs.push([i, pairA[i]]);
    return order(pairs, ga.rows, gb.rows);
}
function isBlankRow(g, row, shared, side) {
    for (const p of shared)
        if (g.at(row, p[side]))
            return false;
    return true;
}
/** Key → its one index, or DUPLICATE for keys that occur more than once. */
function uniqueIndex(keys) {
    const seen = new KeyTable(keys.length);
    for (let k = 0; k < keys.length; k++)
        seen.setOnce(keys[k], k);
    return seen;
}
const ABSENT = -1;
const DUPLICATE = -2;
/**
 * Numbers (row keys of up to 53 bits, cell value hashes) → a non-negative index, by open
 * addressing in typed arrays. A Map boxes each key above 31 bits as a heap number: with 100,000
 * rows a side its lookups and the garbage they left were a good part of aligning the rows.
 */
class KeyTable {
    keys;
    values;
    mask;
    constructor(expected) {
        let size = 16;
        while (size < expected * 2)
            size *= 2;
        this.keys = new Float64Array(size);
        this.values = new Int32Array(size).fill(ABSENT);
        this.mask = size - 1;
    }
    /** The value kept for `key`, ABSENT if none. */
    get(key) {
        return this.values[this.slot(key)];
    }
    set(key, value) {
        const slot = this.slot(key);
        this.keys[slot] = key;
        this.values[slot] = value;
    }
    /** Keeps `value` for a new key; a key seen before is marked DUPLICATE. One probe for both. */
    setOnce(key, value) {
        const slot = this.slot(key);
        if (this.values[slot] === ABSENT) {
            this.keys[slot] = key;
            this.values[slot] = value;
        }
        else
            this.values[slot] = DUPLICATE;
    }
    /** Where `key` is, or the empty slot it would go in (the table is never more than half full). */
    slot(key) {
        const high = Math.floor(key / 0x200000);
        const low = key - high * 0x200000;
        let h = Math.imul(high ^ Math.imul(low, 0x9e3779b1), 0x85ebca6b);
        h ^= h >>> 15;
        let slot = h & this.mask;
        while (this.values[slot] !== ABSENT && this.keys[slot] !== key)
            slot = (slot + 1) & this.mask;
        return slot;
    }
}
/** The leftmost shared column whose values are filled and distinct on both sides (an id), if any. */
function keyColumn(ga, gb, shared) {
    if (ga.rows < 3 || gb.rows < 3)
        return undefined;
    // Sorted copies, not a hash set: the native sort of 100,000 integers beats as many random probes.
    const distinct = (g, col) => {
        const values = new Int32Array(g.rows);
        for (let r = 0; r < g.rows; r++) {
            const v = g.at(r, col);
            if (v === 0)
                return false;
            values[r] = v;
        }
        values.sort();
        for (let r = 1; r < values.length; r++)
            if (values[r] === values[r - 1])
                return false;
        return true;
    };
    for (const pair of [...shared].sort((x, y) => x[0] - y[0]))
        if (distinct(ga, pair[0]) && distinct(gb, pair[1]))
            return pair;
    return undefined;
}
/**
 * Equal keys align by the sequence diff; each replaced stretch between equal runs is paired by
 * the best monotone pairing of similar items (an edited row among inserted ones), the rest left
 * inserted and deleted. Items are indexes into `ak` and `bk`.
 */
function alignWithSimilarity(ak, bk, similarity, threshold = ROW_SIMILARITY, inPlace = false, loose = LOOSE_SIMILARITY) {
    const pairs = [];
    const ops = (0,sequence/* alignSequences */.yo)(ak, bk);
    let k = 0;
    while (k < ops.length) {
        const op = ops[k];
        if (op.kind === 'equal') {
            for (let n = 0; n < op.aEnd - op.aStart; n++)
                pairs.push([op.aStart + n, op.bStart + n]);
            k++;
            continue;
        }
        let aStart = op.aStart;
        let aEnd = op.aEnd;
        let bStart = op.bStart;
        let bEnd = op.bEnd;
        while (k < ops.length && ops[k].kind !== 'equal') {
            aStart = Math.min(aStart, ops[k].aStart);
            aEnd = Math.max(aEnd, ops[k].aEnd);
            bStart = Math.min(bStart, ops[k].bStart);
            bEnd = Math.max(bEnd, ops[k].bEnd);
            k++;
        }
        pairReplaced(aStart, aEnd, bStart, bEnd, similarity, threshold, inPlace, loose, pairs);
    }
    return pairs;
}
function pairReplaced(aStart, aEnd, bStart, bEnd, similarity, threshold, inPlace, loose, out) {
    const n = aEnd - aStart;
    const m = bEnd - bStart;
    if (n === 0 || m === 0) {
        for (let i = aStart; i < aEnd; i++)
            out.push([i, -1]);
        for (let j = bStart; j < bEnd; j++)
            out.push([-1, j]);
        return;
    }
    if (n === m) {
        // As many rows went as came: rows in the same place that share some values are edited rows.
        let alike = true;
        for (let d = 0; d < n && alike && !inPlace; d++)
            alike = similarity(aStart + d, bStart + d) >= loose;
        if (alike) {
            for (let d = 0; d < n; d++)
                out.push([aStart + d, bStart + d]);
            return;
        }
    }
    if (n * m > SIMILARITY_BUDGET) {
        // Too long to compare all against all: pair in order where the rows look alike.
        const common = Math.min(n, m);
        for (let d = 0; d < common; d++) {
            if (similarity(aStart + d, bStart + d) >= threshold)
                out.push([aStart + d, bStart + d]);
            else
                out.push([aStart + d, -1], [-1, bStart + d]);
        }
        for (let i = aStart + common; i < aEnd; i++)
            out.push([i, -1]);
        for (let j = bStart + common; j < bEnd; j++)
            out.push([-1, j]);
        return;
    }
    // Best-scoring monotone pairing by dynamic programming.
    const score = new Float64Array((n + 1) * (m + 1));
    const sim = new Float64Array(n * m);
    for (let i = 0; i < n; i++)
        for (let j = 0; j < m; j++)
            sim[i * m + j] = similarity(aStart + i, bStart + j);
    for (let i = n - 1; i >= 0; i--) {
        for (let j = m - 1; j >= 0; j--) {
            const s = sim[i * m + j];
            const take = s >= threshold ? s + score[(i + 1) * (m + 1) + j + 1] : -1;
            score[i * (m + 1) + j] = Math.max(take, score[(i + 1) * (m + 1) + j], score[i * (m + 1) + j + 1]);
        }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
        const s = sim[i * m + j];
        const here = score[i * (m + 1) + j];
        if (s >= threshold && Math.abs(here - (s + score[(i + 1) * (m + 1) + j + 1])) < 1e-12) {
            out.push([aStart + i, bStart + j]);
            i++;
            j++;
        }
        else if (Math.abs(here - score[(i + 1) * (m + 1) + j]) < 1e-12) {
            out.push([aStart + i, -1]);
            i++;
        }
        else {
            out.push([-1, bStart + j]);
            j++;
        }
    }
    for (; i < n; i++)
        out.push([aStart + i, -1]);
    for (; j < m; j++)
        out.push([-1, bStart + j]);
}

// EXTERNAL MODULE: ./src/engine/formats/cells/formula.ts
var formula = __webpack_require__(47245);
;// CONCATENATED MODULE: ./src/engine/formats/cells/formula-spelling.ts
/**
 * A formula in one spelling per calculation, so that a re-save that only rewrote how a formula is
 * written is no change, while any edit to what it calculates still is.
 */
const DEFAULT_ARGUMENTS = {
    // LibreOffice writes these out.
    WEEKNUM: { given: 1, added: '1' },
    ROUND: { given: 1, added: '0' },
    // Its replacement's last argument is `cumulative`; the old one gave the probability mass.
    HYPGEOMDIST: { given: 4, added: '0', as: 'HYPGEOM.DIST' },
    // Written out by other writers (and by people): the same results either way.
    WEEKDAY: { given: 1, added: '1' },
    LOG: { given: 1, added: '10' },
    LEFT: { given: 1, added: '1' },
    RIGHT: { given: 1, added: '1' },
    FIND: { given: 2, added: '1' },
    SEARCH: { given: 2, added: '1' },
    MATCH: { given: 2, added: '1' },
    VLOOKUP: { given: 3, added: 'TRUE' },
    HLOOKUP: { given: 3, added: 'TRUE' },
};
/**
 * Spelling differences that do not change a formula: `_xlfn.` prefixes, spaces, letter case
 * outside strings, a logical constant as LibreOffice writes it inside a formula (`TRUE()`), its
 * union operator `~` (Excel's is the comma), and default arguments written out or left off.
 */
function normalizeFormula(formula) {
    const spaced = formula
        .replace(/_xlfn\.|_xlws\./g, '')
        .split('"')
        .map((part, k) => k % 2 === 0
        ? part
            .replace(/\s+/g, '')
            .toUpperCase()
            .replace(/(?<![\w.])(TRUE|FALSE)\(\)/g, '$1')
        : part)
        .join('"');
    return withDefaultArguments(spaced);
}
/** Every call in the table given with its defaults written out; `~` read as the comma it means. */
function withDefaultArguments(formula) {
    let out = '';
    const groups = [];
    for (let i = 0; i < formula.length; i++) {
        const ch = formula[i];
        if (ch === '"' || ch === "'") {
            const end = quotedEnd(formula, i);
            out += formula.slice(i, end);
            i = end - 1;
            if (groups.length)
                groups[groups.length - 1].empty = false;
            continue;
        }
        if (ch === '(' || ch === '{') {
            const name = ch === '(' ? /(?<![\w.$'!])[A-Z][\w.]*$/.exec(out) : null;
            if (groups.length)
                groups[groups.length - 1].empty = false;
            groups.push({ nameAt: name?.index, name: name?.[0], commas: 0, empty: true });
            out += ch;
            continue;
        }
        const group = groups[groups.length - 1];
        if (ch === ',' || ch === '~') {
            if (group) {
                group.commas++;
                group.empty = false;
            }
            out += ',';
            continue;
        }
        if ((ch === ')' || ch === '}') && group) {
            groups.pop();
            const defaults = group.name === undefined ? undefined : DEFAULT_ARGUMENTS[group.name];
            const given = group.empty ? 0 : group.commas + 1;
            if (defaults && group.nameAt !== undefined && given === defaults.given) {
                const name = defaults.as ?? group.name;
                out = `${out.slice(0, group.nameAt)}${name}${out.slice(group.nameAt + group.name.length)},${defaults.added}`;
            }
            out += ch;
            if (groups.length)
                groups[groups.length - 1].empty = false;
            continue;
        }
        if (group)
            group.empty = false;
        out += ch;
    }
    return out;
}
/** The index after a string literal (`"…"`, `""` inside) or a quoted sheet name (`'…'`, `''` inside). */
function quotedEnd(formula, start) {
    const quote = formula[start];
    let k = start + 1;
    while (k < formula.length) {
        if (formula[k] !== quote)
            k++;
        else if (formula[k + 1] === quote)
            k += 2;
        else
            return k + 1;
    }
    return formula.length;
}

// EXTERNAL MODULE: ./src/engine/formats/cells/refs.ts
var refs = __webpack_require__(35777);
// EXTERNAL MODULE: ./src/engine/formats/cells/write/marks.ts
var marks = __webpack_require__(245);
;// CONCATENATED MODULE: ./src/engine/formats/cells/diff.ts







const DEFAULT_CELLS_OPTIONS = { compareFormulas: true, numericTolerance: 1e-9 };
/** Cells options from the API's Settings fields (`CellsCompareFormulas`, `CellsNumericTolerance`). */
function cellsOptionsFrom(settings) {
    const options = { ...DEFAULT_CELLS_OPTIONS };
    if (settings?.CellsCompareFormulas !== undefined)
        options.compareFormulas = Boolean(settings.CellsCompareFormulas);
    if (settings?.CellsNumericTolerance !== undefined) {
        const tolerance = Number(settings.CellsNumericTolerance);
        if (!Number.isFinite(tolerance) || tolerance < 0)
            throw new errors/* InvalidOptionsError */.cb(`CellsNumericTolerance '${settings.CellsNumericTolerance}' is not a number >= 0`);
        options.numericTolerance = tolerance;
    }
    return options;
}
/** Default column width and row height in points (Excel's 64 px and 20 px at 96 dpi). */
const COLUMN_WIDTH = 48;
const ROW_HEIGHT = 15;
function cellsDiff(source, target, options, cellsOptions = DEFAULT_CELLS_OPTIONS) {
    const a = source.familyData;
    const b = target.familyData;
    if (!(0,model/* isCellsWorkbook */.SN)(a) || !(0,model/* isCellsWorkbook */.SN)(b))
        throw new errors/* InvalidOptionsError */.cb('the cells differ needs two documents read by the cells reader');
    const styled = hasStyles(source.format) && hasStyles(target.format) && options.detectStyleChanges;
    const changes = [];
    const { pairs, deleted, inserted, moved, renamed } = alignSheetList(a.sheets, b.sheets);
    const thresholds = rowThresholds(options.sensitivity);
    const sheetPairs = pairs.map(([i, j]) => alignSheets(a.sheets[i], b.sheets[j], i, j, thresholds));
    const byName = new Map(sheetPairs.map((p) => [p.a.name, p]));
    for (const i of deleted) {
        const sheet = a.sheets[i];
        changes.push({
            kind: 'Deleted',
            unit: 'story',
            text: sheetSummary(sheet),
            targetText: '',
            place: `sheet ${(0,refs/* quoteSheetName */.xY)(sheet.name)}`,
            source: { story: storyKey(sheet), blockPath: [] },
            anchor: { story: storyKey(sheet), blockPath: [i] },
            box: sheetBox(sheet, i),
        });
    }
    for (const j of inserted) {
        const sheet = b.sheets[j];
        changes.push({
            kind: 'Inserted',
            unit: 'story',
            text: '',
            targetText: sheetSummary(sheet),
            place: `sheet ${(0,refs/* quoteSheetName */.xY)(sheet.name)}`,
            target: { story: storyKey(sheet), blockPath: [] },
            box: sheetBox(sheet, j),
        });
    }
    const recalculation = new RecalculationCheck();
    for (const pair of sheetPairs) {
        const sourceStory = { story: storyKey(pair.a), blockPath: [] };
        const targetStory = { story: storyKey(pair.b), blockPath: [] };
        if (renamed.has(pair.aIndex)) {
            changes.push({
                kind: 'Modified',
                unit: 'story',
                text: pair.a.name,
                targetText: pair.b.name,
                place: `sheet ${(0,refs/* quoteSheetName */.xY)(pair.a.name)} renamed ${(0,refs/* quoteSheetName */.xY)(pair.b.name)}`,
                source: sourceStory,
                target: targetStory,
                box: sheetBox(pair.b, pair.bIndex),
            });
        }
        if (moved.has(pair.aIndex)) {
            changes.push({
                kind: 'Moved',
                unit: 'story',
                text: pair.a.name,
                targetText: pair.b.name,
                place: `sheet ${(0,refs/* quoteSheetName */.xY)(pair.b.name)} moved from position ${pair.aIndex + 1} to ${pair.bIndex + 1}`,
                source: sourceStory,
                target: targetStory,
                anchor: { story: storyKey(pair.b), blockPath: [pair.bIndex] },
                box: sheetBox(pair.b, pair.bIndex),
            });
        }
        if (pair.a.hidden !== pair.b.hidden && options.detectStyleChanges) {
            changes.push({
                kind: 'StyleChanged',
                unit: 'story',
                text: pair.a.name,
                targetText: pair.b.name,
                place: `sheet ${(0,refs/* quoteSheetName */.xY)(pair.b.name)}`,
                source: sourceStory,
                target: targetStory,
                styleChanges: [
                    {
                        property: 'style',
                        oldValue: pair.a.hidden ? 'hidden' : 'visible',
                        newValue: pair.b.hidden ? 'hidden' : 'visible',
                    },
                ],
                box: sheetBox(pair.b, pair.bIndex),
            });
        }
        diffSheetPair(pair, a, b, byName, styled, options, cellsOptions, changes, recalculation);
        diffCharts(pair, changes);
    }
    for (const j of inserted)
        recalculation.touchSheet(b.sheets[j].name);
    for (const i of deleted)
        recalculation.touchSheet(a.sheets[i].name);
    const stale = recalculation.unexplained();
    return stale.size ? changes.filter((c) => !stale.has(c)) : changes;
}
/**
 * Charts of a sheet pair, paired by name and then in drawing order; compared by what a reader
 * sees (formats/shared/chart), so a re-save is no change and a changed value is one.
 */
function diffCharts(pair, changes) {
    const before = pair.a.charts ?? [];
    const after = pair.b.charts ?? [];
    if (before.length === 0 && after.length === 0)
        return;
    const unpaired = new Set(after.map((_, j) => j));
    const matched = [];
    const leftOver = [];
    for (const chart of before) {
        const j = after.findIndex((c, k) => unpaired.has(k) && c.name === chart.name);
        if (j >= 0) {
            unpaired.delete(j);
            matched.push([chart, after[j]]);
        }
        else
            leftOver.push(chart);
    }
    const rest = [...unpaired].map((j) => after[j]);
    for (let k = 0; k < Math.max(leftOver.length, rest.length); k++)
        matched.push([leftOver[k], rest[k]]);
    const story = (sheet) => ({ story: storyKey(sheet), blockPath: [] });
    for (const [old, now] of matched) {
        if (old && now && old.hash === now.hash)
            continue;
        const label = (chart) => `[chart: ${chart.name}]${chart.detail ? ` ${chart.detail}` : ''}`;
        const kind = old && now ? 'Modified' : old ? 'Deleted' : 'Inserted';
        changes.push({
            kind,
            unit: 'object',
            text: old ? label(old) : '',
            targetText: now ? label(now) : '',
            place: `sheet ${(0,refs/* quoteSheetName */.xY)(pair.b.name)}, chart "${(now ?? old).name}"`,
            ...(old ? { source: story(pair.a) } : {}),
            ...(now ? { target: story(pair.b) } : { anchor: story(pair.b) }),
            box: sheetBox(pair.b, pair.bIndex),
        });
    }
}
/** Rows a deleted or inserted sheet's summary shows, and values of each. */
const SUMMARY_ROWS = 5;
const SUMMARY_CELLS = 50;
/**
 * What a sheet that came or went held, for a reviewer who cannot open it: its name, size and
 * first rows (`Budget: 120 rows × 4 columns` then `Id | Name | Amount` …).
 */
function sheetSummary(sheet) {
    const { cols } = sheetExtent(sheet);
    const filled = sheet.rows.filter((row) => row.cells.some((c) => c.text !== ''));
    const size = filled.length === 0
        ? 'empty'
        : `${filled.length} row${filled.length === 1 ? '' : 's'} × ${cols} column${cols === 1 ? '' : 's'}`;
    const lines = [
        `${sheet.name}: ${size}`,
        ...filled.slice(0, SUMMARY_ROWS).map((row) => (0,marks/* shortValues */.pR)(rowValues(row), SUMMARY_CELLS)),
    ];
    if (filled.length > SUMMARY_ROWS)
        lines.push('…');
    return lines.join('\n');
}
function hasStyles(format) {
    return format !== 'csv' && format !== 'tsv' && format !== 'ods';
}
function storyKey(sheet) {
    return `sheet:${sheet.name}`;
}
const extents = new WeakMap();
/** Rows and columns a sheet spans; asked for every row or column change, so kept per sheet. */
function sheetExtent(sheet) {
    let extent = extents.get(sheet);
    if (!extent) {
        let cols = 1;
        for (const row of sheet.rows)
            cols = Math.max(cols, (0,model/* rowWidth */.PL)(row));
        const rows = sheet.rows.length ? sheet.rows[sheet.rows.length - 1].row + 1 : 1;
        extent = { rows, cols };
        extents.set(sheet, extent);
    }
    return extent;
}
function boxOf(sheet, sheetIndex, row, col, rows = 1, cols = 1) {
    const extent = sheetExtent(sheet);
    return {
        page: sheetIndex + 1,
        pageWidth: Math.max(extent.cols, col + cols) * COLUMN_WIDTH,
        pageHeight: Math.max(extent.rows, row + rows) * ROW_HEIGHT,
        x: col * COLUMN_WIDTH,
        y: row * ROW_HEIGHT,
        width: cols * COLUMN_WIDTH,
        height: rows * ROW_HEIGHT,
    };
}
function sheetBox(sheet, sheetIndex) {
    const extent = sheetExtent(sheet);
    return boxOf(sheet, sheetIndex, 0, 0, extent.rows, extent.cols);
}
// ---------------------------------------------------------------------------------------------
// Rows and columns (./align pairs them)
function alignSheets(a, b, aIndex, bIndex, thresholds) {
    const { rows, cols } = alignTable(a, b, thresholds);
    const rowPairs = rows.ordered;
    const colPairs = cols.ordered;
    const mapRow = positionMap([...rowPairs, ...rows.moved], (i) => a.rows[i].row, (j) => b.rows[j].row);
    const mapCol = positionMap([...colPairs, ...cols.moved], (i) => i, (j) => j);
    return { a, b, aIndex, bIndex, rowPairs, colPairs, movedRows: rows.moved, movedCols: cols.moved, mapRow, mapCol };
}
function countEqual(pairs) {
    let n = 0;
    for (const p of pairs)
        if (p[0] >= 0 && p[1] >= 0)
            n++;
    return n;
}
/**
 * Source position → target position: exact for paired positions, else by the offset of the
 * nearest in-order paired position at or before it.
 */
function positionMap(pairs, aPos, bPos) {
    const from = [];
    const shift = [];
    const inOrder = pairs.filter((p) => p[0] >= 0 && p[1] >= 0);
    let isSorted = true;
    for (let k = 1; k < inOrder.length && isSorted; k++)
        isSorted = inOrder[k - 1][0] <= inOrder[k][0];
    if (!isSorted)
        inOrder.sort((x, y) => x[0] - y[0]);
    // Paired positions by source position (-1: none), in a typed array rather than a Map of
    // 100,000 entries: positions are row and column numbers, bounded by the sheet's extent.
    let span = 0;
    for (const [i] of inOrder)
        span = Math.max(span, aPos(i) + 1);
    const exact = new Int32Array(span).fill(-1);
    let last = -Infinity;
    for (const [i, j] of inOrder) {
        exact[aPos(i)] = bPos(j);
        if (bPos(j) <= last)
            continue;
        last = bPos(j);
        from.push(aPos(i));
        shift.push(bPos(j) - aPos(i));
    }
    return (n) => {
        const hit = exact[n];
        if (hit !== undefined && hit >= 0)
            return hit;
        let lo = 0;
        let hi = from.length - 1;
        let found = -1;
        while (lo <= hi) {
            const mid = (lo + hi) >> 1;
            if (from[mid] <= n) {
                found = mid;
                lo = mid + 1;
            }
            else
                hi = mid - 1;
        }
        return n + (found < 0 ? 0 : shift[found]);
    };
}
// ---------------------------------------------------------------------------------------------
// Cells
function diffSheetPair(pair, aBook, bBook, byName, styled, options, cellsOptions, changes, recalculation) {
    const { a, b, rowPairs, colPairs, movedRows, movedCols } = pair;
    const sheetA = (0,refs/* quoteSheetName */.xY)(a.name);
    const sheetB = (0,refs/* quoteSheetName */.xY)(b.name);
    const storyA = storyKey(a);
    const storyB = storyKey(b);
    // Source column → target column and back (undefined: inserted or deleted column, reported as such).
    const colMap = [];
    const colMapInverse = [];
    for (const [i, j] of [...colPairs, ...movedCols]) {
        if (i >= 0 && j >= 0) {
            colMap[i] = j;
            colMapInverse[j] = i;
        }
    }
    const styleKeysA = styleKeys(aBook);
    const styleKeysB = styleKeys(bBook);
    // Columns that came, went or moved: one change each — when some rows pair; otherwise the rows say it all.
    let nextTargetCol = 0;
    const reportColumns = countEqual(rowPairs) + movedRows.length > 0;
    for (const [i, j] of colPairs) {
        if (!reportColumns)
            break;
        if (j >= 0)
            nextTargetCol = j + 1;
        if (i >= 0 && j >= 0)
            continue;
        recalculation.touchColumn(b.name, i >= 0 ? nextTargetCol : j);
        if (i >= 0 && options.showDeleted) {
            const text = columnValues(a, i);
            if (text === '')
                continue;
            changes.push({
                kind: 'Deleted',
                unit: 'column',
                text,
                targetText: '',
                place: `${sheetA}!${(0,refs/* columnName */.uS)(i)}:${(0,refs/* columnName */.uS)(i)}`,
                source: { story: storyA, blockPath: [0], locator: { part: a.part, path: `column:${i}` } },
                anchor: { story: storyB, blockPath: [0], locator: { part: b.part, path: `column:${nextTargetCol}` } },
                box: boxOf(a, pair.aIndex, 0, i, sheetExtent(a).rows, 1),
            });
        }
        else if (j >= 0 && options.showInserted) {
            const targetText = columnValues(b, j);
            if (targetText === '')
                continue;
            changes.push({
                kind: 'Inserted',
                unit: 'column',
                text: '',
                targetText,
                place: `${sheetB}!${(0,refs/* columnName */.uS)(j)}:${(0,refs/* columnName */.uS)(j)}`,
                target: { story: storyB, blockPath: [0], locator: { part: b.part, path: `column:${j}` } },
                box: boxOf(b, pair.bIndex, 0, j, sheetExtent(b).rows, 1),
            });
        }
    }
    for (const [i, j] of reportColumns ? movedCols : []) {
        recalculation.touchColumn(b.name, j);
        changes.push({
            kind: 'Moved',
            unit: 'column',
            text: columnValues(a, i),
            targetText: columnValues(b, j),
            place: `${sheetB}!${(0,refs/* columnName */.uS)(j)}:${(0,refs/* columnName */.uS)(j)} moved from column ${(0,refs/* columnName */.uS)(i)}`,
            source: { story: storyA, blockPath: [0], locator: { part: a.part, path: `column:${i}` } },
            target: { story: storyB, blockPath: [0], locator: { part: b.part, path: `column:${j}` } },
            box: boxOf(b, pair.bIndex, 0, j, sheetExtent(b).rows, 1),
        });
    }
    const formulaMapper = (sheet, row, col) => {
        const owner = sheet === undefined ? pair : byName.get(sheet);
        if (!owner)
            return undefined;
        return { row: owner.mapRow(row), col: owner.mapCol(col) };
    };
    const stylesA = aBook.styles;
    const stylesB = bBook.styles;
    const coveredA = coveredByMerge(a.merges);
    const coveredB = coveredByMerge(b.merges);
    /** Cells of two paired rows, over the paired columns (moved ones included). */
    const sameRow = new SameRowCheck(colMap, colMapInverse, styled ? styleKeysA : undefined, styleKeysB);
    function compareRows(i, j) {
        const rowA = a.rows[i];
        const rowB = b.rows[j];
        if (rowA instanceof model/* PackedRow */.PE && rowB instanceof model/* PackedRow */.PE && sameRow.holds(rowA, rowB))
            return;
        const visit = (col, cellA, kA, cellB, kB) => {
            const formulaA = formulaOf(cellA);
            const formulaB = formulaOf(cellB);
            // A formula whose file holds no result (openpyxl never calculates) is compared by its formula alone.
            const valueSame = uncalculated(cellA) || uncalculated(cellB) || sameValue(cellA, cellB, cellsOptions.numericTolerance);
            const sameFormula = formulaA === undefined && formulaB === undefined
                ? true
                : formulaA !== undefined &&
                    formulaB !== undefined &&
                    normalizeFormula((0,formula/* mapFormulaReferences */.n)(formulaA, formulaMapper)) === normalizeFormula(formulaB);
            const styleSame = !styled || !cellA || !cellB || styleKeysA[cellA.style] === styleKeysB[cellB.style];
            if (valueSame && (sameFormula || !cellsOptions.compareFormulas) && styleSame)
                return;
            // Something changed: now build the change records.
            const ref = (0,refs/* cellRef */.Cp)(rowB.row, col);
            const place = `${sheetB}!${ref}`;
            const sourceSide = cellA
                ? { story: storyA, blockPath: [0, i, kA, 0], locator: { part: a.part, path: (0,refs/* cellRef */.Cp)(rowA.row, cellA.col) } }
                : undefined;
            const targetSide = cellB
                ? { story: storyB, blockPath: [0, j, kB, 0], locator: { part: b.part, path: ref } }
                : undefined;
            const box = boxOf(b, pair.bIndex, rowB.row, col);
            const textA = cellA?.text ?? '';
            const textB = cellB?.text ?? '';
            if (!valueSame) {
                const kind = textA === '' ? 'Inserted' : textB === '' ? 'Deleted' : 'Modified';
                if ((kind !== 'Inserted' || options.showInserted) && (kind !== 'Deleted' || options.showDeleted)) {
                    const anchor = kind === 'Deleted' ? { story: storyB, blockPath: [0, j], locator: { part: b.part, path: ref } } : undefined;
                    const change = {
                        kind,
                        unit: 'cell',
                        text: textA,
                        targetText: textB,
                        place,
                        source: sourceSide,
                        target: targetSide,
                        anchor,
                        box,
                    };
                    changes.push(change);
                    if (formulaB !== undefined && sameFormula)
                        recalculation.pending(b.name, rowB.row, col, formulaB, change);
                    else
                        recalculation.touch(b.name, rowB.row, col);
                }
                else
                    recalculation.touch(b.name, rowB.row, col);
            }
            if (cellsOptions.compareFormulas && !sameFormula) {
                changes.push({
                    kind: 'Modified',
                    unit: 'cell',
                    text: formulaA === undefined ? textA : `=${formulaA}`,
                    targetText: formulaB === undefined ? textB : `=${formulaB}`,
                    place: `${place} formula`,
                    source: sourceSide,
                    target: targetSide,
                    box,
                });
            }
            if (!styleSame &&
                cellA &&
                cellB &&
                !(textA === '' && textB === '' && coveredA(rowA.row, cellA.col) && coveredB(rowB.row, col))) {
                const styleChanges = compareStyles(stylesA[cellA.style], stylesB[cellB.style]);
                if (styleChanges.length)
                    changes.push({
                        kind: 'StyleChanged',
                        unit: 'cell',
                        text: textA,
                        targetText: textB,
                        place,
                        source: sourceSide,
                        target: targetSide,
                        styleChanges,
                        box,
                    });
            }
        };
        if (rowA instanceof model/* PackedRow */.PE && rowB instanceof model/* PackedRow */.PE) {
            sameRow.forEachUnlike(rowA, rowB, visit);
            return;
        }
        const cellsB = rowB.cells;
        const atB = new Map();
        cellsB.forEach((cell, k) => atB.set(cell.col, k));
        const seenB = new Set();
        rowA.cells.forEach((cellA, kA) => {
            const col = colMap[cellA.col];
            if (col === undefined)
                return;
            const kB = atB.get(col);
            if (kB !== undefined)
                seenB.add(kB);
            visit(col, cellA, kA, kB === undefined ? undefined : cellsB[kB], kB ?? -1);
        });
        cellsB.forEach((cellB, kB) => {
            if (!seenB.has(kB) && colMapInverse[cellB.col] !== undefined)
                visit(cellB.col, undefined, -1, cellB, kB);
        });
    }
    let nextTargetRow = 0;
    // Rows with content, by number: an empty row left unpaired where the other side has no
    // content either is the same empty row (openpyxl keeps the row and drops its styled empty cells).
    const filledRows = (sheet) => new Set(sheet.rows.filter((row) => !isBlank(row)).map((row) => row.row));
    let filledA;
    let filledB;
    for (const [i, j] of rowPairs) {
        if (i < 0 && isBlank(b.rows[j]) && !(filledA ??= filledRows(a)).has(b.rows[j].row)) {
            nextTargetRow = j + 1;
            continue;
        }
        if (j < 0 && isBlank(a.rows[i]) && !(filledB ??= filledRows(b)).has(pair.mapRow(a.rows[i].row)))
            continue;
        if (i < 0) {
            const row = b.rows[j];
            nextTargetRow = j + 1;
            recalculation.touchRow(b.name, row.row);
            if (options.showInserted) {
                changes.push({
                    kind: 'Inserted',
                    unit: 'row',
                    text: '',
                    targetText: rowValues(row),
                    place: `${sheetB}!${row.row + 1}:${row.row + 1}`,
                    target: { story: storyB, blockPath: [0, j], locator: { part: b.part, path: `row:${row.row}` } },
                    box: boxOf(b, pair.bIndex, row.row, 0, 1, sheetExtent(b).cols),
                });
            }
            continue;
        }
        if (j < 0) {
            const row = a.rows[i];
            const anchorRow = nextTargetRow < b.rows.length ? b.rows[nextTargetRow].row : pair.mapRow(row.row);
            recalculation.touchRow(b.name, anchorRow);
            if (options.showDeleted) {
                changes.push({
                    kind: 'Deleted',
                    unit: 'row',
                    text: rowValues(row),
                    targetText: '',
                    place: `${sheetA}!${row.row + 1}:${row.row + 1}`,
                    source: { story: storyA, blockPath: [0, i], locator: { part: a.part, path: `row:${row.row}` } },
                    anchor: { story: storyB, blockPath: [0, nextTargetRow], locator: { part: b.part, path: `row:${anchorRow}` } },
                    box: boxOf(a, pair.aIndex, row.row, 0, 1, sheetExtent(a).cols),
                });
            }
            continue;
        }
        nextTargetRow = j + 1;
        compareRows(i, j);
    }
    for (const [i, j] of movedRows) {
        const rowA = a.rows[i];
        const rowB = b.rows[j];
        recalculation.touchRow(b.name, rowB.row);
        changes.push({
            kind: 'Moved',
            unit: 'row',
            text: rowValues(rowA),
            targetText: rowValues(rowB),
            place: `${sheetB}!${rowB.row + 1}:${rowB.row + 1} moved from row ${rowA.row + 1}`,
            source: { story: storyA, blockPath: [0, i], locator: { part: a.part, path: `row:${rowA.row}` } },
            target: { story: storyB, blockPath: [0, j], locator: { part: b.part, path: `row:${rowB.row}` } },
            box: boxOf(b, pair.bIndex, rowB.row, 0, 1, sheetExtent(b).cols),
        });
        compareRows(i, j);
    }
    diffComments(pair, sheetB, storyA, storyB, changes);
    if (options.detectStyleChanges)
        diffMerges(pair, sheetB, storyB, changes);
}
/**
 * Whether two paired rows are plainly equal, read from their packed stores: every cell of the
 * paired columns holds the same text (or the same number) on both sides, without formulas, in
 * the same look. Most paired rows of a large sheet are, and are then passed over without a
 * cell object made; a row it cannot vouch for is compared cell by cell as before.
 */
class SameRowCheck {
    colMap;
    colMapInverse;
    styleKeysA;
    styleKeysB;
    /** Target column → index of the target row's cell there, -1 for none (reset after each row). */
    slots = new Int32Array(64).fill(-1);
    constructor(colMap, colMapInverse, 
    /** Style keys of both books when styles are compared, else undefined. */
    styleKeysA, styleKeysB) {
        this.colMap = colMap;
        this.colMapInverse = colMapInverse;
        this.styleKeysA = styleKeysA;
        this.styleKeysB = styleKeysB;
    }
    holds(rowA, rowB) {
        const sa = rowA.store;
        const sb = rowB.store;
        if (sa.formulas.size || sb.formulas.size)
            return false;
        const width = (0,model/* rowWidth */.PL)(rowB);
        if (width > this.slots.length)
            this.slots = new Int32Array(Math.max(width, this.slots.length * 2)).fill(-1);
        const { slots, colMap, colMapInverse, styleKeysA, styleKeysB } = this;
        let expected = 0;
        for (let k = rowB.start; k < rowB.end; k++) {
            const col = sb.cols[k];
            slots[col] = k;
            if (colMapInverse[col] !== undefined)
                expected++;
        }
        let same = true;
        let matched = 0;
        for (let k = rowA.start; k < rowA.end && same; k++) {
            const col = colMap[sa.cols[k]];
            if (col === undefined)
                continue;
            const kb = col < width ? slots[col] : -1;
            if (kb < 0) {
                same = false;
                break;
            }
            matched++;
            const ta = sa.texts[k];
            const tb = sb.texts[kb];
            if (ta === undefined ? tb !== undefined || sa.numbers[k] !== sb.numbers[kb] : ta !== tb)
                same = false;
            else if (styleKeysA && styleKeysA[sa.style(k)] !== styleKeysB[sb.style(kb)])
                same = false;
        }
        for (let k = rowB.start; k < rowB.end; k++)
            slots[sb.cols[k]] = -1;
        return same && matched === expected;
    }
    /**
     * The cells of two paired rows that `holds` could not vouch for, one by one: over the paired
     * columns, a's cells in order with their partners, then b's cells that have none. Cells that
     * are plainly equal (the test of `holds`) are passed over without a cell object made; `visit`
     * gets the others, with each cell's index in its row, -1 for none.
     */
    forEachUnlike(rowA, rowB, visit) {
        const sa = rowA.store;
        const sb = rowB.store;
        const width = (0,model/* rowWidth */.PL)(rowB);
        if (width > this.slots.length)
            this.slots = new Int32Array(Math.max(width, this.slots.length * 2)).fill(-1);
        const { slots, colMap, colMapInverse } = this;
        for (let k = rowB.start; k < rowB.end; k++)
            slots[sb.cols[k]] = k;
        const partnered = new Uint8Array(rowB.end - rowB.start);
        for (let k = rowA.start; k < rowA.end; k++) {
            const col = colMap[sa.cols[k]];
            if (col === undefined)
                continue;
            const kb = col < width ? slots[col] : -1;
            if (kb >= 0)
                partnered[kb - rowB.start] = 1;
            if (kb >= 0 && this.plainlyEqual(sa, k, sb, kb))
                continue;
            visit(col, sa.cell(k), k - rowA.start, kb < 0 ? undefined : sb.cell(kb), kb < 0 ? -1 : kb - rowB.start);
        }
        for (let k = rowB.start; k < rowB.end; k++)
            slots[sb.cols[k]] = -1;
        for (let k = rowB.start; k < rowB.end; k++)
            if (!partnered[k - rowB.start] && colMapInverse[sb.cols[k]] !== undefined)
                visit(sb.cols[k], undefined, -1, sb.cell(k), k - rowB.start);
    }
    /** Same text (or number), no formula on either side, same look when looks are compared. */
    plainlyEqual(sa, k, sb, kb) {
        if (sa.formula(k) !== undefined || sb.formula(kb) !== undefined)
            return false;
        const ta = sa.texts[k];
        const tb = sb.texts[kb];
        if (ta === undefined ? tb !== undefined || sa.numbers[k] !== sb.numbers[kb] : ta !== tb)
            return false;
        return !this.styleKeysA || this.styleKeysA[sa.style(k)] === this.styleKeysB[sb.style(kb)];
    }
}
const styleKeyCache = new WeakMap();
function styleKeys(book) {
    let keys = styleKeyCache.get(book);
    if (!keys) {
        keys = book.styles.map((style) => JSON.stringify(style));
        styleKeyCache.set(book, keys);
    }
    return keys;
}
/** A row holding no value and no formula (styled empty cells at most). */
function isBlank(row) {
    return row.cells.every((cell) => cell.text === '' && cell.formula === undefined);
}
// A row's or column's values in full: an API client learns what was inserted or deleted from
// the change list alone. Notes in a result sheet shorten them (marks.ts, shortValues).
function rowValues(row) {
    return row.cells
        .filter((c) => c.text !== '')
        .map((c) => c.text)
        .join(' | ');
}
function columnValues(sheet, col) {
    const values = [];
    for (const row of sheet.rows) {
        const cell = row.cells.find((c) => c.col === col);
        if (cell && cell.text !== '')
            values.push(cell.text);
    }
    return values.join(' | ');
}
function uncalculated(cell) {
    return cell !== undefined && cell.formula !== undefined && cell.type === 'empty';
}
function sameValue(a, b, tolerance) {
    const textA = a?.text ?? '';
    const textB = b?.text ?? '';
    if (textA === textB)
        return true;
    if (!a || !b)
        return false;
    // Line endings in a cell are how a program wrote them (Excel keeps CRLF, openpyxl writes LF).
    if (a.type === b.type && (textA.includes('\r') || textB.includes('\r')) && sameLines(textA, textB))
        return true;
    const numeric = (c) => c.type === 'n' || c.type === 'd';
    if (numeric(a) && numeric(b) && a.raw !== '' && b.raw !== '') {
        const x = Number(a.raw);
        const y = Number(b.raw);
        if (Number.isFinite(x) && Number.isFinite(y) && a.type === b.type) {
            return Math.abs(x - y) <= tolerance * Math.max(1, Math.abs(x), Math.abs(y));
        }
    }
    return false;
}
/**
 * A cell's formula, none for `TRUE()` and `FALSE()`: LibreOffice has no logical constants and
 * writes each one it saves as that formula, with the same value.
 */
function formulaOf(cell) {
    const formula = cell?.formula;
    return formula !== undefined && /^\s*(TRUE|FALSE)\s*\(\s*\)\s*$/i.test(formula) ? undefined : formula;
}
const STYLE_PROPERTIES = [
    ['bold', 'bold', (v) => (v ? 'true' : 'false')],
    ['italic', 'italic', (v) => (v ? 'true' : 'false')],
    ['color', 'color', (v) => (v ? String(v) : 'auto')],
    ['fill', 'highlight', (v) => (v ? String(v) : 'none')],
    ['numberFormat', 'style', (v) => `number format ${v ? String(v) : 'General'}`],
];
function compareStyles(a, b) {
    if (a === b)
        return [];
    const out = [];
    for (const [key, property, show] of STYLE_PROPERTIES) {
        const x = a?.[key];
        const y = b?.[key];
        if ((x ?? false) !== (y ?? false))
            out.push({ property, oldValue: show(x), newValue: show(y) });
    }
    return out;
}
function sameLines(a, b) {
    return a === b || a.replace(/\r\n?/g, '\n') === b.replace(/\r\n?/g, '\n');
}
function diffComments(pair, sheetB, storyA, storyB, changes) {
    if (pair.a.comments.size === 0 && pair.b.comments.size === 0)
        return;
    const mapped = new Map();
    for (const [ref, text] of pair.a.comments) {
        const range = (0,refs/* parseRange */.RC)(ref);
        if (!range)
            continue;
        mapped.set((0,refs/* cellRef */.Cp)(pair.mapRow(range.top), pair.mapCol(range.left)), [ref, text]);
    }
    for (const [ref, text] of pair.b.comments) {
        const before = mapped.get(ref);
        mapped.delete(ref);
        const range = (0,refs/* parseRange */.RC)(ref);
        const box = range ? boxOf(pair.b, pair.bIndex, range.top, range.left) : undefined;
        // Line ends differ between writers (CRLF, LF) and show the same in every application.
        if (before && sameLines(before[1], text))
            continue;
        changes.push({
            kind: before ? 'Modified' : 'Inserted',
            unit: 'text',
            text: before?.[1] ?? '',
            targetText: text,
            place: `${sheetB}!${ref} comment`,
            source: before
                ? { story: storyA, blockPath: [], locator: { part: pair.a.part, path: `comment:${before[0]}` } }
                : undefined,
            target: { story: storyB, blockPath: [], locator: { part: pair.b.part, path: `comment:${ref}` } },
            box,
        });
    }
    for (const [targetRef, [ref, text]] of mapped) {
        const range = (0,refs/* parseRange */.RC)(targetRef);
        changes.push({
            kind: 'Deleted',
            unit: 'text',
            text,
            targetText: '',
            place: `${sheetB}!${targetRef} comment`,
            source: { story: storyA, blockPath: [], locator: { part: pair.a.part, path: `comment:${ref}` } },
            anchor: { story: storyB, blockPath: [], locator: { part: pair.b.part, path: `comment:${targetRef}` } },
            box: range ? boxOf(pair.b, pair.bIndex, range.top, range.left) : undefined,
        });
    }
}
/**
 * Whether a cell lies under a merged range but is not its top-left cell: nothing of it is drawn
 * (writers give such cells the top-left cell's look, or none, as they please). Built on first use.
 */
function coveredByMerge(merges) {
    let byRow;
    let tall = [];
    return (row, col) => {
        if (!merges.length)
            return false;
        if (!byRow) {
            byRow = new Map();
            tall = [];
            for (const merge of merges) {
                const range = (0,refs/* parseRange */.RC)(merge);
                if (!range)
                    continue;
                // Ranges of many rows are few; listed by row they would cost a million entries.
                if (range.bottom - range.top > 256)
                    tall.push(range);
                else
                    for (let r = range.top; r <= range.bottom; r++) {
                        let list = byRow.get(r);
                        if (!list)
                            byRow.set(r, (list = []));
                        list.push({ left: range.left, right: range.right, top: range.top });
                    }
            }
        }
        const inside = (r) => col >= r.left && col <= r.right && (row !== r.top || col !== r.left);
        if (byRow.get(row)?.some(inside))
            return true;
        return tall.some((r) => row >= r.top && row <= r.bottom && inside(r));
    };
}
function diffMerges(pair, sheetB, storyB, changes) {
    if (pair.a.merges.length === 0 && pair.b.merges.length === 0)
        return;
    const before = new Set();
    for (const merge of pair.a.merges) {
        const range = (0,refs/* parseRange */.RC)(merge);
        if (range)
            before.add((0,refs/* rangeRef */.fc)({
                top: pair.mapRow(range.top),
                left: pair.mapCol(range.left),
                bottom: pair.mapRow(range.bottom),
                right: pair.mapCol(range.right),
            }));
    }
    const after = new Set();
    for (const merge of pair.b.merges) {
        const range = (0,refs/* parseRange */.RC)(merge);
        if (range)
            after.add((0,refs/* rangeRef */.fc)(range));
    }
    const report = (ref, merged) => {
        const range = (0,refs/* parseRange */.RC)(ref);
        changes.push({
            kind: 'StyleChanged',
            unit: 'cell',
            text: '',
            targetText: '',
            place: `${sheetB}!${ref}`,
            target: { story: storyB, blockPath: [], locator: { part: pair.b.part, path: `merge:${ref}` } },
            styleChanges: [
                { property: 'style', oldValue: merged ? 'not merged' : 'merged', newValue: merged ? 'merged' : 'not merged' },
            ],
            box: boxOf(pair.b, pair.bIndex, range.top, range.left, range.bottom - range.top + 1, range.right - range.left + 1),
        });
    };
    for (const ref of after)
        if (!before.has(ref))
            report(ref, true);
    for (const ref of before)
        if (!after.has(ref))
            report(ref, false);
}
// ---------------------------------------------------------------------------------------------
// Recalculation artefacts
const FORMULA_REFERENCE = /(?<![\w.$'])((?:'(?:[^']|'')+'|[A-Za-z_][\w.]*)!)?(?:\$?([A-Za-z]{1,3})\$?(\d+)(?::\$?([A-Za-z]{1,3})\$?(\d+))?|\$?([A-Za-z]{1,3}):\$?([A-Za-z]{1,3})|\$?(\d+):\$?(\d+))(?![\w(!])/g;
const UNTRACEABLE = /\b(INDIRECT|OFFSET|INDEX|CELL|INFO)\s*\(|\[\d+\]/i;
/**
 * A formula cell whose formula is unchanged but whose stored result differs was recalculated
 * differently (another date system, another engine, a volatile function), not edited — unless
 * something it reads changed. Such value changes are kept only when a precedent (cell, range,
 * row, column or sheet) changed, directly or through another kept formula.
 */
class RecalculationCheck {
    touched = [];
    waiting = [];
    touch(sheet, row, col) {
        this.touched.push({ sheet, top: row, left: col, bottom: row, right: col });
    }
    touchRow(sheet, row) {
        this.touched.push({ sheet, top: row, left: 0, bottom: row, right: Infinity });
    }
    touchColumn(sheet, col) {
        this.touched.push({ sheet, top: 0, left: col, bottom: Infinity, right: col });
    }
    touchSheet(sheet) {
        this.touched.push({ sheet, top: 0, left: 0, bottom: Infinity, right: Infinity });
    }
    pending(sheet, row, col, formula, change) {
        this.waiting.push({ sheet, row, col, formula, change });
    }
    /** The waiting changes nothing explains. */
    unexplained() {
        let open = this.waiting.map((w) => ({ ...w, areas: precedents(w.formula, w.sheet) }));
        if (open.length * Math.max(1, this.touched.length) > 5_000_000)
            return new Set();
        for (;;) {
            const still = [];
            let progressed = false;
            for (const item of open) {
                const explained = item.areas === undefined || item.areas.some((area) => this.touched.some((t) => intersects(area, t)));
                if (explained) {
                    this.touch(item.sheet, item.row, item.col);
                    progressed = true;
                }
                else
                    still.push(item);
            }
            open = still;
            if (!progressed || open.length === 0)
                break;
        }
        return new Set(open.map((item) => item.change));
    }
}
function intersects(x, y) {
    return x.sheet === y.sheet && x.top <= y.bottom && y.top <= x.bottom && x.left <= y.right && y.left <= x.right;
}
/** The areas a formula reads, or undefined when it reads something that cannot be traced (names, INDIRECT). */
function precedents(formula, ownSheet) {
    const outside = formula.replace(/"(?:[^"]|"")*"/g, '""');
    if (UNTRACEABLE.test(outside))
        return undefined;
    const areas = [];
    const rest = outside.replace(FORMULA_REFERENCE, (_m, sheetPart, c1, r1, c2, r2, cc1, cc2, rr1, rr2) => {
        const sheet = sheetPart
            ? sheetPart
                .slice(0, -1)
                .replace(/^'(.*)'$/, '$1')
                .replace(/''/g, "'")
            : ownSheet;
        if (c1 && r1) {
            const a = { row: Number(r1) - 1, col: columnNumber(c1) };
            const b = c2 && r2 ? { row: Number(r2) - 1, col: columnNumber(c2) } : a;
            areas.push({
                sheet,
                top: Math.min(a.row, b.row),
                left: Math.min(a.col, b.col),
                bottom: Math.max(a.row, b.row),
                right: Math.max(a.col, b.col),
            });
        }
        else if (cc1 && cc2) {
            areas.push({
                sheet,
                top: 0,
                left: Math.min(columnNumber(cc1), columnNumber(cc2)),
                bottom: Infinity,
                right: Math.max(columnNumber(cc1), columnNumber(cc2)),
            });
        }
        else if (rr1 && rr2) {
            areas.push({
                sheet,
                top: Math.min(Number(rr1), Number(rr2)) - 1,
                left: 0,
                bottom: Math.max(Number(rr1), Number(rr2)) - 1,
                right: Infinity,
            });
        }
        return ' ';
    });
    // Any identifier left that is not a function call or a literal is a defined name: untraceable.
    if (/(?<![\w.])(?!TRUE\b|FALSE\b)[A-Za-z_][\w.]*(?![\w.]|\s*\()/i.test(rest.replace(/#[A-Z/0!?]+/g, '')))
        return undefined;
    return areas;
}
function columnNumber(letters) {
    let n = 0;
    for (const ch of letters.toUpperCase())
        n = n * 26 + (ch.charCodeAt(0) - 64);
    return n - 1;
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/document.ts

/**
 * The common Document model of a workbook: one `sheet` story per sheet holding one TableBlock of
 * the rows and cells that exist (ref, formula, displayed text). The table is built on first
 * access: the family differ works on the compact familyData, and a million-cell sheet should
 * not cost a million cell objects unless a generic consumer asks for them.
 */
function workbookDocument(format, workbook, warnings, metadata = {}) {
    const stories = workbook.sheets.map((sheet) => sheetStory(sheet, workbook));
    return { format, stories, metadata, warnings, pageCount: workbook.sheets.length, familyData: workbook };
}
function sheetStory(sheet, workbook) {
    const story = { kind: 'sheet', key: `sheet:${sheet.name}`, label: sheet.name, blocks: [] };
    if (sheet.hidden)
        story.hidden = true;
    let built;
    Object.defineProperty(story, 'blocks', {
        enumerable: true,
        configurable: true,
        get: () => (built ??= sheet.rows.length ? [sheetTable(sheet, workbook)] : []),
        set: (value) => {
            built = value;
        },
    });
    return story;
}
function sheetTable(sheet, workbook) {
    const spans = new Map();
    const covered = new Set();
    for (const merge of sheet.merges) {
        const range = (0,refs/* parseRange */.RC)(merge);
        if (!range)
            continue;
        spans.set((0,refs/* cellRef */.Cp)(range.top, range.left), {
            colSpan: range.right - range.left + 1,
            rowSpan: range.bottom - range.top + 1,
        });
        if ((range.bottom - range.top + 1) * (range.right - range.left + 1) > 10_000)
            continue;
        for (let r = range.top; r <= range.bottom; r++)
            for (let c = range.left; c <= range.right; c++)
                if (r !== range.top || c !== range.left)
                    covered.add((0,refs/* cellRef */.Cp)(r, c));
    }
    const rows = sheet.rows.map((row) => ({
        cells: row.cells.map((cell) => {
            const ref = (0,refs/* cellRef */.Cp)(row.row, cell.col);
            const tableCell = {
                ref,
                blocks: [{ type: 'paragraph', runs: [{ text: cell.text, style: runStyle(workbook.styles[cell.style]) }] }],
            };
            if (cell.formula !== undefined)
                tableCell.formula = cell.formula;
            const span = spans.get(ref);
            if (span && span.colSpan > 1)
                tableCell.colSpan = span.colSpan;
            if (span && span.rowSpan > 1)
                tableCell.vMerge = 'restart';
            else if (covered.has(ref))
                tableCell.vMerge = 'continue';
            return tableCell;
        }),
    }));
    return { type: 'table', rows, locator: { part: sheet.part, path: '' } };
}
const EMPTY_STYLE = Object.freeze({});
function runStyle(style) {
    if (!style || (!style.bold && !style.italic && !style.color && !style.fill))
        return EMPTY_STYLE;
    const run = {};
    if (style.bold)
        run.bold = true;
    if (style.italic)
        run.italic = true;
    if (style.color && /^[0-9A-F]{6}$/.test(style.color))
        run.color = style.color;
    if (style.fill && /^[0-9A-F]{6}$/.test(style.fill))
        run.highlight = style.fill;
    return run;
}

// EXTERNAL MODULE: ./src/engine/formats/cells/ods.ts
var ods = __webpack_require__(84319);
// EXTERNAL MODULE: ./src/engine/formats/shared/worker-starter.ts
var worker_starter = __webpack_require__(93131);
// EXTERNAL MODULE: ./src/engine/formats/cells/read-settings.ts
var read_settings = __webpack_require__(34977);
;// CONCATENATED MODULE: ./src/engine/formats/cells/workbook-pack.ts

/** The package packed, with the buffers to transfer; throws when a sheet's rows are not all in one store. */
function packWorkbook(read) {
    let texts;
    let shared;
    const transfer = [];
    // The table starts with the shared strings the first store's cells were noted against.
    const startTable = (first) => {
        shared = first.shared?.table;
        return shared ? [...shared] : [];
    };
    const sheets = read.workbook.sheets.map((sheet) => {
        const rows = new Int32Array(sheet.rows.length * 3);
        let store;
        sheet.rows.forEach((row, r) => {
            if (!(row instanceof PackedRow) || (store && row.store !== store))
                throw new Error(`sheet '${sheet.name}' is not held in one cell store`);
            store = row.store;
            rows[r * 3] = row.row;
            rows[r * 3 + 1] = row.start;
            rows[r * 3 + 2] = row.end;
        });
        transfer.push(rows.buffer);
        if (store)
            texts ??= startTable(store);
        const packed = {
            name: sheet.name,
            hidden: sheet.hidden,
            part: sheet.part,
            rows,
            store: store && texts && packStore(store, texts, shared, transfer),
            merges: sheet.merges,
            comments: sheet.comments,
        };
        if (sheet.charts !== undefined)
            packed.charts = sheet.charts;
        return packed;
    });
    const { styles, date1904 } = read.workbook;
    return {
        packed: { sheets, texts: texts ?? [], styles, date1904, warnings: read.warnings, metadata: read.metadata },
        transfer,
    };
}
/** `table` starts with `shared` (when given): cells noted as one of those are indexes into it. */
function packStore(store, table, shared, transfer) {
    const indexes = new Int32Array(store.count);
    const noted = store.shared && store.shared.table === shared ? store.shared.indexes : undefined;
    for (let k = 0; k < store.count; k++) {
        const text = store.texts[k];
        const index = noted ? noted[k] : -1;
        if (text === undefined)
            indexes[k] = -1;
        else if (index >= 0)
            indexes[k] = index;
        else {
            indexes[k] = table.length;
            table.push(text);
        }
    }
    const packed = {
        count: store.count,
        cols: store.cols,
        styles: store.styles,
        xfs: store.xfs,
        types: store.types,
        numbers: store.numbers,
        texts: indexes,
        raws: store.raws,
        formulas: store.formulas,
    };
    const arrays = [indexes, store.cols, store.styles, store.xfs, store.types, store.numbers];
    transfer.push(...arrays.map((array) => array.buffer));
    return packed;
}
/** The package as ./xlsx read it, from what packWorkbook made of it. */
function unpackWorkbook(packed) {
    const sheets = packed.sheets.map((sheet) => {
        const store = sheet.store && unpackStore(sheet.store, packed.texts);
        const rows = [];
        if (store)
            for (let r = 0; r < sheet.rows.length; r += 3)
                rows.push(new model/* PackedRow */.PE(store, sheet.rows[r], sheet.rows[r + 1], sheet.rows[r + 2]));
        const unpacked = {
            name: sheet.name,
            hidden: sheet.hidden,
            part: sheet.part,
            rows,
            merges: sheet.merges,
            comments: sheet.comments,
        };
        if (sheet.charts !== undefined)
            unpacked.charts = sheet.charts;
        return unpacked;
    });
    return {
        workbook: { family: 'cells', sheets, styles: packed.styles, date1904: packed.date1904 },
        warnings: packed.warnings,
        metadata: packed.metadata,
    };
}
function unpackStore(packed, table) {
    // Made at its full length at once: grown by push, the array was copied a dozen times over,
    // the last copies at the peak of reading the other workbook.
    const texts = new Array(packed.count);
    const indexes = packed.texts;
    for (let k = 0; k < packed.count; k++) {
        const index = indexes[k];
        texts[k] = index < 0 ? undefined : table[index];
    }
    return model/* CellStore */.iJ.adopt({ ...packed, texts });
}

// EXTERNAL MODULE: ./src/engine/formats/cells/xlsx.ts + 3 modules
var xlsx = __webpack_require__(79536);
;// CONCATENATED MODULE: ./src/engine/formats/cells/read-pool.ts





const settings = read_settings/* cellsReading */.k;
/**
 * The worker's young generation as large as the calling thread's default: the reader's garbage
 * (texts of cells, short-lived) dies young, and a small one promoted much of it. No bound on the
 * old generation beyond V8's own: a workbook large enough to need it is read here after the
 * worker ends, as after any failure.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 32 };
/** The workbook read by the helping worker when one is free (else here): the same package either way. */
async function readXlsxShared(bytes, limits, archive) {
    // A small workbook's parts are inflated whole: streaming them through zlib's threads saves
    // little memory there and cost the 15k bench pair time.
    if (bytes.length < settings.minWorkerBytes)
        return (0,xlsx/* readXlsxPackage */.uB)(bytes, limits, archive);
    const packed = await (settings.threads > 1 ? helper()?.read(bytes, limits) : undefined);
    // The worker opens its own copy of the package: an archive does not cross threads.
    return packed ? unpackWorkbook(packed) : (0,xlsx/* readXlsxPackageInflating */.Q)(bytes, limits, { archive });
}
class ReadHelper {
    start;
    worker;
    busy = false;
    nextId = 0;
    /** Set when a worker could not start: later workbooks are read on their own thread. */
    broken = false;
    constructor(start) {
        this.start = start;
    }
    /** The packed workbook (undefined: the worker failed), or undefined when the worker is busy or cannot start. */
    read(bytes, limits) {
        if (this.busy || this.broken)
            return undefined;
        const worker = this.worker ?? this.spawn();
        if (!worker)
            return undefined;
        this.busy = true;
        const id = ++this.nextId;
        return new Promise((resolve) => {
            const timer = setTimeout(() => void worker.terminate(), settings.timeoutMs);
            const done = (packed) => {
                clearTimeout(timer);
                worker.off('message', onMessage);
                worker.off('error', onFailure);
                worker.off('exit', onFailure);
                this.busy = false;
                if (packed)
                    settings.onWorkerRead?.();
                // Ended after each workbook: its heap still holds the workbook's garbage (the inflated
                // parts, the shared strings), which would otherwise add to the comparison's peak.
                this.discard();
                resolve(packed);
            };
            const onMessage = (response) => {
                if (response.id === id)
                    done('packed' in response ? response.packed : undefined);
            };
            const onFailure = () => done(undefined);
            worker.on('message', onMessage);
            worker.on('error', onFailure);
            worker.on('exit', onFailure);
            // Copied, not transferred: the caller keeps its bytes (a writer reads them again).
            worker.postMessage({ id, bytes, limits });
        });
    }
    close() {
        this.discard();
    }
    spawn() {
        let worker;
        try {
            worker = this.start();
        }
        catch {
            this.broken = true;
            return undefined;
        }
        // A failure is handled by the read under way (see read).
        worker.on('error', () => { });
        worker.once('exit', () => {
            if (this.worker === worker)
                this.worker = undefined;
        });
        this.worker = worker;
        return worker;
    }
    discard() {
        const { worker } = this;
        this.worker = undefined;
        if (worker)
            void worker.terminate();
    }
}
let shared;
let sharedStarter;
/** The shared helper, or null when there is no worker script beside this module. */
function helper() {
    if (shared !== undefined && sharedStarter !== settings.starter) {
        // Another source of workers was configured: the old one's worker ends.
        shared?.close();
        shared = undefined;
    }
    if (shared === undefined) {
        sharedStarter = settings.starter;
        const start = settings.starter ??
            (0,worker_starter/* workerStarter */.m)(import.meta.url, { bundle: 'cells-read-worker', source: 'read-worker.ts' }, WORKER_LIMITS);
        shared = start ? new ReadHelper(start) : null;
    }
    return shared;
}

;// CONCATENATED MODULE: ./src/engine/formats/cells/index.ts







/**
 * Reader of the cells family: xlsx, xlsm, xltx, xltm (Transitional and Strict), ods, csv and
 * tsv, into one sheet story per sheet plus the compact workbook (familyData) that the
 * family's own differ (`diff`, see ./diff) and writer (./write) use.
 */
const XLSX_FORMATS = ['xlsx', 'xlsm', 'xltx', 'xltm'];
const cellsReader = {
    family: 'cells',
    formats: ['xlsx', 'xlsm', 'xltx', 'xltm', 'ods', 'csv', 'tsv'],
    async read(bytes, format, options) {
        if (!XLSX_FORMATS.includes(format))
            return readCells(bytes, format, options);
        // A large workbook may be read on a worker thread while this one reads the other (./read-pool).
        const read = await readXlsxShared(bytes, options.archiveLimits, options.archive);
        return workbookDocument(format, read.workbook, [...read.warnings], read.metadata);
    },
    diff(source, target, options) {
        return cellsDiff(source, target, options, cellsOptionsFromDiffOptions(options));
    },
};
/**
 * The cells settings riding along on a DiffOptions object. DiffOptions has no fields for them
 * (it is shared by every family); a caller that maps Settings.CellsCompareFormulas and
 * Settings.CellsNumericTolerance can pass them as extra `CellsCompareFormulas` /
 * `CellsNumericTolerance` properties of the options object, and they are honoured here.
 */
function cellsOptionsFromDiffOptions(options) {
    return cellsOptionsFrom({
        CellsCompareFormulas: options.cells?.compareFormulas,
        CellsNumericTolerance: options.cells?.numericTolerance,
    });
}
function readCells(bytes, format, options = {}) {
    const warnings = [];
    if (format === 'csv' || format === 'tsv')
        return workbookDocument(format, (0,csv/* readDelimited */.eE)(bytes, format, warnings), warnings);
    if (format === 'ods')
        return workbookDocument(format, (0,ods/* readOds */.H)(bytes, warnings, options.archiveLimits, options.archive), warnings);
    if (!XLSX_FORMATS.includes(format))
        throw new errors/* CorruptDocumentError */.b6(`the cells reader does not read '${format}'`);
    const read = (0,xlsx/* readXlsxPackage */.uB)(bytes, options.archiveLimits, options.archive);
    warnings.push(...read.warnings);
    return workbookDocument(format, read.workbook, warnings, read.metadata);
}



/***/ })

};
