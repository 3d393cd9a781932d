import type { DocumentModel } from '../../model/document';
import type { ShapeFacts } from './shapes';

/** What the diagram reader keeps beyond the common model, for its diff and writer. */

export interface DiagramPageData {
  part: string;
  /** 1-based position among the package's pages. */
  number: number;
  /** Page size in points. */
  width: number;
  height: number;
  shapes: Record<string, ShapeFacts>;
}

export interface DiagramData {
  family: 'diagram';
  /** By story key. */
  pages: Record<string, DiagramPageData>;
}

export function diagramData(model: DocumentModel): DiagramData | undefined {
  const data = model.familyData as DiagramData | undefined;
  return data?.family === 'diagram' ? data : undefined;
}

export function pageStoryKey(name: string): string {
  return `page:${name}`;
}
