CREATE TABLE "dte_envio" (
	"nidenvio" serial PRIMARY KEY NOT NULL,
	"stipo" varchar(7) NOT NULL,
	"sxml" text NOT NULL,
	"ndocumentos" integer NOT NULL,
	"sambiente" varchar(13),
	"strackid" varchar(20),
	"sestado" varchar(10) DEFAULT 'CREADO' NOT NULL,
	"sglosa" varchar(500),
	"nintentos" smallint DEFAULT 0 NOT NULL,
	"sindprueba" char(1) DEFAULT 'N' NOT NULL,
	"nidusuario" integer,
	"dfeccreacion" timestamp with time zone DEFAULT now() NOT NULL,
	"dfecenvio" timestamp with time zone,
	"dfecestado" timestamp with time zone,
	CONSTRAINT "dte_envio_tipo" CHECK ("dte_envio"."stipo" in ('DTE', 'BOLETA'))
);
--> statement-breakpoint
CREATE TABLE "dte_documento_ra" (
	"nid" integer NOT NULL,
	"nidra" integer NOT NULL,
	"nmonto" integer NOT NULL,
	"sindvigente" char(1) DEFAULT 'S' NOT NULL,
	CONSTRAINT "dte_documento_ra_nid_nidra_pk" PRIMARY KEY("nid","nidra")
);
--> statement-breakpoint
DROP INDEX "dte_documento_ra_idx";--> statement-breakpoint
ALTER TABLE "dte_documento" ALTER COLUMN "nidra" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dte_documento" ADD COLUMN "nidcliente" integer;--> statement-breakpoint
ALTER TABLE "dte_documento" ADD COLUMN "nidreferencia" integer;--> statement-breakpoint
ALTER TABLE "dte_documento" ADD COLUMN "ncodref" smallint;--> statement-breakpoint
ALTER TABLE "dte_documento" ADD COLUMN "srazonref" varchar(90);--> statement-breakpoint
ALTER TABLE "dte_documento" ADD COLUMN "dperiododesde" date;--> statement-breakpoint
ALTER TABLE "dte_documento" ADD COLUMN "dperiodohasta" date;--> statement-breakpoint
ALTER TABLE "dte_documento" ADD COLUMN "nidenvio" integer;--> statement-breakpoint
ALTER TABLE "dte_documento" ADD COLUMN "sestadosii" varchar(10);--> statement-breakpoint
ALTER TABLE "dte_documento" ADD COLUMN "sindanulado" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "cliente" ADD COLUMN "sfacturactacte" varchar(7) DEFAULT 'PERIODO' NOT NULL;--> statement-breakpoint
ALTER TABLE "cliente" ADD COLUMN "sdetallefactura" varchar(7) DEFAULT 'RA' NOT NULL;--> statement-breakpoint
ALTER TABLE "cliente" ADD COLUMN "sgiro" varchar(80);--> statement-breakpoint
ALTER TABLE "dte_envio" ADD CONSTRAINT "dte_envio_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dte_documento_ra" ADD CONSTRAINT "dte_documento_ra_nid_dte_documento_nid_fk" FOREIGN KEY ("nid") REFERENCES "public"."dte_documento"("nid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dte_documento_ra" ADD CONSTRAINT "dte_documento_ra_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dte_envio_pendiente_idx" ON "dte_envio" USING btree ("nidenvio") WHERE "dte_envio"."sestado" in ('CREADO', 'ENVIADO');--> statement-breakpoint
CREATE INDEX "dte_documento_ra_nidra_idx" ON "dte_documento_ra" USING btree ("nidra");--> statement-breakpoint
CREATE UNIQUE INDEX "dte_documento_ra_vigente_idx" ON "dte_documento_ra" USING btree ("nidra") WHERE "dte_documento_ra"."sindvigente" = 'S';--> statement-breakpoint
ALTER TABLE "dte_documento" ADD CONSTRAINT "dte_documento_nidcliente_cliente_nidcliente_fk" FOREIGN KEY ("nidcliente") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dte_documento" ADD CONSTRAINT "dte_documento_nidreferencia_dte_documento_nid_fk" FOREIGN KEY ("nidreferencia") REFERENCES "public"."dte_documento"("nid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dte_documento" ADD CONSTRAINT "dte_documento_nidenvio_dte_envio_nidenvio_fk" FOREIGN KEY ("nidenvio") REFERENCES "public"."dte_envio"("nidenvio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dte_documento_anula_idx" ON "dte_documento" USING btree ("nidreferencia") WHERE "dte_documento"."ncodref" = 1;--> statement-breakpoint
CREATE INDEX "dte_documento_cliente_idx" ON "dte_documento" USING btree ("nidcliente","dfecemision");--> statement-breakpoint
CREATE INDEX "dte_documento_emision_idx" ON "dte_documento" USING btree ("dfecemision");--> statement-breakpoint
CREATE INDEX "dte_documento_envio_idx" ON "dte_documento" USING btree ("ntipo","nid") WHERE "dte_documento"."nidenvio" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "dte_documento_ra_idx" ON "dte_documento" USING btree ("nidra") WHERE "dte_documento"."ntipo" in (33, 34, 39) and "dte_documento"."sindanulado" = 'N';--> statement-breakpoint
ALTER TABLE "dte_documento" ADD CONSTRAINT "dte_documento_referencia" CHECK (("dte_documento"."ntipo" = 61) = ("dte_documento"."nidreferencia" is not null and "dte_documento"."ncodref" is not null));