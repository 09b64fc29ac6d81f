CREATE OR REPLACE FUNCTION public.precio_ra_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of INSERT on "precio_ra": its transition table read once, then each figure's piece in turn.
DECLARE
	despues_filas "precio_ra"[] := ARRAY(SELECT t::"precio_ra" FROM despues t);
BEGIN
	PERFORM "gestion_pendiente_precio"(NULL, despues_filas);
	PERFORM "venta_operacion_precio_alta"(NULL, despues_filas);
	RETURN NULL;
END
$function$
