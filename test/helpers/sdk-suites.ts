import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FormData, request } from 'undici';

/**
 * The vendor's own SDK test suites for GroupDocs.Comparison Cloud v2.0, as data: every test of
 * groupdocs-comparison-cloud-node (test/api/*.ts, 47 tests) and groupdocs-comparison-cloud-python
 * (test/apis/*.py, 48 tests), with the requests each SDK sends (method, path as the SDK encodes
 * it, query, body casing and shape, the documents it uploads from its test_files folder, copied
 * into test/fixtures/groupdocs-sdk) and the assertions each test makes. Neither SDK is on
 * npm/PyPI, so this is the contract: every test that does not check the vendor engine's exact
 * change count must pass; the count tests print ours against the vendor's.
 * Where each came from: test/fixtures/groupdocs-sdk/README.md.
 */

const FIXTURES = join(__dirname, '..', 'fixtures', 'groupdocs-sdk');

export type Sdk = 'node' | 'python';

/** A request as the SDK puts it on the wire. `path` is the storage-relative part after /v2.0. */
interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  /** multipart upload of this fixture (form field "File") */
  upload?: string;
  /** the SDK's credentials instead of the good ones (no id: the good id), a token request and then the call */
  credentials?: { id?: string; secret: string };
}

/** What the SDK test asserts about the answer (after the SDK has deserialized it). */
type Check =
  | { ok: true } // the SDK method returned (2xx); any other status throws in both SDKs
  | { equal: [string, unknown] } // a field of the JSON answer (dotted path; 'length' of arrays)
  | { greater: [string, number] }
  | { everyNonEmpty: [string, string[]] } // every item of an array has these fields non-empty
  | { error: string } // the SDK throws with exactly this message
  | { bodyBytes: true } // a download with a body
  | { filenameParam: true } // the Python SDK reads filename= from Content-Disposition or crashes
  | { count: number }; // the vendor engine's exact number of changes

interface Step {
  call: Call;
  checks: Check[];
}

interface SdkTest {
  sdk: Sdk;
  file: string;
  name: string;
  steps: Step[];
  /** the SDK's afterEach: recursive delete of /resultFilePath (whether it exists or not) */
  cleanup: boolean;
}

interface TestFile {
  folder: string; // 'source_files/cell/'
  name: string;
  password?: string;
}
const F = (folder: string, name: string, password?: string): TestFile => ({ folder, name, password });
// test/test_file.ts (Node) and test/test_file.py (Python): the same files and passwords.
const files = {
  SourceCell: F('source_files/cell/', 'source.xlsx'),
  TargetCell: F('target_files/cell/', 'target.xlsx'),
  SourceDiagram: F('source_files/diagram/', 'source.vsdx'),
  TargetDiagram: F('target_files/diagram/', 'target.vsdx'),
  SourceEmail: F('source_files/email/', 'source.eml'),
  TargetEmail: F('target_files/email/', 'target.eml'),
  SourceHtml: F('source_files/html/', 'source.html'),
  TargetHtml: F('target_files/html/', 'target.html'),
  SourceImage: F('source_files/image/', 'source.png'),
  TargetImage: F('target_files/image/', 'target.png'),
  SourcePdf: F('source_files/pdf/', 'source.pdf'),
  TargetPdf: F('target_files/pdf/', 'target.pdf'),
  SourcePdfProtected: F('source_files/pdf/', 'source_protected.pdf', '12345678'),
  TargetPdfProtected: F('target_files/pdf/', 'target_protected.pdf', '0987654'),
  SourceText: F('source_files/text/', 'source.txt'),
  TargetText: F('target_files/text/', 'target.txt'),
  SourceWord: F('source_files/word/', 'source.docx'),
  TargetWord: F('target_files/word/', 'target.docx'),
  SourceWordProtected: F('source_files/word/', 'source_protected.docx', '1231'),
  TargetWordProtected: F('target_files/word/', 'target_protected.docx', '5784'),
  SourceWithRevs: F('source_files/word/', 'source_with_revs.docx'),
};
type FileKey = keyof typeof files;

