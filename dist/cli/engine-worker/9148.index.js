export const id = 9148;
export const ids = [9148];
export const modules = {

/***/ 9148:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (/* binding */ removeRepeatedLines),
/* harmony export */   Dq: () => (/* binding */ paragraphsOf),
/* harmony export */   NV: () => (/* binding */ regionsOf),
/* harmony export */   aT: () => (/* binding */ wordsFromItems),
/* harmony export */   d1: () => (/* binding */ fragmentsOf)
/* harmony export */ });
/* unused harmony export isWhiteSpace */
/**
 * Reading order rebuilt from positioned text: words from pdf.js text items, line fragments from
 * words on one baseline (right-to-left lines read from the right), tables read cell by cell in
 * row order, the other regions (columns, bands) by recursive XY-cut, lines joined into
 * paragraphs by their spacing, and headers and footers repeated on most pages set apart.
 *
 * Everything here works in the page's own user space (y grows upwards), before /Rotate, so a
 * rotated copy of a page reads exactly like the upright one.
 */
/**
 * Whether a UTF-16 code unit is white space as `\s` reads it (ECMAScript's WhiteSpace and
 * LineTerminator): asked of every character of every item, without a regular expression.
 */
function isWhiteSpace(code) {
    if (code <= 0x20)
        return code === 0x20 || (code >= 0x09 && code <= 0x0d);
    if (code < 0xa0)
        return false;
    return (code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000 ||
        code === 0xfeff);
}
/**
 * Words of one page from its text items, gluing pieces of a word that pdf.js split. An item's
 * text is cut into runs of white space and of the rest by hand: this runs over every character
 * of both documents, and a split by expression made an array and a string per piece.
 */
function wordsFromItems(items, page) {
    const words = [];
    let last;
    let lastEndedWithSpace = true;
    /** Baseline of the last right-to-left item. */
    let rtlBaseline = Number.NaN;
    // Where each character of an item starts (charOffsets): one array for all items of the page.
    let longest = 0;
    for (const item of items)
        longest = Math.max(longest, item.str.length);
    const offsets = new Float64Array(longest + 1);
    for (const item of items) {
        const str = item.str;
        if (!str)
            continue;
        const t = item.transform;
        const size = Math.hypot(t[2], t[3]) || Math.hypot(t[0], t[1]) || item.height || 1;
        const x = t[4];
        const y = t[5];
        charOffsets(str, item.width, offsets);
        const rtl = item.dir === 'rtl';
        if (rtl)
            rtlBaseline = y;
        const length = str.length;
        let index = 0;
        while (index < length) {
            if (isWhiteSpace(str.charCodeAt(index))) {
                index++;
                while (index < length && isWhiteSpace(str.charCodeAt(index)))
                    index++;
                lastEndedWithSpace = true;
                continue;
            }
            let end = index + 1;
            while (end < length && !isWhiteSpace(str.charCodeAt(end)))
                end++;
            // pdf.js gives a right-to-left item's text in logical order, its first character at the right.
            const x0 = rtl ? x + item.width - offsets[end] : x + offsets[index];
            const x1 = rtl ? x + item.width - offsets[index] : x + offsets[end];
            const glue = last &&
                !lastEndedWithSpace &&
                index === 0 &&
                last.page === page &&
                Math.abs(last.y - y) < 0.25 * size &&
                // In a right-to-left line the next logical piece of a word (a number, a bracket) sits to its left.
                (touches(x0 - last.x1, size) ||
                    ((rtl || Math.abs(rtlBaseline - y) < 0.25 * size) && touches(last.x0 - x1, size)));
            const piece = index === 0 && end === length ? str : str.slice(index, end);
            if (glue && last) {
                last.text += piece;
                last.x0 = Math.min(last.x0, x0);
                last.x1 = Math.max(last.x1, x1);
                last.rtl ||= rtl;
            }
            else {
                last = { text: piece, page, x0, x1, y, size, rtl };
                if (item.styles)
                    last.style = styleAt(item.styles, index);
                words.push(last);
            }
            index = end;
            lastEndedWithSpace = false;
        }
    }
    return words;
}
function styleAt(spans, index) {
    let found;
    for (const span of spans) {
        if (span.at > index)
            break;
        found = span.style;
    }
    return found ?? spans[0]?.style;
}
/** Two pieces of text this far apart (negative: overlapping) are parts of one word. */
function touches(gap, size) {
    return gap > -0.3 * size && gap < 0.12 * size;
}
/**
 * Where each character of an item starts, from the item's width shared out by rough glyph
 * widths (pdf.js gives one width per item, and an item often holds several words), into `offsets`.
 */
