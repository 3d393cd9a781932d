import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../../src/engine/diff/compare';
import type { Block } from '../../../src/engine/model/document';
import { doc, heading, image, p, PROSE, story, table } from '../../helpers/model';

const prose = () => PROSE.map((s) => p(s));

describe('diffDocuments: paragraphs', () => {
  it('reports nothing for equal documents', () => {
    expect(diffDocuments(doc(prose()), doc(prose()))).toEqual([]);
  });

  it('reports an inserted word as one insertion with its text and place', () => {
    const b = prose();
    b[3] = p('The treasurer presented detailed figures showing a modest surplus from the previous year.');
    const changes = diffDocuments(doc(prose()), doc(b));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'Inserted', text: '', targetText: 'detailed', place: 'paragraph 4' });
    expect(changes[0].target).toMatchObject({ story: 'body', blockPath: [3], start: 24, end: 32 });
  });

  it('reports a deleted word as one deletion', () => {
    const b = prose();
    b[0] = p('The committee met on Tuesday to review the budget for the library.');
    const changes = diffDocuments(doc(prose()), doc(b));
    expect(changes).toEqual([expect.objectContaining({ kind: 'Deleted', text: 'annual', targetText: '' })]);
  });

  it('reports a replaced phrase as one modification', () => {
    const b = prose();
    b[5] = p('Questions about the fancy inventory system were deferred to the next meeting.');
    const changes = diffDocuments(doc(prose()), doc(b));
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'Modified',
        text: 'new cataloguing software',
        targetText: 'fancy inventory system',
      }),
    ]);
  });

  it('reports an inserted and a deleted paragraph as whole paragraphs', () => {
    const b = prose();
    b.splice(2, 0, p('An entirely unrelated sentence about weather patterns over the northern hills.'));
    b.splice(8, 1);
    const changes = diffDocuments(doc(prose()), doc(b));
    expect(changes.map((c) => [c.kind, c.unit])).toEqual([
      ['Inserted', 'paragraph'],
      ['Deleted', 'paragraph'],
    ]);
    expect(changes[1].text).toBe(PROSE[7]);
  });

  it('reports a moved paragraph as one Moved change, not a deletion and an insertion', () => {
    const b = prose();
    const [moved] = b.splice(1, 1);
    b.splice(6, 0, moved);
    const changes = diffDocuments(doc(prose()), doc(b));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'Moved', text: PROSE[1], targetText: PROSE[1] });
    expect(changes[0].source?.blockPath).toEqual([1]);
    expect(changes[0].target?.blockPath).toEqual([6]);
  });

  it('calls the fewest paragraphs moved: one moved up past an edited one is the only move', () => {
    // Source 0 1 2 3 4 …, target 0 3 1' 2 4 …: keeping 3 in place would call 1' and 2 moved.
    const b = prose();
    const [moved] = b.splice(3, 1);
    b.splice(1, 0, moved);
    b[2] = p(PROSE[1].replace('rising', 'soaring'));
    const changes = diffDocuments(doc(prose()), doc(b));
    expect(changes.map((c) => [c.kind, c.source?.blockPath[0], c.target?.blockPath[0]])).toEqual([
      ['Moved', 3, 1],
      ['Modified', 1, 2],
    ]);
  });

  it('an edited paragraph right after where another one moved to is edited in place, not moved', () => {
    // Source 0 1 2 3 4 5 6 7, target 0 2 3 4 5 6 1 7' (1 moved down to just before the edited 7).
    const b = prose();
    const [moved] = b.splice(1, 1);
    b.splice(6, 0, moved);
    b[7] = p(`${PROSE[7].replace(/\.$/, '')} today.`);
    expect(b[7]).not.toEqual(p(PROSE[7]));
    const changes = diffDocuments(doc(prose()), doc(b));
    expect(changes.map((c) => [c.kind, c.source?.blockPath[0], c.target?.blockPath[0]])).toEqual([
      ['Moved', 1, 6],
      ['Inserted', 7, 7],
    ]);
  });

  it('never calls short paragraphs moved to make fewer moves: the long ones that passed them moved', () => {
    // Source L0 L1 L2 Yes No, target Yes No L0' L1 L2.
    const long = [PROSE[0], PROSE[1], PROSE[2]];
    const a = [...long, 'Yes', 'No'].map((t) => p(t));
    const b = ['Yes', 'No', long[0].replace('annual', 'yearly'), long[1], long[2]].map((t) => p(t));
    const changes = diffDocuments(doc(a), doc(b));
    const moved = changes.filter((c) => c.kind === 'Moved').map((c) => c.text);
    expect(moved).not.toContain('Yes');
    expect(moved).not.toContain('No');
    expect(changes.find((c) => c.kind === 'Modified')).toMatchObject({ text: 'annual', targetText: 'yearly' });
  });

  it('reports a moved and lightly edited paragraph as a move plus the edit', () => {
    const b = prose();
    const [moved] = b.splice(0, 1);
    b.splice(7, 0, p('The committee met on Wednesday to review the annual budget for the library.'));
    void moved;
    const changes = diffDocuments(doc(prose()), doc(b));
    expect(changes.map((c) => c.kind)).toEqual(['Moved', 'Modified']);
    expect(changes[1]).toMatchObject({ text: 'Tuesday', targetText: 'Wednesday' });
  });

  it('keeps a rewritten paragraph as delete + insert at low sensitivity and pairs it at high', () => {
    const a = doc([p('alpha beta gamma delta epsilon zeta'), p(PROSE[0])]);
    const b = doc([p('alpha beta one two three four five six seven'), p(PROSE[0])]);
    expect(diffDocuments(a, b, { sensitivity: 10 }).map((c) => c.kind)).toEqual(['Deleted', 'Inserted']);
    expect(diffDocuments(a, b, { sensitivity: 95 }).map((c) => c.kind)).toEqual(['Modified']);
  });

  it('ignores changes of white space alone', () => {
    const b = prose();
    b[2] = p('A proposal to extend  opening hours on weekends received broad support.');
    expect(diffDocuments(doc(prose()), doc(b))).toEqual([]);
  });

  it('compares inline images by content hash, not by label', () => {
    const a = doc([p('Logo: ', image('aaa', 'logo.png'), ' end')]);
    const same = doc([p('Logo: ', image('aaa', 'renamed.png'), ' end')]);
    const changed = doc([p('Logo: ', image('bbb', 'logo.png'), ' end')]);
    expect(diffDocuments(a, same)).toEqual([]);
    expect(diffDocuments(a, changed)).toEqual([
      expect.objectContaining({ kind: 'Modified', text: '[image: logo.png]' }),
    ]);
  });

  it('splits CJK text into characters so one changed character is one change', () => {
    const a = doc([p('東京都の人口は多いです。')]);
    const b = doc([p('京都府の人口は多いです。')]);
    const changes = diffDocuments(a, b);
    expect(changes.length).toBeGreaterThanOrEqual(1);
    expect(changes.every((c) => c.text.length <= 2)).toBe(true);
  });
});

