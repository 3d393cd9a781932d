export const id = 5250;
export const ids = [5250];
export const modules = {

/***/ 5250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  anchorInLibreOffice: () => (/* binding */ anchorInLibreOffice),
  flowsOntoPages: () => (/* binding */ flowsOntoPages),
  N: () => (/* binding */ laidOutByBuiltin)
});

// EXTERNAL MODULE: ./src/engine/formats/registry.ts
var registry = __webpack_require__(7946);
// EXTERNAL MODULE: ./src/engine/preview/office.ts + 2 modules
var preview_office = __webpack_require__(1045);
// EXTERNAL MODULE: ./src/engine/model/document.ts
var model_document = __webpack_require__(4451);
// EXTERNAL MODULE: ./src/engine/layout/context.ts
var context = __webpack_require__(5418);
;// CONCATENATED MODULE: ./src/engine/layout/anchor.ts



/** Reads the words of every page of a PDF, with the PDF family's reading of its pages. */
async function readRenderedWords(pdf) {
    const { anchor } = await (0,registry/* hooksFor */.U6)((0,registry/* formatByKey */.Qk)('pdf'));
    if (!anchor)
        throw new Error('the PDF family reads no page words');
    const read = await anchor.words(pdf);
    const words = [];
    for (const word of read.words) {
        const key = tokenKey(word.text);
        if (!key)
            continue;
        words.push({ text: word.text, key, page: word.page, x: word.x, y: word.y, width: word.width, height: word.height });
    }
    return { pages: read.pages, words };
}
/** Letters and digits only, lower case, ligatures and full-width forms folded: what two renderings of one word share. */
function tokenKey(text) {
    return text
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, '');
}
/** The words of a text, as keys (empty ones dropped). */
function tokenKeys(text) {
    return text
        .split(/[\s\u00a0]+/)
        .map(tokenKey)
        .filter(Boolean);
}
// Whole paragraphs, up to this many words either side: boilerplate repeats short stretches, rarely long ones.
const CONTEXT_WORDS = 40;
/**
 * The query for one side of a change: the changed text (from `start` to `end` of its paragraph,
 * or its whole block) with the words of its paragraph either side (up to CONTEXT_WORDS).
 */
function queryForSide(model, side, text, near) {
    const block = side ? (0,context/* blockAt */.V)(model, side) : undefined;
    if (!block || !side)
        return { before: [], words: tokenKeys(text), after: [], near };
    const whole = (0,model_document/* blockText */.dK)(block);
    if (side.start === undefined || side.end === undefined || block.type !== 'paragraph') {
        return { before: [], words: tokenKeys(whole || text), after: [], near };
    }
    // Offsets may fall inside a word: the partial words belong to the change.
    let start = side.start;
    let end = side.end;
    while (start > 0 && /\S/.test(whole[start - 1]))
        start--;
    while (end < whole.length && /\S/.test(whole[end]))
        end++;
    const before = tokenKeys(whole.slice(0, start)).slice(-CONTEXT_WORDS);
    const after = tokenKeys(whole.slice(end)).slice(0, CONTEXT_WORDS);
    const words = tokenKeys(whole.slice(start, end));
    return { before, words: words.length ? words : tokenKeys(text), after, near };
}
/** Index of every key in the document's word stream. */
class RenderedIndex {
    document;
    positions = new Map();
    constructor(document) {
        this.document = document;
        document.words.forEach((word, index) => {
            const list = this.positions.get(word.key);
            if (list)
                list.push(index);
            else
                this.positions.set(word.key, [index]);
        });
    }
    occurrences(key) {
        return this.positions.get(key) ?? [];
    }
    /**
     * Where the query's words were rendered: every occurrence of each of its words proposes a start
     * for the whole sequence (context, change, context); the start whose words agree most (a word
     * may be one place off, where the renderer split or joined one) wins, the nearest to `near` on
     * a tie. The box covers the changed words that lie on the first of their pages.
     */
    find(query) {
        const sequence = [...query.before, ...query.words, ...query.after];
        if (!query.words.length)
            return undefined;
        const words = this.document.words;
        const tried = new Set();
        let best;
        // The rarer a word, the fewer starts it proposes; a few of the rarest words are enough.
        const proposers = sequence
            .map((key, offset) => ({ offset, count: this.occurrences(key).length }))
            .filter((p) => p.count > 0)
            .sort((a, b) => a.count - b.count)
            .slice(0, 4);
        for (const { offset } of proposers) {
            for (const position of this.occurrences(sequence[offset])) {
                const start = position - offset;
                if (tried.has(start))
                    continue;
                tried.add(start);
                const score = this.agreement(sequence, start);
                const distance = query.near === undefined ? 0 : Math.abs(position / Math.max(1, words.length) - query.near);
                if (!best || score > best.score || (score === best.score && distance < best.distance))
                    best = { start, score, distance };
            }
        }
        if (!best || best.score < Math.min(sequence.length, Math.max(1, Math.ceil(sequence.length * 0.5))))
            return undefined;
        const first = this.locate(query.words[0], best.start + query.before.length);
        const last = this.locate(query.words[query.words.length - 1], best.start + query.before.length + query.words.length - 1);
        const from = first ?? best.start + query.before.length;
        const to = Math.max(from, last ?? from + query.words.length - 1);
        const changed = words.slice(Math.max(0, from), Math.min(words.length, to + 1));
        if (!changed.length)
            return undefined;
        const page = changed[0].page;
        const onPage = changed.filter((w) => w.page === page);
        const x0 = Math.min(...onPage.map((w) => w.x));
        const y0 = Math.min(...onPage.map((w) => w.y));
        const x1 = Math.max(...onPage.map((w) => w.x + w.width));
        const y1 = Math.max(...onPage.map((w) => w.y + w.height));
        const size = this.document.pages[page - 1];
        return {
            pageNumber: page,
            pageWidth: size.width,
            pageHeight: size.height,
            x: x0,
            y: y0,
            width: x1 - x0,
            height: y1 - y0,
        };
    }
    agreement(sequence, start) {
        const words = this.document.words;
        let score = 0;
        let drift = 0;
        for (let i = 0; i < sequence.length; i++) {
            for (const shift of [drift, drift - 1, drift + 1]) {
                if (words[start + i + shift]?.key === sequence[i]) {
                    score++;
                    drift = shift;
                    break;
                }
            }
        }
        return score;
    }
    /** The stream index of `key` at `expected` or one word either side of it. */
    locate(key, expected) {
        for (const shift of [0, -1, 1, -2, 2])
            if (this.document.words[expected + shift]?.key === key)
                return expected + shift;
        return undefined;
    }
}
/**
 * Boxes for the changes of two rendered documents: deletions on the source's rendering,
 * everything else on the target's (as ChangeInfo places them). Changes already placed by
 * their format (PDF words, slide shapes) keep their box; a change not found keeps none.
 */
