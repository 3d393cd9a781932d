/**
 * PDF corpus benchmark: the real PDFs of test/fixtures/pdf-corpus and the 137-page standard of
 * scripts/bench/inputs, each against a copy without one page (made by poppler's pdfseparate +
 * pdfunite and by `qpdf --pages`), against plain re-saves (pdfunite, qpdf, qpdf
 * --object-streams=generate) and, for forms, against a copy with one text field changed by pdf-lib.
 * Runs the CLI bundled the way it ships (esbuild, the native and pdf.js packages left outside as
 * dist/ leaves them) in a child process per command, `changes --json` and `compare -o result.pdf`,
 * under GNU time for wall time, CPU seconds and peak RSS, and checks each answer: a deletion is
 * found and is only deletions, a re-save is no change, a form edit is one Modified naming the field,
 * and the styled result is a PDF qpdf checks clean.
 *
 *   npx tsx scripts/bench/pdf-corpus.ts [--only name,…] [--timeout 120] [--out .bench/pdf-corpus.json]
 *
 * Prints one line per command with PASS/FAIL against the targets (20 s and 500 MB for each of
 * `changes` and `compare`), the machine's load average before and after, and writes the figures
 * as JSON. Needs qpdf and poppler-utils; GNU time (/usr/bin/time) for the figures.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PDFDocument } from 'pdf-lib';

const repo = resolve(import.meta.dirname, '../..');
const CORPUS = join(repo, 'test/fixtures/pdf-corpus');
const STANDARD = join(repo, 'scripts/bench/inputs/ecma-376-part-2-4th-edition-2012.pdf');
const TARGET_SECONDS = 20;
const TARGET_MB = 500;

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    timeout: { type: 'string', default: '120' },
    out: { type: 'string', default: join(repo, '.bench/pdf-corpus.json') },
  },
});
const timeoutMs = Number(values.timeout) * 1000;
const only = values.only?.split(',');

for (const tool of ['qpdf', 'pdfunite', 'pdfseparate', '/usr/bin/time'])
  if (spawnSync(tool, [tool === 'qpdf' ? '--version' : '-v'], { stdio: 'ignore' }).error) {
    console.error(`pdf-corpus: ${tool} is needed (apt-get install qpdf poppler-utils time)`);
    process.exit(2);
  }

/** The CLI as the package ships it, bundled with its PDF extraction worker beside it. */
function bundleCli(): string {
  const out = join(repo, '.bench/pdf-corpus-cli');
  const esbuild = join(repo, 'node_modules/.bin/esbuild');
  const external = ['pdfjs-dist', 'sharp', '@napi-rs/canvas', 'officecrypto-tool'].map((e) => `--external:${e}`);
  // Bundled CommonJS dependencies call require(): give the ES module one.
  const banner =
    "--banner:js=import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);";
  const common = ['--bundle', '--platform=node', '--format=esm', '--target=node20', '--log-level=error', banner];
  execFileSync(esbuild, [
    join(repo, 'src/cli/index.ts'),
    ...common,
    ...external,
    `--outfile=${join(out, 'index.mjs')}`,
  ]);
  execFileSync(esbuild, [
    join(repo, 'src/engine/formats/pdf/extract-worker.ts'),
    ...common,
    ...external,
    `--outfile=${join(out, 'pdf-extract-worker/index.js')}`,
  ]);
  writeFileSync(join(out, 'pdf-extract-worker/package.json'), '{ "type": "module" }\n');
  return join(out, 'index.mjs');
}

type Expect = { kind: 'deleted'; page: number } | { kind: 'none' } | { kind: 'field'; name: string };
interface Pair {
  name: string;
  how: string;
  a: string;
  b: string;
  expect: Expect;
}

// .bench/ is not in a fresh clone.
mkdirSync(join(repo, '.bench'), { recursive: true });
const work = mkdtempSync(join(repo, '.bench/pdf-corpus-'));
// qpdf exits 3 when it repaired something on the way (the broken files); 0 pages: it cannot count them.
const pages = (file: string) =>
  Number(spawnSync('qpdf', ['--show-npages', file], { encoding: 'utf8' }).stdout.trim() || '0');
