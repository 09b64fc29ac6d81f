CREATE OR REPLACE FUNCTION public.venta_operacion_precio_baja(antes precio_ra[], despues precio_ra[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM unnest(antes)), '{}', '{}');
END
$function$
