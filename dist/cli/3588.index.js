export const id = 3588;
export const ids = [3588];
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

/***/ 79142:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ applyRevisions),
  V: () => (/* binding */ listRevisions)
});

// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var zip = __webpack_require__(55380);
// EXTERNAL MODULE: ./src/engine/crypto/ooxml.ts
var ooxml = __webpack_require__(4497);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/registry.ts
var registry = __webpack_require__(37946);
// EXTERNAL MODULE: ./src/engine/formats/word/docx/write/dom.ts
var dom = __webpack_require__(64153);
// EXTERNAL MODULE: ./src/engine/formats/word/docx/write/revision-scopes.ts
var revision_scopes = __webpack_require__(25744);
// EXTERNAL MODULE: ./src/engine/formats/word/docx/write/revisions.ts
var revisions = __webpack_require__(28159);
;// CONCATENATED MODULE: ./src/engine/formats/word/docx/write/revision-info.ts



const TYPE_OF = {
    insertion: 'Insertion',
    deletion: 'Deletion',
    moveFrom: 'Moving',
    moveTo: 'Moving',
    runProperties: 'FormatChange',
    paragraphProperties: 'FormatChange',
    properties: 'FormatChange',
    paragraphMarkInserted: 'Insertion',
    paragraphMarkDeleted: 'Deletion',
    rowInserted: 'Insertion',
    rowDeleted: 'Deletion',
    cell: undefined,
    runMark: undefined,
    numberingInserted: 'FormatChange',
};
/** The revisions of a Word package, grouped, in document order. */
function describeRevisions(bytes) {
    return groupItems(collectItems(bytes));
}
/**
 * Applies a decision per revision group (`decide` gets the group's position in
 * `describeRevisions`); markup revisions of no group are kept.
 */
