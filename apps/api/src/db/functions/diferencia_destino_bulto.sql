CREATE OR REPLACE FUNCTION public.diferencia_destino_bulto(antes lista_carga_bulto[], despues lista_carga_bulto[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	SELECT array_agg(DISTINCT d."nidlistacarga") INTO listas FROM unnest(despues) d
	JOIN "lista_carga" l ON l."nidlistacarga" = d."nidlistacarga" WHERE l."scodestadolista" = {{LIST_STATE.RECEP}};
	IF listas IS NOT NULL THEN
		PERFORM "diferencia_destino_refrescar"(listas);
	END IF;
END
$function$
