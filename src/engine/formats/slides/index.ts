import type { DocumentModel } from '../../model/document';
import type { DocumentReader, ReadOptions } from '../reader';
import { diffSlides } from './diff';
import { readPptx } from './pptx';

/**
 * Reader of the presentation family: PresentationML packages (pptx, pptm, potx, potm) and
 * OpenDocument presentations (odp), with a differ that aligns slides by content.
 */
export const slidesReader: DocumentReader = {
  family: 'slides',
  formats: ['pptx', 'pptm', 'potx', 'potm', 'odp'],
  read: async (bytes: Uint8Array, format: string, options: ReadOptions): Promise<DocumentModel> => {
    if (format === 'odp') return (await import('./odp')).readOdp(bytes, options);
    return readPptx(bytes, format, options);
  },
  diff: diffSlides,
};

export { diffSlides };
export type { SlidesFamilyData, SlideEntry } from './model';
