CREATE OR REPLACE FUNCTION public.venta_operacion_precio_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM despues), '{}', '{}');
	RETURN NULL;
END
$function$
