ALTER TABLE "operacion" ADD COLUMN "ncostototal" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- ---- Each operation keeps the sum of its costs (issue 15): Gestión's 'Ventas' reads two years of
-- operations, and summing each one's costs there was most of its time. Statement triggers over the
-- transition tables add what a statement inserted and take what it deleted (an update is both, so a cost
-- moved to another operation moves its amount), in the statement's own transaction.
UPDATE "operacion" o SET "ncostototal" = c.total
	FROM (SELECT "nidoperacion", sum("nmontocosto") total FROM "costo_operacion" GROUP BY 1) c
	WHERE o."nidoperacion" = c."nidoperacion";--> statement-breakpoint
CREATE FUNCTION "operacion_costo_total"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "operacion" o SET "ncostototal" = o."ncostototal" + d.total
		FROM (SELECT "nidoperacion", sum("nmontocosto") total FROM despues GROUP BY 1) d
		WHERE o."nidoperacion" = d."nidoperacion";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "operacion" o SET "ncostototal" = o."ncostototal" - a.total
		FROM (SELECT "nidoperacion", sum("nmontocosto") total FROM antes GROUP BY 1) a
		WHERE o."nidoperacion" = a."nidoperacion";
	ELSE
		UPDATE "operacion" o SET "ncostototal" = o."ncostototal" + x.total
		FROM (
			SELECT "nidoperacion", sum(monto) total FROM (
				SELECT "nidoperacion", "nmontocosto" monto FROM despues
				UNION ALL SELECT "nidoperacion", -"nmontocosto" FROM antes
			) m GROUP BY 1 HAVING sum(monto) <> 0
		) x
		WHERE o."nidoperacion" = x."nidoperacion";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "costo_operacion_total_alta" AFTER INSERT ON "costo_operacion" REFERENCING NEW TABLE AS despues
	FOR EACH STATEMENT EXECUTE FUNCTION "operacion_costo_total"();--> statement-breakpoint
CREATE TRIGGER "costo_operacion_total_cambio" AFTER UPDATE ON "costo_operacion" REFERENCING OLD TABLE AS antes NEW TABLE AS despues
	FOR EACH STATEMENT EXECUTE FUNCTION "operacion_costo_total"();--> statement-breakpoint
CREATE TRIGGER "costo_operacion_total_baja" AFTER DELETE ON "costo_operacion" REFERENCING OLD TABLE AS antes
	FOR EACH STATEMENT EXECUTE FUNCTION "operacion_costo_total"();
