export const id = 7378;
export const ids = [7378];
export const modules = {

/***/ 7378:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   combineDecks: () => (/* binding */ combineDecks)
/* harmony export */ });
/* harmony import */ var _archive_zip__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5380);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7679);
/* harmony import */ var _package_editable_package__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(545);
/* harmony import */ var _package_xml_dom__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1994);
/* harmony import */ var _package_namespaces__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(292);
/* harmony import */ var _package_opc__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3558);
/* harmony import */ var _package_xml_escape__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7623);
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5889);
/* harmony import */ var _deck__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8681);









/**
 * Several reviewers' copies of one deck in one result: the original deck with each reviewer's
 * changes marked in the ItemsStyle colours (the words a reviewer took out in the deleted style,
 * the words a reviewer put in beside them in the inserted style, shapes and slides a reviewer
 * added copied in and framed, slides a reviewer removed framed and labelled) and a slide comment
 * for every change, by that reviewer, saying what the reviewer did. PowerPoint has no revisions,
 * so the comments are the review: where two reviewers changed the same words differently, the
 * comment starts with "Conflict:" and gives every version.
 */
const P = _package_namespaces__WEBPACK_IMPORTED_MODULE_4__/* .NAMESPACES */ .dK.p[0];
const COMMENTS_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
const AUTHORS_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/commentAuthors';
const COMMENTS_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.comments+xml';
const AUTHORS_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.commentAuthors+xml';
const PPTX = ['pptx', 'pptm', 'potx', 'potm'];
function combineDecks(input) {
    const other = [input.original, ...input.reviewers].find((side) => !PPTX.includes(side.document.format));
    if (other)
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .UnsupportedFormatError */ .N$(`${other.fileName ?? 'a document'}: one result for several targets is available for Word documents (docx, docm, dotx, dotm), Excel workbooks (xlsx, xlsm, xltx, xltm), PowerPoint decks (pptx, pptm, potx, potm) and PDF, not yet for ${other.document.format}`);
    if (input.options.mode === 'clean')
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .InvalidOptionsError */ .cb('a presentation combined result marks each target’s changes on the source; it cannot apply them (PowerPoint has no revisions to accept or reject)');
    const originalData = (0,_model__WEBPACK_IMPORTED_MODULE_8__/* .slidesData */ .hT)(input.original.document.familyData);
    if (originalData?.kind !== 'pptx')
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .UnsupportedFormatError */ .N$('a presentation result needs PowerPoint decks');
    const pkg = new _package_editable_package__WEBPACK_IMPORTED_MODULE_2__/* .EditablePackage */ .$e(new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(input.original.bytes));
    const warnings = [];
    // Seen from the original, a reviewer's insertion is the diff's deletion: the styles trade places.
    const options = {
        ...input.options,
        inserted: input.options.deleted,
        deleted: input.options.inserted,
        showDeleted: input.options.showInserted,
    };
    const conflicts = findConflicts(input.reviewers);
    const notes = [];
    const restoredShapes = [];
    const edits = [];
    const slides = [];
    input.reviewers.forEach((reviewer, k) => {
        const reviewerData = (0,_model__WEBPACK_IMPORTED_MODULE_8__/* .slidesData */ .hT)(reviewer.document.familyData);
        if (reviewerData?.kind !== 'pptx')
            return;
        const context = {
            input: {
                format: input.format,
                source: { bytes: reviewer.bytes, document: reviewer.document, fileName: reviewer.fileName },
                target: input.original,
                changes: reviewer.changes,
                options,
            },
            options,
            source: new _package_editable_package__WEBPACK_IMPORTED_MODULE_2__/* .EditablePackage */ .$e(new _archive_zip__WEBPACK_IMPORTED_MODULE_0__/* .ZipArchive */ .SJ(reviewer.bytes)),
            target: pkg,
            sourceData: reviewerData,
            targetData: originalData,
            warnings,
            copiedParts: new Map(),
            // The words a reviewer replaced are the original's, on their way out.
            modifiedText: input.options.deleted,
        };
        const who = reviewerLabel(reviewer);
        const noteOn = (story, text, path = []) => {
            const part = story ? (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .slidePart */ .jo)(originalData, story) : undefined;
            if (!part)
                return;
            const box = path.length ? (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .locate */ .x5)(input.original.document, story, path.slice(0, 1))?.block : undefined;
            const at = box?.type === 'shape' && box.box ? { x: box.box.x, y: box.box.y } : { x: 0, y: 0 };
            notes.push({ part, author: reviewer.author, text, at });
        };
        reviewer.changes.forEach((change, local) => {
            const side = originalSide(change);
            if (side?.story.startsWith('comment:'))
                return;
            if (change.unit === 'story' && (change.source ?? change.target)?.story.startsWith('slide:')) {
                // The diff runs from the reviewer's copy to the original: its Inserted slide is one the reviewer removed.
                if (change.kind === 'Inserted') {
                    const story = change.target.story;
                    slides.push((0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .markSlideLabel */ .lk)(context, story, `Deleted slide: ${who}`, input.options.deleted, true));
                    noteOn(story, `${who}: deleted this slide`);
                }
                else if (change.kind === 'Deleted' && input.options.showInserted) {
                    const number = (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .slideNumber */ .fU)(reviewerData, change.source.story);
                    slides.push(() => {
                        const part = (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .restoreSlide */ .a5)(context, change, true, {
                            text: `Inserted slide: ${who}`,
                            color: input.options.inserted.fontColor ?? '0000FF',
                        });
                        if (part)
                            notes.push({
                                part,
                                author: reviewer.author,
                                text: `${who}: inserted this slide (slide ${number} of the copy)`,
                                at: { x: 0, y: 0 },
                            });
                    });
                }
                else if (change.kind === 'Moved') {
                    const story = change.target.story;
                    const to = (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .slideNumber */ .fU)(reviewerData, change.source.story);
                    slides.push((0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .markSlideLabel */ .lk)(context, story, `Moved slide: ${who} (to slide ${to})`, input.options.changed));
                    noteOn(story, `${who}: moved this slide to slide ${to}`);
                }
                return;
            }
            const edit = (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .isShapeDeletion */ .AP)(change)
                ? input.options.showInserted
                    ? ((0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .restoreDeletedShape */ .P)(context, change, true) ?? (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .markChange */ .Ge)(context, change))
                    : undefined
                : (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .markChange */ .Ge)(context, withSpaces(context, change));
            if (edit)
                ((0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .isShapeDeletion */ .AP)(change) ? restoredShapes : edits).push({ edit, reviewer: k });
            if (!side)
                return;
            const conflict = conflicts.get(`${k} ${local}`);
            noteOn(side.story.startsWith('notes:') ? side.story.slice('notes:'.length) : side.story, conflict ? `Conflict: ${conflict}` : `${who}: ${describe(change)}`, side.blockPath);
        });
    });
    // Every element was found above; edits move the paths the models' locators hold.
    // A copied-in shape goes right after the shape it followed in the copy: the last reviewer's go
    // in first, so where two reviewers added shapes at one place the first reviewer's stands first.
    const shapesLastReviewerFirst = restoredShapes
        .map((r, i) => ({ ...r, i }))
        .sort((x, y) => y.reviewer - x.reviewer || x.i - y.i);
    runCombinedEdits([...shapesLastReviewerFirst, ...edits]);
    for (const run of slides)
        run();
    addComments(pkg, notes, input.options.date);
    return { bytes: pkg.save(), warnings };
}
/**
 * A reviewer's words change as the diff has them leave out the spaces around them; where the
 * spaces differ between the copy and the original ("of members" → "of all members"), they join
 * the change, so the words put in beside the original's keep the reviewer's spacing.
 */
