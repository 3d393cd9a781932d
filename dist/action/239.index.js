export const id = 239;
export const ids = [239];
export const modules = {

/***/ 13239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  remoteBackend: () => (/* reexport */ remote_remoteBackend)
});

// UNUSED EXPORTS: RemoteBackendError, localBackend, selectBackend

// EXTERNAL MODULE: ./src/engine/index.ts + 1 modules
var engine = __webpack_require__(18164);
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
function revision_info_describeRevisions(bytes) {
    return groupItems(collectItems(bytes));
}
/**
 * Applies a decision per revision group (`decide` gets the group's position in
 * `describeRevisions`); markup revisions of no group are kept.
 */
function revision_info_applyRevisionGroups(bytes, decide, groups = revision_info_describeRevisions(bytes)) {
    const byMember = new Map();
    for (const [index, group] of groups.entries()) {
        const decision = decide(index);
        for (const member of group.members)
            byMember.set(member, decision);
    }
    return applyRevisions(bytes, (_revision, index) => byMember.get(index) ?? 'keep');
}
function collectItems(bytes) {
    const items = [];
    let paragraph = 0;
    let currentPart = '';
    // Open move ranges by side: range id -> name, carried across the fragments of one part.
    const openRanges = { moveFrom: new Map(), moveTo: new Map() };
    for (const scope of new RevisionPackage(bytes).scopes()) {
        if (scope.part !== currentPart) {
            currentPart = scope.part;
            paragraph += 2;
            openRanges.moveFrom.clear();
            openRanges.moveTo.clear();
        }
        const found = collectRevisions(scope.root, scope.part);
        const indexOf = new Map(found.map((f, k) => [f.element, k]));
        const names = namesOf(scope.root);
        const styles = /(^|\/)styles[^/]*\.xml$/.test(scope.part);
        const first = items.length;
        const walk = (element, inFallback, inParagraph, container) => {
            for (let n = element.firstChild; n; n = n.nextSibling) {
                if (n.nodeType !== ELEMENT_NODE)
                    continue;
                const child = n;
                const own = isW(child, 'p') ? ++paragraph : inParagraph;
                const local = isWElement(child) ? child.localName : '';
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
                walk(child, inFallback || isMc(child, 'Fallback'), own, changes ? item : container);
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
    return isW(element, 'rPrChange') && isW(properties, 'rPr') && isW(properties.parentNode, 'pPr');
}
/** For content revisions their text; for formatting changes the text whose format changed. */
function textOf(element, revision) {
    if (revision.kind === 'rowInserted' || revision.kind === 'rowDeleted') {
        const row = element.parentNode.parentNode;
        return Array.from(row.childNodes).filter((c) => isW(c, 'tc')).map((c) => visibleText(c)).join('\t');
    }
    if (revision.text)
        return revision.text;
    if (revision.kind === 'paragraphMarkInserted' || revision.kind === 'paragraphMarkDeleted' || revision.kind === 'runMark')
        return '';
    const style = ancestorW(element, 'style');
    if (style) {
        const name = Array.from(style.childNodes).find((n) => isW(n, 'name'));
        return name ? (WordNames.of(name).get(name, 'val') ?? '') : '';
    }
    const properties = element.parentNode;
    if (!properties || isW(properties, 'sectPr'))
        return '';
    if (isW(properties, 'rPr') && isW(properties.parentNode, 'pPr'))
        return '';
    const owner = isW(properties, 'numPr') ? properties.parentNode?.parentNode : properties.parentNode;
    return owner && owner.nodeType === ELEMENT_NODE ? visibleText(owner) : '';
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
        if (isW(n, local))
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
;// CONCATENATED MODULE: ./src/engine/revisions.ts










const WORD_KEYS = new Set(['docx', 'docm', 'dotx', 'dotm']);
const ODF_KEYS = new Set(['odt', 'ott']);
async function revisions_listRevisions(input) {
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
async function revisions_applyRevisions(input, options) {
    if (options.acceptAll && options.rejectAll)
        throw new InvalidOptionsError('AcceptAll and RejectAll cannot both be true');
    const { bytes, format } = await revisions_open(input);
    const odf = ODF_KEYS.has(format.key);
    const all = options.acceptAll ? 'accept' : options.rejectAll ? 'reject' : undefined;
    let result;
    try {
        if (odf) {
            const decisions = decisionsFrom(options, listOdfChanges(bytes).length);
            result = applyOdf(bytes, decisions);
        }
        else if (all) {
            // Every markup revision gets the same answer: no need to group them first.
            result = applyWordRevisions(bytes, () => all);
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
        const writer = await writerFor(format);
        if (writer)
            await writer.validate(result, { source: bytes, target: bytes });
        await readDocument({ bytes: result, fileName: `result.${format.key}` });
        remaining = odf ? listOdfChanges(result).length : describeRevisions(result).length;
    }
    catch (error) {
        const failure = new CorruptDocumentError(`the document with revisions applied failed validation, nothing was saved (${errorMessage(error)})`);
        failure.writerBug = true;
        throw failure;
    }
    const protectedBytes = await protectResult(result, format, { source: input, target: input, settings: options.settings });
    return { bytes: protectedBytes, remaining, extension: `.${format.key}` };
}
async function revisions_open(input) {
    let bytes;
    let format;
    try {
        bytes = await unlockOfficeDocument(input.bytes, input.password);
        format = detectFormat(bytes, input.fileName);
    }
    catch (error) {
        throw named(error, input.fileName);
    }
    if (!WORD_KEYS.has(format.key) && !ODF_KEYS.has(format.key)) {
        throw named(new UnsupportedFormatError(`tracked revisions are available for Word (DOCX, DOCM, DOTX, DOTM) and ODT documents, not ${format.key}`), input.fileName);
    }
    return { bytes, format };
}
/** Engine errors get the file's name; anything else is a bug met on this input, reported as such. */
function named(error, fileName) {
    const engineError = error instanceof EngineError ? error : new CorruptDocumentError(`could not be read (${errorMessage(error)})`);
    // Bad options are about the request, not the file.
    if (!engineError.fileName && !(engineError instanceof InvalidOptionsError))
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
            throw new InvalidOptionsError(`revision ${revision.Id}: Action '${revision.Action}' is not one of Accept, Reject, None`);
        decisions[revision.Id] = action === 'accept' ? 'accept' : action === 'reject' ? 'reject' : 'keep';
    }
    if (unknown.length) {
        const range = count ? `Ids 0–${count - 1}` : 'no Ids';
        throw new InvalidOptionsError(`unknown revision Id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (the document has ${count} revision${count === 1 ? '' : 's'}, ${range})`);
    }
    return decisions;
}
// ODF: text:tracked-changes in content.xml.
const ODF_TYPE = { insertion: 'Insertion', deletion: 'Deletion', 'format-change': 'FormatChange' };
function odfRevisions(bytes) {
    const regions = listOdfChanges(bytes);
    const content = parseXml(new ZipArchive(bytes).text('content.xml') ?? '', 'content.xml');
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
            if (!isElement(n)) {
                if (n.nodeType === 3 || n.nodeType === 4)
                    into(n.nodeValue ?? '');
                continue;
            }
            const name = qname(n);
            if (name === 'text:tracked-changes' || name === 'office:change-info')
                continue;
            if (name === 'text:change-start')
                open.add(attr(n, 'text:change-id') ?? '');
            else if (name === 'text:change-end')
                open.delete(attr(n, 'text:change-id') ?? '');
            else if (name === 'text:s')
                into(' '.repeat(Number(attr(n, 'text:c') ?? 1) || 1));
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
        const id = attr(region, 'text:id') ?? attr(region, 'xml:id');
        const deletion = elementChildren(region).find((c) => qname(c) === 'text:deletion');
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
    const regions = listOdfChanges(bytes);
    const kept = new Set(regions.filter((_, k) => decisions[k] === 'keep').map((r) => r.id));
    const decisionById = new Map(regions.map((r, k) => [r.id, decisions[k]]));
    const input = kept.size ? rewriteRegionIds(bytes, (tag) => hideIds(tag, kept)) : bytes;
    const output = applyOdfChanges(input, (region) => (decisionById.get(region.id) === 'reject' ? 'reject' : 'accept'));
    return kept.size ? rewriteRegionIds(output, restoreIds) : output;
}
function rewriteRegionIds(bytes, edit) {
    const content = new ZipArchive(bytes).text('content.xml') ?? '';
    return rebuildPackage(bytes, new Map([['content.xml', content.replace(/<text:changed-region\b[^>]*>/g, edit)]]));
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

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
;// CONCATENATED MODULE: ./src/model/enums.ts
/**
 * Enumerations of the GroupDocs.Comparison Cloud v2.0 API (plus the two
 * sibling GroupDocs APIs whose bodies docdelta also accepts, see conversion.ts).
 *
 * Every value list is exported in the spec's order. The order matters: the
 * vendor SDKs (python `allowed_values[int(x)]`) and the .NET server
 * (Newtonsoft StringEnumConverter) accept an enum's integer index as well as
 * its name, and C# `default(TEnum)` is the first member.
 *
 * Sources (checked against each other):
 *  - groupdocs-comparison-cloud-python  groupdocs_comparison_cloud/models/*.py (`allowed_values`)
 *  - groupdocs-comparison-cloud-node    src/model/*.ts (`export enum ...Enum`)
 *  - groupdocs-comparison-cloud-dotnet  src/GroupDocs.Comparison.Cloud.Sdk/Model/*.cs
 */

/** ComparisonOptions.ChangeType and ChangeInfo.Type (models/comparison_options.py, models/change_info.py). */
const CHANGE_TYPE_VALUES = [
    'None',
    'Modified',
    'Inserted',
    'Deleted',
    'Added',
    'NotModified',
    'StyleChanged',
    'Resized',
    'Moved',
    'MovedAndResized',
    'ShiftedAndResized',
];
const ChangeType = schemas/* enum */.k5n(CHANGE_TYPE_VALUES);
/** ChangeInfo.ComparisonAction (models/change_info.py). */
const COMPARISON_ACTION_VALUES = ['None', 'Accept', 'Reject'];
const ComparisonAction = schemas/* enum */.k5n(COMPARISON_ACTION_VALUES);
/** RevisionInfo.Action: same three values as ComparisonAction (models/revision_info.py). */
const REVISION_ACTION_VALUES = COMPARISON_ACTION_VALUES;
const RevisionAction = schemas/* enum */.k5n(REVISION_ACTION_VALUES);
/** RevisionInfo.Type (models/revision_info.py; RevisionInfo.cs TypeEnum). */
const REVISION_TYPE_VALUES = [
    'Insertion',
    'Deletion',
    'FormatChange',
    'StyleDefinitionChange',
    'Moving',
];
const RevisionType = schemas/* enum */.k5n(REVISION_TYPE_VALUES);
/** Settings.DetailsLevel (models/settings.py). */
const DETAILS_LEVEL_VALUES = ['Low', 'Middle', 'High'];
const DetailsLevel = schemas/* enum */.k5n(DETAILS_LEVEL_VALUES);
/** Settings.CloneMetadata (models/settings.py). */
const CLONE_METADATA_VALUES = ['Default', 'Source', 'Target', 'FileAuthor'];
const CloneMetadata = schemas/* enum */.k5n(CLONE_METADATA_VALUES);
/** Settings.PasswordSaveOption (models/settings.py). */
const PASSWORD_SAVE_OPTION_VALUES = ['None', 'Source', 'Target', 'User'];
const PasswordSaveOption = schemas/* enum */.k5n(PASSWORD_SAVE_OPTION_VALUES);
/** Settings.PaperSize: Default then A0..A8, nothing else (models/settings.py). */
const PAPER_SIZE_VALUES = [
    'Default',
    'A0',
    'A1',
    'A2',
    'A3',
    'A4',
    'A5',
    'A6',
    'A7',
    'A8',
];
const PaperSize = schemas/* enum */.k5n(PAPER_SIZE_VALUES);
/**
 * PreviewOptions.Format. Spec order is Jpeg, Png, Bmp (models/preview_options.py
 * `allowed_values = ["Jpeg", "Png", "Bmp"]`), so index 0 / the C# default is Jpeg.
 */
const PREVIEW_FORMAT_VALUES = ['Jpeg', 'Png', 'Bmp'];
const PreviewFormat = schemas/* enum */.k5n(PREVIEW_FORMAT_VALUES);
/**
 * ResxFileRequest.savingMode of the GroupDocs.Translation Cloud API
 * (groupdocs-translation-cloud-python GroupDocs/Translation/Api/models/resx_file_request.py).
 */
const SAVING_MODE_VALUES = ['Files', 'Archive', 'Both'];
const SavingMode = schemas/* enum */.k5n(SAVING_MODE_VALUES);

;// CONCATENATED MODULE: ./src/model/records.ts
/**
 * Comparison records of the GroupDocs.Comparison Cloud v2.0 API.
 *
 * Field names are the spec's (PascalCase, as in the python SDK `attribute_map`
 * and the .NET SDK property names); that is docdelta's canonical form.
 *
 * Required fields and defaults. The spec (python SDK setters that raise
 * "must not be `None`") marks every non-nullable value-type field as required:
 * booleans, ints, enums, the Rectangle struct. The vendor SDKs nevertheless omit
 * unset fields (node `new Settings({...})`, python drops None), and the .NET
 * server then binds C# `default(T)`: false, 0, the first enum member. So for
 * records that clients SEND, such fields get `.default(<C# default(T)>)` here:
 * they are optional on input and always present on output. The only default the
 * API states in words is Settings.SensitivityOfComparison = 75 ("Default is 75",
 * models/settings.py and docs data-structures/settings.md).
 * Records the server only RETURNS (InfoResult, storage records) keep their
 * required fields strictly required, so docdelta cannot emit an incomplete one.
 */


const records_int = () => schemas/* number */.aig().int();
/**
 * FileInfo: describes a compared document (models/file_info.py).
 * Spec: all four fields optional. docdelta requires FilePath (non-empty):
 * every endpoint that takes a FileInfo needs it, and failing here gives a
 * clearer message than a storage lookup of `undefined`.
 */
const FileInfo = schemas/* object */.Ikc({
    FilePath: schemas/* string */.YjP().min(1),
    VersionId: schemas/* string */.YjP().optional(),
    StorageName: schemas/* string */.YjP().optional(),
    Password: schemas/* string */.YjP().optional(),
});
/** ItemsStyle (models/items_style.py). Colors are strings ("#FF0000", "Red", ...). */
const ItemsStyle = schemas/* object */.Ikc({
    FontColor: schemas/* string */.YjP().optional(),
    HighlightColor: schemas/* string */.YjP().optional(),
    BeginSeparatorString: schemas/* string */.YjP().optional(),
    EndSeparatorString: schemas/* string */.YjP().optional(),
    // Required in spec (non-nullable bool) -> C# default(bool).
    Bold: schemas/* boolean */.zMY().default(false),
    Italic: schemas/* boolean */.zMY().default(false),
    StrikeThrough: schemas/* boolean */.zMY().default(false),
    Underline: schemas/* boolean */.zMY().default(false),
});
/** Metadata: user metadata for the result document (models/metadata.py). */
const Metadata = schemas/* object */.Ikc({
    Author: schemas/* string */.YjP().optional(),
    LastSaveBy: schemas/* string */.YjP().optional(),
    Company: schemas/* string */.YjP().optional(),
});
/** DiagramMasterSetting (models/diagram_master_setting.py). */
const DiagramMasterSetting = schemas/* object */.Ikc({
    MasterPath: schemas/* string */.YjP().optional(),
    // Required in spec -> C# default(bool).
    UseSourceMaster: schemas/* boolean */.zMY().default(false),
});
/** Size: item size, used by Settings.OriginalSize (models/size.py). Both required in spec. */
const Size = schemas/* object */.Ikc({
    Width: records_int().default(0),
    Height: records_int().default(0),
});
/**
 * Settings: comparison process settings (models/settings.py, Settings.cs).
 * Note the spec spells it `CloneMetadata` (not ClonedMetadata) and `MetaData`
 * (capital D).
 */
const records_Settings = schemas/* object */.Ikc({
    // Required in spec; defaults are C# default(T) unless noted.
    GenerateSummaryPage: schemas/* boolean */.zMY().default(false),
    ShowDeletedContent: schemas/* boolean */.zMY().default(false),
    ShowInsertedContent: schemas/* boolean */.zMY().default(false),
    StyleChangeDetection: schemas/* boolean */.zMY().default(false),
    InsertedItemsStyle: ItemsStyle.optional(),
    DeletedItemsStyle: ItemsStyle.optional(),
    ChangedItemsStyle: ItemsStyle.optional(),
    WordsSeparatorChars: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    DetailsLevel: DetailsLevel.default('Low'),
    UseFramesForDelInsElements: schemas/* boolean */.zMY().default(false),
    CalculateComponentCoordinates: schemas/* boolean */.zMY().default(false),
    MarkChangedContent: schemas/* boolean */.zMY().default(false),
    MarkNestedContent: schemas/* boolean */.zMY().default(false),
    CloneMetadata: CloneMetadata.default('Default'),
    MetaData: Metadata.optional(),
    PasswordSaveOption: PasswordSaveOption.default('None'),
    Password: schemas/* string */.YjP().optional(),
    DiagramMasterSetting: DiagramMasterSetting.optional(),
    OriginalSize: Size.optional(),
    HeaderFootersComparison: schemas/* boolean */.zMY().default(false),
    PaperSize: PaperSize.default('Default'),
    // "Gets or sets a sensitivity of comparison. Default is 75" (models/settings.py);
    // docs settings.md: "(1..100). Default is 75". 0 is accepted because the docs'
    // own Settings example sends 0.
    SensitivityOfComparison: records_int().min(0).max(100).default(75),
    // GroupDocs.Comparison's CompareOptions.WordTrackChanges: write the result as native Word
    // revisions instead of styled marks. Not in the Cloud spec; absent = styled result.
    WordTrackChanges: schemas/* boolean */.zMY().optional(),
    // docdelta extensions for spreadsheets: compare formulas as well as values (default true),
    // and the relative difference under which two numbers count as equal (default 1e-9).
    CellsCompareFormulas: schemas/* boolean */.zMY().optional(),
    CellsNumericTolerance: schemas/* number */.aig().min(0).optional(),
});
/**
 * ComparisonOptions (models/comparison_options.py). Body of POST /comparison/comparisons
 * and POST /comparison/changes.
 * Spec: SourceFile/TargetFiles optional (nullable references); docdelta requires a
 * source and at least one target, which every comparison endpoint needs.
 */
const ComparisonOptions = schemas/* object */.Ikc({
    SourceFile: FileInfo,
    TargetFiles: schemas/* array */.YOg(FileInfo).min(1),
    Settings: records_Settings.optional(),
    // "Changes type. Used only for Changes resource (/comparison/changes)".
    // Required in spec -> C# default(ChangeType) = None.
    ChangeType: ChangeType.default('None'),
    // "if not specified the document will not be saved"
    OutputPath: schemas/* string */.YjP().optional(),
});
/** StyleChangeInfo (models/style_change_info.py). The spec field is ChangedProperty. */
const StyleChangeInfo = schemas/* object */.Ikc({
    ChangedProperty: schemas/* string */.YjP().optional(),
    OldValue: schemas/* string */.YjP().optional(),
    NewValue: schemas/* string */.YjP().optional(),
});
/** PageInfo (models/page_info.py). All three required (int) in spec. */
const PageInfo = schemas/* object */.Ikc({
    Width: records_int().default(0),
    Height: records_int().default(0),
    PageNumber: records_int().default(0),
});
/** Rectangle (models/rectangle.py). All four required (float) in spec. */
const Rectangle = schemas/* object */.Ikc({
    Height: schemas/* number */.aig().default(0),
    Width: schemas/* number */.aig().default(0),
    X: schemas/* number */.aig().default(0),
    Y: schemas/* number */.aig().default(0),
});
/**
 * ChangeInfo (models/change_info.py). Returned by POST /comparison/changes and sent
 * back in UpdatesOptions.Changes, so it is parsed leniently like a request record.
 * Id is kept strictly required (no 0 default): it is what identifies the change.
 */
const ChangeInfo = schemas/* object */.Ikc({
    Id: records_int(),
    ComparisonAction: ComparisonAction.default('None'),
    Type: ChangeType.default('None'),
    Text: schemas/* string */.YjP().optional(),
    TargetText: schemas/* string */.YjP().optional(),
    Authors: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    StyleChangeInfo: schemas/* array */.YOg(StyleChangeInfo).optional(),
    PageInfo: PageInfo.optional(),
    // Required in spec (Rectangle is a struct) -> all-zero rectangle.
    Box: Rectangle.default({ Height: 0, Width: 0, X: 0, Y: 0 }),
});
/** UpdatesOptions = ComparisonOptions + Changes (models/updates_options.py). Body of PUT /comparison/updates. */
const UpdatesOptions = ComparisonOptions.extend({
    // "Changes to apply or reject. Used only for updates resource (/comparison/updates)"
    Changes: schemas/* array */.YOg(ChangeInfo).optional(),
});
/**
 * RevisionInfo (models/revision_info.py). Returned by POST /comparison/revisions and
 * sent back in ApplyRevisionsOptions.Revisions. Id strictly required, as for ChangeInfo.
 */
const RevisionInfo = schemas/* object */.Ikc({
    Id: records_int(),
    // Required in spec -> C# default: None / Insertion (first members).
    Action: RevisionAction.default('None'),
    Text: schemas/* string */.YjP().optional(),
    Author: schemas/* string */.YjP().optional(),
    Type: RevisionType.default('Insertion'),
});
/** ApplyRevisionsOptions (models/apply_revisions_options.py). Body of PUT /comparison/revisions. */
const ApplyRevisionsOptions = schemas/* object */.Ikc({
    // Spec: optional; required here (see FileInfo).
    SourceFile: FileInfo,
    Revisions: schemas/* array */.YOg(RevisionInfo).optional(),
    // Required in spec -> C# default(bool).
    AcceptAll: schemas/* boolean */.zMY().default(false),
    RejectAll: schemas/* boolean */.zMY().default(false),
    OutputPath: schemas/* string */.YjP().optional(),
});
/** PreviewOptions (models/preview_options.py). Body of POST /comparison/preview. */
const PreviewOptions = schemas/* object */.Ikc({
    // Spec: optional; required here (see FileInfo).
    FileInfo: FileInfo,
    // Required in spec -> C# default(Format) = Jpeg (first member).
    Format: PreviewFormat.default('Jpeg'),
    OutputFolder: schemas/* string */.YjP().optional(),
    // Required in spec (int) -> 0.
    Width: records_int().min(0).default(0),
    Height: records_int().min(0).default(0),
    PageNumbers: schemas/* array */.YOg(records_int().min(1)).optional(),
});
/**
 * Link (models/link.py): the one record whose wire names are lower-case in the
 * spec itself (`attribute_map = {'href': 'href', ...}`). Returned by
 * POST /comparison/comparisons, PUT /comparison/updates, PUT /comparison/revisions
 * and (as an array) POST /comparison/preview.
 */
const Link = schemas/* object */.Ikc({
    href: schemas/* string */.YjP().optional(),
    rel: schemas/* string */.YjP().optional(),
    type: schemas/* string */.YjP().optional(),
    title: schemas/* string */.YjP().optional(),
});
/** InfoResult (models/info_result.py), response of POST /comparison/info. Size and PageCount required. */
const InfoResult = schemas/* object */.Ikc({
    Format: schemas/* string */.YjP().optional(),
    Extension: schemas/* string */.YjP().optional(),
    Size: records_int().min(0),
    PageCount: records_int().min(0),
});
/** Format (models/format.py). */
const Format = schemas/* object */.Ikc({
    Extension: schemas/* string */.YjP().optional(),
    FileFormat: schemas/* string */.YjP().optional(),
});
/** FormatsResult (FormatsResult.cs), response of GET /comparison/formats. */
const FormatsResult = schemas/* object */.Ikc({
    Formats: schemas/* array */.YOg(Format).optional(),
});

;// CONCATENATED MODULE: ./src/model/wire.ts
function defOf(schema) {
    return schema._zod.def;
}
/** Wrapper kinds whose inner schema decides the shape of the value. */
const WRAPPERS = new Set([
    'optional',
    'nullable',
    'default',
    'prefault',
    'catch',
    'readonly',
    'nonoptional',
    'success',
]);
/**
 * Strips wrappers (optional, nullable, default, readonly, catch...), follows
 * pipes to their input side and resolves lazy schemas.
 */
function unwrapSchema(schema) {
    let s = schema;
    for (let guard = 0; guard < 64; guard++) {
        const def = defOf(s);
        if (WRAPPERS.has(def.type))
            s = def.innerType;
        else if (def.type === 'pipe')
            s = def.in;
        else if (def.type === 'lazy')
            s = def.getter();
        else
            return s;
    }
    return s;
}
/** True when the schema (through its wrappers) accepts `null`. */
function acceptsNull(schema) {
    let s = schema;
    for (let guard = 0; guard < 64; guard++) {
        const def = defOf(s);
        if (def.type === 'nullable' || def.type === 'null' || def.type === 'any' || def.type === 'unknown')
            return true;
        if (WRAPPERS.has(def.type))
            s = def.innerType;
        else if (def.type === 'pipe')
            s = def.in;
        else if (def.type === 'lazy')
            s = def.getter();
        else if (def.type === 'union')
            return def.options.some(acceptsNull);
        else
            return false;
    }
    return false;
}
function isPlainObject(v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return false;
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null;
}
const keyMapCache = new WeakMap();
/**
 * Lower-cased field name -> canonical field name, for a `z.object` schema
 * (after unwrapping). Empty map for anything else.
 */
function schemaKeyMap(schema) {
    const s = unwrapSchema(schema);
    const cached = keyMapCache.get(s);
    if (cached)
        return cached;
    const map = new Map();
    const def = defOf(s);
    if (def.type === 'object') {
        for (const key of Object.keys(def.shape)) {
            map.set(key.toLowerCase(), key);
        }
    }
    keyMapCache.set(s, map);
    return map;
}
function normalizeEnum(def, value) {
    const values = Object.values(def.entries);
    if (typeof value === 'string') {
        if (values.includes(value))
            return value;
        const lower = value.trim().toLowerCase();
        const hit = values.find((v) => typeof v === 'string' && v.toLowerCase() === lower);
        if (hit !== undefined)
            return hit;
        // Index given as a digit string: python SDK `allowed_values[int(x)]`.
        if (/^\d+$/.test(value.trim())) {
            const idx = Number(value.trim());
            if (idx < values.length && typeof values[idx] === 'string')
                return values[idx];
        }
        return value;
    }
    // Index given as a number: Newtonsoft StringEnumConverter accepts integers.
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < values.length) {
        if (!values.includes(value) && typeof values[value] === 'string')
            return values[value];
    }
    return value;
}
/**
 * Rewrites `value` towards `schema`'s canonical form without validating it:
 * object keys matched case-insensitively to the schema's field names (an exact
 * match wins over a case-folded one), unknown keys dropped, `null` for
 * non-nullable fields dropped, enum values mapped to their canonical spelling,
 * recursively through nested objects, arrays, records and unions.
 * Values the schema does not describe are returned unchanged.
 */
function wire_normalizeKeys(schema, value) {
    const s = unwrapSchema(schema);
    const def = defOf(s);
    switch (def.type) {
        case 'object': {
            if (!isPlainObject(value))
                return value;
            const shape = def.shape;
            const keyMap = schemaKeyMap(s);
            const out = {};
            const exact = new Set();
            for (const [rawKey, rawVal] of Object.entries(value)) {
                const canonical = keyMap.get(rawKey.toLowerCase());
                if (canonical === undefined)
                    continue; // unknown field: ignored
                const fieldSchema = shape[canonical];
                if (rawVal === null && !acceptsNull(fieldSchema))
                    continue; // null = absent
                const isExact = rawKey === canonical;
                if (canonical in out && (exact.has(canonical) || !isExact))
                    continue;
                out[canonical] = wire_normalizeKeys(fieldSchema, rawVal);
                if (isExact)
                    exact.add(canonical);
            }
            return out;
        }
        case 'array': {
            if (!Array.isArray(value))
                return value;
            const element = def.element;
            return value.map((item) => wire_normalizeKeys(element, item));
        }
        case 'record': {
            if (!isPlainObject(value))
                return value;
            const valueType = def.valueType;
            const out = {};
            for (const [k, v] of Object.entries(value))
                out[k] = wire_normalizeKeys(valueType, v);
            return out;
        }
        case 'enum':
            return normalizeEnum(def, value);
        case 'union': {
            const options = def.options;
            for (const option of options) {
                const candidate = wire_normalizeKeys(option, value);
                if (option.safeParse(candidate).success)
                    return candidate;
            }
            return value;
        }
        case 'intersection': {
            const left = wire_normalizeKeys(def.left, value);
            const right = wire_normalizeKeys(def.right, value);
            return isPlainObject(left) && isPlainObject(right) ? { ...left, ...right } : left;
        }
        default:
            return value;
    }
}
/**
 * Thrown by parseRequest when the body does not match the schema. `message` is a
 * single line naming each offending field path and what was expected, e.g.
 * `Invalid request body: Settings.DetailsLevel: expected one of Low, Middle, High, got "Huge"`.
 */
class RequestValidationError extends Error {
    name = 'RequestValidationError';
    issues;
    constructor(issues) {
        const text = issues.map((i) => `${i.path || 'body'}: ${i.message}`).join('; ');
        super(`Invalid request body: ${text}`.replace(/[\r\n]+/g, ' '));
        this.issues = issues;
    }
}
/** `['TargetFiles', 0, 'FilePath']` -> `TargetFiles[0].FilePath`. */
function formatPath(path) {
    let out = '';
    for (const seg of path) {
        if (typeof seg === 'number')
            out += `[${seg}]`;
        else
            out += out ? `.${String(seg)}` : String(seg);
    }
    return out;
}
function valueAt(root, path) {
    let cur = root;
    for (const seg of path) {
        if (cur === null || typeof cur !== 'object')
            return undefined;
        cur = cur[seg];
    }
    return cur;
}
function describe(value) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return value.length === 0 ? 'an empty array' : `an array of ${value.length}`;
    if (typeof value === 'object')
        return 'an object';
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
function issueMessage(issue, input) {
    const got = valueAt(input, issue.path);
    switch (issue.code) {
        case 'invalid_type':
            return got === undefined ? `is required (${issue.expected})` : `expected ${issue.expected}, got ${describe(got)}`;
        case 'invalid_value':
            return `expected one of ${issue.values.map((v) => String(v)).join(', ')}, got ${describe(got)}`;
        case 'too_small':
            if (issue.origin === 'array')
                return `expected at least ${String(issue.minimum)} item(s), got ${describe(got)}`;
            if (issue.origin === 'string')
                return `expected at least ${String(issue.minimum)} character(s), got ${describe(got)}`;
            return `expected a number >= ${String(issue.minimum)}, got ${describe(got)}`;
        case 'too_big':
            if (issue.origin === 'array')
                return `expected at most ${String(issue.maximum)} item(s), got ${describe(got)}`;
            if (issue.origin === 'string')
                return `expected at most ${String(issue.maximum)} character(s), got ${describe(got)}`;
            return `expected a number <= ${String(issue.maximum)}, got ${describe(got)}`;
        case 'invalid_union':
            return `does not match any accepted form, got ${describe(got)}`;
        default:
            return issue.message.replace(/[\r\n]+/g, ' ');
    }
}
/**
 * Parses a JSON request body against `schema`: normalises keys and enum values
 * (see normalizeKeys), applies the schema's defaults, validates, and returns the
 * canonical object. Throws RequestValidationError on failure.
 */
function wire_parseRequest(schema, json) {
    const normalized = wire_normalizeKeys(schema, json);
    const result = schema.safeParse(normalized);
    if (result.success)
        return result.data;
    const issues = result.error.issues.map((issue) => ({
        path: formatPath(issue.path),
        message: issueMessage(issue, normalized),
    }));
    throw new RequestValidationError(issues);
}
/** `FilePath` -> `filePath`, `X` -> `x`, `href` -> `href`. */
function toCamelKey(key) {
    return key.length === 0 ? key : key[0].toLowerCase() + key.slice(1);
}
/**
 * Converts a canonical response value to the requested wire casing. 'pascal'
 * returns the value as is (canonical = spec names). 'camel' returns a deep copy
 * with the first letter of every object key lower-cased (what the vendor SDKs'
 * camelCase deserialisers expect). Keys that are already lower-case, such as
 * Link's href/rel/type/title and the ErrorResponse envelope, are untouched.
 * Only plain objects and arrays are walked; Dates, Buffers etc. pass through.
 */
function toWire(value, casing) {
    if (casing === 'pascal')
        return value;
    return camelize(value);
}
function camelize(value) {
    if (Array.isArray(value))
        return value.map(camelize);
    if (!isPlainObject(value))
        return value;
    const out = {};
    for (const [k, v] of Object.entries(value))
        out[toCamelKey(k)] = camelize(v);
    return out;
}

;// CONCATENATED MODULE: ./src/engine/settings-json.ts


// Kept apart from settings.ts so that engine/index, and with it the git driver's start-up path,
// never loads the API schemas (zod): only doors that take Settings as JSON import this.
/**
 * Settings as a caller wrote them (any key casing), validated against the API's Settings
 * schema, keeping only the fields the caller set: the API's schema defaults (C# default(T),
 * e.g. ShowDeletedContent false) describe what SDKs send, not what a person who left a field
 * out expects, so absent fields fall back to the engine's defaults.
 */
function settings_json_settingsFromJson(json) {
    if (json === undefined || json === null)
        return {};
    const parsed = parseRequest(Settings, json);
    const explicit = normalizeKeys(Settings, json);
    const result = {};
    for (const key of Object.keys(explicit))
        if (explicit[key] !== undefined)
            result[key] = parsed[key];
    return result;
}

;// CONCATENATED MODULE: ./src/backend/local.ts



/** The default backend: the engine in this process. */
function local_localBackend() {
    // Only the fields the caller set: absent ones keep the engine's defaults, not the API schema's.
    const settingsOf = (settings) => (settings === undefined ? undefined : settingsFromJson(settings));
    const changesReport = async (request) => {
        const result = await listChanges({ source: request.source, targets: request.targets, settings: settingsOf(request.settings), changeType: request.changeType });
        // The engine's records are the API's ChangeInfo already: no second parse on the way out.
        return { changes: result.changes, places: result.places, warnings: result.warnings };
    };
    const renderPreviews = async (request) => {
        // The renderer pulls in pdf.js and native modules: loaded only when pages are asked for.
        const { renderPreviews: render } = await __webpack_require__.e(/* import() */ 301).then(__webpack_require__.bind(__webpack_require__, 37301));
        const result = await render(request.document, { format: request.format, pages: request.pages, width: request.width, height: request.height, office: request.office, soffice: request.soffice });
        return {
            pages: result.pages.map((page) => ({ pageNumber: page.pageNumber, bytes: page.bytes, width: page.width, height: page.height })),
            warnings: result.warnings.map((w) => ({ ...w, fileName: request.document.fileName })),
        };
    };
    return {
        kind: 'local',
        async formats() {
            return formatsList();
        },
        async info(document) {
            const info = await documentInfo(document);
            return { Format: info.FileFormat, Extension: info.Extension, Size: info.Size, PageCount: info.PageCount };
        },
        async listChanges(request) {
            return (await changesReport(request)).changes;
        },
        changesReport,
        async compare(request) {
            const result = await compareToDocument({
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
            const result = await applyChanges({
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
            return (await listRevisions(document));
        },
        async applyRevisions(request) {
            const result = await applyRevisions(request.document, { acceptAll: request.acceptAll, rejectAll: request.rejectAll, revisions: request.revisions, settings: request.settings });
            return { bytes: result.bytes, extension: result.extension, remaining: result.remaining };
        },
        async previews(request) {
            return (await renderPreviews(request)).pages;
        },
        renderPreviews,
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
;// CONCATENATED MODULE: ./src/model/conversion.ts
/**
 * Request/response bodies of two SIBLING GroupDocs Cloud APIs that docdelta also
 * serves. Neither is part of the GroupDocs.Comparison Cloud v2.0 spec:
 *
 *  - POST /conversion  (GroupDocs.Conversion Cloud, ConvertSettings)
 *    source: groupdocs-conversion-cloud-python groupdocs_conversion_cloud/models/
 *    convert_settings.py, load_options.py, csv_load_options.py, convert_options.py.
 *    Its names are PascalCase like the comparison API.
 *
 *  - POST /translation/resx  (GroupDocs.Translation Cloud, ResxFileRequest / StatusResponse)
 *    source: groupdocs-translation-cloud-python GroupDocs/Translation/Api/models/
 *    resx_file_request.py, status_response.py (OpenAPI-generator, pydantic aliases)
 *    and groupdocs-translation-cloud-dotnet docs/ResxFileRequest.md.
 *    Its spec names are camelCase, so camelCase is their canonical form here.
 */


const conversion_int = () => schemas/* number */.aig().int();
/**
 * CsvLoadOptions (csv_load_options.py, extends SpreadsheetLoadOptions).
 * Spec marks Separator, IsMultiEncoded, HasFormula, ConvertNumericData and
 * ConvertDateTimeData required. Stated defaults: ConvertNumericData and
 * ConvertDateTimeData "Default is True"; the booleans without a stated default
 * take C# default(bool). Separator has no stated default and stays required.
 */
const CsvLoadOptions = schemas/* object */.Ikc({
    Format: schemas/* string */.YjP().optional(),
    Separator: schemas/* string */.YjP().min(1),
    IsMultiEncoded: schemas/* boolean */.zMY().default(false),
    HasFormula: schemas/* boolean */.zMY().default(false),
    ConvertNumericData: schemas/* boolean */.zMY().default(true),
    ConvertDateTimeData: schemas/* boolean */.zMY().default(true),
    Encoding: schemas/* string */.YjP().optional(),
});
/**
 * LoadOptions as accepted in ConvertSettings.LoadOptions. The spec's LoadOptions is a
 * polymorphic base (only `Format`) with one subclass per input format; the server
 * picks the subclass from the input file. docdelta keeps one flat record: the base
 * field, the CSV fields (all optional here: they apply only to CSV input; apply
 * CsvLoadOptions for CSV defaults) and Password, which most subclasses carry.
 */
const LoadOptions = schemas/* object */.Ikc({
    /** Input format, e.g. "docx"; only needed for direct (stream) conversion. */
    Format: schemas/* string */.YjP().optional(),
    Password: schemas/* string */.YjP().optional(),
    Separator: schemas/* string */.YjP().min(1).optional(),
    IsMultiEncoded: schemas/* boolean */.zMY().optional(),
    HasFormula: schemas/* boolean */.zMY().optional(),
    ConvertNumericData: schemas/* boolean */.zMY().optional(),
    ConvertDateTimeData: schemas/* boolean */.zMY().optional(),
    Encoding: schemas/* string */.YjP().optional(),
});
/**
 * ConvertOptions base (convert_options.py). FromPage and PagesCount are marked
 * required on the base class but are optional here because the record is a
 * polymorphic base and subclass defaults differ. WatermarkOptions is not modelled.
 */
const ConvertOptions = schemas/* object */.Ikc({
    FromPage: conversion_int().min(1).optional(),
    PagesCount: conversion_int().min(1).optional(),
    /** Page indexes to convert. */
    Pages: schemas/* array */.YOg(conversion_int()).optional(),
});
/** ConvertSettings: body of POST /conversion (convert_settings.py). FilePath and Format required, min length 1. */
const ConvertSettings = schemas/* object */.Ikc({
    StorageName: schemas/* string */.YjP().optional(),
    FilePath: schemas/* string */.YjP().min(1),
    /** Requested output format, e.g. "pdf". */
    Format: schemas/* string */.YjP().min(1),
    LoadOptions: LoadOptions.optional(),
    ConvertOptions: ConvertOptions.optional(),
    /** Converted file save path; when absent the result is returned in the response. */
    OutputPath: schemas/* string */.YjP().optional(),
    FontsPath: schemas/* string */.YjP().optional(),
});
/** StoredConvertedResult: one element of the POST /conversion response array. */
const StoredConvertedResult = schemas/* object */.Ikc({
    Name: schemas/* string */.YjP().optional(),
    Size: conversion_int().min(0),
    Url: schemas/* string */.YjP().optional(),
});
/**
 * ResxFileRequest: body of POST /translation/resx.
 * sourceLanguage: required, min length 1, default "en" (python from_dict falls back
 * to 'en'; dotnet docs "[default to \"en\"]"). targetLanguages: required.
 * savingMode: "Is Files by default" (field description).
 */
const ResxFileRequest = schemas/* object */.Ikc({
    sourceLanguage: schemas/* string */.YjP().min(1).default('en'),
    targetLanguages: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1),
    /** File content; byte[] in the spec, i.e. base64 in JSON. Takes precedence over url. */
    file: schemas/* string */.YjP().optional(),
    /** "If null will be as request ID." */
    originalFileName: schemas/* string */.YjP().optional(),
    /** Link to the file; ignored if `file` is set. */
    url: schemas/* string */.YjP().optional(),
    /** "Url or name of application using this SDK. Not required." */
    origin: schemas/* string */.YjP().optional(),
    savingMode: SavingMode.default('Files'),
});
/**
 * StatusResponse: response of POST /translation/resx (status_response.py).
 * `status` is the spec's HttpStatusCode (the .NET enum: serialised as its number,
 * or its name); `id` is the request id used to poll for the result.
 */
const StatusResponse = schemas/* object */.Ikc({
    status: schemas/* union */.KCZ([conversion_int(), schemas/* string */.YjP()]).optional(),
    message: schemas/* string */.YjP().optional(),
    id: schemas/* string */.YjP().optional(),
});

;// CONCATENATED MODULE: ./src/model/storage.ts
/**
 * Storage, license and error records of the GroupDocs.Comparison Cloud v2.0 API
 * (File/Folder/Storage/License APIs shared by all GroupDocs Cloud products).
 *
 * These are response records: required fields (python setters that raise
 * "must not be `None`") stay strictly required and have no defaults.
 * Sources: groupdocs-comparison-cloud-dotnet src/GroupDocs.Comparison.Cloud.Sdk/Model/*.cs
 * (names/types), groupdocs-conversion-cloud-python groupdocs_conversion_cloud/models/*.py
 * (same shared models, for which fields are required).
 */

const storage_int = () => schemas/* number */.aig().int();
/** StorageFile: file or folder information (StorageFile.cs). IsFolder and Size required. */
const StorageFile = schemas/* object */.Ikc({
    Name: schemas/* string */.YjP().optional(),
    IsFolder: schemas/* boolean */.zMY(),
    /** ISO 8601 date-time (DateTime in the spec). */
    ModifiedDate: schemas/* string */.YjP().optional(),
    Size: storage_int().min(0),
    Path: schemas/* string */.YjP().optional(),
});
/** FileVersion = StorageFile + VersionId, IsLatest (models/file_version.py). IsLatest required. */
const FileVersion = StorageFile.extend({
    VersionId: schemas/* string */.YjP().optional(),
    IsLatest: schemas/* boolean */.zMY(),
});
/** FilesList, response of GET /comparison/storage/folder/{path} (FilesList.cs). */
const FilesList = schemas/* object */.Ikc({
    Value: schemas/* array */.YOg(StorageFile).optional(),
});
/** FileVersions, response of GET /comparison/storage/version/{path} (FileVersions.cs). */
const FileVersions = schemas/* object */.Ikc({
    Value: schemas/* array */.YOg(FileVersion).optional(),
});
/** ErrorDetails (ErrorDetails.cs). Date (DateTime) required. */
const ErrorDetails = schemas/* object */.Ikc({
    RequestId: schemas/* string */.YjP().optional(),
    /** ISO 8601 date-time. */
    Date: schemas/* string */.YjP(),
});
/**
 * The spec's `Error` record (Error.cs; node SDK src/model/model_error.ts calls it
 * ModelError, as `Error` would shadow the global). Used in FilesUploadResult.Errors.
 */
const ModelError = schemas/* object */.Ikc({
    Code: schemas/* string */.YjP().optional(),
    Message: schemas/* string */.YjP().optional(),
    Description: schemas/* string */.YjP().optional(),
    InnerError: ErrorDetails.optional(),
});
/** FilesUploadResult, response of PUT /comparison/storage/file/{path} (FilesUploadResult.cs). */
const FilesUploadResult = schemas/* object */.Ikc({
    Uploaded: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    Errors: schemas/* array */.YOg(ModelError).optional(),
});
/** ObjectExist, response of GET /comparison/storage/exist/{path}. Both required. */
const ObjectExist = schemas/* object */.Ikc({
    Exists: schemas/* boolean */.zMY(),
    IsFolder: schemas/* boolean */.zMY(),
});
/** StorageExist, response of GET /comparison/storage/{storageName}/exist. Exists required. */
const StorageExist = schemas/* object */.Ikc({
    Exists: schemas/* boolean */.zMY(),
});
/** DiscUsage, response of GET /comparison/storage/disc (DiscUsage.cs). Both required (long). */
const DiscUsage = schemas/* object */.Ikc({
    UsedSize: storage_int().min(0),
    TotalSize: storage_int().min(0),
});
/** ConsumptionResult, response of GET /comparison/consumption (ConsumptionResult.cs). Both required (decimal). */
const ConsumptionResult = schemas/* object */.Ikc({
    Credit: schemas/* number */.aig(),
    Quantity: schemas/* number */.aig(),
});
/**
 * Error response envelope. Unlike the records above its wire names are
 * camelCase whatever the casing of the rest of the API:
 *   {"error": {"code", "message", "description", "innerError": {"requestId", "date"}}}
 * (the .NET SDK reads it as ApiErrorResponse { Error } case-insensitively:
 * src/GroupDocs.Comparison.Cloud.Sdk/Client/RequestHandlers/ApiErrorResponse.cs).
 * Its canonical form therefore IS camelCase, and toWire leaves it unchanged in
 * both casings.
 */
const ErrorResponseDetails = schemas/* object */.Ikc({
    requestId: schemas/* string */.YjP().optional(),
    date: schemas/* string */.YjP(),
});
const ErrorResponseError = schemas/* object */.Ikc({
    code: schemas/* string */.YjP(),
    message: schemas/* string */.YjP(),
    description: schemas/* string */.YjP().optional(),
    innerError: ErrorResponseDetails.optional(),
});
const ErrorResponse = schemas/* object */.Ikc({
    error: ErrorResponseError,
});
/** Builds an ErrorResponse; `date` defaults to now. */
function makeErrorResponse(code, message, opts = {}) {
    const innerError = { date: (opts.date ?? new Date()).toISOString() };
    if (opts.requestId !== undefined)
        innerError.requestId = opts.requestId;
    const error = { code, message, innerError };
    if (opts.description !== undefined)
        error.description = opts.description;
    return { error };
}

;// CONCATENATED MODULE: ./src/client/index.ts











/** A non-2xx answer: status, the API's error code and message, and the server's request id. */
class ApiClientError extends Error {
    status;
    code;
    requestId;
    name = 'ApiClientError';
    constructor(status, code, message, requestId) {
        super(message);
        this.status = status;
        this.code = code;
        this.requestId = requestId;
    }
}
const RETRYABLE_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'ECONNREFUSED']);
/**
 * Typed client of the Comparison Cloud v2.0 API (and docdelta's conversion, translation and
 * viewer routes). Responses are validated with the zod schemas of src/model in either casing.
 * The bearer token is cached and renewed before it expires or after a 401; 429, 503 and dropped
 * connections are retried with backoff. Files stream from and to disk.
 */
class DocdeltaClient {
    options;
    token;
    base;
    constructor(options) {
        this.options = options;
        this.base = options.baseUrl.replace(/\/+$/, '');
    }
    // Auth
    /** A valid access token, from the cache while it has more than 30 s left. */
    async accessToken() {
        if (this.token && this.token.expiresAt - 30_000 > Date.now())
            return this.token.value;
        const response = await this.send('POST', '/connect/token', {
            auth: false,
            body: { kind: 'form', value: new URLSearchParams({ grant_type: 'client_credentials', client_id: this.options.clientId, client_secret: this.options.clientSecret }) },
        });
        const json = (await response.body.json());
        if (response.statusCode !== 200 || !json.access_token)
            throw new ApiClientError(response.statusCode, json.error ?? 'invalid_client', `token request failed: ${json.error ?? response.statusCode}`);
        this.token = { value: json.access_token, expiresAt: tokenExpiry(json.access_token) ?? Date.now() + (json.expires_in ?? 3600) * 1000 };
        return this.token.value;
    }
    // Info and comparison
    formats() {
        return this.json('GET', '/v2.0/comparison/formats', FormatsResult);
    }
    info(file) {
        return this.json('POST', '/v2.0/comparison/info', InfoResult, { body: { kind: 'json', value: file } });
    }
    comparisons(options) {
        return this.json('POST', '/v2.0/comparison/comparisons', Link, { body: { kind: 'json', value: options } });
    }
    changes(options) {
        return this.json('POST', '/v2.0/comparison/changes', schemas/* array */.YOg(ChangeInfo), { body: { kind: 'json', value: options } });
    }
    /** PUT /comparison/changes: the documents travel in the request (multipart). */
    changesOfFiles(source, targets, settings, changeType) {
        const parts = [{ name: 'sourceFile', file: source }, ...targets.map((file) => ({ name: 'targetFiles', file }))];
        if (settings)
            parts.push({ name: 'settings', value: JSON.stringify(settings) });
        if (changeType)
            parts.push({ name: 'changeType', value: changeType });
        return this.json('PUT', '/v2.0/comparison/changes', schemas/* array */.YOg(ChangeInfo), { body: { kind: 'multipart', parts } });
    }
    updates(options) {
        return this.json('PUT', '/v2.0/comparison/updates', Link, { body: { kind: 'json', value: options } });
    }
    revisions(file) {
        return this.json('POST', '/v2.0/comparison/revisions', schemas/* array */.YOg(RevisionInfo), { body: { kind: 'json', value: file } });
    }
    applyRevisions(options) {
        return this.json('PUT', '/v2.0/comparison/revisions', Link, { body: { kind: 'json', value: options } });
    }
    preview(options) {
        return this.json('POST', '/v2.0/comparison/preview', schemas/* array */.YOg(Link), { body: { kind: 'json', value: options } });
    }
    consumption() {
        return this.json('GET', '/v2.0/comparison/consumption', ConsumptionResult);
    }
    // Files
    async downloadFile(path, query = {}) {
        const response = await this.call('GET', `/v2.0/comparison/storage/file/${encodePath(path)}`, { query: { ...query } });
        return new Uint8Array(await response.body.arrayBuffer());
    }
    /** Streams a stored file to `destination` on disk. */
    async downloadFileTo(path, destination, query = {}) {
        const response = await this.call('GET', `/v2.0/comparison/storage/file/${encodePath(path)}`, { query: { ...query } });
        await (0,promises_.pipeline)(response.body, (0,external_node_fs_.createWriteStream)(destination));
    }
    uploadFile(path, file, query = {}) {
        return this.json('PUT', `/v2.0/comparison/storage/file/${encodePath(path)}`, FilesUploadResult, { query, body: { kind: 'multipart', parts: [{ name: 'File', file }] } });
    }
    deleteFile(path, query = {}) {
        return this.empty('DELETE', `/v2.0/comparison/storage/file/${encodePath(path)}`, { query: { ...query } });
    }
    copyFile(src, destPath, query = {}) {
        return this.empty('PUT', `/v2.0/comparison/storage/file/copy/${encodePath(src)}`, { query: { destPath, ...query } });
    }
    moveFile(src, destPath, query = {}) {
        return this.empty('PUT', `/v2.0/comparison/storage/file/move/${encodePath(src)}`, { query: { destPath, ...query } });
    }
    // Folders and storages
    getFilesList(path, query = {}) {
        return this.json('GET', `/v2.0/comparison/storage/folder/${encodePath(path)}`, FilesList, { query });
    }
    createFolder(path, query = {}) {
        return this.empty('PUT', `/v2.0/comparison/storage/folder/${encodePath(path)}`, { query });
    }
    deleteFolder(path, query = {}) {
        return this.empty('DELETE', `/v2.0/comparison/storage/folder/${encodePath(path)}`, { query });
    }
    copyFolder(src, destPath, query = {}) {
        return this.empty('PUT', `/v2.0/comparison/storage/folder/copy/${encodePath(src)}`, { query: { destPath, ...query } });
    }
    moveFolder(src, destPath, query = {}) {
        return this.empty('PUT', `/v2.0/comparison/storage/folder/move/${encodePath(src)}`, { query: { destPath, ...query } });
    }
    storageExists(storageName) {
        return this.json('GET', `/v2.0/comparison/storage/${encodeURIComponent(storageName)}/exist`, StorageExist);
    }
    objectExists(path, query = {}) {
        return this.json('GET', `/v2.0/comparison/storage/exist/${encodePath(path)}`, ObjectExist, { query: { ...query } });
    }
    getDiscUsage(query = {}) {
        return this.json('GET', '/v2.0/comparison/storage/disc', DiscUsage, { query });
    }
    getFileVersions(path, query = {}) {
        return this.json('GET', `/v2.0/comparison/storage/version/${encodePath(path)}`, FileVersions, { query });
    }
    // Sibling APIs
    /** With OutputPath: the stored results. Without: the converted bytes. */
    async convert(settings) {
        const response = await this.call('POST', '/v2.0/conversion', { body: { kind: 'json', value: settings } });
        if (String(response.headers['content-type'] ?? '').includes('application/json'))
            return wire_parseRequest(schemas/* array */.YOg(StoredConvertedResult), await response.body.json());
        return new Uint8Array(await response.body.arrayBuffer());
    }
    translateResx(body) {
        return this.json('POST', '/v2.0/translation/resx', StatusResponse, { body: { kind: 'json', value: body } });
    }
    translationStatus(id) {
        return this.json('GET', `/v2.0/translation/resx/${encodeURIComponent(id)}`, StatusResponse.extend({ state: schemas/* string */.YjP().optional(), urls: schemas/* array */.YOg(schemas/* string */.YjP()).optional() }));
    }
    view(body) {
        return this.json('POST', '/v2.0/viewer/view', ViewResult, { body: { kind: 'json', value: body } });
    }
    // Transport
    async json(method, path, schema, options = {}) {
        const response = await this.call(method, path, options);
        return wire_parseRequest(schema, await response.body.json());
    }
    async empty(method, path, options = {}) {
        const response = await this.call(method, path, options);
        await response.body.dump();
    }
    /** Sends with auth and retries; a non-2xx answer becomes an ApiClientError. */
    async call(method, path, options) {
        let refreshed = false;
        for (;;) {
            const response = await this.send(method, path, options);
            if (response.statusCode === 401 && options.auth !== false && !refreshed) {
                await response.body.dump();
                this.token = undefined;
                refreshed = true;
                continue;
            }
            if (response.statusCode >= 200 && response.statusCode < 300)
                return response;
            const text = await response.body.text();
            let parsed;
            try {
                parsed = wire_parseRequest(ErrorResponse, JSON.parse(text));
            }
            catch {
                parsed = undefined;
            }
            const requestId = parsed?.error.innerError?.requestId ?? headerOf(response.headers['x-request-id']);
            throw new ApiClientError(response.statusCode, parsed?.error.code ?? String(response.statusCode), parsed?.error.message ?? (text.slice(0, 200) || `HTTP ${response.statusCode}`), requestId);
        }
    }
    async send(method, path, options) {
        const retries = this.options.retries ?? 3;
        const baseDelay = this.options.retryDelayMs ?? 250;
        for (let attempt = 0;; attempt++) {
            const headers = { accept: 'application/json' };
            if (this.options.casing === 'camel')
                headers['x-groupdocs-client'] = 'docdelta-client';
            if (options.auth !== false)
                headers.authorization = `Bearer ${await this.accessToken()}`;
            const url = new URL(`${this.base}${path}`);
            for (const [key, value] of Object.entries(options.query ?? {}))
                if (value !== undefined)
                    url.searchParams.set(key, String(value));
            const body = encodeBody(options.body, headers);
            try {
                const response = await (0,undici/* request */.Em)(url, { method: method, headers, body, dispatcher: this.options.dispatcher });
                if ((response.statusCode === 429 || response.statusCode === 503) && attempt < retries) {
                    await response.body.dump();
                    const retryAfter = Number(headerOf(response.headers['retry-after']));
                    await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, 30_000) : baseDelay * 2 ** attempt);
                    continue;
                }
                return response;
            }
            catch (error) {
                const code = error.code ?? '';
                if (attempt < retries && RETRYABLE_CODES.has(code)) {
                    await sleep(baseDelay * 2 ** attempt);
                    continue;
                }
                throw error;
            }
        }
    }
}
const ViewResult = schemas/* object */.Ikc({
    Pages: schemas/* array */.YOg(schemas/* object */.Ikc({ Number: schemas/* number */.aig(), Resources: schemas/* array */.YOg(schemas/* unknown */.L5J()).optional(), Path: schemas/* string */.YjP().optional(), DownloadUrl: schemas/* string */.YjP().optional() })),
    Attachments: schemas/* array */.YOg(schemas/* unknown */.L5J()).optional(),
    File: schemas/* unknown */.L5J().optional(),
});
/** Builds a fresh body per attempt, so a retried upload re-reads its file from the start. */
function encodeBody(body, headers) {
    if (!body)
        return undefined;
    if (body.kind === 'json') {
        headers['content-type'] = 'application/json';
        return JSON.stringify(body.value);
    }
    if (body.kind === 'form') {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        return body.value.toString();
    }
    const boundary = `----docdelta${(0,external_node_crypto_.randomBytes)(12).toString('hex')}`;
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    return external_node_stream_.Readable.from(multipartStream(body.parts, boundary));
}
async function* multipartStream(parts, boundary) {
    const encoder = new TextEncoder();
    for (const part of parts) {
        if ('value' in part) {
            yield encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
            continue;
        }
        const fileName = 'bytes' in part.file ? part.file.fileName : (part.file.fileName ?? (0,external_node_path_.basename)(part.file.filePath));
        yield encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${fileName.replace(/"/g, '%22')}"; filename*=UTF-8''${encodeURIComponent(fileName)}\r\nContent-Type: application/octet-stream\r\n\r\n`);
        if ('bytes' in part.file)
            yield part.file.bytes;
        else
            for await (const chunk of (0,external_node_fs_.createReadStream)(part.file.filePath))
                yield chunk;
        yield encoder.encode('\r\n');
    }
    yield encoder.encode(`--${boundary}--\r\n`);
}
/** `exp` of a JWT in ms, read without verifying (the server verifies). */
function tokenExpiry(token) {
    try {
        const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
        return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
    }
    catch {
        return undefined;
    }
}
function encodePath(path) {
    return path
        .replace(/\\/g, '/')
        .replace(/^\/+/, '')
        .split('/')
        .map(encodeURIComponent)
        .join('/');
}
function headerOf(value) {
    return Array.isArray(value) ? value[0] : value;
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

;// CONCATENATED MODULE: ./src/backend/remote.ts


/**
 * A remote operation that failed, in one line naming the user's file (`fileName`) or the
 * server. Never carries the client secret: messages are built from the server's answer and the
 * URL without its user-info.
 */
class RemoteBackendError extends Error {
    status;
    fileName;
    unreachable;
    name = 'RemoteBackendError';
    constructor(message, status, fileName, 
    /** The service could not be reached at all (refused, unknown host, reset). */
    unreachable = false) {
        super(message);
        this.status = status;
        this.fileName = fileName;
        this.unreachable = unreachable;
    }
}
/**
 * The diff core's defaults where the API's schema defaults differ (the C# default(T) the
 * vendor's SDKs send): a service fills every absent Settings field with the schema's value once
 * Settings is present, so absent fields are sent with the engine's values to get what the
 * in-process engine does.
 */
const ENGINE_SETTINGS_DEFAULTS = {
    DetailsLevel: 'Middle',
    StyleChangeDetection: true,
    HeaderFootersComparison: true,
    ShowDeletedContent: true,
    ShowInsertedContent: true,
};
/**
 * The backend over a comparison service (a docdelta server or the vendor's cloud): each
 * operation uploads its documents to a fresh temporary folder, runs there, downloads what it
 * made and deletes the folder, also when the operation fails.
 */
function remote_remoteBackend(options) {
    const client = new DocdeltaClient(options);
    const root = (options.tempFolder ?? 'docdelta-tmp').replace(/^\/+|\/+$/g, '');
    const ownsRoot = options.tempFolder === undefined;
    const server = displayUrl(options.baseUrl);
    async function inFolder(work) {
        const path = `${root}/${(0,external_node_crypto_.randomUUID)()}`;
        // Uploaded names (full path and base name) → the caller's names, for messages and Authors.
        const names = new Map();
        const folder = {
            path,
            async put(role, document) {
                // Names are made unique per role, keeping the extension the server detects formats by.
                const name = `${names.size / 2}-${role}${extensionOf(document.fileName)}`;
                names.set(`${path}/${name}`, document.fileName);
                names.set(name, document.fileName);
                await client.uploadFile(`${path}/${name}`, { bytes: document.bytes, fileName: document.fileName });
                return { FilePath: `${path}/${name}`, Password: document.password };
            },
        };
        let failure;
        try {
            return restoreNames(await work(folder), names);
        }
        catch (error) {
            failure = remoteError(error, server, names);
            throw failure;
        }
        finally {
            // Nothing to clean when nothing was uploaded or the service cannot be reached or refuses
            // the credentials: trying would only repeat the same wait.
            const hopeless = failure !== undefined && (failure.status === 401 || failure.unreachable);
            if (names.size && !hopeless) {
                await client.deleteFolder(path, { recursive: true }).catch(() => undefined);
                // The default parent is ours: gone once empty. A non-recursive delete is refused while
                // another operation still has a folder in it, so concurrent runs keep theirs.
                if (ownsRoot)
                    await client.deleteFolder(root, { recursive: false }).catch(() => undefined);
            }
        }
    }
    const fetchResult = async (path) => ({ bytes: await client.downloadFile(path), extension: extensionOf(path) });
    const listChanges = (request) => inFolder(async (folder) => {
        const source = await folder.put('source', request.source);
        const targets = [];
        for (const target of request.targets)
            targets.push(await folder.put('target', target));
        return client.changes({ SourceFile: source, TargetFiles: targets, Settings: withEngineDefaults(request.settings), ChangeType: request.changeType });
    });
    const renderPreviews = async (request) => {
        if (request.office && request.office !== 'auto')
            throw new RemoteBackendError(`${server}: a comparison service chooses its own Office renderer (office '${request.office}' is local only)`);
        return inFolder(async (folder) => {
            const links = await client.preview({
                FileInfo: await folder.put('document', request.document),
                Format: request.format === 'jpeg' ? 'Jpeg' : request.format === 'png' ? 'Png' : 'Bmp',
                PageNumbers: request.pages,
                Width: request.width,
                Height: request.height,
                OutputFolder: `${folder.path}/pages`,
            });
            const pages = [];
            for (const [index, link] of links.entries()) {
                const number = Number(/_(\d+)\.[a-z]+$/i.exec(link.rel ?? '')?.[1] ?? index + 1);
                const bytes = await client.downloadFile(link.rel ?? '');
                pages.push({ pageNumber: number, bytes, ...imageSize(bytes) });
            }
            return { pages, warnings: [] };
        });
    };
    return {
        kind: 'remote',
        async formats() {
            try {
                return (await client.formats()).Formats ?? [];
            }
            catch (error) {
                throw remoteError(error, server, new Map());
            }
        },
        info(document) {
            return inFolder(async (folder) => client.info(await folder.put('document', document)));
        },
        listChanges,
        async changesReport(request) {
            // The API's ChangeInfo has no place and the service sends no reader warnings.
            return { changes: await listChanges(request), warnings: [] };
        },
        async compare(request) {
            refuseAuthor(request.author, server);
            const settings = withEngineDefaults(request.settings, request.mode && { WordTrackChanges: request.mode === 'tracked' });
            return inFolder(async (folder) => {
                const output = `${folder.path}/result${extensionOf(request.source.fileName)}`;
                const source = await folder.put('source', request.source);
                const target = await folder.put('target', request.target);
                await client.comparisons({ SourceFile: source, TargetFiles: [target], Settings: settings, OutputPath: output });
                const result = await fetchResult(output);
                if (request.withChanges)
                    result.changes = await client.changes({ SourceFile: source, TargetFiles: [target], Settings: settings });
                return result;
            });
        },
        async applyChanges(request) {
            refuseAuthor(request.author, server);
            const settings = withEngineDefaults(request.settings, request.mode && { WordTrackChanges: request.mode === 'tracked' });
            return inFolder(async (folder) => {
                const output = `${folder.path}/result${extensionOf(request.source.fileName)}`;
                const source = await folder.put('source', request.source);
                const target = await folder.put('target', request.target);
                await client.updates({
                    SourceFile: source,
                    TargetFiles: [target],
                    Settings: settings,
                    Changes: request.decisions.map((d) => ({ Id: d.Id, ComparisonAction: (d.ComparisonAction ?? 'None') })),
                    OutputPath: output,
                });
                const result = await fetchResult(output);
                if (request.withChanges)
                    result.changes = await client.changes({ SourceFile: source, TargetFiles: [target], Settings: settings });
                return result;
            });
        },
        listRevisions(document) {
            return inFolder(async (folder) => client.revisions(await folder.put('document', document)));
        },
        async applyRevisions(request) {
            const protection = String(request.settings?.PasswordSaveOption ?? 'None');
            if (protection.toLowerCase() !== 'none') {
                throw new RemoteBackendError(`${server}: the API's revisions operation cannot protect its result (PasswordSaveOption ${protection} is local only)`);
            }
            return inFolder(async (folder) => {
                const output = `${folder.path}/result${extensionOf(request.document.fileName)}`;
                await client.applyRevisions({
                    SourceFile: await folder.put('document', request.document),
                    AcceptAll: request.acceptAll,
                    RejectAll: request.rejectAll,
                    Revisions: request.revisions?.map((r) => ({ Id: r.Id, Action: (r.Action ?? 'None') })),
                    OutputPath: output,
                });
                const result = await fetchResult(output);
                result.remaining = (await client.revisions({ FilePath: output })).length;
                return result;
            });
        },
        async previews(request) {
            return (await renderPreviews(request)).pages;
        },
        renderPreviews,
    };
}
function refuseAuthor(author, server) {
    if (author !== undefined)
        throw new RemoteBackendError(`${server}: the comparison API has no revision author, so it cannot be set remotely (the service writes its own)`);
}
function withEngineDefaults(settings, extra) {
    if (settings === undefined && !extra)
        return undefined;
    const merged = { ...ENGINE_SETTINGS_DEFAULTS };
    for (const [key, value] of Object.entries({ ...settings, ...(extra || {}) }))
        if (value !== undefined)
            merged[key] = value;
    return merged;
}
/** Puts the caller's file names back where the service echoes uploaded names (Authors of multi-target changes). */
function restoreNames(value, names) {
    if (!Array.isArray(value))
        return value;
    for (const item of value) {
        const record = item;
        if (Array.isArray(record?.Authors))
            record.Authors = record.Authors.map((author) => names.get(author) ?? author);
    }
    return value;
}
/** One line: the service's message with the caller's file names, or the server and what went wrong. */
function remoteError(error, server, names) {
    if (error instanceof RemoteBackendError)
        return error;
    if (error instanceof ApiClientError) {
        if (error.message.startsWith('token request failed')) {
            return error.status === 400 || error.status === 401
                ? new RemoteBackendError(`${server}: the client id or secret was refused (invalid_client)`, 401)
                : new RemoteBackendError(`${server}: the token request got HTTP ${error.status} (is this the address of a comparison service?)`, error.status);
        }
        if (error.status === 401)
            return new RemoteBackendError(`${server}: not authorised (${oneLine(error.message)})`, 401);
        let message = oneLine(error.message);
        let fileName;
        // Longest names first, so a full path is replaced before its base name inside it.
        for (const [uploaded, original] of [...names].sort((a, b) => b[0].length - a[0].length)) {
            if (!message.includes(uploaded))
                continue;
            message = message.split(uploaded).join(original);
            fileName ??= original;
        }
        if (fileName && message.startsWith(`${fileName}: `))
            message = message.slice(fileName.length + 2);
        const requestId = error.status >= 500 && error.requestId ? ` (request id ${error.requestId})` : '';
        return fileName
            ? new RemoteBackendError(`${message}${requestId}`, error.status, fileName)
            : new RemoteBackendError(`${server}: HTTP ${error.status}: ${message}${requestId}`, error.status);
    }
    const code = connectionCode(error);
    if (code)
        return new RemoteBackendError(`${server}: cannot reach the comparison service (${code})`, undefined, undefined, true);
    return new RemoteBackendError(`${server}: ${oneLine(error instanceof Error ? error.message : String(error))}`);
}
function connectionCode(error) {
    const candidate = error;
    const code = candidate?.code ?? candidate?.cause?.code ?? candidate?.errors?.[0]?.code;
    return code && /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(code) ? code : undefined;
}
/** The service's address without user-info, query or fragment: safe to print. */
function displayUrl(baseUrl) {
    try {
        const url = new URL(baseUrl);
        return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
    }
    catch {
        return 'the comparison service';
    }
}
function oneLine(text) {
    return text.replace(/\s*\n\s*/g, ' ').trim();
}
function extensionOf(name) {
    const match = /\.[^./\\]+$/.exec(name);
    return match ? match[0] : '';
}
/** Pixel size from a PNG, JPEG or BMP header; absent when the bytes are none of those. */
function imageSize(bytes) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50)
        return { width: view.getUint32(16), height: view.getUint32(20) };
    if (bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d)
        return { width: view.getInt32(18, true), height: Math.abs(view.getInt32(22, true)) };
    if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
        let offset = 2;
        while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
            const marker = bytes[offset + 1];
            const length = view.getUint16(offset + 2);
            // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
            if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
                return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
            }
            offset += 2 + length;
        }
    }
    return {};
}

;// CONCATENATED MODULE: ./src/backend/index.ts



/**
 * The backend a door should use: remote when a URL is given (flags first, then
 * DOCDELTA_REMOTE_URL or DOCDELTA_REMOTE, DOCDELTA_CLIENT_ID, DOCDELTA_CLIENT_SECRET), the
 * in-process engine otherwise.
 */
function selectBackend(options, env = {}) {
    const url = options.remote ?? (env.DOCDELTA_REMOTE_URL || env.DOCDELTA_REMOTE);
    if (!url)
        return localBackend();
    const clientId = options.clientId ?? env.DOCDELTA_CLIENT_ID;
    const clientSecret = options.clientSecret ?? env.DOCDELTA_CLIENT_SECRET;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
        throw new Error(`the remote '${url}' is not an http(s) URL`);
    if (!clientId || !clientSecret)
        throw new Error(`a remote backend (${parsed.origin}) needs --client-id and --client-secret (or DOCDELTA_CLIENT_ID and DOCDELTA_CLIENT_SECRET)`);
    return remoteBackend({ baseUrl: url, clientId, clientSecret });
}


/***/ }),

