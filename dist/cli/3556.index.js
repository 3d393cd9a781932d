export const id = 3556;
export const ids = [3556,1318,8937];
export const modules = {

/***/ 10463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HL: () => (/* binding */ resultDateFromInputs),
/* harmony export */   p7: () => (/* binding */ resultOptionsFromSettings)
/* harmony export */ });
/* unused harmony exports parseColor, FALLBACK_RESULT_DATE, resultDateText */
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);

const DEFAULT_INSERTED = { fontColor: '0000FF', bold: false, italic: false, strikeThrough: false, underline: true, beginSeparator: '', endSeparator: '' };
const DEFAULT_DELETED = { fontColor: 'FF0000', bold: false, italic: false, strikeThrough: true, underline: false, beginSeparator: '', endSeparator: '' };
const DEFAULT_CHANGED = { fontColor: '008000', bold: false, italic: false, strikeThrough: false, underline: false, beginSeparator: '', endSeparator: '' };
/** ISO 216 A-series sizes in points (PaperSize). */
const PAPER_SIZES = {
    A0: { width: 2384, height: 3370 },
    A1: { width: 1684, height: 2384 },
    A2: { width: 1191, height: 1684 },
    A3: { width: 842, height: 1191 },
    A4: { width: 595, height: 842 },
    A5: { width: 420, height: 595 },
    A6: { width: 298, height: 420 },
    A7: { width: 210, height: 298 },
    A8: { width: 147, height: 210 },
};
const NAMED_COLORS = {
    black: '000000', white: 'FFFFFF', red: 'FF0000', green: '008000', lime: '00FF00', blue: '0000FF', yellow: 'FFFF00',
    cyan: '00FFFF', aqua: '00FFFF', magenta: 'FF00FF', fuchsia: 'FF00FF', gray: '808080', grey: '808080', orange: 'FFA500',
    purple: '800080', navy: '000080', teal: '008080', maroon: '800000', olive: '808000', silver: 'C0C0C0',
};
/**
 * A colour as the API sends it — a decimal RGB integer string ("16711680" = red, what the
 * vendor's .NET clients send), `#RRGGBB`, `RRGGBB`, `#AARRGGBB` or a CSS colour name — as
 * upper-case `RRGGBB`. Empty means "not set".
 */
function parseColor(value, field) {
    if (value === undefined)
        return undefined;
    const text = value.trim();
    if (!text)
        return undefined;
    if (/^-?\d+$/.test(text)) {
        const n = Number(text);
        if (!Number.isSafeInteger(n))
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`${field} '${value}' is not a colour`);
        return ((n >>> 0) & 0xffffff).toString(16).toUpperCase().padStart(6, '0');
    }
    const hex = /^#?([0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text);
    if (hex)
        return hex[1].slice(-6).toUpperCase();
    const named = NAMED_COLORS[text.toLowerCase()];
    if (named)
        return named;
    throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`${field} '${value}' is not a colour (decimal RGB such as "16711680", "#RRGGBB" or a colour name)`);
}
function itemStyle(input, fallback, field) {
    if (!input)
        return fallback;
    return {
        fontColor: parseColor(input.FontColor, `${field}.FontColor`) ?? fallback.fontColor,
        highlightColor: parseColor(input.HighlightColor, `${field}.HighlightColor`),
        bold: input.Bold ?? false,
        italic: input.Italic ?? false,
        strikeThrough: input.StrikeThrough ?? false,
        underline: input.Underline ?? false,
        beginSeparator: input.BeginSeparatorString ?? '',
        endSeparator: input.EndSeparatorString ?? '',
    };
}
/**
 * The date results carry (tracked changes, notes, PDF annotations) when the caller gives none:
 * a fixed epoch, so identical inputs give byte-identical results. {@link resultDateFromInputs}
 * prefers the target's own modified date.
 */
const FALLBACK_RESULT_DATE = '1980-01-01T00:00:00Z';
/** A date as results write it: ISO 8601 in UTC, whole seconds. */
function resultDateText(date) {
    return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
/**
 * The result date when the caller gives none: the target's modified date from its metadata
 * (OOXML/ODF ISO dates, PDF `D:` dates), else {@link FALLBACK_RESULT_DATE}. Never the clock:
 * a result must not change with the time it was made.
 */
function resultDateFromInputs(modified) {
    const parsed = parseMetadataDate(modified);
    return parsed ? resultDateText(parsed) : FALLBACK_RESULT_DATE;
}
function parseMetadataDate(text) {
    if (!text)
        return undefined;
    const value = text.trim();
    const pdf = /^D:(\d{4})(\d\d)?(\d\d)?(\d\d)?(\d\d)?(\d\d)?(?:([Zz+-])(\d\d)?'?(\d\d)?'?)?/.exec(value);
    let ms;
    if (pdf) {
        const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = pdf;
        const offset = sign === '+' || sign === '-' ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) : 0;
        ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - offset * 60000;
    }
    else if (/^\d{4}-\d\d-\d\d/.test(value)) {
        // A date without a zone (ODF's meta:date usually) is read as UTC, never as this machine's local time.
        ms = Date.parse(/T.*(Z|[+-]\d\d:?\d\d)$/i.test(value) || !value.includes('T') ? value : `${value}Z`);
    }
    else
        return undefined;
    if (!Number.isFinite(ms))
        return undefined;
    const date = new Date(ms);
    // fflate and DOS-dated consumers start at 1980; a far-future date is a broken field, not a date.
    return date.getUTCFullYear() >= 1980 && date.getUTCFullYear() <= 9999 ? date : undefined;
}
function resultOptionsFromSettings(settings, extra = {}) {
    const s = settings ?? {};
    const paper = s.PaperSize && s.PaperSize !== 'Default' ? PAPER_SIZES[s.PaperSize] : undefined;
    if (s.PaperSize && s.PaperSize !== 'Default' && !paper)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`PaperSize '${s.PaperSize}' is not one of Default, A0…A8`);
    const date = extra.date ? resultDateText(extra.date) : FALLBACK_RESULT_DATE;
    return {
        mode: extra.mode ?? (s.WordTrackChanges ? 'tracked' : 'styled'),
        rejected: extra.rejected ?? new Set(),
        inserted: itemStyle(s.InsertedItemsStyle, DEFAULT_INSERTED, 'InsertedItemsStyle'),
        deleted: itemStyle(s.DeletedItemsStyle, DEFAULT_DELETED, 'DeletedItemsStyle'),
        changed: itemStyle(s.ChangedItemsStyle, DEFAULT_CHANGED, 'ChangedItemsStyle'),
        showDeleted: s.ShowDeletedContent ?? true,
        showInserted: s.ShowInsertedContent ?? true,
        summaryPage: s.GenerateSummaryPage ?? false,
        markNested: s.MarkNestedContent ?? false,
        frames: (s.UseFramesForDelInsElements ?? false) || (s.MarkChangedContent ?? false),
        paperSize: paper,
        metadata: { author: s.MetaData?.Author, lastModifiedBy: s.MetaData?.LastSaveBy, company: s.MetaData?.Company },
        author: extra.author ?? 'docdelta',
        date,
    };
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
