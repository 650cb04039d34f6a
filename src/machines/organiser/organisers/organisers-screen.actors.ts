import { Effect } from "effect";
import { mutation, query } from "../../../api/request.ts";
import { remoteRead } from "../../data/remote-data.actors.ts";
import { entityDialogImplementations, type EntityCalls } from "../../forms/entity-dialog.actors.ts";
import { screenEntityDialog } from "../../forms/screen-entity-dialog.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import { inviteRequest } from "./invite-rules.ts";
import type { organisersScreenMachine } from "./organisers-screen.machine.ts";

const listOrganisers = query((client, signal) => client.GET("/organiser/organisers", { signal })).pipe(Effect.map((answer) => answer.data));

/** An organiser is invited or removed; the console changes no one's details. */
const organiserCalls: EntityCalls = {
  create: (form) => mutation((client, signal) => client.POST("/organiser/organisers", { body: inviteRequest(form), signal })),
  update: () => Effect.die(new Error("An organiser's details are their own")),
  remove: (id) => mutation((client, signal) => client.DELETE("/organiser/organisers/{id}", { params: { path: { id } }, signal })),
};

/** The Organisers screen's read and dialog with their real calls and toasts, through the console's runner. */
export const organisersScreenImplementations = ({ runApi, notify }: ScreenDependencies) =>
  ({
    actors: {
      organisersRead: remoteRead(runApi, listOrganisers),
      organiserDialog: screenEntityDialog.provide(entityDialogImplementations({ runApi, calls: organiserCalls, notify })),
    },
  }) satisfies Parameters<typeof organisersScreenMachine.provide>[0];
