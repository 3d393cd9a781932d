export const id = 334;
export const ids = [334,4982];
export const modules = {

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

/***/ 30334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyOdf: () => (/* binding */ applyOdf),
/* harmony export */   odfRevisions: () => (/* binding */ odfRevisions)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55380);
/* harmony import */ var _package_editable_package__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90545);
/* harmony import */ var _package_xml_tree__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66372);
/* harmony import */ var _tracked__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(24982);




/**
 * The tracked changes an OpenDocument text carries (text:tracked-changes in content.xml) as the
 * revisions operations list them, and settling them one by one.
 */
const ODF_TYPE = {
    insertion: 'Insertion',
    deletion: 'Deletion',
    'format-change': 'FormatChange',
};
function odfRevisions(bytes) {
    const regions = (0,_tracked__WEBPACK_IMPORTED_MODULE_3__.listOdfChanges)(bytes);
    const texts = odfChangeTexts((0,_package_xml_tree__WEBPACK_IMPORTED_MODULE_2__/* .parseOdfPart */ .mv)(new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes).text('content.xml') ?? '', 'content.xml'));
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
    const regions = (0,_tracked__WEBPACK_IMPORTED_MODULE_3__.listOdfChanges)(bytes);
    const kept = new Set(regions.filter((_, k) => decisions[k] === 'keep').map((r) => r.id));
    const decisionById = new Map(regions.map((r, k) => [r.id, decisions[k]]));
    const input = kept.size ? rewriteRegionIds(bytes, (tag) => hideIds(tag, kept)) : bytes;
    const output = (0,_tracked__WEBPACK_IMPORTED_MODULE_3__.applyOdfChanges)(input, (region) => (decisionById.get(region.id) === 'reject' ? 'reject' : 'accept'));
    return kept.size ? rewriteRegionIds(output, restoreIds) : output;
}
function rewriteRegionIds(bytes, edit) {
    const content = new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(bytes).text('content.xml') ?? '';
    return (0,_package_editable_package__WEBPACK_IMPORTED_MODULE_1__/* .packageWithParts */ .Hw)(bytes, new Map([['content.xml', content.replace(/<text:changed-region\b[^>]*>/g, edit)]]));
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


/***/ }),

/***/ 24982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyOdfChanges: () => (/* binding */ applyOdfChanges),
/* harmony export */   listOdfChanges: () => (/* binding */ listOdfChanges)
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


/***/ })

};
