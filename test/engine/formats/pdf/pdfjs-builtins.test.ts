import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configurePdfExtraction } from '../../../../src/engine/formats/pdf/extract-pool';
import { readDocument } from '../../../../src/engine/index';

// pdf.js must read the document here: the fast text path would read this one without loading it.
const original = configurePdfExtraction({});
configurePdfExtraction({ fastText: false });
afterAll(() => {
  configurePdfExtraction(original);
});

// Taken before anything loads pdf.js (the engine loads it lazily, on the first PDF).
const natives = {
  parse: JSON.parse,
  stringify: JSON.stringify,
  push: Array.prototype.push,
  toString: Function.prototype.toString,
};

describe('loading pdf.js', () => {
  it("leaves the process's own JSON, Array.prototype.push and Function.prototype.toString in place", async () => {
    const model = await readDocument({
      bytes: readFileSync(join(__dirname, '../../../fixtures/real/pdfjs-pdf-mixed-page-sizes.pdf')),
      fileName: 'mixed.pdf',
    });
    expect(model.stories.length).toBeGreaterThan(0);
    expect(JSON.parse).toBe(natives.parse);
    expect(JSON.stringify).toBe(natives.stringify);
    expect(Array.prototype.push).toBe(natives.push);
    expect(Function.prototype.toString).toBe(natives.toString);
    // What pdf.js needs and Node 20 lacks stays polyfilled.
    expect(typeof (Promise as unknown as { withResolvers?: unknown }).withResolvers).toBe('function');
  });
});
