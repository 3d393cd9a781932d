export const id = 5752;
export const ids = [5752,1318,8937];
export const modules = {

/***/ 68403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   localBackend: () => (/* binding */ localBackend)
/* harmony export */ });
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18164);
/* harmony import */ var _engine_revisions__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79142);
/* harmony import */ var _engine_settings_json__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62548);



/** The default backend: the engine in this process. */
function localBackend() {
    // Only the fields the caller set: absent ones keep the engine's defaults, not the API schema's.
    const settingsOf = (settings) => (settings === undefined ? undefined : (0,_engine_settings_json__WEBPACK_IMPORTED_MODULE_2__/* .settingsFromJson */ .E)(settings));
    const changesReport = async (request) => {
        const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .listChanges */ .Wd)({ source: request.source, targets: request.targets, settings: settingsOf(request.settings), changeType: request.changeType });
        // The engine's records are the API's ChangeInfo already: no second parse on the way out.
        return { changes: result.changes, places: result.places, warnings: result.warnings };
    };
    const renderPreviews = async (request) => {
        // The renderer pulls in pdf.js and native modules: loaded only when pages are asked for.
        const { renderPreviews: render } = await __webpack_require__.e(/* import() */ 6288).then(__webpack_require__.bind(__webpack_require__, 66288));
        const result = await render(request.document, { format: request.format, pages: request.pages, width: request.width, height: request.height, office: request.office, soffice: request.soffice });
        return {
            pages: result.pages.map((page) => ({ pageNumber: page.pageNumber, bytes: page.bytes, width: page.width, height: page.height })),
            warnings: result.warnings.map((w) => ({ ...w, fileName: request.document.fileName })),
        };
    };
    return {
        kind: 'local',
        async formats() {
            return (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .formatsList */ .hV)();
        },
        async info(document) {
            const info = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .documentInfo */ .GS)(document);
            return { Format: info.FileFormat, Extension: info.Extension, Size: info.Size, PageCount: info.PageCount };
        },
        async listChanges(request) {
            return (await changesReport(request)).changes;
        },
        changesReport,
        async compare(request) {
            const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .compareToDocument */ .EP)({
                source: request.source,
                target: request.target,
                settings: settingsOf(request.settings),
                mode: request.mode,
                author: request.author,
                date: request.date,
                onProgress: request.onProgress,
            });
            return { bytes: result.bytes, extension: result.extension, changes: result.changes, warnings: result.warnings };
        },
        async applyChanges(request) {
            const result = await (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .applyChanges */ .YF)({
                source: request.source,
                target: request.target,
                settings: settingsOf(request.settings),
                decisions: request.decisions,
                mode: request.mode,
                author: request.author,
                date: request.date,
                onProgress: request.onProgress,
            });
            return { bytes: result.bytes, extension: result.extension, changes: result.changes, warnings: result.warnings };
        },
        async listRevisions(document) {
            return (await (0,_engine_revisions__WEBPACK_IMPORTED_MODULE_1__/* .listRevisions */ .V)(document));
        },
        async applyRevisions(request) {
            const result = await (0,_engine_revisions__WEBPACK_IMPORTED_MODULE_1__/* .applyRevisions */ .j)(request.document, { acceptAll: request.acceptAll, rejectAll: request.rejectAll, revisions: request.revisions, settings: request.settings });
            return { bytes: result.bytes, extension: result.extension, remaining: result.remaining };
        },
        async previews(request) {
            return (await renderPreviews(request)).pages;
        },
        renderPreviews,
    };
}


/***/ }),

/***/ 62548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ settingsFromJson)
/* harmony export */ });
/* harmony import */ var _model_records__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22651);
/* harmony import */ var _model_wire__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27964);


// Kept apart from settings.ts so that engine/index, and with it the git driver's start-up path,
// never loads the API schemas (zod): only doors that take Settings as JSON import this.
/**
 * Settings as a caller wrote them (any key casing), validated against the API's Settings
 * schema, keeping only the fields the caller set: the API's schema defaults (C# default(T),
 * e.g. ShowDeletedContent false) describe what SDKs send, not what a person who left a field
 * out expects, so absent fields fall back to the engine's defaults.
 */
function settingsFromJson(json) {
    if (json === undefined || json === null)
        return {};
    const parsed = (0,_model_wire__WEBPACK_IMPORTED_MODULE_1__/* .parseRequest */ .TR)(_model_records__WEBPACK_IMPORTED_MODULE_0__/* .Settings */ .wB, json);
    const explicit = (0,_model_wire__WEBPACK_IMPORTED_MODULE_1__/* .normalizeKeys */ .qC)(_model_records__WEBPACK_IMPORTED_MODULE_0__/* .Settings */ .wB, json);
    const result = {};
    for (const key of Object.keys(explicit))
        if (explicit[key] !== undefined)
            result[key] = parsed[key];
    return result;
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
