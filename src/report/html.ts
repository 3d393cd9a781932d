import type { ChangeInfoRecord } from '../engine/changeinfo';
import { escapeHtml } from './escape';
import { countsByType, describeStyleChanges, pageUnit, summarize, typeLabel } from './summary';
import type { FileReport, PreviewImage } from './types';

/**
 * A self-contained HTML report: one file with inline CSS and JS, no network access. Inline and
 * side-by-side views toggle in place; next/previous buttons and the j/k keys walk the changes.
 * Every text from a document is escaped; page previews, when given, are embedded as data: URIs.
 */

export interface HtmlOptions {
  title?: string;
  previews?: readonly PreviewImage[];
}

export function renderHtml(files: readonly FileReport[], options: HtmlOptions = {}): string {
  const title = options.title ?? 'docdelta report';
  const total = files.reduce((n, file) => n + file.changes.length, 0);
  const sections = files.map((file, index) => fileSection(file, index, options.previews ?? [])).join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body class="view-inline">
<header class="toolbar">
<h1>${escapeHtml(title)}</h1>
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

function fileSection(file: FileReport, fileIndex: number, previews: readonly PreviewImage[]): string {
  const name = file.status === 'renamed' ? `${file.oldPath} → ${file.newPath}` : file.newPath;
  const status = file.status === 'modified' ? '' : ` <span class="status">${escapeHtml(file.status)}</span>`;
  const parts = [`<section class="file" id="file-${fileIndex}">`, `<h2>${escapeHtml(name)}${status}</h2>`];
  if (file.note) {
    parts.push(`<p class="note">${escapeHtml(file.note)}</p>`, '</section>');
    return parts.join('\n');
  }
  parts.push(`<p class="summary">${escapeHtml(summarize(file.changes))}</p>`);
  if (file.changes.length) {
    const counts = countsByType(file.changes)
      .map(([type, count]) => `<tr><td><span class="badge t-${escapeHtml(type)}">${escapeHtml(type)}</span></td><td>${count}</td></tr>`)
      .join('');
    parts.push(`<table class="counts"><thead><tr><th>Type</th><th>Count</th></tr></thead><tbody>${counts}</tbody></table>`);
  }
  const filePreviews = previews.filter((preview) => preview.path === file.newPath);
  if (filePreviews.length) parts.push(previewFigures(filePreviews));
  parts.push('<ol class="changes">');
  const unit = pageUnit(file.newPath);
  file.changes.forEach((change, i) => parts.push(changeItem(change, file.places[i] ?? '', fileIndex, unit)));
  parts.push('</ol>', '</section>');
  return parts.join('\n');
}

function changeItem(change: ChangeInfoRecord, place: string, fileIndex: number, unit: string): string {
  const id = `change-${fileIndex}-${change.Id}`;
  const old = change.Type === 'Inserted' ? '' : change.Text;
  const now = change.Type === 'Deleted' ? '' : change.TargetText;
  let inline: string;
  switch (change.Type) {
    case 'Inserted':
      inline = `<ins>${text(now)}</ins>`;
      break;
    case 'Deleted':
      inline = `<del>${text(old)}</del>`;
      break;
    case 'StyleChanged':
      inline = `<span class="styled">${text(now)}</span> <span class="props">${escapeHtml(describeStyleChanges(change))}</span>`;
      break;
    case 'Moved':
      inline = `<span class="moved">${text(now)}</span>`;
      break;
    default:
      inline = `<del>${text(old)}</del> <ins>${text(now)}</ins>`;
  }
  const oldSide = change.Type === 'Inserted' ? '<span class="empty">(nothing)</span>' : change.Type === 'StyleChanged' || change.Type === 'Moved' ? text(old || now) : `<del>${text(old)}</del>`;
  const newSide = change.Type === 'Deleted' ? '<span class="empty">(nothing)</span>' : change.Type === 'StyleChanged' || change.Type === 'Moved' ? text(now) : `<ins>${text(now)}</ins>`;
  return `<li class="change t-${escapeHtml(change.Type)}" id="${id}" tabindex="-1">
<div class="where"><span class="badge t-${escapeHtml(change.Type)}">${escapeHtml(typeLabel(change.Type))}</span> ${escapeHtml(place)} <span class="page">${unit} ${change.PageInfo.PageNumber}</span></div>
<div class="inline">${inline}</div>
<div class="side"><div class="old">${oldSide}</div><div class="new">${newSide}</div></div>
</li>`;
}

function previewFigures(previews: readonly PreviewImage[]): string {
  const figures = previews.map(
    (preview) =>
      `<figure class="preview ${preview.side}"><img alt="${escapeHtml(`${preview.side} version, page ${preview.page}`)}" src="data:${preview.mimeType};base64,${Buffer.from(preview.bytes).toString('base64')}"><figcaption>${preview.side === 'old' ? 'Before' : 'After'}, page ${preview.page}</figcaption></figure>`,
  );
  return `<div class="previews">${figures.join('')}</div>`;
}

/** Document text, escaped, with its line breaks kept. */
function text(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
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