describe('diffDocuments: details level and separators', () => {
  const a = doc([p('one two three four five six seven')]);
  const b = doc([p('one TWO three FOUR five six seven')]);

  it('middle reports each changed word', () => {
    expect(diffDocuments(a, b).map((c) => c.targetText)).toEqual(['TWO', 'FOUR']);
  });

  it('low merges words separated by one short word into a phrase', () => {
    const a2 = doc([p('one two and four five six seven')]);
    const b2 = doc([p('one TWO and FOUR five six seven')]);
    expect(diffDocuments(a2, b2, { detailsLevel: 'low' }).map((c) => [c.text, c.targetText])).toEqual([
      ['two and four', 'TWO and FOUR'],
    ]);
  });

  it('high reports changed characters', () => {
    const changes = diffDocuments(doc([p('colour of the sea')]), doc([p('color of the sea')]), {
      detailsLevel: 'high',
    });
    expect(changes).toEqual([expect.objectContaining({ kind: 'Deleted', text: 'u' })]);
  });

  it('WordsSeparatorChars splits words at the given characters', () => {
    const x = doc([p('alpha_beta_gamma stays')]);
    const y = doc([p('alpha_delta_gamma stays')]);
    expect(diffDocuments(x, y).map((c) => c.text)).toEqual(['alpha_beta_gamma']);
    expect(diffDocuments(x, y, { wordSeparators: '_' }).map((c) => c.text)).toEqual(['beta']);
  });
});

