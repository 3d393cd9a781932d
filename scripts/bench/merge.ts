/**
 * Benchmark of the three-way merge: a 30-page DOCX (~11,000 words of prose with headings, lists
 * and a table) and two branches of it, each with 10 edits of every class, merged in process
 * (`mergeDocuments`: three reads, three diffs, the writes and their validation). Two cases: the
 * branches edit different blocks (a clean merge, one write) and they also change one paragraph
 * both ways (a conflict: two more writes and the tracked conflict view). Target: <= 1 s a merge.
 *
 *   npx tsx scripts/bench/merge.ts [--runs 5] [--pages 30]
 *
 * Prints the median and slowest of the runs per case and PASS/FAIL against the target.
 */
import { parseArgs } from 'node:util';
import { buildDocx } from '../fixtures/docx-builder';
import {
  EDIT_CLASSES,
  TextSource,
  UidSource,
  applyEdits,
  loadProse,
  makeBase,
  mulberry32,
  shuffle,
  toDocSpec,
  type GBlock,
  type GPara,
} from '../quality/generate';
import { mergeDocuments } from '../../src/engine/merge/index';

const TARGET_S = 1;
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, pages: { type: 'string', default: '30' } },
});
const runs = Number(values.runs);
const pages = Number(values.pages);

const rng = mulberry32(30);
const prose = loadProse();
const uids = new UidSource();
const texts = new TextSource(rng, prose, true);
// About 370 words a page at 12 pt and ~99 words a block (see bench/run.ts).
const blocks = Math.round((pages * 370) / 99);
const base = makeBase(rng, { blocks, tables: 1, synthetic: true, styledChance: 0.15 }, uids, texts);
const ours = applyEdits(rng, base, 10, shuffle(rng, [...EDIT_CLASSES]), texts, uids, prose);
const theirs = applyEdits(rng, base, 10, shuffle(rng, [...EDIT_CLASSES]), texts, uids, prose, false, ours.occupied);
const docx = (bs: GBlock[]) => buildDocx({ ...toDocSpec(bs, 'Merge benchmark'), fontSize: 12, lineSpacing: 1.25 });

// The conflict case: one untouched paragraph gets a different first word on each side.
const untouched = base.find(
  (b, i): b is GPara =>
    b.kind === 'para' &&
    !b.heading &&
    !b.list &&
    !ours.occupied.edited.has(i) &&
    !ours.occupied.buffer.has(i) &&
    !theirs.occupied.edited.has(i),
);
const rewrite = (bs: GBlock[], word: string) =>
  bs.map((b) => (b === untouched ? { ...b, words: [{ t: word }, ...b.words.slice(1)] } : b));

const cases = [
  { name: 'clean (10 + 10 edits)', ours: docx(ours.target), theirs: docx(theirs.target) },
  { name: 'one conflict', ours: docx(rewrite(ours.target, 'Ours')), theirs: docx(rewrite(theirs.target, 'Theirs')) },
];
const baseBytes = docx(base);
console.log(`merge benchmark: ${pages} pages (${blocks} blocks), ${runs} runs each`);
let pass = true;
for (const c of cases) {
  const times: number[] = [];
  let conflicts = 0;
  for (let r = 0; r < runs + 1; r++) {
    const started = performance.now();
    const result = await mergeDocuments({
      base: { bytes: baseBytes, fileName: 'base.docx' },
      ours: { bytes: c.ours, fileName: 'ours.docx' },
      theirs: { bytes: c.theirs, fileName: 'theirs.docx' },
      date: new Date(0),
    });
    // The first run warms the module cache and the JIT; it is not counted.
    if (r > 0) times.push((performance.now() - started) / 1000);
    conflicts = result.conflicts.length;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const ok = median <= TARGET_S;
  pass &&= ok;
  console.log(
    `  ${c.name.padEnd(22)} median ${median.toFixed(3)} s, slowest ${times[times.length - 1].toFixed(3)} s, ${conflicts} conflict(s)   ${ok ? 'PASS' : 'FAIL'} (<= ${TARGET_S} s)`,
  );
}
console.log(pass ? 'PASS' : 'FAIL');
