CREATE OR REPLACE FUNCTION public.gestion_ingreso_alta(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_ingreso" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dfecha", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", ("dfecrecepcion" AT TIME ZONE {{CHILE_TIME_ZONE}})::date,
		count(*)::int, sum("ncantidadbultos")::int, sum("npesobrutokg"), sum("nvolumenm3")
	FROM unnest(despues) WHERE "scodestado" NOT IN ({{RA_STATE.ENCREA}}, {{RA_STATE.ANULA}}) GROUP BY 1, 2, 3, 4;
END
$function$