function charOffsets(str, width, offsets) {
    offsets[0] = 0;
    for (let i = 0; i < str.length; i++)
        offsets[i + 1] = offsets[i] + glyphWeight(str.charCodeAt(i));
    const total = offsets[str.length] || 1;
    for (let i = 0; i <= str.length; i++)
        offsets[i] = (offsets[i] / total) * width;
}
function glyphWeight(code) {
    return code < 128 ? ASCII_WEIGHTS[code] : code === 0x131 ? 0.24 : 0.54;
}
/** glyphWeight of each ASCII character, looked up: it is asked for every character of every item. */
const ASCII_WEIGHTS = Float64Array.from({ length: 128 }, (_, code) => {
    const ch = String.fromCharCode(code);
    if (' '.includes(ch))
        return 0.28;
    if ("il.,:;|!'`Ij".includes(ch))
        return 0.24;
    if ('fjrt()[]-/'.includes(ch))
        return 0.34;
    if ('mwMW@%'.includes(ch))
        return 0.86;
    if (ch >= 'A' && ch <= 'Z')
        return 0.68;
    if (ch >= '0' && ch <= '9')
        return 0.556;
    return 0.54;
});
/**
 * Whether `list` is already in the order `compare` sorts it into (a stable sort would leave it as
 * it is). Most pages give their words, lines and fragments top to bottom and left to right: the
 * sorts below are skipped for them, and so are the copy each made and the sort's own work array
 * (a tenth of all that reading and laying out a document allocated).
 */
function inOrder(list, compare) {
    for (let i = 1; i < list.length; i++)
        if (compare(list[i - 1], list[i]) > 0)
            return false;
    return true;
}
const downThenRight = (a, b) => b.y - a.y || a.x0 - b.x0;
const rightwards = (a, b) => a.x0 - b.x0;
/** Line fragments: words clustered by baseline, split where the gap is wider than a word space. */
function fragmentsOf(words, page) {
    const sorted = inOrder(words, downThenRight) ? words : [...words].sort(downThenRight);
    const clusters = [];
    let current = [];
    let baseline = Number.NaN;
    for (const word of sorted) {
        if (current.length && Math.abs(word.y - baseline) <= 0.3 * word.size) {
            current.push(word);
        }
        else {
            if (current.length)
                clusters.push(current);
            current = [word];
            baseline = word.y;
        }
    }
    if (current.length)
        clusters.push(current);
    const fragments = [];
    for (const cluster of clusters) {
        if (!inOrder(cluster, rightwards))
            cluster.sort(rightwards);
        let piece = [];
        for (const word of cluster) {
            const previous = piece[piece.length - 1];
            if (previous && word.x0 - previous.x1 > 1.1 * Math.max(word.size, previous.size)) {
                fragments.push(makeFragment(piece, page));
                piece = [];
            }
            piece.push(word);
        }
        if (piece.length)
            fragments.push(makeFragment(piece, page));
    }
    return fragments;
}
function makeFragment(words, page) {
    let x0 = Infinity;
    let x1 = -Infinity;
    let size = 0;
    let y = 0;
    for (const w of words) {
        x0 = Math.min(x0, w.x0);
        x1 = Math.max(x1, w.x1);
        size = Math.max(size, w.size);
        y += w.y;
    }
    // Numbers and punctuation take the direction of the letters around them.
    let balance = 0;
    for (const w of words)
        if (LETTER.test(w.text))
            balance += w.rtl ? 1 : -1;
    const rtl = balance > 0;
    return { words: rtl ? rightToLeft(words) : words, page, x0, x1, y: y / words.length, size, rtl };
}
const LETTER = /\p{L}/u;
/**
 * Words of a right-to-left line (given left to right) in reading order: from the right, except
 * that a run of left-to-right words inside it (numbers, Latin) keeps its own order.
 */
function rightToLeft(words) {
    const reversed = [...words].reverse();
    const ordered = [];
    let i = 0;
    while (i < reversed.length) {
        if (reversed[i].rtl) {
            ordered.push(reversed[i++]);
            continue;
        }
        let j = i;
        while (j < reversed.length && !reversed[j].rtl)
            j++;
        for (let k = j - 1; k >= i; k--)
            ordered.push(reversed[k]);
        i = j;
    }
    return ordered;
}
/** Text of a fragment with page numbers (digit runs) masked, for spotting repeated lines. */
function repeatKey(fragment) {
    return fragment.words
        .map((w) => w.text)
        .join(' ')
        .replace(/\d+/g, '#')
        .toLowerCase();
}
/**
 * Removes headers and footers from the pages: lines in the top or bottom zone whose text (page
 * numbers masked) recurs at about the same height on at least half of the pages (two pages at
 * least). Returns their texts.
 */
