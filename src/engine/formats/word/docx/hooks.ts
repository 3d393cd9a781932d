import type { FormatHooks } from '../../hooks';
import { MERGE_AUTHORS } from '../../hooks';

/** Word's hooks (DOCX, DOCM, DOTX, DOTM); each loads its module on first use. */
export const docxHooks: FormatHooks = {
  revisions: {
    list: async (bytes) =>
      (await import('./write/revision-info'))
        .describeRevisions(bytes)
        .map((g) => ({ type: g.type, text: g.text, ...(g.author ? { author: g.author } : {}) })),
    count: async (bytes) => (await import('./write/revision-info')).describeRevisions(bytes).length,
    apply: async (bytes, all, decisions) => {
      // Every markup revision gets the same answer: no need to group them first.
      if (all) return (await import('./write/revisions')).applyRevisions(bytes, () => all);
      const { applyRevisionGroups, describeRevisions } = await import('./write/revision-info');
      const groups = describeRevisions(bytes);
      const decided = decisions(groups.length);
      return applyRevisionGroups(bytes, (index) => decided[index], groups);
    },
  },
  mergeConflicts: {
    // Ours as the text, theirs tracked over it; deletions then become ours' and each change gets a comment.
    mark: async ({ oursWins, theirsWin, changes, note, date, write }) => {
      const tracked = await write('tracked', oursWins, theirsWin, changes, MERGE_AUTHORS.theirs);
      const { markWordConflicts } = await import('./write/merge-conflicts');
      return { bytes: markWordConflicts(tracked, note, date), source: oursWins.bytes, target: theirsWin.bytes };
    },
  },
};
