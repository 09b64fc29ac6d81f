CREATE OR REPLACE FUNCTION public.gestion_pendiente_baja(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_pendiente" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "ssintarifa", "ncantidad")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "gestion_sin_tarifa"("nidra"), -count(*)::int
	FROM unnest(antes) WHERE "scodestado" IN ({{RA_STATE.BORIG}}, {{RA_STATE.ENLIS}}) GROUP BY 1, 2, 3, 4;
END
$function$
