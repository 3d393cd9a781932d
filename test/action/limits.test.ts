import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepAnnotations } from '../../src/action/annotations';
import { renderComment, type PreviewLink } from '../../src/action/comment';
import { judge } from '../../src/action/gate';
import { describeSettings, InputError, maskedSecrets, parseInputs } from '../../src/action/inputs';
import { inheritedCount, summariseFindings } from '../../src/action/warnings';
import { change, fileReport } from './reports';

/** The Action's limits as units: the gate fails closed, annotations, previews and the comment's budget. */

describe('the gate fails closed', () => {
  const files = [
    fileReport('docs/a.docx', [change(0, 'Inserted', '', 'x')]),
    fileReport('docs/b.docx', [], { note: 'not compared: the file is not a ZIP package' }),
  ];

  it('fails on a document that could not be compared, whatever fail-on says', () => {
    const verdict = judge(files, { kind: 'never' }, []);
    expect(verdict.failed).toBe(true);
    expect(verdict.failures).toEqual([
      {
        file: 'docs/b.docx',
        message: 'docs/b.docx could not be compared: not compared: the file is not a ZIP package (on-error: fail).',
      },
    ]);
    expect(verdict.verdict).toBe(
      'docdelta gate failed: 1 document could not be compared (on-error: fail); see the annotations and the comment.',
    );
    expect(verdict.summary).not.toContain('passed');
  });

  it('on-error: warn does not fail, and never says the gate passed', () => {
    const verdict = judge(files, { kind: 'changes-over', limit: 5 }, [], 'warn');
    expect(verdict.failed).toBe(false);
    expect(verdict.summary).toBe(
      '⚠️ Gate not failed, but 1 document could not be compared (on-error: warn; fail-on: changes-over:5).',
    );
  });
});

describe('annotations per step', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes at most 10 of a kind, the 10th counting the rest', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    const annotations = stepAnnotations();
    for (let i = 0; i < 25; i++) annotations.warning(`w${i}`, { file: `f${i}` });
    annotations.error('only one');
    annotations.flush();
    const lines = written.join('').split('\n');
    const warnings = lines.filter((l) => l.startsWith('::warning'));
    expect(warnings).toHaveLength(10);
    expect(warnings[0]).toBe('::warning file=f0::w0');
    expect(warnings[9]).toBe(
      '::warning::16 more warnings (GitHub shows 10 annotations of a kind per step): see the log and the comment.',
    );
    expect(lines).toContain('warning: f24: w24');
    expect(lines.filter((l) => l.startsWith('::error'))).toEqual(['::error::only one']);
  });

  it('counts a document’s warnings and those its old version had too', () => {
    const findings = [
      'deck.pptx (old version): [Content_Types].xml names /ppt/slideMasters/slideMaster2.xml, which is missing',
      'deck.pptx (new version): [Content_Types].xml names /ppt/slideMasters/slideMaster2.xml, which is missing',
      'deck.pptx (new version): slide 3 has no layout',
    ];
    expect(inheritedCount(findings)).toBe(1);
    findings.push('deck.pptx (new version): the target document already had this flaw and the result keeps it: x');
    expect(inheritedCount(findings)).toBe(2);
    expect(summariseFindings(findings)).toMatch(
      /^4 warnings \(2 inherited from the old version, not made by this change\), the first: /,
    );
  });
});

