import { createRequire } from 'node:module';

/**
 * jsdom's XML parser for the discovery tests. jsdom ships no type declarations (and @types/jsdom
 * is not installed), so its constructor is loaded through require with the one shape used here.
 */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (text: string, options: { contentType: string }) => { window: { document: Document } };
};

/** Parses as XML; jsdom throws on anything that is not well-formed. */
export function parseXml(text: string): Document {
  return new JSDOM(text, { contentType: 'text/xml' }).window.document;
}

/** The text of every `tag` element, in document order. */
export function texts(doc: Document | Element, tag: string): string[] {
  return Array.from(doc.getElementsByTagName(tag), (el) => el.textContent ?? '');
}
