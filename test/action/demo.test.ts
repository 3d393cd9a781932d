import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSharp } from '../../src/engine/native';
import { inkLines, whiteRuns } from '../engine/layout/word-spacing';

/**
 * `npm run demo` as a new user on a bare machine runs it: no LibreOffice (none on PATH, and
 * DOCDELTA_SOFFICE pointing nowhere, so the built-in renderer draws the previews) and DejaVu as the
 * only fonts (fontconfig and the renderer's own font scan both told so). The words of the policy
 * document's preview must come out apart, measured in the PNG the demo wrote: a renderer that lays
 * text out for one font and draws it in another runs them together ("RemoteWorkPolicy").
 */

const root = resolve(__dirname, '../..');
const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const temp = mkdtempSync(join(tmpdir(), 'docdelta-demo-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function onPath(program: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, program);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

const git = onPath('git');
const missing = !existsSync(DEJAVU)
  ? `needs the DejaVu fonts in ${DEJAVU} (fonts-dejavu-core)`
  : !git
    ? 'needs git on PATH (the demo builds a git repository)'
    : undefined;

describe.skipIf(missing)(
  `npm run demo with LibreOffice hidden and DejaVu alone${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    it('writes a policy.docx preview whose words are spaced', async () => {
      // A PATH of node and git alone: no soffice, whatever this machine has installed.
      const bin = join(temp, 'bin');
      mkdirSync(bin);
      symlinkSync(process.execPath, join(bin, 'node'));
      symlinkSync(git!, join(bin, 'git'));
      writeFileSync(
        join(temp, 'fonts.conf'),
        `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n  <dir>${DEJAVU}</dir>\n  <cachedir>${join(temp, 'fontconfig-cache')}</cachedir>\n</fontconfig>\n`,
      );
      const env: NodeJS.ProcessEnv = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !/^(GITHUB_|RUNNER_|INPUT_|DOCDELTA_|FONTCONFIG_)/.test(name)),
      );
      Object.assign(env, {
        PATH: bin,
        DOCDELTA_SOFFICE: '/nonexistent',
        FONTCONFIG_FILE: join(temp, 'fonts.conf'),
        FONTCONFIG_PATH: temp,
        DOCDELTA_FONT_DIRS: DEJAVU,
      });
      const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
      // The demo writes ./docdelta-demo under the folder it runs in.
      const demo = spawnSync(process.execPath, ['--import', tsx, join(root, 'scripts', 'demo-action.ts')], {
        cwd: temp,
        env,
        encoding: 'utf8',
      });
      const log = `${demo.stdout}${demo.stderr}`;
      expect(demo.status, log).toBe(0);
      expect(log).toMatch(/docs\/policy\.docx \(modified\): \d+ changes, 1 preview/);
      const png = join(temp, 'docdelta-demo', 'documents', 'docs', 'policy.docx', 'previews', 'page-1.png');
      expect(existsSync(png), log).toBe(true);

      const sharp = (await loadSharp()).module!;
      const { data, info } = await sharp(readFileSync(png)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const all = new Uint8Array(data.buffer, data.byteOffset, data.length);
      const shade = (x: number, y: number) => {
        const i = (y * info.width + x) * 4;
        return Math.min(all[i], all[i + 1], all[i + 2]);
      };
      // The old and new pages side by side under a grey caption bar: the old page (no change
      // frames over its text) is white down to the bottom row until the grey gutter.
      let width = 0;
      while (width < info.width && shade(width, info.height - 1) >= 250) width++;
      let top = 0;
      while (top < info.height && shade(1, top) < 250) top++;
      expect(width).toBeGreaterThan(400);
      expect(width).toBeLessThan(info.width * 0.6);
      const height = info.height - top;
      const page = new Uint8Array(width * height * 4);
      for (let y = 0; y < height; y++)
        page.set(all.subarray((y + top) * info.width * 4, ((y + top) * info.width + width) * 4), y * width * 4);

      const lines = inkLines(page, width, height);
      // From the top: the header, then the title, the first paragraph and a heading of policy-v1.docx.
      const expected = [
        'Remote Work Policy',
        'This policy applies to all permanent employees from 1 January.',
        'Scope and eligibility',
      ];
      expect(lines.length).toBeGreaterThan(expected.length + 1);
      const counted = expected.map((_, index) => {
        const line = lines[index + 1];
        // At this size (about 600 px a page) a space is 4–5 px wide; letters of one word leave 1–2 px.
        return whiteRuns(page, width, line.top, line.bottom).filter((run) => run.end - run.start >= 4).length;
      });
      expect(counted).toEqual(expected.map((text) => text.split(' ').length - 1));
    }, 120_000);
  },
);
