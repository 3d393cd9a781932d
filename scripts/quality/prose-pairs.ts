/**
 * Plain-text and Markdown pairs from real hard-wrapped prose (the Apache-2.0 licence in
 * test/fixtures/prose), each with known edits: a word deleted, a word replaced, a phrase
 * inserted, a paragraph inserted, deleted or moved, and pairs that only re-wrap the text, which
 * must report nothing. Every edited paragraph is re-wrapped as an editor would (at 72 columns),
 * so the line ends of the whole paragraph move. Scored as noise (changes reported per edit) and
 * recall (edits whose words some change names).
 *
 *   npx tsx scripts/quality/prose-pairs.ts [--n 40] [--seed 1]
 */
import { readFileSync } from 'node:fs';
import { compareFiles } from '../../src/engine/index';
import type { EngineChange } from '../../src/engine/diff/types';

const LICENSE = readFileSync(new URL('../../test/fixtures/prose/apache-2.0-LICENSE.txt', import.meta.url), 'utf8');

interface Paragraph {
  indent: string;
  hanging: string;
  words: string[];
  /** Lines kept as written (the title block). */
  verbatim?: string;
}

interface Edit {
  kind: 'word-delete' | 'word-replace' | 'phrase-insert' | 'paragraph-insert' | 'paragraph-delete' | 'paragraph-move';
  /** Words a change must name for the edit to count as found. */
  words: string[];
}

export interface ProsePair {
  name: string;
  format: 'txt' | 'md';
  source: string;
  target: string;
  edits: Edit[];
}

export interface ProseScore {
  pairs: number;
  edits: number;
  found: number;
  reported: number;
  /** Pairs that only re-wrap, and how many changes they reported in all (should be 0). */
  rewrapPairs: number;
  rewrapChanges: number;
  recall: number;
  noise: number;
}

function parse(text: string): Paragraph[] {
  return text
    .split(/\n\s*\n/)
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => line.trim().length < 40))
        return { indent: '', hanging: '', words: [], verbatim: block };
      return {
        indent: /^\s*/.exec(lines[0])![0],
        hanging: /^\s*/.exec(lines[1] ?? lines[0])![0],
        words: lines.join(' ').split(/\s+/).filter(Boolean),
      };
    });
}

function wrap(paragraph: Paragraph, width: number): string {
  if (paragraph.verbatim !== undefined) return paragraph.verbatim;
  const out: string[] = [];
  let line = paragraph.indent;
  for (const word of paragraph.words) {
    if (line.trim() && line.length + 1 + word.length > width) {
      out.push(line);
      line = paragraph.hanging + word;
    } else line += (line.trim() ? ' ' : '') + word;
  }
  out.push(line);
  return out.join('\n');
}

/** Markdown reads an indented line as code: the Markdown twin has no indentation. */
function render(paragraphs: Paragraph[], width: number, format: 'txt' | 'md'): string {
  const flat =
    format === 'md'
      ? paragraphs.map((p) =>
          p.verbatim !== undefined
            ? {
                ...p,
                verbatim: p.verbatim
                  .split('\n')
                  .map((l) => l.trim())
                  .join('\n'),
              }
            : { ...p, indent: '', hanging: '' },
        )
      : paragraphs;
  return `${flat.map((p) => wrap(p, width)).join('\n\n')}\n`;
}

/** Deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NEW_WORDS = ['reasonable', 'written', 'prior', 'applicable', 'separate', 'additional', 'express'];
const NEW_PARAGRAPH =
  'The licensee shall keep a written record of each modification made under this section and make it available on request.';

export function prosePairs(n: number, seed: number): ProsePair[] {
  const base = parse(LICENSE);
  const prose = base.map((p, i) => i).filter((i) => base[i].words.length >= 20);
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const pairs: ProsePair[] = [];
  for (let k = 0; k < n; k++) {
    // Every tenth pair only re-wraps; those alternate between the formats too.
    const format = (k % 10 === 9 ? Math.floor(k / 10) : k) % 2 === 0 ? 'txt' : 'md';
    const paragraphs = base.map((p) => ({ ...p, words: [...p.words] }));
    const edits: Edit[] = [];
    if (k % 10 === 9) {
      pairs.push({
        name: `rewrap-${k}`,
        format,
        source: render(base, 72, format),
        target: render(base, 60 + Math.floor(next() * 20), format),
        edits,
      });
      continue;
    }
    const used = new Set<number>();
    const count = 1 + Math.floor(next() * 3);
    for (let e = 0; e < count; e++) {
      let index = pick(prose);
      while (used.has(index)) index = pick(prose);
      used.add(index);
      used.add(index + 1);
      used.add(index - 1);
      const paragraph = paragraphs[index];
      const at = 3 + Math.floor(next() * (paragraph.words.length - 6));
      switch (
        pick([
          'word-delete',
          'word-replace',
          'phrase-insert',
          'paragraph-insert',
          'paragraph-delete',
          'paragraph-move',
        ] as const)
      ) {
        case 'word-delete':
          edits.push({ kind: 'word-delete', words: paragraph.words.splice(at, 1) });
          break;
        case 'word-replace': {
          const word = pick(NEW_WORDS);
          edits.push({ kind: 'word-replace', words: [word] });
          paragraph.words.splice(at, 1, word);
          break;
        }
        case 'phrase-insert':
          edits.push({ kind: 'phrase-insert', words: ['subject', 'to', 'prior', 'written', 'notice'] });
          paragraph.words.splice(at, 0, 'subject', 'to', 'prior', 'written', 'notice');
          break;
        case 'paragraph-insert':
          edits.push({ kind: 'paragraph-insert', words: NEW_PARAGRAPH.split(' ') });
          paragraphs.splice(index, 0, {
            indent: paragraph.hanging,
            hanging: paragraph.hanging,
            words: NEW_PARAGRAPH.split(' '),
          });
          break;
        case 'paragraph-delete':
          edits.push({ kind: 'paragraph-delete', words: paragraph.words });
          paragraph.words = [];
          break;
        case 'paragraph-move':
          edits.push({ kind: 'paragraph-move', words: paragraph.words });
          paragraph.words = [];
          // To the other half of the document, so that the move is never a no-op.
          paragraphs.splice(index > paragraphs.length / 2 ? 3 : paragraphs.length, 0, {
            ...paragraph,
            words: [...edits[edits.length - 1].words],
          });
          break;
      }
    }
    const target = paragraphs.filter((p) => p.verbatim !== undefined || p.words.length > 0);
    pairs.push({
      name: `edits-${k}`,
      format,
      source: render(base, 72, format),
      target: render(target, 72, format),
      edits,
    });
  }
  return pairs;
}

function names(edit: Edit, changes: readonly EngineChange[]): boolean {
  // Markdown renders `2. Grant` as a list item labelled 2: its text starts after the label.
  const wanted = edit.words
    .join(' ')
    .toLowerCase()
    .replace(/^\d+\. /, '');
  return changes.some((change) => {
    const text = `${change.text} ${change.targetText}`.toLowerCase().replace(/\s+/g, ' ');
    return wanted.length > 60 ? text.includes(wanted.slice(0, 60)) : text.includes(wanted);
  });
}

export async function scoreProse(n = 40, seed = 1, verbose = false): Promise<ProseScore> {
  const encoder = new TextEncoder();
  const score: ProseScore = {
    pairs: 0,
    edits: 0,
    found: 0,
    reported: 0,
    rewrapPairs: 0,
    rewrapChanges: 0,
    recall: 0,
    noise: 0,
  };
  for (const pair of prosePairs(n, seed)) {
    const fileName = `LICENSE.${pair.format}`;
    const { changes } = await compareFiles(
      { bytes: encoder.encode(pair.source), fileName },
      { bytes: encoder.encode(pair.target), fileName },
    );
    score.pairs++;
    if (pair.edits.length === 0) {
      score.rewrapPairs++;
      score.rewrapChanges += changes.length;
      continue;
    }
    score.edits += pair.edits.length;
    score.reported += changes.length;
    const missed = pair.edits.filter((edit) => !names(edit, changes));
    score.found += pair.edits.length - missed.length;
    if (verbose)
      for (const edit of missed)
        console.log(
          `  ${pair.name} (${pair.format}) missed ${edit.kind}: "${edit.words.join(' ').slice(0, 60)}"; got ${JSON.stringify(changes.map((c) => [c.kind, c.text.slice(0, 40), c.targetText.slice(0, 40)]))}`,
        );
  }
  score.recall = score.edits ? score.found / score.edits : 1;
  score.noise = score.edits ? score.reported / score.edits : 0;
  return score;
}

export function formatProseScore(score: ProseScore): string {
  return [
    `Wrapped prose (Apache-2.0 licence, plain text and Markdown): ${score.pairs} pairs, ${score.edits} edits`,
    `  recall ${score.recall.toFixed(3)} (${score.found}/${score.edits}), noise ${score.noise.toFixed(3)} changes per edit (${score.reported} changes)`,
    `  re-wrap only: ${score.rewrapPairs} pairs, ${score.rewrapChanges} changes reported (0 expected)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const args = process.argv.slice(2);
  const arg = (name: string, fallback: number) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? Number(args[at + 1]) : fallback;
  };
  scoreProse(arg('n', 40), arg('seed', 1), args.includes('--verbose')).then((score) =>
    console.log(formatProseScore(score)),
  );
}
