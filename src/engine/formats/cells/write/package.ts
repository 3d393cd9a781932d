import { ZipArchive } from '../../../archive/zip';
import { CorruptDocumentError } from '../../../errors';
import { deflatedEntry, readRawEntries, writeZip, type RawEntry } from '../../../archive/zip-writer';
import { attr, local, parseXml, resolvePart } from '../xlsx';

/**
 * An OOXML package opened for in-place editing: parts are read as text on demand, replaced or
 * added by name, and everything untouched (charts, pivot caches, vbaProject.bin, drawings) is
 * copied back byte for byte.
 */
export class EditablePackage {
  readonly zip: ZipArchive;
  private readonly raw: RawEntry[];
  private readonly changed = new Map<string, string>();
  private readonly removed = new Set<string>();

  constructor(bytes: Uint8Array) {
    this.zip = new ZipArchive(bytes);
    this.raw = readRawEntries(bytes);
  }

  has(name: string): boolean {
    return !this.removed.has(name) && (this.changed.has(name) || this.zip.has(name));
  }

  text(name: string): string {
    const changed = this.changed.get(name);
    if (changed !== undefined) return changed;
    const text = this.zip.text(name);
    if (text === undefined) throw new CorruptDocumentError(`the package has no part '${name}'`);
    return text;
  }

  /** Every part name, the added ones included and the removed ones left out. */
  names(): string[] {
    const out = new Set(this.zip.names().filter((n) => !this.removed.has(n)));
    for (const name of this.changed.keys()) out.add(name);
    return [...out];
  }

  set(name: string, text: string): void {
    this.removed.delete(name);
    this.changed.set(name, text);
  }

  remove(name: string): void {
    this.changed.delete(name);
    this.removed.add(name);
  }

  /** A part name not used yet: `xl/comments` + n + `.xml`. */
  freeName(prefix: string, suffix: string): string {
    for (let n = 1; ; n++) if (!this.has(`${prefix}${n}${suffix}`)) return `${prefix}${n}${suffix}`;
  }

  /** Relationships of a part: id → {type, target (resolved part name), raw target}. */
  rels(part: string): Map<string, { type: string; target: string; external: boolean }> {
    const relsName = relsNameOf(part);
    const out = new Map<string, { type: string; target: string; external: boolean }>();
    if (!this.has(relsName)) return out;
    const folder = part.slice(0, part.lastIndexOf('/') + 1);
    parseXml(this.text(relsName), relsName, (tag) => {
      if (local(tag.name) !== 'Relationship') return;
      const id = attr(tag, 'Id');
      const target = attr(tag, 'Target');
      if (!id || target === undefined) return;
      const external = attr(tag, 'TargetMode') === 'External';
      out.set(id, { type: attr(tag, 'Type') ?? '', target: external ? target : resolvePart(folder, target), external });
    });
    return out;
  }

  /** Adds a relationship from `part` to `target` (a part name) and returns its id. */
  addRel(part: string, type: string, target: string): string {
    const relsName = relsNameOf(part);
    const existing = this.has(relsName)
      ? this.text(relsName)
      : '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';
    const ids = new Set([...existing.matchAll(/\bId="([^"]*)"/g)].map((m) => m[1]));
    let n = ids.size + 1;
    while (ids.has(`rId${n}`)) n++;
    const id = `rId${n}`;
    const relative = relativeTarget(part, target);
    this.set(
      relsName,
      existing.replace(
        /<\/Relationships>\s*$/,
        `<Relationship Id="${id}" Type="${type}" Target="${escapeXml(relative)}"/></Relationships>`,
      ),
    );
    return id;
  }

  /** Makes sure [Content_Types].xml covers a part (an Override) or an extension (a Default). */
  addContentType(part: string | undefined, extension: string | undefined, contentType: string): void {
    let types = this.text('[Content_Types].xml');
    if (part !== undefined) {
      if (types.includes(`PartName="/${part}"`)) return;
      types = types.replace(/<\/Types>\s*$/, `<Override PartName="/${part}" ContentType="${contentType}"/></Types>`);
    } else if (extension !== undefined) {
      if (new RegExp(`Extension="${extension}"`, 'i').test(types)) return;
      types = types.replace(
        /<\/Types>\s*$/,
        `<Default Extension="${extension}" ContentType="${contentType}"/></Types>`,
      );
    }
    this.set('[Content_Types].xml', types);
  }

  removeContentTypeOverride(part: string): void {
    const types = this.text('[Content_Types].xml');
    this.set(
      '[Content_Types].xml',
      types.replace(new RegExp(`<Override[^>]*PartName="/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*/>`), ''),
    );
  }

  bytes(): Uint8Array {
    const encoder = new TextEncoder();
    const entries: RawEntry[] = [];
    const written = new Set<string>();
    for (const entry of this.raw) {
      if (this.removed.has(entry.name) || written.has(entry.name)) continue;
      const text = this.changed.get(entry.name);
      entries.push(text === undefined ? entry : deflatedEntry(entry.name, encoder.encode(text)));
      written.add(entry.name);
    }
    for (const [name, text] of this.changed)
      if (!written.has(name)) entries.push(deflatedEntry(name, encoder.encode(text)));
    return writeZip(entries);
  }
}

export function relsNameOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** `xl/worksheets/sheet1.xml` → `xl/comments1.xml` is `../comments1.xml`. */
export function relativeTarget(from: string, to: string): string {
  const fromParts = from.split('/').slice(0, -1);
  const toParts = to.split('/');
  let common = 0;
  while (common < fromParts.length && common < toParts.length - 1 && fromParts[common] === toParts[common]) common++;
  return [...fromParts.slice(common).map(() => '..'), ...toParts.slice(common)].join('/');
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');
}
