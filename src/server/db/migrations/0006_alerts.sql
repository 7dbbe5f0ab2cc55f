CREATE TABLE "alert_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"ufs" varchar(2)[] DEFAULT '{}'::varchar[] NOT NULL,
	"escolaridades" "escolaridade"[] DEFAULT '{}'::escolaridade[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"new_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_preferences_ufs_validas" CHECK ("alert_preferences"."ufs" <@ array['AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO']::varchar[]),
	CONSTRAINT "alert_preferences_ufs_limite" CHECK (cardinality("alert_preferences"."ufs") <= 27),
	CONSTRAINT "alert_preferences_palavras_limite" CHECK (cardinality("alert_preferences"."keywords") <= 10)
);
--> statement-breakpoint
CREATE TABLE "alert_sent" (
	"user_id" text NOT NULL,
	"edital_id" integer NOT NULL,
	"mail_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_sent_user_id_edital_id_pk" PRIMARY KEY("user_id","edital_id")
);
--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_sent" ADD CONSTRAINT "alert_sent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_sent" ADD CONSTRAINT "alert_sent_edital_id_edital_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."edital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_sent" ADD CONSTRAINT "alert_sent_mail_id_mail_queue_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_queue"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_preferences_enabled_idx" ON "alert_preferences" USING btree ("user_id") WHERE "alert_preferences"."enabled";--> statement-breakpoint
CREATE INDEX "alert_sent_mail_idx" ON "alert_sent" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "alert_sent_edital_idx" ON "alert_sent" USING btree ("edital_id");