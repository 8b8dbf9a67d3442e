import { MAGIC_LINK_VERIFY_PATH, SIGN_IN_CONFIRM_PATH } from "~/lib/sign-in-link";

/**
 * What the sign-in page's button opens for a mailed link: Better Auth's verify endpoint with the
 * link's query (src/routes/login_.confirm.tsx). Suites that call the auth handler in-process have
 * no pages to open; the built server's page is tested in tests/auth/sign-in-link.test.ts.
 */
export function verifyPathOf(link: URL): string {
  if (link.pathname !== SIGN_IN_CONFIRM_PATH) {
    throw new Error(`not a sign-in link: ${link.pathname}`);
  }
  return `${MAGIC_LINK_VERIFY_PATH}${link.search}`;
}
