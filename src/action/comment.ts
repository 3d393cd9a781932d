import { escapeHtml } from '../report/escape';
import { GITHUB_COMMENT_LIMIT, renderMarkdown } from '../report/markdown';
import { countsByType, typeLabel } from '../report/summary';
import type { FileReport } from '../report/types';
import type { GitHubApi, IssueComment } from './github';
import { httpStatus } from './github';

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
  /** Lines about the gate (`fail-on`, protected paths), shown under the heading. */
  gateLines?: readonly string[];
  /** Lines about problems of the run itself (missing shards). */
  notes?: readonly string[];
  title?: string;
  limit?: number;
}

/** Room kept for the lines after the per-document sections. */
const FOOTER_RESERVE = 600;

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
  parts.push(previewSection(input.previews ?? [], Math.floor(limit * 0.1)));
  const head = parts.join('');
  const footer = input.artifactUrl
    ? `\n---\nEverything, untruncated: [the results artifact](${input.artifactUrl}).\n`
    : '';
  const markdown = renderMarkdown(files, {
    title,
    budget: Math.max(1000, limit - head.length - footer.length - FOOTER_RESERVE),
  });
  // renderMarkdown opens with its own heading; ours above already says the same.
  const sections = markdown.slice(markdown.indexOf('\n\n') + 2);
  return `${head}${sections}${footer}`;
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

function previewSection(previews: readonly PreviewLink[], budget: number): string {
  if (!previews.length) return '';
  let text = '';
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
    if (text.length + block.length > budget) break;
    text += block;
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
 * Posts the comment: `update` edits the comment that carries the marker (or creates it), `new`
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
      const existing = (await api.listComments(pull)).filter((c) => c.body?.includes(COMMENT_MARKER)).pop();
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
