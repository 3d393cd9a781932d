import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localBackend } from '../../src/action/backend';
import { safeRelativePath } from '../../src/action/artifact';
import { compareDocuments, nameSide, passwordFor } from '../../src/action/compare';
import type { ChangedDocument, DocumentSource, SideContent } from '../../src/action/discover';

const out = mkdtempSync(join(tmpdir(), 'docdelta-action-compare-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const samples = resolve(__dirname, '../fixtures/samples');

function source(sides: Map<string, { before?: SideContent; after?: SideContent }>): DocumentSource {
  return {
    via: 'git',
    documents: [],
    async read(batch: readonly ChangedDocument[]) {
      return new Map(batch.map((d) => [d, sides.get(d.newPath) ?? {}]));
    },
  };
}

describe('compareDocuments', () => {
  it('compares modified, added and unreadable documents and writes their files', async () => {
    const bytes = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(samples, name))) });
    const documents: ChangedDocument[] = [
      { status: 'modified', oldPath: 'docs/policy.docx', newPath: 'docs/policy.docx' },
      { status: 'added', oldPath: 'notes/new.md', newPath: 'notes/new.md' },
      { status: 'modified', oldPath: 'big.pdf', newPath: 'big.pdf' },
      { status: 'modified', oldPath: 'broken.docx', newPath: 'broken.docx' },
    ];
    const sides = new Map<string, { before?: SideContent; after?: SideContent }>([
      ['docs/policy.docx', { before: bytes('policy-v1.docx'), after: bytes('policy-v2.docx') }],
      ['notes/new.md', { after: { bytes: new TextEncoder().encode('# New\n\nHello.\n') } }],
      ['big.pdf', { before: { problem: 'big.pdf (old version) is too large' }, after: { bytes: new Uint8Array(1) } }],
      [
        'broken.docx',
        {
          before: { bytes: new TextEncoder().encode('not a zip') },
          after: { bytes: new TextEncoder().encode('not a zip') },
        },
      ],
    ]);
    const outcomes = await compareDocuments(source(sides), documents, {
      backend: localBackend(),
      outputDir: out,
      mode: 'styled',
      settings: {},
      passwords: {},
      concurrency: 2,
    });
    expect(outcomes.map((o) => o.report.newPath)).toEqual(documents.map((d) => d.newPath));
    const [policy, added, big, broken] = outcomes;
    expect(policy.report.changes).toHaveLength(8);
    expect(policy.resultFile).toBe('policy.docdelta-styled.docx');
    expect(
      readFileSync(join(out, 'documents/docs/policy.docx/policy.docdelta-styled.docx')).subarray(0, 2).toString(),
    ).toBe('PK');
    expect(JSON.parse(readFileSync(join(out, 'documents/docs/policy.docx/changes.json'), 'utf8')).changes).toHaveLength(
      8,
    );
    expect(readFileSync(join(out, 'documents/docs/policy.docx/report.html'), 'utf8')).toContain('<!DOCTYPE html>');
    expect(added.report.changes.every((c) => c.Type === 'Inserted')).toBe(true);
    expect(added.report.changes.length).toBeGreaterThan(0);
    expect(big.report.note).toBe('big.pdf (old version) is too large');
    expect(broken.report.note).toMatch(/^not compared \(old version\): /);
  }, 60_000);

  it('chooses passwords by glob and makes safe folder names', () => {
    expect(passwordFor('legal/nda.docx', { 'hr/**': 'a', 'legal/*.docx': 'b' })).toBe('b');
    expect(passwordFor('other.docx', { 'legal/**': 'b' })).toBeUndefined();
    expect(safeRelativePath('../a/./b:c?.docx')).toBe('a/b_c_.docx');
  });

  it('names the side of a reader warning', () => {
    expect(nameSide('a/forms/f.pdf: page 1 has no text layer')).toBe(
      'forms/f.pdf (old version): page 1 has no text layer',
    );
    expect(nameSide('b/forms/f.pdf: forms/f.pdf: page 2 odd')).toBe('forms/f.pdf (new version): page 2 odd');
    expect(nameSide('plain line')).toBe('plain line');
  });
});