/***/ 40796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ attr),
/* harmony export */   De: () => (/* binding */ childrenNamed),
/* harmony export */   Ei: () => (/* binding */ firstChildNamed),
/* harmony export */   NO: () => (/* reexport safe */ _shared_xml_dom__WEBPACK_IMPORTED_MODULE_0__.NO),
/* harmony export */   Nd: () => (/* binding */ TEXT_NODE),
/* harmony export */   Ny: () => (/* binding */ indexPaths),
/* harmony export */   QM: () => (/* reexport safe */ _shared_xml_dom__WEBPACK_IMPORTED_MODULE_0__.QM),
/* harmony export */   WH: () => (/* binding */ insertAfter),
/* harmony export */   Wi: () => (/* binding */ elementChildren),
/* harmony export */   ey: () => (/* binding */ paragraphOf),
/* harmony export */   gH: () => (/* binding */ odfTextNodes),
/* harmony export */   gR: () => (/* binding */ contains),
/* harmony export */   n: () => (/* binding */ createElement),
/* harmony export */   ob: () => (/* binding */ setAttr),
/* harmony export */   rM: () => (/* binding */ CDATA_NODE),
/* harmony export */   vq: () => (/* binding */ isElement),
/* harmony export */   vy: () => (/* binding */ qname),
/* harmony export */   wC: () => (/* binding */ removeBlock)
/* harmony export */ });
/* unused harmony exports NS, ELEMENT_NODE */
/* harmony import */ var _shared_xml_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47331);

