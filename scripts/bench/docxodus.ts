/**
 * Docxodus (npm `docxodus`, a .NET-in-WebAssembly DOCX differ) as a comparison tool for the
 * benchmark and the quality run. It is never a dependency of the project: it is installed on
 * demand into .bench/tools (gitignored) with `npm install --prefix .bench/tools docxodus@12.6.2`.
 *
 * From Node it is used through its `docxodus/core` entry: `initialize()` loads the WASM runtime
 * that ships inside the package, then `docxDiffGetRevisions(left, right)` compares two .docx
 * files and returns the revision list (Inserted / Deleted / Moved / FormatChanged with text).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EngineChange, StyleChange } from '../../src/engine/diff/types';

export const DOCXODUS_VERSION = '12.6.2';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const TOOLS_DIR = join(root, '.bench/tools');
export const DOCXODUS_CORE = join(TOOLS_DIR, 'node_modules/docxodus/dist/core.js');

/** Install Docxodus into .bench/tools unless it is there. Returns false when that fails. */
export function ensureDocxodus(log: (s: string) => void = console.log): boolean {
  if (existsSync(DOCXODUS_CORE)) return true;
  log(`installing docxodus@${DOCXODUS_VERSION} into .bench/tools …`);
  try {
    execFileSync(
      'npm',
      ['install', '--prefix', TOOLS_DIR, '--no-audit', '--no-fund', '--no-save', `docxodus@${DOCXODUS_VERSION}`],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  } catch (e) {
    log(`could not install docxodus: ${e instanceof Error ? e.message : String(e)}`);
    return false;
  }
  return existsSync(DOCXODUS_CORE);
}

export interface DocxodusRevision {
  revisionType: string;
  text: string;
  formatChange?: {
    changedPropertyNames?: string[];
    oldProperties?: Record<string, string>;
    newProperties?: Record<string, string>;
  };
}
interface DocxodusCore {
  initialize(path?: string): Promise<void>;
  docxDiffGetRevisions(left: Uint8Array, right: Uint8Array): Promise<DocxodusRevision[]>;
}

const PROPERTY: Record<string, StyleChange['property']> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  strike: 'strike',
  fontSize: 'size',
  color: 'color',
  highlight: 'highlight',
  font: 'font',
};

/** Docxodus revisions as engine changes, so the scorer can read them. */
export function revisionsToChanges(revs: readonly DocxodusRevision[]): EngineChange[] {
  return revs.map((r): EngineChange => {
    const text = r.text.replace(/¶/g, ' ');
    switch (r.revisionType) {
      case 'Inserted':
        return { kind: 'Inserted', text: '', targetText: text, place: '', unit: 'text' };
      case 'Deleted':
        return { kind: 'Deleted', text, targetText: '', place: '', unit: 'text' };
      case 'Moved':
        return { kind: 'Moved', text, targetText: text, place: '', unit: 'paragraph' };
      default: {
        const names = r.formatChange?.changedPropertyNames ?? [];
        const styleChanges: StyleChange[] = names
          .filter((n) => PROPERTY[n])
          .map((n) => ({
            property: PROPERTY[n],
            oldValue: r.formatChange?.oldProperties?.[n] ?? '',
            newValue: r.formatChange?.newProperties?.[n] ?? '',
          }));
        return { kind: 'StyleChanged', text, targetText: text, place: '', unit: 'text', styleChanges };
      }
    }
  });
}

/** Run `f` with the console muted: the .NET runtime logs JIT notes through console.log. */
async function quiet<T>(f: () => Promise<T>): Promise<T> {
  const saved = { log: console.log, info: console.info, debug: console.debug, warn: console.warn };
  const mute = () => {};
  Object.assign(console, { log: mute, info: mute, debug: mute, warn: mute });
  try {
    return await f();
  } finally {
    Object.assign(console, saved);
  }
}

/** Docxodus's own revision list for a pair, with every property name it reports. */
export async function docxodusRevisions(): Promise<(a: Uint8Array, b: Uint8Array) => Promise<DocxodusRevision[]>> {
  if (!ensureDocxodus()) throw new Error('docxodus is not available');
  const dx = (await import(pathToFileURL(DOCXODUS_CORE).href)) as DocxodusCore;
  await quiet(() => dx.initialize());
  return (a, b) => quiet(() => dx.docxDiffGetRevisions(a, b));
}

/** A comparer for the quality run. */
export async function docxodusComparer(): Promise<(a: Uint8Array, b: Uint8Array) => Promise<EngineChange[]>> {
  const revisions = await docxodusRevisions();
  return async (a, b) => revisionsToChanges(await revisions(a, b));
}
