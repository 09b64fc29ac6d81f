CREATE OR REPLACE FUNCTION public.venta_operacion_costo_cambio(antes costo_operacion[], despues costo_operacion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT "nidoperacion" FROM unnest(antes) UNION SELECT "nidoperacion" FROM unnest(despues)));
END
$function$