/**
 * DOM helpers for the ODT writer: parse and serialise parts with @xmldom/xmldom, address
 * elements by the reader's locator paths, and name elements by their canonical ODF prefixes
 * whatever prefixes the file binds.
 */
const NS = {
    office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
    style: 'urn:oasis:names:tc:opendocument:xmlns:style:1.0',
    text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
    table: 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
    draw: 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0',
    fo: 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0',
    svg: 'urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0',
    meta: 'urn:oasis:names:tc:opendocument:xmlns:meta:1.0',
    manifest: 'urn:oasis:names:tc:opendocument:xmlns:manifest:1.0',
    xlink: 'http://www.w3.org/1999/xlink',
    dc: 'http://purl.org/dc/elements/1.1/',
    xml: 'http://www.w3.org/XML/1998/namespace',
};
const PREFIX_BY_URI = new Map(Object.entries(NS).map(([prefix, uri]) => [uri, prefix]));
const XMLNS = 'http://www.w3.org/2000/xmlns/';
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_NODE = 4;

function isElement(node) {
    return !!node && node.nodeType === ELEMENT_NODE;
}
/** Canonical qualified name (`text:p`) of an element or attribute node. */
function qname(node) {
    const uri = node.namespaceURI;
    const local = node.localName ?? node.nodeName;
    const prefix = uri ? PREFIX_BY_URI.get(uri) : undefined;
    return prefix ? `${prefix}:${local}` : node.nodeName;
}
function elementChildren(element) {
    return Array.from(element.childNodes).filter(isElement);
}
function childrenNamed(element, name) {
    return elementChildren(element).filter((child) => qname(child) === name);
}
function firstChildNamed(element, name) {
    return elementChildren(element).find((child) => qname(child) === name);
}
/** Every element by its locator path (element-child indexes from the root joined by `/`). */
function indexPaths(doc) {
    const map = new Map();
    const visit = (element, path) => {
        map.set(path, element);
        elementChildren(element).forEach((child, index) => visit(child, path ? `${path}/${index}` : String(index)));
    };
    visit(doc.documentElement, '');
    return map;
}
/** Attribute value by canonical name (`text:style-name`). */
function attr(element, name) {
    const [prefix, local] = name.split(':');
    const uri = NS[prefix];
    if (uri && local && element.hasAttributeNS(uri, local))
        return element.getAttributeNS(uri, local) ?? undefined;
    return element.hasAttribute(name) ? (element.getAttribute(name) ?? undefined) : undefined;
}
/** The prefix the document binds for a namespace, declaring the canonical one when unbound. */
function prefixFor(doc, canonical) {
    const uri = NS[canonical];
    const root = doc.documentElement;
    if (canonical === 'xml')
        return 'xml';
    const bound = root.lookupPrefix(uri);
    if (bound)
        return bound;
    root.setAttributeNS(XMLNS, `xmlns:${canonical}`, uri);
    return canonical;
}
function setAttr(element, name, value) {
    const [canonical, local] = name.split(':');
    const uri = NS[canonical];
    if (!uri || !local) {
        element.setAttribute(name, value);
        return;
    }
    const prefix = prefixFor(element.ownerDocument, canonical);
    element.setAttributeNS(uri, `${prefix}:${local}`, value);
}
function createElement(doc, name, attrs = {}, children = []) {
    const [canonical, local] = name.split(':');
    const uri = NS[canonical];
    const element = uri ? doc.createElementNS(uri, `${prefixFor(doc, canonical)}:${local}`) : doc.createElement(name);
    for (const [key, value] of Object.entries(attrs))
        setAttr(element, key, value);
    for (const child of children)
        element.appendChild(typeof child === 'string' ? doc.createTextNode(child) : child);
    return element;
}
function insertAfter(node, after) {
    after.parentNode.insertBefore(node, after.nextSibling);
}
/** ODF text content for a plain string: spaces that would collapse become text:s, tabs text:tab. */
function odfTextNodes(doc, text) {
    const out = [];
    let plain = '';
    const flush = () => {
        if (plain)
            out.push(doc.createTextNode(plain));
        plain = '';
    };
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === ' ') {
            let j = i;
            while (j < text.length && text[j] === ' ')
                j++;
            const n = j - i;
            if (n === 1 && i > 0 && j < text.length)
                plain += ' ';
            else {
                flush();
                out.push(createElement(doc, 'text:s', n > 1 ? { 'text:c': String(n) } : {}));
            }
            i = j;
            continue;
        }
        if (c === '\t' || c === '\n' || c === '\r') {
            flush();
            if (c === '\t')
                out.push(createElement(doc, 'text:tab'));
            else if (c === '\n')
                out.push(createElement(doc, 'text:line-break'));
            i++;
            continue;
        }
        plain += c;
        i++;
    }
    flush();
    return out;
}
/** Nearest ancestor-or-self paragraph (text:p or text:h). */
function paragraphOf(node) {
    for (let n = node; n; n = n.parentNode) {
        if (isElement(n) && (qname(n) === 'text:p' || qname(n) === 'text:h'))
            return n;
    }
    return undefined;
}
function contains(ancestor, node) {
    for (let n = node; n; n = n.parentNode)
        if (n === ancestor)
            return true;
    return false;
}
/** Removes an element and then any list item or list it leaves without elements. */
function removeBlock(element) {
    let parent = element.parentNode;
    parent?.removeChild(element);
    while (parent && isElement(parent) && ['text:list-item', 'text:list-header', 'text:list'].includes(qname(parent)) && elementChildren(parent).filter((c) => qname(c) !== 'text:number').length === 0) {
        const up = parent.parentNode;
        up?.removeChild(parent);
        parent = up;
    }
}


