CREATE TABLE "reconcile_run" (
	"id" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"target_label" text,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"started_by_id" text,
	"started_by_email" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reconcile_run" ADD CONSTRAINT "reconcile_run_started_by_id_user_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconcile_run_running_target_idx" ON "reconcile_run" USING btree ("target") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "reconcile_run_started_idx" ON "reconcile_run" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_event_kind_created_idx" ON "account_event" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "api_key_usage_day_idx" ON "api_key_usage" USING btree ("day");--> statement-breakpoint
CREATE INDEX "webhook_event_received_idx" ON "webhook_event" USING btree ("received_at" DESC NULLS LAST);