CREATE OR REPLACE FUNCTION public.gestion_diferencia_refrescar(listas integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_diferencia_mes" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "dmes", "nmovidas", "nfaltantes", "ndanadas")
	SELECT o, b, d, v, m, sum(mv)::int, sum(f)::int, sum(dn)::int FROM (
		SELECT g."scodoficinaorigen" o, g."scodbodegaorigen" b, g."scodoficinadestino" d, g."sviadespacho" v, g."dmes" m,
			-g."nmovidas" mv, -g."nfaltantes" f, -g."ndanadas" dn
		FROM "gestion_diferencia" g WHERE g."nidlistacarga" = ANY(listas)
		UNION ALL
		SELECT n."scodoficinaorigen", n."scodbodegaorigen", n."scodoficinadestino", n."sviadespacho", n."dmes", n."nmovidas", n."nfaltantes", n."ndanadas"
		FROM "gestion_diferencia_de"(listas) n
	) cambios
	GROUP BY 1, 2, 3, 4, 5
	HAVING sum(mv) <> 0 OR sum(f) <> 0 OR sum(dn) <> 0;
	DELETE FROM "gestion_diferencia" WHERE "nidlistacarga" = ANY(listas);
	INSERT INTO "gestion_diferencia" SELECT * FROM "gestion_diferencia_de"(listas);
END
$function$
