CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "last_failed_login_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "login_locked_until";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "code_failures";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "code_locked_until";