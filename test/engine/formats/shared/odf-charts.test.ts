import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { compareToDocument, listChanges } from '../../../../src/engine/index';
import { chartText, readOdfChart } from '../../../../src/engine/formats/shared/chart';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../helpers/libreoffice';

/**
 * OpenDocument charts (ODS, ODT, ODP) are compared by what a reader sees, through the same
 * summary as OOXML charts. The files are LibreOffice's own (scripts/fixtures/odf-charts.py): a
 * column chart, that file re-saved, and one edit each of a value, the title and the plot type.
 */

const fixtures = join(__dirname, '..', '..', '..', 'fixtures', 'odf-charts');
const FAMILIES = [
  { family: 'spreadsheet', ext: 'ods', chart: 'Sales/content.xml' },
  { family: 'text', ext: 'odt', chart: 'Object 1/content.xml' },
  { family: 'presentation', ext: 'odp', chart: 'Object 1/content.xml' },
];
const BASE =
  'column chart "Sales"; "2025" (Q1 10, Q2 20, Q3 30, Q4 40); "2026" (Q1 12, Q2 21, Q3 33, Q4 44); value axis 0–60';

const styledResults = new Map<string, Uint8Array>();

describe.each(FAMILIES)('the chart of a LibreOffice $family document', ({ family, ext, chart }) => {
  const file = (variant: string) => `${family}-${variant}.${ext}`;
  const input = (variant: string) => ({
    bytes: new Uint8Array(readFileSync(join(fixtures, file(variant)))),
    fileName: file(variant),
  });
  const chartChanges = async (variant: string) => {
    const { changes } = await listChanges({ source: input('chart'), targets: [input(variant)] });
    return changes.filter((c) => /chart/.test(`${c.Text} ${c.TargetText}`));
  };

  it('reads as a reader sees it: type, title, series with their categories and values, the axis scale', () => {
    const parts = unzipSync(input('chart').bytes);
    expect(chartText(readOdfChart(strFromU8(parts[chart]), chart)!)).toBe(BASE);
  });

  it('is no change at all after LibreOffice saved the file again and its chart styles were renamed', async () => {
    // What another producer may write for the same chart: other automatic style names, other quotes.
    const parts = unzipSync(input('chart-resaved').bytes);
    const original = strFromU8(parts[chart]);
    parts[chart] = strToU8(
      original.replace(/"ch(\d+)"/g, '"chart-style-$1"').replace('<?xml version="1.0"', "<?xml version='1.0'"),
    );
    expect(strFromU8(parts[chart])).not.toBe(original);
    const resaved = { bytes: zipSync(parts), fileName: file('chart-resaved') };
    const { changes } = await listChanges({ source: input('chart'), targets: [resaved] });
    expect(changes).toEqual([]);
  });

  it.each([
    { variant: 'chart-value', was: '"2026" (Q1 12, Q2 21,', now: '"2026" (Q1 12, Q2 22,' },
    { variant: 'chart-title', was: 'column chart "Sales";', now: 'column chart "Sales by quarter";' },
    { variant: 'chart-type', was: 'column chart "Sales"', now: 'line chart "Sales"' },
  ])('is one Modified change showing the chart before and after when $variant', async ({ variant, was, now }) => {
    const charts = await chartChanges(variant);
    expect(charts).toHaveLength(1);
    expect(charts[0].Type).toBe('Modified');
    expect(charts[0].Text).toContain(was);
    expect(charts[0].TargetText).toContain(now);
    expect(charts[0].Text).not.toContain(now);
  });

  it('writes a styled result that lists the chart change', async () => {
    const result = await compareToDocument({ source: input('chart'), target: input('chart-value') });
    expect(result.changes.some((c) => c.TargetText.includes('Q2 22'))).toBe(true);
    styledResults.set(`result-${family}.${ext}`, result.bytes);
  });
});

describe('the styled results of charted OpenDocument files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docdelta-odf-charts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'open in LibreOffice',
    async () => {
      if (!SOFFICE) {
        console.warn('LibreOffice is not installed: skipping the open check');
        return;
      }
      expect([...styledResults.keys()]).toHaveLength(FAMILIES.length);
      const files = [...styledResults].map(([name, bytes]) => {
        writeFileSync(join(dir, name), bytes);
        return join(dir, name);
      });
      await sofficeConvert(files, 'pdf', dir);
      for (const name of styledResults.keys()) {
        const pdf = join(dir, name.replace(/\.\w+$/, '.pdf'));
        expect(existsSync(pdf), name).toBe(true);
        expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
      }
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});

describe('OpenDocument chart summaries', () => {
  const chart = (plotStyle: string, series: string, table = '') =>
    `<?xml version="1.0"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:o="urn:oasis:names:tc:opendocument:xmlns:chart:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:automatic-styles><style:style style:name="p"><style:chart-properties ${plotStyle}/></style:style><style:style style:name="y"><style:chart-properties o:reverse-direction="true" o:maximum="9"/></style:style></office:automatic-styles><office:body><office:chart><o:chart o:class="chart:bar"><o:plot-area o:style-name="p"><o:axis o:dimension="y" o:style-name="y"><o:title><text:p>Units</text:p></o:title></o:axis>${series}</o:plot-area>${table}</o:chart></office:chart></office:body></office:document-content>`;

  it('reads other prefixes, horizontal stacked bars, a line series beside them and the axis settings', () => {
    const summary = readOdfChart(
      chart(
        'o:vertical="true" o:stacked="true"',
        '<o:series o:values-cell-range-address="local-table.$B$2:.$B$3"/><o:series o:class="chart:line" o:values-cell-range-address="local-table.$C$2:.$C$3" o:label-cell-address="local-table.$C$1"/>',
        '<table:table table:name="local-table"><table:table-rows><table:table-row><table:table-cell/><table:table-cell office:value-type="string"><text:p>A</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>B</text:p></table:table-cell></table:table-row><table:table-row><table:table-cell/><table:table-cell office:value-type="float" office:value="1"/><table:table-cell office:value-type="float" office:value="2"/></table:table-row><table:table-row><table:table-cell/><table:table-cell office:value-type="float" office:value="3"/><table:table-cell office:value-type="float" office:value="4"/></table:table-row></table:table-rows></table:table>',
      ),
      'content.xml',
    );
    expect(chartText(summary!)).toBe(
      'stacked bar + stacked line chart; "Series 1" (1, 3); "B" (2, 4); value axis "Units" auto–9 reversed',
    );
  });

  it('shows a sheet range the chart keeps no copy of by its address', () => {
    const summary = readOdfChart(
      chart('', "<o:series o:values-cell-range-address=\"'My data'.B2:'My data'.B9\"/>"),
      'c',
    );
    expect(summary!.series[0].values).toEqual(["='My data'.B2:'My data'.B9"]);
  });

  it('is undefined for an object that is no chart', () => {
    expect(readOdfChart('<office:document-content/>', 'Object 1/content.xml')).toBeUndefined();
    expect(readOdfChart('<not xml', 'Object 1/content.xml')).toBeUndefined();
  });
});