/**
 * The storage path as each SDK's test writes it ("source_files\\cell\\source.xlsx") and as it
 * reaches the server: the Node SDK puts it raw into the URL, where WHATWG URL parsing (axios,
 * Node) turns the backslashes into slashes; the Python SDK percent-encodes every character
 * outside [A-Za-z0-9_.-~] (quote(v, safe='')), slashes and backslashes included.
 */
const windowsPath = (f: TestFile) => `${f.folder.replaceAll('/', '\\')}${f.name}`;
const urlPath = (sdk: Sdk, path: string) =>
  sdk === 'node' ? path.replaceAll('\\', '/') : encodeURIComponent(path).replace(/[!'()*]/g, escape);

/** Body casing: the Node SDK serializes camelCase, the Python SDK PascalCase; both omit unset fields. */
const cased = (sdk: Sdk, value: unknown): unknown => {
  if (Array.isArray(value)) return value.map((v) => cased(sdk, v));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [sdk === 'node' ? k : k[0].toUpperCase() + k.slice(1), cased(sdk, v)]),
    );
  return value;
};
const fileInfo = (f: TestFile) => ({ filePath: windowsPath(f), password: f.password });

const style = (color: string) => ({
  beginSeparatorString: '',
  endSeparatorString: '',
  fontColor: color,
  highlightColor: color,
  bold: false,
  italic: false,
  strikeThrough: false,
});
/** GetComparisonOptions of test_comparisons / test_comparison_changes (both SDKs, same values). */
const comparisonSettings = {
  generateSummaryPage: true,
  showDeletedContent: true,
  styleChangeDetection: true,
  useFramesForDelInsElements: false,
  detailsLevel: 'Low',
  calculateComponentCoordinates: false,
  cloneMetadata: 'Default',
  password: '1111',
  passwordSaveOption: 'User',
  deletedItemsStyle: style('16711680'),
  insertedItemsStyle: style('255'),
  changedItemsStyle: style('65280'),
};
/** The Python updates test leaves out styleChangeDetection and sets markDeletedInsertedContentDeep. */
const updatesSettings = (sdk: Sdk) =>
  sdk === 'node'
    ? comparisonSettings
    : {
        ...comparisonSettings,
        styleChangeDetection: undefined,
        markDeletedInsertedContentDeep: false,
      };
const comparisonOptions = (source: TestFile, target: TestFile, settings: object) => ({
  sourceFile: fileInfo(source),
  targetFiles: [fileInfo(target)],
  settings,
  outputPath: `/resultFilePath/${source.name}`,
});

const FAMILIES: [string, FileKey, FileKey, number][] = [
  // family, source, target, the vendor's change count in test_changes_*
  ['cells', 'SourceCell', 'TargetCell', 36],
  ['diagram', 'SourceDiagram', 'TargetDiagram', 3],
  ['email', 'SourceEmail', 'TargetEmail', 4],
  ['html', 'SourceHtml', 'TargetHtml', 2],
  ['image', 'SourceImage', 'TargetImage', 170],
  ['pdf', 'SourcePdf', 'TargetPdf', 3],
  ['pdf_protected', 'SourcePdfProtected', 'TargetPdfProtected', 3],
  ['text', 'SourceText', 'TargetText', 6],
  ['word', 'SourceWord', 'TargetWord', 40],
  ['word_protected', 'SourceWordProtected', 'TargetWordProtected', 14],
];