function withSpaces(context, change) {
    const copy = change.source;
    const original = change.target ?? change.anchor;
    if (change.unit !== 'text' || copy?.start === undefined || copy.end === undefined || original?.start === undefined)
        return change;
    const start = original.start;
    const end = change.kind === 'Deleted' ? start : (original.end ?? start);
    const a = (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .locate */ .x5)(context.input.source.document, copy.story, copy.blockPath);
    const b = (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .locate */ .x5)(context.input.target.document, original.story, original.blockPath);
    const copyParagraph = a?.block.type === 'paragraph' ? (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .elementOf */ .MC)(context.source, a.block) : undefined;
    const originalParagraph = b?.block.type === 'paragraph' ? (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .elementOf */ .MC)(context.target, b.block) : undefined;
    if (!copyParagraph || !originalParagraph)
        return change;
    const copyText = (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .paragraphText */ .ex)(copyParagraph);
    const originalText = (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .paragraphText */ .ex)(originalParagraph);
    const range = (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .withDifferingSpaces */ .Af)(originalText, start, end, copyText, copy.start, copy.end);
    const side = { ...original, start: range.target[0], end: range.target[1] };
    return {
        ...change,
        text: copyText.slice(...range.source),
        targetText: originalText.slice(...range.target),
        ...(change.target ? { target: side } : { anchor: side }),
    };
}
function reviewerLabel(reviewer) {
    return reviewer.fileName && reviewer.fileName !== reviewer.author
        ? `${reviewer.author} (${reviewer.fileName})`
        : reviewer.author;
}
/** Where a reviewer's change lands on the original (the diff's target side, or its anchor). */
function originalSide(change) {
    return change.target ?? change.anchor;
}
const quoted = (text) => `"${text.length > 200 ? `${text.slice(0, 199)}…` : text}"`;
/** Two changes touch the same words: one holds the other, or their ranges in one block meet. */
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
    return a.start <= b.end && b.start <= a.end;
}
/** What the reviewer did, in the reviewer's direction (the change runs from the copy to the original). */
function describe(change) {
    switch (change.kind) {
        case 'Modified':
            return `${quoted(change.targetText)} → ${quoted(change.text)}`;
        case 'Inserted':
            return `deleted ${quoted(change.targetText)}`;
        case 'Deleted':
            return `inserted ${quoted(change.text)}`;
        case 'StyleChanged':
            return `formatted ${quoted(change.targetText || change.text)}${change.styleChanges?.length
                ? ` (${change.styleChanges.map((s) => `${s.property} ${s.oldValue}`).join('; ')})`
                : ''}`;
        default:
            return `${change.kind.toLowerCase()} ${quoted(change.targetText || change.text)}`;
    }
}
/**
 * Changes of different reviewers to the same words of the original, each keyed `reviewer local`
 * with the conflict's text: the original's words and every reviewer's version of them.
 */