function anchorChanges(changes, models, rendered) {
    const indexes = { source: new RenderedIndex(rendered.source), target: new RenderedIndex(rendered.target) };
    const positions = { source: blockPositions(models.source), target: blockPositions(models.target) };
    return changes.map((change) => {
        if (change.box)
            return change;
        const which = change.kind === 'Deleted' ? 'source' : 'target';
        const side = which === 'source' ? change.source : change.target;
        const near = side && side.story === 'body' ? positions[which](side.blockPath[0] ?? 0) : undefined;
        const query = queryForSide(models[which], side, which === 'source' ? change.text : change.targetText || change.text, near);
        const box = indexes[which].find(query);
        if (!box)
            return change;
        return {
            ...change,
            box: {
                page: box.pageNumber,
                pageWidth: box.pageWidth,
                pageHeight: box.pageHeight,
                x: box.x,
                y: box.y,
                width: box.width,
                height: box.height,
            },
        };
    });
}
/** Where a body block starts as a fraction of the body's text. */
function blockPositions(model) {
    const blocks = model.stories.find((s) => s.kind === 'body')?.blocks ?? [];
    const starts = [];
    let total = 0;
    for (const block of blocks) {
        starts.push(total);
        total += tokenKeys((0,model_document/* blockText */.dK)(block)).length;
    }
    return (index) => (starts[index] ?? total) / Math.max(1, total);
}

;// CONCATENATED MODULE: ./src/engine/layout/rendered.ts



/** Whether a document's changes are anchored in a rendering (its family flows text onto pages); `archive`: one opened from its bytes already. */
function flowsOntoPages(input, archive) {
    try {
        return (0,registry/* detectFormat */.Tz)(input.bytes, input.fileName, archive).family === 'word';
    }
    catch {
        return false;
    }
}
/**
 * Whether the built-in renderer lays a document out (flowing text, and a sheet's grid) rather than
 * drawing coordinates the file holds: its change boxes are then the layout's only with `precise`,
 * and the list's default boxes are a cheaper estimate that can sit a line or a cell off.
 */
function laidOutByBuiltin(input) {
    try {
        return ['word', 'text', 'email', 'cells'].includes((0,registry/* detectFormat */.Tz)(input.bytes, input.fileName).family);
    }
    catch {
        return false;
    }
}
/**
 * Renders both documents with LibreOffice (one soffice run) and gives each change without a
 * box of its own the box of its words in that rendering. Returns the changes and the PDFs.
 */
async function anchorInLibreOffice(changes, models, inputs, office) {
    // The inputs as read (unlocked, their format detected), so LibreOffice is given the same bytes.
    const [source, target] = await (0,preview_office.convertToPdf)([
        { bytes: inputs.source.bytes, fileName: `source.${inputs.source.format.key}` },
        { bytes: inputs.target.bytes, fileName: `target.${inputs.target.format.key}` },
    ], { ...office, pagination: 'preview' });
    const rendered = { source: await readRenderedWords(source), target: await readRenderedWords(target) };
    return { changes: anchorChanges(changes, models, rendered), pdfs: { source, target } };
}


/***/ })

};