function suite(sdk: Sdk): SdkTest[] {
  const py = sdk === 'python';
  const t = (file: string, name: string, steps: Step[], cleanup = true): SdkTest => ({
    sdk,
    file,
    name,
    steps,
    cleanup,
  });
  const exists = (path: string, ...checks: Check[]): Step => ({
    call: { method: 'GET', path: `/comparison/storage/exist/${urlPath(sdk, path)}` },
    checks: [{ ok: true }, ...checks],
  });
  const dir = py ? 'test/apis' : 'test/api';
  const ext = py ? 'py' : 'ts';
  const cell = windowsPath(files.SourceCell);
  const tests: SdkTest[] = [];

  // test_auth_api: a client id the server does not know (Python also: a good id, a bad secret).
  const authCases: [string, string | undefined, string][] = py
    ? [
        ['test_auth_error_when_app_sid_not_found', 'test', 'test'],
        ['test_auth_error_when_app_key_not_found', undefined, 'test'],
      ]
    : [['should throw when app sid not found', 'test', 'test']];
  for (const [name, id, secret] of authCases)
    tests.push(
      t(
        `${dir}/test_auth_api.${ext}`,
        name,
        [
          {
            call: { method: 'GET', path: '/comparison/formats', credentials: { id, secret } },
            checks: [{ error: 'invalid_client' }],
          },
        ],
        false,
      ),
    );

  // test_comparisons / test_comparison_changes / test_comparison_updates, one test per family.
  for (const [family, source, target, vendorCount] of FAMILIES) {
    const s = files[source];
    const tg = files[target];
    const options = comparisonOptions(s, tg, comparisonSettings);
    tests.push(
      t(`${dir}/test_comparisons${py ? '' : '_api'}.${ext}`, `test_comparisons_${family}`, [
        {
          call: { method: 'POST', path: '/comparison/comparisons', json: options },
          checks: [{ ok: true }, { equal: ['rel', options.outputPath] }],
        },
      ]),
      t(`${dir}/test_comparison_changes${py ? '' : '_api'}.${ext}`, `test_changes_${family}`, [
        {
          call: { method: 'POST', path: '/comparison/changes', json: options },
          checks: [{ ok: true }, { count: vendorCount }],
        },
      ]),
    );
    const updates = {
      ...comparisonOptions(s, tg, updatesSettings(sdk)),
      changes: [
        { id: 0, comparisonAction: 'Accept' },
        { id: 1, comparisonAction: 'Reject' },
      ],
    };
    tests.push(
      t(
        `${dir}/test_comparison_updates${py ? '' : '_api'}.${ext}`,
        `test_${py ? '' : 'comparison_'}updates_${family}`,
        [
          {
            call: { method: 'PUT', path: '/comparison/updates', json: updates },
            checks: [{ ok: true }, { equal: ['rel', updates.outputPath] }],
          },
        ],
      ),
    );
  }

  // test_file_api
  const copied = `temp/${cell}`;
  const moved = `temp/${cell.replace('source', py ? 'source_1' : 'source1')}`;
  tests.push(
    t(`${dir}/test_file_api.${ext}`, py ? 'test_delete_file' : 'TestDeleteFile', [
      { call: { method: 'DELETE', path: `/comparison/storage/file/${urlPath(sdk, cell)}` }, checks: [{ ok: true }] },
      exists(cell, { equal: ['exists', false] }),
      {
        call: {
          method: 'PUT',
          path: `/comparison/storage/file/${urlPath(sdk, cell)}`,
          upload: 'source_files/cell/source.xlsx',
        },
        checks: [{ ok: true }],
      },
      ...(py ? [] : [exists(cell, { equal: ['exists', true] })]),
    ]),
    t(`${dir}/test_file_api.${ext}`, py ? 'test_download_file' : 'TestDownloadFile', [
      {
        call: { method: 'GET', path: `/comparison/storage/file/${urlPath(sdk, cell)}` },
        checks: py ? [{ ok: true }, { filenameParam: true }, { bodyBytes: true }] : [{ ok: true }, { bodyBytes: true }],
      },
    ]),
    t(`${dir}/test_file_api.${ext}`, py ? 'test_copy_move_file' : 'TestCopyMoveFile', [
      { call: { method: 'PUT', path: '/comparison/storage/folder/temp' }, checks: [{ ok: true }] },
      {
        call: {
          method: 'PUT',
          path: `/comparison/storage/file/copy/${urlPath(sdk, cell)}`,
          query: { destPath: copied },
        },
        checks: [{ ok: true }],
      },
      exists(copied, { equal: ['exists', true] }),
      {
        call: {
          method: 'PUT',
          path: `/comparison/storage/file/move/${urlPath(sdk, copied)}`,
          query: { destPath: moved },
        },
        checks: [{ ok: true }],
      },
      exists(moved, { equal: ['exists', true] }),
      {
        call: { method: 'DELETE', path: '/comparison/storage/folder/temp', query: { recursive: 'true' } },
        checks: [{ ok: true }],
      },
    ]),
  );

  // test_folder_api
  tests.push(
    t(`${dir}/test_folder_api.${ext}`, py ? 'test_get_list_files' : 'TestGetFilesList', [
      {
        call: { method: 'GET', path: '/comparison/storage/folder/source_files' },
        checks: [{ ok: true }, { greater: ['value.length', 0] }],
      },
    ]),
    t(`${dir}/test_folder_api.${ext}`, py ? 'test_copy_move_folder' : 'TestCopyMoveFolder', [
      { call: { method: 'PUT', path: '/comparison/storage/folder/temp' }, checks: [{ ok: true }] },
      {
        call: { method: 'PUT', path: '/comparison/storage/folder/copy/temp', query: { destPath: 'temp1' } },
        checks: [{ ok: true }],
      },
      exists('temp1', { equal: ['exists', true] }, { equal: ['isFolder', true] }),
      {
        call: { method: 'PUT', path: '/comparison/storage/folder/move/temp1', query: { destPath: 'temp2' } },
        checks: [{ ok: true }],
      },
      exists('temp1', { equal: ['exists', false] }),
      exists('temp2', { equal: ['exists', true] }),
      {
        call: { method: 'DELETE', path: '/comparison/storage/folder/temp', query: { recursive: 'true' } },
        checks: [{ ok: true }],
      },
      {
        call: { method: 'DELETE', path: '/comparison/storage/folder/temp2', query: { recursive: 'true' } },
        checks: [{ ok: true }],
      },
    ]),
  );

  // test_info_api
  const notExist = py ? 'somefolder\\not-exist.docx' : 'some-folder/NotExist.docx';
  tests.push(
    t(
      `${dir}/test_info_api.${ext}`,
      py ? 'test_get_supported_file_formats' : 'should return list of supported formats',
      [
        {
          call: { method: 'GET', path: '/comparison/formats' },
          checks: [
            { ok: true },
            { greater: ['formats.length', 0] },
            { everyNonEmpty: ['formats', ['fileFormat', 'extension']] },
          ],
        },
      ],
    ),
    t(`${dir}/test_info_api.${ext}`, py ? 'test_get_info' : 'should return document info', [
      {
        call: { method: 'POST', path: '/comparison/info', json: fileInfo(files.SourceWord) },
        checks: [{ ok: true }, { equal: ['pageCount', 1] }],
      },
    ]),
    t(`${dir}/test_info_api.${ext}`, py ? 'test_get_info_returns_file_not_found' : 'TestGetInfoReturnsFileNotFound', [
      {
        call: { method: 'POST', path: '/comparison/info', json: { filePath: notExist } },
        checks: [{ error: `Can't find file located at '${notExist}'.` }],
      },
    ]),
  );

  // test_review_api
  const revs = fileInfo(files.SourceWithRevs);
  const review = (extra: object) => ({ sourceFile: revs, outputPath: '/resultFilePath/result.docx', ...extra });
  tests.push(
    t(`${dir}/test_review_api.${ext}`, 'test_get_revisions', [
      {
        call: { method: 'POST', path: '/comparison/revisions', json: revs },
        checks: [{ ok: true }, { equal: ['length', 2] }],
      },
    ]),
    ...(
      [
        [
          'test_apply_revisions',
          {
            revisions: [
              { id: 0, action: 'Accept' },
              { id: 1, action: 'Reject' },
            ],
          },
        ],
        ['test_accept_all_revisions', { acceptAll: true }],
        ['test_reject_all_revisions', { rejectAll: true }],
      ] as const
    ).map(([name, extra]) =>
      t(`${dir}/test_review_api.${ext}`, name, [
        {
          call: { method: 'PUT', path: '/comparison/revisions', json: review(extra) },
          checks: [{ ok: true }, { equal: ['rel', '/resultFilePath/result.docx'] }],
        },
      ]),
    ),
  );

  // test_storage_api
  tests.push(
    t(`${dir}/test_storage_api.${ext}`, py ? 'test_get_disc_usage' : 'TestGetDiscUsage', [
      {
        call: { method: 'GET', path: '/comparison/storage/disc' },
        checks: [{ ok: true }, { greater: ['totalSize', 0] }, { greater: ['usedSize', 0] }],
      },
    ]),
    t(`${dir}/test_storage_api.${ext}`, py ? 'test_get_storage_exist' : 'TestStorageExist', [
      {
        call: { method: 'GET', path: `/comparison/storage/${encodeURIComponent('First Storage')}/exist` },
        checks: [{ ok: true }, { equal: ['exists', true] }],
      },
    ]),
    t(`${dir}/test_storage_api.${ext}`, py ? 'test_get_file_versions' : 'TestGetFileVersions', [
      {
        call: { method: 'GET', path: `/comparison/storage/version/${urlPath(sdk, cell)}` },
        checks: [{ ok: true }, { greater: ['value.length', 0] }],
      },
    ]),
    t(`${dir}/test_storage_api.${ext}`, py ? 'test_get_object_exists' : 'TestObjectExists', [
      exists(cell, { equal: ['exists', true] }, { equal: ['isFolder', false] }),
    ]),
  );
  return tests;
}

