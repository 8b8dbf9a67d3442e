import { z } from "zod";

/** The spec's email shape: no whitespace or @, an @, no whitespace or @, a dot, then more. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Enter your email address")
    .regex(EMAIL_SHAPE, "Enter a valid email address, like name@example.com"),
});

export type SignInValues = z.infer<typeof signInSchema>;
