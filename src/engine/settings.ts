import { InvalidOptionsError } from './errors';
import type { DiffOptions } from './diff/types';
import { DEFAULT_DIFF_OPTIONS } from './diff/types';

/**
 * The part of the API's Settings record the diff core honours, as it arrives (PascalCase names,
 * already parsed from JSON). Unknown fields are ignored here: writers read their own.
 */
export interface ComparisonSettingsInput {
  ShowDeletedContent?: boolean;
  ShowInsertedContent?: boolean;
  StyleChangeDetection?: boolean;
  DetailsLevel?: string;
  WordsSeparatorChars?: string[] | string;
  SensitivityOfComparison?: number;
  HeaderFootersComparison?: boolean;
  MarkNestedContent?: boolean;
  OriginalSize?: { Width?: number; Height?: number };
  CalculateComponentCoordinates?: boolean;
  CellsCompareFormulas?: boolean;
  CellsNumericTolerance?: number;
}

/** Maps API Settings onto the diff core's options; bad values are an error naming the field. */
export function diffOptionsFromSettings(settings: ComparisonSettingsInput | undefined): DiffOptions {
  const options: DiffOptions = { ...DEFAULT_DIFF_OPTIONS };
  if (!settings) return options;
  if (settings.ShowDeletedContent !== undefined) options.showDeleted = settings.ShowDeletedContent;
  if (settings.ShowInsertedContent !== undefined) options.showInserted = settings.ShowInsertedContent;
  if (settings.StyleChangeDetection !== undefined) options.detectStyleChanges = settings.StyleChangeDetection;
  if (settings.HeaderFootersComparison !== undefined) options.compareHeadersFooters = settings.HeaderFootersComparison;
  if (settings.MarkNestedContent !== undefined) options.markNested = settings.MarkNestedContent;
  if (settings.DetailsLevel !== undefined) {
    const level = String(settings.DetailsLevel).toLowerCase();
    if (level !== 'low' && level !== 'middle' && level !== 'high') {
      throw new InvalidOptionsError(`DetailsLevel '${settings.DetailsLevel}' is not one of Low, Middle, High`);
    }
    options.detailsLevel = level;
  }
  if (settings.WordsSeparatorChars !== undefined) {
    const chars = settings.WordsSeparatorChars;
    options.wordSeparators = Array.isArray(chars) ? chars.join('') : String(chars);
  }
  if (settings.CellsCompareFormulas !== undefined || settings.CellsNumericTolerance !== undefined) {
    const tolerance = settings.CellsNumericTolerance;
    if (tolerance !== undefined && (!Number.isFinite(Number(tolerance)) || Number(tolerance) < 0)) {
      throw new InvalidOptionsError(`CellsNumericTolerance ${tolerance} is not a number >= 0`);
    }
    options.cells = {
      compareFormulas: settings.CellsCompareFormulas,
      numericTolerance: tolerance === undefined ? undefined : Number(tolerance),
    };
  }
  if (settings.CalculateComponentCoordinates !== undefined)
    options.calculateCoordinates = settings.CalculateComponentCoordinates;
  if (settings.OriginalSize?.Width && settings.OriginalSize?.Height) {
    options.originalSize = { width: settings.OriginalSize.Width, height: settings.OriginalSize.Height };
  }
  if (settings.SensitivityOfComparison !== undefined) {
    const s = Number(settings.SensitivityOfComparison);
    if (!Number.isFinite(s) || s < 0 || s > 100) {
      throw new InvalidOptionsError(
        `SensitivityOfComparison ${settings.SensitivityOfComparison} is not a number from 0 to 100`,
      );
    }
    options.sensitivity = s;
  }
  return options;
}
