import type { Document, Element } from '@xmldom/xmldom';
import type { EngineChange } from '../../../../diff/types';
import { createElement, firstChildNamed } from '../../../package/xml-dom';
import { odfTextNodes } from '../../../package/odf-dom';
import type { PartStyles } from '../../../shared/odf-styles';

const KINDS = ['Inserted', 'Deleted', 'Modified', 'Moved', 'StyleChanged'] as const;

/** Short text of a change for summaries: what it shows, shortened. */
export function changeSummaryText(change: EngineChange): string {
  const text = change.kind === 'Modified' ? `${change.text} → ${change.targetText}` : change.targetText || change.text;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat;
}

export function changeCounts(changes: readonly EngineChange[]): [string, number][] {
  return KINDS.map((kind) => [kind, changes.filter((c) => c.kind === kind).length]);
}

/** Appends a summary page to office:text: a heading after a page break, counts and a table. */
export function buildSummary(doc: Document, styles: PartStyles, changes: readonly EngineChange[]): void {
  const body = firstChildNamed(doc.documentElement!, 'office:body');
  const officeText = body ? firstChildNamed(body, 'office:text') : undefined;
  if (!officeText) return;
  const breakStyle = styles.unique('dd-summary-break');
  styles.add(
    createElement(doc, 'style:style', { 'style:name': breakStyle, 'style:family': 'paragraph' }, [
      createElement(doc, 'style:paragraph-properties', { 'fo:break-before': 'page' }),
      createElement(doc, 'style:text-properties', { 'fo:font-size': '16pt', 'fo:font-weight': 'bold' }),
    ]),
  );
  const headerStyle = styles.unique('dd-summary-header');
  styles.add(
    createElement(doc, 'style:style', { 'style:name': headerStyle, 'style:family': 'text' }, [
      createElement(doc, 'style:text-properties', { 'fo:font-weight': 'bold' }),
    ]),
  );
  const paragraph = (text: string, style?: string): Element =>
    createElement(doc, 'text:p', style ? { 'text:style-name': style } : {}, odfTextNodes(doc, text));
  officeText.appendChild(
    createElement(doc, 'text:h', { 'text:style-name': breakStyle, 'text:outline-level': '1' }, ['Summary of changes']),
  );
  officeText.appendChild(paragraph(`${changes.length} change${changes.length === 1 ? '' : 's'}`));
  for (const [kind, count] of changeCounts(changes)) officeText.appendChild(paragraph(`${kind}: ${count}`));
  if (!changes.length) return;
  const cell = (text: string, header = false) =>
    createElement(doc, 'table:table-cell', { 'office:value-type': 'string' }, [
      header
        ? createElement(doc, 'text:p', {}, [
            createElement(doc, 'text:span', { 'text:style-name': headerStyle }, odfTextNodes(doc, text)),
          ])
        : paragraph(text),
    ]);
  const table = createElement(doc, 'table:table', { 'table:name': styles.unique('DocdeltaSummary') }, [
    createElement(doc, 'table:table-column', { 'table:number-columns-repeated': '4' }),
    createElement(doc, 'table:table-header-rows', {}, [
      createElement(
        doc,
        'table:table-row',
        {},
        ['#', 'Type', 'Where', 'Text'].map((h) => cell(h, true)),
      ),
    ]),
  ]);
  changes.forEach((change, id) => {
    table.appendChild(
      createElement(doc, 'table:table-row', {}, [
        cell(String(id)),
        cell(change.kind),
        cell(change.place),
        cell(changeSummaryText(change)),
      ]),
    );
  });
  officeText.appendChild(table);
}
