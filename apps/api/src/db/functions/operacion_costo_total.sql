CREATE OR REPLACE FUNCTION public.operacion_costo_total()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$
