CREATE TABLE "lead_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"url" text NOT NULL,
	"label" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_images_label_check" CHECK ("lead_images"."label" in ('card_front', 'card_back', 'badge', 'other'))
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_source_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "badge_id_pattern" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "country" text DEFAULT 'IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "external_badge_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "capture_kind" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "capture_text" text;--> statement-breakpoint
ALTER TABLE "lead_images" ADD CONSTRAINT "lead_images_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_images" ADD CONSTRAINT "lead_images_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_images_lead_idx" ON "lead_images" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_event_external_badge_unique" ON "tickets" USING btree ("event_id","external_badge_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_capture_kind_check" CHECK ("leads"."capture_kind" in ('badge', 'typed', 'external_badge', 'unknown_badge', 'vcard', 'mecard', 'text', 'business_card', 'manual'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_check" CHECK ("leads"."source" in ('booth_scan', 'networking', 'referral', 'manual', 'business_card'));--> statement-breakpoint
-- Leads captured before: a badge's lead was scanned (its signed QR) and every other one was added by hand.
UPDATE "leads" SET "capture_kind" = 'badge' WHERE "ticket_id" IS NOT NULL;
