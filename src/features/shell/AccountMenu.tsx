import { Menu, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { flushSync } from "react-dom";
import { m } from "~/i18n/paraglide/messages.js";
import { errorMessage } from "~/lib/errors";
import { loadAuthClient } from "~/lib/load-auth-client";
import { navigationSettled, readsSettled } from "~/lib/settled";
import type { ClientUser } from "~/server/auth/session.server";
import { LoadedMenu } from "~/ui/LoadedMenu";
import type { MenuTarget } from "~/ui/OnUseMenu";
import { showToast } from "~/ui/toast";

/**
 * The header's account menu, loaded on its first use (`OnUseMenu`). Signing out first takes the
 * page down (`leave`), so that it starts no read, and waits for the navigation and the reads
 * under way: one sent once the session has ended would be answered 401.
 */
export function AccountMenu({
  user,
  target,
  leave,
}: {
  user: ClientUser;
  target: MenuTarget;
  leave: (leaving: boolean) => void;
}) {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const signOut = async () => {
    const authClient = await loadAuthClient();
    flushSync(() => leave(true));
    await navigationSettled(router);
    await readsSettled(queryClient);
    // Ends the session here only: Better Auth would otherwise send the browser on to a linked
    // provider's logout page, signing the person out of that provider too.
    const { error } = await authClient.signOut({ disableRedirect: true });
    if (error) {
      leave(false);
      showToast({ color: "ember", title: m.shell_error(), message: errorMessage(error) });
      return;
    }
    // Straight to /login, then forget what the signed-in pages read: checking the page left
    // behind first would send the browser to /login with a redirect back to it.
    await navigate({ to: "/login" });
    queryClient.clear();
  };
  return (
    <LoadedMenu target={target} position="bottom-end" width={240}>
      <Menu.Dropdown>
        <Menu.Label>{m.shell_signed_in_as()}</Menu.Label>
        <Text px="sm" pb="xs" size="sm" fw={600} truncate>
          {user.email}
        </Text>
        <Menu.Divider />
        {/* The open menu focuses its first item; a link preloads its page on focus, and this
            one would load the settings of a session about to sign out. */}
        <Menu.Item component={Link} to="/settings" preload={false}>
          {m.shell_nav_settings()}
        </Menu.Item>
        {/* Only an admin's own session holds the role: an admin acting as someone sees theirs. */}
        {user.isAdmin && (
          <Menu.Item component={Link} to="/admin" preload={false}>
            {m.shell_admin_console()}
          </Menu.Item>
        )}
        {/* Ember as text needs a darker shade on light backgrounds and a lighter one on dark
            backgrounds than the filled shade the item's colour prop uses, to read at 4.5:1. */}
        <Menu.Item
          style={{
            color: "light-dark(var(--mantine-color-ember-8), var(--mantine-color-ember-4))",
          }}
          onClick={() => void signOut()}
        >
          {m.shell_sign_out()}
        </Menu.Item>
      </Menu.Dropdown>
    </LoadedMenu>
  );
}
