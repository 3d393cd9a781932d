import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  attributeLines,
  defaultFormatKeys,
  extensionsFor,
  install,
  selfCommand,
  shellQuote,
  uninstall,
  withAttributesBlock,
  withoutAttributesBlock,
} from '../../src/git/install';
import { tempRepo } from './helpers';

const lines = attributeLines(['.docx', '.odt']);

describe('.gitattributes block', () => {
  it('is added once, however often install runs, and removed exactly', () => {
    for (const original of [undefined, '', '*.png binary\n', '*.png binary', '# mine\r\n*.pdf -diff\r\n', 'a\n\n']) {
      const once = withAttributesBlock(original, lines);
      expect(withAttributesBlock(once, lines)).toBe(once);
      expect(once.match(/^\*\.docx diff=docdelta\r?$/gm)).toHaveLength(1);
      if (original) expect(once.startsWith(original.replace(/\r?\n$/, ''))).toBe(true);
      const removed = withoutAttributesBlock(once);
      expect(removed).toBe(original ? original : undefined);
    }
  });

  it('replaces its own block in place when the formats change, leaving other lines alone', () => {
    const original = '*.png binary\n*.docx diff=other\n';
    const first = withAttributesBlock(original, lines);
    const withLater = `${first}*.txt text\n`;
    const second = withAttributesBlock(withLater, attributeLines(['.docx']));
    expect(second).toContain('*.txt text\n');
    expect(second).not.toContain('*.odt');
    expect(withoutAttributesBlock(second)).toBe(`${original}*.txt text\n`);
  });
});

describe('formats and command line', () => {
  it('defaults to the binary package formats the engine reads', () => {
    const keys = defaultFormatKeys();
    for (const key of ['docx', 'docm', 'dotx', 'dotm', 'odt', 'ott', 'pptx', 'pdf', 'vsdx', 'eml', 'png'])
      expect(keys).toContain(key);
    // git's own diff is better for text: those stay opt-in.
    for (const key of ['txt', 'md', 'html', 'json', 'code']) expect(keys).not.toContain(key);
    expect(extensionsFor(['md', '.htm', 'odt'])).toEqual(['.md', '.markdown', '.htm', '.odt']);
    expect(() => extensionsFor(['abc'])).toThrow(/'abc' is not a format docdelta reads/);
  });

  it('quotes paths with spaces for the shell git runs', () => {
    expect(shellQuote('/usr/bin/node')).toBe('/usr/bin/node');
    expect(shellQuote("/my docs/it's.js")).toBe(`'/my docs/it'\\''s.js'`);
    expect(selfCommand('/opt/dd tool/cli.js', '/usr/bin/node', [])).toBe(`/usr/bin/node '/opt/dd tool/cli.js'`);
  });
});

describe('install and uninstall in a repository', () => {
  it('is idempotent and uninstall restores config and .gitattributes exactly', async () => {
    const repo = tempRepo();
    const attributes = join(repo.dir, '.gitattributes');
    writeFileSync(attributes, '# project rules\n*.png binary\n');
    const configBefore = readFileSync(join(repo.dir, '.git', 'config'), 'utf8');
    const options = {
      scope: 'local' as const,
      mode: 'command' as const,
      extensions: ['.docx', '.odt'],
      program: "/usr/bin/node '/opt/dd tool/cli.js'",
      cwd: repo.dir,
      env: repo.env,
    };
    await install(options);
    const afterOnce = readFileSync(attributes, 'utf8');
    const configOnce = readFileSync(join(repo.dir, '.git', 'config'), 'utf8');
    await install(options);
    expect(readFileSync(attributes, 'utf8')).toBe(afterOnce);
    expect(readFileSync(join(repo.dir, '.git', 'config'), 'utf8')).toBe(configOnce);
    expect(afterOnce.startsWith('# project rules\n*.png binary\n# docdelta')).toBe(true);
    expect(repo.git('config', '--local', 'diff.docdelta.command').trim()).toBe(
      "/usr/bin/node '/opt/dd tool/cli.js' git-diff",
    );
    expect(repo.git('check-attr', 'diff', '--', 'a.docx', 'b.odt', 'c.png')).toBe(
      'a.docx: diff: docdelta\nb.odt: diff: docdelta\nc.png: diff: unset\n',
    );

    // Switching to textconv leaves no command behind.
    await install({ ...options, mode: 'textconv' });
    expect(repo.gitRun(['config', '--local', 'diff.docdelta.command']).code).toBe(1);
    expect(repo.git('config', '--local', 'diff.docdelta.textconv').trim()).toBe(
      "/usr/bin/node '/opt/dd tool/cli.js' textconv --git",
    );
    expect(repo.git('config', '--local', 'diff.docdelta.cachetextconv').trim()).toBe('true');

    await uninstall(options);
    expect(readFileSync(attributes, 'utf8')).toBe('# project rules\n*.png binary\n');
    expect(readFileSync(join(repo.dir, '.git', 'config'), 'utf8')).toBe(configBefore);
    const again = await uninstall(options);
    expect(again.actions).toEqual(['nothing to remove: docdelta was not installed here']);
  });

  it('removes a .gitattributes it created', async () => {
    const repo = tempRepo();
    const options = {
      scope: 'local' as const,
      mode: 'command' as const,
      extensions: ['.docx'],
      program: 'docdelta',
      cwd: repo.dir,
      env: repo.env,
    };
    await install(options);
    expect(existsSync(join(repo.dir, '.gitattributes'))).toBe(true);
    await uninstall(options);
    expect(existsSync(join(repo.dir, '.gitattributes'))).toBe(false);
  });

  it('writes the global config and attributes file under --global', async () => {
    const repo = tempRepo();
    const options = {
      scope: 'global' as const,
      mode: 'textconv' as const,
      extensions: ['.docx'],
      program: 'docdelta',
      cwd: repo.dir,
      env: repo.env,
    };
    const report = await install(options);
    expect(report.attributesFile).toBe(join(repo.env.XDG_CONFIG_HOME!, 'git', 'attributes'));
    expect(readFileSync(report.attributesFile, 'utf8')).toContain('*.docx diff=docdelta\n');
    expect(repo.git('config', '--global', 'diff.docdelta.textconv').trim()).toBe('docdelta textconv --git');
    expect(repo.git('check-attr', 'diff', '--', 'x.docx')).toBe('x.docx: diff: docdelta\n');
    await uninstall(options);
    expect(existsSync(report.attributesFile)).toBe(false);
    expect(repo.gitRun(['config', '--global', '--get-regexp', 'docdelta']).stdout).toBe('');
  });
});
