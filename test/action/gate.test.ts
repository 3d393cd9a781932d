import { describe, expect, it } from 'vitest';
import { judge } from '../../src/action/gate';
import { change, fileReport } from './reports';

const files = [
  fileReport('docs/a.docx', [change(0, 'Inserted', '', 'x'), change(1, 'Deleted', 'y', '')]),
  fileReport('legal/terms.pdf', [change(0, 'Modified', 'a', 'b')]),
  fileReport('docs/same.docx', []),
];

describe('judge', () => {
  it('never passes whatever changed', () => {
    const verdict = judge(files, { kind: 'never' }, []);
    expect(verdict).toEqual({ failed: false, failures: [], summary: '✅ Gate passed (fail-on: never).' });
  });

  it('any-change fails with one annotation per changed document', () => {
    const verdict = judge(files, { kind: 'any-change' }, []);
    expect(verdict.failed).toBe(true);
    expect(verdict.failures.map((f) => f.file)).toEqual(['docs/a.docx', 'legal/terms.pdf']);
    expect(verdict.failures[0].message).toBe('docs/a.docx was modified (2 changes); fail-on: any-change.');
    expect(verdict.summary).toBe('❌ Gate failed: 2 documents changed (fail-on: any-change).');
  });

  it('any-change passes when nothing changed', () => {
    expect(judge([fileReport('docs/same.docx', [])], { kind: 'any-change' }, []).failed).toBe(false);
  });

  it('changes-over:N counts changes across documents', () => {
    expect(judge(files, { kind: 'changes-over', limit: 3 }, []).failed).toBe(false);
    const verdict = judge(files, { kind: 'changes-over', limit: 2 }, []);
    expect(verdict.failed).toBe(true);
    expect(verdict.summary).toBe('❌ Gate failed: 3 changes, over the limit of 2.');
    expect(verdict.failures[1]).toEqual({
      file: 'legal/terms.pdf',
      message: 'legal/terms.pdf: 1 change of 3 in all, over the limit of 2 (fail-on: changes-over:2).',
    });
  });

  it('protected paths fail on their own, renames included', () => {
    const renamed = fileReport('public/terms.pdf', [], { status: 'renamed', oldPath: 'legal/terms.pdf' });
    const verdict = judge([renamed, files[0]], { kind: 'never' }, ['legal/**']);
    expect(verdict.failed).toBe(true);
    expect(verdict.failures).toEqual([
      {
        file: 'public/terms.pdf',
        message: 'public/terms.pdf is a protected document (protected-paths) and was renamed.',
      },
    ]);
    expect(verdict.summary).toBe('❌ Gate failed: 1 protected document changed.');
    expect(judge(files, { kind: 'never' }, ['contracts/**']).failed).toBe(false);
  });
});
