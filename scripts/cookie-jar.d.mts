export declare class CookieJar {
  /** `header`: a Cookie header to start from. */
  constructor(header?: string);
  readonly cookies: Map<string, string>;
  /** Takes the Set-Cookie lines of a response. */
  store(setCookies: string | string[] | undefined): void;
  /** The Cookie header to send. */
  header(): string;
}
