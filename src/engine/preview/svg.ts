import type { LaidOutPage, PageItem } from '../layout/flow';
import { FONT_FAMILIES, fontClass, textWidth } from '../layout/metrics';

/**
 * Text is drawn in the metric twin of the family the layout measured it with (metrics.ts); each
 * word is also placed at its own x, so a font that is a little wider cannot push text off the
 * place its ChangeInfo box names.
 */
const FONT_FAMILY = FONT_FAMILIES.sans;

/** One laid-out page as SVG: `viewBox` in points, `width`/`height` in pixels. */
export function pageToSvg(page: LaidOutPage, pixelWidth: number, pixelHeight: number): string {
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${num(page.width)} ${num(page.height)}" preserveAspectRatio="none">`,
    `<rect x="0" y="0" width="${num(page.width)}" height="${num(page.height)}" fill="#ffffff"/>`,
  ];
  for (const item of page.items) parts.push(itemSvg(item));
  parts.push('</svg>');
  return parts.join('');
}

function itemSvg(item: PageItem): string {
  if (item.kind === 'rect') {
    const rect = `<rect x="${num(item.x)}" y="${num(item.y)}" width="${num(item.width)}" height="${num(item.height)}" fill="${item.fill ? `#${item.fill}` : 'none'}" stroke="${item.stroke ? `#${item.stroke}` : 'none'}" stroke-width="0.75"/>`;
    if (!item.label) return rect;
    const size = Math.max(6, Math.min(10, item.height * 0.5));
    const label = `<text x="${num(item.x + item.width / 2)}" y="${num(item.y + item.height / 2 + size * 0.35)}" font-family="${FONT_FAMILY}" font-size="${num(size)}" fill="#606060" text-anchor="middle">${escapeXml(clip(item.label, Math.floor(item.width / (size * 0.5))))}</text>`;
    return rect + label;
  }
  let highlights = '';
  const spans = item.spans
    .filter((s) => s.text.length > 0)
    .map((span) => {
      const style = span.style;
      const family = fontClass(style.font);
      const attributes = [`x="${num(span.x)}"`, `font-size="${num(span.size)}"`];
      if (family !== 'sans') attributes.push(`font-family="${FONT_FAMILIES[family]}"`);
      if (style.bold) attributes.push('font-weight="bold"');
      if (style.italic) attributes.push('font-style="italic"');
      if (style.color && /^[0-9A-Fa-f]{6}$/.test(style.color)) attributes.push(`fill="#${style.color}"`);
      const decorations = [
        style.underline && style.underline !== 'none' ? 'underline' : '',
        style.strike ? 'line-through' : '',
      ].filter(Boolean);
      if (decorations.length) attributes.push(`text-decoration="${decorations.join(' ')}"`);
      if (style.highlight) {
        const colour = /^[0-9A-Fa-f]{6}$/.test(style.highlight)
          ? `#${style.highlight}`
          : style.highlight.replace(/[^a-zA-Z]/g, '');
        highlights += `<rect x="${num(span.x)}" y="${num(item.y - span.size * 0.85)}" width="${num(textWidth(span.text, span.size, style.bold === true, family))}" height="${num(span.size * 1.1)}" fill="${colour}"/>`;
      }
      const bold = style.bold === true;
      const words: string[] = [];
      let x = span.x;
      for (const piece of span.text.match(/\s+|\S+/g) ?? []) {
        if (/\S/.test(piece))
          words.push(
            `<tspan ${attributes.join(' ').replace(`x="${num(span.x)}"`, `x="${num(x)}"`)}>${escapeXml(piece)}</tspan>`,
          );
        x += textWidth(piece, span.size, bold, family);
      }
      return words.join('');
    });
  if (spans.length === 0) return highlights;
  return `${highlights}<text y="${num(item.y)}" font-family="${FONT_FAMILY}" fill="#000000">${spans.join('')}</text>`;
}

function clip(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1))}…`;
}

function num(n: number): string {
  return String(Math.round(n * 100) / 100);
}

export function escapeXml(text: string): string {
  // XML 1.0 forbids most control characters; a document's stray ones must not break the SVG.
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
