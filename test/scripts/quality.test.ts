import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { DOMParser } from '@xmldom/xmldom';
import type { Element as XElement } from '@xmldom/xmldom';
import { diffArrays } from 'diff';
import type { EngineChange } from '../../src/engine/diff/types';
import { buildDocx, makePng } from '../../scripts/fixtures/docx-builder';
import { EDIT_CLASSES, blockTextOf, generatePair } from '../../scripts/quality/generate';
import type { EditClass, Truth, TruthEdit } from '../../scripts/quality/generate';
import { scoreCorpus, scorePair } from '../../scripts/quality/score';
import type { ScoredPair } from '../../scripts/quality/score';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

// ------------------------------------------------------------------------------------------
// A minimal reader of what the builder wrote, independent of the engine's readers.

function children(el: XElement, local?: string): XElement[] {
  const out: XElement[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1) {
      const e = n as XElement;
      if (!local || (e.localName === local && e.namespaceURI === W)) out.push(e);
    }
  }
  return out;
}

function descendants(el: XElement, local: string): XElement[] {
  return Array.from(el.getElementsByTagNameNS(W, local)) as XElement[];
}

function paraText(p: XElement): string {
  return descendants(p, 't')
    .map((t) => t.textContent ?? '')
    .join('');
}

function blockText(b: XElement): string {
  if (b.localName === 'p') return paraText(b);
  return children(b, 'tr')
    .map((tr) =>
      children(tr, 'tc')
        .map((tc) => children(tc, 'p').map(paraText).join('\n'))
        .join(' | '),
    )
    .join('\n');
}

function readParts(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes);
}

function bodyBlocks(bytes: Uint8Array): XElement[] {
  const xml = strFromU8(readParts(bytes)['word/document.xml']);
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const body = descendants(doc.documentElement as unknown as XElement, 'body')[0];
  return children(body).filter((e) => e.localName === 'p' || e.localName === 'tbl');
}

/** Text of the runs of a paragraph that carry `<w:b/>` (or `<w:i/>`), trimmed. */
function styledText(p: XElement, prop: 'b' | 'i'): string {
  return descendants(p, 'r')
    .filter((r) => descendants(r, prop).length > 0)
    .map((r) =>
      descendants(r, 't')
        .map((t) => t.textContent ?? '')
        .join(''),
    )
    .join('')
    .trim();
}

const split = (s: string) => s.split(/\s+/).filter(Boolean);

function explains(sourceContext: string, targetContext: string, sourceText: string, targetText: string): boolean {
  const src = split(sourceContext);
  const tgt = split(targetContext);
  const es = split(sourceText);
  const et = split(targetText);
  if (tgt.length - src.length !== et.length - es.length) return false;
  for (let k = 0; k + es.length <= src.length; k++) {
    const rebuilt = [...src.slice(0, k), ...et, ...src.slice(k + es.length)];
    const removed = src.slice(k, k + es.length);
    if (removed.join(' ') === es.join(' ') && rebuilt.join(' ') === tgt.join(' ')) return true;
  }
  return false;
}

// ------------------------------------------------------------------------------------------
// A corpus that holds every class at least twice.

function corpus(): { truth: Truth; pair: ReturnType<typeof generatePair> }[] {
  const out: { truth: Truth; pair: ReturnType<typeof generatePair> }[] = [];
  const counts = new Map<EditClass, number>();
  for (let seed = 1; seed < 200 && EDIT_CLASSES.some((c) => (counts.get(c) ?? 0) < 2); seed++) {
    const rot = (seed * 5) % EDIT_CLASSES.length;
    const classes = [...EDIT_CLASSES.slice(rot), ...EDIT_CLASSES.slice(0, rot)];
    const pair = generatePair({ seed, classes, tables: seed % 3 === 0 ? 0 : 1, blocks: 20 + (seed % 30) });
    for (const e of pair.edits) counts.set(e.class, (counts.get(e.class) ?? 0) + 1);
    out.push({
      pair,
      truth: {
        pair: `pair-${seed}`,
        seed,
        sourceBlocks: pair.source.length,
        targetBlocks: pair.target.length,
        words: pair.words,
        edits: pair.edits,
      },
    });
  }
  return out;
}

const CORPUS = corpus();

