CREATE TYPE "public"."esfera" AS ENUM('federal', 'estadual', 'municipal');--> statement-breakpoint
ALTER TABLE "edital" ADD COLUMN "niveis" "escolaridade"[] DEFAULT '{}'::escolaridade[] NOT NULL;--> statement-breakpoint
ALTER TABLE "edital" ADD COLUMN "esfera" "esfera";--> statement-breakpoint
ALTER TABLE "edital" ADD COLUMN "areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "edital" ADD COLUMN "classificacao_versao" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "edital_niveis_idx" ON "edital" USING gin ("niveis");--> statement-breakpoint
CREATE INDEX "edital_areas_idx" ON "edital" USING gin ("areas");--> statement-breakpoint
CREATE INDEX "edital_esfera_idx" ON "edital" USING btree ("esfera");--> statement-breakpoint
CREATE INDEX "edital_classificacao_idx" ON "edital" USING btree ("classificacao_versao");--> statement-breakpoint
ALTER TABLE "edital" ADD CONSTRAINT "edital_niveis_sem_varios" CHECK (not ('Vários_Níveis' = any("edital"."niveis")));--> statement-breakpoint
ALTER TABLE "edital" ADD CONSTRAINT "edital_areas_validas" CHECK ("edital"."areas" <@ array['Administrativa', 'Bancária', 'Controle', 'Educação', 'Fiscal', 'Jurídica', 'Legislativa', 'Saúde', 'Segurança', 'TI']::text[]);