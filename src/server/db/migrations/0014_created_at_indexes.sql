CREATE INDEX "meal_plans_created_at_idx" ON "meal_plans" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_created_at_idx" ON "reports" USING btree ("created_at");