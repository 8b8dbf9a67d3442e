/** The product's name: the page title, the mails' sender name and the app shell's logo text. */
export const APP_NAME = "Timberline";

/**
 * A page's `head`: its title, most specific part first ("Sessions · Settings · Timberline"), so
 * tabs, history and screen readers tell the pages apart.
 */
export function titled(...parts: string[]) {
  return { meta: [{ title: [...parts, APP_NAME].join(" · ") }] };
}
