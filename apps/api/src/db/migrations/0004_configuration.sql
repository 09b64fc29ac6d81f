CREATE TABLE "tarifa" (
	"nidtarifa" serial PRIMARY KEY NOT NULL,
	"nidcliente" integer NOT NULL,
	"scodoficinaorigen" varchar(10) NOT NULL,
	"scodoficinadestino" varchar(10) NOT NULL,
	"svia" varchar(20) NOT NULL,
	"scodmodalidad" varchar(20) NOT NULL,
	"scodtipocarga" varchar(20) NOT NULL,
	"nvalortarifakg" numeric(14, 2) DEFAULT 0 NOT NULL,
	"nvalortarifam3" numeric(14, 2) DEFAULT 0 NOT NULL,
	"nvalorpesovolum" numeric(14, 2) DEFAULT 0 NOT NULL,
	"nvalorcantidad" numeric(14, 2) DEFAULT 0 NOT NULL,
	"nvalorcantinterno" numeric(14, 2) DEFAULT 0 NOT NULL,
	"nporcentajeseguro" numeric(14, 2) DEFAULT 0 NOT NULL,
	"nporcentajecargaimo" numeric(14, 2) DEFAULT 0 NOT NULL,
	"ntarifaminima" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sindvigente" char(1) DEFAULT 'S' NOT NULL,
	"nidusuario" integer NOT NULL,
	"dfecmodificacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oficina" ADD COLUMN "sindactivo" char(1) DEFAULT 'S' NOT NULL;--> statement-breakpoint
ALTER TABLE "parametro" ADD COLUMN "sindactivo" char(1) DEFAULT 'S' NOT NULL;--> statement-breakpoint
ALTER TABLE "bodega" ADD COLUMN "sindactivo" char(1) DEFAULT 'S' NOT NULL;--> statement-breakpoint
ALTER TABLE "tarifa" ADD CONSTRAINT "tarifa_nidcliente_cliente_nidcliente_fk" FOREIGN KEY ("nidcliente") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifa" ADD CONSTRAINT "tarifa_scodoficinaorigen_oficina_scodoficina_fk" FOREIGN KEY ("scodoficinaorigen") REFERENCES "public"."oficina"("scodoficina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifa" ADD CONSTRAINT "tarifa_scodoficinadestino_oficina_scodoficina_fk" FOREIGN KEY ("scodoficinadestino") REFERENCES "public"."oficina"("scodoficina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifa" ADD CONSTRAINT "tarifa_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tarifa_vigente_clave_idx" ON "tarifa" USING btree ("nidcliente","scodoficinaorigen","scodoficinadestino","svia","scodmodalidad","scodtipocarga") WHERE "tarifa"."sindvigente" = 'S';--> statement-breakpoint
CREATE INDEX "tarifa_cliente_idx" ON "tarifa" USING btree ("nidcliente");