CREATE TABLE "documento_asociado" (
	"niddocumento" serial PRIMARY KEY NOT NULL,
	"nidra" integer NOT NULL,
	"scodtipodocumento" varchar(20) NOT NULL,
	"sidentificadordocumento" varchar(20) NOT NULL,
	"dfecdocumento" date NOT NULL,
	"sindsinvalor" char(1) DEFAULT 'N' NOT NULL,
	"nvalordocumento" bigint
);
--> statement-breakpoint
CREATE TABLE "adjunto" (
	"nidadjunto" serial PRIMARY KEY NOT NULL,
	"nidra" integer NOT NULL,
	"stipoadjunto" varchar(40) NOT NULL,
	"snombreadjunto" varchar(200) NOT NULL,
	"shash" char(64) NOT NULL,
	"ntamano" integer NOT NULL,
	"nidusuario" integer NOT NULL,
	"dfecregistro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulto" (
	"niditem" serial PRIMARY KEY NOT NULL,
	"nidra" integer NOT NULL,
	"scodtipobulto" varchar(20) NOT NULL,
	"ncantidadbultos" integer NOT NULL,
	"npesobultokg" integer NOT NULL,
	"nlargocm" integer NOT NULL,
	"nanchocm" integer NOT NULL,
	"naltocm" integer NOT NULL,
	"sreferencia" varchar(100) DEFAULT '' NOT NULL,
	"nvolumenbultom3" numeric(16, 5) NOT NULL,
	"npesovolumbulto" numeric(16, 5) NOT NULL,
	"ndensidadbulto" numeric(16, 5) NOT NULL,
	"nvolumentotalm3" numeric(16, 5) NOT NULL,
	"npesovolumtotal" numeric(16, 5) NOT NULL,
	"npesototalkg" numeric(16, 5) NOT NULL,
	"ndensidadtotal" numeric(16, 5) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bitacora_ra" (
	"nidbitacora" serial PRIMARY KEY NOT NULL,
	"nidra" integer NOT NULL,
	"dfecha" timestamp with time zone DEFAULT now() NOT NULL,
	"nidusuario" integer NOT NULL,
	"saccion" varchar(40) NOT NULL,
	"sdetalle" varchar(500) DEFAULT '' NOT NULL,
	"sestadoanterior" varchar(10),
	"sestadonuevo" varchar(10)
);
--> statement-breakpoint
CREATE TABLE "recepcion" (
	"nidra" serial PRIMARY KEY NOT NULL,
	"scodestado" varchar(10) DEFAULT 'ENCREA' NOT NULL,
	"dfecrecepcion" timestamp with time zone DEFAULT now() NOT NULL,
	"dfecmodificacion" timestamp with time zone DEFAULT now() NOT NULL,
	"nidusuariocreacion" integer NOT NULL,
	"nidremitente" integer,
	"srutremitente" varchar(12) NOT NULL,
	"snomremitente" varchar(100) NOT NULL,
	"niddestinatario" integer,
	"srutdestinatario" varchar(12) NOT NULL,
	"snomdestinatario" varchar(100) NOT NULL,
	"nidagente" integer,
	"srutagente" varchar(12) DEFAULT '' NOT NULL,
	"snomagente" varchar(100) DEFAULT '' NOT NULL,
	"stiporecepcion" varchar(5) DEFAULT 'FISIC' NOT NULL,
	"sviadespacho" varchar(20) DEFAULT 'TER' NOT NULL,
	"sotraviadespacho" varchar(100) DEFAULT '' NOT NULL,
	"smodalidadenvio" varchar(20) DEFAULT 'LCL' NOT NULL,
	"scodoficinaorigen" varchar(10) NOT NULL,
	"scodoficinadestino" varchar(10),
	"scodbodegaorigen" varchar(10),
	"scodbodegadestino" varchar(10),
	"sfacturar" varchar(5),
	"srutfacturar" varchar(12),
	"nidpagador" integer,
	"sidtrackingext" varchar(50),
	"sindretirolocal" char(1) DEFAULT 'N' NOT NULL,
	"sindentregalocal" char(1) DEFAULT 'N' NOT NULL,
	"sindprioritario" char(1) DEFAULT 'N' NOT NULL,
	"sindenviodirecto" char(1) DEFAULT 'N' NOT NULL,
	"scodtipocarga" varchar(20),
	"sdescripcioncarga" varchar(200) DEFAULT '' NOT NULL,
	"scondicioncarga" varchar(200) DEFAULT '' NOT NULL,
	"scondicionadicional" varchar(200) DEFAULT '' NOT NULL,
	"sindrequierereemp" char(1) DEFAULT 'N' NOT NULL,
	"sindcargaimo" char(1) DEFAULT 'N' NOT NULL,
	"sindsobredimension" char(1) DEFAULT 'N' NOT NULL,
	"sindnoapilable" char(1) DEFAULT 'N' NOT NULL,
	"sindplana" char(1) DEFAULT 'N' NOT NULL,
	"sindfragil" char(1) DEFAULT 'N' NOT NULL,
	"sindreef" char(1) DEFAULT 'N' NOT NULL,
	"ntemperatura" integer,
	"scodestadocarga" varchar(20) DEFAULT 'NORMAL' NOT NULL,
	"ncantidadbultos" integer DEFAULT 0 NOT NULL,
	"ncantidadadjuntos" integer DEFAULT 0 NOT NULL,
	"nvolumenm3" numeric(16, 5) DEFAULT 0 NOT NULL,
	"npesobrutokg" numeric(16, 5) DEFAULT 0 NOT NULL,
	"npesovolumetrico" numeric(16, 5) DEFAULT 0 NOT NULL,
	"ndensidad" numeric(16, 5) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reempaque" (
	"nidra" integer NOT NULL,
	"scodigo" varchar(20) NOT NULL,
	"ncantidad" integer NOT NULL,
	CONSTRAINT "reempaque_nidra_scodigo_pk" PRIMARY KEY("nidra","scodigo")
);
--> statement-breakpoint
ALTER TABLE "documento_asociado" ADD CONSTRAINT "documento_asociado_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjunto" ADD CONSTRAINT "adjunto_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjunto" ADD CONSTRAINT "adjunto_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulto" ADD CONSTRAINT "bulto_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bitacora_ra" ADD CONSTRAINT "bitacora_ra_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bitacora_ra" ADD CONSTRAINT "bitacora_ra_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recepcion" ADD CONSTRAINT "recepcion_nidusuariocreacion_usuario_nidusuario_fk" FOREIGN KEY ("nidusuariocreacion") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recepcion" ADD CONSTRAINT "recepcion_nidremitente_cliente_nidcliente_fk" FOREIGN KEY ("nidremitente") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recepcion" ADD CONSTRAINT "recepcion_niddestinatario_cliente_nidcliente_fk" FOREIGN KEY ("niddestinatario") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recepcion" ADD CONSTRAINT "recepcion_nidagente_cliente_nidcliente_fk" FOREIGN KEY ("nidagente") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recepcion" ADD CONSTRAINT "recepcion_scodoficinaorigen_oficina_scodoficina_fk" FOREIGN KEY ("scodoficinaorigen") REFERENCES "public"."oficina"("scodoficina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recepcion" ADD CONSTRAINT "recepcion_scodoficinadestino_oficina_scodoficina_fk" FOREIGN KEY ("scodoficinadestino") REFERENCES "public"."oficina"("scodoficina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recepcion" ADD CONSTRAINT "recepcion_scodbodegaorigen_bodega_scodbodega_fk" FOREIGN KEY ("scodbodegaorigen") REFERENCES "public"."bodega"("scodbodega") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recepcion" ADD CONSTRAINT "recepcion_scodbodegadestino_bodega_scodbodega_fk" FOREIGN KEY ("scodbodegadestino") REFERENCES "public"."bodega"("scodbodega") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recepcion" ADD CONSTRAINT "recepcion_nidpagador_cliente_nidcliente_fk" FOREIGN KEY ("nidpagador") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reempaque" ADD CONSTRAINT "reempaque_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documento_ra_idx" ON "documento_asociado" USING btree ("nidra");--> statement-breakpoint
CREATE INDEX "documento_tipo_id_idx" ON "documento_asociado" USING btree ("scodtipodocumento","sidentificadordocumento");--> statement-breakpoint
CREATE INDEX "adjunto_ra_idx" ON "adjunto" USING btree ("nidra");--> statement-breakpoint
CREATE INDEX "bulto_ra_idx" ON "bulto" USING btree ("nidra");--> statement-breakpoint
CREATE INDEX "bitacora_ra_idx" ON "bitacora_ra" USING btree ("nidra","nidbitacora");--> statement-breakpoint
CREATE INDEX "recepcion_oficina_estado_idx" ON "recepcion" USING btree ("scodoficinaorigen","scodestado","nidra");--> statement-breakpoint
CREATE INDEX "recepcion_rut_remitente_idx" ON "recepcion" USING btree ("srutremitente");--> statement-breakpoint
CREATE INDEX "recepcion_rut_destinatario_idx" ON "recepcion" USING btree ("srutdestinatario");--> statement-breakpoint
CREATE INDEX "recepcion_rut_facturar_idx" ON "recepcion" USING btree ("srutfacturar");