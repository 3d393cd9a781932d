import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../helpers/cli';

/**
 * PDFs that poppler and qpdf refuse or must rebuild (no trailer dictionary, a root reference to an
 * object that is not there): pdf.js cannot recover them either, so they are refused in one line
 * naming the file and the problem, with exit code 2 and no stack trace.
 */

const work = mkdtempSync(join(tmpdir(), 'docdelta-pdf-broken-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function good(): Promise<string> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) document.addPage([400, 300]).drawText(`Page ${n} says hello`, { x: 50, y: 200, font });
  // A classic cross-reference table and trailer, so that the damage below hits what it names.
  return Buffer.from(await document.save({ useObjectStreams: false })).toString('latin1');
}

describe('PDFs with a broken structure', () => {
  it.each([
    ['no trailer dictionary', (pdf: string) => pdf.replace(/trailer\s*<<[\s\S]*?>>\s*/, ''), 'Invalid PDF structure'],
    ['an invalid root reference', (pdf: string) => pdf.replace(/\/Root \d+ 0 R/, '/Root 999 0 R'), 'Invalid Root'],
  ])('refuses a PDF with %s in one line, exit 2', async (_, damage, problem) => {
    const text = await good();
    const damaged = damage(text);
    expect(damaged).not.toBe(text);
    const before = join(work, 'good.pdf');
    const after = join(work, `damaged-${problem.length}.pdf`);
    writeFileSync(before, Buffer.from(text, 'latin1'));
    writeFileSync(after, Buffer.from(damaged, 'latin1'));
    const result = await run(['changes', before, after]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(after);
    expect(lines[0]).toContain(problem);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
