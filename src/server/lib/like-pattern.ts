/** A LIKE pattern that matches `text` literally: its %, _ and \ are escaped (PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
