import { describe, it, expect } from 'vitest';
import {
  ConvertSettings,
  CsvLoadOptions,
  RequestValidationError,
  ResxFileRequest,
  StatusResponse,
  parseRequest,
} from '../../src/model';

describe('POST /conversion body (ConvertSettings)', () => {
  it('parses an SDK-style camelCase body into the canonical PascalCase form', () => {
    const parsed = parseRequest(ConvertSettings, {
      storageName: 'main',
      filePath: 'in/table.csv',
      format: 'xlsx',
      loadOptions: { separator: ';', encoding: 'utf-8', somethingElse: 1 },
      convertOptions: { fromPage: 1, pagesCount: 2 },
      outputPath: 'out',
    });
    expect(parsed).toEqual({
      StorageName: 'main',
      FilePath: 'in/table.csv',
      Format: 'xlsx',
      LoadOptions: { Separator: ';', Encoding: 'utf-8' },
      ConvertOptions: { FromPage: 1, PagesCount: 2 },
      OutputPath: 'out',
    });
  });

  it('FilePath and Format are required and non-empty', () => {
    expect(() => parseRequest(ConvertSettings, { Format: 'pdf' })).toThrow(/FilePath: is required/);
    expect(() => parseRequest(ConvertSettings, { FilePath: 'a.docx', Format: '' })).toThrow(
      /Format: expected at least 1 character/,
    );
  });

  it('CsvLoadOptions: ConvertNumericData/ConvertDateTimeData default true, Separator required', () => {
    expect(CsvLoadOptions.parse({ Separator: ',' })).toEqual({
      Separator: ',',
      IsMultiEncoded: false,
      HasFormula: false,
      ConvertNumericData: true,
      ConvertDateTimeData: true,
    });
    expect(CsvLoadOptions.safeParse({}).success).toBe(false);
  });
});

describe('POST /translation/resx body and status response', () => {
  it("defaults sourceLanguage to en and savingMode to Files; names stay camelCase (the spec's)", () => {
    expect(parseRequest(ResxFileRequest, { TargetLanguages: ['de', 'fr'], URL: 'https://x/res.resx' })).toEqual({
      sourceLanguage: 'en',
      targetLanguages: ['de', 'fr'],
      url: 'https://x/res.resx',
      savingMode: 'Files',
    });
  });

  it('savingMode is matched case-insensitively and validated', () => {
    const parsed = parseRequest(ResxFileRequest, { targetLanguages: ['de'], savingmode: 'archive' });
    expect(parsed.savingMode).toBe('Archive');
    expect(() => parseRequest(ResxFileRequest, { targetLanguages: ['de'], savingMode: 'Zip' })).toThrow(
      'savingMode: expected one of Files, Archive, Both, got "Zip"',
    );
  });

  it('targetLanguages is required and non-empty', () => {
    expect(() => parseRequest(ResxFileRequest, { sourceLanguage: 'en' })).toThrow(RequestValidationError);
    expect(() => parseRequest(ResxFileRequest, { targetLanguages: [] })).toThrow(
      /targetLanguages: expected at least 1 item/,
    );
  });

  it('StatusResponse status may be a number or an HttpStatusCode name', () => {
    expect(parseRequest(StatusResponse, { Status: 202, Message: 'ok', ID: 'abc' })).toEqual({
      status: 202,
      message: 'ok',
      id: 'abc',
    });
    expect(StatusResponse.parse({ status: 'Accepted' }).status).toBe('Accepted');
    expect(StatusResponse.safeParse({ status: true }).success).toBe(false);
  });
});
