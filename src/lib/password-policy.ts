// The password length policy, shared by the server (Better Auth's limits) and the forms.
// ASVS 5.0 asks for at least 8 characters and strongly recommends 15 where the password is the
// only factor, and for at least 64 to be allowed; 128 bounds the hashing work.
export const PASSWORD_MIN_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_LIMITS = {
  passwordMinLength: PASSWORD_MIN_LENGTH,
  passwordMaxLength: PASSWORD_MAX_LENGTH,
};

/** The response to a password found among the first an attacker tries (common-passwords.server.ts). */
export const PASSWORD_TOO_COMMON = {
  code: "PASSWORD_TOO_COMMON",
  message:
    "This password is among the most common ones, which attackers try first. Please choose another.",
} as const;
