import type { FormatHooks } from '../../hooks';
import { MERGE_AUTHORS } from '../../hooks';

/** OpenDocument text's hooks; each loads its module on first use. */
export const odtHooks: FormatHooks = {
  revisions: {
    list: async (bytes) => (await import('./write/revisions')).odfRevisions(bytes),
    count: async (bytes) => (await import('./write/tracked')).listOdfChanges(bytes).length,
    apply: async (bytes, _all, decisions) => {
      const { applyOdf } = await import('./write/revisions');
      const { listOdfChanges } = await import('./write/tracked');
      return applyOdf(bytes, decisions(listOdfChanges(bytes).length));
    },
  },
  mergeConflicts: {
    // Ours as the text, theirs tracked over it; deletions then become ours' and each change gets an annotation.
    mark: async ({ oursWins, theirsWin, changes, note, date, write }) => {
      const tracked = await write('tracked', oursWins, theirsWin, changes, MERGE_AUTHORS.theirs);
      const { markOdfConflicts } = await import('./write/merge-conflicts');
      return { bytes: markOdfConflicts(tracked, note, date), source: oursWins.bytes, target: theirsWin.bytes };
    },
  },
};
