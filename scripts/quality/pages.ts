/**
 * Page accuracy of `changes` as it ships: how often the page `changes --json` gives a change is
 * the page LibreOffice draws it on, on generated DOCX pairs and their ODT re-saves.
 *
 *   npx tsx scripts/quality/pages.ts [--n 12] [--seed 7] [--blocks 200] [--verbose]
 *
 * Each pair (scripts/quality/generate.ts, with its truth; 100 to `--blocks` top-level blocks, so
 * several pages) goes through the local backend's changesReport with default settings, once with
 * `office: 'auto'` (what the CLI does when LibreOffice is installed) and once with `builtin` (the
 * estimate), both timed. The truth page of each edit is found in LibreOffice's own PDF of the
 * document, from the truth alone (boxes.ts: the edited block aligned with the rendered words).
 * Target: >= 0.98 of the changes on LibreOffice's page with `auto`.
 */
import { pathToFileURL } from 'node:url';
import { localBackend } from '../../src/backend/local';
import { compareFiles } from '../../src/engine/index';
import { readRenderedWords, RenderedIndex } from '../../src/engine/layout/anchor';
import { convertToPdf, convertWithOffice, findSoffice, stopWarmOffice } from '../../src/engine/preview/office';
import { buildDocx } from '../fixtures/docx-builder';
import { generatePair, parseArgs } from './generate';
import { truthBox, truthFor } from './boxes';

const TARGET = 0.98;

interface Tally {
  scored: number;
  auto: number;
  builtin: number;
  fromLibreOffice: number;
  unscored: number;
  autoMs: number;
  builtinMs: number;
}

export async function measurePageAccuracy(args: Record<string, string | boolean>): Promise<void> {
  const n = Number(args.n ?? 12);
  const seed = Number(args.seed ?? 7);
  const maxBlocks = Math.max(100, Number(args.blocks ?? 200));
  const soffice = findSoffice();
  if (!soffice) {
    console.log('LibreOffice not found: page accuracy is not measured');
    return;
  }
  const backend = localBackend({ soffice });
  const tallies: Record<'docx' | 'odt', Tally> = {
    docx: { scored: 0, auto: 0, builtin: 0, fromLibreOffice: 0, unscored: 0, autoMs: 0, builtinMs: 0 },
    odt: { scored: 0, auto: 0, builtin: 0, fromLibreOffice: 0, unscored: 0, autoMs: 0, builtinMs: 0 },
  };
  for (let k = 0; k < n; k++) {
    const pair = generatePair({ seed: seed * 1000 + k + 1, blocks: 100 + ((k * 37) % (maxBlocks - 99)) });
    const docx = { source: buildDocx(pair.sourceSpec), target: buildDocx(pair.targetSpec) };
    // Every other pair also as LibreOffice's ODT re-save of both sides.
    const formats: ('docx' | 'odt')[] = k % 2 ? ['docx', 'odt'] : ['docx'];
    for (const format of formats) {
      const bytes =
        format === 'docx'
          ? docx
          : await (async () => {
              const [source, target] = await convertWithOffice(
                [
                  { bytes: docx.source, fileName: 'source.docx' },
                  { bytes: docx.target, fileName: 'target.docx' },
                ],
                { soffice, target: { extension: 'odt', filter: 'writer8' } },
              );
              return { source, target };
            })();
      const source = { bytes: bytes.source, fileName: `source.${format}` };
      const target = { bytes: bytes.target, fileName: `target.${format}` };
      const tally = tallies[format];
      let started = performance.now();
      const auto = await backend.changesReport({ source, targets: [target], office: 'auto' });
      tally.autoMs += performance.now() - started;
      started = performance.now();
      const builtin = await backend.changesReport({ source, targets: [target], office: 'builtin' });
      tally.builtinMs += performance.now() - started;
      const compared = await compareFiles(source, target);
      const [sourcePdf, targetPdf] = await convertToPdf([source, target], { soffice });
      const rendered = { source: await readRenderedWords(sourcePdf), target: await readRenderedWords(targetPdf) };
      const indexes = { source: new RenderedIndex(rendered.source), target: new RenderedIndex(rendered.target) };
      compared.changes.forEach((change, i) => {
        const reported = auto.changes[i];
        const estimate = builtin.changes[i];
        const edit = truthFor(change, pair.edits);
        if (!reported || !estimate || reported.Type !== change.kind || !edit) {
          tally.unscored++;
          return;
        }
        const deleted = change.kind === 'Deleted';
        const which = deleted ? 'source' : 'target';
        const block = deleted ? pair.source[edit.sourceIndex!] : pair.target[edit.targetIndex!];
        const other = deleted ? pair.target[edit.targetIndex ?? -1] : pair.source[edit.sourceIndex ?? -1];
        const changedText = deleted ? edit.sourceText : edit.targetText || edit.sourceText;
        const truth = truthBox(rendered[which], indexes[which], block, other, changedText);
        if (!truth) {
          tally.unscored++;
          return;
        }
        tally.scored++;
        if (auto.pageSources?.[i] === 'libreoffice') tally.fromLibreOffice++;
        if (reported.PageInfo?.PageNumber === truth.page) tally.auto++;
        else if (args.verbose)
          console.log(
            `${format} pair ${k + 1} change ${i}: ${change.kind} ${edit.class} on page ${reported.PageInfo?.PageNumber} (${auto.pageSources?.[i]}), LibreOffice draws it on ${truth.page}`,
          );
        if (estimate.PageInfo?.PageNumber === truth.page) tally.builtin++;
      });
    }
  }
  await stopWarmOffice();
  const share = (part: number, whole: number) => (whole ? part / whole : 0).toFixed(3);
  console.log(`Page accuracy of changesReport (default settings) on ${n} generated pairs against LibreOffice's PDF`);
  for (const [format, t] of Object.entries(tallies)) {
    if (!t.scored && !t.unscored) continue;
    const pairs = format === 'docx' ? n : Math.floor(n / 2);
    const verdict = t.scored && t.auto / t.scored >= TARGET ? 'PASS' : 'FAIL';
    console.log(
      `${format}: office auto ${share(t.auto, t.scored)} on LibreOffice's page (${t.fromLibreOffice}/${t.scored} from its layout) ${verdict} (target >= ${TARGET}); builtin estimate ${share(t.builtin, t.scored)}; ${t.unscored} changes without a truth not scored`,
    );
    console.log(
      `${format}: time per pair ${(t.autoMs / pairs / 1000).toFixed(2)} s with LibreOffice, ${(t.builtinMs / pairs / 1000).toFixed(2)} s builtin`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await measurePageAccuracy(parseArgs(process.argv.slice(2)));
