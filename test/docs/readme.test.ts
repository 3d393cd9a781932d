import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is the page a user reads first: short, the two commands before anything else, every
 * link into docs/ pointing at a page and heading that exist, its performance table reproducible
 * by commands that exist and saying what docs/performance.md says. No text of the repository
 * talks about how the team works instead of about the product.
 */

const root = resolve(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const readme = read('README.md');
const docPages = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);

/** Heading anchors as GitHub makes them: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, text] of withoutCode.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = text
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Relative Markdown links of a page (images too), code blocks and inline code left out. */
export function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Where each relative link of a page goes that does not exist: a missing file or a missing heading. */
export function brokenLinks(page: string, markdown: string, exists: (path: string) => string | undefined): string[] {
  const broken: string[] = [];
  for (const target of relativeLinks(markdown)) {
    const [file, anchor] = target.split('#');
    const path = file === '' ? page : relative(root, resolve(root, dirname(page), decodeURIComponent(file)));
    const text = exists(path);
    if (text === undefined) broken.push(`${page}: ${target} (no file ${path})`);
    else if (anchor && path.endsWith('.md') && !anchorsOf(text).has(anchor))
      broken.push(`${page}: ${target} (no heading #${anchor} in ${path})`);
  }
  return broken;
}

const inTree = (path: string): string | undefined => {
  const full = join(root, path);
  if (!existsSync(full)) return undefined;
  return path.endsWith('.md') ? readFileSync(full, 'utf8') : '';
};

/** Text about the team's working sittings, helpers or who measured; product sessions (an API client's) are not. */
const teamTalk = new RegExp(
  [
    'sessio' + 'ns? [0-9]',
    'sessio' + "n's (final|starting|start|build|round|figures|work)",
    'the le' + 'ad\\b',
    'helpers? (measured|ran)',
    'measured by the help' + 'er',
  ].join('|'),
  'i',
);
/** The scale test's flag for how many client sessions it runs. */
const productSessions = /--sessions? [0-9]/i;

export function teamTalkLines(path: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => teamTalk.test(line.replace(new RegExp(productSessions, 'gi'), '')))
    .map(({ line, index }) => `${path}:${index + 1}: ${line.trim().slice(0, 120)}`);
}

