ALTER TYPE "public"."mail_kind" ADD VALUE 'verificacao_email';--> statement-breakpoint
DROP TABLE "jwks" CASCADE;--> statement-breakpoint
-- Issue 20 (decision 0015): nobody has proven the address of an account made before e-mail
-- verification. An admin role held by such an account (possibly granted to whoever signed up first
-- with an ADMIN_EMAILS address) is withdrawn; it comes back when the address is verified, or from
-- the shell with `npm run admin:grant`.
UPDATE "user" SET "role" = 'user', "updated_at" = now() WHERE "role" = 'admin' AND "email_verified" = false;
