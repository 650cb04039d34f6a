ALTER TABLE "events" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "primary_color" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "accent_color" text;