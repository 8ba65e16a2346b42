ALTER TABLE "clients" ADD COLUMN "body_units" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "energy_unit" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "body_units" text DEFAULT 'us' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kitchen_units" text DEFAULT 'us' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "energy_unit" text DEFAULT 'kcal' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_body_units_check" CHECK ("clients"."body_units" is null or "clients"."body_units" in ('metric', 'us', 'uk'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_energy_unit_check" CHECK ("clients"."energy_unit" is null or "clients"."energy_unit" in ('kcal', 'kJ'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_body_units_check" CHECK ("users"."body_units" in ('metric', 'us', 'uk'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kitchen_units_check" CHECK ("users"."kitchen_units" in ('metric', 'us'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_energy_unit_check" CHECK ("users"."energy_unit" in ('kcal', 'kJ'));