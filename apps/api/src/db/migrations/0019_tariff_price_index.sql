DROP INDEX "precio_ra_sin_tarifa_idx";--> statement-breakpoint
CREATE INDEX "precio_ra_tarifa_idx" ON "precio_ra" USING btree ("nidra") WHERE "precio_ra"."scodmotivo" = 'TARIFA';