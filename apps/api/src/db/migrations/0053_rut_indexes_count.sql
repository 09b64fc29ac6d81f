DROP INDEX "recepcion_rut_destinatario_ra_idx";--> statement-breakpoint
DROP INDEX "recepcion_rut_facturar_ra_idx";--> statement-breakpoint
CREATE INDEX "recepcion_rut_destinatario_ra_idx" ON "recepcion" USING btree ("srutdestinatario" varchar_pattern_ops,"nidra","srutremitente");--> statement-breakpoint
CREATE INDEX "recepcion_rut_facturar_ra_idx" ON "recepcion" USING btree ("srutfacturar" varchar_pattern_ops,"nidra","srutremitente","srutdestinatario");