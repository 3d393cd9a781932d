import { createHash } from 'node:crypto';
import { escapeHtml } from './escape';
import type { CellGrid, DocumentView, ViewFrame, ViewPage } from './types';

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

export function frameId(fileIndex: number, changeId: number, side: 'old' | 'new'): string {
  return `f-${fileIndex}-${changeId}-${side}`;
}

export function documentView(
  view: DocumentView,
  fileIndex: number,
  changes: readonly { Id: number; Type: string }[],
  names: { old: string; new: string },
  unit: string,
  estimated = false,
): string {
  const framesOn = (side: 'old' | 'new', page: number) =>
    changes
      .map((change, i) => ({ change, frame: view.frames[i]?.[side] }))
      .filter((entry): entry is { change: (typeof changes)[number]; frame: ViewFrame } => entry.frame?.page === page)
      .map(
        ({ change, frame }) =>
          `<span class="dv-frame t-${escapeHtml(change.Type)}" id="${frameId(fileIndex, change.Id, side)}" data-change="change-${fileIndex}-${change.Id}" style="left:${pct(frame.x)};top:${pct(frame.y)};width:${pct(frame.width)};height:${pct(frame.height)}"></span>`,
      )
      .join('');
  const carried = new Map<string, string>();
  const imageOf = (page: ViewPage) => {
    const key = `${page.mimeType} ${createHash('sha1').update(page.bytes).digest('hex')}`;
    const id = carried.get(key);
    if (id) return `data-same="${id}"`;
    const carrier = imageId(fileIndex, carried.size);
    carried.set(key, carrier);
    return `id="${carrier}" data-src="data:${page.mimeType};base64,${Buffer.from(page.bytes).toString('base64')}"`;
  };
  const column = (side: 'old' | 'new') => {
    const pages = side === 'old' ? view.old : view.new;
    const cells = view.rows.map(([oldIndex, newIndex]) => {
      const tallest = Math.max(
        ...[oldIndex === null ? undefined : view.old[oldIndex], newIndex === null ? undefined : view.new[newIndex]]
          .filter((page): page is ViewPage => !!page)
          .map((page) => page.height / page.width),
      );
      const index = side === 'old' ? oldIndex : newIndex;
      const style = `style="aspect-ratio:1/${tallest.toFixed(4)}"`;
      if (index === null) {
        const other = side === 'old' ? view.new[newIndex!] : view.old[oldIndex!];
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
      return `<div class="dv-cell" ${style}><div class="dv-page" style="aspect-ratio:${page.width}/${page.height}"><img alt="${escapeHtml(label)}" width="${page.width}" height="${page.height}" ${image}>${framesOn(side, page.page)}<span class="dv-pno" aria-hidden="true">${estimated ? '~' : ''}${page.page}</span></div></div>`;
    });
    const name = side === 'old' ? names.old : names.new;
    return `<div class="dv-col dv-${side}" tabindex="0" role="region" aria-label="${side === 'old' ? 'Before' : 'After'}: ${escapeHtml(name)}, ${pages.length} ${unit}${pages.length === 1 ? '' : 's'}">${cells.join('')}</div>`;
  };
  return `<div class="dv" data-show="new">
<div class="dv-head"><span class="dv-name dv-old-name">Before: ${escapeHtml(baseName(names.old))}</span><span class="dv-pick" role="group" aria-label="Side shown"><button type="button" data-side="old" aria-pressed="false">Before</button><button type="button" data-side="new" aria-pressed="true">After</button></span><span class="dv-name dv-new-name">After: ${escapeHtml(baseName(names.new))}</span><button type="button" class="dv-zoom" aria-pressed="false" title="Page at twice the width, to read its text">Zoom</button></div>
<div class="dv-cols">${column('old')}${column('new')}</div>
</div>`;
}

/** The cells around a spreadsheet change: the changed cell's old and new values, its neighbours as they are now. */
export function cellGrid(grid: CellGrid): string {
  const head = `<tr><th scope="col"><span class="visually-hidden">Row</span></th>${grid.columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr>`;
  const body = grid.rows
    .map((row, r) => {
      const cells = grid.columns.map((_, c) => {
        const before = row.old[c] ?? '';
        const after = row.new[c] ?? '';
        const focus = r === grid.focus.row && c === grid.focus.column;
        if (before === after) return `<td${focus ? ' class="focus"' : ''}>${escapeHtml(after)}</td>`;
        const old = before ? `<del>${escapeHtml(before)}</del>` : '';
        const now = after ? `<ins>${escapeHtml(after)}</ins>` : '';
        return `<td class="${focus ? 'focus ' : ''}changed">${old}${old && now ? ' ' : ''}${now}</td>`;
      });
      return `<tr><th scope="row">${row.row}</th>${cells.join('')}</tr>`;
    })
    .join('');
  return `<table class="cells" aria-label="Cells around the change on ${escapeHtml(grid.sheet)}"><thead>${head}</thead><tbody>${body}</tbody></table>`;
}

/** The id of a file's n-th distinct page image, on the page that carries it. */
function imageId(fileIndex: number, n: number): string {
  return `p-${fileIndex}-${n}`;
}

function pct(value: number): string {
  return `${(value * 100).toFixed(2)}%`;
}

function baseName(path: string): string {
  return path.split(/[\\/]/).pop() || path;
}

export const VIEW_STYLE = `
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
