import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareVersions } from '../../src/engine/versions';
import type { FileReport } from '../../src/report/types';
import { withDocumentView } from '../../src/report/view';

/**
 * A pair too large to look through page by page keeps its report and its change list, and the
 * report says why its pages are left out; the limits are made small here.
 */
const samples = join(__dirname, '..', 'fixtures', 'samples');
const load = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(samples, name))), fileName: name });

async function policyReport(): Promise<FileReport> {
  const { changes, places } = await compareVersions(load('policy-v1.docx'), load('policy-v2.docx'));
  return { oldPath: 'policy.docx', newPath: 'policy.docx', status: 'modified', changes, places };
}

describe('the document view within its limits', () => {
  it('is drawn for the policy pair with the default limits', async () => {
    const file = await policyReport();
    const { file: viewed, warning } = await withDocumentView(file, load('policy-v1.docx'), load('policy-v2.docx'));
    expect(warning).toBeUndefined();
    expect(viewed.view?.old.length).toBeGreaterThan(0);
    expect(viewed.view?.frames).toHaveLength(file.changes.length);
  });

  it('is left out, with a line in the report, when there are more changes than it frames', async () => {
    const file = await policyReport();
    const max = file.changes.length - 1;
    const { file: viewed, warning } = await withDocumentView(file, load('policy-v1.docx'), load('policy-v2.docx'), {
      maxChanges: max,
    });
    expect(warning).toBeUndefined();
    expect(viewed.view).toBeUndefined();
    expect(viewed.changes).toEqual(file.changes);
    expect(viewed.warnings).toEqual([
      `no document view: ${file.changes.length} changes are more than it frames (${max}); the list has them all`,
    ]);
  });

  it('is left out when a change lies past the pages it draws', async () => {
    const file = await policyReport();
    const { file: viewed } = await withDocumentView(file, load('policy-v1.docx'), load('policy-v2.docx'), {
      maxPages: 0,
    });
    expect(viewed.view).toBeUndefined();
    expect(viewed.warnings?.[0]).toMatch(/^no document view: page 1 is past the 0 pages it draws/);
  });
});
