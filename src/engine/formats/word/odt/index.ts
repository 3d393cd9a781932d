import { ZipArchive } from '../../../archive/zip';
import { CorruptDocumentError, PasswordRequiredError, UnsupportedFormatError } from '../../../errors';
import type { DocumentMetadata, DocumentModel, ReaderWarning, Story } from '../../../model/document';
import { diffWordDocuments } from '../diff';
import type { DocumentReader, ReadOptions } from '../../reader';
import { OdtContentReader } from './content';
import { decodeStyleName, firstPageSize, OdfStyleScope } from './styles';
import { OdtSections } from './sections';
import {
  childElements,
  deepText as textContent,
  firstChild,
  parseOdfPart as parseXmlPart,
  type XmlElement,
} from '../../package/xml-tree';

/**
 * Reader for OpenDocument text (ODT) and its templates (OTT): content.xml for the body, notes,
 * comments and text boxes; styles.xml for styles, headers, footers and page size; meta.xml for
 * metadata. Tracked changes are shown as if accepted.
 */

const TEXT_MIME_TYPES = new Set([
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.text-template',
  'application/vnd.oasis.opendocument.text-master',
  'application/vnd.oasis.opendocument.text-master-template',
  'application/vnd.oasis.opendocument.text-web',
]);

const HEADER_FOOTER_ELEMENTS: { element: string; kind: 'header' | 'footer'; variant: string }[] = [
  { element: 'style:header', kind: 'header', variant: 'default' },
  { element: 'style:header-left', kind: 'header', variant: 'left' },
  { element: 'style:header-first', kind: 'header', variant: 'first' },
  { element: 'style:footer', kind: 'footer', variant: 'default' },
  { element: 'style:footer-left', kind: 'footer', variant: 'left' },
  { element: 'style:footer-first', kind: 'footer', variant: 'first' },
];

export const odtReader: DocumentReader = {
  family: 'word',
  formats: ['odt', 'ott'],
  async read(bytes: Uint8Array, format: string, options: ReadOptions): Promise<DocumentModel> {
    return readOdt(bytes, format, options);
  },
  diff: diffWordDocuments,
};

function readOdt(bytes: Uint8Array, format: string, options: ReadOptions): DocumentModel {
  const archive = ZipArchive.of(bytes, options.archive, options.archiveLimits);
  const warnings: ReaderWarning[] = [];

  const mimetype = archive.text('mimetype')?.trim();
  if (mimetype && mimetype.startsWith('application/vnd.oasis.opendocument.') && !TEXT_MIME_TYPES.has(mimetype)) {
    const kind = mimetype.slice('application/vnd.oasis.opendocument.'.length);
    throw new UnsupportedFormatError(`the package is an OpenDocument ${kind}, not a text document`);
  }

  const mediaTypes = readManifest(archive, warnings, options);

  if (!archive.has('content.xml')) throw new CorruptDocumentError("the package has no part 'content.xml'");
  const contentRoot = parseXmlPart(archive.text('content.xml') ?? '', 'content.xml');
  const stylesText = archive.text('styles.xml');
  const stylesRoot = stylesText !== undefined ? parseXmlPart(stylesText, 'styles.xml') : undefined;

  const reader = new OdtContentReader({ archive, mediaTypes });
  const contentStyles = new OdfStyleScope(stylesRoot, contentRoot);

  const officeText = findOfficeText(contentRoot);
  if (!officeText) {
    throw new CorruptDocumentError("part 'content.xml' has no office:body/office:text (not a text document?)");
  }
  const revisionCount = reader.readTrackedChanges(officeText);
  const sections = new OdtSections(contentStyles);
  const body: Story = {
    kind: 'body',
    key: 'body',
    label: 'body',
    blocks: reader.blocks(officeText, { part: 'content.xml', styles: contentStyles, sections }),
  };
  sections.finish();

  const headerFooterStories = stylesRoot ? readHeadersAndFooters(stylesRoot, reader) : [];

  const model: DocumentModel = {
    format,
    stories: [body, ...headerFooterStories, ...reader.extraStories],
    metadata: {},
    warnings,
  };
  const meta = readMeta(archive, warnings);
  model.metadata = meta.metadata;
  if (meta.pageCount !== undefined) model.pageCount = meta.pageCount;
  const pageSize = firstPageSize(stylesRoot);
  if (pageSize) model.pageSize = pageSize;
  if (revisionCount > 0) model.revisionCount = revisionCount;
  warnings.push(...reader.warnings());
  return model;
}

