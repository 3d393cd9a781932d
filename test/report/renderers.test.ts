import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/report/html';
import { GITHUB_COMMENT_LIMIT, renderMarkdown } from '../../src/report/markdown';
import { renderChangeList, renderFileDiff } from '../../src/report/terminal';
import { LEGEND } from '../../src/engine/preview/legend';
import type { FileReport } from '../../src/report/types';
import { expectGolden } from './golden';
import { policyReport } from './fixtures';

const hostile: FileReport = {
  oldPath: 'notes/<old>.docx',
  newPath: 'notes/"new" & <b>.docx',
  status: 'renamed',
  changes: [
    {
      Id: 0,
      ComparisonAction: 'None',
      Type: 'Modified',
      Text: '<script>alert(1)</script> | a',
      TargetText: '**not bold** `code` <img src=x onerror=alert(1)>',
      Authors: [],
      StyleChangeInfo: [],
      PageInfo: { Width: 612, Height: 792, PageNumber: 1 },
      Box: { Height: 10, Width: 10, X: 0, Y: 0 },
    },
  ],
  places: ['paragraph 1 under "<Intro>"'],
};

const skipped: FileReport = {
  oldPath: 'big.docx',
  newPath: 'big.docx',
  status: 'modified',
  changes: [],
  places: [],
  note: 'big.docx (new version) is a Git LFS pointer (sha256:0123456789ab…, 99 bytes); git lfs is not installed, so the content was not compared',
};

describe('terminal renderer', () => {
  it('renders the git driver diff without colour, insertions and deletions marked like --word-diff=plain', async () => {
    const text = renderFileDiff(await policyReport(), { color: false });
    expectGolden('terminal-policy-diff.txt', text);
    expect(text).not.toContain('\x1b[');
  });

  it('colours insertions and deletions when asked, without brackets', async () => {
    const text = renderFileDiff(await policyReport(), { color: true });
    // Old and new apart, in the legend's colours: red, an arrow, blue.
    expect(text).toContain('\x1b[31mDraft\x1b[0m \x1b[2m→\x1b[0m \x1b[34mApproved\x1b[0m');
    expect(text).not.toContain('[-Draft-]');
  });

  it('names the page of a PDF change in its hunk, and no estimated page of a Word document', async () => {
    const report = await policyReport();
    const pdf = { ...report, oldPath: 'forms/a.pdf', newPath: 'forms/a.pdf' };
    pdf.changes = pdf.changes.map((c) => ({ ...c, PageInfo: { ...c.PageInfo, PageNumber: 3 } }));
    const text = renderFileDiff(pdf, { color: false });
    expect(text).toContain('@@ page 3, header (section 1, default), paragraph 1 @@ modified');
    expect(renderFileDiff(report, { color: false })).not.toMatch(/@@[^@]*page \d/);
    // A modified side with no text of its own (a PDF region) is not shown as an empty marker.
    pdf.changes = pdf.changes.map((c) => ({ ...c, Type: 'Modified', Text: '' }));
    expect(renderFileDiff(pdf, { color: false })).not.toContain('[--]');
  });

  it('wraps the list at the width it is given, between words, numbered from 1', async () => {
    const report = await policyReport();
    const long = report.changes.map((c) => ({ ...c, Text: `${'Remotely '.repeat(30)}end`, Type: 'Deleted' }));
    for (const width of [40, 80, 120]) {
      const text = renderChangeList('a.docx', ['b.docx'], long, report.places, false, width);
      const lines = text.trimEnd().split('\n');
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(width);
      // No word is cut: every line ends at a whole word.
      expect(text.replace(/\n\s+/g, ' ')).toContain(`"${'Remotely '.repeat(17)}`);
      expect(lines[1]).toMatch(/^ +1\. deleted /);
      expect(lines.filter((line) => /^ +\d+\. deleted /.test(line)).map((line) => line.trim().split('.')[0])).toEqual(
        long.map((_, i) => String(i + 1)),
      );
    }
  });

  it('keeps its colours across a wrapped line', async () => {
    const report = await policyReport();
    const long = report.changes.slice(0, 1).map((c) => ({ ...c, Text: 'word '.repeat(40), Type: 'Deleted' }));
    const lines = renderChangeList('a.docx', ['b.docx'], long, report.places, true, 40).trimEnd().split('\n');
    const body = lines.slice(lines.findIndex((line) => line.includes('- "')));
    expect(body.length).toBeGreaterThan(2);
    for (const line of body) {
      expect(line, JSON.stringify(line)).toContain('\x1b[31m');
      expect(line.endsWith('\x1b[0m'), JSON.stringify(line)).toBe(true);
    }
  });

  it('says why a file was not compared, in one line after the header', () => {
    expectGolden('terminal-note.txt', renderFileDiff(skipped, { color: false }));
  });

  it('keeps the readable list of docdelta changes', async () => {
    const report = await policyReport();
    expectGolden(
      'terminal-policy-list.txt',
      renderChangeList('policy-v1.docx', ['policy-v2.docx'], report.changes, report.places, false),
    );
  });
});

