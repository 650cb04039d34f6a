import { describe, expect, it } from "vitest";
import { describeModel } from "../testing/describe-model.ts";
import { hasOpenIdReturn } from "./openid-return.ts";
import { openIdSignInLoaderModel } from "./openid-sign-in-loader.model.ts";
import { parseOpenIdReturn } from "./openid-sign-in.rules.ts";

describeModel(openIdSignInLoaderModel);

describe("whether the page is the provider's round trip back", () => {
  it("agrees with what the Google machine reads from the address", () => {
    for (const [search, hash] of [
      ["", "#openid=abc-_123"],
      ["?openid_error=expired", ""],
      ["?openid_error=not_a_member&openid_email=a%40b.example", ""],
      ["?openid=abc", ""],
      ["", "#other=1"],
      ["?mobile=9876543210&phoneCode=%2B91", ""],
      ["", ""],
    ] as const) {
      expect([search, hash, hasOpenIdReturn(search, hash)]).toEqual([search, hash, parseOpenIdReturn(search, hash).kind !== "none"]);
    }
  });
});
