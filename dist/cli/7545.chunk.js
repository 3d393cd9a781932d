(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 7545;
const ids = [7545];
const modules = {

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ escapeHtml)
/* harmony export */ });
/** Escapes text for HTML element content and quoted attribute values. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;');
}


/***/ }),

/***/ 37545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Sz: () => (/* binding */ REPORT_POLICY),
  K2: () => (/* binding */ renderHtml),
  pS: () => (/* binding */ shownPath)
});

// EXTERNAL MODULE: ./src/engine/preview/legend.ts
var legend = __webpack_require__(58848);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(57994);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/report/html-view.ts


/**
 * The document view of one file in the HTML report: the old version's pages in one column and
 * the new version's in the other, row by row as `alignPages` paired them (a deleted page stands
 * opposite a gap of its size), each change framed in its legend colour on every side that holds
 * it. The columns scroll together; choosing a change scrolls each to its frame. Page images are
 * carried as data: URIs in `data-src` and decoded only near the screen, and a page away from the
 * screen is not laid out or painted (`content-visibility:auto`; its cell keeps its size from its
 * aspect ratio), so opening a 300-page pair costs the parse of its bytes and a screenful of pages.
 * Each distinct image is carried once: a page drawn the same as an earlier one names it (`data-same`).
 */
function frameId(fileIndex, changeId, side) {
    return `f-${fileIndex}-${changeId}-${side}`;
}
function documentView(view, fileIndex, changes, names, unit, estimated = false) {
    const framesOn = (side, page) => changes
        .map((change, i) => ({ change, frame: view.frames[i]?.[side] }))
        .filter((entry) => entry.frame?.page === page)
        .map(({ change, frame }) => `<span class="dv-frame t-${(0,report_escape/* escapeHtml */.Z)(change.Type)}" id="${frameId(fileIndex, change.Id, side)}" data-change="change-${fileIndex}-${change.Id}" style="left:${pct(frame.x)};top:${pct(frame.y)};width:${pct(frame.width)};height:${pct(frame.height)}"></span>`)
        .join('');
    const carried = new Map();
    const imageOf = (page) => {
        const key = `${page.mimeType} ${(0,external_node_crypto_.createHash)('sha1').update(page.bytes).digest('hex')}`;
        const id = carried.get(key);
        if (id)
            return `data-same="${id}"`;
        const carrier = imageId(fileIndex, carried.size);
        carried.set(key, carrier);
        return `id="${carrier}" data-src="data:${page.mimeType};base64,${Buffer.from(page.bytes).toString('base64')}"`;
    };
    const column = (side) => {
        const pages = side === 'old' ? view.old : view.new;
        const cells = view.rows.map(([oldIndex, newIndex]) => {
            const tallest = Math.max(...[oldIndex === null ? undefined : view.old[oldIndex], newIndex === null ? undefined : view.new[newIndex]]
                .filter((page) => !!page)
                .map((page) => page.height / page.width));
            const index = side === 'old' ? oldIndex : newIndex;
            const style = `style="aspect-ratio:1/${tallest.toFixed(4)}"`;
            if (index === null) {
                const other = side === 'old' ? view.new[newIndex] : view.old[oldIndex];
                const what = side === 'old' ? `inserted ${unit}` : `deleted ${unit}`;
                return `<div class="dv-cell" ${style}><div class="dv-gap" style="aspect-ratio:${other.width}/${other.height}">no ${unit} here: ${what} ${other.page} opposite</div></div>`;
            }
            const page = pages[index];
            // The built-in layout's pages of a Word or ODF document are its estimate: marked as the
            // change list marks them.
            const label = `${side === 'old' ? 'Before' : 'After'}, ${estimated ? 'about ' : ''}${unit} ${page.page}`;
            // A page drawn the same as one before it (its twin on the old side, a blank page, a page
            // moved) shows that page's image: a long pair that is mostly equal carries each of its
            // images once, and its open time is the parse of those bytes.
            const image = imageOf(page);
            return `<div class="dv-cell" ${style}><div class="dv-page" style="aspect-ratio:${page.width}/${page.height}"><img alt="${(0,report_escape/* escapeHtml */.Z)(label)}" width="${page.width}" height="${page.height}" ${image}>${framesOn(side, page.page)}<span class="dv-pno" aria-hidden="true">${estimated ? '~' : ''}${page.page}</span></div></div>`;
        });
        const name = side === 'old' ? names.old : names.new;
        return `<div class="dv-col dv-${side}" tabindex="0" role="region" aria-label="${side === 'old' ? 'Before' : 'After'}: ${(0,report_escape/* escapeHtml */.Z)(name)}, ${pages.length} ${unit}${pages.length === 1 ? '' : 's'}">${cells.join('')}</div>`;
    };
    return `<div class="dv" data-show="new">
<div class="dv-head"><span class="dv-name dv-old-name">Before: ${(0,report_escape/* escapeHtml */.Z)(baseName(names.old))}</span><span class="dv-pick" role="group" aria-label="Side shown"><button type="button" data-side="old" aria-pressed="false">Before</button><button type="button" data-side="new" aria-pressed="true">After</button></span><span class="dv-name dv-new-name">After: ${(0,report_escape/* escapeHtml */.Z)(baseName(names.new))}</span><button type="button" class="dv-zoom" aria-pressed="false" title="Page at twice the width, to read its text">Zoom</button></div>
<div class="dv-cols">${column('old')}${column('new')}</div>
</div>`;
}
/** The cells around a spreadsheet change: the changed cell's old and new values, its neighbours as they are now. */
function cellGrid(grid) {
    const head = `<tr><th scope="col"><span class="visually-hidden">Row</span></th>${grid.columns.map((c) => `<th scope="col">${(0,report_escape/* escapeHtml */.Z)(c)}</th>`).join('')}</tr>`;
    const body = grid.rows
        .map((row, r) => {
        const cells = grid.columns.map((_, c) => {
            const before = row.old[c] ?? '';
            const after = row.new[c] ?? '';
            const focus = r === grid.focus.row && c === grid.focus.column;
            if (before === after)
                return `<td${focus ? ' class="focus"' : ''}>${(0,report_escape/* escapeHtml */.Z)(after)}</td>`;
            const old = before ? `<del>${(0,report_escape/* escapeHtml */.Z)(before)}</del>` : '';
            const now = after ? `<ins>${(0,report_escape/* escapeHtml */.Z)(after)}</ins>` : '';
            return `<td class="${focus ? 'focus ' : ''}changed">${old}${old && now ? ' ' : ''}${now}</td>`;
        });
        return `<tr><th scope="row">${row.row}</th>${cells.join('')}</tr>`;
    })
        .join('');
    return `<table class="cells" aria-label="Cells around the change on ${(0,report_escape/* escapeHtml */.Z)(grid.sheet)}"><thead>${head}</thead><tbody>${body}</tbody></table>`;
}
/** The id of a file's n-th distinct page image, on the page that carries it. */
function imageId(fileIndex, n) {
    return `p-${fileIndex}-${n}`;
}
function pct(value) {
    return `${(value * 100).toFixed(2)}%`;
}
function baseName(path) {
    return path.split(/[\\/]/).pop() || path;
}
const VIEW_STYLE = `
.workspace{display:grid;grid-template-columns:minmax(15rem,22rem) minmax(0,1fr);gap:1rem;align-items:start}
.workspace>.changes{margin:0;max-height:calc(100vh - 6.5rem);overflow:auto;position:sticky;top:4.5rem;padding-right:.25rem}
.dv{min-width:0}
.dv-head{display:grid;grid-template-columns:1fr auto 1fr;gap:.5rem;align-items:center;font-weight:600;color:var(--muted);margin-bottom:.3rem}
.dv-name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}.dv-new-name{text-align:right}
.dv-pick,.dv-zoom{display:none}
.dv-cols{display:grid;grid-template-columns:1fr 1fr;gap:.5rem}
.dv-col{height:calc(100vh - 8rem);min-height:20rem;overflow:auto;background:#eaeef2;padding:.5rem;border-radius:6px}
.dv-col:focus-visible{outline:3px solid var(--focus)}
.dv-cell{margin:0 0 .6rem;width:100%;content-visibility:auto;contain-intrinsic-size:auto 40rem}
.dv-page{position:relative;width:100%;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.25)}
.dv-page img{display:block;width:100%;height:100%}
.dv-pno{position:absolute;right:.3rem;bottom:.2rem;font-size:.75rem;color:var(--muted);background:#fff;padding:0 .3rem;border-radius:3px}
.dv-gap{display:flex;align-items:center;justify-content:center;text-align:center;padding:1rem;color:var(--muted);border:2px dashed #8c959f;border-radius:4px;font-style:italic}
.dv-frame{position:absolute;box-sizing:content-box;margin:-3px;padding:1px;border:2px solid var(--mod-frame);background:var(--mod-bg);mix-blend-mode:multiply;cursor:pointer;border-radius:2px}
.dv-frame.t-Inserted{border-color:var(--ins-frame);background:var(--ins-bg)}.dv-frame.t-Deleted{border-color:var(--del-frame);background:var(--del-bg)}
.dv-frame.t-Moved{border-color:var(--mov-frame);background:var(--mov-bg)}.dv-frame.t-StyleChanged{border-color:var(--sty-frame);background:var(--sty-bg)}
.dv-frame.current{margin:-4px;border-width:3px;box-shadow:0 0 0 2px rgba(36,41,47,.55)}
.dv-frame.filtered{display:none}
.cells{border-collapse:collapse;margin-top:.4rem;font-size:.85rem;font-variant-numeric:tabular-nums}
.cells th,.cells td{border:1px solid var(--line);padding:.1rem .4rem;text-align:left;white-space:nowrap}
.cells th{background:#f6f8fa;color:var(--muted);font-weight:600}
.cells td.focus{outline:2px solid var(--mod-frame);outline-offset:-2px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:48rem){
.workspace{grid-template-columns:1fr}
.workspace>.changes{position:static;max-height:40vh}
.dv-head{grid-template-columns:1fr auto auto}.dv-pick{display:inline-flex;gap:.25rem}.dv-zoom{display:inline-block}
.dv-name{display:none}
.dv[data-show="new"] .dv-new-name,.dv[data-show="old"] .dv-old-name{display:block;text-align:left}
.dv-cols{grid-template-columns:1fr}
.dv[data-show="new"] .dv-old,.dv[data-show="old"] .dv-new{display:none}
.dv-col{height:70vh;padding:.25rem}
.dv[data-zoom="on"] .dv-cell{width:190%}
.has-view .counts{display:none}
}
`;

