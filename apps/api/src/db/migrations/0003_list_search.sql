CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "recepcion_rut_remitente_idx";--> statement-breakpoint
DROP INDEX "recepcion_rut_destinatario_idx";--> statement-breakpoint
DROP INDEX "recepcion_rut_facturar_idx";--> statement-breakpoint
CREATE INDEX "recepcion_nom_remitente_trgm_idx" ON "recepcion" USING gin ("snomremitente" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recepcion_nom_destinatario_trgm_idx" ON "recepcion" USING gin ("snomdestinatario" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recepcion_rut_remitente_idx" ON "recepcion" USING btree ("srutremitente" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "recepcion_rut_destinatario_idx" ON "recepcion" USING btree ("srutdestinatario" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "recepcion_rut_facturar_idx" ON "recepcion" USING btree ("srutfacturar" varchar_pattern_ops);