ALTER TABLE "leads" ADD COLUMN "possible_duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_possible_duplicate_of_leads_id_fk" FOREIGN KEY ("possible_duplicate_of") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_possible_duplicate_of_idx" ON "leads" USING btree ("possible_duplicate_of");