CREATE OR REPLACE FUNCTION public.gestion_diferencia_ra(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	SELECT array_agg(DISTINCT b."nidlistacarga") INTO listas FROM unnest(despues) d JOIN unnest(antes) a ON a."nidra" = d."nidra"
	JOIN "lista_carga_bulto" b ON b."nidra" = d."nidra"
	JOIN "lista_carga" l ON l."nidlistacarga" = b."nidlistacarga" AND l."scodestadolista" = {{LIST_STATE.RECEP}}
	WHERE a."scodoficinaorigen" IS DISTINCT FROM d."scodoficinaorigen" OR a."scodbodegaorigen" IS DISTINCT FROM d."scodbodegaorigen"
		OR a."scodoficinadestino" IS DISTINCT FROM d."scodoficinadestino" OR a."sviadespacho" IS DISTINCT FROM d."sviadespacho";
	IF listas IS NOT NULL THEN
		PERFORM "gestion_diferencia_refrescar"(listas);
	END IF;
END
$function$
