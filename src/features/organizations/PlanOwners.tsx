import { Anchor, Text } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import { organizationPeopleQuery } from "./queries";

/**
 * Who can choose or change the organization's plan, by name, for a member whose role cannot:
 * in place of plan cards they could not use.
 */
export function PlanOwners({ organizationName }: { organizationName: string }) {
  const { data: people } = useSuspenseQuery(organizationPeopleQuery);
  const owners = people?.members.filter((member) => member.role === "owner") ?? [];
  return (
    <Text size="sm">
      Only an owner of {organizationName} can choose or change its plan
      {owners.length > 0 ? (
        <>
          : ask{" "}
          {owners.map((owner, index) => (
            <Fragment key={owner.id}>
              {index > 0 && (index === owners.length - 1 ? " or " : ", ")}
              {owner.name ? `${owner.name} ` : ""}
              <Anchor href={`mailto:${owner.email}`}>
                {owner.name ? `(${owner.email})` : owner.email}
              </Anchor>
            </Fragment>
          ))}
          .
        </>
      ) : (
        "."
      )}
    </Text>
  );
}
