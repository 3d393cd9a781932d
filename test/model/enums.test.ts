import { describe, it, expect } from 'vitest';
import {
  CHANGE_TYPE_VALUES,
  CLONE_METADATA_VALUES,
  COMPARISON_ACTION_VALUES,
  ChangeType,
  DETAILS_LEVEL_VALUES,
  PAPER_SIZE_VALUES,
  PASSWORD_SAVE_OPTION_VALUES,
  PREVIEW_FORMAT_VALUES,
  PaperSize,
  PreviewFormat,
  REVISION_ACTION_VALUES,
  REVISION_TYPE_VALUES,
  RequestValidationError,
  SAVING_MODE_VALUES,
  parseRequest,
} from '../../src/model';

describe('enum value lists (spec order)', () => {
  it('ChangeType has the eleven spec values in order', () => {
    expect([...CHANGE_TYPE_VALUES]).toEqual([
      'None',
      'Modified',
      'Inserted',
      'Deleted',
      'Added',
      'NotModified',
      'StyleChanged',
      'Resized',
      'Moved',
      'MovedAndResized',
      'ShiftedAndResized',
    ]);
    expect(ChangeType.options).toEqual([...CHANGE_TYPE_VALUES]);
  });

  it('action, revision, detail, metadata and password enums', () => {
    expect([...COMPARISON_ACTION_VALUES]).toEqual(['None', 'Accept', 'Reject']);
    expect([...REVISION_ACTION_VALUES]).toEqual(['None', 'Accept', 'Reject']);
    expect([...REVISION_TYPE_VALUES]).toEqual([
      'Insertion',
      'Deletion',
      'FormatChange',
      'StyleDefinitionChange',
      'Moving',
    ]);
    expect([...DETAILS_LEVEL_VALUES]).toEqual(['Low', 'Middle', 'High']);
    expect([...CLONE_METADATA_VALUES]).toEqual(['Default', 'Source', 'Target', 'FileAuthor']);
    expect([...PASSWORD_SAVE_OPTION_VALUES]).toEqual(['None', 'Source', 'Target', 'User']);
  });

  it('PaperSize is Default then A0..A8 only', () => {
    expect([...PAPER_SIZE_VALUES]).toEqual(['Default', 'A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8']);
    expect(PaperSize.safeParse('A9').success).toBe(false);
    expect(PaperSize.safeParse('Letter').success).toBe(false);
  });

  it('preview Format is Jpeg, Png, Bmp (Jpeg first) and translation savingMode is Files, Archive, Both', () => {
    expect([...PREVIEW_FORMAT_VALUES]).toEqual(['Jpeg', 'Png', 'Bmp']);
    expect([...SAVING_MODE_VALUES]).toEqual(['Files', 'Archive', 'Both']);
  });
});

describe('enum parsing', () => {
  it('the bare zod enum is strict about casing', () => {
    expect(PreviewFormat.safeParse('png').success).toBe(false);
    expect(PreviewFormat.parse('Png')).toBe('Png');
  });

  it('parseRequest matches enum values case-insensitively', () => {
    for (const input of ['png', 'Png', 'PNG', 'pNg', ' png ']) {
      expect(parseRequest(PreviewFormat, input)).toBe('Png');
    }
    expect(parseRequest(ChangeType, 'styleCHANGED')).toBe('StyleChanged');
    expect(parseRequest(PaperSize, 'a4')).toBe('A4');
  });

  it('parseRequest accepts an enum index as number or digit string, like the SDKs and the .NET server', () => {
    expect(parseRequest(PreviewFormat, 1)).toBe('Png');
    expect(parseRequest(PreviewFormat, '2')).toBe('Bmp');
    expect(parseRequest(ChangeType, 10)).toBe('ShiftedAndResized');
  });

  it('an unknown value or out-of-range index is rejected with the allowed values', () => {
    expect(() => parseRequest(PreviewFormat, 'gif')).toThrow(RequestValidationError);
    expect(() => parseRequest(PreviewFormat, 'gif')).toThrow('expected one of Jpeg, Png, Bmp, got "gif"');
    expect(() => parseRequest(PreviewFormat, 3)).toThrow('expected one of Jpeg, Png, Bmp, got 3');
    expect(() => parseRequest(PreviewFormat, 1.5)).toThrow(RequestValidationError);
  });
});