describe('diffDocuments: styles', () => {
  it('reports a bold toggle as StyleChanged naming the property', () => {
    const a = doc([p('The quick brown fox jumps over the lazy dog.')]);
    const b = doc([p('The ', ['quick brown', { bold: true }], ' fox jumps over the lazy dog.')]);
    const changes = diffDocuments(a, b);
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'StyleChanged',
        targetText: 'quick brown',
        styleChanges: [{ property: 'bold', oldValue: 'false', newValue: 'true' }],
      }),
    ]);
  });

  it('sees style changes across different run splits of the same text', () => {
    const a = doc([p('Hel', 'lo ', ['world', { italic: true }])]);
    const b = doc([p('Hello ', 'wor', 'ld')]);
    const changes = diffDocuments(a, b);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: 'StyleChanged',
      text: 'world',
      styleChanges: [{ property: 'italic', oldValue: 'true', newValue: 'false' }],
    });
  });

  it('reports a paragraph restyled as a heading once, with the style name', () => {
    const a = doc([p('Introduction'), p(PROSE[0])]);
    const b = doc([heading(1, 'Introduction'), p(PROSE[0])]);
    const changes = diffDocuments(a, b);
    expect(changes).toHaveLength(1);
    expect(changes[0].styleChanges).toEqual([{ property: 'style', oldValue: 'Normal', newValue: 'Heading 1' }]);
  });

  it('finds style changes next to a text change in the same paragraph', () => {
    const a = doc([p('Alpha beta gamma delta epsilon.')]);
    const b = doc([p(['Alpha', { color: 'FF0000' }], ' beta GAMMA delta epsilon.')]);
    expect(diffDocuments(a, b).map((c) => c.kind)).toEqual(['StyleChanged', 'Modified']);
  });

  it('reports no style changes when StyleChangeDetection is off', () => {
    const a = doc([p('plain words here')]);
    const b = doc([p(['plain', { bold: true }], ' words here')]);
    expect(diffDocuments(a, b, { detectStyleChanges: false })).toEqual([]);
  });
});

