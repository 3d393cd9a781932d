/**
 * Recall and changes per edit of docdelta on Word pairs that differ in shape rather than words
 * (paragraph layout, list level and format, hyperlink targets, sections and page setup, a table
 * losing a column and a row, footnotes, endnotes and comments added or removed), beside
 * LibreOffice's Compare Documents (UNO, python3-uno) and Docxodus (npm, installed on demand into
 * .bench/tools) on the same pairs in the same run; then the tracked results of every pair read
 * back with python-docx after an accept-all and a reject-all done outside docdelta; then the
 * layout pairs converted to ODT by LibreOffice and compared again.
 *
 *   npx tsx scripts/quality/word-shapes.ts [--no-libreoffice] [--no-docxodus] [--no-tracked] [--no-odt] [--verbose]
 *
 * (`--verbose`: the first difference of every tracked result that does not read back as its side.)
 *
 * docdelta finds an edit when it reports the change the pair's test expects (one StyleChanged
 * naming the property on the paragraph; the deleted column and row; a change on the note or
 * comment). LibreOffice's recall counts an edit found when its comparison records any tracked
 * change for the pair (an upper bound: it does not say what changed); a side LibreOffice cannot
 * open is reported. Comment pairs are left out of LibreOffice's run: loading a document with a
 * comment through UNO ends its soffice here. Docxodus finds an edit when a revision says what
 * changed where it can: a format change naming a property on the paragraph's text (paragraph
 * properties, lists), one naming a section property (sections), a revision on the link's text
 * (links), an inserted or deleted note or comment text (one per edit); for the table pairs any
 * deletion counts (an upper bound, as LibreOffice's).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { compareFiles, compareToDocument } from '../../src/engine/index';
import type { EngineChange } from '../../src/engine/diff/types';
import { layoutPairs } from '../../test/helpers/word-layout-pairs';
import { notePairs } from '../../test/helpers/word-note-pairs';
import { tablePairs } from '../../test/helpers/word-table-pairs';
import { docxodusRevisions, type DocxodusRevision } from '../bench/docxodus';

interface Scored {
  name: string;
  kind: string;
  source: Uint8Array;
  target: Uint8Array;
  edits: number;
  /** Edits docdelta's changes account for. */
  found: (changes: EngineChange[]) => number;
  /** Edits Docxodus's revisions account for. */
  docxodusFound: (revisions: DocxodusRevision[]) => number;
  /** A layout pair, compared again once converted to ODT. */
  layout: boolean;
}

const names = (r: DocxodusRevision) => r.formatChange?.changedPropertyNames ?? [];

async function pairs(): Promise<Scored[]> {
  const out: Scored[] = [];
  for (const pair of await layoutPairs()) {
    const kind = pair.kind === 'paragraph-property' ? `paragraph: ${pair.expect.property}` : pair.kind;
    const text = pair.expect.text;
    const docxodusFound = (revisions: DocxodusRevision[]) => {
      if (pair.kind === 'hyperlink') return revisions.some((r) => r.text.includes(text)) ? 1 : 0;
      if (pair.kind === 'section')
        return revisions.some((r) => r.revisionType === 'FormatChanged' && names(r).length > 0) ? 1 : 0;
      return revisions.some((r) => r.revisionType === 'FormatChanged' && r.text.includes(text) && names(r).length > 0)
        ? 1
        : 0;
    };
    out.push({
      ...pair,
      kind: pair.kind === 'section' ? `section: ${pair.expect.property}` : kind,
      edits: 1,
      layout: true,
      found: (changes) =>
        changes.some(
          (c) =>
            c.kind === 'StyleChanged' &&
            c.targetText.includes(text) &&
            c.styleChanges?.some((s) => s.property === pair.expect.property),
        )
          ? 1
          : 0,
      docxodusFound,
    });
  }
  for (const pair of await tablePairs(10))
    out.push({
      ...pair,
      kind: 'table column and row deleted',
      edits: pair.expect.length,
      layout: false,
      found: (changes) =>
        pair.expect.filter(([kind, place]) => changes.some((c) => c.kind === kind && c.place === place)).length,
      docxodusFound: (revisions) =>
        pair.expect.filter(([kind]) => revisions.some((r) => r.revisionType === kind)).length,
    });
  for (const pair of await notePairs()) {
    const added = pair.name.endsWith('added');
    out.push({
      ...pair,
      kind: `${pair.kind} ${added ? 'added' : 'deleted'}`,
      layout: false,
      found: (changes) => Math.min(pair.edits, changes.filter((c) => c.place.startsWith(pair.kind)).length),
      docxodusFound: (revisions) =>
        Math.min(
          pair.edits,
          revisions.filter((r) => r.revisionType === (added ? 'Inserted' : 'Deleted') && r.text.trim()).length,
        ),
    });
  }
  return out;
}

