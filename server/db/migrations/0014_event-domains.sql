CREATE TABLE "event_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_domains" ADD CONSTRAINT "event_domains_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_domains_domain_unique" ON "event_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "event_domains_event_idx" ON "event_domains" USING btree ("event_id");