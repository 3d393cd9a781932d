export const id = 59;
export const ids = [59];
export const modules = {

/***/ 95784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ sha1),
/* harmony export */   e: () => (/* binding */ sameBytes)
/* harmony export */ });
/**
 * Content identity: the key of a part's content, and whether two contents are the same bytes.
 */
/**
 * node:crypto, loaded on first use: most documents hash nothing (no pictures, no embedded
 * objects), and loading the module costs a command-line run several milliseconds.
 */
const crypto = () => process.getBuiltinModule('node:crypto');
/** SHA-1 in hex: the content key of pictures, embedded files and blocks (identity, not security). */
function sha1(data) {
    return crypto().createHash('sha1').update(data).digest('hex');
}
/** Whether two byte arrays hold the same bytes (Buffer's native comparison, no copy). */
function sameBytes(a, b) {
    return (a.length === b.length &&
        Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength)));
}


/***/ }),

/***/ 20496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.attr),
/* harmony export */   Ei: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.firstChildNamed),
/* harmony export */   WH: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.insertAfter),
/* harmony export */   Wi: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.elementChildren),
/* harmony export */   ey: () => (/* binding */ paragraphOf),
/* harmony export */   gH: () => (/* binding */ odfTextNodes),
/* harmony export */   n: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.createElement),
/* harmony export */   ob: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.setAttr),
/* harmony export */   vy: () => (/* reexport safe */ _xml_dom__WEBPACK_IMPORTED_MODULE_0__.qname),
/* harmony export */   wC: () => (/* binding */ removeBlock)
/* harmony export */ });
/* harmony import */ var _xml_dom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31994);

/**
 * OpenDocument vocabulary over the package layer's DOM helpers (xml-dom.ts, which names
 * elements by the canonical prefixes of namespaces.ts): text content with ODF's space and tab
 * elements, the paragraph around a node, removing a block with the list around it.
 */
// The generic helpers formats/shared/odf-styles.ts and odf-repeat.ts take from here, until they
// import them from xml-dom.ts themselves (#19).

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
                out.push((0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.createElement)(doc, 'text:s', n > 1 ? { 'text:c': String(n) } : {}));
            }
            i = j;
            continue;
        }
        if (c === '\t' || c === '\n' || c === '\r') {
            flush();
            if (c === '\t')
                out.push((0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.createElement)(doc, 'text:tab'));
            else if (c === '\n')
                out.push((0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.createElement)(doc, 'text:line-break'));
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
        if ((0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.isElement)(n) && ((0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.qname)(n) === 'text:p' || (0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.qname)(n) === 'text:h'))
            return n;
    }
    return undefined;
}
/** Removes an element and then any list item or list it leaves without elements. */
function removeBlock(element) {
    let parent = element.parentNode;
    parent?.removeChild(element);
    while (parent &&
        (0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.isElement)(parent) &&
        ['text:list-item', 'text:list-header', 'text:list'].includes((0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.qname)(parent)) &&
        (0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.elementChildren)(parent).filter((c) => (0,_xml_dom__WEBPACK_IMPORTED_MODULE_0__.qname)(c) !== 'text:number').length === 0) {
        const up = parent.parentNode;
        up?.removeChild(parent);
        parent = up;
    }
}


/***/ }),

/***/ 24982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ applyOdfChanges),
/* harmony export */   f: () => (/* binding */ listOdfChanges)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31994);
/* harmony import */ var _package_odf_dom__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20496);
/* harmony import */ var _package_editable_package__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90545);
/* harmony import */ var _package_namespaces__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10292);





