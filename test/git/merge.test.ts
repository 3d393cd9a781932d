import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../../scripts/fixtures/docx-builder';
import { buildXlsx } from '../../scripts/fixtures/xlsx-builder';
import { ZipArchive } from '../../src/engine/archive/zip';
import { readDocument } from '../../src/engine/index';
import { listRevisions } from '../../src/engine/revisions';
import { tempRepo, type TempRepo } from './helpers';

/**
 * Real repositories, real git: the merge driver installed with `docdelta install --merge`, then
 * `git merge` of two branches that edit one document.
 */

const PARAGRAPHS = [
  'Remote work policy',
  'Staff may work remotely up to three days a week with the agreement of their manager.',
  'Requests are made through the staff portal at least five working days in advance.',
  'Equipment issued by the company stays the property of the company at all times.',
  'Security rules apply at home exactly as they apply in the office.',
  'The policy is reviewed every year by the people team and the works council.',
];

const docx = (paragraphs: string[]) => buildDocx({ title: 'Policy', body: paragraphs });
const edit = (index: number, from: string, to: string, paragraphs = PARAGRAPHS) =>
  paragraphs.map((p, i) => (i === index ? p.replace(from, to) : p));

async function paragraphsOf(bytes: Uint8Array): Promise<string[]> {
  const document = await readDocument({ bytes, fileName: 'policy.docx' });
  const body = document.stories.find((s) => s.key === 'body')!;
  return body.blocks.map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : ''));
}

/** main and feature both branch from a base commit of policy.docx, then each commits its version. */
function divergedRepo(ours: string[], theirs: string[]): TempRepo {
  const repo = tempRepo();
  const installed = repo.docdelta('install', '--local', '--merge', '--formats', 'docx,odt');
  expect(installed.code, installed.stderr).toBe(0);
  repo.write('policy.docx', docx(PARAGRAPHS));
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write('policy.docx', docx(theirs));
  repo.commit('feature edits');
  repo.git('checkout', '-q', 'main');
  repo.write('policy.docx', docx(ours));
  repo.commit('main edits');
  return repo;
}

