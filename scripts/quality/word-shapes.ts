/**
 * Recall and changes per edit of docdelta on Word pairs that differ in shape rather than words
 * (paragraph layout, list level and format, hyperlink targets, sections and page setup, a table
 * losing a column and a row, footnotes, endnotes and comments added or removed), beside
 * LibreOffice's Compare Documents on the same pairs in the same run (UNO, python3-uno).
 *
 *   npx tsx scripts/quality/word-shapes.ts [--no-libreoffice]
 *
 * docdelta finds an edit when it reports the change the pair's test expects (one StyleChanged
 * naming the property on the paragraph; the deleted column and row; a change on the note or
 * comment). LibreOffice's recall counts an edit found when its comparison records any tracked
 * change for the pair (an upper bound: it does not say what changed); a side LibreOffice cannot
 * open is reported. Comment pairs are left out of LibreOffice's run: loading a document with a
 * comment through UNO ends its soffice here. Docxodus (.NET) is not installable on this machine.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareFiles } from '../../src/engine/index';
import type { EngineChange } from '../../src/engine/diff/types';
import { layoutPairs } from '../../test/helpers/word-layout-pairs';
import { notePairs } from '../../test/helpers/word-note-pairs';
import { tablePairs } from '../../test/helpers/word-table-pairs';

interface Scored {
  name: string;
  kind: string;
  source: Uint8Array;
  target: Uint8Array;
  edits: number;
  /** Edits docdelta's changes account for. */
  found: (changes: EngineChange[]) => number;
}

async function pairs(): Promise<Scored[]> {
  const out: Scored[] = [];
  for (const pair of await layoutPairs()) {
    const kind = pair.kind === 'paragraph-property' ? `paragraph: ${pair.expect.property}` : pair.kind;
    out.push({
      ...pair,
      kind: pair.kind === 'section' ? `section: ${pair.expect.property}` : kind,
      edits: 1,
      found: (changes) =>
        changes.some(
          (c) =>
            c.kind === 'StyleChanged' &&
            c.targetText.includes(pair.expect.text) &&
            c.styleChanges?.some((s) => s.property === pair.expect.property),
        )
          ? 1
          : 0,
    });
  }
  for (const pair of await tablePairs(10))
    out.push({
      ...pair,
      kind: 'table column and row deleted',
      edits: pair.expect.length,
      found: (changes) =>
        pair.expect.filter(([kind, place]) => changes.some((c) => c.kind === kind && c.place === place)).length,
    });
  for (const pair of await notePairs())
    out.push({
      ...pair,
      kind: `${pair.kind} ${pair.name.endsWith('added') ? 'added' : 'deleted'}`,
      found: (changes) => Math.min(pair.edits, changes.filter((c) => c.place.startsWith(pair.kind)).length),
    });
  return out;
}

const all = await pairs();
const work = mkdtempSync(join(tmpdir(), 'docdelta-word-shapes-'));
try {
  const rows = new Map<
    string,
    {
      pairs: number;
      edits: number;
      found: number;
      changes: number;
      lo: number;
      loChanges: number;
      loPairs: number;
      unopened: number;
    }
  >();
  const lo: Scored[] = [];
  const jobs: string[] = [];
  const results: { pair: Scored; changes: EngineChange[] }[] = [];
  for (const [k, pair] of all.entries()) {
    const { changes } = await compareFiles(
      { bytes: pair.source, fileName: 'source.docx' },
      { bytes: pair.target, fileName: 'target.docx' },
    );
    results.push({ pair, changes });
    if (pair.kind.startsWith('comment') || process.argv.includes('--no-libreoffice')) continue;
    const file = (side: string) => join(work, `${k}-${side}.docx`);
    writeFileSync(file('source'), pair.source);
    writeFileSync(file('target'), pair.target);
    jobs.push(file('source'), file('target'));
    lo.push(pair);
  }
  let counts: number[] = [];
  if (jobs.length) {
    const run = spawnSync(
      '/usr/bin/python3',
      [
        fileURLToPath(new URL('./lo-compare.py', import.meta.url)),
        join(work, 'profile'),
        join(work, 'lo.json'),
        ...jobs,
      ],
      {
        encoding: 'utf8',
        timeout: 1_200_000,
      },
    );
    if (run.status !== 0) throw new Error(`LibreOffice's comparison failed: ${run.stderr.trim().split('\n').pop()}`);
    counts = JSON.parse(readFileSync(join(work, 'lo.json'), 'utf8')) as number[];
  }
  const loCount = new Map(lo.map((pair, k) => [pair, counts[k]]));
  for (const { pair, changes } of results) {
    const row = rows.get(pair.kind) ?? {
      pairs: 0,
      edits: 0,
      found: 0,
      changes: 0,
      lo: 0,
      loChanges: 0,
      loPairs: 0,
      unopened: 0,
    };
    row.pairs++;
    row.edits += pair.edits;
    row.found += pair.found(changes);
    row.changes += changes.length;
    const count = loCount.get(pair);
    if (count !== undefined) {
      row.loPairs++;
      if (count < 0) row.unopened++;
      else {
        row.lo += count > 0 ? pair.edits : 0;
        row.loChanges += count;
      }
    }
    rows.set(pair.kind, row);
  }
  const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(0)}%` : '–');
  const per = (n: number, d: number) => (d ? (n / d).toFixed(2) : '–');
  console.log(
    '| class | pairs | edits | docdelta recall | docdelta changes/edit | LibreOffice recall | LibreOffice changes/edit |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const total = { pairs: 0, edits: 0, found: 0, changes: 0, lo: 0, loChanges: 0, loEdits: 0, unopened: 0 };
  for (const [kind, r] of rows) {
    const loEdits = r.loPairs ? r.edits : 0;
    console.log(
      `| ${kind} | ${r.pairs} | ${r.edits} | ${pct(r.found, r.edits)} | ${per(r.changes, r.edits)} | ${pct(r.lo, loEdits)} | ${per(r.loChanges, loEdits)} |`,
    );
    total.pairs += r.pairs;
    total.edits += r.edits;
    total.found += r.found;
    total.changes += r.changes;
    total.lo += r.lo;
    total.loChanges += r.loChanges;
    total.loEdits += loEdits;
    total.unopened += r.unopened;
  }
  console.log(
    `| all | ${total.pairs} | ${total.edits} | ${pct(total.found, total.edits)} | ${per(total.changes, total.edits)} | ${pct(total.lo, total.loEdits)} | ${per(total.loChanges, total.loEdits)} |`,
  );
  console.log(`LibreOffice could not open ${total.unopened} of ${lo.length} pairs.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
