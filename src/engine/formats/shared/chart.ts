import { createHash } from 'node:crypto';
import { parseXmlPart, type XmlElement } from '../package/xml-tree';

/**
 * A DrawingML chart (the `c:chartSpace` part that Word, Excel and PowerPoint share) as a reader
 * sees it: its type, titles, series with their categories and values, and axes. Charts are
 * compared through this summary, not their bytes, so a re-save that only reorders relationships
 * or rewrites the XML declaration is no change, and a real change shows the chart before and
 * after in one line each.
 *
 * Values come from the caches the producer wrote (what the reader is shown); a series without a
 * cache (openpyxl writes none) is described by its cell references instead.
 */
export interface ChartSummary {
  /** Plot types in order (`bar`, `column`, `line`, `pie`, `scatter`, …), stacked/percent noted. */
  types: string[];
  title?: string;
  series: ChartSeries[];
  axes: ChartAxis[];
  legend?: string;
}

export interface ChartSeries {
  name: string;
  categories: string[];
  values: string[];
}

export interface ChartAxis {
  kind: string;
  title?: string;
  min?: string;
  max?: string;
  numberFormat?: string;
  reversed?: boolean;
  hidden?: boolean;
}

const PLOT_TYPES: Record<string, string> = {
  'c:areaChart': 'area',
  'c:area3DChart': '3-D area',
  'c:barChart': 'bar',
  'c:bar3DChart': '3-D bar',
  'c:bubbleChart': 'bubble',
  'c:doughnutChart': 'doughnut',
  'c:lineChart': 'line',
  'c:line3DChart': '3-D line',
  'c:ofPieChart': 'pie of pie',
  'c:pieChart': 'pie',
  'c:pie3DChart': '3-D pie',
  'c:radarChart': 'radar',
  'c:scatterChart': 'scatter',
  'c:stockChart': 'stock',
  'c:surfaceChart': 'surface',
  'c:surface3DChart': '3-D surface',
};

const AXES: Record<string, string> = {
  'c:catAx': 'category axis',
  'c:valAx': 'value axis',
  'c:dateAx': 'date axis',
  'c:serAx': 'series axis',
};

/** Reads a chart part; undefined when it is not a DrawingML chart (chartex, malformed XML). */
export function readChart(xml: string, part: string): ChartSummary | undefined {
  let root: XmlElement;
  try {
    root = parseXmlPart(xml, part).root;
  } catch {
    return undefined;
  }
  if (root.name !== 'c:chartSpace') return undefined;
  const chart = root.child('c:chart');
  if (!chart) return undefined;
  const plotArea = chart.child('c:plotArea');
  const summary: ChartSummary = { types: [], series: [], axes: [] };
  const title = chart.child('c:title');
  if (title && chart.child('c:autoTitleDeleted')?.attr('val') !== '1') summary.title = titleText(title);
  for (const plot of plotArea?.children ?? []) {
    const type = PLOT_TYPES[plot.name];
    if (type) {
      summary.types.push(plotTypeName(plot, type));
      for (const series of plot.children) if (series.name === 'c:ser') summary.series.push(readSeries(series));
      continue;
    }
    const axis = AXES[plot.name];
    if (axis) summary.axes.push(readAxis(plot, axis));
  }
  const legend = chart.child('c:legend');
  if (legend) summary.legend = legend.child('c:legendPos')?.attr('val') ?? 'r';
  return summary;
}

function plotTypeName(plot: XmlElement, type: string): string {
  let name = type;
  const direction = plot.child('c:barDir')?.attr('val');
  if (type.endsWith('bar') && direction === 'col') name = type.replace('bar', 'column');
  const grouping = plot.child('c:grouping')?.attr('val');
  if (grouping === 'stacked' || grouping === 'percentStacked')
    name = `${grouping === 'stacked' ? 'stacked' : '100% stacked'} ${name}`;
  const style = plot.child('c:scatterStyle')?.attr('val');
  if (style && style !== 'marker' && style !== 'none') name += ` (${style})`;
  return name;
}

function readSeries(series: XmlElement): ChartSeries {
  const index = Number(series.child('c:idx')?.attr('val') ?? 0);
  const tx = series.child('c:tx');
  const name = (tx && (tx.child('c:v')?.text ?? dataText(tx))) || `Series ${index + 1}`;
  const categories = dataText(series.child('c:cat') ?? series.child('c:xVal'), true);
  const values = dataText(series.child('c:val') ?? series.child('c:yVal'), true);
  return {
    name,
    categories: splitData(categories),
    values: splitData(values),
  };
}

const DATA_SEPARATOR = '\u0001';

