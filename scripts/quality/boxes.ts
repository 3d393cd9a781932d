/**
 * Box accuracy on generated DOCX pairs: how often a change's box lies on the words LibreOffice
 * rendered for it.
 *
 *   npx tsx scripts/quality/boxes.ts [--n 20] [--seed 1] [--verbose]
 *   npm run quality -- --boxes           # after the change-detection scores
 *
 * Each pair (scripts/quality/generate.ts, with its truth) is rendered to PDF by LibreOffice and
 * its words read with pdf.js. The truth box of an edit is found from the truth alone: the whole
 * edited block's text is aligned with the rendered words (a long sequence, so unambiguous), and
 * the edit's changed words are taken inside that stretch. A change is scored against the truth
 * edit of the block it names: "page right" when its box is on the truth's page, "on the words"
 * when it also overlaps the truth box. Scored: boxes anchored in the rendering (layout/anchor.ts)
 * and the built-in layout's boxes (the fallback without LibreOffice). Targets: on the words
 * >= 0.95, page right >= 0.98 for the anchored boxes.
 */
import { pathToFileURL } from 'node:url';
import { compareFiles } from '../../src/engine/index';
import { toChangeInfos } from '../../src/engine/changeinfo';
import {
  anchorChanges,
  readRenderedWords,
  RenderedIndex,
  tokenKeys,
  type RenderedDocument,
} from '../../src/engine/layout/anchor';
import { convertToPdf, findSoffice } from '../../src/engine/preview/office';
import type { EngineChange } from '../../src/engine/diff/types';
import { buildDocx } from '../fixtures/docx-builder';
import { blockTextOf, generatePair, parseArgs, type GBlock, type TruthEdit } from './generate';

