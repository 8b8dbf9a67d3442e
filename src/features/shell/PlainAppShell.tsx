import { useMantineStyleNonce } from "@mantine/core";
import { type HTMLAttributes, type ReactNode, useEffect, useState } from "react";
import { vars } from "~/ui/fast/plain";

// Mantine's AppShell as plain elements, for the shell of every signed-in page. AppShell's module
// brings its header, footer and aside, and they bring react-remove-scroll for the one class name
// they use from it: with the resize handles and the media styles' generator, about 10 kB (gzip)
// of every signed-in first load (ADR 040). These put out what
// `<AppShell header={{ height: 64 }} navbar={{ width: 240, breakpoint: "md",
// collapsed: { desktop: true, mobile: !opened } }} padding="md">` and its `Header`, `Navbar p="md"`
// and `Main` put out, so Mantine's stylesheet lays them out as before; `PlainAppShell.test.tsx`
// compares them with Mantine's, so an upgrade that changes its markup fails there.

// AppShell's media styles for this layout, as its generator writes them: the header's height,
// the navbar's width and offset, and the navbar out of view on wide screens, and on narrow ones
// unless it is open.
const BASE =
  ":root{--app-shell-navbar-width:calc(15rem * var(--mantine-scale));--app-shell-navbar-offset:calc(15rem * var(--mantine-scale));--app-shell-header-height:calc(4rem * var(--mantine-scale));--app-shell-header-offset:calc(4rem * var(--mantine-scale));--app-shell-padding:var(--mantine-spacing-md);}@media(min-width: 62em){:root{--app-shell-navbar-transform:translateX(calc(var(--app-shell-navbar-width) * -1));--app-shell-navbar-transform-rtl:translateX(var(--app-shell-navbar-width));--app-shell-navbar-offset:0px !important;}}";
const NARROW_CLOSED =
  "@media(max-width: 61.99375em){:root{--app-shell-navbar-width:100%;--app-shell-navbar-offset:0px;--app-shell-navbar-transform:translateX(calc(var(--app-shell-navbar-width) * -1));--app-shell-navbar-transform-rtl:translateX(var(--app-shell-navbar-width));}}";
const NARROW_OPEN =
  "@media(max-width: 62em){:root{--app-shell-navbar-offset:0px;--app-shell-navbar-width:100%;}}";

/**
 * True while the window is resized and for 200 ms (the transitions' length) after, and at
 * first: Mantine's stylesheet turns the shell's transitions off meanwhile, so that crossing the
 * breakpoint does not slide the navbar.
 */
function useResizing() {
  const [resizing, setResizing] = useState(true);
  useEffect(() => {
    let timer = window.setTimeout(() => setResizing(false), 200);
    const onResize = () => {
      setResizing(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setResizing(false), 200);
    };
    window.addEventListener("resize", onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return resizing;
}

export function PlainAppShell({
  navbarOpened,
  children,
}: {
  navbarOpened: boolean;
  children: ReactNode;
}) {
  const nonce = useMantineStyleNonce();
  const resizing = useResizing();
  return (
    <>
      <style
        data-mantine-styles="inline"
        nonce={nonce?.()}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: constant text, as Mantine writes it
        dangerouslySetInnerHTML={{ __html: BASE + (navbarOpened ? NARROW_OPEN : NARROW_CLOSED) }}
      />
      <div
        style={vars({
          "--app-shell-transition-duration": "200ms",
          "--app-shell-transition-timing-function": "ease",
        })}
        className="m_89ab340 mantine-AppShell-root"
        data-resizing={resizing || undefined}
        data-mode="fixed"
      >
        {children}
      </div>
    </>
  );
}

export function PlainAppShellHeader({ children }: { children: ReactNode }) {
  return (
    <header
      style={vars({ "--app-shell-header-z-index": "100" })}
      // The last name is react-remove-scroll's: a modal that locks the page's scrolling moves
      // elements with it by the scrollbar's width, so the fixed header does not jump.
      className="m_3b16f56b mantine-AppShell-header right-scroll-bar-position"
      data-with-border="true"
    >
      {children}
    </header>
  );
}

export function PlainAppShellNavbar({ children, ...rest }: HTMLAttributes<HTMLElement>) {
  return (
    <nav
      style={vars({
        "--app-shell-navbar-z-index": "calc(100 + 1)",
        padding: "var(--mantine-spacing-md)",
      })}
      className="m_45252eee mantine-AppShell-navbar"
      data-with-border="true"
      {...rest}
    >
      {children}
    </nav>
  );
}

export function PlainAppShellMain({ children, ...rest }: HTMLAttributes<HTMLElement>) {
  return (
    <main className="m_8983817 mantine-AppShell-main" {...rest}>
      {children}
    </main>
  );
}
