CREATE OR REPLACE FUNCTION public.costo_operacion_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of INSERT on "costo_operacion": its transition table read once, then each figure's piece in turn.
DECLARE
	despues_filas "costo_operacion"[] := ARRAY(SELECT t::"costo_operacion" FROM despues t);
BEGIN
	PERFORM "operacion_costo_total"(NULL, despues_filas);
	PERFORM "venta_operacion_costo_alta"(NULL, despues_filas);
	RETURN NULL;
END
$function$