const flag = (name: string) => process.argv.includes(name);
const python = (script: string, args: string[]) => {
  const run = spawnSync('/usr/bin/python3', [fileURLToPath(new URL(script, import.meta.url)), ...args], {
    encoding: 'utf8',
    timeout: 1_200_000,
  });
  if (run.status !== 0) throw new Error(`${script} failed: ${run.stderr.trim().split('\n').pop()}`);
};

interface Row {
  pairs: number;
  edits: number;
  found: number;
  changes: number;
  lo: number;
  loChanges: number;
  loPairs: number;
  unopened: number;
  dx: number;
  dxChanges: number;
  dxPairs: number;
  dxFailed: number;
  accepted: number;
  rejected: number;
  trackedPairs: number;
}
const emptyRow = (): Row => ({
  pairs: 0,
  edits: 0,
  found: 0,
  changes: 0,
  lo: 0,
  loChanges: 0,
  loPairs: 0,
  unopened: 0,
  dx: 0,
  dxChanges: 0,
  dxPairs: 0,
  dxFailed: 0,
  accepted: 0,
  rejected: 0,
  trackedPairs: 0,
});
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(0)}%` : '–');
const per = (n: number, d: number) => (d ? (n / d).toFixed(2) : '–');
const DATE = new Date('2026-01-31T12:00:00Z');

const all = await pairs();
const work = mkdtempSync(join(tmpdir(), 'docdelta-word-shapes-'));
try {
  const rows = new Map<string, Row>();
  const row = (kind: string) => rows.get(kind) ?? (rows.set(kind, emptyRow()), rows.get(kind)!);
  const file = (k: number, side: string, ext = 'docx') => join(work, `${k}-${side}.${ext}`);
  const lo: Scored[] = [];
  const jobs: string[] = [];
  const results: { pair: Scored; changes: EngineChange[] }[] = [];
  for (const [k, pair] of all.entries()) {
    const { changes } = await compareFiles(
      { bytes: pair.source, fileName: 'source.docx' },
      { bytes: pair.target, fileName: 'target.docx' },
    );
    results.push({ pair, changes });
    writeFileSync(file(k, 'source'), pair.source);
    writeFileSync(file(k, 'target'), pair.target);
    if (pair.kind.startsWith('comment') || flag('--no-libreoffice')) continue;
    jobs.push(file(k, 'source'), file(k, 'target'));
    lo.push(pair);
  }
  let counts: number[] = [];
  if (jobs.length) {
    python('./lo-compare.py', [join(work, 'profile'), join(work, 'lo.json'), ...jobs]);
    counts = JSON.parse(readFileSync(join(work, 'lo.json'), 'utf8')) as number[];
  }
  const loCount = new Map(lo.map((pair, k) => [pair, counts[k]]));

  const docxodus = flag('--no-docxodus') ? undefined : await docxodusRevisions();
  for (const { pair, changes } of results) {
    const r = row(pair.kind);
    r.pairs++;
    r.edits += pair.edits;
    r.found += pair.found(changes);
    r.changes += changes.length;
    const count = loCount.get(pair);
    if (count !== undefined) {
      r.loPairs++;
      if (count < 0) r.unopened++;
      else {
        r.lo += count > 0 ? pair.edits : 0;
        r.loChanges += count;
      }
    }
    if (docxodus) {
      r.dxPairs++;
      try {
        const revisions = await docxodus(pair.source, pair.target);
        r.dx += pair.docxodusFound(revisions);
        r.dxChanges += revisions.length;
      } catch {
        r.dxFailed++;
      }
    }
  }

  // Tracked results, accepted and rejected outside docdelta and read with python-docx.
  if (!flag('--no-tracked')) {
    const triples: string[] = [];
    for (const [k, pair] of all.entries()) {
      const result = await compareToDocument({
        source: { bytes: pair.source, fileName: 'source.docx' },
        target: { bytes: pair.target, fileName: 'target.docx' },
        mode: 'tracked',
        date: DATE,
      });
      writeFileSync(file(k, 'tracked'), result.bytes);
      triples.push(file(k, 'source'), file(k, 'target'), file(k, 'tracked'));
    }
    python('./docx-accept-reject.py', [join(work, 'tracked.json'), ...triples]);
    const records = JSON.parse(readFileSync(join(work, 'tracked.json'), 'utf8')) as {
      accept: boolean;
      reject: boolean;
      acceptDifference?: string | null;
      rejectDifference?: string | null;
      error?: string;
    }[];
    all.forEach((pair, k) => {
      const r = row(pair.kind);
      const record = records[k];
      r.trackedPairs++;
      if (record.accept) r.accepted++;
      if (record.reject) r.rejected++;
      if (flag('--verbose') && !(record.accept && record.reject))
        console.error(
          `${pair.name}: ${record.error ?? `accept ${record.acceptDifference ?? 'ok'}; reject ${record.rejectDifference ?? 'ok'}`}`,
        );
    });
  }

  console.log(
    '| class | pairs | edits | docdelta recall | docdelta changes/edit | LibreOffice recall | LibreOffice changes/edit | Docxodus recall | Docxodus changes/edit | tracked: accept-all = target | tracked: reject-all = source |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  const total = { ...emptyRow(), loEdits: 0, dxEdits: 0 };
  for (const [kind, r] of rows) {
    const loEdits = r.loPairs ? r.edits : 0;
    const dxEdits = r.dxPairs ? r.edits : 0;
    console.log(
      `| ${kind} | ${r.pairs} | ${r.edits} | ${pct(r.found, r.edits)} | ${per(r.changes, r.edits)} | ${pct(r.lo, loEdits)} | ${per(r.loChanges, loEdits)} | ${pct(r.dx, dxEdits)} | ${per(r.dxChanges, dxEdits)} | ${r.trackedPairs ? `${r.accepted}/${r.trackedPairs}` : '–'} | ${r.trackedPairs ? `${r.rejected}/${r.trackedPairs}` : '–'} |`,
    );
    for (const key of Object.keys(r) as (keyof Row)[]) total[key] += r[key];
    total.loEdits += loEdits;
    total.dxEdits += dxEdits;
  }
  console.log(
    `| all | ${total.pairs} | ${total.edits} | ${pct(total.found, total.edits)} | ${per(total.changes, total.edits)} | ${pct(total.lo, total.loEdits)} | ${per(total.loChanges, total.loEdits)} | ${pct(total.dx, total.dxEdits)} | ${per(total.dxChanges, total.dxEdits)} | ${total.trackedPairs ? `${total.accepted}/${total.trackedPairs}` : '–'} | ${total.trackedPairs ? `${total.rejected}/${total.trackedPairs}` : '–'} |`,
  );
  console.log(
    `LibreOffice could not open ${total.unopened} of ${lo.length} pairs; Docxodus failed on ${total.dxFailed}.`,
  );

  if (!flag('--no-odt')) await odt(all, file);
} finally {
  rmSync(work, { recursive: true, force: true });
}

/**
 * The layout pairs converted to ODT by LibreOffice and compared by docdelta. A pair whose two ODT
 * files LibreOffice writes alike (content and styles) lost its edit in the conversion: ODT or
 * LibreOffice's import has no such property, and the pair is counted apart.
 */
async function odt(pairsToConvert: Scored[], file: (k: number, side: string, ext?: string) => string) {
  const outDir = join(work, 'odt');
  mkdirSync(outDir);
  const inputs = pairsToConvert.flatMap((pair, k) => (pair.layout ? [file(k, 'source'), file(k, 'target')] : []));
  const run = spawnSync(
    'soffice',
    [
      `-env:UserInstallation=file://${join(work, 'odt-profile')}`,
      '--headless',
      '--norestore',
      '--convert-to',
      'odt',
      '--outdir',
      outDir,
      ...inputs,
    ],
    { encoding: 'utf8', timeout: 1_200_000 },
  );
  if (run.status !== 0) throw new Error(`LibreOffice's conversion to ODT failed: ${run.stderr.trim()}`);
  const odtRows = new Map<string, { pairs: number; lost: number; found: number; changes: number }>();
  const seen = (bytes: Uint8Array) => {
    const files = unzipSync(bytes, { filter: (f) => f.name === 'content.xml' || f.name === 'styles.xml' });
    return Buffer.concat([files['content.xml'] ?? new Uint8Array(), files['styles.xml'] ?? new Uint8Array()]);
  };
  for (const [k, pair] of pairsToConvert.entries()) {
    if (!pair.layout) continue;
    const source = new Uint8Array(readFileSync(join(outDir, `${k}-source.odt`)));
    const target = new Uint8Array(readFileSync(join(outDir, `${k}-target.odt`)));
    const r = odtRows.get(pair.kind) ?? { pairs: 0, lost: 0, found: 0, changes: 0 };
    odtRows.set(pair.kind, r);
    r.pairs++;
    if (seen(source).equals(seen(target))) {
      r.lost++;
      continue;
    }
    const { changes } = await compareFiles(
      { bytes: source, fileName: 'source.odt' },
      { bytes: target, fileName: 'target.odt' },
    );
    r.found += pair.found(changes);
    r.changes += changes.length;
  }
  console.log('\n| ODT class | pairs | edit lost in the conversion | docdelta recall | docdelta changes/edit |');
  console.log('|---|---|---|---|---|');
  const total = { pairs: 0, lost: 0, found: 0, changes: 0 };
  for (const [kind, r] of odtRows) {
    console.log(
      `| ${kind} | ${r.pairs} | ${r.lost} | ${pct(r.found, r.pairs - r.lost)} | ${per(r.changes, r.pairs - r.lost)} |`,
    );
    total.pairs += r.pairs;
    total.lost += r.lost;
    total.found += r.found;
    total.changes += r.changes;
  }
  console.log(
    `| all | ${total.pairs} | ${total.lost} | ${pct(total.found, total.pairs - total.lost)} | ${per(total.changes, total.pairs - total.lost)} |`,
  );
}
