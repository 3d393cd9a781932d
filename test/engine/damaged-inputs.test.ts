import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine/errors';
import { readDocument } from '../../src/engine/index';

/**
 * Every real-world fixture, damaged three ways (cut in half, its first quarter gone, bytes
 * flipped at fixed places): the engine either reads what is left or says what is wrong with a
 * typed error in one line — never a TypeError, a hang or an internal message.
 */
const FIXTURES = join(__dirname, '../fixtures/real');
const SKIP = /50000|encrypted|password|README|licenses/;

function damaged(bytes: Uint8Array): [string, Uint8Array][] {
  const flipped = Uint8Array.from(bytes);
  for (let k = 1; k <= 20; k++) flipped[Math.floor((flipped.length * k) / 21)] ^= 0xff;
  return [
    ['cut in half', bytes.subarray(0, bytes.length >> 1)],
    ['first quarter gone', bytes.subarray(bytes.length >> 2)],
    ['bytes flipped', flipped],
  ];
}

describe('damaged real documents', () => {
  const names = readdirSync(FIXTURES).filter((name) => !SKIP.test(name));
  it('has fixtures of every family to damage', () => {
    const extensions = new Set(names.map((name) => name.split('.').pop()));
    for (const extension of ['docx', 'odt', 'xlsx', 'ods', 'pptx', 'odp', 'pdf', 'vsdx', 'eml', 'png', 'csv'])
      expect(extensions).toContain(extension);
  });

  for (const name of names) {
    it(`${name}: read or refused with a one-line engine error`, async () => {
      for (const [how, bytes] of damaged(readFileSync(join(FIXTURES, name)))) {
        try {
          await readDocument({ bytes, fileName: name });
        } catch (error) {
          expect(error, `${how}: ${(error as Error).message}`).toBeInstanceOf(EngineError);
          const message = (error as Error).message;
          expect(message, how).not.toMatch(/\n|undefined|null|is not a function|Cannot read/);
        }
      }
    }, 60_000);
  }
});
