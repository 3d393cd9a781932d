import { ZipArchive } from '../../../archive/zip';
import { CorruptDocumentError } from '../../../errors';
import type { DocumentModel, Locator, Story } from '../../../model/document';
import { diffWordDocuments } from '../diff';
import type { DocumentReader, ReadOptions } from '../../reader';
import { StoryReader } from './content';
import type { PartContext, ReadSession } from './content';
import { NumberingDefinitions } from './numbering';
import {
  readProperties,
  readRelationships,
  readXmlPart,
  rejectCompoundFile,
  relationshipOfType,
} from '../../package/opc';
import type { Relationships } from '../../package/opc';
import { readThemeFonts, StyleSheet } from './styles';
import { WarningCollector } from './warnings';
import { parseXmlPart } from '../../package/xml-tree';
import type { XmlElement } from '../../package/xml-tree';

/**
 * Reader for WordprocessingML packages (docx, docm, dotx, dotm; Transitional and Strict).
 * Tracked changes are shown as if accepted; content it cannot read becomes a warning.
 */
export const docxReader: DocumentReader = {
  family: 'word',
  formats: ['docx', 'docm', 'dotx', 'dotm'],
  read: async (bytes: Uint8Array, format: string, options: ReadOptions): Promise<DocumentModel> =>
    readDocx(bytes, format, options),
  diff: diffWordDocuments,
};

export function readDocx(bytes: Uint8Array, format: string, options: ReadOptions = {}): DocumentModel {
  rejectCompoundFile(bytes, options.password);
  const zip = ZipArchive.of(bytes, options.archive, options.archiveLimits);

  const packageRelationships = readRelationships(zip, '');
  const mainPart = findMainPart(zip, packageRelationships);
  const documentRelationships = readRelationships(zip, mainPart);
  const partOf = (kind: string, fallback: string) => {
    const rel = relationshipOfType(documentRelationships, kind);
    return rel && !rel.external ? rel.target : fallback;
  };

  const theme = readXmlPart(zip, partOf('theme', 'word/theme/theme1.xml'))?.root;
  const styles = new StyleSheet(readXmlPart(zip, partOf('styles', 'word/styles.xml'))?.root, readThemeFonts(theme));
  const numbering = new NumberingDefinitions(readXmlPart(zip, partOf('numbering', 'word/numbering.xml'))?.root, styles);
  const warnings = new WarningCollector();
  const session: ReadSession = {
    zip,
    styles,
    numbering,
    warnings,
    textboxes: [],
    sections: [],
    footnoteCount: 0,
    endnoteCount: 0,
    hiddenRuns: 0,
    partHashes: new Map(),
  };
  let revisionCount = 0;
  const parsedParts = new Map<string, XmlElement | undefined>();
  const parseStoryPart = (part: string): XmlElement | undefined => {
    if (!parsedParts.has(part)) {
      const parsed = readXmlPart(zip, part);
      if (parsed) revisionCount += parsed.revisionCount;
      parsedParts.set(part, parsed?.root);
    }
    return parsedParts.get(part);
  };

  const stories: Story[] = [];
  const mainContext: PartContext = { part: mainPart, relationships: documentRelationships };
  const bodyReader = new StoryReader(session, mainContext, true);
  bodyReader.beginStream();
  const mainText = zip.text(mainPart) ?? '';
  const parsedMain = parseXmlPart(mainText, mainPart, {
    name: 'w:body',
    onChild: (element, path) => bodyReader.streamChild(element, path),
  });
  revisionCount += parsedMain.revisionCount;
  if (!parsedMain.root.children.some((c) => c.name === 'w:body')) {
    throw new CorruptDocumentError(`part '${mainPart}' has no w:body (not a WordprocessingML document)`);
  }
  stories.push({ kind: 'body', key: 'body', label: 'body', blocks: bodyReader.endStream() });

  const contexts = new Map<string, PartContext>();
  const contextOf = (part: string): PartContext => {
    let context = contexts.get(part);
    if (!context) {
      context = { part, relationships: readRelationships(zip, part) };
      contexts.set(part, context);
    }
    return context;
  };

  for (const section of session.sections) {
    for (const [kind, references] of [
      ['header', section.headers],
      ['footer', section.footers],
    ] as const) {
      for (const reference of references) {
        const rel = documentRelationships.get(reference.relId);
        const root = rel && !rel.external ? parseStoryPart(rel.target) : undefined;
        if (!rel || !root) {
          warnings.add('missing-part', `${kind} ${reference.relId} of section ${section.index} is missing`, {
            part: mainPart,
            path: '',
          });
          continue;
        }
        stories.push({
          kind,
          key: `${kind}:${reference.type}:${section.index}`,
          label: `${kind} (section ${section.index}, ${reference.type})`,
          blocks: new StoryReader(session, contextOf(rel.target), false).readBlocks(root, ''),
        });
      }
    }
  }

  readNotes(session, stories, 'footnote', partOf('footnotes', 'word/footnotes.xml'), parseStoryPart, contextOf);
  readNotes(session, stories, 'endnote', partOf('endnotes', 'word/endnotes.xml'), parseStoryPart, contextOf);
  readComments(session, stories, partOf('comments', 'word/comments.xml'), parseStoryPart, contextOf);
  stories.push(...session.textboxes);

  if (session.hiddenRuns > 0) {
    warnings.add('hidden-text', `${session.hiddenRuns} runs of hidden text (w:vanish) are not shown, as in Word`);
  }
  for (const format of numbering.unknownFormats) {
    warnings.add('list-format', `list number format '${format}' is shown as decimal numbers`);
  }

  const coreRel = relationshipOfType(packageRelationships, 'core-properties');
  const appRel = relationshipOfType(packageRelationships, 'extended-properties');
  const { metadata, pageCount } = readProperties(
    zip,
    coreRel?.target ?? 'docProps/core.xml',
    appRel?.target ?? 'docProps/app.xml',
  );

  const model: DocumentModel = {
    format,
    stories,
    metadata,
    revisionCount,
    warnings: warnings.list(),
  };
  if (session.commentMarks) model.familyData = { commentMarks: session.commentMarks } satisfies DocxFamilyData;
  if (pageCount !== undefined) model.pageCount = pageCount;
  if (session.pageSize) model.pageSize = session.pageSize;
  return model;
}

