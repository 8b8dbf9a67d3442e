import { Anchor, Group } from "@mantine/core";
import { Link, type LinkProps } from "@tanstack/react-router";

export interface SectionLink {
  to: LinkProps["to"];
  label: string;
}

/**
 * The row of links between the short pages of one settings area (the account's, an
 * organization's). The current page is marked for screen readers and by an underline, not by
 * colour alone.
 */
export function SectionNav({ label, sections }: { label: string; sections: SectionLink[] }) {
  return (
    <Group component="nav" aria-label={label} gap="md">
      {sections.map((section) => (
        <Anchor
          key={section.label}
          component={Link}
          to={section.to}
          activeOptions={{ exact: true, includeSearch: false }}
          size="sm"
          fw={600}
          c="var(--mantine-color-text)"
          underline="hover"
          activeProps={{
            "aria-current": "page",
            style: {
              color: "var(--mantine-primary-color-filled)",
              textDecoration: "underline",
              textDecorationThickness: 2,
              textUnderlineOffset: 6,
            },
          }}
        >
          {section.label}
        </Anchor>
      ))}
    </Group>
  );
}
