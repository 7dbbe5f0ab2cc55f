CREATE TYPE "public"."collector_trigger" AS ENUM('manual', 'agendado');--> statement-breakpoint
CREATE TYPE "public"."edital_status" AS ENUM('inscricoes_abertas', 'publicado', 'autorizado', 'encerrado', 'suspenso', 'cancelado');--> statement-breakpoint
CREATE TYPE "public"."escolaridade" AS ENUM('Ensino_Fundamental', 'Ensino_Médio', 'Ensino_Técnico', 'Ensino_Superior', 'Pós_Graduação', 'Vários_Níveis');--> statement-breakpoint
CREATE TYPE "public"."plan" AS ENUM('free', 'premium');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('active', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."tracking_origin" AS ENUM('feed', 'busca');--> statement-breakpoint
CREATE TYPE "public"."tracking_status" AS ENUM('salvo', 'visto', 'oculto', 'inscrito');--> statement-breakpoint
CREATE TABLE "banca" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"site" text,
	CONSTRAINT "banca_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "cargo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"escolaridade" "escolaridade",
	"jornada" text,
	"carga_horaria_semanal" integer,
	CONSTRAINT "cargo_nome_escolaridade_jornada_key" UNIQUE NULLS NOT DISTINCT("nome","escolaridade","jornada"),
	CONSTRAINT "cargo_carga_horaria_positiva" CHECK ("cargo"."carga_horaria_semanal" is null or "cargo"."carga_horaria_semanal" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "estado" (
	"uf" varchar(2) PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "estado_uf_valida" CHECK ("estado"."uf" in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'))
);
--> statement-breakpoint
CREATE TABLE "municipio" (
	"codigo_ibge" varchar(7) PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"uf" varchar(2) NOT NULL,
	CONSTRAINT "municipio_uf_nome_key" UNIQUE("uf","nome")
);
--> statement-breakpoint
CREATE TABLE "orgao" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"sigla" text,
	"uf" varchar(2),
	"municipio" text,
	CONSTRAINT "orgao_nome_uf_key" UNIQUE NULLS NOT DISTINCT("nome","uf")
);
--> statement-breakpoint
CREATE TABLE "edital" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"uf" varchar(2),
	"municipio" text,
	"escolaridade" "escolaridade",
	"vagas" integer,
	"remuneracao_min" numeric(12, 2),
	"remuneracao_max" numeric(12, 2),
	"inscricoes_inicio" date,
	"inscricoes_fim" date,
	"prova_data" date,
	"retificado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "edital_status" NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"link_edital" text,
	"link_inscricao" text,
	"orgao_id" integer,
	"banca_id" integer,
	"fonte" text DEFAULT 'manual' NOT NULL,
	"fonte_url" text,
	"fonte_chave" text,
	CONSTRAINT "edital_fonte_chave_unique" UNIQUE("fonte_chave"),
	CONSTRAINT "edital_titulo_nao_vazio" CHECK (length(btrim("edital"."titulo")) > 0),
	CONSTRAINT "edital_vagas_nao_negativas" CHECK ("edital"."vagas" is null or "edital"."vagas" >= 0),
	CONSTRAINT "edital_remuneracao_valida" CHECK (("edital"."remuneracao_min" is null or "edital"."remuneracao_min" >= 0) and ("edital"."remuneracao_max" is null or "edital"."remuneracao_max" >= 0) and ("edital"."remuneracao_min" is null or "edital"."remuneracao_max" is null or "edital"."remuneracao_min" <= "edital"."remuneracao_max")),
	CONSTRAINT "edital_inscricoes_ordem" CHECK ("edital"."inscricoes_inicio" is null or "edital"."inscricoes_fim" is null or "edital"."inscricoes_inicio" <= "edital"."inscricoes_fim"),
	CONSTRAINT "edital_link_edital_http" CHECK ("edital"."link_edital" is null or "edital"."link_edital" ~* '^https?://'),
	CONSTRAINT "edital_link_inscricao_http" CHECK ("edital"."link_inscricao" is null or "edital"."link_inscricao" ~* '^https?://'),
	CONSTRAINT "edital_fonte_url_http" CHECK ("edital"."fonte_url" is null or "edital"."fonte_url" ~* '^https?://')
);
--> statement-breakpoint
CREATE TABLE "edital_cargo" (
	"id" serial PRIMARY KEY NOT NULL,
	"edital_id" integer NOT NULL,
	"cargo_id" integer NOT NULL,
	"vagas" integer,
	"remuneracao_base" numeric(12, 2),
	"formato_prova" text,
	"taxa_inscricao" numeric(10, 2),
	CONSTRAINT "edital_cargo_edital_cargo_key" UNIQUE("edital_id","cargo_id"),
	CONSTRAINT "edital_cargo_vagas_nao_negativas" CHECK ("edital_cargo"."vagas" is null or "edital_cargo"."vagas" >= 0),
	CONSTRAINT "edital_cargo_remuneracao_nao_negativa" CHECK ("edital_cargo"."remuneracao_base" is null or "edital_cargo"."remuneracao_base" >= 0),
	CONSTRAINT "edital_cargo_taxa_nao_negativa" CHECK ("edital_cargo"."taxa_inscricao" is null or "edital_cargo"."taxa_inscricao" >= 0)
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"two_factor_enabled" boolean DEFAULT false,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collector_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"trigger" "collector_trigger" NOT NULL,
	"requested_by" text,
	"result" jsonb,
	CONSTRAINT "collector_run_ordem" CHECK ("collector_run"."finished_at" is null or "collector_run"."finished_at" >= "collector_run"."started_at")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	CONSTRAINT "profiles_full_name_tamanho" CHECK (char_length("profiles"."full_name") between 2 and 100)
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan" "plan" DEFAULT 'free' NOT NULL,
	"status" "subscription_status" DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "user_edital_status" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"edital_id" integer NOT NULL,
	"status" "tracking_status" NOT NULL,
	"origin" "tracking_origin" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_edital_status_user_edital_key" UNIQUE("user_id","edital_id")
);
--> statement-breakpoint
ALTER TABLE "municipio" ADD CONSTRAINT "municipio_uf_estado_uf_fk" FOREIGN KEY ("uf") REFERENCES "public"."estado"("uf") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orgao" ADD CONSTRAINT "orgao_uf_estado_uf_fk" FOREIGN KEY ("uf") REFERENCES "public"."estado"("uf") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital" ADD CONSTRAINT "edital_uf_estado_uf_fk" FOREIGN KEY ("uf") REFERENCES "public"."estado"("uf") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital" ADD CONSTRAINT "edital_orgao_id_orgao_id_fk" FOREIGN KEY ("orgao_id") REFERENCES "public"."orgao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital" ADD CONSTRAINT "edital_banca_id_banca_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."banca"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_cargo" ADD CONSTRAINT "edital_cargo_edital_id_edital_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."edital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_cargo" ADD CONSTRAINT "edital_cargo_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_run" ADD CONSTRAINT "collector_run_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_edital_status" ADD CONSTRAINT "user_edital_status_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_edital_status" ADD CONSTRAINT "user_edital_status_edital_id_edital_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."edital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "municipio_uf_idx" ON "municipio" USING btree ("uf");--> statement-breakpoint
CREATE INDEX "edital_status_inscricoes_fim_idx" ON "edital" USING btree ("status","inscricoes_fim");--> statement-breakpoint
CREATE INDEX "edital_created_at_idx" ON "edital" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "edital_uf_created_at_idx" ON "edital" USING btree ("uf","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "edital_escolaridade_idx" ON "edital" USING btree ("escolaridade");--> statement-breakpoint
CREATE INDEX "edital_orgao_idx" ON "edital" USING btree ("orgao_id");--> statement-breakpoint
CREATE INDEX "edital_banca_idx" ON "edital" USING btree ("banca_id");--> statement-breakpoint
CREATE INDEX "edital_cargo_cargo_idx" ON "edital_cargo" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "collector_run_started_at_idx" ON "collector_run" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_edital_status_user_status_idx" ON "user_edital_status" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "user_edital_status_edital_idx" ON "user_edital_status" USING btree ("edital_id");