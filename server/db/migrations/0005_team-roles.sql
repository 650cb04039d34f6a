CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exhibitor_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"category" text NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"subject_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_log_category_check" CHECK ("activity_log"."category" in ('team', 'company', 'leads', 'export', 'import'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_purpose_check";--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "role" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
-- The person who registered each company owns it; everyone added before roles existed is staff until
-- the owner says otherwise, and anyone who has signed in already has joined.
UPDATE "team_members" SET "role" = 'owner' WHERE "is_parent_exhibitor";--> statement-breakpoint
UPDATE "team_members" SET "joined_at" = "created_at" WHERE "user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "captured_by" uuid;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_exhibitor_created_idx" ON "activity_log" USING btree ("exhibitor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("exhibitor_id","actor_user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","sent_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_captured_by_users_id_fk" FOREIGN KEY ("captured_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_one_owner" ON "team_members" USING btree ("exhibitor_id") WHERE "team_members"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "leads_captured_by_idx" ON "leads" USING btree ("captured_by");--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_role_check" CHECK ("team_members"."role" in ('owner', 'admin', 'staff', 'scanner'));--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose_check" CHECK ("otp_challenges"."purpose" in ('login', 'register', 'password', 'number'));