DROP INDEX "recepcion_rut_remitente_idx";--> statement-breakpoint
DROP INDEX "recepcion_rut_destinatario_idx";--> statement-breakpoint
DROP INDEX "recepcion_rut_facturar_idx";--> statement-breakpoint
CREATE INDEX "recepcion_rut_remitente_ra_idx" ON "recepcion" USING btree ("srutremitente" varchar_pattern_ops,"nidra");--> statement-breakpoint
CREATE INDEX "recepcion_rut_destinatario_ra_idx" ON "recepcion" USING btree ("srutdestinatario" varchar_pattern_ops,"nidra");--> statement-breakpoint
CREATE INDEX "recepcion_rut_facturar_ra_idx" ON "recepcion" USING btree ("srutfacturar" varchar_pattern_ops,"nidra");--> statement-breakpoint
-- A RUT prefix of one client ('10004242') was estimated at thousands of RAs from the default statistics,
-- so PostgreSQL walked every RA newest first looking for ten that never came (2.8 s under load when the
-- client ships from another office). A finer histogram of the RUT columns estimates such a prefix at tens.
ALTER TABLE "recepcion" ALTER COLUMN "srutremitente" SET STATISTICS 1000, ALTER COLUMN "srutdestinatario" SET STATISTICS 1000, ALTER COLUMN "srutfacturar" SET STATISTICS 1000;
--> statement-breakpoint
ANALYZE "recepcion" ("srutremitente", "srutdestinatario", "srutfacturar");
