/** The text to show for anything thrown: its message, or the spec's generic sentence. */
export const UNEXPECTED_ERROR = "An unexpected error occurred";

export function errorMessage(error: unknown, fallback = UNEXPECTED_ERROR): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "object" && error !== null && "message" in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === "string" && message) return message;
  }
  if (typeof error === "string" && error) return error;
  return fallback;
}
