CREATE OR REPLACE FUNCTION public.venta_operacion_bulto_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM despues), ARRAY(SELECT DISTINCT "nidlistacarga" FROM despues), '{}');
	RETURN NULL;
END
$function$
