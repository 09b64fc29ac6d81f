CREATE OR REPLACE FUNCTION public.gestion_ingreso_cambio(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_ingreso" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dfecha", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
	SELECT o, b, v, f, sum(n)::int, sum(u)::int, sum(kg), sum(m3) FROM (
		SELECT "scodoficinaorigen" o, "scodbodegaorigen" b, "sviadespacho" v, ("dfecrecepcion" AT TIME ZONE {{CHILE_TIME_ZONE}})::date f,
			-1 n, -"ncantidadbultos" u, -"npesobrutokg" kg, -"nvolumenm3" m3
		FROM unnest(antes) WHERE "scodestado" NOT IN ({{RA_STATE.ENCREA}}, {{RA_STATE.ANULA}})
		UNION ALL
		SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", ("dfecrecepcion" AT TIME ZONE {{CHILE_TIME_ZONE}})::date,
			1, "ncantidadbultos", "npesobrutokg", "nvolumenm3"
		FROM unnest(despues) WHERE "scodestado" NOT IN ({{RA_STATE.ENCREA}}, {{RA_STATE.ANULA}})
	) cambios
	GROUP BY o, b, v, f
	HAVING sum(n) <> 0 OR sum(u) <> 0 OR sum(kg) <> 0 OR sum(m3) <> 0;
END
$function$
