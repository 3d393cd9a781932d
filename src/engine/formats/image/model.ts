import type { Raster } from '../shared/raster-regions';

/**
 * What the image family keeps beyond the common Document model (`DocumentModel.familyData`): the
 * decoded pages its pixel differ works on.
 */

export interface ImagePage extends Raster {
  /** Size of the picture as stored (the raster may be scaled down to keep memory modest). */
  originalWidth: number;
  originalHeight: number;
}

export interface ImageFamilyData {
  kind: 'image';
  pages: ImagePage[];
}
