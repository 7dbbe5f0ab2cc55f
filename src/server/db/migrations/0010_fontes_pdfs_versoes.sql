CREATE TYPE "public"."pdf_situacao" AS ENUM('ok', 'escaneado', 'erro');--> statement-breakpoint
ALTER TYPE "public"."mail_kind" ADD VALUE 'mudanca';--> statement-breakpoint
CREATE TABLE "alerta_mudanca" (
	"user_id" text NOT NULL,
	"versao_id" integer NOT NULL,
	"mail_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerta_mudanca_user_id_versao_id_pk" PRIMARY KEY("user_id","versao_id")
);
--> statement-breakpoint
CREATE TABLE "edital_fonte" (
	"id" serial PRIMARY KEY NOT NULL,
	"edital_id" integer NOT NULL,
	"fonte" text NOT NULL,
	"chave" text NOT NULL,
	"url" text,
	"linha_hash" text,
	"visto_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edital_fonte_chave_key" UNIQUE("chave"),
	CONSTRAINT "edital_fonte_url_http" CHECK ("edital_fonte"."url" is null or "edital_fonte"."url" ~* '^https?://')
);
--> statement-breakpoint
CREATE TABLE "edital_pdf" (
	"id" serial PRIMARY KEY NOT NULL,
	"edital_id" integer NOT NULL,
	"url" text NOT NULL,
	"sha256" text,
	"bytes" integer,
	"paginas" integer,
	"situacao" "pdf_situacao" NOT NULL,
	"erro" text,
	"texto" text,
	"baixado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edital_pdf_edital_sha_key" UNIQUE("edital_id","sha256"),
	CONSTRAINT "edital_pdf_url_http" CHECK ("edital_pdf"."url" ~* '^https?://'),
	CONSTRAINT "edital_pdf_ok_tem_hash" CHECK ("edital_pdf"."situacao" = 'erro' or "edital_pdf"."sha256" is not null)
);
--> statement-breakpoint
CREATE TABLE "edital_versao" (
	"id" serial PRIMARY KEY NOT NULL,
	"edital_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"fonte" text NOT NULL,
	"fatos" jsonb NOT NULL,
	"mudancas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retificacao" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extracao_ia_cache" (
	"sha256" text NOT NULL,
	"modelo" text NOT NULL,
	"resposta" jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extracao_ia_cache_sha256_modelo_pk" PRIMARY KEY("sha256","modelo")
);
--> statement-breakpoint
CREATE TABLE "pagina_cache" (
	"url" text PRIMARY KEY NOT NULL,
	"status" integer NOT NULL,
	"etag" text,
	"last_modified" text,
	"content_type" text,
	"sha256" text,
	"corpo" text,
	"buscado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"verificado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagina_cache_url_http" CHECK ("pagina_cache"."url" ~* '^https?://')
);
--> statement-breakpoint
ALTER TABLE "edital" ADD COLUMN "proveniencia" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "alerta_mudanca" ADD CONSTRAINT "alerta_mudanca_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_mudanca" ADD CONSTRAINT "alerta_mudanca_versao_id_edital_versao_id_fk" FOREIGN KEY ("versao_id") REFERENCES "public"."edital_versao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_mudanca" ADD CONSTRAINT "alerta_mudanca_mail_id_mail_queue_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_queue"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_fonte" ADD CONSTRAINT "edital_fonte_edital_id_edital_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."edital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_pdf" ADD CONSTRAINT "edital_pdf_edital_id_edital_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."edital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_versao" ADD CONSTRAINT "edital_versao_edital_id_edital_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."edital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerta_mudanca_versao_idx" ON "alerta_mudanca" USING btree ("versao_id");--> statement-breakpoint
CREATE INDEX "edital_fonte_edital_idx" ON "edital_fonte" USING btree ("edital_id");--> statement-breakpoint
CREATE INDEX "edital_pdf_edital_idx" ON "edital_pdf" USING btree ("edital_id","baixado_em");--> statement-breakpoint
CREATE INDEX "edital_versao_edital_idx" ON "edital_versao" USING btree ("edital_id","criado_em" DESC NULLS LAST);--> statement-breakpoint
-- Every notice a source already wrote keeps that source as its first row here.
INSERT INTO "edital_fonte" ("edital_id", "fonte", "chave", "url") SELECT "id", "fonte", "fonte_chave", "fonte_url" FROM "edital" WHERE "fonte_chave" IS NOT NULL ON CONFLICT DO NOTHING;
