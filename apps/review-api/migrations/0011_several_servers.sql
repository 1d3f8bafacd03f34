-- Several servers on one database (issue 31, docs/scaling.md): the state that every server must
-- share lives here, not in one process's memory. The token signing secret when JWT_SECRET is not
-- set (made by the first server to start), and the sign-in limiter's attempts and known
-- addresses (auth/loginLimiter.ts), counted with the database's clock.
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts_pair" boolean DEFAULT true NOT NULL,
	"counts_account" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_known_addresses" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_known_addresses_account_address_pk" PRIMARY KEY("account","address")
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_account_idx" ON "sign_in_attempts" USING btree ("account","at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_address_idx" ON "sign_in_attempts" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_at_idx" ON "sign_in_attempts" USING btree ("at");