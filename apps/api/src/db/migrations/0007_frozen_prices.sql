CREATE TABLE "precio_ra" (
	"nidra" integer PRIMARY KEY NOT NULL,
	"scodmotivo" varchar(10) NOT NULL,
	"sdesmotivo" varchar(200) DEFAULT '' NOT NULL,
	"nidtarifa" integer,
	"nidversion" integer,
	"sbase" varchar(20),
	"nflete" bigint DEFAULT 0 NOT NULL,
	"ntarifaminima" bigint DEFAULT 0 NOT NULL,
	"nmanipulacion" bigint DEFAULT 0 NOT NULL,
	"nrecargoimo" bigint DEFAULT 0 NOT NULL,
	"nseguro" bigint DEFAULT 0 NOT NULL,
	"ntotal" bigint DEFAULT 0 NOT NULL,
	"ncantidadbultos" integer NOT NULL,
	"npesokg" numeric(16, 5) NOT NULL,
	"nvolumenm3" numeric(16, 5) NOT NULL,
	"npesovolumetrico" numeric(16, 5) NOT NULL,
	"nvalordeclarado" bigint DEFAULT 0 NOT NULL,
	"dfecprecio" timestamp with time zone DEFAULT now() NOT NULL,
	"nidusuario" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarifa_version" (
	"nidversion" serial PRIMARY KEY NOT NULL,
	"nidtarifa" integer NOT NULL,
	"dvigenciadesde" date NOT NULL,
	"nvalortarifakg" numeric(14, 2) NOT NULL,
	"nvalortarifam3" numeric(14, 2) NOT NULL,
	"nvalorpesovolum" numeric(14, 2) NOT NULL,
	"nvalorcantidad" numeric(14, 2) NOT NULL,
	"nvalorcantinterno" numeric(14, 2) NOT NULL,
	"nporcentajeseguro" numeric(14, 2) NOT NULL,
	"nporcentajecargaimo" numeric(14, 2) NOT NULL,
	"ntarifaminima" numeric(14, 2) NOT NULL,
	"nidusuario" integer NOT NULL,
	"dfeccreacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "precio_ra" ADD CONSTRAINT "precio_ra_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precio_ra" ADD CONSTRAINT "precio_ra_nidtarifa_tarifa_nidtarifa_fk" FOREIGN KEY ("nidtarifa") REFERENCES "public"."tarifa"("nidtarifa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precio_ra" ADD CONSTRAINT "precio_ra_nidversion_tarifa_version_nidversion_fk" FOREIGN KEY ("nidversion") REFERENCES "public"."tarifa_version"("nidversion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precio_ra" ADD CONSTRAINT "precio_ra_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifa_version" ADD CONSTRAINT "tarifa_version_nidtarifa_tarifa_nidtarifa_fk" FOREIGN KEY ("nidtarifa") REFERENCES "public"."tarifa"("nidtarifa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifa_version" ADD CONSTRAINT "tarifa_version_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "precio_ra_sin_tarifa_idx" ON "precio_ra" USING btree ("nidra") WHERE "precio_ra"."scodmotivo" <> 'TARIFA';--> statement-breakpoint
CREATE INDEX "tarifa_version_vigencia_idx" ON "tarifa_version" USING btree ("nidtarifa","dvigenciadesde","nidversion");--> statement-breakpoint
-- Every existing tariff becomes its first version, valid from the day it was last changed.
INSERT INTO "tarifa_version" ("nidtarifa", "dvigenciadesde", "nvalortarifakg", "nvalortarifam3", "nvalorpesovolum",
  "nvalorcantidad", "nvalorcantinterno", "nporcentajeseguro", "nporcentajecargaimo", "ntarifaminima", "nidusuario", "dfeccreacion")
SELECT "nidtarifa", ("dfecmodificacion" AT TIME ZONE 'America/Santiago')::date, "nvalortarifakg", "nvalortarifam3",
  "nvalorpesovolum", "nvalorcantidad", "nvalorcantinterno", "nporcentajeseguro", "nporcentajecargaimo", "ntarifaminima",
  "nidusuario", "dfecmodificacion"
FROM "tarifa";
