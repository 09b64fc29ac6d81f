CREATE OR REPLACE FUNCTION public.precio_ra_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of DELETE on "precio_ra": its transition table read once, then each figure's piece in turn.
DECLARE
	antes_filas "precio_ra"[] := ARRAY(SELECT t::"precio_ra" FROM antes t);
BEGIN
	PERFORM "gestion_pendiente_precio"(antes_filas, NULL);
	PERFORM "venta_operacion_precio_baja"(antes_filas, NULL);
	RETURN NULL;
END
$function$
