CREATE TYPE "public"."lembrete_tipo" AS ENUM('inscricoes_fim', 'prova');--> statement-breakpoint
ALTER TYPE "public"."mail_kind" ADD VALUE 'lembrete';--> statement-breakpoint
CREATE TABLE "agenda_token" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_token_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "busca_salva" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"nome" text NOT NULL,
	"filtros" jsonb NOT NULL,
	"rss_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "busca_salva_rss_token_unique" UNIQUE("rss_token"),
	CONSTRAINT "busca_salva_nome_tamanho" CHECK (char_length("busca_salva"."nome") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "lembrete_enviado" (
	"user_id" text NOT NULL,
	"edital_id" integer NOT NULL,
	"tipo" "lembrete_tipo" NOT NULL,
	"data" text NOT NULL,
	"mail_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lembrete_enviado_user_id_edital_id_tipo_data_pk" PRIMARY KEY("user_id","edital_id","tipo","data")
);
--> statement-breakpoint
ALTER TABLE "edital" ADD COLUMN "municipio_ibge" integer;--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD COLUMN "lembretes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "agenda_token" ADD CONSTRAINT "agenda_token_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busca_salva" ADD CONSTRAINT "busca_salva_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lembrete_enviado" ADD CONSTRAINT "lembrete_enviado_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lembrete_enviado" ADD CONSTRAINT "lembrete_enviado_edital_id_edital_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."edital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lembrete_enviado" ADD CONSTRAINT "lembrete_enviado_mail_id_mail_queue_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_queue"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "busca_salva_user_idx" ON "busca_salva" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lembrete_enviado_edital_idx" ON "lembrete_enviado" USING btree ("edital_id");--> statement-breakpoint
CREATE INDEX "edital_municipio_ibge_idx" ON "edital" USING btree ("municipio_ibge");--> statement-breakpoint
ALTER TABLE "edital" ADD CONSTRAINT "edital_municipio_ibge_valido" CHECK ("edital"."municipio_ibge" is null or "edital"."municipio_ibge" between 1100000 and 5399999);