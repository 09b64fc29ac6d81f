CREATE OR REPLACE FUNCTION public.venta_operacion_bulto_alta(antes lista_carga_bulto[], despues lista_carga_bulto[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM unnest(despues)), ARRAY(SELECT DISTINCT "nidlistacarga" FROM unnest(despues)), '{}');
END
$function$
