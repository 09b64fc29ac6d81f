CREATE OR REPLACE FUNCTION public.lista_carga_totales_bulto(antes lista_carga_bulto[], despues lista_carga_bulto[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF antes IS NULL THEN
		UPDATE "lista_carga" l
		SET "ntotalbultos" = l."ntotalbultos" + d.u, "ntotalpesokg" = l."ntotalpesokg" + d.w, "ntotalvolumenm3" = l."ntotalvolumenm3" + d.v
		FROM (
			SELECT x."nidlistacarga", sum(x."ncantidadingresada")::int u, sum(x."ncantidadingresada" * b."npesobultokg") w,
				sum(x."ncantidadingresada" * b."nvolumenbultom3") v
			FROM unnest(despues) x JOIN "bulto" b ON b."niditem" = x."niditem" GROUP BY 1
		) d
		WHERE l."nidlistacarga" = d."nidlistacarga";
	ELSIF despues IS NULL THEN
		UPDATE "lista_carga" l
		SET "ntotalbultos" = l."ntotalbultos" - d.u, "ntotalpesokg" = l."ntotalpesokg" - d.w, "ntotalvolumenm3" = l."ntotalvolumenm3" - d.v
		FROM (
			SELECT x."nidlistacarga", sum(x."ncantidadingresada")::int u, sum(x."ncantidadingresada" * b."npesobultokg") w,
				sum(x."ncantidadingresada" * b."nvolumenbultom3") v
			FROM unnest(antes) x JOIN "bulto" b ON b."niditem" = x."niditem" GROUP BY 1
		) d
		WHERE l."nidlistacarga" = d."nidlistacarga";
	ELSE
		UPDATE "lista_carga" l
		SET "ntotalbultos" = l."ntotalbultos" + d.u, "ntotalpesokg" = l."ntotalpesokg" + d.w, "ntotalvolumenm3" = l."ntotalvolumenm3" + d.v
		FROM (
			SELECT x."nidlistacarga", sum(x.s * x."ncantidadingresada")::int u, sum(x.s * x."ncantidadingresada" * b."npesobultokg") w,
				sum(x.s * x."ncantidadingresada" * b."nvolumenbultom3") v
			FROM (
				(SELECT "nidlistacarga", "niditem", "ncantidadingresada", -1 s FROM unnest(antes)
				 EXCEPT ALL SELECT "nidlistacarga", "niditem", "ncantidadingresada", -1 FROM unnest(despues))
				UNION ALL
				(SELECT "nidlistacarga", "niditem", "ncantidadingresada", 1 s FROM unnest(despues)
				 EXCEPT ALL SELECT "nidlistacarga", "niditem", "ncantidadingresada", 1 FROM unnest(antes))
			) x JOIN "bulto" b ON b."niditem" = x."niditem" GROUP BY 1
		) d
		WHERE l."nidlistacarga" = d."nidlistacarga" AND (d.u <> 0 OR d.w <> 0 OR d.v <> 0);
	END IF;
END
$function$
