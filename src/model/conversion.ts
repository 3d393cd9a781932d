/**
 * Request/response bodies of two SIBLING GroupDocs Cloud APIs that docdelta also
 * serves. Neither is part of the GroupDocs.Comparison Cloud v2.0 spec:
 *
 *  - POST /conversion  (GroupDocs.Conversion Cloud, ConvertSettings)
 *    source: groupdocs-conversion-cloud-python groupdocs_conversion_cloud/models/
 *    convert_settings.py, load_options.py, csv_load_options.py, convert_options.py.
 *    Its names are PascalCase like the comparison API.
 *
 *  - POST /translation/resx  (GroupDocs.Translation Cloud, ResxFileRequest / StatusResponse)
 *    source: groupdocs-translation-cloud-python GroupDocs/Translation/Api/models/
 *    resx_file_request.py, status_response.py (OpenAPI-generator, pydantic aliases)
 *    and groupdocs-translation-cloud-dotnet docs/ResxFileRequest.md.
 *    Its spec names are camelCase, so camelCase is their canonical form here.
 */
import { z } from 'zod';
import { SavingMode } from './enums';

const int = () => z.number().int();

/**
 * CsvLoadOptions (csv_load_options.py, extends SpreadsheetLoadOptions).
 * Spec marks Separator, IsMultiEncoded, HasFormula, ConvertNumericData and
 * ConvertDateTimeData required. Stated defaults: ConvertNumericData and
 * ConvertDateTimeData "Default is True"; the booleans without a stated default
 * take C# default(bool). Separator has no stated default and stays required.
 */
export const CsvLoadOptions = z.object({
  Format: z.string().optional(),
  Separator: z.string().min(1),
  IsMultiEncoded: z.boolean().default(false),
  HasFormula: z.boolean().default(false),
  ConvertNumericData: z.boolean().default(true),
  ConvertDateTimeData: z.boolean().default(true),
  Encoding: z.string().optional(),
});
export type CsvLoadOptions = z.infer<typeof CsvLoadOptions>;

/**
 * LoadOptions as accepted in ConvertSettings.LoadOptions. The spec's LoadOptions is a
 * polymorphic base (only `Format`) with one subclass per input format; the server
 * picks the subclass from the input file. docdelta keeps one flat record: the base
 * field, the CSV fields (all optional here: they apply only to CSV input; apply
 * CsvLoadOptions for CSV defaults) and Password, which most subclasses carry.
 */
export const LoadOptions = z.object({
  /** Input format, e.g. "docx"; only needed for direct (stream) conversion. */
  Format: z.string().optional(),
  Password: z.string().optional(),
  Separator: z.string().min(1).optional(),
  IsMultiEncoded: z.boolean().optional(),
  HasFormula: z.boolean().optional(),
  ConvertNumericData: z.boolean().optional(),
  ConvertDateTimeData: z.boolean().optional(),
  Encoding: z.string().optional(),
});
export type LoadOptions = z.infer<typeof LoadOptions>;

/**
 * ConvertOptions base (convert_options.py). FromPage and PagesCount are marked
 * required on the base class but are optional here because the record is a
 * polymorphic base and subclass defaults differ. WatermarkOptions is not modelled.
 */
export const ConvertOptions = z.object({
  FromPage: int().min(1).optional(),
  PagesCount: int().min(1).optional(),
  /** Page indexes to convert. */
  Pages: z.array(int()).optional(),
});
export type ConvertOptions = z.infer<typeof ConvertOptions>;

/** ConvertSettings: body of POST /conversion (convert_settings.py). FilePath and Format required, min length 1. */
export const ConvertSettings = z.object({
  StorageName: z.string().optional(),
  FilePath: z.string().min(1),
  /** Requested output format, e.g. "pdf". */
  Format: z.string().min(1),
  LoadOptions: LoadOptions.optional(),
  ConvertOptions: ConvertOptions.optional(),
  /** Converted file save path; when absent the result is returned in the response. */
  OutputPath: z.string().optional(),
  FontsPath: z.string().optional(),
});
export type ConvertSettings = z.infer<typeof ConvertSettings>;

/** StoredConvertedResult: one element of the POST /conversion response array. */
export const StoredConvertedResult = z.object({
  Name: z.string().optional(),
  Size: int().min(0),
  Url: z.string().optional(),
});
export type StoredConvertedResult = z.infer<typeof StoredConvertedResult>;

/**
 * ResxFileRequest: body of POST /translation/resx.
 * sourceLanguage: required, min length 1, default "en" (python from_dict falls back
 * to 'en'; dotnet docs "[default to \"en\"]"). targetLanguages: required.
 * savingMode: "Is Files by default" (field description).
 */
export const ResxFileRequest = z.object({
  sourceLanguage: z.string().min(1).default('en'),
  targetLanguages: z.array(z.string().min(1)).min(1),
  /** File content; byte[] in the spec, i.e. base64 in JSON. Takes precedence over url. */
  file: z.string().optional(),
  /** "If null will be as request ID." */
  originalFileName: z.string().optional(),
  /** Link to the file; ignored if `file` is set. */
  url: z.string().optional(),
  /** "Url or name of application using this SDK. Not required." */
  origin: z.string().optional(),
  savingMode: SavingMode.default('Files'),
});
export type ResxFileRequest = z.infer<typeof ResxFileRequest>;
export type ResxFileRequestInput = z.input<typeof ResxFileRequest>;

/**
 * StatusResponse: response of POST /translation/resx (status_response.py).
 * `status` is the spec's HttpStatusCode (the .NET enum: serialised as its number,
 * or its name); `id` is the request id used to poll for the result.
 */
export const StatusResponse = z.object({
  status: z.union([int(), z.string()]).optional(),
  message: z.string().optional(),
  id: z.string().optional(),
});
export type StatusResponse = z.infer<typeof StatusResponse>;
