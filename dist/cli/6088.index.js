export const id = 6088;
export const ids = [6088];
export const modules = {

/***/ 66088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   difftoolCommand: () => (/* binding */ difftoolCommand)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _engine_versions__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(34253);
/* harmony import */ var _git_driver__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(75140);
/* harmony import */ var _report_write__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(28276);
/* harmony import */ var _report_html__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(86433);
/* harmony import */ var _files__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(99141);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(71604);











const HELP = `Usage: docdelta difftool <old> <new>

Writes the HTML report of the comparison to a temporary file and opens it in the browser (when a
display is available), else prints its path. As a git difftool ('docdelta install' sets it up):
  git difftool -t docdelta [<commit>] [-- <path>]`;
async function difftoolCommand(args, io) {
    if (args.includes('--help') || args.includes('-h')) {
        io.stdout.write(`${HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
    }
    if (args.length !== 2)
        throw new _io__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`difftool takes two files\n${HELP}`);
    const [oldFile, newFile] = args;
    // git difftool passes temporary copies; MERGED names the file in the repository.
    const name = io.env.MERGED || newFile;
    const before = oldFile === _git_driver__WEBPACK_IMPORTED_MODULE_6__/* .NULL_FILE */ .pP ? undefined : await (0,_files__WEBPACK_IMPORTED_MODULE_8__/* .readInput */ .R5)(oldFile);
    const after = newFile === _git_driver__WEBPACK_IMPORTED_MODULE_6__/* .NULL_FILE */ .pP ? undefined : await (0,_files__WEBPACK_IMPORTED_MODULE_8__/* .readInput */ .R5)(newFile);
    if (!before && !after)
        throw new _io__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb('difftool needs at least one file that is not /dev/null');
    const result = await (0,_engine_versions__WEBPACK_IMPORTED_MODULE_5__/* .compareVersions */ .Z)(before && { bytes: before.bytes, fileName: oldFile }, after && { bytes: after.bytes, fileName: newFile });
    for (const warning of result.warnings)
        io.stderr.write(`docdelta: warning: ${warning}\n`);
    const file = {
        oldPath: io.env.MERGED || oldFile,
        newPath: name,
        status: !before ? 'added' : !after ? 'deleted' : 'modified',
        changes: result.changes,
        places: result.places,
    };
    const directory = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), 'docdelta-'));
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(directory, `${(0,node_path__WEBPACK_IMPORTED_MODULE_4__.basename)(name).replace(/[^\w.-]+/g, '_')}.html`);
    await (0,_report_write__WEBPACK_IMPORTED_MODULE_7__/* .writeAtomically */ .vK)(path, (0,_report_html__WEBPACK_IMPORTED_MODULE_10__/* .renderHtml */ .K)([file], { title: `docdelta: ${name}` }));
    const opened = openInBrowser(path, io.env);
    io.stdout.write(opened ? `docdelta: opened ${path}\n` : `docdelta: report written to ${path}\n`);
    return _io__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
}
/** Starts the platform's opener when there is one and a display to open on; never waits for it. */
function openInBrowser(path, env) {
    let command;
    let args = [path];
    if (process.platform === 'darwin')
        command = 'open';
    else if (process.platform === 'win32') {
        command = 'cmd';
        args = ['/c', 'start', '""', path];
    }
    else if ((env.DISPLAY || env.WAYLAND_DISPLAY) && onPath('xdg-open', env.PATH))
        command = 'xdg-open';
    if (!command)
        return false;
    try {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, { detached: true, stdio: 'ignore', env: env });
        child.on('error', () => undefined);
        child.unref();
        return true;
    }
    catch {
        return false;
    }
}
function onPath(program, path) {
    return (path ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_4__.delimiter).some((directory) => directory && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(directory, program)));
}


/***/ }),

/***/ 99141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ PASSWORD_OPTIONS),
/* harmony export */   R5: () => (/* binding */ readInput),
/* harmony export */   iH: () => (/* binding */ PASSWORD_HELP),
/* harmony export */   pY: () => (/* binding */ passwordsFrom)
/* harmony export */ });
/* unused harmony export MAX_INPUT_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71604);


/** Largest input the CLI reads into memory. */
const MAX_INPUT_BYTES = 512 * 1024 * 1024;
/** Reads a document named on the command line; problems become one-line usage errors. */
async function readInput(path, password) {
    let size;
    try {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path);
        if (info.isDirectory())
            throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${path}: is a directory, not a document`);
        size = info.size;
    }
    catch (error) {
        if (error instanceof _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb)
            throw error;
        const code = error.code;
        throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(code === 'ENOENT' ? `${path}: no such file` : `${path}: cannot be read (${code ?? 'error'})`);
    }
    if (size > MAX_INPUT_BYTES)
        throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${path}: ${size} bytes is over the ${MAX_INPUT_BYTES}-byte limit`);
    const bytes = new Uint8Array(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path));
    return { bytes, fileName: path, password };
}
/** Password options every reading command accepts; environment variables keep them out of `ps`. */
const PASSWORD_OPTIONS = {
    'source-password': { type: 'string' },
    'target-password': { type: 'string' },
};
const PASSWORD_HELP = `  --source-password <pw>  password of a protected source (or DOCDELTA_SOURCE_PASSWORD)
  --target-password <pw>  password of protected targets (or DOCDELTA_TARGET_PASSWORD)`;
function passwordsFrom(values, env) {
    return {
        source: values['source-password'] ?? env.DOCDELTA_SOURCE_PASSWORD,
        target: values['target-password'] ?? env.DOCDELTA_TARGET_PASSWORD,
    };
}


/***/ }),

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ escapeHtml)
/* harmony export */ });
/** Escapes text for HTML element content and quoted attribute values. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;'));
}


/***/ }),

/***/ 86433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ renderHtml)
/* harmony export */ });
/* harmony import */ var _escape__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _summary__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57994);


function renderHtml(files, options = {}) {
    const title = options.title ?? 'docdelta report';
    const total = files.reduce((n, file) => n + file.changes.length, 0);
    const sections = files.map((file, index) => fileSection(file, index, options.previews ?? [])).join('\n');
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(title)}</title>
<style>${STYLE}</style>
</head>
<body class="view-inline">
<header class="toolbar">
<h1>${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(title)}</h1>
<span class="total">${files.length} document${files.length === 1 ? '' : 's'}, ${total} change${total === 1 ? '' : 's'}</span>
<span class="views" role="group" aria-label="View">
<button type="button" data-view="inline" aria-pressed="true">Inline</button>
<button type="button" data-view="side" aria-pressed="false">Side by side</button>
</span>
<span class="nav">
<button type="button" id="prev" title="Previous change (k)">↑ Previous</button>
<button type="button" id="next" title="Next change (j)">↓ Next</button>
<span id="position" aria-live="polite"></span>
</span>
</header>
<main>
${sections}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
function fileSection(file, fileIndex, previews) {
    const name = file.status === 'renamed' ? `${file.oldPath} → ${file.newPath}` : file.newPath;
    const status = file.status === 'modified' ? '' : ` <span class="status">${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(file.status)}</span>`;
    const parts = [`<section class="file" id="file-${fileIndex}">`, `<h2>${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(name)}${status}</h2>`];
    if (file.note) {
        parts.push(`<p class="note">${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(file.note)}</p>`, '</section>');
        return parts.join('\n');
    }
    parts.push(`<p class="summary">${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)((0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .summarize */ .eh)(file.changes))}</p>`);
    if (file.changes.length) {
        const counts = (0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .countsByType */ .YB)(file.changes)
            .map(([type, count]) => `<tr><td><span class="badge t-${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(type)}">${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(type)}</span></td><td>${count}</td></tr>`)
            .join('');
        parts.push(`<table class="counts"><thead><tr><th>Type</th><th>Count</th></tr></thead><tbody>${counts}</tbody></table>`);
    }
    const filePreviews = previews.filter((preview) => preview.path === file.newPath);
    if (filePreviews.length)
        parts.push(previewFigures(filePreviews));
    parts.push('<ol class="changes">');
    file.changes.forEach((change, i) => parts.push(changeItem(change, file.places[i] ?? '', fileIndex)));
    parts.push('</ol>', '</section>');
    return parts.join('\n');
}
function changeItem(change, place, fileIndex) {
    const id = `change-${fileIndex}-${change.Id}`;
    const old = change.Type === 'Inserted' ? '' : change.Text;
    const now = change.Type === 'Deleted' ? '' : change.TargetText;
    let inline;
    switch (change.Type) {
        case 'Inserted':
            inline = `<ins>${text(now)}</ins>`;
            break;
        case 'Deleted':
            inline = `<del>${text(old)}</del>`;
            break;
        case 'StyleChanged':
            inline = `<span class="styled">${text(now)}</span> <span class="props">${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)((0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .describeStyleChanges */ .aj)(change))}</span>`;
            break;
        case 'Moved':
            inline = `<span class="moved">${text(now)}</span>`;
            break;
        default:
            inline = `<del>${text(old)}</del> <ins>${text(now)}</ins>`;
    }
    const oldSide = change.Type === 'Inserted' ? '<span class="empty">(nothing)</span>' : change.Type === 'StyleChanged' || change.Type === 'Moved' ? text(old || now) : `<del>${text(old)}</del>`;
    const newSide = change.Type === 'Deleted' ? '<span class="empty">(nothing)</span>' : change.Type === 'StyleChanged' || change.Type === 'Moved' ? text(now) : `<ins>${text(now)}</ins>`;
    return `<li class="change t-${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(change.Type)}" id="${id}" tabindex="-1">
