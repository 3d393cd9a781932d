import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InputError, parseInputs, secretsOf } from '../../src/action/inputs';
import { main } from '../../src/action/main';
import { startFakeGitHub, type FakeGitHub } from './fake-github';
import { makeRepo } from './git-repo';

/**
 * Secrets in the Action's inputs (passwords, client-secret, github-token) never reach a log line,
 * the summary, the outputs or the artifact, not even in part: malformed inputs go through the real
 * input parsing and through main() as the runner starts it, and every line written is searched for
 * every 4-character fragment of every secret.
 */

const TOKEN = 'ghs_Tq8Vn3Rz6Yw1Xk5Jd0';
const CLIENT_SECRET = 'cs-Mw7Hq2Lp9Bv4';
const PASSWORD = 'hX9qZv7Kp2Lw';
const OTHER_PASSWORD = '83619472';

/** Every 4-character piece of the secrets found in a text, or none. */
function leaks(text: string, secrets: readonly string[]): string[] {
  const found = new Set<string>();
  for (const secret of secrets) {
    for (let i = 0; i + 4 <= secret.length; i++) {
      const fragment = secret.slice(i, i + 4);
      if (text.includes(fragment)) found.add(fragment);
    }
  }
  return [...found];
}

const malformedPasswords: [what: string, passwords: string][] = [
  ['not JSON (an unquoted password)', `{"docs/**": ${PASSWORD}}`],
  ['not JSON (a password left open)', `{"docs/**": "${PASSWORD}}`],
  [
    'not JSON (a trailing comma, several lines)',
    `{\n  "docs/**": "${PASSWORD}",\n  "legal/**": "${OTHER_PASSWORD}",\n}`,
  ],
  ['a password that is a number', `{"docs/**": "${PASSWORD}", "legal/**": ${OTHER_PASSWORD}}`],
  ['a list instead of a map', `["${PASSWORD}", "${OTHER_PASSWORD}"]`],
  ['a bare string', `"${PASSWORD}"`],
  ['an invalid glob', `{"docs/{a,b": "${PASSWORD}"}`],
  ['glob and password swapped, the password an invalid glob', `{"${PASSWORD}{": "docs/**"}`],
];

describe('secret inputs in error messages', () => {
  it.each(malformedPasswords)('passwords %s: the error names the problem and quotes nothing', (_, passwords) => {
    let message = '';
    try {
      parseInputs({ passwords, 'github-token': TOKEN }, '1');
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^Invalid passwords: .+\. Expected a JSON object mapping globs to passwords, e\.g\. \{"contracts\/\*\*": "<password>"\} \(the input is a secret and is not shown\)\.$/,
    );
    expect(leaks(message, [PASSWORD, OTHER_PASSWORD, TOKEN])).toEqual([]);
  });

  it('says where the JSON breaks and which entry is wrong, by number', () => {
    const problem = (passwords: string) => {
      try {
        parseInputs({ passwords }, '1');
      } catch (error) {
        return (error as Error).message.replace(/\. Expected .*$/, '');
      }
    };
    expect(problem(`{"a/**": "x",\n "b/**": ${PASSWORD}}`)).toMatch(
      /^Invalid passwords: not JSON( \(line 2, column \d+\))?$/,
    );
    expect(problem(`{"a/**": "x", "b/**": ${OTHER_PASSWORD}}`)).toBe(
      'Invalid passwords: entry 2 of 2 holds a number, not a password string',
    );
    expect(problem(`{"a/**": "x", "docs/{a,b": "y"}`)).toBe(
      'Invalid passwords: the glob of entry 2 of 2 is invalid (unclosed brace)',
    );
    expect(problem('[]')).toBe('Invalid passwords: a JSON list, not an object');
  });

  it('finds every secret to mask, whole, line by line and password by password, valid or not', () => {
    const secrets = secretsOf({
      'github-token': TOKEN,
      'client-secret': `${CLIENT_SECRET}\n`,
      passwords: `{\n"docs/**": "${PASSWORD}",\n"legal/**": ${OTHER_PASSWORD}\n}`,
      mode: 'styled',
    });
    expect(secrets).toEqual(
      expect.arrayContaining([TOKEN, CLIENT_SECRET, PASSWORD, OTHER_PASSWORD, `"docs/**": "${PASSWORD}",`]),
    );
    expect(secrets).not.toContain('styled');
    expect(secrets).not.toContain('{');
    expect(secretsOf({ passwords: `{"docs/**": ${PASSWORD}}` })).toEqual([`{"docs/**": ${PASSWORD}}`]);
  });
});