describe('Markdown renderer', () => {
  it('renders a summary table and the changes per document in <details>', async () => {
    const markdown = renderMarkdown([await policyReport(), skipped]);
    expectGolden('markdown-policy.md', markdown);
    expect(markdown).toContain('<ins>Approved</ins>');
    expect(markdown.length).toBeLessThan(GITHUB_COMMENT_LIMIT);
  });

  it('stays under its budget and says how many changes are left out', async () => {
    const report = await policyReport();
    const many: FileReport[] = Array.from({ length: 6 }, (_, i) => ({
      ...report,
      oldPath: `doc-${i}.docx`,
      newPath: `doc-${i}.docx`,
    }));
    const markdown = renderMarkdown(many, { budget: 3000 });
    expectGolden('markdown-truncated.md', markdown);
    expect(markdown.length).toBeLessThanOrEqual(3000);
    expect(markdown).toMatch(/\*\*\d+ more documents?\*\* with \d+ more changes? not shown/);
  });

  it('cuts a long document short with an "N more changes" line', async () => {
    const markdown = renderMarkdown([await policyReport()], { budget: 1400 });
    expect(markdown.length).toBeLessThanOrEqual(1400);
    expect(markdown).toMatch(/\*\*\d+ more changes?\*\* in this document (is|are) not shown/);
    expect(markdown.trimEnd().endsWith('</details>')).toBe(true);
  });

  it('escapes HTML and Markdown in document text and paths', () => {
    const markdown = renderMarkdown([hostile]);
    expectGolden('markdown-escaping.md', markdown);
    expect(markdown).not.toContain('<script>');
    expect(markdown).not.toContain('<img');
    expect(markdown).toContain('\\|');
  });
});

