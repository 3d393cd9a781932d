/**
 * Comparison records of the GroupDocs.Comparison Cloud v2.0 API.
 *
 * Field names are the spec's (PascalCase, as in the python SDK `attribute_map`
 * and the .NET SDK property names); that is docdelta's canonical form.
 *
 * Required fields and defaults. The spec (python SDK setters that raise
 * "must not be `None`") marks every non-nullable value-type field as required:
 * booleans, ints, enums, the Rectangle struct. The vendor SDKs nevertheless omit
 * unset fields (node `new Settings({...})`, python drops None), and the .NET
 * server then binds C# `default(T)`: false, 0, the first enum member. So for
 * records that clients SEND, such fields get `.default(<C# default(T)>)` here:
 * they are optional on input and always present on output. The only default the
 * API states in words is Settings.SensitivityOfComparison = 75 ("Default is 75",
 * models/settings.py and docs data-structures/settings.md).
 * Records the server only RETURNS (InfoResult, storage records) keep their
 * required fields strictly required, so docdelta cannot emit an incomplete one.
 */
import { z } from 'zod';
import {
  ChangeType,
  CloneMetadata,
  ComparisonAction,
  DetailsLevel,
  PaperSize,
  PasswordSaveOption,
  PreviewFormat,
  RevisionAction,
  RevisionType,
} from './enums';

const int = () => z.number().int();

/**
 * FileInfo: describes a compared document (models/file_info.py).
 * Spec: all four fields optional. docdelta requires FilePath (non-empty):
 * every endpoint that takes a FileInfo needs it, and failing here gives a
 * clearer message than a storage lookup of `undefined`.
 */
export const FileInfo = z.object({
  FilePath: z.string().min(1),
  VersionId: z.string().optional(),
  StorageName: z.string().optional(),
  Password: z.string().optional(),
});
export type FileInfo = z.infer<typeof FileInfo>;

/** ItemsStyle (models/items_style.py). Colors are strings ("#FF0000", "Red", ...). */
export const ItemsStyle = z.object({
  FontColor: z.string().optional(),
  HighlightColor: z.string().optional(),
  BeginSeparatorString: z.string().optional(),
  EndSeparatorString: z.string().optional(),
  // Required in spec (non-nullable bool) -> C# default(bool).
  Bold: z.boolean().default(false),
  Italic: z.boolean().default(false),
  StrikeThrough: z.boolean().default(false),
  Underline: z.boolean().default(false),
});
export type ItemsStyle = z.infer<typeof ItemsStyle>;

/** Metadata: user metadata for the result document (models/metadata.py). */
export const Metadata = z.object({
  Author: z.string().optional(),
  LastSaveBy: z.string().optional(),
  Company: z.string().optional(),
});
export type Metadata = z.infer<typeof Metadata>;

/** DiagramMasterSetting (models/diagram_master_setting.py). */
export const DiagramMasterSetting = z.object({
  MasterPath: z.string().optional(),
  // Required in spec -> C# default(bool).
  UseSourceMaster: z.boolean().default(false),
});
export type DiagramMasterSetting = z.infer<typeof DiagramMasterSetting>;

/** Size: item size, used by Settings.OriginalSize (models/size.py). Both required in spec. */
export const Size = z.object({
  Width: int().default(0),
  Height: int().default(0),
});
export type Size = z.infer<typeof Size>;

/**
 * Settings: comparison process settings (models/settings.py, Settings.cs).
 * Note the spec spells it `CloneMetadata` (not ClonedMetadata) and `MetaData`
 * (capital D).
 */
