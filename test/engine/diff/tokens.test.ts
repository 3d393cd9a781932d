import { describe, expect, it } from 'vitest';
import { tokenizeText, wordsOf } from '../../../src/engine/diff/tokens';

// The Unicode patterns as the tokenizer had them before its plain-text patterns: the reference.
const UNICODE_TOKEN =
  /(\s+)|([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}])|([\p{L}\p{M}\p{N}_]+(?:['\u2019][\p{L}\p{M}\p{N}]+)*)|([\s\S])/uy;
const UNICODE_WORD =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]|[\p{L}\p{M}\p{N}_]+(?:['\u2019][\p{L}\p{M}\p{N}]+)*/gu;

function referenceTokens(text: string) {
  const tokens: { kind: string; start: number; end: number; key: string }[] = [];
  for (let position = 0; position < text.length;) {
    UNICODE_TOKEN.lastIndex = position;
    const match = UNICODE_TOKEN.exec(text)!;
    const end = position + match[0].length;
    const kind = match[1] ? 'space' : match[2] || match[3] ? 'word' : 'punct';
    tokens.push({ kind, start: position, end, key: text.slice(position, end) });
    position = end;
  }
  return tokens;
}

describe('tokenizeText and wordsOf', () => {
  it('split prose of ASCII and typographic marks as the Unicode patterns do, and other text too (seeded)', () => {
    // Every printable ASCII character, the marks read without Unicode's tables, and a few that are not.
    const ascii = Array.from({ length: 95 }, (_, k) => String.fromCharCode(32 + k)).join('') + '\t\n\r\v\f';
    const marks = '\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026';
    const others = 'éΣ日\u2028😀';
    let state = 3;
    const next = () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state >> 8;
    };
    for (let round = 0; round < 2000; round++) {
      const alphabet = ascii + marks + (round % 4 === 0 ? others : '');
      // Letters and apostrophes often, so words with apostrophes inside and at their ends come up.
      const text = Array.from({ length: next() % 40 }, () =>
        next() % 3 ? "aZ9_'\u2019 "[next() % 8] : alphabet[next() % alphabet.length],
      ).join('');
      expect(tokenizeText(text), JSON.stringify(text)).toEqual(referenceTokens(text));
      expect(wordsOf(text), JSON.stringify(text)).toEqual(text.toLowerCase().match(UNICODE_WORD) ?? []);
    }
  });
});
