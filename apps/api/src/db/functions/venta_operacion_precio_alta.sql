CREATE OR REPLACE FUNCTION public.venta_operacion_precio_alta(antes precio_ra[], despues precio_ra[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM unnest(despues)), '{}', '{}');
END
$function$
