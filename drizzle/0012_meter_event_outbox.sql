CREATE TABLE "meter_event_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"external_customer_id" text NOT NULL,
	"key_id" text NOT NULL,
	"day" date NOT NULL,
	"calls" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "meter_event_outbox_unsent_idx" ON "meter_event_outbox" USING btree ("created_at") WHERE "meter_event_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "meter_event_outbox_sent_at_idx" ON "meter_event_outbox" USING btree ("sent_at");