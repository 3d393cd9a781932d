import { encryptResult } from './crypto/protect';
import { InvalidOptionsError } from './errors';
import type { FormatDescription } from './formats/registry';
import { readDocument, type DocumentWarning, type InputDocument } from './read';
import type { ResultSettingsInput } from './result-settings';

/**
 * Settings.PasswordSaveOption: the result is encrypted with the source's, the target's or the
 * given password, then decrypted again and re-read, so a protected result is known to open.
 * A format that has no password (text, HTML, CSV, e-mail, images) is returned as it is, with a
 * `password-not-supported` warning pushed to `warnings`: never a failure.
 */
export async function protectResult(
  bytes: Uint8Array,
  format: FormatDescription,
  request: { source: InputDocument; target: InputDocument; settings?: ResultSettingsInput },
  warnings: DocumentWarning[] = [],
): Promise<Uint8Array> {
  const option = String(request.settings?.PasswordSaveOption ?? 'None').toLowerCase();
  if (option === 'none') return bytes;
  const password =
    option === 'source'
      ? request.source.password
      : option === 'target'
        ? request.target.password
        : option === 'user'
          ? request.settings?.Password
          : undefined;
  if (!['source', 'target', 'user'].includes(option))
    throw new InvalidOptionsError(
      `PasswordSaveOption '${request.settings?.PasswordSaveOption}' is not one of None, Source, Target, User`,
    );
  if (!password)
    throw new InvalidOptionsError(
      `PasswordSaveOption ${request.settings?.PasswordSaveOption} needs a password, and ${option === 'user' ? 'Settings.Password' : `the ${option} document's password`} is not given`,
    );
  const encrypted = await encryptResult(bytes, format.key, password, request.target.password);
  if (!encrypted) {
    warnings.push({
      code: 'password-not-supported',
      message: `${format.key} files cannot carry a password; the result is not protected`,
    });
    return bytes;
  }
  await readDocument({ bytes: encrypted, fileName: `result.${format.key}`, password });
  return encrypted;
}
