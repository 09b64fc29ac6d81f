CREATE OR REPLACE FUNCTION public.lista_carga_totales_bulto(antes lista_carga_bulto[], despues lista_carga_bulto[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	-- Lines added (+) and removed (-), an updated line being both: one row of moves per list, never the list's row.
	INSERT INTO "lista_carga_total" ("nidlistacarga", "ntotalbultos", "ntotalpesokg", "ntotalvolumenm3")
	SELECT x."nidlistacarga", sum(x.s * x."ncantidadingresada")::int, sum(x.s * x."ncantidadingresada" * b."npesobultokg"),
		sum(x.s * x."ncantidadingresada" * b."nvolumenbultom3")
	FROM (
		(SELECT "nidlistacarga", "niditem", "ncantidadingresada", -1 s FROM unnest(antes)
		 EXCEPT ALL SELECT "nidlistacarga", "niditem", "ncantidadingresada", -1 FROM unnest(despues))
		UNION ALL
		(SELECT "nidlistacarga", "niditem", "ncantidadingresada", 1 s FROM unnest(despues)
		 EXCEPT ALL SELECT "nidlistacarga", "niditem", "ncantidadingresada", 1 FROM unnest(antes))
	) x JOIN "bulto" b ON b."niditem" = x."niditem"
	GROUP BY 1
	HAVING sum(x.s * x."ncantidadingresada") <> 0 OR sum(x.s * x."ncantidadingresada" * b."npesobultokg") <> 0
		OR sum(x.s * x."ncantidadingresada" * b."nvolumenbultom3") <> 0;
END
$function$
