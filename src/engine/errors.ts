/**
 * Typed errors the engine throws. Outer layers (CLI, server, Action) map them to exit codes and
 * HTTP statuses by `name`, never by message text. Messages are one line, name no secrets, and
 * read well after a file name: `report.docx: the file is not a valid ZIP package`.
 */

export type EngineErrorCode =
  | 'unsupported-format'
  | 'corrupt-document'
  | 'archive-limit'
  | 'password-required'
  | 'wrong-password'
  | 'invalid-options';

export class EngineError extends Error {
  override name = 'EngineError';
  /** The file the error is about, set by the engine's entry points. */
  fileName?: string;
  /**
   * A result docdelta wrote failed its own validation: docdelta's bug, not a fault of the user's
   * files. Doors say so, and that listing the changes still works.
   */
  writerBug?: boolean;
  constructor(
    readonly code: EngineErrorCode,
    message: string,
  ) {
    super(oneLine(message));
  }
}

/**
 * Messages quote what libraries and damaged files say: several lines from a decoder, control
 * characters from a broken file name. A message stays one printable line of bounded length.
 */
export function oneLine(message: string, max = 400): string {
  const flat = message.replace(/\s*[\r\n]+\s*/g, '; ').replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The bytes are not a format the engine reads. */
export class UnsupportedFormatError extends EngineError {
  override name = 'UnsupportedFormatError';
  constructor(message: string) {
    super('unsupported-format', message);
  }
}

/** The bytes claim a format the engine reads but cannot be parsed as it. */
export class CorruptDocumentError extends EngineError {
  override name = 'CorruptDocumentError';
  constructor(message: string) {
    super('corrupt-document', message);
  }
}

/** One part of a package is damaged (CRC mismatch, truncated, cannot be inflated): `part` names it. */
export class DamagedPartError extends CorruptDocumentError {
  override name = 'DamagedPartError';
  constructor(
    message: string,
    readonly part: string,
  ) {
    super(message);
  }
}

/** A part that is not well-formed XML; `part` lets a validator match it with the same flaw in an input. */
export class MalformedXmlError extends CorruptDocumentError {
  override name = 'MalformedXmlError';
  constructor(
    readonly part: string,
    reason: string,
  ) {
    super(`part '${part}' is not well-formed XML (${reason})`);
  }
}

/** An input exceeds a safety limit: an archive's entry count, expanded size, compression ratio or unsafe name; a CSV's cell count or cell length. */
export class ArchiveLimitError extends EngineError {
  override name = 'ArchiveLimitError';
  constructor(
    message: string,
    /** The package part over the limit, when one part is. */
    readonly part?: string,
  ) {
    super('archive-limit', message);
  }
}

export class PasswordRequiredError extends EngineError {
  override name = 'PasswordRequiredError';
  constructor(message = 'the document is password-protected; a password is required') {
    super('password-required', message);
  }
}

export class WrongPasswordError extends EngineError {
  override name = 'WrongPasswordError';
  constructor(message = 'the password is wrong') {
    super('wrong-password', message);
  }
}

/** Settings or options the engine cannot honour (unknown change type, bad value). */
export class InvalidOptionsError extends EngineError {
  override name = 'InvalidOptionsError';
  constructor(message: string) {
    super('invalid-options', message);
  }
}

/** The message of anything thrown, for outer layers that must print one line. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
