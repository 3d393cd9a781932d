/**
 * Part names of a package (OPC and ODF alike: `/`-separated, no leading slash) and the
 * relationship targets that point at them.
 */

/** Folder of a part (`ppt/slides/slide1.xml` → `ppt/slides`; a root part → ``). */
export function partFolder(part: string): string {
  const slash = part.lastIndexOf('/');
  return slash < 0 ? '' : part.slice(0, slash);
}

/** The rels part of a part (`word/document.xml` → `word/_rels/document.xml.rels`; `` → `_rels/.rels`). */
export function relsPartOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/**
 * A relationship target resolved against the folder of its source part: percent-escapes decoded,
 * a fragment dropped, `.` and `..` steps applied, a leading `/` meaning the package root.
 */
export function resolvePartName(folder: string, target: string): string {
  const decoded = safeDecode(target.split('#')[0]);
  const base = folder && !folder.endsWith('/') ? `${folder}/` : folder;
  const joined = decoded.startsWith('/') ? decoded.slice(1) : base + decoded;
  const out: string[] = [];
  for (const segment of joined.split('/')) {
    if (segment === '..') out.pop();
    else if (segment !== '.' && segment !== '') out.push(segment);
  }
  return out.join('/');
}

/** The target a rels part of `fromPart` writes for `toPart` (`xl/worksheets/sheet1.xml` → `xl/comments1.xml` is `../comments1.xml`). */
export function relativeTarget(fromPart: string, toPart: string): string {
  const from = fromPart.split('/').slice(0, -1);
  const to = toPart.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
