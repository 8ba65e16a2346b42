ALTER TABLE "clients" ADD COLUMN "pregnancy" text;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "nutrients" jsonb;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_pregnancy_check" CHECK ("clients"."pregnancy" is null or "clients"."pregnancy" in ('pregnant', 'lactating'));