describe('diffDocuments: tables', () => {
  const base = () =>
    table([
      ['Name', 'Role', 'City'],
      ['Ann', 'Chair', 'Leeds'],
      ['Bob', 'Treasurer', 'York'],
      ['Cy', 'Secretary', 'Hull'],
    ]);

  it('reports an edited cell with its row and column', () => {
    const b = base();
    b.rows[2].cells[2].blocks = [p('Bath')];
    const changes = diffDocuments(doc([base()]), doc([b]));
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'Modified',
        text: 'York',
        targetText: 'Bath',
        place: 'table 1, row 3, column 3, paragraph 1',
      }),
    ]);
    expect(changes[0].target?.blockPath).toEqual([0, 2, 2, 0]);
  });

  it('reports an inserted row as one change, not a shift of every following cell', () => {
    const b = base();
    b.rows.splice(2, 0, table([['Dee', 'Member', 'Ripon']]).rows[0]);
    const changes = diffDocuments(doc([base()]), doc([b]));
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'Inserted',
        unit: 'row',
        targetText: 'Dee | Member | Ripon',
        place: 'table 1, row 3',
      }),
    ]);
  });

  it('reports a deleted row as one change', () => {
    const b = base();
    b.rows.splice(1, 1);
    expect(diffDocuments(doc([base()]), doc([b])).map((c) => [c.kind, c.unit, c.text])).toEqual([
      ['Deleted', 'row', 'Ann | Chair | Leeds'],
    ]);
  });

  it('reports an inserted column as one change', () => {
    const b = table([
      ['Name', 'Age', 'Role', 'City'],
      ['Ann', '51', 'Chair', 'Leeds'],
      ['Bob', '38', 'Treasurer', 'York'],
      ['Cy', '44', 'Secretary', 'Hull'],
    ]);
    const changes = diffDocuments(doc([base()]), doc([b]));
    expect(changes).toEqual([
      expect.objectContaining({ kind: 'Inserted', unit: 'column', targetText: 'Age | 51 | 38 | 44' }),
    ]);
  });

  it('marks the cells of an inserted row too when MarkNestedContent is on', () => {
    const b = base();
    b.rows.push(table([['Eve', 'Member', 'Selby']]).rows[0]);
    const changes = diffDocuments(doc([base()]), doc([b]), { markNested: true });
    expect(changes.map((c) => c.unit)).toEqual(['row', 'text', 'text', 'text']);
  });

  it('diffs tables nested inside cells', () => {
    const inner = (city: string) => table([['x', city]]);
    const a = doc([table([['outer', [inner('Leeds')]]])]);
    const b = doc([table([['outer', [inner('Derby')]]])]);
    const changes = diffDocuments(a, b);
    expect(changes).toEqual([expect.objectContaining({ kind: 'Modified', text: 'Leeds', targetText: 'Derby' })]);
    expect(changes[0].target?.blockPath).toEqual([0, 0, 1, 0, 0, 1, 0]);
  });
});

describe('diffDocuments: stories and settings', () => {
  it('compares headers and skips them when HeaderFootersComparison is off', () => {
    const a = doc(prose(), [story('header', 'header:default:1', [p('Draft v1')])]);
    const b = doc(prose(), [story('header', 'header:default:1', [p('Draft v2')])]);
    expect(diffDocuments(a, b)).toEqual([expect.objectContaining({ kind: 'Modified', text: 'v1', targetText: 'v2' })]);
    expect(diffDocuments(a, b, { compareHeadersFooters: false })).toEqual([]);
  });

  it('reports a story only in the target as inserted', () => {
    const a = doc(prose());
    const b = doc(prose(), [story('footnote', 'footnote:1', [p('See the appendix.')])]);
    expect(diffDocuments(a, b)).toEqual([
      expect.objectContaining({ kind: 'Inserted', unit: 'story', targetText: 'See the appendix.' }),
    ]);
  });

  it('leaves out deletions or insertions when Show*Content is off', () => {
    const b = prose();
    b.splice(0, 1);
    b.push(p('A brand new closing remark about the garden party next summer.'));
    expect(diffDocuments(doc(prose()), doc(b), { showDeleted: false }).map((c) => c.kind)).toEqual(['Inserted']);
    expect(diffDocuments(doc(prose()), doc(b), { showInserted: false }).map((c) => c.kind)).toEqual(['Deleted']);
  });

  it('carries tracked-change authors of inserted text', () => {
    const a = doc([p('Alpha beta gamma.')]);
    const b = doc([p('Alpha beta ', { text: 'new ', style: {}, author: 'Ann' }, 'gamma.')]);
    expect(diffDocuments(a, b)).toEqual([
      expect.objectContaining({ kind: 'Inserted', targetText: 'new', authors: ['Ann'] }),
    ]);
  });

  it('stays fast and exact on a large, mostly equal document', () => {
    const paragraphs = Array.from({ length: 20000 }, (_, i) => `${PROSE[i % PROSE.length]} (${i})`);
    const edited = [...paragraphs];
    edited[5000] = edited[5000].replace('committee', 'board');
    edited.splice(15000, 1);
    const changes = diffDocuments(doc(paragraphs.map((t) => p(t))), doc(edited.map((t) => p(t))));
    expect(changes.map((c) => [c.kind, c.text, c.targetText])).toEqual([
      ['Modified', 'committee', 'board'],
      ['Deleted', paragraphs[15000], ''],
    ]);
  });
});

