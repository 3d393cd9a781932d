/**
 * A formula in one spelling per calculation, so that a re-save that only rewrote how a formula is
 * written is no change, while any edit to what it calculates still is.
 */

/**
 * An argument a reader leaves to its default and a re-saver writes out (or a function a re-saver
 * writes under the name that replaced it, with the argument the new one needs): a call with
 * `given` arguments reads as the call `as` with `added` after them. Excel's documented defaults;
 * the ones LibreOffice writes out measured on its re-saves of real workbooks: WEEKNUM, ROUND,
 * HYPGEOMDIST.
 */
interface DefaultArgument {
  given: number;
  added: string;
  as?: string;
}

const DEFAULT_ARGUMENTS: Record<string, DefaultArgument> = {
  // LibreOffice writes these out.
  WEEKNUM: { given: 1, added: '1' },
  ROUND: { given: 1, added: '0' },
  // Its replacement's last argument is `cumulative`; the old one gave the probability mass.
  HYPGEOMDIST: { given: 4, added: '0', as: 'HYPGEOM.DIST' },
  // Written out by other writers (and by people): the same results either way.
  WEEKDAY: { given: 1, added: '1' },
  LOG: { given: 1, added: '10' },
  LEFT: { given: 1, added: '1' },
  RIGHT: { given: 1, added: '1' },
  FIND: { given: 2, added: '1' },
  SEARCH: { given: 2, added: '1' },
  MATCH: { given: 2, added: '1' },
  VLOOKUP: { given: 3, added: 'TRUE' },
  HLOOKUP: { given: 3, added: 'TRUE' },
};

/**
 * Spelling differences that do not change a formula: `_xlfn.` prefixes, spaces, letter case
 * outside strings, a logical constant as LibreOffice writes it inside a formula (`TRUE()`), its
 * union operator `~` (Excel's is the comma), and default arguments written out or left off.
 */
export function normalizeFormula(formula: string): string {
  const spaced = formula
    .replace(/_xlfn\.|_xlws\./g, '')
    .split('"')
    .map((part, k) =>
      k % 2 === 0
        ? part
            .replace(/\s+/g, '')
            .toUpperCase()
            .replace(/(?<![\w.])(TRUE|FALSE)\(\)/g, '$1')
        : part,
    )
    .join('"');
  return withDefaultArguments(spaced);
}

interface Group {
  /** Where the function's name starts in the output; undefined for parentheses and array braces. */
  nameAt?: number;
  name?: string;
  commas: number;
  empty: boolean;
}

/** Every call in the table given with its defaults written out; `~` read as the comma it means. */
function withDefaultArguments(formula: string): string {
  let out = '';
  const groups: Group[] = [];
  for (let i = 0; i < formula.length; i++) {
    const ch = formula[i];
    if (ch === '"' || ch === "'") {
      const end = quotedEnd(formula, i);
      out += formula.slice(i, end);
      i = end - 1;
      if (groups.length) groups[groups.length - 1].empty = false;
      continue;
    }
    if (ch === '(' || ch === '{') {
      const name = ch === '(' ? /(?<![\w.$'!])[A-Z][\w.]*$/.exec(out) : null;
      if (groups.length) groups[groups.length - 1].empty = false;
      groups.push({ nameAt: name?.index, name: name?.[0], commas: 0, empty: true });
      out += ch;
      continue;
    }
    const group = groups[groups.length - 1];
    if (ch === ',' || ch === '~') {
      if (group) {
        group.commas++;
        group.empty = false;
      }
      out += ',';
      continue;
    }
    if ((ch === ')' || ch === '}') && group) {
      groups.pop();
      const defaults = group.name === undefined ? undefined : DEFAULT_ARGUMENTS[group.name];
      const given = group.empty ? 0 : group.commas + 1;
      if (defaults && group.nameAt !== undefined && given === defaults.given) {
        const name = defaults.as ?? group.name!;
        out = `${out.slice(0, group.nameAt)}${name}${out.slice(group.nameAt + group.name!.length)},${defaults.added}`;
      }
      out += ch;
      if (groups.length) groups[groups.length - 1].empty = false;
      continue;
    }
    if (group) group.empty = false;
    out += ch;
  }
  return out;
}

/** The index after a string literal (`"…"`, `""` inside) or a quoted sheet name (`'…'`, `''` inside). */
function quotedEnd(formula: string, start: number): number {
  const quote = formula[start];
  let k = start + 1;
  while (k < formula.length) {
    if (formula[k] !== quote) k++;
    else if (formula[k + 1] === quote) k += 2;
    else return k + 1;
  }
  return formula.length;
}
