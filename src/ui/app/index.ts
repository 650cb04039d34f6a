export { AppProviders } from "./app-providers.tsx";
export {
  useApiRunner,
  useCurrentEvent,
  useCurrentUser,
  useEvent,
  useSession,
  type ApiRunner,
  type EventActorRef,
  type SessionActorRef,
} from "./app-context.ts";
