import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import {
  ComparisonOptions,
  Link,
  PreviewOptions,
  RequestValidationError,
  Settings,
  StatusResponse,
  UpdatesOptions,
  formatPath,
  normalizeKeys,
  parseRequest,
  schemaKeyMap,
  toCamelKey,
  toWire,
  unwrapSchema,
} from '../../src/model';

describe('key maps derived from schemas', () => {
  it('schemaKeyMap maps lower-cased names to the shape keys', () => {
    const map = schemaKeyMap(ComparisonOptions);
    expect([...map.entries()]).toEqual([
      ['sourcefile', 'SourceFile'],
      ['targetfiles', 'TargetFiles'],
      ['settings', 'Settings'],
      ['changetype', 'ChangeType'],
      ['outputpath', 'OutputPath'],
    ]);
  });

  it('UpdatesOptions inherits the ComparisonOptions keys plus Changes', () => {
    expect(schemaKeyMap(UpdatesOptions).get('changes')).toBe('Changes');
    expect(schemaKeyMap(UpdatesOptions).get('sourcefile')).toBe('SourceFile');
  });

  it('unwrapSchema sees through optional/default/nullable', () => {
    const inner = z.object({ A: z.string() });
    expect(unwrapSchema(inner.optional())).toBe(inner);
    expect(unwrapSchema(inner.nullable().default(null))).toBe(inner);
    expect(schemaKeyMap(inner.optional()).get('a')).toBe('A');
  });
});

describe('parseRequest', () => {
  it('normalises keys of nested records and arrays of records, drops unknown fields, applies defaults', () => {
    const body = {
      sourceFile: { filePath: 'source.docx', PASSWORD: 'pw', colour: 'blue' },
      TARGETFILES: [{ FilePath: 't1.docx' }, { filepath: 't2.docx', storagename: 'other' }],
      settings: {
        detailslevel: 'middle',
        insertedItemsStyle: { fontColor: '#00FF00', bold: true },
        metaData: { author: 'Ann' },
        unknownSetting: true,
      },
      changeType: 'inserted',
      clientVersion: '23.1',
    };
    const parsed = parseRequest(ComparisonOptions, body);
    expect(parsed.SourceFile).toEqual({ FilePath: 'source.docx', Password: 'pw' });
    expect(parsed.TargetFiles).toEqual([{ FilePath: 't1.docx' }, { FilePath: 't2.docx', StorageName: 'other' }]);
    expect(parsed.ChangeType).toBe('Inserted');
    expect(parsed.Settings?.DetailsLevel).toBe('Middle');
    expect(parsed.Settings?.SensitivityOfComparison).toBe(75);
    expect(parsed.Settings?.InsertedItemsStyle).toEqual({
      FontColor: '#00FF00',
      Bold: true,
      Italic: false,
      StrikeThrough: false,
      Underline: false,
    });
    expect(parsed.Settings?.MetaData).toEqual({ Author: 'Ann' });
    expect('clientVersion' in parsed).toBe(false);
    expect('unknownSetting' in (parsed.Settings ?? {})).toBe(false);
  });

  it('normalises records inside arrays nested two levels deep (UpdatesOptions.Changes[].StyleChangeInfo[])', () => {
    const parsed = parseRequest(UpdatesOptions, {
      sourceFile: { filePath: 's' },
      targetFiles: [{ filePath: 't' }],
      changes: [
        {
          id: 1,
          comparisonAction: 'reject',
          type: 'stylechanged',
          styleChangeInfo: [{ changedProperty: 'Bold', oldvalue: 'False', NEWVALUE: 'True' }],
          box: { x: 1, y: 2, width: 3, height: 4 },
        },
      ],
    });
    expect(parsed.Changes?.[0]).toEqual({
      Id: 1,
      ComparisonAction: 'Reject',
      Type: 'StyleChanged',
      StyleChangeInfo: [{ ChangedProperty: 'Bold', OldValue: 'False', NewValue: 'True' }],
      Box: { X: 1, Y: 2, Width: 3, Height: 4 },
    });
  });

  it('an exact-case key wins over a case-folded duplicate, whatever the order', () => {
    expect(parseRequest(Link, { HREF: 'folded', href: 'exact' }).href).toBe('exact');
    expect(parseRequest(Link, { href: 'exact', Href: 'folded' }).href).toBe('exact');
  });

  it('null for a non-nullable field counts as absent, so defaults apply', () => {
    const parsed = parseRequest(Settings, { SensitivityOfComparison: null, DetailsLevel: null, Password: null });
    expect(parsed.SensitivityOfComparison).toBe(75);
    expect(parsed.DetailsLevel).toBe('Low');
    expect('Password' in parsed).toBe(false);
  });

  it('does not mutate its input', () => {
    const body = { fileInfo: { filePath: 'p.pdf' }, format: 'png' };
    const copy = structuredClone(body);
    const parsed = parseRequest(PreviewOptions, body);
    expect(parsed.Format).toBe('Png');
    expect(body).toEqual(copy);
  });

  it('works for any zod object schema (nothing is tabulated per record)', () => {
    const Custom = z.object({
      OuterList: z.array(z.object({ InnerKind: z.enum(['Alpha', 'Beta']), Count: z.number().default(1) })),
    });
    expect(
      parseRequest(Custom, { outerlist: [{ innerkind: 'BETA' }, { INNERKIND: 'alpha', count: 5, x: 0 }] }),
    ).toEqual({
      OuterList: [
        { InnerKind: 'Beta', Count: 1 },
        { InnerKind: 'Alpha', Count: 5 },
      ],
    });
  });

  it('handles unions by picking the option that validates', () => {
    expect(normalizeKeys(StatusResponse, { STATUS: 200 })).toEqual({ status: 200 });
    const U = z.union([
      z.object({ Kind: z.literal('a'), A: z.number() }),
      z.object({ Kind: z.literal('b'), B: z.string() }),
    ]);
    expect(parseRequest(U, { kind: 'b', b: 'x' })).toEqual({ Kind: 'b', B: 'x' });
  });
});

