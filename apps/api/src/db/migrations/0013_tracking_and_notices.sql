CREATE TABLE "evento_carga" (
	"nidevento" bigserial PRIMARY KEY NOT NULL,
	"nidra" integer NOT NULL,
	"sevento" varchar(20) NOT NULL,
	"sreferencia" varchar(40) DEFAULT '' NOT NULL,
	"jdatos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dfecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacion" (
	"nidnotificacion" bigserial PRIMARY KEY NOT NULL,
	"nidevento" bigint NOT NULL,
	"nidra" integer NOT NULL,
	"nidcliente" integer,
	"srol" varchar(12) NOT NULL,
	"semail" varchar(254) NOT NULL,
	"sasunto" varchar(200) NOT NULL,
	"sestado" varchar(10) DEFAULT 'PENDIENTE' NOT NULL,
	"nintentos" integer DEFAULT 0 NOT NULL,
	"serror" varchar(500),
	"smessageid" varchar(200),
	"sarchivo" varchar(300),
	"dfecproximo" timestamp with time zone DEFAULT now() NOT NULL,
	"dfeccreacion" timestamp with time zone DEFAULT now() NOT NULL,
	"dfecenvio" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_entrega" (
	"nidentrega" bigserial PRIMARY KEY NOT NULL,
	"nidwebhook" integer NOT NULL,
	"nidevento" bigint NOT NULL,
	"sestado" varchar(10) DEFAULT 'PENDIENTE' NOT NULL,
	"nintentos" integer DEFAULT 0 NOT NULL,
	"nultimoestado" integer,
	"serror" varchar(500),
	"dfecproximo" timestamp with time zone DEFAULT now() NOT NULL,
	"dfecultimo" timestamp with time zone,
	"dfeccreacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook" (
	"nidwebhook" serial PRIMARY KEY NOT NULL,
	"nidcliente" integer NOT NULL,
	"surl" varchar(500) NOT NULL,
	"ssecreto" varchar(100) NOT NULL,
	"sindactivo" char(1) DEFAULT 'S' NOT NULL,
	"nidusuario" integer NOT NULL,
	"dfeccreacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seguimiento" (
	"nidra" integer PRIMARY KEY NOT NULL,
	"scodigo" varchar(32) NOT NULL,
	"dfeccreacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cliente" ADD COLUMN "semail" varchar(254);--> statement-breakpoint
ALTER TABLE "cliente" ADD COLUMN "sindnotificar" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "evento_carga" ADD CONSTRAINT "evento_carga_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacion" ADD CONSTRAINT "notificacion_nidevento_evento_carga_nidevento_fk" FOREIGN KEY ("nidevento") REFERENCES "public"."evento_carga"("nidevento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacion" ADD CONSTRAINT "notificacion_nidcliente_cliente_nidcliente_fk" FOREIGN KEY ("nidcliente") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entrega" ADD CONSTRAINT "webhook_entrega_nidwebhook_webhook_nidwebhook_fk" FOREIGN KEY ("nidwebhook") REFERENCES "public"."webhook"("nidwebhook") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entrega" ADD CONSTRAINT "webhook_entrega_nidevento_evento_carga_nidevento_fk" FOREIGN KEY ("nidevento") REFERENCES "public"."evento_carga"("nidevento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook" ADD CONSTRAINT "webhook_nidcliente_cliente_nidcliente_fk" FOREIGN KEY ("nidcliente") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook" ADD CONSTRAINT "webhook_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguimiento" ADD CONSTRAINT "seguimiento_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evento_carga_unico_idx" ON "evento_carga" USING btree ("nidra","sevento","sreferencia");--> statement-breakpoint
CREATE UNIQUE INDEX "notificacion_destinatario_idx" ON "notificacion" USING btree ("nidevento","semail");--> statement-breakpoint
CREATE INDEX "notificacion_pendiente_idx" ON "notificacion" USING btree ("sestado","dfecproximo");--> statement-breakpoint
CREATE INDEX "notificacion_ra_idx" ON "notificacion" USING btree ("nidra");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_entrega_unica_idx" ON "webhook_entrega" USING btree ("nidwebhook","nidevento");--> statement-breakpoint
CREATE INDEX "webhook_entrega_pendiente_idx" ON "webhook_entrega" USING btree ("sestado","dfecproximo");--> statement-breakpoint
CREATE INDEX "webhook_cliente_idx" ON "webhook" USING btree ("nidcliente");--> statement-breakpoint
CREATE UNIQUE INDEX "seguimiento_codigo_idx" ON "seguimiento" USING btree ("scodigo");