import type { FormatHooks } from '../hooks';

/** The presentation family's hooks; each loads its module on first use. */
export const slidesHooks: FormatHooks = {
  mergeConflicts: {
    // PowerPoint text shapes in conflict become two framed shapes; anything else, and Impress, the engine's view.
    mark: async ({ format, oursWins, theirsWin, changes }) => {
      if (format === 'odp') return undefined;
      const { frameConflictingShapes } = await import('./write/merge-conflicts');
      const framed = frameConflictingShapes(
        oursWins.bytes,
        oursWins.document,
        theirsWin.bytes,
        theirsWin.document,
        changes,
      );
      return framed ? { bytes: framed, source: oursWins.bytes, target: theirsWin.bytes } : undefined;
    },
  },
};
