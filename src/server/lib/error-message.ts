/** The readable message of any thrown value (an Error's message, or the value as text). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
