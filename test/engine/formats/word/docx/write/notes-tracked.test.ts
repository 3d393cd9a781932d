import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyRevisions } from '../../../../../../src/engine/formats/word/docx/write/revisions';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, withLibreOffice } from '../../../../../helpers/libreoffice';
import { notePairs } from '../../../../../helpers/word-note-pairs';
import { writeResult } from './helpers';

/**
 * Footnote and endnote references deleted in the target stay inside the tracked deletion with
 * their notes, and inserted ones inside the insertion: read back by LibreOffice (not docdelta's
 * reader), accepting all gives the target ("A B") and rejecting all the source ("A1 B2" with
 * both notes), by LibreOffice's reject-all and by the revision engine the API uses.
 */

const hasUno =
  SOFFICE !== undefined && spawnSync('/usr/bin/python3', ['-c', 'import uno'], { stdio: 'ignore' }).status === 0;
if (!hasUno) console.warn('LibreOffice with python3-uno is missing: tracked notes are not read back');

const work = mkdtempSync(join(tmpdir(), 'docdelta-notes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(!hasUno)('tracked results of notes added and deleted, read back by LibreOffice', () => {
  it(
    'accept-all gives the target and reject-all the source, references and notes included',
    async () => {
      const pairs = (await notePairs()).filter((pair) => pair.kind !== 'comment');
      const jobs: string[] = [];
      for (const pair of pairs) {
        const result = await writeResult(pair.source, pair.target, 'tracked');
        expect(result.warnings, pair.name).toEqual([]);
        const file = (suffix: string, bytes: Uint8Array) => {
          const path = join(work, `${pair.name}-${suffix}.docx`);
          writeFileSync(path, bytes);
          return path;
        };
        const tracked = file('tracked', result.bytes);
        jobs.push(file('source', pair.source), 'none', file('target', pair.target), 'none');
        jobs.push(tracked, 'accept', tracked, 'reject');
        jobs.push(
          file(
            'rejected',
            applyRevisions(result.bytes, () => 'reject'),
          ),
          'none',
        );
      }
      const out = join(work, 'notes.json');
      const script = join(__dirname, '..', '..', '..', '..', '..', 'helpers', 'lo-notes-comments.py');
      const run = await withLibreOffice(async () =>
        spawnSync('/usr/bin/python3', [script, join(work, 'profile'), out, ...jobs], {
          timeout: 600_000,
          encoding: 'utf8',
        }),
      );
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const seen = (JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>[]).map(
        ({ redlines: _, ...rest }) => rest,
      );
      pairs.forEach((pair, k) => {
        const [source, target, accepted, rejected, rejectedByEngine] = seen.slice(5 * k, 5 * k + 5);
        expect(accepted, `${pair.name} accepted`).toEqual(target);
        expect(rejected, `${pair.name} rejected by LibreOffice`).toEqual(source);
        expect(rejectedByEngine, `${pair.name} rejected`).toEqual(source);
      });
      const footnotes = seen[0] as { paragraphs: string[]; footnotes: string[] };
      expect(footnotes.paragraphs[0]).toBe('A1 B2');
      expect(footnotes.footnotes).toEqual(['First note.', 'Second note.']);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
