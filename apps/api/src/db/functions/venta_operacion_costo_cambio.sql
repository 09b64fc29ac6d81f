CREATE OR REPLACE FUNCTION public.venta_operacion_costo_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT "nidoperacion" FROM antes UNION SELECT "nidoperacion" FROM despues));
	RETURN NULL;
END
$function$