describe('HTML renderer', () => {
  it('renders a self-contained report with inline and side-by-side views and change navigation', async () => {
    const html = renderHtml([await policyReport(), skipped], { title: 'policy.docx' });
    expectGolden('html-policy.html', html);
    expect(html).not.toMatch(/\b(src|href)="(https?:)?\/\//);
    expect(html).toContain('data-view="side"');
    expect(html).toContain("e.key==='j'");
    expect(html.match(/<li class="change /g)).toHaveLength(8);
  });

  it('lists the documents, folds each, filters by type, labels Before and After, and lets shortcuts be turned off', async () => {
    const html = renderHtml([await policyReport(), skipped]);
    expect(html).toContain('<nav class="index" aria-label="Documents">');
    expect(html).toContain('<a href="#file-0">docs/policy.docx</a> <span class="count">8 changes</span>');
    expect(html.match(/<details open><summary><h2>/g)).toHaveLength(2);
    expect(html).toContain('<input type="checkbox" data-type="Moved" checked> moved</label>');
    expect(html).toContain('<input type="checkbox" id="shortcuts" checked>');
    expect(html).toContain('if(!shortcuts.checked||');
    // Formatting changes keep their description in side-by-side; moved text says which side is which.
    expect(html).toContain(
      '<span class="label">After</span> <span class="styled">never</span> <span class="props">Bold false → true</span>',
    );
    expect(html).toContain('(moved from here)');
    // Inserted text is underlined, not only coloured.
    expect(html).toMatch(/ins\{[^}]*text-decoration:underline/);
    expect(renderHtml([await policyReport()])).toContain('<title>docdelta: docs/policy.docx</title>');
  });

  it('shows each change inside its sentence, in both views', async () => {
    const report = await policyReport();
    const index = report.changes.findIndex((c) => c.Type === 'Deleted' || c.Type === 'Inserted');
    const change = report.changes[index];
    const contexts = report.changes.map((_, i) =>
      i === index
        ? {
            before: 'Staff may <b>work</b> ',
            after: ' from home.',
            source: { before: 'Staff may <b>work</b> ', after: ' from home.' },
            target: { before: 'Staff may <b>work</b> ', after: ' from home.' },
          }
        : null,
    );
    const html = renderHtml([{ ...report, contexts }]);
    const marked = change.Type === 'Inserted' ? `<ins>${change.TargetText}</ins>` : `<del>${change.Text}</del>`;
    const card = html.slice(html.indexOf(`id="change-0-${change.Id}"`));
    expect(card).toContain(
      `<div class="inline"><span class="context">Staff may &lt;b&gt;work&lt;/b&gt; </span>${marked}<span class="context"> from home.</span></div>`,
    );
    // The other side reads the sentence without the change.
    expect(card).toContain(
      '<span class="context">Staff may &lt;b&gt;work&lt;/b&gt; </span><span class="context"> from home.</span>',
    );
  });

  it('shows the legend, in the colours the previews and the terminal use', async () => {
    const html = renderHtml([await policyReport()]);
    const legend = html.slice(
      html.indexOf('<ul class="legend"'),
      html.indexOf('</ul>', html.indexOf('<ul class="legend"')),
    );
    for (const entry of LEGEND) {
      expect(legend).toContain(`border-color:#${entry.colour}`);
      expect(legend).toContain(`</span>${entry.label}</li>`);
    }
    // Badges and marked text take the same hues: inserted text in the legend's inserted ink.
    expect(html).toContain(`--ins:#${LEGEND[0].ink}`);
    expect(html).toContain(`<span class="badge t-StyleChanged">style</span>`);
    expect(html).not.toMatch(/StyleChanged<|formatting changed|stylechanged/);
  });

  it("reads each side in its own version's sentence, and without one shows the side's text alone", async () => {
    const report = await policyReport();
    const index = report.changes.findIndex((c) => c.Type === 'Modified');
    const change = report.changes[index];
    const context = {
      before: 'Leave starts in ',
      after: ' each year.',
      source: { before: 'Leave began in ', after: ' every year.' },
    };
    const html = renderHtml([{ ...report, contexts: report.changes.map((_, i) => (i === index ? context : null)) }]);
    const card = html.slice(html.indexOf(`id="change-0-${change.Id}"`));
    const side = card.slice(card.indexOf('<div class="side">'), card.indexOf('</li>'));
    expect(side).toContain(
      `<span class="context">Leave began in </span><del>${change.Text}</del><span class="context"> every year.</span>`,
    );
    // The target's sentence is absent: the After side shows the new text alone, not the old sentence.
    const after = side.slice(side.indexOf('class="new"'));
    expect(after).not.toContain('every year');
    expect(after).not.toContain('class="context"');
  });

  it('shows a redline crop with a link to its whole page', () => {
    const html = renderHtml([hostile], {
      previews: [
        {
          path: hostile.newPath,
          side: 'redline',
          page: 2,
          mimeType: 'image/png',
          bytes: new Uint8Array([137, 80]),
          href: 'previews/page-2.png',
        },
      ],
    });
    expect(html).toContain('alt="the changes marked in the new version, page 2"');
    expect(html).toContain(
      '<figcaption>Changes marked, page 2 <a href="previews/page-2.png">whole page</a></figcaption>',
    );
  });

  it('escapes every text and embeds previews as data: URIs', () => {
    const html = renderHtml([hostile], {
      previews: [
        {
          path: hostile.newPath,
          side: 'new',
          page: 1,
          mimeType: 'image/png',
          bytes: new Uint8Array([137, 80, 78, 71]),
        },
      ],
    });
    expectGolden('html-escaping.html', html);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('src="data:image/png;base64,iVBORw=="');
  });
});
