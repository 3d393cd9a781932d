export const id = 8131;
export const ids = [8131];
export const modules = {

/***/ 8131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   combineToDocument: () => (/* binding */ combineToDocument),
/* harmony export */   reviewerName: () => (/* binding */ reviewerName)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);
/* harmony import */ var _diff_models__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7058);
/* harmony import */ var _protect_result__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3284);
/* harmony import */ var _read__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5404);
/* harmony import */ var _formats_registry__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7946);
/* harmony import */ var _result_settings__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(463);
/* harmony import */ var _settings__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4441);
/* harmony import */ var _crypto_ooxml__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4497);
/* harmony import */ var _changeinfo__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6980);
/* harmony import */ var _merge_classify__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1731);










/** Who a target's revisions are by: its last editor, else its creator, else its file name. */
function reviewerName(document, fileName, index) {
    const named = document.metadata.lastModifiedBy?.trim() || document.metadata.author?.trim();
    return named || fileName || `target ${index + 1}`;
}
async function combineToDocument(request) {
    if (request.targets.length < 1)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb('a combined result needs at least one target');
    for (const side of [request.source, ...request.targets])
        if (!side.bytes.length)
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`${side.fileName ?? 'a document'} is empty (0 bytes): a result document needs content`);
    const unlocked = await Promise.all([request.source, ...request.targets].map((input) => (0,_crypto_ooxml__WEBPACK_IMPORTED_MODULE_7__/* .unlockOfficeDocument */ .qC)(input.bytes, input.password)));
    const format = (0,_formats_registry__WEBPACK_IMPORTED_MODULE_4__/* .detectFormat */ .Tz)(unlocked[0], request.source.fileName);
    const writer = await (0,_formats_registry__WEBPACK_IMPORTED_MODULE_4__/* .writerFor */ .PZ)(format);
    if (!writer?.combine)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .UnsupportedFormatError */ .N$(`${request.source.fileName ?? 'the source'}: one result for several targets is available for Word documents (docx, docm, dotx, dotm), Excel workbooks (xlsx, xlsm, xltx, xltm), PowerPoint decks (pptx, pptm, potx, potm) and PDF, not yet for ${format.key}`);
    request.targets.forEach((target, k) => {
        const other = (0,_formats_registry__WEBPACK_IMPORTED_MODULE_4__/* .detectFormat */ .Tz)(unlocked[k + 1], target.fileName);
        if (!writer.formats.includes(other.key))
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`${target.fileName ?? `target ${k + 1}`} is ${other.key}: a combined result needs targets of the source's format (${format.key})`);
    });
    const [source, ...targets] = await Promise.all([request.source, ...request.targets].map((i) => (0,_read__WEBPACK_IMPORTED_MODULE_3__/* .readDocument */ .u0)(i)));
    const diffOptions = (0,_settings__WEBPACK_IMPORTED_MODULE_6__/* .diffOptionsFromSettings */ .j)(request.settings);
    // Each target is the diff's source and the original its target: the writer then edits the
    // original's package, and a change's original side says where it lands there.
    const reverse = await Promise.all(targets.map((target) => (0,_diff_models__WEBPACK_IMPORTED_MODULE_1__/* .diffModels */ .m)(target, source, diffOptions)));
    const authors = targets.map((t, k) => reviewerName(t, request.targets[k].fileName, k));
    const changes = [];
    const places = [];
    const targetOf = [];
    const firstIds = [];
    reverse.forEach((list, k) => {
        firstIds.push(changes.length);
        const names = [...new Set([authors[k], request.targets[k].fileName ?? `target ${k + 1}`])];
        changes.push(...(0,_changeinfo__WEBPACK_IMPORTED_MODULE_8__/* .toChangeInfos */ .HJ)(list.map(forward), source, targets[k], changes.length, names));
        places.push(...list.map((c) => c.place));
        targetOf.push(...list.map(() => k));
    });
    const decided = new Map();
    for (const decision of request.decisions ?? []) {
        const action = String(decision.ComparisonAction ?? 'None').toLowerCase();
        if (action === 'reject' || action === 'accept')
            decided.set(decision.Id, action);
    }
    const ids = (request.decisions ?? []).map((d) => d.Id);
    const unknown = [...new Set(ids.filter((id) => !Number.isInteger(id) || id < 0 || id >= changes.length))];
    if (unknown.length && !request.skipUnknownIds)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .InvalidOptionsError */ .cb(`unknown change Id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (the comparison has ${changes.length} change${changes.length === 1 ? '' : 's'}, Ids 0–${Math.max(0, changes.length - 1)})`);
    const mode = request.mode ?? 'tracked';
    const repeated = repeatedChanges(reverse);
    const reviewers = reverse.map((list, k) => {
        const kept = [];
        const applied = new Set();
        list.forEach((change, local) => {
            const decision = decided.get(firstIds[k] + local);
            // A change an earlier target made too is written once, by that target.
            if (decision === 'reject' || repeated.has(`${k} ${local}`))
                return;
            if (mode === 'clean' || decision === 'accept')
                applied.add(kept.length);
            kept.push(change);
        });
        return {
            bytes: unlocked[k + 1],
            document: targets[k],
            fileName: request.targets[k].fileName,
            author: authors[k],
            changes: kept,
            applied,
        };
    });
    const newest = targets
        .map((t) => t.metadata.modified)
        .filter((m) => !!m)
        .sort()
        .pop();
    const options = (0,_result_settings__WEBPACK_IMPORTED_MODULE_5__/* .resultOptionsFromSettings */ .p7)(request.settings, {
        mode,
        author: authors[0],
        date: request.date,
    });
    if (!request.date)
        options.date = (0,_result_settings__WEBPACK_IMPORTED_MODULE_5__/* .resultDateFromInputs */ .HL)(newest);
    const output = await writer.combine({
        format: format.key,
        original: {
            bytes: unlocked[0],
            document: source,
            fileName: request.source.fileName,
            password: request.source.password,
        },
        reviewers,
        options,
    });
    let inherited;
    try {
        inherited = (await writer.validate(output.bytes, { source: unlocked[0], password: request.source.password })) ?? [];
        await (0,_read__WEBPACK_IMPORTED_MODULE_3__/* .readDocument */ .u0)({
            bytes: output.bytes,
            fileName: `result.${format.key}`,
            ...(format.key === 'pdf' ? { password: request.source.password } : {}),
        });
    }
    catch (error) {
        const failure = new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`the written result failed validation, nothing was saved (${(0,_errors__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)})`);
        failure.writerBug = true;
        throw failure;
    }
    const warnings = [
        ...source.warnings.map((w) => ({ ...w, fileName: request.source.fileName })),
        ...targets.flatMap((t, k) => t.warnings.map((w) => ({ ...w, fileName: request.targets[k].fileName }))),
        ...output.warnings,
        ...inherited,
    ];
    const bytes = await (0,_protect_result__WEBPACK_IMPORTED_MODULE_2__/* .protectResult */ .F)(output.bytes, format, { source: request.source, target: request.targets[0], settings: request.settings }, warnings);
    return {
        bytes,
        changes,
        places,
        targetOf,
        conflicts: findConflicts(reverse, firstIds, authors, request.targets),
        authors,
        warnings,
        extension: `.${format.key}`,
        ...(unknown.length ? { skippedIds: unknown } : {}),
    };
}
/** A change from a target to the source, seen from the source to the target (as `changes` lists it). */
function forward(change) {
    const kind = change.kind === 'Inserted' ? 'Deleted' : change.kind === 'Deleted' ? 'Inserted' : change.kind;
    return {
        ...change,
        kind,
        text: change.targetText,
        targetText: change.text,
        source: change.target,
        target: change.source,
        anchor: undefined,
        styleChanges: change.styleChanges?.map((s) => ({ ...s, oldValue: s.newValue, newValue: s.oldValue })),
    };
}
/** Where a change from a target lands in the source: its source-side place, or where the target's content goes. */
function originalSide(change) {
    return change.target ?? change.anchor;
}
/**
 * Changes of different targets that touch the same words (or one block holding the other's
 * change), grouped: each group is one conflict, both versions shown in the result.
 */
