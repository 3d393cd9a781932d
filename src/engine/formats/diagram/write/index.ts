import type { ResultInput, ResultOutput, ResultWriter } from '../../writer';
import { validateVisio } from './validate';
import { writeVisioResult } from './writer';

/** Result writer for Visio drawings (vsdx, vsdm, vstx): the target drawing with changed shapes marked. */
export const diagramWriter: ResultWriter = {
  formats: ['vsdx', 'vsdm', 'vstx'],
  write: async (input: ResultInput): Promise<ResultOutput> => writeVisioResult(input),
  validate: async (bytes, inputs) => validateVisio(bytes, inputs),
};
