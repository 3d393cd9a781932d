import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '../../src/engine/index';
import { blockText } from '../../src/engine/model/document';
import { listRevisions } from '../../src/engine/revisions';
import { run } from '../helpers/cli';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from '../server/helpers';

const samples = join(__dirname, '..', 'fixtures', 'samples');
const real = join(__dirname, '..', 'fixtures', 'real');
const v1 = join(samples, 'policy-v1.docx');
const v2 = join(samples, 'policy-v2.docx');
const tracked = join(real, 'tika-docx-tracked-changes-moves-comments.docx');
const encrypted = join(real, 'poi-docx-edge-encrypted-agile-password-pass.docx');
const tmp = mkdtempSync(join(tmpdir(), 'docdelta-remote-cli-'));
const textA = join(tmp, 'a.txt');
const textB = join(tmp, 'b.txt');
const textC = join(tmp, 'c.txt');
writeFileSync(textA, 'Title\n\nThe cat sat.\n\nEnd.\n');
writeFileSync(textB, 'Title\n\nThe dog sat.\n\nEnd.\n\nPostscript.\n');
writeFileSync(textC, 'Title\n\nThe cat sat down.\n');

let server: TestServer;
let remote: string[];

beforeAll(async () => {
  server = await startTestServer();
  remote = ['--remote', server.url, '--client-id', CLIENT_ID, '--client-secret', CLIENT_SECRET];
});

afterAll(async () => {
  await server.stop();
});

async function textOf(path: string): Promise<string> {
  const document = await readDocument({ bytes: new Uint8Array(readFileSync(path)), fileName: path });
  return document.stories.map((s) => s.blocks.map(blockText).join('\n')).join('\n---\n');
}

/** A local `changes --json` as a service answers it: the records without the local PageSource. */
function withoutPageSource(json: string): string {
  const records = JSON.parse(json) as Record<string, unknown>[];
  for (const record of records) expect(record.PageSource).toMatch(/^(document|libreoffice|estimate)$/);
  return `${JSON.stringify(
    records.map(({ PageSource: _, ...rest }) => rest),
    null,
    2,
  )}\n`;
}

/** Runs a command locally and remotely (`--office` only locally); both must succeed without stderr. */
async function both(args: string[]) {
  const local = await run(args);
  const at = args.indexOf('--office');
  const remoteRun = await run([...(at < 0 ? args : [...args.slice(0, at), ...args.slice(at + 2)]), ...remote]);
  expect(local.stderr).toBe('');
  expect(remoteRun.stderr).toBe('');
  expect(local.code).toBe(0);
  expect(remoteRun.code).toBe(0);
  return { local: local.stdout, remote: remoteRun.stdout };
}

