CREATE TABLE "mcp_agent" (
	"api_key_id" text NOT NULL,
	"client_name" text NOT NULL,
	"client_version" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mcp_agent_api_key_id_client_name_pk" PRIMARY KEY("api_key_id","client_name")
);
--> statement-breakpoint
ALTER TABLE "mcp_agent" ADD CONSTRAINT "mcp_agent_api_key_id_apikey_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."apikey"("id") ON DELETE cascade ON UPDATE no action;