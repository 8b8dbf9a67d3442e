import { MantineProvider, Menu, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { theme } from "~/theme";
import { LoadedMenu } from "./LoadedMenu";
import { type MenuTarget, OnUseMenu } from "./OnUseMenu";

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

function SettingsMenu({ target }: { target: MenuTarget }) {
  return <LoadedMenu target={target}>{dropdown}</LoadedMenu>;
}

describe("a menu before its first use", () => {
  it("is its target as Mantine's closed menu renders it, but for the generated id, and loads nothing", () => {
    const mantine = render(
      <Menu>
        <Menu.Target>{target}</Menu.Target>
        {dropdown}
      </Menu>,
    );
    expect(mantine).toContain('aria-haspopup="menu"');
    expect(mantine).not.toContain("Settings");
    const load = vi.fn(async () => SettingsMenu);
    expect(render(<OnUseMenu target={target} load={load} props={{}} />)).toBe(
      mantine.replace(/ id="[^"]*"/, ""),
    );
    expect(load).not.toHaveBeenCalled();
  });
});
