CREATE OR REPLACE FUNCTION public.gestion_diferencia_de(listas integer[])
 RETURNS TABLE(nidlistacarga integer, scodoficinaorigen character varying, scodbodegaorigen character varying, scodoficinadestino character varying, sviadespacho character varying, dmes date, nmovidas integer, nfaltantes integer, ndanadas integer)
 LANGUAGE sql
 STABLE
AS $function$
	SELECT b."nidlistacarga", r."scodoficinaorigen", coalesce(r."scodbodegaorigen", ''), coalesce(r."scodoficinadestino", ''), r."sviadespacho",
		date_trunc('month', l."dfhorecepcion" AT TIME ZONE {{CHILE_TIME_ZONE}})::date,
		sum(b."ncantidadingresada")::int,
		sum(greatest(b."ncantidadingresada" - coalesce(b."ncantidadrecibida", b."ncantidadingresada"), 0))::int,
		sum(coalesce(b."ncantidaddanada", 0))::int
	FROM "lista_carga_bulto" b
	JOIN "lista_carga" l ON l."nidlistacarga" = b."nidlistacarga"
	JOIN "recepcion" r ON r."nidra" = b."nidra"
	WHERE b."nidlistacarga" = ANY(listas) AND l."scodestadolista" = {{LIST_STATE.RECEP}} AND l."dfhorecepcion" IS NOT NULL
	GROUP BY 1, 2, 3, 4, 5, 6;
$function$
