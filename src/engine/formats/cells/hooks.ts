import type { FormatHooks } from '../hooks';

/** The spreadsheet family's hooks; each loads its module on first use. */
export const cellsHooks: FormatHooks = {
  mergeConflicts: {
    // The cell shows ours, filled, with a note holding theirs (the styled result's "old value").
    mark: async ({ format, oursWins, theirsWin, write, diff }) => {
      const swapped = await diff(theirsWin, oursWins);
      const styled = await write('styled', theirsWin, oursWins, swapped);
      const { rewordCellNotes } = await import('./write/merge-conflicts');
      return { bytes: rewordCellNotes(styled, format), source: theirsWin.bytes, target: oursWins.bytes };
    },
    finish: async (merged, ours, format) =>
      format === 'csv' || format === 'tsv'
        ? (await import('./write/merge-conflicts')).matchLineEndings(merged, ours)
        : merged,
  },
};
