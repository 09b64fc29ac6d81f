CREATE TABLE "limite_solicitud" (
	"sclave" text PRIMARY KEY NOT NULL,
	"ncontador" integer NOT NULL,
	"dinicio" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limite_solicitud_inicio_idx" ON "limite_solicitud" USING btree ("dinicio");