export const id = 2429;
export const ids = [2429];
export const modules = {

/***/ 22429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  emailWriter: () => (/* binding */ emailWriter)
});

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/email/index.ts + 1 modules
var email = __webpack_require__(35407);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/diff/libesm/diff/word.js + 1 modules
var word = __webpack_require__(75367);
// EXTERNAL MODULE: ./src/engine/model/document.ts
var model_document = __webpack_require__(64451);
// EXTERNAL MODULE: ./src/engine/formats/email/data.ts
var email_data = __webpack_require__(47792);
// EXTERNAL MODULE: ./src/engine/formats/email/mime.ts
var mime = __webpack_require__(97088);
;// CONCATENATED MODULE: ./src/engine/formats/email/write/writer.ts






/**
 * E-mail results. The message keeps the target's headers; its body becomes a
 * multipart/alternative of the plain text and an HTML redline (headers, body and attachments
 * with <ins>/<del> in the ItemsStyle colours), followed by the target's attachments as they
 * were and, when deleted content is shown, the source's removed attachments.
 * Clean mode writes the target with rejected changes reverted: headers restored from the
 * source, the plain-text body with rejected text changes undone, attachments put back or
 * left out.
 */
const CONTENT_HEADERS = new Set(['content-type', 'content-transfer-encoding', 'mime-version', 'content-length', 'content-disposition', 'content-description', 'content-id']);
async function writeEmailResult(input) {
    const warnings = [];
    const { options } = input;
    const ignored = [];
    const sourceMessage = (0,mime/* parseMessage */.vY)(input.source.bytes, ignored);
    const targetMessage = (0,mime/* parseMessage */.vY)(input.target.bytes, ignored);
    const sourceParts = (0,email.classifyParts)(sourceMessage, ignored);
    const targetParts = (0,email.classifyParts)(targetMessage, ignored);
    const sourceAttachments = attachmentsByKey(sourceParts.attachments);
    const targetAttachments = attachmentsByKey(targetParts.attachments);
    const boundary = `docdelta-${(0,external_node_crypto_.createHash)('sha1').update(input.target.bytes).digest('hex').slice(0, 24)}`;
    if (options.mode === 'clean') {
        const rejected = input.changes.filter((_, index) => options.rejected.has(index));
        const headers = revertHeaders(targetMessage.headers, sourceMessage.headers, rejected, input);
        const bodyText = revertBody(input.source.document, input.target.document, rejected);
        const attachments = new Map(targetAttachments);
        for (const change of rejected) {
            const key = change.source?.story ?? change.target?.story ?? '';
            if (!key.startsWith('attachment:'))
                continue;
            if (change.kind === 'Inserted')
                attachments.delete(key);
            else if (sourceAttachments.has(key))
                attachments.set(key, sourceAttachments.get(key));
        }
        const bodyRejected = rejected.some((c) => (c.target?.story ?? c.source?.story) === 'body');
        const parts = [textPart(bodyText)];
        if (targetParts.body.html && !bodyRejected)
            parts.push(rawPart(targetParts.body.html));
        if (targetParts.body.html && bodyRejected) {
            warnings.push({ code: 'email-html-dropped', message: 'the HTML alternative of the body was left out: it would still show the rejected changes' });
        }
        const body = parts.length > 1 ? multipart('alternative', `${boundary}-alt`, parts) : parts[0];
        const message = multipart('mixed', boundary, [body, ...[...attachments.values()].map((a) => rawPart(a.part))]);
        return { bytes: finish(headers, message), warnings };
    }
    if (options.mode === 'tracked') {
        warnings.push({ code: 'email-no-tracked-changes', message: 'e-mail has no tracked changes; the result is an HTML redline' });
    }
    const redline = redlineHtml(input, sourceAttachments, targetAttachments);
    const plain = input.target.document.stories.find((s) => s.key === 'body')?.blocks.map(model_document/* blockText */.dK).join('\n') ?? '';
    const alternative = multipart('alternative', `${boundary}-alt`, [textPart(plain), htmlPart(redline)]);
    const attachments = [...targetAttachments.values()].map((a) => rawPart(a.part));
    if (options.showDeleted) {
        for (const [key, attachment] of sourceAttachments)
            if (!targetAttachments.has(key))
                attachments.push(rawPart(attachment.part, 'deleted attachment (shown by docdelta)'));
    }
    return { bytes: finish(targetMessage.headers, multipart('mixed', boundary, [alternative, ...attachments])), warnings };
}
function finish(messageHeaders, content) {
    const kept = messageHeaders.filter((h) => !CONTENT_HEADERS.has(h.name.toLowerCase())).map((h) => h.raw.replace(/\r?\n/g, '\r\n'));
    return (0,mime/* binaryToBytes */.I$)([...kept, 'MIME-Version: 1.0', ...content.headers, '', content.body].join('\r\n'));
}
function multipart(subtype, boundary, parts) {
    const body = parts.map((p) => `--${boundary}\r\n${[...p.headers, '', p.body].join('\r\n')}\r\n`).join('') + `--${boundary}--\r\n`;
    return { headers: [`Content-Type: multipart/${subtype}; boundary="${boundary}"`], body };
}
function textPart(text) {
    return { headers: ['Content-Type: text/plain; charset="utf-8"', 'Content-Transfer-Encoding: quoted-printable'], body: (0,mime/* encodeQuotedPrintable */.yj)(text) };
}
function htmlPart(html) {
    return { headers: ['Content-Type: text/html; charset="utf-8"', 'Content-Transfer-Encoding: quoted-printable'], body: (0,mime/* encodeQuotedPrintable */.yj)(html) };
}
/** A part copied as it was (its headers and still-encoded body, binary-safe). */
function rawPart(part, description) {
    const headers = part.headers.filter((h) => !(description && h.name.toLowerCase() === 'content-description')).map((h) => h.raw.replace(/\r?\n/g, '\r\n'));
    if (description)
        headers.push(`Content-Description: ${description}`);
    return { headers, body: part.body.replace(/\r?\n/g, '\r\n') };
}
function attachmentsByKey(list) {
    const out = new Map();
    const seen = new Map();
    for (const attachment of list) {
        const count = (seen.get(attachment.name) ?? 0) + 1;
        seen.set(attachment.name, count);
        out.set(count === 1 ? `attachment:${attachment.name}` : `attachment:${attachment.name}#${count}`, attachment);
    }
    return out;
}
function revertHeaders(target, source, rejected, input) {
    const names = new Set();
    const sourceNames = (0,email_data/* emailData */.F)(input.source.document)?.headerNames ?? [];
    const targetNames = (0,email_data/* emailData */.F)(input.target.document)?.headerNames ?? [];
    for (const change of rejected) {
        if ((change.target?.story ?? change.source?.story) !== 'message')
            continue;
        const fromTarget = change.target?.blockPath.length ? targetNames[change.target.blockPath[0]] : undefined;
        const fromSource = change.source?.blockPath.length ? sourceNames[change.source.blockPath[0]] : undefined;
        for (const name of [fromTarget, fromSource])
            if (name)
                names.add(name.toLowerCase());
    }
    if (!names.size)
        return [...target];
    const out = target.filter((h) => !names.has(h.name.toLowerCase()));
    for (const header of source)
        if (names.has(header.name.toLowerCase()))
            out.push(header);
    return out;
}
/** The target's plain-text body with rejected text changes put back to the source's text. */
function revertBody(source, target, rejected) {
    const sourceLines = source.stories.find((s) => s.key === 'body')?.blocks.map(model_document/* blockText */.dK) ?? [];
    const lines = target.stories.find((s) => s.key === 'body')?.blocks.map(model_document/* blockText */.dK) ?? [];
    const inserts = new Map();
    const edits = new Map();
    for (const change of rejected) {
        if ((change.target?.story ?? change.source?.story) !== 'body')
            continue;
        if (change.unit === 'text' && change.target?.start !== undefined && change.source?.start !== undefined) {
            const line = change.target.blockPath[0];
            edits.set(line, [...(edits.get(line) ?? []), change]);
        }
        else if (change.kind === 'Inserted' && change.target)
            lines[change.target.blockPath[0]] = undefined;
        else if (change.kind === 'Deleted' && change.source) {
            const at = change.anchor?.blockPath[0] ?? lines.length;
            inserts.set(at, [...(inserts.get(at) ?? []), sourceLines[change.source.blockPath[0]] ?? change.text]);
        }
    }
    for (const [line, changes] of edits) {
        let text = lines[line];
        if (text === undefined)
            continue;
        // Right to left, so earlier offsets stay valid.
        for (const change of [...changes].sort((x, y) => y.target.start - x.target.start)) {
            const old = sourceLines[change.source.blockPath[0]]?.slice(change.source.start, change.source.end) ?? change.text;
            text = text.slice(0, change.target.start) + old + text.slice(change.target.end);
        }
        lines[line] = text;
    }
    const out = [];
    for (let i = 0; i <= lines.length; i++) {
        out.push(...(inserts.get(i) ?? []));
        if (i < lines.length && lines[i] !== undefined)
            out.push(lines[i]);
    }
    return out.join('\n');
}
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
function css(style) {
    const rules = [];
    if (style.fontColor)
        rules.push(`color:#${style.fontColor}`);
    if (style.highlightColor)
        rules.push(`background-color:#${style.highlightColor}`);
    if (style.bold)
        rules.push('font-weight:bold');
    if (style.italic)
        rules.push('font-style:italic');
    const lines = [style.strikeThrough ? 'line-through' : '', style.underline ? 'underline' : ''].filter(Boolean);
    rules.push(`text-decoration:${lines.length ? lines.join(' ') : 'none'}`);
    return rules.join(';');
}
function marked(tag, style, text) {
    return `<${tag} style="${css(style)}">${escapeHtml(style.beginSeparator)}${escapeHtml(text).replace(/\n/g, '<br>\n')}${escapeHtml(style.endSeparator)}</${tag}>`;
}
function redlineText(before, after, input) {
    const { options } = input;
    return (0,word/* diffWordsWithSpace */.pR)(before, after)
        .map((piece) => {
        if (piece.added)
            return options.showInserted ? marked('ins', options.inserted, piece.value) : escapeHtml(piece.value).replace(/\n/g, '<br>\n');
        if (piece.removed)
            return options.showDeleted ? marked('del', options.deleted, piece.value) : '';
        return escapeHtml(piece.value).replace(/\n/g, '<br>\n');
    })
        .join('');
}
function headerText(model, name) {
    const data = (0,email_data/* emailData */.F)(model);
    const index = data?.headerNames.indexOf(name) ?? -1;
    const block = index >= 0 ? model.stories.find((s) => s.key === 'message')?.blocks[index] : undefined;
    return block ? (0,model_document/* blockText */.dK)(block).slice(name.length + 2) : '';
}
function redlineHtml(input, sourceAttachments, targetAttachments) {
    const source = input.source.document;
    const target = input.target.document;
    const rows = email.SHOWN_HEADERS.map((name) => [name, headerText(source, name), headerText(target, name)])
        .filter(([, before, after]) => before || after)
        .map(([name, before, after]) => `<tr><th style="text-align:left;padding-right:1em">${name}</th><td>${redlineText(before, after, input)}</td></tr>`);
    const body = (model) => model.stories.find((s) => s.key === 'body')?.blocks.map(model_document/* blockText */.dK).join('\n') ?? '';
    const items = [];
    const describe = (a) => `${a.name} (${a.part.contentType}, ${a.bytes.length} bytes)`;
    for (const [key, after] of targetAttachments) {
        const before = sourceAttachments.get(key);
        const same = before && Buffer.compare(Buffer.from(before.bytes), Buffer.from(after.bytes)) === 0;
        items.push(`<li>${!before ? marked('ins', input.options.inserted, describe(after)) : same ? escapeHtml(describe(after)) : marked('span', input.options.changed, `${describe(after)} (changed)`)}</li>`);
    }
    for (const [key, before] of sourceAttachments) {
        if (!targetAttachments.has(key) && input.options.showDeleted)
            items.push(`<li>${marked('del', input.options.deleted, describe(before))}</li>`);
    }
    const title = escapeHtml(headerText(target, 'Subject'));
    return [
        '<!DOCTYPE html>',
        `<html><head><meta charset="utf-8"><title>${title}</title></head><body>`,
        `<table>${rows.join('')}</table>`,
        '<hr>',
        `<div style="font-family:monospace">${redlineText(body(source), body(target), input)}</div>`,
        items.length ? `<hr><p>Attachments:</p><ul>${items.join('')}</ul>` : '',
        '</body></html>',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/engine/formats/email/write/index.ts



/** Result writer for e-mail (.eml): the target message with an HTML redline of its body. */
const emailWriter = {
    formats: ['eml'],
    write: async (input) => writeEmailResult(input),
    validate: async (bytes) => {
        const model = (0,email.readEmail)(bytes, 'eml');
        const problem = model.warnings.find((w) => w.code === 'email-multipart-no-boundary' || w.code === 'email-too-deep');
        if (problem)
            throw new errors/* CorruptDocumentError */.b6(`the written message does not parse cleanly (${problem.message})`);
        if (!model.stories.some((s) => s.key === 'body'))
            throw new errors/* CorruptDocumentError */.b6('the written message has no body');
    },
};


/***/ })

};
