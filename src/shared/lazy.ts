/**
 * A value made on first use and kept: for what is costly to build when a page's script loads (an
 * Intl formatter with a time zone costs milliseconds on a phone) but cheap to use afterwards.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
