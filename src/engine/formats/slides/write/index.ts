import type { ResultWriter } from '../../writer';
import { validateDeck, writeDeck } from './deck';

/**
 * Result writer for PowerPoint and Impress decks: PresentationML in deck.ts, a combined deck of
 * several reviewers in pptx-combine.ts, OpenDocument decks in odp.ts.
 */
export const slidesWriter: ResultWriter = {
  formats: ['pptx', 'pptm', 'potx', 'potm', 'odp'],
  write: async (input) => (input.format === 'odp' ? (await import('./odp')).writeOdpDeck(input) : writeDeck(input)),
  combine: async (input) => (await import('./pptx-combine')).combineDecks(input),
  validate: async (bytes, inputs) =>
    (await import('./odp')).isOdpPackage(bytes, inputs?.archives?.result)
      ? (await import('./odp')).validateOdpDeck(bytes, inputs)
      : validateDeck(bytes, inputs),
};
