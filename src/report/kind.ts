import { extname } from 'node:path';

/**
 * Report formats by file extension. Apart from the writer, so that a command can check a
 * `--report` name before its work without loading the HTML and Markdown renderers.
 */
export function reportKind(path: string): 'html' | 'markdown' | undefined {
  const extension = extname(path).toLowerCase();
  if (extension === '.html' || extension === '.htm') return 'html';
  if (extension === '.md' || extension === '.markdown') return 'markdown';
  return undefined;
}
