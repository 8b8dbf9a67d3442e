import { readFileSync } from "node:fs";
import {
  Avatar,
  Badge,
  Burger,
  Button,
  Code,
  Container,
  MantineProvider,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  UnstyledButton,
} from "@mantine/core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "~/theme";
import { PlainBadge, PlainCode, PlainGrid, PlainSkeleton } from "./plain-content";
import {
  PlainAvatar,
  PlainBurger,
  PlainButton,
  PlainContainer,
  PlainSegmentedControl,
  PlainUnstyledButton,
} from "./plain-controls";

/** Each tag's attributes in name order, and the tokens of `class` and `style` sorted too. */
function normalized(html: string) {
  return html.replace(
    /<(\w+)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*(\/?)>/g,
    (_, tag, attributes, end) => {
      const pairs = [...(attributes as string).matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(
        ([, name = "", value = ""]) => {
          if (name !== "class" && name !== "style") return `${name}="${value}"`;
          const tokens = value.split(name === "class" ? " " : ";").filter(Boolean);
          return `${name}="${tokens.sort().join(name === "class" ? " " : ";")}"`;
        },
      );
      return `<${tag} ${pairs.sort().join(" ")}${end}>`;
    },
  );
}

const render = (node: ReactNode) =>
  normalized(
    renderToStaticMarkup(
      <MantineProvider theme={theme} withCssVariables={false}>
        {node}
      </MantineProvider>,
    ).replace(/<style[^>]*>[^<]*<\/style>/g, ""),
  );

describe("plain controls put out Mantine's markup", () => {
  it("buttons: filled, default with a section, loading, disabled, unstyled", () => {
    const chevron = <svg aria-hidden="true" />;
    const cases: [ReactNode, ReactNode][] = [
      [<Button key="m">Create</Button>, <PlainButton key="p">Create</PlainButton>],
      [
        <Button
          key="m"
          variant="default"
          justify="space-between"
          rightSection={chevron}
          loading={false}
          aria-label="Workspace: Personal"
          maw={180}
        >
          Personal
        </Button>,
        <PlainButton
          key="p"
          variant="default"
          justify="space-between"
          rightSection={chevron}
          aria-label="Workspace: Personal"
          maxWidth={180}
        >
          Personal
        </PlainButton>,
      ],
      [
        <Button key="m" variant="light" color="ember" leftSection={chevron} fullWidth>
          Revoke
        </Button>,
        <PlainButton key="p" variant="light" color="ember" leftSection={chevron} fullWidth>
          Revoke
        </PlainButton>,
      ],
      [
        <Button key="m" disabled>
          Create
        </Button>,
        <PlainButton key="p" disabled>
          Create
        </PlainButton>,
      ],
      [
        <UnstyledButton key="m" aria-label="Account">
          AB
        </UnstyledButton>,
        <PlainUnstyledButton key="p" aria-label="Account">
          AB
        </PlainUnstyledButton>,
      ],
    ];
    for (const [mantine, plain] of cases) {
      expect(render(mantine)).toContain("mantine-");
      // Mantine passes `justify` on to the element as an attribute HTML does not have.
      expect(render(plain)).toBe(render(mantine).replace(/ justify="[^"]*"/, ""));
    }
  });

  it("a loading button: the loader shown over the label, the button disabled", () => {
    // Mantine fades the loader in from its first render on; the plain button shows it at once.
    const mantine = render(<Button loading>Switch</Button>).replace(
      /transition[\w-]*:[^;"]*;?/g,
      "",
    );
    expect(render(<PlainButton loading>Switch</PlainButton>)).toBe(mantine.replace(/;"/g, '"'));
  });

  it("the burger, closed and opened", () => {
    for (const opened of [false, true]) {
      expect(
        render(<PlainBurger opened={opened} size="sm" hiddenFrom="md" aria-label="Navigation" />),
      ).toBe(render(<Burger opened={opened} size="sm" hiddenFrom="md" aria-label="Navigation" />));
    }
  });

  it("avatars with initials and with a picture, of a theme size and in pixels", () => {
    expect(
      render(
        <PlainAvatar alt="" color="pine" radius="xl">
          AB
        </PlainAvatar>,
      ),
    ).toBe(
      render(
        <Avatar alt="" color="pine" radius="xl">
          AB
        </Avatar>,
      ),
    );
    expect(
      render(
        <PlainAvatar src="/a.png" alt="" color="pine" radius="xl">
          AB
        </PlainAvatar>,
      ),
    ).toBe(
      render(
        <Avatar src="/a.png" alt="" color="pine" radius="xl">
          AB
        </Avatar>,
      ),
    );
    for (const size of ["lg", 20] as const) {
      expect(
        render(
          <PlainAvatar src="/a.png" alt="" color="pine" radius="md" size={size}>
            AB
          </PlainAvatar>,
        ),
      ).toBe(
        render(
          <Avatar src="/a.png" alt="" color="pine" radius="md" size={size}>
            AB
          </Avatar>,
        ),
      );
    }
  });

  it("badges, code, skeletons and the container", () => {
    for (const color of ["pine", "slate", "timber", "ember"]) {
      expect(render(<PlainBadge color={color}>Active</PlainBadge>)).toBe(
        render(
          <Badge color={color} variant="light">
            Active
          </Badge>,
        ),
      );
    }
    expect(render(<PlainCode aria-label="Key">tl_…</PlainCode>)).toBe(
      render(<Code aria-label="Key">tl_…</Code>),
    );
    expect(render(<PlainSkeleton height={20} width="60%" marginBottom="xs" />)).toBe(
      render(<Skeleton height={20} width="60%" mb="xs" />),
    );
    expect(render(<PlainSkeleton height={220} />)).toBe(render(<Skeleton height={220} />));
    expect(render(<PlainContainer size="lg">page</PlainContainer>)).toBe(
      render(<Container size="lg">page</Container>),
    );
  });

  it("a grid: Mantine's classes and spacing, columns from the stylesheet's breakpoints", () => {
    const mantine = render(
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        cells
      </SimpleGrid>,
    );
    const plain = render(
      <PlainGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        cells
      </PlainGrid>,
    );
    const classes = (html: string) => html.match(/class="([^"]*)"/)?.[1]?.split(" ") ?? [];
    expect(classes(plain)).toEqual(
      expect.arrayContaining(classes(mantine).filter((name) => !name.startsWith("__m__"))),
    );
    expect(plain).toContain("--sg-spacing-x:var(--mantine-spacing-sm)");
    expect(plain).toContain("--plain-grid-cols:1;");
    expect(plain).toContain("--plain-grid-cols-xs:3;");
    const css = readFileSync("src/styles/app.css", "utf8");
    expect(css).toContain(`@media (min-width: ${theme.breakpoints?.xs})`);
    expect(css).toContain(`@media (min-width: ${theme.breakpoints?.sm})`);
  });

  it("a segmented control as the server renders it, but for its generated name", () => {
    const data = [
      { label: "Light", value: "light" },
      { label: "Dark", value: "dark" },
      { label: "Auto", value: "auto" },
    ];
    const named = (html: string) => html.replaceAll(/mantine-_R_\w+_/g, "NAME");
    const mantine = render(
      <SegmentedControl size="xs" aria-label="Colour scheme" value="dark" data={data} />,
    );
    expect(mantine).toContain('checked=""');
    expect(
      named(
        render(
          <PlainSegmentedControl
            size="xs"
            aria-label="Colour scheme"
            value="dark"
            data={data}
            onChange={() => {}}
          />,
        ),
      ),
    ).toBe(named(mantine));
  });
});