/***/ }),

/***/ 57868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ manifestWith),
/* harmony export */   XP: () => (/* binding */ rawEntryNames),
/* harmony export */   ed: () => (/* binding */ validateOdfPackage),
/* harmony export */   i8: () => (/* binding */ rebuildPackage)
/* harmony export */ });
/* harmony import */ var fflate__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51306);
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _archive_zip_writer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13086);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17679);
/* harmony import */ var _shared_inherited_flaws__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66767);
/* harmony import */ var _dom__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40796);






/**
 * The ODF package around the edited parts: every entry not edited is copied as it was, in its
 * order, with `mimetype` first and stored; added parts are listed in the manifest.
 */
/** Entry names in central-directory order, folders included (ZipArchive skips folders). */
function rawEntryNames(bytes) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let eocd = -1;
    for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
        if (view.getUint32(i, true) === 0x06054b50) {
            eocd = i;
            break;
        }
    }
    if (eocd < 0)
        return [];
    const count = view.getUint16(eocd + 10, true);
    let p = view.getUint32(eocd + 16, true);
    const names = [];
    const utf8 = new TextDecoder();
    for (let k = 0; k < count && p + 46 <= bytes.length; k++) {
        if (view.getUint32(p, true) !== 0x02014b50)
            break;
        const nameLength = view.getUint16(p + 28, true);
        const extraLength = view.getUint16(p + 30, true);
        const commentLength = view.getUint16(p + 32, true);
        names.push(utf8.decode(bytes.subarray(p + 46, p + 46 + nameLength)));
        p += 46 + nameLength + extraLength + commentLength;
    }
    return names;
}
/** Rebuilds the package with some parts replaced or added. */
function rebuildPackage(original, replaced) {
    const archive = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(original);
    const files = {};
    const data = (value) => (typeof value === 'string' ? (0,fflate__WEBPACK_IMPORTED_MODULE_5__/* .strToU8 */ ._u)(value) : value);
    const mimetype = replaced.get('mimetype') ?? (archive.has('mimetype') ? archive.read('mimetype') : undefined);
    if (mimetype !== undefined)
        files.mimetype = [data(mimetype), { level: 0 }];
    const names = rawEntryNames(original);
    const seen = new Set(['mimetype']);
    for (const name of names.length ? names : archive.names()) {
        if (seen.has(name))
            continue;
        seen.add(name);
        if (name.endsWith('/')) {
            files[name] = [new Uint8Array(0), { level: 0 }];
            continue;
        }
        if (!archive.has(name))
            continue;
        const value = replaced.get(name) ?? archive.read(name);
        files[name] = [data(value), { level: /\.(png|jpe?g|gif|webp)$/i.test(name) ? 0 : 6 }];
    }
    for (const [name, value] of replaced) {
        if (!seen.has(name))
            files[name] = [data(value), { level: 6 }];
    }
    return (0,fflate__WEBPACK_IMPORTED_MODULE_5__/* .zipSync */ .L)(files, { mtime: (0,_archive_zip_writer__WEBPACK_IMPORTED_MODULE_1__/* .fixedZipTime */ .PZ)() });
}
/** manifest.xml with entries added for parts it does not list yet. */
function manifestWith(manifestXml, parts) {
    let out = manifestXml;
    for (const { path, mediaType } of parts) {
        if (out.includes(`manifest:full-path="${path}"`))
            continue;
        out = out.replace(/<\/manifest:manifest>\s*$/, ` <manifest:file-entry manifest:full-path="${path}" manifest:media-type="${mediaType}"/>\n</manifest:manifest>`);
    }
    return out;
}
/**
 * Checks a written ODT: mimetype first and stored, every XML part well-formed, every part listed
 * in the manifest, no duplicate style names, no duplicate change ids. Flaws the `inputs` already
 * had come back as warnings; the first one the writer made throws.
 */
