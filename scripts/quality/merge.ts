/**
 * Three-way merge corpus: base documents from real prose and tables (generate.ts), two branches
 * edited from them, and the document a merge must give.
 *
 *   npm run quality -- --merge                   # 100 cases of each kind, seed 1
 *   npm run quality -- --merge --n 20 --seed 3 --out .bench/merge --verbose --soffice 5
 *
 * Kinds:
 * - disjoint: ours and theirs edit different blocks (with an untouched block between): must
 *   merge cleanly to the base with both sides' edits, paragraph by paragraph;
 * - identical: an edit made on both sides plus one-sided edits: clean, the shared edit once;
 * - move-edit: one side moves a paragraph, the other edits words in it: clean, moved and edited;
 * - overlapping: both sides change the same words (or one deletes a paragraph the other edits):
 *   a conflict must be reported and the result must hold both sides (accepting its revisions
 *   gives theirs, rejecting them gives ours).
 * - sheet-disjoint, sheet-overlapping: the same for spreadsheets (merge-sheets.ts).
 * `--soffice N` converts N results of each kind with LibreOffice to check it opens them.
 * Writes <out>/merge-report.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildDocx } from '../fixtures/docx-builder';
import { readDocument } from '../../src/engine/index';
import { mergeDocuments } from '../../src/engine/merge/index';
import { applyRevisions } from '../../src/engine/revisions';
import type { Block, DocumentModel } from '../../src/engine/model/document';
import { runSheetCase, SHEET_KINDS, type SheetOutcome } from './merge-sheets';
import {
  applyEdits,
  blockTextOf,
  EDIT_CLASSES,
  loadProse,
  makeBase,
  mulberry32,
  pick,
  randInt,
  shuffle,
  TextSource,
  toDocSpec,
  UidSource,
  type EditClass,
  type GBlock,
  type GPara,
  type Rng,
} from './generate';

export type MergeKind = 'disjoint' | 'identical' | 'move-edit' | 'overlapping';
export const MERGE_KINDS: MergeKind[] = ['disjoint', 'identical', 'move-edit', 'overlapping'];

export interface MergeCase {
  name: string;
  kind: MergeKind;
  base: GBlock[];
  ours: GBlock[];
  theirs: GBlock[];
  /** The merged document (clean kinds). */
  expected?: GBlock[];
}

/** One case of a kind from a seed; same seed, same documents. */
export function generateMergeCase(kind: MergeKind, seed: number, blocks?: number): MergeCase {
  const rng = mulberry32(seed * 2246822519);
  const prose = loadProse();
  const uids = new UidSource();
  const texts = new TextSource(rng, prose, false);
  const base = makeBase(
    rng,
    { blocks: blocks ?? randInt(rng, 20, 60), tables: rng() < 0.6 ? 1 : 0, listChance: 0.5 },
    uids,
    texts,
  );
  const classes = (): EditClass[] => shuffle(rng, [...EDIT_CLASSES]);
  const name = `${kind}-${seed}`;
  if (kind === 'disjoint') {
    const ours = applyEdits(rng, base, randInt(rng, 1, 4), classes(), texts, uids, prose);
    const theirs = applyEdits(rng, base, randInt(rng, 1, 4), classes(), texts, uids, prose, false, ours.occupied);
    return { name, kind, base, ours: ours.target, theirs: theirs.target, expected: theirs.replay(ours.target) };
  }
  if (kind === 'identical') {
    const shared = applyEdits(rng, base, randInt(rng, 1, 3), classes(), texts, uids, prose);
    const oursOnly = applyEdits(rng, base, randInt(rng, 1, 2), classes(), texts, uids, prose, false, shared.occupied);
    const theirsOnly = applyEdits(
      rng,
      base,
      randInt(rng, 0, 2),
      classes(),
      texts,
      uids,
      prose,
      false,
      oursOnly.occupied,
    );
    const ours = oursOnly.replay(shared.target);
    return { name, kind, base, ours, theirs: theirsOnly.replay(shared.target), expected: theirsOnly.replay(ours) };
  }
  if (kind === 'move-edit') {
    const move = applyEdits(rng, base, 1, ['paragraph-move'], texts, uids, prose);
    const moved = move.edits[0] ? (base[move.edits[0].sourceIndex ?? -1] as GPara | undefined) : undefined;
    if (!moved) return generateMergeCase('disjoint', seed, blocks);
    const edited = base.map((b) => (b.uid === moved.uid ? editWords(rng, b as GPara, prose.vocabulary) : b));
    const expected = move.target.map((b) => (b.uid === moved.uid ? edited.find((e) => e.uid === moved.uid)! : b));
    // Either side may be the one that moves.
    return rng() < 0.5
      ? { name, kind, base, ours: move.target, theirs: edited, expected }
      : { name, kind, base, ours: edited, theirs: move.target, expected };
  }
  // Overlapping: the same words replaced differently, a cell edited both ways, or a paragraph
  // one side deletes and the other edits.
  const candidates = base.filter((b): b is GPara => b.kind === 'para' && !b.heading && !b.list && b.words.length >= 8);
  const target = pick(rng, candidates);
  const at = randInt(rng, 2, target.words.length - 3);
  const variant = (avoid: string[]) => ({
    ...target,
    words: target.words.map((w, k) => (k === at ? { t: freshWord(rng, prose.vocabulary, avoid) } : { ...w })),
  });
  const oursPara = variant([target.words[at].t]);
  const theirsPara = variant([target.words[at].t, oursPara.words[at].t]);
  const ours = base.map((b) => (b.uid === target.uid ? oursPara : b));
  const theirs =
    rng() < 0.25 ? base.filter((b) => b.uid !== target.uid) : base.map((b) => (b.uid === target.uid ? theirsPara : b));
  return { name, kind, base, ours, theirs };
}