describe('secret inputs through main(), as the runner starts the Action', () => {
  let github: FakeGitHub;
  let repo: ReturnType<typeof makeRepo>;
  const cleanup: string[] = [];

  beforeAll(async () => {
    github = await startFakeGitHub();
    const encrypted = readFileSync(
      resolve(__dirname, '../fixtures/real/poi-docx-edge-encrypted-agile-password-pass.docx'),
    );
    repo = makeRepo({ 'notes/a.md': 'one\n' }, { 'notes/a.md': 'two\n', 'docs/locked.docx': encrypted });
    cleanup.push(repo.dir);
  });

  afterAll(async () => {
    await github?.close();
    for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });

  /** Runs main() with the inputs; returns every line a log reader, the outputs and the artifact would show. */
  async function run(inputs: Record<string, string>): Promise<{ masks: string[]; lines: string[]; failed: boolean }> {
    const dir = mkdtempSync(join(tmpdir(), 'docdelta-secrets-'));
    cleanup.push(dir);
    const event = join(dir, 'event.json');
    writeFileSync(
      event,
      JSON.stringify({
        pull_request: { number: 5, base: { sha: repo.base }, head: { sha: repo.head, repo: { full_name: 'o/r' } } },
      }),
    );
    for (const file of ['output', 'summary']) writeFileSync(join(dir, file), '');
    const env: Record<string, string> = {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_SHA: repo.head,
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_RUN_ID: '31',
      GITHUB_API_URL: github.url,
      GITHUB_WORKSPACE: repo.dir,
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_STEP_SUMMARY: join(dir, 'summary'),
      RUNNER_TEMP: join(dir, 'temp'),
      RUNNER_DEBUG: '1',
      DOCDELTA_ARTIFACT_DIR: join(dir, 'artifacts'),
      INPUT_PREVIEWS: 'false',
      ...Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value])),
    };
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    const log = vi.spyOn(console, 'log').mockImplementation((...args) => void written.push(args.join(' ')));
    await main(process.env);
    log.mockRestore();
    const failed = process.exitCode === 1;
    const streamLines = written.join('').split('\n');
    const firstOther = streamLines.findIndex((line) => line && !line.startsWith('::add-mask::'));
    const masks = streamLines
      .filter((line) => line.startsWith('::add-mask::'))
      .map((line) => line.slice('::add-mask::'.length));
    // The runner hides a secret only from the moment it is masked: every mask comes first.
    expect(streamLines.slice(firstOther).filter((line) => line.startsWith('::add-mask::'))).toEqual([]);
    const artifactFiles = existsSync(join(dir, 'artifacts'))
      ? readdirSync(join(dir, 'artifacts'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      : [];
    const lines = [
      ...streamLines.filter((line) => !line.startsWith('::add-mask::')),
      ...readFileSync(join(dir, 'output'), 'utf8').split('\n'),
      ...readFileSync(join(dir, 'summary'), 'utf8').split('\n'),
      ...artifactFiles.flatMap((e) => readFileSync(join(e.parentPath, e.name), 'latin1').split('\n')),
    ];
    return { masks, lines, failed };
  }

  it.each(malformedPasswords)(
    'passwords %s: the step fails with one line and no fragment of a secret',
    async (_, passwords) => {
      const { masks, lines, failed } = await run({
        passwords,
        'github-token': TOKEN,
        backend: 'remote',
        'service-url': 'https://dd.example.com',
        'client-secret': CLIENT_SECRET,
        mode: 'redline',
      });
      expect(failed).toBe(true);
      expect(masks).toEqual(expect.arrayContaining([TOKEN, CLIENT_SECRET]));
      const errors = lines.filter((line) => line.startsWith('::error::'));
      expect(errors.length).toBe(1);
      expect(errors[0]).toContain('Invalid passwords: ');
      expect(errors[0]).toContain("Invalid mode 'redline'");
      expect(lines.filter((line) => leaks(line, [PASSWORD, OTHER_PASSWORD, TOKEN, CLIENT_SECRET]).length)).toEqual([]);
    },
  );

  it('a full run with secrets (a wrong password for an encrypted document) shows none of them', async () => {
    const passwords = `{"docs/**": "${PASSWORD}", "legal/**": "${OTHER_PASSWORD}"}`;
    const { masks, lines, failed } = await run({
      passwords,
      'github-token': TOKEN,
      paths: '**/*.md\n**/*.docx',
      comment: 'update',
    });
    // Fail closed (on-error: fail): the document the wrong password is for could not be compared.
    expect(failed).toBe(true);
    expect(lines.filter((line) => line.startsWith('::error ')).slice(0, 2)).toEqual([
      expect.stringMatching(/^::error title=docdelta gate::docdelta gate failed: 1 document could not be compared/),
      expect.stringMatching(
        /^::error title=docdelta gate,file=docs\/locked\.docx::docs\/locked\.docx could not be compared: /,
      ),
    ]);
    expect(masks).toEqual(expect.arrayContaining([TOKEN, PASSWORD, OTHER_PASSWORD, passwords]));
    // The run did reach the document the password is for, and the comment was posted.
    expect(lines.some((line) => line.includes('docs/locked.docx'))).toBe(true);
    expect(github.comments.length).toBeGreaterThan(0);
    const everything = [
      ...lines,
      ...github.comments.map((c) => c.body),
      ...github.requests.map((r) => JSON.stringify(r)),
    ];
    expect(everything.filter((line) => leaks(line, [PASSWORD, OTHER_PASSWORD, TOKEN]).length)).toEqual([]);
  });

  it('a run on the remote backend whose service refuses the client secret shows no fragment of it', async () => {
    const received: string[] = [];
    const service = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(`${request.method} ${request.url} ${body}`);
        response
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'invalid_client' }));
      });
    });
    await new Promise<void>((done) => service.listen(0, '127.0.0.1', done));
    try {
      const serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
      const { masks, lines, failed } = await run({
        'github-token': TOKEN,
        backend: 'remote',
        'service-url': serviceUrl,
        'client-id': 'docdelta-ci',
        'client-secret': CLIENT_SECRET,
        paths: '**/*.md',
      });
      // Fail closed: the run stops at the refusal, with one error naming it.
      expect(failed).toBe(true);
      expect(masks).toEqual(expect.arrayContaining([TOKEN, CLIENT_SECRET]));
      // The secret did go to the service, once.
      expect(received.filter((r) => r.startsWith('POST /connect/token '))).toHaveLength(1);
      expect(received[0]).toContain(`client_secret=${CLIENT_SECRET}`);
      expect(lines.filter((line) => line.startsWith('::error'))).toEqual([
        `::error::${serviceUrl}: the client id or secret was refused (invalid_client)`,
      ]);
      expect(lines.filter((line) => leaks(line, [TOKEN, CLIENT_SECRET]).length)).toEqual([]);
    } finally {
      await new Promise((done) => service.close(done));
    }
  });
});
