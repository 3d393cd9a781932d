import type { DocumentModel, ReaderWarning, Story } from '../../model/document';
import type { DocumentReader, ReadOptions } from '../reader';
import { readProperties } from '../package/opc';
import { diffDiagrams } from './diff';
import { POINTS_PER_INCH, VisioPackage } from './package';
import { pageStoryKey, type DiagramData } from './data';
import { readPageShapes } from './shapes';

/**
 * Reader for Visio drawings (VSDX, VSDM, VSTX): one `page` story per page, in the order
 * pages.xml lists them, holding the page's shapes with their text and geometry. Line and fill
 * cells and connector ends live in the family data, which the family's diff compares.
 *
 * Not read: rotation (boxes are unrotated), theme-derived colours (a cell's formula result is
 * taken as stored), style sheets (StyleSheets in document.xml), and the API's
 * DiagramMasterSetting (MasterPath / UseSourceMaster), which only matters to a renderer.
 */

export function readVisio(bytes: Uint8Array, format: string, options: ReadOptions = {}): DocumentModel {
  const warnings: ReaderWarning[] = [];
  const visio = VisioPackage.open(bytes, options.archiveLimits, warnings);
  const stories: Story[] = [];
  const data: DiagramData = { family: 'diagram', pages: {} };
  const seen = new Set<string>();
  visio.pages.forEach((page, index) => {
    let key = pageStoryKey(page.name);
    // Visio keeps page names unique; a hand-made package might not.
    if (seen.has(key)) key = `${key}#${index + 1}`;
    seen.add(key);
    const root = visio.tree(page.part);
    const { blocks, facts } = readPageShapes(root, page, page.part, visio.masters, warnings);
    const size = { width: page.width * POINTS_PER_INCH, height: page.height * POINTS_PER_INCH };
    stories.push({
      kind: 'page',
      key,
      label: `${page.background ? 'background page' : 'page'} "${page.name}"`,
      pageSize: size,
      blocks,
    });
    data.pages[key] = { part: page.part, number: index + 1, ...size, shapes: facts };
  });
  const { metadata } = readProperties(visio.zip, 'docProps/core.xml', 'docProps/app.xml');
  const foreground = visio.pages.filter((p) => !p.background);
  return {
    format,
    stories,
    metadata,
    pageCount: foreground.length,
    pageSize: stories[0]?.pageSize,
    warnings,
    familyData: data,
  };
}

export { diagramData, pageStoryKey, type DiagramData, type DiagramPageData } from './data';

export const diagramReader: DocumentReader = {
  family: 'diagram',
  formats: ['vsdx', 'vsdm', 'vstx'],
  read: async (bytes, format, options) => readVisio(bytes, format, options),
  diff: diffDiagrams,
};
