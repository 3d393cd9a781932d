/**
 * The glob dialect of workflow `paths` filters: `*` and `?` stay inside one path segment, `**`
 * spans segments, `{a,b}` is alternation, a pattern without `/` matches the file name anywhere.
 * node:path's matchesGlob would do, but on Node 20 it prints an experimental-feature warning into
 * every job log.
 */

const cache = new Map<string, RegExp>();

export function globToRegExp(pattern: string): RegExp {
  const cached = cache.get(pattern);
  if (cached) return cached;
  const anchored = pattern.includes('/') ? pattern.replace(/^\.?\//, '') : `**/${pattern}`;
  let source = '';
  let braces = 0;
  for (let i = 0; i < anchored.length; i++) {
    const char = anchored[i];
    if (char === '*' && anchored[i + 1] === '*') {
      const slashAfter = anchored[i + 2] === '/';
      source += slashAfter ? '(?:.*/)?' : '.*';
      i += slashAfter ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') {
      braces++;
      source += '(?:';
    } else if (char === '}' && braces) {
      braces--;
      source += ')';
    } else if (char === ',' && braces) source += '|';
    else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  const regex = new RegExp(`^${source}$`, process.platform === 'win32' ? 'i' : '');
  cache.set(pattern, regex);
  return regex;
}

/** Whether a repository path (forward slashes) matches a glob. */
export function matchesGlob(path: string, pattern: string): boolean {
  return globToRegExp(pattern).test(path.replace(/\\/g, '/'));
}

export function matchesAny(path: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesGlob(path, pattern));
}

/** `paths` chooses files, `paths-ignore` then removes some; a `!pattern` in paths excludes too. */
export function selectPath(path: string, include: readonly string[], ignore: readonly string[]): boolean {
  const positive = include.filter((p) => !p.startsWith('!'));
  const negative = [...ignore, ...include.filter((p) => p.startsWith('!')).map((p) => p.slice(1))];
  return matchesAny(path, positive) && !matchesAny(path, negative);
}