describe('commands with --remote give the local output', () => {
  it('changes --json: the same ChangeInfo records, also with several targets', async () => {
    // The service lays Word pages out with the built-in layout too; only this process says whose page it is.
    const docx = await both(['changes', v1, v2, '--json', '--office', 'builtin']);
    const records = JSON.parse(docx.remote) as { Id: number; Type: string; Text: string }[];
    expect(records.length).toBe(8);
    expect(docx.remote).toBe(withoutPageSource(docx.local));
    const multi = await both(['changes', textA, textB, textC, '--json']);
    expect(multi.remote).toBe(withoutPageSource(multi.local));
    const authors = (JSON.parse(multi.remote) as { Authors: string[] }[]).map((c) => c.Authors.at(-1));
    expect(new Set(authors)).toEqual(new Set([textB, textC]));
  });

  it('changes: the readable list has the same header and records, without places', async () => {
    const { local, remote: remoteText } = await both(['changes', v1, v2]);
    const [localHead, ...localLines] = local.trimEnd().split('\n');
    const [remoteHead, ...remoteLines] = remoteText.trimEnd().split('\n');
    expect(remoteHead).toBe(localHead);
    expect(remoteHead).toContain('8 changes (3 modified, 3 inserted, 1 moved, 1 style)');
    expect(remoteLines.length).toBe(localLines.length);
    // Description lines are identical; record lines lose only the place.
    for (let i = 1; i < remoteLines.length; i += 2) expect(remoteLines[i]).toBe(localLines[i]);
    expect(remoteLines[0]).toBe('   1. modified (page 1)');
    const report = join(tmp, 'report.md');
    expect((await run(['changes', v1, v2, '--report', report, ...remote])).code).toBe(0);
    expect(readFileSync(report, 'utf8')).toContain('| 1 | modified |  |');
  });

  it('compare -o writes a readable result with the same change count', async () => {
    const localOut = join(tmp, 'local.docx');
    const remoteOut = join(tmp, 'remote.docx');
    const local = await run(['compare', v1, v2, '-o', localOut]);
    const remoteRun = await run(['compare', v1, v2, '-o', remoteOut, ...remote]);
    expect(remoteRun.stderr).toBe('');
    expect(remoteRun.code).toBe(0);
    expect(remoteRun.stdout).toBe(`${remoteOut}: 8 changes (3 modified, 3 inserted, 1 moved, 1 style)\n`);
    expect(remoteRun.stdout.replace(remoteOut, '')).toBe(local.stdout.replace(localOut, ''));
    expect(await textOf(remoteOut)).toBe(await textOf(localOut));
    const tracked = join(tmp, 'remote-tracked.docx');
    expect((await run(['compare', v1, v2, '-o', tracked, '--mode', 'tracked', ...remote])).code).toBe(0);
    expect(
      (await listRevisions({ bytes: new Uint8Array(readFileSync(tracked)), fileName: tracked })).length,
    ).toBeGreaterThan(0);
  });

  it('apply writes the same document from the same decisions', async () => {
    const changes = JSON.parse((await run(['changes', textA, textB, '--json'])).stdout) as {
      Id: number;
      Type: string;
      ComparisonAction: string;
    }[];
    for (const change of changes) change.ComparisonAction = change.Type === 'Modified' ? 'Reject' : 'Accept';
    const decisions = join(tmp, 'decisions.json');
    writeFileSync(decisions, JSON.stringify(changes));
    const localOut = join(tmp, 'applied-local.txt');
    const remoteOut = join(tmp, 'applied-remote.txt');
    const local = await run(['apply', textA, textB, '--changes', decisions, '-o', localOut]);
    const remoteRun = await run(['apply', textA, textB, '--changes', decisions, '-o', remoteOut, ...remote]);
    expect(remoteRun.code).toBe(0);
    expect(remoteRun.stdout).toBe(`${remoteOut}: 1 change(s) kept, 1 rejected\n`);
    expect(remoteRun.stdout.replace(remoteOut, '')).toBe(local.stdout.replace(localOut, ''));
    const text = readFileSync(remoteOut, 'utf8');
    expect(text).toBe(readFileSync(localOut, 'utf8'));
    expect(text).toContain('The cat sat.');
    expect(text).toContain('Postscript.');
  });

  it('revisions: the same list, and accepting all leaves none', async () => {
    const json = await both(['revisions', tracked, '--json']);
    expect((JSON.parse(json.remote) as unknown[]).length).toBeGreaterThan(0);
    expect(json.remote).toBe(json.local);
    const text = await both(['revisions', tracked]);
    expect(text.remote).toBe(text.local);
    const out = join(tmp, 'accepted.docx');
    const accepted = await run(['revisions', tracked, '--accept-all', '-o', out, ...remote]);
    expect(accepted.stdout).toBe(`${out}: 0 revision(s) still tracked\n`);
    expect(await listRevisions({ bytes: new Uint8Array(readFileSync(out)), fileName: out })).toEqual([]);
  });

  it('info and formats print the same, as text and JSON', async () => {
    for (const args of [['info', v1], ['info', textA, '--json'], ['formats'], ['formats', '--json']]) {
      const { local, remote: remoteText } = await both(args);
      expect(remoteText.length).toBeGreaterThan(20);
      expect(remoteText).toBe(local);
    }
  });

  it('preview writes the same pages with their sizes', async () => {
    const localDir = join(tmp, 'pages-local');
    const remoteDir = join(tmp, 'pages-remote');
    const local = await run(['preview', textA, '--out', localDir, '--width', '300']);
    const remoteRun = await run(['preview', textA, '--out', remoteDir, '--width', '300', ...remote]);
    expect(remoteRun.code).toBe(0);
    expect(remoteRun.stdout).toMatch(/a-page-1\.png: 300x\d+\n$/);
    expect(remoteRun.stdout.split(remoteDir).join('')).toBe(local.stdout.split(localDir).join(''));
    expect(readdirSync(remoteDir)).toEqual(['a-page-1.png']);
    expect(readFileSync(join(remoteDir, 'a-page-1.png')).subarray(1, 4).toString()).toBe('PNG');
  });

  it('takes the service and credentials from the environment', async () => {
    const env = {
      DOCDELTA_REMOTE_URL: server.url,
      DOCDELTA_CLIENT_ID: CLIENT_ID,
      DOCDELTA_CLIENT_SECRET: CLIENT_SECRET,
    };
    const before = server.logs.length;
    const viaEnv = await run(['changes', textA, textB, '--json'], env);
    expect(viaEnv.code).toBe(0);
    expect(viaEnv.stdout).toBe(withoutPageSource((await run(['changes', textA, textB, '--json'])).stdout));
    // The run went through the server: it logged the requests.
    expect(server.logs.slice(before).some((record) => JSON.stringify(record).includes('/comparison/changes'))).toBe(
      true,
    );
  });

  it('leaves no temporary folders on the service', async () => {
    expect((await server.client().objectExists('docdelta-tmp')).Exists).toBe(false);
  });
});

