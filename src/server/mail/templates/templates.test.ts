import { describe, expect, it } from "vitest";
import { escapeHtml, renderMail } from "./layout";
import { magicLinkMail } from "./magic-link";

describe("mail templates", () => {
  it("render the magic link in both parts, escaped in the HTML", () => {
    const url = "https://app.example/login/confirm?token=abc&callbackURL=%2F";
    const mail = magicLinkMail({ appName: "Timberline", url, expiresInMinutes: 5 });
    expect(mail.subject).toBe("Your sign-in link for Timberline");
    expect(mail.text).toContain(url);
    expect(mail.text).toContain("expires in 5 minutes");
    expect(mail.text).toContain("press Sign in on the page it opens");
    expect(mail.html).toContain(`href="${url.replace("&", "&amp;")}"`);
    expect(mail.html).not.toContain(url);
  });

  it("render the magic link in the recipient's language, links unchanged", () => {
    const url = "https://app.example/login/confirm?token=abc";
    const de = magicLinkMail({ appName: "Timberline", url, expiresInMinutes: 5, locale: "de" });
    expect(de.subject).toBe("Ihr Anmeldelink für Timberline");
    expect(de.text).toContain("läuft nach 5 Minuten ab");
    expect(de.html).toContain('<html lang="de" dir="ltr">');
    expect(de.html).toContain("Falls die Schaltfläche nicht funktioniert");
    expect(de.text).toContain(`Bei Timberline anmelden: ${url}`);
    const ar = magicLinkMail({ appName: "Timberline", url, expiresInMinutes: 5, locale: "ar" });
    expect(ar.subject).toBe("رابط تسجيل الدخول إلى Timberline");
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain(`href="${url}"`);
  });

  it("never lets content become markup", () => {
    const mail = renderMail({
      appName: "<b>App</b>",
      subject: "s",
      heading: `"><script>alert(1)</script>`,
      paragraphs: ["<img src=x onerror=alert(1)>"],
      action: { label: "Go", url: `https://x.example/"onmouseover="alert(1)` },
      footnote: "&",
    });
    expect(mail.html).not.toMatch(/<script>|<img|<b>App|"onmouseover/);
    expect(mail.text).toContain("<img src=x onerror=alert(1)>");
  });

  it("loads nothing from outside: no images, stylesheets or fonts", () => {
    const { html } = magicLinkMail({
      appName: "T",
      url: "https://a.example/x",
      expiresInMinutes: 5,
    });
    expect(html).not.toMatch(/<img|<link|@import|url\(/i);
  });

  it("escapes the five HTML-special characters", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});
