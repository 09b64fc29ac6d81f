CREATE OR REPLACE FUNCTION public.venta_operacion_costo_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT DISTINCT "nidoperacion" FROM despues));
	RETURN NULL;
END
$function$
