ALTER TABLE "operacion" ADD COLUMN "nventa" double precision;--> statement-breakpoint
ALTER TABLE "operacion" ADD COLUMN "nventaversion" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The stored sale of an operation is cleared, and its version moved, in the transaction of every change
-- it depends on: the units its lists carry of each RA (an RA's price is split across all its lists, so a
-- change on one list moves the shares on the others), the lists' operation and dispatch time (the order
-- of the split), the RAs' stored prices, and the operation's costs. The version always moves, also when
-- the sale is already cleared: a reader computing it meanwhile must not store what it read before.
CREATE FUNCTION "venta_operacion_invalidar"(ras integer[], listas integer[], ops integer[]) RETURNS void LANGUAGE sql AS $$
	UPDATE "operacion" SET "nventa" = NULL, "nventaversion" = "nventaversion" + 1
	WHERE "nidoperacion" IN (
		SELECT unnest(ops)
		UNION
		SELECT lc."nidoperacion" FROM "lista_carga" lc WHERE lc."nidlistacarga" = ANY(listas)
		UNION
		SELECT lc."nidoperacion" FROM "lista_carga_bulto" b JOIN "lista_carga" lc ON lc."nidlistacarga" = b."nidlistacarga"
		WHERE b."nidra" = ANY(ras)
	);
$$;
--> statement-breakpoint
CREATE FUNCTION "venta_operacion_bulto_alta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM despues), ARRAY(SELECT DISTINCT "nidlistacarga" FROM despues), '{}');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "venta_operacion_bulto_baja"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM antes), ARRAY(SELECT DISTINCT "nidlistacarga" FROM antes), '{}');
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Counts typed or scanned at the destination do not move the sale: only the lines whose list, RA or
-- units loaded changed.
CREATE FUNCTION "venta_operacion_bulto_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ras integer[];
	listas integer[];
BEGIN
	SELECT array_agg(DISTINCT c."nidra"), array_agg(DISTINCT c."nidlistacarga") INTO ras, listas FROM (
		(SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM antes
		 EXCEPT SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM despues)
		UNION ALL
		(SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM despues
		 EXCEPT SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM antes)
	) c;
	IF ras IS NOT NULL THEN
		PERFORM "venta_operacion_invalidar"(ras, listas, '{}');
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lista_carga_bulto_venta_alta" AFTER INSERT ON "lista_carga_bulto" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "venta_operacion_bulto_alta"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_bulto_venta_cambio" AFTER UPDATE ON "lista_carga_bulto" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "venta_operacion_bulto_cambio"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_bulto_venta_baja" AFTER DELETE ON "lista_carga_bulto" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "venta_operacion_bulto_baja"();
--> statement-breakpoint
-- A list moved to another operation, dispatched (the split's order) or deleted.
CREATE FUNCTION "venta_operacion_lista_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	listas integer[];
	ops integer[];
BEGIN
	SELECT array_agg(a."nidlistacarga"), array_agg(a."nidoperacion") || array_agg(d."nidoperacion") INTO listas, ops
	FROM antes a JOIN despues d ON d."nidlistacarga" = a."nidlistacarga"
	WHERE a."nidoperacion" IS DISTINCT FROM d."nidoperacion" OR a."dfhodespacho" IS DISTINCT FROM d."dfhodespacho";
	IF listas IS NOT NULL THEN
		PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT b."nidra" FROM "lista_carga_bulto" b WHERE b."nidlistacarga" = ANY(listas)), listas, ops);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "venta_operacion_lista_baja"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT DISTINCT "nidoperacion" FROM antes));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lista_carga_venta_cambio" AFTER UPDATE ON "lista_carga" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "venta_operacion_lista_cambio"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_venta_baja" AFTER DELETE ON "lista_carga" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "venta_operacion_lista_baja"();
--> statement-breakpoint
-- A stored price written, replaced or removed: the operations whose lists carry the RA.
CREATE FUNCTION "venta_operacion_precio_alta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM despues), '{}', '{}');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "venta_operacion_precio_baja"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM antes), '{}', '{}');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "precio_ra_venta_alta" AFTER INSERT ON "precio_ra" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "venta_operacion_precio_alta"();
--> statement-breakpoint
CREATE TRIGGER "precio_ra_venta_cambio" AFTER UPDATE ON "precio_ra" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "venta_operacion_precio_alta"();
--> statement-breakpoint
CREATE TRIGGER "precio_ra_venta_baja" AFTER DELETE ON "precio_ra" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "venta_operacion_precio_baja"();
--> statement-breakpoint
-- A cost added, edited (also moved to another operation or RA) or removed.
CREATE FUNCTION "venta_operacion_costo_alta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT DISTINCT "nidoperacion" FROM despues));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "venta_operacion_costo_baja"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT DISTINCT "nidoperacion" FROM antes));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "venta_operacion_costo_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT "nidoperacion" FROM antes UNION SELECT "nidoperacion" FROM despues));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "costo_operacion_venta_alta" AFTER INSERT ON "costo_operacion" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "venta_operacion_costo_alta"();
--> statement-breakpoint
CREATE TRIGGER "costo_operacion_venta_cambio" AFTER UPDATE ON "costo_operacion" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "venta_operacion_costo_cambio"();
--> statement-breakpoint
CREATE TRIGGER "costo_operacion_venta_baja" AFTER DELETE ON "costo_operacion" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "venta_operacion_costo_baja"();
