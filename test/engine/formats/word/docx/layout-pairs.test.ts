import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../../../../src/engine/index';
import { styleChangeInfo } from '../../../../../src/engine/changeinfo';
import { layoutPairs } from '../../../../helpers/word-layout-pairs';
import type { LayoutPair } from '../../../../helpers/word-layout-pairs';

const pairs = await layoutPairs();

async function changesOf(pair: LayoutPair) {
  const result = await compareFiles(
    { bytes: pair.source, fileName: 'source.docx' },
    { bytes: pair.target, fileName: 'target.docx' },
  );
  return result.changes;
}

describe('Word pairs that differ in layout, lists, links and sections (generated with docx)', () => {
  it.each(pairs.map((pair) => [pair.name, pair] as const))('%s is one StyleChanged naming it', async (_, pair) => {
    const changes = await changesOf(pair);
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change.kind).toBe('StyleChanged');
    expect(change.targetText).toContain(pair.expect.text);
    const named = change.styleChanges?.find((s) => s.property === pair.expect.property);
    expect(named, JSON.stringify(change.styleChanges)).toBeDefined();
    expect(named!.oldValue).not.toBe(named!.newValue);
  });

  it('names old and new values as a reader sees them', async () => {
    const byName = new Map(pairs.map((pair) => [pair.name, pair]));
    const first = async (name: string) => (await changesOf(byName.get(name)!))[0].styleChanges;
    expect(await first('indent-left-1')).toEqual([{ property: 'indent left', oldValue: '0pt', newValue: '36pt' }]);
    expect(await first('line-spacing-1')).toEqual([
      { property: 'line spacing', oldValue: 'single', newValue: '1.5 lines' },
    ]);
    expect(await first('list-level-1')).toEqual([
      { property: 'list level', oldValue: '1', newValue: '2' },
      { property: 'list format', oldValue: 'decimal', newValue: 'lowerLetter' },
    ]);
    expect(await first('link-url-3')).toEqual([
      { property: 'link', oldValue: 'https://example.com/terms/2025', newValue: 'https://example.com/terms/2026' },
    ]);
    expect(await first('link-anchor-3')).toEqual([
      { property: 'link', oldValue: '#terms_old', newValue: '#terms_new' },
    ]);
    expect(await first('section-insert-4')).toEqual([
      { property: 'section break', oldValue: 'none', newValue: 'continuous' },
    ]);
    expect(await first('section-columns-4')).toEqual([
      { property: 'columns', oldValue: '1', newValue: '2, space 35.4pt' },
    ]);
  });

  it('gives the API PascalCase property names', () => {
    expect(styleChangeInfo({ property: 'indent left', oldValue: '0pt', newValue: '36pt' }).ChangedProperty).toBe(
      'IndentLeft',
    );
    expect(styleChangeInfo({ property: 'link', oldValue: 'a', newValue: 'b' }).ChangedProperty).toBe('Hyperlink');
    expect(styleChangeInfo({ property: 'bold', oldValue: 'false', newValue: 'true' }).ChangedProperty).toBe('Bold');
  });

  it('reports nothing for a document compared with itself', async () => {
    for (const pair of pairs.filter((p) => p.name.endsWith('-1'))) {
      const result = await compareFiles(
        { bytes: pair.target, fileName: 'a.docx' },
        { bytes: pair.target, fileName: 'b.docx' },
      );
      expect(result.changes, pair.name).toEqual([]);
    }
  });
});