function applyRevisionGroups(bytes, decide, groups = describeRevisions(bytes)) {
    const byMember = new Map();
    for (const [index, group] of groups.entries()) {
        const decision = decide(index);
        for (const member of group.members)
            byMember.set(member, decision);
    }
    return (0,revisions/* applyRevisions */.j8)(bytes, (_revision, index) => byMember.get(index) ?? 'keep');
}
function collectItems(bytes) {
    const items = [];
    let paragraph = 0;
    let currentPart = '';
    // Open move ranges by side: range id -> name, carried across the fragments of one part.
    const openRanges = { moveFrom: new Map(), moveTo: new Map() };
    for (const scope of new revision_scopes/* RevisionPackage */.a(bytes).scopes()) {
        if (scope.part !== currentPart) {
            currentPart = scope.part;
            paragraph += 2;
            openRanges.moveFrom.clear();
            openRanges.moveTo.clear();
        }
        const found = (0,revisions/* collectRevisions */.J6)(scope.root, scope.part);
        const indexOf = new Map(found.map((f, k) => [f.element, k]));
        const names = (0,revisions/* namesOf */.eZ)(scope.root);
        const styles = /(^|\/)styles[^/]*\.xml$/.test(scope.part);
        const first = items.length;
        const walk = (element, inFallback, inParagraph, container) => {
            for (let n = element.firstChild; n; n = n.nextSibling) {
                if (n.nodeType !== dom/* ELEMENT_NODE */.iE)
                    continue;
                const child = n;
                const own = (0,dom/* isW */.Yi)(child, 'p') ? ++paragraph : inParagraph;
                const local = (0,dom/* isWElement */.gg)(child) ? child.localName : '';
                if (local === 'moveFromRangeStart' || local === 'moveToRangeStart') {
                    openRanges[local === 'moveFromRangeStart' ? 'moveFrom' : 'moveTo'].set(names.get(child, 'id') ?? '', names.get(child, 'name') ?? '');
                }
                else if (local === 'moveFromRangeEnd' || local === 'moveToRangeEnd') {
                    openRanges[local === 'moveFromRangeEnd' ? 'moveFrom' : 'moveTo'].delete(names.get(child, 'id') ?? '');
                }
                const k = indexOf.get(child);
                let item;
                if (k !== undefined) {
                    const revision = found[k].revision;
                    const type = styles ? 'StyleDefinitionChange' : (typeOf(revision) ?? 'FormatChange');
                    item = {
                        index: first + k,
                        revision,
                        element: child,
                        type,
                        mark: revision.kind === 'paragraphMarkInserted' || revision.kind === 'paragraphMarkDeleted' || isMarkFormatting(child),
                        fallback: inFallback,
                        paragraph: own,
                        text: textOf(child, revision),
                    };
                    if (container)
                        item.container = container;
                    if (type === 'Moving') {
                        const side = local === 'moveTo' ? openRanges.moveTo : openRanges.moveFrom;
                        const range = [...side.values()].pop();
                        item.moveKey = range ? `range:${range}` : `by:${revision.author ?? ''}|${revision.date ?? ''}`;
                    }
                    items.push(item);
                }
                const changes = item && ['runProperties', 'paragraphProperties', 'properties'].includes(item.revision.kind);
                walk(child, inFallback || (0,dom/* isMc */.nz)(child, 'Fallback'), own, changes ? item : container);
            }
        };
        walk(scope.root, false, paragraph, undefined);
    }
    return items;
}
function typeOf(revision) {
    if (revision.element === 'moveFrom' || revision.element === 'moveTo')
        return 'Moving';
    if (revision.kind === 'cell')
        return revision.element === 'cellIns' ? 'Insertion' : revision.element === 'cellDel' ? 'Deletion' : 'FormatChange';
    if (revision.kind === 'runMark')
        return revision.element === 'ins' ? 'Insertion' : 'Deletion';
    return TYPE_OF[revision.kind];
}
/** A formatting change of a paragraph mark (w:pPr/w:rPr/w:rPrChange). */
function isMarkFormatting(element) {
    const properties = element.parentNode;
    return (0,dom/* isW */.Yi)(element, 'rPrChange') && (0,dom/* isW */.Yi)(properties, 'rPr') && (0,dom/* isW */.Yi)(properties.parentNode, 'pPr');
}
/** For content revisions their text; for formatting changes the text whose format changed. */
function textOf(element, revision) {
    if (revision.kind === 'rowInserted' || revision.kind === 'rowDeleted') {
        const row = element.parentNode.parentNode;
        return Array.from(row.childNodes).filter((c) => (0,dom/* isW */.Yi)(c, 'tc')).map((c) => (0,revisions/* visibleText */.Q6)(c)).join('\t');
    }
    if (revision.text)
        return revision.text;
    if (revision.kind === 'paragraphMarkInserted' || revision.kind === 'paragraphMarkDeleted' || revision.kind === 'runMark')
        return '';
    const style = ancestorW(element, 'style');
    if (style) {
        const name = Array.from(style.childNodes).find((n) => (0,dom/* isW */.Yi)(n, 'name'));
        return name ? (dom/* WordNames */.Fj.of(name).get(name, 'val') ?? '') : '';
    }
    const properties = element.parentNode;
    if (!properties || (0,dom/* isW */.Yi)(properties, 'sectPr'))
        return '';
    if ((0,dom/* isW */.Yi)(properties, 'rPr') && (0,dom/* isW */.Yi)(properties.parentNode, 'pPr'))
        return '';
    const owner = (0,dom/* isW */.Yi)(properties, 'numPr') ? properties.parentNode?.parentNode : properties.parentNode;
    return owner && owner.nodeType === dom/* ELEMENT_NODE */.iE ? (0,revisions/* visibleText */.Q6)(owner) : '';
}
/** The row revision (same type, author and date) of the table row a content revision is in. */
function rowOf(item, rows) {
    const row = ancestorW(item.element, 'tr');
    const host = row ? rows.get(row) : undefined;
    if (!host || host.type !== item.type || host.revision.author !== item.revision.author || host.revision.date !== item.revision.date)
        return undefined;
    return host;
}
function ancestorW(node, local) {
    for (let n = node.parentNode; n; n = n.parentNode)
        if ((0,dom/* isW */.Yi)(n, local))
            return n;
    return undefined;
}
function groupItems(items) {
    const groups = [];
    const open = (item) => {
        const group = { type: item.type, text: '', members: [] };
        if (item.revision.author !== undefined)
            group.author = item.revision.author;
        if (item.revision.date !== undefined)
            group.date = item.revision.date;
        groups.push(group);
        return group;
    };
    const join = (item, group) => {
        item.group = group;
        group.members.push(item.index);
    };
    const moves = new Map();
    const rows = new Map();
    // Main copies first, so fallback copies and marks find their hosts.
    for (const item of items) {
        if (item.fallback || item.mark || item.container)
            continue;
        if (item.revision.kind === 'rowInserted' || item.revision.kind === 'rowDeleted')
            rows.set(item.element.parentNode.parentNode, item);
        const row = item.revision.kind === 'insertion' || item.revision.kind === 'deletion' ? rowOf(item, rows) : undefined;
        if (row)
            join(item, row.group);
        else if (item.moveKey) {
            let group = moves.get(item.moveKey);
            if (!group)
                moves.set(item.moveKey, (group = open(item)));
            join(item, group);
        }
        else
            join(item, open(item));
    }
    const hosts = new Map();
    const twins = new Map();
    const twinKey = (i) => `${i.revision.part}|${i.revision.element}|${i.revision.id}|${i.revision.author}`;
    for (const item of items) {
        if (!item.group)
            continue;
        const list = hosts.get(item.paragraph) ?? [];
        list.push(item);
        hosts.set(item.paragraph, list);
        if (!twins.has(twinKey(item)))
            twins.set(twinKey(item), item);
    }
    for (const item of items) {
        if (!item.fallback || item.group)
            continue;
        const twin = item.revision.id !== undefined ? twins.get(twinKey(item)) : undefined;
        if (twin)
            join(item, twin.group);
    }
    // Last first, so that a run of inserted empty paragraphs joins the text after it.
    for (const item of [...items].reverse()) {
        if (item.group || item.container)
            continue;
        const host = item.mark ? markHost(item, hosts) : undefined;
        if (host)
            join(item, host.group);
        else if (item.moveKey) {
            let group = moves.get(item.moveKey);
            if (!group)
                moves.set(item.moveKey, (group = open(item)));
            join(item, group);
        }
        else
            join(item, open(item));
        if (item.mark && !item.fallback) {
            const list = hosts.get(item.paragraph) ?? [];
            list.unshift(item);
            hosts.set(item.paragraph, list);
        }
    }
    // Ancestors first: a change's container is grouped before what it holds.
    for (const item of items)
        if (item.container)
            join(item, item.container.group);
    // Groups in document order of their first member; texts in member order.
    const itemByIndex = new Map(items.map((i) => [i.index, i]));
    for (const group of groups) {
        group.members.sort((a, b) => a - b);
        const visible = group.members.map((m) => itemByIndex.get(m)).filter((i) => !i.fallback && !i.mark);
        const rowItems = visible.filter((i) => i.revision.kind === 'rowInserted' || i.revision.kind === 'rowDeleted');
        const moveTo = visible.filter((i) => i.revision.element === 'moveTo');
        // A row says its cells' text itself; a move says what arrived.
        const sides = rowItems.length ? rowItems : group.type === 'Moving' && moveTo.length ? moveTo : visible;
        let text = '';
        let paragraph;
        for (const item of sides) {
            if (!item.text)
                continue;
            if (paragraph !== undefined && item.paragraph !== paragraph && text && !text.endsWith('\n'))
                text += '\n';
            text += item.text;
            paragraph = item.paragraph;
        }
        group.text = text;
    }
    return groups.sort((a, b) => a.members[0] - b.members[0]);
}
/**
 * The revision a paragraph mark belongs to: one of the same type, author and date in the same
 * paragraph, else the first in the next paragraph (typing Enter at the end of a paragraph marks
 * that paragraph's mark inserted and the new text the next one), else the last in the previous.
 */
