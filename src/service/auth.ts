import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (secret: string, salt: Buffer, length: number) => Promise<Buffer>;
import { jwtVerify, SignJWT } from 'jose';

/** A client as configured: the secret is kept only as a salted scrypt hash. */
export interface ClientCredential {
  clientId: string;
  /** `scrypt$<salt hex>$<hash hex>` */
  secretHash: string;
}

export function hashSecret(secret: string, salt = randomBytes(16)): string {
  return `scrypt$${salt.toString('hex')}$${scryptSync(secret, salt, 32).toString('hex')}`;
}

/** Checks a secret against its hash off the event loop: token requests are unauthenticated. */
async function secretMatches(secret: string, secretHash: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = secretHash.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(secret, Buffer.from(saltHex, 'hex'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface TokenServiceOptions {
  clients: ClientCredential[];
  /**
   * HMAC keys for HS256, shared by every replica behind one load balancer: tokens are signed with
   * the first and accepted when signed with any (rotation: add the new key first, drop the old one
   * once the tokens it signed have expired). One random key when empty.
   */
  signingKeys?: Uint8Array[];
  /** Token lifetime, seconds (86400 by default, as the vendor's). */
  tokenLifetimeSeconds?: number;
  issuer?: string;
}

export class InvalidClientError extends Error {
  override name = 'InvalidClientError';
  constructor() {
    super('invalid_client');
  }
}

export class UnauthorizedError extends Error {
  override name = 'UnauthorizedError';
}

/** OAuth2 client credentials: checks a client's secret, issues and verifies JWT bearer tokens. */
export class TokenService {
  private readonly clients = new Map<string, string>();
  private readonly keys: { id: string; key: Uint8Array }[];
  readonly lifetime: number;
  private readonly issuer: string;
  // A hash to compare against when the client id is unknown, so both cases cost the same time.
  private readonly decoyHash = hashSecret(randomBytes(16).toString('hex'));

  constructor(options: TokenServiceOptions) {
    for (const client of options.clients) this.clients.set(client.clientId, client.secretHash);
    const keys = options.signingKeys?.length ? options.signingKeys : [randomBytes(32)];
    this.keys = keys.map((key) => ({ id: keyId(key), key }));
    this.lifetime = options.tokenLifetimeSeconds ?? 86_400;
    this.issuer = options.issuer ?? 'docdelta';
  }

  async issue(
    clientId: string,
    clientSecret: string,
  ): Promise<{ access_token: string; expires_in: number; token_type: 'Bearer' }> {
    const hash = this.clients.get(clientId);
    const ok = (await secretMatches(clientSecret, hash ?? this.decoyHash)) && hash !== undefined;
    if (!ok) throw new InvalidClientError();
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: this.keys[0].id })
      .setSubject(clientId)
      .setIssuer(this.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + this.lifetime)
      .sign(this.keys[0].key);
    return { access_token: token, expires_in: this.lifetime, token_type: 'Bearer' };
  }

  /** The client id a bearer token was issued to; UnauthorizedError when missing, bad or expired. */
  async verify(authorization: string | undefined): Promise<string> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
    if (!match)
      throw new UnauthorizedError('Authorization: Bearer <token> is required; get a token from /connect/token.');
    try {
      // A token without a key id was signed before keys had ids, with the one key there was.
      const key = ({ kid }: { kid?: string }) => {
        const found = kid === undefined ? this.keys[0] : this.keys.find((k) => k.id === kid);
        if (!found) throw new UnauthorizedError('The token was signed with a key this server does not hold.');
        return found.key;
      };
      const { payload } = await jwtVerify(match[1], key, { issuer: this.issuer, algorithms: ['HS256'] });
      if (!payload.sub || !this.clients.has(payload.sub))
        throw new UnauthorizedError('The token names no known client.');
      return payload.sub;
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw new UnauthorizedError(
        expired ? 'The access token has expired; get a new one from /connect/token.' : 'The access token is not valid.',
      );
    }
  }
}

/** Names a key in a token's header without telling anything about it. */
function keyId(key: Uint8Array): string {
  return createHash('sha256').update('docdelta signing key id\0').update(key).digest('base64url').slice(0, 16);
}
