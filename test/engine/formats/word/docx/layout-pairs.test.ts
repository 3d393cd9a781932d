import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../../../../src/engine/index';
import { styleChangeInfo } from '../../../../../src/engine/changeinfo';
import { layoutPairs } from '../../../../helpers/word-layout-pairs';
import type { LayoutPair } from '../../../../helpers/word-layout-pairs';
import { buildDocx, wordPart } from '../../../../helpers/ooxml';

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

  it('resolves layout over docDefaults and the basedOn chain, direct formatting winning attribute by attribute', async () => {
    // Quoted: its own indent over its base's spacing; Normal sets the space after for all.
    const styles = (quotedIndent: string) =>
      wordPart(
        'w:styles',
        '<w:docDefaults><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>' +
          '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
          '<w:style w:type="paragraph" w:styleId="Base"><w:name w:val="Base"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:before="240"/><w:keepNext/></w:pPr></w:style>' +
          `<w:style w:type="paragraph" w:styleId="Quoted"><w:name w:val="Quoted"/><w:basedOn w:val="Base"/><w:pPr><w:ind w:left="${quotedIndent}" w:firstLine="360"/></w:pPr></w:style>`,
      );
    const body = (direct: string) =>
      `<w:p><w:pPr><w:pStyle w:val="Quoted"/>${direct}</w:pPr><w:r><w:t>A quoted passage.</w:t></w:r></w:p>` +
      '<w:p><w:r><w:t>A plain paragraph.</w:t></w:r></w:p>';
    const docx = (indent: string, direct = '') =>
      buildDocx({ body: body(direct), parts: { 'word/styles.xml': styles(indent) } });
    const compare = async (a: Uint8Array, b: Uint8Array) =>
      (await compareFiles({ bytes: a, fileName: 'a.docx' }, { bytes: b, fileName: 'b.docx' })).changes;

    // The style's indent changes: only the paragraph in that style changes, and says how.
    const changed = await compare(docx('720'), docx('1440'));
    expect(changed.map((c) => [c.kind, c.targetText, c.styleChanges])).toEqual([
      ['StyleChanged', 'A quoted passage.', [{ property: 'indent left', oldValue: '36pt', newValue: '72pt' }]],
    ]);
    // Direct formatting that states what the style states changes nothing a reader sees.
    expect(await compare(docx('720'), docx('720', '<w:ind w:left="720"/><w:keepNext w:val="1"/>'))).toEqual([]);
    // A direct hanging indent replaces the inherited first-line one; spacing comes from the chain.
    const direct = await compare(docx('720'), docx('720', '<w:ind w:hanging="360"/><w:spacing w:before="0"/>'));
    expect(direct[0].styleChanges).toEqual([
      { property: 'indent first line', oldValue: '18pt', newValue: '0pt' },
      { property: 'indent hanging', oldValue: '0pt', newValue: '18pt' },
      { property: 'space before', oldValue: '12pt', newValue: '0pt' },
    ]);
    expect(direct).toHaveLength(1);
  });
});
