CREATE OR REPLACE FUNCTION public.venta_operacion_precio_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM antes), '{}', '{}');
	RETURN NULL;
END
$function$
