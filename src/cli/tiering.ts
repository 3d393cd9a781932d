import * as fs from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { pdfSniffer, TIERING_SET, tieringFlags } from './tiering-rule';

/**
 * A command is one short process: V8's optimising compiler, started on every function that has
 * run a little, costs more CPU time than it saves before the process ends. `changes` on the
 * ~330-page Word pair spent about a third of its CPU time compiling (0.57 s of CPU with V8's
 * defaults, 0.34 s with this: alternated runs, GNU time), and functions that stay hot over a long
 * run (the 100,000-row spreadsheet pair: 9.3 s of CPU before, 8.4 s with this) are still
 * optimised, a little later. Sixteen times V8's budget before a function is optimised (67,584
 * bytes of bytecode run in Node 20) measured best (eight times: 0.40 s; thirty-two: no better). Set
 * before the rest of the CLI is evaluated (this module is imported first). Not for `serve`, a
 * long-lived process whose warm-up is not worth delaying.
 *
 * Nor when a PDF is among the arguments: reading one runs a few small functions over every glyph
 * and word (the content lexer, the item builder, the word and line finders), and there the later
 * optimisation left the calling thread interpreting them for most of the document. `changes` of
 * the 340-page bench pair (5 alternated runs, load average ~6, medians): 1.11 CPU s on the calling
 * thread and 2.10 in all with V8's budget, against 1.83 and 2.49 with sixteen times it (the
 * compiling moves to V8's background threads, which a second core runs beside the reading).
 * Told before anything else is read, by a file's name or its first 1024 bytes (a download
 * without its extension, a PDF saved under another name).
 */
if (!(TIERING_SET in process)) {
  const flags = tieringFlags(process.argv, pdfSniffer(fs));
  if (flags) setFlagsFromString(flags);
}