describe('diffDocuments: short fields', () => {
  it('pairs short paragraphs of the same style in place, so a filled-in placeholder is one modification', () => {
    const a = doc([
      p(PROSE[0]),
      { ...p('[Company]'), styleName: 'Field' },
      { ...p('[Position Held]'), styleName: 'Field' },
      p(PROSE[1]),
    ]);
    const b = doc([
      p(PROSE[0]),
      { ...p('Metallica'), styleName: 'Field' },
      { ...p('Guitarist'), styleName: 'Field' },
      p(PROSE[1]),
    ]);
    expect(diffDocuments(a, b).map((c) => [c.kind, c.text, c.targetText])).toEqual([
      ['Modified', '[Company]', 'Metallica'],
      ['Modified', '[Position Held]', 'Guitarist'],
    ]);
  });
});

describe('diffDocuments: anchors for writers', () => {
  it('says where a deleted paragraph belongs in the target', () => {
    const b = prose();
    b.splice(4, 1);
    const [change] = diffDocuments(doc(prose()), doc(b));
    expect(change).toMatchObject({
      kind: 'Deleted',
      source: { blockPath: [4] },
      anchor: { story: 'body', blockPath: [4] },
    });
    const last = prose();
    last.pop();
    expect(diffDocuments(doc(prose()), doc(last))[0].anchor?.blockPath).toEqual([9]);
  });

  it('says where a moved paragraph came from, in target positions', () => {
    const b = prose();
    const [moved] = b.splice(1, 1);
    b.splice(6, 0, moved);
    const [change] = diffDocuments(doc(prose()), doc(b));
    // Source paragraph 2 sat before source paragraph 3, which is target paragraph 2 (index 1).
    expect(change).toMatchObject({ kind: 'Moved', target: { blockPath: [6] }, anchor: { blockPath: [1] } });
  });

  it('says where a deleted row belongs', () => {
    const a = table([
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
    ]);
    const b = table([
      ['a', '1'],
      ['c', '3'],
    ]);
    const [change] = diffDocuments(doc([a]), doc([b]));
    expect(change).toMatchObject({
      kind: 'Deleted',
      unit: 'row',
      source: { blockPath: [0, 1] },
      anchor: { blockPath: [0, 1] },
    });
  });
});

describe('diffDocuments: shapes', () => {
  const shape = (id: string, name: string, text: string, box = { x: 10, y: 10, width: 100, height: 50 }): Block => ({
    type: 'shape',
    id,
    name,
    box,
    blocks: [p(text)],
  });

  it('reports a moved, a resized and a moved-and-resized shape by id, and text edits inside', () => {
    const a = doc([
      shape('1', 'Title', 'Quarterly results'),
      shape('2', 'Body', 'Revenue grew strongly'),
      shape('3', 'Logo', 'Acme'),
    ]);
    const b = doc([
      shape('1', 'Title', 'Quarterly results', { x: 40, y: 10, width: 100, height: 50 }),
      shape('2', 'Body', 'Revenue grew modestly', { x: 10, y: 10, width: 200, height: 50 }),
      shape('3', 'Logo', 'Acme', { x: 0, y: 0, width: 20, height: 20 }),
    ]);
    const changes = diffDocuments(a, b);
    expect(changes.map((c) => [c.kind, c.place])).toEqual([
      ['Moved', 'shape 1 "Title"'],
      ['Resized', 'shape 2 "Body"'],
      ['Modified', 'shape 2 "Body", paragraph 1'],
      ['MovedAndResized', 'shape 3 "Logo"'],
    ]);
    expect(changes[2]).toMatchObject({ text: 'strongly', targetText: 'modestly' });
  });

  it('ignores sub-point jitter between producers', () => {
    const a = doc([shape('1', 'Title', 'Hello')]);
    const b = doc([shape('1', 'Title', 'Hello', { x: 10.3, y: 9.8, width: 100.2, height: 50 })]);
    expect(diffDocuments(a, b)).toEqual([]);
  });
});