const made = (file: string, how: string) => join(work, `${basename(file, '.pdf')}.${how}.pdf`);
function tool(command: string, args: string[]): void {
  const r = spawnSync(command, args, { encoding: 'utf8' });
  // qpdf exits 3 when it repaired something on the way.
  if (r.status !== 0 && !(command === 'qpdf' && r.status === 3)) throw new Error(`${command}: ${r.stderr}`);
}

async function pairsOf(file: string): Promise<Pair[]> {
  const name = basename(file, '.pdf');
  const count = pages(file);
  const pairs: Pair[] = [];
  if (count >= 2) {
    const page = 2;
    const dir = mkdtempSync(join(work, 'pages-'));
    tool('pdfseparate', [file, join(dir, 'p-%d.pdf')]);
    const kept = readdirSync(dir)
      .map((f) => Number(/^p-(\d+)\.pdf$/.exec(f)?.[1]))
      .filter((n) => n && n !== page)
      .sort((x, y) => x - y)
      .map((n) => join(dir, `p-${n}.pdf`));
    tool('pdfunite', [...kept, made(file, 'del-pdfunite')]);
    rmSync(dir, { recursive: true, force: true });
    pairs.push({
      name,
      how: 'pdfseparate+pdfunite −p2',
      a: file,
      b: made(file, 'del-pdfunite'),
      expect: { kind: 'deleted', page },
    });
    const ranges = ['1', count > 2 ? '3-z' : ''].filter(Boolean).join(',');
    tool('qpdf', [file, '--pages', file, ranges, '--', made(file, 'del-qpdf')]);
    pairs.push({
      name,
      how: 'qpdf --pages −p2',
      a: file,
      b: made(file, 'del-qpdf'),
      expect: { kind: 'deleted', page },
    });
  }
  tool('pdfunite', [file, made(file, 'pdfunite')]);
  pairs.push({ name, how: 'pdfunite re-save', a: file, b: made(file, 'pdfunite'), expect: { kind: 'none' } });
  tool('qpdf', [file, made(file, 'qpdf')]);
  pairs.push({ name, how: 'qpdf re-save', a: file, b: made(file, 'qpdf'), expect: { kind: 'none' } });
  tool('qpdf', ['--object-streams=generate', file, made(file, 'objstm')]);
  pairs.push({
    name,
    how: 'qpdf --object-streams=generate',
    a: file,
    b: made(file, 'objstm'),
    expect: { kind: 'none' },
  });
  const document = await PDFDocument.load(readFileSync(file), { ignoreEncryption: true }).catch(() => undefined);
  const field = document
    ?.getForm()
    .getFields()
    .find((f) => f.constructor.name === 'PDFTextField');
  if (document && field) {
    document.getForm().getTextField(field.getName()).setText('Smyth');
    writeFileSync(made(file, 'field'), await document.save());
    pairs.push({
      name,
      how: `pdf-lib field "${field.getName()}"`,
      a: file,
      b: made(file, 'field'),
      expect: { kind: 'field', name: field.getName() },
    });
  }
  return pairs;
}

interface Measured {
  seconds: number;
  cpuSeconds: number;
  peakMB: number;
  code: number | null;
  stdout: string;
  stderr: string;
}

function measure(args: string[]): Measured {
  const r = spawnSync('/usr/bin/time', ['-v', process.execPath, ...args], {
    encoding: 'utf8',
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    maxBuffer: 256 * 1024 * 1024,
  });
  const field = (label: string) => new RegExp(`${label}: (.+)`).exec(r.stderr ?? '')?.[1]?.trim() ?? '';
  const clock = field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)')
    .split(':')
    .reduce((sum, part) => sum * 60 + Number(part), 0);
  return {
    seconds: r.error ? timeoutMs / 1000 : clock,
    cpuSeconds: Number(field('User time \\(seconds\\)')) + Number(field('System time \\(seconds\\)')),
    peakMB: Math.round(Number(field('Maximum resident set size \\(kbytes\\)')) / 1024),
    code: r.error ? null : r.status,
    stdout: r.stdout ?? '',
    stderr: (r.stderr ?? '').split('\n\tCommand being timed')[0],
  };
}

