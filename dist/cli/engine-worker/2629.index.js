export const id = 2629;
export const ids = [2629];
export const modules = {

/***/ 4129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ MERGE_AUTHORS)
/* harmony export */ });
/** Authors of the tracked changes that hold a conflict's two sides, and of the comment naming it. */
const MERGE_AUTHORS = { ours: 'ours', theirs: 'theirs', note: 'docdelta merge' };


/***/ }),

/***/ 1731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ overlaps),
/* harmony export */   b: () => (/* binding */ classifyDifferences)
/* harmony export */ });
const POSITION_KINDS = new Set(['Moved', 'MovedAndResized', 'Resized']);
/**
 * `between` is the diff from one side to the other; `sourceChanges` and `targetChanges` are the
 * diffs from the base to each of them.
 */
function classifyDifferences(sourceChanges, targetChanges, between) {
    return between.map((change) => decide(change, sourceChanges, targetChanges));
}
function decide(change, sourceChanges, targetChanges) {
    const position = POSITION_KINDS.has(change.kind);
    const bySource = change.source ? touchedBy(change.source, sourceChanges, position) : undefined;
    const byTarget = change.target ? touchedBy(change.target, targetChanges, position) : undefined;
    if (change.source && change.target) {
        if (bySource && !byTarget)
            return 'source';
        if (byTarget && !bySource)
            return 'target';
        return 'conflict';
    }
    if (change.source) {
        // Content the source side has and the target side has not: the source added it, or the
        // target removed base content the source left alone, or removed what the source edited.
        if (!bySource)
            return 'target';
        return bySource.every(addedWhole) ? 'source' : 'conflict';
    }
    if (change.target) {
        if (!byTarget)
            return 'source';
        return byTarget.every(addedWhole) ? 'target' : 'conflict';
    }
    return 'conflict';
}
const addedWhole = (c) => c.kind === 'Inserted' && c.unit !== 'text';
/** The changes of one side (against the base) that land on this place of that side's document. */
function touchedBy(place, changes, position) {
    const hits = changes.filter((c) => c.target && POSITION_KINDS.has(c.kind) === position && overlaps(place, c.target));
    return hits.length ? hits : undefined;
}
/** Two places of one document overlap: one block holds the other, or their ranges in one paragraph touch. */
function overlaps(a, b) {
    if (a.story !== b.story)
        return false;
    const shorter = Math.min(a.blockPath.length, b.blockPath.length);
    for (let i = 0; i < shorter; i++)
        if (a.blockPath[i] !== b.blockPath[i])
            return false;
    if (a.blockPath.length !== b.blockPath.length)
        return true;
    if (a.start === undefined || a.end === undefined || b.start === undefined || b.end === undefined)
        return true;
    // Ranges that touch count: an insertion right at the end of another side's edit is not
    // knowably independent of it.
    return a.start <= b.end && b.start <= a.end;
}


/***/ }),

/***/ 2629:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeDocuments: () => (/* binding */ mergeDocuments)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);
/* harmony import */ var _diff_models__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7058);
/* harmony import */ var _read__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5404);
/* harmony import */ var _formats_hooks__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4129);
/* harmony import */ var _formats_registry__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7946);
/* harmony import */ var _result_settings__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(463);
/* harmony import */ var _crypto_ooxml__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4497);
/* harmony import */ var _diff_types__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9597);
/* harmony import */ var _classify__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1731);









