import { SaxesParser } from 'saxes';
import type { SaxesTag, SaxesTagNS, SaxesTagPlain } from 'saxes';
import { MalformedXmlError } from '../../errors';
import { assertXmlDepth } from '../shared/xml-depth';

/**
 * The strict check of written results: every writer's validator parses the XML parts it
 * produced (and the ones it copied unread) here, with saxes, a conformant parser that is not
 * ours, so a fault of the package layer's own scanner or serializer cannot hide itself. Reading
 * inputs goes through `scan.ts` and `xml-tree.ts`, never through this.
 */

export type { SaxesTagNS, SaxesTagPlain };

export interface CheckHandlers<Tag> {
  open?(tag: Tag): void;
  text?(text: string): void;
  close?(tag: Tag): void;
}

/**
 * Parses a part strictly, handing start tags, text and end tags to the handlers (with
 * `namespaces`, tags carry resolved URIs and unbound prefixes are errors). A part that is not
 * well-formed is a one-line CorruptDocumentError naming it; an error a handler throws stops the
 * parse and is thrown as it is.
 */
export function checkXml(text: string, part: string, handlers?: CheckHandlers<SaxesTagPlain>): void;
export function checkXml(text: string, part: string, handlers: CheckHandlers<SaxesTagNS>, namespaces: true): void;
export function checkXml(
  text: string,
  part: string,
  handlers: CheckHandlers<SaxesTagPlain> | CheckHandlers<SaxesTagNS> = {},
  namespaces = false,
): void {
  // Parts copied from the input unread meet their first parser here.
  assertXmlDepth(text, part);
  const parser = new SaxesParser({ xmlns: namespaces, position: false });
  let handlerError: unknown;
  const guard =
    <T>(handler: ((value: T) => void) | undefined) =>
    (value: T) => {
      if (!handler) return;
      try {
        handler(value);
      } catch (error) {
        handlerError = error;
        throw error;
      }
    };
  // The overloads tie the tag type to `namespaces`; saxes's own types only know it at run time.
  const { open, text: onText, close } = handlers as CheckHandlers<SaxesTag>;
  if (open) parser.on('opentag', guard(open));
  if (onText) {
    parser.on('text', guard(onText));
    parser.on('cdata', guard(onText));
  }
  if (close) parser.on('closetag', guard(close));
  let failure: string | undefined;
  parser.on('error', (error) => {
    failure ??= error.message;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (handlerError !== undefined) throw handlerError;
    failure ??= (error as Error).message;
  }
  if (failure !== undefined) throw new MalformedXmlError(part, failure.split('\n')[0]);
}
