import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** My profile's view (not in the sidebar: the header's menu opens it). */
export const myProfilePage: ScreenPage<"myProfile"> = {
  screen: "myProfile",
  view: retryableLazy(() => import("./my-profile-page.tsx")),
};