function markHost(mark, hosts) {
    const alike = (h) => h.type === mark.type && h.revision.part === mark.revision.part && h.revision.author === mark.revision.author && h.revision.date === mark.revision.date;
    const inParagraph = (offset) => (hosts.get(mark.paragraph + offset) ?? []).filter(alike);
    const same = inParagraph(0);
    if (same.length)
        return same[same.length - 1];
    const next = inParagraph(1);
    if (next.length)
        return next[0];
    const previous = inParagraph(-1);
    return previous[previous.length - 1];
}

// EXTERNAL MODULE: ./src/engine/formats/word/odt/write/dom.ts
var write_dom = __webpack_require__(40796);
// EXTERNAL MODULE: ./src/engine/formats/word/odt/write/package.ts
var write_package = __webpack_require__(57868);
// EXTERNAL MODULE: ./src/engine/formats/word/odt/write/tracked.ts
var tracked = __webpack_require__(24982);
// EXTERNAL MODULE: ./src/engine/index.ts + 1 modules
var engine = __webpack_require__(18164);
;// CONCATENATED MODULE: ./src/engine/revisions.ts










const WORD_KEYS = new Set(['docx', 'docm', 'dotx', 'dotm']);
const ODF_KEYS = new Set(['odt', 'ott']);
async function listRevisions(input) {
    const { bytes, format } = await revisions_open(input);
    try {
        if (ODF_KEYS.has(format.key))
            return odfRevisions(bytes).map((r, Id) => ({ Id, Action: 'None', Text: r.text, ...(r.author ? { Author: r.author } : {}), Type: r.type }));
        return describeRevisions(bytes).map((g, Id) => record(g, Id));
    }
    catch (error) {
        throw named(error, input.fileName);
    }
}
async function applyRevisions(input, options) {
    if (options.acceptAll && options.rejectAll)
        throw new errors/* InvalidOptionsError */.cb('AcceptAll and RejectAll cannot both be true');
    const { bytes, format } = await revisions_open(input);
    const odf = ODF_KEYS.has(format.key);
    const all = options.acceptAll ? 'accept' : options.rejectAll ? 'reject' : undefined;
    let result;
    try {
        if (odf) {
            const decisions = decisionsFrom(options, (0,tracked/* listOdfChanges */.f)(bytes).length);
            result = applyOdf(bytes, decisions);
        }
        else if (all) {
            // Every markup revision gets the same answer: no need to group them first.
            result = (0,revisions/* applyRevisions */.j8)(bytes, () => all);
        }
        else {
            const groups = describeRevisions(bytes);
            const decisions = decisionsFrom(options, groups.length);
            result = applyRevisionGroups(bytes, (index) => decisions[index], groups);
        }
    }
    catch (error) {
        throw named(error, input.fileName);
    }
    let remaining;
    try {
        const writer = await (0,registry/* writerFor */.PZ)(format);
        if (writer)
            await writer.validate(result, { source: bytes, target: bytes });
        await (0,engine/* readDocument */.u0)({ bytes: result, fileName: `result.${format.key}` });
        remaining = odf ? (0,tracked/* listOdfChanges */.f)(result).length : describeRevisions(result).length;
    }
    catch (error) {
        const failure = new errors/* CorruptDocumentError */.b6(`the document with revisions applied failed validation, nothing was saved (${(0,errors/* errorMessage */.gJ)(error)})`);
        failure.writerBug = true;
        throw failure;
    }
    const protectedBytes = await (0,engine/* protectResult */.Fq)(result, format, { source: input, target: input, settings: options.settings });
    return { bytes: protectedBytes, remaining, extension: `.${format.key}` };
}
async function revisions_open(input) {
    let bytes;
    let format;
    try {
        bytes = await (0,ooxml/* unlockOfficeDocument */.qC)(input.bytes, input.password);
        format = (0,registry/* detectFormat */.Tz)(bytes, input.fileName);
    }
    catch (error) {
        throw named(error, input.fileName);
    }
    if (!WORD_KEYS.has(format.key) && !ODF_KEYS.has(format.key)) {
        throw named(new errors/* UnsupportedFormatError */.N$(`tracked revisions are available for Word (DOCX, DOCM, DOTX, DOTM) and ODT documents, not ${format.key}`), input.fileName);
    }
    return { bytes, format };
}
/** Engine errors get the file's name; anything else is a bug met on this input, reported as such. */
function named(error, fileName) {
    const engineError = error instanceof errors/* EngineError */.NJ ? error : new errors/* CorruptDocumentError */.b6(`could not be read (${(0,errors/* errorMessage */.gJ)(error)})`);
    // Bad options are about the request, not the file.
    if (!engineError.fileName && !(engineError instanceof errors/* InvalidOptionsError */.cb))
        engineError.fileName = fileName;
    return engineError;
}
function record(group, Id) {
    return { Id, Action: 'None', Text: group.text, ...(group.author ? { Author: group.author } : {}), Type: group.type };
}
/** One decision per revision, in Id order; unknown Ids and actions are errors naming them. */
function decisionsFrom(options, count) {
    const all = options.acceptAll ? 'accept' : options.rejectAll ? 'reject' : 'keep';
    const decisions = new Array(count).fill(all);
    if (options.acceptAll || options.rejectAll)
        return decisions;
    const unknown = [];
    for (const revision of options.revisions ?? []) {
        if (!Number.isInteger(revision.Id) || revision.Id < 0 || revision.Id >= count) {
            unknown.push(String(revision.Id));
            continue;
        }
        const action = String(revision.Action ?? 'None').toLowerCase();
        if (action !== 'accept' && action !== 'reject' && action !== 'none')
            throw new errors/* InvalidOptionsError */.cb(`revision ${revision.Id}: Action '${revision.Action}' is not one of Accept, Reject, None`);
        decisions[revision.Id] = action === 'accept' ? 'accept' : action === 'reject' ? 'reject' : 'keep';
    }
    if (unknown.length) {
        const range = count ? `Ids 0–${count - 1}` : 'no Ids';
        throw new errors/* InvalidOptionsError */.cb(`unknown revision Id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (the document has ${count} revision${count === 1 ? '' : 's'}, ${range})`);
    }
    return decisions;
}
// ODF: text:tracked-changes in content.xml.
const ODF_TYPE = { insertion: 'Insertion', deletion: 'Deletion', 'format-change': 'FormatChange' };
function odfRevisions(bytes) {
    const regions = (0,tracked/* listOdfChanges */.f)(bytes);
    const content = (0,write_dom/* parseXml */.NO)(new zip/* ZipArchive */.SJ(bytes).text('content.xml') ?? '', 'content.xml');
    const texts = odfChangeTexts(content.documentElement);
    return regions.map((r) => ({ id: r.id, type: ODF_TYPE[r.kind], ...(r.author ? { author: r.author } : {}), text: texts.get(r.id) ?? '' }));
}
/**
 * Text of each change: a deletion's text is kept in its region; an insertion's or a format
 * change's lies in the body between its change-start and change-end.
 */
