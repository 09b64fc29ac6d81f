CREATE OR REPLACE FUNCTION public.venta_operacion_bulto_baja(antes lista_carga_bulto[], despues lista_carga_bulto[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM unnest(antes)), ARRAY(SELECT DISTINCT "nidlistacarga" FROM unnest(antes)), '{}');
END
$function$
