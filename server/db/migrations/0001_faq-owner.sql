ALTER TABLE "faqs" ADD COLUMN "exhibitor_id" uuid;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faqs_exhibitor_idx" ON "faqs" USING btree ("exhibitor_id");