export const Settings = z.object({
  // Required in spec; defaults are C# default(T) unless noted. The vendor's service shows
  // inserted and deleted content and detects style changes when the caller leaves the field
  // out (its SDKs never set them and expect those changes), as the engine does with no Settings.
  GenerateSummaryPage: z.boolean().default(false),
  ShowDeletedContent: z.boolean().default(true),
  ShowInsertedContent: z.boolean().default(true),
  StyleChangeDetection: z.boolean().default(true),
  InsertedItemsStyle: ItemsStyle.optional(),
  DeletedItemsStyle: ItemsStyle.optional(),
  ChangedItemsStyle: ItemsStyle.optional(),
  WordsSeparatorChars: z.array(z.string()).optional(),
  DetailsLevel: DetailsLevel.default('Low'),
  UseFramesForDelInsElements: z.boolean().default(false),
  CalculateComponentCoordinates: z.boolean().default(false),
  MarkChangedContent: z.boolean().default(false),
  MarkNestedContent: z.boolean().default(false),
  CloneMetadata: CloneMetadata.default('Default'),
  MetaData: Metadata.optional(),
  PasswordSaveOption: PasswordSaveOption.default('None'),
  Password: z.string().optional(),
  DiagramMasterSetting: DiagramMasterSetting.optional(),
  OriginalSize: Size.optional(),
  // Headers and footers are compared unless the caller says not to (the engine's default too).
  HeaderFootersComparison: z.boolean().default(true),
  PaperSize: PaperSize.default('Default'),
  // "Gets or sets a sensitivity of comparison. Default is 75" (models/settings.py);
  // docs settings.md: "(1..100). Default is 75". 0 is accepted because the docs'
  // own Settings example sends 0.
  SensitivityOfComparison: int().min(0).max(100).default(75),
  // GroupDocs.Comparison's CompareOptions.WordTrackChanges: write the result as native Word
  // revisions instead of styled marks. Not in the Cloud spec; absent = styled result.
  WordTrackChanges: z.boolean().optional(),
  // docdelta extensions for spreadsheets: compare formulas as well as values (default true),
  // and the relative difference under which two numbers count as equal (default 1e-9).
  CellsCompareFormulas: z.boolean().optional(),
  CellsNumericTolerance: z.number().min(0).optional(),
});
export type Settings = z.infer<typeof Settings>;

/**
 * ComparisonOptions (models/comparison_options.py). Body of POST /comparison/comparisons
 * and POST /comparison/changes.
 * Spec: SourceFile/TargetFiles optional (nullable references); docdelta requires a
 * source and at least one target, which every comparison endpoint needs.
 */
export const ComparisonOptions = z.object({
  SourceFile: FileInfo,
  TargetFiles: z.array(FileInfo).min(1),
  Settings: Settings.optional(),
  // "Changes type. Used only for Changes resource (/comparison/changes)".
  // Required in spec -> C# default(ChangeType) = None.
  ChangeType: ChangeType.default('None'),
  // "if not specified the document will not be saved"
  OutputPath: z.string().optional(),
});
export type ComparisonOptions = z.infer<typeof ComparisonOptions>;

/** StyleChangeInfo (models/style_change_info.py). The spec field is ChangedProperty. */
export const StyleChangeInfo = z.object({
  ChangedProperty: z.string().optional(),
  OldValue: z.string().optional(),
  NewValue: z.string().optional(),
});
export type StyleChangeInfo = z.infer<typeof StyleChangeInfo>;

/** PageInfo (models/page_info.py). All three required (int) in spec. */
export const PageInfo = z.object({
  Width: int().default(0),
  Height: int().default(0),
  PageNumber: int().default(0),
});
export type PageInfo = z.infer<typeof PageInfo>;

/** Rectangle (models/rectangle.py). All four required (float) in spec. */
export const Rectangle = z.object({
  Height: z.number().default(0),
  Width: z.number().default(0),
  X: z.number().default(0),
  Y: z.number().default(0),
});
export type Rectangle = z.infer<typeof Rectangle>;

/**
 * ChangeInfo (models/change_info.py). Returned by POST /comparison/changes and sent
 * back in UpdatesOptions.Changes, so it is parsed leniently like a request record.
 * Id is kept strictly required (no 0 default): it is what identifies the change.
 */
export const ChangeInfo = z.object({
  Id: int(),
  ComparisonAction: ComparisonAction.default('None'),
  Type: ChangeType.default('None'),
  Text: z.string().optional(),
  TargetText: z.string().optional(),
  Authors: z.array(z.string()).optional(),
  StyleChangeInfo: z.array(StyleChangeInfo).optional(),
  PageInfo: PageInfo.optional(),
  // Required in spec (Rectangle is a struct) -> all-zero rectangle.
  Box: Rectangle.default({ Height: 0, Width: 0, X: 0, Y: 0 }),
});
export type ChangeInfo = z.infer<typeof ChangeInfo>;

