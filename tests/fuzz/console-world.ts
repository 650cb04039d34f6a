// The world the console's fuzz runs in: the demo event's organiser and a staff organiser signed in,
// an organiser with a password (the password sign-in, and sessions for logout to end), more of what
// the console's queues work on (pending registrations, open support requests, exhibitors whose
// owners have not signed in, a resource file), and a second event with a company, passes, an
// organiser, an attendee, a FAQ, a resource, a registration and a support request. Every text of
// the second event carries the word "Nordlys", so an answer showing any of it is found by that word
// or by one of its ids.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Command } from "../../server/admin/command.ts";
import { runOn } from "../../server/admin/run.ts";
import { addExhibitor } from "../../server/admin/commands/add-exhibitor.ts";
import { allocatePasses } from "../../server/admin/commands/allocate-passes.ts";
import { createEvent } from "../../server/admin/commands/create-event.ts";
import { DEMO_ADMIN, DEMO_ORGANISER } from "../../server/demo/demo-data.ts";
import { callApi, type ApiServer } from "../../server/testing/api-test-kit.ts";
import { signIn } from "../../server/testing/sign-in.ts";
import { signInAsOrganiser, signInOrganiser } from "../../server/testing/organiser-kit.ts";
import { samplePdf } from "../../server/storage/sample-files.ts";
import { answerRequiredFields } from "../contract/form-answers.ts";
import type { FormFieldDefinition } from "../contract/context.ts";
import type { ConsolePools } from "./console-plan.ts";
import { RECORDS_OF_PATH } from "./console-records.ts";

/** The word every text of the second event carries. */
export const SECOND_EVENT_WORD = "Nordlys";

export interface ConsoleWorld {
  demoEvent: string;
  secondEvent: string;
  organiser: { token: string; id: string };
  staff: { token: string; id: string };
  /** A company of the demo event, whose token every console operation must refuse. */
  acmeToken: string;
  pools: ConsolePools;
  /** The second event's ids (rows of every kind a console path or body names); none may show in an answer. */
  secondIds: string[];
}

/** Test-made SQL only (ids the suite read from the database itself), never request input. */
async function rows<T>(server: ApiServer, text: string): Promise<T[]> {
  return ((await server.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

const ids = async (server: ApiServer, text: string): Promise<string[]> => (await rows<{ id: string }>(server, text)).map((row) => row.id);

async function runCommand(server: ApiServer, command: Command, values: Record<string, string>): Promise<void> {
  const run = await command.prepare(values, []);
  const errors: string[] = [];
  await runOn(server.db, run, { out: () => undefined, err: (line) => errors.push(line) });
  expect(errors).toEqual([]);
}

/** A call that must succeed: its answer's body. */
async function must(server: ApiServer, method: string, path: string, options: Parameters<typeof callApi>[3]): Promise<any> {
  const answer = await callApi(server.url, method, `/api${path}`, options);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(300);
  return answer.body;
}

async function uploadResourceFile(server: ApiServer, token: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }), "manual.pdf");
  return String((await must(server, "POST", "/organiser/content/resource-files", { token, form })).data.filePath);
}

interface PassRow {
  _id: string;
  numberOfPasses: number;
  remainingPasses: number;
  exhibitorCategory: { categoryName: string; isActive: boolean };
}

/**
 * `perPass` referral registrations by the company's token on each of its passes (pending until
 * decided); with `room`, the organiser first gives each pass that many more places.
 */
async function registerGuests(server: ApiServer, token: string, word: string, perPass: number, room?: { organiser: string; exhibitorId: string }): Promise<void> {
  const passes = (await must(server, "GET", "/passes", { token })).data as PassRow[];
  // An inactive category takes no registrations.
  for (const pass of passes.filter((candidate) => candidate.exhibitorCategory.isActive)) {
    if (room) {
      const json = { categoryName: pass.exhibitorCategory.categoryName, numberOfPasses: pass.numberOfPasses + perPass };
      await must(server, "PUT", `/organiser/exhibitors/${room.exhibitorId}/passes`, { token: room.organiser, json });
    } else if (pass.remainingPasses < perPass) {
      throw new Error(`${word}: ${pass.remainingPasses} places left on pass ${pass._id}, ${perPass} wanted`);
    }
    const fields = (await must(server, "GET", `/form-fields?ticketId=${pass._id}`, { token })).data as FormFieldDefinition[];
    for (let n = 0; n < perPass; n++) {
      const tag = randomBytes(3).toString("hex");
      const answers = answerRequiredFields(fields, { firstName: word, lastName: `Guest ${tag}`, email: `guest.${tag}@${word.toLowerCase()}.example`, mobile: `98${String(10_000_000 + n)}` });
      await must(server, "POST", "/referral-registration", { token, json: { ticketId: pass._id, ...answers } });
    }
  }
}

