CREATE OR REPLACE FUNCTION public.gestion_pendiente_cambio(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_pendiente" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "ssintarifa", "ncantidad")
	SELECT o, b, v, "gestion_sin_tarifa"(ra), sum(n)::int FROM (
		SELECT ra, o, b, v, sum(n) n FROM (
			SELECT "nidra" ra, "scodoficinaorigen" o, "scodbodegaorigen" b, "sviadespacho" v, -1 n
			FROM unnest(antes) WHERE "scodestado" IN ({{RA_STATE.BORIG}}, {{RA_STATE.ENLIS}})
			UNION ALL
			SELECT "nidra", "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", 1
			FROM unnest(despues) WHERE "scodestado" IN ({{RA_STATE.BORIG}}, {{RA_STATE.ENLIS}})
		) x GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0
	) cambios
	GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0;
END
$function$
