import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { SCENARIO } from '../../scripts/action-scenario';
import { run } from '../helpers/cli';

/**
 * Each side of every change `changes --json` lists, with default settings, holds only text its own
 * version has. The text is read here from the files themselves (the XML text runs of the package,
 * poppler and qpdf for PDF), not through docdelta's readers, so a reader that mixes the versions or
 * invents text cannot pass by agreeing with itself.
 */

const hasPoppler = spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;
const hasQpdf = spawnSync('qpdf', ['--version'], { stdio: 'ignore' }).status === 0;

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function decode(xml: string): string {
  return xml
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&');
}

/**
 * The text of each paragraph of an XML part: the content of its text elements, in order, with tabs
 * and breaks as spaces. `paragraph` and `text` are the vocabulary's element names.
 */
function paragraphs(xml: string, paragraph: string, text: string, space: RegExp): string[] {
  const runs = new RegExp(`<${text}(?:\\s[^>]*)?>([^<]*)</${text}>`, 'g');
  return [...xml.matchAll(new RegExp(`<${paragraph}\\b[^>]*>([\\s\\S]*?)</${paragraph}>`, 'g'))].map(([, inner]) =>
    decode([...inner.replace(space, `<${text}> </${text}>`).matchAll(runs)].map(([, run]) => run).join('')),
  );
}

function parts(bytes: Uint8Array, pattern: RegExp): string[] {
  const files = unzipSync(bytes, { filter: (file) => pattern.test(file.name) });
  return Object.keys(files)
    .sort()
    .map((name) => strFromU8(files[name]));
}

