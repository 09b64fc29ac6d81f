CREATE OR REPLACE FUNCTION public.operacion_costo_total(antes costo_operacion[], despues costo_operacion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF antes IS NULL THEN
		UPDATE "operacion" o SET "ncostototal" = o."ncostototal" + d.total
		FROM (SELECT "nidoperacion", sum("nmontocosto") total FROM unnest(despues) GROUP BY 1) d
		WHERE o."nidoperacion" = d."nidoperacion";
	ELSIF despues IS NULL THEN
		UPDATE "operacion" o SET "ncostototal" = o."ncostototal" - a.total
		FROM (SELECT "nidoperacion", sum("nmontocosto") total FROM unnest(antes) GROUP BY 1) a
		WHERE o."nidoperacion" = a."nidoperacion";
	ELSE
		UPDATE "operacion" o SET "ncostototal" = o."ncostototal" + x.total
		FROM (
			SELECT "nidoperacion", sum(monto) total FROM (
				SELECT "nidoperacion", "nmontocosto" monto FROM unnest(despues)
				UNION ALL SELECT "nidoperacion", -"nmontocosto" FROM unnest(antes)
			) m GROUP BY 1 HAVING sum(monto) <> 0
		) x
		WHERE o."nidoperacion" = x."nidoperacion";
	END IF;
END $function$
