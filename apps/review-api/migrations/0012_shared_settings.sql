-- Several servers on one database (issue 31, docs/scaling.md): the settings every server should
-- share (RESERVATION_TTL, API_EXTENSIONS, ...), as the last server to start wrote them, so that
-- a server started with other values says so (db/serverSettings.ts).
CREATE TABLE "server_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
