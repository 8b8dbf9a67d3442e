// The rules of the sign-in screens and the search parameters of every route. They run in the
// first page a visitor loads, so they are plain functions: a schema library here would add its
// whole core to that page (the settings forms, which load later, use zod/mini).

/** The spec's email shape: no whitespace or @, an @, no whitespace or @, a dot, then more. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignInValues {
  email: string;
}

/** The sign-in email's error in the spec's words, or null when the address will do. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === "") return "Enter your email address";
  return EMAIL_SHAPE.test(email) ? null : "Enter a valid email address, like name@example.com";
}

/** A search parameter that should be a string; anything else reads as absent. */
export function optionalString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A search parameter naming an id: trimmed, 1 to `max` characters, or absent. */
export function optionalId(value: unknown, max = 200): string | undefined {
  const id = optionalString(value)?.trim();
  return id && id.length <= max ? id : undefined;
}
