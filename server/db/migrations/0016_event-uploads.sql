ALTER TABLE "uploads" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_event_idx" ON "uploads" USING btree ("event_id");--> statement-breakpoint
-- The event's own files uploaded before this column: a console resource's file, and the logo.
UPDATE "uploads" AS u SET "event_id" = d."event_id" FROM "downloads" AS d
  WHERE u."exhibitor_id" IS NULL AND u."upload_type" = 'resource' AND d."exhibitor_id" IS NULL AND d."is_exhibitor" = false AND d."attachment" = u."path";--> statement-breakpoint
UPDATE "uploads" AS u SET "event_id" = e."id" FROM "events" AS e WHERE u."exhibitor_id" IS NULL AND u."event_id" IS NULL AND e."logo" = u."path";