function odfChangeTexts(root) {
    const texts = new Map();
    const open = new Set();
    const add = (id, text) => texts.set(id, (texts.get(id) ?? '') + text);
    const walk = (node, into) => {
        for (let n = node.firstChild; n; n = n.nextSibling) {
            if (!(0,write_dom/* isElement */.vq)(n)) {
                if (n.nodeType === 3 || n.nodeType === 4)
                    into(n.nodeValue ?? '');
                continue;
            }
            const name = (0,write_dom/* qname */.vy)(n);
            if (name === 'text:tracked-changes' || name === 'office:change-info')
                continue;
            if (name === 'text:change-start')
                open.add((0,write_dom/* attr */.CF)(n, 'text:change-id') ?? '');
            else if (name === 'text:change-end')
                open.delete((0,write_dom/* attr */.CF)(n, 'text:change-id') ?? '');
            else if (name === 'text:s')
                into(' '.repeat(Number((0,write_dom/* attr */.CF)(n, 'text:c') ?? 1) || 1));
            else if (name === 'text:tab')
                into('\t');
            else if (name === 'text:line-break')
                into('\n');
            else {
                const block = name === 'text:p' || name === 'text:h';
                walk(n, into);
                if (block)
                    into('\n');
            }
        }
    };
    walk(root, (text) => {
        for (const id of open)
            add(id, text);
    });
    for (const region of Array.from(root.getElementsByTagNameNS('urn:oasis:names:tc:opendocument:xmlns:text:1.0', 'changed-region'))) {
        const id = (0,write_dom/* attr */.CF)(region, 'text:id') ?? (0,write_dom/* attr */.CF)(region, 'xml:id');
        const deletion = (0,write_dom/* elementChildren */.Wi)(region).find((c) => (0,write_dom/* qname */.vy)(c) === 'text:deletion');
        if (!id || !deletion)
            continue;
        let text = '';
        walk(deletion, (t) => (text += t));
        texts.set(id, text);
    }
    for (const [id, text] of texts)
        texts.set(id, text.replace(/\n+$/, ''));
    return texts;
}
const KEPT_ID = 'docdelta-kept-id';
/**
 * The ODF helper settles every region it is given; regions left as they are have their ids
 * hidden from it meanwhile (a region without an id is one it passes over).
 */
