#!/usr/bin/env node
// Renders the pull-request comment the Action's end-to-end test produced (the bare bundle run on a
// pull request, test/action/bundle.test.ts, keeps its comment and the preview images it committed
// in node_modules/.cache/docdelta-e2e/comment) the way GitHub shows it, and screenshots it for the
// README: pandoc turns the GitHub-flavoured Markdown into HTML, headless Chromium takes the
// picture. Preview images come from the kept preview-branch folder instead of GitHub.
// Needs pandoc and chromium (Debian packages).
//
//   npx vitest run test/action/bundle.test.ts && node scripts/comment-screenshot.mjs [out.png] [--from DIR]
//
// --from DIR renders another folder with a comment.md and a preview-branch/ (`npm run demo`'s
// ./docdelta-demo, say).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const fromAt = args.indexOf('--from');
const from =
  fromAt >= 0 ? resolve(args.splice(fromAt, 2)[1]) : join(root, 'node_modules', '.cache', 'docdelta-e2e', 'comment');
const out = args[0] ?? join(root, '.github', 'comment-screenshot.png');
const onlyOpen = 'docs/policy.docx';

if (!existsSync(join(from, 'comment.md'))) {
  console.error(
    `${join(from, 'comment.md')} does not exist: run the end-to-end test first (npx vitest run test/action/bundle.test.ts)`,
  );
  process.exit(1);
}
for (const tool of ['pandoc', 'chromium']) {
  try {
    execFileSync(tool, ['--version'], { stdio: 'ignore' });
  } catch {
    console.error(`${tool} is not installed (apt-get install ${tool})`);
    process.exit(1);
  }
}

const markdown = readFileSync(join(from, 'comment.md'), 'utf8')
  .replace(/https:\/\/github\.com\/[^/]+\/[^/]+\/blob\/[0-9a-f]+\/([^"?]+)\?raw=true/g, (_, path) =>
    join(from, 'preview-branch', decodeURIComponent(path)),
  )
  // One document's changes open, the others folded, as a reviewer would look at it.
  .replace(/<details open>\n<summary>/g, '<details>\n<summary>')
  .replace(
    new RegExp(`<details>(\\s*)<summary>([^\\n]*${onlyOpen.replace('.', '\\.')}[^\\n]*)</summary>`, 'g'),
    '<details open>$1<summary>$2</summary>',
  );
const body = execFileSync('pandoc', ['-f', 'gfm', '-t', 'html'], { input: markdown, encoding: 'utf8' });
const css = `body{font-family:-apple-system,"Segoe UI","DejaVu Sans",Helvetica,Arial,sans-serif,"Noto Color Emoji";font-size:14px;line-height:1.5;color:#1f2328;margin:0;padding:16px}
.box{max-width:900px;border:1px solid #d1d9e0;border-radius:6px}.head{background:#f6f8fa;border-bottom:1px solid #d1d9e0;padding:8px 16px;color:#59636e;border-radius:6px 6px 0 0}
.body{padding:16px}h2{font-size:1.5em;border-bottom:1px solid #d1d9e0;padding-bottom:.3em;margin-top:0}table{border-collapse:collapse;margin:12px 0}
td,th{border:1px solid #d1d9e0;padding:6px 13px}tr:nth-child(2n){background:#f6f8fa}a{color:#0969da;text-decoration:none}
code{background:#eff1f3;padding:.2em .4em;border-radius:6px;font-size:85%}details{margin:6px 0}summary{cursor:pointer;font-weight:600}
ins{background:#dafbe1;text-decoration:none}del{background:#ffebe9}img{max-width:100%}`;
const work = mkdtempSync(join(tmpdir(), 'docdelta-shot-'));
try {
  const page = join(work, 'comment.html');
  writeFileSync(
    page,
    `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body><div class="box"><div class="head"><b>github-actions</b> bot commented</div><div class="body">${body}</div></div></body></html>`,
  );
  execFileSync(
    'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${join(work, 'profile')}`,
      '--hide-scrollbars',
      '--allow-file-access-from-files',
      '--window-size=940,1500',
      `--screenshot=${resolve(out)}`,
      `file://${page}`,
    ],
    { stdio: 'ignore' },
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`wrote ${out} from ${join(from, 'comment.md')}`);
