import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOFFICE, TEST_PROFILE, withLibreOffice } from './libreoffice';

/** LibreOffice with python3-uno: tests that let LibreOffice accept or reject tracked changes skip without it. */
export const HAS_UNO =
  !!SOFFICE && spawnSync('/usr/bin/python3', ['-c', 'import uno'], { stdio: 'ignore' }).status === 0;

export interface AuthorView {
  /** [author, type] of every tracked change LibreOffice read, before deciding. */
  changes: [string, string][];
  /** Body paragraphs after accepting `author`'s changes and rejecting everyone else's. */
  paragraphs: string[];
  /** Changes left undecided (0 when every change was decided). */
  left: number;
}

/**
 * Opens a DOCX in LibreOffice once per author and accepts that author's tracked changes, rejecting
 * the others' (`-` leaves all of them): what that reviewer's copy reads like, as LibreOffice sees it.
 */
export function acceptAuthorInLibreOffice(bytes: Uint8Array, authors: string[]): Promise<AuthorView[]> {
  return withLibreOffice(async () => {
    const work = mkdtempSync(join(tmpdir(), 'docdelta-accept-author-'));
    try {
      const file = join(work, 'combined.docx');
      writeFileSync(file, bytes);
      const out = join(work, 'out.json');
      const jobs = authors.flatMap((author) => [file, author]);
      const run = spawnSync(
        '/usr/bin/python3',
        [join(import.meta.dirname, 'lo-accept-author.py'), TEST_PROFILE, out, ...jobs],
        { encoding: 'utf8', timeout: 300_000 },
      );
      if (run.status !== 0) throw new Error(`LibreOffice accept failed (${run.status}): ${run.stderr}`);
      return JSON.parse(readFileSync(out, 'utf8')) as AuthorView[];
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
}

/** Paragraphs without the empty ones LibreOffice leaves at the end when a last inserted paragraph is rejected. */
export function withoutTrailingEmpty(paragraphs: string[]): string[] {
  const out = [...paragraphs];
  while (out.length && out[out.length - 1] === '') out.pop();
  return out;
}
