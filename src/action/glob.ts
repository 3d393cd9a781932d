import picomatch from 'picomatch';

/**
 * The glob dialect of GitHub's own workflow `paths` filters, matched by picomatch:
 * - `*` matches within one path segment, `**` across segments (`**.js` matches `src/js/app.js`);
 * - `?` and `+` quantify the character (or `[class]`) before them, zero-or-one and one-or-more
 *   (`*.jsx?` matches `page.js` and `page.jsx`); `[cm]` and `[a-z]` match one character, `[!a]` one
 *   that is not `a`;
 * - `{a,b}` alternates; `\` escapes a special character;
 * - patterns match the whole path from the repository root (`*.md` matches `README.md`, not
 *   `docs/hello.md`), case-sensitively, dotfiles included, whatever the runner's system;
 * - in a list, a `!pattern` excludes what matched before it and a later pattern includes again.
 *
 * picomatch reads `?` as "any character" and takes an unclosed `{` or `[` literally, so this
 * module translates the two quantifiers into its extglobs and finds unclosed groups itself.
 */

export class GlobError extends Error {
  override name = 'GlobError';
}

/** Why a glob cannot be used (`unclosed brace`), or undefined when it can. */
export function globProblem(pattern: string): string | undefined {
  const body = pattern.startsWith('!') ? pattern.slice(1) : pattern;
  if (!body.trim()) return pattern.startsWith('!') ? 'nothing after !' : 'empty glob';
  let braces = 0;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (char === '\\') {
      if (i === body.length - 1) return 'a trailing \\ escapes nothing';
      i++;
    } else if (char === '[') {
      const end = classEnd(body, i);
      if (end < 0) return 'unclosed [ character class';
      i = end;
    } else if (char === '{') braces++;
    else if (char === '}') {
      if (!braces) return 'unmatched }';
      braces--;
    }
  }
  return braces ? 'unclosed brace' : undefined;
}

/** The index of the `]` closing the class opened at `start` (`[]a]` and `[!]a]` hold a `]`), or -1. */
function classEnd(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '!' || pattern[i] === '^') i++;
  if (pattern[i] === ']') i++;
  for (; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === ']') return i;
  }
  return -1;
}

/** GitHub's dialect in picomatch's: quantifiers become extglobs, other extglob syntax is literal. */
function toPicomatch(pattern: string): string {
  let out = '';
  /** The last atom written (a character, an escape or a class) that a quantifier may take. */
  let atom = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if ((char === '?' || char === '+') && atom) {
      out = `${out.slice(0, out.length - atom.length)}${char}(${atom})`;
      atom = '';
      continue;
    }
    if (char === '\\') {
      atom = pattern.slice(i, i + 2);
      i++;
    } else if (char === '[') {
      const end = classEnd(pattern, i);
      // `[!a]` is "not a" in every shell glob; picomatch spells it only `[^a]`.
      atom = pattern.slice(i, end + 1).replace(/^\[!/, '[^');
      i = end;
    } else if ('()|@!?+'.includes(char)) {
      atom = `\\${char}`;
    } else {
      out += char;
      atom = char === '/' || char === '*' || char === '{' || char === '}' || char === ',' ? '' : char;
      continue;
    }
    out += atom;
  }
  return out;
}

const matchers = new Map<string, (path: string) => boolean>();

/** A matcher for one glob (without a leading `!`); throws a GlobError naming the problem. */
export function compileGlob(pattern: string): (path: string) => boolean {
  let matcher = matchers.get(pattern);
  if (!matcher) {
    const problem = globProblem(pattern);
    if (problem) throw new GlobError(`Invalid glob '${pattern}': ${problem}`);
    matcher = picomatch(toPicomatch(pattern), { dot: true, nonegate: true, strictSlashes: true });
    matchers.set(pattern, matcher);
  }
  return matcher;
}

/** Whether a repository path (forward slashes) matches a glob. */
export function matchesGlob(path: string, pattern: string): boolean {
  return compileGlob(pattern)(path.replace(/\\/g, '/'));
}

/** Whether a list of globs, applied in order (`!pattern` excluding again), selects the path. */
export function matchesAny(path: string, patterns: readonly string[]): boolean {
  let selected = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    if (selected === negated && matchesGlob(path, negated ? pattern.slice(1) : pattern)) selected = !negated;
  }
  return selected;
}

/**
 * `paths` in order, as GitHub applies them (a `!pattern` excludes what matched before it, a later
 * pattern includes again), then `paths-ignore` removes.
 */
export function selectPath(path: string, include: readonly string[], ignore: readonly string[]): boolean {
  return matchesAny(path, include) && !matchesAny(path, ignore);
}