async function mergeDocuments(request) {
    const [base, ours, theirs] = await Promise.all([
        readSide(request.base),
        readSide(request.ours),
        readSide(request.theirs),
    ]);
    const format = (0,_formats_registry__WEBPACK_IMPORTED_MODULE_4__/* .detectFormat */ .Tz)(ours.bytes, request.ours.fileName);
    for (const [side, name] of [
        [base, request.base.fileName],
        [theirs, request.theirs.fileName],
    ]) {
        const other = (0,_formats_registry__WEBPACK_IMPORTED_MODULE_4__/* .detectFormat */ .Tz)(side.bytes, name);
        if (other.family !== format.family || (other.key === 'odt') !== (format.key === 'odt')) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`a merge needs three documents of one format; got ${format.key} and ${other.key}`);
        }
    }
    const writer = await (0,_formats_registry__WEBPACK_IMPORTED_MODULE_4__/* .writerFor */ .PZ)(format);
    if (!writer)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$(`merging ${format.key} documents is not available yet`);
    const { mergeConflicts } = await (0,_formats_registry__WEBPACK_IMPORTED_MODULE_4__/* .hooksFor */ .U6)(format);
    const options = _diff_types__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_DIFF_OPTIONS */ .d;
    const [oursChanges, theirsChanges] = await Promise.all([
        (0,_diff_models__WEBPACK_IMPORTED_MODULE_1__/* .diffModels */ .m)(base.document, ours.document, options),
        (0,_diff_models__WEBPACK_IMPORTED_MODULE_1__/* .diffModels */ .m)(base.document, theirs.document, options),
    ]);
    // The result is written from ours (the target of the difference): theirs' work is what gets
    // reverted to theirs. Ours is the branch being merged into, so its package is the one kept.
    // A writer reverts a moved block whole, so a move theirs made to a block ours edited is only
    // kept the other way round: written from theirs, with ours' work reverted to ours.
    let plan = await orient(theirs, ours, theirsChanges, oursChanges, 'theirs');
    if (revertsEditedMove(plan))
        plan = await orient(ours, theirs, oursChanges, theirsChanges, 'ours');
    const { decisions } = plan;
    const date = request.date ?? new Date((0,_result_settings__WEBPACK_IMPORTED_MODULE_5__/* .resultDateFromInputs */ .HL)(theirs.document.metadata.modified));
    const report = describe(plan);
    const warnings = [base, ours, theirs].flatMap((s) => s.document.warnings.map((w) => ({ ...w, fileName: s.fileName })));
    const extension = `.${format.key}`;
    const reverted = (...wanted) => new Set(decisions.flatMap((d, i) => (wanted.includes(d) ? [i] : [])));
    const fromSource = plan.sourceIs;
    if (!decisions.includes('theirs') && !decisions.includes('conflict'))
        return { bytes: ours.bytes, extension, ...report, warnings };
    if (!decisions.includes('ours') && !decisions.includes('conflict'))
        return { bytes: theirs.bytes, extension, ...report, warnings };
    const finished = async (bytes) => mergeConflicts?.finish ? mergeConflicts.finish(bytes, ours.bytes, format.key) : bytes;
    const write = (rejected) => writeDocument(writer, format, plan.source, plan.target, plan.between, rejected, date);
    // Conflicts resolved one way or the other: reverted to the source side's content, or kept as the target's.
    const oursWins = await write(reverted(fromSource, ...(plan.sourceIs === 'ours' ? ['conflict'] : [])));
    if (!report.conflicts.length)
        return { bytes: await finished(oursWins.bytes), extension, ...report, warnings };
    // Both resolutions of every conflict, then the difference between them marked in the document.
    const theirsWin = await write(reverted(fromSource, ...(plan.sourceIs === 'theirs' ? ['conflict'] : [])));
    const bytes = await finished(await markConflicts(writer, format, mergeConflicts, oursWins, theirsWin, report.conflicts, date));
    return { bytes, extension, ...report, warnings };
}
async function orient(source, target, sourceChanges, targetChanges, sourceIs) {
    const between = await (0,_diff_models__WEBPACK_IMPORTED_MODULE_1__/* .diffModels */ .m)(source.document, target.document, _diff_types__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_DIFF_OPTIONS */ .d);
    const targetIs = sourceIs === 'ours' ? 'theirs' : 'ours';
    const decisions = (0,_classify__WEBPACK_IMPORTED_MODULE_8__/* .classifyDifferences */ .b)(sourceChanges, targetChanges, between).map((d) => d === 'source' ? sourceIs : d === 'target' ? targetIs : 'conflict');
    return {
        source,
        target,
        sourceIs,
        between,
        decisions,
        oursChanges: sourceIs === 'ours' ? sourceChanges : targetChanges,
    };
}
/** A move to revert (the source side's work) on a block whose text the target side changed. */
function revertsEditedMove(plan) {
    return plan.between.some((move, i) => {
        if (plan.decisions[i] !== plan.sourceIs ||
            !move.target ||
            (move.kind !== 'Moved' && move.kind !== 'MovedAndResized'))
            return false;
        return plan.between.some((edit, k) => k !== i && plan.decisions[k] !== plan.sourceIs && edit.target && (0,_classify__WEBPACK_IMPORTED_MODULE_8__/* .overlaps */ .$)(edit.target, move.target));
    });
}
async function readSide(input) {
    const document = await (0,_read__WEBPACK_IMPORTED_MODULE_2__/* .readDocument */ .u0)(input);
    return { bytes: await (0,_crypto_ooxml__WEBPACK_IMPORTED_MODULE_6__/* .unlockOfficeDocument */ .qC)(input.bytes, input.password), document, fileName: input.fileName };
}
async function markConflicts(writer, format, hooks, oursWins, theirsWin, conflicts, date) {
    const changes = await (0,_diff_models__WEBPACK_IMPORTED_MODULE_1__/* .diffModels */ .m)(oursWins.document, theirsWin.document, _diff_types__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_DIFF_OPTIONS */ .d);
    const marked = await hooks?.mark({
        format: format.key,
        oursWins,
        theirsWin,
        changes,
        note: conflictNote(conflicts),
        date,
        write: async (mode, source, target, written, author) => (await writer.write({
            format: format.key,
            source,
            target,
            changes: written,
            options: resultOptions(mode, date, author),
        })).bytes,
        diff: (source, target) => (0,_diff_models__WEBPACK_IMPORTED_MODULE_1__/* .diffModels */ .m)(source.document, target.document, _diff_types__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_DIFF_OPTIONS */ .d),
    });
    if (marked)
        return (await validated(writer, format, marked.bytes, marked.source, marked.target)).bytes;
    const options = resultOptions('styled', date, _formats_hooks__WEBPACK_IMPORTED_MODULE_3__/* .MERGE_AUTHORS */ .y.theirs);
    options.frames = true;
    const styled = await writer.write({ format: format.key, source: oursWins, target: theirsWin, changes, options });
    return (await validated(writer, format, styled.bytes, oursWins.bytes, theirsWin.bytes)).bytes;
}
function conflictNote(conflicts) {
    return `Merge conflict: ours and theirs both changed this (${conflicts.length} conflict${conflicts.length === 1 ? '' : 's'} in the document). The deleted text is ours, the inserted text theirs: accept the changes to take theirs, reject them to keep ours, then delete this comment.`;
}
function resultOptions(mode, date, author = _formats_hooks__WEBPACK_IMPORTED_MODULE_3__/* .MERGE_AUTHORS */ .y.note, rejected = new Set()) {
    return (0,_result_settings__WEBPACK_IMPORTED_MODULE_5__/* .resultOptionsFromSettings */ .p7)(undefined, { mode, rejected, author, date });
}
async function writeDocument(writer, format, source, target, changes, rejected, date) {
    const output = await writer.write({
        format: format.key,
        source,
        target,
        changes,
        options: resultOptions('clean', date, _formats_hooks__WEBPACK_IMPORTED_MODULE_3__/* .MERGE_AUTHORS */ .y.note, rejected),
    });
    return validated(writer, format, output.bytes, source.bytes, target.bytes);
}
/** A written document is checked by its writer and read back before anyone sees it; the reading serves the next step. */
async function validated(writer, format, bytes, source, target) {
    const fileName = `merged.${format.key}`;
    try {
        await writer.validate(bytes, { source, target });
        return { bytes, document: await (0,_read__WEBPACK_IMPORTED_MODULE_2__/* .readDocument */ .u0)({ bytes, fileName }), fileName };
    }
    catch (error) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`the merged document failed validation, nothing was saved (${(0,_errors__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)})`);
    }
}
/** What was merged from which side and what conflicts, in words a report can show. */
function describe(plan) {
    const merged = [];
    const conflicts = [];
    // Seen from ours: theirs→ours differences read as they are for ours' work and backwards for theirs'.
    const fromOurs = plan.sourceIs === 'ours';
    plan.between.forEach((change, i) => {
        const forward = { kind: change.kind, text: change.text, targetText: change.targetText };
        const backward = { kind: reversed(change.kind), text: change.targetText, targetText: change.text };
        const asOurs = fromOurs ? backward : forward;
        const asTheirs = fromOurs ? forward : backward;
        const { place } = change;
        if (plan.decisions[i] === 'conflict')
            conflicts.push({ kind: asTheirs.kind, place, ours: asTheirs.text, theirs: asTheirs.targetText });
        else if (plan.decisions[i] === 'ours')
            merged.push({ side: 'ours', place, ...asOurs });
        else
            merged.push({ side: 'theirs', place, ...asTheirs });
    });
    // Ours' changes that left no difference with theirs were made on both sides.
    const oursSide = (d) => (fromOurs ? d.source : d.target);
    for (const change of plan.oursChanges) {
        const target = change.target;
        const explained = target
            ? plan.between.some((d) => oursSide(d) && (0,_classify__WEBPACK_IMPORTED_MODULE_8__/* .overlaps */ .$)(oursSide(d), target))
            : plan.between.some((d) => !oursSide(d) && (fromOurs ? d.targetText : d.text) === change.text);
        if (!explained)
            merged.push({
                side: 'both',
                kind: change.kind,
                place: change.place,
                text: change.text,
                targetText: change.targetText,
            });
    }
    return { merged, conflicts };
}
function reversed(kind) {
    return kind === 'Inserted' ? 'Deleted' : kind === 'Deleted' ? 'Inserted' : kind;
}


/***/ })

};
