CREATE OR REPLACE FUNCTION public.gestion_plazo_ra_cambio(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(d."nidra") INTO ras FROM unnest(despues) d JOIN unnest(antes) a ON a."nidra" = d."nidra"
	WHERE a."scodestado" IS DISTINCT FROM d."scodestado" OR a."dfecrecepcion" IS DISTINCT FROM d."dfecrecepcion"
		OR a."scodoficinaorigen" IS DISTINCT FROM d."scodoficinaorigen" OR a."scodbodegaorigen" IS DISTINCT FROM d."scodbodegaorigen"
		OR a."scodoficinadestino" IS DISTINCT FROM d."scodoficinadestino" OR a."sviadespacho" IS DISTINCT FROM d."sviadespacho";
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
END
$function$