const TEXT_NS = _package_namespaces__WEBPACK_IMPORTED_MODULE_4__/* .NAMESPACES */ .dK.text[0];
function listOdfChanges(bytes) {
    const archive = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes);
    const doc = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.parseXml)(archive.text('content.xml') ?? '', 'content.xml');
    return Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'changed-region'))
        .map(regionInfo)
        .filter((r) => !!r);
}
function regionInfo(region) {
    const id = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.attr)(region, 'text:id') ?? (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.attr)(region, 'xml:id');
    const change = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.elementChildren)(region).find((c) => ['text:insertion', 'text:deletion', 'text:format-change'].includes((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(c)));
    if (!id || !change)
        return undefined;
    const info = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.firstChildNamed)(change, 'office:change-info');
    const creator = info ? (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.firstChildNamed)(info, 'dc:creator') : undefined;
    const date = info ? (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.firstChildNamed)(info, 'dc:date') : undefined;
    return {
        id,
        kind: (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(change).slice('text:'.length),
        author: creator?.textContent?.trim() || undefined,
        date: date?.textContent?.trim() || undefined,
    };
}
function applyOdfChanges(bytes, decide) {
    const archive = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes);
    const doc = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.parseXml)(archive.text('content.xml') ?? '', 'content.xml');
    const markers = (local) => Array.from(doc.getElementsByTagNameNS(TEXT_NS, local));
    const byId = (local, id) => markers(local).filter((m) => (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.attr)(m, 'text:change-id') === id);
    const regions = Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'changed-region'));
    for (const region of regions) {
        const info = regionInfo(region);
        if (!info)
            continue;
        const decision = decide(info);
        const change = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.elementChildren)(region).find((c) => (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(c) === `text:${info.kind}`);
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
        if (!(0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.elementChildren)(container).length)
            container.parentNode?.removeChild(container);
    }
    return (0,_package_editable_package__WEBPACK_IMPORTED_MODULE_3__/* .packageWithParts */ .Hw)(bytes, new Map([['content.xml', (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.serializeXml)(doc)]]));
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
        if ((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.contains)(node, end)) {
            node = node.firstChild;
            continue;
        }
        doomed.push(node);
        node = nextSkipping(node);
    }
    // Marks of other changes inside the range stay, where the range ends.
    for (const n of doomed) {
        const marks = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.isElement)(n)
            ? [n, ...Array.from(n.getElementsByTagNameNS(TEXT_NS, '*'))].filter((e) => ['text:change', 'text:change-start', 'text:change-end'].includes((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(e)))
            : [];
        for (const mark of marks)
            end.parentNode.insertBefore(mark, end);
        if (!marks.includes(n))
            n.parentNode?.removeChild(n);
    }
    const first = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_2__/* .paragraphOf */ .ey)(start);
    const last = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_2__/* .paragraphOf */ .ey)(end);
    if (first && last && first !== last) {
        while (last.firstChild)
            first.appendChild(last.firstChild);
        (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_2__/* .removeBlock */ .wC)(last);
    }
}
/** Splits a paragraph after a node inside it; returns the new paragraph holding what followed. */
function splitAfter(paragraph, mark) {
    const right = paragraph.cloneNode(false);
    for (const a of Array.from(right.attributes))
        if ((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(a) === 'xml:id')
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
    const content = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.elementChildren)(deletion).filter((c) => (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(c) !== 'office:change-info');
    const doc = marker.ownerDocument;
    const clone = (n) => doc.importNode(n, true);
    const paragraph = (0,_package_odf_dom__WEBPACK_IMPORTED_MODULE_2__/* .paragraphOf */ .ey)(marker);
    if (content.length === 1 && ['text:p', 'text:h'].includes((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(content[0]))) {
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
    if ((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.isElement)(firstBlock) && ['text:p', 'text:h'].includes((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(firstBlock))) {
        for (const child of Array.from(firstBlock.childNodes))
            marker.parentNode.insertBefore(clone(child), marker);
    }
    let after = paragraph;
    for (const block of content.slice(1, -1)) {
        const copy = clone(block);
        after.parentNode.insertBefore(copy, after.nextSibling);
        after = copy;
    }
    if (content.length > 1 && ['text:p', 'text:h'].includes((0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_1__.qname)(lastBlock))) {
        const children = Array.from(lastBlock.childNodes);
        for (let k = children.length - 1; k >= 0; k--)
            right.insertBefore(clone(children[k]), right.firstChild);
    }
}


/***/ }),

/***/ 79142:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  applyRevisions: () => (/* binding */ applyRevisions),
  listRevisions: () => (/* binding */ listRevisions)
});

// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var zip = __webpack_require__(55380);
// EXTERNAL MODULE: ./src/engine/crypto/ooxml.ts
var ooxml = __webpack_require__(4497);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/registry.ts
var registry = __webpack_require__(37946);
// EXTERNAL MODULE: ./src/engine/formats/package/xml-dom.ts
var xml_dom = __webpack_require__(31994);
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
                if (n.nodeType !== xml_dom.ELEMENT_NODE)
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
                walk(child, inFallback || (0,xml_dom.is)(child, 'mc', 'Fallback'), own, changes ? item : container);
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
        return Array.from(row.childNodes)
            .filter((c) => (0,dom/* isW */.Yi)(c, 'tc'))
            .map((c) => (0,revisions/* visibleText */.Q6)(c))
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
        const name = Array.from(style.childNodes).find((n) => (0,dom/* isW */.Yi)(n, 'name'));
        return name ? (dom/* WordNames */.Fj.of(name).get(name, 'val') ?? '') : '';
    }
    const properties = element.parentNode;
    if (!properties || (0,dom/* isW */.Yi)(properties, 'sectPr'))
        return '';
    if ((0,dom/* isW */.Yi)(properties, 'rPr') && (0,dom/* isW */.Yi)(properties.parentNode, 'pPr'))
        return '';
    const owner = (0,dom/* isW */.Yi)(properties, 'numPr')
        ? properties.parentNode?.parentNode
        : properties.parentNode;
    return owner && owner.nodeType === xml_dom.ELEMENT_NODE ? (0,revisions/* visibleText */.Q6)(owner) : '';
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