/** The document's own text, one entry a paragraph (a cell, a field), by what its file format says. */
function ownText(path: string): string[] {
  const bytes = readFileSync(path);
  switch (extname(path)) {
    case '.docx':
      return parts(bytes, /^word\/(document|header\d*|footer\d*|footnotes|endnotes|comments)\.xml$/).flatMap((xml) =>
        paragraphs(xml, 'w:p', 'w:t', /<w:(tab|ptab|br|cr)\b[^>]*\/>/g),
      );
    case '.pptx':
      return parts(bytes, /^ppt\/(slides|notesSlides)\/[^/]+\.xml$/).flatMap((xml) =>
        paragraphs(xml, 'a:p', 'a:t', /<a:br\b[^>]*\/>/g),
      );
    case '.odt':
      return parts(bytes, /^(content|styles)\.xml$/).flatMap((xml) =>
        // ODF keeps the text itself between the elements of a paragraph, not in runs of its own.
        [...xml.matchAll(/<text:(p|h)\b[^>]*>([\s\S]*?)<\/text:\1>/g)].map(([, , inner]) =>
          decode(
            inner
              .replace(/<text:s\b[^>]*\/>|<text:tab\b[^>]*\/>|<text:line-break\b[^>]*\/>/g, ' ')
              .replace(/<[^>]*>/g, ''),
          ),
        ),
      );
    case '.md':
      // Markdown's text is the file's, its emphasis marks and table bars left out.
      return bytes
        .toString('utf8')
        .split('\n')
        .flatMap((line) => line.replace(/\*\*|__|`/g, '').split(/\s*\|\s*/));
    case '.pdf':
      return [
        ...execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).split('\n'),
        ...formFields(path),
      ];
    default:
      throw new Error(`no reader of its own text for ${path}`);
  }
}

/** A PDF's form fields as docdelta names them, "name: value", from qpdf's view of the AcroForm. */
function formFields(path: string): string[] {
  const json = JSON.parse(execFileSync('qpdf', ['--json', '--json-key=acroform', path], { encoding: 'utf8' })) as {
    acroform: { fields: { fullname: string; value: unknown }[] };
  };
  // qpdf's JSON marks a text string "u:" (and a binary one "b:").
  const text = (value: unknown) => (typeof value === 'string' ? value.replace(/^u:/, '') : '');
  return json.acroform.fields.map(({ fullname, value }) =>
    text(value) === '' ? `${text(fullname)}:` : `${text(fullname)}: ${text(value)}`,
  );
}

/** A spreadsheet's cells: reference → the value it stores (a string, or the number as written). */
function cells(path: string): Map<string, { value: string; styled: boolean }> {
  const bytes = readFileSync(path);
  const files = unzipSync(bytes, {
    filter: (file) => /^xl\/(workbook|sharedStrings|worksheets\/[^/]+)\.xml$/.test(file.name),
  });
  const xml = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const shared = [...xml('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map(([, si]) =>
    decode([...si.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)].map(([, t]) => t).join('')),
  );
  const sheets = [...xml('xl/workbook.xml').matchAll(/<sheet\b[^>]*\bname="([^"]*)"/g)].map(([, name]) => decode(name));
  const result = new Map<string, { value: string; styled: boolean }>();
  sheets.forEach((sheet, index) => {
    for (const [, attributes, inner] of xml(`xl/worksheets/sheet${index + 1}.xml`).matchAll(
      /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g,
    )) {
      const ref = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1];
      if (!ref) continue;
      const type = /\bt="([^"]*)"/.exec(attributes)?.[1];
      const v = /<v>([^<]*)<\/v>/.exec(inner ?? '')?.[1];
      const value =
        type === 's'
          ? (shared[Number(v)] ?? '')
          : type === 'inlineStr'
            ? decode(/<t(?:\s[^>]*)?>([^<]*)<\/t>/.exec(inner ?? '')?.[1] ?? '')
            : decode(v ?? '');
      result.set(`${sheet}!${ref}`, { value, styled: /\bs="[1-9]\d*"/.test(attributes) });
    }
  });
  return result;
}

interface ChangeInfo {
  Type: string;
  Text: string;
  TargetText: string;
}

/**
 * The pieces of one side that must be the document's own text: a table row is listed as its cells
 * joined by " | ", and a table or a run of paragraphs by line breaks.
 */
function pieces(side: string): string[] {
  return side
    .split(/ \| |\n/)
    .map(squash)
    .filter(Boolean);
}

const PAIRS = Object.entries(SCENARIO).filter(
  (entry): entry is [string, [string, string]] => entry[1][0] !== undefined && entry[1][1] !== undefined,
);

function unescape(html: string): string {
  return decode(
    html
      .replace(/<br>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&#39;/g, "'"),
  );
}

/** The document text one side of the report's side-by-side view shows: labels and notes left out. */
function shownText(side: string): string[] {
  const words = unescape(
    side.replace(/<span class="label">[^<]*<\/span>/g, '').replace(/<span class="(empty|props)">[^<]*<\/span>/g, '\n'),
  );
  // A sentence cut short is marked with an ellipsis; each piece is the document's own text.
  return words.split(/…|\n/).flatMap(pieces);
}

const work = mkdtempSync(join(tmpdir(), 'docdelta-sides-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const needsPoppler = (path: string) => path.endsWith('.pdf') && !(hasPoppler && hasQpdf);

describe('each side of a change is its own version’s text', () => {
  it('covers every sample pair of both versions, of every format', () => {
    expect(new Set(PAIRS.map(([path]) => extname(path)))).toEqual(
      new Set(['.docx', '.md', '.odt', '.pptx', '.xlsx', '.pdf']),
    );
  });

  for (const [path, [before, after]] of PAIRS) {
    const reason = needsPoppler(path) ? ' (needs pdftotext and qpdf)' : '';
    it.skipIf(reason !== '')(
      `${path}: Text from the source, TargetText from the target${reason}`,
      async () => {
        const report = join(work, `${path.replace(/\W/g, '-')}.html`);
        const result = await run(['changes', before, after, '--json', '--report', report], { PATH: process.env.PATH });
        expect(result.stderr).toBe('');
        const changes = JSON.parse(result.stdout) as ChangeInfo[];
        if (path.endsWith('.xlsx')) return checkCells(changes, before, after);
        expect(changes.length).toBeGreaterThan(0);
        const [oldText, newText] = [before, after].map((file) => squash(ownText(file).join('\n')));
        for (const [index, change] of changes.entries()) {
          for (const piece of pieces(change.Text))
            expect(oldText, `change ${index + 1} (${change.Type}) Text '${piece}'`).toContain(piece);
          for (const piece of pieces(change.TargetText))
            expect(newText, `change ${index + 1} (${change.Type}) TargetText '${piece}'`).toContain(piece);
        }
        // The report's Before and After, with the sentence around each change, hold the same text.
        const html = readFileSync(report, 'utf8');
        const sides = [...html.matchAll(/<div class="old">(.*?)<\/div><div class="new">(.*?)<\/div>/g)];
        expect(sides.length).toBe(changes.length);
        for (const [index, side] of sides.entries()) {
          for (const piece of shownText(side[1]))
            expect(oldText, `report change ${index + 1} Before shows '${piece}'`).toContain(piece);
          for (const piece of shownText(side[2]))
            expect(newText, `report change ${index + 1} After shows '${piece}'`).toContain(piece);
        }
      },
      120_000,
    );
  }
});

/**
 * A spreadsheet change names its cell, "Sheet1!B20: value". The cell must exist in that version, and
 * its value be the one stored there — or, for a cell with a number format of its own, that format's
 * rendering of the stored number, which this test does not recompute.
 */
function checkCells(changes: ChangeInfo[], before: string, after: string): void {
  const sides = [cells(before), cells(after)] as const;
  for (const [index, change] of changes.entries()) {
    for (const [side, text] of [change.Text, change.TargetText].entries()) {
      if (text === '') continue;
      const match = /^(.+?![A-Z]+\d+): ([\s\S]*)$/.exec(text);
      expect(match, `change ${index + 1} names its cell: '${text}'`).not.toBeNull();
      const [, ref, value] = match!;
      const cell = sides[side].get(ref);
      expect(
        cell,
        `change ${index + 1}: ${ref} is a cell of ${side === 0 ? 'the source' : 'the target'}`,
      ).toBeDefined();
      if (!cell!.styled) expect(value, `change ${index + 1}: ${ref}`).toBe(cell!.value);
    }
  }
}
