CREATE OR REPLACE FUNCTION public.gestion_plazo_refrescar(ras integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_plazo_hora" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "dmes", "setapa", "nhoras", "ncantidad")
	SELECT o, b, d, v, date_trunc('month', f AT TIME ZONE {{CHILE_TIME_ZONE}})::date, s, h, sum(n)::int FROM (
		SELECT p."scodoficinaorigen" o, p."scodbodegaorigen" b, p."scodoficinadestino" d, p."sviadespacho" v, p."dfecrecepcion" f, p."setapa" s, p."nhoras" h, -1 n
		FROM "gestion_plazo_ra" p WHERE p."nidra" = ANY(ras)
		UNION ALL
		SELECT g."scodoficinaorigen", g."scodbodegaorigen", g."scodoficinadestino", g."sviadespacho", g."dfecrecepcion", g."setapa", g."nhoras", 1
		FROM "gestion_plazo_de"(ras) g
	) cambios
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	HAVING sum(n) <> 0;
	DELETE FROM "gestion_plazo_ra" WHERE "nidra" = ANY(ras);
	INSERT INTO "gestion_plazo_ra" SELECT * FROM "gestion_plazo_de"(ras);
END
$function$