function removeRepeatedLines(pages) {
    const result = { headers: [], footers: [] };
    if (pages.length < 2)
        return result;
    const counts = new Map();
    const keyOf = (page, fragment) => {
        const height = page.top - page.bottom;
        const fromTop = page.top - fragment.y;
        // Within the outer 8% of the page: running heads sit in the margin, body text below it.
        const zone = fromTop < height * 0.08 ? 'h' : fromTop > height * 0.92 ? 'f' : undefined;
        if (!zone)
            return undefined;
        return `${zone}@${Math.round(fragment.y / 4)}@${repeatKey(fragment)}`;
    };
    for (const page of pages) {
        for (const fragment of page.fragments) {
            const key = keyOf(page, fragment);
            if (!key)
                continue;
            let set = counts.get(key);
            if (!set)
                counts.set(key, (set = new Set()));
            set.add(page.page);
        }
    }
    const needed = Math.max(2, Math.ceil(pages.length * 0.5));
    const seen = new Set();
    for (const page of pages) {
        page.fragments = page.fragments.filter((fragment) => {
            const key = keyOf(page, fragment);
            if (!key || (counts.get(key)?.size ?? 0) < needed)
                return true;
            const text = repeatKey(fragment);
            if (!seen.has(key)) {
                seen.add(key);
                (key.startsWith('h') ? result.headers : result.footers).push(text);
            }
            return false;
        });
    }
    return result;
}
/**
 * Regions that are one table cell each, with their place: a row's cells make one paragraph, and
 * a table's first row repeated at the top of the next page (a repeating header row) is read once.
 */
const cellRegions = new WeakMap();
/**
 * Whether `next`, found at the top of a later page right after `table`, is that table going on:
 * as many columns, the second and later starting where they started (the first column's left
 * edge is also where a line of running text just below a table starts, which may join it).
 */
function continues(table, next) {
    if (next.page <= table.page || next.columns !== table.columns)
        return false;
    return table.left.every((x, c) => c === 0 || Math.abs(x - next.left[c]) <= 2);
}
/**
 * Whether a table's first row is the header row of the table it goes on from, repeated (as word
 * processors repeat a header row on every page): each cell begins with the header cell's words.
 */
function repeatsHeader(header, first) {
    if (!header.some((cell) => cell.length))
        return false;
    return header.every((cell, c) => {
        const words = (first.get(c) ?? []).flatMap((f) => f.words.map((w) => w.text));
        return cell.every((word, k) => words[k] === word);
    });
}
/** A cell's fragments without their first `count` words. */
function withoutFirstWords(region, count) {
    let left = count;
    const kept = [];
    for (const fragment of region) {
        if (left >= fragment.words.length) {
            left -= fragment.words.length;
            continue;
        }
        kept.push(left ? makeFragment(fragment.words.slice(left), fragment.page) : fragment);
        left = 0;
    }
    return kept;
}
/**
 * Whether the first row of a table's next piece is the rest of `row`, the row a page break
 * split: every cell it has text in began above it, and none of its first words would have fitted
 * on its cell's last line above (a line breaks before a word only when the word does not fit).
 * A row that begins where the break falls has a cell that starts afresh, or a short first word
 * that a cell's last line had room for.
 */
function restOfRow(row, next, right) {
    if (!next.size)
        return false;
    for (const [column, cell] of next) {
        const above = row.get(column);
        if (!above?.length)
            return false;
        const last = above[above.length - 1];
        const lastWord = last.words[last.words.length - 1];
        if (LINE_END_HYPHEN.test(lastWord.text))
            continue;
        const word = cell[0].words[0];
        if (last.x1 + 0.25 * word.size + (word.x1 - word.x0) <= right[column] - 0.5)
            return false;
    }
    return true;
}
/**
 * Tables that go on over a page break, read as one: the header row repeated at the top of the
 * next page is read once, and a row the break split is read as one row again, each cell's text
 * in order (its lines before the break, then those after), so that where a page break falls in
 * a table changes nothing in what is read.
 */
function joinTablesOverPages(regions) {
    const out = [];
    /** The table being read, its first piece (whose header row counts) and its widest lines. */
    let table;
    let first;
    let right = [];
    /** Where the cells of the last row read are in `out`, by column. */
    let lastRow = new Map();
    /** The table went on over a page break and no row has been read since. */
    let afterBreak = false;
    let k = 0;
    while (k < regions.length) {
        const place = cellRegions.get(regions[k]);
        if (!place) {
            if (regions[k].length)
                table = undefined;
            out.push(regions[k++]);
            continue;
        }
        const { table: piece, row: number } = place;
        const row = new Map();
        while (k < regions.length) {
            const next = cellRegions.get(regions[k]);
            if (next?.table !== piece || next.row !== number)
                break;
            row.set(next.column, regions[k++]);
        }
        if (piece !== table) {
            afterBreak = !!(table && first && number === 0 && continues(table, piece));
            if (afterBreak && first) {
                right = right.map((x, c) => Math.max(x, piece.right[c]));
                if (repeatsHeader(first.header, row)) {
                    for (const [column, cell] of row) {
                        const rest = withoutFirstWords(cell, first.header[column].length);
                        if (rest.length)
                            row.set(column, rest);
                        else
                            row.delete(column);
                    }
                }
            }
            else {
                first = piece;
                right = [...piece.right];
            }
            table = piece;
        }
        if (!row.size)
            continue;
        if (afterBreak) {
            afterBreak = false;
            const above = new Map([...lastRow].map(([column, at]) => [column, out[at]]));
            if (restOfRow(above, row, right)) {
                for (const [column, cell] of row) {
                    const at = lastRow.get(column);
                    const joined = [...out[at], ...cell];
                    cellRegions.set(joined, cellRegions.get(out[at]));
                    out[at] = joined;
                }
                continue;
            }
        }
        lastRow = new Map();
        for (const [column, cell] of row) {
            // Cells cut by the header's removal are new regions: they keep their place.
            if (!cellRegions.has(cell))
                cellRegions.set(cell, { table: piece, row: number, column });
            lastRow.set(column, out.length);
            out.push(cell);
        }
    }
    return out;
}
/**
 * Orders a page's fragments into regions: tables first found and read cell by cell in row
 * order, the rest by recursive XY-cut (columns before bands), each table placed before the
 * first region that starts below its top.
 */
