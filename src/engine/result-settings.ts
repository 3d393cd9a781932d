import { InvalidOptionsError } from './errors';
import type { ItemStyle, ResultMode, ResultOptions } from './formats/writer';
import { CSS_NAMED_COLORS } from './formats/shared/css-colors';

/** The API's ItemsStyle as it arrives (PascalCase, parsed). */
export interface ItemsStyleInput {
  FontColor?: string;
  HighlightColor?: string;
  BeginSeparatorString?: string;
  EndSeparatorString?: string;
  Bold?: boolean;
  Italic?: boolean;
  StrikeThrough?: boolean;
  Underline?: boolean;
}

/** The Settings fields that shape a result document. */
export interface ResultSettingsInput {
  InsertedItemsStyle?: ItemsStyleInput;
  DeletedItemsStyle?: ItemsStyleInput;
  ChangedItemsStyle?: ItemsStyleInput;
  ShowDeletedContent?: boolean;
  ShowInsertedContent?: boolean;
  GenerateSummaryPage?: boolean;
  MarkNestedContent?: boolean;
  UseFramesForDelInsElements?: boolean;
  MarkChangedContent?: boolean;
  PaperSize?: string;
  MetaData?: { Author?: string; LastSaveBy?: string; Company?: string };
  /** Whose core properties the result carries: Default/Target (the target's), Source, or FileAuthor (MetaData's). */
  CloneMetadata?: string;
  WordTrackChanges?: boolean;
  /** Protect the result: None, Source (the source's password), Target, or User (Password). */
  PasswordSaveOption?: string;
  Password?: string;
}

const DEFAULT_INSERTED: ItemStyle = {
  fontColor: '0000FF',
  bold: false,
  italic: false,
  strikeThrough: false,
  underline: true,
  beginSeparator: '',
  endSeparator: '',
};
const DEFAULT_DELETED: ItemStyle = {
  fontColor: 'FF0000',
  bold: false,
  italic: false,
  strikeThrough: true,
  underline: false,
  beginSeparator: '',
  endSeparator: '',
};
const DEFAULT_CHANGED: ItemStyle = {
  fontColor: '008000',
  bold: false,
  italic: false,
  strikeThrough: false,
  underline: false,
  beginSeparator: '',
  endSeparator: '',
};

/** ISO 216 A-series sizes in points (PaperSize). */
const PAPER_SIZES: Record<string, { width: number; height: number }> = {
  A0: { width: 2384, height: 3370 },
  A1: { width: 1684, height: 2384 },
  A2: { width: 1191, height: 1684 },
  A3: { width: 842, height: 1191 },
  A4: { width: 595, height: 842 },
  A5: { width: 420, height: 595 },
  A6: { width: 298, height: 420 },
  A7: { width: 210, height: 298 },
  A8: { width: 147, height: 210 },
};

/**
 * A colour as the API sends it — a decimal RGB integer string ("16711680" = red, what the
 * vendor's .NET clients send), `#RRGGBB`, `RRGGBB`, `#AARRGGBB` or a CSS colour name — as
 * upper-case `RRGGBB`. Empty means "not set".
 */
export function parseColor(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (!text) return undefined;
  if (/^-?\d+$/.test(text)) {
    const n = Number(text);
    if (!Number.isSafeInteger(n)) throw new InvalidOptionsError(`${field} '${value}' is not a colour`);
    return ((n >>> 0) & 0xffffff).toString(16).toUpperCase().padStart(6, '0');
  }
  const hex = /^#?([0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text);
  if (hex) return hex[1].slice(-6).toUpperCase();
  const named = CSS_NAMED_COLORS[text.toLowerCase()];
  if (named) return named;
  throw new InvalidOptionsError(
    `${field} '${value}' is not a colour (decimal RGB such as "16711680", "#RRGGBB" or a colour name)`,
  );
}