/** What an ideal engine would report for an edit. */
function ideal(e: TruthEdit): EngineChange[] {
  const base = { place: '', unit: 'text' as const };
  const source = e.sourceIndex === undefined ? undefined : { story: 'body', blockPath: [e.sourceIndex] };
  const target = e.targetIndex === undefined ? undefined : { story: 'body', blockPath: [e.targetIndex] };
  switch (e.kind) {
    case 'StyleChanged':
      return [
        {
          ...base,
          kind: 'StyleChanged',
          text: e.sourceText,
          targetText: e.targetText,
          source,
          target,
          styleChanges: [
            { property: e.property ?? 'bold', oldValue: String(e.oldValue), newValue: String(e.newValue) },
          ],
        },
      ];
    default:
      return [{ ...base, kind: e.kind, text: e.sourceText, targetText: e.targetText, source, target }];
  }
}

function idealItems(mutate?: (e: TruthEdit, changes: EngineChange[]) => EngineChange[]): ScoredPair[] {
  return CORPUS.map(({ truth }) => ({
    truth,
    changes: truth.edits.flatMap((e) => (mutate ? mutate(e, ideal(e)) : ideal(e))),
  }));
}

// ------------------------------------------------------------------------------------------

describe('quality scorer', () => {
  it('scores a perfect change list 1.0 in every class', () => {
    const r = scoreCorpus(idealItems());
    expect(r.overall.f1).toBe(1);
    for (const c of EDIT_CLASSES) {
      expect(r.classes[c].edits).toBeGreaterThanOrEqual(2);
      expect(r.classes[c].f1).toBe(1);
    }
    expect(r.ratio).toBe(1);
    expect(r.moves.reportedAsMoved).toBe(r.moves.total);
    expect(r.styles.rightProperty).toBe(r.styles.total);
  });

  it.each(EDIT_CLASSES)('one missing %s change lowers recall of exactly that class', (cls) => {
    let dropped = false;
    const r = scoreCorpus(
      idealItems((e, cs) => {
        if (!dropped && e.class === cls) {
          dropped = true;
          return [];
        }
        return cs;
      }),
    );
    expect(dropped).toBe(true);
    expect(r.classes[cls].recall).toBeLessThan(1);
    expect(r.classes[cls].found).toBe(r.classes[cls].edits - 1);
    for (const other of EDIT_CLASSES) if (other !== cls) expect(r.classes[other].recall).toBe(1);
    expect(r.overall.precision).toBe(1);
    expect(r.overall.f1).toBeLessThan(1);
  });

  it('an extra change lowers precision, not recall', () => {
    const items = idealItems();
    items[0] = {
      ...items[0],
      changes: [
        ...items[0].changes,
        { kind: 'Inserted', text: '', targetText: 'zebra quantum', place: '', unit: 'text' },
      ],
    };
    const r = scoreCorpus(items);
    expect(r.overall.recall).toBe(1);
    expect(r.overall.precision).toBeLessThan(1);
    expect(r.overall.correct).toBe(r.overall.reported - 1);
    expect(r.classes.unattributed.reported).toBe(1);
  });

  it('a whole-paragraph Modified for a one-word replacement is not a match', () => {
    const { truth } = CORPUS.find(({ truth: t }) => t.edits.some((e) => e.class === 'word-replace'))!;
    const e = truth.edits.find((x) => x.class === 'word-replace')!;
    const coarse: EngineChange = {
      kind: 'Modified',
      text: e.sourceContext!,
      targetText: e.targetContext!,
      place: '',
      unit: 'paragraph',
    };
    const s = scorePair({ ...truth, edits: [e] }, [coarse]);
    expect(s.found).toBe(0);
    expect(s.falsePositives).toHaveLength(1);
  });

  it('accepts a replacement reported as a deletion plus an insertion', () => {
    const r = scoreCorpus(
      idealItems((e, cs) =>
        e.class === 'word-replace' || e.class === 'phrase-replace'
          ? [
              { kind: 'Deleted', text: e.sourceText, targetText: '', place: '', unit: 'text' },
              { kind: 'Inserted', text: '', targetText: e.targetText, place: '', unit: 'text' },
            ]
          : cs,
      ),
    );
    expect(r.overall.f1).toBe(1);
    expect(r.replaces.asDeleteInsert).toBe(r.classes['word-replace'].edits + r.classes['phrase-replace'].edits);
    expect(r.ratio).toBeGreaterThan(1);
  });

  it('a move reported as delete + insert is a miss, and is counted as such', () => {
    const r = scoreCorpus(
      idealItems((e, cs) =>
        e.class === 'paragraph-move'
          ? [
              { kind: 'Deleted', text: e.sourceText, targetText: '', place: '', unit: 'paragraph' },
              { kind: 'Inserted', text: '', targetText: e.targetText, place: '', unit: 'paragraph' },
            ]
          : cs,
      ),
    );
    expect(r.classes['paragraph-move'].recall).toBe(0);
    expect(r.moves.reportedAsMoved).toBe(0);
    expect(r.moves.asDeleteInsert).toBe(r.moves.total);
    expect(r.overall.precision).toBeLessThan(1);
  });

  it('a style change must name the toggled property', () => {
    const r = scoreCorpus(
      idealItems((e, cs) =>
        e.class === 'bold-toggle'
          ? cs.map((c) => ({
              ...c,
              styleChanges: [{ property: 'italic' as const, oldValue: 'false', newValue: 'true' }],
            }))
          : cs,
      ),
    );
    expect(r.classes['bold-toggle'].recall).toBe(0);
    expect(r.classes['italic-toggle'].recall).toBe(1);
    expect(r.styles.wrongProperty).toBe(r.classes['bold-toggle'].edits);
  });

  it('a change of the wrong kind is not a match', () => {
    const r = scoreCorpus(
      idealItems((e, cs) =>
        e.class === 'word-insert' ? cs.map((c) => ({ ...c, kind: 'Deleted' as const, text: c.targetText })) : cs,
      ),
    );
    expect(r.classes['word-insert'].recall).toBe(0);
  });

  it('counts a table row reported cell by cell as found, and fragments as correct', () => {
    const r = scoreCorpus(
      idealItems((e, cs) =>
        e.class === 'table-row-insert'
          ? e.targetText.split(' | ').map((cell) => ({
              kind: 'Inserted' as const,
              text: '',
              targetText: cell,
              place: '',
              unit: 'cell' as const,
            }))
          : cs,
      ),
    );
    expect(r.classes['table-row-insert'].recall).toBe(1);
    expect(r.overall.precision).toBe(1);
    expect(r.ratio).toBeGreaterThan(1);
  });
});

