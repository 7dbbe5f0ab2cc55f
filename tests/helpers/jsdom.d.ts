/** The part of jsdom the page tests use (jsdom 29 ships no types, and @types/jsdom stops at 28). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
