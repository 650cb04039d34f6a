import type { AnyActorLogic } from "xstate";
import type { ScreenName } from "../../machines/app/screens.ts";
import type { ScreenDependencies } from "../../machines/app/screen-machines.ts";

type ScreenLoader = () => Promise<AnyActorLogic>;

/**
 * Each screen's machine with its real actors, downloaded with the screen (a chunk of its own, so the
 * sign-in screen carries none of them). Part of the composition root.
 */
export const screenLoaders = (deps: ScreenDependencies): Partial<Record<ScreenName, ScreenLoader>> => ({
  dashboard: async () => {
    const [{ dashboardMachine }, { dashboardImplementations }] = await Promise.all([
      import("../../machines/dashboard/dashboard.machine.ts"),
      import("../../machines/dashboard/dashboard.actors.ts"),
    ]);
    return dashboardMachine.provide(dashboardImplementations(deps));
  },
  products: async () => {
    const [{ productsScreenMachine }, { productsScreenImplementations }] = await Promise.all([
      import("../../machines/products/products-screen.machine.ts"),
      import("../../machines/products/products-screen.actors.ts"),
    ]);
    return productsScreenMachine.provide(productsScreenImplementations(deps));
  },
  signIn: async () => {
    const [{ otpLoginMachine }, { otpLoginImplementations }] = await Promise.all([
      import("../../machines/auth/otp-login.machine.ts"),
      import("../../machines/auth/otp-login.actors.ts"),
    ]);
    return otpLoginMachine.provide(otpLoginImplementations(deps));
  },
});