describe('secrets and service-url in inputs', () => {
  it('masks no secret shorter than 4 characters, and counts them', () => {
    const { masked, tooShort } = maskedSecrets({ passwords: '{"a/**": "x", "b/**": "long-enough"}' });
    expect(masked).toContain('long-enough');
    expect(masked).not.toContain('x');
    expect(masked.filter((s) => s.length < 4)).toEqual([]);
    expect(tooShort).toBe(1);
  });

  it('an invalid service-url is quoted without its query string or user-info', () => {
    let message = '';
    try {
      parseInputs({ backend: 'remote', 'service-url': 'ftp://user:pw@dd.example.com/x?key=s3cr3t&b=2' }, '1');
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      message = (error as Error).message;
    }
    expect(message).toBe(
      "Invalid service-url 'ftp://…@dd.example.com/x?…'. Expected an http(s) URL such as https://docdelta.example.com.",
    );
  });

  it('the debug log shows a valid service-url without its query string', () => {
    const settings = parseInputs({ backend: 'remote', 'service-url': 'https://dd.example.com/api?code=s3cr3t' }, '1');
    expect(JSON.stringify(describeSettings(settings))).not.toContain('s3cr3t');
    expect(describeSettings(settings).backend).toMatchObject({ serviceUrl: 'https://dd.example.com/api?…' });
  });

  it('on-error is fail by default, warn when asked', () => {
    expect(parseInputs({}, '1').onError).toBe('fail');
    expect(parseInputs({ 'on-error': 'warn' }, '1').onError).toBe('warn');
    expect(() => parseInputs({ 'on-error': 'ignore' }, '1')).toThrow(
      "Invalid on-error 'ignore'. Expected one of fail, warn.",
    );
  });
});

describe('the comment', () => {
  const url = (doc: number, page: number) =>
    `https://github.com/o/r/blob/${'0'.repeat(40)}/pr-12/reports/quarterly/department-${doc}-summary.pdf/page-${page}.png?raw=true`;
  const previews: PreviewLink[] = Array.from({ length: 7 }, (_, d) => ({
    path: `reports/quarterly/department-${d}-summary.pdf`,
    images: Array.from({ length: 5 }, (_, p) => ({
      url: url(d, p + 1),
      caption: `page ${p + 1}: old (left), new (right)`,
      width: 600,
    })),
  }));
  const documents = previews.map((p, d) => ({
    report: fileReport(
      p.path,
      Array.from({ length: 60 }, (_, i) =>
        change(i, 'Modified', `old figure ${d}.${i} `.repeat(6), `new figure ${d}.${i} `.repeat(6), 1 + (i % 5)),
      ),
    ),
    pages: [1, 2, 3, 4, 5],
  }));
  const branch = { name: 'docdelta-previews', url: 'https://github.com/o/r/tree/docdelta-previews/pr-12' };

  it('shows every preview when the comment has room, however long the changes are', () => {
    const body = renderComment({ documents, previews, previewBranch: branch, artifactUrl: 'https://a/1' });
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect([...body.matchAll(/<summary>Preview: /g)]).toHaveLength(7);
    expect(body).not.toContain('> Previews of');
    // The changes were cut to fit, and the note names the comment's limit.
    expect(body).toContain("(the comment is kept under GitHub's limit of 65,536 characters for a comment)");
  });

  it('names the previews it has no room for, and where they are', () => {
    const body = renderComment({
      documents,
      previews,
      previewBranch: branch,
      artifactUrl: 'https://a/1',
      limit: 8_000,
    });
    expect(body.length).toBeLessThanOrEqual(8_000);
    const shown = [...body.matchAll(/<summary>Preview: ([^<]+)</g)].map((m) => m[1]);
    expect(shown.length).toBeLessThan(7);
    const left = previews.map((p) => p.path).filter((p) => !shown.includes(p));
    expect(body).toContain(
      `> Previews of ${left.map((p) => `\`${p}\``).join(', ')} are not shown: the comment has no room for them under the limit of 8,000 characters. They are in [the results artifact](https://a/1) (\`documents/<path>/previews/\`) and on the branch [docdelta-previews](https://github.com/o/r/tree/docdelta-previews/pr-12).`,
    );
  });

  it('a deleted document is one line, not its every paragraph', () => {
    const deleted = fileReport(
      'old/retired.docx',
      Array.from({ length: 36 }, (_, i) => change(i, 'Deleted', `paragraph ${i} of the retired policy`, '')),
      { status: 'deleted' },
    );
    const body = renderComment({ documents: [{ report: deleted, pages: [] }] });
    expect(body).toContain('**old/retired.docx** (deleted): document deleted.');
    expect(body).not.toContain('paragraph 3 of the retired policy');
    expect(body).toContain('| old/retired.docx | deleted | 36 |');
  });
});
