ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_category_check";--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_category_id_exhibitor_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."exhibitor_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_category_check" CHECK ("activity_log"."category" in ('team', 'company', 'leads', 'export', 'import', 'organiser'));