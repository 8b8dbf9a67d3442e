import { MantineProvider, Menu, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "~/theme";
import { HydratedMenu } from "./HydratedMenu";

const render = (node: ReactNode) =>
  renderToString(
    <MantineProvider theme={theme} withCssVariables={false}>
      {node}
    </MantineProvider>,
  );

const dropdown = (
  <Menu.Dropdown>
    <Menu.Item>Settings</Menu.Item>
  </Menu.Dropdown>
);
const target = <UnstyledButton aria-label="Account menu">A</UnstyledButton>;

describe("a menu before the page runs in the browser", () => {
  it("is its target as Mantine's closed menu renders it, but for the generated id", () => {
    const mantine = render(
      <Menu>
        <Menu.Target>{target}</Menu.Target>
        {dropdown}
      </Menu>,
    );
    expect(mantine).toContain('aria-haspopup="menu"');
    expect(mantine).not.toContain("Settings");
    expect(render(<HydratedMenu target={target}>{dropdown}</HydratedMenu>)).toBe(
      mantine.replace(/ id="[^"]*"/, ""),
    );
  });
});
