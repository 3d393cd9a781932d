import { describe, expect, it } from 'vitest';
import { matchesGlob, selectPath } from '../../src/action/glob';

describe('glob', () => {
  it.each([
    ['docs/a.docx', '*.docx', true],
    ['docs/deep/a.docx', '**/*.docx', true],
    ['a.docx', '**/*.docx', true],
    ['docs/a.docx', 'docs/*.docx', true],
    ['docs/deep/a.docx', 'docs/*.docx', false],
    ['docs/deep/a.docx', 'docs/**', true],
    ['other/a.docx', 'docs/**', false],
    ['x/report.pdf', '**/*.{docx,pdf}', true],
    ['x/report.pptx', '**/*.{docx,pdf}', false],
    ['a.docx.bak', '*.docx', false],
    ['v1.docx', 'v?.docx', true],
    ['docs/a+b (1).docx', 'docs/a+b (1).docx', true],
  ])('%s ~ %s → %s', (path, glob, expected) => {
    expect(matchesGlob(path, glob)).toBe(expected);
  });

  it('paths-ignore and !patterns remove files paths chose', () => {
    expect(selectPath('docs/draft/a.docx', ['**/*.docx'], ['docs/draft/**'])).toBe(false);
    expect(selectPath('docs/a.docx', ['**/*.docx', '!docs/a.docx'], [])).toBe(false);
    expect(selectPath('docs/b.docx', ['**/*.docx', '!docs/a.docx'], [])).toBe(true);
  });
});
