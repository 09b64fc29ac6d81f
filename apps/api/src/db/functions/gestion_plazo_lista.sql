CREATE OR REPLACE FUNCTION public.gestion_plazo_lista(antes lista_carga[], despues lista_carga[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(DISTINCT lr."nidra") INTO ras FROM unnest(despues) d JOIN unnest(antes) a ON a."nidlistacarga" = d."nidlistacarga"
	JOIN "lista_carga_ra" lr ON lr."nidlistacarga" = d."nidlistacarga"
	WHERE a."dfhodespacho" IS DISTINCT FROM d."dfhodespacho" OR a."dfhorecepcion" IS DISTINCT FROM d."dfhorecepcion";
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
END
$function$
