import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { myProfile } from "styled-system/recipes";
import type { myProfileScreenMachine } from "../../machines/my-profile/my-profile-screen.machine.ts";
import { screenPage } from "../screen/screen-gate.tsx";
import { PageHeader } from "../screen/page-header.tsx";
import { MyDetailsForm } from "./my-details-form.tsx";
import { SignInFacts } from "./sign-in-facts.tsx";

const classes = myProfile();

/** Route target for /exhibitor/my-profile (lazy-loaded default export): the person's own profile, every role. */
export default screenPage("myProfile", "Loading your profile...", MyProfileScreen);

function MyProfileScreen({ screen }: { readonly screen: ActorRefFrom<typeof myProfileScreenMachine> }) {
  const details = useSelector(screen, (snapshot) => snapshot.children.details);
  return (
    <>
      <PageHeader title="My profile" description="Your name and photo as your team sees them, and how you sign in." />
      <div className={classes.root}>
        {details === undefined ? null : <MyDetailsForm form={details} />}
        <SignInFacts screen={screen} />
      </div>
    </>
  );
}