;// CONCATENATED MODULE: ./src/report/html.ts




/**
 * A self-contained HTML report: one file with inline CSS and JS, no network access. Inline and
 * side-by-side views toggle in place; next/previous buttons and the j/k keys (which a checkbox
 * turns off, WCAG 2.1.4) walk the changes; changes can be filtered by type, and each file is a
 * section that folds, listed in an index when there are several. Inserted text is underlined
 * and deleted text struck through, not told apart by colour alone. Every text from a document
 * is escaped; page previews, when given, are embedded as data: URIs.
 */
/** What a report may load and run: its own inline style and script, and data: images; nothing from a network. */
const REPORT_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'";
function renderHtml(files, options = {}) {
    const title = options.title ?? (files.length === 1 ? `docdelta: ${shownPath(files[0].newPath)}` : 'docdelta report');
    const total = files.reduce((n, file) => n + file.changes.length, 0);
    const sections = files.map((file, index) => fileSection(file, index, options.previews ?? [])).join('\n');
    const types = [...new Set(files.flatMap((file) => file.changes.map((c) => c.Type)))].sort();
    const filters = types.length > 1
        ? `<fieldset class="filters"><legend>Show</legend>${types.map((type) => `<label><input type="checkbox" data-type="${(0,report_escape/* escapeHtml */.Z)(type)}" checked> ${(0,report_escape/* escapeHtml */.Z)((0,summary/* typeLabel */.Dd)(type))}</label>`).join(' ')}</fieldset>`
        : '';
    const index = files.length > 1
        ? `<nav class="index" aria-label="Documents"><h2>Documents</h2><ol>${files.map((file, i) => `<li><a href="#file-${i}">${(0,report_escape/* escapeHtml */.Z)(file.newPath)}</a> <span class="count">${file.note ? (0,report_escape/* escapeHtml */.Z)(file.note) : `${file.changes.length} change${file.changes.length === 1 ? '' : 's'}`}</span></li>`).join('')}</ol></nav>`
        : '';
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${REPORT_POLICY}">
<title>${(0,report_escape/* escapeHtml */.Z)(title)}</title>
<style>${STYLE}</style>
</head>
<body class="view-inline">
<header class="toolbar">
<h1 title="${(0,report_escape/* escapeHtml */.Z)(title)}">${(0,report_escape/* escapeHtml */.Z)(title)}</h1>
<span class="total">${files.length} document${files.length === 1 ? '' : 's'}, ${total} change${total === 1 ? '' : 's'}</span>
<span class="nav">
<button type="button" id="prev" title="Previous change (k)" aria-label="Previous change">↑<span class="wide"> Previous</span></button>
<button type="button" id="next" title="Next change (j)" aria-label="Next change">↓<span class="wide"> Next</span></button>
<span id="position" aria-live="polite"></span>
</span>
<details class="tools" open><summary>View and filters</summary>
<span class="views" role="group" aria-label="Cards">
<button type="button" data-view="inline" aria-pressed="true">Inline</button>
<button type="button" data-view="side" aria-pressed="false">Side by side</button>
</span>
<label class="search">Search <input type="search" id="search" autocomplete="off"></label>
<label class="group">Group by <select id="group"><option value="">nothing</option><option value="page">page, sheet or slide</option><option value="section">section</option></select></label>
<label class="keys"><input type="checkbox" id="shortcuts" checked> Keys j, k, s, /</label>
${filters}
</details>
</header>
<main>
${total ? legendList() : ''}
${index}
${sections}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
/** More changes than this in an added or deleted document are summarised in one card. */
const WHOLE_DOCUMENT_CARDS = 3;
function fileSection(file, fileIndex, previews) {
    const name = file.status === 'renamed' ? `${file.oldPath} → ${file.newPath}` : file.newPath;
    const status = file.status === 'modified' ? '' : ` <span class="status">${(0,report_escape/* escapeHtml */.Z)(file.status)}</span>`;
    const view = file.view && !file.note ? file.view : undefined;
    const parts = [
        `<section class="file${view ? ' has-view' : ''}" id="file-${fileIndex}">`,
        `<details open><summary><h2>${(0,report_escape/* escapeHtml */.Z)(name)}${status}</h2></summary>`,
    ];
    if (file.note) {
        parts.push(`<p class="note">${(0,report_escape/* escapeHtml */.Z)(file.note)}</p>`, '</details>', '</section>');
        return parts.join('\n');
    }
    const whole = (file.status === 'added' || file.status === 'deleted') && file.changes.length > WHOLE_DOCUMENT_CARDS;
    parts.push(`<p class="summary">${(0,report_escape/* escapeHtml */.Z)(whole ? wholeSummary(file) : (0,summary/* summarize */.eh)(file.changes))}</p>`);
    if (file.changes.length && !whole) {
        const counts = (0,summary/* countsByType */.YB)(file.changes)
            .map(([type, count]) => `<tr><td><span class="badge t-${(0,report_escape/* escapeHtml */.Z)(type)}">${(0,report_escape/* escapeHtml */.Z)((0,summary/* typeLabel */.Dd)(type))}</span></td><td>${count}</td></tr>`)
            .join('');
        parts.push(`<table class="counts"><thead><tr><th>Type</th><th>Count</th></tr></thead><tbody>${counts}</tbody></table>`);
    }
    const filePreviews = previews.filter((preview) => preview.path === file.newPath);
    if (filePreviews.length)
        parts.push(previewFigures(filePreviews));
    if (file.changes.length && !view) {
        parts.push(`<div class="columns" aria-hidden="true"><div>Before: ${(0,report_escape/* escapeHtml */.Z)(file.oldPath)}</div><div>After: ${(0,report_escape/* escapeHtml */.Z)(file.newPath)}</div></div>`);
    }
    const unit = (0,summary/* pageUnit */.gF)(file.newPath);
    if (view)
        parts.push('<div class="workspace">');
    parts.push(`<ol class="changes" tabindex="-1" aria-label="Changes in ${(0,report_escape/* escapeHtml */.Z)(html_baseName(file.newPath))}">`);
    if (whole)
        parts.push(wholeItem(file, fileIndex, unit));
    else
        file.changes.forEach((change, i) => {
            const drawn = (view?.frames[i]?.new ?? view?.frames[i]?.old)?.page;
            parts.push(changeItem(change, file.places[i] ?? '', fileIndex, unit, file.contexts?.[i] ?? undefined, {
                old: view?.frames[i]?.old ? frameId(fileIndex, change.Id, 'old') : undefined,
                new: view?.frames[i]?.new ? frameId(fileIndex, change.Id, 'new') : undefined,
                grid: view?.grids?.[i] ?? undefined,
                order: i,
                page: drawn,
                estimated: pageEstimated(file, i, drawn !== undefined),
            }));
        });
    parts.push('</ol>');
    if (view)
        parts.push(documentView(view, fileIndex, whole ? [] : file.changes, { old: file.oldPath, new: file.newPath }, unit, view.renderer === 'builtin' && !!file.pageSources?.includes('estimate')), '</div>');
    parts.push('</details>', '</section>');
    return parts.join('\n');
}
/** Readable words of a whole added or deleted document's changes: object placeholders left out. */
function wholeWords(file) {
    return file.changes
        .map((change) => (file.status === 'deleted' ? change.Text : change.TargetText))
        .filter((value) => value && !/^\[object: [^\]]*\]$/.test(value.trim()))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
}
/** `new document: 21 parts, 340 words` */
function wholeSummary(file) {
    const words = wholeWords(file).split(' ').filter(Boolean).length;
    const what = file.status === 'added' ? 'new document' : 'document deleted';
    return `${what}: ${file.changes.length} parts, ${words} word${words === 1 ? '' : 's'}`;
}
function wholeItem(file, fileIndex, unit) {
    const type = file.status === 'added' ? 'Inserted' : 'Deleted';
    const words = wholeWords(file);
    const opening = words.length > 400 ? `${words.slice(0, 400).replace(/\s+\S*$/, '')}…` : words;
    const pages = [...new Set(file.changes.map((change) => change.PageInfo.PageNumber))].length;
    const tag = type === 'Inserted' ? 'ins' : 'del';
    return `<li class="change t-${type}" id="change-${fileIndex}-whole" tabindex="-1" data-page="1" data-section="" data-order="0">
<div class="where"><span class="badge t-${type}">${(0,report_escape/* escapeHtml */.Z)((0,summary/* typeLabel */.Dd)(type))}</span> the whole document <span class="page">${pages} ${unit}${pages === 1 ? '' : 's'}</span></div>
<div class="inline"><${tag}>${html_text(opening)}</${tag}></div>
<div class="side">${type === 'Inserted' ? `<div class="old"><span class="label">Before</span> <span class="empty">(nothing)</span></div><div class="new"><span class="label">After</span> <ins>${html_text(opening)}</ins></div>` : `<div class="old"><span class="label">Before</span> <del>${html_text(opening)}</del></div><div class="new"><span class="label">After</span> <span class="empty">(nothing)</span></div>`}</div>
</li>`;
}
/** The section a change is in, by its place (`paragraph 3 under 'Scope'`, `Sheet1!B7`), for grouping. */
function sectionOf(place, change) {
    const under = /under ['‘"“]([^'’"”]+)['’"”]/.exec(place);
    if (under)
        return under[1];
    const sheet = /^(?:'([^']+)'|([^!\s]+))![A-Z]{1,3}\d+/.exec(change.TargetText || change.Text) ??
        /^(?:'([^']+)'|([^!\s]+))!/.exec(place);
    if (sheet)
        return sheet[1] ?? sheet[2];
    const heading = /^(header|footer|footnote|endnote|comment|notes)/i.exec(place);
    return heading ? heading[1].toLowerCase() : '';
}
/** The change inside its sentence: the words around it as they read, the change marked between them. */
function inContext(marked, context) {
    if (!context)
        return marked;
    return `<span class="context">${html_text(context.before)}</span>${marked}<span class="context">${html_text(context.after)}</span>`;
}
/**
 * One version's side of a change in that version's own sentence: a report built from a change
 * list without per-side sentences shows the side's text alone, never the other version's words.
 */
