import { describe, expect, it } from "vitest";
import { notify, raisedToastCount, subscribeToToasts } from "./toaster.ts";

// One story in order: this file's module state starts without the store, as a page does.
describe("toasts raised before the store's chunk has loaded", () => {
  it("are counted and announced, so the app mounts the region, and shown once the store loads: the newest on screen", async () => {
    let changes = 0;
    const unsubscribe = subscribeToToasts(() => void (changes += 1));
    const before = raisedToastCount();
    notify({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
    notify({ title: "Error", description: "Failed to upload file", variant: "destructive" });
    unsubscribe();
    expect(raisedToastCount()).toBe(before + 2);
    expect(changes).toBe(2);

    const { toaster } = await import("./components/toast-store.ts");
    expect(toaster.getVisibleToasts().map((toast) => toast.description)).toEqual(["Failed to upload file"]);

    // From now on a toast goes straight to the store.
    notify({ title: "Success", description: "Saved", variant: "success" });
    expect(toaster.getVisibleToasts().map((toast) => toast.description)).toEqual(["Saved"]);
    toaster.remove();
  });
});
