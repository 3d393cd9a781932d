#!/usr/bin/env node
// Renders the demo's pull-request comment (./docdelta-demo/comment.md, from `npm run demo`) the way
// GitHub shows it and screenshots it for the README: pandoc turns the GitHub-flavoured Markdown
// into HTML, headless Chromium takes the picture. Preview images are taken from the demo's
// preview branch folder instead of GitHub. Needs pandoc and chromium (Debian packages).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const demo = join(root, 'docdelta-demo');
const out = process.argv[2] ?? join(root, '.github', 'comment-screenshot.png');
const onlyOpen = 'docs/policy.docx';

let markdown = readFileSync(join(demo, 'comment.md'), 'utf8')
  .replace(/https:\/\/github\.com\/[^/]+\/[^/]+\/blob\/[^/]+\/(pr-[^"?]+)\?raw=true/g, (_, path) => join(demo, 'preview-branch', path))
  .replace(new RegExp(`<details><summary>([^<]*${onlyOpen.replace('.', '\\.')}[^<]*)</summary>`, 'g'), '<details open><summary>$1</summary>');
const body = execFileSync('pandoc', ['-f', 'gfm', '-t', 'html'], { input: markdown, encoding: 'utf8' });
const css = `body{font-family:-apple-system,"Segoe UI","DejaVu Sans",Helvetica,Arial,sans-serif,"Noto Color Emoji";font-size:14px;line-height:1.5;color:#1f2328;margin:0;padding:16px}
.box{max-width:900px;border:1px solid #d1d9e0;border-radius:6px}.head{background:#f6f8fa;border-bottom:1px solid #d1d9e0;padding:8px 16px;color:#59636e;border-radius:6px 6px 0 0}
.body{padding:16px}h2{font-size:1.5em;border-bottom:1px solid #d1d9e0;padding-bottom:.3em;margin-top:0}table{border-collapse:collapse;margin:12px 0}
td,th{border:1px solid #d1d9e0;padding:6px 13px}tr:nth-child(2n){background:#f6f8fa}a{color:#0969da;text-decoration:none}
code{background:#eff1f3;padding:.2em .4em;border-radius:6px;font-size:85%}details{margin:6px 0}summary{cursor:pointer;font-weight:600}
ins{background:#dafbe1;text-decoration:none}del{background:#ffebe9}img{max-width:100%}`;
const work = mkdtempSync(join(tmpdir(), 'docdelta-shot-'));
const page = join(work, 'comment.html');
writeFileSync(page, `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body><div class="box"><div class="head"><b>github-actions</b> bot commented</div><div class="body">${body}</div></div></body></html>`);
execFileSync('chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${join(work, 'profile')}`, '--hide-scrollbars', '--allow-file-access-from-files', '--window-size=940,1500', `--screenshot=${out}`, `file://${page}`], { stdio: 'ignore' });
console.log(`wrote ${out}`);
