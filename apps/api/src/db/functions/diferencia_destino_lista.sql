CREATE OR REPLACE FUNCTION public.diferencia_destino_lista(antes lista_carga[], despues lista_carga[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	SELECT array_agg(d."nidlistacarga") INTO listas FROM unnest(despues) d JOIN unnest(antes) a ON a."nidlistacarga" = d."nidlistacarga"
	WHERE a."scodestadolista" IS DISTINCT FROM d."scodestadolista" OR a."dfhorecepcion" IS DISTINCT FROM d."dfhorecepcion";
	IF listas IS NOT NULL THEN
		PERFORM "diferencia_destino_refrescar"(listas);
	END IF;
END
$function$
