import { useEffect } from "react";
import { useSession } from "../screen/app-context.ts";
import { FullScreenLoading } from "../components/spinner.tsx";

/**
 * A portal screen opened while signed out (a bookmark, the team's invite link): the spinner shows
 * while the session takes the visitor to the sign-in, which brings them back here once signed in.
 */
export default function LeaveForLogin() {
  const session = useSession();
  useEffect(() => {
    session.send({ type: "session.required" });
  }, [session]);
  return <FullScreenLoading />;
}
