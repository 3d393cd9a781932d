import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/server/openapi';
import { startTestServer, type TestServer } from './helpers';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE } from '../helpers/libreoffice';

let server: TestServer;
if (!SOFFICE)
  console.warn(
    'LibreOffice (soffice) is not installed: the PDF view and the conversions through LibreOffice are skipped',
  );
const fixture = (name: string) => readFile(new URL(`../fixtures/real/${name}`, import.meta.url));

const RESX = `<?xml version="1.0" encoding="utf-8"?>
<root>
  <resheader name="resmimetype"><value>text/microsoft-resx</value></resheader>
  <data name="Greeting" xml:space="preserve"><value>Hello</value></data>
  <data name="Farewell" xml:space="preserve"><value>Goodbye</value></data>
  <data name="Icon" type="System.Resources.ResXFileRef, System.Windows.Forms"><value>icon.png;System.Byte[]</value></data>
</root>`;

beforeAll(async () => {
  server = await startTestServer({ translation: { glossary: { de: { Hello: 'Hallo' } } } });
  const client = server.client();
  await client.uploadFile('rev/tracked.docx', {
    bytes: await fixture('poi-docx-tracked-changes-ins-del-rprchange.docx'),
    fileName: 'tracked.docx',
  });
  await client.uploadFile('conv/notes.txt', {
    bytes: Buffer.from('First line\n\nSecond line\n'),
    fileName: 'notes.txt',
  });
  await client.uploadFile('conv/table.csv', {
    bytes: Buffer.from('name;city\n"Smith; J";Berlin\nLee;Oslo\n'),
    fileName: 'table.csv',
  });
  await client.uploadFile('conv/report.docx', {
    bytes: await fixture('poi-docx-nested-tables-headings-hyperlinks.docx'),
    fileName: 'report.docx',
  });
  await client.uploadFile('i18n/Strings.resx', { bytes: Buffer.from(RESX), fileName: 'Strings.resx' });
});

afterAll(async () => {
  await server.stop();
});

describe('revisions', () => {
  it('lists tracked revisions and accepts them all', async () => {
    const client = server.client();
    const revisions = await client.revisions({ FilePath: 'rev/tracked.docx' });
    expect(revisions.length).toBeGreaterThan(5);
    expect(revisions[0]).toMatchObject({ Id: 0, Action: 'None' });
    const camel = (
      await server.raw('POST', '/v2.0/comparison/revisions', {
        body: '{"filePath":"rev/tracked.docx"}',
        casing: 'camel',
      })
    ).json() as { id: number; type: string }[];
    expect(camel.length).toBe(revisions.length);
    expect(typeof camel[0].type).toBe('string');
    const link = await client.applyRevisions({
      SourceFile: { FilePath: 'rev/tracked.docx' },
      AcceptAll: true,
      OutputPath: 'rev/accepted.docx',
    });
    expect(link.rel).toBe('rev/accepted.docx');
    expect(await client.revisions({ FilePath: 'rev/accepted.docx' })).toEqual([]);
  });

  it('400 when AcceptAll and RejectAll are both set (acceptall, case-insensitive)', async () => {
    const response = await server.raw('PUT', '/v2.0/comparison/revisions', {
      body: '{"sourceFile":{"filePath":"rev/tracked.docx"},"acceptall":true,"REJECTALL":true,"outputPath":"rev/x.docx"}',
    });
    expect(response.status).toBe(400);
  });
});