/** The cached points of a c:strRef/c:numRef/c:multiLvlStrRef/literal, or the reference when uncached. */
function dataText(holder: XmlElement | undefined, list = false): string {
  if (!holder) return '';
  for (const source of holder.children) {
    const cache =
      source.child('c:strCache') ??
      source.child('c:numCache') ??
      source.child('c:multiLvlStrCache') ??
      (source.name === 'c:strLit' || source.name === 'c:numLit' ? source : undefined);
    if (cache) {
      const points = collectPoints(cache);
      if (points.length > 0) return list ? points.join(DATA_SEPARATOR) : points.join(' ');
    }
    const reference = source.child('c:f')?.text;
    if (reference) return `=${reference}`;
  }
  return '';
}

function collectPoints(cache: XmlElement): string[] {
  const count = Number(cache.child('c:ptCount')?.attr('val') ?? 0);
  const points: string[] = [];
  const levels = cache.children.filter((c) => c.name === 'c:lvl');
  const direct = cache.children.filter((c) => c.name === 'c:pt');
  // A multi-level category names each point by its levels, innermost first in the file.
  const sources = levels.length > 0 ? levels : [cache];
  for (const source of sources.length ? sources : [cache]) {
    for (const point of source === cache ? direct : source.children.filter((c) => c.name === 'c:pt')) {
      const at = Number(point.attr('idx') ?? points.length);
      const value = point.child('c:v')?.text ?? '';
      points[at] = points[at] === undefined ? value : `${value} / ${points[at]}`;
    }
  }
  const length = Math.max(count, points.length);
  return Array.from({ length }, (_, i) => points[i] ?? '');
}

function splitData(text: string): string[] {
  if (text === '') return [];
  return text.split(DATA_SEPARATOR);
}

function readAxis(axis: XmlElement, kind: string): ChartAxis {
  const scaling = axis.child('c:scaling');
  const result: ChartAxis = { kind };
  const title = axis.child('c:title');
  if (title) result.title = titleText(title);
  const min = scaling?.child('c:min')?.attr('val');
  const max = scaling?.child('c:max')?.attr('val');
  if (min !== undefined) result.min = min;
  if (max !== undefined) result.max = max;
  if (scaling?.child('c:orientation')?.attr('val') === 'maxMin') result.reversed = true;
  const format = axis.child('c:numFmt');
  if (format && format.attr('sourceLinked') !== '1') result.numberFormat = format.attr('formatCode');
  if (axis.child('c:delete')?.attr('val') === '1') result.hidden = true;
  return result;
}

function titleText(title: XmlElement): string {
  const tx = title.child('c:tx');
  if (!tx) return '';
  const rich = tx.child('c:rich');
  if (rich) return collectText(rich).trim();
  return dataText(tx);
}

function collectText(element: XmlElement): string {
  if (element.name === 'a:t') return element.text;
  let text = '';
  for (const child of element.children) {
    text += collectText(child);
    if (child.name === 'a:p') text += ' ';
  }
  return text;
}

/** One line a reviewer reads: `column chart "Sales": "2025" (Q1 10, Q2 20); value axis 0–100`. */
export function chartText(chart: ChartSummary): string {
  const parts: string[] = [];
  const kind = chart.types.length ? chart.types.join(' + ') : 'empty';
  parts.push(chart.title ? `${kind} chart "${chart.title}"` : `${kind} chart`);
  for (const series of chart.series) parts.push(`"${series.name}" (${seriesPoints(series)})`);
  for (const axis of chart.axes) {
    const details = axisDetails(axis);
    if (details) parts.push(`${axis.kind} ${details}`);
  }
  return parts.join('; ');
}

function seriesPoints(series: ChartSeries): string {
  const points = series.values.map((value, i) =>
    series.categories[i] !== undefined && series.categories[i] !== '' ? `${series.categories[i]} ${value}` : value,
  );
  const shown = points.slice(0, 12).join(', ');
  return points.length > 12 ? `${shown}, … ${points.length} points` : shown;
}

function axisDetails(axis: ChartAxis): string {
  const details: string[] = [];
  if (axis.title) details.push(`"${axis.title}"`);
  if (axis.min !== undefined || axis.max !== undefined) details.push(`${axis.min ?? 'auto'}–${axis.max ?? 'auto'}`);
  if (axis.numberFormat) details.push(`format ${axis.numberFormat}`);
  if (axis.reversed) details.push('reversed');
  if (axis.hidden) details.push('hidden');
  return details.join(' ');
}

/**
 * The identity of a chart part for comparison: the hash of what a reader sees, and that line;
 * undefined when the part is not a chart this module reads (then callers hash its bytes).
 */
export function chartIdentity(xml: string | undefined, part: string): { hash: string; detail: string } | undefined {
  if (xml === undefined) return undefined;
  const chart = readChart(xml, part);
  if (!chart) return undefined;
  const detail = chartText(chart);
  return { hash: createHash('sha1').update(`chart\u0000${detail}`).digest('hex'), detail };
}
