import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyChanges, compareToDocument, listChanges, readDocument } from '../../../../src/engine/index';
import { emailReader } from '../../../../src/engine/formats/email/index';
import { decodeHeader, encodeQuotedPrintable, decodeQuotedPrintable } from '../../../../src/engine/formats/email/mime';
import { blockText, type DocumentModel } from '../../../../src/engine/model/document';

const FIXTURES = join(__dirname, '../../../fixtures/real');
const png = readFileSync(join(FIXTURES, 'tika-eml-png-attachment.eml'));
const alternative = readFileSync(join(FIXTURES, 'tika-eml-multipart-alternative-attachments.eml'));
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const fromLatin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

function edited(bytes: Uint8Array, from: string | RegExp, to: string): Uint8Array {
  const text = latin1(bytes);
  const out = text.replace(from, to);
  if (out === text) throw new Error(`'${String(from)}' not found`);
  return fromLatin1(out);
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const PLAIN_EML1 =
  'SGksDQoNClRoaXMgaXMgdGVzdCBlbWFpbCBmb3IgRU1MMQ0KDQpUaGFua3MsDQpDaGV0YW7igILi\ngILigILigILigILigIINCg==';
const subjectChanged = edited(alternative, 'Subject: EML 1', 'Subject: EML 2');
const bodyChanged = edited(
  alternative,
  PLAIN_EML1,
  b64('Hi,\r\n\r\nThis is final email for EML1\r\n\r\nThanks,\r\nChetan\u2002\u2002\u2002\u2002\u2002\u2002\r\n'),
);
const attachmentRemoved = edited(
  alternative,
  /--_005_[^\n]*\nContent-Type: text\/plain; name="Test TxtB.txt"[\s\S]*?(?=--_005_[^\n]*--)/,
  '',
);
const attachmentChanged = edited(
  png,
  'iVBORw0KGgoAAAANSUhEUgAAAGQAAABLCAIAAAAJerXgAAAAAXNSR0IArs4c6QAAAAlwSFlz',
  'iVBORw0KGgoAAAANSUhEUgAAAGQAAABLCAIAAAAJerXgAAAAAXNSR0IArs4c6QAAAAlwSFly',
);

function texts(model: DocumentModel, key: string): string[] {
  return model.stories.find((s) => s.key === key)?.blocks.map(blockText) ?? [];
}

async function changes(source: Uint8Array, target: Uint8Array) {
  return listChanges({ source: { bytes: source, fileName: 'a.eml' }, targets: [{ bytes: target, fileName: 'b.eml' }] });
}

describe('emailReader', () => {
  it('reads headers, the plain-text alternative and attachments with content hashes', async () => {
    const model = await emailReader.read(alternative, 'eml', {});
    expect(model.stories.map((s) => [s.kind, s.key])).toEqual([
      ['message', 'message'],
      ['body', 'body'],
      ['attachment', 'attachment:Test TxtA.txt'],
      ['attachment', 'attachment:Test TxtB.txt'],
    ]);
    expect(texts(model, 'message')).toEqual([
      'Subject: EML 1',
      'From: Bugs Bunny <Bugs.Bunny@acme.com>',
      'To: Bugs Bunny <Bugs.Bunny@acme.com>',
    ]);
    // Read as prose, as a plain-text file is: paragraphs between blank lines.
    expect(texts(model, 'body')).toEqual(['Hi,', 'This is test email for EML1', 'Thanks, Chetan']);
    expect(texts(model, 'attachment:Test TxtA.txt')).toEqual(['[object: Test TxtA.txt (text/plain, 33 bytes)]']);
    const attachment = model.stories[2].blocks[0];
    expect(attachment.type === 'object' && attachment.object.hash).toBe(
      createHash('sha1').update('This is Test TXTA File for parser').digest('hex'),
    );
    expect(model.warnings).toEqual([]);
  });

  it('skips an mbox From line and reads a base64 PNG attachment', async () => {
    const model = await emailReader.read(png, 'eml', {});
    expect(texts(model, 'message')[0]).toBe('Subject: Test Attachment Email');
    expect(texts(model, 'body')).toEqual(['This email has a PNG attachment included in it']);
    expect(texts(model, 'attachment:testPNG.png')).toEqual(['[image: testPNG.png (image/png, 17041 bytes)]']);
  });

  it('decodes encoded words, quoted-printable and latin-1 bodies', async () => {
    expect(decodeHeader('=?iso-8859-1?Q?R=E9sum=E9?= =?utf-8?B?IMOpdMOp?=')).toBe('Résumé été');
    const message = fromLatin1(
      'Subject: =?windows-1252?Q?caf=E9_=80?=\r\nFrom: a@b.c\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=iso-8859-1\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nna=EFve long=\r\nline\r\n',
    );
    const model = await emailReader.read(message, 'eml', {});
    expect(texts(model, 'message')).toEqual(['Subject: café €', 'From: a@b.c']);
    expect(texts(model, 'body')).toEqual(['naïve longline']);
    expect(new TextDecoder().decode(decodeQuotedPrintable(encodeQuotedPrintable('a = b \nü')))).toBe('a = b \r\nü');
  });

  it('reads an HTML-only body as paragraphs and rejects a file without headers', async () => {
    const html = new TextEncoder().encode(
      'Subject: x\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>One</p><p>Two <b>words</b></p>',
    );
    expect(texts(await emailReader.read(html, 'eml', {}), 'body')).toEqual(['One', 'Two words']);
    await expect(emailReader.read(new TextEncoder().encode('\r\n\r\njust text'), 'eml', {})).rejects.toThrow(
      /no e-mail headers/,
    );
  });
});

describe('email diff', () => {
  it('finds no changes comparing each fixture with itself', async () => {
    for (const bytes of [png, alternative]) expect((await changes(bytes, bytes)).changes).toEqual([]);
  });

  it('reports a subject change at Subject', async () => {
    const result = await changes(alternative, subjectChanged);
    expect(result.changes.map((c) => [c.Type, c.Text, c.TargetText])).toEqual([['Modified', '1', '2']]);
    expect(result.places).toEqual(['Subject']);
  });

  it('reports a word changed in the body', async () => {
    const result = await changes(alternative, bodyChanged);
    expect(result.changes.map((c) => [c.Type, c.Text, c.TargetText])).toEqual([['Modified', 'test', 'final']]);
    expect(result.places).toEqual(['body, paragraph 2']);
  });

  it('reads a plain-text body as paragraphs: re-wrapped is no change, one deleted word one change', async () => {
    const sentence =
      'The committee reviewed the annual budget and agreed that the proposal needs more detail before the board can approve it.';
    const wrap = (text: string, width: number) => text.replace(new RegExp(`(.{1,${width}})(?: |$)`, 'g'), '$1\r\n');
    const message = (body: string) =>
      new TextEncoder().encode(
        `From: a@example.org\r\nTo: b@example.org\r\nSubject: Budget\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nHello,\r\n\r\n${body}\r\nRegards,\r\nAnn\r\n`,
      );
    const a = message(wrap(sentence, 72));
    expect((await changes(a, message(wrap(sentence, 56)))).changes).toEqual([]);
    const deleted = message(wrap(sentence.replace('annual ', ''), 56));
    const result = await changes(a, deleted);
    expect(result.changes.map((c) => [c.Type, c.Text])).toEqual([['Deleted', 'annual']]);
    // Rejecting it puts the word back and leaves every other line as the target had it.
    const rejected = await applyChanges({
      source: { bytes: a, fileName: 'a.eml' },
      target: { bytes: deleted, fileName: 'b.eml' },
      decisions: [{ Id: 0, ComparisonAction: 'Reject' }],
    });
    const body = texts(await readDocument({ bytes: rejected.bytes, fileName: 'r.eml' }), 'body');
    expect(body).toEqual(['Hello,', sentence, 'Regards, Ann']);
    const raw = latin1(rejected.bytes);
    expect(raw).toContain('Hello,\r\n\r\n');
    expect(raw).toContain('Regards,\r\nAnn');
  });

  it('reports a removed and a changed attachment by name', async () => {
    const removed = await changes(alternative, attachmentRemoved);
    expect(removed.changes.map((c) => [c.Type, c.Text])).toEqual([
      ['Deleted', '[object: Test TxtB.txt (text/plain, 33 bytes)]'],
    ]);
    expect(removed.places).toEqual(['attachment Test TxtB.txt']);
    const changed = await changes(png, attachmentChanged);
    expect(changed.changes.map((c) => c.Type)).toEqual(['Modified']);
    expect(changed.places).toEqual(['attachment testPNG.png']);
  });
});

describe('emailWriter', () => {
  it('writes the body redlined as HTML, keeping headers and attachments, and reads back', async () => {
    const both = edited(
      edited(bodyChanged, 'Subject: EML 1', 'Subject: EML 2'),
      /--_005_[^\n]*\nContent-Type: text\/plain; name="Test TxtB.txt"[\s\S]*?(?=--_005_[^\n]*--)/,
      '',
    );
    const result = await compareToDocument({
      source: { bytes: alternative, fileName: 'a.eml' },
      target: { bytes: both, fileName: 'b.eml' },
    });
    const text = latin1(result.bytes);
    expect(text).toMatch(/^From: Bugs Bunny/);
    expect(text).toContain('Subject: EML 2');
    const html = new TextDecoder().decode(
      decodeQuotedPrintable(
        text.slice(
          text.indexOf('Content-Type: text/html'),
          text.indexOf('--docdelta-', text.indexOf('Content-Type: text/html')),
        ),
      ),
    );
    expect(html).toContain(
      '<del style="color:#FF0000;text-decoration:line-through">test</del><ins style="color:#0000FF;text-decoration:underline">final</ins>',
    );
    expect(html).toContain(
      '<del style="color:#FF0000;text-decoration:line-through">1</del><ins style="color:#0000FF;text-decoration:underline">2</ins>',
    );
    expect(html).toContain(
      '<li><del style="color:#FF0000;text-decoration:line-through">Test TxtB.txt (text/plain, 33 bytes)</del></li>',
    );
    const reread = await readDocument({ bytes: result.bytes, fileName: 'r.eml' });
    expect(texts(reread, 'body')[1]).toBe('This is final email for EML1');
    expect(reread.stories.filter((s) => s.kind === 'attachment').map((s) => s.key)).toEqual([
      'attachment:Test TxtA.txt',
      'attachment:Test TxtB.txt',
    ]);
  });

  it('reverts rejected changes in clean mode', async () => {
    const both = edited(bodyChanged, 'Subject: EML 1', 'Subject: EML 2');
    const listed = await changes(alternative, both);
    expect(listed.places).toEqual(['Subject', 'body, paragraph 2']);
    const keepSubject = await applyChanges({
      source: { bytes: alternative, fileName: 'a.eml' },
      target: { bytes: both, fileName: 'b.eml' },
      decisions: [{ Id: 1, ComparisonAction: 'Reject' }],
    });
    const after = await readDocument({ bytes: keepSubject.bytes, fileName: 'r.eml' });
    expect(texts(after, 'message')[0]).toBe('Subject: EML 2');
    expect(texts(after, 'body')[1]).toBe('This is test email for EML1');
    expect(keepSubject.warnings.map((w) => w.code)).toContain('email-html-dropped');
    const keepBody = await applyChanges({
      source: { bytes: alternative, fileName: 'a.eml' },
      target: { bytes: both, fileName: 'b.eml' },
      decisions: [{ Id: 0, ComparisonAction: 'Reject' }],
    });
    const after2 = await readDocument({ bytes: keepBody.bytes, fileName: 'r.eml' });
    expect(texts(after2, 'message')[0]).toBe('Subject: EML 1');
    expect(texts(after2, 'body')[1]).toBe('This is final email for EML1');
    const restore = await applyChanges({
      source: { bytes: alternative, fileName: 'a.eml' },
      target: { bytes: attachmentRemoved, fileName: 'b.eml' },
      decisions: [{ Id: 0, ComparisonAction: 'Reject' }],
    });
    expect((await changes(alternative, restore.bytes)).changes).toEqual([]);
  });
});