// EXTERNAL MODULE: ./src/engine/formats/package/xml-tree.ts
var xml_tree = __webpack_require__(66372);
// EXTERNAL MODULE: ./src/engine/formats/package/editable-package.ts
var editable_package = __webpack_require__(90545);
// EXTERNAL MODULE: ./src/engine/formats/word/odt/write/tracked.ts
var tracked = __webpack_require__(24982);
// EXTERNAL MODULE: ./src/engine/protect-result.ts + 1 modules
var protect_result = __webpack_require__(93284);
// EXTERNAL MODULE: ./src/engine/read.ts
var read = __webpack_require__(75404);
;// CONCATENATED MODULE: ./src/engine/revisions.ts











const WORD_KEYS = new Set(['docx', 'docm', 'dotx', 'dotm']);
const ODF_KEYS = new Set(['odt', 'ott']);
async function listRevisions(input) {
    const { bytes, format } = await revisions_open(input);
    try {
        if (ODF_KEYS.has(format.key))
            return odfRevisions(bytes).map((r, Id) => ({
                Id,
                Action: 'None',
                Text: r.text,
                ...(r.author ? { Author: r.author } : {}),
                Type: r.type,
            }));
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
        await (0,read/* readDocument */.u0)({ bytes: result, fileName: `result.${format.key}` });
        remaining = odf ? (0,tracked/* listOdfChanges */.f)(result).length : describeRevisions(result).length;
    }
    catch (error) {
        const failure = new errors/* CorruptDocumentError */.b6(`the document with revisions applied failed validation, nothing was saved (${(0,errors/* errorMessage */.gJ)(error)})`);
        failure.writerBug = true;
        throw failure;
    }
    const protectedBytes = await (0,protect_result/* protectResult */.F)(result, format, {
        source: input,
        target: input,
        settings: options.settings,
    });
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
const ODF_TYPE = {
    insertion: 'Insertion',
    deletion: 'Deletion',
    'format-change': 'FormatChange',
};
function odfRevisions(bytes) {
    const regions = (0,tracked/* listOdfChanges */.f)(bytes);
    const texts = odfChangeTexts((0,xml_tree/* parseOdfPart */.mv)(new zip/* ZipArchive */.SJ(bytes).text('content.xml') ?? '', 'content.xml'));
    return regions.map((r) => ({
        id: r.id,
        type: ODF_TYPE[r.kind],
        ...(r.author ? { author: r.author } : {}),
        text: texts.get(r.id) ?? '',
    }));
}
/**
 * Text of each change: a deletion's text is kept in its region; an insertion's or a format
 * change's lies in the body between its change-start and change-end.
 */
function odfChangeTexts(root) {
    const texts = new Map();
    const open = new Set();
    const add = (id, text) => texts.set(id, (texts.get(id) ?? '') + text);
    const walk = (element, into) => {
        for (const n of element.nodes ?? element.children) {
            if (typeof n === 'string') {
                into(n);
                continue;
            }
            const name = n.name;
            if (name === 'text:tracked-changes' || name === 'office:change-info')
                continue;
            if (name === 'text:change-start')
                open.add(n.attrs['text:change-id'] ?? '');
            else if (name === 'text:change-end')
                open.delete(n.attrs['text:change-id'] ?? '');
            else if (name === 'text:s')
                into(' '.repeat(Number(n.attrs['text:c'] ?? 1) || 1));
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
    for (const region of descendantsNamed(root, 'text:changed-region')) {
        const id = region.attrs['text:id'] ?? region.attrs['xml:id'];
        const deletion = region.child('text:deletion');
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
/** Descendants with this name, in document order. */
function descendantsNamed(element, name, into = []) {
    for (const child of element.children) {
        if (child.name === name)
            into.push(child);
        descendantsNamed(child, name, into);
    }
    return into;
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
    return (0,editable_package/* packageWithParts */.Hw)(bytes, new Map([['content.xml', content.replace(/<text:changed-region\b[^>]*>/g, edit)]]));
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