function editWords(rng: Rng, paragraph: GPara, vocabulary: string[]): GPara {
  const words = paragraph.words.map((w) => ({ ...w }));
  const at = randInt(rng, 2, words.length - 3);
  words[at] = { t: freshWord(rng, vocabulary, [words[at].t, words[at - 1].t, words[at + 1].t]) };
  return { ...paragraph, words };
}

function freshWord(rng: Rng, vocabulary: string[], avoid: string[]): string {
  const lower = new Set(avoid.map((w) => w.toLowerCase().replace(/[^a-z]/g, '')));
  for (;;) {
    const w = pick(rng, vocabulary);
    if (!lower.has(w)) return w;
  }
}

/** The document's body as the lines a person compares: paragraphs, and table rows as `a | b`. */
export function bodyLines(document: DocumentModel): string[] {
  const story = document.stories.find((s) => s.key === 'body') ?? document.stories[0];
  const lines: string[] = [];
  const walk = (blocks: Block[]) => {
    for (const block of blocks) {
      if (block.type === 'paragraph')
        lines.push(
          block.runs
            .map((r) => r.text)
            .join('')
            .trim(),
        );
      else if (block.type === 'table')
        for (const row of block.rows) lines.push(row.cells.map((c) => cellText(c.blocks)).join(' | '));
    }
  };
  walk(story?.blocks ?? []);
  return lines.filter(Boolean);
}

function cellText(blocks: Block[]): string {
  return blocks
    .map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : ''))
    .join(' ')
    .trim();
}

const expectedLines = (blocks: GBlock[]) =>
  blocks
    .flatMap((b) => blockTextOf(b).split('\n'))
    .map((l) => l.trim())
    .filter(Boolean);

export interface CaseOutcome {
  name: string;
  kind: MergeKind;
  ok: boolean;
  conflicts: number;
  seconds: number;
  problem?: string;
}

export async function runMergeCase(c: MergeCase, dir?: string): Promise<{ outcome: CaseOutcome; bytes?: Uint8Array }> {
  const title = 'Merge corpus';
  const [base, ours, theirs] = [c.base, c.ours, c.theirs].map((blocks) => buildDocx(toDocSpec(blocks, title)));
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'base.docx'), base);
    writeFileSync(join(dir, 'ours.docx'), ours);
    writeFileSync(join(dir, 'theirs.docx'), theirs);
  }
  const started = performance.now();
  const outcome: CaseOutcome = { name: c.name, kind: c.kind, ok: false, conflicts: 0, seconds: 0 };
  let result;
  try {
    result = await mergeDocuments({
      base: { bytes: base, fileName: 'base.docx' },
      ours: { bytes: ours, fileName: 'ours.docx' },
      theirs: { bytes: theirs, fileName: 'theirs.docx' },
      date: new Date(0),
    });
  } catch (error) {
    outcome.problem = `merge failed: ${error instanceof Error ? error.message : String(error)}`;
    return { outcome };
  }
  outcome.seconds = (performance.now() - started) / 1000;
  outcome.conflicts = result.conflicts.length;
  if (dir) writeFileSync(join(dir, 'merged.docx'), result.bytes);
  if (c.expected) {
    const got = bodyLines(await readDocument({ bytes: result.bytes, fileName: 'merged.docx' }));
    const want = expectedLines(c.expected);
    if (result.conflicts.length)
      outcome.problem = `conflict reported: ${result.conflicts.map((x) => `${x.place}: "${x.ours}" / "${x.theirs}"`).join('; ')}`;
    else outcome.problem = firstDifference(got, want);
  } else {
    // Both sides present: accepting the result's revisions gives theirs, rejecting them ours.
    if (!result.conflicts.length) outcome.problem = 'no conflict reported';
    else {
      const accepted = await applyRevisions({ bytes: result.bytes, fileName: 'merged.docx' }, { acceptAll: true });
      const rejected = await applyRevisions({ bytes: result.bytes, fileName: 'merged.docx' }, { rejectAll: true });
      const asTheirs = bodyLines(await readDocument({ bytes: accepted.bytes, fileName: 'a.docx' }));
      const asOurs = bodyLines(await readDocument({ bytes: rejected.bytes, fileName: 'r.docx' }));
      const theirsProblem = firstDifference(asTheirs, expectedLines(c.theirs));
      const oursProblem = firstDifference(asOurs, expectedLines(c.ours));
      outcome.problem = theirsProblem
        ? `accepting the revisions: ${theirsProblem}`
        : oursProblem
          ? `rejecting the revisions: ${oursProblem}`
          : undefined;
    }
  }
  outcome.ok = !outcome.problem;
  return { outcome, bytes: result.bytes };
}

