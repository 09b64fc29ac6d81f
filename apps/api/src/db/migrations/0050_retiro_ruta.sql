CREATE TABLE "hoja_ruta_retiro" (
	"nidparadaretiro" serial PRIMARY KEY NOT NULL,
	"nidhojaruta" integer NOT NULL,
	"nidretiro" integer NOT NULL,
	"norden" smallint NOT NULL,
	"sestado" varchar(12) DEFAULT 'PENDIENTE' NOT NULL,
	"smotivo" varchar(10),
	"sobservacion" varchar(200),
	"sindvigente" char(1) DEFAULT 'S' NOT NULL,
	"nbultosretirados" integer,
	"snombreentrega" varchar(100),
	"srutentrega" varchar(12),
	"dfhoresultado" timestamp with time zone,
	"nidusuario" integer,
	"shashfirma" char(64),
	"shashfoto" char(64),
	"stipofoto" varchar(40),
	CONSTRAINT "hoja_ruta_retiro_estado_chk" CHECK ("hoja_ruta_retiro"."sestado" in ('PENDIENTE', 'RETIRADO', 'NO_RETIRADO')),
	CONSTRAINT "hoja_ruta_retiro_vigente_chk" CHECK ("hoja_ruta_retiro"."sindvigente" in ('S', 'N')),
	CONSTRAINT "hoja_ruta_retiro_bultos_chk" CHECK ("hoja_ruta_retiro"."nbultosretirados" is null or "hoja_ruta_retiro"."nbultosretirados" between 1 and 999)
);
--> statement-breakpoint
ALTER TABLE "hoja_ruta_retiro" ADD CONSTRAINT "hoja_ruta_retiro_nidhojaruta_hoja_ruta_nidhojaruta_fk" FOREIGN KEY ("nidhojaruta") REFERENCES "public"."hoja_ruta"("nidhojaruta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoja_ruta_retiro" ADD CONSTRAINT "hoja_ruta_retiro_nidretiro_retiro_nidretiro_fk" FOREIGN KEY ("nidretiro") REFERENCES "public"."retiro"("nidretiro") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoja_ruta_retiro" ADD CONSTRAINT "hoja_ruta_retiro_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hoja_ruta_retiro_ruta_retiro_idx" ON "hoja_ruta_retiro" USING btree ("nidhojaruta","nidretiro");--> statement-breakpoint
CREATE INDEX "hoja_ruta_retiro_retiro_idx" ON "hoja_ruta_retiro" USING btree ("nidretiro");--> statement-breakpoint
CREATE UNIQUE INDEX "hoja_ruta_retiro_vigente_idx" ON "hoja_ruta_retiro" USING btree ("nidretiro") WHERE "hoja_ruta_retiro"."sindvigente" = 'S';