CREATE OR REPLACE FUNCTION public.gestion_diferencia_bulto(antes lista_carga_bulto[], despues lista_carga_bulto[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	IF despues IS NULL THEN
		SELECT array_agg(DISTINCT a."nidlistacarga") INTO listas FROM unnest(antes) a
		WHERE EXISTS (SELECT 1 FROM "gestion_diferencia" g WHERE g."nidlistacarga" = a."nidlistacarga");
	ELSE
		SELECT array_agg(DISTINCT d."nidlistacarga") INTO listas FROM unnest(despues) d
		JOIN "lista_carga" l ON l."nidlistacarga" = d."nidlistacarga" WHERE l."scodestadolista" = {{LIST_STATE.RECEP}};
	END IF;
	IF listas IS NOT NULL THEN
		PERFORM "gestion_diferencia_refrescar"(listas);
	END IF;
END
$function$
