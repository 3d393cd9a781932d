import type { ZipArchive } from '../../../../archive/zip';
import { checkXml, type SaxesTagPlain } from '../../../package/xml-check';
import { opcPackageFlaws } from '../../../package/opc-validate';
import type { ReaderWarning } from '../../../../model/document';
import { excuseInheritedFlaws, type PackageFlaw } from '../../../shared/inherited-flaws';
import type { ValidationInputs } from '../../../writer';
import { NAMESPACES } from '../../../package/namespaces';

/**
 * Checks a written Word package before it is reported as a success: every XML part parses,
 * [Content_Types].xml covers every part, internal relationship targets exist, revision ids are
 * unique across the document, bookmark and comment range ids are unique within their part, and
 * move ranges are paired (start with end by id, move-from with move-to by name). Throws a
 * CorruptDocumentError naming the first problem the result did not inherit from `inputs`; the
 * inherited ones come back as warnings.
 */

const W = new Set<string>(NAMESPACES.w);
const REVISIONS = new Set([
  'ins',
  'del',
  'moveFrom',
  'moveTo',
  'rPrChange',
  'pPrChange',
  'sectPrChange',
  'tblPrChange',
  'tblPrExChange',
  'tblGridChange',
  'trPrChange',
  'tcPrChange',
  'cellIns',
  'cellDel',
  'cellMerge',
  'numberingChange',
]);
const RANGE_STARTS = new Set(['bookmarkStart', 'commentRangeStart', 'moveFromRangeStart', 'moveToRangeStart']);

export function validateDocx(bytes: Uint8Array, inputs?: ValidationInputs): ReaderWarning[] {
  return excuseInheritedFlaws(wordPackageFlaws(bytes, inputs?.archives?.result), inputs, wordPackageFlaws);
}

/** The flaws of a Word package (the package layer's checks and Word's own) a reader gets over; an unreadable package or part throws. */
export function wordPackageFlaws(bytes: Uint8Array, archive?: ZipArchive): PackageFlaw[] {
  const revisionIds = new Map<string, string>();
  const moveFromNames = new Set<string>();
  const moveToNames = new Set<string>();
  const flaws = opcPackageFlaws({ bytes, archive }, (name, text, flaw) => {
    const ranges = new Map<string, Set<string>>();
    const ends = new Map<string, Set<string>>();
    scan(
      text,
      name,
      (tag, scope) => {
        const colon = tag.name.indexOf(':');
        const prefix = colon < 0 ? '' : tag.name.slice(0, colon);
        if (scope.get(prefix) !== 'w') return;
        const local = tag.name.slice(colon + 1);
        const id = tag.attributes[`${prefix}:id`] as string | undefined;
        if (id === undefined) return;
        if (REVISIONS.has(local)) {
          const seen = revisionIds.get(id);
          if (seen !== undefined) flaw(`revision-id:${id}`, `revision id ${id} is used twice (${seen} and ${name})`);
          revisionIds.set(id, name);
        } else if (RANGE_STARTS.has(local)) {
          const set = ranges.get(local) ?? new Set<string>();
          if (set.has(id)) flaw(`range-id:${name}:${local}:${id}`, `${local} id ${id} is used twice in ${name}`);
          set.add(id);
          ranges.set(local, set);
          const moveName = tag.attributes[`${prefix}:name`] as string | undefined;
          if (local === 'moveFromRangeStart' && moveName) moveFromNames.add(moveName);
          if (local === 'moveToRangeStart' && moveName) moveToNames.add(moveName);
        } else if (local === 'moveFromRangeEnd' || local === 'moveToRangeEnd') {
          const set = ends.get(local) ?? new Set<string>();
          set.add(id);
          ends.set(local, set);
        }
      },
      true,
    );
    for (const side of ['moveFrom', 'moveTo']) {
      const starts = ranges.get(`${side}RangeStart`) ?? new Set<string>();
      const stops = ends.get(`${side}RangeEnd`) ?? new Set<string>();
      for (const id of starts)
        if (!stops.has(id))
          flaw(`unended:${name}:${side}:${id}`, `${side}RangeStart ${id} in ${name} has no ${side}RangeEnd`);
      for (const id of stops)
        if (!starts.has(id))
          flaw(`unstarted:${name}:${side}:${id}`, `${side}RangeEnd ${id} in ${name} has no ${side}RangeStart`);
    }
  });
  for (const moveName of moveFromNames)
    if (!moveToNames.has(moveName))
      flaws.push({
        key: `move-to:${moveName}`,
        message: `move '${moveName}' has a move-from range but no move-to range`,
      });
  for (const moveName of moveToNames)
    if (!moveFromNames.has(moveName))
      flaws.push({
        key: `move-from:${moveName}`,
        message: `move '${moveName}' has a move-to range but no move-from range`,
      });
  return flaws;
}

/** Checks a part strictly, handing each start tag and the prefixes bound to the Word namespace. */
function scan(
  text: string,
  part: string,
  onTag: (tag: SaxesTagPlain, scope: Map<string, string>) => void,
  trackPrefixes = false,
): void {
  const scopes: Map<string, string>[] = [new Map()];
  checkXml(text, part, {
    open: (tag) => {
      let scope = scopes[scopes.length - 1];
      if (trackPrefixes) {
        for (const key in tag.attributes) {
          if (key.startsWith('xmlns:') && W.has(String(tag.attributes[key]))) {
            scope = new Map(scope);
            scope.set(key.slice(6), 'w');
          }
        }
      }
      onTag(tag, scope);
      if (!tag.isSelfClosing) scopes.push(scope);
    },
    close: (tag) => {
      if (!tag.isSelfClosing && scopes.length > 1) scopes.pop();
    },
  });
}
