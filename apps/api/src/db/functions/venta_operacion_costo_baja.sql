CREATE OR REPLACE FUNCTION public.venta_operacion_costo_baja(antes costo_operacion[], despues costo_operacion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT DISTINCT "nidoperacion" FROM unnest(antes)));
END
$function$