describe('preview and viewer', () => {
  it('renders pages, stores them and links them; Format matches case-insensitively', async () => {
    const response = await server.raw('POST', '/v2.0/comparison/preview', {
      body: '{"fileInfo":{"filePath":"conv/notes.txt"},"format":"PNG","outputFolder":"previews"}',
    });
    expect(response.status).toBe(200);
    const links = response.json() as { href: string; rel: string }[];
    expect(links.map((l) => l.rel)).toEqual(['previews/notes_1.png']);
    const png = await server.client().downloadFile('previews/notes_1.png');
    expect(Buffer.from(png.subarray(1, 4)).toString()).toBe('PNG');
  });

  it('views a document as PNG pages', async () => {
    const view = await server
      .client('camel')
      .view({ FileInfo: { FilePath: 'conv/notes.txt' }, ViewFormat: 'png', OutputPath: 'views' });
    expect(view.Pages.map((p) => [p.Number, p.Path])).toEqual([[1, 'views/notes_1.png']]);
    const raw = (
      await server.raw('POST', '/v2.0/viewer/view', {
        body: '{"FileInfo":{"FilePath":"conv/notes.txt"},"ViewFormat":"Png"}',
        casing: 'camel',
      })
    ).json() as { pages: { number: number; downloadUrl: string }[] };
    expect(raw.pages[0].number).toBe(1);
    expect(raw.pages[0].downloadUrl).toContain('/v2.0/comparison/storage/file/viewer/conv/notes/notes_1.png');
  });

  it('views a document as HTML pages that show the stored page images', async () => {
    const response = await server.raw('POST', '/v2.0/viewer/view', {
      body: '{"FileInfo":{"FilePath":"conv/notes.txt"},"OutputPath":"htmlview"}',
    });
    expect(response.status).toBe(200);
    const view = response.json() as {
      Pages: { Number: number; Path: string; Resources: { Path: string }[] }[];
      File: unknown;
    };
    expect(view.Pages.map((p) => [p.Number, p.Path, p.Resources.map((r) => r.Path)])).toEqual([
      [1, 'htmlview/notes_1.html', ['htmlview/notes_1.png']],
    ]);
    const html = Buffer.from(await server.client().downloadFile('htmlview/notes_1.html')).toString();
    expect(html).toContain('<img src="notes_1.png" alt="Page 1 of 1: notes.txt">');
    const png = await server.client().downloadFile('htmlview/notes_1.png');
    expect(Buffer.from(png.subarray(1, 4)).toString()).toBe('PNG');
  });

  it.skipIf(!SOFFICE)(
    'views a Word document as one PDF file through LibreOffice',
    async () => {
      const view = (
        await server.raw('POST', '/v2.0/viewer/view', {
          body: '{"fileInfo":{"filePath":"conv/report.docx"},"viewFormat":"pdf","outputPath":"pdfview"}',
          casing: 'camel',
        })
      ).json() as { pages: unknown[]; file: { path: string; downloadUrl: string } };
      expect(view.pages).toEqual([]);
      expect(view.file.path).toBe('pdfview/report.pdf');
      const pdf = await server.client().downloadFile('pdfview/report.pdf');
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});

describe('conversion', () => {
  it('converts a Word document to text in the response body', async () => {
    const result = await server.client().convert({ FilePath: 'conv/report.docx', Format: 'txt' });
    expect(result).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(result as Uint8Array).toString().length).toBeGreaterThan(50);
  });

  it('stores the result under OutputPath and lists it with its url', async () => {
    const stored = await server
      .client()
      .convert({ FilePath: 'conv/notes.txt', Format: 'TXT', OutputPath: 'converted' });
    expect(stored).toEqual([
      {
        Name: 'notes.txt',
        Size: expect.any(Number) as number,
        Url: `${server.url}/v2.0/comparison/storage/file/converted/notes.txt`,
      },
    ]);
  });

  it('reads CSV with LoadOptions.Separator', async () => {
    const response = await server.raw('POST', '/v2.0/conversion', {
      body: '{"filePath":"conv/table.csv","format":"tsv","loadOptions":{"separator":";"}}',
    });
    expect(response.status).toBe(200);
    expect(response.text).toBe('name\tcity\nSmith; J\tBerlin\nLee\tOslo\n');
  });

  it('refuses a pair it cannot convert with 422, naming it', async () => {
    const response = await server.raw('POST', '/v2.0/conversion', {
      body: '{"FilePath":"conv/notes.txt","Format":"xlsx"}',
    });
    expect(response.status).toBe(422);
    expect(response.text).toContain('conversion from txt to xlsx is not available');
  });

  it.skipIf(!SOFFICE)(
    'converts Word to PDF through LibreOffice',
    async () => {
      const result = await server.client().convert({ FilePath: 'conv/report.docx', Format: 'pdf' });
      expect(Buffer.from((result as Uint8Array).subarray(0, 5)).toString()).toBe('%PDF-');
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );

  const OFFICE_SAMPLES = [
    { fixture: 'poi-docx-nested-tables-headings-hyperlinks.docx', to: 'odt' },
    { fixture: 'poi-docx-edge-encrypted-agile-password-pass.docx', to: 'odt', password: 'pass' },
    { fixture: 'odfdo-odt-pair-toc-a-headings.odt', to: 'docx' },
    { fixture: 'sheetjs-xlsx-pair-mergecells-a-excel.xlsx', to: 'ods' },
    { fixture: 'poi-pptx-cjk-japanese-table.pptx', to: 'odp' },
  ];

  beforeAll(async () => {
    for (const sample of OFFICE_SAMPLES)
      await server
        .client()
        .uploadFile(`office/${sample.fixture}`, { bytes: await fixture(sample.fixture), fileName: sample.fixture });
  });

  it.skipIf(!SOFFICE)(
    "converts Office documents within their family through LibreOffice; each result re-reads with its source's text",
    async () => {
      const { readDocument } = await import('../../src/engine/index');
      const { documentToText } = await import('../../src/report/textconv');
      // Header labels, page breaks and shape placeholders are layout each application places its own way; the words must not change.
      const words = (text: string) =>
        text.split('\n').filter((line) => line.trim() && !/^--- .* ---$/.test(line) && !/^\[[^\]]*\]$/.test(line));
      const client = server.client();
      for (const sample of OFFICE_SAMPLES) {
        const stem = sample.fixture.replace(/\.[^.]+$/, '');
        const stored = await client.convert({
          FilePath: `office/${sample.fixture}`,
          Format: sample.to,
          OutputPath: 'office-out',
          LoadOptions: sample.password ? { Password: sample.password } : undefined,
        });
        expect(stored).toEqual([
          {
            Name: `${stem}.${sample.to}`,
            Size: expect.any(Number) as number,
            Url: `${server.url}/v2.0/comparison/storage/file/office-out/${stem}.${sample.to}`,
          },
        ]);
        const converted = await client.downloadFile(`office-out/${stem}.${sample.to}`);
        const reread = await readDocument({ bytes: converted, fileName: `${stem}.${sample.to}` });
        expect(reread.format, sample.fixture).toBe(sample.to);
        const sourceWords = words(
          documentToText(
            await readDocument({
              bytes: await fixture(sample.fixture),
              fileName: sample.fixture,
              password: sample.password,
            }),
          ),
        );
        expect(sourceWords.length, sample.fixture).toBeGreaterThan(0);
        expect(words(documentToText(reread)), sample.fixture).toEqual(sourceWords);
      }
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );

  it('refuses Office pairs across families, and targets it cannot read back, with 422 naming the pair', async () => {
    const across = await server.raw('POST', '/v2.0/conversion', {
      body: '{"filePath":"office/sheetjs-xlsx-pair-mergecells-a-excel.xlsx","format":"docx"}',
    });
    expect(across.status).toBe(422);
    expect(across.text).toContain('conversion from xlsx to docx is not available');
    expect(across.text).toContain('xlsx converts to xlsx, ods, pdf, txt');
    const rtf = await server.raw('POST', '/v2.0/conversion', {
      body: '{"filePath":"office/odfdo-odt-pair-toc-a-headings.odt","format":"rtf"}',
    });
    expect(rtf.status).toBe(422);
    expect(rtf.text).toContain('conversion from odt to rtf is not available');
    expect(rtf.text).toContain('docdelta does not read rtf');
    const inherited = await server.raw('POST', '/v2.0/conversion', {
      body: '{"filePath":"conv/notes.txt","format":"odt","loadOptions":{"format":"constructor"}}',
    });
    expect(inherited.status).toBe(422);
    expect(inherited.text).toContain('conversion from txt to odt is not available');
  });

  it('the OpenAPI document says which Office conversions exist', async () => {
    const doc = (await server.raw('GET', '/v2.0/openapi.json', { auth: false })).json() as {
      paths: Record<string, { post: { description?: string } }>;
    };
    const description = doc.paths['/v2.0/conversion'].post.description ?? '';
    expect(description).toContain('docx/docm/dotx/dotm/odt/ott/doc/dot/rtf to docx, odt, html');
    expect(description).toContain('xlsx/xlsm/xltx/xltm/ods/xls to xlsx, ods');
    expect(description).toContain('pptx/pptm/potx/potm/odp/ppt to pptx, odp');
    expect(description).toContain('501');
  });

  it('answers 501 for an Office pair when LibreOffice is missing, but still 422 for an impossible pair', async () => {
    const { ConversionService } = await import('../../src/service/conversion');
    const { ConvertSettings } = await import('../../src/model/conversion');
    const withoutOffice = new ConversionService(server.app.service, () => undefined);
    const context = { baseUrl: server.url, clientId: 'test-client' };
    await expect(
      withoutOffice.convert(
        ConvertSettings.parse({ FilePath: 'office/odfdo-odt-pair-toc-a-headings.odt', Format: 'docx' }),
        context,
      ),
    ).rejects.toMatchObject({
      status: 501,
      message: 'Conversion from odt to docx needs LibreOffice, which is not installed on this server.',
    });
    await expect(
      withoutOffice.convert(
        ConvertSettings.parse({ FilePath: 'office/sheetjs-xlsx-pair-mergecells-a-excel.xlsx', Format: 'docx' }),
        context,
      ),
    ).rejects.toMatchObject({
      name: 'UnsupportedFormatError',
    });
  });
});

describe('translation', () => {
  it('accepts with 202, translates through the glossary and says how much it translated', async () => {
    const client = server.client();
    const accepted = await server.raw('POST', '/v2.0/translation/resx', {
      body: JSON.stringify({ targetLanguages: ['de'], url: 'i18n/Strings.resx', savingMode: 'both' }),
    });
    expect(accepted.status).toBe(202);
    const body = accepted.json() as { status: number; id: string; message: string };
    expect(body.status).toBe(202);
    await server.app.translation.idle();
    const status = await client.translationStatus(body.id);
    expect(status.status).toBe(200);
    expect(status.message).toContain('glossary');
    expect(status.message).toContain('de: 1 of 2');
    expect(status.urls?.map((u) => u.replace(server.url, ''))).toEqual([
      `/v2.0/comparison/storage/file/translation/${body.id}/Strings.de.resx`,
      `/v2.0/comparison/storage/file/translation/${body.id}/Strings.zip`,
    ]);
    const translated = Buffer.from(await client.downloadFile(`translation/${body.id}/Strings.de.resx`)).toString();
    expect(translated).toContain('<value>Hallo</value>');
    expect(translated).toContain('<value>Goodbye</value>');
    expect(translated).toContain('<value>icon.png;System.Byte[]</value>');
  });

  it('reports failure, not success, when nothing could be translated', async () => {
    const client = server.client();
    const accepted = await client.translateResx({
      targetLanguages: ['fr'],
      file: Buffer.from(RESX).toString('base64'),
      originalFileName: 'Strings.resx',
    });
    await server.app.translation.idle();
    const status = await client.translationStatus(accepted.id!);
    expect(status.status).toBe(422);
    expect(status.message).toContain('Nothing was translated');
    expect(status.urls).toEqual([]);
  });

  it('does not fetch URLs outside its storage, and 404s an unknown id', async () => {
    const accepted = await server
      .client()
      .translateResx({ targetLanguages: ['de'], url: 'http://169.254.169.254/latest/meta-data' });
    await server.app.translation.idle();
    const status = await server.client().translationStatus(accepted.id!);
    expect(status.status).toBe(422);
    expect(status.message).toContain("only files in this server's storage");
    expect((await server.raw('GET', '/v2.0/translation/resx/nope')).status).toBe(404);
  });
});

describe('openapi', () => {
  it('serves an OpenAPI 3.1 document with every route and the zod schemas', async () => {
    const response = await server.raw('GET', '/v2.0/openapi.json', { auth: false });
    expect(response.status).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }
        >
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const route of ROUTES)
      expect(doc.paths[`/v2.0${route.path}`]?.[route.method], `${route.method} ${route.path}`).toBeDefined();
    expect(
      Object.keys(
        doc.paths['/v2.0/comparison/comparisons'].post.requestBody!.content['application/json'].schema.properties!,
      ),
    ).toEqual(expect.arrayContaining(['SourceFile', 'TargetFiles', 'Settings', 'ChangeType', 'OutputPath']));
    expect(doc.paths['/connect/token']).toBeDefined();
    // /health as served: its answer has the properties the document names.
    const health = (await server.raw('GET', '/health', { auth: false })).json() as Record<string, unknown>;
    const described = (
      doc.paths['/health']?.get as unknown as {
        responses: { '200': { content: { 'application/json': { schema: { required: string[] } } } } };
      }
    ).responses['200'].content['application/json'].schema.required;
    expect(described).toEqual(['status', 'escaped']);
    expect(Object.keys(health).sort()).toEqual([...described].sort());
  });
});