/** Every document each SDK's test context uploads before the first test (those the tests use). */
const UPLOADS = Object.values(files).map((f) => `${f.folder}${f.name}`);

export const SUITES: Record<Sdk, { tests: SdkTest[]; vendorTotal: number; bar: number; client: string }> = {
  node: { tests: suite('node'), vendorTotal: 47, bar: 37, client: 'node.js sdk' },
  python: { tests: suite('python'), vendorTotal: 48, bar: 38, client: 'python sdk' },
};

/** Where a suite's requests go: one server, or replicas taken in turn as a load balancer does. */
export interface SdkTarget {
  urls: readonly string[];
  clientId: string;
  clientSecret: string;
}

/** The SDKs' calls to one target: a token asked for once per credentials, requests sent to its URLs in turn. */
class SdkClient {
  private readonly tokens = new Map<string, { status: number; body: Record<string, unknown> }>();
  private next = 0;
  constructor(private readonly target: SdkTarget) {}

  private url(): string {
    return this.target.urls[this.next++ % this.target.urls.length];
  }

  private async tokenFor(id: string, secret: string, client: string) {
    const key = `${id}\n${secret}`;
    if (!this.tokens.has(key)) {
      const response = await request(`${this.url()}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-groupdocs-client': client },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: id,
          client_secret: secret,
        }).toString(),
      });
      this.tokens.set(key, {
        status: response.statusCode,
        body: (await response.body.json()) as Record<string, unknown>,
      });
    }
    return this.tokens.get(key)!;
  }

  async send(sdk: Sdk, call: Call): Promise<Answer> {
    const client = SUITES[sdk].client;
    const credentials = call.credentials ?? { secret: this.target.clientSecret };
    const token = await this.tokenFor(credentials.id ?? this.target.clientId, credentials.secret, client);
    if (token.status !== 200) {
      const bytes = Buffer.from(JSON.stringify(token.body));
      return { status: token.status, headers: {}, bytes, json: token.body };
    }
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
    const headers: Record<string, string> = {
      authorization: `Bearer ${String(token.body.access_token)}`,
      'x-groupdocs-client': client,
    };
    let body: string | FormData | undefined;
    if (call.json !== undefined) {
      body = JSON.stringify(cased(sdk, call.json));
      headers['content-type'] = 'application/json';
    } else if (call.upload) {
      body = new FormData();
      body.append(
        'File',
        new Blob([readFileSync(join(FIXTURES, call.upload))]),
        sdk === 'node' ? 'file.name' : call.upload.split('/').pop(),
      );
    }
    const response = await request(`${this.url()}/v2.0${call.path}${query}`, { method: call.method, headers, body });
    const bytes = new Uint8Array(await response.body.arrayBuffer());
    let json: unknown;
    if (String(response.headers['content-type'] ?? '').includes('json'))
      json = JSON.parse(Buffer.from(bytes).toString('utf8'));
    return { status: response.statusCode, headers: response.headers, bytes, json };
  }
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Uint8Array;
  json?: unknown;
}

/** The error message as both SDKs take it from an error answer: error.message, error, or message. */
function sdkErrorMessage(answer: Answer): unknown {
  const body = answer.json as Record<string, unknown> | undefined;
  if (!body) return Buffer.from(answer.bytes).toString('utf8');
  const error = body.error as Record<string, unknown> | string | undefined;
  if (error !== undefined) return typeof error === 'string' ? error : error.message;
  return body.message ?? body;
}

/** Reads a field the way the SDK's deserializer exposes it: either casing, 'length' of arrays. */
function field(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.split('.')) {
    if (part === 'length' && Array.isArray(current)) current = current.length;
    else if (current && typeof current === 'object') {
      const record = current as Record<string, unknown>;
      current = record[part] ?? record[part[0].toUpperCase() + part.slice(1)];
    } else return undefined;
  }
  return current;
}

export interface Outcome {
  passed: boolean;
  failure?: string;
  count?: { ours: number; vendor: number };
}

async function run(client: SdkClient, test: SdkTest): Promise<Outcome> {
  let outcome: Outcome = { passed: true };
  for (const step of test.steps) {
    const answer = await client.send(test.sdk, step.call);
    const where = `${step.call.method} ${step.call.path}`;
    const fail = (why: string) => {
      if (outcome.passed) outcome = { ...outcome, passed: false, failure: `${where}: ${why}` };
    };
    const ok = answer.status >= 200 && answer.status < 300;
    for (const check of step.checks) {
      if ('ok' in check) {
        if (!ok) fail(`${answer.status} ${String(sdkErrorMessage(answer)).slice(0, 200)}`);
      } else if ('error' in check) {
        if (ok) fail(`answered ${answer.status}, the SDK expects it to throw`);
        else if (sdkErrorMessage(answer) !== check.error)
          fail(`message ${JSON.stringify(sdkErrorMessage(answer))}, expected ${JSON.stringify(check.error)}`);
      } else if (!ok) {
        continue;
      } else if ('equal' in check) {
        const got = field(answer.json, check.equal[0]);
        if (got !== check.equal[1])
          fail(`${check.equal[0]} is ${JSON.stringify(got)}, expected ${JSON.stringify(check.equal[1])}`);
      } else if ('greater' in check) {
        const got = field(answer.json, check.greater[0]);
        if (!(typeof got === 'number' && got > check.greater[1])) fail(`${check.greater[0]} is ${JSON.stringify(got)}`);
      } else if ('everyNonEmpty' in check) {
        const items = field(answer.json, check.everyNonEmpty[0]);
        const bad = Array.isArray(items) && items.find((item) => check.everyNonEmpty[1].some((f) => !field(item, f)));
        if (!Array.isArray(items) || bad)
          fail(`an item lacks ${check.everyNonEmpty[1].join('/')}: ${JSON.stringify(bad)}`);
      } else if ('bodyBytes' in check) {
        if (answer.bytes.length === 0) fail('empty download');
      } else if ('filenameParam' in check) {
        // api_client.py __deserialize_file: re.search(r'filename=[\'"]?([^\'"\s]+)[\'"]?', header).group(1)
        if (!/filename=['"]?([^'"\s]+)['"]?/.exec(String(answer.headers['content-disposition'] ?? '')))
          fail(`Content-Disposition ${JSON.stringify(answer.headers['content-disposition'])} has no filename=`);
      } else if ('count' in check) {
        const ours = Array.isArray(answer.json) ? answer.json.length : -1;
        outcome.count = { ours, vendor: check.count };
        if (ours !== check.count) fail(`${ours} changes, the vendor's engine finds ${check.count}`);
      }
    }
  }
  if (test.cleanup) {
    const cleaned = await client.send(test.sdk, {
      method: 'DELETE',
      path: '/comparison/storage/folder/resultFilePath',
      query: { recursive: 'true' },
    });
    if (cleaned.status !== 200 && outcome.passed)
      outcome = { passed: false, failure: `afterEach: DELETE /resultFilePath answered ${cleaned.status}` };
  }
  return outcome;
}

