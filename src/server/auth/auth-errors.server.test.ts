import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "~/lib/app-error";
import { AUTH_ERROR_STATUS, authError, authErrorResponse } from "./auth-errors.server";

describe("the auth error catalogue", () => {
  it("gives a code the status it has everywhere else in the product", () => {
    const differing = Object.entries(AUTH_ERROR_STATUS).flatMap(([code, status]) => {
      const elsewhere = (ERROR_STATUS as Record<string, number>)[code];
      const here = new APIError(status).statusCode;
      return elsewhere === undefined || elsewhere === here ? [] : [{ code, here, elsewhere }];
    });
    // Better Auth's own /delete-user answers 400 for a session too old to delete with; the
    // product's rule there keeps that, where the product's server functions say 403.
    expect(differing).toEqual([{ code: "SESSION_EXPIRED", here: 400, elsewhere: 403 }]);
  });

  it("derives the status from the code, in an error and in a response", async () => {
    expect(authError("PASSKEY_LIMIT_REACHED", "Ten at most.").statusCode).toBe(409);
    const response = authErrorResponse("METHOD_NOT_ALLOWED", "This call takes POST requests.", {
      allow: "POST",
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toEqual({
      code: "METHOD_NOT_ALLOWED",
      message: "This call takes POST requests.",
    });
  });
});
