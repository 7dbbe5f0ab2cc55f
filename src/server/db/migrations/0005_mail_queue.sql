CREATE TYPE "public"."mail_kind" AS ENUM('password_reset', 'alerta');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('pendente', 'enviado', 'falhou');--> statement-breakpoint
CREATE TABLE "mail_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kind" "mail_kind" NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"status" "mail_status" DEFAULT 'pendente' NOT NULL,
	CONSTRAINT "mail_queue_attempts_nao_negativo" CHECK ("mail_queue"."attempts" >= 0),
	CONSTRAINT "mail_queue_enviado_tem_data" CHECK (("mail_queue"."status" = 'enviado') = ("mail_queue"."sent_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."status" = 'pendente';--> statement-breakpoint
CREATE INDEX "mail_queue_user_idx" ON "mail_queue" USING btree ("user_id");