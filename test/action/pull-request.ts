import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildDocx, makePng } from '../../scripts/fixtures/docx-builder';
import { buildOds } from '../../scripts/fixtures/ods-builder';
import { buildXlsx } from '../../scripts/fixtures/xlsx-builder';
import { buildPptx } from '../engine/formats/slides/build';
import { buildOdp } from '../engine/formats/slides/odp-build';
import { buildOdt } from '../helpers/odf';

/**
 * A pull request on a repository of documents, as GitHub has it: an "origin" repository with the
 * base commit on main, the pull request's head commits, and `refs/pull/N/merge`, the test merge
 * commit a pull_request workflow checks out. Every family the engine reads is in it, added,
 * deleted, renamed and edited, or modified; the head also touches files that are no documents.
 */

const samples = resolve(__dirname, '../fixtures/samples');
const real = resolve(__dirname, '../fixtures/real');

export type Files = Record<string, Uint8Array | string | null>;

export interface PullRequestRepo {
  /** The origin repository (what `git clone` and `git fetch` talk to). */
  origin: string;
  base: string;
  /** Head commits, one per push. */
  heads: string[];
  /** Test merge commits, one per push (refs/pull/<n>/merge moves along). */
  merges: string[];
  git(...args: string[]): string;
}

const paragraph = (text: string) => ({ runs: [text] });

// A picture of incompressible noise keeps a renamed document's bytes mostly equal, as a real
// document with a picture is, so git sees the rename (its similarity is over the bytes).
function noisePng(seed: number): Uint8Array {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) >>> 0) >>> 16) & 255;
  return makePng(160, 160, () => [next(), next(), next()]);
}

function minutes(decision: string): Uint8Array {
  return buildDocx({
    title: 'Board minutes',
    body: [
      { style: 'Heading1', runs: ['Board minutes, 12 March'] },
      paragraph('Present: the chair, the treasurer and four members.'),
      paragraph(decision),
      { runs: [{ image: { png: noisePng(7), width: 160, height: 160, name: 'Seal' } }] },
      paragraph('The next meeting is in April.'),
    ],
  });
}

async function formPdf(name: string, amount: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText('Purchase order', { x: 72, y: 760, size: 20, font });
  page.drawText(`Supplier: ${name}`, { x: 72, y: 720, size: 12, font });
  page.drawText(`Amount due: ${amount} EUR`, { x: 72, y: 700, size: 12, font });
  page.drawText('Payment within thirty days of delivery.', { x: 72, y: 680, size: 12, font });
  return pdf.save({ useObjectStreams: false });
}

const deck = (title: string, bullet: string) =>
  buildPptx([
    {
      shapes: [
        { id: 2, name: 'Title 1', text: title, box: [40, 30, 640, 60], placeholder: 'title' },
        {
          id: 3,
          name: 'Body 2',
          text: `Goals for the quarter\n${bullet}`,
          box: [40, 110, 640, 300],
          placeholder: 'body',
        },
      ],
    },
  ]);

const pitch = (line: string) =>
  buildOdp([
    {
      name: 'page1',
      shapes: [
        { name: 'Title', text: 'Our product', box: [2, 1, 24, 3], presentationClass: 'title' },
        { name: 'Body', text: `Why it matters\n${line}`, box: [2, 5, 24, 12], presentationClass: 'outline' },
      ],
    },
  ]);

const eml = (body: string) =>
  [
    'From: Ana <ana@example.com>',
    'To: Team <team@example.com>',
    'Subject: Planning meeting',
    'Date: Mon, 6 Jan 2025 09:00:00 +0000',
    'Message-ID: <planning-1@example.com>',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
  ].join('\r\n');

