CREATE OR REPLACE FUNCTION public.recepcion_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of DELETE on "recepcion": its transition table read once, then each figure's piece in turn.
DECLARE
	antes_filas "recepcion"[] := ARRAY(SELECT t::"recepcion" FROM antes t);
BEGIN
	PERFORM "contador_ra_baja"(antes_filas, NULL);
	PERFORM "gestion_ingreso_baja"(antes_filas, NULL);
	PERFORM "gestion_pendiente_baja"(antes_filas, NULL);
	PERFORM "gestion_plazo_ra_baja"(antes_filas, NULL);
	RETURN NULL;
END
$function$
