import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encryptOfficeDocument } from '../../src/engine/crypto/ooxml';
import { listRevisions } from '../../src/engine/revisions';
import { RevisionInfo } from '../../src/model/records';
import { run } from '../helpers/cli';

const real = join(__dirname, '..', 'fixtures', 'real');
const moves = join(real, 'tika-docx-tracked-changes-moves-comments.docx');
const tmp = mkdtempSync(join(tmpdir(), 'docdelta-cli-revisions-'));

const listOf = async (path: string, password?: string) =>
  listRevisions({ bytes: new Uint8Array(readFileSync(path)), fileName: path, password });

describe('docdelta revisions', () => {
  it('prints the API RevisionInfo array with --json', async () => {
    const { code, stdout, stderr } = await run(['revisions', moves, '--json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const list = z.array(RevisionInfo).parse(JSON.parse(stdout));
    expect(list.map((r) => r.Type)).toEqual(['Insertion', 'Deletion', 'Insertion', 'Moving', 'Insertion', 'Deletion']);
    expect(list[0]).toEqual({
      Id: 0,
      Action: 'None',
      Text: 'insert this ',
      Author: 'Unknown Author',
      Type: 'Insertion',
    });
  });

  it('prints a readable list', async () => {
    const { code, stdout } = await run(['revisions', moves]);
    expect(code).toBe(0);
    expect(stdout.split('\n').slice(0, 2)).toEqual([
      `${moves}: 6 revisions`,
      '  0  Insertion by Unknown Author: "insert this "',
    ]);
  });

  it('accepts all into a new file', async () => {
    const output = join(tmp, 'accepted.docx');
    const { code, stdout } = await run(['revisions', moves, '--accept-all', '-o', output]);
    expect(code).toBe(0);
    expect(stdout).toBe(`${output}: 0 revision(s) still tracked\n`);
    expect(await listOf(output)).toEqual([]);
  });

  it('applies decisions from the listed JSON', async () => {
    const decisions = join(tmp, 'decisions.json');
    const listed = JSON.parse((await run(['revisions', moves, '--json'])).stdout) as { Id: number; Action: string }[];
    listed[0].Action = 'Accept';
    listed[3].Action = 'Reject';
    writeFileSync(decisions, JSON.stringify({ revisions: listed }));
    const output = join(tmp, 'decided.docx');
    const { code, stdout } = await run(['revisions', moves, '--decisions', decisions, '-o', output]);
    expect(code).toBe(0);
    expect(stdout).toBe(`${output}: 4 revision(s) still tracked\n`);
    expect((await listOf(output)).map((r) => r.Type)).toEqual(['Deletion', 'Insertion', 'Insertion', 'Deletion']);
  });

  it('reads protected documents with --source-password and keeps the password with PasswordSaveOption Source', async () => {
    const locked = join(tmp, 'locked.docx');
    writeFileSync(locked, await encryptOfficeDocument(new Uint8Array(readFileSync(moves)), 'pw'));
    const denied = await run(['revisions', locked]);
    expect(denied.code).toBe(2);
    expect(denied.stderr).toContain(`${locked}: `);
    expect(denied.stderr).toContain('password');
    const settings = join(tmp, 'settings.json');
    writeFileSync(settings, JSON.stringify({ PasswordSaveOption: 'Source' }));
    const output = join(tmp, 'locked-accepted.docx');
    const { code, stderr } = await run(['revisions', locked, '--reject-all', '-o', output, '--settings', settings], {
      DOCDELTA_SOURCE_PASSWORD: 'pw',
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stderr).not.toContain('pw');
    await expect(listOf(output)).rejects.toThrow('password');
    expect(await listOf(output, 'pw')).toEqual([]);
  });

  it('says what is wrong with the options', async () => {
    expect((await run(['revisions', moves, '--accept-all', '--reject-all', '-o', join(tmp, 'x.docx')])).stderr).toBe(
      'docdelta: choose one of --accept-all, --reject-all\n',
    );
    expect((await run(['revisions', moves, '--accept-all'])).stderr).toBe('docdelta: --accept-all needs -o <result>\n');
    const decisions = join(tmp, 'bad.json');
    writeFileSync(decisions, JSON.stringify([{ Id: 40, Action: 'Accept' }]));
    const bad = await run(['revisions', moves, '--decisions', decisions, '-o', join(tmp, 'y.docx')]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(`docdelta: unknown revision Id 40 (the document has 6 revisions, Ids 0–5)\n`);
  });
});
