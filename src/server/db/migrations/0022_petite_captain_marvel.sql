CREATE TABLE "client_diary_meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"date" date NOT NULL,
	"meal_type" text NOT NULL,
	"entries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_diary_meals_meal_type_check" CHECK ("client_diary_meals"."meal_type" in ('breakfast', 'lunch', 'dinner', 'snacks'))
);
--> statement-breakpoint
CREATE TABLE "client_water_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"date" date NOT NULL,
	"ml" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_water_logs_ml_check" CHECK ("client_water_logs"."ml" >= 0)
);
--> statement-breakpoint
ALTER TABLE "client_diary_meals" ADD CONSTRAINT "client_diary_meals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_water_logs" ADD CONSTRAINT "client_water_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_diary_meals_client_date_meal_key" ON "client_diary_meals" USING btree ("client_id","date","meal_type");--> statement-breakpoint
CREATE UNIQUE INDEX "client_water_logs_client_date_key" ON "client_water_logs" USING btree ("client_id","date");