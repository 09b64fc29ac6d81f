DROP INDEX "recepcion_nom_remitente_trgm_idx";--> statement-breakpoint
DROP INDEX "recepcion_nom_destinatario_trgm_idx";--> statement-breakpoint
CREATE INDEX "recepcion_nom_remitente_palabras_idx" ON "recepcion" USING gin (to_tsvector('simple', "snomremitente"));--> statement-breakpoint
CREATE INDEX "recepcion_nom_destinatario_palabras_idx" ON "recepcion" USING gin (to_tsvector('simple', "snomdestinatario"));