describe('quality scorer, ambiguous and run-together text', () => {
  const edits: TruthEdit[] = [
    { class: 'word-delete', kind: 'Deleted', sourceText: 'dwelling', targetText: '' },
    { class: 'word-replace', kind: 'Modified', sourceText: 'dwelling', targetText: 'former' },
    {
      class: 'table-row-insert',
      kind: 'Inserted',
      sourceText: '',
      targetText: 'unit | construction | expand the floor',
    },
  ];
  const truth: Truth = { pair: 'p', seed: 0, sourceBlocks: 0, targetBlocks: 0, words: 0, edits };
  const ch = (kind: EngineChange['kind'], text: string, targetText: string): EngineChange => ({
    kind,
    text,
    targetText,
    place: '',
    unit: 'text',
  });

  it('gives a change that fits two edits to the one that still needs it', () => {
    const s = scorePair(truth, [
      ch('Deleted', 'dwelling', ''),
      ch('Deleted', 'dwelling', ''),
      ch('Inserted', '', 'former'),
      ch('Inserted', '', 'unit construction expand the floor'),
    ]);
    expect(s.found).toBe(3);
    expect(s.falsePositives).toHaveLength(0);
  });

  it('matches a row whose cells were run together', () => {
    const s = scorePair({ ...truth, edits: [edits[2]] }, [ch('Inserted', '', 'unitconstructionexpand the floor')]);
    expect(s.found).toBe(1);
  });
});

