import { expect } from "vitest";
import type { ContractContext } from "./context.ts";
import { send, type HttpAnswer } from "./http.ts";
import type { Recipe } from "./recipes.ts";

// The member's follow-up reminder. Merged into `recipes` (recipes.ts).

type Data = Record<string, unknown>;
const data = (answer: HttpAnswer): Data => (answer.body as { data: Data }).data;

const reminderTime = async (ctx: ContractContext): Promise<unknown> =>
  data(await send(`${ctx.origin}/api`, "get", "/auth/me", { token: ctx.acme.token })).reminderTime;

export const reminderRecipes: Record<string, Recipe> = {
  updateReminder: {
    phase: "update",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, body: { time: "08:30" } }),
    then: async (answer, ctx) => {
      // The demo event is in Asia/Kolkata; Acme's admin has an e-mail address.
      expect(data(answer)).toEqual({ time: "08:30", timeZone: "Asia/Kolkata", email: expect.stringContaining("@") });
      expect((answer.body as { message: string }).message).toBe("Your reminder comes at 08:30 (Asia/Kolkata).");
      expect(await reminderTime(ctx)).toBe("08:30");
    },
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, body: { time: "25:00" } }),
    unchanged: async (ctx) => expect(await reminderTime(ctx)).toBe("08:30"),
  },
};
