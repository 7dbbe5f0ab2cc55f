/** The base32 secret of an otpauth:// URI, for typing it into an authenticator by hand. */
export function secretFromTotpUri(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}

/** The secret in groups of four characters, easier to read and type; authenticators ignore spaces. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}
