ALTER TABLE "meal_plan_days" ADD COLUMN "day_type" text;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "day_types" jsonb;--> statement-breakpoint
ALTER TABLE "plan_templates" ADD COLUMN "day_types" jsonb;