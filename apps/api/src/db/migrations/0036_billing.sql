CREATE TABLE "caja_cierre" (
	"nidcaja" integer NOT NULL,
	"scodmediopago" varchar(20) NOT NULL,
	"nesperado" bigint NOT NULL,
	"ncontado" bigint NOT NULL,
	"ndiferencia" bigint NOT NULL,
	CONSTRAINT "caja_cierre_nidcaja_scodmediopago_pk" PRIMARY KEY("nidcaja","scodmediopago")
);
--> statement-breakpoint
CREATE TABLE "caja" (
	"nidcaja" serial PRIMARY KEY NOT NULL,
	"nidusuario" integer NOT NULL,
	"scodlugar" varchar(10) NOT NULL,
	"nmontoinicial" bigint NOT NULL,
	"sestado" varchar(10) DEFAULT 'ABIERTA' NOT NULL,
	"dfecapertura" timestamp with time zone DEFAULT now() NOT NULL,
	"dfeccierre" timestamp with time zone,
	"nidusuariocierre" integer,
	"smotivodiferencia" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "empresa" (
	"nidempresa" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"sindcobro" char(1) DEFAULT 'S' NOT NULL,
	"dfecmodificacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empresa_una_fila" CHECK ("empresa"."nidempresa" = 1)
);
--> statement-breakpoint
CREATE TABLE "pago_aplicacion" (
	"nidpago" integer NOT NULL,
	"nidra" integer NOT NULL,
	"nmonto" bigint NOT NULL,
	CONSTRAINT "pago_aplicacion_nidpago_nidra_pk" PRIMARY KEY("nidpago","nidra")
);
--> statement-breakpoint
CREATE TABLE "pago" (
	"nidpago" serial PRIMARY KEY NOT NULL,
	"nidcaja" integer NOT NULL,
	"stipo" varchar(10) NOT NULL,
	"nidra" integer,
	"nidcliente" integer,
	"nmonto" bigint NOT NULL,
	"scodmediopago" varchar(20) NOT NULL,
	"sreferencia" varchar(50) DEFAULT '' NOT NULL,
	"nmontorecibido" bigint,
	"nvuelto" bigint,
	"nidpagoorigen" integer,
	"sindanulado" char(1) DEFAULT 'N' NOT NULL,
	"smotivo" varchar(200) DEFAULT '' NOT NULL,
	"dfecpago" timestamp with time zone DEFAULT now() NOT NULL,
	"nidusuario" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deuda_ra" (
	"nidra" integer PRIMARY KEY NOT NULL,
	"nidcliente" integer NOT NULL,
	"dfecdeuda" timestamp with time zone NOT NULL,
	"nmonto" bigint NOT NULL,
	"nabonado" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cliente" ADD COLUMN "sindctacte" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "cliente" ADD COLUMN "nlimitecredito" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cliente" ADD COLUMN "ndiaspago" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "recepcion" ADD COLUMN "scondicionpago" varchar(10);--> statement-breakpoint
ALTER TABLE "caja_cierre" ADD CONSTRAINT "caja_cierre_nidcaja_caja_nidcaja_fk" FOREIGN KEY ("nidcaja") REFERENCES "public"."caja"("nidcaja") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja" ADD CONSTRAINT "caja_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja" ADD CONSTRAINT "caja_nidusuariocierre_usuario_nidusuario_fk" FOREIGN KEY ("nidusuariocierre") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago_aplicacion" ADD CONSTRAINT "pago_aplicacion_nidpago_pago_nidpago_fk" FOREIGN KEY ("nidpago") REFERENCES "public"."pago"("nidpago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago_aplicacion" ADD CONSTRAINT "pago_aplicacion_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_nidcaja_caja_nidcaja_fk" FOREIGN KEY ("nidcaja") REFERENCES "public"."caja"("nidcaja") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_nidcliente_cliente_nidcliente_fk" FOREIGN KEY ("nidcliente") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deuda_ra" ADD CONSTRAINT "deuda_ra_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deuda_ra" ADD CONSTRAINT "deuda_ra_nidcliente_cliente_nidcliente_fk" FOREIGN KEY ("nidcliente") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caja_usuario_abierta_idx" ON "caja" USING btree ("nidusuario") WHERE "caja"."sestado" = 'ABIERTA';--> statement-breakpoint
CREATE INDEX "caja_lugar_idx" ON "caja" USING btree ("scodlugar","nidcaja");--> statement-breakpoint
CREATE INDEX "caja_estado_idx" ON "caja" USING btree ("sestado","nidcaja");--> statement-breakpoint
CREATE INDEX "pago_aplicacion_ra_idx" ON "pago_aplicacion" USING btree ("nidra");--> statement-breakpoint
CREATE UNIQUE INDEX "pago_ra_vigente_idx" ON "pago" USING btree ("nidra") WHERE "pago"."stipo" = 'PAGO' and "pago"."sindanulado" = 'N';--> statement-breakpoint
CREATE UNIQUE INDEX "pago_anulacion_idx" ON "pago" USING btree ("nidpagoorigen") WHERE "pago"."stipo" = 'ANULACION';--> statement-breakpoint
CREATE INDEX "pago_caja_idx" ON "pago" USING btree ("nidcaja","nidpago");--> statement-breakpoint
CREATE INDEX "pago_ra_idx" ON "pago" USING btree ("nidra");--> statement-breakpoint
CREATE INDEX "pago_cliente_idx" ON "pago" USING btree ("nidcliente","dfecpago") WHERE "pago"."stipo" = 'ABONO';--> statement-breakpoint
CREATE INDEX "deuda_ra_cliente_fecha_idx" ON "deuda_ra" USING btree ("nidcliente","dfecdeuda");--> statement-breakpoint
CREATE INDEX "deuda_ra_pendiente_idx" ON "deuda_ra" USING btree ("nidcliente","dfecdeuda") WHERE "deuda_ra"."nabonado" < "deuda_ra"."nmonto";--> statement-breakpoint
INSERT INTO "empresa" ("nidempresa", "sindcobro") VALUES (1, 'S') ON CONFLICT DO NOTHING;