describe('git merge with the docdelta merge driver', () => {
  it('install --merge registers the driver next to the diff driver, and uninstall removes it', () => {
    const repo = tempRepo();
    expect(repo.docdelta('install', '--local', '--merge', '--formats', 'docx,odt,pdf').code).toBe(0);
    expect(repo.git('config', 'merge.docdelta.driver')).toMatch(/ merge-driver %O %A %B %L %P\n$/);
    const attributes = readFileSync(join(repo.dir, '.gitattributes'), 'utf8');
    // PDFs are diffed but not merged: no writer can make a merged PDF.
    expect(attributes).toContain('*.docx diff=docdelta merge=docdelta\n');
    expect(attributes).toContain('*.odt diff=docdelta merge=docdelta\n');
    expect(attributes).toContain('*.pdf diff=docdelta\n');
    expect(repo.git('check-attr', 'merge', '--', 'a.docx', 'a.pdf')).toBe(
      'a.docx: merge: docdelta\na.pdf: merge: unspecified\n',
    );
    // Again: nothing doubled.
    expect(repo.docdelta('install', '--local', '--merge', '--formats', 'docx,odt,pdf').code).toBe(0);
    expect(readFileSync(join(repo.dir, '.gitattributes'), 'utf8')).toBe(attributes);
    // Installing without --merge takes the merge driver away again.
    expect(repo.docdelta('install', '--local', '--formats', 'docx').code).toBe(0);
    expect(repo.gitRun(['config', 'merge.docdelta.driver']).code).toBe(1);
    expect(repo.docdelta('install', '--local', '--merge').code).toBe(0);
    const removed = repo.docdelta('uninstall', '--local');
    expect(removed.stdout).toContain('--unset merge.docdelta.driver');
    expect(repo.gitRun(['config', '--get-regexp', '^merge\\.']).stdout).toBe('');
    expect(repo.git('check-attr', 'merge', '--', 'a.docx')).toBe('a.docx: merge: unspecified\n');
  });

  let clean: TempRepo;
  beforeAll(() => {
    clean = divergedRepo(edit(1, 'three days', 'two days'), edit(4, 'exactly ', ''));
  });

  it('merges edits of different paragraphs: git merge succeeds, the document has both', async () => {
    const merged = clean.gitRun(['merge', '--no-edit', 'feature']);
    expect(merged.code, merged.stdout + merged.stderr).toBe(0);
    expect(merged.stderr).toContain(
      'docdelta: policy.docx: merged 2 changes (1 from ours, 1 from theirs, 0 made on both sides)\n',
    );
    expect(clean.git('status', '--porcelain')).toBe('');
    expect(clean.git('log', '--format=%s', '-1')).toBe("Merge branch 'feature'\n");
    expect(clean.git('log', '--format=%p', '-1').trim().split(' ')).toHaveLength(2);
    const paragraphs = await paragraphsOf(readFileSync(join(clean.dir, 'policy.docx')));
    expect(paragraphs).toEqual(edit(4, 'exactly ', '', edit(1, 'three days', 'two days')));
  });

  it('an overlapping edit conflicts: both sides kept as tracked changes, git marks the file unmerged', async () => {
    const repo = divergedRepo(
      edit(2, 'five working days', 'ten working days'),
      edit(2, 'five working days', 'one week'),
    );
    const merged = repo.gitRun(['merge', '--no-edit', 'feature']);
    expect(merged.code).toBe(1);
    expect(merged.stdout).toContain('CONFLICT (content): Merge conflict in policy.docx');
    expect(merged.stderr).toMatch(/policy\.docx: merged 0 changes .*; 1 conflict: paragraph 3/);
    expect(repo.git('status', '--porcelain')).toBe('UU policy.docx\n');
    const bytes = new Uint8Array(readFileSync(join(repo.dir, 'policy.docx')));
    const revisions = await listRevisions({ bytes, fileName: 'policy.docx' });
    expect(revisions.map((r) => [r.Type, r.Author, r.Text])).toEqual(
      expect.arrayContaining([
        ['Deletion', 'ours', expect.stringContaining('ten')],
        ['Insertion', 'theirs', expect.stringContaining('one week')],
      ]),
    );
    const comments = new ZipArchive(bytes).text('word/comments.xml') ?? '';
    expect(comments).toContain('w:author="docdelta merge"');
    expect(comments).toContain('Merge conflict: ours and theirs both changed this');
    // The person resolves it in Word; here: take it as it is and commit, the usual git way.
    repo.git('add', 'policy.docx');
    repo.git('commit', '-q', '--no-edit');
    expect(repo.git('status', '--porcelain')).toBe('');
    expect(repo.git('log', '--format=%s', '-1')).toBe("Merge branch 'feature'\n");
  });

  it('merges a workbook both branches edited in different cells', async () => {
    const repo = tempRepo();
    repo.docdelta('install', '--local', '--merge', '--formats', 'xlsx');
    const rows = (price: number, qty: number) => [
      ['Item', 'Price', 'Qty'],
      ['Desk', price, 1],
      ['Lamp', 35, qty],
    ];
    const book = (price: number, qty: number) => buildXlsx({ sheets: [{ name: 'Budget', rows: rows(price, qty) }] });
    repo.write('budget.xlsx', book(200, 2));
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('budget.xlsx', book(200, 5));
    repo.commit('feature: more lamps');
    repo.git('checkout', '-q', 'main');
    repo.write('budget.xlsx', book(250, 2));
    repo.commit('main: dearer desk');
    const merged = repo.gitRun(['merge', '--no-edit', 'feature']);
    expect(merged.code, merged.stderr).toBe(0);
    expect(repo.git('status', '--porcelain')).toBe('');
    const document = await readDocument({
      bytes: new Uint8Array(readFileSync(join(repo.dir, 'budget.xlsx'))),
      fileName: 'budget.xlsx',
    });
    const table = document.stories[0].blocks[0];
    const cells =
      table.type === 'table'
        ? table.rows.map((row) =>
            row.cells.map((c) =>
              c.blocks[0]?.type === 'paragraph' ? c.blocks[0].runs.map((r) => r.text).join('') : '',
            ),
          )
        : [];
    expect(cells).toEqual([
      ['Item', 'Price', 'Qty'],
      ['Desk', '250', '1'],
      ['Lamp', '35', '5'],
    ]);
  });

  it('a document the driver cannot merge stays as ours and conflicts', () => {
    const repo = tempRepo();
    repo.docdelta('install', '--local', '--merge', '--formats', 'docx');
    repo.write('policy.docx', docx(PARAGRAPHS));
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('policy.docx', 'not a document');
    repo.commit('feature breaks it');
    repo.git('checkout', '-q', 'main');
    const ours = docx(edit(1, 'three', 'four'));
    repo.write('policy.docx', ours);
    repo.commit('main edits');
    const merged = repo.gitRun(['merge', '--no-edit', 'feature']);
    expect(merged.code).toBe(1);
    expect(merged.stderr).toMatch(/docdelta: policy\.docx: not merged, ours kept as it was: .+\n/);
    expect(merged.stderr).not.toMatch(/\n\s+at /);
    expect(repo.git('status', '--porcelain')).toBe('UU policy.docx\n');
    expect(new Uint8Array(readFileSync(join(repo.dir, 'policy.docx')))).toEqual(ours);
  });
});
