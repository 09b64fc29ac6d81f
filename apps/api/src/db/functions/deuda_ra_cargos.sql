CREATE OR REPLACE FUNCTION public.deuda_ra_cargos(antes deuda_ra[], despues deuda_ra[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
-- What each client was charged per Chile day (cargo_cliente_dia: how many RAs, their amount), moved by the
-- rows a statement changed: each old row taken away, each new row added, as deltas in key order.
BEGIN
	INSERT INTO "cargo_cliente_dia" ("nidcliente", "dia", "ncantidad", "nmonto")
	SELECT c."nidcliente", (c."dfecdeuda" AT TIME ZONE {{CHILE_TIME_ZONE}})::date, sum(c.n)::int, sum(c.n * c."nmonto")
	FROM (
		SELECT "nidcliente", "dfecdeuda", "nmonto", -1 AS n FROM unnest(antes)
		UNION ALL
		SELECT "nidcliente", "dfecdeuda", "nmonto", 1 FROM unnest(despues)
	) c
	GROUP BY 1, 2 HAVING sum(c.n) <> 0 OR sum(c.n * c."nmonto") <> 0 ORDER BY 1, 2
	ON CONFLICT ("nidcliente", "dia") DO UPDATE SET "ncantidad" = "cargo_cliente_dia"."ncantidad" + excluded."ncantidad",
		"nmonto" = "cargo_cliente_dia"."nmonto" + excluded."nmonto";
END
$function$
