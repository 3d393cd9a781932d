#!/usr/bin/env node
// The README's first command: compares the sample documents the repository ships with the
// built CLI and writes each change list (JSON and readable text) into ./docdelta-demo.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli', 'index.js');
const out = join(root, 'docdelta-demo');
const samples = join(root, 'test', 'fixtures', 'samples');
const real = join(root, 'test', 'fixtures', 'real');

const pairs = [
  { name: 'policy-docx', a: join(samples, 'policy-v1.docx'), b: join(samples, 'policy-v2.docx') },
  { name: 'release-notes-md', a: join(samples, 'notes-v1.md'), b: join(samples, 'notes-v2.md') },
  { name: 'threecol-docx', a: join(real, 'poi-docx-pair-threecol-a-head-only.docx'), b: join(real, 'poi-docx-pair-threecol-b-head-and-foot.docx') },
  { name: 'resume-dotx-to-docx', a: join(real, 'tika-dotx-pair-resume-a-template.dotx'), b: join(real, 'tika-docx-pair-resume-b-filled.docx') },
  { name: 'odt-one-letter', a: join(real, 'odfdo-odt-pair-diff-a.odt'), b: join(real, 'odfdo-odt-pair-diff-b.odt') },
];

if (!existsSync(cli)) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
rmSync(out, { recursive: true, force: true });
let failed = 0;
for (const pair of pairs) {
  if (!existsSync(pair.a) || !existsSync(pair.b)) {
    console.log(`- ${pair.name}: sample missing, skipped`);
    continue;
  }
  const dir = join(out, pair.name);
  mkdirSync(dir, { recursive: true });
  const json = spawnSync(process.execPath, [cli, 'changes', pair.a, pair.b, '--json'], { encoding: 'utf8' });
  const text = spawnSync(process.execPath, [cli, 'changes', pair.a, pair.b, '--no-color'], { encoding: 'utf8' });
  if (json.status !== 0 || text.status !== 0) {
    failed++;
    console.log(`- ${pair.name}: failed: ${(json.stderr || text.stderr).trim()}`);
    continue;
  }
  writeFileSync(join(dir, 'changes.json'), json.stdout);
  writeFileSync(join(dir, 'changes.txt'), text.stdout.split(root + '/').join(''));
  console.log(`- ${pair.name}: ${text.stdout.split('\n')[0].split(': ').pop()}`);
}
console.log(`\nResults are in ${out} (changes.json = the API's ChangeInfo list, changes.txt = readable).`);
process.exitCode = failed ? 1 : 0;
