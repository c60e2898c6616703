CREATE TABLE "job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"succeeded" boolean NOT NULL,
	"last_success_at" timestamp with time zone,
	"server_id" text NOT NULL,
	CONSTRAINT "job_runs_duration_check" CHECK ("job_runs"."duration_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "server_heartbeats" (
	"server_id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"open_streams" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "server_heartbeats_open_streams_check" CHECK ("server_heartbeats"."open_streams" >= 0)
);
--> statement-breakpoint
ALTER TABLE "flight_data_calls" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;