import { escapeHtml } from '../report/escape';
import { GITHUB_COMMENT_LIMIT, renderMarkdown } from '../report/markdown';
import { countsByType, typeLabel } from '../report/summary';
import type { FileReport } from '../report/types';
import type { GitHubApi, IssueComment } from './github';
import { httpStatus } from './github';
import { isInformational, oneOrCount, summariseFindings } from './warnings';

/**
 * The pull-request comment (and job summary): a table of documents, then per document the
 * changes as the Markdown report renders them, all under GitHub's 65,536-character limit.
 * One sticky comment per pull request, found again by a hidden marker.
 */

export const COMMENT_MARKER = '<!-- docdelta -->';

export interface CommentDocument {
  report: FileReport;
  pages: number[];
}

export interface PreviewLink {
  path: string;
  /**
   * Image URLs: the redline's changed regions (`href` is the whole page, a click away) and
   * whole pages, or old and new pages side by side with boxes on the changes.
   */
  images: { url: string; caption: string; width?: number; href?: string }[];
}

export interface CommentInput {
  documents: readonly CommentDocument[];
  /** Link to the artifact with the full results. */
  artifactUrl?: string;
  /** Where the full report is inside the artifact. */
  reportName?: string;
  previews?: readonly PreviewLink[];
  /** Where previews left out of the comment can be seen: the preview branch's folder. */
  previewBranch?: { name: string; url: string };
  /** Lines about the gate (`fail-on`, protected paths), shown under the heading. */
  gateLines?: readonly string[];
  /** Lines about problems of the run itself (missing shards). */
  notes?: readonly string[];
  title?: string;
  limit?: number;
}

/** Room kept for the lines after the per-document sections. */
const FOOTER_RESERVE = 600;
/** The least the change sections get: previews come first, but the changes are still named. */
const SECTIONS_MINIMUM = 2000;

export function renderComment(input: CommentInput): string {
  const limit = input.limit ?? GITHUB_COMMENT_LIMIT;
  const files = input.documents.map((d) => d.report);
  const total = files.reduce((n, f) => n + f.changes.length, 0);
  const title = input.title ?? 'docdelta';
  const parts: string[] = [COMMENT_MARKER, '\n'];
  parts.push(
    `## ${title}: ${files.length} document${files.length === 1 ? '' : 's'}, ${total} change${total === 1 ? '' : 's'}\n\n`,
  );
  if (input.artifactUrl) {
    parts.push(
      `[Download the results](${input.artifactUrl}) — redlined documents, change lists (JSON) and the full HTML report${input.reportName ? ` (\`${input.reportName}\`)` : ''}.\n\n`,
    );
  }
  for (const line of input.gateLines ?? []) parts.push(`${line}\n`);
  for (const line of input.notes ?? []) parts.push(`> ${line}\n`);
  if (input.gateLines?.length || input.notes?.length) parts.push('\n');
  parts.push(documentTable(input.documents, Math.floor(limit * 0.35)));
  parts.push(warningSection(files, Math.floor(limit * 0.05)));
  const footer = input.artifactUrl
    ? `\n---\nEverything, untruncated: [the results artifact](${input.artifactUrl}).\n`
    : '';
  // Deleted documents are one line each: listing every paragraph they had says nothing more.
  const deleted = files
    .filter((f) => f.status === 'deleted' && !f.note)
    .map((f) => `**${escapeHtml(f.newPath)}** (deleted): document deleted.\n\n`)
    .join('');
  const used = parts.join('').length + deleted.length + footer.length + FOOTER_RESERVE;
  // The previews get what the comment really has left, less the sections' minimum.
  parts.push(previewSection(input, limit - used - SECTIONS_MINIMUM));
  const head = parts.join('');
  const budget = Math.max(1000, limit - head.length - deleted.length - footer.length - FOOTER_RESERVE);
  const markdown = renderMarkdown(
    files.filter((f) => !(f.status === 'deleted' && !f.note)),
    { title, budget },
  );
  // renderMarkdown opens with its own heading; ours above already says the same. Its notes name
  // its own share of the comment; the reader's limit is the comment's.
  const sections = markdown
    .slice(markdown.indexOf('\n\n') + 2)
    .split(`(the report is kept under ${budget} characters)`)
    .join(limitText(limit));
  return `${head}${deleted}${sections}${footer}`;
}

/** The limit a reader meets: GitHub's for a comment, or the one a caller set. */
function limitName(limit: number): string {
  return limit === GITHUB_COMMENT_LIMIT
    ? `GitHub's limit of ${GITHUB_COMMENT_LIMIT.toLocaleString('en')} characters for a comment`
    : `the limit of ${limit.toLocaleString('en')} characters`;
}

function limitText(limit: number): string {
  return `(the comment is kept under ${limitName(limit)})`;
}

/** Per document, its warnings counted (those the old version had too said apart), the first named. */
function warningSection(files: readonly FileReport[], budget: number): string {
  const lines: string[] = [];
  for (const file of files) {
    const warnings = file.warnings ?? [];
    if (!warnings.length) continue;
    const findings = warnings.filter((w) => !isInformational(w));
    const informational = warnings.filter(isInformational);
    const said = [
      findings.length ? summariseFindings(findings) : '',
      informational.length ? oneOrCount(informational, 'note') : '',
    ].filter(Boolean);
    lines.push(`- **${escapeHtml(file.newPath)}**: ${cell(said.join('; '))}\n`);
  }
  if (!lines.length) return '';
  let text = `<details><summary>Warnings about ${lines.length} document${lines.length === 1 ? '' : 's'}</summary>\n\n`;
  let shown = 0;
  for (const line of lines) {
    if (text.length + line.length > budget) break;
    text += line;
    shown++;
  }
  if (shown < lines.length) text += `- …and ${lines.length - shown} more, in the log and the HTML report.\n`;
  return `${text}\n</details>\n\n`;
}

function documentTable(documents: readonly CommentDocument[], budget: number): string {
  if (!documents.length) return '';
  const rows: string[] = ['| Document | Change | Changes | By type | Pages |\n| --- | --- | ---: | --- | --- |\n'];
  let length = rows[0].length;
  let shown = 0;
  for (const document of documents) {
    const row = tableRow(document);
    if (length + row.length > budget) break;
    rows.push(row);
    length += row.length;
    shown++;
  }
  if (shown < documents.length)
    rows.push(
      `\n…and ${documents.length - shown} more document${documents.length - shown === 1 ? '' : 's'}, listed in the full report.\n`,
    );
  return `${rows.join('')}\n`;
}

function tableRow({ report, pages }: CommentDocument): string {
  const name = report.status === 'renamed' ? `${report.oldPath} → ${report.newPath}` : report.newPath;
  const kind = report.note ? `${report.status}, not compared` : report.status;
  const byType = report.note
    ? cell(report.note)
    : countsByType(report.changes)
        .map(([type, n]) => `${n} ${typeLabel(type)}`)
        .join(', ') || '—';
  return `| ${cell(name)} | ${kind} | ${report.note ? '—' : report.changes.length} | ${byType} | ${pagesText(pages)} |\n`;
}

/** `1–3, 7`: pages as ranges, at most a few numbers. */
export function pagesText(pages: readonly number[]): string {
  if (!pages.length) return '—';
  const ranges: string[] = [];
  for (let i = 0; i < pages.length;) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j] + 1) j++;
    ranges.push(i === j ? `${pages[i]}` : `${pages[i]}–${pages[j]}`);
    i = j + 1;
  }
  return ranges.length > 6 ? `${ranges.slice(0, 6).join(', ')}, …` : ranges.join(', ');
}

