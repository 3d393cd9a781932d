import { describe, it, expect } from 'vitest';
import {
  ConsumptionResult,
  DiscUsage,
  ErrorDetails,
  ErrorResponse,
  FileVersion,
  FileVersions,
  FilesList,
  FilesUploadResult,
  ModelError,
  ObjectExist,
  StorageExist,
  StorageFile,
  makeErrorResponse,
  toWire,
} from '../../src/model';

describe('storage records', () => {
  it('StorageFile requires IsFolder and Size', () => {
    const file = { Name: 'a.docx', IsFolder: false, ModifiedDate: '2024-01-02T03:04:05Z', Size: 12, Path: '/a.docx' };
    expect(StorageFile.parse(file)).toEqual(file);
    expect(StorageFile.safeParse({ Name: 'a.docx', Size: 12 }).success).toBe(false);
    expect(StorageFile.safeParse({ Name: 'a.docx', IsFolder: false }).success).toBe(false);
  });

  it('FileVersion extends StorageFile with VersionId and a required IsLatest', () => {
    const v = { Name: 'a.docx', IsFolder: false, Size: 1, VersionId: 'v1', IsLatest: true };
    expect(FileVersion.parse(v)).toEqual(v);
    expect(FileVersion.safeParse({ Name: 'a.docx', IsFolder: false, Size: 1 }).success).toBe(false);
    expect(FileVersions.parse({ Value: [v] }).Value).toHaveLength(1);
  });

  it('FilesList, FilesUploadResult, ObjectExist, StorageExist, DiscUsage, ConsumptionResult', () => {
    expect(FilesList.parse({ Value: [{ Name: 'd', IsFolder: true, Size: 0 }] }).Value?.[0].IsFolder).toBe(true);
    const upload = FilesUploadResult.parse({
      Uploaded: ['a.docx'],
      Errors: [{ Code: 'X', Message: 'bad', InnerError: { RequestId: 'r1', Date: '2024-01-01T00:00:00Z' } }],
    });
    expect(upload.Errors?.[0].InnerError?.RequestId).toBe('r1');
    expect(ObjectExist.safeParse({ Exists: true }).success).toBe(false);
    expect(ObjectExist.parse({ Exists: true, IsFolder: false })).toEqual({ Exists: true, IsFolder: false });
    expect(StorageExist.safeParse({}).success).toBe(false);
    expect(DiscUsage.parse({ UsedSize: 10, TotalSize: 100 })).toEqual({ UsedSize: 10, TotalSize: 100 });
    expect(ConsumptionResult.parse({ Credit: 1.5, Quantity: 0.25 })).toEqual({ Credit: 1.5, Quantity: 0.25 });
    expect(ConsumptionResult.safeParse({ Credit: 1 }).success).toBe(false);
  });

  it('the spec Error record (ModelError) and ErrorDetails with a required Date', () => {
    expect(ErrorDetails.safeParse({ RequestId: 'r' }).success).toBe(false);
    expect(Object.keys(ModelError.shape)).toEqual(['Code', 'Message', 'Description', 'InnerError']);
  });
});

describe('error envelope', () => {
  it('makeErrorResponse builds {"error": {code, message, description, innerError: {requestId, date}}}', () => {
    const body = makeErrorResponse('RequestValidation', 'bad input', {
      description: 'Settings.DetailsLevel: expected one of Low, Middle, High',
      requestId: 'req-1',
      date: new Date('2024-05-06T07:08:09.000Z'),
    });
    expect(body).toEqual({
      error: {
        code: 'RequestValidation',
        message: 'bad input',
        description: 'Settings.DetailsLevel: expected one of Low, Middle, High',
        innerError: { requestId: 'req-1', date: '2024-05-06T07:08:09.000Z' },
      },
    });
    expect(ErrorResponse.parse(body)).toEqual(body);
  });

  it('stays camelCase in both wire casings', () => {
    const body = makeErrorResponse('NotFound', 'no such file', { date: new Date(0) });
    expect(toWire(body, 'pascal')).toEqual(body);
    expect(toWire(body, 'camel')).toEqual(body);
    expect(Object.keys(body.error)).toEqual(['code', 'message', 'innerError']);
  });
});
