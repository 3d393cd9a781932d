/**
 * Enumerations of the GroupDocs.Comparison Cloud v2.0 API (plus the two
 * sibling GroupDocs APIs whose bodies docdelta also accepts, see conversion.ts).
 *
 * Every value list is exported in the spec's order. The order matters: the
 * vendor SDKs (python `allowed_values[int(x)]`) and the .NET server
 * (Newtonsoft StringEnumConverter) accept an enum's integer index as well as
 * its name, and C# `default(TEnum)` is the first member.
 *
 * Sources (checked against each other):
 *  - groupdocs-comparison-cloud-python  groupdocs_comparison_cloud/models/*.py (`allowed_values`)
 *  - groupdocs-comparison-cloud-node    src/model/*.ts (`export enum ...Enum`)
 *  - groupdocs-comparison-cloud-dotnet  src/GroupDocs.Comparison.Cloud.Sdk/Model/*.cs
 */
import { z } from 'zod';

import { CHANGE_TYPE_VALUES } from './change-types';

export { CHANGE_TYPE_VALUES };
export const ChangeType = z.enum(CHANGE_TYPE_VALUES);
export type ChangeType = z.infer<typeof ChangeType>;

/** ChangeInfo.ComparisonAction (models/change_info.py). */
export const COMPARISON_ACTION_VALUES = ['None', 'Accept', 'Reject'] as const;
export const ComparisonAction = z.enum(COMPARISON_ACTION_VALUES);
export type ComparisonAction = z.infer<typeof ComparisonAction>;

/** RevisionInfo.Action: same three values as ComparisonAction (models/revision_info.py). */
export const REVISION_ACTION_VALUES = COMPARISON_ACTION_VALUES;
export const RevisionAction = z.enum(REVISION_ACTION_VALUES);
export type RevisionAction = z.infer<typeof RevisionAction>;

/** RevisionInfo.Type (models/revision_info.py; RevisionInfo.cs TypeEnum). */
export const REVISION_TYPE_VALUES = [
  'Insertion',
  'Deletion',
  'FormatChange',
  'StyleDefinitionChange',
  'Moving',
] as const;
export const RevisionType = z.enum(REVISION_TYPE_VALUES);
export type RevisionType = z.infer<typeof RevisionType>;

/** Settings.DetailsLevel (models/settings.py). */
export const DETAILS_LEVEL_VALUES = ['Low', 'Middle', 'High'] as const;
export const DetailsLevel = z.enum(DETAILS_LEVEL_VALUES);
export type DetailsLevel = z.infer<typeof DetailsLevel>;

/** Settings.CloneMetadata (models/settings.py). */
export const CLONE_METADATA_VALUES = ['Default', 'Source', 'Target', 'FileAuthor'] as const;
export const CloneMetadata = z.enum(CLONE_METADATA_VALUES);
export type CloneMetadata = z.infer<typeof CloneMetadata>;

/** Settings.PasswordSaveOption (models/settings.py). */
export const PASSWORD_SAVE_OPTION_VALUES = ['None', 'Source', 'Target', 'User'] as const;
export const PasswordSaveOption = z.enum(PASSWORD_SAVE_OPTION_VALUES);
export type PasswordSaveOption = z.infer<typeof PasswordSaveOption>;

/** Settings.PaperSize: Default then A0..A8, nothing else (models/settings.py). */
export const PAPER_SIZE_VALUES = ['Default', 'A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'] as const;
export const PaperSize = z.enum(PAPER_SIZE_VALUES);
export type PaperSize = z.infer<typeof PaperSize>;

/**
 * PreviewOptions.Format. Spec order is Jpeg, Png, Bmp (models/preview_options.py
 * `allowed_values = ["Jpeg", "Png", "Bmp"]`), so index 0 / the C# default is Jpeg.
 */
export const PREVIEW_FORMAT_VALUES = ['Jpeg', 'Png', 'Bmp'] as const;
export const PreviewFormat = z.enum(PREVIEW_FORMAT_VALUES);
export type PreviewFormat = z.infer<typeof PreviewFormat>;

/**
 * ResxFileRequest.savingMode of the GroupDocs.Translation Cloud API
 * (groupdocs-translation-cloud-python GroupDocs/Translation/Api/models/resx_file_request.py).
 */
export const SAVING_MODE_VALUES = ['Files', 'Archive', 'Both'] as const;
export const SavingMode = z.enum(SAVING_MODE_VALUES);
export type SavingMode = z.infer<typeof SavingMode>;