function findConflicts(reviewers) {
    const all = reviewers.flatMap((reviewer, k) => reviewer.changes.map((change, local) => ({ change, k, local, side: originalSide(change) })));
    const out = new Map();
    for (const a of all) {
        if (!a.side || a.change.unit === 'story')
            continue;
        const members = all.filter((b) => b.side &&
            b.change.unit !== 'story' &&
            (b === a ||
                (b.k !== a.k &&
                    overlaps(a.side, b.side) &&
                    !(b.change.text === a.change.text && b.change.targetText === a.change.targetText))));
        if (members.length < 2)
            continue;
        const versions = members.map((m) => `${reviewerLabel(reviewers[m.k])} ${quoted(m.change.text)}`).join(' / ');
        // Words put in where the original had none: the versions alone.
        out.set(`${a.k} ${a.local}`, a.change.targetText ? `${quoted(a.change.targetText)} → ${versions}` : versions);
    }
    return out;
}
/**
 * Runs the planned edits of every reviewer on the one original. Edits without a paragraph run in
 * plan order; a paragraph's ranges are all styled first, in the original's offsets, and the
 * reviewers' words then go in from the last offset back, so no insertion moves an offset still
 * to be used. At one offset the first reviewer's words come first.
 */
function runCombinedEdits(edits) {
    const byParagraph = new Map();
    edits.forEach(({ edit, reviewer }, index) => {
        if (!edit.paragraph)
            return;
        byParagraph.set(edit.paragraph, [...(byParagraph.get(edit.paragraph) ?? []), { edit, reviewer, index }]);
    });
    for (const { edit } of edits)
        if (!edit.paragraph)
            edit();
    for (const list of byParagraph.values()) {
        for (const { edit } of list)
            edit.style?.();
        const inserts = [...list].sort((x, y) => y.edit.start - x.edit.start || y.reviewer - x.reviewer || y.edit.end - x.edit.end || y.index - x.index);
        for (const { edit } of inserts)
            edit.insert?.();
    }
}
/** Legacy slide comments (the kind PowerPoint and Impress both show), one author entry per reviewer. */
function addComments(pkg, notes, date) {
    if (!notes.length)
        return;
    const main = (0,_deck__WEBPACK_IMPORTED_MODULE_7__/* .presentationPart */ .OK)(pkg);
    let authorsPart = [...pkg.relationships(main).values()].find((r) => (0,_package_opc__WEBPACK_IMPORTED_MODULE_5__/* .relationshipKind */ .$9)(r.type) === 'commentAuthors' && !r.external && pkg.has(r.target))?.target;
    if (!authorsPart) {
        authorsPart = 'ppt/commentAuthors.xml';
        pkg.put(authorsPart, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<p:cmAuthorLst xmlns:a="${_package_namespaces__WEBPACK_IMPORTED_MODULE_4__/* .NAMESPACES */ .dK.a[0]}" xmlns:r="${_package_namespaces__WEBPACK_IMPORTED_MODULE_4__/* .NAMESPACES */ .dK.r[0]}" xmlns:p="${P}"/>`);
        pkg.addRelationship(main, AUTHORS_TYPE, authorsPart);
        pkg.setOverride(authorsPart, AUTHORS_CONTENT_TYPE);
    }
    const authorsDoc = pkg.xml(authorsPart);
    const authorList = authorsDoc.documentElement;
    const authorIds = new Map();
    for (const entry of (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.children)(authorList, 'p', 'cmAuthor'))
        authorIds.set(entry.getAttribute('name') ?? '', entry);
    const authorEntry = (name) => {
        let entry = authorIds.get(name);
        if (!entry) {
            const ids = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.children)(authorList, 'p', 'cmAuthor').map((e) => Number(e.getAttribute('id')) || 0);
            entry = authorsDoc.createElementNS(P, `${authorList.prefix ? `${authorList.prefix}:` : ''}cmAuthor`);
            entry.setAttribute('id', String(ids.length ? Math.max(...ids) + 1 : 0));
            entry.setAttribute('name', name);
            entry.setAttribute('initials', initialsOf(name));
            entry.setAttribute('lastIdx', '0');
            entry.setAttribute('clrIdx', String(ids.length % 8));
            authorList.appendChild(entry);
            authorIds.set(name, entry);
        }
        return entry;
    };
    const bySlide = new Map();
    for (const note of notes)
        bySlide.set(note.part, [...(bySlide.get(note.part) ?? []), note]);
    const dt = date.replace(/Z$/, '');
    for (const [slide, notesOf] of bySlide) {
        let part = [...pkg.relationships(slide).values()].find((r) => (0,_package_opc__WEBPACK_IMPORTED_MODULE_5__/* .relationshipKind */ .$9)(r.type) === 'comments' && !r.external && pkg.has(r.target))?.target;
        // A slide's threaded comments are another vocabulary: the legacy list goes beside them.
        const root = part ? pkg.xml(part).documentElement : undefined;
        if (root && (root.namespaceURI !== P || root.localName !== 'cmLst'))
            part = undefined;
        if (!part) {
            part = pkg.freeName('ppt/comments/comment', '.xml');
            pkg.put(part, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<p:cmLst xmlns:p="${P}"/>`);
            pkg.addRelationship(slide, COMMENTS_TYPE, part);
            pkg.setOverride(part, COMMENTS_CONTENT_TYPE);
        }
        const document = pkg.xml(part);
        const list = document.documentElement;
        const prefix = list.prefix ? `${list.prefix}:` : '';
        const declaration = list.prefix ? `xmlns:${list.prefix}` : 'xmlns';
        notesOf.forEach((note, n) => {
            const author = authorEntry(note.author);
            const idx = (Number(author.getAttribute('lastIdx')) || 0) + 1;
            author.setAttribute('lastIdx', String(idx));
            const fragment = (0,_package_xml_dom__WEBPACK_IMPORTED_MODULE_3__.parseXml)(`<${prefix}cm ${declaration}="${P}" authorId="${author.getAttribute('id')}" dt="${(0,_package_xml_escape__WEBPACK_IMPORTED_MODULE_6__/* .escapeXml */ .X)(dt)}" idx="${idx}"><${prefix}pos x="${Math.round(note.at.x * 8) + n * 40}" y="${Math.round(note.at.y * 8)}"/><${prefix}text>${(0,_package_xml_escape__WEBPACK_IMPORTED_MODULE_6__/* .escapeXml */ .X)(note.text)}</${prefix}text></${prefix}cm>`, 'comment').documentElement;
            list.appendChild(document.importNode(fragment, true));
        });
    }
}
function initialsOf(name) {
    const words = name.split(/[\s._@()-]+/).filter(Boolean);
    return (words.length ? words.map((w) => w[0]) : ['?']).join('').slice(0, 3).toUpperCase();
}


/***/ })

};
