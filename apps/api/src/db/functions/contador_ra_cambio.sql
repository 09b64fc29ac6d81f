CREATE OR REPLACE FUNCTION public.contador_ra_cambio(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "contador_ra" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", "ncantidad")
	SELECT o, bo, d, bd, e, sum(n)::int FROM (
		SELECT "scodoficinaorigen" o, "scodbodegaorigen" bo, "scodoficinadestino" d, "scodbodegadestino" bd, "scodestado" e, -1 n FROM unnest(antes)
		UNION ALL
		SELECT "scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", 1 FROM unnest(despues)
	) cambios
	GROUP BY o, bo, d, bd, e
	HAVING sum(n) <> 0;
END
$function$
