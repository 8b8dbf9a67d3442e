import { AppShell, MantineProvider, RemoveScroll } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "~/theme";
import {
  PlainAppShell,
  PlainAppShellHeader,
  PlainAppShellMain,
  PlainAppShellNavbar,
} from "./PlainAppShell";

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false}>
      {node}
    </MantineProvider>,
  );

describe("the plain app shell puts out Mantine's markup", () => {
  for (const opened of [false, true]) {
    it(`with the navbar ${opened ? "open" : "closed"}, but for the root's generated id`, () => {
      const mantine = render(
        <AppShell
          header={{ height: 64 }}
          navbar={{ width: 240, breakpoint: "md", collapsed: { desktop: true, mobile: !opened } }}
          padding="md"
        >
          <AppShell.Header>header</AppShell.Header>
          <AppShell.Navbar p="md" inert={!opened}>
            navbar
          </AppShell.Navbar>
          <AppShell.Main id="main-content" tabIndex={-1}>
            main
          </AppShell.Main>
        </AppShell>,
      );
      const plain = render(
        <PlainAppShell navbarOpened={opened}>
          <PlainAppShellHeader>header</PlainAppShellHeader>
          <PlainAppShellNavbar inert={!opened}>navbar</PlainAppShellNavbar>
          <PlainAppShellMain id="main-content" tabIndex={-1}>
            main
          </PlainAppShellMain>
        </PlainAppShell>,
      );
      expect(mantine).toContain("mantine-AppShell-navbar");
      expect(plain).toBe(mantine.replace(/ id="mantine-[^"]*"/, ""));
    });
  }

  it("names react-remove-scroll's class for fixed elements as the library does", () => {
    expect(render(<PlainAppShellHeader>header</PlainAppShellHeader>)).toContain(
      RemoveScroll.classNames.zeroRight,
    );
  });
});