<div class="where"><span class="badge t-${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(change.Type)}">${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)((0,_summary__WEBPACK_IMPORTED_MODULE_1__/* .typeLabel */ .Dd)(change.Type))}</span> ${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(place)} <span class="page">page ${change.PageInfo.PageNumber}</span></div>
<div class="inline">${inline}</div>
<div class="side"><div class="old">${oldSide}</div><div class="new">${newSide}</div></div>
</li>`;
}
function previewFigures(previews) {
    const figures = previews.map((preview) => `<figure class="preview ${preview.side}"><img alt="${(0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(`${preview.side} version, page ${preview.page}`)}" src="data:${preview.mimeType};base64,${Buffer.from(preview.bytes).toString('base64')}"><figcaption>${preview.side === 'old' ? 'Before' : 'After'}, page ${preview.page}</figcaption></figure>`);
    return `<div class="previews">${figures.join('')}</div>`;
}
/** Document text, escaped, with its line breaks kept. */
function text(value) {
    return (0,_escape__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .Z)(value).replace(/\r?\n/g, '<br>');
}
const STYLE = `
:root{--ins:#1a7f37;--ins-bg:#dafbe1;--del:#cf222e;--del-bg:#ffebe9;--mod:#9a6700;--mov:#0969da;--sty:#8250df;--line:#d0d7de;--muted:#57606a}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328;background:#fff}
.toolbar{position:sticky;top:0;z-index:1;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.6rem 1rem;background:#f6f8fa;border-bottom:1px solid var(--line)}
.toolbar h1{font-size:1.1rem;margin:0}
.total,.page,.summary,#position{color:var(--muted)}
button{font:inherit;padding:.2rem .6rem;border:1px solid var(--line);border-radius:6px;background:#fff;cursor:pointer}
button[aria-pressed="true"]{background:#ddf4ff;border-color:var(--mov)}
main{max-width:72rem;margin:0 auto;padding:1rem}
h2{font-size:1.05rem;border-bottom:1px solid var(--line);padding-bottom:.3rem}
.status{font-size:.8rem;color:var(--muted);font-weight:normal}
.counts{border-collapse:collapse;margin:.5rem 0}
.counts td,.counts th{border:1px solid var(--line);padding:.15rem .6rem;text-align:left}
.changes{list-style:none;padding:0}
.change{border:1px solid var(--line);border-radius:6px;margin:.5rem 0;padding:.5rem .75rem;scroll-margin-top:5rem}
.change.current{outline:3px solid var(--mov)}
.badge{display:inline-block;font-size:.75rem;font-weight:600;padding:0 .4rem;border-radius:1rem;color:#fff;background:var(--muted)}
.badge.t-Inserted{background:var(--ins)}.badge.t-Deleted{background:var(--del)}.badge.t-Modified{background:var(--mod)}.badge.t-Moved{background:var(--mov)}.badge.t-StyleChanged{background:var(--sty)}
ins{background:var(--ins-bg);color:var(--ins);text-decoration:none}
del{background:var(--del-bg);color:var(--del)}
.moved{border-left:3px solid var(--mov);padding-left:.4rem}
.styled{border-bottom:2px dotted var(--sty)}.props{color:var(--sty);font-size:.9rem}
.empty{color:var(--muted);font-style:italic}
.inline,.side{margin-top:.3rem;white-space:pre-wrap;overflow-wrap:anywhere}
.side{display:none;grid-template-columns:1fr 1fr;gap:.75rem}
.side>div{padding:.3rem;border-radius:4px;background:#f6f8fa}
.view-side .side{display:grid}.view-side .inline{display:none}
.previews{display:flex;flex-wrap:wrap;gap:1rem}.preview img{max-width:100%;border:1px solid var(--line)}
.note{font-style:italic}
`;
// Plain ES5-style script: it must run from a file:// URL in any browser, offline.
const SCRIPT = `
(function(){
  var changes = Array.prototype.slice.call(document.querySelectorAll('.change'));
  var current = -1;
  var position = document.getElementById('position');
  function show(index){
    if(!changes.length){position.textContent='no changes';return;}
    index=(index+changes.length)%changes.length;
    if(current>=0)changes[current].classList.remove('current');
    current=index;
    var el=changes[current];
    el.classList.add('current');
    el.scrollIntoView({block:'center'});
    el.focus({preventScroll:true});
    position.textContent='change '+(current+1)+' of '+changes.length;
  }
  function setView(view){
    document.body.className='view-'+view;
    Array.prototype.forEach.call(document.querySelectorAll('[data-view]'),function(b){b.setAttribute('aria-pressed',String(b.getAttribute('data-view')===view));});
  }
  document.getElementById('next').addEventListener('click',function(){show(current+1);});
  document.getElementById('prev').addEventListener('click',function(){show(current<0?changes.length-1:current-1);});
  Array.prototype.forEach.call(document.querySelectorAll('[data-view]'),function(b){b.addEventListener('click',function(){setView(b.getAttribute('data-view'));});});
  document.addEventListener('keydown',function(e){
    if(e.ctrlKey||e.metaKey||e.altKey)return;
    var t=e.target&&e.target.tagName;if(t==='INPUT'||t==='TEXTAREA')return;
    if(e.key==='j'){show(current+1);e.preventDefault();}
    else if(e.key==='k'){show(current<0?changes.length-1:current-1);e.preventDefault();}
    else if(e.key==='s'){setView(document.body.className==='view-side'?'inline':'side');}
  });
  position.textContent=changes.length+' change'+(changes.length===1?'':'s');
})();
`;


/***/ }),

/***/ 28276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V_: () => (/* binding */ reportKind),
  vK: () => (/* binding */ writeAtomically),
  u5: () => (/* binding */ writeReport)
});

// UNUSED EXPORTS: ReportPathError

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/report/html.ts
var html = __webpack_require__(86433);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(57994);
;// CONCATENATED MODULE: ./src/report/markdown.ts


/**
 * GitHub-flavoured Markdown report (pull request comments, job summaries): per file a
 * collapsible `<details>` with a table of counts by type and a table of changes, insertions and
 * deletions as `<ins>`/`<del>`. The whole report stays under a character budget (GitHub rejects
 * comments over 65,536 characters); what does not fit is counted in a "N more changes" line.
 */
const GITHUB_COMMENT_LIMIT = 65_536;
/** Room kept for the lines that close a report once changes stop fitting. */
const CLOSING_RESERVE = 400;
function renderMarkdown(files, options = {}) {
    const budget = options.budget ?? GITHUB_COMMENT_LIMIT;
    const maxText = options.maxTextLength ?? 300;
    const total = files.reduce((n, file) => n + file.changes.length, 0);
    const out = [];
    let length = 0;
    const fits = (text) => length + text.length + CLOSING_RESERVE <= budget;
    const push = (text) => {
        out.push(text);
        length += text.length;
    };
    push(`## ${escapeMarkdown(options.title ?? 'docdelta')}: ${files.length} document${files.length === 1 ? '' : 's'}, ${total} change${total === 1 ? '' : 's'}\n\n`);
    let omitted = 0;
    let omittedFiles = 0;
    for (const file of files) {
        const head = fileHead(file);
        if (omitted || !fits(head)) {
            omitted += file.changes.length;
            omittedFiles++;
            continue;
        }
        push(head);
        let shown = 0;
        for (const [index, change] of file.changes.entries()) {
            const row = changeRow(change, file.places[index] ?? '', maxText);
            if (!fits(row))
                break;
            push(row);
            shown++;
        }
        const hidden = file.changes.length - shown;
        if (hidden) {
            omitted += hidden;
            push(`\n**${hidden} more change${hidden === 1 ? '' : 's'}** in this document ${hidden === 1 ? 'is' : 'are'} not shown (the report is kept under ${budget} characters).\n`);
        }
        push('\n</details>\n\n');
    }
    if (omittedFiles) {
        push(`**${omittedFiles} more document${omittedFiles === 1 ? '' : 's'}** with ${omitted} more change${omitted === 1 ? '' : 's'} not shown (the report is kept under ${budget} characters).\n`);
    }
    return out.join('');
}
function fileHead(file) {
    const name = file.status === 'renamed' ? `${file.oldPath} → ${file.newPath}` : file.newPath;
    const status = file.status === 'modified' ? '' : ` (${file.status})`;
    const lines = [`<details open>\n<summary><strong>${(0,report_escape/* escapeHtml */.Z)(name)}</strong>${status}: ${(0,report_escape/* escapeHtml */.Z)(file.note ? 'not compared' : (0,summary/* summarize */.eh)(file.changes))}</summary>\n\n`];
    if (file.note) {
        lines.push(`${(0,report_escape/* escapeHtml */.Z)(escapeMarkdown(file.note))}\n`);
        return lines.join('');
    }
    if (file.changes.length) {
        lines.push('| Type | Count |\n| --- | ---: |\n');
        for (const [type, count] of (0,summary/* countsByType */.YB)(file.changes))
            lines.push(`| ${type} | ${count} |\n`);
        lines.push('\n| # | Type | Where | Change |\n| ---: | --- | --- | --- |\n');
    }
    return lines.join('');
}
function changeRow(change, place, maxText) {
    const cell = (text) => tableCell(truncate(text, maxText));
    let what;
    switch (change.Type) {
        case 'Inserted':
            what = `<ins>${cell(change.TargetText)}</ins>`;
            break;
        case 'Deleted':
            what = `<del>${cell(change.Text)}</del>`;
            break;
        case 'StyleChanged':
            what = `${cell(change.TargetText)}: ${tableCell((0,summary/* describeStyleChanges */.aj)(change))}`;
            break;
        case 'Moved':
            what = `moved: ${cell(change.TargetText)}`;
            break;
        default:
            what = `<del>${cell(change.Text)}</del> → <ins>${cell(change.TargetText)}</ins>`;
    }
    return `| ${change.Id} | ${change.Type} | ${tableCell(place)} | ${what} |\n`;
}
/**
 * Text inside a table cell: HTML-escaped (GitHub renders inline HTML), with the characters that
 * would end the cell or start Markdown syntax escaped and line breaks as `<br>`.
 */
function tableCell(text) {
    return (0,report_escape/* escapeHtml */.Z)(escapeMarkdown(text))
        .replace(/\|/g, '\\|')
        .replace(/\r?\n/g, '<br>');
}
function escapeMarkdown(text) {
    return text.replace(/([\\`*_[\]~#])/g, '\\$1');
}
function truncate(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

;// CONCATENATED MODULE: ./src/report/write.ts





/** Report formats by file extension. */
function reportKind(path) {
    const extension = (0,external_node_path_.extname)(path).toLowerCase();
    if (extension === '.html' || extension === '.htm')
        return 'html';
    if (extension === '.md' || extension === '.markdown')
        return 'markdown';
    return undefined;
}
class ReportPathError extends Error {
    name = 'ReportPathError';
}
/**
 * Writes a report next to its final name and renames it into place, so an error never leaves a
 * partial report; refuses to write over any of the compared documents.
 */
async function writeReport(path, files, protectedPaths, title) {
    const kind = reportKind(path);
    if (!kind)
        throw new ReportPathError(`${path}: a report is .html or .md`);
    const target = await canonical(path);
    for (const source of protectedPaths) {
        if ((await canonical(source)) === target)
            throw new ReportPathError(`${path}: is one of the compared documents; choose another report name`);
    }
    const content = kind === 'html' ? (0,html/* renderHtml */.K)(files, { title }) : renderMarkdown(files, { title });
    await writeAtomically(path, content);
}
async function writeAtomically(path, content) {
    const temp = (0,external_node_path_.join)((0,external_node_path_.dirname)(path), `.${(0,external_node_path_.basename)(path)}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`);
    try {
        await (0,promises_.writeFile)(temp, content);
        await (0,promises_.rename)(temp, path);
    }
    catch (error) {
        await (0,promises_.rm)(temp, { force: true });
        throw error;
    }
}
/** The real path of a file (through symlinks) when it exists, else its absolute path. */
async function canonical(path) {
    try {
        return await (0,promises_.realpath)(path);
    }
    catch {
        try {
            return (0,external_node_path_.join)(await (0,promises_.realpath)((0,external_node_path_.dirname)((0,external_node_path_.resolve)(path))), (0,external_node_path_.basename)(path));
        }
        catch {
            return (0,external_node_path_.resolve)(path);
        }
    }
}


/***/ })

};