describe('README.md', () => {
  it('is under 400 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(400);
  });

  it('opens with the two commands: the demo on the sample documents and every test, after `npm ci`', () => {
    const firstBlock = /^```[a-z]*\n([\s\S]*?)^```/m.exec(readme);
    expect(firstBlock, 'a code block').not.toBeNull();
    const before = readme.slice(0, firstBlock!.index);
    // Only the title and one sentence come before them.
    expect(before.split('\n').filter((line) => line.trim() !== '').length).toBeLessThanOrEqual(3);
    const commands = firstBlock![1]
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => line.replace(/\s+#.*$/, '').trim());
    expect(commands).toEqual(['npm ci && npm run demo', 'npm ci && npm test']);
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    expect(scripts.demo).toMatch(/scripts\/demo-action\.ts/);
    expect(existsSync(join(root, 'scripts/demo-action.ts'))).toBe(true);
    expect(scripts.test).toMatch(/^vitest run\b/);
  });

  it('links to every page of docs/ it names, and those pages exist', () => {
    const linked = new Set(relativeLinks(readme).map((target) => target.split('#')[0]));
    for (const page of [
      'docs/action.md',
      'docs/action-forks.md',
      'docs/cli.md',
      'docs/git.md',
      'docs/api.md',
      'docs/deploy.md',
      'docs/performance.md',
      'docs/architecture.md',
    ])
      expect(linked, page).toContain(page);
    for (const page of docPages) expect(linked, `README links to ${page}`).toContain(page);
  });

  it('has no broken relative link or heading anchor, nor has any page of docs/ or the changelog', () => {
    const broken = ['README.md', 'CHANGELOG.md', ...docPages].flatMap((page) => brokenLinks(page, read(page), inTree));
    expect(broken).toEqual([]);
  });

  it('keeps the history in CHANGELOG.md, by version', () => {
    const changelog = read('CHANGELOG.md');
    const version = JSON.parse(read('package.json')).version as string;
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    expect(changelog).toMatch(new RegExp(`^## \\[${version.replace(/\./g, '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm'));
    expect(readme).not.toMatch(/^#+ .*(history|changelog)/im);
  });
});

describe("the README's performance table", () => {
  const start = readme.indexOf('\n## Performance\n');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| (---|Benchmark) /.test(line))
    .map((line) => line.split(/ \| /).map((cell) => cell.replace(/^\| |\s*\|$/g, '')));
  const performance = read('docs/performance.md');
  const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;

  it('has a row per benchmark, each with a command, docdelta, its peers and the target', () => {
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) expect(row, row[0]).toHaveLength(5);
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
  });

  it.each(rows.map((row) => [row[0], row]))('%s: reproduced by a command that exists', (_, row) => {
    const command = /^`([^`]+)`$/.exec(row[1])?.[1];
    expect(command, row[1]).toBeDefined();
    const npm = /^npm run ([\w:-]+)/.exec(command!);
    const script = /^(?:npx tsx|node) (scripts\/\S+)/.exec(command!);
    expect(npm || script, command).toBeTruthy();
    if (npm) expect(Object.keys(scripts)).toContain(npm[1]);
    if (script) expect(existsSync(join(root, script[1])), script[1]).toBe(true);
    expect(performance, `docs/performance.md names ${command}`).toContain(command);
  });

  it.each(rows.map((row) => [row[0], row]))('%s: docdelta figures are the ones docs/performance.md gives', (_, row) => {
    const figures = row[2].match(/\d[\d,.]*(?:–\d[\d,.]*)? ?(?:s|ms|MB|CPU s)\b/g) ?? [];
    for (const figure of figures) {
      const [low, high] = figure.replace(/ ?(CPU s|s|ms|MB)$/, '').split('–');
      expect(performance, `${figure} in docs/performance.md`).toContain(low);
      if (high) expect(performance, `${figure} in docs/performance.md`).toContain(high);
    }
  });

  it('points at the server load table, which docs/performance.md marks for replacement', () => {
    expect(section).toContain('(docs/performance.md#server-load)');
    expect(performance).toMatch(
      /<!-- server-load:start -->[\s\S]*\| Benchmark \| Command \| Result \|[\s\S]*<!-- server-load:end -->/,
    );
  });
});

describe('the repository speaks of the product', () => {
  it('finds team talk where it is, and not the sessions of the product', () => {
    expect(teamTalkLines('x.md', 'fine line\nMeasured on sessio' + 'n 9 by a help' + 'er')).toEqual([
      'x.md:2: Measured on sessio' + 'n 9 by a help' + 'er',
    ]);
    expect(teamTalkLines('x.md', 'Sessio' + "n's final build: 0.2 s")).toHaveLength(1);
    expect(teamTalkLines('x.md', 'as th' + 'e lead said')).toHaveLength(1);
    expect(teamTalkLines('x.md', 'helper' + 's ran it twice')).toHaveLength(1);
    expect(teamTalkLines('x.md', 'every sessio' + "n's files are stored")).toEqual([]);
    expect(teamTalkLines('x.md', 'without the lea' + 'ding `=`')).toEqual([]);
    expect(teamTalkLines('x.md', 'node scripts/scale-test.mjs [--sessio' + 'ns 3]')).toEqual([]);
  });

  it('in the README, docs, changelog, sources, scripts and tests', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '-co', '--exclude-standard', '--', 'README.md', 'CHANGELOG.md', 'docs', 'src', 'scripts', 'test'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((path) => path !== '' && existsSync(join(root, path)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) => {
      const bytes = readFileSync(join(root, path));
      if (bytes.includes(0)) return [];
      return teamTalkLines(path, bytes.toString('utf8'));
    });
    expect(found).toEqual([]);
  });
});
