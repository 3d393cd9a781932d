(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 2425;
const ids = [2425];
const modules = {

/***/ 2425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyRevisionGroups: () => (/* binding */ applyRevisionGroups),
/* harmony export */   describeRevisions: () => (/* binding */ describeRevisions)
/* harmony export */ });
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31994);
/* harmony import */ var _dom__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64153);
/* harmony import */ var _revision_scopes__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25744);
/* harmony import */ var _revisions__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28159);




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
    return (0,_revisions__WEBPACK_IMPORTED_MODULE_3__.applyRevisions)(bytes, (_revision, index) => byMember.get(index) ?? 'keep');
}
function collectItems(bytes) {
    const items = [];
    let paragraph = 0;
    let currentPart = '';
    // Open move ranges by side: range id -> name, carried across the fragments of one part.
    const openRanges = { moveFrom: new Map(), moveTo: new Map() };
    for (const scope of new _revision_scopes__WEBPACK_IMPORTED_MODULE_2__/* .RevisionPackage */ .a(bytes).scopes()) {
        if (scope.part !== currentPart) {
            currentPart = scope.part;
            paragraph += 2;
            openRanges.moveFrom.clear();
            openRanges.moveTo.clear();
        }
        const found = (0,_revisions__WEBPACK_IMPORTED_MODULE_3__.collectRevisions)(scope.root, scope.part);
        const indexOf = new Map(found.map((f, k) => [f.element, k]));
        const names = (0,_revisions__WEBPACK_IMPORTED_MODULE_3__.namesOf)(scope.root);
        const styles = /(^|\/)styles[^/]*\.xml$/.test(scope.part);
        const first = items.length;
        const walk = (element, inFallback, inParagraph, container) => {
            for (let n = element.firstChild; n; n = n.nextSibling) {
                if (n.nodeType !== _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.ELEMENT_NODE)
                    continue;
                const child = n;
                const own = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(child, 'p') ? ++paragraph : inParagraph;
                const local = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isWElement */ .gg)(child) ? child.localName : '';
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
                        mark: revision.kind === 'paragraphMarkInserted' ||
                            revision.kind === 'paragraphMarkDeleted' ||
                            isMarkFormatting(child),
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
                walk(child, inFallback || (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.is)(child, 'mc', 'Fallback'), own, changes ? item : container);
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
    return (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(element, 'rPrChange') && (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(properties, 'rPr') && (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(properties.parentNode, 'pPr');
}
/** For content revisions their text; for formatting changes the text whose format changed. */
function textOf(element, revision) {
    if (revision.kind === 'rowInserted' || revision.kind === 'rowDeleted') {
        const row = element.parentNode.parentNode;
        return Array.from(row.childNodes)
            .filter((c) => (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(c, 'tc'))
            .map((c) => (0,_revisions__WEBPACK_IMPORTED_MODULE_3__.visibleText)(c))
            .join('\t');
    }
    if (revision.text)
        return revision.text;
    if (revision.kind === 'paragraphMarkInserted' ||
        revision.kind === 'paragraphMarkDeleted' ||
        revision.kind === 'runMark')
        return '';
    const style = ancestorW(element, 'style');
    if (style) {
        const name = Array.from(style.childNodes).find((n) => (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(n, 'name'));
        return name ? (_dom__WEBPACK_IMPORTED_MODULE_1__/* .WordNames */ .Fj.of(name).get(name, 'val') ?? '') : '';
    }
    const properties = element.parentNode;
    if (!properties || (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(properties, 'sectPr'))
        return '';
    if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(properties, 'rPr') && (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(properties.parentNode, 'pPr'))
        return '';
    const owner = (0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(properties, 'numPr')
        ? properties.parentNode?.parentNode
        : properties.parentNode;
    return owner && owner.nodeType === _package_xml_dom__WEBPACK_IMPORTED_MODULE_0__.ELEMENT_NODE ? (0,_revisions__WEBPACK_IMPORTED_MODULE_3__.visibleText)(owner) : '';
}
/** The row revision (same type, author and date) of the table row a content revision is in. */
function rowOf(item, rows) {
    const row = ancestorW(item.element, 'tr');
    const host = row ? rows.get(row) : undefined;
    if (!host ||
        host.type !== item.type ||
        host.revision.author !== item.revision.author ||
        host.revision.date !== item.revision.date)
        return undefined;
    return host;
}
function ancestorW(node, local) {
    for (let n = node.parentNode; n; n = n.parentNode)
        if ((0,_dom__WEBPACK_IMPORTED_MODULE_1__/* .isW */ .Yi)(n, local))
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
    const alike = (h) => h.type === mark.type &&
        h.revision.part === mark.revision.part &&
        h.revision.author === mark.revision.author &&
        h.revision.date === mark.revision.date;
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


/***/ })

};

return{id,ids,modules}})