function previewSection(input: CommentInput, budget: number): string {
  const previews = input.previews ?? [];
  if (!previews.length) return '';
  let text = '';
  const left: string[] = [];
  for (const preview of previews) {
    // A whole page that a crop links to is a click away, not shown again.
    const linked = new Set(preview.images.map((image) => image.href).filter(Boolean));
    const images = preview.images
      .filter((image) => !linked.has(image.url))
      .map((image) => {
        const img = `<img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.caption)}" width="${Math.min(image.width ?? 800, 800)}">`;
        return image.href ? `<a href="${escapeHtml(image.href)}">${img}</a>` : img;
      })
      .join('\n');
    const block = `<details><summary>Preview: ${escapeHtml(preview.path)}</summary>\n\n${images}\n\n</details>\n`;
    // Room for the line that names what was left out, whichever document is the first left out.
    if (left.length || text.length + block.length > budget - 400) left.push(preview.path);
    else text += block;
  }
  if (left.length) {
    const names = left.slice(0, 10).map((p) => `\`${p.replace(/`/g, "'")}\``);
    const more = left.length > names.length ? ` and ${left.length - names.length} more` : '';
    const where = [
      input.artifactUrl ? `in [the results artifact](${input.artifactUrl}) (\`documents/<path>/previews/\`)` : '',
      input.previewBranch ? `on the branch [${escapeHtml(input.previewBranch.name)}](${input.previewBranch.url})` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    const limit = limitName(input.limit ?? GITHUB_COMMENT_LIMIT);
    text += `\n> Previews of ${names.join(', ')}${more} are not shown: the comment has no room for them under ${limit}.${where ? ` They are ${where}.` : ''}\n`;
  }
  return `${text}\n`;
}

function cell(text: string): string {
  return escapeHtml(text)
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, ' ')
    .replace(/([\\`*_[\]~#])/g, '\\$1');
}

export type CommentMode = 'update' | 'new' | 'off';
export type CommentOutcome =
  { posted: 'created' | 'updated'; comment: IssueComment } | { skipped: string; readOnly?: boolean };

/**
 * The latest comment with the marker that this token wrote. Anyone can paste the marker into a
 * comment (a fork's author among them), so a marked comment counts only when its author is the
 * token's login, or, for an app's token that `GET /user` refuses (the Actions token), a bot: a
 * pull request's author cannot write as one.
 */
async function ownStickyComment(api: GitHubApi, pull: number): Promise<IssueComment | undefined> {
  const marked = (await api.listComments(pull)).filter((c) => c.body?.includes(COMMENT_MARKER));
  if (!marked.length) return undefined;
  const login = await api.tokenLogin();
  return marked.filter((c) => (login ? c.user?.login === login : c.user?.type === 'Bot')).pop();
}

/**
 * Posts the comment: `update` edits the marked comment this token wrote (or creates one), `new`
 * always creates one. A read-only token (a fork's pull request) is not an error: the summary and
 * the artifact still hold everything.
 */
export async function postComment(
  api: GitHubApi,
  pull: number,
  body: string,
  mode: CommentMode,
): Promise<CommentOutcome> {
  if (mode === 'off') return { skipped: 'comment: off' };
  try {
    if (mode === 'update') {
      const existing = await ownStickyComment(api, pull);
      if (existing) return { posted: 'updated', comment: await api.updateComment(existing.id, body) };
    }
    return { posted: 'created', comment: await api.createComment(pull, body) };
  } catch (error) {
    const status = httpStatus(error);
    if (status === 403 || status === 404) {
      return {
        skipped: `the token cannot comment on this pull request (HTTP ${status}; a fork's pull_request token is read-only). The job summary and the artifact hold the report; docs/action-forks.md shows the workflow_run job that posts it.`,
        readOnly: true,
      };
    }
    throw error;
  }
}
