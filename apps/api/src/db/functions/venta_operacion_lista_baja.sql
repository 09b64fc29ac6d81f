CREATE OR REPLACE FUNCTION public.venta_operacion_lista_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT DISTINCT "nidoperacion" FROM antes));
	RETURN NULL;
END
$function$