function regionsOf(fragments) {
    const { tables, rest } = findTables(fragments);
    const regions = rest.length ? cutRegions(rest) : [];
    for (const table of tables) {
        const at = regions.findIndex((region) => region.length > 0 && topOf(region) < table.top);
        regions.splice(at < 0 ? regions.length : at, 0, ...table.cells);
    }
    return regions;
}
function topOf(region) {
    let top = -Infinity;
    for (const f of region)
        top = Math.max(top, f.y);
    return top;
}
function cutRegions(fragments, depth = 0) {
    if (fragments.length <= 1 || depth > 24)
        return [sortRegion(fragments)];
    const cut = verticalCut(fragments);
    if (cut !== undefined) {
        const left = fragments.filter((f) => f.x1 <= cut);
        const right = fragments.filter((f) => f.x1 > cut);
        // Columns of right-to-left text are read from the right.
        const rtl = fragments.filter((f) => f.rtl).length * 2 > fragments.length;
        return rtl
            ? [...cutRegions(right, depth + 1), ...cutRegions(left, depth + 1)]
            : [...cutRegions(left, depth + 1), ...cutRegions(right, depth + 1)];
    }
    const bands = horizontalBands(fragments);
    if (bands.length <= 1)
        return [sortRegion(fragments)];
    // Bands that share a column gap belong to one multi-column region: keep them together so
    // the left column is read to its end before the right one.
    const groups = [];
    for (const band of bands) {
        const gap = columnGap(band);
        const previous = groups[groups.length - 1];
        if (previous && gap && previous.gap && gap[0] < previous.gap[1] && gap[1] > previous.gap[0]) {
            previous.fragments.push(...band);
            previous.gap = [Math.max(gap[0], previous.gap[0]), Math.min(gap[1], previous.gap[1])];
        }
        else {
            groups.push({ fragments: [...band], gap });
        }
    }
    if (groups.length === 1) {
        const only = groups[0];
        if (!only.gap)
            return [sortRegion(fragments)];
        const middle = (only.gap[0] + only.gap[1]) / 2;
        return [
            sortRegion(fragments.filter((f) => f.x1 <= middle)),
            ...cutRegions(fragments.filter((f) => f.x1 > middle), depth + 1),
        ].filter((r) => r.length);
    }
    return groups.flatMap((g) => cutRegions(g.fragments, depth + 1));
}
function medianSize(fragments) {
    // A typed array sorts numbers natively, without calling back for each comparison (asked at
    // every level of the XY-cut, of every page of both documents).
    const sizes = new Float64Array(fragments.length);
    for (let i = 0; i < fragments.length; i++)
        sizes[i] = fragments[i].size;
    sizes.sort();
    return sizes.length ? sizes[sizes.length >> 1] : 10;
}
/** The widest vertical gap no fragment crosses, as [from, to], when it is wide enough for a column gap. */
function columnGap(fragments) {
    if (fragments.length < 2)
        return undefined;
    const minimum = Math.max(6, 1.0 * medianSize(fragments));
    const spans = inOrder(fragments, rightwards) ? fragments : [...fragments].sort(rightwards);
    let best;
    let reach = spans[0].x1;
    for (let i = 1; i < spans.length; i++) {
        const { x0, x1 } = spans[i];
        if (x0 - reach >= minimum && (!best || x0 - reach > best[1] - best[0]))
            best = [reach, x0];
        reach = Math.max(reach, x1);
    }
    return best;
}
/** A column cut is only taken when both sides hold several lines, so a tab in one line is not a column. */
function verticalCut(fragments) {
    const gap = columnGap(fragments);
    if (!gap)
        return undefined;
    const middle = (gap[0] + gap[1]) / 2;
    let left = 0;
    let right = 0;
    for (const f of fragments) {
        if (f.x1 <= middle)
            left++;
        else
            right++;
    }
    return left >= 3 && right >= 3 ? middle : undefined;
}
/** Splits fragments into bands at vertical gaps larger than a line's spacing. */
function horizontalBands(fragments) {
    const sorted = [...fragments].sort((a, b) => b.y - a.y);
    const bands = [];
    let current = [];
    let lowest = Infinity;
    for (const f of sorted) {
        const top = f.y + f.size * 0.8;
        if (current.length && lowest - top > 0.7 * f.size) {
            bands.push(current);
            current = [];
            lowest = Infinity;
        }
        current.push(f);
        lowest = Math.min(lowest, f.y - f.size * 0.25);
    }
    if (current.length)
        bands.push(current);
    return bands;
}
function sortRegion(fragments) {
    return [...fragments].sort((a, b) => Math.abs(a.y - b.y) < 0.3 * Math.min(a.size, b.size) ? (a.rtl && b.rtl ? b.x1 - a.x1 : a.x0 - b.x0) : b.y - a.y);
}
/**
 * The size most of a line's letters are set in: a word or two made bigger in a line of body text
 * leave it a line of the paragraph (the line's largest size still sets its height).
 */
