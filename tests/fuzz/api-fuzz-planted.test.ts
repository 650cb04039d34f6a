// The fuzz's power, shown on a broken server: a lead update that also writes another company's
// leads (a trigger stands for a handler that forgot its company filter) must fail the fuzz of
// updateLead with the rows it may not change. Without the trigger the same requests pass
// (api-fuzz-pglite.test.ts), so it is the defect the fuzz finds.
import { sql } from "drizzle-orm";
import { describeApiFuzz } from "./api-fuzz.ts";

describeApiFuzz("pglite", {
  operationId: "updateLead",
  caught: /changed rows it may not change/,
  async plant(api) {
    await api.db.execute(
      sql.raw(`
        create function leak_lead_update() returns trigger language plpgsql as $$
        begin
          update leads set remarks = coalesce(remarks, '') || ' (touched)' where exhibitor_id <> new.exhibitor_id;
          return new;
        end $$`),
    );
    await api.db.execute(
      sql.raw("create trigger leak_lead_update after update on leads for each row when (pg_trigger_depth() = 0) execute function leak_lead_update()"),
    );
  },
});
