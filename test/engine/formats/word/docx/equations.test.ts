import { Document, Math as WordMath, MathFraction, MathRun, MathSuperScript, Packer, Paragraph, TextRun } from 'docx';
import type { MathComponent } from 'docx';
import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../../../../src/engine/index';

/** One paragraph of text around an equation, and one equation alone (built with the docx library). */
async function equations(inline: MathComponent[], alone: MathComponent[]): Promise<Uint8Array> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({
            children: [new TextRun('The rate is '), new WordMath({ children: inline }), new TextRun(' per unit.')],
          }),
          new Paragraph({ children: [new WordMath({ children: alone })] }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

const compare = async (source: Uint8Array, target: Uint8Array) =>
  (await compareFiles({ bytes: source, fileName: 'source.docx' }, { bytes: target, fileName: 'target.docx' })).changes;

const fraction = (numerator: string) =>
  new MathFraction({ numerator: [new MathRun(numerator)], denominator: [new MathRun('b')] });

describe('Word equations are compared term by term', () => {
  it('names the changed term, not the whole formula, inline and inside a fraction', async () => {
    const changes = await compare(
      await equations([new MathRun('y=22·x+97')], [fraction('a+97'), new MathRun('=c')]),
      await equations([new MathRun('y=22·x+71')], [fraction('a+71'), new MathRun('=c')]),
    );
    expect(changes.map((c) => [c.kind, c.text, c.targetText, c.place])).toEqual([
      ['Modified', '97', '71', 'paragraph 1'],
      ['Modified', '97', '71', 'paragraph 2'],
    ]);
    // The change still covers the equation in the paragraph, for the results that mark it.
    expect([changes[0].source?.start, changes[0].source?.end]).toEqual([12, 21]);
  });

  it('names a changed operator and a renamed variable', async () => {
    const changes = await compare(
      await equations([new MathRun('y=22·x+97')], [new MathRun('E=m·c')]),
      await equations([new MathRun('y=22·x−97')], [new MathRun('E=n·c')]),
    );
    expect(changes.map((c) => [c.text, c.targetText])).toEqual([
      ['+', '−'],
      ['m', 'n'],
    ]);
  });

  it('keeps the whole formulas when a term is only added, or only the structure changed', async () => {
    const changes = await compare(
      await equations([new MathRun('x+1')], [new MathRun('x2')]),
      await equations(
        [new MathRun('x+1+2')],
        [new MathSuperScript({ children: [new MathRun('x')], superScript: [new MathRun('2')] })],
      ),
    );
    expect(changes.map((c) => [c.kind, c.text, c.targetText])).toEqual([
      ['Modified', 'x+1', 'x+1+2'],
      ['Modified', 'x2', 'x2'],
    ]);
  });
});