interface Box {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const TARGET_ON_WORDS = 0.95;
const TARGET_PAGE = 0.98;

function overlaps(a: Box, b: Box, slack = 1): boolean {
  return (
    a.page === b.page &&
    a.x < b.x + b.width + slack &&
    b.x < a.x + a.width + slack &&
    a.y < b.y + b.height + slack &&
    b.y < a.y + a.height + slack
  );
}

/**
 * The truth box: the edit's block aligned as a whole with the rendered words, then the edit's
 * words inside that stretch — located by the common start and end of the block's two versions
 * (words with their bold and italic), so a repeated word is told apart; whole blocks when one
 * version is missing.
 */
export function truthBox(
  rendered: RenderedDocument,
  index: RenderedIndex,
  block: GBlock | undefined,
  other: GBlock | undefined,
  changedText: string,
): Box | undefined {
  if (!block) return undefined;
  const blockKeys = tokenKeys(blockTextOf(block).replace(/\|/g, ' '));
  const box = index.find({ before: [], words: blockKeys, after: [] });
  if (!box) return undefined;
  const words = rendered.words;
  const start = words.findIndex(
    (w) => w.page === box.pageNumber && w.x >= box.x - 0.5 && w.y >= box.y - 0.5 && w.key === blockKeys[0],
  );
  if (start < 0) return undefined;
  let range: [number, number] | undefined;
  if (block.kind === 'para' && other?.kind === 'para') {
    const same = (a: GBlock, i: number, b: GBlock, j: number) => {
      const x = (a as typeof block).words[i];
      const y = (b as typeof block).words[j];
      return x.t === y.t && !!x.b === !!y.b && !!x.i === !!y.i;
    };
    const n = block.words.length;
    const m = other.words.length;
    let prefix = 0;
    while (prefix < n && prefix < m && same(block, prefix, other, prefix)) prefix++;
    let suffix = 0;
    while (suffix < n - prefix && suffix < m - prefix && same(block, n - 1 - suffix, other, m - 1 - suffix)) suffix++;
    if (prefix < n - suffix) {
      const keysBefore = tokenKeys(
        block.words
          .slice(0, prefix)
          .map((w) => w.t)
          .join(' '),
      ).length;
      const keysIn = tokenKeys(
        block.words
          .slice(prefix, n - suffix)
          .map((w) => w.t)
          .join(' '),
      ).length;
      if (keysIn) range = [start + keysBefore, start + keysBefore + keysIn];
    }
  }
  if (!range) {
    const changed = tokenKeys(changedText.replace(/\|/g, ' '));
    const stretch = words.slice(start, start + blockKeys.length + 4);
    for (let i = 0; changed.length && i + changed.length <= stretch.length; i++) {
      if (changed.every((key, k) => stretch[i + k]?.key === key)) {
        range = [start + i, start + i + changed.length];
        break;
      }
    }
    range ??= [start, start + blockKeys.length];
  }
  const hit = words.slice(range[0], range[1]);
  if (!hit.length) return undefined;
  const page = hit[0].page;
  const on = hit.filter((w) => w.page === page);
  const x0 = Math.min(...on.map((w) => w.x));
  const y0 = Math.min(...on.map((w) => w.y));
  return {
    page,
    x: x0,
    y: y0,
    width: Math.max(...on.map((w) => w.x + w.width)) - x0,
    height: Math.max(...on.map((w) => w.y + w.height)) - y0,
  };
}

export function truthFor(change: EngineChange, edits: readonly TruthEdit[]): TruthEdit | undefined {
  const deleted = change.kind === 'Deleted';
  const index = (deleted ? change.source : change.target)?.blockPath[0];
  return edits.find((e) => (deleted ? e.sourceIndex : e.targetIndex) === index);
}

export async function measureBoxAccuracy(args: Record<string, string | boolean>): Promise<void> {
  const n = Number(args.n ?? 20);
  const seed = Number(args.seed ?? 1);
  const soffice = findSoffice();
  if (!soffice) {
    console.log('LibreOffice not found: box accuracy is not measured');
    return;
  }
  const tally = { anchored: { scored: 0, page: 0, words: 0 }, builtin: { scored: 0, page: 0, words: 0 }, unscored: 0 };
  for (let k = 0; k < n; k++) {
    const pair = generatePair({ seed: seed * 1000 + k + 1, tables: k % 2 });
    const source = buildDocx(pair.sourceSpec);
    const target = buildDocx(pair.targetSpec);
    const compared = await compareFiles(
      { bytes: source, fileName: 'source.docx' },
      { bytes: target, fileName: 'target.docx' },
    );
    const [sourcePdf, targetPdf] = await convertToPdf(
      [
        { bytes: source, fileName: 'source.docx' },
        { bytes: target, fileName: 'target.docx' },
      ],
      { soffice },
    );
    const rendered = { source: await readRenderedWords(sourcePdf), target: await readRenderedWords(targetPdf) };
    const indexes = { source: new RenderedIndex(rendered.source), target: new RenderedIndex(rendered.target) };
    const anchored = anchorChanges(compared.changes, compared, rendered);
    const builtin = toChangeInfos(compared.changes, compared.source, compared.target, 0, [], true);
    compared.changes.forEach((change, i) => {
      const edit = truthFor(change, pair.edits);
      const deleted = change.kind === 'Deleted';
      const which = deleted ? 'source' : 'target';
      const block = edit ? (deleted ? pair.source[edit.sourceIndex!] : pair.target[edit.targetIndex!]) : undefined;
      const other = edit
        ? deleted
          ? pair.target[edit.targetIndex ?? -1]
          : pair.source[edit.sourceIndex ?? -1]
        : undefined;
      const changedText = edit ? (deleted ? edit.sourceText : edit.targetText || edit.sourceText) : '';
      const truth = edit && truthBox(rendered[which], indexes[which], block, other, changedText);
      if (!truth) {
        tally.unscored++;
        return;
      }
      const a = anchored[i].box;
      tally.anchored.scored++;
      if (a && a.page === truth.page) tally.anchored.page++;
      if (a && overlaps({ page: a.page, x: a.x, y: a.y, width: a.width, height: a.height }, truth))
        tally.anchored.words++;
      else if (args.verbose)
        console.log(
          `miss ${k + 1}/${i}: ${change.kind} ${JSON.stringify(change.text).slice(0, 60)} → ${JSON.stringify(change.targetText).slice(0, 60)} ${edit?.class}; box ${JSON.stringify(a)}; truth ${JSON.stringify(truth)}`,
        );
      const b = builtin[i];
      tally.builtin.scored++;
      if (b.PageInfo.PageNumber === truth.page) tally.builtin.page++;
      if (
        overlaps(
          { page: b.PageInfo.PageNumber, x: b.Box.X, y: b.Box.Y, width: b.Box.Width, height: b.Box.Height },
          truth,
        )
      )
        tally.builtin.words++;
    });
  }
  const share = (part: number, whole: number) => (whole ? part / whole : 0);
  const line = (name: string, t: { scored: number; page: number; words: number }, targets: boolean) => {
    const onWords = share(t.words, t.scored);
    const page = share(t.page, t.scored);
    const verdict = targets
      ? ` ${onWords >= TARGET_ON_WORDS && page >= TARGET_PAGE ? 'PASS' : 'FAIL'} (targets: on the words >= ${TARGET_ON_WORDS}, page right >= ${TARGET_PAGE})`
      : '';
    console.log(
      `${name}: on the words ${onWords.toFixed(3)}, page right ${page.toFixed(3)} over ${t.scored} changes${verdict}`,
    );
  };
  console.log(
    `Box accuracy on ${n} generated DOCX pairs against LibreOffice's rendering (${tally.unscored} changes without a truth box not scored)`,
  );
  line('anchored in the rendering', tally.anchored, true);
  line('built-in layout (fallback)', tally.builtin, false);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await measureBoxAccuracy(parseArgs(process.argv.slice(2)));
