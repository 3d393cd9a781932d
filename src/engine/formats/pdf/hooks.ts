import type { FormatHooks } from '../hooks';

/** The PDF family's hooks; each loads its module on first use (pdf.js and pdf-lib stay unloaded until then). */
export const pdfHooks: FormatHooks = {
  pageCount: async (bytes, password) => (await import('./pdfjs')).pdfPageCount(bytes, password),
  encrypt: async (bytes, password, openWith) => (await import('./write/protect')).encryptPdf(bytes, password, openWith),
  anchor: { words: async (bytes) => (await import('./page-words')).readPageWords(bytes) },
};