function itemStyle(input: ItemsStyleInput | undefined, fallback: ItemStyle, field: string): ItemStyle {
  if (!input) return fallback;
  return {
    fontColor: parseColor(input.FontColor, `${field}.FontColor`) ?? fallback.fontColor,
    highlightColor: parseColor(input.HighlightColor, `${field}.HighlightColor`),
    bold: input.Bold ?? false,
    italic: input.Italic ?? false,
    strikeThrough: input.StrikeThrough ?? false,
    underline: input.Underline ?? false,
    beginSeparator: input.BeginSeparatorString ?? '',
    endSeparator: input.EndSeparatorString ?? '',
  };
}

/**
 * The date results carry (tracked changes, notes, PDF annotations) when the caller gives none:
 * a fixed epoch, so identical inputs give byte-identical results. {@link resultDateFromInputs}
 * prefers the target's own modified date.
 */
export const FALLBACK_RESULT_DATE = '1980-01-01T00:00:00Z';

/** A date as results write it: ISO 8601 in UTC, whole seconds. */
export function resultDateText(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The result date when the caller gives none: the target's modified date from its metadata
 * (OOXML/ODF ISO dates, PDF `D:` dates), else {@link FALLBACK_RESULT_DATE}. Never the clock:
 * a result must not change with the time it was made.
 */
export function resultDateFromInputs(modified: string | undefined): string {
  const parsed = parseMetadataDate(modified);
  return parsed ? resultDateText(parsed) : FALLBACK_RESULT_DATE;
}

function parseMetadataDate(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const value = text.trim();
  const pdf = /^D:(\d{4})(\d\d)?(\d\d)?(\d\d)?(\d\d)?(\d\d)?(?:([Zz+-])(\d\d)?'?(\d\d)?'?)?/.exec(value);
  let ms: number;
  if (pdf) {
    const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = pdf;
    const offset = sign === '+' || sign === '-' ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) : 0;
    ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - offset * 60000;
  } else if (/^\d{4}-\d\d-\d\d/.test(value)) {
    // A date without a zone (ODF's meta:date usually) is read as UTC, never as this machine's local time.
    ms = Date.parse(/T.*(Z|[+-]\d\d:?\d\d)$/i.test(value) || !value.includes('T') ? value : `${value}Z`);
  } else return undefined;
  if (!Number.isFinite(ms)) return undefined;
  const date = new Date(ms);
  // fflate and DOS-dated consumers start at 1980; a far-future date is a broken field, not a date.
  return date.getUTCFullYear() >= 1980 && date.getUTCFullYear() <= 9999 ? date : undefined;
}

export function resultOptionsFromSettings(
  settings: ResultSettingsInput | undefined,
  extra: { mode?: ResultMode; rejected?: ReadonlySet<number>; author?: string; date?: Date } = {},
): ResultOptions {
  const s = settings ?? {};
  const paper = s.PaperSize && s.PaperSize !== 'Default' ? PAPER_SIZES[s.PaperSize] : undefined;
  if (s.PaperSize && s.PaperSize !== 'Default' && !paper)
    throw new InvalidOptionsError(`PaperSize '${s.PaperSize}' is not one of Default, A0…A8`);
  const date = extra.date ? resultDateText(extra.date) : FALLBACK_RESULT_DATE;
  return {
    mode: extra.mode ?? (s.WordTrackChanges ? 'tracked' : 'styled'),
    rejected: extra.rejected ?? new Set(),
    inserted: itemStyle(s.InsertedItemsStyle, DEFAULT_INSERTED, 'InsertedItemsStyle'),
    deleted: itemStyle(s.DeletedItemsStyle, DEFAULT_DELETED, 'DeletedItemsStyle'),
    changed: itemStyle(s.ChangedItemsStyle, DEFAULT_CHANGED, 'ChangedItemsStyle'),
    showDeleted: s.ShowDeletedContent ?? true,
    showInserted: s.ShowInsertedContent ?? true,
    summaryPage: s.GenerateSummaryPage ?? false,
    markNested: s.MarkNestedContent ?? false,
    frames: (s.UseFramesForDelInsElements ?? false) || (s.MarkChangedContent ?? false),
    paperSize: paper,
    metadata: { author: s.MetaData?.Author, lastModifiedBy: s.MetaData?.LastSaveBy, company: s.MetaData?.Company },
    author: extra.author ?? 'docdelta',
    date,
  };
}
