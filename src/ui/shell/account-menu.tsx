import { Menu } from "@ark-ui/react/menu";
import { useSelector } from "@xstate/react";
import { accountMenu } from "styled-system/recipes";
import { Link } from "wouter";
import { useSession } from "../screen/app-context.ts";
import { useFileUrl } from "../components/use-file-url.ts";
import { PORTAL_PATHS } from "../screen/paths.ts";
import { displayName, initials, roleLabel } from "./header-text.ts";
import { Icon } from "../screen/icons.tsx";

const classes = accountMenu();

/**
 * The header's account menu (SPEC §2 header: profile image, full name): the person's photo, else
 * their initials, with their name and role, opening a menu whose item goes to My profile, where the
 * name, photo, password and number are changed. The photo is the session's user's, so a save on My
 * profile shows here once the session has read the user again.
 */
export function AccountMenu() {
  const fileUrl = useFileUrl();
  const session = useSession();
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  const photo = fileUrl(user?.profileImageUrl);
  const name = displayName(user);
  const letters = initials(user);

  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger className={classes.trigger} aria-label={`Account menu: ${name}`} data-testid="account-menu">
        <span className={classes.avatar} data-testid="header-avatar">
          {photo ? (
            <img src={photo} alt="" className={classes.photo} />
          ) : letters !== "" ? (
            <span aria-hidden="true" className={classes.initials}>
              {letters}
            </span>
          ) : (
            <Icon name="user" />
          )}
        </span>
        <span className={classes.text}>
          <span className={classes.name} data-testid="header-name">
            {name}
          </span>
          <span className={classes.role} data-testid="header-role">
            {roleLabel(user)}
          </span>
        </span>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content className={classes.content} aria-label="Account">
          <Menu.Item value="my-profile" asChild className={classes.item}>
            <Link href={PORTAL_PATHS.myProfile}>
              <Icon name="user" />
              My profile
            </Link>
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
