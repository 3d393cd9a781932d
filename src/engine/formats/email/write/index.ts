import { CorruptDocumentError } from '../../../errors';
import type { ResultInput, ResultOutput, ResultWriter } from '../../writer';
import { readEmail } from '../index';
import { writeEmailResult } from './writer';

/** Result writer for e-mail (.eml): the target message with an HTML redline of its body. */
export const emailWriter: ResultWriter = {
  formats: ['eml'],
  write: async (input: ResultInput): Promise<ResultOutput> => writeEmailResult(input),
  validate: async (bytes: Uint8Array): Promise<void> => {
    const model = readEmail(bytes, 'eml');
    const problem = model.warnings.find((w) => w.code === 'email-multipart-no-boundary' || w.code === 'email-too-deep');
    if (problem) throw new CorruptDocumentError(`the written message does not parse cleanly (${problem.message})`);
    if (!model.stories.some((s) => s.key === 'body')) throw new CorruptDocumentError('the written message has no body');
  },
};