function textSize(line) {
    if (Number.isNaN(line.textSize))
        line.textSize = mainSize(line);
    return line.textSize;
}
function mainSize(line) {
    // Most lines are set in one size: told without counting letters by size.
    const first = line.words[0]?.size;
    let total = 0;
    let uniform = true;
    for (const word of line.words) {
        if (word.size !== first) {
            uniform = false;
            break;
        }
        total += word.text.length;
    }
    if (uniform)
        return total > 0 ? first : line.size;
    let best = line.size;
    let bestLetters = 0;
    const letters = new Map();
    for (const word of line.words) {
        const count = (letters.get(word.size) ?? 0) + word.text.length;
        letters.set(word.size, count);
        if (count > bestLetters) {
            bestLetters = count;
            best = word.size;
        }
    }
    return best;
}
/**
 * Lines of a region: fragments on one baseline joined (table cells, tabbed text). In a region of
 * right-to-left text x is mirrored (x0 = -right edge), so that indents and line ends are judged
 * the same way in both directions.
 */
function linesOf(region) {
    const lines = [];
    /** The last line's words are still its first fragment's own array (copied before anything is added). */
    let borrowed = false;
    for (const f of region) {
        const last = lines[lines.length - 1];
        // A cell read on over a page break goes on with the lines of the next page.
        if (last && last.words[0].page === f.page && Math.abs(last.y - f.y) < 0.3 * Math.min(last.size, f.size)) {
            if (borrowed)
                last.words = [...last.words];
            borrowed = false;
            last.words.push(...f.words);
            last.x0 = Math.min(last.x0, f.x0);
            last.x1 = Math.max(last.x1, f.x1);
            last.size = Math.max(last.size, f.size);
        }
        else {
            lines.push({ words: f.words, x0: f.x0, x1: f.x1, y: f.y, size: f.size, textSize: Number.NaN });
            borrowed = true;
        }
    }
    if (region.filter((f) => f.rtl).length * 2 > region.length) {
        for (const line of lines)
            [line.x0, line.x1] = [-line.x1, -line.x0];
    }
    return lines;
}
function similarSize(a, b) {
    const [x, y] = [textSize(a), textSize(b)];
    return Math.abs(x - y) <= 0.15 * Math.max(x, y);
}
/** A word ending a line with a hyphen (or soft hyphen) after a letter or digit. */
const LINE_END_HYPHEN = /[\p{L}\p{N}][-\u2010\u00ad]$/u;
/** LINE_END_HYPHEN.test(text), asked of the last word of every line: the expression only where the last character is a hyphen. */
function endsWithHyphen(text) {
    const last = text.charCodeAt(text.length - 1);
    return (last === 0x2d || last === 0x2010 || last === 0xad) && LINE_END_HYPHEN.test(text);
}
/**
 * Joins the lines of all regions, in order, into paragraphs. A new paragraph starts where the
 * line spacing opens up, the font size changes, or the first line is indented; a paragraph
 * carries on into the next region or page when its last line there runs to the region's edge.
 */
