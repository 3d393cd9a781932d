import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FormData, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEncryptedOdf } from '../../src/engine/crypto/odf';
import { isCompoundFile } from '../../src/engine/crypto/ooxml';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from './helpers';

/**
 * The server driven the way the vendor's SDKs drive it (their Node SDK is not on npm, so its
 * requests are written out here as its test suite sends them: test/api/test_comparison_*_api.ts
 * of groupdocs-comparison-cloud-node): a form-encoded token request, multipart uploads,
 * camelCase JSON with an x-groupdocs-client header, backslash paths, the SDK's usual Settings
 * (PasswordSaveOption User, Password "1111", decimal colours), updates naming Ids 0 and 1
 * whatever the comparison found, and a recursive delete of the result folder after every test,
 * whether it exists or not. Every family answers with a Link whose file opens with the password
 * (LibreOffice for Office and OpenDocument, msoffcrypto-tool for Visio, qpdf and pdf.js for PDF),
 * or, where the format has no password, a plain file and a Warning header.
 */

const real = join(__dirname, '..', '..', 'test', 'fixtures', 'real');
const samples = join(__dirname, '..', '..', 'test', 'fixtures', 'samples');
const PASSWORD = '1111';
const work = mkdtempSync(join(tmpdir(), 'docdelta-contract-'));

const families: {
  name: string;
  source: string;
  target: string;
  protection: 'ooxml' | 'odf' | 'pdf' | 'visio' | 'none';
}[] = [
  {
    name: 'word',
    source: join(samples, 'policy-v1.docx'),
    target: join(samples, 'policy-v2.docx'),
    protection: 'ooxml',
  },
  {
    name: 'cells',
    source: join(real, 'poi-xlsx-pair-floatnoise-a.xlsx'),
    target: join(real, 'poi-xlsx-pair-floatnoise-b-ref.xlsx'),
    protection: 'ooxml',
  },
  {
    name: 'slides',
    source: join(real, 'poi-pptx-pair-table-a-no-theme.pptx'),
    target: join(real, 'poi-pptx-pair-table-b-with-theme.pptx'),
    protection: 'ooxml',
  },
  {
    name: 'diagram',
    source: join(real, 'poi-vsdx-basic.vsdx'),
    target: join(real, 'poi-vsdx-text-extraction.vsdx'),
    protection: 'visio',
  },
  {
    name: 'odt',
    source: join(real, 'odfdo-odt-pair-diff-a.odt'),
    target: join(real, 'odfdo-odt-pair-diff-b.odt'),
    protection: 'odf',
  },
  {
    name: 'ods',
    source: join(real, 'odfdo-ods-two-sheets.ods'),
    target: join(real, 'sheetjs-ods-pair-mergecells-b-ods.ods'),
    protection: 'odf',
  },
  {
    name: 'odp',
    source: join(real, 'odfdo-odp-pair-logo-a-without.odp'),
    target: join(real, 'odfdo-odp-pair-logo-b-with.odp'),
    protection: 'odf',
  },
  {
    name: 'pdf',
    source: join(real, 'tika-pdf-pair-rotation-a-upright.pdf'),
    target: join(real, 'tika-pdf-pair-rotation-b-rotated-90.pdf'),
    protection: 'pdf',
  },
  { name: 'text', source: join(samples, 'notes-v1.md'), target: join(samples, 'notes-v2.md'), protection: 'none' },
  {
    name: 'email',
    source: join(real, 'tika-eml-multipart-alternative-attachments.eml'),
    target: join(real, 'tika-eml-png-attachment.eml'),
    protection: 'none',
  },
  {
    name: 'image',
    source: join(real, 'tika-img-cat-100x75.png'),
    target: join(real, 'tika-img-cat-100x75.png'),
    protection: 'none',
  },
];

const style = (color: string) => ({
  beginSeparatorString: '',
  endSeparatorString: '',
  fontColor: color,
  highlightColor: color,
  bold: false,
  italic: false,
  strikeThrough: false,
});
const SDK_SETTINGS = {
  generateSummaryPage: true,
  showDeletedContent: true,
  styleChangeDetection: true,
  useFramesForDelInsElements: false,
  detailsLevel: 'Low',
  calculateComponentCoordinates: false,
  cloneMetadata: 'Default',
  password: PASSWORD,
  passwordSaveOption: 'User',
  deletedItemsStyle: style('16711680'),
  insertedItemsStyle: style('255'),
  changedItemsStyle: style('65280'),
};

let server: TestServer;
let token: string;
const sdkHeaders = () => ({
  authorization: `Bearer ${token}`,
  'x-groupdocs-client': 'node sdk',
  'x-groupdocs-client-version': '24.3',
  'content-type': 'application/json',
});
const call = async (method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, body?: unknown) => {
  const response = await request(`${server.url}/v2.0/comparison${path}`, {
    method,
    headers: sdkHeaders(),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.body.text();
  return {
    status: response.statusCode,
    headers: response.headers,
    text,
    json: () => JSON.parse(text) as Record<string, unknown>,
  };
};
const upload = async (storagePath: string, file: string) => {
  const form = new FormData();
  form.append('File', new Blob([readFileSync(file)]), file.split('/').pop());
  const response = await request(`${server.url}/v2.0/comparison/storage/file/${storagePath}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'x-groupdocs-client': 'node sdk' },
    body: form,
  });
  expect(response.statusCode).toBe(200);
  await response.body.dump();
};
const download = async (href: string) => {
  const response = await request(href, { headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  return new Uint8Array(await response.body.arrayBuffer());
};
const extensionOf = (file: string) => file.slice(file.lastIndexOf('.'));
const fileInfo = (path: string) => ({ filePath: path, storageName: '', versionId: '', password: '' });

/** Results that LibreOffice opens together at the end (one LibreOffice for all of them). */
const forLibreOffice: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const response = await request(`${server.url}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-groupdocs-client': 'node sdk' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    }).toString(),
  });
  token = ((await response.body.json()) as { access_token: string }).access_token;
  for (const family of families) {
    await upload(`contract/${family.name}/source${extensionOf(family.source)}`, family.source);
    await upload(`contract/${family.name}/target${extensionOf(family.target)}`, family.target);
  }
}, 60_000);

