import { describe, it, expect } from 'vitest';
import {
  ApplyRevisionsOptions,
  ChangeInfo,
  ComparisonOptions,
  FileInfo,
  FormatsResult,
  InfoResult,
  ItemsStyle,
  Link,
  PageInfo,
  PreviewOptions,
  Rectangle,
  RevisionInfo,
  Settings,
  Size,
  StyleChangeInfo,
  UpdatesOptions,
  parseRequest,
} from '../../src/model';

// The vendor's defaults where it states or shows one (inserted and deleted content shown, style
// changes detected, headers and footers compared, sensitivity 75), else C# default(T).
const SETTINGS_DEFAULTS = {
  GenerateSummaryPage: false,
  ShowDeletedContent: true,
  ShowInsertedContent: true,
  StyleChangeDetection: true,
  DetailsLevel: 'Low',
  UseFramesForDelInsElements: false,
  CalculateComponentCoordinates: false,
  MarkChangedContent: false,
  MarkNestedContent: false,
  CloneMetadata: 'Default',
  PasswordSaveOption: 'None',
  HeaderFootersComparison: true,
  PaperSize: 'Default',
  SensitivityOfComparison: 75,
};

describe('Settings', () => {
  it('an empty Settings gets every spec-required field with the vendor default (shown content, SensitivityOfComparison 75)', () => {
    expect(Settings.parse({})).toEqual(SETTINGS_DEFAULTS);
  });

  it('keeps every field the spec lists', () => {
    const full = {
      GenerateSummaryPage: true,
      ShowDeletedContent: true,
      ShowInsertedContent: true,
      StyleChangeDetection: true,
      InsertedItemsStyle: { FontColor: '#00FF00', Bold: true },
      DeletedItemsStyle: { HighlightColor: 'Red', StrikeThrough: true },
      ChangedItemsStyle: { BeginSeparatorString: '[', EndSeparatorString: ']' },
      WordsSeparatorChars: [' ', ','],
      DetailsLevel: 'High',
      UseFramesForDelInsElements: true,
      CalculateComponentCoordinates: true,
      MarkChangedContent: true,
      MarkNestedContent: true,
      CloneMetadata: 'FileAuthor',
      MetaData: { Author: 'Ann', LastSaveBy: 'Bob', Company: 'ACME' },
      PasswordSaveOption: 'User',
      Password: 'secret',
      DiagramMasterSetting: { MasterPath: 'masters/m.vssx', UseSourceMaster: true },
      OriginalSize: { Width: 800, Height: 600 },
      HeaderFootersComparison: true,
      PaperSize: 'A3',
      SensitivityOfComparison: 40,
    };
    const parsed = Settings.parse(full);
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(full).sort());
    expect(parsed.CloneMetadata).toBe('FileAuthor');
    expect(parsed.MetaData).toEqual({ Author: 'Ann', LastSaveBy: 'Bob', Company: 'ACME' });
    expect(parsed.InsertedItemsStyle).toEqual({
      FontColor: '#00FF00',
      Bold: true,
      Italic: false,
      StrikeThrough: false,
      Underline: false,
    });
    expect(parsed.SensitivityOfComparison).toBe(40);
  });

  it('the spec name is CloneMetadata: ClonedMetadata is an unknown field', () => {
    const parsed = parseRequest(Settings, { ClonedMetadata: 'Source' });
    expect(parsed.CloneMetadata).toBe('Default');
    expect('ClonedMetadata' in parsed).toBe(false);
  });

  it('SensitivityOfComparison must be an integer within 0..100', () => {
    expect(Settings.safeParse({ SensitivityOfComparison: 101 }).success).toBe(false);
    expect(Settings.safeParse({ SensitivityOfComparison: -1 }).success).toBe(false);
    expect(Settings.safeParse({ SensitivityOfComparison: 50.5 }).success).toBe(false);
    expect(Settings.parse({ SensitivityOfComparison: 0 }).SensitivityOfComparison).toBe(0);
  });
});