/** `pendingPerPass`: registrations left waiting on each of the demo company's passes, for the decisions to take. */
export async function buildConsoleWorld(api: ApiServer, { pendingPerPass }: { pendingPerPass: number }): Promise<ConsoleWorld> {
  const events = await ids(api, "select id::text as id from events");
  expect(events, "the demo event alone").toHaveLength(1);
  const demoEvent = events[0]!;

  // The demo event's people.
  const organiserSession = await signInAsOrganiser(api, { mobile: DEMO_ORGANISER.mobile, event: demoEvent });
  const organiserId = (await ids(api, `select id::text as id from organisers where mobile = '${DEMO_ORGANISER.mobile}' and event_id = '${demoEvent}'`))[0]!;
  const staff = await signInOrganiser(api, { eventId: demoEvent, role: "organiser-staff", name: "Fuzz Staff Organiser" });
  const passwordAccount = { email: `organiser.${randomBytes(3).toString("hex")}@globaltechexpo.example`, password: "fuzz-organiser-1" };
  const withPassword = await signInOrganiser(api, { eventId: demoEvent, role: "organiser-staff", name: "Fuzz Password Organiser", email: passwordAccount.email });
  await must(api, "PUT", "/organiser/auth/password", { token: withPassword.token, json: { newPassword: passwordAccount.password, confirmPassword: passwordAccount.password } });
  const acme = await signIn(api.url, { mobile: DEMO_ADMIN.mobile, event: demoEvent });
  const organiser = organiserSession.token;

  // What the demo event's queues work on: pending registrations, open requests, owners still invited.
  await registerGuests(api, acme.token, "Fuzz", pendingPerPass, { organiser, exhibitorId: acme.user.exhibitorId });
  for (const subject of ["Power at the booth", "Badge printer", "Wi-Fi"]) {
    await must(api, "POST", "/support", { token: acme.token, json: { name: "Acme", email: "support@acme.example", subject, message: `${subject}: please help.` } });
  }
  for (const [name, mobile] of [["Invited Robotics", "7100000001"], ["Invited Analytics", "7100000002"]] as const) {
    await must(api, "POST", "/organiser/exhibitors", { token: organiser, json: { name, boothNumber: "Z-1", owner: { fullName: `${name} Owner`, mobile } } });
  }
  const ownFile = await uploadResourceFile(api, organiser);
  const companyUpload = new FormData();
  companyUpload.append("file", new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }), "brochure.pdf");
  companyUpload.append("uploadType", "resource");
  const companyFile = String((await must(api, "POST", "/v1/event-website/upload", { token: acme.token, form: companyUpload })).data.filePath);

  // The second event, made the way an organiser makes one, with a row of every kind.
  const word = SECOND_EVENT_WORD;
  const secondDomain = `${word.toLowerCase()}-${randomBytes(3).toString("hex")}.example.test`;
  await runCommand(api, createEvent, { domain: secondDomain, title: `${word} Expo` });
  await runCommand(api, addExhibitor, { domain: secondDomain, name: `${word} Systems`, booth: "N-1", mobile: "9700012346" });
  await runCommand(api, allocatePasses, { domain: secondDomain, "exhibitor-mobile": "9700012346", category: `${word} Pass`, count: "5" });
  const secondEvent = (await ids(api, `select id::text as id from events where domain = '${secondDomain}'`))[0]!;
  const second = await signInOrganiser(api, { eventId: secondEvent, role: "organiser", name: `${word} Organiser` });
  await must(api, "POST", "/organiser/attendees/import", {
    token: second.token,
    json: { csv: `name,email,company,ticket type,badge id\n${word} Attendee,ola@${word.toLowerCase()}.example,${word} AS,Visitor,${word.toUpperCase()}-000001\n` },
  });
  await must(api, "POST", "/organiser/content/faqs", { token: second.token, json: { question: `${word} ferry times?`, answer: `${word} ferries leave hourly.` } });
  const secondFile = await uploadResourceFile(api, second.token);
  await must(api, "POST", "/organiser/content/resources", { token: second.token, json: { title: `${word} floor plan`, fileUrl: secondFile } });
  const nordlys = await signIn(api.url, { mobile: "9700012346", event: secondEvent });
  await must(api, "POST", "/support", { token: nordlys.token, json: { name: word, email: `help@${word.toLowerCase()}.example`, subject: `${word} power`, message: `${word} booth has no power.` } });
  await registerGuests(api, nordlys.token, word, 1);

  const of = (event: string, prefix: string) => ids(api, RECORDS_OF_PATH.find(([p]) => p === prefix)![1](event));
  const categories = (event: string) => ids(api, `select id::text as id from exhibitor_categories where event_id = '${event}' order by id`);
  const secondIds = [
    secondEvent,
    ...(await Promise.all(RECORDS_OF_PATH.map(([, query]) => ids(api, query(secondEvent))))).flat(),
    ...(await ids(api, `select u.id::text as id from users u where u.event_id = '${secondEvent}'`)),
    ...(await ids(api, `select p.id::text as id from passes p join exhibitors x on x.id = p.exhibitor_id where x.event_id = '${secondEvent}'`)),
    ...(await ids(api, `select ticket_code as id from tickets where event_id = '${secondEvent}' and ticket_code is not null`)),
    secondFile,
  ];
  return {
    demoEvent,
    secondEvent,
    organiser: { token: organiser, id: organiserId },
    staff: { token: staff.token, id: staff.organiserId },
    acmeToken: acme.token,
    secondIds,
    pools: {
      categories: { own: await categories(demoEvent), other: await categories(secondEvent) },
      exhibitors: { own: await of(demoEvent, "/organiser/exhibitors/"), other: await of(secondEvent, "/organiser/exhibitors/") },
      registrations: { other: await of(secondEvent, "/organiser/registrations/") },
      faqs: { other: await of(secondEvent, "/organiser/content/faqs/") },
      resourceFiles: { own: [ownFile], other: [secondFile], company: [companyFile] },
      events: { own: demoEvent, other: secondEvent },
      organiserMobiles: [DEMO_ORGANISER.mobile, staff.mobile, second.mobile],
      domains: { own: api.config.defaultEventDomain, other: secondDomain },
      passwordAccount,
    },
  };
}
