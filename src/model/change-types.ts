// Plain values, apart from enums.ts, so that a CLI command that checks a flag against them does
// not load zod.

/** ComparisonOptions.ChangeType and ChangeInfo.Type (models/comparison_options.py, models/change_info.py). */
export const CHANGE_TYPE_VALUES = [
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
] as const;