describe('ItemsStyle, Size, DiagramMasterSetting', () => {
  it('colors are strings; the style flags default to false', () => {
    expect(ItemsStyle.parse({ FontColor: 'Red', HighlightColor: '#FFFF00' })).toEqual({
      FontColor: 'Red',
      HighlightColor: '#FFFF00',
      Bold: false,
      Italic: false,
      StrikeThrough: false,
      Underline: false,
    });
    expect(ItemsStyle.safeParse({ FontColor: 0xff0000 }).success).toBe(false);
  });

  it('Size defaults to 0 x 0', () => {
    expect(Size.parse({})).toEqual({ Width: 0, Height: 0 });
    expect(Size.safeParse({ Width: 1.5 }).success).toBe(false);
  });
});

describe('FileInfo and ComparisonOptions', () => {
  it('FileInfo carries FilePath, StorageName, VersionId, Password', () => {
    const fi = { FilePath: 'a/b.docx', StorageName: 'main', VersionId: 'v2', Password: 'pw' };
    expect(FileInfo.parse(fi)).toEqual(fi);
    expect(FileInfo.safeParse({ FilePath: '' }).success).toBe(false);
  });

  it('ComparisonOptions needs a source and at least one target; ChangeType defaults to None', () => {
    const parsed = ComparisonOptions.parse({
      SourceFile: { FilePath: 's.docx' },
      TargetFiles: [{ FilePath: 't.docx' }],
      OutputPath: 'out/result.docx',
    });
    expect(parsed).toEqual({
      SourceFile: { FilePath: 's.docx' },
      TargetFiles: [{ FilePath: 't.docx' }],
      ChangeType: 'None',
      OutputPath: 'out/result.docx',
    });
    expect(parsed.Settings).toBeUndefined();
    expect(ComparisonOptions.safeParse({ SourceFile: { FilePath: 's' }, TargetFiles: [] }).success).toBe(false);
    expect(ComparisonOptions.safeParse({ TargetFiles: [{ FilePath: 't' }] }).success).toBe(false);
  });

  it('UpdatesOptions is ComparisonOptions plus Changes', () => {
    const parsed = UpdatesOptions.parse({
      SourceFile: { FilePath: 's.docx' },
      TargetFiles: [{ FilePath: 't.docx' }],
      Settings: {},
      Changes: [{ Id: 3, ComparisonAction: 'Reject' }],
    });
    expect(parsed.Settings?.SensitivityOfComparison).toBe(75);
    expect(parsed.ChangeType).toBe('None');
    expect(parsed.Changes).toEqual([
      { Id: 3, ComparisonAction: 'Reject', Type: 'None', Box: { Height: 0, Width: 0, X: 0, Y: 0 } },
    ]);
  });
});

describe('ChangeInfo and its parts', () => {
  it('accepts a full change as returned by /comparison/changes', () => {
    const change = {
      Id: 7,
      ComparisonAction: 'Accept',
      Type: 'StyleChanged',
      Text: 'old',
      TargetText: 'new',
      Authors: ['GroupDocs'],
      StyleChangeInfo: [{ ChangedProperty: 'Bold', OldValue: 'False', NewValue: 'True' }],
      PageInfo: { Width: 595, Height: 842, PageNumber: 1 },
      Box: { Height: 10.5, Width: 100.25, X: 72, Y: 144.5 },
    };
    expect(ChangeInfo.parse(change)).toEqual(change);
  });

  it('Id is required; everything the spec requires otherwise defaults', () => {
    expect(ChangeInfo.safeParse({ ComparisonAction: 'Accept' }).success).toBe(false);
    expect(ChangeInfo.parse({ Id: 0 })).toEqual({
      Id: 0,
      ComparisonAction: 'None',
      Type: 'None',
      Box: { Height: 0, Width: 0, X: 0, Y: 0 },
    });
  });

  it('StyleChangeInfo uses the spec name ChangedProperty (PropertyName is not a field)', () => {
    expect(Object.keys(StyleChangeInfo.shape)).toEqual(['ChangedProperty', 'OldValue', 'NewValue']);
    expect(parseRequest(StyleChangeInfo, { PropertyName: 'Bold', changedProperty: 'Italic' })).toEqual({
      ChangedProperty: 'Italic',
    });
  });

  it('PageInfo integers and Rectangle floats', () => {
    expect(PageInfo.parse({ PageNumber: 2 })).toEqual({ Width: 0, Height: 0, PageNumber: 2 });
    expect(PageInfo.safeParse({ PageNumber: 1.5 }).success).toBe(false);
    expect(Rectangle.parse({ X: 1.25, Y: 2.5, Width: 3, Height: 4 })).toEqual({ X: 1.25, Y: 2.5, Width: 3, Height: 4 });
  });
});

