CREATE TABLE "evento_custodia" (
	"nidevento" bigserial PRIMARY KEY NOT NULL,
	"sclave" varchar(64),
	"nidunidad" integer,
	"nidra" integer,
	"scodigo" varchar(60) NOT NULL,
	"stipoevento" varchar(10) NOT NULL,
	"sanomalia" varchar(20),
	"smensaje" varchar(300) NOT NULL,
	"sorigen" varchar(10) NOT NULL,
	"nidlistacarga" integer,
	"scodlugar" varchar(10) NOT NULL,
	"nidusuario" integer NOT NULL,
	"sdispositivo" varchar(100) DEFAULT '' NOT NULL,
	"dfecha" timestamp with time zone DEFAULT now() NOT NULL,
	"dfechadispositivo" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "unidad" (
	"nidunidad" serial PRIMARY KEY NOT NULL,
	"nidra" integer NOT NULL,
	"niditem" integer NOT NULL,
	"nnumero" integer NOT NULL,
	"ntotal" integer NOT NULL,
	"scodigo" varchar(60) NOT NULL,
	"sestado" varchar(10) DEFAULT 'BODEGA' NOT NULL,
	"nidlistacarga" integer,
	"dfecmodificacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evento_custodia" ADD CONSTRAINT "evento_custodia_nidunidad_unidad_nidunidad_fk" FOREIGN KEY ("nidunidad") REFERENCES "public"."unidad"("nidunidad") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_custodia" ADD CONSTRAINT "evento_custodia_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_custodia" ADD CONSTRAINT "evento_custodia_nidlistacarga_lista_carga_nidlistacarga_fk" FOREIGN KEY ("nidlistacarga") REFERENCES "public"."lista_carga"("nidlistacarga") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_custodia" ADD CONSTRAINT "evento_custodia_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidad" ADD CONSTRAINT "unidad_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidad" ADD CONSTRAINT "unidad_niditem_bulto_niditem_fk" FOREIGN KEY ("niditem") REFERENCES "public"."bulto"("niditem") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidad" ADD CONSTRAINT "unidad_nidlistacarga_lista_carga_nidlistacarga_fk" FOREIGN KEY ("nidlistacarga") REFERENCES "public"."lista_carga"("nidlistacarga") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evento_custodia_clave_idx" ON "evento_custodia" USING btree ("sclave");--> statement-breakpoint
CREATE INDEX "evento_custodia_unidad_idx" ON "evento_custodia" USING btree ("nidunidad","nidevento");--> statement-breakpoint
CREATE INDEX "evento_custodia_ra_idx" ON "evento_custodia" USING btree ("nidra","nidevento");--> statement-breakpoint
CREATE INDEX "evento_custodia_lista_idx" ON "evento_custodia" USING btree ("nidlistacarga","nidevento");--> statement-breakpoint
CREATE UNIQUE INDEX "unidad_codigo_idx" ON "unidad" USING btree ("scodigo");--> statement-breakpoint
CREATE INDEX "unidad_ra_idx" ON "unidad" USING btree ("nidra","nnumero");--> statement-breakpoint
CREATE INDEX "unidad_item_idx" ON "unidad" USING btree ("niditem","nnumero");--> statement-breakpoint
CREATE INDEX "unidad_lista_idx" ON "unidad" USING btree ("nidlistacarga");