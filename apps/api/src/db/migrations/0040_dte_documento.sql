CREATE TABLE "dte_documento" (
	"nid" serial PRIMARY KEY NOT NULL,
	"ntipo" smallint NOT NULL,
	"nfolio" integer NOT NULL,
	"nidcaf" integer NOT NULL,
	"nidra" integer NOT NULL,
	"nidpago" integer,
	"srutreceptor" varchar(12) NOT NULL,
	"srazonsocialreceptor" varchar(100) NOT NULL,
	"nneto" integer NOT NULL,
	"nexento" integer NOT NULL,
	"niva" integer NOT NULL,
	"ntotal" integer NOT NULL,
	"sxml" text NOT NULL,
	"sted" text NOT NULL,
	"jimpresion" jsonb NOT NULL,
	"sindprueba" char(1) DEFAULT 'N' NOT NULL,
	"nidusuario" integer NOT NULL,
	"dfecemision" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dte_documento" ADD CONSTRAINT "dte_documento_nidcaf_dte_caf_nidcaf_fk" FOREIGN KEY ("nidcaf") REFERENCES "public"."dte_caf"("nidcaf") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dte_documento" ADD CONSTRAINT "dte_documento_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dte_documento" ADD CONSTRAINT "dte_documento_nidpago_pago_nidpago_fk" FOREIGN KEY ("nidpago") REFERENCES "public"."pago"("nidpago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dte_documento" ADD CONSTRAINT "dte_documento_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dte_documento_tipo_folio_idx" ON "dte_documento" USING btree ("ntipo","nfolio");--> statement-breakpoint
CREATE UNIQUE INDEX "dte_documento_ra_idx" ON "dte_documento" USING btree ("nidra") WHERE "dte_documento"."ntipo" in (33, 34, 39);