describe('revisions and preview', () => {
  it('RevisionInfo defaults Action None and Type Insertion; Id required', () => {
    expect(RevisionInfo.parse({ Id: 1, Text: 'x', Author: 'me' })).toEqual({
      Id: 1,
      Action: 'None',
      Text: 'x',
      Author: 'me',
      Type: 'Insertion',
    });
    expect(RevisionInfo.safeParse({ Action: 'Accept' }).success).toBe(false);
  });

  it('ApplyRevisionsOptions defaults AcceptAll and RejectAll to false', () => {
    expect(ApplyRevisionsOptions.parse({ SourceFile: { FilePath: 'r.docx' } })).toEqual({
      SourceFile: { FilePath: 'r.docx' },
      AcceptAll: false,
      RejectAll: false,
    });
    const parsed = ApplyRevisionsOptions.parse({
      SourceFile: { FilePath: 'r.docx' },
      Revisions: [{ Id: 0, Action: 'Reject', Type: 'Deletion' }],
      AcceptAll: true,
      OutputPath: 'o.docx',
    });
    expect(parsed.Revisions?.[0]).toEqual({ Id: 0, Action: 'Reject', Type: 'Deletion' });
    expect(parsed.AcceptAll).toBe(true);
  });

  it('PreviewOptions defaults Format Jpeg and 0 x 0; PageNumbers are 1-based ints', () => {
    expect(PreviewOptions.parse({ FileInfo: { FilePath: 'p.pdf' } })).toEqual({
      FileInfo: { FilePath: 'p.pdf' },
      Format: 'Jpeg',
      Width: 0,
      Height: 0,
    });
    const parsed = PreviewOptions.parse({
      FileInfo: { FilePath: 'p.pdf' },
      Format: 'Bmp',
      OutputFolder: 'previews',
      Width: 320,
      Height: 200,
      PageNumbers: [1, 3],
    });
    expect(parsed.PageNumbers).toEqual([1, 3]);
    expect(parsed.Format).toBe('Bmp');
    expect(PreviewOptions.safeParse({ FileInfo: { FilePath: 'p' }, PageNumbers: [0] }).success).toBe(false);
  });
});

describe('response records', () => {
  it('Link fields are lower-case in the spec', () => {
    expect(Object.keys(Link.shape)).toEqual(['href', 'rel', 'type', 'title']);
    expect(parseRequest(Link, { HREF: 'https://x/y', Rel: 'self' })).toEqual({ href: 'https://x/y', rel: 'self' });
  });

  it('InfoResult requires Size and PageCount', () => {
    expect(InfoResult.safeParse({ Format: 'Microsoft Word', Extension: '.docx', Size: 1024 }).success).toBe(false);
    expect(InfoResult.parse({ Format: 'Microsoft Word', Extension: '.docx', Size: 1024, PageCount: 2 }).PageCount).toBe(
      2,
    );
  });

  it('FormatsResult lists Format records', () => {
    const parsed = FormatsResult.parse({ Formats: [{ Extension: '.docx', FileFormat: 'Microsoft Word Open XML' }] });
    expect(parsed.Formats?.[0]).toEqual({ Extension: '.docx', FileFormat: 'Microsoft Word Open XML' });
  });
});