describe('remote errors are one line, exit 2', () => {
  it('a wrong secret names the server and never prints the secret', async () => {
    const wrong = 'wrong-secret-xyz-123';
    const result = await run([
      'changes',
      textA,
      textB,
      '--remote',
      server.url,
      '--client-id',
      CLIENT_ID,
      '--client-secret',
      wrong,
    ]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`docdelta: ${server.url}: the client id or secret was refused (invalid_client)\n`);
    const viaEnv = await run(['info', textA], {
      DOCDELTA_REMOTE_URL: server.url,
      DOCDELTA_CLIENT_ID: CLIENT_ID,
      DOCDELTA_CLIENT_SECRET: wrong,
      DOCDELTA_DEBUG: '1',
    });
    expect(viaEnv.code).toBe(2);
    expect(viaEnv.stderr).not.toContain(wrong);
    expect(viaEnv.stderr).not.toContain(CLIENT_SECRET);
  });

  it('a server that is down is named', async () => {
    const port = await closedPort();
    const result = await run([
      'info',
      textA,
      '--remote',
      `http://127.0.0.1:${port}`,
      '--client-id',
      CLIENT_ID,
      '--client-secret',
      CLIENT_SECRET,
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `docdelta: http://127.0.0.1:${port}: cannot reach the comparison service (ECONNREFUSED)\n`,
    );
    expect(result.stderr).not.toContain(CLIENT_SECRET);
  }, 20_000);

  it('a wrong password names the file', async () => {
    const result = await run(['info', encrypted, '--password', 'wrong', ...remote]);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')).toHaveLength(2);
    expect(result.stderr).toMatch(new RegExp(`^docdelta: ${escape(encrypted)}: .*password`, 'i'));
    expect(result.stderr).not.toContain('docdelta-tmp');
    const local = await run(['info', encrypted, '--password', 'wrong']);
    expect(result.stderr).toBe(local.stderr);
  });

  it('an address that is not a comparison service is named', async () => {
    const result = await run([
      'formats',
      '--remote',
      `${server.url}/nowhere`,
      '--client-id',
      CLIENT_ID,
      '--client-secret',
      CLIENT_SECRET,
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(new RegExp(`^docdelta: ${escape(server.url)}/nowhere: .*404`));
    expect(result.stderr.split('\n')).toHaveLength(2);
  });

  it('credentials are required, and local-only flags are refused', async () => {
    const missing = await run(['info', textA, '--remote', server.url]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      `docdelta: a remote backend (${server.url}) needs --client-id and --client-secret (or DOCDELTA_CLIENT_ID and DOCDELTA_CLIENT_SECRET)\n`,
    );
    const author = await run(['compare', textA, textB, '-o', join(tmp, 'x.txt'), '--author', 'Me', ...remote]);
    expect(author.code).toBe(2);
    expect(author.stderr).toBe('docdelta: --author works only in this process, not with --remote\n');
    const notUrl = await run(['formats', '--remote', 'ftp://example', '--client-id', 'a', '--client-secret', 'b']);
    expect(notUrl.stderr).toBe("docdelta: the remote 'ftp://example' is not an http(s) URL\n");
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
