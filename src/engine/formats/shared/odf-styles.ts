import type { Document, Element } from '@xmldom/xmldom';
import type { StyleChange } from '../../diff/types';
import type { ItemStyle } from '../writer';
import { attr, createElement, elementChildren, firstChildNamed, qname } from '../package/odf-dom';

/** Automatic styles the writer adds to a part: unique names, text properties from ItemStyle. */
export class PartStyles {
  private readonly names = new Set<string>();
  private readonly cache = new Map<string, string>();
  private container: Element | undefined;

  constructor(private readonly doc: Document) {
    const root = doc.documentElement!;
    for (const containerName of ['office:automatic-styles', 'office:styles']) {
      const container = firstChildNamed(root, containerName);
      if (!container) continue;
      for (const style of elementChildren(container)) {
        const name = attr(style, 'style:name');
        if (name) this.names.add(name);
      }
    }
  }

  unique(base: string): string {
    let n = 1;
    while (this.names.has(`${base}-${n}`)) n++;
    const name = `${base}-${n}`;
    this.names.add(name);
    return name;
  }

  has(name: string): boolean {
    return this.names.has(name);
  }

  automaticStyles(): Element {
    if (this.container) return this.container;
    const root = this.doc.documentElement!;
    let container = firstChildNamed(root, 'office:automatic-styles');
    if (!container) {
      container = createElement(this.doc, 'office:automatic-styles');
      const before = elementChildren(root).find((child) =>
        ['office:master-styles', 'office:body'].includes(qname(child)),
      );
      root.insertBefore(container, before ?? null);
    }
    this.container = container;
    return container;
  }

  add(style: Element): void {
    this.automaticStyles().appendChild(style);
  }

  /** A text style for a kind of change, created once per part. */
  textStyle(base: string, item: ItemStyle): string {
    const cached = this.cache.get(base);
    if (cached) return cached;
    const name = this.unique(base);
    const properties: Record<string, string> = {};
    if (item.fontColor) properties['fo:color'] = `#${item.fontColor}`;
    if (item.highlightColor) properties['fo:background-color'] = `#${item.highlightColor}`;
    if (item.bold)
      Object.assign(properties, {
        'fo:font-weight': 'bold',
        'style:font-weight-asian': 'bold',
        'style:font-weight-complex': 'bold',
      });
    if (item.italic)
      Object.assign(properties, {
        'fo:font-style': 'italic',
        'style:font-style-asian': 'italic',
        'style:font-style-complex': 'italic',
      });
    if (item.underline)
      Object.assign(properties, {
        'style:text-underline-style': 'solid',
        'style:text-underline-width': 'auto',
        'style:text-underline-color': 'font-color',
      });
    if (item.strikeThrough)
      Object.assign(properties, { 'style:text-line-through-style': 'solid', 'style:text-line-through-type': 'single' });
    this.add(
      createElement(this.doc, 'style:style', { 'style:name': name, 'style:family': 'text' }, [
        createElement(this.doc, 'style:text-properties', properties),
      ]),
    );
    this.cache.set(base, name);
    return name;
  }

  /** A text style that puts back the source's values of changed run properties. */
  revertStyle(changes: StyleChange[]): string | undefined {
    const properties: Record<string, string> = {};
    for (const change of changes) {
      const value = change.oldValue;
      switch (change.property) {
        case 'bold':
          Object.assign(properties, {
            'fo:font-weight': value === 'true' ? 'bold' : 'normal',
            'style:font-weight-asian': value === 'true' ? 'bold' : 'normal',
            'style:font-weight-complex': value === 'true' ? 'bold' : 'normal',
          });
          break;
        case 'italic':
          Object.assign(properties, {
            'fo:font-style': value === 'true' ? 'italic' : 'normal',
            'style:font-style-asian': value === 'true' ? 'italic' : 'normal',
            'style:font-style-complex': value === 'true' ? 'italic' : 'normal',
          });
          break;
        case 'underline':
          properties['style:text-underline-style'] = value === 'none' ? 'none' : 'solid';
          if (value !== 'none') properties['style:text-underline-type'] = value === 'double' ? 'double' : 'single';
          break;
        case 'strike':
          properties['style:text-line-through-style'] = value === 'true' ? 'solid' : 'none';
          break;
        case 'font':
          if (value) properties['fo:font-family'] = value;
          break;
        case 'size':
          if (value && Number.isFinite(Number(value))) properties['fo:font-size'] = `${value}pt`;
          break;
        case 'color':
          if (value === 'auto') properties['style:use-window-font-color'] = 'true';
          else properties['fo:color'] = `#${value}`;
          break;
        case 'highlight':
          properties['fo:background-color'] =
            value === 'none' ? 'transparent' : /^[0-9A-F]{6}$/i.test(value) ? `#${value}` : value;
          break;
        case 'vertAlign':
          properties['style:text-position'] =
            value === 'superscript' ? 'super 58%' : value === 'subscript' ? 'sub 58%' : '0% 100%';
          break;
        default:
          break;
      }
    }
    if (!Object.keys(properties).length) return undefined;
    const name = this.unique('dd-revert');
    this.add(
      createElement(this.doc, 'style:style', { 'style:name': name, 'style:family': 'text' }, [
        createElement(this.doc, 'style:text-properties', properties),
      ]),
    );
    return name;
  }
}