interface Change {
  Type: string;
  Text: string;
  TargetText: string;
  PageInfo?: { PageNumber: number };
}

/** What is wrong with the answer, or '' when it is what the pair expects. */
function verdict(pair: Pair, changes: Change[]): string {
  const e = pair.expect;
  if (e.kind === 'none')
    return changes.length ? `${changes.length} changes where none: ${JSON.stringify(changes[0]).slice(0, 160)}` : '';
  if (e.kind === 'deleted') {
    if (!changes.length) return 'the deleted page is not found';
    const other = changes.find((c) => c.Type !== 'Deleted');
    return other ? `a ${other.Type} change besides the deletion: ${JSON.stringify(other).slice(0, 160)}` : '';
  }
  const named =
    changes.length === 1 && changes[0].Type === 'Modified' && changes[0].TargetText.startsWith(`${e.name}: `);
  return named
    ? ''
    : `expected one Modified of "${e.name}", got ${changes.length}: ${JSON.stringify(changes[0] ?? {}).slice(0, 160)}`;
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(', ');
const cli = bundleCli();
const files = [
  ...readdirSync(CORPUS)
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => join(CORPUS, f)),
  ...(existsSync(STANDARD) ? [STANDARD] : []),
]
  .filter((f) => pages(f) > 0)
  .filter((f) => !only || only.some((o) => basename(f).includes(o)));
console.log(
  `PDF corpus (${files.length} files; load average ${load()} at the start; 2-core machine figures stretch with it, CPU seconds less so)`,
);
const results: object[] = [];
let failures = 0;
for (const file of files) {
  for (const pair of await pairsOf(file)) {
    for (const command of ['changes', 'compare'] as const) {
      const result = join(work, 'result.pdf');
      rmSync(result, { force: true });
      const args =
        command === 'changes'
          ? [cli, 'changes', pair.a, pair.b, '--json']
          : [cli, 'compare', pair.a, pair.b, '-o', result];
      const m = measure(args);
      let problem = '';
      if (m.code === null) problem = `no answer within ${timeoutMs / 1000} s`;
      else if (m.code !== 0) problem = `exit ${m.code}: ${m.stderr.trim().split('\n').pop()}`;
      else if (command === 'changes') {
        try {
          problem = verdict(pair, JSON.parse(m.stdout) as Change[]);
        } catch (error) {
          problem = `unreadable JSON (${String(error)})`;
        }
      } else {
        const check = spawnSync('qpdf', ['--check', result], { encoding: 'utf8' });
        if (check.status !== 0 && check.status !== 3)
          problem = `the styled result does not check: ${check.stdout.split('\n').slice(-2).join(' ')}`;
      }
      const withinTargets = m.seconds <= TARGET_SECONDS && m.peakMB <= TARGET_MB;
      if (problem || !withinTargets) failures++;
      results.push({
        file: pair.name,
        how: pair.how,
        command,
        ...m,
        stdout: undefined,
        stderr: undefined,
        problem,
        withinTargets,
        load: loadavg()[0],
      });
      console.log(
        `${(problem || !withinTargets ? 'FAIL' : 'PASS').padEnd(5)}${pair.name.slice(0, 34).padEnd(35)}${pair.how.slice(0, 34).padEnd(35)}${command.padEnd(8)}` +
          `${m.seconds.toFixed(1).padStart(6)} s ${m.cpuSeconds.toFixed(1).padStart(6)} CPU s ${String(m.peakMB).padStart(5)} MB` +
          (problem ? `  ${problem}` : ''),
      );
    }
  }
}
console.log(
  `load average ${load()} at the end; ${failures} of ${results.length} commands outside the targets or wrong`,
);
mkdirSync(dirname(values.out!), { recursive: true });
writeFileSync(values.out!, JSON.stringify({ load: loadavg(), results }, null, 2) + '\n');
rmSync(work, { recursive: true, force: true });
