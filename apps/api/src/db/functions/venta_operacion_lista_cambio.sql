CREATE OR REPLACE FUNCTION public.venta_operacion_lista_cambio(antes lista_carga[], despues lista_carga[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
	ops integer[];
BEGIN
	SELECT array_agg(a."nidlistacarga"), array_agg(a."nidoperacion") || array_agg(d."nidoperacion") INTO listas, ops
	FROM unnest(antes) a JOIN unnest(despues) d ON d."nidlistacarga" = a."nidlistacarga"
	WHERE a."nidoperacion" IS DISTINCT FROM d."nidoperacion" OR a."dfhodespacho" IS DISTINCT FROM d."dfhodespacho";
	IF listas IS NOT NULL THEN
		PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT b."nidra" FROM "lista_carga_bulto" b WHERE b."nidlistacarga" = ANY(listas)), listas, ops);
	END IF;
END
$function$
