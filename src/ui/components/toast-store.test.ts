import { afterEach, describe, expect, it } from "vitest";
import { setToastRegionMounted, showToast, TOAST_TYPES, toaster } from "./toast-store.ts";

/** What the store tells its subscribers (the toast group machine, when mounted). */
const record = () => {
  const published: Array<Record<string, unknown>> = [];
  const unsubscribe = toaster.subscribe((data: Record<string, unknown>) => void published.push(data));
  return { published, unsubscribe };
};

afterEach(() => {
  // No group is mounted in these tests, so nothing removes dismissed toasts on its own.
  toaster.remove();
  setToastRegionMounted(false);
});

describe("toaster configuration (SPEC §4, §9)", () => {
  it("shows one toast at a time, bottom right, for 5000 ms, with F8 as the hotkey", () => {
    expect(toaster.attrs).toMatchObject({
      max: 1,
      duration: 5000,
      placement: "bottom-end",
      hotkey: ["F8"],
      pauseOnPageIdle: true,
    });
    // A dismissed toast is unmounted after its exit animation, not 16 minutes later.
    expect(toaster.attrs.removeDelay).toBeLessThanOrEqual(1000);
  });

  it("gives every toast the 5000 ms duration and the short removal delay", () => {
    const { published, unsubscribe } = record();
    const id = showToast({ title: "Success", description: "Product added successfully!", variant: "success" });
    unsubscribe();
    expect(published).toEqual([
      expect.objectContaining({ id, title: "Success", description: "Product added successfully!", type: "success", duration: 5000, removeDelay: toaster.attrs.removeDelay }),
    ]);
  });

  it("maps the variants to Ark types: destructive is an error", () => {
    expect(TOAST_TYPES).toEqual({ default: "info", success: "success", destructive: "error" });
    const { published, unsubscribe } = record();
    showToast({ title: "Error", description: "Failed to register user via referral", variant: "destructive" });
    toaster.remove();
    showToast({ title: "Heads up", description: "Saved", variant: "default" });
    unsubscribe();
    expect(published.filter((data) => "type" in data).map((data) => data.type)).toEqual(["error", "info"]);
  });

  it("a second toast dismisses the first and waits behind it: never two on screen", () => {
    // As when the region is on screen: it removes a dismissed toast after its exit animation.
    setToastRegionMounted(true);
    const { published, unsubscribe } = record();
    const first = showToast({ title: "Success", description: "Team member added successfully!", variant: "success" });
    const second = showToast({ title: "Error", description: "Failed to delete team member. Please try again.", variant: "destructive" });
    expect(toaster.getVisibleToasts().map((toast) => toast.id)).toEqual([first]);
    // The first was told to leave (its exit animation), the second is queued, not shown.
    expect(published.filter((data) => data.id === first).map((data) => data.message ?? "create")).toEqual(["create", "DISMISS"]);
    expect(published.some((data) => data.id === second)).toBe(false);
    // The group removes the first after its exit animation; the second shows next.
    toaster.remove(first);
    expect(toaster.getVisibleToasts().map((toast) => toast.id)).toEqual([second]);
    expect(toaster.getCount()).toBe(1);
    unsubscribe();
  });
});

describe("before the lazily loaded region is mounted", () => {
  it("replaces the shown toast at once instead of queueing behind it", () => {
    const first = showToast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
    const second = showToast({ title: "Error", description: "Failed to upload file", variant: "destructive" });
    expect(toaster.getVisibleToasts().map((toast) => toast.id)).toEqual([second]);
    expect(toaster.getVisibleToasts().some((toast) => toast.id === first)).toBe(false);
  });
});
