/**
 * PDF benchmark: a generated 340-page text PDF pair (one word changed on every 10th page and a
 * paragraph inserted early so later text reflows), timed through the engine's `listChanges`.
 * Prints seconds, peak RSS and the ratio of reported changes to true edits.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { listChanges } from '../../src/engine/index';

const PAGES = 340;
const SENTENCE = 'The committee reviewed the annual budget and agreed that the proposal needs more detail before the board can approve it at the next meeting of the members';

async function build(edit: boolean): Promise<{ bytes: Uint8Array; edits: number }> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const size = 11;
  let page = pdf.addPage([595, 842]);
  let y = 760;
  let edits = 0;
  const paragraphs: string[] = [];
  for (let i = 0; paragraphs.length < PAGES * 12; i++) {
    let text = `Section ${i + 1}. ${SENTENCE} number ${i}.`;
    if (edit && i % 120 === 60) {
      text = text.replace('annual', 'yearly');
      edits++;
    }
    paragraphs.push(text);
    if (edit && i === 5) {
      paragraphs.push(`An inserted paragraph that pushes every later line down the page. ${SENTENCE}.`);
      edits++;
    }
  }
  for (const paragraph of paragraphs) {
    const words = paragraph.split(' ');
    let line: string[] = [];
    const flush = () => {
      if (y < 80) {
        if (pdf.getPageCount() >= PAGES + (edit ? 1 : 0)) return;
        page = pdf.addPage([595, 842]);
        y = 760;
      }
      page.drawText(line.join(' '), { x: 72, y, size, font });
      y -= size * 1.2;
      line = [];
    };
    for (const word of words) {
      if ([...line, word].join(' ').length > 85) flush();
      line.push(word);
    }
    flush();
    y -= size * 0.8;
  }
  pdf.getPages().forEach((p, i) => {
    p.drawText('Annual Report of the Committee', { x: 72, y: 810, size: 9, font });
    p.drawText(`Page ${i + 1}`, { x: 280, y: 30, size: 9, font });
  });
  return { bytes: await pdf.save(), edits };
}

const a = await build(false);
const b = await build(true);
let peak = process.memoryUsage().rss;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const start = performance.now();
const result = await listChanges({ source: { bytes: a.bytes, fileName: 'a.pdf' }, targets: [{ bytes: b.bytes, fileName: 'b.pdf' }] });
const seconds = (performance.now() - start) / 1000;
clearInterval(timer);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(JSON.stringify({ pages: PAGES, seconds: Number(seconds.toFixed(2)), peakRssMB: Math.round(peak / 1048576), changes: result.changes.length, trueEdits: b.edits, ratio: Number((result.changes.length / b.edits).toFixed(2)) }));
for (const c of result.changes.slice(0, 8)) console.log(c.Type, JSON.stringify(c.Text.slice(0, 50)), JSON.stringify(c.TargetText.slice(0, 50)), c.PageInfo.PageNumber);