function validateOdfPackage(bytes, inputs) {
    return (0,_shared_inherited_flaws__WEBPACK_IMPORTED_MODULE_3__/* .excuseInheritedFlaws */ .T)(odfPackageFlaws(bytes), inputs, odfPackageFlaws);
}
/** The flaws of an ODF package a reader gets over; a package that is no ODF package at all, or a part that does not parse, throws. */
function odfPackageFlaws(bytes) {
    const flaws = [];
    const flaw = (key, message) => flaws.push({ key, message });
    if (bytes.length < 30 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 3 || bytes[3] !== 4) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .CorruptDocumentError */ .b6('the result is not a ZIP package');
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const method = view.getUint16(8, true);
    const nameLength = view.getUint16(26, true);
    const firstName = new TextDecoder().decode(bytes.subarray(30, 30 + nameLength));
    if (firstName !== 'mimetype')
        throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .CorruptDocumentError */ .b6(`the first entry is '${firstName}', not 'mimetype'`);
    if (method !== 0)
        throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .CorruptDocumentError */ .b6("the 'mimetype' entry is compressed; it must be stored");
    const archive = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes);
    const docs = new Map();
    for (const name of archive.names()) {
        if (!/\.(xml|rdf)$/i.test(name))
            continue;
        const text = archive.text(name) ?? '';
        // Producers leave empty placeholder parts (Configurations2/accelerator/current.xml).
        if (!text.trim())
            continue;
        docs.set(name, (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .parseXml */ .NO)(text, name));
    }
    const manifest = docs.get('META-INF/manifest.xml');
    if (!manifest)
        throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .CorruptDocumentError */ .b6('the package has no META-INF/manifest.xml');
    const listed = new Set((0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .childrenNamed */ .De)(manifest.documentElement, 'manifest:file-entry').map((e) => (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .attr */ .CF)(e, 'manifest:full-path') ?? ''));
    for (const name of archive.names()) {
        if (name === 'mimetype' || name.startsWith('META-INF/'))
            continue;
        if (!listed.has(name))
            flaw(`unlisted:${name}`, `part '${name}' is not listed in META-INF/manifest.xml`);
    }
    for (const part of ['content.xml', 'styles.xml']) {
        const doc = docs.get(part);
        if (!doc)
            continue;
        const root = doc.documentElement;
        for (const container of ['office:automatic-styles', 'office:styles']) {
            const element = (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .firstChildNamed */ .Ei)(root, container);
            if (!element)
                continue;
            const names = new Set();
            for (const style of (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .elementChildren */ .Wi)(element)) {
                const name = (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .attr */ .CF)(style, 'style:name');
                if (!name)
                    continue;
                const key = `${(0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .qname */ .vy)(style)}|${(0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .attr */ .CF)(style, 'style:family') ?? ''}|${name}`;
                if (names.has(key))
                    flaw(`style:${part}:${container}:${key}`, `${part}: style '${name}' is defined twice in ${container}`);
                names.add(key);
            }
        }
        const ids = new Set();
        const regions = Array.from(root.getElementsByTagNameNS('urn:oasis:names:tc:opendocument:xmlns:text:1.0', 'changed-region'));
        for (const region of regions) {
            const id = (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .attr */ .CF)(region, 'text:id') ?? (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .attr */ .CF)(region, 'xml:id');
            if (!id) {
                flaw(`change-without-id:${part}`, `${part}: a text:changed-region has no id`);
                continue;
            }
            if (ids.has(id))
                flaw(`change-id:${part}:${id}`, `${part}: change id '${id}' is used twice`);
            ids.add(id);
        }
        const markers = ['change', 'change-start', 'change-end'].flatMap((local) => Array.from(root.getElementsByTagNameNS('urn:oasis:names:tc:opendocument:xmlns:text:1.0', local)));
        for (const marker of markers) {
            const id = (0,_dom__WEBPACK_IMPORTED_MODULE_4__/* .attr */ .CF)(marker, 'text:change-id');
            if (!id || !ids.has(id))
                flaw(`unknown-change:${part}:${id ?? ''}`, `${part}: text:${marker.localName} refers to unknown change '${id ?? ''}'`);
        }
    }
    return flaws;
}


