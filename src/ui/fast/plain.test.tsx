import { Card, Group, MantineProvider, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "~/theme";
import { PlainCard, PlainGroup, PlainStack, PlainText, PlainTitle } from "./plain";

/** The outer element a component renders: its tag and its attributes, in no particular order. */
function outerElement(node: ReactNode) {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false}>
      {node}
    </MantineProvider>,
  );
  // The provider's own <style> elements come first.
  const element = html.replace(/<style[^>]*>[^<]*<\/style>/g, "");
  const [, tag = "", attributes = ""] = element.match(/^<(\w+)([^>]*)>/) ?? [];
  const pairs = [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) =>
    name === "class" || name === "style"
      ? [
          name,
          value
            .split(name === "class" ? " " : ";")
            .filter(Boolean)
            .sort()
            .join(" "),
        ]
      : [name, value],
  );
  return { tag, attributes: Object.fromEntries(pairs) };
}

describe("plain elements put out Mantine's markup", () => {
  it("a card with a border, as a section with its label", () => {
    const mantine = outerElement(
      <Card withBorder padding="lg" component="section" aria-labelledby="title">
        content
      </Card>,
    );
    expect(mantine.tag).toBe("section");
    expect(
      outerElement(
        <PlainCard padding="lg" component="section" aria-labelledby="title">
          content
        </PlainCard>,
      ),
    ).toEqual(mantine);
  });

  it("a card as a div", () => {
    expect(outerElement(<PlainCard padding="xs">content</PlainCard>)).toEqual(
      outerElement(
        <Card withBorder padding="xs">
          content
        </Card>,
      ),
    );
  });

  it("stacks, groups and titles", () => {
    expect(outerElement(<PlainStack gap="xs">a</PlainStack>).tag).toBe("div");
    expect(outerElement(<PlainStack gap="xs">a</PlainStack>)).toEqual(
      outerElement(<Stack gap="xs">a</Stack>),
    );
    expect(
      outerElement(
        <PlainGroup justify="space-between" wrap="nowrap">
          a
        </PlainGroup>,
      ),
    ).toEqual(
      outerElement(
        <Group justify="space-between" wrap="nowrap">
          a
        </Group>,
      ),
    );
    expect(
      outerElement(
        <PlainTitle order={2} size="h4">
          a
        </PlainTitle>,
      ),
    ).toEqual(
      outerElement(
        <Title order={2} size="h4">
          a
        </Title>,
      ),
    );
  });

  it("texts: cut at the end of the line, a detail's label and value", () => {
    const pairs: [ReactNode, ReactNode][] = [
      [
        <PlainText key="p" span truncate size="sm" fw={600} />,
        <Text key="m" span truncate="end" size="sm" fw={600} />,
      ],
      [
        <PlainText key="p" size="xs" c="dimmed" fw={700} style={{ textTransform: "uppercase" }} />,
        <Text key="m" size="xs" c="dimmed" tt="uppercase" fw={700} />,
      ],
      [<PlainText key="p" size="sm" component="div" />, <Text key="m" size="sm" component="div" />],
    ];
    for (const [plain, mantine] of pairs) {
      expect(outerElement(plain)).toEqual(outerElement(mantine));
    }
  });
});