function findConflicts(reverse, firstIds, authors, targets) {
    const all = reverse.flatMap((list, k) => list.map((change, local) => ({ change, k, id: firstIds[k] + local })));
    const group = new Map();
    const find = (x) => {
        while (group.has(x) && group.get(x) !== x)
            x = group.get(x);
        return x;
    };
    for (let a = 0; a < all.length; a++) {
        for (let b = a + 1; b < all.length; b++) {
            if (all[a].k === all[b].k)
                continue;
            const x = originalSide(all[a].change);
            const y = originalSide(all[b].change);
            if (!x || !y || !(0,_merge_classify__WEBPACK_IMPORTED_MODULE_9__/* .overlaps */ .$)(x, y))
                continue;
            if (sameChange(all[a].change, all[b].change))
                continue;
            const ra = find(a);
            const rb = find(b);
            group.set(ra, ra);
            group.set(rb, ra);
        }
    }
    const groups = new Map();
    for (const member of group.keys()) {
        const root = find(member);
        groups.set(root, [...(groups.get(root) ?? []), member]);
    }
    return [...groups.values()]
        .map((members) => members.sort((p, q) => p - q).map((m) => all[m]))
        .map((members) => ({
        place: members[0].change.place,
        ids: members.map((m) => m.id),
        text: members.find((m) => m.change.targetText)?.change.targetText ?? '',
        versions: members.map((m) => ({
            author: authors[m.k],
            target: targets[m.k].fileName ?? `target ${m.k + 1}`,
            text: m.change.text,
        })),
    }))
        .sort((p, q) => p.ids[0] - q.ids[0]);
}
/** `target local` keys of changes an earlier target made exactly so. */
function repeatedChanges(reverse) {
    const out = new Set();
    reverse.forEach((list, k) => list.forEach((change, local) => {
        if (reverse.slice(0, k).some((earlier) => earlier.some((e) => sameChange(e, change))))
            out.add(`${k} ${local}`);
    }));
    return out;
}
/** Two targets made the very same change: no conflict. */
function sameChange(a, b) {
    const x = originalSide(a);
    const y = originalSide(b);
    return (a.kind === b.kind &&
        a.text === b.text &&
        a.targetText === b.targetText &&
        x?.start === y?.start &&
        x?.end === y?.end &&
        x?.blockPath.join() === y?.blockPath.join());
}


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


/***/ })

};
