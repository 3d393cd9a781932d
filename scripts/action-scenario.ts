import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GitHubApi, IssueComment, TreeFile } from '../src/action/github';

/**
 * A pull request made of the repository's sample documents, for the Action's demo and benchmark:
 * a temporary git repository whose base commit holds the first versions and whose head commit
 * the second ones — ten documents of mixed formats, modified, added and deleted.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const samples = join(root, 'test', 'fixtures', 'samples');
const real = join(root, 'test', 'fixtures', 'real');

/** path in the repository → [base version, head version] (undefined = absent on that side). */
export const SCENARIO: Record<string, [string | undefined, string | undefined]> = {
  'docs/policy.docx': [join(samples, 'policy-v1.docx'), join(samples, 'policy-v2.docx')],
  'notes/release.md': [join(samples, 'notes-v1.md'), join(samples, 'notes-v2.md')],
  'docs/three-columns.docx': [
    join(real, 'poi-docx-pair-threecol-a-head-only.docx'),
    join(real, 'poi-docx-pair-threecol-b-head-and-foot.docx'),
  ],
  'docs/letter.odt': [join(real, 'odfdo-odt-pair-diff-a.odt'), join(real, 'odfdo-odt-pair-diff-b.odt')],
  'slides/table.pptx': [
    join(real, 'poi-pptx-pair-table-a-no-theme.pptx'),
    join(real, 'poi-pptx-pair-table-b-with-theme.pptx'),
  ],
  'sheets/numbers.xlsx': [
    join(real, 'sheetjs-xlsx-pair-lonumbers-a-libreoffice.xlsx'),
    join(real, 'sheetjs-xlsx-pair-lonumbers-b-excel2010.xlsx'),
  ],
  'sheets/float-noise.xlsx': [
    join(real, 'poi-xlsx-pair-floatnoise-a.xlsx'),
    join(real, 'poi-xlsx-pair-floatnoise-b-ref.xlsx'),
  ],
  'forms/form.pdf': [
    join(real, 'pdfjs-pdf-pair-formfill-a-empty.pdf'),
    join(real, 'pdfjs-pdf-pair-formfill-b-filled.pdf'),
  ],
  'docs/resume.docx': [undefined, join(real, 'tika-docx-pair-resume-b-filled.docx')],
  'old/track-flag.docx': [join(real, 'poi-docx-pair-trackflag-a-off.docx'), undefined],
};

export const SCENARIO_PATHS = ['**/*.{docx,odt,pptx,xlsx,pdf,md}'];

export interface ScenarioRepo {
  dir: string;
  base: string;
  head: string;
}

export function makeScenarioRepo(): ScenarioRepo {
  const dir = mkdtempSync(join(tmpdir(), 'docdelta-action-scenario-'));
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=docdelta demo', '-c', 'user.email=demo@example.com', '-c', 'commit.gpgsign=false', ...args],
      { cwd: dir, encoding: 'utf8' },
    ).trim();
  git('init', '-q', '-b', 'main');
  const commit = (side: 0 | 1, message: string) => {
    for (const [path, versions] of Object.entries(SCENARIO)) {
      const file = versions[side];
      const target = join(dir, path);
      if (!file) rmSync(target, { force: true });
      else {
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(file, target);
      }
    }
    git('add', '-A');
    git('commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  const base = commit(0, 'first versions');
  const head = commit(1, 'second versions');
  return { dir, base, head };
}

/** GitHub in memory: comments kept, preview commits written into a folder. */
export function memoryGitHub(previewFolder?: string): GitHubApi & { comments: IssueComment[]; committed: TreeFile[] } {
  const comments: IssueComment[] = [];
  const committed: TreeFile[] = [];
  let id = 1;
  return {
    comments,
    committed,
    async listPullFiles() {
      throw new Error('the demo repository has the history; the files API is not used');
    },
    async fileContent() {
      throw new Error('the demo repository has the history; the contents API is not used');
    },
    async listComments() {
      return comments;
    },
    async createComment(_issue, body) {
      const comment = {
        id: id++,
        body,
        html_url: `https://github.com/demo/docdelta/pull/1#issuecomment-${id}`,
        user: { login: 'docdelta-demo', type: 'User' },
      };
      comments.push(comment);
      return comment;
    },
    async tokenLogin() {
      return 'docdelta-demo';
    },
    async updateComment(commentId, body) {
      const comment = comments.find((c) => c.id === commentId)!;
      comment.body = body;
      return comment;
    },
    async commitFiles(_branch, files) {
      committed.push(...files);
      if (previewFolder) {
        const { writeFileSync } = await import('node:fs');
        for (const file of files) {
          mkdirSync(dirname(join(previewFolder, file.path)), { recursive: true });
          writeFileSync(join(previewFolder, file.path), file.bytes);
        }
      }
      return 'd0c0de1ta0000000000000000000000000000000';
    },
    async getPull() {
      throw new Error('the demo posts its own comment; the post-comment task is not used');
    },
    async listRunArtifacts() {
      throw new Error('the demo posts its own comment; the post-comment task is not used');
    },
    async downloadArtifact() {
      throw new Error('the demo posts its own comment; the post-comment task is not used');
    },
  };
}