/** UpdatesOptions = ComparisonOptions + Changes (models/updates_options.py). Body of PUT /comparison/updates. */
export const UpdatesOptions = ComparisonOptions.extend({
  // "Changes to apply or reject. Used only for updates resource (/comparison/updates)"
  Changes: z.array(ChangeInfo).optional(),
});
export type UpdatesOptions = z.infer<typeof UpdatesOptions>;

/**
 * RevisionInfo (models/revision_info.py). Returned by POST /comparison/revisions and
 * sent back in ApplyRevisionsOptions.Revisions. Id strictly required, as for ChangeInfo.
 */
export const RevisionInfo = z.object({
  Id: int(),
  // Required in spec -> C# default: None / Insertion (first members).
  Action: RevisionAction.default('None'),
  Text: z.string().optional(),
  Author: z.string().optional(),
  Type: RevisionType.default('Insertion'),
});
export type RevisionInfo = z.infer<typeof RevisionInfo>;

/** ApplyRevisionsOptions (models/apply_revisions_options.py). Body of PUT /comparison/revisions. */
export const ApplyRevisionsOptions = z.object({
  // Spec: optional; required here (see FileInfo).
  SourceFile: FileInfo,
  Revisions: z.array(RevisionInfo).optional(),
  // Required in spec -> C# default(bool).
  AcceptAll: z.boolean().default(false),
  RejectAll: z.boolean().default(false),
  OutputPath: z.string().optional(),
});
export type ApplyRevisionsOptions = z.infer<typeof ApplyRevisionsOptions>;

/** PreviewOptions (models/preview_options.py). Body of POST /comparison/preview. */
export const PreviewOptions = z.object({
  // Spec: optional; required here (see FileInfo).
  FileInfo: FileInfo,
  // Required in spec -> C# default(Format) = Jpeg (first member).
  Format: PreviewFormat.default('Jpeg'),
  OutputFolder: z.string().optional(),
  // Required in spec (int) -> 0.
  Width: int().min(0).default(0),
  Height: int().min(0).default(0),
  PageNumbers: z.array(int().min(1)).optional(),
});
export type PreviewOptions = z.infer<typeof PreviewOptions>;

/**
 * Link (models/link.py): the one record whose wire names are lower-case in the
 * spec itself (`attribute_map = {'href': 'href', ...}`). Returned by
 * POST /comparison/comparisons, PUT /comparison/updates, PUT /comparison/revisions
 * and (as an array) POST /comparison/preview.
 */
export const Link = z.object({
  href: z.string().optional(),
  rel: z.string().optional(),
  type: z.string().optional(),
  title: z.string().optional(),
});
export type Link = z.infer<typeof Link>;

/** InfoResult (models/info_result.py), response of POST /comparison/info. Size and PageCount required. */
export const InfoResult = z.object({
  Format: z.string().optional(),
  Extension: z.string().optional(),
  Size: int().min(0),
  PageCount: int().min(0),
});
export type InfoResult = z.infer<typeof InfoResult>;

/** Format (models/format.py). */
export const Format = z.object({
  Extension: z.string().optional(),
  FileFormat: z.string().optional(),
});
export type Format = z.infer<typeof Format>;

/** FormatsResult (FormatsResult.cs), response of GET /comparison/formats. */
export const FormatsResult = z.object({
  Formats: z.array(Format).optional(),
});
export type FormatsResult = z.infer<typeof FormatsResult>;

// Input-side types (what a client may send: defaulted fields optional).
export type FileInfoInput = z.input<typeof FileInfo>;
export type SettingsInput = z.input<typeof Settings>;
export type ComparisonOptionsInput = z.input<typeof ComparisonOptions>;
export type UpdatesOptionsInput = z.input<typeof UpdatesOptions>;
export type ChangeInfoInput = z.input<typeof ChangeInfo>;
export type RevisionInfoInput = z.input<typeof RevisionInfo>;
export type ApplyRevisionsOptionsInput = z.input<typeof ApplyRevisionsOptions>;
export type PreviewOptionsInput = z.input<typeof PreviewOptions>;
