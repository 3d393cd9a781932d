import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptPdf } from '../../src/engine/formats/pdf/write/protect';

// pdf-lib prints what its parser repairs with console.warn; in a server those lines would land,
// not JSON, in the middle of its JSON log. A PDF with one object pdf-lib must repair.

async function pdfWithBrokenObject(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  const text = Buffer.from(await document.save({ useObjectStreams: false })).toString('latin1');
  // An object whose dictionary never closes: pdf-lib parses it as invalid, and says so.
  const broken = '99 0 obj\n<< /Broken (never closed\nendobj\n';
  const at = text.indexOf('xref');
  return new Uint8Array(Buffer.from(text.slice(0, at) + broken + text.slice(at), 'latin1'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('protecting a PDF result', () => {
  it('prints nothing while pdf-lib parses, though its parser repairs an object', async () => {
    const bytes = await pdfWithBrokenObject();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await PDFDocument.load(bytes, { updateMetadata: false });
    // The fixture does make pdf-lib talk.
    expect(warned.mock.calls.map((c) => String(c[0]))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Trying to parse invalid object/)]),
    );
    warned.mockClear();
    const logged = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const protectedBytes = await encryptPdf(bytes, 'secret');
    expect(warned).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    expect(Buffer.from(protectedBytes).toString('latin1')).toContain('/Encrypt');
    // The console is the caller's again afterwards.
    console.warn('after');
    expect(warned).toHaveBeenCalledWith('after');
  });
});
