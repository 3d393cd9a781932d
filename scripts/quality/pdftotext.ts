/**
 * The plain-text baseline of the PDF quality run: poppler's pdftotext on both files, then git's
 * word diff of the two texts (`git diff --no-index --word-diff=porcelain`), as `npm run bench`
 * measures it. Each hunk of the word diff (deleted and added words not parted by unchanged ones,
 * line ends included) becomes one change, so the same scorer judges it: a hunk with words on both
 * sides is Modified, else Deleted or Inserted. It has no moves and no formatting.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EngineChange } from '../../src/engine/diff/types';

export function pdftotextAvailable(): boolean {
  for (const [bin, flag] of [
    ['pdftotext', '-v'],
    ['git', '--version'],
  ]) {
    if (spawnSync(bin, [flag], { stdio: 'ignore' }).status !== 0) return false;
  }
  return true;
}

/** The word diff's hunks of the texts pdftotext reads from two PDFs, as changes. */
export function pdftotextChanges(source: string, target: string): EngineChange[] {
  const dir = mkdtempSync(join(tmpdir(), 'docdelta-pdftotext-'));
  try {
    const [a, b] = [join(dir, 'a.txt'), join(dir, 'b.txt')];
    execFileSync('pdftotext', [source, a]);
    execFileSync('pdftotext', [target, b]);
    // git diff exits 1 when the files differ.
    const diff = spawnSync('git', ['diff', '--no-index', '--no-color', '--word-diff=porcelain', a, b], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (diff.status !== 0 && diff.status !== 1) throw new Error(`git diff failed: ${diff.stderr}`);
    return hunks(diff.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Changes from git's porcelain word diff: `-` deleted, `+` added, ` ` unchanged, `~` a line end. */
export function hunks(porcelain: string): EngineChange[] {
  const changes: EngineChange[] = [];
  let deleted: string[] = [];
  let added: string[] = [];
  const flush = () => {
    if (!deleted.length && !added.length) return;
    const text = deleted.join(' ');
    const targetText = added.join(' ');
    const kind = !deleted.length ? 'Inserted' : !added.length ? 'Deleted' : 'Modified';
    changes.push({ kind, unit: 'text', text, targetText, place: '' });
    deleted = [];
    added = [];
  };
  let inHunk = false;
  for (const line of porcelain.split('\n')) {
    if (line.startsWith('@@')) {
      flush();
      inHunk = true;
      continue;
    }
    if (!inHunk) continue;
    if (line.startsWith('-')) deleted.push(line.slice(1).trim());
    else if (line.startsWith('+')) added.push(line.slice(1).trim());
    // A line end keeps a hunk going; an unchanged word ends it.
    else if (line.startsWith(' ') && line.trim()) flush();
  }
  flush();
  return changes.filter((c) => c.text || c.targetText);
}
