import { Anchor, Text } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { withElement } from "~/i18n/with-element";
import { organizationPeopleQuery } from "./queries";

const OWNERS = "\u0000owners\u0000";

/**
 * Who can choose or change the organization's plan, by name, for a member whose role cannot:
 * in place of plan cards they could not use.
 */
export function PlanOwners({ organizationName }: { organizationName: string }) {
  const { data: people } = useSuspenseQuery(organizationPeopleQuery);
  const { locale } = useFormat();
  const owners = people?.members.filter((member) => member.role === "owner") ?? [];
  if (owners.length === 0) {
    return <Text size="sm">{m.org_plan_owners_none({ organization: organizationName })}</Text>;
  }
  // "A, B or C" in the page's language; each owner is a name and a mail link, after the words
  // that come before it.
  const parts = new Intl.ListFormat(locale.startsWith("en") ? "en-GB" : locale, {
    type: "disjunction",
  }).formatToParts(owners.map((_, index) => String(index)));
  const list: ReactNode[] = [];
  let before = "";
  for (const part of parts) {
    const owner = part.type === "element" ? owners[Number(part.value)] : undefined;
    if (!owner) {
      before += part.value;
      continue;
    }
    list.push(
      <Fragment key={owner.id}>
        {before}
        {owner.name ? `${owner.name} ` : ""}
        <Anchor href={`mailto:${owner.email}`}>
          {owner.name ? `(${owner.email})` : owner.email}
        </Anchor>
      </Fragment>,
    );
    before = "";
  }
  return (
    <Text size="sm">
      {withElement(
        m.org_plan_owners_ask({ organization: organizationName, owners: OWNERS }),
        OWNERS,
        <>
          {list}
          {before}
        </>,
      )}
    </Text>
  );
}
