/**
 * The picture of a merge conflict in docs/git.md: a short policy edited on two branches (one edit each
 * that merges, one paragraph both changed), merged by the engine, rendered by LibreOffice with its
 * comments in the margin, first page to .github/merge-conflict.png.
 *
 *   npx tsx scripts/merge-screenshot.ts      (needs soffice and pdftoppm)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDocx, type BlockSpec } from './fixtures/docx-builder';
import { mergeDocuments } from '../src/engine/merge/index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const policy = (days: string, notice: string, review: string): BlockSpec[] => [
  { heading: 1, runs: ['Remote work policy'] },
  `Staff may work remotely up to ${days} a week with the agreement of their manager.`,
  `Requests are made through the staff portal at least ${notice} in advance.`,
  'Equipment issued by the company stays the property of the company at all times.',
  `The policy is reviewed ${review} by the people team and the works council.`,
];
const docx = (body: BlockSpec[]) => buildDocx({ title: 'Remote work policy', body });

const result = await mergeDocuments({
  base: { bytes: docx(policy('three days', 'five working days', 'every year')), fileName: 'policy.docx' },
  ours: { bytes: docx(policy('two days', 'ten working days', 'every year')), fileName: 'policy.docx' },
  theirs: { bytes: docx(policy('three days', 'one week', 'every two years')), fileName: 'policy.docx' },
  date: new Date('2026-01-31T12:00:00Z'),
});
console.log(JSON.stringify({ merged: result.merged, conflicts: result.conflicts }, null, 2));

const work = mkdtempSync(join(tmpdir(), 'docdelta-merge-shot-'));
try {
  writeFileSync(join(work, 'policy.docx'), result.bytes);
  const filter = 'pdf:writer_pdf_Export:{"ExportNotesInMargin":{"type":"boolean","value":"true"}}';
  execFileSync(
    'soffice',
    [
      '--headless',
      `-env:UserInstallation=file://${join(work, 'profile')}`,
      '--convert-to',
      filter,
      '--outdir',
      work,
      join(work, 'policy.docx'),
    ],
    { stdio: 'pipe' },
  );
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '110',
    '-f',
    '1',
    '-l',
    '1',
    '-x',
    '70',
    '-y',
    '100',
    '-W',
    '800',
    '-H',
    '250',
    join(work, 'policy.pdf'),
    join(work, 'page'),
  ]);
  renameSync(join(work, 'page-1.png'), join(root, '.github', 'merge-conflict.png'));
  console.log('wrote .github/merge-conflict.png');
} finally {
  rmSync(work, { recursive: true, force: true });
}
