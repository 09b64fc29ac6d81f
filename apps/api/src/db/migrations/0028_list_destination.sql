ALTER TABLE "lista_carga" ADD COLUMN "scodbodegadestino" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
-- ---- A load list carries its operation's destination warehouse, so that 'Recibir' pages and counts a
-- warehouse's lists on one index of this table instead of walking its operations (issue 15). The rule is
-- here, once: whatever an insert gives (the schema's '' default, or anything else), the list takes its
-- operation's destination, and it follows the operation's if that ever changes.
UPDATE "lista_carga" l SET "scodbodegadestino" = o."scodbodegadestino"
	FROM "operacion" o WHERE o."nidoperacion" = l."nidoperacion";--> statement-breakpoint
CREATE FUNCTION "lista_carga_bodega_destino"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT o."scodbodegadestino" INTO NEW."scodbodegadestino" FROM "operacion" o WHERE o."nidoperacion" = NEW."nidoperacion";
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "lista_carga_bodega_destino" BEFORE INSERT OR UPDATE OF "nidoperacion", "scodbodegadestino" ON "lista_carga"
	FOR EACH ROW EXECUTE FUNCTION "lista_carga_bodega_destino"();--> statement-breakpoint
CREATE FUNCTION "operacion_bodega_destino_listas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "lista_carga" SET "scodbodegadestino" = NEW."scodbodegadestino" WHERE "nidoperacion" = NEW."nidoperacion";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "operacion_bodega_destino_listas" AFTER UPDATE OF "scodbodegadestino" ON "operacion"
	FOR EACH ROW WHEN (OLD."scodbodegadestino" IS DISTINCT FROM NEW."scodbodegadestino")
	EXECUTE FUNCTION "operacion_bodega_destino_listas"();--> statement-breakpoint
CREATE INDEX "lista_carga_bodega_destino_idx" ON "lista_carga" USING btree ("scodbodegadestino","nidlistacarga");
