ALTER TABLE "email_log" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_log" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_log_outbox_idx" ON "email_log" USING btree ("status","next_attempt_at");