describe('quality generator', () => {
  it('is deterministic', () => {
    const a = generatePair({ seed: 42 });
    const b = generatePair({ seed: 42 });
    expect(buildDocx(a.targetSpec)).toEqual(buildDocx(b.targetSpec));
    expect(a.edits).toEqual(b.edits);
    expect(buildDocx(generatePair({ seed: 43 }).targetSpec)).not.toEqual(buildDocx(a.targetSpec));
  });

  it('makes 1–6 edits in documents of 20–80 blocks', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const g = generatePair({ seed });
      expect(g.source.length).toBeGreaterThanOrEqual(20);
      expect(g.source.length).toBeLessThanOrEqual(80);
      expect(g.edits.length).toBeGreaterThanOrEqual(1);
      expect(g.edits.length).toBeLessThanOrEqual(6);
    }
  });

  it('writes truth that matches the actual difference of the two files', () => {
    for (const { pair, truth } of CORPUS) {
      const src = bodyBlocks(buildDocx(pair.sourceSpec));
      const tgt = bodyBlocks(buildDocx(pair.targetSpec));
      const srcText = src.map(blockText);
      const tgtText = tgt.map(blockText);
      expect(srcText.length).toBe(truth.sourceBlocks);
      expect(tgtText.length).toBe(truth.targetBlocks);

      // Blocks that differ as text, by block-level diff.
      const removed: string[] = [];
      const added: string[] = [];
      for (const part of diffArrays(srcText, tgtText)) {
        if (part.removed) removed.push(...part.value);
        if (part.added) added.push(...part.value);
      }
      const expRemoved: string[] = [];
      const expAdded: string[] = [];
      for (const e of truth.edits) {
        // Every edit names blocks that exist with the stated text.
        if (e.sourceIndex !== undefined) expect(srcText[e.sourceIndex]).toBe(e.sourceContext);
        if (e.targetIndex !== undefined) expect(tgtText[e.targetIndex]).toBe(e.targetContext);
        switch (e.class) {
          case 'bold-toggle':
          case 'italic-toggle': {
            expect(e.sourceContext).toBe(e.targetContext);
            const prop = e.class === 'bold-toggle' ? 'b' : 'i';
            const before = styledText(src[e.sourceIndex!], prop);
            const after = styledText(tgt[e.targetIndex!], prop);
            expect(e.newValue ? after : before).toBe(e.sourceText);
            expect(e.newValue ? before : after).toBe('');
            break;
          }
          case 'paragraph-insert':
            expect(e.sourceIndex).toBeUndefined();
            expAdded.push(e.targetText);
            break;
          case 'paragraph-delete':
            expect(e.targetIndex).toBeUndefined();
            expRemoved.push(e.sourceText);
            break;
          case 'paragraph-move':
            expect(e.sourceText.split(' ').length).toBeGreaterThanOrEqual(8);
            expect(Math.abs(e.targetIndex! - e.sourceIndex!)).toBeGreaterThanOrEqual(1);
            expRemoved.push(e.sourceText);
            expAdded.push(e.targetText);
            break;
          default: {
            expRemoved.push(e.sourceContext!);
            expAdded.push(e.targetContext!);
            // The block changed exactly by the edit: some split of the source words reads
            // prefix + edit source + suffix, and the target reads prefix + edit target + suffix.
            expect(
              explains(e.sourceContext!, e.targetContext!, e.sourceText, e.targetText),
              `${e.class} ${e.sourceText} -> ${e.targetText}`,
            ).toBe(true);
          }
        }
      }
      expect(removed.sort()).toEqual(expRemoved.sort());
      expect(added.sort()).toEqual(expAdded.sort());
    }
  });

  it('keeps moves at least two blocks away and edits apart from each other', () => {
    for (const { truth, pair } of CORPUS) {
      const touched = truth.edits
        .map((e) => e.sourceIndex)
        .filter((i): i is number => i !== undefined)
        .sort((a, b) => a - b);
      for (let k = 1; k < touched.length; k++) expect(touched[k] - touched[k - 1]).toBeGreaterThanOrEqual(2);
      const srcTexts = pair.source.map(blockTextOf);
      const tgtTexts = pair.target.map(blockTextOf);
      for (const e of truth.edits.filter((x) => x.class === 'paragraph-move')) {
        // The block before the moved paragraph in the target is an untouched source block.
        const prev = srcTexts.indexOf(tgtTexts[e.targetIndex! - 1]);
        expect(prev).toBeGreaterThanOrEqual(0);
        const passed = prev >= e.sourceIndex! ? prev - e.sourceIndex! : e.sourceIndex! - prev - 1;
        expect(passed).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe('docx builder', () => {
  const bytes = buildDocx({
    title: 'T',
    header: ['Head'],
    footer: [{ runs: [{ image: { png: makePng(8, 8), width: 8, height: 8 } }, ' foot'] }],
    body: [
      { heading: 1, runs: ['Title'] },
      {
        runs: [
          'a ',
          { text: 'b', bold: true, italic: true, underline: true, strike: true, color: '#ff0000', size: 14 },
          { footnote: 'note' },
        ],
      },
      { list: { kind: 'number', id: 'x' }, runs: ['one'] },
      { list: { kind: 'bullet' }, runs: ['two'] },
      { runs: [{ comment: { author: 'Ann Lee', text: 'why?', runs: ['commented'] } }] },
      { runs: [{ image: { png: makePng(16, 16, undefined, 2), width: 16, height: 16, name: 'p.png' } }] },
      { type: 'table', rows: [['1', { blocks: [{ type: 'table', rows: [['n']] }] }]] },
    ],
  });
  const parts = readParts(bytes);

  it('declares a content type for every part and resolves every relationship', () => {
    const ct = strFromU8(parts['[Content_Types].xml']);
    for (const name of Object.keys(parts)) {
      if (name === '[Content_Types].xml') continue;
      const ext = name.split('.').pop()!;
      const declared = ct.includes(`PartName="/${name}"`) || ct.includes(`Extension="${ext}"`);
      expect(declared, name).toBe(true);
    }
    for (const name of Object.keys(parts).filter((n) => n.endsWith('.rels'))) {
      const dir = name.replace(/_rels\/[^/]*\.rels$/, '');
      for (const m of strFromU8(parts[name]).matchAll(/Target="([^"]+)"/g))
        expect(parts[dir + m[1]], `${name} → ${m[1]}`).toBeDefined();
    }
    for (const name of Object.keys(parts).filter((n) => n.endsWith('.xml') || n.endsWith('.rels'))) {
      const doc = new DOMParser({
        onError: (level, msg) => {
          throw new Error(`${name}: ${level} ${msg}`);
        },
      }).parseFromString(strFromU8(parts[name]), 'application/xml');
      expect(doc.documentElement).toBeTruthy();
    }
  });

  it('writes the parts the spec asks for', () => {
    for (const p of [
      'word/header1.xml',
      'word/footer1.xml',
      'word/footnotes.xml',
      'word/comments.xml',
      'word/numbering.xml',
      'docProps/core.xml',
      'docProps/app.xml',
    ])
      expect(parts[p], p).toBeDefined();
    expect(Object.keys(parts).filter((n) => n.startsWith('word/media/'))).toHaveLength(2);
    expect(parts['word/_rels/footer1.xml.rels']).toBeDefined();
    const doc = strFromU8(parts['word/document.xml']);
    expect(doc).toContain('<w:b/>');
    expect(doc).toContain('<w:color w:val="FF0000"/>');
    expect(doc).toContain('<w:sz w:val="28"/>');
    expect(doc).toContain('w:footnoteReference w:id="1"');
    expect(doc).toContain('<w:commentRangeStart w:id="0"/>');
    expect(doc.match(/<w:tbl>/g)).toHaveLength(2);
  });

  it('is byte-for-byte reproducible', () => {
    expect(buildDocx({ body: ['x', { heading: 2, runs: ['y'] }] })).toEqual(
      buildDocx({ body: ['x', { heading: 2, runs: ['y'] }] }),
    );
  });
});

describe('dense quality corpus', () => {
  it('puts 8–16 edits in a pair, some of them on neighbouring blocks', () => {
    let neighbours = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const g = generatePair({ seed, dense: true });
      expect(g.edits.length).toBeGreaterThanOrEqual(8);
      expect(g.edits.length).toBeLessThanOrEqual(16);
      const touched = g.edits
        .map((e) => e.sourceIndex)
        .filter((i): i is number => i !== undefined)
        .sort((x, y) => x - y);
      neighbours += touched.filter((i, k) => k > 0 && i - touched[k - 1] === 1).length;
    }
    expect(neighbours).toBeGreaterThan(5);
  });

  it('the engine finds every edit of 12 dense pairs and nothing else (a move never drags a neighbour along)', async () => {
    const { compareFiles } = await import('../../src/engine/index');
    const items: ScoredPair[] = [];
    for (let seed = 100; seed < 112; seed++) {
      const g = generatePair({ seed, dense: true });
      const truth: Truth = {
        pair: `dense-${seed}`,
        seed,
        sourceBlocks: g.source.length,
        targetBlocks: g.target.length,
        words: g.words,
        edits: g.edits,
      };
      const result = await compareFiles(
        { bytes: buildDocx(g.sourceSpec), fileName: 'a.docx' },
        { bytes: buildDocx(g.targetSpec), fileName: 'b.docx' },
      );
      items.push({ truth, changes: result.changes });
    }
    const report = scoreCorpus(items);
    expect(report.overall.f1).toBe(1);
    expect(report.moves.reportedAsMoved).toBeGreaterThan(3);
    expect(report.moves.reportedAsMoved).toBe(report.moves.total);
  });
});
