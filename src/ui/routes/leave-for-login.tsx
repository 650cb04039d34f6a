import { useEffect } from "react";
import { useSession } from "../app/app-context.ts";
import { FullScreenLoading } from "../components/spinner.tsx";

/**
 * A portal screen opened while signed out (SPEC §4 "Unauthorized on protected screens"): the
 * spinner shows, the session raises the Unauthorized toast and leaves for /api/login.
 */
export default function LeaveForLogin() {
  const session = useSession();
  useEffect(() => {
    session.send({ type: "session.unauthorized" });
  }, [session]);
  return <FullScreenLoading />;
}