/***/ }),

/***/ 24982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ applyOdfChanges)
/* harmony export */ });
/* unused harmony export listOdfChanges */
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _dom__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40796);
/* harmony import */ var _package__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57868);



const TEXT_NS = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';
function listOdfChanges(bytes) {
    const archive = new ZipArchive(bytes);
    const doc = parseXml(archive.text('content.xml') ?? '', 'content.xml');
    return Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'changed-region')).map(regionInfo).filter((r) => !!r);
}
function regionInfo(region) {
    const id = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .attr */ .CF)(region, 'text:id') ?? (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .attr */ .CF)(region, 'xml:id');
    const change = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .elementChildren */ .Wi)(region).find((c) => ['text:insertion', 'text:deletion', 'text:format-change'].includes((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(c)));
    if (!id || !change)
        return undefined;
    const info = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstChildNamed */ .Ei)(change, 'office:change-info');
    const creator = info ? (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstChildNamed */ .Ei)(info, 'dc:creator') : undefined;
    const date = info ? (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .firstChildNamed */ .Ei)(info, 'dc:date') : undefined;
    return {
        id,
        kind: (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(change).slice('text:'.length),
        author: creator?.textContent?.trim() || undefined,
        date: date?.textContent?.trim() || undefined,
    };
}
function applyOdfChanges(bytes, decide) {
    const archive = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes);
    const doc = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .parseXml */ .NO)(archive.text('content.xml') ?? '', 'content.xml');
    const markers = (local) => Array.from(doc.getElementsByTagNameNS(TEXT_NS, local));
    const byId = (local, id) => markers(local).filter((m) => (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .attr */ .CF)(m, 'text:change-id') === id);
    const regions = Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'changed-region'));
    for (const region of regions) {
        const info = regionInfo(region);
        if (!info)
            continue;
        const decision = decide(info);
        const change = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .elementChildren */ .Wi)(region).find((c) => (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(c) === `text:${info.kind}`);
        if (info.kind === 'insertion' && decision === 'reject') {
            const start = byId('change-start', info.id)[0];
            const end = byId('change-end', info.id)[0];
            if (start && end)
                removeBetween(start, end);
        }
        else if (info.kind === 'deletion') {
            if (decision === 'reject')
                for (const marker of byId('change', info.id))
                    restoreDeletion(marker, change);
            // LibreOffice 7 also writes deleted text in the body between change-start and change-end.
            const start = byId('change-start', info.id)[0];
            const end = byId('change-end', info.id)[0];
            if (decision === 'accept' && start && end)
                removeBetween(start, end);
        }
        for (const local of ['change', 'change-start', 'change-end'])
            for (const marker of byId(local, info.id))
                marker.parentNode?.removeChild(marker);
        region.parentNode?.removeChild(region);
    }
    for (const container of Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'tracked-changes'))) {
        if (!(0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .elementChildren */ .Wi)(container).length)
            container.parentNode?.removeChild(container);
    }
    return (0,_package__WEBPACK_IMPORTED_MODULE_2__/* .rebuildPackage */ .i8)(bytes, new Map([['content.xml', (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .serializeXml */ .QM)(doc)]]));
}
function nextSkipping(node) {
    for (let n = node; n; n = n.parentNode)
        if (n.nextSibling)
            return n.nextSibling;
    return null;
}
/** Removes everything between two marks; paragraphs the range crosses are joined. */
function removeBetween(start, end) {
    const doomed = [];
    let node = nextSkipping(start);
    while (node && node !== end) {
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .contains */ .gR)(node, end)) {
            node = node.firstChild;
            continue;
        }
        doomed.push(node);
        node = nextSkipping(node);
    }
    // Marks of other changes inside the range stay, where the range ends.
    for (const n of doomed) {
        const marks = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isElement */ .vq)(n) ? [n, ...Array.from(n.getElementsByTagNameNS(TEXT_NS, '*'))].filter((e) => ['text:change', 'text:change-start', 'text:change-end'].includes((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(e))) : [];
        for (const mark of marks)
            end.parentNode.insertBefore(mark, end);
        if (!marks.includes(n))
            n.parentNode?.removeChild(n);
    }
    const first = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .paragraphOf */ .ey)(start);
    const last = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .paragraphOf */ .ey)(end);
    if (first && last && first !== last) {
        while (last.firstChild)
            first.appendChild(last.firstChild);
        (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .removeBlock */ .wC)(last);
    }
}
/** Splits a paragraph after a node inside it; returns the new paragraph holding what followed. */
function splitAfter(paragraph, mark) {
    const right = paragraph.cloneNode(false);
    for (const a of Array.from(right.attributes))
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(a) === 'xml:id')
            right.removeAttributeNode(a);
    let node = mark;
    let carry;
    while (node !== paragraph) {
        const parent = node.parentNode;
        const holder = parent === paragraph ? right : parent.cloneNode(false);
        if (carry)
            holder.appendChild(carry);
        while (node.nextSibling)
            holder.appendChild(node.nextSibling);
        if (parent !== paragraph)
            carry = holder;
        node = parent;
    }
    paragraph.parentNode.insertBefore(right, paragraph.nextSibling);
    return right;
}
function restoreDeletion(marker, deletion) {
    const content = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .elementChildren */ .Wi)(deletion).filter((c) => (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(c) !== 'office:change-info');
    const doc = marker.ownerDocument;
    const clone = (n) => doc.importNode(n, true);
    const paragraph = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .paragraphOf */ .ey)(marker);
    if (content.length === 1 && ['text:p', 'text:h'].includes((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(content[0]))) {
        for (const child of Array.from(content[0].childNodes))
            marker.parentNode.insertBefore(clone(child), marker);
        return;
    }
    if (!paragraph) {
        // A mark between blocks: the deleted blocks go back there.
        for (const block of content)
            marker.parentNode.insertBefore(clone(block), marker);
        return;
    }
    const right = splitAfter(paragraph, marker);
    const firstBlock = content[0];
    const lastBlock = content[content.length - 1];
    if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isElement */ .vq)(firstBlock) && ['text:p', 'text:h'].includes((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(firstBlock))) {
        for (const child of Array.from(firstBlock.childNodes))
            marker.parentNode.insertBefore(clone(child), marker);
    }
    let after = paragraph;
    for (const block of content.slice(1, -1)) {
        const copy = clone(block);
        after.parentNode.insertBefore(copy, after.nextSibling);
        after = copy;
    }
    if (content.length > 1 && ['text:p', 'text:h'].includes((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .qname */ .vy)(lastBlock))) {
        const children = Array.from(lastBlock.childNodes);
        for (let k = children.length - 1; k >= 0; k--)
            right.insertBefore(clone(children[k]), right.firstChild);
    }
}


/***/ })

};
