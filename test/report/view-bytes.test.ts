import { describe, expect, it } from 'vitest';
import { longDocxPair } from '../../scripts/fixtures/long-docx-pair';
import { renderHtml } from '../../src/report/html';
import type { DocumentView, ViewPage } from '../../src/report/types';
import { compareForView } from '../../src/report/view';

/**
 * What a long pair's document view costs to open is the bytes of its HTML: the browser parses
 * all of them before it shows the first page. Each distinct page image is carried once however
 * often it is shown, and a page without changes (most pages of a long document) in few bytes.
 */

const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
const carried = (html: string) => [...html.matchAll(/ data-src="([^"]*)"/g)].map((match) => match[1]);

describe("the document view's bytes", () => {
  it('carries each distinct page image once: twins, repeated pages and a page drawn again elsewhere', () => {
    const drawn = (page: number, fill: number): ViewPage => ({
      page,
      width: 4,
      height: 5,
      mimeType: 'image/png',
      bytes: new Uint8Array([137, 80, 78, 71, fill]),
    });
    // Old pages 1 and 3 are blank alike; new page 2 is drawn as old page 3 is, one row apart.
    const view: DocumentView = {
      renderer: 'builtin',
      old: [drawn(1, 0), drawn(2, 1), drawn(3, 0)],
      new: [drawn(1, 0), drawn(2, 0), drawn(3, 2)],
      rows: [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
      frames: [],
    };
    const html = renderHtml([
      { oldPath: 'a.docx', newPath: 'a.docx', status: 'modified', changes: [], places: [], view },
    ]);
    expect(carried(html)).toHaveLength(3);
    const tags = images(html);
    expect(tags).toHaveLength(6);
    // Every image is carried or names one that is.
    for (const tag of tags) {
      const same = / data-same="([^"]+)"/.exec(tag)?.[1];
      if (same) expect(html).toMatch(new RegExp(`<img [^>]*id="${same}" [^>]*data-src=`));
      else expect(tag).toMatch(/ data-src="data:image\/png;base64,/);
    }
  });

  it('is at most 80 KB of HTML a page for a long Word pair of real prose, each distinct image once', async () => {
    const pair = await longDocxPair({ pages: 40, edits: 4 });
    const { comparison, view } = await compareForView(
      { bytes: pair.source, fileName: 'code-v1.docx' },
      { bytes: pair.target, fileName: 'code-v2.docx' },
    );
    expect(comparison.changes.length).toBeGreaterThanOrEqual(pair.edits.length);
    const html = renderHtml([
      {
        oldPath: 'code.docx',
        newPath: 'code.docx',
        status: 'modified',
        changes: comparison.changes,
        places: comparison.places,
        view,
      },
    ]);
    const rows = view!.rows.length;
    expect(rows).toBeGreaterThan(30);
    const data = carried(html);
    expect(new Set(data).size).toBe(data.length);
    expect(images(html)).toHaveLength(view!.old.length + view!.new.length);
    // A page shown on both sides, as a reviewer looks through it: both versions in 80 KB.
    expect(html.length / rows).toBeLessThan(80_000);
  }, 300_000);
});