function applyOdf(bytes, decisions) {
    const regions = (0,tracked/* listOdfChanges */.f)(bytes);
    const kept = new Set(regions.filter((_, k) => decisions[k] === 'keep').map((r) => r.id));
    const decisionById = new Map(regions.map((r, k) => [r.id, decisions[k]]));
    const input = kept.size ? rewriteRegionIds(bytes, (tag) => hideIds(tag, kept)) : bytes;
    const output = (0,tracked/* applyOdfChanges */.N)(input, (region) => (decisionById.get(region.id) === 'reject' ? 'reject' : 'accept'));
    return kept.size ? rewriteRegionIds(output, restoreIds) : output;
}
function rewriteRegionIds(bytes, edit) {
    const content = new zip/* ZipArchive */.SJ(bytes).text('content.xml') ?? '';
    return (0,write_package/* rebuildPackage */.i8)(bytes, new Map([['content.xml', content.replace(/<text:changed-region\b[^>]*>/g, edit)]]));
}
function hideIds(tag, kept) {
    const id = /\stext:id="([^"]*)"/.exec(tag)?.[1] ?? /\sxml:id="([^"]*)"/.exec(tag)?.[1];
    if (!id || !kept.has(id))
        return tag;
    return tag.replace(/\s(text|xml):id="/g, (_m, prefix) => ` ${KEPT_ID}-${prefix}="`);
}
function restoreIds(tag) {
    return tag.replace(new RegExp(`\\s${KEPT_ID}-(text|xml)="`, 'g'), (_m, prefix) => ` ${prefix}:id="`);
}


/***/ })

};
