CREATE TABLE "hoja_ruta" (
	"nidhojaruta" serial PRIMARY KEY NOT NULL,
	"scodbodega" varchar(10) NOT NULL,
	"dfecha" date NOT NULL,
	"nidconductor" integer NOT NULL,
	"spatente" varchar(8) NOT NULL,
	"ncapacidadkg" numeric(12, 2) DEFAULT 0 NOT NULL,
	"ncapacidadm3" numeric(12, 3) DEFAULT 0 NOT NULL,
	"sestado" varchar(12) DEFAULT 'PLANIFICADA' NOT NULL,
	"nidusuario" integer NOT NULL,
	"dfhocreacion" timestamp with time zone DEFAULT now() NOT NULL,
	"dfhosalida" timestamp with time zone,
	"dfhocierre" timestamp with time zone,
	CONSTRAINT "hoja_ruta_estado_chk" CHECK ("hoja_ruta"."sestado" in ('PLANIFICADA', 'CARGANDO', 'EN_RUTA', 'CERRADA'))
);
--> statement-breakpoint
CREATE TABLE "hoja_ruta_parada" (
	"nidparada" serial PRIMARY KEY NOT NULL,
	"nidhojaruta" integer NOT NULL,
	"norden" smallint NOT NULL,
	"nidra" integer NOT NULL,
	"sestado" varchar(12) DEFAULT 'PENDIENTE' NOT NULL,
	"smotivo" varchar(10),
	"sindvigente" char(1) DEFAULT 'S' NOT NULL,
	"dfhoresultado" timestamp with time zone,
	"nidusuario" integer,
	CONSTRAINT "hoja_ruta_parada_estado_chk" CHECK ("hoja_ruta_parada"."sestado" in ('PENDIENTE', 'ENTREGADO', 'NO_ENTREGADO'))
);
--> statement-breakpoint
ALTER TABLE "hoja_ruta" ADD CONSTRAINT "hoja_ruta_scodbodega_bodega_scodbodega_fk" FOREIGN KEY ("scodbodega") REFERENCES "public"."bodega"("scodbodega") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoja_ruta" ADD CONSTRAINT "hoja_ruta_nidconductor_usuario_nidusuario_fk" FOREIGN KEY ("nidconductor") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoja_ruta" ADD CONSTRAINT "hoja_ruta_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoja_ruta_parada" ADD CONSTRAINT "hoja_ruta_parada_nidhojaruta_hoja_ruta_nidhojaruta_fk" FOREIGN KEY ("nidhojaruta") REFERENCES "public"."hoja_ruta"("nidhojaruta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoja_ruta_parada" ADD CONSTRAINT "hoja_ruta_parada_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoja_ruta_parada" ADD CONSTRAINT "hoja_ruta_parada_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hoja_ruta_bodega_fecha_idx" ON "hoja_ruta" USING btree ("scodbodega","dfecha");--> statement-breakpoint
CREATE INDEX "hoja_ruta_conductor_fecha_idx" ON "hoja_ruta" USING btree ("nidconductor","dfecha");--> statement-breakpoint
CREATE UNIQUE INDEX "hoja_ruta_parada_ruta_ra_idx" ON "hoja_ruta_parada" USING btree ("nidhojaruta","nidra");--> statement-breakpoint
CREATE INDEX "hoja_ruta_parada_ra_idx" ON "hoja_ruta_parada" USING btree ("nidra");--> statement-breakpoint
CREATE UNIQUE INDEX "hoja_ruta_parada_vigente_idx" ON "hoja_ruta_parada" USING btree ("nidra") WHERE "hoja_ruta_parada"."sindvigente" = 'S';--> statement-breakpoint
CREATE INDEX "recepcion_reparto_idx" ON "recepcion" USING btree ("scodbodegadestino","nidra") WHERE "recepcion"."scodestado" = 'BDEST' and "recepcion"."sindentregalocal" = 'S';