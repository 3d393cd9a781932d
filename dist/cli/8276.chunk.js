(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 8276;
const ids = [8276];
const modules = {

/***/ 28276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vK: () => (/* binding */ writeAtomically),
  writeReport: () => (/* binding */ writeReport)
});

// UNUSED EXPORTS: ReportPathError, reportKind

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/report/html.ts + 1 modules
var html = __webpack_require__(37545);
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
            const row = changeRow(change, index + 1, file.places[index] ?? '', maxText);
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
    const lines = [
        `<details open>\n<summary><strong>${(0,report_escape/* escapeHtml */.Z)(name)}</strong>${status}: ${(0,report_escape/* escapeHtml */.Z)(file.note ? 'not compared' : (0,summary/* summarize */.eh)(file.changes))}</summary>\n\n`,
    ];
    if (file.note) {
        lines.push(`${(0,report_escape/* escapeHtml */.Z)(escapeMarkdown(file.note))}\n`);
        return lines.join('');
    }
    if (file.changes.length) {
        lines.push('| Type | Count |\n| --- | ---: |\n');
        for (const [type, count] of (0,summary/* countsByType */.YB)(file.changes))
            lines.push(`| ${(0,summary/* typeLabel */.Dd)(type)} | ${count} |\n`);
        lines.push('\n| # | Type | Where | Change |\n| ---: | --- | --- | --- |\n');
    }
    return lines.join('');
}
function changeRow(change, number, place, maxText) {
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
    return `| ${number} | ${(0,summary/* typeLabel */.Dd)(change.Type)} | ${tableCell(place)} | ${what} |\n`;
}
/**
 * Text inside a table cell: HTML-escaped (GitHub renders inline HTML), with the characters that
 * would end the cell or start Markdown syntax escaped and line breaks as `<br>`.
 */
function tableCell(text) {
    return (0,report_escape/* escapeHtml */.Z)(escapeMarkdown(text)).replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}
function escapeMarkdown(text) {
    return text.replace(/([\\`*_[\]~#])/g, '\\$1');
}
function truncate(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

// EXTERNAL MODULE: ./src/report/kind.ts
var report_kind = __webpack_require__(9466);
;// CONCATENATED MODULE: ./src/report/write.ts







class ReportPathError extends Error {
    name = 'ReportPathError';
}
/**
 * Writes a report next to its final name and renames it into place, so an error never leaves a
 * partial report; refuses to write over any of the compared documents.
 */
async function writeReport(path, files, protectedPaths, title) {
    const kind = (0,report_kind/* reportKind */.V)(path);
    if (!kind)
        throw new ReportPathError(`${path}: a report is .html or .md`);
    const target = await canonical(path);
    for (const source of protectedPaths) {
        if ((await canonical(source)) === target)
            throw new ReportPathError(`${path}: is one of the compared documents; choose another report name`);
    }
    const content = kind === 'html' ? (0,html/* renderHtml */.K2)(files, { title }) : renderMarkdown(files, { title });
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

return{id,ids,modules}})