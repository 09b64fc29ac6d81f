CREATE TABLE "dte_caf" (
	"nidcaf" serial PRIMARY KEY NOT NULL,
	"ntipodte" smallint NOT NULL,
	"srutemisor" varchar(12) NOT NULL,
	"nfoliodesde" integer NOT NULL,
	"nfoliohasta" integer NOT NULL,
	"nsiguiente" integer NOT NULL,
	"dfechaautorizacion" date NOT NULL,
	"nidk" integer NOT NULL,
	"scafxml" text NOT NULL,
	"sclaveprivadacifrada" text NOT NULL,
	"sindprueba" char(1) DEFAULT 'N' NOT NULL,
	"dfeccarga" timestamp with time zone DEFAULT now() NOT NULL,
	"nidusuario" integer,
	CONSTRAINT "dte_caf_rango" CHECK ("dte_caf"."nfoliodesde" >= 1 and "dte_caf"."nfoliohasta" >= "dte_caf"."nfoliodesde"),
	CONSTRAINT "dte_caf_siguiente" CHECK ("dte_caf"."nsiguiente" >= "dte_caf"."nfoliodesde" and "dte_caf"."nsiguiente" <= "dte_caf"."nfoliohasta" + 1)
);
--> statement-breakpoint
CREATE TABLE "dte_certificado" (
	"nidcertificado" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"ssujeto" varchar(500) NOT NULL,
	"srut" varchar(12),
	"semisor" varchar(500) NOT NULL,
	"dvigenciadesde" timestamp with time zone NOT NULL,
	"dvigenciahasta" timestamp with time zone NOT NULL,
	"sarchivocifrado" text NOT NULL,
	"sclavecifrada" text NOT NULL,
	"sindprueba" char(1) DEFAULT 'N' NOT NULL,
	"dfeccarga" timestamp with time zone DEFAULT now() NOT NULL,
	"nidusuario" integer,
	CONSTRAINT "dte_certificado_una_fila" CHECK ("dte_certificado"."nidcertificado" = 1)
);
--> statement-breakpoint
CREATE TABLE "dte_emisor" (
	"nidemisor" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"srutemisor" varchar(12) NOT NULL,
	"srazonsocial" varchar(100) NOT NULL,
	"sgiro" varchar(80) NOT NULL,
	"nactividadeconomica" integer NOT NULL,
	"sdireccion" varchar(70) NOT NULL,
	"scomuna" varchar(20) NOT NULL,
	"soficinasii" varchar(40) NOT NULL,
	"nnumeroresolucion" integer NOT NULL,
	"dfecharesolucion" date NOT NULL,
	"sindprueba" char(1) DEFAULT 'N' NOT NULL,
	"dfecmodificacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dte_emisor_una_fila" CHECK ("dte_emisor"."nidemisor" = 1)
);
--> statement-breakpoint
CREATE TABLE "folio_anulado" (
	"ntipodte" smallint NOT NULL,
	"nfolio" integer NOT NULL,
	"nidcaf" integer NOT NULL,
	"smotivo" varchar(200) NOT NULL,
	"dfecanulacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folio_anulado_ntipodte_nfolio_pk" PRIMARY KEY("ntipodte","nfolio")
);
--> statement-breakpoint
ALTER TABLE "dte_caf" ADD CONSTRAINT "dte_caf_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dte_certificado" ADD CONSTRAINT "dte_certificado_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_anulado" ADD CONSTRAINT "folio_anulado_nidcaf_dte_caf_nidcaf_fk" FOREIGN KEY ("nidcaf") REFERENCES "public"."dte_caf"("nidcaf") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dte_caf_tipo_desde_idx" ON "dte_caf" USING btree ("ntipodte","nfoliodesde");--> statement-breakpoint
CREATE INDEX "dte_caf_disponible_idx" ON "dte_caf" USING btree ("ntipodte","nfoliodesde") WHERE "dte_caf"."nsiguiente" <= "dte_caf"."nfoliohasta";--> statement-breakpoint
-- Configuraciones / Empresa (issue 34) is CNF-EMPRESA: whoever administered Configuraciones keeps reaching it.
UPDATE "usuario" SET "menus" = array_append("menus", 'CNF-EMPRESA') WHERE 'CNF-BODEGAS' = ANY("menus") AND NOT ('CNF-EMPRESA' = ANY("menus"));
