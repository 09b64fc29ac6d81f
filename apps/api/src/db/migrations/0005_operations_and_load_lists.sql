CREATE TABLE "lista_carga_bulto" (
	"nidlistacarga" integer NOT NULL,
	"niditem" integer NOT NULL,
	"nidra" integer NOT NULL,
	"ncantidadingresada" integer NOT NULL,
	"ncantidadrecibida" integer,
	"ncantidaddanada" integer,
	"smotivodiferencia" varchar(200),
	CONSTRAINT "lista_carga_bulto_nidlistacarga_niditem_pk" PRIMARY KEY("nidlistacarga","niditem"),
	CONSTRAINT "lista_carga_bulto_cantidad_chk" CHECK ("lista_carga_bulto"."ncantidadingresada" > 0)
);
--> statement-breakpoint
CREATE TABLE "lista_carga_ra" (
	"nidlistacarga" integer NOT NULL,
	"nidra" integer NOT NULL,
	"sobservaciones" varchar(500) DEFAULT '' NOT NULL,
	"dfhoingreso" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lista_carga_ra_nidlistacarga_nidra_pk" PRIMARY KEY("nidlistacarga","nidra")
);
--> statement-breakpoint
CREATE TABLE "lista_carga" (
	"nidlistacarga" serial PRIMARY KEY NOT NULL,
	"scodlistacarga" varchar(20) NOT NULL,
	"nidoperacion" integer NOT NULL,
	"scodestadolista" varchar(10) DEFAULT 'ENCREA' NOT NULL,
	"nidusuario" integer NOT NULL,
	"dfhocreacion" timestamp with time zone DEFAULT now() NOT NULL,
	"spatentecamion" varchar(10),
	"spatenteacoplado" varchar(10),
	"snombreconductor" varchar(100),
	"spreftelefonoconductor" varchar(5),
	"nnumtelefonoconductor" varchar(15),
	"dfhocierre" timestamp with time zone,
	"sselloseguridad" varchar(50),
	"scomentariodespacho" varchar(2000),
	"dfhodespacho" timestamp with time zone,
	"dfhorecepcion" timestamp with time zone,
	CONSTRAINT "lista_carga_scodlistacarga_unique" UNIQUE("scodlistacarga")
);
--> statement-breakpoint
CREATE TABLE "costo_operacion" (
	"nidcosto" serial PRIMARY KEY NOT NULL,
	"nidoperacion" integer NOT NULL,
	"scodtipocosto" varchar(20) NOT NULL,
	"nmontocosto" bigint NOT NULL,
	"nidproveedor" integer,
	"snumfactura" varchar(20) DEFAULT '' NOT NULL,
	"dfhofactura" date,
	"scodtipoasignacion" varchar(5) DEFAULT 'OPE' NOT NULL,
	"nidra" integer,
	"sindinvolucraventa" char(1) DEFAULT 'N' NOT NULL,
	"nmontoventa" bigint,
	"nidusuario" integer NOT NULL,
	"dfhocreacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operacion" (
	"nidoperacion" serial PRIMARY KEY NOT NULL,
	"sdescripcion" varchar(100) DEFAULT '' NOT NULL,
	"scodbodegaorigen" varchar(10) NOT NULL,
	"scodbodegadestino" varchar(10) NOT NULL,
	"scodigovia" varchar(20) NOT NULL,
	"scodtipoequipo" varchar(20) NOT NULL,
	"scodmodalidadenvio" varchar(20) DEFAULT 'LCL' NOT NULL,
	"nidclientecargafull" integer,
	"srutclientefull" varchar(12) DEFAULT '' NOT NULL,
	"sestado" varchar(10) DEFAULT 'ABIERTA' NOT NULL,
	"nidusuario" integer NOT NULL,
	"dfhocreacion" timestamp with time zone DEFAULT now() NOT NULL,
	"dfhocierre" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lista_carga_bulto" ADD CONSTRAINT "lista_carga_bulto_nidlistacarga_lista_carga_nidlistacarga_fk" FOREIGN KEY ("nidlistacarga") REFERENCES "public"."lista_carga"("nidlistacarga") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_carga_bulto" ADD CONSTRAINT "lista_carga_bulto_niditem_bulto_niditem_fk" FOREIGN KEY ("niditem") REFERENCES "public"."bulto"("niditem") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_carga_bulto" ADD CONSTRAINT "lista_carga_bulto_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_carga_ra" ADD CONSTRAINT "lista_carga_ra_nidlistacarga_lista_carga_nidlistacarga_fk" FOREIGN KEY ("nidlistacarga") REFERENCES "public"."lista_carga"("nidlistacarga") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_carga_ra" ADD CONSTRAINT "lista_carga_ra_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_carga" ADD CONSTRAINT "lista_carga_nidoperacion_operacion_nidoperacion_fk" FOREIGN KEY ("nidoperacion") REFERENCES "public"."operacion"("nidoperacion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_carga" ADD CONSTRAINT "lista_carga_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costo_operacion" ADD CONSTRAINT "costo_operacion_nidoperacion_operacion_nidoperacion_fk" FOREIGN KEY ("nidoperacion") REFERENCES "public"."operacion"("nidoperacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costo_operacion" ADD CONSTRAINT "costo_operacion_nidproveedor_cliente_nidcliente_fk" FOREIGN KEY ("nidproveedor") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costo_operacion" ADD CONSTRAINT "costo_operacion_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costo_operacion" ADD CONSTRAINT "costo_operacion_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operacion" ADD CONSTRAINT "operacion_scodbodegaorigen_bodega_scodbodega_fk" FOREIGN KEY ("scodbodegaorigen") REFERENCES "public"."bodega"("scodbodega") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operacion" ADD CONSTRAINT "operacion_scodbodegadestino_bodega_scodbodega_fk" FOREIGN KEY ("scodbodegadestino") REFERENCES "public"."bodega"("scodbodega") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operacion" ADD CONSTRAINT "operacion_nidclientecargafull_cliente_nidcliente_fk" FOREIGN KEY ("nidclientecargafull") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operacion" ADD CONSTRAINT "operacion_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lista_carga_bulto_item_idx" ON "lista_carga_bulto" USING btree ("niditem");--> statement-breakpoint
CREATE INDEX "lista_carga_ra_ra_idx" ON "lista_carga_ra" USING btree ("nidra");--> statement-breakpoint
CREATE INDEX "lista_carga_operacion_idx" ON "lista_carga" USING btree ("nidoperacion");--> statement-breakpoint
CREATE INDEX "lista_carga_estado_idx" ON "lista_carga" USING btree ("scodestadolista","nidlistacarga");--> statement-breakpoint
CREATE INDEX "costo_operacion_idx" ON "costo_operacion" USING btree ("nidoperacion");--> statement-breakpoint
CREATE INDEX "operacion_bodega_estado_idx" ON "operacion" USING btree ("scodbodegaorigen","sestado","nidoperacion");