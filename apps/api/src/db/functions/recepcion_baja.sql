CREATE OR REPLACE FUNCTION public.recepcion_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of DELETE on "recepcion": its transition table read once, then each figure's piece in turn.
DECLARE
	antes_filas "recepcion"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM antes) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"recepcion" FROM antes t);
	PERFORM "contador_ra_baja"(antes_filas, NULL);
	PERFORM "gestion_ingreso_baja"(antes_filas, NULL);
	PERFORM "gestion_pendiente_baja"(antes_filas, NULL);
	PERFORM "gestion_plazo_ra_baja"(antes_filas, NULL);
	RETURN NULL;
END
$function$