/** The documents of the pull request: base files, then one set of changes per push. */
export async function pullRequestFiles(): Promise<[Files, ...Files[]]> {
  const base: Files = {
    'docs/policy.docx': readFileSync(join(samples, 'policy-v1.docx')),
    'docs/minutes.docx': minutes('The board approved the budget of 40,000 EUR.'),
    'sheets/budget.xlsx': buildXlsx({
      sheets: [
        {
          name: 'Budget',
          rows: [
            ['Item', 'Amount'],
            ['Rent', 1200],
            ['Travel', 300],
          ],
        },
      ],
    }),
    'sheets/plan.ods': buildOds({
      sheets: [
        {
          name: 'Plan',
          rows: [
            ['Task', 'Owner'],
            ['Draft', 'Ana'],
            ['Review', 'Ben'],
          ],
        },
      ],
      pad: false,
    }),
    'data/prices.csv': 'product,price\nchair,40\ntable,120\nlamp,25\nshelf,60\ndesk,210\n',
    'slides/deck.pptx': deck('Quarterly review', 'Ship the new editor'),
    'slides/pitch.odp': pitch('It saves an hour a day'),
    'forms/order.pdf': await formPdf('Acme Tools', '1,200'),
    'images/logo.png': makePng(64, 64, undefined, 1),
    'diagrams/flow.vsdx': readFileSync(join(real, 'poi-vsdx-basic.vsdx')),
    'src/app.ts': 'export const answer = 41;\n',
    'README.md': '# Documents\n',
  };
  const firstPush: Files = {
    'docs/policy.docx': readFileSync(join(samples, 'policy-v2.docx')),
    'docs/minutes.docx': null,
    'docs/minutes-final.docx': minutes('The board approved the budget of 45,000 EUR.'),
    'docs/letter.odt': buildOdt({
      body: '<text:p>Dear members,</text:p><text:p>the annual meeting is on 3 May.</text:p>',
    }),
    'sheets/budget.xlsx': buildXlsx({
      sheets: [
        {
          name: 'Budget',
          rows: [
            ['Item', 'Amount'],
            ['Rent', 1250],
            ['Travel', 300],
            ['Software', 90],
          ],
        },
      ],
    }),
    'sheets/plan.ods': buildOds({
      sheets: [
        {
          name: 'Plan',
          rows: [
            ['Task', 'Owner'],
            ['Draft', 'Ana'],
            ['Review', 'Carla'],
          ],
        },
      ],
      pad: false,
    }),
    'data/prices.csv': null,
    'data/price-list.csv': 'product,price\nchair,45\ntable,120\nlamp,25\nshelf,60\ndesk,210\n',
    'slides/deck.pptx': deck('Quarterly review', 'Ship the new editor and the mobile app'),
    'slides/pitch.odp': pitch('It saves two hours a day'),
    'forms/order.pdf': await formPdf('Acme Tools Ltd', '1,450'),
    'images/logo.png': makePng(64, 64, undefined, 2),
    'diagrams/flow.vsdx': null,
    'mail/invite.eml': eml('Hello team,\r\n\r\nthe planning meeting is on Friday at ten.\r\n\r\nAna'),
    'src/app.ts': 'export const answer = 42;\n',
  };
  const secondPush: Files = {
    'data/price-list.csv': 'product,price\nchair,45\ntable,125\nlamp,25\nshelf,60\ndesk,210\n',
  };
  return [base, firstPush, secondPush];
}

/** Builds the origin repository: main at the base, pushes on a branch, refs/pull/<n>/merge. */
export async function makePullRequestRepo(pull: number): Promise<PullRequestRepo> {
  const origin = mkdtempSync(join(tmpdir(), 'docdelta-e2e-origin-'));
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=Ana Author', '-c', 'user.email=ana@example.com', '-c', 'commit.gpgsign=false', ...args],
      {
        cwd: origin,
        encoding: 'utf8',
        env: { ...process.env, GIT_AUTHOR_DATE: '2025-01-06T09:00:00Z', GIT_COMMITTER_DATE: '2025-01-06T09:00:00Z' },
      },
    ).trim();
  git('init', '-q', '-b', 'main');
  // GitHub serves any reachable commit by SHA; a shallow checkout fetches the base that way.
  git('config', 'uploadpack.allowReachableSHA1InWant', 'true');
  const apply = (files: Files, message: string) => {
    for (const [path, content] of Object.entries(files)) {
      const full = join(origin, path);
      if (content === null) rmSync(full, { force: true });
      else {
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(full, content);
      }
    }
    git('add', '-A');
    git('commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  const [baseFiles, ...pushes] = await pullRequestFiles();
  const base = apply(baseFiles, 'Documents as they are');
  git('checkout', '-q', '-b', 'update-documents');
  const heads: string[] = [];
  const merges: string[] = [];
  for (const [i, files] of pushes.entries()) {
    const head = apply(files, `Update the documents (push ${i + 1})`);
    heads.push(head);
    // The test merge commit GitHub makes: the head's tree over the base, both as parents.
    const merge = git('commit-tree', `${head}^{tree}`, '-p', base, '-p', head, '-m', `Merge ${head} into ${base}`);
    git('update-ref', `refs/pull/${pull}/merge`, merge);
    git('update-ref', `refs/pull/${pull}/head`, head);
    merges.push(merge);
  }
  git('checkout', '-q', 'main');
  return { origin, base, heads, merges, git };
}

/**
 * The workspace actions/checkout leaves for a pull_request event: a depth-1 fetch of the test
 * merge commit, detached. Neither the base nor the head commit is in it.
 */
export function checkout(repo: PullRequestRepo, pull: number, merge: string): string {
  const workspace = mkdtempSync(join(tmpdir(), 'docdelta-e2e-workspace-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: workspace, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  git('init', '-q');
  git('remote', 'add', 'origin', `file://${repo.origin}`);
  git(
    '-c',
    'protocol.version=2',
    'fetch',
    '--no-tags',
    '--prune',
    '--no-recurse-submodules',
    '--depth=1',
    'origin',
    `+${merge}:refs/remotes/pull/${pull}/merge`,
  );
  git('checkout', '-q', '--force', `refs/remotes/pull/${pull}/merge`);
  return workspace;
}