/** Media types by path; throws PasswordRequiredError when content.xml is encrypted. */
function readManifest(archive: ZipArchive, warnings: ReaderWarning[], options: ReadOptions): Map<string, string> {
  const mediaTypes = new Map<string, string>();
  const text = archive.text('META-INF/manifest.xml');
  if (text === undefined) return mediaTypes;
  let root: XmlElement;
  try {
    root = parseXmlPart(text, 'META-INF/manifest.xml');
  } catch (error) {
    warnings.push({
      code: 'manifest-unreadable',
      message: error instanceof Error ? error.message : 'META-INF/manifest.xml cannot be read',
      locator: { part: 'META-INF/manifest.xml', path: '' },
    });
    return mediaTypes;
  }
  for (const entry of childElements(root, 'manifest:file-entry')) {
    const path = entry.attrs['manifest:full-path'];
    if (!path) continue;
    mediaTypes.set(path, entry.attrs['manifest:media-type'] ?? '');
    if (path === 'content.xml' && firstChild(entry, 'manifest:encryption-data')) {
      throw new PasswordRequiredError(
        options.password !== undefined
          ? 'the document is password-protected; opening encrypted OpenDocument files is not supported yet'
          : undefined,
      );
    }
  }
  return mediaTypes;
}

function findOfficeText(root: XmlElement): XmlElement | undefined {
  const body = firstChild(root, 'office:body');
  return body ? firstChild(body, 'office:text') : undefined;
}

function readHeadersAndFooters(stylesRoot: XmlElement, reader: OdtContentReader): Story[] {
  const masterStyles = firstChild(stylesRoot, 'office:master-styles');
  if (!masterStyles) return [];
  const styles = new OdfStyleScope(stylesRoot, stylesRoot);
  const stories: Story[] = [];
  for (const master of childElements(masterStyles, 'style:master-page')) {
    const pageName = master.attrs['style:display-name'] ?? decodeStyleName(master.attrs['style:name'] ?? '');
    for (const { element, kind, variant } of HEADER_FOOTER_ELEMENTS) {
      const container = firstChild(master, element);
      if (!container || container.attrs['style:display'] === 'false') continue;
      stories.push({
        kind,
        key: `${kind}:${variant}:${pageName}`,
        label: `${kind} (page style ${pageName}, ${variant})`,
        blocks: reader.blocks(container, { part: 'styles.xml', styles }),
      });
    }
  }
  return stories;
}

function readMeta(archive: ZipArchive, warnings: ReaderWarning[]): { metadata: DocumentMetadata; pageCount?: number } {
  const metadata: DocumentMetadata = {};
  const text = archive.text('meta.xml');
  if (text === undefined) return { metadata };
  let root: XmlElement;
  try {
    root = parseXmlPart(text, 'meta.xml');
  } catch (error) {
    // Metadata is not content: a damaged meta.xml costs the title, not the comparison.
    warnings.push({
      code: 'meta-unreadable',
      message: error instanceof Error ? error.message : 'meta.xml cannot be read',
      locator: { part: 'meta.xml', path: '' },
    });
    return { metadata };
  }
  const meta = firstChild(root, 'office:meta');
  if (!meta) return { metadata };
  const value = (name: string) => {
    const element = firstChild(meta, name);
    const found = element ? textContent(element).trim() : '';
    return found || undefined;
  };
  const title = value('dc:title');
  const initialCreator = value('meta:initial-creator');
  const creator = value('dc:creator');
  const created = value('meta:creation-date');
  const modified = value('dc:date');
  if (title) metadata.title = title;
  if (initialCreator ?? creator) metadata.author = initialCreator ?? creator;
  if (creator) metadata.lastModifiedBy = creator;
  if (created) metadata.created = created;
  if (modified) metadata.modified = modified;
  const pages = firstChild(meta, 'meta:document-statistic')?.attrs['meta:page-count'];
  const pageCount = pages !== undefined && /^\d+$/.test(pages) ? Number(pages) : undefined;
  return pageCount !== undefined ? { metadata, pageCount } : { metadata };
}
