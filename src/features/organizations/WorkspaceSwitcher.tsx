import { useSuspenseQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { PlainText } from "~/ui/fast/plain";
import { PlainButton } from "~/ui/fast/plain-controls";
import { useDialogOnUse } from "~/ui/lazy-dialog";
import { OnUseMenu } from "~/ui/OnUseMenu";
import { workspacesQuery } from "./queries";
import { useSwitchWorkspace } from "./workspace-hooks";

function ChevronIcon() {
  return (
    <svg
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

// The form (its validation schema, Better Auth's client and the modal) is in every signed-in
// page's header otherwise; it loads when "Create organization" is first chosen, and stays
// mounted after so that closing it still plays the modal's transition.
const CreateOrganizationModal = lazy(() =>
  import("./CreateOrganizationModal").then((module) => ({
    default: module.CreateOrganizationModal,
  })),
);

const loadWorkspaceMenu = () => import("./WorkspaceMenu").then((module) => module.WorkspaceMenu);

/**
 * The workspace the app works in: the personal one or an organization. Switching is remembered
 * on the session, so it survives a reload and holds on every page.
 */
export function WorkspaceSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const {
    opened: creating,
    used: createAsked,
    open: openCreate,
    close: closeCreate,
  } = useDialogOnUse();
  const switchTo = useSwitchWorkspace();
  const label =
    workspaces.active.kind === "organization"
      ? workspaces.active.organization.name
      : m.org_personal_workspace();

  return (
    <>
      <OnUseMenu
        load={loadWorkspaceMenu}
        props={{
          onSwitch: switchTo.mutate,
          onCreate: openCreate,
        }}
        target={
          <PlainButton
            variant="default"
            fullWidth={fullWidth}
            justify="space-between"
            rightSection={<ChevronIcon />}
            loading={switchTo.isPending}
            aria-label={m.org_workspace_label({ name: label })}
            maxWidth={fullWidth ? undefined : 180}
          >
            <PlainText span truncate fw={600} size="sm">
              {label}
            </PlainText>
          </PlainButton>
        }
      />
      {createAsked && (
        <Suspense fallback={null}>
          <CreateOrganizationModal opened={creating} onClose={closeCreate} />
        </Suspense>
      )}
    </>
  );
}
