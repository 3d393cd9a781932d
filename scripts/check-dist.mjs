#!/usr/bin/env node
// Fails when the committed dist/ differs from a fresh build (untracked files included).
import { execFileSync } from 'node:child_process';

execFileSync(process.execPath, ['scripts/build-dist.mjs'], { stdio: 'inherit' });
const status = execFileSync('git', ['status', '--porcelain', '--', 'dist'], { encoding: 'utf8' });
if (status.trim()) {
  console.error(`dist/ differs from a fresh build; run 'npm run build' and commit dist/:\n${status}`);
  process.exit(1);
}
console.log('dist/ matches a fresh build');