export interface SuiteRun {
  sdk: Sdk;
  results: { test: SdkTest; outcome: Outcome }[];
  passed: number;
  vendorTotal: number;
  bar: number;
  /** Failures of tests that do not check the vendor engine's exact count: none may fail. */
  structuralFailures: string[];
  /** The count tests: each must still answer a change list (ours ≥ 0). */
  counts: { name: string; ours: number; vendor: number; failure?: string }[];
  /** What the run prints: passes against the bar, ours/vendor per count test, each failure. */
  summary: string;
}

/**
 * One SDK's suite as the SDK runs it against `target`: its test context uploads every test
 * document storage does not have yet, then each test runs in order with the SDK's afterEach.
 */
export async function runSdkSuite(sdk: Sdk, target: SdkTarget): Promise<SuiteRun> {
  const client = new SdkClient(target);
  const { tests, vendorTotal, bar } = SUITES[sdk];
  if (tests.length !== vendorTotal) throw new Error(`${sdk} suite has ${tests.length} tests, the SDK ${vendorTotal}`);
  for (const path of UPLOADS) {
    const storagePath = path.replaceAll('/', '\\');
    const exists = await client.send(sdk, {
      method: 'GET',
      path: `/comparison/storage/exist/${urlPath(sdk, storagePath)}`,
    });
    if (exists.status !== 200) throw new Error(`GET exist ${path} answered ${exists.status}`);
    if (field(exists.json, 'exists') === true) continue;
    const uploaded = await client.send(sdk, {
      method: 'PUT',
      path: `/comparison/storage/file/${urlPath(sdk, storagePath)}`,
      upload: path,
    });
    if (uploaded.status !== 200)
      throw new Error(`uploading ${path} answered ${uploaded.status}: ${Buffer.from(uploaded.bytes).toString()}`);
  }
  const results: { test: SdkTest; outcome: Outcome }[] = [];
  for (const test of tests) {
    const started = Date.now();
    results.push({ test, outcome: await run(client, test) });
    if (process.env.SDK_SUITE_TIMES) console.log(`${test.name} ${Date.now() - started} ms`);
  }
  const passed = results.filter((r) => r.outcome.passed).length;
  const isCount = (test: SdkTest) => test.steps.some((s) => s.checks.some((c) => 'count' in c));
  const counted = results.filter((r) => isCount(r.test));
  const summary = [
    `${sdk} SDK: ${passed}/${vendorTotal} pass (bar ${bar}); change counts ours/vendor:`,
    ...counted.map((r) => `  ${r.test.name}: ${r.outcome.count?.ours ?? 'no list'}/${r.outcome.count?.vendor ?? '?'}`),
    ...results.filter((r) => !r.outcome.passed).map((r) => `  FAIL ${r.test.name}: ${r.outcome.failure}`),
  ].join('\n');
  return {
    sdk,
    results,
    passed,
    vendorTotal,
    bar,
    structuralFailures: results
      .filter((r) => !isCount(r.test) && !r.outcome.passed)
      .map((r) => `${r.test.file} ${r.test.name}: ${r.outcome.failure}`),
    counts: counted.map((r) => ({
      name: r.test.name,
      ours: r.outcome.count?.ours ?? -1,
      vendor: r.outcome.count?.vendor ?? -1,
      failure: r.outcome.failure,
    })),
    summary,
  };
}
