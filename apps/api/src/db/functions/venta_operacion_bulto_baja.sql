CREATE OR REPLACE FUNCTION public.venta_operacion_bulto_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM antes), ARRAY(SELECT DISTINCT "nidlistacarga" FROM antes), '{}');
	RETURN NULL;
END
$function$