function sideInContext(marked, absent, context) {
    if (!context)
        return marked;
    return inContext(absent ? '' : marked, context);
}
/**
 * Whether a change's page is the built-in layout's guess at a Word or ODF page, which no
 * renderer of the reader's draws the same: such a page reads `~page 3`, as in the terminal.
 * A page the document view draws with LibreOffice, or a PDF's, sheet's or slide's, is plain.
 */
function pageEstimated(file, index, drawnInView) {
    if (file.pageSources?.[index] !== 'estimate')
        return false;
    return !drawnInView || file.view?.renderer === 'builtin';
}
function changeItem(change, place, fileIndex, unit, context, extra = {}) {
    const id = `change-${fileIndex}-${change.Id}`;
    // In the document view, the page the change is drawn on.
    const page = extra.page ?? change.PageInfo.PageNumber;
    const old = change.Type === 'Inserted' ? '' : change.Text;
    const now = change.Type === 'Deleted' ? '' : change.TargetText;
    let inline;
    switch (change.Type) {
        case 'Inserted':
            inline = `<ins>${html_text(now)}</ins>`;
            break;
        case 'Deleted':
            inline = `<del>${html_text(old)}</del>`;
            break;
        case 'StyleChanged':
            inline = `<span class="styled">${html_text(now)}</span> <span class="props">${(0,report_escape/* escapeHtml */.Z)((0,summary/* describeStyleChanges */.aj)(change))}</span>`;
            break;
        case 'Moved':
            inline = `<span class="moved">${html_text(now)}</span>`;
            break;
        default:
            inline = `<del>${html_text(old)}</del> <ins class="mod">${html_text(now)}</ins>`;
    }
    const props = change.Type === 'StyleChanged' ? ` <span class="props">${(0,report_escape/* escapeHtml */.Z)((0,summary/* describeStyleChanges */.aj)(change))}</span>` : '';
    const oldSide = change.Type === 'Inserted'
        ? '<span class="empty">(nothing)</span>'
        : change.Type === 'Moved'
            ? `<span class="moved">${html_text(old || now)}</span> <span class="empty">(moved from here)</span>`
            : change.Type === 'StyleChanged'
                ? html_text(old || now)
                : `<del>${html_text(old)}</del>`;
    const newSide = change.Type === 'Deleted'
        ? '<span class="empty">(nothing)</span>'
        : change.Type === 'Moved'
            ? `<span class="moved">${html_text(now)}</span> <span class="empty">(moved here)</span>`
            : change.Type === 'StyleChanged'
                ? `<span class="styled">${html_text(now)}</span>${props}`
                : change.Type === 'Inserted'
                    ? `<ins>${html_text(now)}</ins>`
                    : `<ins class="mod">${html_text(now)}</ins>`;
    const frames = `${extra.old ? ` data-old="${extra.old}"` : ''}${extra.new ? ` data-new="${extra.new}"` : ''}`;
    const grid = extra.grid ? cellGrid(extra.grid) : '';
    return `<li class="change t-${(0,report_escape/* escapeHtml */.Z)(change.Type)}" id="${id}" tabindex="-1" data-page="${page}" data-section="${(0,report_escape/* escapeHtml */.Z)(sectionOf(place, change))}" data-order="${extra.order ?? 0}"${frames}>
<div class="where"><span class="badge t-${(0,report_escape/* escapeHtml */.Z)(change.Type)}">${(0,report_escape/* escapeHtml */.Z)((0,summary/* typeLabel */.Dd)(change.Type))}</span> ${(0,report_escape/* escapeHtml */.Z)(place)} ${pageLabel(unit, page, extra.estimated)}</div>
<div class="inline">${inContext(inline, context)}</div>
<div class="side"><div class="old"><span class="label">Before</span> ${sideInContext(oldSide, change.Type === 'Inserted', context?.source)}</div><div class="new"><span class="label">After</span> ${sideInContext(newSide, change.Type === 'Deleted', context?.target)}</div></div>${grid}
</li>`;
}
function pageLabel(unit, page, estimated = false) {
    return estimated
        ? `<span class="page estimated" title="about ${unit} ${page}: estimated by the built-in layout, which may break pages elsewhere than Word or LibreOffice">~${unit} ${page}</span>`
        : `<span class="page">${unit} ${page}</span>`;
}
const PREVIEW_LABELS = {
    old: ['old version', 'Before'],
    new: ['new version', 'After'],
    redline: ['the changes marked in the new version', 'Changes marked'],
    pair: ['old version left, new version right', 'Before (left) and after (right)'],
};
function previewFigures(previews) {
    const figures = previews.map((preview) => {
        const [alt, caption] = PREVIEW_LABELS[preview.side];
        const whole = preview.href ? ` <a href="${(0,report_escape/* escapeHtml */.Z)(preview.href)}">whole page</a>` : '';
        return `<figure class="preview ${preview.side}"><img alt="${(0,report_escape/* escapeHtml */.Z)(`${alt}, page ${preview.page}`)}" src="data:${preview.mimeType};base64,${Buffer.from(preview.bytes).toString('base64')}"><figcaption>${caption}, page ${preview.page}${whole}</figcaption></figure>`;
    });
    return `<div class="previews">${figures.join('')}</div>`;
}
const LEGEND_VARIABLE = {
    inserted: 'ins',
    deleted: 'del',
    modified: 'mod',
    moved: 'mov',
    style: 'sty',
};
/** The legend as CSS variables: `--ins` (text on white), `--ins-frame` (the frames' colour), `--ins-bg`. */
function legendVariables() {
    return legend/* LEGEND */.I.map((entry) => {
        const name = LEGEND_VARIABLE[entry.kind];
        return `--${name}:#${entry.ink};--${name}-frame:#${entry.colour};--${name}-bg:#${tint(entry.colour, 0.09)}`;
    }).join(';');
}
/** `RRGGBB` mixed with white: `share` of the colour. */
function tint(hex, share) {
    return [0, 2, 4]
        .map((i) => Math.round(255 - (255 - parseInt(hex.slice(i, i + 2), 16)) * share))
        .map((v) => v.toString(16).padStart(2, '0'))
        .join('');
}
/** The colours the report, its previews' frames and the terminal share, shown once at the top. */
function legendList() {
    const items = legend/* LEGEND */.I.map((entry) => `<li><span class="swatch" style="border-color:#${entry.colour};background:#${tint(entry.colour, 0.12)}"></span>${(0,report_escape/* escapeHtml */.Z)(entry.label)}</li>`).join('');
    return `<ul class="legend" aria-label="Colours of the changes, in the text and the page previews">${items}<li>inserted text is underlined, deleted struck through</li></ul>`;
}
/** A path as a title shows it: the repository's relative path, or the file name of an absolute one. */
function shownPath(path) {
    return /^(?:[\\/]|[A-Za-z]:[\\/])/.test(path) ? html_baseName(path) : path;
}
function html_baseName(path) {
    return path.split(/[\\/]/).pop() || path;
}
/** Document text, escaped, with its line breaks kept. */
function html_text(value) {
    return (0,report_escape/* escapeHtml */.Z)(value).replace(/\r?\n/g, '<br>');
}
const STYLE = `
:root{${legendVariables()};--line:#d0d7de;--muted:#57606a;--focus:#24292f}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328;background:#fff}
.toolbar{position:sticky;top:0;z-index:1;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.6rem 1rem;background:#f6f8fa;border-bottom:1px solid var(--line)}
.toolbar h1{font-size:1.1rem;margin:0}
.total,.page,.summary,#position{color:var(--muted)}
button{font:inherit;padding:.2rem .6rem;border:1px solid var(--line);border-radius:6px;background:#fff;cursor:pointer}
button[aria-pressed="true"]{background:#eaeef2;border-color:var(--focus)}
main{max-width:72rem;margin:0 auto;padding:1rem}
body.has-view main{max-width:none}
h2{font-size:1.05rem;border-bottom:1px solid var(--line);padding-bottom:.3rem}
.status{font-size:.8rem;color:var(--muted);font-weight:normal}
.counts{border-collapse:collapse;margin:.5rem 0}
.counts td,.counts th{border:1px solid var(--line);padding:.15rem .6rem;text-align:left}
.changes{list-style:none;padding:0}
.change{border:1px solid var(--line);border-radius:6px;margin:.5rem 0;padding:.5rem .75rem;scroll-margin-top:5rem}
.change.current{outline:3px solid var(--focus)}
.badge{display:inline-block;font-size:.75rem;font-weight:600;padding:0 .4rem;border-radius:1rem;color:#fff;background:var(--muted)}
.badge.t-Inserted{background:var(--ins)}.badge.t-Deleted{background:var(--del)}.badge.t-Modified{background:var(--mod)}.badge.t-Moved{background:var(--mov)}.badge.t-StyleChanged{background:var(--sty)}
ins{background:var(--ins-bg);color:var(--ins);text-decoration:underline;text-decoration-thickness:2px}
del{background:var(--del-bg);color:var(--del);text-decoration:line-through}
ins.mod{background:var(--mod-bg);color:var(--mod)}
.moved{border-left:3px solid var(--mov-frame);padding-left:.4rem}
.styled{border-bottom:2px dotted var(--sty-frame)}.props{color:var(--sty);font-size:.9rem}
.legend{display:flex;flex-wrap:wrap;gap:.4rem .8rem;align-items:center;margin:0 0 .5rem;padding:0;list-style:none;color:var(--muted);font-size:.85rem}
.legend .swatch{display:inline-block;width:.8rem;height:.8rem;border:2px solid;border-radius:2px;vertical-align:-.1rem;margin-right:.3rem}
.empty{color:var(--muted);font-style:italic}
.inline,.side{margin-top:.3rem;white-space:pre-wrap;overflow-wrap:anywhere}
.side{display:none;grid-template-columns:1fr 1fr;gap:.75rem}
.side>div{padding:.3rem;border-radius:4px;background:#f6f8fa}
.view-side .side{display:grid}.view-side .inline{display:none}
.previews{display:flex;flex-wrap:wrap;gap:1rem}.preview img{max-width:100%;border:1px solid var(--line)}
.note{font-style:italic}
.label{display:block;font-size:.75rem;font-weight:600;color:var(--muted)}
.columns{display:none;grid-template-columns:1fr 1fr;gap:.75rem;font-weight:600;color:var(--muted)}.view-side .columns{display:grid}
summary h2{display:inline;border:0}summary{cursor:pointer;border-bottom:1px solid var(--line);margin:1rem 0 .5rem}
.filters{border:0;margin:0;padding:0;display:flex;gap:.5rem;flex-wrap:wrap}.filters legend{float:left;margin-right:.3rem;color:var(--muted)}
.index ol{padding-left:1.5rem}.count{color:var(--muted)}
.change.filtered{display:none}
.context{color:#3d444d}
.tools{display:contents}.tools>summary{display:none}
.tools label{white-space:nowrap}
#search{font:inherit;width:12rem;padding:.1rem .4rem;border:1px solid #8c959f;border-radius:6px}
select{font:inherit}
.change.unmatched{display:none}
.group-head{list-style:none;font-weight:600;color:var(--muted);margin:.8rem 0 .2rem;border-bottom:1px solid var(--line)}
@media (max-width:40rem){.view-side .side,.view-side .columns{grid-template-columns:1fr}}
@media (max-width:48rem){
.toolbar{gap:.3rem .6rem;padding:.35rem .6rem}
.toolbar h1{font-size:.95rem;flex:1 1 0;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.total,.wide{display:none}
.tools{display:block;flex-basis:100%}.tools>summary{display:list-item;cursor:pointer;color:var(--muted);font-size:.85rem}
.tools[open]{display:flex;flex-wrap:wrap;gap:.4rem .8rem}
main{padding:.5rem}
}
${VIEW_STYLE}`;
// Plain ES5-style script: it must run from a file:// URL in any browser, offline.
const SCRIPT = `
(function(){
  var each=function(list,fn){Array.prototype.forEach.call(list,fn);};
  var all=[],changes=[],currentEl=null;
  var position=document.getElementById('position');
  var search=document.getElementById('search');
  var shortcuts=document.getElementById('shortcuts');
  var tools=document.querySelector('.tools');
  if(document.querySelector('.dv'))document.body.classList.add('has-view');
  if(tools&&window.matchMedia&&window.matchMedia('(max-width:48rem)').matches)tools.removeAttribute('open');
  function collect(){all=Array.prototype.slice.call(document.querySelectorAll('li.change'));}
  function refresh(){
    changes=all.filter(function(el){return !el.classList.contains('filtered')&&!el.classList.contains('unmatched');});
    each(document.querySelectorAll('.dv-frame'),function(f){var c=document.getElementById(f.getAttribute('data-change'));f.classList.toggle('filtered',!!c&&changes.indexOf(c)<0);});
    var at=changes.indexOf(currentEl);
    position.textContent=at>=0?'change '+(at+1)+' of '+changes.length:(changes.length?changes.length+' change'+(changes.length===1?'':'s'):'no changes');
  }
  function framesOf(el){
    return [el.getAttribute('data-old'),el.getAttribute('data-new')].filter(Boolean).map(function(id){return document.getElementById(id);}).filter(Boolean);
  }
  // The two columns of a view scroll together, keeping the offset a change put between them.
  function bring(frame){
    var col=frame.closest('.dv-col');if(!col||!col.offsetParent)return;
    var top=frame.getBoundingClientRect().top-col.getBoundingClientRect().top+col.scrollTop;
    setScroll(col,Math.max(0,top-col.clientHeight/3));
    if(col.scrollWidth>col.clientWidth){var left=frame.getBoundingClientRect().left-col.getBoundingClientRect().left+col.scrollLeft;col.scrollLeft=Math.max(0,left-16);}
  }
  function setScroll(col,value){
    value=Math.round(value);
    if(Math.abs(col.scrollTop-value)<1)return;
    col.dataset.quiet='1';col.scrollTop=value;
  }
  function show(index){
    if(!changes.length){position.textContent='no changes';return;}
    index=(index+changes.length)%changes.length;
    if(currentEl){currentEl.classList.remove('current');each(framesOf(currentEl),function(f){f.classList.remove('current');});}
    currentEl=changes[index];
    currentEl.classList.add('current');
    var frames=framesOf(currentEl);
    each(frames,function(f){f.classList.add('current');bring(f);});
    if(frames.length===1){var other=frames[0].closest('.dv').querySelector(frames[0].closest('.dv-old')?'.dv-new':'.dv-old');var mine=frames[0].closest('.dv-col');if(other&&mine)setScroll(other,mine.scrollTop);}
    currentEl.scrollIntoView({block:currentEl.closest('.workspace')?'nearest':'center'});
    currentEl.focus({preventScroll:true});
    position.textContent='change '+(index+1)+' of '+changes.length;
  }
  function step(delta){
    var at=changes.indexOf(currentEl);
    show(at<0?(delta>0?0:changes.length-1):at+delta);
  }
  function backToList(){
    var list=(currentEl&&changes.indexOf(currentEl)>=0)?currentEl:document.querySelector('ol.changes');
    if(list)list.focus({preventScroll:true});
  }
  function setView(view){
    document.body.classList.remove('view-inline','view-side');document.body.classList.add('view-'+view);
    each(document.querySelectorAll('[data-view]'),function(b){b.setAttribute('aria-pressed',String(b.getAttribute('data-view')===view));});
  }
  document.getElementById('next').addEventListener('click',function(){step(1);});
  document.getElementById('prev').addEventListener('click',function(){step(-1);});
  each(document.querySelectorAll('[data-view]'),function(b){b.addEventListener('click',function(){setView(b.getAttribute('data-view'));});});
  each(document.querySelectorAll('[data-type]'),function(box){
    box.addEventListener('change',function(){
      each(document.querySelectorAll('li.change.t-'+box.getAttribute('data-type')),function(el){el.classList.toggle('filtered',!box.checked);});
      refresh();backToList();
    });
  });
  search.addEventListener('input',function(){
    var q=search.value.trim().toLowerCase();
    each(all,function(el){el.classList.toggle('unmatched',!!q&&el.textContent.toLowerCase().indexOf(q)<0);});
    refresh();
  });
  search.addEventListener('keydown',function(e){
    if(e.key==='Enter'){e.preventDefault();if(changes.length)show(0);}
    else if(e.key==='Escape'){search.blur();backToList();}
  });
  var group=document.getElementById('group');
  group.addEventListener('change',function(){
    var by=group.value;
    each(document.querySelectorAll('ol.changes'),function(list){
      each(list.querySelectorAll('.group-head'),function(h){h.remove();});
      var items=Array.prototype.slice.call(list.querySelectorAll('li.change'));
      var key=function(el){return by==='page'?Number(el.getAttribute('data-page')):by==='section'?el.getAttribute('data-section'):'';};
      var firsts={};
      items.forEach(function(el){var k=String(key(el));if(!(k in firsts))firsts[k]=Number(el.getAttribute('data-order'));});
      items.sort(function(a,b){
        var ka=key(a),kb=key(b);
        var byGroup=by==='page'?ka-kb:by==='section'?firsts[ka]-firsts[kb]:0;
        return byGroup||Number(a.getAttribute('data-order'))-Number(b.getAttribute('data-order'));
      });
      var last=null;
      items.forEach(function(el){
        var k=String(key(el));
        if(by&&k!==last){var h=document.createElement('li');h.className='group-head';h.setAttribute('role','presentation');
          var unit=(el.querySelector('.page')||{textContent:''}).textContent.split(' ')[0]||'page';
          h.textContent=by==='page'?unit+' '+k:(k||'body');list.appendChild(h);last=k;}
        list.appendChild(el);
      });
    });
    collect();refresh();backToList();
  });
  each(document.querySelectorAll('.dv-frame'),function(f){
    f.addEventListener('click',function(){var c=document.getElementById(f.getAttribute('data-change'));var at=changes.indexOf(c);if(at>=0)show(at);});
  });
  each(document.querySelectorAll('li.change'),function(el){
    el.addEventListener('click',function(e){if(e.target.closest('a,button,input'))return;var at=changes.indexOf(el);if(at>=0)show(at);});
  });
  each(document.querySelectorAll('.dv'),function(dv){
    var cols=dv.querySelectorAll('.dv-col');
    each(cols,function(col){
      col.addEventListener('scroll',function(){
        if(col.dataset.quiet){delete col.dataset.quiet;col.dataset.last=col.scrollTop;return;}
        var other=cols[0]===col?cols[1]:cols[0];
        var delta=col.scrollTop-(Number(col.dataset.last)||0);
        col.dataset.last=col.scrollTop;
        if(other&&other.offsetParent&&delta)setScroll(other,other.scrollTop+delta);
      },{passive:true});
    });
    each(dv.querySelectorAll('[data-side]'),function(b){b.addEventListener('click',function(){
      dv.setAttribute('data-show',b.getAttribute('data-side'));
      each(dv.querySelectorAll('[data-side]'),function(o){o.setAttribute('aria-pressed',String(o===b));});
      if(currentEl)each(framesOf(currentEl),bring);
    });});
    // A phone shows the whole page width; Zoom doubles it to read the text, scrolled to the change.
    each(dv.querySelectorAll('.dv-zoom'),function(b){b.addEventListener('click',function(){
      var on=dv.getAttribute('data-zoom')!=='on';
      dv.setAttribute('data-zoom',on?'on':'off');b.setAttribute('aria-pressed',String(on));
      if(currentEl)each(framesOf(currentEl),bring);
    });});
  });
  // Page images are decoded when their column scrolls near them.
  // A page drawn the same as an earlier one takes that page's image (data-same).
  var images=document.querySelectorAll('img[data-src],img[data-same]');
  function load(img){
    if(img.dataset.src){img.src=img.dataset.src;delete img.dataset.src;}
    else if(img.dataset.same){var twin=document.getElementById(img.dataset.same);var data=twin&&(twin.dataset.src||twin.getAttribute('src'));if(data)img.src=data;delete img.dataset.same;}
  }
  if('IntersectionObserver' in window){
    each(document.querySelectorAll('.dv-col'),function(col){
      var seen=new IntersectionObserver(function(entries){entries.forEach(function(en){if(en.isIntersecting){load(en.target);seen.unobserve(en.target);}});},{root:col,rootMargin:'1500px 0px'});
      each(col.querySelectorAll('img[data-src],img[data-same]'),function(img){seen.observe(img);});
    });
  } else each(images,load);
  document.addEventListener('keydown',function(e){
    if(!shortcuts.checked||e.ctrlKey||e.metaKey||e.altKey)return;
    var t=e.target;
    if(t&&(t.tagName==='TEXTAREA'||t.tagName==='SELECT'||(t.tagName==='INPUT'&&t.type!=='checkbox')))return;
    if(e.key==='j'){step(1);e.preventDefault();}
    else if(e.key==='k'){step(-1);e.preventDefault();}
    else if(e.key==='s'){setView(document.body.classList.contains('view-side')?'inline':'side');}
    else if(e.key==='/'){search.focus();e.preventDefault();}
  });
  collect();refresh();
})();
`;


/***/ })

};

return{id,ids,modules}})