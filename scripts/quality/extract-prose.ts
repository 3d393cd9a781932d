/**
 * Extracts the base prose of the quality corpus and the benchmark from a real, redistributable
 * document shipped in test/fixtures/real (Apache POI test data, Apache-2.0), and writes
 * scripts/quality/prose.txt. Run once: `npx tsx scripts/quality/extract-prose.ts`.
 * The output is committed, so the corpus does not depend on this script at run time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync, strFromU8 } from 'fflate';

const here = dirname(fileURLToPath(import.meta.url));
const SOURCE = 'test/fixtures/real/poi-docx-realworld-tracked-changes-municipal-code.docx';

function decode(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, '&');
}

const zip = unzipSync(readFileSync(join(here, '../..', SOURCE)));
const xml = strFromU8(zip['word/document.xml']);
const seen = new Set<string>();
const paragraphs: string[] = [];
for (const chunk of xml.split('</w:p>')) {
  // Tracked deletions are not part of the visible text; tracked insertions are.
  const visible = chunk.replace(/<w:del\b[\s\S]*?<\/w:del>/g, '');
  const text = decode([...visible.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .replace(/\s+/g, ' ')
    .trim();
  const words = text.split(' ').length;
  if (words < 4 || seen.has(text)) continue;
  seen.add(text);
  paragraphs.push(text);
}

const header = [
  '# Base prose for the docdelta quality corpus and benchmark, one paragraph a line.',
  `# Extracted by scripts/quality/extract-prose.ts from ${SOURCE}`,
  '# (Apache POI test data test-data/integration/stress023.docx, distributed under the Apache',
  '# License 2.0; the text is a chapter of a California municipal code on accessory dwelling units).',
  '# Lines starting with # are comments.',
];
writeFileSync(join(here, 'prose.txt'), header.join('\n') + '\n' + paragraphs.join('\n') + '\n');
console.log(`${paragraphs.length} paragraphs, ${paragraphs.join(' ').split(' ').length} words`);
