import { expect } from "vitest";
import type { ContractContext } from "./context.ts";
import { send, type HttpAnswer } from "./http.ts";
import type { Recipe } from "./recipes.ts";
import { tinyPng } from "./sample-files.ts";

// My profile: a photo of the signed-in person, saved with their details. Merged into `recipes` (recipes.ts).

type Data = Record<string, unknown>;
const data = (answer: HttpAnswer): Data => (answer.body as { data: Data }).data;

const photoOfAcme = async (ctx: ContractContext): Promise<unknown> =>
  data(await send(`${ctx.origin}/api`, "get", "/auth/me", { token: ctx.acme.token })).profileImageUrl;

export const myProfileRecipes: Record<string, Recipe> = {
  uploadOwnPhoto: {
    phase: "create",
    valid: (ctx) => ({ status: 201, token: ctx.acme.token, multipart: { file: { name: "me.png", type: "image/png", bytes: tinyPng } } }),
    then: async (answer, ctx) => {
      const filePath = String(data(answer).filePath);
      expect(filePath).toMatch(/^teamMember\//);
      expect((await fetch(`${ctx.origin}/files/${filePath}`)).status).toBe(200);
      // Stored, not yet the person's photo: that takes PUT /auth/updatedetails.
      const saved = await send(`${ctx.origin}/api`, "put", "/auth/updatedetails", { token: ctx.acme.token, body: { profileImageUrl: filePath } });
      expect(data(saved).profileImageUrl).toBe(filePath);
    },
    // A photo is an image: a PDF is refused by its name.
    invalid: (ctx) => ({ status: 415, token: ctx.acme.token, multipart: { file: { name: "me.pdf", type: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.4") } } }),
    unchanged: async (ctx) => expect(String(await photoOfAcme(ctx))).toMatch(/^teamMember\//),
  },
};
