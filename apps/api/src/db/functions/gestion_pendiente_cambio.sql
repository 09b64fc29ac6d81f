CREATE OR REPLACE FUNCTION public.gestion_pendiente_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_pendiente" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "ssintarifa", "ncantidad")
	SELECT o, b, v, "gestion_sin_tarifa"(ra), sum(n)::int FROM (
		SELECT ra, o, b, v, sum(n) n FROM (
			SELECT "nidra" ra, "scodoficinaorigen" o, "scodbodegaorigen" b, "sviadespacho" v, -1 n
			FROM antes WHERE "scodestado" IN ({{RA_STATE.BORIG}}, {{RA_STATE.ENLIS}})
			UNION ALL
			SELECT "nidra", "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", 1
			FROM despues WHERE "scodestado" IN ({{RA_STATE.BORIG}}, {{RA_STATE.ENLIS}})
		) x GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0
	) cambios
	GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0;
	RETURN NULL;
END
$function$
