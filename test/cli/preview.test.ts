import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli';
import { LIBREOFFICE_TEST_TIMEOUT_MS } from '../helpers/libreoffice';

const real = join(__dirname, '..', 'fixtures', 'real');
const samples = join(__dirname, '..', 'fixtures', 'samples');
const mixed = join(real, 'pdfjs-pdf-mixed-page-sizes.pdf');

describe('docdelta preview', () => {
  it('writes the chosen pages as PNGs named after the file and page', async () => {
    const out = mkdtempSync(join(tmpdir(), 'docdelta-preview-'));
    const { code, stdout, stderr } = await run(['preview', mixed, '--pages', '1,3', '--width', '500', '--out', out]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(
      `${join(out, 'pdfjs-pdf-mixed-page-sizes-page-1.png')}: 500x647\n${join(out, 'pdfjs-pdf-mixed-page-sizes-page-3.png')}: 500x386\n`,
    );
    expect(readdirSync(out).sort()).toEqual([
      'pdfjs-pdf-mixed-page-sizes-page-1.png',
      'pdfjs-pdf-mixed-page-sizes-page-3.png',
    ]);
    expect(await sharp(readFileSync(join(out, 'pdfjs-pdf-mixed-page-sizes-page-3.png'))).metadata()).toMatchObject({
      format: 'png',
      width: 500,
      height: 386,
    });
  });

  it('on a full disk ends in one line naming the page, exit 2, and leaves no part of an image', async () => {
    // A real full disk: a small tmpfs filled up by one file. Mounting needs root.
    const out = mkdtempSync(join(tmpdir(), 'docdelta-preview-full-'));
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', out]).status === 0;
    if (!mounted) console.warn('full-disk preview case not run: mounting a tmpfs needs root');
    try {
      if (!mounted) return;
      spawnSync('sh', ['-c', 'head -c 1048576 /dev/zero > filler'], { cwd: out });
      const { code, stdout, stderr } = await run(['preview', mixed, '--pages', '1', '--width', '800', '--out', out]);
      expect(stdout).toBe('');
      expect(stderr).toBe(
        `docdelta: ${join(out, 'pdfjs-pdf-mixed-page-sizes-page-1.png')}: cannot be written (ENOSPC)\n`,
      );
      expect(code).toBe(2);
      expect(readdirSync(out)).toEqual(['filler']);
    } finally {
      if (mounted) spawnSync('umount', [out]);
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('writes JPEG with .jpg and keeps the aspect ratio from --height alone', async () => {
    const out = mkdtempSync(join(tmpdir(), 'docdelta-preview-'));
    const { code, stdout } = await run([
      'preview',
      join(real, 'tika-img-cat-100x75.png'),
      '--format',
      'jpeg',
      '--height',
      '150',
      '--out',
      out,
    ]);
    expect(code).toBe(0);
    expect(stdout).toBe(`${join(out, 'tika-img-cat-100x75-page-1.jpg')}: 200x150\n`);
  });

  it('draws a DOCX with the built-in renderer on request', async () => {
    const out = mkdtempSync(join(tmpdir(), 'docdelta-preview-'));
    const { code, stdout } = await run([
      'preview',
      join(samples, 'policy-v1.docx'),
      '--office',
      'builtin',
      '--format',
      'bmp',
      '--width',
      '306',
      '--out',
      out,
    ]);
    expect(code).toBe(0);
    expect(stdout).toBe(`${join(out, 'policy-v1-page-1.bmp')}: 306x396\n`);
    expect(readFileSync(join(out, 'policy-v1-page-1.bmp')).subarray(0, 2).toString()).toBe('BM');
  });

  it.each([
    [['--pages', '2-x'], "docdelta: --pages: page selection '2-x' is not valid at '2-x'; expected e.g. 1,3-5\n"],
    [['--pages', '4'], `docdelta: ${mixed}: page 4 is not in the document, which has 3 pages\n`],
    [['--format', 'gif'], "docdelta: --format 'gif' is not one of png, jpeg, bmp\n"],
    [['--width', 'wide'], "docdelta: --width 'wide' is not a whole number of pixels\n"],
    [['--office', 'word'], "docdelta: --office 'word' is not one of auto, libreoffice, builtin\n"],
  ])('rejects %j with one line and exit code 2', async (flags, message) => {
    const out = mkdtempSync(join(tmpdir(), 'docdelta-preview-'));
    const { code, stderr } = await run(['preview', mixed, ...flags, '--out', out]);
    expect(code).toBe(2);
    expect(stderr).toBe(message);
  });

  it('says in one line how to install LibreOffice when --office libreoffice finds none', async () => {
    const out = mkdtempSync(join(tmpdir(), 'docdelta-preview-'));
    const nowhere = join(out, 'no-soffice');
    const policy = join(samples, 'policy-v1.docx');
    const { code, stderr } = await run(['preview', policy, '--office', 'libreoffice', '--out', out], {
      DOCDELTA_SOFFICE: nowhere,
    });
    expect(code).toBe(2);
    expect(stderr).toBe(
      `docdelta: ${policy}: LibreOffice was not found at ${nowhere}; it is needed for --office libreoffice: install LibreOffice (Debian/Ubuntu: apt-get install libreoffice-nogui; others: https://www.libreoffice.org/download/) or set DOCDELTA_SOFFICE to its soffice\n`,
    );
    expect(readdirSync(out)).toEqual([]);
  });

  it('needs --out and an existing file', async () => {
    expect((await run(['preview', mixed])).stderr).toBe('docdelta: preview needs --out <dir>\n');
    expect((await run(['preview', 'missing.pdf', '--out', tmpdir()])).stderr).toBe(
      'docdelta: missing.pdf: no such file\n',
    );
  });
});

describe('docdelta compare --preview', () => {
  it(
    'writes a side-by-side PNG of each changed page with the changes framed',
    async () => {
      const out = mkdtempSync(join(tmpdir(), 'docdelta-compare-preview-'));
      const { code, stdout, stderr } = await run([
        'compare',
        join(samples, 'policy-v1.docx'),
        join(samples, 'policy-v2.docx'),
        '-o',
        join(out, 'r.docx'),
        '--preview',
        join(out, 'pages'),
      ]);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toContain(`${join(out, 'pages', 'policy-v2-page-1.png')}: page 1, 1616x1063\n`);
      const { data, info } = await sharp(readFileSync(join(out, 'pages', 'policy-v2-page-1.png')))
        .raw()
        .toBuffer({ resolveWithObject: true });
      // Inserted changes are framed in the default inserted colour (0000FF) on the target half.
      let blue = 0;
      for (let i = 0; i < data.length; i += info.channels)
        if (data[i] === 0 && data[i + 1] === 0 && data[i + 2] === 255) blue++;
      expect(blue).toBeGreaterThan(500);
      // LibreOffice draws the pages when it is installed: its turn may wait behind other conversions.
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