afterAll(async () => {
  await server.stop();
});

const hasUno =
  spawnSync('/usr/bin/python3', ['-c', 'import uno'], { stdio: 'ignore' }).status === 0 &&
  spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;
const hasTools =
  spawnSync('msoffcrypto-tool', ['--help'], { stdio: 'ignore' }).status === 0 &&
  spawnSync('qpdf', ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasUno || !hasTools)
  console.warn(
    'LibreOffice (python3-uno), msoffcrypto-tool or qpdf missing: the contract test cannot open the protected results (.ci/run installs them)',
  );

describe.skipIf(!hasUno || !hasTools)('the vendor SDK contract, every family', () => {
  for (const family of families) {
    it(`${family.name}: comparisons and updates with the SDK's settings answer a Link whose file opens with the password`, async () => {
      const ext = extensionOf(family.source);
      const options = {
        sourceFile: fileInfo(`contract\\${family.name}\\source${ext}`),
        targetFiles: [fileInfo(`contract\\${family.name}\\target${extensionOf(family.target)}`)],
        settings: SDK_SETTINGS,
        outputPath: `/resultFilePath/${family.name}${ext}`,
      };
      const compared = await call('POST', '/comparisons', options);
      expect(compared.status, compared.text).toBe(200);
      expect(compared.json()).toMatchObject({ rel: options.outputPath, type: 'file' });

      const updated = await call('PUT', '/updates', {
        ...options,
        outputPath: `/resultFilePath/${family.name}-updated${ext}`,
        changes: [
          { id: 0, comparisonAction: 'Accept' },
          { id: 1, comparisonAction: 'Reject' },
          { id: 400, comparisonAction: 'Reject' },
        ],
      });
      expect(updated.status, updated.text).toBe(200);
      const link = updated.json() as { rel: string; href: string };
      expect(link.rel).toBe(`/resultFilePath/${family.name}-updated${ext}`);
      expect(String(updated.headers['x-skipped-change-ids'])).toMatch(/(^|, )400$/);
      expect(String(updated.headers.warning)).toMatch(
        /(^|, )199 docdelta "change Ids? [\d, ]*400 matched no change and (was|were) skipped/,
      );

      for (const [response, href] of [
        [compared, (compared.json() as { href: string }).href],
        [updated, link.href],
      ] as const) {
        const bytes = await download(href);
        const file = join(work, `${family.name}-${response === compared ? 'compared' : 'updated'}${ext}`);
        writeFileSync(file, bytes);
        const warning = String(response.headers.warning ?? '');
        if (family.protection === 'none') {
          expect(warning).toContain(`files cannot carry a password; the result is not protected`);
          expect(isCompoundFile(bytes) || isEncryptedOdf(bytes)).toBe(false);
          continue;
        }
        expect(warning).not.toContain('cannot carry a password');
        if (family.protection === 'ooxml' || family.protection === 'odf') {
          expect(family.protection === 'ooxml' ? isCompoundFile(bytes) : isEncryptedOdf(bytes)).toBe(true);
          forLibreOffice.push(file);
        } else if (family.protection === 'visio') {
          expect(isCompoundFile(bytes)).toBe(true);
          execFileSync('msoffcrypto-tool', ['-p', PASSWORD, file, join(work, `plain-${family.name}.vsdx`)]);
          expect(
            readFileSync(join(work, `plain-${family.name}.vsdx`))
              .subarray(0, 2)
              .toString(),
          ).toBe('PK');
        } else {
          expect(spawnSync('qpdf', ['--requires-password', file]).status).toBe(0);
          execFileSync('qpdf', [`--password=${PASSWORD}`, '--decrypt', file, join(work, `plain-${family.name}.pdf`)]);
          const { loadPdfJs } = await import('../../src/engine/formats/pdf/pdfjs');
          const pdfjs = await loadPdfJs();
          const opened = await pdfjs.getDocument({ data: bytes, password: PASSWORD, isEvalSupported: false }).promise;
          expect(opened.numPages).toBeGreaterThan(0);
          await opened.destroy();
        }
      }

      // The SDK's afterEach: a recursive delete of the result folder, which the next test finds gone.
      expect((await call('DELETE', '/storage/folder/resultFilePath?recursive=true')).status).toBe(200);
      expect((await call('DELETE', '/storage/folder/resultFilePath?recursive=true')).status).toBe(200);
    }, 600_000);
  }

  it('every protected Office and OpenDocument result opens in LibreOffice with the password', () => {
    expect(forLibreOffice.length).toBe(12);
    const script = join(__dirname, '..', 'helpers', 'lo-open-with-password.py');
    const jobs = forLibreOffice.flatMap((file) => [file, `${file}.pdf`]);
    const [first, firstOut, ...rest] = jobs;
    const opened = spawnSync('/usr/bin/python3', [script, first, PASSWORD, firstOut, join(work, 'profile'), ...rest], {
      timeout: 900_000,
      encoding: 'utf8',
    });
    expect(opened.stderr).toBe('');
    expect(opened.status).toBe(0);
    for (const file of forLibreOffice) expect(statSync(`${file}.pdf`).size).toBeGreaterThan(500);
  }, 900_000);
});
