import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { compareToDocument, listChanges } from '../../../../src/engine/index';
import { chartText, readChart } from '../../../../src/engine/formats/shared/chart';

/**
 * Charts are compared by what a reader sees (type, titles, series, axes), in workbooks, decks and
 * Word documents alike: tried on charts written by Excel, PowerPoint and Word (real fixtures),
 * edited the way a re-save or a changed number edits them.
 */

const real = join(__dirname, '..', '..', '..', 'fixtures', 'real');

const CASES = [
  { file: 'poi-xlsx-realworld-breakeven-charts-comments.xlsx', chart: 'xl/charts/chart1.xml' },
  { file: 'tika-pptx-various-10-slides.pptx', chart: 'ppt/charts/chart1.xml' },
  { file: 'tika-docx-kitchen-sink-2006ml.docx', chart: 'word/charts/chart1.xml' },
];

function edited(file: string, edit: (parts: Record<string, Uint8Array>) => void): Uint8Array {
  const parts = unzipSync(new Uint8Array(readFileSync(join(real, file))));
  edit(parts);
  return zipSync(parts);
}

/** The first cached number of the chart's first value series, and the part with it changed. */
function changeFirstValue(xml: string): { before: string; after: string; xml: string } {
  const series = xml.indexOf('<c:val>');
  const match = /<c:v>([^<]*)<\/c:v>/.exec(xml.slice(series));
  if (series < 0 || !match) throw new Error('fixture chart has no cached values');
  const at = series + match.index;
  const before = match[1];
  const after = String(Number(before) + 1234);
  return { before, after, xml: `${xml.slice(0, at)}<c:v>${after}</c:v>${xml.slice(at + match[0].length)}` };
}

describe.each(CASES)('the chart of $file', ({ file, chart }) => {
  const original = new Uint8Array(readFileSync(join(real, file)));
  const input = (bytes: Uint8Array) => ({ bytes, fileName: file });

  it('reads as a reader sees it: a type, series with points', () => {
    const parts = unzipSync(original);
    const summary = readChart(strFromU8(parts[chart]), chart);
    expect(summary).toBeDefined();
    expect(summary!.types.length).toBeGreaterThan(0);
    expect(summary!.series.length).toBeGreaterThan(0);
    expect(summary!.series[0].values.length).toBeGreaterThan(0);
    expect(chartText(summary!)).toMatch(/chart/);
  });

  it('is no change when a re-save only rewrote the XML declaration and reordered relationships', async () => {
    const resaved = edited(file, (parts) => {
      parts[chart] = strToU8(strFromU8(parts[chart]).replace(/<\?xml version="1.0"/, "<?xml version='1.0'"));
      const rels = chart.replace(/([^/]+)$/, '_rels/$1.rels');
      if (parts[rels]) {
        const text = strFromU8(parts[rels]);
        const items = text.match(/<Relationship [^>]*\/>/g) ?? [];
        parts[rels] = strToU8(text.replace(items.join(''), [...items].reverse().join('')));
      }
      // A byte-level difference the reader never shows: attribute quotes and spacing.
      parts[chart] = strToU8(strFromU8(parts[chart]).replace('<c:chart>', '<c:chart >'));
    });
    expect(Buffer.compare(Buffer.from(resaved), Buffer.from(original))).not.toBe(0);
    const { changes } = await listChanges({ source: input(original), targets: [input(resaved)] });
    expect(changes.filter((c) => /chart/.test(`${c.Text} ${c.TargetText}`))).toEqual([]);
  });

  it('is one change showing the old and the new value when a number of a series changed', async () => {
    let values = { before: '', after: '' };
    const changed = edited(file, (parts) => {
      const edit = changeFirstValue(strFromU8(parts[chart]));
      values = edit;
      parts[chart] = strToU8(edit.xml);
    });
    const { changes } = await listChanges({ source: input(original), targets: [input(changed)] });
    const charts = changes.filter((c) => /\[chart/.test(`${c.Text} ${c.TargetText}`));
    expect(charts).toHaveLength(1);
    expect(charts[0].Text).not.toBe(charts[0].TargetText);
    expect(charts[0].Text).toContain(values.before);
    expect(charts[0].TargetText).toContain(values.after);
    // The styled result lists the change and is written, validated and re-read like any other.
    const result = await compareToDocument({ source: input(original), target: input(changed) });
    expect(result.changes.some((c) => c.TargetText.includes(values.after))).toBe(true);
  });
});

describe('chart summaries', () => {
  const chart = (plot: string, title = '') =>
    `<?xml version="1.0"?><c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><c:chart>${title}<c:plotArea>${plot}<c:valAx><c:axId val="2"/><c:scaling><c:min val="0"/><c:max val="50"/></c:scaling></c:valAx></c:plotArea><c:legend><c:legendPos val="b"/></c:legend></c:chart></c:chartSpace>`;
  const series = (name: string, values: number[], ref?: string) =>
    `<c:ser><c:idx val="0"/><c:tx><c:v>${name}</c:v></c:tx><c:cat><c:strRef><c:f>Sheet1!$A$2:$A$3</c:f><c:strCache><c:ptCount val="2"/><c:pt idx="0"><c:v>Q1</c:v></c:pt><c:pt idx="1"><c:v>Q2</c:v></c:pt></c:strCache></c:strRef></c:cat><c:val><c:numRef><c:f>${ref ?? 'Sheet1!$B$2:$B$3'}</c:f>${values.length ? `<c:numCache><c:ptCount val="${values.length}"/>${values.map((v, i) => `<c:pt idx="${i}"><c:v>${v}</c:v></c:pt>`).join('')}</c:numCache>` : ''}</c:numRef></c:val></c:ser>`;

  it('names the plot type, direction and grouping, the title, the series points and the axis scale', () => {
    const summary = readChart(
      chart(
        `<c:barChart><c:barDir val="col"/><c:grouping val="stacked"/>${series('Sales', [10, 20])}</c:barChart>`,
        '<c:title><c:tx><c:rich><a:p><a:r><a:t>Revenue</a:t></a:r></a:p></c:rich></c:tx></c:title>',
      ),
      'chart.xml',
    );
    expect(chartText(summary!)).toBe('stacked column chart "Revenue"; "Sales" (Q1 10, Q2 20); value axis 0–50');
  });

  it('describes a series without cached values (as openpyxl writes it) by its reference', () => {
    const summary = readChart(chart(`<c:lineChart>${series('Cost', [], 'Data!$C$2:$C$9')}</c:lineChart>`), 'c.xml');
    expect(summary!.series[0].values).toEqual(['=Data!$C$2:$C$9']);
  });

  it('is undefined for a part that is not a DrawingML chart', () => {
    expect(readChart('<cx:chartSpace xmlns:cx="urn:x"/>', 'chartEx1.xml')).toBeUndefined();
    expect(readChart('<not xml', 'broken.xml')).toBeUndefined();
  });
});
