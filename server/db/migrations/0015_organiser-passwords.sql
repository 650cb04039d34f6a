ALTER TABLE "organisers" ADD COLUMN "password_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "organisers_event_email_unique" ON "organisers" USING btree ("event_id",lower("email"));