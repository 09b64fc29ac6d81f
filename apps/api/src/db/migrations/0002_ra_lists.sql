ALTER TABLE "recepcion" ADD COLUMN "dfecingresobodega" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "recepcion_oficina_ra_idx" ON "recepcion" USING btree ("scodoficinaorigen","nidra");--> statement-breakpoint
CREATE INDEX "recepcion_oficina_fecha_idx" ON "recepcion" USING btree ("scodoficinaorigen","dfecrecepcion");--> statement-breakpoint
CREATE INDEX "recepcion_bodega_origen_estado_idx" ON "recepcion" USING btree ("scodbodegaorigen","scodestado","nidra");--> statement-breakpoint
CREATE INDEX "recepcion_bodega_destino_estado_idx" ON "recepcion" USING btree ("scodbodegadestino","scodestado","nidra");--> statement-breakpoint
CREATE INDEX "recepcion_bodega_ingreso_idx" ON "recepcion" USING btree ("scodbodegaorigen","dfecingresobodega");