import { existsSync } from 'node:fs';
import { describe, it } from 'vitest';
import { describeWordSpacing } from './word-spacing';

// A machine with DejaVu alone (no Liberation, Carlito or Caladea), as a fresh Debian is: the
// renderer is told to see only this folder, as it is when FONTCONFIG_FILE names only it.
const DEJAVU = '/usr/share/fonts/truetype/dejavu';

if (existsSync(DEJAVU)) {
  process.env.DOCDELTA_FONT_DIRS = DEJAVU;
  describeWordSpacing('DejaVu only');
} else {
  describe('built-in layout word spacing (DejaVu only)', () => {
    it.skip(`needs the DejaVu fonts in ${DEJAVU} (fonts-dejavu-core)`, () => {});
  });
}
