CREATE OR REPLACE FUNCTION public.precio_ra_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of UPDATE on "precio_ra": its transition tables read once, then each figure's piece in turn.
DECLARE
	antes_filas "precio_ra"[] := ARRAY(SELECT t::"precio_ra" FROM antes t);
	despues_filas "precio_ra"[] := ARRAY(SELECT t::"precio_ra" FROM despues t);
BEGIN
	PERFORM "gestion_pendiente_precio"(antes_filas, despues_filas);
	PERFORM "venta_operacion_precio_alta"(antes_filas, despues_filas);
	RETURN NULL;
END
$function$
