import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../src/engine/index';
import { documentToText } from '../../src/report/textconv';
import { expectGolden } from './golden';
import { featuresModel, REAL, SAMPLES } from './fixtures';

async function model(path: string) {
  return readDocument({ bytes: new Uint8Array(readFileSync(path)), fileName: path });
}

describe('textconv renderer', () => {
  it('renders the policy samples: headings, paragraphs, lists, table rows, header section', async () => {
    expectGolden('textconv-policy-v1.txt', documentToText(await model(join(SAMPLES, 'policy-v1.docx'))));
    expectGolden('textconv-policy-v2.txt', documentToText(await model(join(SAMPLES, 'policy-v2.docx'))));
  });

  it('marks formatting, notes, comments, images and breaks', async () => {
    const text = documentToText(await featuresModel());
    expectGolden('textconv-features.txt', text);
    expect(text).toContain('**bold**');
    expect(text).toContain('_italic_');
    expect(text).toContain('~~struck~~');
    expect(text).toContain('[image: image1.png]');
    expect(text).toMatch(/^--- header \(section 1, default\) ---$/m);
    expect(text).toMatch(/^--- footnote \d+ ---$/m);
  });

  it('wraps long paragraphs only when asked', async () => {
    const document = await featuresModel();
    const unwrapped = documentToText(document);
    const wrapped = documentToText(document, { wrap: 40 });
    expectGolden('textconv-features-wrap40.txt', wrapped);
    expect(Math.max(...unwrapped.split('\n').map((l) => l.length))).toBeGreaterThan(40);
    for (const line of wrapped.split('\n')) if (line.includes(' ')) expect(line.length).toBeLessThanOrEqual(40);
  });

  it('renders an ODT with a footnote and a list', async () => {
    expectGolden(
      'textconv-odt-footnote-list.txt',
      documentToText(await model(join(REAL, 'tika-odt-openoffice3-footnote-list.odt'))),
    );
  });

  it('gives the same text for the same document, always', async () => {
    const a = documentToText(await model(join(SAMPLES, 'policy-v2.docx')));
    const b = documentToText(await model(join(SAMPLES, 'policy-v2.docx')));
    expect(a).toBe(b);
  });
});
