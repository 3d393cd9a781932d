import { describe, expect, it } from 'vitest';
import { hashSecret, TokenService } from '../../src/service/auth';

const clients = [{ clientId: 'c', secretHash: hashSecret('s') }];
const key = (text: string) => new TextEncoder().encode(text.padEnd(32, '.'));

describe('token signing keys', () => {
  it('rotates: signs with the first key, accepts a token signed with any configured key', async () => {
    const before = new TokenService({ clients, signingKeys: [key('old')] });
    const during = new TokenService({ clients, signingKeys: [key('new'), key('old')] });
    const after = new TokenService({ clients, signingKeys: [key('new')] });
    const oldToken = `Bearer ${(await before.issue('c', 's')).access_token}`;
    const newToken = `Bearer ${(await during.issue('c', 's')).access_token}`;
    expect(await during.verify(oldToken)).toBe('c');
    expect(await after.verify(newToken)).toBe('c');
    // A replica not yet given the new key refuses its tokens; one that dropped the old key refuses those.
    await expect(before.verify(newToken)).rejects.toThrow('The access token is not valid.');
    await expect(after.verify(oldToken)).rejects.toThrow('The access token is not valid.');
    // The header names the key without giving any of it away.
    const header = JSON.parse(Buffer.from(newToken.split(' ')[1].split('.')[0], 'base64url').toString()) as {
      kid: string;
    };
    expect(header.kid).toMatch(/^[\w-]{16}$/);
    expect(newToken).not.toContain(Buffer.from(key('new')).toString('base64url').slice(0, 8));
  });
});