function firstDifference(got: string[], want: string[]): string | undefined {
  for (let i = 0; i < Math.max(got.length, want.length); i++) {
    if (got[i] !== want[i])
      return `line ${i + 1}: got "${(got[i] ?? '(none)').slice(0, 100)}", expected "${(want[i] ?? '(none)').slice(0, 100)}"`;
  }
  return undefined;
}

/** LibreOffice opens the file: it converts to PDF without error and writes a non-empty file. */
function libreOfficeOpens(bytes: Uint8Array): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'docdelta-merge-soffice-'));
  try {
    writeFileSync(join(dir, 'merged.docx'), bytes);
    execFileSync(
      'soffice',
      [
        '--headless',
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        join(dir, 'merged.docx'),
      ],
      { stdio: 'pipe', timeout: 120_000 },
    );
    return readdirSync(dir).includes('merged.pdf') ? undefined : 'LibreOffice wrote no PDF';
  } catch (error) {
    return `LibreOffice failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runMergeCorpus(args: Record<string, string | boolean>): Promise<void> {
  const n = Number(args.n ?? 100);
  const seed = Number(args.seed ?? 1);
  const out = resolve(typeof args.out === 'string' ? args.out : join('.bench', 'merge'));
  const keep = Boolean(args.keep);
  const sofficeSample = Number(args.soffice ?? 0);
  const outcomes: CaseOutcome[] = [];
  const openProblems: string[] = [];
  for (const kind of MERGE_KINDS) {
    for (let k = 0; k < n; k++) {
      const c = generateMergeCase(kind, seed * 10_000 + k + 1);
      const { outcome, bytes } = await runMergeCase(c, keep ? join(out, c.name) : undefined);
      outcomes.push(outcome);
      if (bytes && k < sofficeSample) {
        const problem = libreOfficeOpens(bytes);
        if (problem) openProblems.push(`${c.name}: ${problem}`);
      }
    }
  }
  const sheets: SheetOutcome[] = [];
  for (const kind of SHEET_KINDS)
    for (let k = 0; k < n; k++) sheets.push(await runSheetCase(kind, seed * 10_000 + k + 1));
  const all = [...outcomes, ...sheets];
  const clean = all.filter((o) => !o.kind.endsWith('overlapping'));
  const overlapping = all.filter((o) => o.kind.endsWith('overlapping'));
  const rate = (xs: { ok: boolean }[]) => (xs.length ? xs.filter((o) => o.ok).length / xs.length : 1);
  console.log(
    `merge corpus: ${n} cases of each kind, seed ${seed} (documents: DOCX; sheets: XLSX, ODS and CSV in turn)`,
  );
  for (const kind of [...MERGE_KINDS, ...SHEET_KINDS]) {
    const xs = all.filter((o) => o.kind === kind);
    const slowest = Math.max(...xs.map((o) => o.seconds));
    console.log(
      `  ${kind.padEnd(17)} ${xs.filter((o) => o.ok).length}/${xs.length} as expected   slowest merge ${slowest.toFixed(2)} s`,
    );
  }
  console.log(`clean cases merged to the expected text: ${(rate(clean) * 100).toFixed(1)}% (target ≥ 99%)`);
  console.log(
    `overlapping cases reported as conflicts with both sides present: ${(rate(overlapping) * 100).toFixed(1)}% (target 100%)`,
  );
  if (sofficeSample)
    console.log(
      `LibreOffice opened ${sofficeSample * MERGE_KINDS.length - openProblems.length}/${sofficeSample * MERGE_KINDS.length} results`,
    );
  const failures = all.filter((o) => !o.ok);
  if (args.verbose) for (const f of failures.slice(0, 40)) console.log(`  ${f.name}: ${f.problem}`);
  for (const p of openProblems) console.log(`  ${p}`);
  mkdirSync(out, { recursive: true });
  const report = join(out, 'merge-report.json');
  writeFileSync(
    report,
    JSON.stringify(
      { seed, n, clean: rate(clean), overlapping: rate(overlapping), openProblems, outcomes: all },
      null,
      2,
    ) + '\n',
  );
  console.log(`report: ${report}`);
  if (args.check && (rate(clean) < 0.99 || rate(overlapping) < 1 || openProblems.length)) process.exitCode = 1;
}
