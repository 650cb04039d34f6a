CREATE TABLE "badge_signing_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_touches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "exhibitor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "lead_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "event_id" uuid;--> statement-breakpoint
-- Every ticket so far belongs to an exhibitor, whose event it is.
UPDATE "tickets" SET "event_id" = "exhibitors"."event_id" FROM "exhibitors" WHERE "exhibitors"."id" = "tickets"."exhibitor_id";--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "registration_id" uuid;--> statement-breakpoint
-- A registration and its ticket were written in one transaction, so they share its now(): that
-- links the tickets issued before the link existed.
UPDATE "tickets" SET "registration_id" = "referral_registrations"."id" FROM "referral_registrations" WHERE "referral_registrations"."exhibitor_id" = "tickets"."exhibitor_id" AND "referral_registrations"."created_at" = "tickets"."issued_at";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "attendee_company" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "attendee_designation" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "attendee_phone" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_date" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_touches" ADD CONSTRAINT "lead_touches_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_touches" ADD CONSTRAINT "lead_touches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_touches_lead_idx" ON "lead_touches" USING btree ("lead_id","at");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_registration_id_referral_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."referral_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_registration_unique" ON "tickets" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_exhibitor_ticket_unique" ON "leads" USING btree ("exhibitor_id","ticket_id");--> statement-breakpoint
CREATE INDEX "leads_exhibitor_email_idx" ON "leads" USING btree ("exhibitor_id",lower("email_id"));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_rating_check" CHECK ("leads"."rating" between 1 and 5);