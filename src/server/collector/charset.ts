/**
 * Turning response bytes into text. Many Brazilian sites serve ISO-8859-1/windows-1252, and some
 * (PCI among them) have been seen declaring utf-8 while sending ISO-8859-1 bytes, which decodes
 * 'Fundação' as 'Funda��o'. So a utf-8 (or missing) declaration is checked against the bytes: when
 * they are not valid UTF-8, they are read as windows-1252 (a superset of ISO-8859-1 for printable
 * characters). A declared non-utf-8 charset is honoured as declared.
 */

export interface DecodedText {
  text: string;
  /** The WHATWG encoding name actually used: 'utf-8', 'windows-1252', … */
  charset: string;
  /** The charset the response declared (header, else meta tag), lower-cased; null when none. */
  declared: string | null;
}

const UTF8_LABELS = new Set(['utf-8', 'utf8', 'unicode-1-1-utf-8', 'x-unicode20utf8']);

/** The charset parameter of a Content-Type header, lower-cased, or null. */
export function charsetFromContentType(contentType: string | null | undefined): string | null {
  if (!contentType) return null;
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType);
  return match ? match[1]!.toLowerCase() : null;
}

/** The charset an HTML document declares in its first bytes (<meta charset> or http-equiv), or null. */
export function charsetFromHtmlMeta(bytes: Uint8Array): string | null {
  // The HTML spec's prescan looks at the first 1024 bytes; ASCII is enough to read the tags.
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 2048));
  const direct = /<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)/i.exec(head);
  return direct ? direct[1]!.toLowerCase() : null;
}

function isKnownEncoding(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}

/** Whether the bytes are well-formed UTF-8. */
export function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function decodeBody(bytes: Uint8Array, contentType: string | null | undefined): DecodedText {
  const isHtml = /html|xml/i.test(contentType ?? '') || contentType == null;
  const declared = charsetFromContentType(contentType) ?? (isHtml ? charsetFromHtmlMeta(bytes) : null);

  if (declared && !UTF8_LABELS.has(declared) && isKnownEncoding(declared)) {
    const decoder = new TextDecoder(declared);
    return { text: decoder.decode(bytes), charset: decoder.encoding, declared };
  }
  if (isValidUtf8(bytes)) {
    // TextDecoder drops a leading BOM by default.
    return { text: new TextDecoder('utf-8').decode(bytes), charset: 'utf-8', declared };
  }
  return { text: new TextDecoder('windows-1252').decode(bytes), charset: 'windows-1252', declared };
}
