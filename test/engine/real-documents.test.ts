import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listChanges } from '../../src/engine/index';

const real = join(__dirname, '..', 'fixtures', 'real');
const readable = readdirSync(real).filter((f) => /\.(docx|docm|dotx|odt)$/.test(f) && !/edge|encrypted/.test(f));
const input = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(real, name))), fileName: name });

describe('real documents', () => {
  it.each(readable)('%s compared with itself has no changes', async (name) => {
    const { changes } = await listChanges({ source: input(name), targets: [input(name)] });
    expect(changes).toEqual([]);
  });

  it('finds the reworded sentences and the added footer of the threecol pair, and nothing else', async () => {
    const { changes, places } = await listChanges({
      source: input('poi-docx-pair-threecol-a-head-only.docx'),
      targets: [input('poi-docx-pair-threecol-b-head-and-foot.docx')],
    });
    expect(changes.map((c) => [c.Type, c.Text, c.TargetText])).toEqual([
      ['Modified', 'but no', 'and a three column'],
      ['Deleted', '.', ''],
      ['Modified', 'no', 'a three column'],
      ['Inserted', '', 'Footer Left\tFooter Middle\tFooter Right'],
    ]);
    expect(places[3]).toBe('footer (section 1, default)');
  });

  it('sees a generated table of contents as inserted paragraphs and the headings as unchanged', async () => {
    const { changes } = await listChanges({
      source: input('odfdo-odt-pair-toc-a-headings.odt'),
      targets: [input('odfdo-odt-pair-toc-b-with-toc.odt')],
    });
    expect(changes.length).toBe(13);
    expect(changes.every((c) => c.Type === 'Inserted')).toBe(true);
    expect(changes[0].TargetText).toBe('Table of Contents');
  });
});