function paragraphsOf(regions) {
    const paragraphs = [];
    let current = [];
    let previous;
    let previousRight = 0;
    let previousLeft = 0;
    let previousPlace;
    let previousLines = 0;
    for (const region of joinTablesOverPages(regions)) {
        const place = cellRegions.get(region);
        const lines = linesOf(region);
        if (!lines.length)
            continue;
        let left = Infinity;
        let right = -Infinity;
        for (const l of lines) {
            left = Math.min(left, l.x0);
            right = Math.max(right, l.x1);
        }
        for (let index = 0; index < lines.length; index++) {
            const line = lines[index];
            let startsNew;
            if (!previous)
                startsNew = true;
            else if (place) {
                // A table row is one paragraph, its cells in order, as a word processor's row is one unit.
                startsNew = index === 0 && (previousPlace?.table !== place.table || previousPlace.row !== place.row);
            }
            else if (index === 0 && previousPlace)
                startsNew = true;
            else if (index === 0) {
                // First line of a new region: continue only a paragraph that ran to the edge before.
                // Ragged-right text: a line that fills most of its region and does not end a sentence.
                // A region of one line tells nothing of the width lines run to: this region's width does.
                const edge = previousLines === 1 ? Math.max(previousRight, right) : previousRight;
                const fullBefore = previous.x1 >= edge - 2.5 * previous.size ||
                    (previous.x1 - previousLeft >= 0.75 * (edge - previousLeft) &&
                        !/[.!?:;]["')\]]?$/.test(previous.words[previous.words.length - 1].text));
                const similar = similarSize(previous, line);
                const indented = line.x0 > left + 1.2 * line.size;
                // A band below on the same page, further down than a line's spacing: a new paragraph.
                const spacedBelow = previous.words[0].page === line.words[0].page &&
                    previous.y - line.y > 1.42 * Math.max(previous.size, line.size);
                startsNew = !(fullBefore && similar && !indented) || spacedBelow;
            }
            else {
                const pitch = previous.y - line.y;
                const size = Math.max(previous.size, line.size);
                const similar = similarSize(previous, line);
                const indented = line.x0 > left + 1.2 * line.size && previous.x0 <= left + 0.5 * line.size;
                startsNew = pitch > 1.42 * size || pitch < 0 || !similar || indented;
            }
            if (startsNew && current.length) {
                paragraphs.push(current);
                current = [];
            }
            const broken = current[current.length - 1];
            if (broken &&
                !(place && index === 0) &&
                endsWithHyphen(broken.text) &&
                /^[\p{L}\p{N}]/u.test(line.words[0].text)) {
                // A word broken at a hyphen over two lines is one word, wherever the break falls; the
                // box stays that of its first part.
                current[current.length - 1] = { ...broken, text: broken.text.replace(/\u00ad$/, '') + line.words[0].text };
                current.push(...line.words.slice(1));
            }
            else {
                current.push(...line.words);
            }
            previous = line;
        }
        previousRight = right;
        previousLeft = left;
        previousLines = lines.length;
        previousPlace = place;
    }
    if (current.length)
        paragraphs.push(current);
    // Each text joined at once into a flat string: built by `+=`, a paragraph's text was a rope
    // of two pieces per word, kept as such until the differ read it (17 MB of the 55 MB the
    // calling thread held before the 340-page bench pair's diff).
    return paragraphs.map((words) => {
        const starts = [];
        const parts = [];
        let length = 0;
        for (const w of words) {
            if (length) {
                parts.push(' ');
                length++;
            }
            starts.push(length);
            parts.push(w.text);
            length += w.text.length;
        }
        return { words, text: parts.join(''), starts };
    });
}
function baselinesOf(fragments) {
    const sorted = inOrder(fragments, downThenRight) ? fragments : [...fragments].sort(downThenRight);
    const baselines = [];
    for (const f of sorted) {
        const last = baselines[baselines.length - 1];
        if (last && Math.abs(last.y - f.y) < 0.3 * Math.min(last.size, f.size)) {
            last.fragments.push(f);
            last.size = Math.max(last.size, f.size);
        }
        else {
            baselines.push({ y: f.y, size: f.size, fragments: [f], ink: [] });
        }
    }
    for (const [k, b] of baselines.entries()) {
        if (!inOrder(b.fragments, rightwards))
            b.fragments.sort(rightwards);
        b.ink = [...b.fragments];
        for (const near of [baselines[k - 1], baselines[k + 1]]) {
            if (!near)
                continue;
            for (const f of near.fragments)
                if (f.size < 0.85 * b.size && Math.abs(f.y - b.y) < 0.6 * b.size)
                    b.ink.push(f);
        }
        if (b.ink.length > b.fragments.length)
            b.ink.sort((p, q) => p.x0 - q.x0);
    }
    return baselines;
}
/** The empty stretches between the fragments of one line, at least `minimum` wide. */
function gapsBetween(fragments, minimum) {
    const gaps = [];
    let reach = fragments[0].x1;
    for (let i = 1; i < fragments.length; i++) {
        if (fragments[i].x0 - reach >= minimum)
            gaps.push([reach, fragments[i].x0]);
        reach = Math.max(reach, fragments[i].x1);
    }
    return gaps;
}
/** What is left of the gaps once the fragments of another line are laid over them. */
function narrowGaps(gaps, fragments, minimum) {
    let pieces = gaps.map(([a, b]) => [a, b]);
    for (const f of fragments) {
        const next = [];
        for (const [a, b] of pieces) {
            if (f.x1 <= a || f.x0 >= b)
                next.push([a, b]);
            else {
                if (f.x0 - a >= minimum)
                    next.push([a, f.x0]);
                if (b - f.x1 >= minimum)
                    next.push([f.x1, b]);
            }
        }
        pieces = next;
    }
    return pieces;
}
/**
 * Tables on a page: runs of lines split by the same empty vertical corridors, starting at a line
 * of several pieces, whose lines form rows — cells top-aligned across columns. Read as columns
 * (the XY-cut's reading), one inserted row with wrapped cells would become a change in every
 * column; read cell by cell, row after row, it is one run of words.
 */
function findTables(fragments) {
    if (fragments.length < 4)
        return { tables: [], rest: [...fragments] };
    const lines = baselinesOf(fragments);
    const taken = new Set();
    const tables = [];
    let i = 0;
    while (i < lines.length) {
        const minimum = Math.max(6, lines[i].size);
        // A footnote mark between two words of running text leaves no column gap.
        let gaps = lines[i].fragments.length >= 2 ? gapsBetween(lines[i].ink, minimum) : [];
        const narrow = alignedGaps(lines, i);
        if (narrow.length)
            gaps = [...gaps, ...narrow].sort((a, b) => a[0] - b[0]);
        if (!gaps.length) {
            i++;
            continue;
        }
        const first = narrow.length ? splitBaseline(lines[i], gaps, 0.5 * lines[i].size) : lines[i];
        let j = i;
        const run = [first];
        while (j + 1 < lines.length) {
            const next = lines[j + 1];
            // Rows may be padded, but a wider gap is the end of the table.
            if (lines[j].y - next.y > 2.4 * Math.max(lines[j].size, next.size))
                break;
            // Text filling a cell to its edge comes as close to the next cell's as two paddings: one
            // fragment for both, split again where a wide space meets a corridor.
            const line = splitBaseline(next, gaps, 0.6 * next.size);
            // A line that closes a corridor (full-width text, a paragraph below the table) ends it;
            // one that splits a corridor shows a column left empty in the first line.
            const narrowed = gaps.map((gap) => narrowGaps([gap], line.ink, 0.6 * minimum));
            if (narrowed.some((pieces) => !pieces.length))
                break;
            gaps = narrowed.flat();
            run.push(line);
            j++;
        }
        const table = j > i ? readTable(run, gaps) : undefined;
        if (table) {
            tables.push(table);
            for (let k = i; k <= j; k++)
                for (const f of lines[k].fragments)
                    taken.add(f);
        }
        // Lines of a rejected run (running text in columns) are not tried again as a shorter table.
        i = j + 1;
    }
    return { tables, rest: tables.length ? fragments.filter((f) => !taken.has(f)) : [...fragments] };
}
/**
 * Column gaps of a table's first line too narrow to have parted its fragments: a cell's text that
 * fills it comes as close to the next cell's as two paddings, about an em (less in bigger type).
 * Taken where a space of half an em or more ends right where text begins on a line below (the
 * next column's left edge), which a wide space in running text hardly ever does. Asked of line
 * `at` of `lines`, with the three lines below it.
 */
function alignedGaps(lines, at) {
    const first = lines[at];
    const wide = Math.max(4, 0.5 * first.size);
    const spaces = [];
    for (const f of first.fragments) {
        const words = byPosition(f);
        for (let k = 1; k < words.length; k++) {
            if (words[k].x0 - words[k - 1].x1 >= wide)
                spaces.push([words[k - 1].x1, words[k].x0]);
        }
    }
    // Most lines have none: the lines below are looked at only for those that do.
    if (!spaces.length)
        return spaces;
    const starts = [];
    for (const line of lines.slice(at + 1, at + 4)) {
        for (const f of line.fragments) {
            const words = byPosition(f);
            starts.push(words[0].x0);
            for (let k = 1; k < words.length; k++)
                if (words[k].x0 - words[k - 1].x1 >= wide)
                    starts.push(words[k].x0);
        }
    }
    return spaces.filter(([, to]) => starts.some((x) => Math.abs(x - to) <= 1));
}
/** A fragment's words left to right (a right-to-left fragment keeps them in reading order). */
function byPosition(fragment) {
    return fragment.rtl ? [...fragment.words].sort((p, q) => p.x0 - q.x0) : fragment.words;
}
/** The baseline with its fragments cut where a wide space meets a gap. */
function splitBaseline(line, gaps, minimum) {
    const fragments = splitAtGaps(line.fragments, gaps, minimum);
    if (fragments === line.fragments)
        return line;
    const raised = line.ink.filter((f) => !line.fragments.includes(f));
    return { ...line, fragments, ink: [...fragments, ...raised].sort((p, q) => p.x0 - q.x0) };
}
/**
 * Fragments cut from a longer one, whose right end is where pdf.js's item width, shared out by
 * rough glyph widths, puts it: a few points off, too far to judge whether a word fitted a line.
 */
const guessedEnds = new WeakSet();
/** The fragments with those cut in two where a space between words of at least `minimum` overlaps a gap. */
function splitAtGaps(fragments, gaps, minimum) {
    let changed = false;
    const split = fragments.flatMap((f) => {
        if (f.words.length < 2 || !gaps.some(([a, b]) => f.x0 < a && f.x1 > b))
            return [f];
        const words = [...f.words].sort((p, q) => p.x0 - q.x0);
        const pieces = [[words[0]]];
        for (let k = 1; k < words.length; k++) {
            const from = words[k - 1].x1;
            const to = words[k].x0;
            if (to - from >= minimum && gaps.some(([a, b]) => from < b && to > a))
                pieces.push([]);
            pieces[pieces.length - 1].push(words[k]);
        }
        if (pieces.length === 1)
            return [f];
        changed = true;
        const split = pieces.map((piece) => makeFragment(piece, f.page));
        for (const piece of split.slice(0, -1))
            guessedEnds.add(piece);
        return split;
    });
    return changed ? split : fragments;
}
/** Reads the lines of a table candidate as rows of cells, or rejects it (columns of running text). */
function readTable(lines, gaps) {
    const bounds = gaps.map(([a, b]) => (a + b) / 2).sort((a, b) => a - b);
    const columns = bounds.length + 1;
    const columnOf = (f) => {
        let c = 0;
        while (c < bounds.length && f.x0 >= bounds[c])
            c++;
        return c;
    };
    // grid[t][c]: the fragments of line t in column c.
    const grid = lines.map((line) => {
        const row = Array.from({ length: columns }, () => []);
        for (const f of line.fragments)
            row[columnOf(f)].push(f);
        return row;
    });
    const left = new Array(columns).fill(Infinity);
    const right = new Array(columns).fill(-Infinity);
    const words = new Array(columns).fill(0);
    const occupied = new Array(columns).fill(0);
    for (const row of grid) {
        row.forEach((cell, c) => {
            if (cell.length)
                occupied[c]++;
            for (const f of cell) {
                left[c] = Math.min(left[c], f.x0);
                if (!guessedEnds.has(f))
                    right[c] = Math.max(right[c], f.x1);
                words[c] += f.words.length;
            }
        });
    }
    // Columns of running text (a two-column article) are wide and hold many words a line; a
    // table has at least one column of short entries.
    const size = medianSize(lines.flatMap((line) => line.fragments));
    const prose = (c) => right[c] - left[c] >= 16 * size && words[c] >= 5 * occupied[c];
    if (Array.from({ length: columns }, (_, c) => c).every(prose))
        return undefined;
    let pitch = Infinity;
    for (let t = 1; t < lines.length; t++) {
        if (grid[t].some((cell, c) => cell.length && grid[t - 1][c].length))
            pitch = Math.min(pitch, lines[t - 1].y - lines[t].y);
    }
    let holes = 0;
    let spacedRows = false;
    const starts = [0];
    for (let t = 1; t < lines.length; t++) {
        const resumes = grid[t].some((cell, c) => cell.length > 0 && grid[t - 1][c].length === 0);
        const spaced = lines[t - 1].y - lines[t].y > pitch + Math.max(0.25, 0.015 * pitch);
        // A line whose first word would have fitted on the line above in its column: a hard break.
        const hardBreak = grid[t].some((cell, c) => {
            const above = grid[t - 1][c];
            if (!cell.length || !above.length)
                return false;
            const word = cell[0].words[0];
            // A line broken after a hyphen (`Single-` / `Family)`) broke there because what followed
            // did not fit, whatever the width of its first piece.
            const lastAbove = above[above.length - 1].words[above[above.length - 1].words.length - 1];
            if (LINE_END_HYPHEN.test(lastAbove.text))
                return false;
            const end = above[above.length - 1].x1;
            return end + 0.3 * word.size + (word.x1 - word.x0) <= right[c];
        });
        if (grid[t].some((cell, c) => !cell.length && grid[t - 1][c].length))
            holes++;
        if (resumes || spaced || hardBreak)
            starts.push(t);
        spacedRows ||= spaced;
    }
    if (!holes && starts.length < 0.6 * lines.length) {
        // No holes (short cells beside taller ones) and few breaks seen: every line a row of short
        // entries when every line fills every column and some column holds a few words a line
        // (two lines side by side are read so by the XY-cut too); otherwise more likely running
        // text in columns that happen to share baselines.
        const complete = grid.every((row) => row.every((cell) => cell.length > 0));
        const short = occupied.some((n, c) => words[c] <= 3 * n);
        if (!(complete && (short || lines.length === 2)))
            return undefined;
        // Rows set apart by more space than the lines inside them: the breaks seen are the rows (a
        // piece of a table at a page's foot may hold one row of several lines and one line of the next).
        if (!spacedRows)
            starts.splice(0, starts.length, ...lines.keys());
    }
    // One row is a table when its cells, begun side by side, end at different heights.
    if (starts.length < 2 && !(holes && grid[0].filter((cell) => cell.length).length >= 2))
        return undefined;
    // Cells are top-aligned: the first row and most others begin with text in two columns or more
    // (a row split by a page break may go on in one column only).
    const aligned = starts.filter((t) => grid[t].filter((cell) => cell.length).length >= 2).length;
    if (grid[0].filter((cell) => cell.length).length < 2 || aligned < 0.5 * starts.length)
        return undefined;
    const cells = [];
    const info = {
        page: lines[0].fragments[0].page,
        columns,
        header: Array.from({ length: columns }, () => []),
        left,
        right,
    };
    starts.forEach((start, row) => {
        const end = starts[row + 1] ?? lines.length;
        for (let column = 0; column < columns; column++) {
            const cell = [];
            for (let t = start; t < end; t++)
                cell.push(...grid[t][column]);
            if (!cell.length)
                continue;
            if (row === 0)
                info.header[column] = cell.flatMap((f) => f.words.map((w) => w.text));
            cellRegions.set(cell, { table: info, row, column });
            cells.push(cell);
        }
    });
    return { top: lines[0].y, cells };
}


/***/ })

};