/** What the writer needs of a read document beyond its stories. */
export interface DocxFamilyData {
  /** Where each comment's range markers and the run holding its reference sit, by comment id. */
  commentMarks: Map<string, Locator[]>;
}

export function commentMarksOf(model: DocumentModel, id: string): Locator[] | undefined {
  const data = model.familyData as Partial<DocxFamilyData> | undefined;
  return data?.commentMarks?.get(id);
}

function findMainPart(zip: ZipArchive, packageRelationships: Relationships): string {
  const rel = relationshipOfType(packageRelationships, 'officeDocument');
  if (rel && !rel.external && zip.has(rel.target)) return rel.target;
  if (zip.has('word/document.xml')) return 'word/document.xml';
  throw new CorruptDocumentError('the package has no word/document.xml (not a Word document)');
}

function readNotes(
  session: ReadSession,
  stories: Story[],
  kind: 'footnote' | 'endnote',
  part: string,
  parse: (part: string) => XmlElement | undefined,
  contextOf: (part: string) => PartContext,
): void {
  const root = parse(part);
  if (!root) return;
  const context = contextOf(part);
  for (let i = 0; i < root.children.length; i++) {
    const note = root.children[i];
    if (note.name !== `w:${kind}`) continue;
    const type = note.attrs['w:type'];
    // Separator notes hold the rule Word draws above the notes, not text anybody wrote.
    if (type === 'separator' || type === 'continuationSeparator' || type === 'continuationNotice') continue;
    const id = note.attrs['w:id'] ?? String(i);
    stories.push({
      kind,
      key: `${kind}:${id}`,
      label: `${kind} ${id}`,
      blocks: new StoryReader(session, context, false).readBlocks(note, String(i)),
    });
  }
}

function readComments(
  session: ReadSession,
  stories: Story[],
  part: string,
  parse: (part: string) => XmlElement | undefined,
  contextOf: (part: string) => PartContext,
): void {
  const root = parse(part);
  if (!root) return;
  const context = contextOf(part);
  for (let i = 0; i < root.children.length; i++) {
    const comment = root.children[i];
    if (comment.name !== 'w:comment') continue;
    const id = comment.attrs['w:id'] ?? String(i);
    const author = comment.attrs['w:author'];
    const story: Story = {
      kind: 'comment',
      key: `comment:${id}`,
      label: author ? `comment ${id} by ${author}` : `comment ${id}`,
      blocks: new StoryReader(session, context, false).readBlocks(comment, String(i)),
    };
    if (author) story.author = author;
    stories.push(story);
  }
}