describe('RequestValidationError', () => {
  it('is a typed Error whose one-line message names the field path and the expected values', () => {
    let caught: unknown;
    try {
      parseRequest(ComparisonOptions, {
        sourceFile: { filePath: 's.docx' },
        targetFiles: [{ filePath: 't.docx' }, { password: 'x' }],
        settings: { detailsLevel: 'Extreme' },
      });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(RequestValidationError);
    expect(caught).toBeInstanceOf(Error);
    const err = caught as RequestValidationError;
    expect(err.name).toBe('RequestValidationError');
    expect(err.message).not.toMatch(/\n/);
    expect(err.message).toBe(
      'Invalid request body: TargetFiles[1].FilePath: is required (string); ' +
        'Settings.DetailsLevel: expected one of Low, Middle, High, got "Extreme"',
    );
    expect(err.issues).toEqual([
      { path: 'TargetFiles[1].FilePath', message: 'is required (string)' },
      { path: 'Settings.DetailsLevel', message: 'expected one of Low, Middle, High, got "Extreme"' },
    ]);
  });

  it('reports canonical paths even when the client used another casing, and type mismatches', () => {
    expect(() => parseRequest(Settings, { sensitivityofcomparison: 'high' })).toThrow(
      'Invalid request body: SensitivityOfComparison: expected number, got "high"',
    );
    expect(() => parseRequest(Settings, { SensitivityOfComparison: 150 })).toThrow(
      'SensitivityOfComparison: expected a number <= 100, got 150',
    );
  });

  it('a body that is not an object is reported against "body"', () => {
    expect(() => parseRequest(ComparisonOptions, [1, 2])).toThrow(
      'Invalid request body: body: expected object, got an array of 2',
    );
    expect(() => parseRequest(ComparisonOptions, undefined)).toThrow('body: is required (object)');
  });
});

describe('toWire', () => {
  const response = {
    Id: 1,
    Type: 'Inserted',
    StyleChangeInfo: [{ ChangedProperty: 'Bold', OldValue: 'a', NewValue: 'b' }],
    PageInfo: { Width: 1, Height: 2, PageNumber: 3 },
    Box: { Height: 1, Width: 2, X: 3, Y: 4 },
  };

  it("'pascal' returns the canonical value as is", () => {
    expect(toWire(response, 'pascal')).toBe(response);
  });

  it("'camel' lower-cases the first letter of every key, deeply, without mutating the input", () => {
    const copy = structuredClone(response);
    expect(toWire(response, 'camel')).toEqual({
      id: 1,
      type: 'Inserted',
      styleChangeInfo: [{ changedProperty: 'Bold', oldValue: 'a', newValue: 'b' }],
      pageInfo: { width: 1, height: 2, pageNumber: 3 },
      box: { height: 1, width: 2, x: 3, y: 4 },
    });
    expect(response).toEqual(copy);
  });

  it('leaves Link fields as they are, alone or inside arrays and records', () => {
    const links = [{ href: 'https://h/a.docx', rel: 'self', type: 'file', title: 'a.docx' }];
    expect(toWire(links, 'camel')).toEqual(links);
    expect(toWire({ Result: links[0], MetaData: { LastSaveBy: 'x' } }, 'camel')).toEqual({
      result: { href: 'https://h/a.docx', rel: 'self', type: 'file', title: 'a.docx' },
      metaData: { lastSaveBy: 'x' },
    });
  });

  it('passes non-plain objects (Date, Uint8Array) through untouched', () => {
    const date = new Date(0);
    const bytes = new Uint8Array([1, 2]);
    const out = toWire({ When: date, Bytes: bytes }, 'camel') as { when: Date; bytes: Uint8Array };
    expect(out.when).toBe(date);
    expect(out.bytes).toBe(bytes);
  });

  it('camelCase output parses back to the same canonical object', () => {
    const canonical = parseRequest(ComparisonOptions, {
      SourceFile: { FilePath: 's' },
      TargetFiles: [{ FilePath: 't', VersionId: '2' }],
      Settings: { PaperSize: 'A4', CloneMetadata: 'Target' },
    });
    expect(parseRequest(ComparisonOptions, toWire(canonical, 'camel'))).toEqual(canonical);
  });

  it('helpers: toCamelKey and formatPath', () => {
    expect(toCamelKey('FilePath')).toBe('filePath');
    expect(toCamelKey('X')).toBe('x');
    expect(toCamelKey('href')).toBe('href');
    expect(toCamelKey('')).toBe('');
    expect(formatPath(['Changes', 0, 'StyleChangeInfo', 2, 'OldValue'])).toBe('Changes[0].StyleChangeInfo[2].OldValue');
    expect(formatPath([])).toBe('');
  });
});
