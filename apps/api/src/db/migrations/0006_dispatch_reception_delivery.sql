CREATE TABLE "entrega" (
	"nidra" integer PRIMARY KEY NOT NULL,
	"scodbodega" varchar(10) NOT NULL,
	"snombreretira" varchar(100) NOT NULL,
	"srutretira" varchar(12) NOT NULL,
	"dfhoentrega" timestamp with time zone NOT NULL,
	"nidadjunto" integer,
	"nidusuario" integer NOT NULL,
	"dfhoregistro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entrega" ADD CONSTRAINT "entrega_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrega" ADD CONSTRAINT "entrega_scodbodega_bodega_scodbodega_fk" FOREIGN KEY ("scodbodega") REFERENCES "public"."bodega"("scodbodega") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrega" ADD CONSTRAINT "entrega_nidadjunto_adjunto_nidadjunto_fk" FOREIGN KEY ("nidadjunto") REFERENCES "public"."adjunto"("nidadjunto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrega" ADD CONSTRAINT "entrega_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entrega_bodega_fecha_idx" ON "entrega" USING btree ("scodbodega","dfhoentrega");--> statement-breakpoint
CREATE INDEX "lista_carga_bulto_ra_idx" ON "lista_carga_bulto" USING btree ("nidra");--> statement-breakpoint
CREATE INDEX "lista_carga_bulto_diferencia_idx" ON "lista_carga_bulto" USING btree (greatest("ncantidadingresada" - "ncantidadrecibida", "ncantidaddanada"));--> statement-breakpoint
CREATE INDEX "lista_carga_recepcion_idx" ON "lista_carga" USING btree ("scodestadolista","dfhorecepcion");--> statement-breakpoint
CREATE INDEX "operacion_bodega_destino_idx" ON "operacion" USING btree ("scodbodegadestino","nidoperacion");--> statement-breakpoint
CREATE INDEX "recepcion_oficina_destino_estado_idx" ON "recepcion" USING btree ("scodoficinadestino","scodestado");